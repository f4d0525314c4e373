import type { FastifyRequest } from 'fastify';
import { invalid, removeUpload, type Caller, type Settings } from '@dukkan/shared';
import { bodyOf, defineRoutes, type RestRoute } from './route.ts';
import { receiveUpload } from './uploads.ts';
import { IMPORT_FIELDS, importJson } from './import.routes.ts';
import { restMessage } from './messages.ts';

const SOURCE_FIELDS = `id kind name isDefault status isConnected lastError connectedAt introspectedAt createdAt updatedAt
  connection { engine host port database user ssl hasPassword }`;
const COLUMN_FIELDS = 'name label type comment position sampleValues';
const TABLE_FIELDS = `id name schema label comment rowCount filename encoding delimiter createdAt updatedAt
  dataSource { id kind } columns { ${COLUMN_FIELDS} }`;
const ROWS_FIELDS = 'totalCount edges { node { id values } }';

export function sourceJson(source: any) {
  if (!source) return null;
  const connection = source.connection;
  return {
    id: source.id,
    type: source.kind,
    kind: source.kind,
    name: source.name,
    is_default: source.isDefault,
    status: source.status,
    is_connected: source.isConnected,
    last_error: source.lastError,
    connection: connection
      ? { engine: connection.engine, host: connection.host, port: connection.port, database: connection.database, user: connection.user, ssl: connection.ssl, has_password: connection.hasPassword }
      : null,
    connected_at: source.connectedAt,
    introspected_at: source.introspectedAt,
    created_at: source.createdAt,
    updated_at: source.updatedAt,
  };
}

const columnJson = (column: any) => ({ name: column.name, label: column.label, type: column.type, comment: column.comment, position: column.position, sample_values: column.sampleValues });

export function tableJson(table: any) {
  if (!table) return null;
  return {
    id: table.id,
    name: table.name,
    schema: table.schema,
    label: table.label,
    comment: table.comment,
    row_count: table.rowCount,
    filename: table.filename,
    encoding: table.encoding,
    delimiter: table.delimiter,
    data_source_id: table.dataSource?.id ?? null,
    columns: (table.columns ?? []).map(columnJson),
    created_at: table.createdAt,
    updated_at: table.updatedAt,
  };
}

/** A row as the tables screen shows it: its values, plus `_row_id` for edits when the row is editable. */
const rowJson = (row: any) => (row.id ? { _row_id: row.id, ...row.values } : { ...row.values });

/** REST limit/offset (10 and 0 by default) as a Relay page. */
function pageOf(req: FastifyRequest): { first: number; after: string | null; limit: number; offset: number } {
  const query = req.query as { limit?: string; offset?: string };
  const limit = Math.max(0, Math.min(Number.parseInt(query.limit ?? '10', 10) || 10, 100));
  const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
  return { first: limit, after: offset > 0 ? Buffer.from(`offset:${offset - 1}`).toString('base64url') : null, limit, offset };
}

const params = (req: FastifyRequest) => req.params as { id?: string; tableName?: string };
const text = (value: unknown) => (value === undefined || value === null ? null : String(value));

function portOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const port = Number(value);
  return Number.isInteger(port) ? port : 0; // not a number: the subgraph answers with the port message
}

/**
 * How long a CSV upload call waits for its table: until it is saved unless the caller sends `wait` (seconds, as a form
 * field or query parameter). The legacy call answers with the table, so waiting is the default; `wait=0` answers at
 * once with 202 and the queued import to follow (docs/adr/0010-custom-csv-tables-as-import-jobs.md).
 */
const TABLE_WAIT_SECONDS = 3600;

function waitOf(value: string | undefined): number {
  if (value === undefined || value === '') return TABLE_WAIT_SECONDS;
  if (value === 'false') return 0;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.min(Math.max(Math.trunc(seconds), 0), TABLE_WAIT_SECONDS) : TABLE_WAIT_SECONDS;
}

