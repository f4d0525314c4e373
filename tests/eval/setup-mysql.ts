import type pg from 'pg';
import type { Settings } from '@dukkan/shared';
import { listAskableTables, runReadOnly } from '../../subgraphs/data-source/src/database-sources/askable.ts';
import { initializeDatabaseSource } from '../../subgraphs/data-source/src/database-sources/database-source.service.ts';
import { findSource } from '../../subgraphs/data-source/src/data-sources/data-source.repository.ts';
import { sealSecret } from '../../subgraphs/data-source/src/database-sources/secrets.ts';
import { withSourceValues } from '../../subgraphs/chat/src/asking/source-values.ts';
import { catalogFromTables, type Catalog, type SourceTable } from '../../subgraphs/chat/src/engine/index.ts';
import { createMysqlChinook } from '../helpers/mysql-chinook.ts';

/** The Chinook tables the MySQL questions are about: sales (invoices and their lines), customers, tracks, their genres and albums. */
export const MYSQL_CHINOOK_TABLES = ['invoice', 'customer', 'track', 'genre', 'album', 'invoice_line'];

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
    const tables = (await listAskableTables(pool, String(store))).filter((t) => t.sourceName === 'Chinook (MariaDB)' && MYSQL_CHINOOK_TABLES.includes(t.table));
    if (tables.length !== MYSQL_CHINOOK_TABLES.length || tables.some((t) => t.engine !== 'mysql')) throw new Error(`mysql chinook tables: ${tables.map((t) => `${t.table}/${t.engine}`).join(', ')}`);
    const withValues = await withSourceValues({ pool, settings }, String(store), tables);
    const sourceId = tables[0].sourceId;
    return {
      catalog: catalogFromTables(withValues as unknown as SourceTable[], 'chinook_mysql'),
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
