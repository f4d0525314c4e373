import { defineRoutes, bodyOf } from './route.ts';
import { receiveUpload } from './uploads.ts';
import { storeConfig } from './store.routes.ts';

const IMPORT_FIELDS = `id kind status progress filename platform encoding delimiter rowsTotal rowsImported ordersImported headers
  mapping { field columns } extraColumns errors { line code message fatal } createdAt startedAt finishedAt`;
const STORE_FIELDS = `id name storeType isSetupCompleted timezone currency dataWarehouse { ordersTotal lastImportStatus lastImportProgress }`;
const PAYLOAD = `userErrors { field message } import { ${IMPORT_FIELDS} } store { ${STORE_FIELDS} }`;

/** How long the upload call waits for the import before answering with its progress (small files finish within it). */
const UPLOAD_WAIT_SECONDS = 10;

/** An import in the legacy API's snake_case. */
export function importJson(row: any) {
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    filename: row.filename,
    platform: row.platform,
    encoding: row.encoding,
    delimiter: row.delimiter,
    rows_total: row.rowsTotal,
    rows_imported: row.rowsImported,
    orders_imported: row.ordersImported,
    headers: row.headers,
    mapping: row.mapping,
    extra_columns: row.extraColumns,
    errors: row.errors,
    created_at: row.createdAt,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
  };
}

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
    variables: async (req, _caller, settings) => {
      try {
        const upload = await receiveUpload(req, 'file', settings);
        const wait = Number(upload?.fields.wait ?? UPLOAD_WAIT_SECONDS);
        return {
          input: {
            uploadId: upload?.uploadId ?? 'none',
            filename: upload?.filename ?? null,
            mimetype: upload?.mimetype ?? null,
            waitSeconds: Number.isFinite(wait) ? Math.min(Math.max(wait, 0), 30) : UPLOAD_WAIT_SECONDS,
          },
        };
      } catch (error) {
        if ((error as { tooLarge?: boolean }).tooLarge) throw Object.assign(new Error('File too large'), { statusCode: 413 });
        throw error;
      }
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
  {
    method: 'GET',
    path: '/stores/imports',
    summary: "The store's imports, newest first.",
    tag: 'stores',
    auth: true,
    query: { limit: { type: 'integer' }, offset: { type: 'integer' } },
    operation: `query Imports($first: Int, $after: String) { imports(first: $first, after: $after) { totalCount edges { node { ${IMPORT_FIELDS} } } } }`,
    variables: (req) => {
      const query = req.query as { limit?: string; offset?: string };
      const offset = Number(query.offset ?? 0);
      return { first: Number(query.limit ?? 10), after: offset > 0 ? Buffer.from(`offset:${offset - 1}`).toString('base64url') : null };
    },
    respond: (data) => ({ data: { data: data.imports.edges.map((edge: any) => importJson(edge.node)), total: data.imports.totalCount } }),
  },
  {
    method: 'GET',
    path: '/stores/imports/:id',
    summary: 'One import: status, progress, rows and errors by line number.',
    tag: 'stores',
    auth: true,
    operation: `query Import($id: ID!) { import(id: $id) { ${IMPORT_FIELDS} } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => ({ data: importJson(data.import) }),
  },
  {
    method: 'POST',
    path: '/stores/imports/:id/cancel',
    summary: 'Cancels a queued or running import; the previous data stays untouched.',
    tag: 'stores',
    auth: true,
    operation: `mutation CancelImport($input: CancelImportInput!) { cancelImport(input: $input) { userErrors { field message } import { ${IMPORT_FIELDS} } } }`,
    variables: (req) => ({ input: { importId: (req.params as { id: string }).id } }),
    respond: (data) => ({ data: importJson(data.cancelImport.import) }),
  },
]);
