import type pg from 'pg';
import { quoteIdent } from '../csv/index.ts';
import { storeSchemaName } from './store-schema.ts';
import { inTransaction, RollBack } from './in-transaction.ts';

/** At most this many rows go in one call: a screen deletes a page at a time, a script a batch. */
export const MAX_ROWS_PER_DELETE = 1000;

/** What stopped a removal: an upload still queued or running into what was to be removed. */
export type Blocked = { uploading: string };

/**
 * Runs `work` in one transaction holding the store schema's table lock, the lock an upload takes while it saves its
 * table (import-csv.ts): a removal never interleaves with a save, and an upload queued or running into the tables
 * named by `uploadsInto` stops it, so the table is never dropped under a load that would bring it back.
 */
async function underTableLock<T>(pool: pg.Pool, storeId: string, uploadsInto: { sourceId: string; tableName?: string }, work: (client: pg.PoolClient) => Promise<T>): Promise<T | Blocked> {
  return inTransaction<T, Blocked>(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${storeSchemaName(storeId)}.tables`]);
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM data_source_import
        WHERE store_id = $1 AND kind = 'csv-table' AND status IN ('queued', 'running') AND data_source_id = $2 AND ($3::text IS NULL OR table_name = $3)
        ORDER BY id LIMIT 1`,
      [storeId, uploadsInto.sourceId, uploadsInto.tableName ?? null],
    );
    if (rows[0]) throw new RollBack<Blocked>({ uploading: rows[0].table_name });
    return work(client);
  });
}

/** Drops catalogued CSV tables from the store's schema (their comments go with them) and forgets their catalog rows and columns. */
async function dropCatalogued(client: pg.PoolClient, storeId: string, where: { sourceId: string; tableId?: string }): Promise<void> {
  const schema = storeSchemaName(storeId);
  const { rows } = await client.query<{ id: string; name: string }>(
    'SELECT id, name FROM data_source_table WHERE store_id = $1 AND data_source_id = $2 AND schema_name = $3 AND ($4::bigint IS NULL OR id = $4)',
    [storeId, where.sourceId, schema, where.tableId ?? null],
  );
  for (const table of rows) await client.query(`DROP TABLE IF EXISTS ${schema}.${quoteIdent(table.name)}`);
  // Columns go with their table (ON DELETE CASCADE).
  await client.query('DELETE FROM data_source_table WHERE store_id = $1 AND id = ANY($2::bigint[])', [storeId, rows.map((table) => table.id)]);
}

/** Deletes one CSV table of a source: the table, its comments and its catalog entry, unless an upload into it is under way. */
export function deleteCustomTable(pool: pg.Pool, storeId: string, table: { id: string; data_source_id: string; name: string }): Promise<true | Blocked> {
  return underTableLock(pool, storeId, { sourceId: String(table.data_source_id), tableName: table.name }, async (client) => {
    await dropCatalogued(client, storeId, { sourceId: String(table.data_source_id), tableId: String(table.id) });
    return true as const;
  });
}

/**
 * Deletes a source the store added: a CSV source's tables are dropped first; a database source's settings and sealed
 * password go with its row, as do the catalog entries of its tables. Refused while an upload into it is under way.
 */
export function deleteSourceAndData(pool: pg.Pool, storeId: string, source: { id: string; kind: string }): Promise<true | Blocked> {
  return underTableLock(pool, storeId, { sourceId: String(source.id) }, async (client) => {
    if (source.kind === 'csv') await dropCatalogued(client, storeId, { sourceId: String(source.id) });
    await client.query('DELETE FROM data_source WHERE store_id = $1 AND id = $2 AND NOT is_default', [storeId, source.id]);
    return true as const;
  });
}

/**
 * Deletes rows of a CSV table by their ids (`_row_id`, as the rows screen and PATCH rows name them): all of them or,
 * when one does not exist, none. Returns the ids deleted, or the first id that named no row.
 */
export async function deleteCustomRows(pool: pg.Pool, table: { id: string; schema_name: string; name: string }, ids: string[]): Promise<{ deleted: string[] } | { missing: string }> {
  const wanted = [...new Set(ids)];
  const bad = wanted.find((id) => !/^\d{1,18}$/.test(id));
  if (bad !== undefined) return { missing: bad };
  return inTransaction<{ deleted: string[] }, { missing: string }>(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `DELETE FROM ${table.schema_name}.${quoteIdent(table.name)} WHERE _row_id = ANY($1::bigint[]) RETURNING _row_id::text AS id`,
      [wanted],
    );
    const found = new Set(rows.map((row) => row.id));
    const missing = wanted.find((id) => !found.has(String(BigInt(id))));
    if (missing !== undefined) throw new RollBack({ missing });
    await client.query('UPDATE data_source_table SET row_count = greatest(coalesce(row_count, 0) - $2, 0), updated_at = now() WHERE id = $1', [table.id, rows.length]);
    return { deleted: rows.map((row) => row.id) };
  });
}
