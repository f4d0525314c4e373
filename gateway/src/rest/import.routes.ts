import { defineRoutes } from './route.ts';

/** Every import's fields, whatever its kind (seller orders or a custom CSV table). */
export const IMPORT_FIELDS = `id kind status stage progress filename platform encoding delimiter rowsTotal rowsImported ordersImported
  bytesRead bytesTotal tableName replacesTable tableReplaced dataSource { id } table { id name rowCount }
  headers mapping { field columns } extraColumns errors { line code message fatal } createdAt startedAt finishedAt`;

/** An import in the legacy API's snake_case. */
export function importJson(row: any) {
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    stage: row.stage ?? null,
    progress: row.progress,
    filename: row.filename,
    platform: row.platform,
    encoding: row.encoding,
    delimiter: row.delimiter,
    rows_total: row.rowsTotal,
    rows_imported: row.rowsImported,
    orders_imported: row.ordersImported,
    bytes_read: row.bytesRead,
    bytes_total: row.bytesTotal,
    table_name: row.tableName ?? null,
    // csv-table: whether the upload asked to replace `table_name`, and (once saved) whether a table was replaced.
    replaces_table: row.replacesTable ?? false,
    table_replaced: row.tableReplaced ?? null,
    data_source_id: row.dataSource?.id ?? null,
    table: row.table ? { id: row.table.id, name: row.table.name, row_count: row.table.rowCount } : null,
    headers: row.headers,
    mapping: row.mapping,
    extra_columns: row.extraColumns,
    errors: row.errors,
    created_at: row.createdAt,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
  };
}

/** Imports of every kind: listed, read (progress and errors by line) and cancelled through the same calls. */
export const importRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/stores/imports',
    summary: "The store's imports, newest first (`kind`: seller-csv or csv-table for one kind only).",
    tag: 'stores',
    auth: true,
    query: { limit: { type: 'integer' }, offset: { type: 'integer' }, kind: { type: 'string' } },
    operation: `query Imports($first: Int, $after: String, $kind: String) { imports(first: $first, after: $after, kind: $kind) { totalCount edges { node { ${IMPORT_FIELDS} } } } }`,
    variables: (req) => {
      const query = req.query as { limit?: string; offset?: string; kind?: string };
      const offset = Number(query.offset ?? 0);
      return { first: Number(query.limit ?? 10), after: offset > 0 ? Buffer.from(`offset:${offset - 1}`).toString('base64url') : null, kind: query.kind || null };
    },
    respond: (data) => ({ data: { data: data.imports.edges.map((edge: any) => importJson(edge.node)), total: data.imports.totalCount } }),
  },
  {
    method: 'GET',
    path: '/stores/imports/:id',
    summary: 'One import: status, stage, progress (rows, bytes read of the total), and errors by line number.',
    tag: 'stores',
    auth: true,
    operation: `query Import($id: ID!) { import(id: $id) { ${IMPORT_FIELDS} } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    respond: (data) => ({ data: importJson(data.import) }),
  },
  {
    method: 'POST',
    path: '/stores/imports/:id/cancel',
    summary: 'Cancels a queued or running import; the previous data (or table) stays untouched.',
    tag: 'stores',
    auth: true,
    operation: `mutation CancelImport($input: CancelImportInput!) { cancelImport(input: $input) { userErrors { field message } import { ${IMPORT_FIELDS} } } }`,
    variables: (req) => ({ input: { importId: (req.params as { id: string }).id } }),
    respond: (data) => ({ data: importJson(data.cancelImport.import) }),
  },
]);
