import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createPool, type Pool } from '@dukkan/shared';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { createTestDatabase, migrateAll } from '../../../../tests/chat/support/chat-database.ts';
import { demoCases } from '../../../../tests/eval/questions-demo.ts';
import { conversationCases } from '../../../../tests/eval/questions-more.ts';
import { paraphraseCases } from '../../../../tests/eval/questions-paraphrase.ts';
import { BENCH_QUESTIONS } from '../../../../scripts/bench/answer-questions.ts';
import { commerceCatalog, compile, composeAnswer, understand, type Catalog, type ConversationContext, type Plan } from '../../src/engine/index.ts';
import { withStoreValues } from '../../src/asking/dimension-values.ts';
import { runReadOnly } from '../../src/execution/run-read-only.ts';

const STORE = '1';
const OTHER = '2';
const TIMEZONE = 'Asia/Riyadh';
const NOW = new Date('2026-11-22T03:00:00Z');

/** Questions the rollups should answer beyond the evaluation's: every rollup metric, grouping and grain. */
const MORE = [
  'units sold by category last year', 'profit by vendor this year', 'top 3 skus by units sold in 2025', 'sales by product in March 2026',
  'refund rate by channel this year', 'return rate by city last year', 'average order value by ship mode', 'cancelled orders by status this year',
  'net sales by country by quarter', 'discounts by month this year', 'tax by region last year', 'shipping charged by currency',
  'orders by payment method last week', 'sales by week in the last 90 days', 'orders per day this month', 'sales by year',
  'share of sales by channel this year', 'sales in Riyadh by month this year', 'orders not in Riyadh this year', 'units sold of Abayas this year',
  'orders and net sales last month', 'net sales this year compared to last year', 'orders by channel this month vs last month',
  'sales by month this year compared to last year', 'profit', 'return rate', 'المبيعات حسب القناة هذا الشهر', 'كم قطعة بعنا السنة الماضية',
];

let pool: Pool;
let drop: () => Promise<void>;
let catalog: Catalog;

before(async () => {
  const database = await createTestDatabase('dukkan_rollups');
  drop = database.drop;
  await migrateAll(database.url);
  pool = createPool(database.url, 4);
  await pool.query(`INSERT INTO store (id, name, timezone, currency) VALUES (1, 'Demo', $1, 'SAR'), (2, 'Other', $1, 'SAR')`, [TIMEZONE]);
  // The product's demo store, ending at the evaluation's "now"; another merchant beside it.
  await buildDemoStore(database.url, { store: 1, orders: 6000, seed: 2024, end: NOW, currency: 'SAR' });
  await buildDemoStore(database.url, { store: 2, orders: 1500, seed: 7, end: NOW, currency: 'SAR' });
  catalog = await withStoreValues(pool, STORE, commerceCatalog);
});
after(async () => {
  await pool?.end();
  await drop?.();
});

/** Each question's plan, asked in turn within its conversation as the evaluation asks it. */
function plans(): { question: string; plan: Plan }[] {
  const conversations = [...demoCases(), ...conversationCases(), ...paraphraseCases()].filter((c) => c.dataset === 'demo').map((c) => c.ask);
  conversations.push(...Object.values(BENCH_QUESTIONS).flat().map((q) => [q]), ...MORE.map((q) => [q]));
  const out: { question: string; plan: Plan }[] = [];
  for (const asks of conversations) {
    let context: ConversationContext = {};
    for (const question of asks) {
      const u = understand(question, { catalog, context, now: NOW, timezone: TIMEZONE, currency: 'SAR' });
      context = u.context;
      if (u.kind === 'plan' || u.kind === 'restyle') out.push({ question: asks.join(' → '), plan: u.plan });
    }
  }
  return out;
}

const answerOf = (plan: Plan, rows: Record<string, unknown>[], compiled: ReturnType<typeof compile>) => {
  const { sql, params, ...shown } = composeAnswer(plan, rows, { compiled, catalog, locale: plan.language, currency: 'SAR', timezone: TIMEZONE, now: NOW });
  return shown;
};

