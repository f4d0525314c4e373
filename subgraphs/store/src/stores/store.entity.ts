import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const Store = defineEntity({
  name: 'Store',
  tableName: 'store',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    name: p.string(),
    storeType: p.string().nullable(),
    isSetupCompleted: p.boolean().default(false),
    timezone: p.string().default('UTC'),
    currency: p.string().default('USD'),
    /** Pre-auth install identifiers (Shopify/Salla) carried through register and login. */
    installUuid: p.string().nullable(),
    shopDomain: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Store = InferEntity<typeof Store>;
