import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** A reset link: single use, 60 minutes. Only the token's hash is kept. */
export const PasswordReset = defineEntity({
  name: 'PasswordReset',
  tableName: 'auth_password_reset',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    user: () => p.manyToOne(User),
    tokenHash: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type PasswordReset = InferEntity<typeof PasswordReset>;
