import {
  connectionOf, offsetOf, localIdOf, toGlobalId, mayManageTeam, teamManagersOnly, MEMBER_ROLES,
  type ConnectionArgs, type SubgraphContext,
} from '@dukkan/shared';
import { StoreMember } from './member.entity.ts';
import { teamMessage, type TeamMessage } from './team-messages.ts';

type TeamErrorCode = 'FORBIDDEN' | 'NOT_FOUND' | 'INVALID';
interface TeamUserError { field: string | null; message: string; code: TeamErrorCode }

const refused = (code: TeamErrorCode, message: string, field: string | null = null): TeamUserError[] => [{ field, message, code }];

/** A member of the caller's own store by its global id; another store's member, a malformed and an unknown id are null alike. */
async function ownMember(ctx: SubgraphContext, memberId: unknown): Promise<StoreMember | null> {
  const id = typeof memberId === 'string' ? localIdOf(memberId, 'StoreMember') : null;
  return id && /^\d{1,18}$/.test(id) && ctx.caller.storeId ? ctx.em.findOne(StoreMember, { id, store: ctx.caller.storeId }) : null;
}

/**
 * The member a team manager may change: one of the caller's own store, neither the owner nor the caller. Another
 * store's member, a malformed id and an id that never existed are the same "not found".
 */
async function changeableMember(ctx: SubgraphContext, memberId: unknown): Promise<{ member: StoreMember } | { userErrors: TeamUserError[] }> {
  const { caller } = ctx;
  const say = (key: TeamMessage) => teamMessage(caller.locale, key);
  if (!mayManageTeam(caller)) return { userErrors: refused('FORBIDDEN', teamManagersOnly(caller.locale)) };
  const member = await ownMember(ctx, memberId);
  if (!member) return { userErrors: refused('NOT_FOUND', say('memberNotFound'), 'memberId') };
  if (member.role === 'owner') return { userErrors: refused('FORBIDDEN', say('ownerStays'), 'memberId') };
  if (member.userId === caller.userId) return { userErrors: refused('FORBIDDEN', say('notYourself'), 'memberId') };
  return { member };
}

export const teamResolvers = {
  Store: {
    members: async (store: { id: string }, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 50);
      // Store references only resolve for the caller's own store; this guards a store reached another way.
      const found = store.id === ctx.caller.storeId || localIdOf(store.id, 'Store') === ctx.caller.storeId;
      const manage = mayManageTeam(ctx.caller);
      if (!found || !ctx.caller.storeId) return { ...connectionOf([], page, 0), viewerCanManage: false };
      const [rows, total] = await ctx.em.findAndCount(StoreMember, { store: ctx.caller.storeId }, { orderBy: { id: 'asc' }, limit: page.limit + 1, offset: page.offset });
      return { ...connectionOf(rows, page, total), viewerCanManage: manage };
    },
  },
  StoreMember: {
    __resolveReference: (reference: { id: string }, ctx: SubgraphContext) => ownMember(ctx, reference.id),
    id: (member: StoreMember) => toGlobalId('StoreMember', member.id),
    user: (member: StoreMember) => ({ id: toGlobalId('User', member.userId) }),
    joinedAt: (member: StoreMember) => member.createdAt.toISOString(),
    isViewer: (member: StoreMember, _: unknown, ctx: SubgraphContext) => member.userId === ctx.caller.userId,
  },
  Mutation: {
    changeMemberRole: async (_: unknown, { input }: { input: { memberId: string; role: string } }, ctx: SubgraphContext) => {
      const found = await changeableMember(ctx, input.memberId);
      if ('userErrors' in found) return { member: null, userErrors: found.userErrors };
      if (!MEMBER_ROLES.includes(input.role)) return { member: null, userErrors: refused('INVALID', teamMessage(ctx.caller.locale, 'roleInvalid'), 'role') };
      found.member.role = input.role;
      await ctx.em.flush();
      return { member: found.member, userErrors: [] };
    },
    removeMember: async (_: unknown, { input }: { input: { memberId: string } }, ctx: SubgraphContext) => {
      const found = await changeableMember(ctx, input.memberId);
      if ('userErrors' in found) return { removedMemberId: null, userErrors: found.userErrors };
      // The gateway reads membership with each request's session (no cache): the next request no longer reaches it.
      await ctx.em.nativeDelete(StoreMember, { id: found.member.id, store: ctx.caller.storeId! });
      return { removedMemberId: toGlobalId('StoreMember', found.member.id), userErrors: [] };
    },
  },
};
