import type pg from 'pg';

/** A table the store can see: a custom CSV table in its own schema or a table of a connected database. */
export interface TableRow {
  id: string;
  store_id: string;
  data_source_id: string;
  schema_name: string;
  name: string;
  label: string | null;
  comment: string | null;
  row_count: number | null;
  filename: string | null;
  encoding: string | null;
  delimiter: string | null;
  created_at: Date;
  updated_at: Date;
  source_kind?: string;
}

export interface ColumnRow {
  id: string;
  table_id: string;
  position: number;
  name: string;
  label: string | null;
  data_type: string;
  comment: string | null;
  date_order: string | null;
  sample_values: string[];
}

export interface TableFilter {
  sourceId?: string;
  kind?: string;
}

export async function listTables(pool: pg.Pool, storeId: string, filter: TableFilter, page: { limit: number; offset: number }): Promise<{ rows: TableRow[]; total: number }> {
  const { rows } = await pool.query<TableRow & { total: number }>(
    `SELECT t.*, s.kind AS source_kind, count(*) OVER () AS total
       FROM data_source_table t JOIN data_source s ON s.id = t.data_source_id AND s.store_id = t.store_id
      WHERE t.store_id = $1 AND ($2::bigint IS NULL OR t.data_source_id = $2) AND ($3::text IS NULL OR s.kind = $3)
      ORDER BY t.schema_name, t.name LIMIT $4 OFFSET $5`,
    [storeId, filter.sourceId ?? null, filter.kind ?? null, page.limit + 1, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A table by name within a source (or among the store's CSV tables); remote tables may be named `schema.table`. */
export async function findTable(pool: pg.Pool, storeId: string, filter: TableFilter, name: string): Promise<TableRow | null> {
  const dot = name.indexOf('.');
  const [schema, table] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [null, name];
  const { rows } = await pool.query<TableRow>(
    `SELECT t.*, s.kind AS source_kind
       FROM data_source_table t JOIN data_source s ON s.id = t.data_source_id AND s.store_id = t.store_id
      WHERE t.store_id = $1 AND ($2::bigint IS NULL OR t.data_source_id = $2) AND ($3::text IS NULL OR s.kind = $3)
        AND ((t.name = $4 AND ($5::text IS NULL OR t.schema_name = $5)) OR t.name = $6)
      ORDER BY (t.name = $6) DESC, t.schema_name LIMIT 1`,
    [storeId, filter.sourceId ?? null, filter.kind ?? null, table, schema, name],
  );
  return rows[0] ?? null;
}

export async function findTableById(pool: pg.Pool, storeId: string, id: string): Promise<TableRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await pool.query<TableRow>(
    'SELECT t.*, s.kind AS source_kind FROM data_source_table t JOIN data_source s ON s.id = t.data_source_id WHERE t.store_id = $1 AND t.id = $2',
    [storeId, id],
  );
  return rows[0] ?? null;
}

export async function columnsOf(pool: pg.Pool | pg.PoolClient, storeId: string, tableId: string): Promise<ColumnRow[]> {
  const { rows } = await pool.query<ColumnRow>('SELECT * FROM data_source_column WHERE store_id = $1 AND table_id = $2 ORDER BY position', [storeId, tableId]);
  return rows;
}

export async function setTableComment(pool: pg.Pool, storeId: string, tableId: string, comment: string | null): Promise<void> {
  await pool.query('UPDATE data_source_table SET comment = $3, updated_at = now() WHERE store_id = $1 AND id = $2', [storeId, tableId, comment]);
}

export async function setColumnComment(pool: pg.Pool, storeId: string, tableId: string, column: string, comment: string | null): Promise<boolean> {
  const result = await pool.query('UPDATE data_source_column SET comment = $4 WHERE store_id = $1 AND table_id = $2 AND name = $3', [storeId, tableId, column, comment]);
  return (result.rowCount ?? 0) > 0;
}

export interface CatalogColumn {
  name: string;
  label: string | null;
  dataType: string;
  comment: string | null;
  dateOrder?: string | null;
  sampleValues: string[];
  /** A connected database's foreign key: the column it refers to. */
  refersTo?: { schema: string; table: string; column: string } | null;
}

export interface CatalogTable {
  schema: string;
  name: string;
  label: string | null;
  comment: string | null;
  rowCount: number | null;
  filename?: string | null;
  encoding?: string | null;
  delimiter?: string | null;
  columns: CatalogColumn[];
}

/**
 * Records a table and its columns (inside the caller's transaction). Comments the seller wrote survive: a new
 * comment from the source only fills a missing one, so re-importing or re-introspecting never loses what they taught.
 */
export async function saveTable(client: pg.PoolClient, storeId: string, sourceId: string, table: CatalogTable): Promise<string> {
  const { rows } = await client.query(
    `INSERT INTO data_source_table (store_id, data_source_id, schema_name, name, label, comment, row_count, filename, encoding, delimiter)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (data_source_id, schema_name, name) DO UPDATE SET
       label = coalesce(data_source_table.label, EXCLUDED.label), comment = coalesce(data_source_table.comment, EXCLUDED.comment),
       row_count = EXCLUDED.row_count, filename = EXCLUDED.filename, encoding = EXCLUDED.encoding,
       delimiter = EXCLUDED.delimiter, updated_at = now()
     RETURNING id`,
    [storeId, sourceId, table.schema, table.name, table.label, table.comment, table.rowCount, table.filename ?? null, table.encoding ?? null, table.delimiter ?? null],
  );
  const tableId = String(rows[0].id);
  const previous = new Map((await columnsOf(client, storeId, tableId)).map((column) => [column.name, column]));
  await client.query('DELETE FROM data_source_column WHERE table_id = $1', [tableId]);
  for (const [index, column] of table.columns.entries()) {
    const before = previous.get(column.name);
    await client.query(
      `INSERT INTO data_source_column (store_id, table_id, position, name, label, data_type, comment, date_order, sample_values, refers_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [storeId, tableId, index + 1, column.name, column.label, column.dataType, before?.comment ?? column.comment, column.dateOrder ?? null, JSON.stringify(column.sampleValues), column.refersTo ? JSON.stringify(column.refersTo) : null],
    );
  }
  return tableId;
}
