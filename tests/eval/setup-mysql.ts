import type pg from 'pg';
import type { Settings } from '@dukkan/shared';
import { listAskableTables, runReadOnly } from '../../subgraphs/data-source/src/database-sources/askable.ts';
import { initializeDatabaseSource } from '../../subgraphs/data-source/src/database-sources/database-source.service.ts';
import { findSource } from '../../subgraphs/data-source/src/data-sources/data-source.repository.ts';
import { sealSecret } from '../../subgraphs/data-source/src/database-sources/secrets.ts';
import { withSourceValues } from '../../subgraphs/chat/src/asking/source-values.ts';
import { catalogFromTables, type Catalog, type SourceTable } from '../../subgraphs/chat/src/engine/index.ts';
import { createMysqlChinook } from '../helpers/mysql-chinook.ts';

/** Chinook's eleven tables: every one is askable, as the product lists every introspected table of a connected database. */
export const CHINOOK_TABLES = ['album', 'artist', 'customer', 'employee', 'genre', 'invoice', 'invoice_line', 'media_type', 'playlist', 'playlist_track', 'track'];

/**
 * A connected database's catalog as the product builds it (asking/catalog-for-store.ts): every table the source's
 * introspection listed as askable, with the distinct values the chat subgraph's loader reads (withSourceValues).
 */
export async function sourceCatalog(deps: { pool: pg.Pool; settings: Settings }, store: number, sourceName: string, name: string, engine: string): Promise<Catalog> {
  const tables = (await listAskableTables(deps.pool, String(store))).filter((t) => t.sourceName === sourceName);
  const names = tables.map((t) => t.table).sort();
  if (names.join() !== CHINOOK_TABLES.join() || tables.some((t) => t.engine !== engine)) throw new Error(`${name} tables: ${tables.map((t) => `${t.table}/${t.engine}`).join(', ')}`);
  const withValues = await withSourceValues(deps, String(store), tables);
  if (withValues === tables || !withValues.some((t) => t.latest)) throw new Error(`${name}: the source's values were not read`);
  return catalogFromTables(withValues as unknown as SourceTable[], name);
}

export interface MysqlChinook {
  catalog: Catalog;
  runEngine(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  runGold(sql: string): Promise<unknown[][]>;
  close(): Promise<void>;
}

/**
 * Chinook in a fresh MariaDB/MySQL database, connected to the store through the product's database-source path:
 * introspected (with the comments the owner wrote in their own database), filter values read by the chat
 * subgraph's loader, questions run by the read-only executor on the source.
 */
export async function setupMysqlChinook(pool: pg.Pool, settings: Settings, store: number): Promise<MysqlChinook> {
  const db = await createMysqlChinook('dukkan_eval_chinook');
  try {
    // What an owner writes in MySQL itself: their words for the invoice table and its total.
    await db.query("ALTER TABLE invoice COMMENT = 'عدد الفواتير'");
    await db.query("ALTER TABLE invoice MODIFY total DECIMAL(10,2) NOT NULL COMMENT 'sales, revenue, المبيعات'");
    const url = new URL(db.url);
    const { rows: [row] } = await pool.query(
      `INSERT INTO data_source (store_id, kind, name, engine, settings, secret) VALUES ($1, 'database', 'Chinook (MariaDB)', 'mysql', $2, $3) RETURNING id`,
      [
        store,
        JSON.stringify({ engine: 'mysql', host: url.hostname, port: Number(url.port || 3306), database: db.name, user: decodeURIComponent(url.username || 'root'), ssl: false }),
        url.password ? sealSecret(settings.encryptionKey, decodeURIComponent(url.password)) : null,
      ],
    );
    const source = await findSource(pool, String(store), String(row.id));
    const connected = await initializeDatabaseSource(pool, settings, source!, 'en');
    if (connected.error) throw new Error(`mysql chinook connection: ${connected.error}`);
    const sourceId = String(row.id);
    return {
      catalog: await sourceCatalog({ pool, settings }, store, 'Chinook (MariaDB)', 'chinook_mysql', 'mysql'),
      async runEngine(sql, params) {
        return (await runReadOnly({ pool, settings }, String(store), sourceId, sql, params)).rows;
      },
      runGold: (sql) => db.rows(sql),
      close: () => db.drop(),
    };
  } catch (error) {
    await db.drop();
    throw error;
  }
}
