import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/** An invitation to a store's team. The store is named by id (stores belong to the store subgraph). */
export const Invitation = defineEntity({
  name: 'Invitation',
  tableName: 'auth_invitation',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    storeId: p.bigint('string'),
    codeHash: p.string().unique(),
    email: p.string().nullable(),
    role: p.string().default('member'),
    invitedBy: () => p.manyToOne(User).fieldName('invited_by'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    acceptedUser: () => p.manyToOne(User).nullable(),
  },
});

export type Invitation = InferEntity<typeof Invitation>;
