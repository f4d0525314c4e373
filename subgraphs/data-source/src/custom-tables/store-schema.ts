import type pg from 'pg';
import { inTransaction } from './in-transaction.ts';

/**
 * Custom tables (uploaded CSVs) live in one PostgreSQL schema per store, readable by one role per store. The question
 * engine reads them by `SET LOCAL ROLE` to that role inside a read-only transaction, so a query for one store cannot
 * name another store's tables: it has no privilege on them. See docs/adr/0005-custom-data-isolation.md.
 */
function checkedStoreId(storeId: string | number): string {
  const id = String(storeId);
  if (!/^\d{1,18}$/.test(id)) throw new Error(`Not a store id: ${id}`);
  return id;
}

/** The store's own schema: `store_<id>`. */
export function storeSchemaName(storeId: string | number): string {
  return `store_${checkedStoreId(storeId)}`;
}

/** The role that may read the store's schema (and, as a member of dukkan_reader, its warehouse rows). Granted to no login. */
export function storeReaderRole(storeId: string | number): string {
  return `dukkan_store_${checkedStoreId(storeId)}`;
}

const ensured = new Set<string>();

/** Creates the store's schema and reader role once; safe to call on every upload and from several processes. */
export async function ensureStoreSchema(pool: pg.Pool, storeId: string | number): Promise<string> {
  const schema = storeSchemaName(storeId);
  const role = storeReaderRole(storeId);
  const { rows } = await pool.query('SELECT current_database() AS db');
  const key = `${rows[0].db}:${schema}`;
  if (ensured.has(key)) return schema;
  await inTransaction(pool, async (client) => {
    // Roles are cluster-wide and CREATE ROLE has no IF NOT EXISTS: serialise creators across processes.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('dukkan.store_schema'))");
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(`REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC`);
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    if (!exists.rowCount) await client.query(`CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${role}`);
    await client.query(`GRANT dukkan_reader TO ${role}`);
    // The application's own user must be a member to SET ROLE to it (a superuser already may).
    const me = await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    if (!me.rows[0]?.rolsuper) await client.query(`GRANT ${role} TO CURRENT_USER`);
  });
  ensured.add(key);
  return schema;
}

export interface StoreReaderOptions {
  /** Statement timeout in milliseconds (default 10 s): a question never holds the database for long. */
  timeoutMs?: number;
}

/**
 * Runs `work` in a read-only transaction as the store's reader role with `dukkan.store_id` set: the store's custom
 * tables and its own warehouse rows are visible, nothing else is. Always rolled back.
 */
export async function withStoreReader<T>(pool: pg.Pool, storeId: string | number, work: (client: pg.PoolClient) => Promise<T>, options: StoreReaderOptions = {}): Promise<T> {
  await ensureStoreSchema(pool, storeId);
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    // The settings are made by the application before the role switch: readers may not call set_config (m036).
    await client.query("SELECT set_config('dukkan.store_id', $1, true), set_config('statement_timeout', $2, true), set_config('search_path', $3, true)", [
      checkedStoreId(storeId),
      String(options.timeoutMs ?? 10_000),
      `${storeSchemaName(storeId)}, warehouse`,
    ]);
    await client.query(`SET LOCAL ROLE ${storeReaderRole(storeId)}`);
    return await work(client);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
