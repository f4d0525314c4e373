import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** One turn of a conversation: the user's question, or Dukkan's answer with the plan it was computed from. */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'chat_message',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    storeId: p.bigint('string'),
    conversationId: p.bigint('string'),
    role: p.string().$type<'user' | 'assistant'>(),
    text: p.text(),
    answer: p.json<Record<string, unknown>>().nullable(),
    plan: p.json<Record<string, unknown>>().nullable(),
    language: p.string().default('en'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Message = InferEntity<typeof Message>;
