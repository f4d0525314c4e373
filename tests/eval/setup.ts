import pg from 'pg';
import path from 'node:path';
import { mkdirSync, copyFileSync, readFileSync, mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { createTestDatabase } from '../helpers/test-app.ts';
import { migrateAll } from '../../scripts/product.ts';
import { readSettings, uploadsDir } from '@dukkan/shared';
import { importCsvTable } from '../../subgraphs/data-source/src/custom-tables/import-csv.ts';
import { withStoreReader } from '../../subgraphs/data-source/src/custom-tables/store-schema.ts';
import { listAskableTables, runReadOnly } from '../../subgraphs/data-source/src/database-sources/askable.ts';
import { initializeDatabaseSource } from '../../subgraphs/data-source/src/database-sources/database-source.service.ts';
import { findSource } from '../../subgraphs/data-source/src/data-sources/data-source.repository.ts';
import { sealSecret } from '../../subgraphs/data-source/src/database-sources/secrets.ts';
import {
  catalogFromTables, commerceCatalog, type Catalog, type SourceTable,
} from '../../subgraphs/chat/src/engine/index.ts';
import { withDimensionValues } from '../../subgraphs/chat/src/engine/parse/values.ts';
import { boundDayOf, timeColumnOf } from '../../subgraphs/chat/src/engine/custom/catalog-from-tables.ts';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { setupMysqlChinook, sourceCatalog } from './setup-mysql.ts';

export const STORE = 1;
/** The files round q8 added, with the name the QA tool and the cases give each (ask.ts, questions-q8-files.ts). */
export const NEW_FILES = [
  { dataset: 'disasters', file: 'disasters.csv', table: 'disasters' },
  { dataset: 'gapminder', file: 'gapminder-health-income.csv', table: 'gapminder_health_income' },
  { dataset: 'electricity', file: 'iowa-electricity.csv', table: 'iowa_electricity' },
  { dataset: 'riots', file: 'la-riots.csv', table: 'la_riots' },
] as const;
export const TIMEZONE = 'Asia/Riyadh';
export const NOW = new Date('2026-11-22T03:00:00Z');
const repoRoot = path.resolve(new URL('../..', import.meta.url).pathname);

export interface EvalWorld {
  catalogs: Record<string, Catalog>;
  /** Values read from the demo store that some questions name ({email}, {tracking}). */
  placeholders: Record<string, string>;
  /** Runs engine SQL the way the product does: as the store's read-only reader with the store fixed. */
  runEngine(dataset: string, sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs gold SQL (hand-written) as the owner of the data. */
  runGold(dataset: string, sql: string): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** Distinct values of low-cardinality text columns: what the caller's lookupValues would find. */
async function distinct(pool: pg.Pool, sql: string): Promise<string[]> {
  return (await pool.query(sql)).rows.map((r) => String(r.v));
}

export async function setupEval(): Promise<EvalWorld> {
  const db = await createTestDatabase('dukkan_eval');
  await migrateAll(db.url);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  // The product's demo store (data-source demo generator), ending at the evaluation's "now"; store 2 is another
  // merchant whose rows must never reach an answer.
  await buildDemoStore(db.url, { store: STORE, orders: 6000, seed: 2024, end: NOW, currency: 'SAR' });
  await buildDemoStore(db.url, { store: 2, orders: 1500, seed: 7, end: NOW, currency: 'SAR' });
  const pick = async (sql: string) => String((await pool.query(sql)).rows[0].v);
  const placeholders: Record<string, string> = {
    email: await pick(`SELECT email AS v FROM warehouse.orders WHERE store_id = ${STORE} AND email IS NOT NULL GROUP BY email ORDER BY count(*) DESC, email LIMIT 1`),
    email2: await pick(`SELECT email AS v FROM warehouse.orders WHERE store_id = ${STORE} AND email IS NOT NULL ORDER BY id DESC LIMIT 1`),
    tracking: await pick(`SELECT tracking_number AS v FROM warehouse.shipments WHERE store_id = ${STORE} AND tracking_number IS NOT NULL ORDER BY id LIMIT 1 OFFSET 49`),
  };

  // (a) the warehouse: the commerce catalog with the store's own values for filters.
  const w = (column: string, table = 'orders') => `SELECT DISTINCT ${column} AS v FROM warehouse.${table} WHERE store_id = ${STORE} AND ${column} IS NOT NULL`;
  const commerce = withDimensionValues(commerceCatalog, {
    city: await distinct(pool, w('city')), country: await distinct(pool, w('country')), region: await distinct(pool, w('region')),
    channel: await distinct(pool, w('channel')), payment_method: await distinct(pool, w('payment_method')), ship_mode: await distinct(pool, w('ship_mode')),
    category: await distinct(pool, w('category', 'order_lines')), vendor: await distinct(pool, w('vendor', 'order_lines')),
    product: await distinct(pool, w('title', 'order_lines')), sku: await distinct(pool, w('sku', 'order_lines')), carrier: await distinct(pool, w('carrier', 'shipments')),
    status: [...await distinct(pool, w('status')), ...await distinct(pool, w('status', 'shipments'))],
    plan: await distinct(pool, w('plan', 'subscriptions')),
    fulfillment: await distinct(pool, w('fulfillment_status')),
    discount_code: await distinct(pool, w("extra->>'discount_code'")),
    // As the chat subgraph reads them (asking/dimension-values.ts): full names of two words or more.
    customer: await distinct(pool, `SELECT DISTINCT concat_ws(' ', first_name, last_name) AS v FROM warehouse.customers WHERE store_id = ${STORE} AND first_name <> '' AND last_name <> ''`),
  });

  // (c) public CSV files (vega-datasets, BSD-3-Clause) through the product's own CSV import.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-eval-'));
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  const { rows: [source] } = await pool.query(`INSERT INTO data_source (store_id, kind, name, status) VALUES ($1, 'csv', 'Public datasets', 'connected') RETURNING id`, [STORE]);
  const vega = path.resolve(repoRoot, 'node_modules/vega-datasets');
  // Round q8 added four more files no one on the team wrote, for the "never seen" test: yearly deaths by kind of
  // disaster (a year kept as a number), countries' income and health by region, Iowa's electricity by source (a year
  // kept as a date) and the people who died in the 1992 Los Angeles riots (a person per row).
  for (const file of ['seattle-weather.csv', 'stocks.csv', 'airports.csv', ...NEW_FILES.map((f) => f.file)]) {
    const uploadId = randomBytes(16).toString('hex');
    copyFileSync(path.join(vega, 'data', file), path.join(uploadsDir(dataDir), uploadId));
    const result = await importCsvTable(pool, dataDir, String(STORE), String(source.id), { uploadId, filename: file }, 'en');
    if ('errors' in result) throw new Error(`import ${file}: ${JSON.stringify(result.errors)}`);
  }
  const askable = await listAskableTables(pool, String(STORE));
  const customCatalog = (table: string) => {
    const t = askable.find((a) => a.table === table);
    if (!t) throw new Error(`no askable table ${table}: ${askable.map((a) => a.table).join(', ')}`);
    return t as unknown as SourceTable;
  };
  const withValues = async (table: SourceTable) => {
    const values: Record<string, string[]> = {};
    for (const c of table.columns) {
      if (/char|text/i.test(c.type)) {
        const rows = await distinct(pool, `SELECT DISTINCT "${c.name}" AS v FROM "${table.schema}"."${table.table}" WHERE "${c.name}" IS NOT NULL LIMIT 5000`);
        values[c.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')] = rows;
      }
    }
    // Its first and last day, as the chat subgraph reads them (asking/source-values.ts): months without a year are read
    // up to the last; a period before the first is said to be so.
    const time = timeColumnOf(table);
    const span = time ? (await pool.query(`SELECT (min("${time.name}"))::text AS earliest, (max("${time.name}"))::text AS latest FROM "${table.schema}"."${table.table}"`)).rows[0] : undefined;
    return withDimensionValues(catalogFromTables([{ ...table, earliest: time && boundDayOf(time, span?.earliest, 'earliest'), latest: time && boundDayOf(time, span?.latest, 'latest') }], table.table), values);
  };

  // (b) Chinook, loaded into a database of its own and connected through the product's database-source path
  // (introspected into the table catalog, queried read-only through runReadOnly).
  const chinookDb = await createTestDatabase('dukkan_eval_chinook');
  const chinookPool = new pg.Pool({ connectionString: chinookDb.url, max: 2 });
  const script = readFileSync(path.resolve(repoRoot, '../shared/datasets/chinook/Chinook_PostgreSql.sql'), 'utf8');
  await chinookPool.query(script.slice(script.indexOf('\\c chinook;') + '\\c chinook;'.length));
  const settings = readSettings({ ...process.env, NODE_ENV: 'test' });
  const chinookUrl = new URL(chinookDb.url);
  const { rows: [dbSource] } = await pool.query(
    `INSERT INTO data_source (store_id, kind, name, engine, settings, secret) VALUES ($1, 'database', 'Chinook', 'postgresql', $2, $3) RETURNING id`,
    [
      STORE,
      JSON.stringify({ engine: 'postgresql', host: chinookUrl.hostname, port: Number(chinookUrl.port || 5432), database: chinookUrl.pathname.slice(1), user: decodeURIComponent(chinookUrl.username || 'postgres'), ssl: false }),
      // The password sealed as the product stores it (the embedded PostgreSQL has one; CI's trust auth has none).
      chinookUrl.password ? sealSecret(settings.encryptionKey, decodeURIComponent(chinookUrl.password)) : null,
    ],
  );
  const found = await findSource(pool, String(STORE), String(dbSource.id));
  const connected = await initializeDatabaseSource(pool, settings, found!, 'en');
  if (connected.error) throw new Error(`chinook connection: ${connected.error}`);
  // What the owner types as comments in the product: their words for the invoice table and its total.
  await pool.query(`UPDATE data_source_table SET label = 'invoices', comment = 'عدد الفواتير' WHERE store_id = $1 AND data_source_id = $2 AND name = 'invoice'`, [STORE, dbSource.id]);
  await pool.query(`UPDATE data_source_column c SET comment = 'sales, revenue, المبيعات' FROM data_source_table t WHERE c.table_id = t.id AND t.store_id = $1 AND t.data_source_id = $2 AND t.name = 'invoice' AND c.name = 'total'`, [STORE, dbSource.id]);
  const chinookSourceId = String(dbSource.id);
  const chinook = await sourceCatalog({ pool, settings }, STORE, 'Chinook', 'chinook', 'postgresql');
  // (d) Chinook again, in MariaDB/MySQL, connected the same way: the engine writes MySQL for it.
  const mysqlChinook = await setupMysqlChinook(pool, settings, STORE);

  const catalogs: Record<string, Catalog> = {
    demo: commerce,
    weather: await withValues(customCatalog('seattle_weather')),
    stocks: await withValues(customCatalog('stocks')),
    airports: await withValues(customCatalog('airports')),
    ...Object.fromEntries(await Promise.all(NEW_FILES.map(async (f) => [f.dataset, await withValues(customCatalog(f.table))]))),
    chinook,
    chinook_mysql: mysqlChinook.catalog,
  };

  return {
    catalogs,
    placeholders,
    async runEngine(dataset, sql, params) {
      if (dataset === 'chinook') return (await runReadOnly({ pool, settings }, String(STORE), chinookSourceId, sql, params)).rows as Record<string, unknown>[];
      if (dataset === 'chinook_mysql') return mysqlChinook.runEngine(sql, params);
      return withStoreReader(pool, STORE, async (client) => (await client.query(sql, params)).rows);
    },
    async runGold(dataset, sql) {
      if (dataset === 'chinook_mysql') return mysqlChinook.runGold(sql);
      const target = dataset === 'chinook' ? chinookPool : pool;
      const result = await target.query({ text: sql, rowMode: 'array' });
      return result.rows as unknown[][];
    },
    async close() {
      await pool.end(); await chinookPool.end(); await mysqlChinook.close();
      await db.drop(); await chinookDb.drop();
    },
  };
}
