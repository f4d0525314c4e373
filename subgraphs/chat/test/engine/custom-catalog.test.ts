import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, commerceCatalog, compile, composeAnswer, mergeCatalogs, understand, validatePlan, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
import { besideCommerce } from '../../src/engine/custom/beside-commerce.ts';
import { NOW } from './helpers.ts';

/** A file the engine has never seen: Superstore-like headers with spaces and capitals. */
const superstore: Catalog = catalogFromTables([{
  schema: 'store_9', table: 'superstore', label: 'Superstore.csv',
  columns: [
    { name: 'Order Date', type: 'date' }, { name: 'Region', type: 'text', sampleValues: ['West', 'East', 'Central', 'South'] },
    { name: 'State', type: 'text', sampleValues: ['Texas', 'California'] }, { name: 'Category', type: 'text', sampleValues: ['Furniture', 'Technology'] },
    { name: 'Sales', type: 'numeric' }, { name: 'Profit', type: 'numeric' }, { name: 'Quantity', type: 'integer' }, { name: 'Row ID', type: 'integer' },
    { name: 'amt', type: 'numeric', comment: 'net revenue; صافي الايراد' },
  ],
}]);

function plan(question: string): QueryPlan {
  const u = understand(question, { catalog: superstore, now: NOW, timezone: 'Asia/Riyadh' });
  if (u.kind !== 'plan') throw new Error(`${question}: ${u.kind}`);
  return u.plan;
}

test('columns become measures, dimensions and the time axis', () => {
  const keys = superstore.metrics.map((m) => m.key);
  assert.ok(['count_superstore', 'sum_sales', 'avg_sales', 'sum_profit', 'sum_quantity', 'sum_amt'].every((k) => keys.includes(k)));
  assert.ok(!keys.includes('sum_row_id'), 'identifiers are not summed');
  // Its date gives the days of the week, weekends and seasons too.
  assert.deepEqual(superstore.dimensions.filter((d) => d.kind !== 'amount').map((d) => d.key), ['region', 'state', 'category', 'weekday', 'day_type', 'season', 'month_of_year']);
  // Each number column is an amount a threshold can compare with ("orders with Sales over 100"), never a split.
  assert.deepEqual(superstore.dimensions.filter((d) => d.kind === 'amount').map((d) => d.key), ['amount_sales', 'amount_profit', 'amount_quantity', 'amount_amt']);
  assert.equal(superstore.tables.t0.time, 't0."Order Date"');
  assert.equal(superstore.tables.t0.localTime, true);
});

test('"total Sales by Region in 2016" works on a file never seen, in English and Arabic, with values from the data', () => {
  const p = plan('total Sales by Region in 2016');
  assert.deepEqual([p.metrics, p.groupBy, p.period?.from, p.period?.to], [['sum_sales'], ['region'], '2016-01-01', '2017-01-01']);
  const { sql, params } = compile(p, superstore, 9);
  assert.match(sql, /FROM "store_9"\."superstore" t0/);
  assert.match(sql, /t0\."Order Date" >= \(\$1::timestamp\)/);
  assert.deepEqual(params, ['2016-01-01', '2017-01-01']);
  assert.deepEqual(plan('profit in Texas for Furniture').filters, [
    { dimension: 'state', op: 'eq', values: ['Texas'] }, { dimension: 'category', op: 'eq', values: ['Furniture'] },
  ]);
  const ar = plan('مجموع المبيعات حسب المنطقة في ٢٠١٦');
  assert.deepEqual([ar.metrics, ar.groupBy, ar.language], [['sum_sales'], ['region'], 'ar']);
  assert.deepEqual(plan('average profit by category').metrics, ['avg_profit']);
  assert.deepEqual(plan('how many rows by state').metrics, ['count_superstore']);
  // The owner's comment teaches a word: "net revenue" is the amt column.
  assert.deepEqual(plan('net revenue by region').metrics, ['sum_amt']);
  assert.deepEqual(plan('صافي الايراد حسب المنطقة').metrics, ['sum_amt']);
});

test('values the caller looks up in the data are matched too', () => {
  const u = understand('sales in Oregon', {
    catalog: superstore, now: NOW, timezone: 'UTC',
    lookupValues: (dimension, text) => (dimension === 'state' && text === 'oregon' ? ['Oregon'] : []),
  });
  assert.equal(u.kind, 'plan');
  if (u.kind === 'plan') assert.deepEqual(u.plan.filters, [{ dimension: 'state', op: 'eq', values: ['Oregon'] }]);
});

