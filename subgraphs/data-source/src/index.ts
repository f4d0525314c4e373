import { GraphQLJSON, loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { warehouseResolvers } from './data-sources/warehouse.resolvers.ts';
import { migrations } from './migrations/index.ts';
import { dataSourceResolvers } from './data-sources/data-source.resolvers.ts';
import { dataTableResolvers } from './data-sources/data-table.resolvers.ts';
import { customTableResolvers } from './custom-tables/custom-table.resolvers.ts';
import { importResolvers } from './imports/import.resolvers.ts';
import { startImportWorker } from './imports/import-worker.ts';
import { startRollupWorker } from './rollups/rollup-worker.ts';
import { sellerCsvResolvers } from './seller-csv/seller-csv.resolvers.ts';
import { warehouseOrderResolvers } from './warehouse/orders.resolvers.ts';

export const dataSourceSubgraph: SubgraphModule = {
  name: 'data-source',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [],
  migrations,
  resolvers: mergeResolvers(
    { JSON: GraphQLJSON },
    warehouseResolvers,
    // Data sources, custom CSV tables and database sources.
    dataSourceResolvers,
    dataTableResolvers,
    customTableResolvers,
    // Warehouse imports and seller CSV.
    importResolvers,
    sellerCsvResolvers,
    warehouseOrderResolvers,
  ),
  // Background work: import jobs and rebuilds of stale rollups (pg-boss).
  startWorkers: async (runtime) => {
    const stoppers = [await startImportWorker(runtime), await startRollupWorker(runtime)];
    return async () => {
      for (const stop of stoppers) await stop();
    };
  },
};
