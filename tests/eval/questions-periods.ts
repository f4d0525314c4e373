import { bucketOf, type Case } from './questions-demo.ts';
import { TZ, ownerCase, sales, salesF, span } from './gold-sql.ts';

/**
 * Periods a QA round of 2026-11-27 (405 questions on time, English and Arabic) found answered for another period
 * than the one asked: "since the start of October" read as October, "until the end of September" as September,
 * "1-15 Nov" as all of November, "Q1 and Q2 2025" as Q1 2026, "the past 2 quarters" as all time. Each is kept here
 * with its gold, written by hand in Riyadh days (today is Sunday 2026-11-22 in the evaluation). Prefix `qa-r21-`.
 */
/** Orders placed from one Riyadh day up to another (exclusive). */
const orders = (from: string, to: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', from, to)}`;
/** Gross sales by the store's week (Sunday first), the buckets that had orders. */
const weeklySales = (from: string, to: string) => `SELECT to_char(${bucketOf('week', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF}
  FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', from, to)} GROUP BY 1`;

export function periodCases(): Case[] {
  const c = ownerCase;
  return [
    // From the start of a period to today (it was that period alone, or all time for "start of year" without "the").
    c('r21-since-start-of-october', 'en', ['orders since the start of October'], orders('2026-10-01', '2026-11-23')),
    c('r21-from-beginning-of-september', 'en', ['sales from the beginning of September'], sales('2026-09-01', '2026-11-23')),
    c('r21-from-start-of-year', 'en', ['orders from start of year'], orders('2026-01-01', '2026-11-23')),
    c('r21-since-start-of-month', 'en', ['sales since start of month'], sales('2026-11-01', '2026-11-23')),
    c('r21-ar-from-beginning-of-september', 'ar', ['المبيعات من بداية سبتمبر'], sales('2026-09-01', '2026-11-23')),
    c('r21-ar-orders-from-beginning-of-october', 'ar', ['الطلبات من بداية أكتوبر'], orders('2026-10-01', '2026-11-23')),
    c('r21-ar-gulf-from-first-of-october', 'ar', ['مبيعات من أول أكتوبر'], sales('2026-10-01', '2026-11-23')),
    c('r21-ar-weekly-from-beginning-of-september', 'ar', ['المبيعات أسبوعياً من بداية سبتمبر'], weeklySales('2026-09-01', '2026-11-23')),
    // Up to a month or quarter, from the start of its year (it was that month or quarter alone).
    c('r21-before-june', 'en', ['sales before June'], sales('2026-01-01', '2026-06-01')),
    c('r21-until-end-of-september', 'en', ['sales until the end of September'], sales('2026-01-01', '2026-10-01')),
    c('r21-up-to-october', 'en', ['sales up to October'], sales('2026-01-01', '2026-11-01')),
    c('r21-through-end-of-q3', 'en', ['sales through the end of Q3'], sales('2026-01-01', '2026-10-01')),
    c('r21-ar-until-end-of-q3', 'ar', ['المبيعات حتى نهاية الربع الثالث'], sales('2026-01-01', '2026-10-01')),
    c('r21-ar-gulf-until-end-of-september', 'ar', ['المبيعات لين نهاية سبتمبر هالسنة'], sales('2026-01-01', '2026-10-01')),
    // Days said day first, without "from", dotted or slashed (they were the whole month, the last day, or all time).
    c('r21-days-dash-month', 'en', ['sales 1-15 Nov'], sales('2026-11-01', '2026-11-16')),
    c('r21-days-dash-month-year', 'en', ['sales 1-15 Nov 2025'], sales('2025-11-01', '2025-11-16')),
    c('r21-ar-days-dash-month', 'ar', ['مبيعات ١-١٥ نوفمبر'], sales('2026-11-01', '2026-11-16')),
    c('r21-ar-gulf-days-la', 'ar', ['المبيعات من ١ لـ ١٥ نوفمبر'], sales('2026-11-01', '2026-11-16')),
    c('r21-days-to-month', 'en', ['sales 5 to 12 November'], sales('2026-11-05', '2026-11-13')),
    c('r21-slash-dates-dash', 'en', ['orders 01/11/2026 - 15/11/2026'], orders('2026-11-01', '2026-11-16')),
    c('r21-dotted-date', 'en', ['sales 10.11.2026'], sales('2026-11-10', '2026-11-11')),
    c('r21-month-slash-year', 'en', ['revenue in 11/2025'], sales('2025-11-01', '2025-12-01')),
    c('r21-ar-year-slash-month', 'ar', ['مبيعات ٢٠٢٥/١١'], sales('2025-11-01', '2025-12-01')),
    // Two quarters together (the first alone before, and "Q1 and Q2 2025" was Q1 2026).
    c('r21-two-quarters-year', 'en', ['sales Q1 and Q2 2025'], sales('2025-01-01', '2025-07-01')),
    c('r21-quarter-through-quarter', 'en', ['sales Q2 through Q3'], sales('2026-04-01', '2026-10-01')),
    c('r21-ar-two-quarters', 'ar', ['مبيعات الربع الأول والثاني'], sales('2026-01-01', '2026-07-01')),
    // The last whole quarters, the past year, a week or ten days of a month, the day before yesterday (all time, all
    // of the month, Ramadan's last ten nights, or yesterday before).
    c('r21-past-2-quarters', 'en', ['sales in the past 2 quarters'], sales('2026-04-01', '2026-10-01')),
    c('r21-past-3-quarters', 'en', ['sales over the past 3 quarters'], sales('2026-01-01', '2026-10-01')),
    c('r21-ar-the-last-year', 'ar', ['المبيعات خلال السنة الأخيرة'], sales('2025-11-23', '2026-11-23')),
    c('r21-second-week-of-october', 'en', ['sales in the second week of October'], sales('2026-10-08', '2026-10-15')),
    c('r21-ar-first-week-of-november', 'ar', ['مبيعات الأسبوع الأول من نوفمبر'], sales('2026-11-01', '2026-11-08')),
    c('r21-ar-last-ten-of-october', 'ar', ['المبيعات في العشر الأواخر من أكتوبر'], sales('2026-10-22', '2026-11-01')),
    c('r21-ar-gulf-day-before-yesterday', 'ar', ['طلبات أمس الأول'], orders('2026-11-20', '2026-11-21')),
  ];
}