/** A store that sells, with uploaded files and a connected database whose tables share commerce names. */
const beside = (() => {
  const custom = catalogFromTables([
    { schema: 'public', table: 'products', columns: [{ name: 'id', type: 'integer' }, { name: 'title', type: 'text', sampleValues: ['Oud'] }, { name: 'price', type: 'numeric' }, { name: 'category', type: 'text', sampleValues: ['Perfume'] }] },
    { schema: 'sales', table: 'orders', columns: [{ name: 'id', type: 'integer' }, { name: 'created_at', type: 'timestamp' }, { name: 'total', type: 'numeric' }, { name: 'discount_code', type: 'text', sampleValues: ['SAVE10'] }, { name: 'status', type: 'text', sampleValues: ['open'] }] },
    { schema: 'store_9', table: 'ar1256', label: 'ar1256.csv', columns: [{ name: 'Date', type: 'date' }, { name: 'Region', type: 'text', sampleValues: ['West'] }, { name: 'Amount', type: 'numeric' }] },
    { schema: 'store_9', table: 'sales_2016', label: 'sales_2016.csv', columns: [{ name: 'Region', type: 'text' }, { name: 'Units', type: 'integer' }] },
  ]);
  return mergeCatalogs(commerceCatalog, besideCommerce(custom, commerceCatalog, { commerceWords: true }));
})();
const besidePlan = (question: string) => {
  const u = understand(question, { catalog: beside, now: NOW, timezone: 'Asia/Riyadh' });
  return u.kind === 'plan' ? { metrics: u.plan.metrics, groupBy: u.plan.groupBy } : u.kind;
};

test('beside the warehouse, counting words and commerce nouns stay commerce questions', () => {
  assert.deepEqual(besidePlan('top 5 products last month'), { metrics: ['gross_sales'], groupBy: ['product'] });
  assert.deepEqual(besidePlan('how many new customers in march'), { metrics: ['new_customers'], groupBy: [] });
  for (const q of ['total orders this year', 'count of orders last month', 'كم عدد الطلبات اليوم', 'عدد الطلبات الشهر الماضي']) assert.deepEqual(besidePlan(q), { metrics: ['orders'], groupBy: [] }, q);
  assert.deepEqual(besidePlan('كم عدد العملاء الجدد هذا الشهر'), { metrics: ['new_customers'], groupBy: [] });
  assert.deepEqual(besidePlan('إجمالي الخصومات هذا العام'), { metrics: ['discounts'], groupBy: [] });
  assert.deepEqual(besidePlan('كم عدد المرتجعات حسب السبب'), { metrics: ['returns'], groupBy: ['reason'] });
  assert.equal(besidePlan('كم عدد الموظفين عندي'), 'cannot');
  // A file's status column does not shadow the orders' status.
  assert.deepEqual(besidePlan('orders by status'), { metrics: ['orders'], groupBy: ['status'] });
});

/** A seller's own file with Arabic headers that are also the warehouse's words: city, sales. */
const branches = (() => {
  const custom = catalogFromTables([{
    schema: 'store_9', table: 'branches', label: 'branches.csv',
    columns: [
      { name: 'almdyna', label: 'المدينة', type: 'text', sampleValues: ['الرياض', 'جدة'] }, { name: 'alfra', label: 'الفرع', type: 'text', sampleValues: ['العليا', 'النخيل'] },
      { name: 'altarykh', label: 'التاريخ', type: 'date' }, { name: 'almbyaat', label: 'المبيعات', type: 'numeric' }, { name: 'add_alzwar', label: 'عدد الزوار', type: 'integer' },
    ],
  }]);
  return mergeCatalogs(commerceCatalog, besideCommerce(custom, commerceCatalog, { commerceWords: true }));
})();
const branchesPlan = (question: string) => {
  const u = understand(question, { catalog: branches, now: NOW, timezone: 'Asia/Riyadh' });
  return u.kind === 'plan' ? { metrics: u.plan.metrics, groupBy: u.plan.groupBy, top: u.plan.top?.n } : u.kind;
};

