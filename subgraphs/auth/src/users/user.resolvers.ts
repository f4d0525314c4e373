import { toGlobalId, localIdOf, type SubgraphContext } from '@dukkan/shared';
import { User } from './user.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export const userResolvers = {
  Query: {
    viewer: async (_: unknown, __: unknown, { caller, em }: SubgraphContext) =>
      caller.userId ? em.findOne(User, { id: caller.userId }) : null,
  },
  User: {
    __resolveReference: async (reference: { id: string }, { em }: SubgraphContext) => {
      const id = localIdOf(reference.id, 'User');
      return id ? em.findOne(User, { id }) : null;
    },
    id: (user: User) => toGlobalId('User', user.id),
    name: (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
    emailVerifiedAt: (user: User) => iso(user.emailVerifiedAt),
    createdAt: (user: User) => iso(user.createdAt),
  },
};
