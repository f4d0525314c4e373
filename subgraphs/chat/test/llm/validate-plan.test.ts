import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commerceCatalog } from '../../src/engine/index.ts';
import { validateProviderPlan as validatePlan } from '../../src/llm/validate-plan.ts';
import { firstJsonObject } from '../../src/llm/plan-with-llm.ts';
import { readQuestion } from '../../src/asking/question-input.ts';

const fixed = { timezone: 'Asia/Riyadh', language: 'en' as const };

test('a provider plan made of catalog names becomes an engine plan with the store timezone', () => {
  const plan = validatePlan(
    { metrics: ['gross_sales'], groupBy: ['city'], filters: [{ dimension: 'channel', values: ['web'] }], period: { from: '2026-01-01', to: '2026-02-01' }, top: { n: 5 }, chart: 'bar', timezone: 'UTC' },
    commerceCatalog,
    fixed,
  );
  assert.deepEqual(plan, {
    kind: 'aggregate',
    metrics: ['gross_sales'],
    groupBy: ['city'],
    filters: [{ dimension: 'channel', op: 'eq', values: ['web'] }],
    period: { from: '2026-01-01', to: '2026-02-01', label: { en: '2026-01-01 to 2026-02-01', ar: '2026-01-01 إلى 2026-02-01' }, unit: 'range' },
    top: { n: 5, dir: 'desc' },
    chart: 'bar',
    timezone: 'Asia/Riyadh',
    language: 'en',
  });
});

test('a provider can plan what the engine plans: thresholds, absences, counts of values, shares of named values', () => {
  const period = { from: '2026-10-01', to: '2026-11-01' };
  const loyal = validatePlan({ metrics: ['orders'], having: { metric: 'orders', op: 'gt', value: '3', per: 'customer' }, period }, commerceCatalog, fixed);
  assert.deepEqual(loyal?.having, { metric: 'orders', op: 'gt', value: '3', per: 'customer' });
  const unsold = validatePlan({ metrics: ['units'], groupBy: ['product'], absent: { counted: true }, period }, commerceCatalog, fixed);
  assert.deepEqual(unsold?.absent, { counted: true });
  assert.equal(validatePlan({ metrics: ['orders'], countOf: 'city' }, commerceCatalog, fixed)?.countOf, 'city');
  const riyadh = validatePlan({ metrics: ['gross_sales'], groupBy: ['city'], share: true, focus: ['Riyadh'] }, commerceCatalog, fixed);
  assert.deepEqual([riyadh?.share, riyadh?.focus], [true, ['Riyadh']]);
  const big = validatePlan({ metrics: ['orders'], filters: [{ dimension: 'order_value', op: 'gt', value: '1000' }] }, commerceCatalog, fixed);
  assert.deepEqual(big?.filters, [{ dimension: 'order_value', op: 'gt', values: ['1000'] }]);
});

test('anything outside the catalog or malformed rejects the whole plan', () => {
  for (const raw of [
    null,
    'orders',
    { metrics: [] },
    { metrics: ['competitor_sales'] },
    { metrics: ['orders'], groupBy: ['store_id'] },
    { metrics: ['orders'], groupBy: ['city', 'channel', 'country'] },
    { metrics: ['orders'], filters: [{ dimension: 'city', values: [] }] },
    { metrics: ['orders'], filters: [{ dimension: 'city', op: 'like', values: ['%'] }] },
    { metrics: ['orders'], filters: [{ dimension: 'city', values: ['x'.repeat(500)] }] },
    { metrics: ['orders'], period: { from: '2026-02-30', to: '2026-03-01' } },
    { metrics: ['orders'], period: { from: '2026-03-01', to: '2026-02-01' } },
    { metrics: ['orders'], top: { n: 100000 } },
    { metrics: ['orders'], grain: 'century' },
    { metrics: ['orders'], chart: 'radar' },
    // Fields the engine would drop from a stored plan: here the provider's plan is refused, not half read.
    { metrics: ['orders'], compare: 'previous' },
    { metrics: ['orders'], groupBy: ['city'], steps: true, grain: 'month' },
    { metrics: ['orders'], countOf: 'city', compare: 'previous', period: { from: '2026-10-01', to: '2026-11-01' } },
    { metrics: ['orders'], absent: { counted: true } },
    { metrics: ['orders'], having: { metric: 'units', op: 'gt', value: '3' }, groupBy: ['city'] },
    { metrics: ['orders'], focus: ['Riyadh'], groupBy: ['city'] },
    { metrics: ['orders'], filters: [{ dimension: 'order_value', op: 'gt', values: ['a lot'] }] },
    { metrics: ['orders'], filters: [{ dimension: 'city', op: 'gt', values: ['3'] }] },
    { metrics: ['orders'], filters: 'city = Riyadh' },
  ]) {
    assert.equal(validatePlan(raw, commerceCatalog, fixed), null, JSON.stringify(raw));
  }
});

test('the JSON object is found in prose and code fences; broken JSON gives nothing', () => {
  assert.deepEqual(firstJsonObject('Sure:\n```json\n{"metrics": ["orders"], "note": "a } in text"}\n```'), { metrics: ['orders'], note: 'a } in text' });
  assert.equal(firstJsonObject('{"metrics": ["orders"'), undefined);
  assert.equal(firstJsonObject('no json here'), undefined);
});

test('questions are trimmed to one line and bounded, with translated messages', () => {
  assert.equal(readQuestion('  sales\n\u200btoday\t ', 'en').question, 'sales today');
  assert.equal(readQuestion('   ', 'en').errors[0].message, 'The message field is required.');
  assert.equal(readQuestion(42, 'ar').errors[0].message, 'حقل الرسالة مطلوب.');
  assert.match(readQuestion('a'.repeat(2001), 'en').errors[0].message, /2000/);
  assert.deepEqual(readQuestion('ب'.repeat(2000), 'ar').errors, []);
});
