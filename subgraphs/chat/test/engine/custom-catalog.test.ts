import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, compile, understand, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
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
  assert.deepEqual(superstore.dimensions.map((d) => d.key), ['region', 'state', 'category']);
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