test('every question the rollups can answer gets the same answer from them as from the base tables', async (t) => {
  let fromRollups = 0;
  const tables = new Set<string>();
  const all = plans();
  const asked = all.length;
  for (const { question, plan } of all) {
    const base = compile(plan, catalog, STORE);
    const fast = compile(plan, catalog, STORE, { rollups: true });
    if (!fast.rollups) {
      assert.equal(fast.sql, base.sql, question);
      continue;
    }
    fromRollups++;
    for (const table of fast.sql.match(/warehouse\.order_days WHERE grouped_by = '\w+'|"warehouse"\."product_days"/g) ?? []) tables.add(table);
    assert.doesNotMatch(fast.sql, /warehouse"?\."?(orders|order_lines)\b/, `${question}: rollups and base tables mixed\n${fast.sql}`);
    const expected = await runReadOnly(pool, STORE, base);
    const actual = await runReadOnly(pool, STORE, base, { rollups: { query: fast, timezone: TIMEZONE } });
    assert.equal(actual.ran, fast, `${question}: the rollups were not fresh`);
    assert.deepEqual(answerOf(plan, actual.rows, fast), answerOf(plan, expected.rows, base), `${question}\n${fast.sql}`);
  }
  t.diagnostic(`${fromRollups} of ${asked} questions answered from the rollups`);
  assert.ok(fromRollups >= 150, `only ${fromRollups} questions used the rollups`);
  assert.deepEqual([...tables].sort(), [
    '"warehouse"."product_days"',
    ...['channel', 'currency', 'day', 'payment_method', 'place', 'ship_mode', 'status'].map((grouping) => `warehouse.order_days WHERE grouped_by = '${grouping}'`),
  ]);
});

test('metrics that do not add up across days (distinct customers) and time-shifted comparisons stay on the base tables', () => {
  for (const question of ['customers this year', 'new customers by month', 'returning customers last month', 'sales by month this year compared to last year']) {
    const u = understand(question, { catalog, now: NOW, timezone: TIMEZONE });
    assert.equal(u.kind, 'plan', question);
    if (u.kind !== 'plan') continue;
    assert.equal(compile(u.plan, catalog, STORE, { rollups: true }).rollups, undefined, question);
  }
});

test('a question in another timezone than the rollups were cut in runs on the base tables', async () => {
  const u = understand('orders by channel this year', { catalog, now: NOW, timezone: 'Europe/London' });
  assert.equal(u.kind, 'plan');
  if (u.kind !== 'plan') return;
  const base = compile(u.plan, catalog, STORE);
  const fast = compile(u.plan, catalog, STORE, { rollups: true });
  assert.equal((await runReadOnly(pool, STORE, base, { rollups: { query: fast, timezone: 'Europe/London' } })).ran, base);
});

test("the reader sees only its own store's rollups", async () => {
  const sql = 'SELECT (SELECT count(DISTINCT store_id) FROM warehouse.order_days)::int AS order_days, (SELECT count(DISTINCT store_id) FROM warehouse.product_days)::int AS product_days, (SELECT count(*) FROM warehouse.rollup_state)::int AS states';
  assert.deepEqual((await runReadOnly(pool, OTHER, { sql, params: [] })).rows, [{ order_days: 1, product_days: 1, states: 1 }]);
  const other = await runReadOnly(pool, OTHER, { sql: 'SELECT count(*)::int AS n FROM warehouse.order_days WHERE store_id = $1', params: [STORE] });
  assert.deepEqual(other.rows, [{ n: 0 }]);
});

// The store's own values, read as the chat reads them (asking/dimension-values.ts): one derived table among the
// catalog's (the pairs of products bought together) failed the one query of them all, so no city, code or category
// was known, and the demo store's coupon "EID10" was read as Eid al-Adha and October (product QA q7, finding 3).
test("the chat knows the store's cities, categories and discount codes, and reads a code as that code", () => {
  const values = (key: string) => catalog.dimensions.find((d) => d.key === key)?.values ?? [];
  for (const key of ['city', 'category', 'product', 'discount_code', 'channel']) assert.ok(values(key).length > 0, `no values of ${key}`);
  for (const code of ['EID10', 'RAMADAN20', 'WHITEFRIDAY']) assert.ok(values('discount_code').includes(code), code);
  for (const question of ['how many orders used coupon EID10', 'how many orders used coupon RAMADAN20', 'sales with coupon WHITEFRIDAY', 'كم طلب استخدم كوبون EID10']) {
    const u = understand(question, { catalog, context: {}, now: NOW, timezone: TIMEZONE, currency: 'SAR' });
    assert.equal(u.kind, 'plan', question);
    const plan = (u as { plan: Plan & { period?: unknown; filters: { dimension: string; values: string[] }[] } }).plan;
    assert.equal(plan.period, undefined, question);
    assert.deepEqual(plan.filters.map((f) => [f.dimension, f.values]), [['discount_code', [question.split(' ').at(-1)]]], question);
  }
});
