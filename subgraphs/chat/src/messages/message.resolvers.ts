import { localIdOf, toGlobalId, type SubgraphContext } from '@dukkan/shared';
import { Conversation } from '../conversations/conversation.entity.ts';
import { Message } from './message.entity.ts';
import { ownConversation } from '../conversations/conversation.repository.ts';

/** Answers stored before a field existed read as empty rather than failing the whole message. */
export function answerOf(row: Message) {
  const answer = row.answer as Record<string, any> | null;
  if (!answer) return null;
  return {
    ...answer,
    language: answer.language ?? row.language,
    table: { columns: answer.table?.columns ?? [], rows: answer.table?.rows ?? [], totals: answer.table?.totals ?? null },
    suggestions: answer.suggestions ?? [],
  };
}

export const messageResolvers = {
  Message: {
    __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => {
      const id = localIdOf(reference.id, 'Message');
      if (!id || !/^\d{1,18}$/.test(id) || !ctx.caller.storeId) return null;
      const message = await ctx.em.findOne(Message, { id, storeId: ctx.caller.storeId });
      // A message is read by the user whose conversation holds it, like the conversation itself (ADR 49).
      return message && (await ownConversation(ctx, message.conversationId)) ? message : null;
    },
    id: (row: Message) => toGlobalId('Message', row.id),
    role: (row: Message) => row.role.toUpperCase(),
    answer: answerOf,
    conversation: (row: Message, _: unknown, ctx: SubgraphContext) => ctx.em.findOne(Conversation, { id: row.conversationId, storeId: row.storeId }),
    createdAt: (row: Message) => row.createdAt.toISOString(),
  },
  Answer: {
    period: (answer: { period?: { from: string; to: string; label: unknown } | null }) =>
      answer.period ? { ...answer.period, label: typeof answer.period.label === 'string' ? answer.period.label : String((answer.period.label as { en?: string })?.en ?? '') } : null,
  },
};
