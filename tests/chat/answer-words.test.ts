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
  // Carts left by a known customer and by visitors the store knows nothing about (no customer, so no country).
  await query(
    app,
    `INSERT INTO warehouse.abandoned_carts (store_id, customer_id, email, created_at, value, currency)
     VALUES ($1, 1, 'sara.one@example.com', now() - interval '1 day', 50, 'USD'), ($1, NULL, NULL, now() - interval '1 day', 20, 'USD'),
            ($1, NULL, NULL, now() - interval '2 days', 30, 'USD')`,
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

test('countries and the demo cities are named in the answer\'s language; carts with no country are "unknown"', async () => {
  const en = await ask('sales by country');
  assert.deepEqual(en.table.rows.map((r: any) => r.country), ['Saudi Arabia']);
  assert.match(en.text, /^Gross sales by country over all time: Saudi Arabia \(\$81,462\.48\)\.$/);
  const cities = await ask('المبيعات حسب المدينة');
  assert.deepEqual(cities.table.rows.map((r: any) => r.city), ['الرياض', 'جدة']);
  assert.match(cities.text, /^إجمالي المبيعات حسب المدينة منذ البداية: \u2068الرياض\u2069 \(.*\)، \u2068جدة\u2069 \(/);
  // The Arabic name the answer showed is understood as a filter, on the stored value.
  const jeddah = await ask('مبيعات جدة');
  assert.match(jeddah.text, /^إجمالي المبيعات منذ البداية، في جدة: \u200f٤٦٢٫٣٨\u00a0\u2066US\$\u2069\.$/);
  const carts = await ask('abandoned carts by country');
  assert.match(carts.text, /: unknown \(2\), Saudi Arabia \(1\)\.$/);
  assert.deepEqual(carts.table.rows.map((r: any) => r.country), [null, 'Saudi Arabia']);
  const cartsAr = await ask('السلات المتروكة حسب الدولة');
  assert.match(cartsAr.text, /: غير معروف \(٢\)، \u2068السعودية\u2069 \(١\)\.$/);
});

test('an Arabic question with an e-mail in it is answered in Arabic, its digits Arabic-Indic', async () => {
  const answer = await ask('وش طلبات sara.two@example.com');
  assert.equal(answer.language, 'ar');
  // One order, counted in words, with what the customer spent in all.
  assert.match(answer.text, /^طلب واحد للبريد \u2068sara\.two@example\.com\u2069 بإجمالي [^،]*٣٠٠٫٠٠[^،]*US\$[^،]*، آخرها ٥٠٠٢ بتاريخ [٠-٩]+ \S+ [٠-٩]{4}\.$/);
  assert.doesNotMatch(answer.text.replace(/\u2068[^\u2069]*\u2069/g, ''), /[0-9]/);
});

test('a greeting or thanks is answered in kind with what can be asked, and runs no query', async () => {
  const hello = await ask('hi');
  assert.match(hello.text, /^Hello! I answer questions about your data: gross sales, /);
  assert.match(hello.text, /Try “how were sales last month\?”/);
  assert.ok(!hello.sql, 'no SQL ran');
  const arabic = await ask('السلام عليكم');
  assert.match(arabic.text, /^أهلاً! أجيب عن أسئلة بياناتك: إجمالي المبيعات/);
  const thanks = await ask('thanks!');
  assert.match(thanks.text, /^You're welcome!/);
  // A question that only starts like a greeting is still a question.
  const question = await ask('hi, how many orders yesterday?');
  assert.match(question.text, /^Orders yesterday/);
});

test('a threshold on each group\'s total lists the groups that pass, or counts them, and says so in both languages', async () => {
  // Jeddah has two orders (300 and 162.38), Riyadh one (81,000.10).
  const cities = await ask('cities with more than one order');
  assert.deepEqual(cities.table.rows.map((r: any) => [r.city, r.orders]), [['Jeddah', 2]]);
  assert.match(cities.text, /^Orders by city over all time, with more than 1 order: 1 city: Jeddah \(2\)\.$/);
  const big = await ask('cities with sales over 1000');
  assert.deepEqual(big.table.rows.map((r: any) => r.city), ['Riyadh']);
  const counted = await ask('how many cities had sales over 100?');
  assert.deepEqual(counted.table.rows, [{ counted: 2 }]);
  assert.match(counted.text, /^Number of cities over all time, with gross sales over \$100: 2\.$/);
  const none = await ask('cities with sales over 1000000');
  assert.deepEqual(none.table.rows, []);
  assert.match(none.text, /^No cities over all time, with gross sales over \$1,000,000\.$/);
  const arabic = await ask('كم مدينة مبيعاتها فوق ١٠٠');
  assert.match(arabic.text, /^عدد المدن منذ البداية، حيث إجمالي المبيعات أكثر من \u200f١٠٠\u00a0\u2066US\$\u2069: ٢\.$/);
  // Counted in each city: Jeddah's two customers and Riyadh's one each have one order.
  const perCity = await ask('customers with at least 1 order by city');
  assert.deepEqual(perCity.table.rows, [{ city: 'Jeddah', customers: 2 }, { city: 'Riyadh', customers: 1 }]);
  assert.match(perCity.text, /^Customers by city over all time, with at least 1 order: Jeddah \(2\), Riyadh \(1\)\.$/);
  assert.deepEqual(perCity.chart.series.map((s: any) => s.key), ['customers']);
  // Narrowing the answer just given keeps its measure and split.
  await ask('sales by city');
  const only = await ask('only those over 400');
  assert.deepEqual(only.table.rows.map((r: any) => r.city), ['Riyadh', 'Jeddah']);
  assert.match(only.text, /with gross sales over \$400: 2 cities: Riyadh \(\$81,000\.10\), Jeddah \(\$462\.38\)\.$/);
});

test('the share of a named value leads the answer with that value, its part and the whole, in both languages; counting cities counts them', async () => {
  // Jeddah: 300 + 162.38 = 462.38 of 81,462.48 (0.6%).
  const jeddah = await ask('what share of sales comes from Jeddah');
  assert.match(jeddah.text, /^Jeddah's share of gross sales over all time: 0\.6% \(\$462\.38 of \$81,462\.48\)\.$/);
  assert.deepEqual(jeddah.table.rows.map((r: any) => r.city), ['Riyadh', 'Jeddah']);
  const arabic = await ask('نسبة مبيعات جدة من الإجمالي');
  assert.match(arabic.text, /^حصة جدة من إجمالي المبيعات منذ البداية: ٠٫٦٪؜ \(/);
  const cities = await ask('how many cities do we sell to');
  assert.deepEqual(cities.table.rows, [{ counted: 2 }]);
  assert.equal(cities.text, 'Number of cities over all time: 2.');
});
