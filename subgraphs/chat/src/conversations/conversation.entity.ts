import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'chat_conversation',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    storeId: p.bigint('string'),
    userId: p.bigint('string').nullable(),
    channel: p.string().default('web'),
    title: p.string().nullable(),
    /** The engine's follow-up context (last plan); cleared by clear-context. */
    context: p.json<Record<string, unknown>>().nullable(),
    /** Set by clear-context without a conversation: the next question without an id opens a new conversation. */
    closedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Conversation = InferEntity<typeof Conversation>;
