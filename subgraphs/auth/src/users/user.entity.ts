import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const User = defineEntity({
  name: 'User',
  tableName: 'auth_user',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    email: p.string().unique(),
    passwordHash: p.string(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    businessName: p.string().nullable(),
    role: p.string().nullable(),
    timezone: p.string().nullable(),
    phone: p.string().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    twoFactorSecret: p.string().nullable().hidden(),
    twoFactorRecoveryCodes: p.string().nullable().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type User = InferEntity<typeof User>;

/** The name a person is shown by: first and last name, or null when they gave neither. */
export function fullNameOf(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}
