import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, compare, countF, ownerCase, sales, salesF, span } from './gold-sql.ts';
import { ordersLateNow } from './questions-conversations.ts';

/**
 * Round q7 (2026-11-28): English-speaking owners and managers of the demo store (multi-turn conversations, analyst and operations words, sloppy typing). Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
/** A parcel late by calendar day in Riyadh, as of the evaluation's now (delivered, or not yet, after its promised day). */
const late = `s.estimated_delivery_at IS NOT NULL AND s.status IS DISTINCT FROM 'returned' AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date`;
/** Orders not cancelled, unfulfilled, placed before a moment (as SQL). */
const unfulfilledBefore = (before: string, where = '') => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled' AND o.created_at < ${before} ${where}`;
const shipmentsWhere = (where: string) => `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${where}`;
const exShipping = `coalesce(sum(o.total - o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
const exTax = `coalesce(sum(o.total - o.tax_total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
const trackedOrder = `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`;
const ordersIn = (from: string, to: string) => `count(*) FILTER (WHERE ${span('o.created_at', from, to)})`;

export function q7EnglishCases(): Case[] {
  // Ids as written (`q7-…`), so EVAL_ONLY=q7- runs them.
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string): Case => ({ ...ownerCase(id, lang, ask, gold), id });
  return [
    // F15: late and overdue parcels as of the question's now, not the database's clock.
    { ...c('q7-en-which-orders-late', 'en', ['which orders are late'], ordersLateNow), lookup: true },
    c('q7-en-in-transit-which-late', 'en', ['shipments in transit by carrier', 'which are late'], `SELECT s.carrier, count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'in_transit' GROUP BY 1`),
    c('q7-en-late-per-carrier', 'en', ['how many shipments are late per carrier'], `SELECT s.carrier, count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1`),
    // F7: both halves of last year; the same week or month last year.
    c('q7-en-h1-vs-h2-last-year', 'en', ['h1 vs h2 last year'], compare(salesF, '2025-07-01', '2026-01-01', '2025-01-01', '2025-07-01')),
    c('q7-en-first-vs-second-half-last-year', 'en', ['first half vs second half of last year'], compare(salesF, '2025-07-01', '2026-01-01', '2025-01-01', '2025-07-01')),
    c('q7-en-this-week-vs-this-week-last-year', 'en', ['sales this week vs this week last year'], compare(salesF, '2026-11-22', '2026-11-23', '2025-11-23', '2025-11-24')),
    c('q7-en-this-month-vs-this-month-last-year', 'en', ['orders this month vs this month last year'], `SELECT ${ordersIn('2026-11-01', '2026-11-23')}, ${ordersIn('2025-11-01', '2025-11-23')} FROM warehouse.orders o WHERE o.store_id = 1`),
    c('q7-en-march-vs-march-last-year', 'en', ['sales in march vs march last year'], compare(salesF, '2026-03-01', '2026-04-01', '2025-03-01', '2025-04-01')),
    c('q7-en-same-month-this-year', 'en', ['sales by month last year', 'which month was the slowest', 'compare it to the same month this year'], compare(salesF, '2026-08-01', '2026-09-01', '2025-08-01', '2025-09-01')),
    // F8: a week from the day it commences; days of the month said as ordinal words.
    c('q7-en-week-commencing', 'en', ['sales for the week commencing 9th november'], sales('2026-11-09', '2026-11-16')),
    c('q7-en-week-starting', 'en', ['sales for the week starting nov 9'], sales('2026-11-09', '2026-11-16')),
    c('q7-en-wc', 'en', ['orders w/c 2nd november'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-02', '2026-11-09')}`),
    c('q7-en-first-to-fifteenth', 'en', ['sales from the first to the fifteenth of november'], sales('2026-11-01', '2026-11-16')),
    c('q7-en-november-the-third', 'en', ['sales on november the third'], sales('2026-11-03', '2026-11-04')),
    // F23: a day set against the day before, then "the week before that": the same day a week before.
    c('q7-en-day-then-week-before-that', 'en', ['how many orders did we get yesterday', 'what about the day before', 'and revenue', 'same for jeddah', 'and the week before that'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15').replace('WHERE o.store_id = 1', "WHERE o.store_id = 1 AND o.city = 'Jeddah'")),
    // F4: how long ago the orders of a backlog were placed.
    c('q7-en-unfulfilled-paid-older', 'en', ['unfulfilled paid orders older than 3 days'], unfulfilledBefore(`${NOW_SQL} - interval '3 days'`, "AND o.financial_status = 'paid'")),
    c('q7-en-unfulfilled-placed-ago', 'en', ['unfulfilled orders placed more than 3 days ago'], unfulfilledBefore(`${NOW_SQL} - interval '3 days'`)),
    c('q7-en-waiting-to-ship', 'en', ['orders waiting more than 2 days to ship'], unfulfilledBefore(`${NOW_SQL} - interval '2 days'`)),
    c('q7-en-not-shipped-after-hours', 'en', ['orders not yet shipped after 48 hours'], unfulfilledBefore(`${NOW_SQL} - interval '48 hours'`)),
    c('q7-en-unfulfilled-older-hours', 'en', ['how many unfulfilled orders are older than 12 hours'], unfulfilledBefore(`${NOW_SQL} - interval '12 hours'`)),
    // F19: British and warehouse words for shipping.
    c('q7-en-dispatched-yesterday', 'en', ['orders dispatched yesterday'], shipmentsWhere(span('s.shipped_at', '2026-11-21', '2026-11-22'))),
    c('q7-en-went-missing', 'en', ['how many parcels went missing this year'], shipmentsWhere(`s.status = 'lost' AND ${span('s.shipped_at', '2026-01-01', '2027-01-01')}`)),
    c('q7-en-with-the-courier', 'en', ['parcels still with the courier'], shipmentsWhere(`s.status IN ('in_transit', 'out_for_delivery')`)),
    // F9: money without the shipping charged or the tax collected.
    c('q7-en-aov-ex-shipping', 'en', ['average order value excluding shipping'], `SELECT avg(o.total - o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('q7-en-sales-ex-shipping', 'en', ['sales excluding shipping last month'], `SELECT ${exShipping} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q7-en-sales-ex-tax', 'en', ['sales excluding tax last month'], `SELECT ${exTax} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q7-en-revenue-before-tax', 'en', ['revenue before tax this year'], `SELECT ${exTax} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`),
    c('q7-en-net-of-tax', 'en', ['net of tax sales last month'], `SELECT ${exTax} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q7-en-revenue-this-month-before-vat', 'en', ['revenue this month before vat'], `SELECT ${exTax} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`),
    // F5, F6, F28: occasions by their dates, never all time.
    c('q7-en-holidays', 'en', ['sales over the holidays'], sales('2025-12-24', '2026-01-02')),
    c('q7-en-christmas-period-last-year', 'en', ['sales over the christmas period last year'], sales('2025-12-24', '2026-01-02')),
    c('q7-en-valentines', 'en', ['sales on valentines day'], sales('2026-02-14', '2026-02-15')),
    c('q7-en-new-year', 'en', ['sales over the new year'], sales('2025-12-31', '2026-01-02')),
    c('q7-en-black-friday-week', 'en', ['how did black friday week do vs last year'], compare(salesF, '2025-11-22', '2025-11-29', '2024-11-23', '2024-11-30')),
    // F1, F17: values asked one per turn, then all of them; "compare to that", "which is better", "which is shrinking".
    c('q7-en-which-of-three-growing', 'en', ['how many orders from whatsapp this month', 'and instagram', 'and tiktok', 'which of the three is growing fastest'],
      `SELECT channel, now, before FROM (SELECT o.channel, ${ordersIn('2026-11-01', '2026-11-23')} AS now, ${ordersIn('2026-10-01', '2026-10-23')} AS before FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('whatsapp', 'instagram', 'tiktok') GROUP BY 1) t ORDER BY now - before DESC LIMIT 1`),
    c('q7-en-add-them-up', 'en', ['sales in kuwait last month', 'and qatar', 'and bahrain', 'add them up'], sales('2026-10-01', '2026-11-01', "AND o.country IN ('KW', 'QA', 'BH')")),
    c('q7-en-total-for-all-three', 'en', ['sales in kuwait last month', 'and qatar', 'and bahrain', 'total for all three'], sales('2026-10-01', '2026-11-01', "AND o.country IN ('KW', 'QA', 'BH')")),
    c('q7-en-compare-to-that-months', 'en', ['how were sales last month', 'and the month before?', 'compare to that'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('q7-en-compare-to-that-weeks', 'en', ['orders from riyadh this week', 'and last week', 'compare to that'], `${compare(countF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-22')} AND o.city = 'Riyadh'`),
    c('q7-en-which-is-better', 'en', ['average order value on tiktok', 'this year', 'vs last year', 'and snapchat', 'which is better'],
      `SELECT o.channel, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('tiktok', 'snapchat') AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q7-en-which-is-shrinking', 'en', ['sales by category this month', 'which one is growing', 'and which is shrinking'],
      `SELECT p.category, coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-11-23')}), 0) AS now, coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-10-01', '2026-10-23')}), 0) AS before
       FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id
       WHERE l.store_id = 1 AND o.created_at >= timestamp '2026-10-01' AT TIME ZONE ${TZ} GROUP BY 1 HAVING coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-11-23')}), 0) < coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', '2026-10-01', '2026-10-23')}), 0)`),
    // F13: "lookup" and "look up" a tracking number, and what its order holds next.
    { ...c('q7-en-lookup-tracking', 'en', ['lookup {tracking}'], trackedOrder), lookup: true },
    { ...c('q7-en-look-up-tracking', 'en', ['look up {tracking}'], trackedOrder), lookup: true },
    { ...c('q7-en-lookup-tracking-contents', 'en', ['lookup {tracking}', 'what else is in that order'], trackedOrder), lookup: true },
  ];
}
