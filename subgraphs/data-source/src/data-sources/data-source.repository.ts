import type pg from 'pg';

/** The kinds of data source a store can have; a store starts with one of each. */
export const DATA_SOURCE_KINDS = ['database', 'csv', 'meta-ads', 'google-analytics', 'google-ads'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const DEFAULT_SOURCE_NAMES: Record<DataSourceKind, string> = {
  database: 'Database',
  csv: 'CSV files',
  'meta-ads': 'Meta Ads',
  'google-analytics': 'Google Analytics',
  'google-ads': 'Google Ads',
};

export interface DataSourceRow {
  id: string;
  store_id: string;
  kind: DataSourceKind;
  name: string;
  is_default: boolean;
  engine: string | null;
  settings: Record<string, unknown>;
  secret: string | null;
  status: 'not_connected' | 'connected' | 'error';
  last_error: string | null;
  connected_at: Date | null;
  introspected_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function isDataSourceKind(kind: unknown): kind is DataSourceKind {
  return typeof kind === 'string' && (DATA_SOURCE_KINDS as readonly string[]).includes(kind);
}

/** Creates the store's default sources on first use; concurrent first visits create them once (unique index). */
export async function ensureDefaultSources(pool: pg.Pool, storeId: string): Promise<void> {
  await pool.query(
    `INSERT INTO data_source (store_id, kind, name, is_default)
     SELECT $1, kind, name, true FROM unnest($2::text[], $3::text[]) AS k(kind, name)
     ON CONFLICT (store_id, kind) WHERE is_default DO NOTHING`,
    [storeId, [...DATA_SOURCE_KINDS], DATA_SOURCE_KINDS.map((kind) => DEFAULT_SOURCE_NAMES[kind])],
  );
}

export async function listSources(pool: pg.Pool, storeId: string, page: { limit: number; offset: number }): Promise<{ rows: DataSourceRow[]; total: number }> {
  await ensureDefaultSources(pool, storeId);
  const { rows } = await pool.query<DataSourceRow & { total: number }>(
    'SELECT *, count(*) OVER () AS total FROM data_source WHERE store_id = $1 ORDER BY id LIMIT $2 OFFSET $3',
    [storeId, page.limit + 1, page.offset],
  );
  return { rows, total: rows[0]?.total ?? (await pool.query('SELECT count(*) AS n FROM data_source WHERE store_id = $1', [storeId])).rows[0].n };
}

/** One of the store's sources; another store's id gives null, exactly like a missing one. */
export async function findSource(pool: pg.Pool, storeId: string, id: string): Promise<DataSourceRow | null> {
  // Ids come from a listing, which created the defaults: no need to create them here.
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await pool.query<DataSourceRow>('SELECT * FROM data_source WHERE store_id = $1 AND id = $2', [storeId, id]);
  return rows[0] ?? null;
}

/** The store's default source of a kind (the one the older custom-table calls use). */
export async function defaultSource(pool: pg.Pool, storeId: string, kind: DataSourceKind): Promise<DataSourceRow> {
  await ensureDefaultSources(pool, storeId);
  const { rows } = await pool.query<DataSourceRow>('SELECT * FROM data_source WHERE store_id = $1 AND kind = $2 AND is_default', [storeId, kind]);
  return rows[0];
}

export async function insertSource(pool: pg.Pool, storeId: string, kind: DataSourceKind, name: string): Promise<DataSourceRow> {
  const { rows } = await pool.query<DataSourceRow>('INSERT INTO data_source (store_id, kind, name) VALUES ($1, $2, $3) RETURNING *', [storeId, kind, name]);
  return rows[0];
}

export interface SourceChanges {
  name?: string;
  engine?: string | null;
  settings?: Record<string, unknown>;
  secret?: string | null;
  status?: DataSourceRow['status'];
  lastError?: string | null;
  connected?: boolean;
  introspected?: boolean;
}

export async function updateSource(pool: pg.Pool, storeId: string, id: string, changes: SourceChanges): Promise<DataSourceRow> {
  const { rows } = await pool.query<DataSourceRow>(
    `UPDATE data_source SET
       name = coalesce($3, name),
       engine = CASE WHEN $4::boolean THEN $5 ELSE engine END,
       settings = coalesce($6::jsonb, settings),
       secret = CASE WHEN $7::boolean THEN $8 ELSE secret END,
       status = coalesce($9, status),
       last_error = CASE WHEN $10::boolean THEN $11 ELSE last_error END,
       connected_at = CASE WHEN $12::boolean THEN now() ELSE connected_at END,
       introspected_at = CASE WHEN $13::boolean THEN now() ELSE introspected_at END,
       updated_at = now()
     WHERE store_id = $1 AND id = $2 RETURNING *`,
    [
      storeId, id, changes.name ?? null,
      changes.engine !== undefined, changes.engine ?? null,
      changes.settings ? JSON.stringify(changes.settings) : null,
      changes.secret !== undefined, changes.secret ?? null,
      changes.status ?? null,
      changes.lastError !== undefined, changes.lastError ?? null,
      changes.connected === true, changes.introspected === true,
    ],
  );
  return rows[0];
}
