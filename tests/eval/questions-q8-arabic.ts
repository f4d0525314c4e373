import type { Case } from './questions-demo.ts';
import { NOW_SQL, TZ, compare, ownerCase, sales, salesF, span, stepsGold } from './gold-sql.ts';

const orders = (where: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
/** Orders not cancelled and not yet shipped, placed longer ago than `age` before the evaluation's now. */
const unshipped = (age: string, where = '') => `o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled' AND o.created_at < ${NOW_SQL} - interval '${age}' ${where}`;
const subs = (expr: string, where: string) => `SELECT ${expr} FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${where}`;
/** The order a lookup shows first: by number, status and total. */
const firstOrder = (where: string, dir: 'ASC' | 'DESC') => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND ${where} ORDER BY o.created_at ${dir} LIMIT 1`;
const holds = (where: string) => `EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id AND ${where})`;
const namedCustomer = (first: string, last: string) => `o.customer_id IN (SELECT c.id FROM warehouse.customers c WHERE c.store_id = 1 AND c.first_name = '${first}' AND c.last_name = '${last}')`;
/** Customers whose first order falls from one Riyadh day up to another. */
const newCustomers = (from: string, to: string) => `SELECT count(*) FROM (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) f WHERE ${span('f.first', from, to)}`;
/** Of the customers who ordered in a period, the share whose first order fell in it. */
const newCustomerRate = (from: string, to: string) => `SELECT count(DISTINCT o.customer_id) FILTER (WHERE f.first >= timestamp '${from}' AT TIME ZONE ${TZ})::numeric / count(DISTINCT o.customer_id)
  FROM warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) f ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${span('o.created_at', from, to)}`;
const topCityBySales = `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`;

/**
 * Round q8 (2026-11-28): Gulf, Egyptian, Levantine and Modern Standard Arabic owners of the demo store, typed or
 * dictated. Each case is a question the round found answered wrongly, with its gold from hand-written SQL (today is
 * 2026-11-22 in the evaluation).
 */
export function q8ArabicCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`q8-ar-${id}`, 'ar', ask, gold);
  const lookup = (id: string, ask: string[], gold: string): Case => ({ ...c(id, ask, gold), lookup: true });
  return [
    // Backlog ages: how long orders have waited to ship (the age was dropped: every unfulfilled order; or read as an
    // hour of the day and an order value over 24).
    c('unshipped-for-3-days', ['طلبات ما انشحنت من ٣ أيام'], orders(unshipped('3 days'))),
    c('late-to-ship-over-a-day', ['كم طلب متأخر بالشحن اكثر من يوم'], orders(unshipped('1 day'))),
    c('unshipped-over-24-hours', ['الطلبات اللي لها اكثر من ٢٤ ساعة ما انشحنت'], orders(unshipped('24 hours'))),
    c('unshipped-over-12-hours', ['طلبات ما انشحنت من اكثر من ١٢ ساعة'], orders(unshipped('12 hours'))),
    c('paid-unshipped-a-day', ['كم طلب مدفوع وما انشحن من يوم'], orders(unshipped('1 day', "AND o.financial_status = 'paid'"))),
    c('unshipped-older-than-two-days', ['طلبات ما انشحنت أقدم من يومين'], orders(unshipped('2 days'))),
    lookup('list-unshipped-a-day', ['اعرض الطلبات اللي صار لها يوم ما انشحنت'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND ${unshipped('1 day')} ORDER BY o.created_at DESC LIMIT 20`),
    // Subscription plans by their Arabic names (the category Dates & Sweets was read, which subscriptions cannot be
    // split by; "صندوق الجمال" was dropped and every subscription counted).
    c('plan-dates-box', ['كم اشتراك نشط في صندوق التمور'], subs('count(*)', "sb.plan = 'Dates Box' AND sb.status = 'active'")),
    c('plan-coffee-club', ['كم مشترك في نادي القهوة'], subs('count(*)', "sb.plan = 'Coffee Club' AND sb.status = 'active'")),
    c('plan-beauty-box', ['كم اشتراك في صندوق الجمال'], subs('count(*)', "sb.plan = 'Beauty Box' AND sb.status = 'active'")),
    c('plan-oud-of-the-month-mrr', ['الإيراد الشهري المتكرر لباقة عود الشهر'], subs('coalesce(sum(sb.amount), 0)', "sb.plan = 'Oud of the Month' AND sb.status = 'active'")),
    c('plan-by-its-word', ['كم مشترك في باقة التمر'], subs('count(*)', "sb.plan = 'Dates Box' AND sb.status = 'active'")),
    c('plan-cancelled-oud', ['كم اشتراك ملغي في باقة العود'], subs('count(*)', "sb.plan = 'Oud of the Month' AND sb.cancelled_at IS NOT NULL")),
    c('plan-new-this-year', ['الاشتراكات الجديدة في نادي القهوة هالسنة'], subs('count(*)', `sb.plan = 'Coffee Club' AND ${span('sb.started_at', '2026-01-01', '2026-11-23')}`)),
    // Arabizi: Arabic in Latin letters and digits (refused).
    c('arabizi-sales-yesterday', ['kam mabi3at ams'], sales('2026-11-21', '2026-11-22')),
    c('arabizi-orders-today', ['kam talab el yom'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('arabizi-orders-this-month', ['kam 6alab hal shahar'], orders(span('o.created_at', '2026-11-01', '2026-11-23'))),
    c('arabizi-best-product', ['shu a7san montaj hal shahar'], `SELECT l.title, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
      WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-11-23')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "بالنسبة ل…" is "as for": a follow-up (it was a share: Jeddah's share of every city, or 100% beside a total).
    c('as-for-jeddah', ['كم بعنا الأسبوع اللي فات', 'طيب بالنسبة لجدة؟'], sales('2026-11-15', '2026-11-22', "AND o.city = 'Jeddah'")),
    c('as-for-last-year-then-riyadh', ['كم بعنا الأسبوع اللي فات', 'وبالنسبة للسنة الماضية؟', 'بس في الرياض'], sales('2025-01-01', '2026-01-01', "AND o.city = 'Riyadh'")),
    c('as-for-orders', ['كم بعنا الأسبوع اللي فات', 'طيب بالنسبة للطلبات؟'], orders(span('o.created_at', '2026-11-15', '2026-11-22'))),
    // A customer looked up, then what they paid (it was split by payment method) and their latest order.
    c('customer-paid-this-year', ['عميل عمر الغامدي', 'وكم دفع هالسنة'], sales('2026-01-01', '2026-11-23', `AND ${namedCustomer('Omar', 'Al-Ghamdi')}`)),
    lookup('customer-her-last-order', ['ابحث عن العميلة نورة حسن', 'وش آخر طلب لها؟'], firstOrder(namedCustomer('Noura', 'Hassan'), 'DESC')),
    c('customer-her-spend-this-year', ['ابحث عن العميلة نورة حسن', 'وش آخر طلب لها؟', 'وكم صرفت هالسنة؟'], sales('2026-01-01', '2026-11-23', `AND ${namedCustomer('Noura', 'Hassan')}`)),
    // "متى": when something last or first happened, shown by the order (it was the all-time total), or said honestly.
    lookup('when-last-sold-sukkari', ['متى آخر مرة بعنا تمر سكري'], firstOrder(holds(`l.title LIKE 'Sukkari Dates%'`), 'DESC')),
    lookup('when-last-sold-oud-oil', ['متى آخر مرة انباع زيت العود'], firstOrder(holds(`l.title LIKE 'Oud Oil%'`), 'DESC')),
    lookup('when-first-sold-abaya', ['متى أول مرة بعنا عباية'], firstOrder(holds(`l.category = 'Abayas'`), 'ASC')),
    lookup('when-last-order-from-kuwait', ['متى آخر مرة جانا طلب من الكويت'], firstOrder(`o.country = 'KW'`, 'DESC')),
    lookup('when-last-cancelled', ['متى آخر طلب انلغى'], firstOrder('o.cancelled_at IS NOT NULL', 'DESC')),
    lookup('last-cancelled-verb', ['آخر طلب انلغى'], firstOrder('o.cancelled_at IS NOT NULL', 'DESC')),
    c('when-last-return-honest', ['متى آخر مرجوع'], 'cannot'),
    c('when-first-customer-honest', ['متى أول عميل سجل'], 'cannot'),
    // Weeks of a month by their order: "في الأسبوع" was a weekly average, "من الشهر" every sale.
    c('first-week-of-november', ['كم طلب في الأسبوع الأول من نوفمبر'], orders(span('o.created_at', '2026-11-01', '2026-11-08'))),
    c('first-week-of-the-month', ['مبيعات اول اسبوع من الشهر'], sales('2026-11-01', '2026-11-08')),
    c('second-week-of-last-month', ['مبيعات الاسبوع الثاني من الشهر اللي فات'], sales('2026-10-08', '2026-10-15')),
    // "السنة الماضية بنفس الشهر": the same month a year before (it was the whole of last year).
    c('last-year-same-month-after', ['كم عميل جديد الشهر الماضي', 'والسنة الماضية بنفس الشهر'], `SELECT (${newCustomers('2026-10-01', '2026-11-01')}), (${newCustomers('2025-10-01', '2025-11-01')})`),
    c('last-year-same-period-after', ['مبيعات الشهر الماضي', 'والسنة اللي فاتت نفس الفترة'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    // Dialect words: Gulf "رجيع" and Egyptian "مرجوعات" (returns), "معدل قيمة السلة" (the average order), "٪".
    c('rajee-returns', ['كم رجيع عندنا الشهر هذا'], `SELECT count(*) FROM warehouse.returns r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-01', '2026-11-23')}`),
    c('marjooat-returns', ['كم المرجوعات الشهر ده'], `SELECT count(*) FROM warehouse.returns r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-01', '2026-11-23')}`),
    c('basket-value-is-aov', ['معدل قيمة السلة هالشهر'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`),
    c('arabic-percent-sign', ['كم ٪ من الطلبات جت من انستقرام'], `SELECT o.channel, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('top-code-is-discount-code', ['وش أكثر كود'], `SELECT o.extra->>'discount_code', ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // The share of new customers (it was the count beside a share of 100%).
    c('new-customer-rate', ['نسبة العملاء الجدد هالشهر'], newCustomerRate('2026-11-01', '2026-11-23')),
    c('new-customer-rate-zabayen', ['كم نسبة الزباين الجدد السنة الماضية'], newCustomerRate('2025-01-01', '2026-01-01')),
    // Places: the Levant ("الشام" was dropped), "where do we sell most" in Egyptian and Gulf (refused, or every sale).
    c('levant-this-month', ['قديش بعنا هالشهر بالشام'], sales('2026-11-01', '2026-11-23', "AND o.country = 'JO'")),
    c('where-sell-most-egyptian', ['فين اكتر حتة بنبيع فيها'], topCityBySales),
    c('where-sell-most-gulf', ['وين نبيع اكثر'], topCityBySales),
    // The city ranked last, then its own average order (it read "the lowest city by average order value").
    c('lowest-city-then-its-aov', ['وش أكثر مدينة فيها طلبات', 'وأقل مدينة؟', 'وكم متوسط الطلب فيها'],
      `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = (SELECT city FROM warehouse.orders WHERE store_id = 1 GROUP BY city ORDER BY count(*) LIMIT 1)`),
    // Numbers said in words: a year "the English way" (it was the hour 20:00), a small count after "أكثر من" (dropped).
    c('year-twenty-twenty-five', ['مبيعات عشرين عشرين خمسة'], sales('2025-01-01', '2026-01-01')),
    c('year-twenty-five-and-twenty', ['مبيعات عشرين خمسة وعشرين'], sales('2025-01-01', '2026-01-01')),
    c('more-than-five-pieces', ['كم طلب فيه اكثر من خمس قطع'], `SELECT count(*) FROM (SELECT o.id FROM warehouse.orders o JOIN warehouse.order_lines l ON l.store_id = o.store_id AND l.order_id = o.id WHERE o.store_id = 1 GROUP BY o.id HAVING sum(l.quantity) > 5) t`),
    c('more-than-five-times', ['العملاء اللي طلبوا اكثر من خمس مرات'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 5) t`),
    // "حالة الدفع" is the order's status (it was split by status and by payment method).
    c('payment-status-split', ['أعرض توزيع الطلبات حسب حالة الدفع'], `SELECT o.status, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // "معدل نمو المبيعات الشهري": month over month (it was this year against last).
    c('monthly-growth-rate-formal', ['ما هو معدل نمو المبيعات الشهري هذا العام'], stepsGold(salesF, 'warehouse.orders o', 'month', '2025-12-01', '2026-11-23', '2026-01-01', '2026-11-01', ['2026-10-01', '2026-10-23'])),
    // Several values named, then "which of them": the one that ranks first or last (it was their total again).
    c('which-of-them-most', ['مبيعات انستقرام وسناب وتيك توك هالسنة', 'مين أكثر وحدة'],
      `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'snapchat', 'tiktok') AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('which-of-them-least', ['مبيعات انستقرام وسناب وتيك توك هالسنة', 'وأيها الأقل'],
      `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'snapchat', 'tiktok') AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('what-code-did-you-use', ['المبيعات حسب الفئة هالسنة', 'وش الكود اللي استخدمته'], 'showSql'),
    // Seasons of the year: a week of Ramadan (it was the whole month), the small Eid (al-Fitr; it was al-Adha), another
    // country's national day (it was Saudi Arabia's).
    c('first-week-of-ramadan', ['مبيعات أول أسبوع في رمضان'], sales('2026-02-18', '2026-02-25')),
    c('last-week-of-ramadan', ['مبيعات الاسبوع الاخير من رمضان'], sales('2026-03-13', '2026-03-20')),
    c('small-eid-is-fitr', ['مبيعات العيد الصغير'], sales('2026-03-20', '2026-03-23')),
    c('uae-national-day', ['مبيعات اليوم الوطني الاماراتي'], sales('2025-12-02', '2025-12-03')),
    c('kuwait-national-day', ['مبيعات اليوم الوطني الكويتي'], sales('2026-02-25', '2026-02-26')),
    // Times of prayer: "الفجر" (dropped: every order), "بعد صلاة العشاء" ("العشاء" was the customer Aisha).
    c('dawn-orders', ['كم طلب جانا الفجر'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) >= 5 AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) < 12`)),
    c('after-isha-orders', ['كم طلب بعد صلاة العشاء'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) >= 17 AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) < 22`)),
    // The weekend against the other days, the comparison said first or with "ولا" (the weekend alone was read).
    c('weekend-vs-weekdays-compared-first', ['مقارنة الويكند بأيام الأسبوع'], `SELECT CASE WHEN extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('weekend-vs-rest-of-days', ['مبيعات نهاية الأسبوع مقارنة بباقي الأيام'], `SELECT CASE WHEN extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // "آخر ربع (سنة)": the last quarter; "آخر ربع من ٢٠٢٥" its fourth (all time, or the whole year).
    c('last-quarter-of-a-year-said', ['مبيعات آخر ربع سنة'], sales('2026-07-01', '2026-10-01')),
    c('last-quarter-of-2025', ['مبيعات اخر ربع من ٢٠٢٥'], sales('2025-10-01', '2026-01-01')),
    // Days of this month running past today: the days so far (it was the hour 20:00); part of a month by no dates is said.
    c('days-past-today', ['المبيعات من يوم ٢٠ لين يوم ٣٠ هالشهر'], sales('2026-11-20', '2026-11-23')),
    c('end-of-month-honest', ['المبيعات آخر الشهر'], 'cannot'),
    c('end-of-last-month-honest', ['مبيعات نهاية الشهر الماضي'], 'cannot'),
    // Not shipped, said "ولم يشحن" or "اللي ما تشحنت" (dropped: every paid order, every order).
    c('paid-and-not-shipped-formal', ['كم طلب مدفوع ولم يشحن'], orders(`o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled' AND o.financial_status = 'paid'`)),
    c('orders-that-did-not-ship', ['الطلبات اللي ما تشحنت'], orders(`o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`)),
    // "رجع للمرسل": parcels sent back to the store (it was the returns of products).
    c('orders-returned-to-sender', ['كم طلب رجع للمرسل'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'returned'`),
    // After one customer: how many times they ordered (it was each product's orders), their average order (their orders
    // counted), their last one, and what they spent asked without "و" (the customer was dropped: the store's sales).
    c('customer-times-ordered', ['ابحث عن العميل عمر الغامدي', 'وش اشترى', 'كم مرة طلب'], orders(`o.cancelled_at IS NULL AND ${namedCustomer('Omar', 'Al-Ghamdi')}`)),
    c('customer-average-order', ['ابحث عن العميل عمر الغامدي', 'وكم متوسط طلباته'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${namedCustomer('Omar', 'Al-Ghamdi')}`),
    lookup('customer-the-last-one', ['كم طلب عند {email}', 'وش آخر واحد'], firstOrder(`o.customer_id IN (SELECT c.id FROM warehouse.customers c WHERE c.store_id = 1 AND c.email = '{email}')`, 'DESC')),
    c('customer-spent-without-and', ['كم طلب عند {email}', 'وش آخر واحد', 'كم صرف هالسنة'], sales('2026-01-01', '2026-11-23', `AND o.customer_id IN (SELECT c.id FROM warehouse.customers c WHERE c.store_id = 1 AND c.email = '{email}')`)),
    // A time bucket ranked within each larger one: said honestly (it was the ten best years or months).
    c('best-month-of-each-year-honest', ['أفضل شهر لكل سنة'], 'cannot'),
    c('busiest-day-of-each-month-honest', ['اكثر يوم مبيعات في كل شهر هالسنة'], 'cannot'),
    // "بعدد الطلبات": ranked by that count (it was by sales).
    c('top-products-by-number-of-orders', ['أكثر ٣ منتجات بعدد الطلبات'], `SELECT l.title, count(DISTINCT o.id) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    // "والسنوي؟" after the MRR: the ARR (it was the MRR by year); "متأخرة بالدفع" is past due (split by payment method:
    // "can't"); "المسك" is Musk Tahara (dropped).
    c('mrr-then-the-annual', ['كم الإيراد الشهري المتكرر', 'والسنوي؟'], subs('coalesce(sum(CASE sb.billing_interval WHEN \'year\' THEN sb.amount ELSE sb.amount * 12 END), 0)', "sb.status = 'active'")),
    c('subscriptions-late-to-pay', ['الاشتراكات المتأخرة بالدفع'], subs('count(*)', "sb.status = 'past_due'")),
    c('musk-alone', ['كم بعنا من المسك'], `SELECT sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND l.title LIKE 'Musk Tahara%'`),
    // "انلغى" after the orders' kind or place: the cancelled ones (the verb was dropped: every cash order, every order
    // from Jeddah); "أمريكا" is the United States, stored by its code (dropped: every sale).
    c('cash-orders-cancelled', ['كم طلب كاش انلغى هالشهر'], orders(`o.cancelled_at IS NOT NULL AND o.payment_method = 'cash_on_delivery' AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`)),
    c('jeddah-orders-cancelled', ['كم طلب من جدة انلغى'], orders(`o.cancelled_at IS NOT NULL AND o.city = 'Jeddah'`)),
    c('america-by-code', ['مبيعات أمريكا'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.country = 'US'`),
    // Colours as a split: said honestly (it was one product family's sales); "للعملاء" after refunding is no measure
    // (every customer was counted beside the money).
    c('most-sold-colour-honest', ['أكثر لون عباية مبيعا'], 'cannot'),
    c('refunded-to-customers', ['كم استرجعنا فلوس للعملاء هالشهر'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-01', '2026-11-23')}`),
    // "مقارنة بالي قبله": "باللي" with one lam (the comparison was dropped).
    c('ramadan-vs-the-one-before', ['مبيعات رمضان اللي فات مقارنة بالي قبله'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    // "آخر ٧٢ ساعة" with its space (it was split by hour of the day, all time); "كم بعنا الحين" is today so far.
    c('last-72-hours', ['كم عدد الطلبات في آخر ٧٢ ساعة'], orders(span('o.created_at', '2026-11-19', '2026-11-23'))),
    c('sold-right-now', ['كم بعنا الحين'], sales('2026-11-22', '2026-11-23')),
    c('orders-egyptian-now', ['كام اوردر دلوقتي'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
  ];
}
