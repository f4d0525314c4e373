import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, ownerCase, span } from './gold-sql.ts';

/**
 * An English-speaking owner running operations on the demo store over a working week (QA round `ops-`): shipments,
 * returns and refunds, abandoned carts, subscriptions, discounts, payments, customers and products, in short chat
 * phrasing with typos, comparisons and follow-ups. Each case was a wrong or refused answer in QA, or guards a
 * neighbour that was right and must stay so.
 */
const subscriptions = 'warehouse.subscriptions sb';
/** A subscription's monthly worth, by how often it bills. */
const monthly = `CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 ELSE sb.amount END`;
/** Running at a Riyadh midnight (`at`): begun before it, and still active today or cancelled after it. */
const runningAt = (at: string) => `sb.started_at < timestamp '${at}' AT TIME ZONE ${TZ} AND ((sb.cancelled_at IS NULL AND sb.status = 'active') OR sb.cancelled_at >= timestamp '${at}' AT TIME ZONE ${TZ})`;
/** A state now (active) and at a Riyadh midnight, side by side. */
const nowAndAt = (expr: (running: string) => string, at: string, where = '') => `SELECT ${expr(`sb.status = 'active'`)}, ${expr(runningAt(at))} FROM ${subscriptions} WHERE sb.store_id = 1 ${where}`;
const mrr = (running: string) => `coalesce(sum(${monthly}) FILTER (WHERE ${running}), 0)`;
const arr = (running: string) => `${mrr(running)} * 12`;
const active = (running: string) => `count(*) FILTER (WHERE ${running})`;
/** Delivered (or not yet) on a later Riyadh day than promised, parcels sent back left out. */
const late = `s.estimated_delivery_at IS NOT NULL AND s.status <> 'returned' AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date`;
const thisYear = (col: string) => span(col, '2026-01-01', '2027-01-01');
/** A state at the end of each month from `first` (YYYY-MM) to November 2026, the running November as it is now. */
function eachMonthEnd(expr: (running: string) => string, first: string): string {
  const months: string[] = [];
  for (let [y, m] = first.split('-').map(Number); y < 2026 || m <= 11; [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1]) months.push(`${y}-${String(m).padStart(2, '0')}`);
  const next = (month: string) => { const [y, m] = month.split('-').map(Number); return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`; };
  return months.map((month) => `SELECT '${month}-01', ${expr(month === '2026-11' ? `sb.status = 'active'` : runningAt(next(month)))} FROM ${subscriptions} WHERE sb.store_id = 1`).join(' UNION ALL ');
}

export function operationsWeekCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`ops-${id}`, 'en', ask, gold);
  return [
    // MRR, ARR and active subscriptions compared are read at each period's end (they were the current value alone,
    // the comparison dropped): now against the end of last month, of last year.
    c('mrr-vs-last-month', ['mrr vs last month'], nowAndAt(mrr, '2026-11-01')),
    c('mrr-this-month-vs-last', ['what is our mrr this month vs last month?'], nowAndAt(mrr, '2026-11-01')),
    c('mrr-then-compare', ['whats our mrr', 'compare with last month'], nowAndAt(mrr, '2026-11-01')),
    c('arr-vs-last-year', ['arr vs last year'], nowAndAt(arr, '2026-01-01')),
    c('active-subs-vs-last-month', ['active subscriptions vs last month'], nowAndAt(active, '2026-11-01')),
    c('mrr-by-plan-vs-last-month', ['mrr by plan vs last month'], `SELECT sb.plan, ${mrr(`sb.status = 'active'`)}, ${mrr(runningAt('2026-11-01'))} FROM ${subscriptions} WHERE sb.store_id = 1 GROUP BY 1`),
    // Two periods that ended: each at its own end.
    c('mrr-last-month-vs-before', ['mrr last month vs the month before'], `SELECT ${mrr(runningAt('2026-11-01'))}, ${mrr(runningAt('2026-10-01'))} FROM ${subscriptions} WHERE sb.store_id = 1`),
    // A state with no comparison stays the current one.
    // A carrier judged with no measure named is judged by how often it delivers late (it was the one with the fewest
    // shipments for "worst"); the measure named is still the one ranked.
    c('worst-carrier', ['worst carrier'], `SELECT s.carrier, count(*) FILTER (WHERE ${late})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('worst-carrier-after-mrr', ['mrr by month', 'worst carrier'], `SELECT s.carrier, count(*) FILTER (WHERE ${late})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('best-3-carriers', ['best 3 carriers this year'], `SELECT s.carrier, count(*) FILTER (WHERE ${late})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL AND ${thisYear('s.created_at')} GROUP BY 1 ORDER BY 2 ASC LIMIT 3`),
    ownerCase('ops-ar-worst-carrier', 'ar', ['أسوأ شركة شحن'], `SELECT s.carrier, count(*) FILTER (WHERE ${late})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('carrier-most-shipments', ['which carrier has the most shipments'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // The status of the last order is that order looked up (it was every order split by status).
    { ...c('status-of-last-order', ["what's the status of my last order"], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...c('where-is-latest-order', ["where's our latest order"], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...ownerCase('ops-ar-status-of-last-order', 'ar', ['وش حالة آخر طلب'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    // "Stuck in processing", "قيد التجهيز": paid and not yet sent (it was every order ever).
    c('orders-stuck-in-processing', ['orders stuck in processing'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`),
    ownerCase('ops-ar-orders-being-prepared', 'ar', ['كم طلب تحت التجهيز'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`),
    // "الطيب" (perfume) is no spelling of the payment method tabby, which is asked as تابي.
    ownerCase('ops-ar-units-of-oud-perfume', 'ar', ['كم قطعة بعنا من عود الطيب'], `SELECT sum(l.quantity) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.id = l.order_id AND o.store_id = l.store_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND l.category = 'Perfumes & Oud'`),
    // The share of big orders in each month (it was the count of them alone).
    c('share-of-big-orders-by-month', ['what share of orders were over 1000 by month this year'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), count(*) FILTER (WHERE o.total > 1000), count(*) FILTER (WHERE o.total > 1000)::numeric / count(*), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1`),
    // Money "lost to" discounts or refunds is those (it was the shipment status "lost").
    c('lost-to-discounts', ['revenue lost to discounts this year'], `SELECT coalesce(sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear('o.created_at')}`),
    c('lose-to-refunds', ['how much did we lose to refunds last month'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-10-01', '2026-11-01')}`),
    c('lost-shipments', ['lost shipments this year'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'lost' AND ${thisYear('s.created_at')}`),
    // Net new MRR is MRR at the period's end less MRR at its start; MRR "we lost" is the churned MRR (it was the
    // shipment status "lost"); an active subscription's average worth is asked as its value (it was "can't").
    c('net-new-mrr-last-month', ['net new mrr last month'], `SELECT ${mrr(runningAt('2026-11-01'))} - ${mrr(runningAt('2026-10-01'))} FROM ${subscriptions} WHERE sb.store_id = 1`),
    ownerCase('ops-ar-net-new-mrr-last-month', 'ar', ['صافي الإيراد الشهري المتكرر الجديد الشهر الماضي'], `SELECT ${mrr(runningAt('2026-11-01'))} - ${mrr(runningAt('2026-10-01'))} FROM ${subscriptions} WHERE sb.store_id = 1`),
    c('mrr-we-lost-last-month', ['how much MRR did we lose last month'], `SELECT coalesce(sum(${monthly}), 0) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.cancelled_at IS NOT NULL AND ${span('sb.cancelled_at', '2026-10-01', '2026-11-01')}`),
    c('average-subscription-value', ['average subscription value by plan'], `SELECT sb.plan, avg(${monthly}) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1`),
    // The worst week or month over all time is a whole one: not this week, one day old, nor the store's first month,
    // which began on Nov 23, 2023 (they were the answers).
    c('worst-week-ever', ['worst week'], `SELECT to_char(w, 'YYYY-MM-DD'), s FROM (SELECT (date_trunc('week', (o.created_at AT TIME ZONE ${TZ}) + interval '1 day') - interval '1 day')::date AS w, sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) AS s FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t WHERE w > '2023-11-19' AND w < '2026-11-22' ORDER BY s ASC, w LIMIT 1`),
    c('worst-month-ever', ['worst month'], `SELECT to_char(m, 'YYYY-MM-DD'), s FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ})::date AS m, sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) AS s FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t WHERE m > '2023-11-01' AND m < '2026-11-01' ORDER BY s ASC, m LIMIT 1`),
    // "By orders" after the worst month ranks the months by orders (it was every month's orders).
    c('worst-month-then-by-orders', ['worst month', 'by orders'], `SELECT to_char(m, 'YYYY-MM-DD'), n FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ})::date AS m, count(*) AS n FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t WHERE m > '2023-11-01' AND m < '2026-11-01' ORDER BY n ASC, m LIMIT 1`),
    // A count asked per day is a day's average over the days so far (it was every day listed, or today's orders).
    c('how-many-orders-per-day', ['how many orders per day this month'], `SELECT count(*) / 22.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`),
    ownerCase('ops-ar-orders-a-day-this-month', 'ar', ['كم طلب باليوم هالشهر'], `SELECT count(*) / 22.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`),
    // Measures read at a period's bounds over time: each month at its own bounds (it was last month alone).
    c('churn-rate-by-month', ['churn rate by month this year'], `SELECT to_char(m, 'YYYY-MM-DD'),
      count(*) FILTER (WHERE sc.started_at < b.ms AND sc.cancelled_at >= b.ms AND sc.cancelled_at < b.me)::numeric / nullif(count(*) FILTER (WHERE sc.started_at < b.ms AND (sc.cancelled_at IS NULL OR sc.cancelled_at >= b.ms)), 0)
      FROM generate_series('2026-01-01'::date, '2026-11-01'::date, interval '1 month') m
      CROSS JOIN LATERAL (SELECT m::timestamp AT TIME ZONE ${TZ} AS ms, least(m + interval '1 month', '2026-11-23'::date)::timestamp AT TIME ZONE ${TZ} AS me) b
      CROSS JOIN warehouse.subscriptions sc WHERE sc.store_id = 1 GROUP BY m ORDER BY 1`),
    c('mrr-now', ['whats our mrr'], `SELECT ${mrr(`sb.status = 'active'`)} FROM ${subscriptions} WHERE sb.store_id = 1`),
    // Over time, read at each month's end, the running month as it stands now (it was the current value alone, the
    // months dropped), summed nowhere.
    c('mrr-by-month', ['mrr by month this year'], eachMonthEnd(mrr, '2026-01')),
    c('active-subs-by-month', ['active subscriptions by month'], eachMonthEnd(active, '2025-12')),
    ownerCase('ops-ar-mrr-by-month', 'ar', ['الإيراد الشهري المتكرر حسب الشهر هذه السنة'], eachMonthEnd(mrr, '2026-01')),
    ownerCase('ops-ar-arr-trend', 'ar', ['اتجاه الإيراد السنوي المتكرر'], eachMonthEnd(arr, '2025-12')),
    // How often a subscription bills, said before the noun: "monthly vs yearly" side by side (it was the yearly ones
    // alone: "monthly" was a split by month, dropped), "new monthly subscriptions" the new ones billed monthly (it
    // was refused: "new" was read as new customers), "on yearly plans" a filter (it split them by plan).
    c('monthly-vs-yearly-subscriptions', ['monthly vs yearly subscriptions'], `SELECT sb.billing_interval, count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1`),
    c('yearly-vs-monthly-subscribers', ['yearly vs monthly subscribers'], `SELECT sb.billing_interval, count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1`),
    c('new-monthly-subscriptions', ['new monthly subscriptions this year'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'month' AND ${thisYear('sb.started_at')}`),
    c('churned-yearly-subscriptions', ['churned yearly subscriptions this year'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'year' AND ${thisYear('sb.cancelled_at')}`),
    c('new-subscriptions-on-monthly-plans', ['new subscriptions on monthly plans this year'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'month' AND ${thisYear('sb.started_at')}`),
    // Guards: "monthly subscriptions" alone was right, and "monthly" after the noun is still a series by month.
    c('monthly-subscriptions', ['how many monthly subscriptions do we have'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'month' AND sb.status = 'active'`),
    c('new-subscriptions-by-month', ['new subscriptions monthly this year'], `SELECT to_char(m, 'YYYY-MM-DD'), (SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1
      AND sb.started_at >= m AT TIME ZONE ${TZ} AND sb.started_at < (m + interval '1 month') AT TIME ZONE ${TZ}) FROM generate_series(timestamp '2026-01-01', timestamp '2026-11-01', interval '1 month') m`),
    // "Fails the most" of a way of paying is its failure rate (it was the method with the most sales, card).
    c('payment-method-fails-most', ['which payment method fails the most?'], `SELECT pm.method, count(*) FILTER (WHERE pm.status = 'failed')::numeric / count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('payment-methods-fail-most-often-last-month', ['what payment methods fail most often last month'], `SELECT pm.method, count(*) FILTER (WHERE pm.status = 'failed')::numeric / count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    // "Orders shipped late" are the late shipments (it was every shipment of October, 232, the late ones beside them).
    c('orders-shipped-late', ['how many orders shipped late in october'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${late} AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('orders-shipped-late-by-carrier', ['orders shipped late last week by carrier'], `SELECT s.carrier, count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1`),
    // Guard: shipped without "late" stays every shipment, by the day it went out.
    c('orders-shipped', ['how many orders shipped in october'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-10-01', '2026-11-01')}`),
    // "Value?" after a count is the money of what was counted (it was "can't").
    c('carts-then-value', ['abandoned carts yesterday', 'value?'], `SELECT sum(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-21', '2026-11-22')}`),
    c('cancelled-then-the-value', ['cancelled orders last month', 'and the value?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // "Avg shipping cost per order" is one average (it was split order by order).
    c('avg-shipping-cost-per-order', ['avg shipping cost per order this month'], `SELECT sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL) / count(*) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    // A status breakdown of returns, orders, payments is their count by status ("return" was the refund reason so
    // named: no data; "order" the sales by status; payments the money received, failed SAR 0.00).
    c('return-status-breakdown', ['return status breakdown'], `SELECT rt.status, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1`),
    c('order-status-breakdown', ['order status breakdown this month'], `SELECT o.status, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('payment-status-breakdown', ['payment status breakdown last month'], `SELECT pm.status, count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('return-reasons', ['return reasons last month'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Marketing and ads are not in the store's orders: said so (they were last month's sales, the word dropped unsaid).
    c('marketing-last-month', ['marketing last month'], 'cannot'),
    c('then-marketing-costs', ['sales this year', 'what about marketing costs last month?'], 'cannot'),
    c('how-are-my-ads', ['how are my ads doing'], 'cannot'),
    ownerCase('ops-ar-marketing-last-month', 'ar', ['التسويق الشهر الماضي'], 'cannot'),
  ];
}
