import { defineRoutes, bodyOf } from './route.ts';
import { receiveUpload } from './uploads.ts';
import { storeConfig, STORE_FIELDS } from './store.routes.ts';
import { IMPORT_FIELDS, importJson } from './import.routes.ts';

const PAYLOAD = `userErrors { field message } import { ${IMPORT_FIELDS} } store { ${STORE_FIELDS} }`;

/** How long the upload call waits for the import before answering with its progress (small files finish within it). */
const UPLOAD_WAIT_SECONDS = 10;

/** The store config of section 4.3, its data_warehouse carrying the orders total and this import. */
function configWithImport(payload: any) {
  const config = storeConfig(payload.store) ?? { store_type: 'seller', is_setup_completed: false, data_warehouse: { orders: { total: 0 } } };
  return { ...config, data_warehouse: { ...config.data_warehouse, import: importJson(payload.import) } };
}

/** Accepts `{mapping: {field: column | [columns]}}` or `{mapping: [{field, columns}]}`. */
function mappingOf(value: unknown): Array<{ field: string; columns: string[] }> {
  if (Array.isArray(value)) return value.map((m) => ({ field: String(m?.field ?? ''), columns: [m?.columns ?? m?.column ?? []].flat().map(String) }));
  if (value && typeof value === 'object') return Object.entries(value).map(([field, columns]) => ({ field, columns: [columns ?? []].flat().map(String) }));
  return [];
}

export const sellerCsvRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/stores/seller-csv',
    summary: 'Creates a seller store from an orders export (Shopify, WooCommerce, Salla, Magento 2 or any order-lines CSV).',
    tag: 'stores',
    auth: true,
    multipartFile: 'file',
    body: { wait: { type: 'integer', description: 'Seconds to wait for the import before answering (0-30, default 10).' } },
    operation: `mutation ImportSellerCsv($input: ImportSellerCsvInput!) { importSellerCsv(input: $input) { ${PAYLOAD} } }`,
    variables: async (req, caller, settings) => {
      const upload = await receiveUpload(req, 'file', settings, caller.locale);
      const wait = Number(upload?.fields.wait ?? UPLOAD_WAIT_SECONDS);
      return {
        input: {
          uploadId: upload?.uploadId ?? 'none',
          filename: upload?.filename ?? null,
          mimetype: upload?.mimetype ?? null,
          waitSeconds: Number.isFinite(wait) ? Math.min(Math.max(wait, 0), 30) : UPLOAD_WAIT_SECONDS,
        },
      };
    },
    respond: (data) => ({ data: configWithImport(data.importSellerCsv) }),
  },
  {
    method: 'POST',
    path: '/stores/seller-csv/:id/mapping',
    summary: 'Imports an uploaded orders file again with a corrected column mapping.',
    tag: 'stores',
    auth: true,
    body: { mapping: { type: 'object', description: 'field to column header(s)' } },
    operation: `mutation RemapSellerCsv($input: RemapSellerCsvInput!) { remapSellerCsv(input: $input) { ${PAYLOAD} } }`,
    variables: (req) => ({
      input: { importId: (req.params as { id: string }).id, mapping: mappingOf(bodyOf(req).mapping), waitSeconds: UPLOAD_WAIT_SECONDS },
    }),
    respond: (data) => ({ data: configWithImport(data.remapSellerCsv) }),
  },
  {
    method: 'GET',
    path: '/stores/seller-csv/fields',
    summary: 'The warehouse fields a seller column can be mapped to.',
    tag: 'stores',
    auth: true,
    operation: 'query SellerFields { sellerFields { key level type } }',
    respond: (data) => ({ data: { data: data.sellerFields } }),
  },
]);
