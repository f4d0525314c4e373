import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { catalogFromTables, compile, understand, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
import { openRemoteDatabase, type RemoteDatabase } from '../../../data-source/src/database-sources/remote-database.ts';
import { NOW } from './helpers.ts';

const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const database = `dukkan_dialect_${randomBytes(4).toString('hex')}`;

/** A seller's MySQL table: a wall-clock DATETIME, a TIMESTAMP instant, a yes/no flag and a name that tries to escape. */
const plays: Catalog = catalogFromTables([{
  engine: 'mysql', schema: database, table: 'plays',
  columns: [
    { name: 'played_at', type: 'timestamp' }, { name: 'country', type: 'varchar(40)', sampleValues: ['Canada', 'Brazil'] },
    { name: 'seconds', type: 'int(11)' }, { name: 'price$1', type: 'decimal(10,2)' }, { name: 'paid', type: 'tinyint(1)' },
    { name: 'odd` name; DROP TABLE plays; --', type: 'varchar(20)', sampleValues: ['x'] },
  ],
}]);
const sales: Catalog = catalogFromTables([{
  engine: 'mysql', schema: database, table: 'sales',
  columns: [{ name: 'sold_on', type: 'datetime' }, { name: 'region', type: 'varchar(20)', sampleValues: ['East', 'West'] }, { name: 'amount', type: 'decimal(10,2)' }],
}]);

/** Closing prices by day, out of order, with a gap: their move is read from each symbol's first day to its last. */
const quotes: Catalog = catalogFromTables([{
  engine: 'mysql', schema: database, table: 'quotes',
  columns: [{ name: 'traded_on', type: 'date' }, { name: 'symbol', type: 'varchar(10)', sampleValues: ['ABC', 'XYZ'] }, { name: 'close', type: 'decimal(10,2)' }],
}]);
const base = (catalog: Catalog, metric: string, extra: Partial<QueryPlan> = {}): QueryPlan =>
  ({ kind: 'aggregate', metrics: [metric], groupBy: [], filters: [], timezone: 'Asia/Riyadh', language: 'en', ...extra });
/** The statement with each `?` replaced by its value, to read where every value went. */
const bound = (sql: string, params: unknown[]) => { let i = 0; return sql.replace(/\?/g, () => JSON.stringify(params[i++])); };

let db: RemoteDatabase;
before(async () => {
  const root = await mysql.createConnection(MYSQL_URL);
  await root.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
  await root.query(`CREATE TABLE ${database}.plays (played_at timestamp NULL, country varchar(40), seconds int, \`price$1\` decimal(10,2), paid tinyint(1), \`odd\`\` name; DROP TABLE plays; --\` varchar(20))`);
  await root.query(`CREATE TABLE ${database}.sales (sold_on datetime, region varchar(20), amount decimal(10,2))`);
  // New York: 2024-03-10 02:00 local is when clocks moved forward; instants written in UTC.
  await root.query("SET time_zone = '+00:00'");
  await root.query(`INSERT INTO ${database}.plays VALUES ('2024-03-01 04:30:00', 'Canada', 10, 1.00, 1, 'x'), ('2024-03-01 05:30:00', 'Canada', 20, 2.00, 0, 'x'),
    ('2024-03-10 06:30:00', 'Brazil', 30, 3.00, 1, 'x'), ('2024-03-10 07:30:00', 'Brazil', 40, 4.00, 1, 'x'), ('2024-04-01 03:30:00', 'Canada', 50, 5.00, 0, 'x'), ('2024-04-01 04:30:00', 'Canada', 60, 6.00, 0, 'x')`);
  await root.query(`CREATE TABLE ${database}.quotes (traded_on date, symbol varchar(10), close decimal(10,2))`);
  await root.query(`INSERT INTO ${database}.quotes VALUES ('2024-01-31', 'ABC', 12.00), ('2024-01-02', 'ABC', 10.00), ('2024-01-15', 'ABC', NULL), ('2024-01-03', 'XYZ', 40.00), ('2024-01-30', 'XYZ', 30.00), ('2023-12-29', 'XYZ', 99.00)`);
  await root.query(`INSERT INTO ${database}.sales VALUES ('2023-01-15 10:00', 'East', 10), ('2023-02-15 10:00', 'West', 20), ('2024-01-20 10:00', 'East', 5), ('2024-02-01 00:00', 'East', 7), (NULL, 'West', 100)`);
  await root.end();
  const url = new URL(MYSQL_URL);
  db = await openRemoteDatabase({ engine: 'mysql', host: url.hostname, port: Number(url.port || 3306), database, user: decodeURIComponent(url.username), password: url.password || null, ssl: false });
});
after(async () => {
  await db?.close();
  const root = await mysql.createConnection(MYSQL_URL);
  await root.query(`DROP DATABASE IF EXISTS ${database}`);
  await root.end();
});

test('MySQL tables are written with backticks, ? placeholders in order and IN lists; names never escape their quotes', () => {
  assert.equal(plays.tables.t0.dialect, 'mysql');
  assert.equal(plays.tables.t0.localTime, false, 'a TIMESTAMP is an instant');
  assert.equal(sales.tables.t0.localTime, true, 'a DATETIME is a wall-clock time');
  assert.ok(plays.dimensions.some((d) => d.key === 'paid'), 'tinyint(1) is a yes/no dimension, not a measure');
  const { sql, params } = compile(base(plays, 'sum_price_1', { groupBy: ['country'], filters: [{ dimension: 'odd_name_drop_table_plays', op: 'eq', values: ["'; DROP TABLE plays; --", 'x'] }], top: { n: 3, dir: 'asc' } }), plays, 1);
  assert.ok(sql.includes(`FROM \`${database}\`.\`plays\` t0`), sql);
  assert.ok(sql.includes('t0.`odd`` name; DROP TABLE plays; --` IN (?, ?)'), sql);
  assert.ok(sql.includes('sum(t0.`price$1`)'), 'a $ inside a name is not a placeholder');
  assert.ok(!/\$\d/.test(sql.replace(/`[^`]*`/g, '')), sql);
  assert.deepEqual(params, ["'; DROP TABLE plays; --", 'x']);
  // A bottom ranking leaves out groups that sum to nothing.
  assert.match(sql, /GROUP BY 1\nHAVING coalesce\(sum\(t0\.`price\$1`\), 0\) <> 0\nORDER BY \(coalesce\(sum\(t0\.`price\$1`\), 0\)\) IS NULL, `sum_price_1` ASC, 1 ASC\nLIMIT 6$/);
});

test('a comparison binds each value where it appears, repeated values included', () => {
  const plan = base(sales, 'sum_amount', { grain: 'month', compare: 'year_ago', period: { from: '2024-01-01', to: '2025-01-01', label: { en: '2024', ar: '2024' } } });
  const { sql, params } = compile(plan, sales, 1);
  assert.equal(sql.split('?').length - 1, params.length);
  assert.ok(bound(sql, params).includes(`DATE_FORMAT(DATE_ADD(t0.\`sold_on\`, INTERVAL (CASE WHEN (t0.\`sold_on\` >= "2024-01-01" AND t0.\`sold_on\` < "2025-01-01") THEN 0 ELSE 12 END) MONTH), '%Y-%m-01')`), bound(sql, params));
  assert.ok(bound(sql, params).includes(`OR (t0.\`sold_on\` >= "2023-01-01" AND t0.\`sold_on\` < "2024-01-01")`));
});

test("a price's move over a period is read from each group's first value to its last, in MySQL too", async () => {
  const u = understand('best performing symbol in January 2024', { catalog: quotes, now: NOW, timezone: 'UTC' });
  assert.equal(u.kind, 'plan');
  if (u.kind !== 'plan') return;
  assert.deepEqual([u.plan.metrics, u.plan.groupBy, u.plan.top?.dir], [['change_close'], ['symbol'], 'desc']);
  const ranked = compile({ ...u.plan, top: undefined }, quotes, 1);
  const rows = (await db.query(ranked.sql, ranked.params)).rows as { symbol: string; change_close: string }[];
  assert.deepEqual(rows.map((r) => [r.symbol, Number(Number(r.change_close).toFixed(4))]), [['ABC', 0.2], ['XYZ', -0.25]]);
});

test('one statement cannot mix a MySQL table with a PostgreSQL one', () => {
  // As the chat subgraph builds it: a store's CSV table and its MySQL source's table in one catalog.
  const both = catalogFromTables([
    { schema: 'store_1', table: 'visits', columns: [{ name: 'hits', type: 'integer' }] },
    { engine: 'mysql', schema: database, table: 'sales', columns: [{ name: 'amount', type: 'decimal(10,2)' }] },
  ]);
  assert.match(compile(base(both, 'sum_hits'), both, 1).sql, /FROM "store_1"\."visits" t0/);
  assert.match(compile(base(both, 'sum_amount'), both, 1).sql, new RegExp(`FROM \`${database}\`\\.\`sales\` t1`));
  assert.throws(() => compile(base(both, 'sum_amount', { metrics: ['sum_amount', 'sum_hits'] }), both, 1), /different databases/);
});

test('DATETIME periods and buckets run on MariaDB as written, rows without a date only in totals', async () => {
  const byMonth = compile(base(sales, 'sum_amount', { grain: 'month', period: { from: '2023-01-01', to: '2025-01-01', label: { en: 'x', ar: 'x' } } }), sales, 1);
  assert.deepEqual((await db.query(byMonth.sql, byMonth.params)).rows, [
    { month: '2023-01-01', sum_amount: '10.00' }, { month: '2023-02-01', sum_amount: '20.00' }, { month: '2024-01-01', sum_amount: '5.00' }, { month: '2024-02-01', sum_amount: '7.00' },
  ]);
  const vsLastYear = compile(base(sales, 'sum_amount', { grain: 'month', compare: 'year_ago', period: { from: '2024-01-01', to: '2025-01-01', label: { en: '2024', ar: '2024' } } }), sales, 1);
  const ordered = (rows: Record<string, unknown>[]) => rows.sort((a, b) => `${a.month}${a.period}`.localeCompare(`${b.month}${b.period}`));
  assert.deepEqual(ordered((await db.query(vsLastYear.sql, vsLastYear.params)).rows), [
    { month: '2024-01-01', period: 'current', sum_amount: '5.00' }, { month: '2024-01-01', period: 'previous', sum_amount: '10.00' },
    { month: '2024-02-01', period: 'current', sum_amount: '7.00' }, { month: '2024-02-01', period: 'previous', sum_amount: '20.00' },
  ]);
  const share = compile(base(sales, 'sum_amount', { groupBy: ['region'], share: true }), sales, 1);
  assert.deepEqual((await db.query(share.sql, share.params)).rows, [{ region: 'West', sum_amount: '120.00', share: 120 / 142 }, { region: 'East', sum_amount: '22.00', share: 22 / 142 }]);
});

test('TIMESTAMP periods and days follow the store zone across a daylight-saving change, without timezone tables', async () => {
  const march = { from: '2024-03-01', to: '2024-04-01', label: { en: 'March 2024', ar: 'مارس 2024' } };
  const daily = compile(base(plays, 'sum_seconds', { grain: 'day', period: march, timezone: 'America/New_York' }), plays, 1);
  // Local midnight of March 1 is 05:00 UTC (EST), of April 1 04:00 UTC (EDT); the days are New York days.
  assert.deepEqual(daily.params.slice(-2), ['2024-03-01 05:00:00', '2024-04-01 04:00:00']);
  assert.deepEqual((await db.query(daily.sql, daily.params)).rows, [
    { day: '2024-03-01', sum_seconds: '20' }, { day: '2024-03-10', sum_seconds: '70' }, { day: '2024-03-31', sum_seconds: '50' },
  ]);
  const riyadh = compile(base(plays, 'sum_seconds', { grain: 'day', period: march }), plays, 1);
  assert.ok(riyadh.sql.includes('DATE_ADD(t0.`played_at`, INTERVAL ? SECOND)'), 'a zone without daylight saving is one offset');
  // In Riyadh (UTC+3) both rows of March 1 are March 1, and both rows of April 1 UTC are already April.
  assert.deepEqual((await db.query(riyadh.sql, riyadh.params)).rows, [{ day: '2024-03-01', sum_seconds: '30' }, { day: '2024-03-10', sum_seconds: '70' }]);
  assert.throws(() => compile(base(plays, 'sum_seconds', { grain: 'day', timezone: "UTC'; DROP TABLE plays" }), plays, 1), RangeError);
});

test('a value stored in two tables filters the one that holds the metric; "outside" excludes', () => {
  const two = catalogFromTables([
    { engine: 'mysql', schema: database, table: 'customer', columns: [{ name: 'country', type: 'varchar(40)', sampleValues: ['Brazil', 'Canada'] }] },
    { engine: 'mysql', schema: database, table: 'invoice', columns: [{ name: 'billing_country', type: 'varchar(40)', sampleValues: ['Brazil', 'Canada'] }, { name: 'total', type: 'decimal(10,2)' }] },
  ]);
  const inBrazil = understand('total sales in Brazil', { catalog: two, now: NOW, timezone: 'UTC' });
  assert.equal(inBrazil.kind, 'plan');
  if (inBrazil.kind === 'plan') assert.deepEqual(inBrazil.plan.filters, [{ dimension: 'billing_country', op: 'eq', values: ['Brazil'] }]);
  const outside = understand('total outside Canada', { catalog: two, now: NOW, timezone: 'UTC' });
  if (outside.kind === 'plan') assert.deepEqual(outside.plan.filters, [{ dimension: 'billing_country', op: 'neq', values: ['Canada'] }]);
  else assert.fail(outside.kind);
});
