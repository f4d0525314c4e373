import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ask, planOf } from './helpers.ts';
import { shiftPeriod } from '../../src/engine/parse/periods.ts';
import type { QueryPlan } from '../../src/engine/index.ts';

/** The period a comparison is made with: the one named, else the one before. */
const shifted = (plan: QueryPlan) => (plan.against ?? (plan.period && plan.compare ? shiftPeriod(plan.period, plan.compare) : undefined))?.from;

const period = (q: string, now: string, timezone: string) => {
  const p = planOf(q, { now: new Date(now), timezone }).period;
  return p ? [p.from, p.to] : null;
};

test('"today" and "this month" follow the store timezone across a month boundary', () => {
  // 22:30 UTC on 31 March is already 1 April in Riyadh (UTC+3) but still 31 March in Los Angeles.
  assert.deepEqual(period('sales today', '2026-03-31T22:30:00Z', 'Asia/Riyadh'), ['2026-04-01', '2026-04-02']);
  assert.deepEqual(period('sales today', '2026-03-31T22:30:00Z', 'America/Los_Angeles'), ['2026-03-31', '2026-04-01']);
  assert.deepEqual(period('sales this month', '2026-03-31T22:30:00Z', 'Asia/Riyadh'), ['2026-04-01', '2026-05-01']);
  assert.deepEqual(period('sales this month', '2026-03-31T22:30:00Z', 'America/Los_Angeles'), ['2026-03-01', '2026-04-01']);
});

test('relative periods at year and month ends', () => {
  assert.deepEqual(period('orders yesterday', '2026-01-01T08:00:00Z', 'UTC'), ['2025-12-31', '2026-01-01']);
  assert.deepEqual(period('orders last month', '2026-01-15T08:00:00Z', 'UTC'), ['2025-12-01', '2026-01-01']);
  assert.deepEqual(period('orders last month', '2024-03-31T08:00:00Z', 'UTC'), ['2024-02-01', '2024-03-01']);
  assert.deepEqual(period('orders last quarter', '2026-02-10T08:00:00Z', 'UTC'), ['2025-10-01', '2026-01-01']);
  assert.deepEqual(period('orders last week', '2026-11-22T08:00:00Z', 'UTC'), ['2026-11-09', '2026-11-16']);
  assert.deepEqual(period('orders this week', '2026-11-16T08:00:00Z', 'UTC'), ['2026-11-16', '2026-11-23']);
  assert.deepEqual(period('orders in the last 7 days', '2026-03-02T08:00:00Z', 'UTC'), ['2026-02-24', '2026-03-03']);
  assert.deepEqual(period('sales year to date', '2026-11-22T08:00:00Z', 'UTC'), ['2026-01-01', '2026-11-23']);
});

test('absolute periods: years, quarters, month names, ranges, ISO dates (en and ar)', () => {
  const now = '2026-05-10T08:00:00Z';
  assert.deepEqual(period('sales in 2016', now, 'UTC'), ['2016-01-01', '2017-01-01']);
  assert.deepEqual(period('sales Q3 2017', now, 'UTC'), ['2017-07-01', '2017-10-01']);
  assert.deepEqual(period('sales in March', now, 'UTC'), ['2026-03-01', '2026-04-01']);
  // A month that has not begun this year is last year's.
  assert.deepEqual(period('sales in September', now, 'UTC'), ['2025-09-01', '2025-10-01']);
  assert.deepEqual(period('sales between March and June 2024', now, 'UTC'), ['2024-03-01', '2024-07-01']);
  assert.deepEqual(period('sales between November and February', now, 'UTC'), ['2025-11-01', '2026-03-01']);
  assert.deepEqual(period('sales from 2026-01-05 to 2026-01-10', now, 'UTC'), ['2026-01-05', '2026-01-11']);
  assert.deepEqual(period('المبيعات في شهر مارس ٢٠٢٤', now, 'UTC'), ['2024-03-01', '2024-04-01']);
  assert.deepEqual(period('المبيعات الربع الاول ٢٠٢٥', now, 'UTC'), ['2025-01-01', '2025-04-01']);
  assert.deepEqual(period('المبيعات آخر ٣٠ يوم', now, 'UTC'), ['2026-04-11', '2026-05-11']);
  assert.deepEqual(period('المبيعات السنة الماضية', now, 'UTC'), ['2025-01-01', '2026-01-01']);
  assert.deepEqual(period('المبيعات بين مارس ويونيو', '2026-11-22T08:00:00Z', 'UTC'), ['2026-03-01', '2026-07-01']);
});

