import { loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { Store } from './stores/store.entity.ts';
import { StoreMember } from './team/member.entity.ts';
import { storeResolvers } from './stores/store.resolvers.ts';
import { teamResolvers } from './team/team.resolvers.ts';
import { nodeResolvers } from './node.resolvers.ts';
import { countryResolvers } from './country/country.resolvers.ts';
import { migrations } from './migrations/index.ts';

export const storeSubgraph: SubgraphModule = {
  name: 'store',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [Store, StoreMember],
  migrations,
  resolvers: mergeResolvers(storeResolvers, teamResolvers, nodeResolvers, countryResolvers),
};
