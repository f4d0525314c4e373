import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, compile, composeAnswer, replyOf, validatePlan, type Answer, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
import { MAX_ROWS } from '../../src/engine/sql/identifiers.ts';
import { ask, catalog, planOf } from './helpers.ts';

/** The answer to the last of a conversation's questions, given the rows its SQL returned. */
function answerAfter(questions: string[], rows: Record<string, unknown>[], on: Catalog = catalog): Answer {
  let context = {};
  let u = ask(questions[0], { catalog: on });
  for (const question of questions.slice(1)) {
    context = u.context;
    u = ask(question, { catalog: on, context });
  }
  const plan = u.kind === 'plan' ? u.plan : u.kind === 'restyle' ? { ...u.plan, chart: u.chart } : undefined;
  if (!plan) throw new Error(`${questions.at(-1)}: ${u.kind}`);
  return composeAnswer(plan, rows, { compiled: compile(plan, on, 1), catalog: on, locale: u.language, currency: 'SAR', timezone: 'Asia/Riyadh', now: new Date('2026-11-22T03:00:00Z') });
}
/** The plan of a follow-up. */
function followUp(first: string, then: string): QueryPlan {
  const u = ask(first);
  if (u.kind !== 'plan') throw new Error(`${first}: ${u.kind}`);
  return planOf(then, { context: u.context });
}
const column = (a: Answer, key: string) => a.table.rows.map((row) => row[key]);
const channels = [
  { channel: 'alpha', gross_sales: '900' }, { channel: 'mid', gross_sales: '300' }, { channel: 'zeta', gross_sales: '500' },
];

test('a sort follow-up keeps the rows, the measure and the limit, and only orders them', () => {
  const top = planOf('top 5 products this year');
  for (const [said, sort] of [
    ['ascending', { by: 'gross_sales', dir: 'asc' }], ['sorted by name', { by: 'name', dir: 'asc' }], ['alphabetically', { by: 'name', dir: 'asc' }],
    ['lowest first', { by: 'gross_sales', dir: 'asc' }], ['from lowest to highest', { by: 'gross_sales', dir: 'asc' }], ['highest first', { by: 'gross_sales', dir: 'desc' }],
    ['رتبها تصاعدياً', { by: 'gross_sales', dir: 'asc' }], ['رتبها أبجدياً', { by: 'name', dir: 'asc' }], ['بالترتيب من الأقل', { by: 'gross_sales', dir: 'asc' }],
    ['من الأقل إلى الأعلى', { by: 'gross_sales', dir: 'asc' }], ['رتبها من الأعلى', { by: 'gross_sales', dir: 'desc' }], ['order by sales descending', { by: 'gross_sales', dir: 'desc' }],
  ] as const) {
    const p = followUp('top 5 products this year', said);
    assert.deepEqual(p.sort, sort, said);
    assert.deepEqual([p.metrics, p.groupBy, p.top, p.filters, p.period, p.ignored], [top.metrics, top.groupBy, top.top, top.filters, top.period, undefined], said);
  }
  // "Order by sales" after a list by channel is the channels by sales, not orders and sales (a second measure).
  const bySales = followUp('sales by channel this year', 'order by sales descending');
  assert.deepEqual([bySales.metrics, bySales.top, bySales.sort], [['gross_sales'], undefined, { by: 'gross_sales', dir: 'desc' }]);
  // A new split or a new ranking is listed in its own order.
  const sorted = ask('sales by channel this year');
  const asc = ask('lowest first', { context: sorted.context });
  assert.equal(planOf('by city', { context: asc.context }).sort, undefined);
  assert.equal(planOf('top 3', { context: asc.context }).sort, undefined);
});

