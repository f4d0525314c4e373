import { localIdOf, mayManageData, type SubgraphContext } from '@dukkan/shared';

export const warehouseResolvers = {
  Store: {
    dataWarehouse: async (store: { id: string }, _args: unknown, ctx: SubgraphContext) => {
      const storeId = localIdOf(store.id, 'Store');
      if (!storeId || storeId !== ctx.caller.storeId) return { ordersTotal: 0, lastImportStatus: null, lastImportProgress: null };
      const { rows } = await ctx.runtime.pool.query('SELECT count(*)::int AS total FROM warehouse.orders WHERE store_id = $1', [storeId]);
      return { ordersTotal: rows[0].total, lastImportStatus: null, lastImportProgress: null };
    },
    // The same rule the data-source mutations apply (requireDataManager), for the caller's own store only.
    viewerCanManageData: (store: { id: string }, _args: unknown, ctx: SubgraphContext) => localIdOf(store.id, 'Store') === ctx.caller.storeId && mayManageData(ctx.caller),
  },
};
