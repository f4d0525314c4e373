import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, compile, composeAnswer, type Answer, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
import { formatValue } from '../../src/engine/answer/format.ts';
import { ask, catalog } from './helpers.ts';
import { withDimensionValues } from '../../src/engine/parse/values.ts';

/** The answer the owner would see for a question, given the rows its SQL returned. */
function answer(question: string, rows: Record<string, unknown>[], currency = 'SAR', on: Catalog = catalog): Answer {
  const u = ask(question, { catalog: on });
  if (u.kind !== 'plan' && u.kind !== 'lookup') throw new Error(`${question}: ${u.kind}`);
  return composeAnswer(u.plan, rows, { compiled: compile(u.plan, on, 1), catalog: on, locale: u.language, currency, timezone: 'Asia/Riyadh' });
}
const column = (a: Answer, key: string) => a.table.rows.map((row) => row[key]);

test('customers are grouped by id, and two customers with one name are told apart by their e-mail', () => {
  const u = ask('top 5 customers by sales this year');
  assert.equal(u.kind, 'plan');
  const { sql } = compile((u as { plan: QueryPlan }).plan, catalog, 1);
  assert.match(sql, /GROUP BY coalesce\(.*\), c\.id, c\.email\n/);
  const top = answer('top 5 customers by sales this year', [
    { customer: 'John Saleh', customer__id: '11', customer__detail: 'john.saleh@example.com', gross_sales: '900.00' },
    { customer: 'John Saleh', customer__id: '42', customer__detail: 'jsaleh@example.org', gross_sales: '800.00' },
    { customer: 'Mona Ali', customer__id: '7', customer__detail: 'mona@example.com', gross_sales: '700.00' },
  ]);
  assert.deepEqual(top.table.columns.map((c) => c.key), ['customer', 'gross_sales']);
  assert.deepEqual(column(top, 'customer'), ['John Saleh (john.saleh@example.com)', 'John Saleh (jsaleh@example.org)', 'Mona Ali']);
  assert.deepEqual(top.table.rows[2], { customer: 'Mona Ali', gross_sales: 700 });
  assert.match(top.text, /^Top 5 customers by gross sales this year .*: John Saleh \(john\.saleh@example\.com\) \(SAR\s?900\.00\), John Saleh \(jsaleh@example\.org\) \(SAR\s?800\.00\), Mona Ali/);
  // The same customer over several months is one person: no e-mail added.
  const monthly = answer('sales by month by customer this year', [
    { month: '2026-01-01', customer: 'Mona Ali', customer__id: '7', customer__detail: 'mona@example.com', gross_sales: '1' },
    { month: '2026-02-01', customer: 'Mona Ali', customer__id: '7', customer__detail: 'mona@example.com', gross_sales: '2' },
  ]);
  assert.deepEqual(column(monthly, 'customer'), ['Mona Ali', 'Mona Ali']);
});

