import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalog, NOW } from './helpers.ts';
import { compile, composeAnswer, understand, type ConversationContext, type QueryPlan } from '../../src/engine/index.ts';
import { contextAfter } from '../../src/engine/answer/shown.ts';

/** Round q10 (English owners): a customer kept by her e-mail is named by her name; those listed measured anew. */

const options = (context: ConversationContext) => ({ catalog, context, now: NOW, timezone: 'Asia/Riyadh', currency: 'SAR' });
const answerOf = (plan: QueryPlan, rows: Record<string, unknown>[], locale: 'en' | 'ar' = 'en') =>
  composeAnswer(plan, rows, { compiled: compile(plan, catalog, 1), catalog, locale, currency: 'SAR', timezone: 'Asia/Riyadh', now: NOW });

test('after "who is our biggest customer", answers about her name her, not the e-mail she is kept by', () => {
  const first = understand('who is our biggest customer', options({}));
  assert.equal(first.kind, 'plan');
  const plan = (first as { plan: QueryPlan }).plan;
  const rows = [{ customer: 'Sara Al-Zahrani', customer__id: 139, customer__detail: 'sara@example.com', gross_sales: 6746.56 }];
  const context = contextAfter(first.context, plan, rows, compile(plan, catalog, 1));
  const next = understand('how many orders has she placed', options(context));
  const asked = (next as { plan: QueryPlan }).plan;
  assert.deepEqual(asked.filters.find((f) => f.dimension === 'customer')?.values, ['sara@example.com']);
  const text = answerOf(asked, [{ orders: 4 }]).text;
  assert.match(text, /Sara Al-Zahrani/);
  assert.doesNotMatch(text, /sara@example\.com/);
});

test('the top 5 customers measured in another year are not called that year\'s top 5; those with none are named', () => {
  const plan: QueryPlan = {
    kind: 'aggregate', metrics: ['gross_sales'], groupBy: ['customer'], top: { n: 5, dir: 'desc' }, timezone: 'Asia/Riyadh', language: 'en',
    filters: [{ dimension: 'customer', op: 'eq', values: ['a@x.com', 'b@x.com'], names: ['Amal Saleh', 'Badr Ali'] }],
    period: { from: '2025-01-01', to: '2026-01-01', label: { en: 'last year', ar: 'السنة الماضية' }, unit: 'year' },
  };
  const text = answerOf(plan, [{ customer: 'Amal Saleh', customer__id: 1, customer__detail: 'a@x.com', gross_sales: 100 }]).text;
  assert.match(text, /^Gross sales by customer last year/);
  assert.match(text, /None for Badr Ali\.$/);
});
