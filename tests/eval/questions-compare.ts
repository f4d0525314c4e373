import type { Case } from './questions-demo.ts';
import { TZ, compare, countF, ownerCase, sales, salesF, span, stepsGold } from './gold-sql.ts';

/**
 * Comparisons a QA round of 2026-11-27 (405 questions on time, English and Arabic) found answered as another
 * comparison than the one asked: "the same day last year" as last month against a year before, "growth from September
 * to October" as the two months together against the two before them, "وسبتمبر؟" after October as October filtered to
 * September (0), the noun "مقارنة" as no comparison at all. Each is kept here with its gold, written by hand in Riyadh
 * days (today is Sunday 2026-11-22, 06:00 in the evaluation): the current value, then the one compared with, as the
 * answer's table sets them side by side. Prefix `qa-r22-`.
 */
/**
 * Each year's (or month's) sales with the one before beside it, and the bucket still running (2026, November 2026)
 * against the same days of the one before (`toDate`, Jan 1 – Nov 22, 2025; Oct 1 – 22, 2026): `from` reads one bucket
 * before the first shown (`shown`), for its step.
 */
const stepsToDate = (grain: 'year' | 'month', from: string, shown: string, running: string, toDate: [string, string]) => stepsGold(salesF, 'warehouse.orders o', grain, from, '2026-11-23', shown, running, toDate);
const rain = `"store_1"."seattle_weather"`;

export function compareCases(): Case[] {
  const c = ownerCase;
  return [
    // The same day, week or time last year, asked with no period: today, this week or this month so far against it
    // (all were last month against October 2025). The same day is the same date (Nov 22, 2025); the same week is 52
    // weeks back, the Sunday of Nov 23, 2025, as "this week vs the same week last year" (r16) is aligned.
    c('r22-same-day-last-year', 'en', ['sales on the same day last year'], compare(salesF, '2026-11-22', '2026-11-23', '2025-11-22', '2025-11-23')),
    c('r22-ar-same-day-last-year', 'ar', ['المبيعات في نفس اليوم من السنة الماضية'], compare(salesF, '2026-11-22', '2026-11-23', '2025-11-22', '2025-11-23')),
    c('r22-same-week-last-year', 'en', ['sales same week last year'], compare(salesF, '2026-11-22', '2026-11-23', '2025-11-23', '2025-11-24')),
    c('r22-this-time-last-year', 'en', ['sales this time last year'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('r22-ar-this-time-last-year', 'ar', ['المبيعات في مثل هذا الوقت من السنة الماضية'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('r22-yesterday-same-day-last-year', 'en', ['yesterday vs the same day last year'], compare(salesF, '2026-11-21', '2026-11-22', '2025-11-21', '2025-11-22')),
    // Growth from one month to the next: October against September (it was Sep–Oct against Jul 2 – Aug 31).
    c('r22-grow-september-to-october', 'en', ['how much did sales grow from September to October in %'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('r22-ar-change-september-october', 'ar', ['كم نسبة التغير في الطلبات بين سبتمبر وأكتوبر'], compare(countF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('r22-change-december-to-january', 'en', ['how did sales change from December to January'], compare(salesF, '2026-01-01', '2026-02-01', '2025-12-01', '2026-01-01')),
    // A range of whole months against as many whole months before it (Jul 1 – Dec 31, not from Jul 3).
    c('r22-half-vs-previous', 'en', ['sales in the first half of 2026 compared to the previous period'], compare(salesF, '2026-01-01', '2026-07-01', '2025-07-01', '2026-01-01')),
    // "and September?" after October: September 2026 (in Arabic it was October filtered to the month of September, 0).
    c('r22-ar-and-september', 'ar', ['مبيعات أكتوبر', 'وسبتمبر؟'], sales('2026-09-01', '2026-10-01')),
    c('r22-and-september', 'en', ['sales in October', 'and September?'], sales('2026-09-01', '2026-10-01')),
    // Growth bucket by bucket: the year or month still running against the same days of the one before (its previous
    // value was empty although 2025 and October were there).
    c('r22-yoy-growth-running-year', 'en', ['year over year revenue growth'], stepsToDate('year', '2000-01-01', '2000-01-01', '2026-01-01', ['2025-01-01', '2025-11-23'])),
    c('r22-ar-yearly-growth-running-year', 'ar', ['النمو السنوي للمبيعات'], stepsToDate('year', '2000-01-01', '2000-01-01', '2026-01-01', ['2025-01-01', '2025-11-23'])),
    c('r22-mom-last-6-months', 'en', ['month over month revenue growth last 6 months'], stepsToDate('month', '2026-05-01', '2026-06-01', '2026-11-01', ['2026-10-01', '2026-10-23'])),
    // The noun "مقارنة" compares as the verb does (it was Q1 alone).
    c('r22-ar-comparison-q1-q2', 'ar', ['مقارنة المبيعات بين الربع الأول والربع الثاني'], compare(salesF, '2026-04-01', '2026-07-01', '2026-01-01', '2026-04-01')),
    // "أسوأ شهر السنة اللي فاتت": the worst month of 2025, August (it was the month of the year over all time, January).
    c('r22-ar-worst-month-last-year', 'ar', ['أسوأ شهر السنة اللي فاتت'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o
      WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    // The last 24 hours are today and yesterday, said so (the days were right, the words "the last 2 days"); the last
    // hour cannot be read from whole days (it was every hour of the day over all time).
    c('r22-last-24-hours', 'en', ['sales in the last 24 hours'], sales('2026-11-21', '2026-11-23')),
    c('r22-ar-last-24-hours', 'ar', ['المبيعات خلال الـ٢٤ ساعة الماضية'], sales('2026-11-21', '2026-11-23')),
    c('r22-last-hour', 'en', ['orders in the last hour'], 'cannot'),
    c('r22-ar-last-hour', 'ar', ['الطلبات في آخر ساعة'], 'cannot'),
    {
      id: 'qa-r22-ar-comparison-rain', category: 'custom-data', dataset: 'weather', lang: 'ar', ask: ['مقارنة الأمطار بين ٢٠١٢ و ٢٠١٣'],
      gold: `SELECT sum(precipitation) FILTER (WHERE date >= '2013-01-01' AND date < '2014-01-01'), sum(precipitation) FILTER (WHERE date >= '2012-01-01' AND date < '2013-01-01') FROM ${rain}`,
    },
  ];
}