test('sorted rows are listed in the order asked, with their totals, and the answer says the order', () => {
  const asc = answerAfter(['sales by channel this year', 'lowest first'], channels);
  assert.deepEqual(column(asc, 'channel'), ['mid', 'zeta', 'alpha']);
  assert.equal(asc.table.totals?.gross_sales, 1700);
  assert.match(asc.text, /Listed from lowest to highest\.$/);
  const named = answerAfter(['sales by channel this year', 'sorted by name'], channels);
  assert.deepEqual(column(named, 'channel'), ['alpha', 'mid', 'zeta']);
  const ar = answerAfter(['المبيعات حسب القناة هذه السنة', 'رتبها تصاعدياً'], channels);
  assert.match(ar.text, /مرتبة من الأقل إلى الأعلى\.$/);
  // A top 5, ascending: the same five, the smallest first (it was the bottom 10).
  const five = answerAfter(['top 5 products this year', 'ascending'], [
    { product: 'A', gross_sales: '50' }, { product: 'B', gross_sales: '40' }, { product: 'C', gross_sales: '30' },
  ]);
  assert.deepEqual(column(five, 'product'), ['C', 'B', 'A']);
  assert.match(five.text, /^Top 5 products/);
  // Months by their sales are bars in that order; January stays.
  const months = answerAfter(['sales by month this year', 'highest first'], [
    { month: '2026-01-01', gross_sales: '10' }, { month: '2026-02-01', gross_sales: '30' }, { month: '2026-03-01', gross_sales: '20' },
  ]);
  assert.deepEqual(column(months, 'month').slice(0, 3), ['2026-02-01', '2026-03-01', '2026-01-01']);
  assert.equal(months.chart?.type, 'bar');
});

test('a list with no ranking is read in the order asked, so rows cut at the cap are the first names', () => {
  const p = followUp('sales by customer this year', 'alphabetically');
  assert.match(compile(p, catalog, 1).sql, /ORDER BY 1 ASC\nLIMIT 1000/);
  const low = followUp('sales by customer this year', 'lowest first');
  assert.match(compile(low, catalog, 1).sql, /ORDER BY "gross_sales" ASC NULLS LAST, 1 ASC\nLIMIT 1000/);
});

test('"show 10 instead", "show me 3", "خليها ٣" change how many of the ranking, never a month', () => {
  for (const [first, said, n] of [
    ['top 5 products this year', 'show 10 instead', 10], ['top 5 products this year', 'show 10', 10], ['top 5 cities by sales this year', 'show me 3', 3],
    ['أعلى ٥ مدن حسب المبيعات هذه السنة', 'خليها ٣', 3], ['أعلى ٥ منتجات هذه السنة', 'اعرض ١٠ بدلاً من ٥', 10],
  ] as const) {
    const p = followUp(first, said);
    assert.equal(p.top?.n, n, said);
    assert.deepEqual([p.filters, p.ignored, p.top?.dir], [[], undefined, 'desc'], said);
  }
});

test('a stored plan keeps its order only by its name or one of its own measures', () => {
  const base = { kind: 'aggregate', metrics: ['gross_sales'], groupBy: ['channel'], filters: [], timezone: 'Asia/Riyadh', language: 'en' };
  const fallback = { timezone: 'Asia/Riyadh', language: 'en' as const };
  assert.deepEqual((validatePlan({ ...base, sort: { by: 'name', dir: 'desc' } }, catalog, fallback) as QueryPlan).sort, { by: 'name', dir: 'desc' });
  assert.deepEqual((validatePlan({ ...base, sort: { by: 'gross_sales', dir: 'asc' } }, catalog, fallback) as QueryPlan).sort, { by: 'gross_sales', dir: 'asc' });
  assert.equal((validatePlan({ ...base, sort: { by: 'orders', dir: 'asc' } }, catalog, fallback) as QueryPlan).sort, undefined);
  assert.equal((validatePlan({ ...base, sort: { by: 'name; DROP TABLE x', dir: 'up' } }, catalog, fallback) as QueryPlan).sort, undefined);
});

