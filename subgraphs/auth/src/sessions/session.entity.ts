import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** A signed-in device. Only the token's hash is kept; logout sets revokedAt. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'auth_session',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    user: () => p.manyToOne(User),
    tokenHash: p.string().unique(),
    ip: p.string().nullable(),
    userAgent: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export type Session = InferEntity<typeof Session>;