test('beside the warehouse, a warehouse word the file shares names the file where only the file can answer', () => {
  // The warehouse keeps its words where it can answer.
  assert.deepEqual(branchesPlan('المبيعات حسب المدينة'), { metrics: ['gross_sales'], groupBy: ['city'], top: undefined });
  assert.deepEqual(branchesPlan('sales by city last month'), { metrics: ['gross_sales'], groupBy: ['city'], top: undefined });
  // The file's total of its sales column split by "the city": the file's city (was "can't split by city").
  assert.deepEqual(branchesPlan('مجموع المبيعات حسب المدينة'), { metrics: ['sum_almbyaat'], groupBy: ['almdyna'], top: undefined });
  // Branches are the file's alone, so "sales" ranking them is the file's sales (was the warehouse's: "can't split").
  assert.deepEqual(branchesPlan('أعلى فرع مبيعات في أكتوبر'), { metrics: ['sum_almbyaat'], groupBy: ['alfra'], top: 1 });
  assert.deepEqual(branchesPlan('المبيعات حسب الفرع'), { metrics: ['sum_almbyaat'], groupBy: ['alfra'], top: undefined });
  // Asked in English, the Arabic headers are found by their English words (it was "can't split by branch").
  assert.deepEqual(branchesPlan('sales by branch'), { metrics: ['sum_almbyaat'], groupBy: ['alfra'], top: undefined });
  assert.deepEqual(branchesPlan('top branch by sales in October'), { metrics: ['sum_almbyaat'], groupBy: ['alfra'], top: 1 });
  const english = understand('sales by branch', { catalog: branches, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(english.kind === 'plan' && branches.dimensions.find((d) => d.key === english.plan.groupBy[0])?.label.en, 'branch');
  // A column holding a count is asked by what it counts.
  assert.deepEqual(branchesPlan('وش أكثر مدينة فيها زوار؟'), { metrics: ['sum_add_alzwar'], groupBy: ['almdyna'], top: 1 });
  assert.deepEqual(branchesPlan('كم عدد الزوار في الرياض'), { metrics: ['sum_add_alzwar'], groupBy: [], top: undefined });
  // A split read off each file's dates names no one file ("day of the week in ar1256" was offered for every file).
  const weekday = beside.dimensions.find((d) => d.key === 'custom_weekday');
  assert.deepEqual([weekday?.label, Object.keys(weekday?.on ?? {}).length > 1], [{ en: 'day of the week in your data', ar: 'يوم الأسبوع في بياناتك' }, true]);
});

test('beside the warehouse, a table without dates keeps no period: one carried on is dropped, one said is named', () => {
  const staff = mergeCatalogs(commerceCatalog, besideCommerce(catalogFromTables([{ schema: 'store_9', table: 'staff', label: 'staff.csv', columns: [
    { name: 'Name', type: 'text', sampleValues: ['Huda', 'Omar'] }, { name: 'Department', type: 'text', sampleValues: ['Sales', 'Warehouse'] }, { name: 'Salary', type: 'numeric' },
  ] }]), commerceCatalog, { commerceWords: true }));
  const options = { catalog: staff, now: NOW, timezone: 'Asia/Riyadh' };
  const first = understand('sales by country in 2023', options);
  assert.equal(first.kind === 'plan' && first.plan.period?.label.en, '2023');
  // The staff have no dates: the answer said "in 2023 (Jan 1 – Dec 31, 2023)" over every row of the table.
  const next = understand('which department has the most staff', { ...options, context: first.context });
  assert.deepEqual(next.kind === 'plan' && [next.plan.metrics, next.plan.period, next.plan.ignored], [['count_staff'], undefined, undefined]);
  const said = understand('total salary by department in 2023', options);
  assert.deepEqual(said.kind === 'plan' && [said.plan.metrics, said.plan.period, said.plan.ignored], [['sum_salary'], undefined, ['2023']]);
  // The warehouse's own measures keep the conversation's period.
  const orders = understand('and orders by channel', { ...options, context: first.context });
  assert.equal(orders.kind === 'plan' && orders.plan.period?.label.en, '2023');
});

test("a report's columns are asked as ratios of their totals: 'spend per click', 'cost per click', 'CTR', 'تكلفة النقرة'", () => {
  const ads = catalogFromTables([{ schema: 'store_9', table: 'ads', label: 'ads.csv', columns: [
    { name: 'date', type: 'date' }, { name: 'channel', type: 'text', sampleValues: ['Instagram'] }, { name: 'campaign', type: 'text', sampleValues: ['Eid Sale'] }, { name: 'spend', type: 'numeric' },
    { name: 'clicks', type: 'integer' }, { name: 'impressions', type: 'integer' }, { name: 'conversions', type: 'integer' },
  ] }]);
  const read = (question: string) => {
    const u = understand(question, { catalog: ads, now: NOW, timezone: 'Asia/Riyadh' });
    return u.kind === 'plan' ? [u.plan.metrics, u.plan.groupBy] : u.kind;
  };
  for (const q of ['spend per click by channel', 'cost per click by channel', 'CPC by channel', 'تكلفة النقرة حسب القناة']) assert.deepEqual(read(q), [['spend_per_clicks'], ['channel']], q);
  assert.deepEqual(read('click through rate'), [['clicks_per_impressions'], []]);
  // An advertising report's English headers in Arabic: the campaign, the spend, the conversions ("من ناحية": in terms of).
  assert.deepEqual(read('تكلفة النقرة حسب الحملة'), [['spend_per_clicks'], ['campaign']]);
  assert.deepEqual(read('الإنفاق حسب الحملة'), [['sum_spend'], ['campaign']]);
  assert.deepEqual(read('وش أفضل حملة من ناحية التحويلات؟'), [['sum_conversions'], ['campaign']]);
  assert.deepEqual(read('average spend per conversion'), [['spend_per_conversions'], []]);
  const ctr = ads.metrics.find((m) => m.key === 'clicks_per_impressions');
  assert.deepEqual([ctr?.format, ctr?.ratio, ctr?.sql], ['percent', true, 'coalesce(sum(t0."clicks"), 0) * 1.0 / nullif(coalesce(sum(t0."impressions"), 0), 0)']);
});

test('beside the warehouse, a custom table answers when it is named', () => {
  assert.deepEqual(besidePlan('how many rows in sales_2016'), { metrics: ['count_sales_2016'], groupBy: [] });
  assert.deepEqual(besidePlan('number of records in my file ar1256'), { metrics: ['count_ar1256'], groupBy: [] });
  assert.deepEqual(besidePlan('how many products in the products table'), { metrics: ['count_products'], groupBy: [] });
  assert.deepEqual(besidePlan('how many orders in the orders table'), { metrics: ['count_orders'], groupBy: [] });
  // The file's price, renamed beside the warehouse's catalog price, answers when the file is named.
  assert.deepEqual(besidePlan('average price from products.csv'), { metrics: ['custom_avg_price'], groupBy: [] });
  assert.deepEqual(besidePlan('average price'), { metrics: ['avg_price'], groupBy: [] });
  assert.deepEqual(besidePlan('عدد السجلات في جدول products'), { metrics: ['count_products'], groupBy: [] });
});

test('one statement never mixes the warehouse with a custom table', () => {
  const mixed: QueryPlan = { kind: 'aggregate', metrics: ['orders', 'count_orders'], groupBy: [], filters: [], timezone: 'UTC', language: 'en' };
  assert.throws(() => compile(mixed, beside, 9));
});

test('a word of a file question nothing knows is named as left out; words about the file itself are not', () => {
  assert.deepEqual(plan('blah sales in 2016').ignored, ['blah']);
  assert.equal(plan('number of rows in the data in 2016').ignored, undefined);
});

test('a file without dates asked about a period says the period was not applied, in English and Arabic', () => {
  const airports = catalogFromTables([{
    schema: 'store_9', table: 'airports', label: 'airports.csv',
    columns: [{ name: 'iata', type: 'text' }, { name: 'state', type: 'text', sampleValues: ['TX', 'CA'] }],
  }]);
  for (const [question, said] of [['how many airports in 2024', '2024'], ['كم عدد المطارات في ٢٠٢٤', 'عام 2024']] as const) {
    const u = understand(question, { catalog: airports, now: NOW, timezone: 'Asia/Riyadh' });
    assert.equal(u.kind, 'plan');
    if (u.kind !== 'plan') continue;
    assert.equal(u.plan.period, undefined, question);
    assert.deepEqual(u.plan.ignored, [said], question);
  }
  // With a date column the same question is read over 2024.
  assert.deepEqual([plan('number of rows in 2016').period?.from, plan('number of rows in 2016').ignored], ['2016-01-01', undefined]);
});

test('a database\'s foreign keys join its tables (two steps, LEFT JOIN, one source only); a table without dates takes its parent\'s', () => {
  const ref = (table: string, column: string) => ({ schema: 'public', table, column });
  const shop = (sourceId: string) => [
    { schema: 'public', table: 'genre', sourceId, columns: [{ name: 'genre_id', type: 'integer' }, { name: 'name', type: 'text', sampleValues: ['Rock', 'Jazz'] }] },
    { schema: 'public', table: 'track', sourceId, columns: [{ name: 'track_id', type: 'integer' }, { name: 'name', type: 'text' }, { name: 'genre_id', type: 'integer', refersTo: ref('genre', 'genre_id') }, { name: 'unit_price', type: 'numeric' }] },
    { schema: 'public', table: 'invoice', sourceId, columns: [{ name: 'invoice_id', type: 'integer' }, { name: 'invoice_date', type: 'timestamp' }, { name: 'total', type: 'numeric' }] },
    { schema: 'public', table: 'invoice_line', sourceId, columns: [{ name: 'invoice_line_id', type: 'integer' }, { name: 'invoice_id', type: 'integer', refersTo: ref('invoice', 'invoice_id') }, { name: 'track_id', type: 'integer', refersTo: ref('track', 'track_id') }, { name: 'quantity', type: 'integer' }] },
  ];
  const catalog = catalogFromTables(shop('s1'));
  const ask = (question: string) => {
    const u = understand(question, { catalog, now: NOW, timezone: 'Asia/Riyadh' });
    if (u.kind !== 'plan' || u.plan.kind !== 'aggregate') throw new Error(`${question}: ${u.kind}`);
    return { plan: u.plan, sql: compile(u.plan, catalog, 9).sql };
  };
  // The genre's names split the tracks: its id is only "genre id", and the track's own names stay apart.
  const byGenre = ask('number of tracks by genre');
  assert.equal(catalog.dimensions.find((d) => d.key === byGenre.plan.groupBy[0])?.label.en, 'genre');
  assert.match(byGenre.sql, /FROM "public"\."track" t1\nLEFT JOIN "public"\."genre" t0 ON t0\."genre_id" = t1\."genre_id"/);
  assert.match(byGenre.sql, /SELECT t0\."name" AS/);
  // Invoice lines: genre two steps away (through the track), the period read on the invoice's date.
  const units = ask('units sold by genre in 2024');
  assert.match(units.sql, /FROM "public"\."invoice_line" t3\n/);
  assert.match(units.sql, /LEFT JOIN "public"\."track" t1 ON t1\."track_id" = t3\."track_id"\nLEFT JOIN "public"\."genre" t0 ON t0\."genre_id" = t1\."genre_id"/);
  assert.match(units.sql, /LEFT JOIN "public"\."invoice" t2 ON t2\."invoice_id" = t3\."invoice_id"/);
  assert.match(units.sql, /WHERE \(t2\."invoice_date" >= \(\$1::timestamp\)/);
  // Tables of two sources (two databases) never meet in one statement.
  const apart = catalogFromTables([...shop('s1').slice(0, 1), ...shop('s2').slice(1, 2)]);
  assert.equal(apart.tables.t1.joins, undefined);
  assert.equal(apart.dimensions.some((d) => d.on.t1 && d.on.t0), false);
});

test('a column the owner named in its comment is said by that name; a comment that explains names nothing', () => {
  const catalog = catalogFromTables([{ schema: 'public', table: 'invoice', columns: [
    { name: 'invoice_date', type: 'date' }, { name: 'total', type: 'numeric', comment: 'sales, revenue, المبيعات' },
    { name: 'tax', type: 'numeric', comment: 'VAT in riyals, included in the total' },
  ] }]);
  const label = (key: string) => catalog.metrics.find((m) => m.key === key)?.label;
  assert.deepEqual(label('sum_total'), { en: 'sales', ar: 'المبيعات' });
  assert.deepEqual(label('avg_total'), { en: 'average sales', ar: 'متوسط المبيعات' });
  assert.deepEqual(label('sum_tax')?.en, 'total tax');
});

test("a date no calendar has is said so, unless an owner's value is called that", () => {
  const products: Catalog = catalogFromTables([{
    schema: 'store_9', table: 'sales', label: 'sales.csv',
    columns: [{ name: 'Date', type: 'date' }, { name: 'Product', type: 'text', sampleValues: ['Q7 Headphones', 'Speaker'] }, { name: 'Sales', type: 'numeric' }],
  }]);
  const ask = (question: string) => understand(question, { catalog: products, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(ask('sales in Q5').kind, 'cannot');
  assert.match(ask('sales on February 30').kind === 'cannot' ? (ask('sales on February 30') as { text: string }).text : '', /no “february 30” in the calendar/);
  const q7 = ask('sales of Q7 Headphones');
  assert.equal(q7.kind, 'plan');
});

test('a number nothing reads is named as left out; one said after a measured column is that column exactly', () => {
  // No column is called "cost": the answer says 1.99 and "cost" were not matched rather than counting every row unsaid.
  assert.deepEqual(plan('how many orders cost 1.99').ignored, ['1.99', 'cost']);
  assert.deepEqual(plan('how many rows with Sales 1.99').filters, [{ dimension: 'amount_sales', op: 'gte', values: ['1.99'] }, { dimension: 'amount_sales', op: 'lte', values: ['1.99'] }]);
  assert.equal(plan('how many rows with Sales 1.99').ignored, undefined);
});

test("a table's rows by its own date: allow-listed columns, names as parameters, the plan checked against the catalog", () => {
  const staff = catalogFromTables([{ schema: 'public', table: 'employee', columns: [
    { name: 'employee_id', type: 'integer' }, { name: 'first_name', type: 'text', sampleValues: ['Jane'] },
    { name: 'last_name', type: 'text', sampleValues: ['Peacock'] }, { name: 'hire_date', type: 'date' },
  ] }]);
  const first = understand('which employee was hired first?', { catalog: staff, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(first.kind, 'lookup');
  const plan = first.kind === 'lookup' ? first.plan : undefined;
  assert.deepEqual([plan?.table, plan?.oldest, plan?.value], ['t0', true, '1']);
  const sql = compile(plan!, staff, 1).sql;
  assert.match(sql, /ORDER BY t0\."hire_date" ASC, t0\."employee_id" ASC\nLIMIT 1$/);
  const named = understand('when was Jane Peacock hired?', { catalog: staff, now: NOW, timezone: 'Asia/Riyadh' });
  const compiled = named.kind === 'lookup' ? compile(named.plan, staff, 1) : undefined;
  assert.ok(compiled && !/jane|peacock/i.test(compiled.sql) && compiled.params.length > 0, 'the name is a parameter');
  assert.ok(validatePlan(plan, staff, { timezone: 'Asia/Riyadh', language: 'en' }));
  assert.equal(validatePlan({ ...plan, table: 'nope' }, staff, { timezone: 'Asia/Riyadh', language: 'en' }), null);
  assert.equal(validatePlan({ ...plan, value: '500' }, staff, { timezone: 'Asia/Riyadh', language: 'en' }), null);
});

test("a spread is 'of' its column in Arabic: ل joins an Arabic name and stands apart from a Latin one", () => {
  const scores = catalogFromTables([{ schema: 'store_9', table: 'scores', label: 'scores.csv', columns: [
    { name: 'Sales', type: 'numeric' }, { name: 'Zorb Index', type: 'numeric' }, { name: 'amt', type: 'numeric', comment: 'net revenue; صافي الايراد' },
  ] }]);
  const label = (key: string) => scores.metrics.find((m) => m.key === key)?.label.ar;
  assert.equal(label('stddev_sales'), 'الانحراف المعياري للمبيعات');
  // It was "لzorb index", one word to a reader of Arabic.
  assert.equal(label('stddev_zorb_index'), 'الانحراف المعياري لـzorb index');
  assert.equal(label('stddev_amt'), 'الانحراف المعياري لصافي الايراد');
});

// Product QA q7, finding 4: a database's table and a view beside it that hold the same columns. The table named in
// the question is the one read (the view was, whatever the question said), and the answer says which one it read.
test('a table named in the question is the one read, and the answer names it where another holds the same measure', () => {
  const columns = [{ name: 'id', type: 'integer' }, { name: 'city', type: 'text', sampleValues: ['Riyadh', 'Jeddah'] }, { name: 'product', type: 'text', sampleValues: ['Pen'] }, { name: 'amount', type: 'numeric' }];
  const shop = catalogFromTables([
    { schema: 'qa_shop', table: 'big_sales', engine: 'mysql', sourceId: 's1', columns },
    { schema: 'qa_shop', table: 'sales', engine: 'mysql', sourceId: 's1', columns },
  ]);
  const cases: [string, RegExp, string][] = [
    ['total amount by city in the sales table', /FROM `qa_shop`\.`sales`/, 'Total amount in sales by city'],
    ['total amount by product in the sales table', /FROM `qa_shop`\.`sales`/, 'Total amount in sales by product'],
    ['average amount by city in the sales table', /FROM `qa_shop`\.`sales`/, 'Average amount in sales by city'],
    ['مجموع المبلغ حسب المدينة من جدول المبيعات', /FROM `qa_shop`\.`sales`/, 'مجموع المبلغ في sales'],
    ['total amount by city in the big sales table', /FROM `qa_shop`\.`big_sales`/, 'Total amount in big sales by city'],
  ];
  for (const [question, from, said] of cases) {
    const u = understand(question, { catalog: shop, now: NOW, timezone: 'Asia/Riyadh' });
    assert.equal(u.kind, 'plan', question);
    const p = (u as { plan: QueryPlan }).plan;
    const compiled = compile(p, shop, 2);
    assert.match(compiled.sql, from, question);
    const key = p.metrics[0];
    const rows = p.groupBy.length ? [{ [p.groupBy[0]]: 'Riyadh', [key]: 180 }] : [{ [key]: 430.5 }];
    assert.ok(composeAnswer(p, rows, { compiled, catalog: shop, locale: u.language, now: NOW }).text.startsWith(said), question);
  }
});

// Product QA q7, finding 18: "total qty by product name" over a database whose orders refer to products by id, beside
// customers with a name of their own. "Product name" is the product, once (it was split by product twice, and refused).
test('"by product name" is the product by its name, once, and "qty" is the quantity', () => {
  const shop = catalogFromTables([
    { schema: 'public', table: 'customers', sourceId: 'p', columns: [{ name: 'id', type: 'integer' }, { name: 'name', type: 'text', sampleValues: ['Ali'] }] },
    { schema: 'public', table: 'orders2', sourceId: 'p', columns: [{ name: 'id', type: 'integer' }, { name: 'product_id', type: 'integer', refersTo: { schema: 'public', table: 'products', column: 'id' } }, { name: 'quantity', type: 'integer' }, { name: 'city', type: 'text', sampleValues: ['Riyadh'] }] },
    { schema: 'public', table: 'products', sourceId: 'p', columns: [{ name: 'id', type: 'integer' }, { name: 'name', type: 'text', sampleValues: ['Pen'] }] },
  ]);
  for (const question of ['total qty by product name', 'total quantity by product names', 'مجموع الكمية حسب اسم المنتج']) {
    const u = understand(question, { catalog: shop, now: NOW, timezone: 'Asia/Riyadh' });
    assert.equal(u.kind, 'plan', question);
    const p = (u as { plan: QueryPlan }).plan;
    assert.deepEqual([p.metrics, p.groupBy], [['sum_quantity'], ['product']], question);
  }
});

/** Round q8: a file whose rows are dated by a year kept as a number ("Year", 1900 … 2017), and one of prices by symbol. */
const yearly: Catalog = catalogFromTables([{
  schema: 'store_9', table: 'sales_by_year', earliest: '2001-01-01', latest: '2017-12-31',
  columns: [{ name: 'Region', type: 'text', sampleValues: ['West', 'East'] }, { name: 'Year', type: 'integer' }, { name: 'Sales', type: 'numeric' }],
}]);
const yearlyMysql: Catalog = catalogFromTables([{ schema: 'shop', table: 'sales_by_year', engine: 'mysql', columns: [{ name: 'year', type: 'int(11)' }, { name: 'sales', type: 'decimal(10,2)' }] }]);

test('a year kept as a number dates the rows: "total Sales by Region in 2016", by year, and nothing finer', () => {
  assert.equal(yearly.tables.t0.time, 'make_date(t0."Year", 1, 1)');
  assert.equal(yearlyMysql.tables.t0.time, 'MAKEDATE(t0.`year`, 1)');
  assert.ok(!yearly.dimensions.some((d) => ['year_value', 'weekday', 'season', 'month_of_year'].includes(d.key)), 'the year is the time, not a split; no days or seasons are read from it');
  const u = understand('total Sales by Region in 2016', { catalog: yearly, now: NOW, timezone: 'Asia/Riyadh' });
  assert.ok(u.kind === 'plan');
  assert.deepEqual([u.plan.groupBy, u.plan.period?.from, u.plan.period?.to], [['region'], '2016-01-01', '2017-01-01']);
  assert.match(compile(u.plan, yearly, 9).sql, /make_date\(t0\."Year", 1, 1\) >= \(\$1::timestamp\)/);
  const byYear = understand('sales by year since 2010', { catalog: yearly, now: NOW, timezone: 'Asia/Riyadh' });
  assert.ok(byYear.kind === 'plan' && byYear.plan.grain === 'year' && byYear.plan.period?.from === '2010-01-01');
  for (const question of ['sales in March 2016', 'sales by month in 2016', 'المبيعات في مارس 2016']) {
    assert.equal(understand(question, { catalog: yearly, now: NOW, timezone: 'Asia/Riyadh' }).kind, 'cannot', question);
  }
});

test('the first and last day of a year kept as a number are its whole years', async () => {
  const { boundDayOf, timeColumnOf } = await import('../../src/engine/custom/catalog-from-tables.ts');
  const column = timeColumnOf({ columns: [{ name: 'Year', type: 'integer' }] })!;
  assert.deepEqual([boundDayOf(column, '1900', 'earliest'), boundDayOf(column, '2017', 'latest')], ['1900-01-01', '2017-12-31']);
  assert.equal(boundDayOf({ name: 'date', type: 'date' }, '2015-12-31 00:00:00', 'latest'), '2015-12-31');
  assert.equal(timeColumnOf({ columns: [{ name: 'year', type: 'text' }] }), undefined, 'a year kept as text is no time');
  const ofStudy = catalogFromTables([{ schema: 'store_9', table: 'students', earliest: '1', latest: '4', columns: [{ name: 'year', type: 'integer' }, { name: 'grade', type: 'numeric' }] }]);
  assert.equal(ofStudy.tables.t0.time, undefined, 'a "year" of 1 to 4 is no calendar year');
});

test('a row picked by a code is described, and a price file answers its growth and its last price', () => {
  const places: Catalog = catalogFromTables([{
    schema: 'store_9', table: 'airports',
    columns: [{ name: 'iata', type: 'text', sampleValues: ['JFK', 'BOS'] }, { name: 'name', type: 'text', sampleValues: ['John F Kennedy Intl'] },
      { name: 'city', type: 'text', sampleValues: ['New York', 'Boston'] }, { name: 'state', type: 'text', sampleValues: ['NY', 'MA'] }],
  }]);
  for (const question of ['where is JFK', 'tell me about JFK', 'details of JFK']) {
    const u = understand(question, { catalog: places, now: NOW, timezone: 'Asia/Riyadh' });
    assert.ok(u.kind === 'plan', question);
    assert.deepEqual([u.plan.groupBy, u.plan.filters], [['name', 'city', 'state'], [{ dimension: 'iata', op: 'eq', values: ['JFK'] }]], question);
  }
  const prices: Catalog = catalogFromTables([{
    schema: 'store_9', table: 'stocks',
    columns: [{ name: 'symbol', type: 'text', sampleValues: ['AAPL', 'MSFT'] }, { name: 'date', type: 'date' }, { name: 'price', type: 'numeric' }],
  }]);
  const ask = (question: string) => {
    const u = understand(question, { catalog: prices, now: NOW, timezone: 'Asia/Riyadh' });
    if (u.kind !== 'plan') throw new Error(`${question}: ${u.kind}`);
    return u.plan;
  };
  assert.deepEqual([ask('which stock grew the most').metrics, ask('which stock grew the most').top], [['change_price'], { n: 1, dir: 'desc' }]);
  assert.deepEqual(ask('which stock fell the most').top, { n: 1, dir: 'asc' });
  assert.deepEqual(ask('percent change of AAPL').metrics, ['change_price']);
  assert.deepEqual(ask('last price of AAPL').metrics, ['last_price']);
  assert.deepEqual(ask('opening price by symbol').metrics, ['first_price']);
  // With a period named it stays that period against the one before.
  assert.equal(ask('which stock grew the most in 2008').compare, 'previous');
});