/**
 * `replace` (form field or query parameter): true replaces the table `table_name` of the source, false always makes a
 * new table, omitted replaces only a table named exactly (ADR 10). Undefined for a value that is neither.
 */
function replaceOf(value: string | undefined): boolean | null | undefined {
  if (value === undefined || value.trim() === '') return null;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  return undefined;
}

function uploadVariables(sourceId: (req: FastifyRequest) => string | null) {
  return async (req: FastifyRequest, caller: Caller, settings: Settings) => {
    const upload = await receiveUpload(req, 'file', settings, caller.locale);
    const query = req.query as { wait?: string; replace?: string };
    const replace = replaceOf(upload?.fields.replace ?? query.replace);
    if (replace === undefined) {
      if (upload) await removeUpload(settings.dataDir, upload.uploadId);
      throw invalid(caller.locale, [{ field: 'replace', message: restMessage(caller.locale, 'replaceNotBoolean') }]);
    }
    return {
      input: {
        dataSourceId: sourceId(req),
        uploadId: upload?.uploadId ?? '',
        filename: upload?.filename ?? null,
        tableName: upload?.fields.table_name || upload?.fields.tableName || upload?.fields.name || null,
        replace,
        waitSeconds: waitOf(upload?.fields.wait ?? query.wait),
      },
    };
  };
}

/** Values of a new row: `{row: {...}}`, `{values: {...}}` or the columns themselves. */
function rowValuesOf(body: Record<string, unknown>): Record<string, unknown> {
  const nested = body.row ?? body.values ?? body.data;
  return nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Record<string, unknown>) : body;
}

/** Row edits: `{rows: [{_row_id, ...values}]}`, `{rows: [{id, values}]}` or one such row as the body. */
function rowChangesOf(body: Record<string, unknown>): Array<{ id: string; values: Record<string, unknown> }> {
  const list = Array.isArray(body.rows) ? body.rows : [body];
  return list
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => {
      const { _row_id: rowId, id, values, ...rest } = row;
      return { id: String(rowId ?? id ?? ''), values: values && typeof values === 'object' ? (values as Record<string, unknown>) : rest };
    });
}

/** Rows to delete: `{rows: [{_row_id}]}` (as PATCH rows names them), `{ids: [...]}`, `{_row_id}`, or `?ids=1,2`. */
function rowIdsOf(req: FastifyRequest): string[] {
  const body = bodyOf(req);
  const query = (req.query as { ids?: string | string[] }).ids;
  const listed = Array.isArray(body.rows) ? body.rows : Array.isArray(body.ids) ? body.ids : Array.isArray(body.row_ids) ? body.row_ids : body._row_id !== undefined || body.id !== undefined ? [body] : [];
  const fromQuery = (Array.isArray(query) ? query : query ? [query] : []).flatMap((value) => value.split(','));
  return [...listed, ...fromQuery]
    .map((row) => (row && typeof row === 'object' ? (row as Record<string, unknown>)._row_id ?? (row as Record<string, unknown>).id : row))
    .map((id) => (id === undefined || id === null ? '' : String(id).trim()));
}

/** Members are refused every change (ADR 49); the store's own tables and sources only, others are unknown. */
const CHANGE_REFUSALS = { 403: "Only the store's owner or an admin can change its data.", 404: 'No such source or table in this store.' };