test('a table cut at the row cap has no totals row: it would read as the period\'s total', () => {
  const rows = Array.from({ length: MAX_ROWS }, (_, i) => ({ customer: `C${i}`, customer__id: String(i), customer__detail: `c${i}@x.com`, orders: '1' }));
  const cut = answerAfter(['orders by customer this year'], rows);
  assert.equal(cut.table.totals, undefined);
  const whole = answerAfter(['orders by customer this year'], rows.slice(0, 20));
  assert.equal(whole.table.totals?.orders, 20);
});

test('values tied with the last one are named as the table names them', () => {
  const a = answerAfter(['which payment method has the lowest payment failure rate this year'], [
    { payment_method: 'benefit_pay', payment_failure_rate: '0' }, { payment_method: 'cash_on_delivery', payment_failure_rate: '0' },
  ]);
  assert.match(a.text, /cash on delivery has the same/);
  const ar = answerAfter(['الطلبات حسب المدينة هذه السنة', 'أقل مدينة'], [{ city: 'Riyadh', orders: '3' }, { city: 'Dubai', orders: '3' }]);
  assert.match(ar.text, /دبي/);
  assert.doesNotMatch(ar.text, /Dubai/);
});

test('a pie is drawn only of a whole shared out by one split; otherwise bars (or lines), and the answer says why', () => {
  const aov = answerAfter(['average order value by channel as a pie chart'], [{ channel: 'web', aov: '10' }, { channel: 'mobile', aov: '12' }]);
  assert.equal(aov.chart?.type, 'bar');
  assert.match(aov.text, /Averages and rates don't add up to a whole/);
  const aovAr = answerAfter(['متوسط قيمة الطلب حسب القناة كرسم دائري'], [{ channel: 'web', aov: '10' }]);
  assert.match(aovAr.text, /المتوسطات والنسب/);
  // An order is in each pair of its products: the pairs are no slices of one whole, and no pie is offered.
  const pairs = answerAfter(['which products are bought together', 'as a pie chart'], [{ product_pair: 'A + B', orders_together: '3' }, { product_pair: 'A + C', orders_together: '2' }]);
  assert.equal(pairs.chart?.type, 'bar');
  assert.match(pairs.text, /One order is counted in several of these, so they don't add up to a whole: I drew it as bars\.$/);
  assert.ok(!answerAfter(['which products are bought together'], [{ product_pair: 'A + B', orders_together: '3' }]).suggestions?.includes('Show it as a pie chart'));
  assert.match(answerAfter(['وش المنتجات اللي تنباع مع بعض', 'ارسمها دائري'], [{ product_pair: 'A + B', orders_together: '3' }]).text, /الطلب الواحد محسوب في أكثر من واحد منها/);
  const two = answerAfter(['orders by channel by payment method this year', 'as a pie chart'], [{ channel: 'web', payment_method: 'card', orders: '3' }]);
  assert.equal(two.chart?.type, 'stacked');
  assert.match(two.text, /can't show two breakdowns at once, so I drew it as stacked bars/);
  const series = answerAfter(['sales by month by channel this year', 'as a pie chart'], [{ month: '2026-01-01', channel: 'web', gross_sales: '3' }]);
  assert.equal(series.chart?.type, 'line');
  assert.match(series.text, /so I drew it as a line/);
  const pie = answerAfter(['sales by channel this year as a pie chart'], channels);
  assert.equal(pie.chart?.type, 'pie');
  assert.doesNotMatch(pie.text, /pie/);
  // Not offered again on a pie, nor where it would not be drawn.
  assert.ok(!pie.suggestions.includes('Show it as a pie chart'));
  assert.ok(!aov.suggestions.includes('Show it as a pie chart'));
  assert.ok(!two.suggestions.includes('Show it as a pie chart'));
  assert.ok(answerAfter(['sales by channel this year'], channels).suggestions.includes('Show it as a pie chart'));
  // A pie asked, then one figure kept ("only 2024"): a number, and nothing said about slices.
  const one = answerAfter(['sales by year', 'as a pie chart', 'only 2024'], [{ gross_sales: '900' }]);
  assert.equal(one.chart?.type, 'number');
  assert.doesNotMatch(one.text, /slices|pie/);
  // Invoices counted from their lines: an invoice of two genres is in both (it was called an average or a rate).
  const lines = catalogFromTables([{ schema: 'store_9', table: 'sold_lines', label: 'sold_lines.csv', columns: [
    { name: 'invoice_id', type: 'integer' }, { name: 'genre', type: 'text', sampleValues: ['Rock', 'Jazz'] }, { name: 'price', type: 'numeric' },
  ] }]);
  const invoices = answerAfter(['number of invoices by genre', 'as a pie chart'], [{ genre: 'Rock', distinct_invoice_id: '3' }, { genre: 'Jazz', distinct_invoice_id: '2' }], lines);
  assert.equal(invoices.chart?.type, 'bar');
  assert.match(invoices.text, /One of the invoices can be counted in more than one of these, so they don't add up to a whole: I drew it as bars\.$/);
  assert.match(answerAfter(['عدد الفواتير حسب النوع', 'كرسم دائري'], [{ genre: 'Rock', distinct_invoice_id: '3' }], lines).text, /قد يُحسب الواحد من الفواتير في أكثر من واحد منها/);
});

/** A file without dates (airports) and one with dates and number columns (weather). */
const airports = catalogFromTables([{ schema: 'store_9', table: 'airports', label: 'airports.csv', columns: [
  { name: 'iata', type: 'text', sampleValues: ['JFK', 'LAX', 'ORD', 'SFO', 'SEA', 'BOS'] }, { name: 'airport', type: 'text', sampleValues: ['Kennedy', 'Logan'] },
  { name: 'state', type: 'text', sampleValues: ['NY', 'CA', 'TX'] }, { name: 'latitude', type: 'numeric' },
] }]);
const weather = catalogFromTables([{ schema: 'store_9', table: 'seattle_weather', label: 'seattle-weather.csv', columns: [
  { name: 'date', type: 'date' }, { name: 'precipitation', type: 'numeric' }, { name: 'temp_max', type: 'numeric' },
  { name: 'weather', type: 'text', sampleValues: ['rain', 'sun', 'fog'] },
] }]);

test('suggestions can be followed: no months on a file without dates, no measure as a split, no English in Arabic', () => {
  const byState = answerAfter(['number of airports by state'], [{ state: 'NY', count_airports: '3' }], airports);
  assert.ok(!byState.suggestions.some((s) => /month|day/i.test(s)), JSON.stringify(byState.suggestions));
  const byYear = answerAfter(['total precipitation by year'], [{ year: '2014-01-01', sum_precipitation: '3' }], weather);
  assert.ok(!byYear.suggestions.some((s) => /precipitation|temp/i.test(s)), JSON.stringify(byYear.suggestions));
  const ar = answerAfter(['المبيعات حسب الشهر'], [{ month: '2026-01-01', gross_sales: '3' }]);
  assert.ok(ar.suggestions.every((s) => !/[a-z]/i.test(s)), JSON.stringify(ar.suggestions));
  const arAirports = answerAfter(['عدد المطارات حسب الولاية'], [{ state: 'NY', count_airports: '3' }], airports);
  assert.ok(arAirports.suggestions.every((s) => !/[a-z]{3,}/i.test(s)), JSON.stringify(arAirports.suggestions));
});

test('a "can\'t" reply on a file suggests questions about that file, not the shop\'s', () => {
  const u = ask("what's the humidity in 2014", { catalog: weather });
  assert.equal(u.kind, 'cannot');
  const reply = replyOf(u, { catalog: weather });
  assert.ok(reply.suggestions.length > 0);
  assert.ok(reply.suggestions.every((s) => !/products|orders|sales this month/i.test(s)), JSON.stringify(reply.suggestions));
  assert.ok(reply.suggestions.some((s) => /precipitation/i.test(s)), JSON.stringify(reply.suggestions));
  const shop = replyOf(ask('what is the weather tomorrow'), { catalog });
  assert.ok(shop.suggestions.includes('Top 5 products last month'));
});

test('an average per day by month divides each month by its own days, the running one by the days so far', () => {
  const p = planOf('average daily sales by month this year');
  const { sql, params } = compile(p, catalog, 1);
  assert.match(sql, /CASE WHEN .* THEN CAST\(\$\d+ AS DECIMAL\(30, 6\)\)/);
  // January's 31, February's 28, … November's 22.
  for (const days of ['31', '28', '30', '22']) assert.ok(params.includes(days), `${days} in ${JSON.stringify(params)}`);
  assert.ok(!params.includes('326'));
});

test('"what can you answer?" is greeted with what can be asked, not "I can\'t answer that"', () => {
  for (const said of ['what can you answer?', 'ماذا يمكنك أن تجيب؟', 'what questions can I ask?']) {
    const u = ask(said);
    assert.equal(u.kind, 'cannot', said);
    const text = (u as { text: string }).text;
    assert.match(text, /^(?:Hello|أهلاً)/, said);
    assert.doesNotMatch(text, /can't answer|لا أستطيع/, said);
  }
});

test('Arabic said as the English is read the same: a failure rate without "الدفع", "نما" as growth', () => {
  const failing = planOf('أي طريقة دفع لديها أقل نسبة فشل هذه السنة');
  assert.deepEqual([failing.metrics, failing.groupBy, failing.filters, failing.top], [['payment_failure_rate'], ['payment_method'], [], { n: 1, dir: 'asc' }]);
});

test('a split by time of data with no dates is said to have none, and only dated data is offered "over time"', () => {
  const u = ask('number of airports by month', { catalog: airports });
  assert.equal(u.kind, 'cannot');
  assert.match((u as { text: string }).text, /^This data has no dates/);
  const hello = ask('hello', { catalog: airports });
  assert.doesNotMatch((hello as { text: string }).text, /over time|by month/);
  assert.match((ask('hello', { catalog: weather }) as { text: string }).text, /over time/);
});

test('a file\'s column is labelled in Arabic as it is written, not as questions are matched ("الأمطار")', () => {
  assert.equal(weather.metrics.find((m) => m.key === 'sum_precipitation')?.label.ar.includes('الأمطار'), true);
});

test('groups past a threshold cut at the row limit are counted in all, not as "1,000+"', () => {
  const rows = Array.from({ length: MAX_ROWS }, (_, i) => ({ customer: `Customer ${i}`, customer__id: String(i), customer__detail: `c${i}@example.com`, orders: '1', groups_passed: '2420' }));
  const en = answerAfter(['which customers ordered only once'], rows);
  assert.match(en.text, /: 2,420 customers, led by /);
  assert.match(en.text, /\(showing the first 1,000 rows of 2,420\)$/);
  assert.ok(!en.table.columns.some((c) => c.key === 'groups_passed'), 'the count in all is no column of the table');
  const ar = answerAfter(['مين العملاء اللي طلبوا مرة وحدة بس'], rows);
  assert.match(ar.text, /٢٬٤٢٠ عميل/);
  assert.match(ar.text, /أول ١٬٠٠٠ صف من ٢٬٤٢٠/);
});

test('the share of a top N is said together as well as one by one, in English and Arabic', () => {
  const rows = [{ city: 'Riyadh', gross_sales: '500', share: '0.5' }, { city: 'Jeddah', gross_sales: '200', share: '0.2' }, { city: 'Dubai', gross_sales: '100', share: '0.1' }];
  assert.match(answerAfter(['top 3 cities share of sales'], rows).text, /Dubai \(SAR\s100\.00, 10%\)\. Together: 80% of gross sales\.$/);
  assert.match(answerAfter(['نسبة مبيعات أعلى ٣ مدن من الإجمالي'], rows).text, /معاً: ٨٠٪؜ من إجمالي المبيعات\.$/);
  // Without a ranking, every group's share adds up to the whole: nothing to say together.
  assert.doesNotMatch(answerAfter(['share of sales by city'], rows).text, /Together/);
});
