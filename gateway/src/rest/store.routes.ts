import { defineRoutes } from './route.ts';

export const storeRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/country',
    summary: "The visitor's country code, for the start-up redirect.",
    tag: 'public',
    auth: false,
    operation: 'query Country { country { countryCode } }',
    respond: (data) => ({ data: { country_code: data.country.countryCode } }),
  },
  {
    method: 'GET',
    path: '/stores/default',
    summary: "The caller's store config.",
    tag: 'stores',
    auth: true,
    operation: `query DefaultStore { defaultStore { id name storeType isSetupCompleted timezone currency
      dataWarehouse { ordersTotal lastImportStatus lastImportProgress } } }`,
    respond: (data) => ({ data: storeConfig(data.defaultStore) }),
  },
]);

/** The store config the web client keeps: store_type, is_setup_completed, data_warehouse. */
export function storeConfig(store: any) {
  if (!store) return null;
  return {
    id: store.id,
    name: store.name,
    store_type: store.storeType ?? null,
    is_setup_completed: store.isSetupCompleted,
    timezone: store.timezone,
    currency: store.currency,
    data_warehouse: store.dataWarehouse
      ? {
          orders: { total: store.dataWarehouse.ordersTotal },
          import: { status: store.dataWarehouse.lastImportStatus, progress: store.dataWarehouse.lastImportProgress },
        }
      : { orders: { total: 0 } },
  };
}