/** The table routes exist twice: under a data source, and as the older custom-table calls (the store's CSV tables). */
function tableRoutes(prefix: string, sourceId: (req: FastifyRequest) => string | null, tag: string): RestRoute[] {
  const underSource = prefix.includes(':id');
  return [
    {
      method: 'GET',
      path: `${prefix}/tables`,
      summary: 'The tables of a data source.',
      tag,
      auth: true,
      query: { limit: { type: 'integer' }, offset: { type: 'integer' } },
      operation: underSource
        ? `query SourceTables($id: ID!, $first: Int, $after: String) { dataSource(id: $id) { tables(first: $first, after: $after) { totalCount nodes { ${TABLE_FIELDS} } } } }`
        : `query CustomTables($first: Int, $after: String) { customTables(first: $first, after: $after) { totalCount nodes { ${TABLE_FIELDS} } } }`,
      variables: (req) => {
        const query = req.query as { limit?: string };
        const page = pageOf(req);
        return { id: sourceId(req), first: query.limit ? page.first : 100, after: page.after };
      },
      respond: (data) => {
        const tables = data.dataSource?.tables ?? data.customTables;
        return { data: { data: tables.nodes.map(tableJson), total: tables.totalCount } };
      },
    },
    {
      method: 'GET',
      path: `${prefix}/tables/:tableName/columns`,
      summary: "A table's columns: SQL name, the header as written (label), type, comment and sample values.",
      tag,
      auth: true,
      operation: `query TableColumns($id: ID, $name: String!) { dataTable(dataSourceId: $id, name: $name) { columns { ${COLUMN_FIELDS} } } }`,
      variables: (req) => ({ id: sourceId(req), name: params(req).tableName }),
      respond: (data) => ({ data: { data: data.dataTable.columns.map(columnJson) } }),
    },
    {
      method: 'GET',
      path: `${prefix}/tables/:tableName/rows`,
      summary: "A page of a table's rows (limit 10 and offset 0 by default).",
      tag,
      auth: true,
      query: { limit: { type: 'integer' }, offset: { type: 'integer' } },
      operation: `query TableRows($id: ID, $name: String!, $first: Int, $after: String) {
        dataTable(dataSourceId: $id, name: $name) { name columns { ${COLUMN_FIELDS} } rows(first: $first, after: $after) { ${ROWS_FIELDS} } } }`,
      variables: (req) => {
        const page = pageOf(req);
        return { id: sourceId(req), name: params(req).tableName, first: page.first, after: page.after };
      },
      respond: (data, req) => {
        const { limit, offset } = pageOf(req);
        const table = data.dataTable;
        return {
          data: { data: table.rows.edges.map((edge: any) => rowJson(edge.node)), columns: table.columns.map(columnJson), total: table.rows.totalCount, limit, offset },
        };
      },
    },
    {
      method: 'POST',
      path: `${prefix}/tables/:tableName/rows`,
      summary: 'Adds a row to a CSV table: `{row: {column: value}}` (or the values as the body).',
      tag,
      auth: true,
      status: 201,
      body: { row: { type: 'object', description: 'column name to value' } },
      operation: `mutation AddTableRow($input: AddTableRowInput!) { addTableRow(input: $input) { rows { id values } userErrors { field message } } }`,
      variables: (req) => ({ input: { dataSourceId: sourceId(req), tableName: params(req).tableName, values: rowValuesOf(bodyOf(req)) } }),
      respond: (data) => ({ data: rowJson(data.addTableRow.rows[0]) }),
    },
    {
      method: 'PATCH',
      path: `${prefix}/tables/:tableName/rows`,
      summary: 'Edits rows of a CSV table: `{rows: [{_row_id, column: value}]}`; all or none are saved.',
      tag,
      auth: true,
      body: { rows: { type: 'array', description: 'each row: _row_id and the changed columns' } },
      operation: `mutation UpdateTableRows($input: UpdateTableRowsInput!) { updateTableRows(input: $input) { rows { id values } userErrors { field message } } }`,
      variables: (req) => ({ input: { dataSourceId: sourceId(req), tableName: params(req).tableName, rows: rowChangesOf(bodyOf(req)) } }),
      respond: (data) => ({ data: { data: data.updateTableRows.rows.map(rowJson) } }),
    },
    {
      method: 'DELETE',
      path: `${prefix}/tables/:tableName/rows`,
      summary: 'Deletes rows of a CSV table by `_row_id`: `{rows: [{_row_id}]}` (or `{ids: [...]}`, or `?ids=1,2`); all or none.',
      tag,
      auth: true,
      body: { rows: { type: 'array', description: 'each row: its _row_id' }, ids: { type: 'array', description: 'row ids' } },
      query: { ids: { type: 'string', description: 'comma-separated row ids' } },
      refusals: { ...CHANGE_REFUSALS, 422: 'No rows named, a row that does not exist (nothing is deleted), or a connected database\'s table.' },
      operation: `mutation DeleteTableRows($input: DeleteTableRowsInput!) { deleteTableRows(input: $input) { deletedRowIds table { rowCount } userErrors { field message } } }`,
      variables: (req) => ({ input: { dataSourceId: sourceId(req), tableName: params(req).tableName, rowIds: rowIdsOf(req) } }),
      respond: (data) => ({ data: { deleted: data.deleteTableRows.deletedRowIds, row_count: data.deleteTableRows.table?.rowCount ?? null } }),
    },
    {
      method: 'DELETE',
      path: `${prefix}/tables/:tableName`,
      summary: 'Deletes a CSV table with its rows and comments; questions stop using it. Refused while a file is being uploaded into it.',
      tag,
      auth: true,
      refusals: { ...CHANGE_REFUSALS, 422: "An upload into the table is still running, or the table is a connected database's." },
      operation: `mutation DeleteDataTable($input: DeleteDataTableInput!) { deleteDataTable(input: $input) { deletedTableId userErrors { field message } } }`,
      variables: (req) => ({ input: { dataSourceId: sourceId(req), tableName: params(req).tableName } }),
      respond: (data, req) => ({ data: { id: data.deleteDataTable.deletedTableId, name: params(req).tableName, deleted: true } }),
    },
  ];
}

