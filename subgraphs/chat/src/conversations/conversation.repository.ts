import { localIdOf, type SubgraphContext } from '@dukkan/shared';
import { Conversation } from './conversation.entity.ts';

/** Accepts a Relay global id, or the plain number the legacy REST clients keep. */
export function conversationLocalId(id: string | null | undefined): string | null {
  if (!id) return null;
  const trimmed = String(id).trim();
  if (/^\d{1,18}$/.test(trimmed)) return trimmed;
  const local = localIdOf(trimmed, 'Conversation');
  return local && /^\d{1,18}$/.test(local) ? local : null;
}

/**
 * A conversation the caller opened in their store, or null: other stores' conversations, and other members' of the
 * same store, do not exist for the caller (ADR 49). Read, continued, cleared and listened to only by its user.
 */
export async function ownConversation(ctx: SubgraphContext, id: string | null | undefined): Promise<Conversation | null> {
  const local = conversationLocalId(id);
  if (!local || !ctx.caller.storeId || !ctx.caller.userId) return null;
  return ctx.em.findOne(Conversation, { id: local, storeId: ctx.caller.storeId, userId: ctx.caller.userId });
}

/** The caller's current conversation on a channel: the latest one not closed by clear-context. */
export async function latestOpenConversation(ctx: SubgraphContext, channel: string): Promise<Conversation | null> {
  if (!ctx.caller.storeId) return null;
  return ctx.em.findOne(
    Conversation,
    { storeId: ctx.caller.storeId, userId: ctx.caller.userId, channel, closedAt: null },
    { orderBy: { updatedAt: 'desc', id: 'desc' } },
  );
}

export async function startConversation(ctx: SubgraphContext, channel: string, title: string | null): Promise<Conversation> {
  const conversation = ctx.em.create(Conversation, {
    storeId: ctx.caller.storeId!,
    userId: ctx.caller.userId,
    channel,
    title: title ? title.slice(0, 120) : null,
    context: null,
    closedAt: null,
  });
  await ctx.em.flush();
  return conversation;
}
