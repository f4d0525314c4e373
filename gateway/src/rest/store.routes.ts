import { defineRoutes } from './route.ts';
import { IMPORT_FIELDS, importJson } from './import.routes.ts';

/** The store config's fields: data_warehouse carries the orders total and the latest warehouse import. */
export const STORE_FIELDS = `id name storeType isSetupCompleted timezone currency viewerCanManageData
  dataWarehouse { ordersTotal lastImportStatus lastImportProgress lastImport { ${IMPORT_FIELDS} } }`;

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
    summary: "The caller's store config; data_warehouse has the orders total and the latest import's progress and errors.",
    tag: 'stores',
    auth: true,
    operation: `query DefaultStore { defaultStore { ${STORE_FIELDS} } }`,
    respond: (data) => ({ data: storeConfig(data.defaultStore) }),
  },
]);

/**
 * The store config the web client keeps: store_type, is_setup_completed, data_warehouse. `data_warehouse.import` is
 * the warehouse's latest import (seller orders; custom table uploads are not warehouse imports): status, progress,
 * rows, and its errors by line number; null before the first one.
 */
export function storeConfig(store: any) {
  if (!store) return null;
  const warehouse = store.dataWarehouse;
  return {
    id: store.id,
    name: store.name,
    store_type: store.storeType ?? null,
    is_setup_completed: store.isSetupCompleted,
    timezone: store.timezone,
    currency: store.currency,
    // Whether the caller may change the store's data (owners and admins, ADR 49): members' screens are read-only.
    can_manage_data: store.viewerCanManageData ?? false,
    data_warehouse: warehouse
      ? { orders: { total: warehouse.ordersTotal }, import: importJson(warehouse.lastImport) }
      : { orders: { total: 0 }, import: null },
  };
}
