import { toGlobalId, localIdOf, type SubgraphContext } from '@dukkan/shared';
import { Store } from './store.entity.ts';
import { StoreMember } from '../team/member.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function defaultStoreOf(ctx: SubgraphContext, userId: string): Promise<Store | null> {
  const member = await ctx.em.findOne(StoreMember, { userId }, { orderBy: { isDefault: 'desc', id: 'asc' }, populate: ['store'] });
  return member ? (member.store as unknown as Store) : null;
}

export const storeResolvers = {
  Query: {
    defaultStore: async (_: unknown, __: unknown, ctx: SubgraphContext) =>
      ctx.caller.storeId ? ctx.em.findOne(Store, { id: ctx.caller.storeId }) : null,
  },
  Store: {
    __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => {
      const id = localIdOf(reference.id, 'Store');
      // A caller only ever resolves their own store, whatever id they send.
      return id && id === ctx.caller.storeId ? ctx.em.findOne(Store, { id }) : null;
    },
    id: (store: Store) => toGlobalId('Store', store.id),
    createdAt: (store: Store) => iso(store.createdAt),
  },
  User: {
    defaultStore: async (user: { id: string }, _args: unknown, ctx: SubgraphContext) => {
      const userId = localIdOf(user.id, 'User');
      return userId && userId === ctx.caller.userId ? defaultStoreOf(ctx, userId) : null;
    },
  },
};
