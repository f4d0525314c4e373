import { toGlobalId, localIdOf, type SubgraphContext } from '@dukkan/shared';
import { User, fullNameOf } from './user.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A caller may read themself and the members of the store they act on, nobody else. */
async function visibleTo(ctx: SubgraphContext, userId: string): Promise<boolean> {
  if (userId === ctx.caller.userId) return true;
  if (!ctx.caller.storeId) return false;
  const rows = await ctx.em.execute('SELECT 1 FROM store_member WHERE store_id = ? AND user_id = ?', [ctx.caller.storeId, userId]);
  return rows.length > 0;
}

export const userResolvers = {
  Query: {
    viewer: async (_: unknown, __: unknown, { caller, em }: SubgraphContext) =>
      caller.userId ? em.findOne(User, { id: caller.userId }) : null,
  },
  User: {
    __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => {
      const id = localIdOf(reference.id, 'User');
      return id && /^\d{1,18}$/.test(id) && (await visibleTo(ctx, id)) ? ctx.em.findOne(User, { id }) : null;
    },
    id: (user: User) => toGlobalId('User', user.id),
    name: (user: User) => fullNameOf(user),
    emailVerifiedAt: (user: User) => iso(user.emailVerifiedAt),
    isProfileComplete: (user: User) => Boolean(user.role && user.firstName && user.timezone),
    createdAt: (user: User) => iso(user.createdAt),
  },
};