test('a customer filter matches the name or the e-mail; excluding one excludes both', () => {
  const plan = (op: 'eq' | 'neq', value: string): QueryPlan => ({
    kind: 'aggregate', metrics: ['gross_sales'], groupBy: [], filters: [{ dimension: 'customer', op, values: [value] }], timezone: 'Asia/Riyadh', language: 'en',
  });
  const byEmail = compile(plan('eq', 'mona@example.com'), catalog, 1);
  assert.match(byEmail.sql, /\(\(coalesce\(.*\)\)::text = ANY\(\$2::text\[\]\) OR \(c\.email\)::text = ANY\(\$3::text\[\]\)\)/);
  assert.deepEqual(byEmail.params.slice(1), [['mona@example.com'], ['mona@example.com']]);
  const without = compile(plan('neq', 'Mona Ali'), catalog, 1);
  assert.match(without.sql, /IS NULL OR NOT .* AND \(c\.email IS NULL OR NOT \(c\.email\)::text = ANY/);
});

test('the busiest bucket is named by its grain, as the table names it', () => {
  const months = [{ month: '2026-08-01', gross_sales: '10' }, { month: '2026-09-01', gross_sales: '30' }, { month: '2026-10-01', gross_sales: '20' }];
  assert.match(answer('sales by month this year', months).text, /highest in September 2026 \(SAR\s?30\.00\)/);
  assert.match(answer('المبيعات حسب الشهر هذه السنة', months).text, /الأعلى في سبتمبر ٢٠٢٦ \(/);
  const quarters = [{ quarter: '2025-07-01', gross_sales: '30' }, { quarter: '2025-10-01', gross_sales: '20' }];
  assert.match(answer('sales by quarter in 2025', quarters).text, /highest in Q3 2025 /);
  assert.match(answer('المبيعات حسب الربع في ٢٠٢٥', quarters).text, /الأعلى في الربع الثالث ٢٠٢٥ /);
  assert.match(answer('sales by year', [{ year: '2025-01-01', gross_sales: '30' }, { year: '2026-01-01', gross_sales: '20' }]).text, /highest in 2025 /);
  const weeks = [{ week: '2026-10-05', gross_sales: '1' }, { week: '2026-10-12', gross_sales: '5' }];
  assert.match(answer('sales by week last month', weeks).text, /highest in the week of Oct 12, 2026 /);
  assert.match(answer('المبيعات حسب الأسبوع الشهر الماضي', weeks).text, /الأعلى في أسبوع ١٢ أكتوبر ٢٠٢٦ /);
  assert.match(answer('sales by day last week', [{ day: '2026-11-17', gross_sales: '1' }, { day: '2026-11-18', gross_sales: '5' }]).text, /highest on Nov 18, 2026 /);
});

test('relative periods need no "in"; named ones keep it', () => {
  const total = [{ gross_sales: '10' }];
  assert.match(answer('sales yesterday', total).text, /^Gross sales yesterday \(Nov 21, 2026\): /);
  assert.match(answer('sales last month', total).text, /^Gross sales last month \(/);
  assert.match(answer('sales this year', total).text, /^Gross sales this year \(/);
  assert.match(answer('sales year to date', total).text, /^Gross sales year to date \(/);
  assert.match(answer('sales since March 2026', total).text, /^Gross sales since March 2026 \(/);
  assert.match(answer('sales in March 2024', total).text, /^Gross sales in March 2024 \(/);
  assert.match(answer('sales in 2025', total).text, /^Gross sales in 2025 \(/);
  assert.match(answer('sales in the last 7 days', total).text, /^Gross sales in the last 7 days \(/);
  assert.match(answer('sales on 2026-11-01', total).text, /^Gross sales on Nov 1, 2026: /);
  const compared = [{ period: 'current', gross_sales: '20' }, { period: 'previous', gross_sales: '10' }];
  // (The period after the one said is named when it is a calendar month: it was "the current period".)
  assert.match(answer('sales vs March 2024', compared).text, /^Gross sales in April 2024 \(Apr 1\s?–\s?30, 2024\): /);
  assert.match(answer('sales today vs yesterday', compared).text, /^Gross sales today \(Nov 22, 2026\): /);
  assert.match(answer('المبيعات أمس', total).text, /^إجمالي المبيعات أمس \(/);
  assert.match(answer('المبيعات الشهر الماضي', total).text, /^إجمالي المبيعات خلال الشهر الماضي \(/);
});

test('Arabic top-N counts its noun: plural for 3 to 10, singular accusative from 11, dual for 2', () => {
  const rows = [{ product: 'Sukkari Dates', gross_sales: '10' }];
  assert.match(answer('أعلى ٥ منتجات حسب المبيعات هذه السنة', rows).text, /^أعلى ٥ منتجات حسب إجمالي المبيعات /);
  assert.match(answer('أعلى ١٥ منتج حسب المبيعات هذه السنة', rows).text, /^أعلى ١٥ منتجاً حسب /);
  assert.match(answer('أعلى ٢ منتج حسب المبيعات هذه السنة', rows).text, /^أعلى منتجين حسب /);
  assert.match(answer('أفضل منتج مبيعاً الشهر الماضي', rows).text, /^أعلى منتج حسب /);
  assert.match(answer('أعلى ٣ مدن حسب المبيعات هذه السنة', [{ city: 'Riyadh', gross_sales: '10' }]).text, /^أعلى ٣ مدن حسب /);
  assert.match(answer('أقل ٤ عملاء حسب المبيعات هذه السنة', [{ customer: 'Mona Ali', customer__id: '7', customer__detail: 'm@x.com', gross_sales: '10' }]).text, /^أقل ٤ عملاء حسب /);
  // A column of the owner's own file is counted as Arabic counts what it holds when its name is a known noun
  // ("Region": مناطق); otherwise its values are counted.
  const file = catalogFromTables([{ schema: 'store_1', table: 'sales', columns: [{ name: 'Region', type: 'text', sampleValues: ['West'] }, { name: 'Ship Mode', type: 'text', sampleValues: ['Air'] }, { name: 'Sales', type: 'numeric' }] }]);
  const plan: QueryPlan = { kind: 'aggregate', metrics: ['sum_sales'], groupBy: ['region'], filters: [], top: { n: 5, dir: 'desc' }, timezone: 'UTC', language: 'ar' };
  const custom = composeAnswer(plan, [{ region: 'West', sum_sales: '5' }], { compiled: compile(plan, file, 1), catalog: file, locale: 'ar' });
  assert.match(custom.text, /^أعلى ٥ مناطق حسب مجموع/);
  const modes: QueryPlan = { ...plan, groupBy: ['ship_mode'], top: { n: 12, dir: 'desc' } };
  const unknown = composeAnswer(modes, [{ ship_mode: 'Air', sum_sales: '5' }], { compiled: compile(modes, file, 1), catalog: file, locale: 'ar' });
  assert.match(unknown.text, /^أعلى ١٢ قيمة لل?\S+ \S+ حسب مجموع/);
});

test('stored codes read as words in sentences and table cells; filters keep the stored value', () => {
  const channels = [{ channel: 'online_store', orders: '30' }, { channel: 'whatsapp', orders: '20' }, { channel: 'gift_shop', orders: '5' }];
  const en = answer('orders by channel this year', channels);
  assert.deepEqual(column(en, 'channel'), ['online store', 'WhatsApp', 'gift shop']);
  assert.match(en.text, /: online store \(30\), WhatsApp \(20\), gift shop \(5\)\.$/);
  const ar = answer('الطلبات حسب القناة هذه السنة', channels);
  assert.deepEqual(column(ar, 'channel'), ['المتجر الإلكتروني', 'واتساب', 'gift shop']);
  const paid = ask('كم طلب مدفوع هذا الشهر');
  assert.equal(paid.kind, 'plan');
  const plan = (paid as { plan: QueryPlan }).plan;
  assert.deepEqual(plan.filters, [{ dimension: 'status', op: 'eq', values: ['paid'] }]);
  assert.ok(compile(plan, catalog, 1).params.some((p) => JSON.stringify(p) === '["paid"]'));
  const paidText = composeAnswer(plan, [{ orders: '3' }], { compiled: compile(plan, catalog, 1), catalog, locale: 'ar' }).text;
  assert.match(paidText, /حيث الحالة مدفوعة/);
  assert.doesNotMatch(paidText, /paid/);
  const order = { order_number: '1001', created_at: new Date('2026-11-01T10:00:00Z'), status: 'partially_refunded', fulfillment_status: 'fulfilled', total: '250.00', currency: 'SAR', shipment_status: 'delivered', carrier: 'Aramex', delivered_at: new Date('2026-11-03T10:00:00Z') };
  const found = answer('وين طلبي رقم ١٠٠١', [order]);
  assert.match(found.text, /حالته: مسترد جزئياً؛ الشحنة: تم التوصيل مع Aramex/);
  assert.doesNotMatch(found.text, /[a-z]+_[a-z]+|delivered/);
  assert.equal(found.table.rows[0].status, 'مسترد جزئياً');
  assert.match(answer('where is order 1001?', [order]).text, /is partially refunded; shipment delivered with Aramex/);
});

test('money is kept in the currency\'s minor units and totals carry no float noise', () => {
  const cities = answer('sales by city this year', [{ city: 'Riyadh', gross_sales: '81000.10' }, { city: 'Jeddah', gross_sales: '462.38' }]);
  assert.deepEqual(cities.table.totals, { gross_sales: 81462.48 });
  const aov = answer('average order value by city this year', [{ city: 'Riyadh', aov: '345.6789012345' }, { city: 'Jeddah', aov: '1.005' }]);
  assert.deepEqual(column(aov, 'aov'), [345.68, 1.01]);
  const kuwait = answer('sales by city this year', [{ city: 'Kuwait City', gross_sales: '10.1234' }, { city: 'Hawalli', gross_sales: '20.2' }], 'KWD');
  assert.deepEqual([column(kuwait, 'gross_sales'), kuwait.table.totals], [[10.123, 20.2], { gross_sales: 30.323 }]);
  assert.match(formatValue(30.323, 'money', 'en', 'KWD'), /KWD\s?30\.323/);
  assert.match(formatValue(1234, 'money', 'en', 'JPY'), /¥1,234$/);
  const counts = answer('orders by city this year', [{ city: 'Riyadh', orders: '3' }, { city: 'Jeddah', orders: '4' }]);
  assert.deepEqual(counts.table.totals, { orders: 7 });
});

test('a Latin currency symbol keeps its letters in order inside Arabic text', () => {
  const usd = formatValue(1234.5, 'money', 'ar', 'USD');
  assert.equal(usd, '\u200f١٬٢٣٤٫٥٠\u00a0\u2066US$\u2069');
  assert.ok(!formatValue(1234.5, 'money', 'ar', 'SAR').includes('\u2066'), 'Arabic symbols need no isolate');
  assert.equal(formatValue(1234.5, 'money', 'en', 'USD'), '$1,234.50');
  assert.match(answer('كم المبيعات هذا الشهر', [{ gross_sales: '99.5' }], 'USD').text, /٩٩٫٥٠\u00a0\u2066US\$\u2069\.$/);
});

test('in an Arabic sentence, Latin names are isolated so their words and brackets keep their order', () => {
  const top = answer('أعلى 3 منتجات حسب المبيعات هذه السنة', [
    { product: 'Linen Abaya (Beige)', gross_sales: '900.00' },
    { product: 'عباية سوداء', gross_sales: '800.00' },
  ]);
  assert.ok(top.text.includes('\u2068Linen Abaya (Beige)\u2069 ('), top.text);
  assert.ok(top.text.includes('\u2068عباية سوداء\u2069 ('), top.text);
  // English sentences need no isolation.
  const en = answer('top 3 products by sales this year', [{ product: 'Linen Abaya (Beige)', gross_sales: '900.00' }]);
  assert.ok(!en.text.includes('\u2068'), en.text);
});

test('countries are named in the answer\'s language, in sentences, filters and table cells', () => {
  const rows = [{ country: 'SA', gross_sales: '981247.30', share: '0.506' }, { country: 'AE', gross_sales: '332410.37', share: '0.3' }, { country: 'FR', gross_sales: '10', share: '0.01' }];
  const en = answer('share of sales by country this year', rows, 'USD');
  assert.deepEqual(column(en, 'country'), ['Saudi Arabia', 'United Arab Emirates', 'France']);
  assert.match(en.text, /: Saudi Arabia \(\$981,247\.30, 50\.6%\), United Arab Emirates \(\$332,410\.37, 30%\), France \(\$10\.00, 1%\)\.$/);
  const ar = answer('حصة المبيعات حسب الدولة هذه السنة', rows, 'USD');
  assert.deepEqual(column(ar, 'country'), ['السعودية', 'الإمارات', 'فرنسا']);
  // Shares inside Arabic text are set off with the Arabic comma.
  assert.ok(ar.text.includes('\u2068السعودية\u2069 (\u200f٩٨١٬٢٤٧٫٣٠\u00a0\u2066US$\u2069، ٥٠٫٦٪'), ar.text);
  assert.doesNotMatch(ar.text, /\bSA\b|\bAE\b|, /);
  // A filter names the place itself, and the names the answer shows are understood when asked back.
  assert.match(answer('sales in Saudi Arabia last month', [{ gross_sales: '10' }]).text, /^Gross sales last month \(.*\), in Saudi Arabia: /);
  const both = answer('المبيعات في السعودية والإمارات الشهر الماضي', [{ gross_sales: '10' }]);
  assert.match(both.text, /^إجمالي المبيعات خلال الشهر الماضي \(.*\)، في السعودية أو الإمارات: /);
  const followUp = ask('بس الإمارات', { context: ask('المبيعات حسب الدولة هذه السنة').context });
  assert.deepEqual(followUp.kind === 'plan' && followUp.plan.filters, [{ dimension: 'country', op: 'eq', values: ['AE'] }]);
  assert.match(answer('sales excluding United Arab Emirates this year', [{ gross_sales: '10' }]).text, /, excluding United Arab Emirates: /);
});

test('the demo store\'s cities read in Arabic in Arabic answers and are understood when asked in Arabic', () => {
  const demo = withDimensionValues(catalog, { city: ['Riyadh', 'Jeddah', 'Mecca', 'Medina', 'Dubai', 'Springfield'] });
  const rows = [{ city: 'Riyadh', orders: '30' }, { city: 'Mecca', orders: '20' }, { city: 'Springfield', orders: '5' }];
  const ar = answer('الطلبات حسب المدينة هذه السنة', rows, 'SAR', demo);
  assert.deepEqual(column(ar, 'city'), ['الرياض', 'مكة', 'Springfield']);
  assert.match(ar.text, /: \u2068الرياض\u2069 \(٣٠\)، \u2068مكة\u2069 \(٢٠\)، \u2068Springfield\u2069 \(٥\)\.$/);
  assert.deepEqual(column(answer('orders by city this year', rows, 'SAR', demo), 'city'), ['Riyadh', 'Mecca', 'Springfield']);
  const mecca = ask('مبيعات مكة الشهر الماضي', { catalog: demo });
  assert.deepEqual(mecca.kind === 'plan' && mecca.plan.filters, [{ dimension: 'city', op: 'eq', values: ['Mecca'] }]);
  const medina = ask('مبيعات المدينة المنورة هذه السنة', { catalog: demo });
  assert.deepEqual(medina.kind === 'plan' && [medina.plan.filters, medina.plan.groupBy], [[{ dimension: 'city', op: 'eq', values: ['Medina'] }], []]);
  assert.match(answer('مبيعات المدينة المنورة هذه السنة', [{ gross_sales: '10' }], 'SAR', demo).text, /^إجمالي المبيعات خلال هذه السنة \(.*\)، في المدينة المنورة: /);
  assert.match(answer('sales in Mecca this year', [{ gross_sales: '10' }], 'SAR', demo).text, /^Gross sales this year \(.*\), in Mecca: /);
});

test('a group without a value is named "unknown" in the sentence and left empty in the table', () => {
  const rows = [{ country: null, abandoned_carts: '111' }, { country: 'SA', abandoned_carts: '50' }];
  const en = answer('abandoned carts by country', rows);
  assert.match(en.text, /: unknown \(111\), Saudi Arabia \(50\)\.$/);
  assert.deepEqual(column(en, 'country'), [null, 'Saudi Arabia']);
  const ar = answer('السلات المتروكة حسب الدولة', rows);
  assert.match(ar.text, /: غير معروف \(١١١\)، \u2068السعودية\u2069 \(٥٠\)\.$/);
});

test('an Arabic question about an English name or an e-mail is answered in Arabic, and the other way round', () => {
  assert.equal(ask('مبيعات Linen Abaya - Beige').language, 'ar');
  assert.equal(ask('وش طلبات karim.smith.39@example.com').language, 'ar');
  assert.equal(ask('كم الـ AOV الشهر الماضي').language, 'ar');
  assert.equal(ask('sales of عباية سوداء last month').language, 'en');
  assert.equal(ask('top 5 products in الرياض this year').language, 'en');
  const orders = answer('وش طلبات karim.smith.39@example.com', [{ order_number: '1042', created_at: new Date('2026-03-01T10:00:00Z'), status: 'paid', total: '250.00', currency: 'SAR' }]);
  assert.equal(orders.text, 'طلب واحد للبريد \u2068karim.smith.39@example.com\u2069 بإجمالي \u200f٢٥٠٫٠٠\u00a0ر.س.\u200f، آخرها ١٠٤٢ بتاريخ ١ مارس ٢٠٢٦.');
  // The order number is data: the table keeps it as stored.
  assert.equal(orders.table.rows[0].order_number, '1042');
  const order = answer('وين الطلب 1042', [{ order_number: '1042', created_at: new Date('2026-03-01T10:00:00Z'), status: 'paid', total: '250.00', currency: 'SAR', shipment_status: 'in_transit', carrier: 'Aramex', estimated_delivery_at: new Date('2026-10-01T10:00:00Z') }]);
  assert.match(order.text, /^الطلب ١٠٤٢ \(١ مارس ٢٠٢٦، .*التوصيل المتوقع ١ أكتوبر ٢٠٢٦\.$/);
});

test('things listed by name say how many and name them; a count stays a count', () => {
  const airports = withDimensionValues(catalogFromTables([{ schema: 'store_1', table: 'airports', columns: [
    { name: 'iata', type: 'text', sampleValues: ['ORD', 'MDW'] }, { name: 'name', type: 'text', sampleValues: ["Chicago O'Hare International", 'Chicago Midway'] },
    { name: 'city', type: 'text', sampleValues: ['Chicago', 'Houston'] },
  ] }]), { city: ['Chicago', 'Houston'] });
  const rows = [{ name: 'Chicago Meigs', count_airports: '1' }, { name: 'Chicago Midway', count_airports: '1' }, { name: "Chicago O'Hare International", count_airports: '1' }];
  const listed = answer('which airports are in Chicago', rows, 'USD', airports);
  assert.match(listed.text, /^Airports, in Chicago: 3 — Chicago Meigs, Chicago Midway, Chicago O'Hare International\.$/);
  assert.deepEqual(column(listed, 'name'), ['Chicago Meigs', 'Chicago Midway', "Chicago O'Hare International"]);
  const counted = ask('how many airports in Chicago', { catalog: airports });
  assert.ok(counted.kind === 'plan' && counted.plan.kind === 'aggregate' && counted.plan.groupBy.length === 0, 'asked how many, it is counted');
  // A share of a count is of the things counted, not "of number of airports".
  const shared = answer('what share of airports are in Chicago', [{ city: 'Chicago', count_airports: '3', share: 0.6 }, { city: 'Houston', count_airports: '2', share: 0.4 }], 'USD', airports);
  assert.match(shared.text, /^Chicago's share of airports: 60% \(3 of 5\)\.$/);
  // On the warehouse, customers are listed with what they spent.
  const customers = ask('list the customers in Riyadh');
  assert.ok(customers.kind === 'plan' && customers.plan.kind === 'aggregate');
  assert.deepEqual([customers.plan.groupBy, customers.plan.metrics], [['customer'], ['gross_sales']]);
});

test('an average split by a thing and by time says each thing in the latest bucket, not a sum that means nothing', () => {
  const rows = [
    { year: '2009-01-01', channel: 'instagram', aov: '600' }, { year: '2010-01-01', channel: 'instagram', aov: '650' },
    { year: '2009-01-01', channel: 'pos', aov: '700' }, { year: '2010-01-01', channel: 'pos', aov: '720' },
  ];
  const en = answer('average order value by channel and year', rows);
  assert.match(en.text, /^Average order value by channel and year over all time: in 2010, point of sale \(SAR\s?720\.00\), Instagram \(SAR\s?650\.00\)\.$/, en.text);
  const ar = answer('متوسط قيمة الطلب حسب القناة والسنة', rows);
  assert.match(ar.text, /: في ٢٠١٠، /, ar.text);
});

test('a rate compared over time says its latest bucket against the same bucket before', () => {
  const rows = [
    { month: '2026-10-01', aov: '600', period: 'current' }, { month: '2026-10-01', aov: '500', period: 'previous' },
    { month: '2026-11-01', aov: '613.23', period: 'current' }, { month: '2026-11-01', aov: '628.02', period: 'previous' },
  ];
  const en = answer('average order value by month this year vs last year', rows);
  assert.match(en.text, /: in November 2026, SAR\s?613\.23 vs SAR\s?628\.02 \(−2\.4%\)\.$/, en.text);
});

test('the bottom N compared with another period stay lowest first, in the table and in the sentence', async () => {
  const { composeAnswer, commerceCatalog } = await import('../../src/engine/index.ts');
  const plan = {
    kind: 'aggregate' as const, metrics: ['gross_sales'], groupBy: ['product'], filters: [], compare: 'previous' as const, top: { n: 3, dir: 'asc' as const },
    period: { from: '2026-01-01', to: '2026-02-01', label: { en: 'January 2026', ar: 'يناير 2026' } }, timezone: 'UTC', language: 'en' as const,
  };
  const compiled = { sql: '', params: [], columns: [
    { key: 'product', role: 'dimension' as const, label: { en: 'product', ar: 'المنتج' }, format: 'text' as const },
    { key: 'gross_sales', role: 'metric' as const, label: { en: 'gross sales', ar: 'إجمالي المبيعات' }, format: 'money' as const },
    { key: 'period', role: 'period' as const, label: { en: 'period', ar: 'الفترة' }, format: 'text' as const },
  ] };
  const rows = [['Oud', 30, 10], ['Dates', 10, 20], ['Musk', 20, 20]].flatMap(([product, now, before]) => [
    { product, gross_sales: now, period: 'current' }, { product, gross_sales: before, period: 'previous' },
  ]);
  const answer = composeAnswer(plan, rows, { compiled, catalog: commerceCatalog, locale: 'en', currency: 'SAR' });
  assert.deepEqual(answer.table.rows.map((row) => row.product), ['Dates', 'Musk', 'Oud']);
  assert.match(answer.text, /Dates[^,]*, Musk[^,]*, Oud/);
});

test('a series over time lists every bucket of its span, a sum as 0 where nothing sold, an average left empty', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  const answerAt = (question: string, rows: Record<string, unknown>[]) => {
    const u = ask(question, { now });
    if (u.kind !== 'plan') throw new Error(u.kind);
    return composeAnswer(u.plan, rows, { compiled: compile(u.plan, catalog, 1), catalog, locale: u.language, currency: 'SAR', timezone: 'Asia/Riyadh', now });
  };
  const sold = [{ month: '2026-03-01', gross_sales: '30' }, { month: '2026-06-01', gross_sales: '20' }];
  const monthly = answerAt('sales by month this year', sold);
  // January to November: the year so far, not December, which has not come.
  assert.deepEqual(column(monthly, 'month').map(String), ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
  assert.deepEqual(column(monthly, 'gross_sales'), [0, 0, 30, 0, 0, 20, 0, 0, 0, 0, 0]);
  // Split by channel: each channel in every day of last week (Monday 9 to Sunday 15 November without a weekend said).
  const split = answerAt('sales by day by channel last week', [{ day: '2026-11-10', channel: 'web', gross_sales: '5' }, { day: '2026-11-12', channel: 'mobile', gross_sales: '7' }]);
  assert.equal(split.table.rows.length, 14);
  assert.deepEqual(split.table.rows.filter((r) => String(r.day) === '2026-11-12').map((r) => [r.channel, r.gross_sales]), [['mobile app', 7], ['web', 0]]);
  // An average order value of a month with no orders is no number: the series keeps its gap.
  assert.equal(answerAt('average order value by month this year', [{ month: '2026-03-01', aov: '30' }]).table.rows.length, 1);
});

test('counts of distinct things by bucket are not summed into a total (a customer counts in each month she ordered)', () => {
  const rows = [{ month: '2026-01-01', returning_customers: '60' }, { month: '2026-02-01', returning_customers: '70' }];
  const customers = answer('returning customers by month last year', rows);
  assert.equal(customers.table.totals?.returning_customers, undefined);
  assert.doesNotMatch(customers.text, /total/);
  // Orders do add up.
  assert.equal(answer('orders by month last year', [{ month: '2025-01-01', orders: '60' }, { month: '2025-02-01', orders: '70' }]).table.totals?.orders, 130);
});

test("what an order holds is said when asked, in both languages, and asked again of the order just looked up", () => {
  const row = {
    order_number: '1042', created_at: new Date('2023-11-30T05:46:02Z'), customer: 'Amal Smith', email: 'amal@example.com', status: 'paid',
    fulfillment_status: 'fulfilled', total: '1671.46', currency: 'SAR', items: [{ title: 'Linen Abaya - Beige', quantity: 2 }, { title: 'Ajwa Dates - 1kg', quantity: 3 }],
    shipment_status: 'delivered', carrier: 'Aramex', tracking_number: '889', delivered_at: new Date('2023-12-01T20:46:02Z'), ship_mode: 'express',
  };
  const asked = answer("what's in order 1042?", [row]);
  assert.match(asked.text, /^Order 1042 \(Nov 30, 2023, SAR\s?1,671\.46\) for Amal Smith holds 2 × Linen Abaya - Beige, 3 × Ajwa Dates - 1kg; it is paid; shipment delivered/);
  assert.equal(asked.table.rows[0].items, '2 × Linen Abaya - Beige, 3 × Ajwa Dates - 1kg');
  // Asked where it is, the sentence tells where; the table still lists what it holds.
  const where = answer('where is order 1042?', [row]);
  assert.match(where.text, /^Order 1042 \(.*\) for Amal Smith is paid;/);
  assert.equal(where.table.rows[0].items, '2 × Linen Abaya - Beige, 3 × Ajwa Dates - 1kg');
  assert.match(answer('محتويات الطلب ١٠٤٢', [row]).text, /^الطلب ١٠٤٢ \(.*\) للعميل ⁨Amal Smith⁩ فيه: ٢ × ⁨Linen Abaya - Beige⁩، ٣ × ⁨Ajwa Dates - 1kg⁩؛ حالته: مدفوع؛/);
  const first = ask('where is order 1042?');
  for (const followUp of ["what's in it?", 'وش فيه؟', 'what did they order?']) {
    const u = ask(followUp, { context: first.context });
    assert.equal(u.kind, 'lookup', followUp);
    if (u.kind === 'lookup') assert.deepEqual([u.plan.value, u.plan.contents], ['1042', true], followUp);
  }
});

test('the worst month ranks the months that sold nothing, reading every month', () => {
  const u = ask('worst month for sales this year');
  if (u.kind !== 'plan') throw new Error(u.kind);
  const compiled = compile(u.plan, catalog, 1);
  assert.match(compiled.sql, /LIMIT 1000$/);
  const worst = composeAnswer(u.plan, [{ month: '2026-02-01', gross_sales: '5' }, { month: '2026-01-01', gross_sales: '9' }, { month: '2026-04-01', gross_sales: '7' }], {
    compiled, catalog, locale: 'en', currency: 'SAR', timezone: 'Asia/Riyadh', now: new Date('2026-04-15T09:00:00Z'),
  });
  assert.deepEqual(worst.table.rows, [{ month: '2026-03-01', gross_sales: 0 }]);
  assert.match(worst.text, /: March 2026 \(SAR\s?0\.00\)\.$/);
});

test('the month with the highest refund rate is the worst, the one with the most sales the best', () => {
  const rates = [{ month: '2026-04-01', refund_rate: '0.075' }];
  assert.match(answer('which month had the highest refund rate this year?', rates).text, /^The worst month by refund rate this year .*: April 2026 \(7\.5%\)\.$/);
  assert.match(answer('which month had the lowest refund rate this year?', rates).text, /^The best month by refund rate /);
  assert.match(answer('best month for sales this year', [{ month: '2026-03-01', gross_sales: '10' }]).text, /^The best month by gross sales /);
});

test('two periods set side by side name the earlier one as it was asked: "last week", "in January 2026"', () => {
  const row = [{ period: 'current', gross_sales: '5783.46' }, { period: 'previous', gross_sales: '49530.25' }];
  // Asked in turn, each with the context the one before left.
  const turns = ['sales this week', 'and last week?', "what's the difference?"];
  let context = {};
  let plan: QueryPlan | undefined;
  for (const turn of turns) {
    const u = ask(turn, { context });
    assert.equal(u.kind, 'plan', turn);
    ({ plan, context } = u as { plan: QueryPlan; context: object });
  }
  plan = plan!;
  assert.equal(plan.period?.label.en, 'this week');
  assert.equal(plan.against?.label.en, 'last week');
  const text = composeAnswer(plan, row, { compiled: compile(plan, catalog, 1), catalog, locale: 'en', currency: 'SAR', timezone: 'Asia/Riyadh' }).text;
  assert.match(text, /^Gross sales this week \(.*\): SAR\s?5,783\.46 against SAR\s?49,530\.25 last week \(.*\), down 88\.3%\.$/);
  assert.match(answer('sales in March vs January', row).text, / against SAR\s?49,530\.25 in January 2026 /);
});

test('the cancelled orders kept to the cancelled status are called cancelled once', () => {
  // "كم طلب ملغي؟" keeps the orders to the cancelled status; their value and their list said it twice ("آخر ٥ من
  // الطلبات الملغاة حيث الحالة ملغي").
  let context = {};
  const said: Record<string, Answer> = {};
  for (const turn of ['كم طلب ملغي الأسبوع الماضي؟', 'وش قيمتها؟', 'اعرضها']) {
    const u = ask(turn, { context });
    if (u.kind !== 'plan' && u.kind !== 'lookup') throw new Error(`${turn}: ${u.kind}`);
    context = u.context;
    const rows = u.kind === 'lookup'
      ? [{ order_number: '6985', created_at: new Date('2026-11-21T10:00:00Z'), status: 'cancelled', total: '335.49', currency: 'SAR' }]
      : [{ [u.plan.kind === 'aggregate' ? u.plan.metrics[0] : 'orders']: '2062.53' }];
    said[turn] = composeAnswer(u.plan, rows, { compiled: compile(u.plan, catalog, 1), catalog, locale: u.language, currency: 'SAR', timezone: 'Asia/Riyadh' });
  }
  assert.match(said['وش قيمتها؟'].text, /^قيمة الطلبات الملغاة خلال الأسبوع الماضي \([^)]*\): /);
  assert.match(said['اعرضها'].text, /^آخر طلب من الطلبات الملغاة خلال الأسبوع الماضي \([^)]*\): ٦٩٨٥ /);
  for (const answer of Object.values(said).slice(1)) assert.doesNotMatch(answer.text, /حيث الحالة/);
  // Orders kept to the status and counted as orders still say which.
  assert.match(said['كم طلب ملغي الأسبوع الماضي؟'].text, /حيث الحالة ملغاة/);
});

test('a split the data cannot make is refused with the splits it can make', () => {
  // "Which channel recovers best?": a cart has no channel (it was the channel with the most sales ever).
  for (const question of ['which channel recovers best?', 'أي قناة تسترجع السلات أكثر؟']) {
    const u = ask(question);
    assert.equal(u.kind, 'cannot', question);
    const text = (u as { text: string }).text;
    assert.match(text, question.startsWith('which') ? /^I can't break cart recovery rate down by channel from your data\. I can split it by day, week, month or year, or by customer, / : /^لا أستطيع تقسيم نسبة استعادة السلات حسب القناة من بياناتك\. يمكنني تقسيمها حسب الأيام والأسابيع والأشهر والسنوات أو حسب العميل، /);
  }
});

test('White Friday is named as the owner said it, and a customer’s latest order says where its parcel is', () => {
  // "Sales on White Friday" was "Gross sales on Black Friday 2025"; the day is the same.
  const white = answer('sales on white friday', [{ gross_sales: '7513.27' }]);
  assert.match(white.text, /^Gross sales on White Friday 2025 \(Nov 28, 2025\): /);
  assert.match(answer('sales on black friday', [{ gross_sales: '7513.27' }]).text, /^Gross sales on Black Friday 2025 /);
  assert.match(answer('مبيعات الجمعة البيضاء', [{ gross_sales: '7513.27' }]).text, /الجمعة البيضاء ٢٠٢٥/);
  // "Where is Ahmed Haddad's order?": the latest order with its shipment, as an order asked by number says it.
  const row = { order_number: '5068', created_at: new Date('2026-03-15T23:01:07Z'), status: 'paid', total: '308.49', currency: 'SAR', shipment_status: 'delivered', carrier: 'Aramex', tracking_number: '70090368765', delivered_at: new Date('2026-03-25T10:00:00Z') };
  const named = withDimensionValues(catalog, { customer: ['Ahmed Haddad'] });
  assert.match(answer("where is Ahmed Haddad's order?", [row], 'SAR', named).text, /: 5068 \(Mar 16, 2026, SAR\s?308\.49, paid\); shipment delivered with Aramex \(tracking 70090368765\), delivered Mar 25, 2026\.$/);
  assert.match(answer('وين طلب أحمد حداد؟', [row], 'SAR', named).text, /؛ الشحنة: تم التوصيل مع Aramex \(رقم التتبع 70090368765\)، وصلت ٢٥ مارس ٢٠٢٦\.$/);
  // When the parcel left is said too ("when was order 1042 shipped" was answered with its delivery alone).
  const sent = { ...row, shipped_at: new Date('2026-03-17T08:00:00Z') };
  assert.match(answer('when was order 5068 shipped?', [sent]).text, /shipment delivered with Aramex \(tracking 70090368765\), shipped Mar 17, 2026, delivered Mar 25, 2026\.$/);
  assert.match(answer('متى انشحن الطلب ٥٠٦٨؟', [sent]).text, /، شُحنت ١٧ مارس ٢٠٢٦، وصلت ٢٥ مارس ٢٠٢٦\.$/);
});

test('a month said with this year is that month, and parcels not arrived are those on their way', () => {
  // "Sales in november this year" was "Gross sales this year (Jan 1 – Dec 31, 2026), for month of the year November".
  assert.match(answer('sales in november this year', [{ gross_sales: '141656.75' }]).text, /^Gross sales in November 2026 \(Nov 1\W{1,3}30, 2026\): /);
  assert.match(answer('مبيعات نوفمبر هالسنة', [{ gross_sales: '141656.75' }]).text, /^إجمالي المبيعات خلال نوفمبر ٢٠٢٦ /);
  // "كم شحنة ما وصلت للحين؟" was "الشحنات منذ البداية، باستثناء الحالة تم التوصيل".
  assert.match(answer("how many shipments haven't been delivered yet?", [{ shipments_on_the_way: '133' }]).text, /^Shipments on their way right now: 133\.$/);
  assert.match(answer('كم شحنة ما وصلت للحين؟', [{ shipments_on_the_way: '133' }]).text, /^الشحنات التي في الطريق حالياً: ١٣٣\.$/);
});

test("an artist's albums asked for are worded as the artist's albums, not a split by album", async () => {
  const { thingsListedSentence } = await import('../../src/engine/answer/things-listed.ts');
  const on = {
    metrics: [
      { key: 'count_album', label: { en: 'number of albums', ar: 'عدد الألبومات' } },
      { key: 'count_track', label: { en: 'number of tracks', ar: 'عدد المقاطع' } },
    ],
  } as unknown as Catalog;
  const plan: QueryPlan = { kind: 'aggregate', metrics: ['count_track'], groupBy: ['title'], filters: [{ dimension: 'name', op: 'eq', values: ['Iron Maiden'] }], listed: 'count_album', timezone: 'UTC', language: 'en' };
  const rows = [{ title: 'Live After Death', count_track: 18 }, { title: 'A Real Dead One', count_track: 12 }, { title: 'Fear Of The Dark', count_track: 12 }, { title: 'Piece Of Mind', count_track: 8 }];
  const table = { columns: [], rows } as unknown as Parameters<typeof thingsListedSentence>[1];
  assert.equal(thingsListedSentence(plan, table, on, 'en'), "Iron Maiden's 4 albums, with their tracks: Live After Death (18), A Real Dead One (12), Fear Of The Dark (12)…");
  assert.equal(thingsListedSentence(plan, table, on, 'ar'), 'ألبومات \u2068Iron Maiden\u2069 (٤)، مع عدد مقاطع كل منها: \u2068Live After Death\u2069 (١٨)، \u2068A Real Dead One\u2069 (١٢)، \u2068Fear Of The Dark\u2069 (١٢)…');
});

test('a file of one row per day counts days; a thing counted "with an airport" takes "an"', () => {
  // It said "Number of rows in seattle weather in 2014, for weather rain: 148" and "with a airport".
  const weather = (rowCount: number) => withDimensionValues(catalogFromTables([{ schema: 'store_1', table: 'seattle_weather', rowCount, earliest: '2012-01-01', latest: '2015-12-31', columns: [
    { name: 'date', type: 'date' }, { name: 'precipitation', type: 'numeric' }, { name: 'weather', type: 'text', sampleValues: ['rain', 'sun'] },
  ] }]), { weather: ['rain', 'sun', 'fog'] });
  const daily = weather(1461);
  assert.match(answer('how many rainy days in 2014', [{ count_seattle_weather: '148' }], 'USD', daily).text, /^Number of days in 2014 .*rain.*: 148\.$/);
  assert.match(answer('كم يوم ممطر في ٢٠١٤', [{ count_seattle_weather: '148' }], 'USD', daily).text, /^عدد الأيام خلال عام ٢٠١٤ .*: ١٤٨\.$/);
  // Two rows a day (or days missing) are rows, not days.
  assert.match(answer('how many rainy days in 2014', [{ count_seattle_weather: '296' }], 'USD', weather(2922)).text, /^Number of rows in seattle weather in 2014/);
  const airports = withDimensionValues(catalogFromTables([{ schema: 'store_1', table: 'airports', columns: [
    { name: 'iata', type: 'text', sampleValues: ['ORD'] }, { name: 'name', type: 'text', sampleValues: ['Chicago Midway'] }, { name: 'state', type: 'text', sampleValues: ['IL', 'TX'] },
  ] }]), { state: ['IL', 'TX'] });
  assert.match(answer('how many states with an airport', [{ counted: '57' }], 'USD', airports).text, /with an airport: 57\.$/);
});

test("the catalog's average price is said as an average, not as one product's price", () => {
  // It was "Price currently: SAR 256.74" and "السعر حالياً", read as the price of one thing.
  assert.match(answer('what is the average product price?', [{ avg_price: '256.74' }]).text, /^Average price currently: SAR\s?256\.74\.$/);
  assert.match(answer('ما متوسط سعر المنتجات؟', [{ avg_price: '256.74' }]).text, /^متوسط السعر حالياً: /);
});

test('a count of the catalog with no period asked claims none ("over all time", "منذ البداية" were said of it)', () => {
  const en = answer('how many products do we have?', [{ product_count: '20' }]);
  assert.doesNotMatch(en.text, /over all time/);
  assert.match(en.text, /^Products in the catalog: 20\.$/);
  const ar = answer('كم عدد المنتجات؟', [{ product_count: '20' }]);
  assert.doesNotMatch(ar.text, /منذ البداية/);
  assert.match(ar.text, /٢٠/);
  // A period asked is still said: the products added in it.
  assert.match(answer('how many products were added last month?', [{ product_count: '3' }]).text, /last month/);
});

test('two parts of the day set side by side are named as parts of the day, in English and Arabic', () => {
  const en = answer('morning vs evening sales', [{ part_of_day: 'morning', gross_sales: '100' }, { part_of_day: 'evening', gross_sales: '200' }]);
  assert.match(en.text, /^Gross sales by period of the day over all time: morning \(SAR\s?100\.00\), evening \(SAR\s?200\.00\)\.$/);
  const ar = answer('الصباح مقابل المساء', [{ part_of_day: 'morning', gross_sales: '100' }, { part_of_day: 'evening', gross_sales: '200' }]);
  assert.match(ar.text, /حسب فترة اليوم/);
  assert.match(ar.text, /الصباح/);
  assert.match(ar.text, /المساء/);
});

test('Arabic answers about files name the stored values they know in Arabic; English answers and filters keep them as stored', () => {
  // They showed the stored English: "حيث الطقس ⁨rain⁩", "في ⁨Germany⁩ أو ⁨France⁩", "⁨USA⁩ (…)", "⁨Rock⁩".
  const weather = withDimensionValues(catalogFromTables([{ schema: 'store_1', table: 'seattle_weather', rowCount: 1461, earliest: '2012-01-01', latest: '2015-12-31', columns: [
    { name: 'date', type: 'date' }, { name: 'weather', type: 'text', sampleValues: ['rain', 'sun', 'fog', 'snow', 'drizzle'] },
  ] }]), { weather: ['rain', 'sun', 'fog', 'snow', 'drizzle'] });
  const rainy = answer('كم يوم ممطر في ٢٠١٤', [{ count_seattle_weather: '148' }], 'USD', weather);
  assert.match(rainy.text, /حيث الطقس مطر: ١٤٨\.$/);
  const byWeather = answer('عدد الأيام حسب الطقس', [{ weather: 'rain', count_seattle_weather: '641' }, { weather: 'sun', count_seattle_weather: '640' }, { weather: 'drizzle', count_seattle_weather: '53' }], 'USD', weather);
  assert.deepEqual(column(byWeather, 'weather'), ['مطر', 'مشمس', 'رذاذ']);
  assert.doesNotMatch(byWeather.text, /rain|sun|drizzle/);
  assert.deepEqual(column(answer('number of days by weather', [{ weather: 'rain', count_seattle_weather: '641' }], 'USD', weather), 'weather'), ['rain']);
  const store = catalogFromTables([{ schema: 'store_1', table: 'invoices', columns: [
    { name: 'country', type: 'text', sampleValues: ['USA', 'Germany', 'France', 'Narnia'] }, { name: 'genre', type: 'text', sampleValues: ['Rock', 'Blues', 'Alternative & Punk'] },
    { name: 'total', type: 'numeric' },
  ] }]);
  const two = ask('المبيعات في ألمانيا أو فرنسا', { catalog: store });
  assert.deepEqual(two.kind === 'plan' && two.plan.filters, [{ dimension: 'country', op: 'eq', values: ['Germany', 'France'] }]);
  assert.match(answer('المبيعات في ألمانيا أو فرنسا', [{ sum_total: '351.58' }], 'USD', store).text, /، في ألمانيا أو فرنسا: /);
  const byCountry = answer('المبيعات حسب الدولة', [{ country: 'USA', sum_total: '523.06' }, { country: 'Narnia', sum_total: '1' }], 'USD', store);
  assert.deepEqual(column(byCountry, 'country'), ['الولايات المتحدة', 'Narnia']);
  // A value with no Arabic name stays as stored, isolated.
  assert.ok(byCountry.text.includes('\u2068Narnia\u2069'), byCountry.text);
  const byGenre = answer('المبيعات حسب النوع', [{ genre: 'Rock', sum_total: '9' }, { genre: 'Blues', sum_total: '5' }, { genre: 'Alternative & Punk', sum_total: '2' }], 'USD', store);
  assert.deepEqual(column(byGenre, 'genre'), ['روك', 'بلوز', 'Alternative & Punk']);
  assert.match(answer('total in Germany or France', [{ sum_total: '351.58' }], 'USD', store).text, /, in Germany or France: /);
});

test('a state compared is said at the end of the period compared; billing intervals and compared spans read as owners say them', () => {
  const states = [{ period: 'current', mrr: '3145.67' }, { period: 'previous', mrr: '3260.58' }];
  assert.match(answer('mrr vs last month', states).text, /^MRR currently: SAR\s?3,145\.67 against SAR\s?3,260\.58 at the end of the previous month \(Oct 1\s?–\s?31, 2026\), down 3\.5%\.$/);
  assert.match(answer('الإيراد الشهري المتكرر مقارنة بالشهر الماضي', states).text, / في نهاية الشهر السابق \(/);
  assert.match(answer('new monthly subscriptions this year', [{ new_subscriptions: '16' }]).text, /^New subscriptions this year \(.*\), billed monthly: 16\.$/);
  // A week one day old compared with the same days a year before is "in" that span, not "on" it.
  const week = [{ period: 'current', orders: '10' }, { period: 'previous', orders: '7' }];
  assert.match(answer('orders this week vs same week last year', week).text, / against 7 in the same period last year \(/);
  // One percentage point is singular.
  const rates = [{ period: 'current', return_rate: '0.045' }, { period: 'previous', return_rate: '0.055' }];
  assert.match(answer('return rate this month vs last month', rates).text, /, down 1 percentage point\.$/);
});

test('Arabic counts percentage points, says billing intervals as owners do, and a group that did not move is unchanged', () => {
  const rates = (now: string, before: string) => [{ period: 'current', return_rate: now }, { period: 'previous', return_rate: before }];
  const ar = 'نسبة الإرجاع هالشهر مقارنة بالشهر الماضي';
  assert.match(answer(ar, rates('0.045', '0.055')).text, /، بانخفاض نقطة مئوية واحدة\.$/);
  assert.match(answer(ar, rates('0.075', '0.055')).text, /، بزيادة نقطتين مئويتين\.$/);
  assert.match(answer(ar, rates('0.105', '0.055')).text, /، بزيادة ٥ نقاط مئوية\.$/);
  assert.match(answer(ar, rates('0.255', '0.055')).text, /، بزيادة ٢٠ نقطة مئوية\.$/);
  assert.match(answer(ar, rates('0.046', '0.045')).text, /، بزيادة ٠٫١ نقطة مئوية\.$/);
  // Billed monthly, in Arabic: "بالفوترة الشهرية" (it was "حيث دورة الفوترة شهري", with the status said again).
  assert.match(answer('كم اشتراك شهري نشط عندنا', [{ active_subscriptions: '24' }]).text, /^الاشتراكات النشطة حالياً، بالفوترة الشهرية: ٢٤\.$/);
  assert.match(answer('كم الاشتراكات السنوية الملغاة هالسنة', [{ churned_subscriptions: '1' }]).text, /، بالفوترة السنوية: ١\.$/);
  // A group whose figure did not move is said unchanged ("(+0%)" it was), in both languages.
  const cities = [
    { city: 'Riyadh', gross_sales: '300', period: 'current' }, { city: 'Riyadh', gross_sales: '200', period: 'previous' },
    { city: 'Jeddah', gross_sales: '150', period: 'current' }, { city: 'Jeddah', gross_sales: '150', period: 'previous' },
  ];
  assert.match(answer('sales by city this month vs last month', cities).text, /Jeddah SAR\s?150\.00 vs SAR\s?150\.00 \(unchanged\)/);
  assert.match(answer('مبيعات المدن هالشهر مقارنة بالشهر الماضي', cities).text, /جدة\S*\s\S*١٥٠٫٠٠\sر\.س\.\S*\sمقابل\s\S*١٥٠٫٠٠\sر\.س\.\S*\s\(دون تغيير\)/);
  const methods = [
    { payment_method: 'card', payment_failure_rate: '0.05', period: 'current' }, { payment_method: 'card', payment_failure_rate: '0.03', period: 'previous' },
    { payment_method: 'mada', payment_failure_rate: '0.02', period: 'current' }, { payment_method: 'mada', payment_failure_rate: '0.02', period: 'previous' },
  ];
  const failing = answer('نسبة فشل الدفع حسب الطريقة الشهر الماضي مقارنة بالشهر اللي قبله', methods).text;
  assert.match(failing, /\(\+نقطتان\)/);
  assert.match(failing, /\(دون تغيير\)/);
  // A trend that ends where it began is unchanged ("ارتفاع ٠٪" it was).
  const days = [{ day: '2026-11-01', orders: '10' }, { day: '2026-11-02', orders: '17' }, { day: '2026-11-03', orders: '10' }];
  assert.match(answer('ترند الطلبات من ١ الى ٣ نوفمبر يوم بيوم', days).text, /، دون تغيير من أول يوم /);
  assert.match(answer('orders trend from nov 1 to nov 3 by day', days).text, /, unchanged from the first day /);
});
