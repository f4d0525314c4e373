import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commerceCatalog, compile, composeAnswer, understand, type QueryPlan } from '../../src/engine/index.ts';
import { withDimensionValues } from '../../src/engine/parse/values.ts';
import { arabiziRead } from '../../src/engine/parse/arabizi.ts';
import { orderAgeAsked } from '../../src/engine/parse/order-age.ts';
import { normalise } from '../../src/engine/parse/normalise.ts';
import { NOW } from './helpers.ts';

/**
 * What the evaluation cannot see of Arabic owners' questions (QA round q8, 2026-11-28): the Arabizi reader and the
 * backlog ages on their own, a column added beside the one asked, and the words of an answer.
 */
const catalog = withDimensionValues(commerceCatalog, {
  city: ['Riyadh', 'Jeddah'], plan: ['Dates Box', 'Coffee Club', 'Beauty Box', 'Oud of the Month'],
  fulfillment: ['fulfilled', 'unfulfilled'], status: ['paid', 'cancelled'],
});
const ask = (question: string, context = {}) => understand(question, { catalog, context, now: NOW, timezone: 'Asia/Riyadh', currency: 'SAR' });
function planOf(question: string, context = {}): QueryPlan {
  const u = ask(question, context);
  if (u.kind !== 'plan') throw new Error(`${question}: expected a plan, got ${u.kind} ${JSON.stringify(u)}`);
  return u.plan;
}

test('Arabizi is read as the Arabic it spells; English and codes are left alone', () => {
  assert.equal(arabiziRead('kam mabi3at ams'), 'كم مبيعات امس');
  assert.equal(arabiziRead('kam talab el yom'), 'كم طلب اليوم');
  assert.equal(arabiziRead('kam 6alab hal shahar'), 'كم طلب هالشهر');
  for (const english of ['how many orders today', 'sales in q3', 'top 5 products', 'كم طلب اليوم']) assert.equal(arabiziRead(english), null, english);
  assert.equal(ask('kam mabi3at ams').language, 'ar');
});

test('an Arabic backlog age is the orders\' age in days, its words taken out', () => {
  const cases: [string, number][] = [
    ['طلبات ما انشحنت من 3 ايام', 3], ['طلبات ما انشحنت اقدم من يومين', 2], ['كم طلب متاخر بالشحن اكثر من يوم', 1],
    ['الطلبات اللي لها اكثر من 24 ساعه ما انشحنت', 1], ['طلبات ما انشحنت من اكثر من 12 ساعه', 0.5], ['طلبات انطلبت قبل اكثر من اسبوع', 7],
  ];
  for (const [question, days] of cases) {
    const aged = orderAgeAsked(normalise(question));
    assert.equal(aged?.days, days, question);
    assert.doesNotMatch(aged!.text, /(?:ايام|يومين|ساعه|اسبوع)/, question);
  }
  // "من ٣ أيام" without "not shipped" is no age; parcels on their way are another question.
  assert.equal(orderAgeAsked(normalise('كم طلب من 3 ايام')), null);
  assert.equal(orderAgeAsked(normalise('الطلبات اللي ما وصلت من اكثر من اسبوع')), null);
});

test('an order\'s age under a day is said in hours, one or two days by their own Arabic words', () => {
  const answerOf = (question: string) => {
    const plan = planOf(question);
    return composeAnswer(plan, [{ orders: 4 }], { compiled: compile(plan, catalog, 1), catalog, locale: 'ar', currency: 'SAR', timezone: 'Asia/Riyadh', now: NOW }).text;
  };
  assert.match(answerOf('طلبات ما انشحنت من اكثر من ١٢ ساعة'), /طُلبت منذ أكثر من ١٢ ساعة/);
  assert.match(answerOf('طلبات ما انشحنت أقدم من يومين'), /طُلبت منذ أكثر من يومين/);
  assert.match(answerOf('كم طلب متأخر بالشحن اكثر من يوم'), /طُلبت منذ أكثر من يوم:/);
});

test('"بالنسبة ل" is a follow-up, never a share', () => {
  const before = planOf('كم بعنا الأسبوع اللي فات');
  const after = planOf('وبالنسبة للسنة الماضية؟', { plan: before });
  assert.equal(after.share, undefined);
  assert.equal(after.period?.from, '2025-01-01');
  const jeddah = planOf('طيب بالنسبة لجدة؟', { plan: before });
  assert.deepEqual([jeddah.share, jeddah.groupBy, jeddah.filters.map((f) => f.values)], [undefined, [], [['Jeddah']]]);
});

test('plans are found by their Arabic names', () => {
  const cases: [string, string][] = [['كم اشتراك نشط في صندوق التمور', 'Dates Box'], ['كم مشترك في نادي القهوة', 'Coffee Club'], ['كم اشتراك في صندوق الجمال', 'Beauty Box'], ['الإيراد الشهري المتكرر لباقة عود الشهر', 'Oud of the Month'], ['كم مشترك في باقة التمر', 'Dates Box']];
  for (const [question, plan] of cases) assert.deepEqual(planOf(question).filters.map((f) => f.values), [[plan]], question);
});

test('money refunded "to the customers" adds no count of customers beside it', () => {
  assert.deepEqual(planOf('كم استرجعنا فلوس للعملاء هالشهر').metrics, ['refunds']);
});

test('the weekend against the other days is a split of the two, not a ranking of ten kinds', () => {
  for (const question of ['مقارنة الويكند بأيام الأسبوع', 'الويكند ولا أيام الدوام أكثر مبيعات', 'مبيعات نهاية الأسبوع مقارنة بباقي الأيام']) {
    const plan = planOf(question);
    assert.deepEqual([plan.groupBy, plan.top, plan.filters], [['day_type'], undefined, []], question);
  }
});
