import type pg from 'pg';

export type ImportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
/** seller-csv: an orders export into the warehouse; csv-table: a file into a custom table of the store's schema. */
export type ImportKind = 'seller-csv' | 'csv-table';
/** The warehouse's own imports: what the store config's `data_warehouse` reports. */
export const WAREHOUSE_KIND: ImportKind = 'seller-csv';
export const FINISHED: ImportStatus[] = ['succeeded', 'failed', 'cancelled'];

/** A problem found in a file: a catalogue key and its parameters, rendered in the reader's language. */
export interface ImportProblem {
  line: number | null;
  key: string;
  params: Record<string, string | number>;
  /** Fatal problems fail the import; the others are notices (a value left empty, a renamed header). */
  fatal?: boolean;
}

export interface ImportRow {
  id: string;
  store_id: string;
  kind: ImportKind;
  status: ImportStatus;
  progress: number;
  /** What the job is doing now: checking (reading the file through once), loading (rows into the table) or saving. */
  stage: string | null;
  /** Bytes of the file read by the current stage; `size_bytes` is the whole file. */
  bytes_read: number;
  /** csv-table: the source, the table's SQL name, and the table once it is saved. */
  data_source_id: string | null;
  table_name: string | null;
  table_id: string | null;
  /** csv-table: the name the seller gave (or the file name), kept as a new table's label. */
  table_label: string | null;
  /** csv-table: the upload replaces the table `table_name` of its source instead of creating a new one. */
  replace_table: boolean;
  /** csv-table, once saved: whether an existing table was replaced (true) or a new one created (false). */
  table_replaced: boolean | null;
  filename: string | null;
  upload_id: string | null;
  size_bytes: number | null;
  platform: string | null;
  encoding: string | null;
  delimiter: string | null;
  headers: string[];
  mapping: Array<{ field: string; columns: string[] }>;
  extra_columns: string[];
  rows_total: number;
  rows_imported: number;
  orders_imported: number;
  errors: ImportProblem[];
  backend_pid: number | null;
  cancel_requested: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Import jobs of the data-source subgraph; every read is scoped by store. */
export class ImportRepository {
  constructor(private readonly pool: pg.Pool | pg.PoolClient) {}

  async create(
    storeId: string,
    values: {
      kind: ImportKind; filename: string; uploadId: string; sizeBytes: number;
      dataSourceId?: string | null; tableName?: string | null; tableLabel?: string | null; replaceTable?: boolean;
    },
  ): Promise<ImportRow> {
    const { rows } = await this.pool.query<ImportRow>(
      `INSERT INTO data_source_import (store_id, kind, filename, upload_id, size_bytes, data_source_id, table_name, table_label, replace_table)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [storeId, values.kind, values.filename, values.uploadId, values.sizeBytes, values.dataSourceId ?? null, values.tableName ?? null, values.tableLabel ?? null, values.replaceTable === true],
    );
    return rows[0];
  }

  async find(storeId: string, id: string): Promise<ImportRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await this.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE store_id = $1 AND id = $2', [storeId, id]);
    return rows[0] ?? null;
  }

  /** The store's newest import of a kind (the warehouse's by default). */
  async latest(storeId: string, kind: ImportKind = WAREHOUSE_KIND): Promise<ImportRow | null> {
    const { rows } = await this.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE store_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1', [storeId, kind]);
    return rows[0] ?? null;
  }

  async list(storeId: string, limit: number, offset: number, kind: string | null = null): Promise<{ rows: ImportRow[]; total: number }> {
    const { rows } = await this.pool.query<ImportRow & { total: number }>(
      `SELECT *, count(*) OVER () AS total FROM data_source_import WHERE store_id = $1 AND ($4::text IS NULL OR kind = $4)
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [storeId, limit, offset, kind],
    );
    return { rows, total: rows[0]?.total ?? 0 };
  }

  async update(id: string, values: Partial<Omit<ImportRow, 'id' | 'store_id'>>): Promise<ImportRow> {
    const entries = Object.entries(values);
    if (!entries.length) return (await this.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE id = $1', [id])).rows[0];
    const sets = entries.map(([key], i) => `${key} = $${i + 2}`);
    const params = entries.map(([key, value]) => (['headers', 'mapping', 'extra_columns', 'errors'].includes(key) ? JSON.stringify(value) : value));
    const { rows } = await this.pool.query<ImportRow>(`UPDATE data_source_import SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, [id, ...params]);
    return rows[0];
  }
}