const TABLE_PAYLOAD = `table { ${TABLE_FIELDS} } userErrors { field message }`;
const UPLOAD_PAYLOAD = `import { ${IMPORT_FIELDS} } ${TABLE_PAYLOAD}`;

/**
 * A CSV upload: 200 with the saved table (and its import) when it finished while the call waited, else 202 with the
 * import only; follow it on GET /stores/imports/{id} or Subscription.importProgress.
 */
function uploadRoute(path: string, summary: string, tag: string, sourceId: (req: FastifyRequest) => string | null): RestRoute {
  return {
    method: 'POST',
    path,
    summary,
    tag,
    auth: true,
    multipartFile: 'file',
    body: {
      table_name: { type: 'string', description: 'The new table\'s name (its label; the SQL name is made safe and unique), or the table to replace. From the file name when omitted.' },
      replace: {
        type: 'boolean',
        description: 'true: replace the source\'s table `table_name` (422 if it has none). false: always a new table. Omitted: replace only when `table_name` is exactly the SQL name of one of the source\'s tables. `data.import.replaces_table` and `table_replaced` tell what was asked and done.',
      },
      wait: { type: 'integer', description: 'Seconds to wait for the table (default: until it is saved); 0 answers at once with 202 and the import.' },
    },
    query: { wait: { type: 'integer' }, replace: { type: 'boolean' } },
    operation: `mutation UploadCsvTable($input: UploadCsvTableInput!) { uploadCsvTable(input: $input) { ${UPLOAD_PAYLOAD} } }`,
    variables: uploadVariables(sourceId),
    accepted: (data) => !data.uploadCsvTable.table,
    respond: (data) => {
      const { table, import: queued } = data.uploadCsvTable;
      return { data: table ? { ...tableJson(table), import: importJson(queued) } : { import: importJson(queued) } };
    },
  };
}
const SOURCE_PAYLOAD = `dataSource { ${SOURCE_FIELDS} } userErrors { field message }`;
const sourceIdParam = (req: FastifyRequest) => params(req).id ?? null;
const noSource = () => null;

