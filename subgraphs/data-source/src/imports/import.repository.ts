import type pg from 'pg';

export type ImportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
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
  kind: string;
  status: ImportStatus;
  progress: number;
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

  async create(storeId: string, values: { kind: string; filename: string; uploadId: string; sizeBytes: number }): Promise<ImportRow> {
    const { rows } = await this.pool.query<ImportRow>(
      `INSERT INTO data_source_import (store_id, kind, filename, upload_id, size_bytes) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [storeId, values.kind, values.filename, values.uploadId, values.sizeBytes],
    );
    return rows[0];
  }

  async find(storeId: string, id: string): Promise<ImportRow | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const { rows } = await this.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE store_id = $1 AND id = $2', [storeId, id]);
    return rows[0] ?? null;
  }

  async latest(storeId: string): Promise<ImportRow | null> {
    const { rows } = await this.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE store_id = $1 ORDER BY id DESC LIMIT 1', [storeId]);
    return rows[0] ?? null;
  }

  async list(storeId: string, limit: number, offset: number): Promise<{ rows: ImportRow[]; total: number }> {
    const { rows } = await this.pool.query<ImportRow & { total: number }>(
      'SELECT *, count(*) OVER () AS total FROM data_source_import WHERE store_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [storeId, limit, offset],
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
