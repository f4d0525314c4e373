import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, understand, withDimensionValues, type Catalog, type QueryPlan } from '../../src/engine/index.ts';
import { NOW } from './helpers.ts';

/**
 * What the evaluation cannot see of an analyst's Arabic questions (QA of 2026-11-27): a measure added beside the one
 * asked (the evaluation compares the columns its gold has), and the words of a question asked back.
 */
const music: Catalog = withDimensionValues(catalogFromTables([
  { schema: 'public', table: 'genre', sourceId: '1', columns: [{ name: 'genre_id', type: 'integer' }, { name: 'name', type: 'text' }] },
  {
    schema: 'public', table: 'track', sourceId: '1', columns: [
      { name: 'track_id', type: 'integer' }, { name: 'name', type: 'text' }, { name: 'unit_price', type: 'numeric' },
      { name: 'genre_id', type: 'integer', refersTo: { schema: 'public', table: 'genre', column: 'genre_id' } },
    ],
  },
], 'music'), { name: ['Rock', 'Jazz', 'Metal'] });

const weather: Catalog = catalogFromTables([{
  schema: 'store_9', table: 'seattle_weather', columns: [
    { name: 'date', type: 'date' }, { name: 'temp_max', type: 'numeric' }, { name: 'temp_min', type: 'numeric' }, { name: 'weather', type: 'text' },
  ],
}], 'weather');

const stocks: Catalog = withDimensionValues(catalogFromTables([{
  schema: 'store_9', table: 'stocks', columns: [{ name: 'symbol', type: 'text' }, { name: 'date', type: 'date' }, { name: 'price', type: 'numeric' }],
}], 'stocks'), { symbol: ['AAPL', 'MSFT', 'GOOG'] });

const ask = (catalog: Catalog, question: string) => understand(question, { catalog, now: NOW, timezone: 'Asia/Riyadh' });
function planOf(catalog: Catalog, question: string): QueryPlan {
  const u = ask(catalog, question);
  if (u.kind !== 'plan') throw new Error(`${question}: expected a plan, got ${u.kind} ${JSON.stringify(u)}`);
  return u.plan;
}

test('a kind named before its value is the filter\'s word, not a count beside the answer', () => {
  for (const question of ['how many tracks in genre Rock', 'كم مقطع في نوع الروك']) {
    const plan = planOf(music, question);
    assert.equal(plan.metrics.length, 1, `${question}: ${plan.metrics.join(', ')}`);
    assert.equal(plan.filters.length, 1, question);
    assert.deepEqual(plan.filters[0].values, ['Rock'], question);
  }
});

test('a column asked back in Arabic is named by its Arabic label, and the reply by that label answers it', () => {
  const u = ask(weather, 'متوسط درجة الحرارة في ٢٠١٤');
  assert.equal(u.kind, 'clarify');
  const text = (u as { text: string }).text;
  assert.match(text, /درجة الحرارة العظمى أو درجة الحرارة الصغرى/);
  assert.doesNotMatch(text, /temp/);
  assert.deepEqual((u as { options: string[] }).options, ['متوسط درجة الحرارة العظمى في ٢٠١٤', 'متوسط درجة الحرارة الصغرى في ٢٠١٤']);
  const reply = understand('الصغرى', { catalog: weather, context: u.context, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(reply.kind, 'plan');
  if (reply.kind === 'plan') assert.deepEqual(reply.plan.metrics, ['avg_temp_min']);
  // In English the columns keep their names.
  assert.match((ask(weather, 'average temperature in 2014') as { text: string }).text, /temp max or temp min/);
});

test('"مقارنة" opening a question of two values sets them side by side, not against the year before', () => {
  for (const question of ['مقارنة متوسط سعر AAPL و MSFT في ٢٠٠٨', 'مقارنة متوسط سعر AAPL مع MSFT في ٢٠٠٨', 'قارن متوسط سعر AAPL و MSFT في ٢٠٠٨']) {
    const plan = planOf(stocks, question);
    assert.equal(plan.compare, undefined, question);
    assert.deepEqual([plan.groupBy, plan.filters[0]?.values, plan.period?.from], [['symbol'], ['AAPL', 'MSFT'], '2008-01-01'], question);
  }
  // One value against a year named stays a comparison of periods.
  assert.ok(planOf(stocks, 'مقارنة متوسط سعر AAPL في ٢٠٠٨ مع ٢٠٠٧').compare);
});

test('"فيه كلمة X في اسمه": the name said after the word is the cue\'s, not a word left unread', () => {
  const airports = catalogFromTables([{
    schema: 'store_9', table: 'airports', columns: [{ name: 'iata', type: 'text' }, { name: 'name', type: 'text' }, { name: 'state', type: 'text' }],
  }], 'airports');
  const plan = planOf(airports, 'كم مطار فيه كلمة International في اسمه');
  assert.deepEqual(plan.filters.map((f) => [f.op, f.values]), [['contains', ['International']]]);
  assert.equal(plan.ignored, undefined);
});
