import { translate, unauthenticated, type SubgraphContext } from '@dukkan/shared';
import { askQuestion, type AskInput } from './ask-question.ts';
import { askMessages } from './ask-messages.ts';
import { latestOpenConversation, ownConversation, startConversation } from '../conversations/conversation.repository.ts';
import { Conversation } from '../conversations/conversation.entity.ts';
import { answerOf } from '../messages/message.resolvers.ts';
import { usageThisMonth } from '../usage/record-usage.ts';
import { starterQuestions } from './starter-questions.ts';

function signedIn(ctx: SubgraphContext): void {
  if (!ctx.caller.userId) throw unauthenticated(ctx.caller.locale);
}

export const askResolvers = {
  Query: {
    starterQuestions: (_: unknown, __: unknown, ctx: SubgraphContext) => starterQuestions(ctx),
    chatUsage: async (_: unknown, __: unknown, ctx: SubgraphContext) => {
      if (!ctx.caller.storeId) return null;
      const usage = await usageThisMonth(ctx.runtime.pool, ctx.caller.storeId);
      return { month: new Date().toISOString().slice(0, 7), ...usage };
    },
  },
  Mutation: {
    ask: async (_: unknown, { input }: { input: AskInput }, ctx: SubgraphContext) => {
      signedIn(ctx);
      const outcome = await askQuestion(ctx, { ...input, question: input.question ?? '', channel: 'web' });
      return {
        ...outcome,
        answer: outcome.message ? answerOf(outcome.message) : null,
      };
    },
    startConversation: async (_: unknown, { input }: { input: { title?: string | null } }, ctx: SubgraphContext) => {
      signedIn(ctx);
      if (!ctx.caller.storeId) return { conversation: null, userErrors: [{ field: 'title', message: translate(askMessages, ctx.caller.locale, 'noStore') }] };
      const conversation = await startConversation(ctx, 'web', input.title?.trim() || null);
      return { conversation, userErrors: [] };
    },
    clearContext: async (_: unknown, { input }: { input: { conversationId?: string | null } }, ctx: SubgraphContext) => {
      signedIn(ctx);
      const message = translate(askMessages, ctx.caller.locale, 'contextCleared');
      if (input.conversationId) {
        const conversation = await ownConversation(ctx, input.conversationId);
        if (!conversation) {
          return { conversation: null, message, userErrors: [{ field: 'conversationId', message: translate(askMessages, ctx.caller.locale, 'conversationNotFound') }] };
        }
        conversation.context = null;
        await ctx.em.flush();
        return { conversation, message, userErrors: [] };
      }
      // The legacy web chat sends an empty body: the caller's open conversations are closed, so the next question opens
      // a new one (only the latest was closed, and the next question went on in an older one, with its context).
      const conversation = await latestOpenConversation(ctx, 'web');
      if (conversation) {
        const closedAt = new Date();
        const open = await ctx.em.find(Conversation, { storeId: ctx.caller.storeId, userId: ctx.caller.userId, channel: 'web', closedAt: null });
        for (const each of open) Object.assign(each, { context: null, closedAt });
        await ctx.em.flush();
      }
      return { conversation, message, userErrors: [] };
    },
  },
};
