import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../helpers/test-app.ts';
import { migrateAll } from '../../scripts/product.ts';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { rebuildRollups } from '@dukkan/data-source/rollups/index.ts';
import { withStoreReader } from '../../subgraphs/data-source/src/custom-tables/store-schema.ts';
import { commerceCatalog, compile, type QueryPlan } from '../../subgraphs/chat/src/engine/index.ts';

/**
 * Every measure the daily rollups can answer gives the number the base tables give, for the store's total and split
 * by a dimension the rollup holds: a fresh store answers from its rollups, so a wrong rollup formula would be the
 * answer owners see.
 */
let db: TestDatabase;
let pool: pg.Pool;
const STORE = 1;
const NOW = new Date('2026-11-22T03:00:00Z');

before(async () => {
  db = await createTestDatabase('dukkan_rollup_metrics');
  await migrateAll(db.url);
  pool = db.pool(2);
  await buildDemoStore(db.url, { store: STORE, orders: 1500, seed: 11, end: NOW, currency: 'SAR' });
  await rebuildRollups(pool, STORE);
});
after(async () => {
  await db?.drop();
});

const run = (sql: string, params: unknown[]) => withStoreReader(pool, STORE, async (client) => (await client.query(sql, params)).rows);
const rounded = (rows: Record<string, unknown>[]) => rows
  .map((row) => Object.values(row).map((v) => (v === null ? 'null' : /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(String(v)) ? Number(v).toFixed(4) : String(v))).join('|'))
  .sort();

test('each metric with a rollup gives the same totals and splits from the rollups as from the base tables', async () => {
  const rolled = commerceCatalog.metrics.filter((metric) => metric.variants?.some((variant) => commerceCatalog.tables[variant.table]?.rollup));
  assert.ok(rolled.some((metric) => metric.key === 'avg_shipping'), 'average shipping is read from the rollups');
  const period = { from: '2026-01-01', to: '2026-11-23', label: { en: 'this year', ar: 'هذه السنة' }, unit: 'range' as const };
  let compared = 0;
  for (const metric of rolled) {
    const split = metric.variants!.some((variant) => variant.table === 'product_days') && metric.table === 'order_lines' ? 'category' : 'channel';
    for (const groupBy of [[], [split]]) {
      const plan: QueryPlan = { kind: 'aggregate', metrics: [metric.key], groupBy, filters: [], period, timezone: 'Asia/Riyadh', language: 'en' };
      const fast = compile(plan, commerceCatalog, STORE, { rollups: true });
      if (!fast.rollups) continue;
      const base = compile(plan, commerceCatalog, STORE);
      assert.doesNotMatch(base.sql, /order_days|product_days/);
      assert.deepEqual(rounded(await run(fast.sql, fast.params)), rounded(await run(base.sql, base.params)), `${metric.key} by ${groupBy.join(', ') || 'nothing'}`);
      compared += 1;
    }
  }
  assert.ok(compared >= rolled.length, `compared ${compared} plans over ${rolled.length} metrics`);
});
