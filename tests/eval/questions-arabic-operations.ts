import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, ownerCase, span } from './gold-sql.ts';

/**
 * A Saudi owner running the demo store day to day in Arabic (QA round `ar-ops-`, mostly Gulf phrasing): the Arabic
 * counterparts of the English operations round (`ops-`) and what came up beside them: subscriptions by how often they
 * bill, payment methods that fail, shipments sent late, averages per order, who cancelled, "the worst one" of an
 * answer. Each case was a wrong or refused answer in QA, or guards a neighbour that was right and must stay so.
 */
const subscriptions = 'warehouse.subscriptions sb';
/** Delivered (or not yet) on a later Riyadh day than promised, parcels sent back left out. */
const late = `s.estimated_delivery_at IS NOT NULL AND s.status <> 'returned' AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date`;
const thisYear = (col: string) => span(col, '2026-01-01', '2027-01-01');
const thisMonth = (col: string) => span(col, '2026-11-01', '2026-12-01');
const failureRate = `count(*) FILTER (WHERE pm.status = 'failed')::numeric / count(*)`;

export function arabicOperationsCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`ar-ops-${id}`, 'ar', ask, gold);
  return [
    // How often a subscription bills, said as an adjective: "الشهرية مقابل السنوية" side by side (it was the monthly
    // ones at the end of last month against the month before: "السنوية" was read as a comparison).
    c('monthly-vs-yearly-subscriptions', ['كم الاشتراكات الشهرية مقابل السنوية'], `SELECT sb.billing_interval, count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1`),
    c('monthly-or-yearly-subscribers', ['المشتركين الشهريين ولا السنويين'], `SELECT sb.billing_interval, count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1`),
    // A state after the interval stays with its noun: "اشتراك شهري نشط" (it was filtered by status again),
    // "الاشتراكات الشهرية الجديدة" the new ones billed monthly.
    c('active-monthly-subscriptions', ['كم اشتراك شهري نشط عندنا'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'month' AND sb.status = 'active'`),
    c('new-monthly-subscriptions', ['الاشتراكات الشهرية الجديدة هالسنة'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'month' AND ${thisYear('sb.started_at')}`),
    c('cancelled-yearly-subscriptions', ['كم الاشتراكات السنوية الملغاة هالسنة'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.billing_interval = 'year' AND ${thisYear('sb.cancelled_at')}`),
    // "كم مشترك ألغى": the cancelled subscriptions (it was "كم مشترك", the active ones now).
    c('subscribers-cancelled-this-month', ['كم مشترك ألغى هالشهر'], `SELECT count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND ${thisMonth('sb.cancelled_at')}`),
    // The payment method that fails the most is ranked by failure rate (it was card, by sales).
    c('payment-method-fails-most', ['وش طريقة الدفع اللي تفشل اكثر'], `SELECT pm.method, ${failureRate} FROM warehouse.payments pm WHERE pm.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('payment-method-declined-most-last-month', ['أي وسيلة دفع تنرفض أكثر شي الشهر الماضي'], `SELECT pm.method, ${failureRate} FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Orders "shipped late" are the late shipments (it was every shipment of October, the late ones beside them).
    c('orders-shipped-late-october', ['كم طلب انشحن متأخر في أكتوبر'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${late} AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    // The average shipping charged per order is one average (it was split order by order).
    c('avg-shipping-cost-per-order', ['متوسط تكلفة الشحن لكل طلب هالشهر'], `SELECT sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL) / count(*) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisMonth('o.created_at')}`),
    // "أسوأ وحدة" after a split is its lowest group by the same measure (the "وحدة" was units sold).
    c('categories-then-worst-one', ['مبيعات الفئات هالسنة', 'وش أسوأ وحدة؟'], `SELECT ol.category, sum(ol.total) FROM warehouse.order_lines ol JOIN warehouse.orders o ON o.store_id = ol.store_id AND o.id = ol.order_id
      WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${thisYear('o.created_at')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    // "أكثر مشتركين" is the most subscribers (it was two plans by MRR: the plural read as a dual).
    c('plan-most-subscribers', ['وش الباقة اللي عليها اكثر مشتركين'], `SELECT sb.plan, count(*) FROM ${subscriptions} WHERE sb.store_id = 1 AND sb.status = 'active' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Money given back is the refunds (it was the carts recovered); carts brought back are the recovered ones (it
    // was the store's sales).
    c('money-refunded-this-week', ['كم استرجعنا فلوس هالاسبوع'], `SELECT sum(rf.amount) FROM warehouse.refunds rf WHERE rf.store_id = 1 AND ${span('rf.created_at', '2026-11-22', '2026-11-29')}`),
    c('carts-recovered-this-month', ['كم سلة استرجعنا هالشهر'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${thisMonth('ac.created_at')}`),
    // A carrier or place said between the noun and its late word: the late ones (it was every shipment, or every
    // order, the late ones beside them).
    c('smsa-late-this-month', ['كم شحنه مع سمسا تاخرت هالشهر'], `SELECT count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'SMSA' AND ${thisMonth('s.created_at')}`),
    c('jeddah-late-last-month', ['كم طلب في جدة تأخر الشهر الماضي'], `SELECT count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id
      WHERE s.store_id = 1 AND o.city = 'Jeddah' AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('aramex-arrived-late-october', ['كم شحنة من ارامكس وصلت متأخرة في أكتوبر'], `SELECT count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Aramex' AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    // "انرجعت" is returned: the products ranked by returns (it was by sales); parcels "اللي وصلت بوقتها" are the on-time
    // rate (it was the parcels delivered); payments by status are counted (the money received was SAR 0.00 failed).
    c('top-3-products-returned', ['وش أكثر ٣ منتجات انرجعت'], `SELECT p.title, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id
      WHERE rt.store_id = 1 GROUP BY 1 ORDER BY 2 DESC, 1 ASC LIMIT 3`),
    c('on-time-share-last-month', ['نسبة الشحنات اللي وصلت بوقتها الشهر الماضي'], `SELECT 1 - count(*) FILTER (WHERE ${late})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('payments-by-status-last-month', ['المدفوعات حسب الحالة الشهر الماضي'], `SELECT pm.status, count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Guards, right in QA: the Arabic counterparts of the English round.
    c('mrr-vs-last-month', ['الإيرادات الشهرية المتكررة مقارنة بالشهر الماضي'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 ELSE sb.amount END) FILTER (WHERE sb.status = 'active'), 0),
      coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 ELSE sb.amount END) FILTER (WHERE sb.started_at < timestamp '2026-11-01' AT TIME ZONE ${TZ} AND ((sb.cancelled_at IS NULL AND sb.status = 'active') OR sb.cancelled_at >= timestamp '2026-11-01' AT TIME ZONE ${TZ})), 0)
      FROM ${subscriptions} WHERE sb.store_id = 1`),
    c('carts-yesterday-then-value', ['كم سلة متروكة امس', 'وقيمتها؟'], `SELECT sum(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-21', '2026-11-22')}`),
    c('return-statuses', ['حالات المرتجعات'], `SELECT rt.status, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1`),
    c('order-statuses-this-month', ['توزيع حالات الطلبات هالشهر'], `SELECT o.status, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisMonth('o.created_at')} GROUP BY 1`),
    c('aramex-then-smsa', ['كم شحنة مع ارامكس هالشهر', 'وسمسا؟'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'SMSA' AND ${thisMonth('s.shipped_at')}`),
    c('late-by-carrier-last-month', ['كم شحنة تأخرت حسب الناقل الشهر الماضي'], `SELECT s.carrier, count(*) FILTER (WHERE ${late}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // A payment method or city that is also an everyday word ("مدى": extent, "الخبر": the news), said right after another
    // value, once the comparison word is read: side by side (it was dropped, the first value's sales alone).
    c('cod-vs-mada', ['مبيعات الدفع عند الاستلام مقارنة بمدى'], `SELECT o.payment_method, sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.payment_method IN ('cash_on_delivery', 'mada') GROUP BY 1`),
    c('cash-vs-mada', ['مبيعات كاش مقابل مدى'], `SELECT o.payment_method, sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.payment_method IN ('cash_on_delivery', 'mada') GROUP BY 1`),
    c('riyadh-vs-khobar', ['مبيعات الرياض مقارنة بالخبر'], `SELECT o.city, sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.city IN ('Riyadh', 'Khobar') GROUP BY 1`),
    c('card-and-mada', ['مبيعات فيزا ومدى'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.payment_method IN ('card', 'mada')`),
    // Gross and net said short ("الإجمالي مقابل الصافي", "المبيعات الإجمالية والصافية"): both, side by side (it was
    // net sales alone); "إجمالي صافي المبيعات" stays the total of net sales.
    c('gross-vs-net-short', ['الإجمالي مقابل الصافي هالسنة'], `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0), coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear('o.created_at')}`),
    c('gross-and-net-adjectives', ['المبيعات الإجمالية والصافية هالسنة'], `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0), coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear('o.created_at')}`),
    c('total-of-net-sales', ['إجمالي صافي المبيعات هالسنة'], `SELECT coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear('o.created_at')}`),
    // "مين العميل؟" after an order looked up: its customer, named, with what they bought (it was their sales by e-mail).
    c('who-is-the-customer', ['وين طلب ١٠٤٢', 'مين العميل؟'], `SELECT concat_ws(' ', c.first_name, c.last_name), coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.customer_id = (SELECT customer_id FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042') GROUP BY c.id, 1`),
    // Money given back "to the customers" is the refunds (it added the customers' count beside them).
    c('refunds-to-customers', ['كم المبالغ اللي رجعناها للعملاء الشهر الماضي'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-10-01', '2026-11-01')}`),
    // A final hamza left out ("العملا" for العملاء): the word meant (it was "I can't answer that").
    c('customers-without-hamza', ['كم عدد العملا'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1`),
    // "أول مرة يشتري": first-time buyers (it was every customer who bought that week).
    c('first-time-buyers-last-week', ['كم عميل أول مرة يشتري الأسبوع اللي فات'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} AND NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('tabby-and-tamara-last-month', ['مبيعات تابي وتمارا الشهر الماضي'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.payment_method IN ('tabby', 'tamara') AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
  ];
}
