import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, compare, countF, customerName, ownerCase, sales, salesF, span } from './gold-sql.ts';

/**
 * Whole conversations an owner has over a morning (QA round of 2026-11-27, `r23-`: 39 conversations of 5–10 turns in
 * English, Gulf and Modern Standard Arabic, and switching between them). Each case asks every turn in order, as the
 * chat does, and checks the last answer against its gold.
 */
const lastWeek = (col: string) => span(col, '2026-11-15', '2026-11-22');
const october = (col: string) => span(col, '2026-10-01', '2026-11-01');
const thisMonth = (col: string) => span(col, '2026-11-01', '2026-12-01');
const orderLines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id`;
const lineSales = `coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
/** The top N values of a line's column by sales in a period. */
const topLines = (column: string, where: string, n: number) => `SELECT ${column}, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${where} GROUP BY 1 ORDER BY 2 DESC LIMIT ${n}`;
/** Customers whose first order was last week, by the city of that order (0 in a city that had only others' orders). */
const newByCity = `SELECT o.city, count(DISTINCT o.customer_id) FILTER (WHERE fo.f = o.created_at) FROM warehouse.orders o
  LEFT JOIN (SELECT customer_id, min(created_at) AS f FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) fo ON fo.customer_id = o.customer_id
  WHERE o.store_id = 1 AND ${lastWeek('o.created_at')} GROUP BY 1`;
const customerOf = (number: string) => `SELECT c.id FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.order_number = '${number}'`;
/** The customer of order 6990, named, with all they spent. */
const customerOf6990 = `SELECT c.first_name || ' ' || c.last_name, coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE o.store_id = 1 AND c.id = (${customerOf('6990')}) GROUP BY 1`;
const spentBy6990 = `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = (${customerOf('6990')})`;
/** What a customer (by e-mail) bought, product by product, with the sales of each. */
const boughtBy = (email: string) => `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE l.store_id = 1 AND lower(c.email) = ${email} GROUP BY 1`;
const cancelledValue = `SELECT coalesce(sum(total) FILTER (WHERE cancelled_at IS NOT NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${october('created_at')}`;

