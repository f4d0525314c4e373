import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commerceCatalog } from '../../src/engine/index.ts';
import { validatePlan } from '../../src/llm/validate-plan.ts';
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
    period: { from: '2026-01-01', to: '2026-02-01', label: { en: '2026-01-01 – 2026-02-01', ar: '2026-01-01 – 2026-02-01' }, unit: 'range' },
    top: { n: 5, dir: 'desc' },
    chart: 'bar',
    timezone: 'Asia/Riyadh',
    language: 'en',
  });
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
