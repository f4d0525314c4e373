import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import type pg from 'pg';
import { migrateAll } from '../../../scripts/product.ts';
import { createTestDatabase } from '../../../tests/helpers/test-app.ts';
import { buildDemoStore } from '../src/demo/index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Pool;
const END = new Date('2026-06-30T21:00:00Z');
before(async () => {
  database = await createTestDatabase('dukkan_demo');
  await migrateAll(database.url);
  db = database.pool(2);
  await buildDemoStore(database.url, { store: 1, orders: 12_000, end: END, seed: 7 });
});
after(async () => {
  await database?.drop();
});

const one = async (sql: string, params: unknown[] = [1]) => (await db.query(sql, params)).rows;

test('the demo store is deterministic: the same seed builds the same store', async () => {
  await buildDemoStore(database.url, { store: 2, orders: 12_000, end: END, seed: 7 });
  const fingerprint = (store: number) => one("SELECT count(*)::int AS n, sum(total)::text AS sales, string_agg(order_number || status, ',' ORDER BY id) FILTER (WHERE id % 997 = 0) AS sample FROM warehouse.orders WHERE store_id = $1", [store]);
  assert.deepEqual(await fingerprint(1), await fingerprint(2));
  assert.equal((await fingerprint(1))[0].n, 12_000);
});

test('three years of orders numbered from 1001, growing year on year, ending at the build time', async () => {
  const [range] = await one('SELECT min(order_number::int) AS first, max(created_at) AS last, min(created_at) AS start FROM warehouse.orders WHERE store_id = $1');
  assert.equal(range.first, 1001);
  assert.ok(range.last <= END && END.getTime() - range.last.getTime() < 86_400_000);
  assert.ok(END.getTime() - range.start.getTime() > 2.9 * 365 * 86_400_000);
  const years = await one("SELECT extract(year FROM created_at)::int AS y, count(*)::int AS n FROM warehouse.orders WHERE store_id = $1 AND created_at >= '2024-01-01' AND created_at < '2026-01-01' GROUP BY 1 ORDER BY 1");
  assert.ok(years[1].n > years[0].n * 1.2, JSON.stringify(years));
});

test('seasons: Ramadan 2025 and November sell more than the weeks around them; Thursday beats Friday', async () => {
  const perDay = async (from: string, to: string) =>
    (await one('SELECT count(*)::float / ($3::date - $2::date) AS n FROM warehouse.orders WHERE store_id = $1 AND created_at >= $2 AND created_at < $3', [1, from, to]))[0].n;
  assert.ok((await perDay('2025-03-01', '2025-03-30')) > 1.2 * (await perDay('2025-01-15', '2025-02-15')));
  assert.ok((await perDay('2025-11-01', '2025-12-01')) > 1.15 * (await perDay('2025-10-01', '2025-10-31')));
  const weekdays = await one("SELECT extract(dow FROM created_at AT TIME ZONE 'Asia/Riyadh')::int AS d, count(*)::int AS n FROM warehouse.orders WHERE store_id = $1 GROUP BY 1 ORDER BY 1");
  assert.ok(weekdays[4].n > weekdays[5].n);
});

test('customers in the Gulf and beyond; channels, payments, statuses and every shipment state', async () => {
  const countries = (await one('SELECT DISTINCT country FROM warehouse.customers WHERE store_id = $1')).map((r) => r.country);
  for (const code of ['SA', 'AE', 'US', 'GB', 'EG']) assert.ok(countries.includes(code), code);
  const cities = (await one("SELECT DISTINCT city FROM warehouse.orders WHERE store_id = $1 AND country IN ('SA', 'AE')")).map((r) => r.city);
  for (const city of ['Riyadh', 'Jeddah', 'Dammam', 'Dubai', 'Abu Dhabi']) assert.ok(cities.includes(city), city);
  const has = async (column: string, values: string[]) => {
    const found = (await one(`SELECT DISTINCT ${column} AS v FROM warehouse.orders WHERE store_id = $1`)).map((r) => r.v);
    for (const value of values) assert.ok(found.includes(value), `${column} ${value}`);
  };
  await has('channel', ['online_store', 'whatsapp', 'instagram']);
  await has('payment_method', ['card', 'mada', 'apple_pay', 'cash_on_delivery']);
  await has('status', ['paid', 'cancelled', 'refunded', 'partially_refunded']);
  const states = (await one('SELECT DISTINCT status FROM warehouse.shipments WHERE store_id = $1')).map((r) => r.status).sort();
  assert.deepEqual(states, ['delivered', 'exception', 'failed_attempt', 'in_transit', 'label_created', 'lost', 'out_for_delivery', 'pending', 'returned', 'shipped']);
  const [carriers] = await one("SELECT count(DISTINCT carrier)::int AS n, bool_and(tracking_number IS NOT NULL) FILTER (WHERE status = 'delivered') AS tracked FROM warehouse.shipments WHERE store_id = $1");
  assert.ok(carriers.n >= 5 && carriers.tracked);
});

test('returns, refunds, recovered carts, subscriptions and payments add up', async () => {
  const [refunds] = await one(
    `SELECT (SELECT sum(refunded_total) FROM warehouse.orders WHERE store_id = $1) = (SELECT sum(amount) FROM warehouse.refunds WHERE store_id = $1) AS matches,
      (SELECT count(*)::int FROM warehouse.returns WHERE store_id = $1) AS returns`,
  );
  assert.ok(refunds.matches && refunds.returns > 100);
  const [carts] = await one('SELECT count(*)::int AS n, count(recovered_order_id)::int AS recovered FROM warehouse.abandoned_carts WHERE store_id = $1');
  assert.ok(carts.recovered > 0 && carts.recovered < carts.n / 3);
  const subscriptions = await one("SELECT billing_interval, count(*)::int AS n, count(cancelled_at)::int AS cancelled FROM warehouse.subscriptions WHERE store_id = $1 GROUP BY 1 ORDER BY 1");
  assert.deepEqual(subscriptions.map((s) => s.billing_interval), ['month', 'year']);
  assert.ok(subscriptions[0].cancelled > 0);
  const [payments] = await one('SELECT count(*) FILTER (WHERE subscription_id IS NOT NULL)::int AS recurring, count(*) FILTER (WHERE order_id IS NOT NULL)::int AS orders FROM warehouse.payments WHERE store_id = $1');
  assert.ok(payments.recurring > 0 && payments.orders > 10_000);
  const [lines] = await one('SELECT bool_and(o.subtotal = l.gross) AS consistent FROM warehouse.orders o JOIN (SELECT order_id, sum(unit_price * quantity) AS gross FROM warehouse.order_lines WHERE store_id = $1 GROUP BY 1) l ON l.order_id = o.id WHERE o.store_id = $1');
  assert.ok(lines.consistent);
});
