import type { Case } from './questions-demo.ts';
import { TZ, ownerCase, sales, span } from './gold-sql.ts';

/**
 * Round q9 (2026-11-28): English-speaking owners' questions the q8 round left answered wrongly on the demo store: two
 * colours of one kind side by side, the busiest day within each channel, a share of what lies outside a value, the
 * share of sales that was discounted, two periods just compared taken together, and a "why" the data cannot tell. Each gold is hand-written SQL (today is
 * 2026-11-22 in the evaluation, in Riyadh).
 */
/** The day with the most orders within each channel (the earliest of days tied). */
const busiestDayPer = (dir: 'DESC' | 'ASC', where = '') => `SELECT to_char(d, 'YYYY-MM-DD'), channel, n FROM (SELECT date_trunc('day', o.created_at AT TIME ZONE ${TZ}) AS d, o.channel, count(*) AS n,
  row_number() OVER (PARTITION BY o.channel ORDER BY count(*) ${dir}, date_trunc('day', o.created_at AT TIME ZONE ${TZ})) AS r FROM warehouse.orders o WHERE o.store_id = 1 ${where} GROUP BY 1, 2) t WHERE r = 1`;
/** A measure over the rows whose country is not Saudi Arabia, its share of all, and all. */
const outsideSaudi = (expr: (where: string) => string, where = '') => `SELECT ${expr("o.country IS DISTINCT FROM 'SA'")}, ${expr("o.country IS DISTINCT FROM 'SA'")}::numeric / ${expr('true')}, ${expr('true')} FROM warehouse.orders o WHERE o.store_id = 1 ${where}`;
const discountedShare = (where = '') => `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.discount_total > 0), 0) / sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 ${where}`;

const salesL = 'coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)';
/** Abaya lines by the colour their name holds, black or beige. */
const byColour = (expr: string, where = '') => `SELECT CASE WHEN l.title ILIKE '%black%' THEN 'black' ELSE 'beige' END, ${expr} FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
  WHERE l.store_id = 1 AND l.category = 'Abayas' AND (l.title ILIKE '%black%' OR l.title ILIKE '%beige%') ${where} GROUP BY 1`;

export function q9EnglishCases(): Case[] {
  // Ids as written (`q9-en-…`), so EVAL_ONLY=q9-en- runs them.
  const c = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'en', ask, gold), id });
  // The same understanding asked in Arabic.
  const ar = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'ar', ask, gold), id });
  return [
    // Two words of the same names compared: a row for the names holding each (it was one figure for both).
    c('q9-en-black-vs-beige-abayas', ['black vs beige abayas'], byColour(salesL)),
    ar('q9-en-black-vs-beige-abayas-in-arabic', ['مبيعات العبايات السوداء مقابل البيج'], byColour(salesL)),
    c('q9-en-orders-black-vs-beige-last-month', ['orders of black vs beige abayas last month'], byColour('count(DISTINCT l.order_id)', `AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // The busiest (or quietest) day within each channel (it was the channels ranked by their orders).
    c('q9-en-busiest-day-each-channel', ['which day was busiest for each channel'], busiestDayPer('DESC')),
    c('q9-en-busiest-month-each-city', ['busiest month for each city'], `SELECT to_char(m, 'YYYY-MM-DD'), city, n FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}) AS m, o.city, count(*) AS n,
      row_number() OVER (PARTITION BY o.city ORDER BY count(*) DESC, date_trunc('month', o.created_at AT TIME ZONE ${TZ})) AS r FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1, 2) t WHERE r = 1`),
    c('q9-en-quietest-day-each-channel', ['quietest day for each channel this year'], busiestDayPer('ASC', `AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`)),
    // A share of what lies outside a value: one share against all (it was every country's share).
    c('q9-en-customers-outside-saudi', ['what % of our customers are from outside Saudi'], outsideSaudi((w) => `count(DISTINCT o.customer_id) FILTER (WHERE ${w})`)),
    c('q9-en-orders-international-share', ['what % of orders are international'], outsideSaudi((w) => `count(*) FILTER (WHERE ${w})`)),
    c('q9-en-sales-outside-saudi-share', ['what share of sales is from outside saudi this year'], outsideSaudi((w) => `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND ${w}), 0)`, `AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`)),
    c('q9-en-orders-not-cancelled-share', ['what % of orders are not cancelled'], `SELECT count(*) FILTER (WHERE o.status IS DISTINCT FROM 'cancelled'), count(*) FILTER (WHERE o.status IS DISTINCT FROM 'cancelled')::numeric / count(*), count(*) FROM warehouse.orders o WHERE o.store_id = 1`),
    // The share of sales from orders with a discount (it was all sales, or the sales beside the count of those orders).
    c('q9-en-portion-of-sales-discounted', ['what portion of sales are discounted'], discountedShare()),
    c('q9-en-share-of-sales-with-discount', ['what share of sales came from orders with a discount'], discountedShare()),
    c('q9-en-sales-discounted-last-month', ['what % of sales were discounted last month'], discountedShare(`AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // Two periods just compared, together: this week so far and all of last week (it was "can't").
    c('q9-en-week-vs-last-combined', ['sales this week vs last week', 'combined'], sales('2026-11-15', '2026-11-23')),
    c('q9-en-month-vs-last-both-together', ['sales this month vs last month', 'both together'], sales('2026-10-01', '2026-11-23')),
    // Why a measure changed is not in the data: said so, with the splits that show where it changed.
    c('q9-en-why-sales-dropped', ['why did sales drop in October'], 'cannot'),
    ar('q9-en-why-sales-dropped-in-arabic', ['ليش نزلت المبيعات في أكتوبر'], 'cannot'),
    c('q9-en-why-orders-down', ['why are orders down this month'], 'cannot'),
    c('q9-en-why-then-by-category', ['why did sales drop in October', 'by category'], `SELECT l.category, coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}), 0), coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-09-01', '2026-10-01')}), 0)
      FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', '2026-09-01', '2026-11-01')} GROUP BY 1`),
  ];
}