test('an unknown timezone falls back to UTC instead of failing', () => {
  assert.deepEqual(period('sales today', '2026-03-31T22:30:00Z', 'Mars/Olympus'), ['2026-03-31', '2026-04-01']);
});

test('a week starts the day after the store\'s weekend: Sunday for a riyal store, Monday for a dollar or dirham store', () => {
  const week = (q: string, now: string, currency: string) => {
    const p = planOf(q, { now: new Date(now), timezone: 'Asia/Riyadh', currency }).period;
    return p ? [p.from, p.to] : null;
  };
  // Wednesday 18 November 2026.
  assert.deepEqual(week('orders this week', '2026-11-18T08:00:00Z', 'SAR'), ['2026-11-15', '2026-11-22']);
  assert.deepEqual(week('الطلبات الأسبوع الماضي', '2026-11-18T08:00:00Z', 'SAR'), ['2026-11-08', '2026-11-15']);
  assert.deepEqual(week('orders this week', '2026-11-18T08:00:00Z', 'USD'), ['2026-11-16', '2026-11-23']);
  assert.deepEqual(week('orders this week', '2026-11-18T08:00:00Z', 'AED'), ['2026-11-16', '2026-11-23']);
  // "Last Friday" from a Friday is the one a week before.
  assert.deepEqual(week('sales last friday', '2026-11-20T08:00:00Z', 'SAR'), ['2026-11-13', '2026-11-14']);
});

test('sale days by the Gregorian calendar, and the national and founding days of the country the store\'s currency names', () => {
  const on = (q: string, now: string, currency?: string) => {
    const p = planOf(q, { now: new Date(now), timezone: 'Asia/Riyadh', currency });
    return [p.period?.from, p.period?.to, p.against?.from];
  };
  // Black Friday: the Friday after the fourth Thursday of November; before it comes, last year's.
  assert.deepEqual(on('sales on black friday', '2026-11-28T12:00:00Z'), ['2026-11-27', '2026-11-28', undefined]);
  assert.deepEqual(on('sales on black friday', '2026-11-20T12:00:00Z'), ['2025-11-28', '2025-11-29', undefined]);
  assert.deepEqual(on('الجمعة البيضاء ٢٠٢٣', '2026-11-20T12:00:00Z'), ['2023-11-24', '2023-11-25', undefined]);
  assert.deepEqual(on('cyber monday 2024', '2026-11-20T12:00:00Z'), ['2024-12-02', '2024-12-03', undefined]);
  // Compared with the year before's sale day, not the Friday before.
  const vs = planOf('black friday 2025 vs last year', { now: new Date('2026-11-20T12:00:00Z') });
  assert.deepEqual([vs.period?.from, shifted(vs)], ['2025-11-28', '2024-11-29']);
  assert.deepEqual(on('sales on national day', '2026-11-20T12:00:00Z', 'SAR'), ['2026-09-23', '2026-09-24', undefined]);
  assert.deepEqual(on('اليوم الوطني', '2026-11-20T12:00:00Z', 'AED'), ['2025-12-02', '2025-12-03', undefined]);
  // A store whose currency names no country: its national day is not guessed.
  assert.equal(ask('sales on national day', { currency: 'USD' }).kind, 'cannot');
  // Saudi Arabia's founding day (22 February), compared with the year before's; a UAE store has none.
  assert.deepEqual(on('sales on founding day', '2026-11-20T12:00:00Z', 'SAR'), ['2026-02-22', '2026-02-23', undefined]);
  const founding = planOf('يوم التأسيس ٢٠٢٥ مقارنة بالسنة الماضية', { now: new Date('2026-11-20T12:00:00Z'), currency: 'SAR' });
  assert.deepEqual([founding.period?.from, shifted(founding)], ['2025-02-22', '2024-02-22']);
  assert.equal(ask('sales on founding day', { currency: 'AED' }).kind, 'cannot');
});

