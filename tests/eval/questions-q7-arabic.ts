import type { Case } from './questions-demo.ts';
import { TZ, compare, countF, ownerCase, sales, salesF, span, stepsGold } from './gold-sql.ts';

const orders = (where: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
const aovF = 'avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)';
/** Each order new (the customer's first) or returning, as the answers split them. */
const kind = `CASE WHEN o.created_at > f.first THEN 'returning' ELSE 'new' END`;
const withFirst = `warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) f ON f.customer_id = o.customer_id`;
const carts = (expr: string, from: string, to: string) => `SELECT ${expr} FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', from, to)}`;
const cancelledSubs = (from: string, to: string) => `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', from, to)}`;

/**
 * Round q7 (2026-11-28): Gulf, Egyptian, Levantine and Modern Standard Arabic owners of the demo store, typed or dictated. Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7ArabicCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`q7-ar-${id}`, 'ar', ask, gold);
  const thisWeek = span('o.created_at', '2026-11-22', '2026-11-23');
  return [
    // Week words: "الاسبوع" said bare after a wish or a verb, Levantine "هالجمعة", "قبل اسبوع", "اخر ويكند".
    c('week-bare-after-wish', ['ابغى مبيعات الاسبوع'], sales('2026-11-22', '2026-11-23')),
    c('week-bare-after-verb', ['كم طلب جانا الأسبوع'], orders(thisWeek)),
    c('week-then-i-meant-month', ['ابغى مبيعات الاسبوع', 'لا قصدي الشهر'], sales('2026-11-01', '2026-11-23')),
    c('week-then-by-day-best', ['ابغى مبيعات الاسبوع', 'طيب حسب اليوم', 'وش أحسن يوم'], `SELECT to_char(date_trunc('day', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisWeek} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('today-then-and-the-month', ['كم طلب اليوم', 'والشهر'], orders(span('o.created_at', '2026-11-01', '2026-11-23'))),
    c('levantine-this-week', ['قديش بعنا هالجمعة'], sales('2026-11-22', '2026-11-23')),
    c('levantine-week-vs-before', ['قديش طلبات هالجمعة مقارنة بالجمعة اللي قبلها'], compare(countF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-16')),
    c('levantine-cancelled-this-week', ['قديش في طلبات ملغاية هالجمعة'], orders(`o.cancelled_at IS NOT NULL AND ${thisWeek}`)),
    c('a-week-ago', ['مبيعات قبل اسبوع'], sales('2026-11-15', '2026-11-22')),
    c('last-weekend-akhir', ['مبيعات اخر ويكند'], sales('2026-11-20', '2026-11-22')),
    // Months said by their order, quarters with Egyptian and Levantine ت for ث.
    c('ninth-month', ['مبيعات الشهر التاسع'], sales('2026-09-01', '2026-10-01')),
    c('eleventh-month', ['مبيعات الشهر الحادي عشر'], sales('2026-11-01', '2026-11-23')),
    c('twelfth-month-2025', ['مبيعات الشهر الثاني عشر ٢٠٢٥'], sales('2025-12-01', '2026-01-01')),
    c('third-quarter-egyptian', ['مبيعات الربع التالت'], sales('2026-07-01', '2026-10-01')),
    c('third-quarter-egyptian-2025', ['مبيعات الربع التالت ٢٠٢٥'], sales('2025-07-01', '2025-10-01')),
    c('third-quarter-egyptian-last-year', ['مبيعات الربع التالت السنة اللي فاتت'], sales('2025-07-01', '2025-10-01')),
    // Paid but not shipped, said with "و", "مو" or "لسا".
    c('paid-and-not-shipped-mu', ['طلبات مدفوعة ومو مشحونة'], orders(`o.financial_status = 'paid' AND o.fulfillment_status = 'unfulfilled'`)),
    c('paid-not-shipped-yet', ['كم طلب مدفوع ولسا ما اتشحن'], orders(`o.financial_status = 'paid' AND o.fulfillment_status = 'unfulfilled'`)),
    c('paid-and-not-shipped-glued', ['الطلبات الي مدفوعه وماتشحنت'], orders(`o.financial_status = 'paid' AND o.fulfillment_status = 'unfulfilled'`)),
    // Subscriptions cancelled in a period, by the adjective.
    c('cancelled-subs-this-year', ['كم اشتراك ملغى هالسنة'], cancelledSubs('2026-01-01', '2026-11-23')),
    c('cancelled-subs-last-month', ['كم اشتراك ملغي الشهر الماضي'], cancelledSubs('2026-10-01', '2026-11-01')),
    // Carts "مستردة" are recovered; "السلال" are carts.
    c('recovered-carts-mustaradda', ['كم سلة مستردة هالسنة'], carts('count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)', '2026-01-01', '2026-11-23')),
    c('recovered-carts-sallal', ['السلال المتروكة المستردة الشهر الماضي'], carts('count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)', '2026-10-01', '2026-11-01')),
    c('cart-recovery-rate-sallal', ['نسبة استرداد السلال المتروكة هالشهر'], carts('count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)::numeric / count(*)', '2026-11-01', '2026-11-23')),
    // Comparisons asked for and kept.
    c('aov-ytd-vs-same-period', ['متوسط قيمة الطلب منذ بداية السنة مقارنة بنفس الفترة'], compare(aovF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('two-weeks-vs-two-before', ['مبيعات آخر أسبوعين مقارنة بالأسبوعين اللي قبلها'], compare(salesF, '2026-11-09', '2026-11-23', '2026-10-26', '2026-11-09')),
    c('two-months-vs-two-before', ['مبيعات آخر شهرين مقارنة بالشهرين اللي قبلها'], compare(salesF, '2026-09-23', '2026-11-23', '2026-07-24', '2026-09-23')),
    c('orders-growth-on-yearly-basis', ['ما هي نسبة النمو في عدد الطلبات على أساس سنوي'], stepsGold('count(*)', 'warehouse.orders o', 'year', '2000-01-01', '2026-11-23', '2000-01-01', '2026-01-01', ['2025-01-01', '2025-11-23'])),
    // AOV of new and returning customers: each order by whether it was the customer's first.
    c('aov-new-vs-returning', ['ما هو متوسط قيمة الطلب للعملاء الجدد مقارنة بالعملاء العائدين'], `SELECT ${kind}, ${aovF} FROM ${withFirst} WHERE o.store_id = 1 GROUP BY 1`),
    c('aov-new-customers', ['متوسط قيمة الطلب للعملاء الجدد'], `SELECT ${aovF} FROM ${withFirst} WHERE o.store_id = 1 AND ${kind} = 'new'`),
    c('aov-returning-this-year', ['متوسط قيمة الطلب للعملاء العائدين هالسنة'], `SELECT ${aovF} FROM ${withFirst} WHERE o.store_id = 1 AND ${kind} = 'returning' AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    // Days, hours and festival days said in Arabic.
    c('day-15-of-this-month', ['مبيعات يوم ١٥ الشهر'], sales('2026-11-15', '2026-11-16')),
    c('day-3-of-last-month', ['مبيعات يوم ٣ الشهر الماضي'], sales('2026-10-03', '2026-10-04')),
    c('this-hour-refused-not-hawalli', ['مبيعات الساعة الحالية'], 'cannot'),
    c('after-12-at-night', ['كم طلب جانا بعد الساعة ١٢ بالليل هالشهر'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) < 6 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`)),
    c('after-midnight', ['الطلبات بعد منتصف الليل هالشهر'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) < 6 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`)),
    c('first-day-of-ramadan', ['مبيعات أول يوم رمضان'], sales('2026-02-18', '2026-02-19')),
    c('eve-of-eid', ['مبيعات ليلة العيد'], sales('2026-05-26', '2026-05-27')),
    // Filters said in a follow-up or with a carrier whose name is the word for one.
    c('yesterday-how-many-cash', ['كم طلب امس', 'وكم منها كاش'], orders(`o.payment_method = 'cash_on_delivery' AND ${span('o.created_at', '2026-11-21', '2026-11-22')}`)),
    c('yesterday-how-many-mada', ['كم طلب امس', 'وكم منها مدى'], orders(`o.payment_method = 'mada' AND ${span('o.created_at', '2026-11-21', '2026-11-22')}`)),
    c('naqel-returned-inrajaat', ['كم شحنة مع ناقل انرجعت'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Naqel' AND s.status = 'returned'`),
    c('naqel-returned-rajaat', ['كم شحنة مع ناقل رجعت'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Naqel' AND s.status = 'returned'`),
  ];
}
