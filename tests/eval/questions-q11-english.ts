import type { Case } from './questions-demo.ts';
import { ownerCase, salesF, span, TZ } from './gold-sql.ts';

const lines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id`;
const salesL = 'coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)';

/**
 * Round q11 (2026-11-28): English-speaking owners, managers and staff of the demo store, in conversations: what round
 * q10 left (the figure of the best month, what the biggest order held, refunds over an amount, two answers compared)
 * and what this round found. Each gold is hand-written SQL (today is 2026-11-22 in the evaluation, in Riyadh).
 */
const NOVEMBER = span('o.created_at', '2026-11-01', '2026-12-01');
const OCTOBER = span('o.created_at', '2026-10-01', '2026-11-01');
const THIS_YEAR = span('o.created_at', '2026-01-01', '2026-11-23');
const THIS_YEAR_R = span('r.created_at', '2026-01-01', '2026-11-23');
const LAST_MONTH_R = span('r.created_at', '2026-10-01', '2026-11-01');
/** The biggest order of this month with what it holds, line by line as the answer says it. */
const biggestOrderThisMonth = `SELECT o.order_number, o.status, o.total,
  (SELECT string_agg(l.quantity || ' × ' || l.title, ', ' ORDER BY l.id) FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id)
  FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER} AND o.cancelled_at IS NULL ORDER BY o.total DESC LIMIT 1`;

export function q11EnglishCases(): Case[] {
  // Ids as written (`q11-en-…`), so EVAL_ONLY=q11-en- runs them.
  const c = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'en', ask, gold), id });
  const ar = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'ar', ask, gold), id });
  return [
    // "How much was that?" after the one month (week) ranked: its figure, the measure kept (it was "can't").
    c('q11-en-best-month-then-how-much', ['what was our best month ever', 'how much was that'], `SELECT max(v) FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}), ${salesF} AS v FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t`),
    c('q11-en-most-orders-month-then-how-many', ['which month had the most orders', 'how many was that'], `SELECT max(v) FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}), count(*) AS v FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t`),
    // "What was in it?" after the biggest order of the month: that order, its items said (it was its sales again).
    { ...c('q11-en-biggest-order-then-what-was-in-it', ['biggest order this month', 'what was in it'], biggestOrderThisMonth), lookup: true },
    // A threshold on each refund's own amount (it was "can't": read as on an order's value).
    c('q11-en-refunds-over-500-this-year', ['how many refunds over 500 this year'], `SELECT count(*) FROM warehouse.refunds r WHERE r.store_id = 1 AND r.amount > 500 AND ${THIS_YEAR_R}`),
    c('q11-en-refunded-over-500-amount', ['how much did we refund over 500 this year'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND r.amount > 500 AND ${THIS_YEAR_R}`),
    c('q11-en-refunds-above-300-last-month', ['how many refunds were above 300 last month'], `SELECT count(*) FROM warehouse.refunds r WHERE r.store_id = 1 AND r.amount > 300 AND ${LAST_MONTH_R}`),
    // "Biggest one?" after a count: the largest single one of those counted, period and filters kept (it repeated the
    // count; "biggest order" after the orders counted ranked each order by its count, 1).
    c('q11-en-refunds-then-biggest-one', ['how many refunds this year', 'biggest one'], `SELECT max(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${THIS_YEAR_R}`),
    c('q11-en-refunds-over-500-then-largest', ['how many refunds over 500 this year', 'which was the largest'], `SELECT max(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND r.amount > 500 AND ${THIS_YEAR_R}`),
    c('q11-en-riyadh-refunds-then-biggest', ['how many refunds in riyadh this year', 'biggest one?'], `SELECT max(r.amount) FROM warehouse.refunds r JOIN warehouse.orders o ON o.store_id = r.store_id AND o.id = r.order_id WHERE r.store_id = 1 AND o.city = 'Riyadh' AND ${THIS_YEAR_R}`),
    c('q11-en-riyadh-orders-then-biggest-one', ['how many orders from riyadh last month', 'the biggest one?'], `SELECT o.order_number, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' AND o.cancelled_at IS NULL AND ${OCTOBER} ORDER BY o.total DESC LIMIT 1`),
    c('q11-en-sales-then-biggest-order', ['sales this month', 'biggest order'], `SELECT o.order_number, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${NOVEMBER} ORDER BY o.total DESC LIMIT 1`),
    c('q11-en-carts-then-biggest-one', ['abandoned carts this month', 'biggest one'], `SELECT 'cart-' || ac.id, ac.value FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')} ORDER BY ac.value DESC LIMIT 1`),
    // "Compare the two" after a split asked of one value, then of another ("and jeddah"): each group in each value
    // (it was "can't", or the last value alone).
    c('q11-en-top-products-riyadh-jeddah-compare', ['top products in riyadh this month', 'and jeddah', 'compare the two'], `SELECT l.title, o.city, ${salesL} FROM ${lines}
      WHERE l.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${NOVEMBER} GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`),
    c('q11-en-category-riyadh-dammam-compare', ['sales by category in riyadh last month', 'what about dammam', 'compare them'], `SELECT l.category, o.city, ${salesL} FROM ${lines}
      WHERE l.store_id = 1 AND o.city IN ('Riyadh', 'Dammam') AND ${OCTOBER} GROUP BY 1, 2`),
    // The units of the returns asked with the verb: "how many items did we return" (it was units sold "by reason",
    // refused), "how many products did we get back" (the catalog's products, 0), "things sent back" (gross sales).
    c('q11-en-items-did-we-return-this-month', ['how many items did we return this month'], `SELECT coalesce(sum(rt.quantity), 0) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-01', '2026-12-01')}`),
    c('q11-en-units-did-customers-return', ['how many items did customers return this month'], `SELECT coalesce(sum(rt.quantity), 0) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-01', '2026-12-01')}`),
    c('q11-en-products-did-we-get-back', ['how many products did we get back this month'], `SELECT coalesce(sum(rt.quantity), 0) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-01', '2026-12-01')}`),
    c('q11-en-things-sent-back-last-month', ['how many things were sent back last month'], `SELECT coalesce(sum(rt.quantity), 0) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')}`),
    // "New ones" after the active subscriptions are the subscriptions started (it was the store's new customers).
    c('q11-en-active-subs-then-new-ones', ['how many active subscriptions', 'how many new ones this month'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.started_at', '2026-11-01', '2026-12-01')}`),
    c('q11-en-active-subs-then-new-customers', ['how many active subscriptions', 'and new customers this month'], `SELECT count(*) FROM (SELECT customer_id, min(created_at) AS f FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) t WHERE ${span('t.f', '2026-11-01', '2026-12-01')}`),
    // "That month" after the worst month over all time is the month the answer named, a whole one (it was the store's
    // first month, begun part-way, which the answer had left out).
    c('q11-en-worst-month-then-orders-that-month', ['what was our worst month', 'how many orders that month'], `WITH m AS (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}) AS b, ${salesF} AS v FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1)
      SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND date_trunc('month', o.created_at AT TIME ZONE ${TZ}) = (SELECT b FROM m WHERE b > (SELECT min(b) FROM m) AND b < timestamp '2026-11-01' ORDER BY v LIMIT 1)`),
    c('q11-en-best-then-worst-then-how-much', ['what was our best month ever', 'and the worst', 'how much was it'], `WITH m AS (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}) AS b, ${salesF} AS v FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1)
      SELECT v FROM m WHERE b > (SELECT min(b) FROM m) AND b < timestamp '2026-11-01' ORDER BY v LIMIT 1`),
    // Two quarters compared, the later said by its name (it was "in the current period").
    c('q11-en-q3-compare-to-q2', ['how did q3 compare to q2'], `SELECT ${salesF.replace('WHERE ', `WHERE ${span('o.created_at', '2026-07-01', '2026-10-01')} AND `)}, ${salesF.replace('WHERE ', `WHERE ${span('o.created_at', '2026-04-01', '2026-07-01')} AND `)} FROM warehouse.orders o WHERE o.store_id = 1`),
    // A target named: the figure, the target and the share of it done (the amount was dropped unsaid, or, said first,
    // read as a split by month). With no period said it is this month's.
    c('q11-en-sales-vs-target-150k', ['sales this month vs our target of 150k'], `SELECT ${salesF}, 150000, ${salesF} / 150000.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    c('q11-en-how-far-from-150k', ['how far are we from 150k'], `SELECT ${salesF}, 150000, ${salesF} / 150000.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    c('q11-en-target-first-did-we-hit-it', ['monthly target is 150k, did we hit it last month'], `SELECT ${salesF}, 150000, ${salesF} / 150000.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${OCTOBER}`),
    c('q11-en-orders-vs-target-300', ['how many orders this month vs a target of 300 orders'], `SELECT count(*), 300, count(*) / 300.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    c('q11-en-net-sales-against-goal', ['net sales this month against a goal of 120k'], `SELECT coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0), 120000, coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0) / 120000.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    // At a pace, the figure so far and the one carried to the month's end (22 of 30 days), then the target.
    c('q11-en-on-track-to-hit-200k', ['are we on track to hit 200k this month'], `SELECT ${salesF}, round(${salesF} * 30 / 22.0, 2), 200000, ${salesF} * 30 / 22.0 / 200000 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    ar('q11-en-ar-target-150k-this-month', ['هدفنا ١٥٠ الف هالشهر وين وصلنا'], `SELECT ${salesF}, 150000, ${salesF} / 150000.0 FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}`),
    // A target against a split is said to be beyond the engine (it would have been dropped).
    c('q11-en-target-by-city-cannot', ['sales by city this month vs target 150k'], 'cannot'),
    // Chat short forms before the engine's own wording: "wat did she buy" is her products (it was her total spent).
    c('q11-en-best-customer-then-wat-did-she-buy', ['whos our best customer this year', 'wat did she buy'], `SELECT l.title, ${salesL} FROM ${lines} WHERE l.store_id = 1 AND o.status <> 'cancelled' AND ${THIS_YEAR}
      AND o.customer_id = (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${THIS_YEAR} GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1) GROUP BY 1`),
    // "Which code most" after the share of orders with a discount: the codes by their orders (each was 100%).
    c('q11-en-discount-share-then-which-code-most', ['what % of orders used a discount code this month', 'which code most'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' IS NOT NULL AND ${NOVEMBER} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Parcels of a kind counted alone: "were delivered" (it was every parcel sent, the delivered beside), "did aramex
    // deliver" (it was every parcel Aramex was given).
    c('q11-en-parcels-delivered-last-week', ['how many parcels were delivered last week'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND ${span('s.delivered_at', '2026-11-15', '2026-11-22')}`),
    c('q11-en-did-aramex-deliver-last-week', ['how many shipments did aramex deliver last week'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Aramex' AND s.delivered_at IS NOT NULL AND ${span('s.delivered_at', '2026-11-15', '2026-11-22')}`),
    c('q11-en-did-smsa-deliver-this-month', ['how many parcels did smsa deliver this month'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'SMSA' AND s.delivered_at IS NOT NULL AND ${span('s.delivered_at', '2026-11-01', '2026-12-01')}`),
    // "They" after a ranking of one city or channel is that one (it was the whole store's figure).
    c('q11-en-top-city-then-they-last-year', ['top city this year', 'how much did they sell last year'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')}
      AND o.city = (SELECT o.city FROM warehouse.orders o WHERE o.store_id = 1 AND ${THIS_YEAR} GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1)`),
    c('q11-en-top-channel-then-their-orders', ['top channel last month', 'how many orders did they get this month'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${NOVEMBER}
      AND o.channel = (SELECT o.channel FROM warehouse.orders o WHERE o.store_id = 1 AND ${OCTOBER} GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1)`),
    // "Oldest first" after the orders counted: those orders from the oldest (it was "can't").
    { ...c('q11-en-waiting-to-ship-then-oldest-first', ['how many orders are waiting to ship', 'oldest first'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
      AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled' ORDER BY o.created_at LIMIT 20`), lookup: true },
    { ...c('q11-en-orders-today-then-oldest-first', ['how many orders today', 'oldest first'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
      AND ${span('o.created_at', '2026-11-22', '2026-11-23')} ORDER BY o.created_at LIMIT 20`), lookup: true },
    // Two values compared, then "by month": each of them month by month (they were added into one series).
    c('q11-en-riyadh-vs-jeddah-then-by-month', ['compare riyadh and jeddah this year', 'by month'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), o.city, ${salesF}
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${THIS_YEAR} GROUP BY 1, 2`),
  ];
}