test('an average per day, week or month is over the period\'s own length, a partial month in its own days', async () => {
  const { unitsBetween, parseIso } = await import('../../src/engine/parse/dates.ts');
  const between = (from: string, to: string, unit: 'day' | 'week' | 'month' | 'quarter' | 'year') => Number(unitsBetween(parseIso(from), parseIso(to), unit).toFixed(4));
  assert.equal(between('2026-10-01', '2026-11-01', 'day'), 31);
  assert.equal(between('2026-11-01', '2026-11-23', 'week'), Number((22 / 7).toFixed(4)));
  assert.equal(between('2025-11-23', '2026-11-23', 'month'), 12);
  assert.equal(between('2026-01-01', '2026-11-23', 'month'), Number((10 + 22 / 30).toFixed(4)));
  assert.equal(between('2026-01-01', '2027-01-01', 'quarter'), 4);
  assert.equal(between('2024-01-01', '2026-01-01', 'year'), 2);
});

test('the start of a period opens a range to today; "until", "through", "up to" and "before" a month or quarter close one from its year\'s start', () => {
  const now = '2026-11-22T03:00:00Z';
  const at = (q: string) => period(q, now, 'Asia/Riyadh');
  assert.deepEqual(at('orders since the start of October'), ['2026-10-01', '2026-11-23']);
  assert.deepEqual(at('sales from the beginning of Q3'), ['2026-07-01', '2026-11-23']);
  assert.deepEqual(at('orders from start of year'), ['2026-01-01', '2026-11-23']);
  assert.deepEqual(at('sales since start of month'), ['2026-11-01', '2026-11-23']);
  assert.deepEqual(at('المبيعات من بداية سبتمبر'), ['2026-09-01', '2026-11-23']);
  assert.deepEqual(at('مبيعات من أول أكتوبر'), ['2026-10-01', '2026-11-23']);
  // "من أول أمس" is since the day before yesterday, not the start of yesterday.
  assert.deepEqual(at('مبيعات من أول أمس'), ['2026-11-20', '2026-11-23']);
  assert.deepEqual(at('sales before June'), ['2026-01-01', '2026-06-01']);
  assert.deepEqual(at('sales until the end of September'), ['2026-01-01', '2026-10-01']);
  // "Up to October" counts October's sales.
  assert.deepEqual(at('sales up to October'), ['2026-01-01', '2026-11-01']);
  assert.deepEqual(at('sales through the end of Q3'), ['2026-01-01', '2026-10-01']);
  assert.deepEqual(at('المبيعات حتى نهاية الربع الثالث'), ['2026-01-01', '2026-10-01']);
  assert.deepEqual(at('المبيعات لين نهاية سبتمبر هالسنة'), ['2026-01-01', '2026-10-01']);
  // A start said before the bound begins the range; "before 2023" stays everything before it.
  assert.deepEqual(at('sales from the start of July until the end of September'), ['2026-07-01', '2026-10-01']);
  assert.deepEqual(at('sales before 2023'), ['1900-01-01', '2023-01-01']);
});

test('days said day first or dotted, a month by its number and year, and two quarters said together', () => {
  const at = (q: string) => period(q, '2026-11-22T03:00:00Z', 'Asia/Riyadh');
  assert.deepEqual(at('sales 1-15 Nov 2025'), ['2025-11-01', '2025-11-16']);
  assert.deepEqual(at('مبيعات ١-١٥ نوفمبر'), ['2026-11-01', '2026-11-16']);
  assert.deepEqual(at('المبيعات من ١ لـ ١٥ نوفمبر'), ['2026-11-01', '2026-11-16']);
  assert.deepEqual(at('sales 5 to 12 November'), ['2026-11-05', '2026-11-13']);
  assert.deepEqual(at('orders 01/11/2026 - 15/11/2026'), ['2026-11-01', '2026-11-16']);
  assert.deepEqual(at('sales 10.11.2026'), ['2026-11-10', '2026-11-11']);
  assert.deepEqual(at('revenue in 11/2025'), ['2025-11-01', '2025-12-01']);
  assert.deepEqual(at('مبيعات ٢٠٢٥/١١'), ['2025-11-01', '2025-12-01']);
  // The year said once is both quarters'; "and" joins neighbours only, "to" any two, Q4 to Q1 across the new year.
  assert.deepEqual(at('sales Q1 and Q2 2025'), ['2025-01-01', '2025-07-01']);
  assert.deepEqual(at('sales Q2 through Q3'), ['2026-04-01', '2026-10-01']);
  assert.deepEqual(at('sales Q4 to Q1'), ['2025-10-01', '2026-04-01']);
  assert.deepEqual(at('مبيعات الربع الأول والثاني'), ['2026-01-01', '2026-07-01']);
  assert.deepEqual(at('sales Q1 and Q3'), ['2026-01-01', '2026-04-01']);
});

