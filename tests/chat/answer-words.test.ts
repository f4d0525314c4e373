import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { compile, commerceCatalog, type QueryPlan } from '../../subgraphs/chat/src/engine/index.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, query, type ChatOwner } from './support/chat-owner.ts';

let app: TestApp;
let owner: ChatOwner;

/**
 * A store where two different customers are both called Sara Ali, order statuses and channels are stored as codes,
 * and the city totals add up to 81462.48, which a float sum turns into 81462.48000000001.
 */
before(async () => {
  app = await initTestApp();
  owner = await signUpOwner(app, 'Sara and Sara');
  await query(app, `UPDATE store SET currency = 'USD' WHERE id = $1`, [owner.storeId]);
  await query(
    app,
    `INSERT INTO warehouse.customers (store_id, id, email, first_name, last_name, country, city)
     VALUES ($1, 1, 'sara.one@example.com', 'Sara', 'Ali', 'SA', 'Riyadh'), ($1, 2, 'sara.two@example.com', 'Sara', 'Ali', 'SA', 'Jeddah'),
            ($1, 3, 'omar@example.com', 'Omar', 'Saleh', 'SA', 'Jeddah')`,
    [owner.storeId],
  );
  await query(
    app,
    `INSERT INTO warehouse.orders (store_id, id, order_number, customer_id, email, created_at, status, channel, country, city, subtotal, total, currency)
     VALUES ($1, 1, '5001', 1, 'sara.one@example.com', now() - interval '1 day', 'paid', 'online_store', 'SA', 'Riyadh', 81000.10, 81000.10, 'USD'),
            ($1, 2, '5002', 2, 'sara.two@example.com', now() - interval '1 day', 'partially_refunded', 'whatsapp', 'SA', 'Jeddah', 300, 300, 'USD'),
            ($1, 3, '5003', 3, 'omar@example.com', now() - interval '1 day', 'paid', 'online_store', 'SA', 'Jeddah', 162.38, 162.38, 'USD')`,
    [owner.storeId],
  );
  await query(
    app,
    `INSERT INTO warehouse.shipments (store_id, order_id, carrier, tracking_number, status, shipped_at)
     VALUES ($1, 2, 'SMSA', 'TRK5002', 'in_transit', now())`,
    [owner.storeId],
  );
});
after(async () => {
  await app?.close();
});

async function ask(message: string): Promise<any> {
  const response = await app.api('POST', '/chat/web', { token: owner.token, body: { message } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.data.answer;
}

test('two customers with one name are two rows, each with its own sales and its e-mail', async () => {
  const answer = await ask('top 5 customers by sales');
  assert.deepEqual(answer.table.columns.map((c: any) => c.key), ['customer', 'gross_sales']);
  assert.deepEqual(answer.table.rows, [
    { customer: 'Sara Ali (sara.one@example.com)', gross_sales: 81000.1 },
    { customer: 'Sara Ali (sara.two@example.com)', gross_sales: 300 },
    { customer: 'Omar Saleh', gross_sales: 162.38 },
  ]);
  assert.match(answer.text, /^Top 5 customers by gross sales over all time: Sara Ali \(sara\.one@example\.com\) \(\$81,000\.10\), Sara Ali \(sara\.two@example\.com\) \(\$300\.00\), Omar Saleh \(\$162\.38\)\.$/);
});

test('a customer filter finds the customer by name or by e-mail, on the warehouse itself', async () => {
  const salesOf = async (op: 'eq' | 'neq', value: string) => {
    const plan: QueryPlan = { kind: 'aggregate', metrics: ['gross_sales'], groupBy: [], filters: [{ dimension: 'customer', op, values: [value] }], timezone: 'Asia/Riyadh', language: 'en' };
    const { sql, params } = compile(plan, commerceCatalog, owner.storeId);
    return Number((await query(app, sql, params))[0].gross_sales);
  };
  assert.equal(await salesOf('eq', 'Sara Ali'), 81300.1);
  assert.equal(await salesOf('eq', 'sara.two@example.com'), 300);
  assert.equal(await salesOf('neq', 'sara.one@example.com'), 462.38);
});

test('totals in the API are rounded to cents, and stored codes are shown in words in both languages', async () => {
  const cities = await ask('sales by city');
  assert.deepEqual(cities.table.totals, { gross_sales: 81462.48 });
  const channels = await ask('orders by channel');
  assert.deepEqual(channels.table.rows.map((r: any) => r.channel), ['online store', 'WhatsApp']);
  assert.match(channels.text, /online store \(2\), WhatsApp \(1\)/);
  const arabic = await ask('الطلبات حسب القناة');
  assert.deepEqual(arabic.table.rows.map((r: any) => r.channel), ['المتجر الإلكتروني', 'واتساب']);
  const order = await ask('وين طلبي رقم ٥٠٠٢');
  assert.match(order.text, /حالته: مسترد جزئياً؛ الشحنة: في الطريق مع SMSA/);
  assert.match(order.text, /٣٠٠٫٠٠\u00a0\u2066US\$\u2069/);
  assert.doesNotMatch(order.text, /partially|in_transit/);
});
