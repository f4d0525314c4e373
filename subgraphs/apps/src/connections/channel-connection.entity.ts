import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const ChannelConnection = defineEntity({
  name: 'ChannelConnection',
  tableName: 'apps_channel_connection',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    storeId: p.bigint('string'),
    channel: p.string(),
    address: p.string(),
    /** Channel credentials (bot tokens, signing secrets), encrypted with ENCRYPTION_KEY. */
    secret: p.text().nullable().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ChannelConnection = InferEntity<typeof ChannelConnection>;