function commentRoute(path: string, summary: string, forColumn: boolean): RestRoute {
  return {
    method: 'POST',
    path,
    summary,
    tag: 'data-sources',
    auth: true,
    body: { table_name: { type: 'string' }, column_name: { type: 'string' }, comment: { type: 'string' } },
    operation: `mutation SetComment($column: SetColumnCommentInput!, $table: SetTableCommentInput!, $isColumn: Boolean!) {
      setColumnComment(input: $column) @include(if: $isColumn) { ${TABLE_PAYLOAD} }
      setTableComment(input: $table) @skip(if: $isColumn) { ${TABLE_PAYLOAD} } }`,
    variables: (req, caller) => {
      const body = bodyOf(req);
      const tableName = text(body.table_name ?? body.tableName ?? body.table)?.trim() ?? '';
      if (!tableName) throw invalid(caller.locale, [{ field: 'table_name', message: restMessage(caller.locale, 'tableNameRequired') }]);
      const columnName = text(body.column_name ?? body.columnName ?? body.column);
      const comment = text(body.comment);
      const isColumn = forColumn && columnName !== null;
      return {
        isColumn,
        column: { dataSourceId: sourceIdParam(req), tableName, columnName: columnName ?? '', comment },
        table: { dataSourceId: sourceIdParam(req), tableName, comment },
      };
    },
    respond: (data) => ({ data: tableJson((data.setColumnComment ?? data.setTableComment).table) }),
  };
}

