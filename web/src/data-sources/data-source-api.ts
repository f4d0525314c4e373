import { api, ApiError } from '../api/http.ts';
import { getAppState } from '../state/app-state.ts';

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

/** A problem an import found: its line in the file (when it has one) and the message in the reader's language. */
export interface ImportProblem {
  line: number | null;
  code: string;
  message: string;
  fatal: boolean;
}

/** Where an upload's import stands, as GET /stores/imports/{id} and the importProgress subscription tell it. */
export interface ImportState {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  stage: 'checking' | 'loading' | 'saving' | null;
  progress: number;
  rowsTotal: number;
  rowsImported: number;
  bytesRead: number;
  bytesTotal: number;
  tableName: string | null;
  errors: ImportProblem[];
}

/** The REST import (snake_case) in the subscription's shape. */
export function importStateOf(json: any): ImportState {
  return {
    id: json.id,
    status: json.status,
    stage: json.stage ?? null,
    progress: json.progress ?? 0,
    rowsTotal: json.rows_total ?? 0,
    rowsImported: json.rows_imported ?? 0,
    bytesRead: json.bytes_read ?? 0,
    bytesTotal: json.bytes_total ?? 0,
    tableName: json.table_name ?? null,
    errors: json.errors ?? [],
  };
}

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
  columnComment: async (id: string, tableName: string, columnName: string, comment: string) =>
    (await api<{ data: DataTable }>('POST', `${source(id)}/column-comment`, { table_name: tableName, column_name: columnName, comment })).data,
  tableComment: async (id: string, tableName: string, comment: string) =>
    (await api<{ data: DataTable }>('POST', `${source(id)}/table-comment`, { table_name: tableName, comment })).data,
  importState: async (id: string) => importStateOf((await api<{ data: unknown }>('GET', `/stores/imports/${encodeURIComponent(id)}`)).data),
  cancelImport: async (id: string) => importStateOf((await api<{ data: unknown }>('POST', `/stores/imports/${encodeURIComponent(id)}/cancel`)).data),
};

/**
 * Uploads a CSV as multipart field `file` with XMLHttpRequest, because fetch cannot report upload progress, and
 * without waiting for the table (`wait=0`): the answer is the queued import, followed live afterwards. A file refused
 * at once (not a CSV, empty) comes back as ApiError, so the generic handler shows the server's translated message.
 */
export function uploadCsv(sourceId: string, file: File, tableName: string, onProgress: (fraction: number) => void): Promise<ImportState> {
  const { auth, settings } = getAppState();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${source(sourceId)}/upload-csv`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-locale', settings.selectedLanguage);
    if (auth.token) request.setRequestHeader('authorization', `Bearer ${auth.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.onload = () => {
      let body: any;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) resolve(importStateOf(body.data.import));
      else reject(new ApiError(request.status, body ?? {}));
    };
    const form = new FormData();
    // Fields before the file: the server reads them as they stream in.
    form.append('wait', '0');
    if (tableName) form.append('table_name', tableName);
    form.append('file', file);
    request.send(form);
  });
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
