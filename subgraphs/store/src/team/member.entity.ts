import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { Store } from '../stores/store.entity.ts';

/** A user's place in a store's team. The user is referenced by id: users belong to the auth subgraph. */
export const StoreMember = defineEntity({
  name: 'StoreMember',
  tableName: 'store_member',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    store: () => p.manyToOne(Store),
    userId: p.bigint('string'),
    role: p.string().default('owner'),
    isDefault: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type StoreMember = InferEntity<typeof StoreMember>;
