import { loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { warehouseResolvers } from './data-sources/warehouse.resolvers.ts';
import { migrations } from './migrations/index.ts';

export const dataSourceSubgraph: SubgraphModule = {
  name: 'data-source',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [],
  migrations,
  resolvers: mergeResolvers(warehouseResolvers),
};
