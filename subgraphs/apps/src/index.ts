import { loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { ChannelConnection } from './connections/channel-connection.entity.ts';
import { channelConnectionResolvers } from './connections/channel-connection.resolvers.ts';
import { migrations } from './migrations/index.ts';

export const appsSubgraph: SubgraphModule = {
  name: 'apps',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [ChannelConnection],
  migrations,
  resolvers: mergeResolvers(channelConnectionResolvers),
};
