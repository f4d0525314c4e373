import { loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { User } from './users/user.entity.ts';
import { Session } from './sessions/session.entity.ts';
import { userResolvers } from './users/user.resolvers.ts';
import { migrations } from './migrations/index.ts';

export const authSubgraph: SubgraphModule = {
  name: 'auth',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [User, Session],
  migrations,
  resolvers: mergeResolvers(userResolvers),
};