export function conversationTurnCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r23-${id}`, lang, ask, gold);
  return [
    // A measure named alone in five words or more keeps the conversation's period, as a shorter one did ("what's the
    // cancellation rate?" after last week's cancelled orders was over all time, 5.2%; last week's is 6.7%).
    c('cancel-rate-keeps-week', 'en', ['how many orders were cancelled last week?', "what's the cancellation rate?"], `SELECT count(*) FILTER (WHERE cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders WHERE store_id = 1 AND ${lastWeek('created_at')}`),
    c('cancel-rate-keeps-week-by-channel', 'en', ['how many orders were cancelled last week?', "what's the cancellation rate?", 'by channel'], `SELECT channel, count(*) FILTER (WHERE cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders WHERE store_id = 1 AND ${lastWeek('created_at')} GROUP BY 1`),
    c('ar-cancel-rate-keeps-week', 'ar', ['كم طلب انلغى الأسبوع الماضي؟', 'ما هي نسبة إلغاء الطلبات في المتجر؟'], `SELECT count(*) FILTER (WHERE cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders WHERE store_id = 1 AND ${lastWeek('created_at')}`),
    c('refund-count-keeps-month', 'en', ['how much did we refund last month?', 'how many refunds was that?'], `SELECT count(*) FROM warehouse.refunds WHERE store_id = 1 AND ${october('created_at')}`),
    c('refund-count-keeps-month-by-reason', 'en', ['how much did we refund last month?', 'how many refunds was that?', 'by reason'], `SELECT reason, count(*) FROM warehouse.refunds WHERE store_id = 1 AND ${october('created_at')} GROUP BY 1`),
    c('ar-refund-count-keeps-month', 'ar', ['كم رجعنا فلوس للعملاء الشهر الماضي؟', 'كم عدد عمليات الاسترداد التي تمت؟', 'حسب السبب'], `SELECT reason, count(*) FROM warehouse.refunds WHERE store_id = 1 AND ${october('created_at')} GROUP BY 1`),
    c('refund-rate-keeps-month', 'en', ['how much did we refund last month?', 'how many refunds was that?', 'by reason', "what's the refund rate?"], `SELECT sum(refunded_total) / sum(total) FROM warehouse.orders WHERE store_id = 1 AND cancelled_at IS NULL AND ${october('created_at')}`),
    c('recovered-keeps-week', 'en', ['abandoned carts last week', 'how many did we recover?'], `SELECT count(recovered_at) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${lastWeek('created_at')}`),
    c('recovery-rate-keeps-week', 'en', ['abandoned carts last week', 'how many did we recover?', "what's the recovery rate?"], `SELECT count(recovered_at)::numeric / count(*) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${lastWeek('created_at')}`),
    c('discounted-orders-compared', 'en', ['how much did we give in discounts last month?', 'how many orders used a discount?', 'compare with the same month last year', 'just Instagram'],
      `SELECT count(*) FILTER (WHERE ${october('created_at')}), count(*) FILTER (WHERE ${span('created_at', '2025-10-01', '2025-11-01')}) FROM warehouse.orders WHERE store_id = 1 AND discount_total > 0 AND channel = 'instagram'`),
    // What the store holds now stays a question of its own.
    c('customers-we-have-after-ranking', 'en', ['top 5 products this month', 'how many customers do we have in total?'], `SELECT count(DISTINCT customer_id) FROM warehouse.orders WHERE store_id = 1`),
    c('ar-active-subscriptions-now', 'ar', ['كم بعنا الشهر الماضي حسب القناة', 'كم اشتراك نشط عندنا'], `SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'`),
    // Everyday Arabic words are never a name by their consonants: "إجمالا" (in total) was the vendor Ajmal, and "بيعا
    // بالرياض" the city Buraydah (b-r-d) though Riyadh was said.
    c('ar-in-total-not-ajmal', 'ar', ['كم المبيعات إجمالا هذا الشهر؟'], `SELECT coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${thisMonth('created_at')}`),
    c('ar-selling-in-riyadh-not-buraydah', 'ar', ['وش أكثر ٣ منتجات بيعا بالرياض هالشهر؟'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND o.city = 'Riyadh' AND ${thisMonth('o.created_at')} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('ar-ajmal-still-named', 'ar', ['كم بعنا من أجمل هالشهر', 'وإجمالا السنة اللي فاتت؟'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.vendor = 'Ajmal' AND ${span('o.created_at', '2025-01-01', '2026-01-01')}`),
    // "Drop the city filter" takes the filter off ("drop" was a fall: the 3 cities whose sales fell the most).
    c('drop-city-filter', 'en', ['top 3 products in Riyadh this month', 'and in Jeddah?', 'drop the city filter'], topLines('l.title', thisMonth('o.created_at'), 3)),
    c('drop-city-filter-then-category', 'en', ['top 3 products in Riyadh this month', 'and in Jeddah?', 'drop the city filter', 'by category instead'], topLines('l.category', thisMonth('o.created_at'), 3)),
    c('ar-drop-city-filter', 'ar', ['أكثر ٣ منتجات مبيعا في الرياض هالشهر', 'وفي جدة؟', 'شيل فلتر المدينة'], topLines('l.title', thisMonth('o.created_at'), 3)),
    // "The new ones", "الجدد": the new customers (the returning ones asked before were kept), and where they are from.
    c('new-ones-from-where', 'en', ['how many new customers did we get last week?', 'and returning?', 'where are the new ones from?'], newByCity),
    c('ar-new-ones-from-where', 'ar', ['كم عميل جديد جانا الأسبوع الماضي؟', 'والعايدين؟', 'من وين الجدد؟'], newByCity),
    // The customer of an order looked up: named, what they bought, what they spent in all.
    c('who-ordered-it', 'en', ['where is order 6990?', 'who ordered it?'], customerOf6990),
    c('ar-who-owns-order', 'ar', ['أين الطلب 6990؟', 'من صاحب هذا الطلب؟'], customerOf6990),
    c('ar-what-else-customer-bought', 'ar', ['أين الطلب 6990؟', 'ماذا اشترى هذا العميل أيضا؟'], boughtBy(`(SELECT lower(c.email) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.order_number = '6990')`)),
    c('spent-in-total', 'en', ['where is order 6990?', 'what else did they buy?', 'how much have they spent in total?'], spentBy6990),
    c('ar-spent-in-total', 'ar', ['أين الطلب 6990؟', 'ماذا اشترى هذا العميل أيضا؟', 'كم أنفق هذا العميل إجمالا؟'], spentBy6990),
    c('ar-gulf-what-did-he-buy', 'ar', ['كم طلب سوا {email}؟', 'وكم صرف؟', 'وش اشترى؟'], boughtBy(`lower('{email}')`)),
    // "What were they worth?", "كم كانت قيمتها؟" after a count: the money of those counted (it was "can't").
    c('cancelled-worth', 'en', ['how many orders were cancelled last month?', 'what were they worth?'], cancelledValue),
    c('ar-cancelled-worth', 'ar', ['كم طلب انلغى الشهر اللي فات؟', 'كم كانت قيمتها؟'], cancelledValue),
    c('value-recovered', 'en', ['abandoned carts last week', "what's the recovery rate?", 'value recovered last month'], `SELECT coalesce(sum(value) FILTER (WHERE recovered_at IS NOT NULL), 0) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${october('created_at')}`),
    c('ar-recovered-verb', 'ar', ['كم عدد السلات المتروكة الشهر الماضي؟', 'وكم استعدنا منها؟'], `SELECT count(recovered_at) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${october('created_at')}`),
    // "الأضعف" is the weakest, as "الأسوأ" (it was "can't").
    c('ar-weakest-quarter', 'ar', ['كم المبيعات هذه السنة حسب الربع', 'أي ربع كان الأضعف؟'], `SELECT to_char(date_trunc('quarter', created_at AT TIME ZONE 'Asia/Riyadh'), 'YYYY-MM-DD'), coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 LIMIT 1`),
    // "That month", "ذلك الربع", "فيه" after an answer that named one bucket of time: that bucket (it was all time).
    c('orders-that-month', 'en', ['revenue this year by month', 'which month was worst?', 'how many orders that month?'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2026-02-01')}`),
    c('categories-that-month', 'en', ['revenue this year by month', 'which month was worst?', 'top categories by sales in that month'], topLines('l.category', span('o.created_at', '2026-01-01', '2026-02-01'), 10)),
    c('ar-orders-that-quarter', 'ar', ['كم المبيعات هذه السنة حسب الربع', 'أي ربع كان الأضعف؟', 'كم طلبا في ذلك الربع؟'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2027-01-01')}`),
    c('ar-aov-in-it', 'ar', ['كم المبيعات هذه السنة حسب الربع', 'أي ربع كان الأضعف؟', 'وما متوسط قيمة الطلب فيه؟'], `SELECT avg(total) FILTER (WHERE cancelled_at IS NULL) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2027-01-01')}`),
    // "وهذا الشهر؟": "and" glued to "this" (it was "can't").
    c('ar-and-this-month', 'ar', ['كم مرتجع الشهر الماضي؟', 'وهذا الشهر؟'], `SELECT count(*) FROM warehouse.returns WHERE store_id = 1 AND ${thisMonth('created_at')}`),
    // A period of one bucket after a series is one figure (it was a one-point series of weeks for one day).
    c('yesterday-after-weeks', 'en', ['orders this month by week', 'and yesterday?'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-11-21', '2026-11-22')}`),
    c('ar-yesterday-after-weeks', 'ar', ['كم طلب هالشهر حسب الأسبوع', 'وأمس؟'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-11-21', '2026-11-22')}`),
  ];
}

const thisYear = (col: string) => span(col, '2026-01-01', '2027-01-01');
/** Each city's orders last month with its share of them all (the answer's table of a city's share: every city). */
const citySharesOctober = `SELECT city, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders WHERE store_id = 1 AND ${october('created_at')} GROUP BY 1`;
/** Every city's sales this year. */
const citySalesThisYear = `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${thisYear('created_at')} GROUP BY 1`;
/** Each category's sales this year with its share of them all. */
const categorySharesThisYear = `SELECT l.category, ${lineSales}, ${lineSales} / sum(${lineSales}) OVER () FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear('o.created_at')} GROUP BY 1`;
/** This year's five best-selling products, each this year so far against the same days of last year, by the change. */
const fiveAgainstLastYear = (dir: 'ASC' | 'DESC', n: number) => {
  const cur = span('o.created_at', '2026-01-01', '2026-11-23');
  const prev = span('o.created_at', '2025-01-01', '2025-11-23');
  const inPeriod = (when: string) => `coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND ${when}), 0)`;
  return `SELECT g, cur, prev FROM (SELECT l.title AS g, ${inPeriod(cur)} AS cur, ${inPeriod(prev)} AS prev FROM ${orderLines}
    WHERE l.store_id = 1 AND (${cur} OR ${prev}) AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear('o.created_at')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 5) GROUP BY 1) x
    ORDER BY cur - prev ${dir}, g LIMIT ${n}`;
};
const dow = `extract(isodow FROM o.created_at AT TIME ZONE 'Asia/Riyadh')::int`;
const deliveryDays = `avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400)`;
const carriersThisYear = (dir: 'ASC' | 'DESC') => `SELECT s.carrier, ${deliveryDays} FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL
  AND ${thisYear('s.created_at')} GROUP BY 1 ORDER BY 2 ${dir} LIMIT 1`;

/** Follow-ups of the QA round of 2026-11-27 (`r24-`): the share of a figure, which of those listed, the slowest. */
export function followUpRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r24-${id}`, lang, ask, gold);
  return [
    // "What share of orders is that?" after a figure kept to a city or category: its share of the whole, in its period
    // (it was the store's all-time total, 100%).
    c('share-of-that', 'en', ['how many orders from Riyadh last month?', 'what share of orders is that?'], citySharesOctober),
    c('percentage-of-all-that', 'en', ['how many orders from Riyadh last month?', 'what percentage of all orders is that?'], citySharesOctober),
    c('share-came-from-after-figure', 'en', ['how many orders from Riyadh last month?', 'what share of orders came from Riyadh?'], citySharesOctober),
    c('ar-share-of-that', 'ar', ['كم طلب من الرياض الشهر الماضي؟', 'كم نسبتها من الطلبات؟'], citySharesOctober),
    c('category-share-of-that', 'en', ['sales of abayas this year', 'what share of total sales is that?'], categorySharesThisYear),
    c('ar-category-share-of-that', 'ar', ['مبيعات العبايات هذه السنة', 'كم تمثل من إجمالي المبيعات؟'], categorySharesThisYear),
    // "Which one of them fell most compared to last year?" after the top 5 products: each of the five against its own
    // year before (they were summed into one figure); "which of them grew the most" is one of them.
    c('which-of-five-fell', 'en', ['top 5 products by revenue this year', 'which one of them fell most compared to last year?'], fiveAgainstLastYear('ASC', 1)),
    c('which-of-five-grew', 'en', ['top 5 products by revenue this year', 'which of them grew the most vs last year?'], fiveAgainstLastYear('DESC', 1)),
    c('how-did-five-do', 'en', ['top 5 products by revenue this year', 'how did they do compared to last year?'], fiveAgainstLastYear('DESC', 5)),
    // "Weekends vs weekdays" after Friday's sales: every day so split (it was Fridays alone, one bar).
    c('weekends-after-fridays', 'en', ['sales on fridays this year', 'weekends vs weekdays'],
      `SELECT CASE WHEN ${dow} IN (5, 6) THEN 'weekend' ELSE 'weekday' END, coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear('o.created_at')} GROUP BY 1`),
    // "Which is slowest?" after delivery days by carrier: the most days (it was the fastest).
    c('slowest-carrier-follow-up', 'en', ['average delivery days by carrier this year', 'which is slowest?'], carriersThisYear('DESC')),
    c('ar-slowest-of-them', 'ar', ['متوسط أيام التوصيل حسب شركة الشحن هذه السنة', 'أيها الأبطأ؟'], carriersThisYear('DESC')),
    c('ar-fastest-of-them', 'ar', ['متوسط أيام التوصيل حسب شركة الشحن هذه السنة', 'وأيها الأسرع؟'], carriersThisYear('ASC')),
    // "Weakest", "أيها الأضعف" of those listed: the one lowest (it was "can't", and ten of them).
    c('weakest-city', 'en', ['sales by city this year', 'which is the weakest?'], `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${thisYear('created_at')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    // "Who are they?", "show them", "اعرضها" after a count: the customers by name, the orders themselves (it was "can't").
    c('customers-who-are-they', 'en', ['how many customers from Dammam?', 'who are they?'],
      `SELECT CASE WHEN count(*) OVER (PARTITION BY t.name) > 1 AND t.email <> t.name THEN t.name || ' (' || t.email || ')' ELSE t.name END, t.sales FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email,
        coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) AS sales FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.city = 'Dammam' GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    { ...c('unshipped-show-them', 'en', ['how many orders are not shipped yet?', 'show them'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND fulfillment_status = 'unfulfilled' AND cancelled_at IS NULL`), lookup: true },
    { ...c('ar-cancelled-show-them', 'ar', ['كم طلب ملغي هذا الشهر؟', 'اعرضها'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND status = 'cancelled' AND ${thisMonth('created_at')}`), lookup: true },
    { ...c('today-list-them', 'en', ['how many orders today?', 'list them'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-11-22', '2026-11-23')}`), lookup: true },
    // "وللسنة الماضية؟", "وللشهر اللي قبله؟": "and" glued to "للـ" (it was "can't"); the month before is compared.
    c('ar-and-for-last-year', 'ar', ['كم طلب جانا هالشهر؟', 'بس في جدة', 'وللسنة الماضية؟'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND city = 'Jeddah' AND ${span('created_at', '2025-01-01', '2026-01-01')}`),
    c('ar-and-for-month-before', 'ar', ['مبيعات هالشهر', 'وللشهر اللي قبله؟'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // Orders not shipped, in Modern Standard Arabic ("غير المشحونة": all 6,000 orders) and "unfulfilled orders" counted
    // (it was their sales).
    c('ar-unshipped-msa', 'ar', ['كم عدد الطلبات غير المشحونة؟'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND fulfillment_status = 'unfulfilled' AND cancelled_at IS NULL`),
    c('unfulfilled-this-week', 'en', ['how many unfulfilled orders this week'], `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND fulfillment_status = 'unfulfilled' AND cancelled_at IS NULL AND ${span('created_at', '2026-11-22', '2026-11-29')}`),
    // The orders themselves: "show me those orders", "who ordered?" after a count, "show me today's orders", and the
    // top customer's orders ("وش طلباته؟": it was "can't").
    { ...c('show-those-orders', 'en', ['orders from instagram yesterday', 'show me those orders'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND channel = 'instagram' AND ${span('created_at', '2026-11-21', '2026-11-22')}`), lookup: true },
    { ...c('who-ordered-them', 'en', ['orders from instagram yesterday', 'who ordered?'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND channel = 'instagram' AND ${span('created_at', '2026-11-21', '2026-11-22')}`), lookup: true },
    { ...c('todays-orders', 'en', ["show me today's orders"], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-11-22', '2026-11-23')}`), lookup: true },
    { ...c('ar-top-customer-orders', 'ar', ['اكثر عميل اشترى منا', 'وش طلباته؟'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE o.store_id = 1 AND lower(c.email) = (SELECT lower(c2.email) FROM warehouse.orders o2 JOIN warehouse.customers c2 ON c2.store_id = o2.store_id AND c2.id = o2.customer_id WHERE o2.store_id = 1 GROUP BY c2.id, c2.email ORDER BY coalesce(sum(o2.total) FILTER (WHERE o2.cancelled_at IS NULL), 0) DESC LIMIT 1)`), lookup: true },
    // "What % of customers come back?", "وش نسبة العملاء اللي يرجعون يشترون؟": the repeat customer rate (it was the
    // customers counted, and in Arabic returns by customer).
    c('customers-come-back', 'en', ['what % of customers come back?'], `SELECT count(*) FILTER (WHERE n > 1)::numeric / count(*) FROM (SELECT customer_id, count(*) AS n FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) x`),
    c('ar-customers-come-back', 'ar', ['وش نسبة العملاء اللي يرجعون يشترون؟'], `SELECT count(*) FILTER (WHERE n > 1)::numeric / count(*) FROM (SELECT customer_id, count(*) AS n FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) x`),
    // "First-time vs repeat buyers": both (it was the repeat buyers alone).
    c('first-time-vs-repeat', 'en', ['first-time vs repeat buyers this year'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)),
        count(DISTINCT o.customer_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at))
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear('o.created_at')}`),
    // "وش أكثر طريقة دفع يستخدمونها العملاء؟": the method most orders used (it was a method crossed with one customer).
    c('ar-most-used-payment-by-customers', 'ar', ['وش أكثر طريقة دفع يستخدمونها العملاء؟'], `SELECT payment_method, count(*) FROM warehouse.orders WHERE store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('ar-most-used-payment-in-kuwait', 'ar', ['وش أكثر طريقة دفع يستخدمونها العملاء؟', 'في الكويت'], `SELECT payment_method, count(*) FROM warehouse.orders WHERE store_id = 1 AND country = 'KW' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // The time between a customer's orders is no measure kept: said so (it was all orders counted, 6,000).
    c('time-between-orders', 'en', ["what's the average time between orders?"], 'cannot'),
    c('ar-time-between-orders', 'ar', ['كل كم يوم يطلب العميل؟'], 'cannot'),
    // "Add last year for comparison": the five against last year (it was last year's five alone); "how did they do last
    // year?" is each of the five then (it was their sum); "remove Riyadh", "شيل الرياض" leave Riyadh out.
    c('add-last-year', 'en', ['top 5 cities by orders this year', 'add last year for comparison'], `SELECT city, cur, prev FROM (SELECT city, count(*) FILTER (WHERE ${span('created_at', '2026-01-01', '2026-11-23')}) AS cur,
      count(*) FILTER (WHERE ${span('created_at', '2025-01-01', '2025-11-23')}) AS prev FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) x ORDER BY cur DESC LIMIT 5`),
    // "Where did they sell the most?", "ووين انباعت أكثر شي؟", "أي المدن اشترتها أكثر؟" after the top 5 products: the
    // cities that bought those five most (it was the same five again, or every product's cities).
    ...(['and where did they sell the most?', 'ووين انباعت أكثر شي؟', 'أي المدن اشترتها أكثر؟'] as const).map((asked, i) => c(`top-five-sold-where-${i}`, i ? 'ar' : 'en', [i ? 'أكثر ٥ منتجات مبيعاً هالسنة' : 'top 5 products this year', asked],
      `SELECT o.city, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND o.city IS NOT NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')} AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 5) GROUP BY 1 ORDER BY 2 DESC LIMIT 5`)),
    c('how-did-five-do-last-year', 'en', ['top 5 products this year', 'how did they do last year?'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')}
      AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear('o.created_at')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 5) GROUP BY 1`),
    c('remove-riyadh', 'en', ['sales by city this month', 'remove Riyadh'], `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND city <> 'Riyadh' AND ${thisMonth('created_at')} GROUP BY 1`),
    c('ar-remove-riyadh', 'ar', ['المبيعات حسب المدينة هذا الشهر', 'شيل الرياض'], `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND city <> 'Riyadh' AND ${thisMonth('created_at')} GROUP BY 1`),
    // "Where does Jeddah rank?", "وش ترتيب جدة؟", "where is jeddah?" after a ranking: every city, Jeddah's place said
    // (it was Jeddah's total alone, "the top city: Jeddah", or the top 10 kept to Jeddah).
    c('rank-of-jeddah', 'en', ['where does jeddah rank by sales this year?'], citySalesThisYear),
    c('where-is-jeddah-in-ranking', 'en', ['top cities by sales this year', 'where is jeddah?'], citySalesThisYear),
    c('ar-rank-of-jeddah', 'ar', ['top city by sales this year', 'وش ترتيب جدة؟'], citySalesThisYear),
    // "Compare them", "قارنهم" after Snapchat's orders and "and TikTok?": the two side by side (it was "can't").
    c('compare-them', 'en', ['snapchat orders last month', 'and tiktok?', 'compare them'], `SELECT channel, count(*) FROM warehouse.orders WHERE store_id = 1 AND channel IN ('snapchat', 'tiktok') AND ${october('created_at')} GROUP BY 1`),
    c('ar-compare-them', 'ar', ['كم طلب من سناب شات الشهر الماضي؟', 'وتيك توك؟', 'قارنهم'], `SELECT channel, count(*) FROM warehouse.orders WHERE store_id = 1 AND channel IN ('snapchat', 'tiktok') AND ${october('created_at')} GROUP BY 1`),
    c('compare-the-two-cities', 'en', ['sales in Riyadh this month', 'and Jeddah?', 'compare the two'], `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND city IN ('Riyadh', 'Jeddah') AND ${thisMonth('created_at')} GROUP BY 1`),
    c('ar-weakest-of-them', 'ar', ['sales by city this year', 'أيها الأضعف؟'], `SELECT city, coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${thisYear('created_at')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
  ];
}

/**
 * Fixes of the QA round of 2026-11-28 (`r25-`): late shipments asked in the present, abandoned carts recovered, COD
 * orders refused. Shipments late as of today are those not delivered, returned or lost whose expected day has passed
 * (today as the database tells it, as the overdue measure reads it).
 */
export const overdueShipment = `s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.estimated_delivery_at IS NOT NULL
  AND (s.estimated_delivery_at AT TIME ZONE 'Asia/Riyadh')::date < (${NOW_SQL} AT TIME ZONE 'Asia/Riyadh')::date`;
/** The newest orders (as many as a lookup lists) with a shipment late today. */
export const ordersLateNow = `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
  AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = o.store_id AND s.order_id = o.id AND ${overdueShipment}) ORDER BY o.created_at DESC LIMIT 20`;
const cartsThisWeek = span('created_at', '2026-11-22', '2026-11-29');
const recoveredValueOctober = `SELECT coalesce(sum(value) FILTER (WHERE recovered_at IS NOT NULL), 0) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${october('created_at')}`;
const codRefusedThisYear = `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'cash_on_delivery' AND ${span('o.created_at', '2026-01-01', '2027-01-01')}
  AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = 1 AND s.order_id = o.id AND s.status = 'returned')`;
const lateNowCount = `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${overdueShipment}`;

export function fixRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r25-${id}`, lang, ask, gold);
  return [
    // "Which shipments are late?", "الشحنات المتأخرة": the orders whose parcel is late today, to chase (it was every
    // shipment ever late, 2,364). "Haven't been delivered yet" is no filter on delivered ones (it kept only those).
    { ...c('which-shipments-late', 'en', ['which shipments are late?'], ordersLateNow), lookup: true },
    { ...c('show-orders-late', 'en', ['show me orders that are late'], ordersLateNow), lookup: true },
    { ...c('late-not-delivered-yet', 'en', ["list the late shipments that haven't been delivered yet"], ordersLateNow), lookup: true },
    { ...c('late-still-open', 'en', ['late shipments that are still open'], ordersLateNow), lookup: true },
    { ...c('ar-late-shipments', 'ar', ['الشحنات المتأخرة'], ordersLateNow), lookup: true },
    { ...c('ar-late-not-arrived', 'ar', ['الشحنات المتأخرة اللي لسا ما وصلت'], ordersLateNow), lookup: true },
    c('how-many-late-still-open', 'en', ['how many late shipments are still open?'], lateNowCount),
    c('ar-how-many-late-not-arrived', 'ar', ['كم شحنة متأخرة لسا ما وصلت؟'], lateNowCount),
    // Abandoned carts recovered, said in Arabic and asked of the carts just counted (they were all 142 carts, "can't",
    // and the returning customers); "what's that in money?" is the recovered carts' value (it was the store's sales).
    c('ar-carts-recovered-passive', 'ar', ['كم سلة متروكة انستردت هالشهر؟'], `SELECT count(recovered_at) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${thisMonth('created_at')}`),
    c('ar-of-them-recovered', 'ar', ['كم سلة متروكة هالأسبوع؟', 'وكم منها استرجعناها؟'], `SELECT count(recovered_at) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${cartsThisWeek}`),
    c('ar-of-them-came-back-bought', 'ar', ['كم سلة متروكة هالأسبوع؟', 'كم واحد منها رجع اشترى؟'], `SELECT count(recovered_at) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${cartsThisWeek}`),
    c('recovered-in-money', 'en', ['how many abandoned carts did we recover last month?', "what's that in money?"], recoveredValueOctober),
    c('ar-recovered-in-money', 'ar', ['كم سلة متروكة استرجعناها الشهر الماضي؟', 'كم تسوى بالفلوس؟'], recoveredValueOctober),
    // The customers who abandoned carts, each once (it was every customer who ordered, 10 this week and 230 this month).
    c('cart-customers-this-week', 'en', ['customers who abandoned a cart this week'], `SELECT count(DISTINCT customer_id) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${cartsThisWeek}`),
    c('cart-customers-this-month', 'en', ['how many customers abandoned carts this month?'], `SELECT count(DISTINCT customer_id) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${thisMonth('created_at')}`),
    c('ar-cart-customers-this-month', 'ar', ['كم عميل ترك سلة هالشهر؟'], `SELECT count(DISTINCT customer_id) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${thisMonth('created_at')}`),
    // "The share of abandoned carts that came back" is the recovery rate (it was refused as the abandonment rate).
    // COD orders refused at the door: orders placed this year whose shipment came back (it was every COD order, 388).
    c('cod-refused-returned', 'en', ['how many cod orders were refused/returned this year?'], codRefusedThisYear),
    c('cod-refused', 'en', ['how many cod orders were refused this year?'], codRefusedThisYear),
    c('ar-cod-refused', 'ar', ['كم طلب دفع عند الاستلام انرفض هالسنة؟'], codRefusedThisYear),
    c('ar-share-of-carts-came-back', 'ar', ['كم نسبة السلات المتروكة اللي رجعت هالشهر؟'], `SELECT count(recovered_at)::numeric / count(*) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${thisMonth('created_at')}`),
  ];
}

/** Who ordered last: one customer's orders, newest first (a name may be several customers; a listed one is one). */
const lastOrderOf = (who: string, oldest = false) => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE o.store_id = 1 AND ${who} ORDER BY o.created_at ${oldest ? 'ASC' : 'DESC'} LIMIT 1`;
const bestCustomer = (where = 'true') => `c.id = (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${where} GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1)`;

/**
 * Follow-ups of the QA round of 2026-11-27 afternoon (`r26-`): the difference between the two figures just given, and
 * one customer's last (or first) order asked of an answer about them.
 */
export function differenceRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r26-${id}`, lang, ask, gold);
  const thisWeekVsLast = compare(salesF, '2026-11-22', '2026-11-29', '2026-11-15', '2026-11-22');
  return [
    // "What's the difference?", "والفرق؟", "compare them" after this week's figure and last week's: those two, the later
    // against the earlier (it was last week against the week before it, a figure never shown).
    c('difference-of-weeks', 'en', ['sales this week', 'and last week?', "what's the difference?"], thisWeekVsLast),
    c('ar-difference-of-weeks', 'ar', ['كم مبيعاتنا هذا الأسبوع؟', 'وكم كانت الأسبوع الماضي؟', 'والفرق؟'], thisWeekVsLast),
    c('ar-how-big-difference', 'ar', ['مبيعات الأسبوع الماضي', 'وهذا الأسبوع؟', 'كم الفرق بينهم؟'], thisWeekVsLast),
    c('compare-two-months', 'en', ['orders in October', 'and September?', 'compare them'], compare(countF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    // "Which month had the highest refund rate?": the month ranked by the rate (it was the largest single refund, and
    // the month with the highest refund rate was called the best).
    c('month-highest-refund-rate', 'en', ['which month had the highest refund rate this year?'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'),
      sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / nullif(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o
      WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC NULLS LAST LIMIT 1`),
    c('worst-month-refund-rate', 'en', ['refund rate by month this year', 'which month was worst?'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'),
      sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / nullif(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o
      WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC NULLS LAST LIMIT 1`),
    // "Which month do we usually sell the most?": the month of the year, every year's together (it was the best month ever).
    c('ar-usually-sell-most-month', 'ar', ['أي شهر نبيع فيه أكثر عادة؟'], `SELECT extract(month FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "When was her last order?", "وش آخر طلب له؟" after an answer about one customer: that customer's newest order
    // (it was the answer before, again).
    { ...c('her-last-order', 'en', ['how many orders did Sara Al-Zahrani place?', 'when was her last order?'], lastOrderOf("concat_ws(' ', c.first_name, c.last_name) = 'Sara Al-Zahrani'")), lookup: true },
    { ...c('ar-when-she-last-ordered', 'ar', ['كم طلب طلبت سارة الزهراني؟', 'متى آخر مرة طلبت؟'], lastOrderOf("concat_ws(' ', c.first_name, c.last_name) = 'Sara Al-Zahrani'")), lookup: true },
    { ...c('ar-his-last-order', 'ar', ['مين أفضل عميل عندنا؟', 'وش آخر طلب له؟'], lastOrderOf(bestCustomer())), lookup: true },
    { ...c('his-first-order', 'en', ['top customer this year', 'when was his first order?'], lastOrderOf(bestCustomer(span('o.created_at', '2026-01-01', '2027-01-01')), true)), lookup: true },
  ];
}

/** Each group's sales in two periods, those that fell, the largest fall first (as "which one dropped?" lists them). */
const fellBy = (dim: string, table: string, where: string, cf: string, ct: string, pf: string, pt: string, n: number) => `SELECT g, cur, prev FROM (
  SELECT ${dim} AS g, coalesce(sum(${table === 'orders' ? 'o' : 'l'}.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', cf, ct)}), 0) AS cur,
    coalesce(sum(${table === 'orders' ? 'o' : 'l'}.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', pf, pt)}), 0) AS prev
  FROM ${table === 'orders' ? 'warehouse.orders o' : orderLines} WHERE o.store_id = 1 ${where} AND (${span('o.created_at', cf, ct)} OR ${span('o.created_at', pf, pt)}) GROUP BY 1) t
  WHERE cur < prev ORDER BY cur - prev ASC LIMIT ${n}`;
const cancelledLastWeek = `o.cancelled_at IS NOT NULL AND ${lastWeek('o.created_at')}`;
const refundsOctober = `FROM warehouse.refunds r WHERE r.store_id = 1 AND ${october('r.created_at')}`;
const monthlyAmount = `CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END`;

/**
 * Fixes of the QA round of 2026-11-22 morning (`r27-`): which group fell, asked of a comparison; the same day a week
 * before said in Gulf Arabic; the cancelled orders' worth and the orders themselves; how many refunds after their
 * money, a figure asked as a percentage, and the subscriptions' income a month.
 */
export function morningRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r27-${id}`, lang, ask, gold);
  const yesterdayByChannel = fellBy('o.channel', 'orders', '', '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15', 2);
  return [
    // "Which one dropped?" after a comparison split by a group: the fall between the two periods compared (it was
    // against the period just before: yesterday against the day before, this month against last month).
    c('which-one-dropped-week-ago', 'en', ['how much did we sell yesterday?', 'and the same day last week?', 'by channel', 'which one dropped?'], yesterdayByChannel),
    c('city-dropped-year-ago', 'en', ['sales this month vs same period last year', 'by city', 'which city dropped the most?'], fellBy('o.city', 'orders', '', '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23', 1)),
    // "والأسبوع اللي قبله نفس اليوم؟" after yesterday: that day a week before (its "اليوم" was today, set against 15 November).
    c('ar-same-day-week-before', 'ar', ['كم بعنا امس؟', 'والأسبوع اللي قبله نفس اليوم؟'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('ar-channel-fell-week-before', 'ar', ['كم بعنا امس؟', 'والأسبوع اللي قبله نفس اليوم؟', 'حسب القناة', 'أي قناة نزلت؟'], yesterdayByChannel),
    // "أي وحدة نزلت أكثر؟" is "which one fell the most?" (it was the units sold, against last month).
    c('ar-which-one-fell', 'ar', ['مبيعات العبايات هالشهر مقارنة بنفس الشهر السنة الماضية حسب المنتج', 'أي وحدة نزلت أكثر؟'],
      fellBy('l.title', 'order_lines', "AND l.category = 'Abayas'", '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23', 1)),
    // "وش أحسن يوم بالأسبوع للمبيعات؟": the best day of the week (it was the ten best weeks).
    c('ar-best-weekday', 'ar', ['وش أحسن يوم بالأسبوع للمبيعات؟'], `SELECT extract(isodow FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "كم طلب ملغي؟", then "وش قيمتها؟": the cancelled orders' value (it was their gross sales, always 0); "show them"
    // after what they were worth lists those orders (it was every order of the week).
    c('ar-cancelled-worth', 'ar', ['كم طلب ملغي الأسبوع الماضي؟', 'وش قيمتها؟'], `SELECT coalesce(sum(o.total), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status = 'cancelled' AND ${cancelledLastWeek}`),
    { ...c('cancelled-worth-show-them', 'en', ['how many cancelled orders last week?', 'what were they worth?', 'show them'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND ${cancelledLastWeek} ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    // "How many?", "وكم عددها؟" after the money refunded: the refunds made (it was "can't").
    c('refunds-how-many', 'en', ['refunds last month', 'how many?'], `SELECT count(*) ${refundsOctober}`),
    c('ar-refunds-how-many', 'ar', ['كم رجعنا فلوس للعملاء الشهر الماضي؟', 'وكم عددها؟'], `SELECT count(*) ${refundsOctober}`),
    // "What's that as a percentage of sales?", "كم نسبتها من الطلبات؟": the rate of what was just given (it was the
    // store's gross sales of all time, at 100%).
    c('refunds-as-percentage', 'en', ['how much did we refund this month?', "what's that as a percentage of sales?"], `SELECT sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / nullif(${salesF}, 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisMonth('o.created_at')}`),
    // "وكم الدخل الشهري منها؟", "how much do they bring in a month?" after the active subscriptions: their monthly
    // recurring revenue (it was the store's sales by month), split by plan when asked.
    c('ar-subscriptions-monthly-income', 'ar', ['اشتراكات نشطة كم عندنا؟', 'وكم الدخل الشهري منها؟'], `SELECT coalesce(sum(${monthlyAmount}) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('ar-subscriptions-monthly-income-by-plan', 'ar', ['اشتراكات نشطة كم عندنا؟', 'وكم الدخل الشهري منها؟', 'حسب الباقة'], `SELECT sb.plan, coalesce(sum(${monthlyAmount}) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 GROUP BY 1`),
    c('subscriptions-bring-in-a-month', 'en', ['how many active subscriptions do we have?', 'how much do they bring in a month?'], `SELECT coalesce(sum(${monthlyAmount}) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('ar-cancelled-share', 'ar', ['كم طلب انلغى هالشهر؟', 'كم نسبتها من الطلبات؟'], `SELECT count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisMonth('o.created_at')}`),
  ];
}

/**
 * Fixes of the QA round of 2026-11-22's afternoon (`r28-`): a recovery by channel the data cannot tell, the cancelled
 * orders' value asked in one breath, a ranking after refunds in the conversation's month, a carrier's late rate, and
 * the customers of the orders just counted.
 */
const lateShipment = `s.estimated_delivery_at IS NOT NULL AND s.status IS DISTINCT FROM 'returned' AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date`;
/** The carrier with the most late shipments in October (ties by name, as the answer breaks them). */
const mostLateOctober = `SELECT s.carrier FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL AND ${october('s.created_at')} GROUP BY 1 ORDER BY count(*) FILTER (WHERE ${lateShipment}) DESC, 1 LIMIT 1`;
/** A carrier's late shipments in October over all of its shipments of October. */
const lateRateOctober = (carrier: string) => `SELECT count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = (${carrier}) AND ${october('s.created_at')}`;
const cancelledThisMonth = `FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL AND ${thisMonth('o.created_at')}`;
/** October's product with the most returns (ties by name). */
const mostReturnedOctober = `SELECT p.title, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id
  WHERE rt.store_id = 1 AND ${october('rt.created_at')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`;
/** Last week's customers by name, each with how many of the week's orders they placed. */
const customersOfLastWeeksOrders = `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, count(*) AS v
  FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${lastWeek('o.created_at')} GROUP BY c.id, c.first_name, c.last_name, c.email) t`;

export function afternoonRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r28-${id}`, lang, ask, gold);
  return [
    // "Which channel recovers best?": a cart has no channel in the data, so it is refused with what can be split (alone
    // it was the channel with the most sales ever, the online store).
    c('channel-recovers-best', 'en', ['which channel recovers best?'], 'cannot'),
    c('channel-recovers-best-after-carts', 'en', ['abandoned carts last week', 'how many did we recover?', 'which channel recovers best?'], 'cannot'),
    c('ar-channel-recovers-best', 'ar', ['كم سلة متروكة الأسبوع الماضي؟', 'أي قناة تسترجع السلات أكثر؟'], 'cannot'),
    c('ar-channel-recovers-best-alone', 'ar', ['أي قناة تسترجع السلات أكثر؟'], 'cannot'),
    // "Cancelled orders value this month": their value (it was their count, 11), and "how many?" then their count (it
    // was "can't").
    c('cancelled-orders-value', 'en', ['cancelled orders value this month'], `SELECT coalesce(sum(o.total), 0) ${cancelledThisMonth}`),
    c('cancelled-orders-value-how-many', 'en', ['cancelled orders value this month', 'how many?'], `SELECT count(*) ${cancelledThisMonth}`),
    c('ar-cancelled-orders-value-how-many', 'ar', ['الطلبات الملغاة قيمة هالشهر', 'وكم عددها؟'], `SELECT count(*) ${cancelledThisMonth}`),
    // "Which product had the most returns?" after last month's refunds: last month's (it was over all time).
    c('most-returns-keeps-month', 'en', ['refunds last month', 'which product had the most returns?'], mostReturnedOctober),
    c('ar-most-returns-keeps-month', 'ar', ['كم رجعنا فلوس الشهر الماضي؟', 'أي منتج عليه أكثر مرتجعات؟'], mostReturnedOctober),
    // "What share of its shipments is that?" after the carrier with the most late shipments: that carrier's late rate
    // (it was the carriers ranked by late rate, Quiqup at 100%); "of Aramex's shipments" after all late shipments:
    // Aramex's late rate (it was Aramex's share of every shipment ever).
    c('late-share-of-top-carrier', 'en', ['which carrier had the most late shipments last month?', 'what share of its shipments is that?'], lateRateOctober(mostLateOctober)),
    c('ar-late-share-of-top-carrier', 'ar', ['أي شركة شحن عندها أكثر شحنات متأخرة الشهر الماضي؟', 'كم نسبتها من شحناتها؟'], lateRateOctober(mostLateOctober)),
    c('late-share-of-named-carrier', 'en', ['late shipments last month', "what share of Aramex's shipments is that?"], lateRateOctober(`SELECT 'Aramex'`)),
    // "And who are the customers?", "ومين العملاء؟" after a count of orders: those orders' customers by name (it was the
    // count of the week's customers, 71).
    c('who-are-the-customers-of-orders', 'en', ['how many orders last week?', 'and who are the customers?'], customersOfLastWeeksOrders),
    c('ar-who-are-the-customers-of-orders', 'ar', ['كم طلب الأسبوع الماضي؟', 'ومين العملاء؟'], customersOfLastWeeksOrders),
  ];
}

/**
 * Fixes of the QA round of 2026-11-22's evening (`r29-`): shipments and tracking, subscriptions, returns and refunds,
 * customers, comparisons with a year before, the season's sale days and presentation follow-ups.
 */
const december = (from: string, to: string) => `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', from, to)}`;
const decemberVsLastDecember = `SELECT (${december('2025-12-01', '2026-01-01')}), (${december('2024-12-01', '2025-01-01')})`;
const namedCustomer = (name: string) => `c.first_name || ' ' || c.last_name = '${name}'`;
/** A named customer's latest order (of every customer of that name), as a lookup lists it. */
const latestOrderOf = (name: string) => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE o.store_id = 1 AND ${namedCustomer(name)} ORDER BY o.created_at DESC LIMIT 1`;
/** Customers by name, each with how many rows of `from` (joined to their orders as `o`) fall in `where`. */
const customersCounted = (from: string, where: string) => `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, count(*) AS v
  FROM ${from} LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE ${where} GROUP BY c.id, c.first_name, c.last_name, c.email) t`;
const refundsWithOrders = `warehouse.refunds r JOIN warehouse.orders o ON o.store_id = r.store_id AND o.id = r.order_id`;
const returnsWithOrders = `warehouse.returns rt JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id`;

export function eveningRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r29-${id}`, lang, ask, gold);
  return [
    // "Sales in December compared with last December", "مبيعات ديسمبر مقارنة بديسمبر اللي قبله": December 2025 against
    // December 2024 (it was against November 2025, "the previous month"; "the previous December" lost the comparison).
    c('december-vs-last-december', 'en', ['sales in December compared with last December'], decemberVsLastDecember),
    c('december-vs-previous-december', 'en', ['sales in december compared with the previous december'], decemberVsLastDecember),
    c('ar-december-vs-december-before', 'ar', ['مبيعات ديسمبر مقارنة بديسمبر اللي قبله'], decemberVsLastDecember),
    c('ar-december-vs-last-december', 'ar', ['مبيعات ديسمبر مقارنة بديسمبر الماضي'], decemberVsLastDecember),
    c('march-orders-vs-last-march-by-category', 'en', ['orders in march compared with last march', 'by category'],
      `SELECT l.category, count(DISTINCT o.id) FILTER (WHERE ${span('o.created_at', '2026-03-01', '2026-04-01')}), count(DISTINCT o.id) FILTER (WHERE ${span('o.created_at', '2025-03-01', '2025-04-01')}) FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1
        HAVING count(DISTINCT o.id) FILTER (WHERE ${span('o.created_at', '2026-03-01', '2026-04-01')}) + count(DISTINCT o.id) FILTER (WHERE ${span('o.created_at', '2025-03-01', '2025-04-01')}) > 0`),
    // "Where is Ahmed Haddad's order?", "وين طلب أحمد حداد؟", "وش صار على طلب نورة حسن؟": the customer's latest order
    // with its shipment (it was the count of their orders, 10).
    { ...c('where-is-named-customers-order', 'en', ["where is Ahmed Haddad's order?"], latestOrderOf('Ahmed Haddad')), lookup: true },
    { ...c('ar-where-is-named-customers-order', 'ar', ['وين طلب أحمد حداد؟'], latestOrderOf('Ahmed Haddad')), lookup: true },
    { ...c('ar-what-happened-to-named-order', 'ar', ['وش صار على طلب نورة حسن؟'], latestOrderOf('Noura Hassan')), lookup: true },
    { ...c('track-named-customers-order', 'en', ["track Sara Khoury's order"], latestOrderOf('Sara Khoury')), lookup: true },
    // "كم المبالغ المسترجعة حسب السبب هالسنة؟": the money refunded by reason (it was the count of returns by reason).
    c('ar-refunded-amounts-by-reason', 'ar', ['كم المبالغ المسترجعة حسب السبب هالسنة؟'], `SELECT r.reason, coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('ar-money-we-refunded-this-month', 'ar', ['كم الفلوس اللي رجعناها هالشهر؟'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${thisMonth('r.created_at')}`),
    // "White Friday this year vs last year" five days before it: not begun (it was SAR 0 against last year's, "down 100%").
    c('white-friday-this-year-not-begun', 'en', ['white friday this year vs last year'], 'cannot'),
    c('ar-white-friday-this-year-not-begun', 'ar', ['مبيعات الجمعة البيضاء هالسنة مقارنة بالسنة الماضية'], 'cannot'),
    // "What has Noura Hassan bought?": product by product, as "what did she buy?" (it was her total spent).
    c('what-has-named-customer-bought', 'en', ['what has Noura Hassan bought?'], `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE l.store_id = 1 AND ${namedCustomer('Noura Hassan')} GROUP BY 1`),
    // "Which orders haven't shipped yet?", "وش الطلبات اللي ما انشحنت؟", "list unfulfilled orders": those orders listed
    // (it was their count, 19), a cancelled order not among them.
    { ...c('which-orders-not-shipped', 'en', ["which orders haven't shipped yet?"], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('ar-which-orders-not-shipped', 'ar', ['وش الطلبات اللي ما انشحنت؟'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('list-unfulfilled-orders', 'en', ['list unfulfilled orders'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    // "Who are the customers?" after a count of refunds or returns: their customers by name (it was every customer's
    // sales of all time); after late shipments, which name no customer, that split refused.
    c('customers-of-refunds', 'en', ['how many refunds last week?', 'who are the customers?'], customersCounted(refundsWithOrders, `r.store_id = 1 AND ${lastWeek('r.created_at')}`)),
    c('ar-customers-of-returns', 'ar', ['كم مرتجع جانا الشهر الماضي؟', 'ومين العملاء؟'], customersCounted(returnsWithOrders, `rt.store_id = 1 AND ${october('rt.created_at')}`)),
    c('customers-of-late-shipments', 'en', ['late shipments last week', 'who are the customers?'], 'cannot'),
    c('ar-customers-of-shipments-not-arrived', 'ar', ['كم شحنة ما وصلت للحين؟', 'مين العملاء؟'], 'cannot'),
  ];
}

/**
 * Fixes of the QA round of 2026-11-22's night (`r30-`): shipments not arrived yet, a quarter or month against the same
 * one a year before, "the one before" after a sale day, and what a customer bought.
 */
const stillOnTheWay = `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status NOT IN ('delivered', 'returned', 'lost')`;
const q3VsLastQ3 = `SELECT (${sales('2026-07-01', '2026-10-01')}), (${sales('2025-07-01', '2025-10-01')})`;
const novemberSoFarVsLastYear = `SELECT (${sales('2026-11-01', '2026-11-23')}), (${sales('2025-11-01', '2025-11-23')})`;
const boughtLastYear = (name: string) => `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE l.store_id = 1 AND ${namedCustomer(name)} AND o.cancelled_at IS NULL AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1`;
export function nightRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r30-${id}`, lang, ask, gold);
  return [
    // "كم شحنة ما وصلت للحين؟": the shipments still on their way, 133 (it was 270, returned and lost ones counted as
    // not arrived); "haven't been delivered yet" was the delivered ones (5,148).
    c('ar-shipments-not-arrived-yet', 'ar', ['كم شحنة ما وصلت للحين؟'], stillOnTheWay),
    c('shipments-not-delivered-yet', 'en', ["how many shipments haven't been delivered yet?"], stillOnTheWay),
    c('shipments-not-arrived-yet', 'en', ["how many shipments haven't arrived yet?"], stillOnTheWay),
    c('ar-parcels-not-arrived', 'ar', ['كم طرد ما وصل؟'], stillOnTheWay),
    // "Sales in Q3 vs last Q3": Q3 2026 against Q3 2025 (it was Q3 2026 alone, the comparison dropped).
    c('q3-vs-last-q3', 'en', ['sales in Q3 vs last Q3'], q3VsLastQ3),
    c('ar-q3-vs-the-q3-before', 'ar', ['مبيعات الربع الثالث مقارنة بالربع الثالث اللي فات'], q3VsLastQ3),
    c('last-q3', 'en', ['sales last q3'], sales('2025-07-01', '2025-10-01')),
    // "مبيعات نوفمبر هالسنة مقارنة بنوفمبر السنة الماضية": November 1–22 of both years, as the English reads it (it was
    // November so far against the whole of November 2025, "down 5.9%").
    c('ar-this-november-vs-last-november', 'ar', ['مبيعات نوفمبر هالسنة مقارنة بنوفمبر السنة الماضية'], novemberSoFarVsLastYear),
    c('this-november-vs-last-november', 'en', ['this November vs last November'], novemberSoFarVsLastYear),
    // "Sales in november this year": November 2026 (it was "this year", kept to month of the year November).
    c('november-this-year', 'en', ['sales in november this year'], sales('2026-11-01', '2026-12-01')),
    c('ar-november-this-year', 'ar', ['مبيعات نوفمبر هالسنة'], sales('2026-11-01', '2026-12-01')),
    // "Sales on white friday", then "compared to the one before": against White Friday 2024 (it was refused).
    c('white-friday-vs-the-one-before', 'en', ['sales on white friday', 'compared to the one before'], `SELECT (${sales('2025-11-28', '2025-11-29')}), (${sales('2024-11-29', '2024-11-30')})`),
    c('ar-white-friday-vs-the-one-before', 'ar', ['مبيعات الجمعة البيضاء', 'مقارنة باللي قبلها'], `SELECT (${sales('2025-11-28', '2025-11-29')}), (${sales('2024-11-29', '2024-11-30')})`),
    // "What did Ahmed Haddad buy last year?": the lines of cancelled orders left out (two products were listed at SAR 0).
    c('what-did-named-customer-buy-last-year', 'en', ['what did Ahmed Haddad buy last year?'], boughtLastYear('Ahmed Haddad')),
    c('ar-what-did-named-customer-buy-last-year', 'ar', ['وش اشترى أحمد حداد السنة الماضية؟'], boughtLastYear('Ahmed Haddad')),
  ];
}

export function lateRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r31-${id}`, lang, ask, gold);
  return [
    // "Where is my order?", "وين طلبي؟" with no number, name or e-mail: which order, asked back (it was every order of
    // the store, 6,000, or in Arabic a refusal).
    c('where-is-my-order', 'en', ['where is my order?'], 'clarify'),
    c('ar-where-is-my-order', 'ar', ['وين طلبي؟'], 'clarify'),
    c('track-my-order', 'en', ['track my order'], 'clarify'),
    c('when-will-my-order-arrive', 'en', ['when will my order arrive?'], 'clarify'),
    c('ar-when-will-my-order-arrive', 'ar', ['متى يوصل طلبي؟'], 'clarify'),
    c('ar-where-is-the-order', 'ar', ['وين الطلب؟'], 'clarify'),
    // Answered with its number, that order.
    { ...c('where-is-my-order-then-number', 'en', ['where is my order?', '1042'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042'`), lookup: true },
    { ...c('ar-where-is-my-order-then-number', 'ar', ['وين طلبي؟', 'رقم الطلب 1042'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042'`), lookup: true },
    // After an order looked up, "where is the order?" is still that order.
    { ...c('where-is-the-order-after-lookup', 'en', ['where is order 1042?', 'where is the order?'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042'`), lookup: true },
  ];
}

/**
 * Fixes of the closing QA round of 2026-11-22 (`r32-`): a reply with no words of its own keeps the conversation's
 * language, a name or an e-mail answering "which order?", and "and last year?" after this month, week or quarter.
 */
const lastOrderOf1042 = `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042'`;
const latestOrderOfEmail = (email: string) => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE o.store_id = 1 AND lower(c.email) = '${email}' ORDER BY o.created_at DESC LIMIT 1`;
export function closingRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r32-${id}`, lang, ask, gold);
  return [
    // "1042", "٥" sent after "وين طلبي؟": answered in Arabic (a message with no letters fell back to English).
    { ...c('ar-where-is-my-order-then-bare-number', 'ar', ['وين طلبي؟', '1042'], lastOrderOf1042), lookup: true },
    { ...c('ar-sales-then-bare-year', 'ar', ['مبيعات هالشهر', '2025'], sales('2025-01-01', '2026-01-01')) },
    { ...c('where-is-my-order-then-bare-number-stays-english', 'en', ['where is my order?', '1042'], lastOrderOf1042), lookup: true },
    // After "which order?" asked back, a customer's name or e-mail alone is their latest order (it was their sales of
    // all time, SAR 3,185.46).
    { ...c('where-is-my-order-then-name', 'en', ['where is my order?', 'Ahmed Haddad'], latestOrderOf('Ahmed Haddad')), lookup: true },
    { ...c('ar-where-is-my-order-then-name', 'ar', ['وين طلبي؟', 'أحمد حداد'], latestOrderOf('Ahmed Haddad')), lookup: true },
    { ...c('where-is-my-order-then-email', 'en', ['where is my order?', 'ahmed.haddad.2651@example.com'], latestOrderOfEmail('ahmed.haddad.2651@example.com')), lookup: true },
    // A question asked instead is still that question.
    c('where-is-my-order-then-named-sales', 'en', ['where is my order?', "Ahmed Haddad's sales"], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${namedCustomer('Ahmed Haddad')}`),
    // "And last year?" after this month, week or quarter: the same one a year before (it was the whole of 2025).
    c('top-products-this-month-then-last-year', 'en', ['top 5 products this month', 'and last year?'], topLines('l.title', span('o.created_at', '2025-11-01', '2025-12-01'), 5)),
    c('sales-this-month-then-last-year', 'en', ['sales this month', 'and last year?'], sales('2025-11-01', '2025-12-01')),
    c('ar-sales-this-month-then-last-year', 'ar', ['مبيعات هالشهر', 'والسنة الماضية؟'], sales('2025-11-01', '2025-12-01')),
    c('sales-this-quarter-then-last-year', 'en', ['sales this quarter', 'what about last year'], sales('2025-10-01', '2026-01-01')),
    // Already right, kept so: a quarter said with "this year" is that quarter of this year.
    c('q3-this-year', 'en', ['sales in Q3 this year'], sales('2026-07-01', '2026-10-01')),
    c('ar-q3-this-year', 'ar', ['مبيعات الربع الثالث هالسنة'], sales('2026-07-01', '2026-10-01')),
  ];
}

/** The QA round of 2026-11-22 on products, discounts, payments, channels and times of day (`r33-`). */
export function finalRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r33-${id}`, lang, ask, gold);
  const hours = (from: number, to: number) => `AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) BETWEEN ${from} AND ${to - 1}`;
  const november = span('o.created_at', '2026-11-01', '2026-12-01');
  const sharesOf = (column: string, measure: string) => `SELECT ${column}, ${measure}, ${measure}::numeric / sum(${measure}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`;
  return [
    // Formal Arabic counts after the noun, "الأشهر الثلاثة الماضية", "الأيام السبعة الماضية": the period was dropped
    // (sales of all time, SAR 3,614,548.98).
    c('ar-three-months-past-formal', 'ar', ['كم بلغت المبيعات خلال الأشهر الثلاثة الماضية؟'], sales('2026-08-23', '2026-11-23')),
    c('ar-seven-days-past-formal', 'ar', ['كم بلغت المبيعات في الأيام السبعة الماضية؟'], sales('2026-11-16', '2026-11-23')),
    c('ar-four-weeks-past-formal', 'ar', ['ما إجمالي المبيعات خلال الأسابيع الأربعة الماضية؟'], sales('2026-10-26', '2026-11-23')),
    c('ar-ten-days-last-formal', 'ar', ['ما عدد الطلبات في الأيام العشرة الأخيرة؟'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-13', '2026-11-23')}`),
    c('ar-slowest-products-three-months-formal', 'ar', ['ما المنتجات الأقل مبيعاً خلال الأشهر الثلاثة الماضية؟'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-08-23', '2026-11-23')} GROUP BY 1 ORDER BY 2 ASC LIMIT 10`),
    // "الطلبات التي حصلت على خصم": the orders with a discount (it was every order, the discounts given beside them).
    c('ar-orders-with-discount-formal', 'ar', ['ما عدد الطلبات التي حصلت على خصم هذا الشهر؟'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.discount_total > 0 AND ${november}`),
    c('ar-orders-with-discount-by-channel', 'ar', ['ما عدد الطلبات التي حصلت على خصم حسب القناة هذا الشهر؟'], `SELECT o.channel, count(*) FILTER (WHERE o.discount_total > 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${november} GROUP BY 1`),
    // "ما متوسط سعر المنتجات؟": one average of the catalog (it was each of the 140 products' price).
    c('ar-average-price-of-products', 'ar', ['ما متوسط سعر المنتجات؟'], `SELECT avg(p.price) FROM warehouse.products p WHERE p.store_id = 1`),
    // The "ما" opening "ما حصة X من المبيعات؟" is "what", not "not": X's share (it was every channel's, none in focus).
    c('ar-online-store-share-of-sales', 'ar', ['ما حصة المتجر الإلكتروني من المبيعات؟'], sharesOf('o.channel', salesF)),
    c('ar-cod-share-of-orders', 'ar', ['ما حصة الدفع عند الاستلام من الطلبات؟'], sharesOf('o.payment_method', 'count(*)')),
    c('ar-whatsapp-ratio-of-sales', 'ar', ['ما نسبة واتساب من المبيعات؟'], sharesOf('o.channel', salesF)),
    // Formal "الفترة الصباحية", "المسائية": those hours of the day (it was the whole day's sales).
    c('ar-morning-period-this-month', 'ar', ['كم بلغت المبيعات في الفترة الصباحية هذا الشهر؟'], sales('2026-11-01', '2026-12-01', hours(5, 12))),
    c('ar-evening-period-this-month', 'ar', ['كم بلغت المبيعات في الفترة المسائية هذا الشهر؟'], sales('2026-11-01', '2026-12-01', hours(17, 22))),
    c('ar-morning-sales-adjective', 'ar', ['المبيعات الصباحية هذا الشهر'], sales('2026-11-01', '2026-12-01', hours(5, 12))),
    // "طرق الدفع الأكثر استخداماً": by how many orders used each (it was by their sales).
    c('ar-most-used-payment-methods-riyadh', 'ar', ['ما طرق الدفع الأكثر استخداماً في الرياض؟'], `SELECT o.payment_method, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    // Already right, kept so: the same questions in English, and a follow-up to another payment method.
    c('morning-sales-this-month', 'en', ['morning sales this month'], sales('2026-11-01', '2026-12-01', hours(5, 12))),
    c('orders-with-discount-by-channel', 'en', ['how many orders had a discount by channel'], `SELECT o.channel, count(*) FILTER (WHERE o.discount_total > 0) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('mada-then-apple-pay', 'en', ['sales paid with mada this month', 'and Apple Pay?'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'apple_pay'`)),
  ];
}

export function lastRoundCases(): Case[] {
  const c = (id: string, lang: 'en' | 'ar', ask: string[], gold: string) => ownerCase(`r34-${id}`, lang, ask, gold);
  const localHour = `extract(hour FROM o.created_at AT TIME ZONE ${TZ})`;
  const partOfDay = `CASE WHEN ${localHour} BETWEEN 5 AND 11 THEN 'morning' WHEN ${localHour} BETWEEN 12 AND 16 THEN 'afternoon' WHEN ${localHour} BETWEEN 17 AND 21 THEN 'evening' ELSE 'night' END`;
  const partsSide = (measure: string, parts: string[], where = '') => `SELECT ${partOfDay}, ${measure} FROM warehouse.orders o WHERE o.store_id = 1 ${where} GROUP BY 1 HAVING ${partOfDay} IN (${parts.map((p) => `'${p}'`).join(', ')})`;
  const slowest = (from: string, to: string) => `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', from, to)} GROUP BY 1 ORDER BY 2 ASC LIMIT 10`;
  return [
    // A colon parts words ("weekends or weekdays: when do we sell more?" was the weekends alone), and a span of the clock
    // written with minutes is hours ("between 10:30 and 14:00" was the 14:00 hour alone; a span ending past the hour
    // takes that hour in).
    c('weekends-or-weekdays-colon', 'en', ['weekends or weekdays: when do we sell more?'], `SELECT CASE WHEN extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('between-clock-minutes', 'en', ['sales between 10:30 and 14:00 yesterday'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-21 10:00', '2026-11-21 14:00')}`),
    c('between-clock-past-the-hour', 'en', ['orders between 10:00 and 14:30 last week'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} AND ${localHour} BETWEEN 10 AND 14`),
    // Two parts of the day against each other: it was the morning's hours alone, one row an hour (the evening lost).
    c('morning-vs-evening-sales', 'en', ['morning vs evening sales'], partsSide(salesF, ['morning', 'evening'])),
    c('ar-morning-against-evening', 'ar', ['الصباح مقابل المساء'], partsSide(salesF, ['morning', 'evening'])),
    c('mornings-or-evenings-sell-more', 'en', ['mornings or evenings: when do we sell more?'], partsSide(salesF, ['morning', 'evening'])),
    c('ar-morning-or-evening-gulf', 'ar', ['الصبح ولا المسا وين نبيع اكثر'], partsSide(salesF, ['morning', 'evening'])),
    c('morning-and-afternoon-orders-last-month', 'en', ['morning and afternoon orders last month'], partsSide('count(*)', ['morning', 'afternoon'], `AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // Already right, kept so: one part of the day is still a filter on its hours.
    c('sales-in-the-evening-still-hours', 'en', ['sales in the evening'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${localHour} BETWEEN 17 AND 21`),
    // A split of payment methods with no measure named: how often each is used (it was gross sales, 141 rows of money).
    c('payment-methods-by-city', 'en', ['payment methods by city'], `SELECT o.payment_method, o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1, 2`),
    c('ar-payment-methods-by-city', 'ar', ['طرق الدفع حسب المدينة'], `SELECT o.payment_method, o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1, 2`),
    // Already right, kept so: a measure named is the measure.
    c('sales-by-payment-method-still-money', 'en', ['sales by payment method'], `SELECT o.payment_method, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // A catalog count: the number was right (20) but the sentence said "over all time" (answer-words.test.ts).
    c('ar-products-in-abayas', 'ar', ['كم عدد المنتجات في فئة العبايات؟'], `SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1 AND p.category = 'Abayas'`),
    c('products-in-abayas', 'en', ['how many products are in the Abayas category?'], `SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1 AND p.category = 'Abayas'`),
    // "Slowest selling": the least sold, as "slow moving" and "الأقل مبيعاً" are (it was by orders, most tied at one).
    c('slowest-selling-three-months', 'en', ['slowest selling products in the last 3 months'], slowest('2026-08-23', '2026-11-23')),
    c('slowest-sellers-this-year', 'en', ['slowest sellers this year'], slowest('2026-01-01', '2027-01-01')),
  ];
}
