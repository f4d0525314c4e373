import { connectionOf, offsetOf, toGlobalId, unauthenticated, notFound, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { Conversation } from './conversation.entity.ts';
import { conversationTopic } from './conversation-events.ts';
import { ownConversation } from './conversation.repository.ts';
import { Message } from '../messages/message.entity.ts';

export const conversationResolvers = {
  Query: {
    conversation: (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => ownConversation(ctx, id),
    conversations: async (_: unknown, args: ConnectionArgs & { channel?: string | null }, ctx: SubgraphContext) => {
      const page = offsetOf(args, 20);
      if (!ctx.caller.storeId || !ctx.caller.userId) return connectionOf([], page, 0);
      const where = { storeId: ctx.caller.storeId, userId: ctx.caller.userId, ...(args.channel ? { channel: args.channel } : {}) };
      const [rows, total] = await ctx.em.findAndCount(Conversation, where, {
        orderBy: { updatedAt: 'desc', id: 'desc' },
        limit: page.limit + 1,
        offset: page.offset,
      });
      return connectionOf(rows, page, total);
    },
    conversationMessages: async (_: unknown, args: ConnectionArgs & { conversationId: string; last?: number | null }, ctx: SubgraphContext) => {
      if (!ctx.caller.userId) throw unauthenticated(ctx.caller.locale);
      const conversation = await ownConversation(ctx, args.conversationId);
      if (!conversation) throw notFound(ctx.caller.locale);
      return messagesOf(conversation, args, ctx);
    },
  },
  Subscription: {
    conversationEvents: {
      subscribe: async (_: unknown, { conversationId }: { conversationId: string }, ctx: SubgraphContext) => {
        if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
        const conversation = await ownConversation(ctx, conversationId);
        if (!conversation) throw notFound(ctx.caller.locale);
        return ctx.runtime.pubsub.subscribe(conversationTopic(ctx.caller.storeId, conversation.id));
      },
      resolve: (event: unknown) => event,
    },
  },
  Conversation: {
    __resolveReference: (reference: { id: string }, ctx: SubgraphContext) => ownConversation(ctx, reference.id),
    id: (row: Conversation) => toGlobalId('Conversation', row.id),
    hasContext: (row: Conversation) => Boolean(row.context && Object.keys(row.context).length),
    closed: (row: Conversation) => row.closedAt !== null && row.closedAt !== undefined,
    createdAt: (row: Conversation) => row.createdAt.toISOString(),
    updatedAt: (row: Conversation) => row.updatedAt.toISOString(),
    messages: (row: Conversation, args: ConnectionArgs, ctx: SubgraphContext) => messagesOf(row, args, ctx),
  },
};

async function messagesOf(conversation: Conversation, args: ConnectionArgs & { last?: number | null }, ctx: SubgraphContext) {
  const where = { storeId: conversation.storeId, conversationId: conversation.id };
  // The latest messages, oldest first: a conversation reopened shows its end (its first 100 hid the newest turns).
  if (args.last && !args.first && !args.after) {
    const total = await ctx.em.count(Message, where);
    const limit = offsetOf({ first: args.last }).limit;
    const page = { limit, offset: Math.max(total - limit, 0) };
    return connectionOf(await ctx.em.find(Message, where, { orderBy: { id: 'asc' }, limit, offset: page.offset }), page, total);
  }
  const page = offsetOf(args, 50);
  const [rows, total] = await ctx.em.findAndCount(
    Message,
    where,
    { orderBy: { id: 'asc' }, limit: page.limit + 1, offset: page.offset },
  );
  return connectionOf(rows, page, total);
}
