import type { Case } from './questions-demo.ts';
import { customerName, customersWithSalesOver, ownerCase, salesF, span } from './gold-sql.ts';

/**
 * Round q10 (2026-11-28): English-speaking owners, managers and staff of the demo store, in conversations: what round
 * q9 left (two things compared over two compared years, "musk" alone, follow-ups about the biggest customer) and what
 * this round found (follow-ups on customers who came back, carts' value, subscriptions cancelled in a period, the other
 * colour or size of a product, those listed measured in another period). Each gold is hand-written SQL (today is
 * 2026-11-22 in the evaluation, in Riyadh).
 */
const lines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id`;
const salesL = 'coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)';
const unitsL = 'coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0)';
const THIS_YEAR = span('o.created_at', '2026-01-01', '2026-11-23');
const LAST_YEAR_TO_DATE = span('o.created_at', '2025-01-01', '2025-11-23');
const OCTOBER = span('o.created_at', '2026-10-01', '2026-11-01');
const NOVEMBER = span('o.created_at', '2026-11-01', '2026-12-01');
/** Each customer's first order, over all their orders. */
const firstOrders = `(SELECT customer_id, min(created_at) AS first_at FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) f`;
/** The store's biggest customers by gross sales over all time. */
const topCustomers = (n: number) => `(SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 ORDER BY ${salesF} DESC LIMIT ${n})`;

/** The newest orders (20) with a parcel still on its way: not delivered, neither sent back nor lost. */
const onTheWayOrders = `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND EXISTS (SELECT 1 FROM warehouse.shipments s
  WHERE s.store_id = o.store_id AND s.order_id = o.id AND s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost')) ORDER BY o.created_at DESC LIMIT 20`;

export function q10EnglishCases(): Case[] {
  // Ids as written (`q10-en-…`), so EVAL_ONLY=q10-en- runs them.
  const c = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'en', ask, gold), id });
  const ar = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'ar', ask, gold), id });
  return [
    // Two colours compared over two compared years: a row for each colour, each year beside the other (the years were dropped).
    c('q10-en-black-vs-beige-this-vs-last-year', ['black vs beige abayas this year vs last year'], `SELECT CASE WHEN l.title ILIKE '%black%' THEN 'black' ELSE 'beige' END,
      ${salesL.replace('WHERE ', `WHERE ${THIS_YEAR} AND `)}, ${salesL.replace('WHERE ', `WHERE ${LAST_YEAR_TO_DATE} AND `)}
      FROM ${lines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND (l.title ILIKE '%black%' OR l.title ILIKE '%beige%') AND (${THIS_YEAR} OR ${LAST_YEAR_TO_DATE}) GROUP BY 1`),
    c('q10-en-riyadh-vs-jeddah-month-vs-last', ['riyadh vs jeddah sales this month vs last month'], `SELECT o.city, ${salesF.replace('WHERE ', `WHERE ${span('o.created_at', '2026-11-01', '2026-11-23')} AND `)}, ${salesF.replace('WHERE ', `WHERE ${span('o.created_at', '2026-10-01', '2026-10-23')} AND `)}
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND (${span('o.created_at', '2026-11-01', '2026-11-23')} OR ${span('o.created_at', '2026-10-01', '2026-10-23')}) GROUP BY 1`),
    // "Musk" alone names Musk Tahara, as "مسك" does (it was dropped: the store's whole sales).
    c('q10-en-musk-sales', ['musk sales'], `SELECT ${salesL} FROM ${lines} WHERE l.store_id = 1 AND l.title LIKE 'Musk Tahara - %'`),
    c('q10-en-how-much-musk-last-month', ['how much musk did we sell last month'], `SELECT ${salesL} FROM ${lines} WHERE l.store_id = 1 AND l.title LIKE 'Musk Tahara - %' AND ${OCTOBER}`),
    c('q10-en-oud-oil-vs-musk', ['oud oil vs musk'], `SELECT l.title, ${salesL} FROM ${lines} WHERE l.store_id = 1 AND (l.title LIKE 'Oud Oil - %' OR l.title LIKE 'Musk Tahara - %') GROUP BY 1`),
    c('q10-en-karak-units-this-year', ['how many karak did we sell this year'], `SELECT ${unitsL} FROM ${lines} WHERE l.store_id = 1 AND l.title LIKE 'Karak Tea - %' AND ${THIS_YEAR}`),
    // After "who is our biggest customer", she is hers by her e-mail, named by her name.
    c('q10-en-biggest-customer-orders', ['who is our biggest customer', 'how many orders has she placed'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IN ${topCustomers(1)}`),
    // Those listed, measured in another period: each of them (the year's own top five was not asked).
    c('q10-en-top5-customers-spend-last-year', ['who are our top 5 customers', 'how much did they spend last year'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF}
      FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.customer_id IN ${topCustomers(5)} AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY c.id, 1`),
    // Follow-ups on the customers just counted, without "customers" said.
    c('q10-en-new-then-percent-repeat', ['how many new customers did we get this month', 'what % are repeat'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE f.first_at < o.created_at)::numeric / count(DISTINCT o.customer_id)
      FROM warehouse.orders o JOIN ${firstOrders} ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${NOVEMBER}`),
    c('q10-en-new-then-how-many-came-back', ['how many new customers did we get this month', 'and how many came back'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE f.first_at < o.created_at)
      FROM warehouse.orders o JOIN ${firstOrders} ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${NOVEMBER}`),
    c('q10-en-new-then-percent-new', ['new customers this month', 'what percent are new'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE f.first_at = o.created_at)::numeric / count(DISTINCT o.customer_id)
      FROM warehouse.orders o JOIN ${firstOrders} ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${NOVEMBER}`),
    // Of the new customers, those who ordered again later: a cohort, which the engine says it cannot follow.
    c('q10-en-new-then-of-them-ordered-again', ['new customers last month', 'how many of them ordered again'], 'cannot'),
    // The carts just counted, valued.
    c('q10-en-carts-then-value-in-them', ['abandoned carts yesterday', 'how much value was in them'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-21', '2026-11-22')}`),
    // Subscriptions cancelled within the period said (it was every cancelled subscription, "currently").
    c('q10-en-active-subs-then-cancelled-this-month', ['how many active subscribers do we have', 'how many cancelled this month'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.cancelled_at IS NOT NULL AND ${span('sb.cancelled_at', '2026-11-01', '2026-12-01')}`),
    // The same product in the other colour or size (it was "can't").
    c('q10-en-beige-then-the-black-one', ['how many units of linen abaya beige did we sell last month', 'and the black one'], `SELECT ${unitsL} FROM ${lines} WHERE l.store_id = 1 AND l.title = 'Linen Abaya - Black' AND ${OCTOBER}`),
    c('q10-en-oud-50ml-then-the-100ml', ['oud oil 50ml sales this year', 'and the 100ml'], `SELECT ${salesL} FROM ${lines} WHERE l.store_id = 1 AND l.title = 'Oud Oil - 100ml' AND ${THIS_YEAR}`),
    ar('q10-en-beige-then-black-in-arabic', ['كم حبة بعنا من عباية لينن بيج الشهر الماضي', 'والاسود؟'], `SELECT ${unitsL} FROM ${lines} WHERE l.store_id = 1 AND l.title = 'Linen Abaya - Black' AND ${OCTOBER}`),
    // "Why?" after the one product (category) returned most: the reasons it was sent back (it was every return's).
    c('q10-en-most-returned-product-then-why', ['which product gets returned the most', 'why'], `SELECT rt.reason, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id
      WHERE rt.store_id = 1 AND p.title = (SELECT p2.title FROM warehouse.returns r2 JOIN warehouse.products p2 ON p2.store_id = r2.store_id AND p2.id = r2.product_id WHERE r2.store_id = 1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) GROUP BY 1`),
    c('q10-en-most-returned-category-then-why', ["what's the most returned category this year", 'why?'], `SELECT rt.reason, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2027-01-01')} AND p.category = (SELECT p2.category FROM warehouse.returns r2 JOIN warehouse.products p2 ON p2.store_id = r2.store_id AND p2.id = r2.product_id
        WHERE r2.store_id = 1 AND ${span('r2.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) GROUP BY 1`),
    // What customers paid for shipping is the shipping charged (it was gross sales, the shipping beside).
    c('q10-en-customers-pay-for-shipping', ['how much did customers pay for shipping last month'], `SELECT coalesce(sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${OCTOBER}`),
    // Orders not delivered yet, listed: those whose parcel is on its way (they were the orders with a delivered parcel,
    // or every order); counted as "how many orders are still not delivered" is (it counted the delivered ones).
    { ...c('q10-en-which-orders-not-delivered-yet', ['which orders havent been delivered yet'], onTheWayOrders), lookup: true },
    { ...c('q10-en-undelivered-orders', ['undelivered orders'], onTheWayOrders), lookup: true },
    c('q10-en-how-many-orders-not-delivered', ["how many orders haven't been delivered"], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status <> 'delivered'`),
    // "Oldest first" of orders kept to something, listed: the same set from its oldest (it was "can't").
    { ...c('q10-en-on-the-way-then-oldest-first', ['which orders are on the way', 'oldest first'], onTheWayOrders.replace('DESC', 'ASC')), lookup: true },
    { ...c('q10-en-unshipped-shown-oldest-first', ['how many orders r waiting to be shipped', 'show me them', 'oldest first'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o
      WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`), lookup: true },
    { ...ar('q10-en-unshipped-shown-oldest-first-in-arabic', ['كم طلب ما انشحن', 'اعرضها', 'الأقدم أول'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o
      WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`), lookup: true },
    // "Who are they?" after how many customers passed a threshold: those customers (it was the latest 20 orders, or
    // "can't"); "how many?" after, the count again (it was every order of the year).
    c('q10-en-over-3-orders-then-who-are-they', ['how many customers ordered more than 3 times', 'who are they'], `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, count(*) AS v
      FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, c.first_name, c.last_name, c.email HAVING count(*) > 3) t`),
    c('q10-en-spent-over-2000-then-who-are-they', ['customers who spent over 2000 this year', 'who are they'], customersWithSalesOver('2000', `AND ${THIS_YEAR}`)),
    c('q10-en-spent-over-2000-then-how-many', ['customers who spent over 2000 this year', 'who are they', 'how many'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND ${THIS_YEAR} GROUP BY 1 HAVING ${salesF} > 2000) t`),
    // "Which payment method is most popular": by how many orders used it (it was by sales).
    c('q10-en-which-payment-method-most-popular', ['which payment method is most popular'], `SELECT o.payment_method, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "Gulf" without its article names the Gulf countries (it was "can't").
    c('q10-en-by-country-then-only-gulf', ['sales by country', 'only gulf'], `SELECT o.country, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.country IN ('SA', 'AE', 'KW', 'QA', 'BH', 'OM') GROUP BY 1`),
    // "Compare" after a split asked for one period and then another: each group in the two, side by side (it was "can't").
    c('q10-en-by-channel-last-month-then-compare', ['orders by channel this month', 'and last month', 'compare'], `SELECT o.channel, count(*) FILTER (WHERE ${NOVEMBER}), count(*) FILTER (WHERE ${OCTOBER})
      FROM warehouse.orders o WHERE o.store_id = 1 AND (${NOVEMBER} OR ${OCTOBER}) GROUP BY 1`),
    // The same split named and ranked after it was listed: within the period just asked (it was over all time).
    c('q10-en-delivery-by-city-then-slowest-city', ['average delivery time by city this month', 'slowest city'], `SELECT o.city, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FILTER (WHERE s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL)
      FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND o.city IS NOT NULL AND ${span('s.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC NULLS LAST, 1 LIMIT 1`),
    c('q10-en-sales-by-city-then-best-city', ['sales by city this month', 'best city'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${NOVEMBER} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
  ];
}