test('the last whole quarters, the past year said "السنة الأخيرة", a numbered week or ten days of a month, "أمس الأول"', () => {
  const at = (q: string) => period(q, '2026-11-22T03:00:00Z', 'Asia/Riyadh');
  assert.deepEqual(at('sales in the past 2 quarters'), ['2026-04-01', '2026-10-01']);
  assert.deepEqual(at('المبيعات في آخر ٣ أرباع'), ['2026-01-01', '2026-10-01']);
  // As "آخر سنة": the last 12 months to today.
  assert.deepEqual(at('المبيعات خلال السنة الأخيرة'), ['2025-11-23', '2026-11-23']);
  assert.deepEqual(at('sales in the second week of October'), ['2026-10-08', '2026-10-15']);
  assert.deepEqual(at('مبيعات الأسبوع الأول من نوفمبر'), ['2026-11-01', '2026-11-08']);
  // A Gregorian month named: its last ten days, not Ramadan's last ten nights (which stay Ramadan's when none is).
  assert.deepEqual(at('المبيعات في العشر الأواخر من أكتوبر'), ['2026-10-22', '2026-11-01']);
  assert.deepEqual(at('المبيعات في العشر الأواخر من رمضان'), ['2026-03-10', '2026-03-20']);
  assert.deepEqual(at('طلبات أمس الأول'), ['2026-11-20', '2026-11-21']);
});

test('the same day, week or time last year; growth from one month to the next; a running bucket stepped to date', () => {
  const compared = (q: string) => {
    // A riyal store: its weeks start on Sunday.
    const plan = planOf(q, { currency: 'SAR' });
    return [plan.period?.from, plan.period?.to, shifted(plan), plan.against?.to ?? (plan.period && plan.compare ? shiftPeriod(plan.period, plan.compare).to : undefined)];
  };
  // The same date a year before for a day; 52 weeks back for a week (as "this week vs the same week last year").
  assert.deepEqual(compared('sales on the same day last year'), ['2026-11-22', '2026-11-23', '2025-11-22', '2025-11-23']);
  assert.deepEqual(compared('المبيعات في نفس اليوم من السنة الماضية'), ['2026-11-22', '2026-11-23', '2025-11-22', '2025-11-23']);
  assert.deepEqual(compared('sales same week last year'), ['2026-11-22', '2026-11-23', '2025-11-23', '2025-11-24']);
  assert.deepEqual(compared('sales this time last year'), ['2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23']);
  assert.deepEqual(compared('how much did sales grow from September to October in %'), ['2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01']);
  assert.deepEqual(compared('كم نسبة التغير في الطلبات بين سبتمبر وأكتوبر'), ['2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01']);
  // A range of whole months is preceded by as many whole months.
  assert.deepEqual(compared('sales in the first half of 2026 compared to the previous period'), ['2026-01-01', '2026-07-01', '2025-07-01', '2026-01-01']);
  // The year or month still running is stepped against the same days of the one before.
  const step = (q: string) => { const s = planOf(q).runningStep; return s && [s.from, s.to]; };
  assert.deepEqual(step('year over year revenue growth'), ['2025-01-01', '2025-11-23']);
  assert.deepEqual(step('month over month revenue growth last 6 months'), ['2026-10-01', '2026-10-23']);
  assert.equal(step('month over month growth in 2025'), undefined);
});
