import { localIdOf, toGlobalId, unauthenticated, notFound, type SubgraphContext } from '@dukkan/shared';
import { Conversation } from './conversation.entity.ts';
import { conversationTopic } from './conversation-events.ts';

async function ownConversation(ctx: SubgraphContext, globalId: string): Promise<Conversation | null> {
  const id = localIdOf(globalId, 'Conversation');
  if (!id || !ctx.caller.storeId) return null;
  return ctx.em.findOne(Conversation, { id, storeId: ctx.caller.storeId });
}

export const conversationResolvers = {
  Query: {
    conversation: (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => ownConversation(ctx, id),
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
    createdAt: (row: Conversation) => row.createdAt.toISOString(),
    updatedAt: (row: Conversation) => row.updatedAt.toISOString(),
  },
};
