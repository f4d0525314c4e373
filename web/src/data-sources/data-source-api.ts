import { api } from '../api/http.ts';
import { importStateOf, uploadWithProgress, type ImportState } from '../imports/import-api.ts';

export type SourceKind = 'database' | 'csv' | 'meta-ads' | 'google-analytics' | 'google-ads';

export interface DataSource {
  id: string;
  kind: SourceKind;
  name: string;
  is_default: boolean;
  status: 'not_connected' | 'connected' | 'error';
  is_connected: boolean;
  last_error: string | null;
  connection: { engine: string | null; host: string | null; port: number | null; database: string | null; user: string | null; ssl: boolean | null; has_password: boolean } | null;
  introspected_at: string | null;
}

export interface DataColumn {
  name: string;
  label: string | null;
  type: string;
  comment: string | null;
  position: number;
}

export interface DataTable {
  id: string;
  name: string;
  /** The table's schema: the store's own for CSV tables, the database's (public, sales…) for connected ones. */
  schema: string;
  label: string | null;
  comment: string | null;
  row_count: number | null;
  filename: string | null;
  columns: DataColumn[];
}

export type DataRow = Record<string, unknown> & { _row_id?: string };

export interface RowsPage {
  data: DataRow[];
  columns: DataColumn[];
  total: number;
  limit: number;
  offset: number;
}

export interface DatabaseSettings {
  url?: string;
  engine?: string;
  host?: string;
  port?: number | string;
  database?: string;
  user?: string;
  password?: string;
  ssl?: boolean;
}

/** The most tables one call gives. */
const TABLES_PAGE = 100;
const source = (id: string) => `/stores/data-sources/${encodeURIComponent(id)}`;
const table = (id: string, name: string) => `${source(id)}/tables/${encodeURIComponent(name)}`;

/** The REST calls of SPEC 7.3 the data-source screens make; every answer carries its payload under data.data. */
export const dataSourceApi = {
  list: async () => (await api<{ data: { data: DataSource[] } }>('GET', '/stores/data-sources')).data.data,
  add: async (kind: SourceKind, name: string) => (await api<{ data: DataSource }>('POST', '/stores/data-sources', { type: kind, name })).data,
  update: async (id: string, settings: DatabaseSettings) => (await api<{ data: DataSource }>('PATCH', source(id), settings)).data,
  initialize: async (id: string) => (await api<{ data: DataSource }>('POST', `${source(id)}/initialize`)).data,
  tables: async (id: string) => (await api<{ data: { data: DataTable[] } }>('GET', `${source(id)}/tables`)).data.data,
  /** Every table of a source, page after page (the call gives at most 100 at a time), with the total the server counts. */
  allTables: async (id: string) => {
    const tables: DataTable[] = [];
    for (;;) {
      const page = (await api<{ data: { data: DataTable[]; total: number } }>('GET', `${source(id)}/tables?limit=${TABLES_PAGE}&offset=${tables.length}`)).data;
      tables.push(...page.data);
      if (!page.data.length || tables.length >= page.total) return { tables, total: page.total };
    }
  },
  columns: async (id: string, name: string) => (await api<{ data: { data: DataColumn[] } }>('GET', `${table(id, name)}/columns`)).data.data,
  rows: async (id: string, name: string, limit: number, offset: number) =>
    (await api<{ data: RowsPage }>('GET', `${table(id, name)}/rows?limit=${limit}&offset=${offset}`)).data,
  addRow: async (id: string, name: string, row: Record<string, unknown>) => (await api<{ data: DataRow }>('POST', `${table(id, name)}/rows`, { row })).data,
  updateRow: async (id: string, name: string, row: DataRow) => (await api<{ data: { data: DataRow[] } }>('PATCH', `${table(id, name)}/rows`, { rows: [row] })).data.data,
  /** Deletes an added source; the starting ones answer 422 (the screens offer no delete for them). */
  remove: async (id: string) => api('DELETE', source(id)),
  deleteTable: async (id: string, name: string) => api('DELETE', table(id, name)),
  deleteRows: async (id: string, name: string, rowIds: string[]) => api('DELETE', `${table(id, name)}/rows`, { rows: rowIds.map((rowId) => ({ _row_id: rowId })) }),
  columnComment: async (id: string, tableName: string, columnName: string, comment: string) =>
    (await api<{ data: DataTable }>('POST', `${source(id)}/column-comment`, { table_name: tableName, column_name: columnName, comment })).data,
  tableComment: async (id: string, tableName: string, comment: string) =>
    (await api<{ data: DataTable }>('POST', `${source(id)}/table-comment`, { table_name: tableName, comment })).data,
};

/**
 * Uploads a CSV as a table without waiting for it (`wait=0`): the answer is the queued import, followed live
 * afterwards.
 */
export async function uploadCsv(sourceId: string, file: File, tableName: string, onProgress: (fraction: number) => void): Promise<ImportState> {
  const fields: Record<string, string> = { wait: '0' };
  if (tableName) fields.table_name = tableName;
  const body = await uploadWithProgress(`${source(sourceId)}/upload-csv`, fields, file, onProgress);
  return importStateOf(body.data.import);
}

/**
 * How a table is named on screen and in links: `schema.table` when its schema is not the database's default (public
 * on PostgreSQL, the database itself on MySQL), so public.orders and sales.orders are told apart and each opens its own.
 */
export function qualifiedName(table: Pick<DataTable, 'name' | 'schema'>, source: Pick<DataSource, 'connection'> | null | undefined): string {
  const defaults = ['public', source?.connection?.database ?? ''];
  return !table.schema || defaults.includes(table.schema) ? table.name : `${table.schema}.${table.name}`;
}

/** One table of a source by the name a screen's route carries (`schema.table` or `table`), or null. */
export async function findTableOf(sourceId: string, routeName: string, source: Pick<DataSource, 'connection'>): Promise<DataTable | null> {
  const { tables } = await dataSourceApi.allTables(sourceId);
  return tables.find((table) => qualifiedName(table, source) === routeName) ?? tables.find((table) => table.name === routeName) ?? null;
}