export const dataSourceRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/stores/data-sources',
    summary: "The store's data sources (database, csv, meta-ads, google-analytics, google-ads, and any added).",
    tag: 'data-sources',
    auth: true,
    operation: `query DataSources { dataSources(first: 100) { totalCount nodes { ${SOURCE_FIELDS} } } }`,
    respond: (data) => ({ data: { data: data.dataSources.nodes.map(sourceJson), total: data.dataSources.totalCount } }),
  },
  {
    method: 'POST',
    path: '/stores/data-sources',
    summary: 'Adds a data source: `{type, name}`.',
    tag: 'data-sources',
    auth: true,
    status: 201,
    body: { type: { type: 'string', description: 'database, csv, meta-ads, google-analytics or google-ads' }, name: { type: 'string' } },
    fieldNames: { kind: 'type' },
    operation: `mutation AddDataSource($input: AddDataSourceInput!) { addDataSource(input: $input) { ${SOURCE_PAYLOAD} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      return { input: { kind: text(body.type ?? body.kind) ?? '', name: text(body.name) } };
    },
    respond: (data) => ({ data: sourceJson(data.addDataSource.dataSource) }),
  },
  {
    method: 'PATCH',
    path: '/stores/data-sources/:id',
    summary: "Sets a source's settings: a name; for a database a URL or host, port, database, user, password, ssl.",
    tag: 'data-sources',
    auth: true,
    body: {
      name: { type: 'string' }, url: { type: 'string' }, engine: { type: 'string' }, host: { type: 'string' }, port: { type: 'integer' },
      database: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, ssl: { type: 'boolean' },
    },
    operation: `mutation UpdateDataSource($input: UpdateDataSourceInput!) { updateDataSource(input: $input) { ${SOURCE_PAYLOAD} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      const settings = body.settings && typeof body.settings === 'object' ? { ...body, ...(body.settings as Record<string, unknown>) } : body;
      return {
        input: {
          id: params(req).id,
          name: text(settings.name),
          url: text(settings.url ?? settings.connection_url ?? settings.database_url),
          engine: text(settings.engine ?? settings.driver),
          host: text(settings.host),
          port: portOf(settings.port),
          database: text(settings.database ?? settings.db_name ?? settings.dbname),
          user: text(settings.user ?? settings.username),
          password: text(settings.password),
          ssl: typeof settings.ssl === 'boolean' ? settings.ssl : settings.ssl === undefined ? null : ['1', 'true', 'require'].includes(String(settings.ssl)),
        },
      };
    },
    respond: (data) => ({ data: sourceJson(data.updateDataSource.dataSource) }),
  },
  {
    method: 'DELETE',
    path: '/stores/data-sources/:id',
    summary: "Removes a source the store added: a CSV source's tables are deleted, a database source's settings and password forgotten. The five starting sources stay (422).",
    tag: 'data-sources',
    auth: true,
    refusals: { ...CHANGE_REFUSALS, 422: 'A starting source, or a file still being uploaded into the source.' },
    operation: `mutation DeleteDataSource($input: DeleteDataSourceInput!) { deleteDataSource(input: $input) { deletedDataSourceId userErrors { field message } } }`,
    variables: (req) => ({ input: { id: params(req).id } }),
    respond: (data) => ({ data: { id: data.deleteDataSource.deletedDataSourceId, deleted: true } }),
  },
  {
    method: 'POST',
    path: '/stores/data-sources/:id/initialize',
    summary: 'Connects a database source and reads its tables, columns and comments.',
    tag: 'data-sources',
    auth: true,
    operation: `mutation InitializeDataSource($input: InitializeDataSourceInput!) { initializeDataSource(input: $input) { ${SOURCE_PAYLOAD} } }`,
    variables: (req) => ({ input: { id: params(req).id } }),
    respond: (data) => ({ data: sourceJson(data.initializeDataSource.dataSource) }),
  },
  {
    method: 'GET',
    path: '/stores/data-sources/:id/fetch',
    summary: 'Previews a source: without `table`, its tables; with `table`, a page of rows (limit 10, offset 0 by default).',
    tag: 'data-sources',
    auth: true,
    query: { table: { type: 'string' }, limit: { type: 'integer' }, offset: { type: 'integer' } },
    operation: `query FetchDataSource($id: ID!, $table: String!, $withTable: Boolean!, $first: Int, $after: String) {
      dataSource(id: $id) { ${SOURCE_FIELDS} tables(first: 100) @skip(if: $withTable) { totalCount nodes { ${TABLE_FIELDS} } } }
      dataTable(dataSourceId: $id, name: $table) @include(if: $withTable) { ${TABLE_FIELDS} rows(first: $first, after: $after) { ${ROWS_FIELDS} } } }`,
    variables: (req) => {
      const table = text((req.query as { table?: string }).table);
      const page = pageOf(req);
      return { id: params(req).id, table: table ?? '', withTable: Boolean(table), first: page.first, after: page.after };
    },
    respond: (data, req) => {
      const { limit, offset } = pageOf(req);
      if (data.dataTable) {
        const rows = data.dataTable.rows;
        return { data: { source: sourceJson(data.dataSource), table: tableJson(data.dataTable), data: rows.edges.map((edge: any) => rowJson(edge.node)), total: rows.totalCount, limit, offset } };
      }
      return { data: { source: sourceJson(data.dataSource), data: data.dataSource.tables.nodes.map(tableJson), total: data.dataSource.tables.totalCount } };
    },
  },
  ...['upload', 'upload-csv'].map((action) =>
    uploadRoute(`/stores/data-sources/:id/${action}`, 'Uploads a CSV file (multipart field `file`, optional `table_name`) as a table of the store.', 'data-sources', sourceIdParam),
  ),
  commentRoute('/stores/data-sources/:id/column-comment', 'Sets the comment of a column (`table_name`, `column_name`, `comment`), or of the table without `column_name`.', true),
  commentRoute('/stores/data-sources/:id/table-comment', 'Sets the comment of a table (`table_name`, `comment`).', false),
  ...tableRoutes('/stores/data-sources/:id', sourceIdParam, 'data-sources'),
  // The older custom-table calls: the store's CSV tables, whatever source they came through.
  ...tableRoutes('/stores/custom', noSource, 'custom-tables'),
  uploadRoute('/stores/custom/upload-csv', "Uploads a CSV file (multipart field `file`) into the store's default CSV source.", 'custom-tables', noSource),
]);
