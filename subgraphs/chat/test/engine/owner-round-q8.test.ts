import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ask, catalog, planOf, NOW } from './helpers.ts';
import { compile, composeAnswer, understand, validatePlan, type ConversationContext, type QueryPlan } from '../../src/engine/index.ts';

/** Round q8 (English owners): pace, growth in percent, measures asked in turn, the best bucket of each group. */

const answerOf = (plan: QueryPlan, rows: Record<string, unknown>[], locale: 'en' | 'ar' = 'en') =>
  composeAnswer(plan, rows, { compiled: compile(plan, catalog, 1), catalog, locale, currency: 'SAR', timezone: 'Asia/Riyadh', now: NOW });

test('"at this pace" carries the running month to its end, and says it is a straight line, not a forecast', () => {
  const plan = planOf('at this pace how much will we sell this month');
  assert.deepEqual([plan.period?.from, plan.period?.to, plan.pace?.to], ['2026-11-01', '2026-11-23', '2026-12-01']);
  // "What's our run rate" names neither a measure nor a period: the sales of this month.
  const bare = planOf("what's our run rate");
  assert.deepEqual([bare.metrics, bare.pace?.to], [['gross_sales'], '2026-12-01']);
  const answer = answerOf(plan, [{ gross_sales: 2200 }]);
  assert.deepEqual(answer.table.columns.map((c) => c.key), ['gross_sales', 'gross_sales_projected']);
  assert.equal(answer.table.rows[0].gross_sales_projected, 3000);
  assert.match(answer.text, /^At this pace, gross sales would reach about SAR\s?3,000\.00 by Nov 30, 2026: .* 22 days .*not a forecast\.$/);
  assert.match(answerOf({ ...plan, language: 'ar' }, [{ gross_sales: 2200 }], 'ar').text, /^بهذا المعدل، .*وليس توقعاً\.$/);
  // A period that has ended has no pace; a month to come is a forecast.
  assert.equal(ask('at this pace what will last month be').kind, 'cannot');
  assert.equal(ask('forecast revenue for december').kind, 'cannot');
  // A stored plan keeps its pace only when it is the period's own end.
  assert.equal((validatePlan(JSON.parse(JSON.stringify(plan)), catalog, { timezone: 'Asia/Riyadh', language: 'en' }) as QueryPlan | null)?.pace?.to, '2026-12-01');
});

test('growth ranked in percentage terms, asked so or as a follow-up', () => {
  const plan = planOf('which category grew the most by percent last month');
  assert.deepEqual(plan.top, { n: 1, dir: 'desc', change: true, relative: true });
  assert.equal(planOf('which category grew the most last month').top?.relative, undefined);
  const rows = [
    { category: 'Food', period: 'current', gross_sales: 2000 }, { category: 'Food', period: 'previous', gross_sales: 1000 },
    { category: 'Home', period: 'current', gross_sales: 300 }, { category: 'Home', period: 'previous', gross_sales: 100 },
    { category: 'Fragrance', period: 'current', gross_sales: 50 },
  ];
  const answer = answerOf(plan, rows);
  // Home tripled (+200%); Food grew more in money (+100%); Fragrance is new, with no percent.
  assert.equal(answer.table.rows[0].category, 'Home');
  assert.match(answer.text, /^The category whose gross sales grew the most in percentage terms last month/);
  let context: ConversationContext = {};
  for (const q of ['sales by category this year', 'which grew the most']) context = understand(q, { catalog, context, now: NOW, timezone: 'Asia/Riyadh' }).context;
  const followUp = understand('by percentage', { catalog, context, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(followUp.kind === 'plan' && followUp.plan.top?.relative, true);
});

test('"show all three as a table" sets together the measures asked in turn of one question', () => {
  let context: ConversationContext = {};
  for (const q of ['sales this month', 'and orders', 'and aov']) context = understand(q, { catalog, context, now: NOW, timezone: 'Asia/Riyadh' }).context;
  assert.deepEqual(context.measured, ['gross_sales', 'orders', 'aov']);
  const all = understand('show all three as a table', { catalog, context, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(all.kind, 'plan');
  if (all.kind === 'plan') assert.deepEqual([all.plan.metrics, all.plan.chart], [['gross_sales', 'orders', 'aov'], 'table']);
  // "Show them" alone is no request to set them together; a new question forgets them.
  assert.notDeepEqual(understand('show them', { catalog, context, now: NOW, timezone: 'Asia/Riyadh' }).kind === 'plan' ? 'together' : '', 'together');
  const fresh = understand('orders by city last year', { catalog, context, now: NOW, timezone: 'Asia/Riyadh' });
  assert.equal(fresh.context.measured, undefined);
});

test('the best month for each category ranks the months within each category', () => {
  const plan = planOf('best month for each category this year');
  assert.deepEqual([plan.groupBy, plan.grain, plan.top, plan.topPer, plan.bucketsPer], [['category'], 'month', { n: 1, dir: 'desc' }, true, true]);
  assert.match(compile(plan, catalog, 1).sql, /PARTITION BY "l"\."category"|PARTITION BY l\.category|PARTITION BY .*category/);
  // The other way round ("top 5 products for each month") still ranks the products within each month.
  assert.equal(planOf('top 5 products for each month this year').bucketsPer, undefined);
});

test('when things happened are lookups, and a thing the store does not sell is said so', () => {
  for (const q of ['what was the date of our first sale', 'when did we last sell Fragrance', 'the last time someone bought fragrance']) assert.equal(ask(q).kind, 'lookup', q);
  const first = ask('what was the date of our first sale');
  assert.equal(first.kind === 'lookup' && first.plan.oldest, true);
  assert.equal(ask('last time we sold a hoodie').kind, 'cannot');
  // A customer the store does not have (this catalog knows no customers' names) is said so too.
  assert.equal(ask('when did ahmed haddad first order').kind, 'cannot');
});

test('a running period against the whole of the one before, and a day of last year', () => {
  const plan = planOf('sales this year vs the whole of last year');
  assert.deepEqual([plan.period?.from, plan.period?.to, plan.against?.from, plan.against?.to], ['2026-01-01', '2026-11-23', '2025-01-01', '2026-01-01']);
  assert.deepEqual([planOf('sales for nov 22 last year').period?.from, planOf('sales a year ago today').period?.from], ['2025-11-22', '2025-11-22']);
  assert.deepEqual([planOf('sales jan to mar this year').period?.from, planOf('sales jan to mar this year').period?.to], ['2026-01-01', '2026-04-01']);
});
