import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, ownerCase, salesF, span } from './gold-sql.ts';

const orders = (where: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
/** The groups of an orders' column ranked by how many orders they had, the first `n`. */
const byOrders = (column: string, n = 1, where = 'true') => `SELECT o.${column}, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.${column} IS NOT NULL AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${n}`;
const THIS_MONTH = span('o.created_at', '2026-11-01', '2026-11-23');
/** An order looked up with what it holds, as the lookup answer says it (`number`: SQL giving its number). */
const orderItems = (number: string, lang: 'en' | 'ar') => `SELECT o.order_number, o.status, o.total,
  (SELECT string_agg(${lang === 'ar' ? `translate(l.quantity::text, '0123456789', '٠١٢٣٤٥٦٧٨٩') || ' × ' || chr(8296) || l.title || chr(8297)` : `l.quantity || ' × ' || l.title`}, '${lang === 'ar' ? '، ' : ', '}' ORDER BY l.id) FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id)
  FROM warehouse.orders o WHERE o.store_id = 1 AND o.order_number = ${number}`;

/**
 * Round q11 (2026-11-28): Gulf, Egyptian, Levantine and Modern Standard Arabic owners of the demo store, typed and
 * dictated, many in conversations; first what ADR 57 left for them. Each case is a question the round found answered
 * wrongly (or not yet covered), with its gold from hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q11ArabicCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`q11-ar-${id}`, 'ar', ask, gold);
  const e = (id: string, ask: string[], gold: string) => ownerCase(`q11-ar-${id}`, 'en', ask, gold);
  return [
    // "اكثر مدينه طلبت منا": the verb in the past, with "منا", ranks by orders as "تطلب" did (it was by sales).
    c('city-that-ordered-most', ['اكثر مدينه طلبت منا'], byOrders('city')),
    c('city-they-ordered-from-most', ['وش اكثر مدينة طلبوا منها هالشهر'], byOrders('city', 1, THIS_MONTH)),
    e('which-city-ordered-most', ['which city ordered the most'], byOrders('city')),
    // "وش اكثر طريقة شحن", "اكثر طريقة دفع": a way to ship or pay is "most" by its use with no verb of use (it was by sales).
    c('most-shipping-method', ['وش اكثر طريقة شحن'], byOrders('ship_mode')),
    c('most-payment-method-this-month', ['وش اكثر طريقة دفع هالشهر'], byOrders('payment_method', 1, THIS_MONTH)),
    // ... unless a measure is said after it.
    c('payment-method-most-sales', ['اكثر طريقة دفع مبيعات'], `SELECT o.payment_method, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    // "وش افضل وقت في اليوم": the hour (it was the best single day).
    c('best-time-of-the-day', ['وش افضل وقت في اليوم'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "الطلبات حسب الساعة اليوم": today's orders by hour (it was by hour and by day, over all time).
    c('orders-by-hour-today', ['الطلبات حسب الساعة اليوم'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-22', '2026-11-23')} GROUP BY 1`),
    // "حسب الساعة واليوم" keeps both splits.
    c('sales-by-hour-and-day-last-week', ['المبيعات حسب الساعة واليوم الاسبوع الماضي'], `SELECT to_char(date_trunc('day', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF}
      FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1, 2`),
    // "ومتوسط قيمة السلة" after the abandoned carts: their average value (it was the average order value).
    c('average-cart-value-after-carts', ['كم سلة متروكة هالشهر', 'ومتوسط قيمة السلة'], `SELECT avg(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-11-23')}`),
    c('their-average-value-after-carts', ['كم سلة متروكة الاسبوع الماضي', 'متوسط قيمتها'], `SELECT avg(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    c('carts-value-after-their-average', ['كم سلة متروكة هالشهر', 'ومتوسط قيمة السلة', 'وكم قيمتها'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-11-23')}`),
    e('average-cart-value-after-carts-en', ['how many abandoned carts this month', 'and the average cart value'], `SELECT avg(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-11-23')}`),
    c('average-refund-after-refunds', ['كم استرداد الشهر الماضي', 'ومتوسطها'], `SELECT avg(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-10-01', '2026-11-01')}`),
    // "كم طلب قيمته صفر", "قيمته ١٠٠ ريال": that value exactly (it was every order).
    c('orders-worth-zero', ['كم طلب قيمته صفر'], orders('o.total = 0')),
    c('orders-worth-a-hundred-this-year', ['كم طلب قيمتها 100 ريال هالسنة'], orders(`o.total = 100 AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`)),
    // "والأسبوع كله" after today and the days before it: this week (it was refused); "والشهر كله", "وكل السنة" the same.
    c('the-whole-week-after-days', ['كم طلب اليوم', 'وامس', 'واول امس', 'والأسبوع كله'], orders(span('o.created_at', '2026-11-22', '2026-11-29'))),
    c('the-whole-month-after-today', ['كم طلب اليوم', 'والشهر كله'], orders(span('o.created_at', '2026-11-01', '2026-12-01'))),
    c('all-the-year-after-today', ['مبيعات اليوم', 'وكل السنة'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`),
    e('the-whole-week-en', ['orders today', 'and the whole week'], orders(span('o.created_at', '2026-11-22', '2026-11-29'))),
    // "اكثر زبون سوى ريترن", "مين اكثر عميل رجع طلبات": customers ranked by their returns (it was orders ranked by
    // returning customers).
    c('customer-with-most-returns-this-year', ['اكثر زبون سوى ريترن هالسنة'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email), count(*) FROM warehouse.returns rt
      JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2026-11-23')} GROUP BY c.id, 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    // "كم عميل سوى ريترن": the customers with a return, each once (it was every customer).
    c('customers-who-made-a-return', ['كم عميل سوى ريترن'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.returns rt JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id WHERE rt.store_id = 1`),
    c('customers-who-returned-products-last-month', ['كم عميل رجع منتجات الشهر الماضي'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.returns rt JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')}`),
    e('customers-who-returned-something-en', ['how many customers returned something this year'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.returns rt JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2026-11-23')}`),
    // "نسبة الطلبات اللي فيها كود خصم", "الطلبات اللي استخدمت كود خصم كم نسبتها": the share of orders with one (it was the
    // sales split by order, or each code's share).
    c('share-of-orders-with-a-code', ['ايش نسبة الطلبات اللي فيها كود خصم'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('orders-with-a-code-their-share', ['الطلبات اللي استخدمت كود خصم كم نسبتها'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1`),
    // Egyptian "اسبوعين اللي فاتو" without the article: the last two weeks (it was all time).
    c('egyptian-two-weeks-gone', ['اديني المبيعات بتاعة اسبوعين اللي فاتو'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-09', '2026-11-23')}`),
    // Arabizi "a7sn" (احسن without its vowel): the best one (it was every product listed).
    c('arabizi-best-product-this-month', ['wesh a7sn montaj hal shahar'], `SELECT l.title, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
      WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${THIS_MONTH} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "وش فيه؟" after the biggest order: what it holds (it was "can't"); "وش في الطلب ٦٩٩٩" lists its items too.
    { ...c('what-was-in-the-biggest-order', ['اكبر طلب اليوم', 'وش فيه'], orderItems(`(SELECT o2.order_number FROM warehouse.orders o2 WHERE o2.store_id = 1 AND o2.cancelled_at IS NULL AND ${span('o2.created_at', '2026-11-22', '2026-11-23')} ORDER BY o2.total DESC LIMIT 1)`, 'ar')), lookup: true },
    { ...e('what-was-in-the-biggest-order-en', ['biggest order this month', 'what was in it'], orderItems(`(SELECT o2.order_number FROM warehouse.orders o2 WHERE o2.store_id = 1 AND o2.cancelled_at IS NULL AND ${span('o2.created_at', '2026-11-01', '2026-11-23')} ORDER BY o2.total DESC LIMIT 1)`, 'en')), lookup: true },
    { ...c('what-is-in-order-number', ['وش في الطلب 6999'], orderItems(`'6999'`, 'ar')), lookup: true },
    // "كم خسرنا من الكنسلات": the cancelled orders' value (it was "الكنسلات" unknown, or their count).
    c('lost-to-cancellations', ['كم خسرنا من الكنسلات هالسنة'], `SELECT coalesce(sum(o.total), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    // "اكسبرس", "شحن سريع": the express ship mode (it was dropped unsaid: every order).
    c('express-orders-this-month', ['كم طلب اكسبرس هالشهر'], orders(`o.ship_mode = 'express' AND ${THIS_MONTH}`)),
    // "القدامى" (the old ones): returning customers ("الجدد مقابل القدامى" was the new alone, "القدامى" named).
    c('new-vs-old-customers-aov', ['متوسط قيمة الطلب للعملاء الجدد مقابل القدامى'], `SELECT CASE WHEN fo.first < o.created_at THEN 'returning' ELSE 'new' END, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)
      FROM warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) fo ON fo.customer_id = o.customer_id WHERE o.store_id = 1 GROUP BY 1`),
    c('old-customers-this-month', ['كم عميل قديم اشترى هالشهر'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${THIS_MONTH}
      AND EXISTS (SELECT 1 FROM warehouse.orders p WHERE p.store_id = 1 AND p.customer_id = o.customer_id AND p.created_at < o.created_at)`),
    // "من برا" before a period: abroad (it was read as "all but" the period: every order).
    c('orders-from-outside-this-month', ['كم طلب جانا من برا هالشهر'], orders(`o.country <> 'SA' AND ${THIS_MONTH}`)),
    c('orders-outside-riyadh-this-month', ['كم طلب برا الرياض هالشهر'], orders(`o.city <> 'Riyadh' AND ${THIS_MONTH}`)),
    // "مين اكثر" after two channels asked in turn: the two ranked (it repeated the last one).
    c('which-is-more-after-two-channels', ['كم طلب جانا من سناب', 'ومن انستا', 'مين اكثر'], `SELECT o.channel, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('snapchat', 'instagram') GROUP BY 1 ORDER BY 2 DESC`),
    // "وكم وفروا" after a code's orders: the discounts on them (it was "can't").
    c('how-much-they-saved-with-a-code', ['كم مرة استخدموا كود VIP15 هالسنة', 'وكم وفروا'], `SELECT coalesce(sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o
      WHERE o.store_id = 1 AND o.extra->>'discount_code' = 'VIP15' AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    // "والنسبة" after the profit: the margin (it repeated the profit).
    c('and-the-percentage-after-profit', ['كم ربحنا هالشهر', 'والنسبة'], `SELECT sum(l.total - coalesce(l.cost, l.quantity * p.cost)) / sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
      LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL AND ${THIS_MONTH}`),
    // "كل شهر لحاله": by month (it was the year's total, "each on its own" read of nothing listed).
    c('each-month-on-its-own', ['المبيعات هالسنة كل شهر لحاله'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1`),
    // "واقل يوم" after the best day of the week (and "and the worst day" in English, "واقل ساعة" after the best hour): the
    // other end of the week's days (it was the worst single date over all time).
    c('worst-weekday-after-best', ['وش اكثر يوم في الاسبوع نبيع فيه', 'واقل يوم'], `SELECT extract(isodow FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    e('worst-weekday-after-best-en', ['best day of the week', 'and the worst day'], `SELECT extract(isodow FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('worst-hour-after-best', ['اي ساعة في اليوم نبيع فيها اكثر', 'واقل ساعة'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    // "اعلى عشرة عملاء صرفوا هالسنة مع عدد طلباتهم": by what they spent, their orders beside (it was split by each order).
    c('top-spenders-with-their-orders', ['عطني اعلى عشرة عملاء صرفوا هالسنة مع عدد طلباتهم'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email), ${salesF}, count(*)
      FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 10`),
    // "كم عميل لغى اشتراكه هالشهر": the subscriptions cancelled (it was every customer of the month beside them).
    c('customers-who-cancelled-their-subscription', ['كم عميل لغى اشتراكه هالشهر'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.cancelled_at IS NOT NULL AND ${span('sb.cancelled_at', '2026-11-01', '2026-11-23')}`),
    // "الطلبات اللي انشحنت امس": the parcels sent that day (it was every order of the day, the shipments beside).
    c('orders-shipped-yesterday', ['كم عدد الطلبات اللي انشحنت امس'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-21', '2026-11-22')}`),
    // "ما عدد الطلبات التي تم شحنها ولم تصل بعد": the parcels on their way (it was all 6,000 orders).
    c('shipped-and-not-arrived-formal', ['ما عدد الطلبات التي تم شحنها ولم تصل بعد'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost')`),
    // "كم نسبة الطلبات اللي وصلت متأخرة": the late delivery rate (it was the delivered parcels, the late ones beside).
    c('share-of-orders-that-arrived-late', ['كم نسبة الطلبات اللي وصلت متأخرة هالشهر'], `SELECT count(*) FILTER (WHERE s.estimated_delivery_at IS NOT NULL AND s.status IS DISTINCT FROM 'returned'
      AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date)::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-11-01', '2026-11-23')}`),
    // Emirati "يبت لي" (bring me): a request (it was spelled into the vendor Bateel, the channels kept to it).
    c('emirati-bring-me-sales-by-channel', ['يبت لي المبيعات حسب القناة'], `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // "اكثر منتج انطلب مع العباية": bought together with abayas (it was the abayas ranked by their own orders).
    c('most-ordered-with-abayas', ['وش اكثر منتج انطلب مع العباية'], `SELECT b.title, count(DISTINCT a.order_id)
      FROM warehouse.order_lines a JOIN warehouse.order_lines b ON b.store_id = a.store_id AND b.order_id = a.order_id AND b.title <> a.title
      JOIN warehouse.orders o ON o.store_id = a.store_id AND o.id = a.order_id
      WHERE a.store_id = 1 AND o.cancelled_at IS NULL AND a.category = 'Abayas' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    // "وليش نزلت" after two weeks' orders compared: said honestly of the orders and the weeks just answered (it was of
    // last month's sales), so "حسب المدينة" next shows where the orders changed.
    c('why-did-they-drop-then-by-city', ['كم كان عدد الطلبات الأسبوع الماضي مقارنة بالأسبوع اللي قبله', 'وليش نزلت', 'حسب المدينة'], `SELECT o.city, count(*) FILTER (WHERE ${span('o.created_at', '2026-11-15', '2026-11-22')}), count(*) FILTER (WHERE ${span('o.created_at', '2026-11-08', '2026-11-15')})
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${span('o.created_at', '2026-11-08', '2026-11-22')} GROUP BY 1`),
    // "الساعة عشرة الصبح": the hour said in a word is that hour (it was the whole morning, 05:00 to 12:00).
    c('hour-said-in-a-word', ['كم طلب جانا الساعة عشرة الصبح امس'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) = 10 AND ${span('o.created_at', '2026-11-21', '2026-11-22')}`)),
    // Covered already: "وليش" after the most returned product is its return reasons.
    c('why-after-most-returned', ['وش اكثر منتج رجعوه', 'وليش'], `SELECT r.reason, count(*) FROM warehouse.returns r JOIN warehouse.products p ON p.store_id = r.store_id AND p.id = r.product_id WHERE r.store_id = 1 AND p.title = 'Linen Abaya - Beige' GROUP BY 1`),
  ];
}
