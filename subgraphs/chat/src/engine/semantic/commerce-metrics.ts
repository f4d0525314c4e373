import type { Metric } from '../types.ts';

const notCancelled = 'o.cancelled_at IS NULL';
/**
 * A shipment late by calendar day in the store's timezone (delivered the day it was due is on time); a parcel sent back
 * is not late, it is returned.
 */
const late = `s.estimated_delivery_at IS NOT NULL AND s.status IS DISTINCT FROM 'returned'
      AND (coalesce(s.delivered_at, now()) AT TIME ZONE {tz})::date > (s.estimated_delivery_at AT TIME ZONE {tz})::date`;
/* A customer is new in a period when their first order falls in it, returning when they had ordered before an order
 * in it: both read each customer's first order (the first_orders derived table), one grouped pass, no per-row lookup. */
const monthly = `CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END`;
/**
 * A subscription running at the end of a period (`{to}`, or now if that is later than now): begun before it, and
 * either still active today or cancelled after it. At now this is the active ones, as the current measure counts.
 */
/** A subscription's monthly worth, and whether it ran at a bound, on either alias of the subscriptions table. */
const monthlyOf = (alias: string) => monthly.replace(/\bsb\./g, `${alias}.`);
const runningAt = (alias: string, bound: string) => `${alias}.started_at < least(${bound}, now()) AND ((${alias}.cancelled_at IS NULL AND ${alias}.status = 'active') OR ${alias}.cancelled_at >= least(${bound}, now()))`;
const activeAt = runningAt('sb', '{to}');

/**
 * The commerce metrics. Definitions (docs/adr and the answer sentence say the same):
 * gross sales = order totals of orders not cancelled; net sales = gross sales minus refunded amounts;
 * orders = every order placed; sales by product/category/vendor/sku come from order lines.
 */
// Counting words ("عدد", "number of", "how many") are left out of phrases whose noun is a synonym on its own, so
// they never tie with a longer, more specific phrase ("عدد العملاء العائدين" is returning customers).
export const commerceMetrics: Metric[] = [
  {
    key: 'gross_sales', format: 'money', table: 'orders', sql: `coalesce(sum(o.total) FILTER (WHERE ${notCancelled}), 0)`,
    counts: notCancelled,
    label: { en: 'gross sales', ar: 'إجمالي المبيعات' },
    synonyms: {
      en: ['gross sales', 'sales', 'revenue', 'gross revenue', 'turnover', 'sold', 'sell', 'total sales', 'sales amount', 'how much did we sell', 'how much did i sell', 'gmv', 'gross', 'what about gross', 'in riyals', 'in money', 'in sar', 'my business', 'the business', 'spending', 'amount spent', 'total spent', 'total spend', 'lifetime spend', 'lifetime spending', 'spent in total', 'before refunds', 'before returns'],
      ar: ['المبيعات', 'مبيعات', 'اجمالي المبيعات', 'قبل المرتجعات', 'قبل الاسترجاع', 'قبل الاسترداد', 'الإنفاق', 'الانفاق', 'حسب الإنفاق', 'الايرادات', 'ايرادات', 'الإيرادات', 'ايراد', 'الدخل', 'كم بعنا', 'كم بعت', 'بعنا', 'بعت', 'نبيع', 'كم نبيع', 'البيع', 'المبيعات الاجمالية', 'قيمة المبيعات', 'بالريال', 'وبالريال', 'الريال', 'بالفلوس', 'بالمبلغ', 'تجارتي', 'تجارتنا'],
    },
    variants: [{ table: 'order_lines', sql: `coalesce(sum(l.total) FILTER (WHERE ${notCancelled}), 0)`, joins: ['orders'] }],
  },
  {
    key: 'net_sales', format: 'money', table: 'orders', sql: `coalesce(sum(o.total - o.refunded_total) FILTER (WHERE ${notCancelled}), 0)`,
    counts: notCancelled,
    label: { en: 'net sales', ar: 'صافي المبيعات' },
    synonyms: { en: ['net sales', 'net revenue', 'sales after refunds', 'revenue after refunds', 'net', 'what about net', 'make after refunds', 'made after refunds', 'after refunds', 'take home', 'take-home', 'after returns'], ar: ['صافي المبيعات', 'المبيعات الصافية', 'صافي الايرادات', 'الايرادات الصافية', 'المبيعات بعد المرتجعات', 'صافي'] },
  },
  {
    key: 'orders', format: 'count', table: 'orders', sql: 'count(*)',
    label: { en: 'orders', ar: 'الطلبات' },
    synonyms: {
      en: ['orders', 'order count', 'number of orders', 'how many orders', 'purchases', 'transactions', 'order'],
      ar: ['الطلبات', 'طلبات', 'عدد الطلبات', 'عدد طلبات', 'عدد الطلبيات', 'الطلبيات', 'طلبيات', 'كم طلب', 'طلب', 'طلبية', 'كم طلبية', 'طلبا', 'الاوردرات', 'اوردرات', 'اوردر', 'المشتريات', 'فاتورة', 'فواتير', 'الفواتير'],
    },
    variants: [{ table: 'order_lines', sql: 'count(DISTINCT l.order_id)', joins: ['orders'] }],
  },
  {
    key: 'aov', format: 'money', table: 'orders', sql: `avg(o.total) FILTER (WHERE ${notCancelled})`, ratio: true,
    label: { en: 'average order value', ar: 'متوسط قيمة الطلب' },
    synonyms: { en: ['average order value', 'aov', 'average order', 'avg order value', 'average basket', 'basket size', 'average order size', 'average sale', 'average basket size', 'avg basket size', 'basket value', 'sales per order', 'revenue per order', 'average sales per order', 'average revenue per order', 'value per order'], ar: ['معدل الطلب الواحد', 'متوسط الطلب الواحد', 'معدل قيمه الطلب', 'قيمه الطلب الواحد', 'متوسط قيمة الطلب', 'متوسط الطلب', 'معدل قيمة الطلب', 'متوسط السلة', 'متوسط الفاتورة', 'متوسط قيمة الطلبات', 'متوسط سلة الشراء', 'متوسط سله الشراء', 'متوسط قيمة السلة', 'معدل السلة', 'المتوسط لقيمة الطلب', 'المتوسط لقيمة الطلبات', 'متوسط لقيمة الطلب', 'معدل قيمة السلة', 'متوسط الفاتورة الواحدة', 'معدل الفاتورة', 'متوسط قيمة الفاتورة', 'معدل قيمة الفاتورة', 'معدل قيمة الطلبات'] },
  },
  {
    // The middle order's value: what a typical order is worth when a few large ones pull the average up. Not additive,
    // so it has no rollup and is read from the orders themselves.
    key: 'median_order_value', format: 'money', table: 'orders', ratio: true,
    sql: `percentile_cont(0.5) WITHIN GROUP (ORDER BY o.total) FILTER (WHERE ${notCancelled})`,
    label: { en: 'median order value', ar: 'القيمة الوسيطة للطلب' },
    synonyms: {
      en: ['median order value', 'median order', 'median order size', 'median basket', 'median basket size', 'median basket value', 'median sale', 'median order amount', 'median value per order', 'typical order value', 'typical order'],
      ar: ['القيمة الوسيطة للطلب', 'القيمه الوسيطه للطلب', 'وسيط قيمة الطلب', 'الوسيط لقيمة الطلب', 'وسيط قيمة الطلبات', 'الوسيط لقيمة الطلبات', 'وسيط الطلب', 'الوسيط للطلبات', 'وسيط الطلبات', 'وسيط السلة', 'الوسيط لقيمة السلة'],
    },
  },
  {
    // What a customer spends in the period on average: the sales over the customers who ordered (guests left out).
    key: 'sales_per_customer', format: 'money', table: 'orders', ratio: true,
    sql: `coalesce(sum(o.total) FILTER (WHERE ${notCancelled} AND o.customer_id IS NOT NULL), 0)::numeric / nullif(count(DISTINCT o.customer_id) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'average sales per customer', ar: 'متوسط المبيعات لكل عميل' },
    synonyms: {
      en: ['avg lifetime value of a customer', 'average lifetime value of a customer', 'lifetime value of a customer', 'avg lifetime value', 'average lifetime value', 'avg customer lifetime value', 'avg ltv', 'avg clv', 'average sales per customer', 'average revenue per customer', 'revenue per customer', 'average spend per customer', 'average customer spend', 'spend per customer', 'average spending per customer', 'spending per customer', 'average customer spending', 'average spending', 'arpu', 'average customer value', 'how much does a customer spend', 'how much does each customer spend', 'how much do customers spend on average', 'average amount spent per customer', 'customer lifetime value', 'average customer lifetime value', 'lifetime value', 'clv', 'ltv'],
      ar: ['متوسط الصرف لكل عميل', 'متوسط الصرف للعميل', 'متوسط صرف كل عميل', 'متوسط الانفاق للعميل', 'متوسط المبيعات لكل عميل', 'متوسط الانفاق لكل عميل', 'القيمة الدائمة للعميل', 'القيمة الدائمة', 'القيمة العمرية للعميل', 'القيمة العمرية', 'قيمة العميل مدى الحياة', 'متوسط صرف العميل', 'متوسط ما يصرفه العميل', 'كم يصرف العميل', 'كم يصرف العميل بالمتوسط', 'متوسط الايراد لكل عميل', 'متوسط قيمة العميل', 'كم يصرف الزبون', 'متوسط صرف الزبون', 'القيمة الدائمة للعميل', 'قيمة العميل مدى الحياة'],
    },
  },
  {
    // How often a customer orders in the period: their orders over the customers who ordered (guests left out).
    key: 'orders_per_customer', format: 'number', table: 'orders', ratio: true,
    sql: 'count(*) FILTER (WHERE o.customer_id IS NOT NULL)::numeric / nullif(count(DISTINCT o.customer_id), 0)',
    label: { en: 'orders per customer', ar: 'الطلبات لكل عميل' },
    synonyms: {
      en: ['orders per customer', 'average orders per customer', 'average number of orders per customer', 'how many orders per customer', 'orders per customer on average', 'purchase frequency', 'order frequency', 'how often do customers order', 'how often customers order', 'orders does a customer place', 'orders does each customer place', 'orders do customers place', 'orders does the average customer place', 'orders a customer places', 'orders does a customer make'],
      ar: ['الطلبات لكل عميل', 'متوسط الطلبات لكل عميل', 'متوسط عدد الطلبات لكل عميل', 'عدد الطلبات لكل عميل', 'كم طلب لكل عميل', 'كم مره يطلب العميل', 'معدل الشراء لكل عميل'],
    },
  },
  {
    key: 'units', format: 'count', table: 'order_lines', sql: `coalesce(sum(l.quantity) FILTER (WHERE ${notCancelled}), 0)`, joins: ['orders'],
    counts: notCancelled,
    label: { en: 'units sold', ar: 'الوحدات المباعة' },
    synonyms: { en: ['units sold', 'units', 'items sold', 'quantity sold', 'quantity', 'pieces', 'how many items', 'items'], ar: ['الوحدات المباعة', 'الوحدات', 'القطع', 'الكمية', 'الكمية المباعة', 'كم قطعة', 'كم حبة', 'حبات', 'المنتجات المباعة', 'وحدة', 'كم وحدة', 'وحدات', 'كم وحده'] },
  },
  {
    key: 'items_per_order', format: 'number', table: 'order_lines', joins: ['orders'], ratio: true,
    sql: `coalesce(sum(l.quantity) FILTER (WHERE ${notCancelled}), 0)::numeric / nullif(count(DISTINCT l.order_id) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'items per order', ar: 'متوسط القطع في الطلب' },
    synonyms: { en: ['items per order', 'average items per order', 'units per order', 'average units per order', 'avg items per order', 'how many items per order', 'items per order on average', 'how many items per order on average'], ar: ['متوسط القطع في الطلب', 'متوسط القطع لكل طلب', 'متوسط عدد الوحدات لكل طلب', 'عدد الوحدات لكل طلب', 'الوحدات لكل طلب', 'متوسط الوحدات لكل طلب', 'متوسط عدد القطع لكل طلب', 'عدد القطع في الطلب', 'متوسط عدد القطع', 'كم قطعة في الطلب', 'قطعة بالطلب', 'كم قطعة بالطلب', 'قطعة في الطلب', 'قطع بالطلب', 'قطعة الطلب', 'كم قطعة الطلب', 'قطع الطلب'] },
  },
  {
    key: 'customers', format: 'count', table: 'orders', sql: 'count(DISTINCT o.customer_id)',
    label: { en: 'customers', ar: 'العملاء' },
    synonyms: { en: ['customers', 'buyers', 'shoppers', 'clients', 'unique customers', 'how many customers', 'customer count'], ar: ['العملاء', 'عملاء', 'الزبائن', 'زباين', 'الزباين', 'زبائن', 'المشترين', 'كم عميل', 'كم زبون', 'العميل'] },
    variants: [{ table: 'order_lines', sql: 'count(DISTINCT o.customer_id)', joins: ['orders'] }],
  },
  {
    key: 'new_customers', format: 'count', table: 'orders', joins: ['first_orders'], sql: 'count(DISTINCT o.customer_id) FILTER (WHERE fo.first_order_at = o.created_at)',
    label: { en: 'new customers', ar: 'العملاء الجدد' },
    synonyms: { en: ['new customers', 'customer acquisition', 'customers acquired', 'acquired customers', 'new customer acquisition', 'first time customers', 'first-time buyers', 'first time buyers', 'first-time customers', 'first time shoppers', 'new buyers', 'new clients', 'new ones', 'the new ones', 'customers signed up', 'signed up', 'signups', 'sign ups', 'new signups', 'customers registered', 'registered customers', 'new registrations', 'how many customers signed up', 'how many customers registered'], ar: ['العملاء الجدد', 'عملاء جدد', 'الجدد', 'والجدد', 'الجداد', 'الزباين الجداد', 'الزباين الجدد', 'زباين جداد', 'العملاء الجداد', 'عملاء جداد', 'الزبائن الجدد', 'زبائن جدد', 'زباين جدد', 'العملاء الجديدين', 'عميل جديد', 'زبون جديد', 'كم عميل جديد', 'كم زبون جديد', 'عميل سجل', 'عملاء سجلوا', 'سجلوا', 'سجل عندنا', 'سجلوا عندنا', 'تسجيلات جديدة', 'العملاء المسجلين الجدد', 'كم عميل سجل', 'كم عميل سجلوا',
      // "كم عميل أول مرة يشتري": first-time buyers (it was every customer who bought in the period).
      'عميل اول مرة يشتري', 'عملاء اول مرة يشترون', 'اول مرة يشتري', 'اول مرة يشترون', 'يشتري اول مرة', 'يشترون اول مرة', 'يشترون لاول مرة', 'يشتري لاول مرة', 'المشترين لاول مرة', 'مشترين لاول مرة', 'عملاء اول مرة', 'العملاء لاول مرة', 'اشترى لاول مرة', 'اشتروا لاول مرة', 'اشترى اول مرة', 'اشتروا اول مرة',
      // "كم واحد اشترى لأول مرة" (read as "كم عميل ..."): first-time buyers alone, not every customer beside them.
      'كم عميل اشترى لاول مرة', 'كم عميل اشتروا لاول مرة', 'كم عميل اشترى اول مرة', 'كم عميل اشتروا اول مرة'] },
  },
  {
    key: 'returning_customers', format: 'count', table: 'orders', joins: ['first_orders'], sql: 'count(DISTINCT o.customer_id) FILTER (WHERE fo.first_order_at < o.created_at)',
    label: { en: 'returning customers', ar: 'العملاء العائدون' },
    synonyms: { en: ['returning customers', 'repeat customers', 'repeat buyers', 'loyal customers', 'existing customers', 'returning ones', 'the returning ones', 'came back and bought again', 'bought again', 'ordered again', 'customers came back', 'customers who came back'], ar: ['العملاء القدامى', 'القدامى', 'عملاء قدامى', 'عميل قديم', 'كم عميل قديم', 'الزباين القدام', 'الزبائن القدامى', 'العملاء القديمين', 'العملاء العائدون', 'العملاء العائدين', 'العملاء المتكررين', 'المتكررين', 'متكررين', 'الزبائن المتكررين', 'عملاء متكررين', 'العملاء الدائمين', 'الزبائن الدائمين', 'عميل رجع يشتري', 'عملاء رجعوا يشترون', 'رجع يشتري', 'رجعوا يشترون', 'اشتروا مرة ثانية', 'عميل رجع', 'عميل رجع اشترى', 'عميل رجع اشترى مرة ثانية', 'رجع اشترى', 'رجعوا اشتروا', 'اشترى مرة ثانية', 'اشترى اكثر من مرة', 'العايدين', 'والعايدين', 'العائدين'] },
  },
  {
    // Of orders not cancelled, as sales are: a cancelled order's discount was never given.
    key: 'discounts', format: 'money', table: 'orders', sql: `coalesce(sum(o.discount_total) FILTER (WHERE ${notCancelled}), 0)`,
    // By product or category: the discounts each order line carries.
    variants: [{ table: 'order_lines', sql: `coalesce(sum(l.discount) FILTER (WHERE ${notCancelled}), 0)`, joins: ['orders'] }],
    label: { en: 'discounts', ar: 'الخصومات' },
    synonyms: { en: ['discounts', 'discount', 'discount amount', 'coupons', 'promotions', 'total discounts',
      // "Revenue lost to discounts": the discounts ("lost" was read as the shipment status).
      'lost to discounts', 'revenue lost to discounts', 'sales lost to discounts', 'money lost to discounts', 'given away in discounts', 'gave away in discounts', 'lose to discounts', 'lost in discounts', 'lose in discounts'], ar: ['الخصومات', 'خصومات', 'الخصم', 'خصم', 'التخفيضات', 'الكوبونات', 'الخصومات الممنوحة', 'خصمنا', 'كم خصمنا', 'كم عطينا خصم', 'كم عطينا خصومات'] },
  },
  {
    key: 'refunds', lowerIsBetter: true, format: 'money', table: 'refunds', sql: 'coalesce(sum(r.amount), 0)',
    label: { en: 'refunds', ar: 'المبالغ المستردة' },
    synonyms: { en: ['refunds', 'refunded', 'refund amount', 'money refunded', 'refund', 'lost to refunds', 'revenue lost to refunds', 'sales lost to refunds', 'money lost to refunds', 'lose to refunds', 'lost in refunds', 'lose in refunds'], ar: ['استردينا', 'كم استردينا', 'رجعنا فلوس', 'المبالغ المستردة', 'المستردات', 'الاستردادات', 'المرتجعات المالية', 'المبالغ المرتجعة', 'استرداد', 'الاسترجاع', 'الاسترجاعات', 'استرجاعات', 'المسترد', 'رجعنا فلوس', 'رجعنا فلوس للعملاء', 'رجعنا للعملاء', 'فلوس رجعناها', 'المبالغ اللي رجعناها', 'استردادا', 'استرداداً', 'الاكثر استردادا', 'مبلغ المسترجعات', 'مبالغ المسترجعات', 'مبلغ المرتجعات', 'مبالغ المرتجعات', 'قيمة المرتجعات', 'قيمة المسترجعات', 'المبالغ المسترجعة', 'مبالغ مسترجعة', 'المبالغ المسترجعه للعملاء', 'الفلوس المسترجعة', 'الفلوس المستردة', 'الفلوس اللي رجعناها', 'المبالغ المرجعة',
      // "كم استرجعنا فلوس هالاسبوع": money given back (it was the carts recovered, "استرجعنا" alone).
      'استرجعنا فلوس', 'كم استرجعنا فلوس', 'ارجعنا فلوس', 'كم رجعنا فلوس', 'استرجعنا مبالغ', 'رجعنا مبالغ', 'ردينا فلوس', 'رجعنا للعملاء فلوس', 'استرجعوا فلوسهم', 'رجعنا لهم فلوسهم',
      // "المبالغ اللي رجعناها للعملاء": given back to customers ("للعملاء" added the customers' count beside).
      'المبالغ اللي رجعناها للعملاء', 'رجعناها للعملاء', 'رجعناه للعملاء', 'رجعنا للعملاء', 'رديناها للعملاء', 'المبالغ اللي رجعناها', 'اللي رجعناه للعملاء', 'اللي رجعناها للعملاء'] },
  },
  {
    key: 'avg_refund', format: 'money', table: 'refunds', sql: 'avg(r.amount)', ratio: true,
    label: { en: 'average refund', ar: 'متوسط المبلغ المسترد' },
    synonyms: { en: ['average refund', 'average refund amount', 'avg refund', 'mean refund'], ar: ['متوسط مبلغ الاسترداد', 'متوسط مبالغ الاسترداد', 'متوسط مبلغ الاستردادات', 'متوسط المبلغ المرجع', 'متوسط المبلغ المسترد', 'متوسط الاسترداد', 'متوسط المستردات', 'متوسط قيمة المبلغ المسترد', 'متوسط قيمة الاسترداد', 'متوسط المبالغ المستردة'] },
  },
  {
    // "Largest refund this year": the one refund at that end (it was the total of them all).
    key: 'max_refund', format: 'money', table: 'refunds', sql: 'max(r.amount)', ratio: true,
    label: { en: 'largest refund', ar: 'أكبر مبلغ مسترد' },
    synonyms: { en: ['largest refund', 'biggest refund', 'max refund', 'maximum refund', 'highest refund', 'largest single refund'], ar: ['اقصي مبلغ مسترد', 'اكبر مبلغ رجعناه'] },
  },
  {
    // "نسبة العملاء الجدد هالشهر", "what percentage of customers were new": the period's customers whose first order
    // fell in it (it was the new customers counted, beside a share of 100%).
    key: 'new_customer_rate', format: 'percent', table: 'orders', joins: ['first_orders'], ratio: true,
    sql: 'count(DISTINCT o.customer_id) FILTER (WHERE fo.first_order_at = o.created_at)::numeric / nullif(count(DISTINCT o.customer_id), 0)',
    label: { en: 'new customer rate', ar: 'نسبة العملاء الجدد' },
    description: { en: "the period's customers whose first order fell in it", ar: 'عملاء الفترة الذين كان أول طلب لهم فيها' },
    synonyms: { en: ['new customer rate', 'new customer share', 'share of new customers', 'percentage of new customers', 'percent of new customers'], ar: ['نسبة العملاء الجدد', 'معدل العملاء الجدد', 'نسبة الزباين الجدد', 'نسبة الزبائن الجدد', 'نسبة العملاء الجديدين'] },
  },
  {
    // Of the period's customers, the share who had ordered before (a returning customer).
    key: 'repeat_rate', format: 'percent', table: 'orders', joins: ['first_orders'], ratio: true,
    sql: 'count(DISTINCT o.customer_id) FILTER (WHERE fo.first_order_at < o.created_at)::numeric / nullif(count(DISTINCT o.customer_id), 0)',
    label: { en: 'repeat customer rate', ar: 'نسبة العملاء المتكررين' },
    description: { en: "the period's customers who had ordered before", ar: 'عملاء الفترة الذين سبق لهم الطلب' },
    synonyms: { en: ['repeat customer rate', 'repeat rate', 'repeat purchase rate', 'returning customer rate', 'customer retention rate', 'retention rate', 'customers come back', 'customers who come back', 'customers that come back', 'customers coming back', 'customers buy again', 'customers who buy again'], ar: ['نسبه العملاء اللي يرجعون يشترون', 'نسبه العملاء اللي يرجعون', 'نسبه العملاء اللي يرجعوا يشتروا', 'نسبه العملاء اللي يكررون الشراء', 'نسبه العملاء اللي يعيدون الشراء', 'نسبه العملاء اللي رجعوا', 'نسبه العملاء اللي رجعوا لنا', 'نسبه العملاء الراجعين', 'نسبة العملاء المتكررين', 'معدل العملاء المتكررين', 'نسبة العملاء العائدين', 'معدل تكرار الشراء', 'نسبة تكرار الشراء', 'معدل الاحتفاظ بالعملاء'] },
  },
  {
    // "Average discount per order", "متوسط الخصم لكل طلب": the discount of an order, in money, averaged.
    key: 'avg_discount', format: 'money', table: 'orders', sql: `avg(o.discount_total) FILTER (WHERE ${notCancelled})`, ratio: true,
    label: { en: 'average discount per order', ar: 'متوسط الخصم لكل طلب' },
    synonyms: { en: ['average discount per order', 'avg discount per order', 'discount per order', 'average discount amount', 'average discount value', 'average discount per sale'], ar: ['متوسط الخصم لكل طلب', 'متوسط الخصم للطلب', 'متوسط الخصم', 'متوسط الخصومات', 'معدل الخصم لكل طلب', 'متوسط قيمة الخصم'] },
  },
  {
    key: 'discount_rate', format: 'percent', table: 'orders', ratio: true,
    sql: `sum(o.discount_total) FILTER (WHERE ${notCancelled}) / nullif(sum(o.subtotal) FILTER (WHERE ${notCancelled}), 0)`,
    variants: [{ table: 'order_lines', sql: `sum(l.discount) FILTER (WHERE ${notCancelled}) / nullif(sum(l.unit_price * l.quantity) FILTER (WHERE ${notCancelled}), 0)`, joins: ['orders'] }],
    label: { en: 'discount rate', ar: 'نسبة الخصم' },
    description: { en: 'discounts out of the order subtotals', ar: 'الخصومات من إجمالي قيمة الطلبات قبل الخصم' },
    synonyms: { en: ['discount rate', 'average discount rate', 'discount percentage', 'average discount', '% discount'], ar: ['نسبة الخصم', 'معدل الخصم', 'متوسط نسبة الخصم', 'نسبة الخصومات'] },
  },
  {
    key: 'refund_rate', lowerIsBetter: true, format: 'percent', table: 'orders', ratio: true,
    sql: `sum(o.refunded_total) FILTER (WHERE ${notCancelled}) / nullif(sum(o.total) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'refund rate', ar: 'نسبة الاسترداد' },
    synonyms: { en: ['refund rate', 'refund ratio', 'refund percentage', '% refunded', 'of revenue was refunded', 'of revenue refunded', 'of sales was refunded', 'of sales refunded', 'of revenue got refunded', 'percentage refunded', 'percent refunded', 'of sales were refunded', 'of revenue were refunded', 'of sales got refunded', 'of our sales were refunded', 'of our revenue was refunded', 'of sales have been refunded'], ar: ['نسبة الاسترداد', 'معدل الاسترداد', 'نسبة المستردات', 'معدل المستردات', 'نسبة المبالغ المستردة', 'نسبة المبالغ المستردة من المبيعات', 'نسبة الاسترداد من المبيعات', 'نسبة المبيعات المستردة', 'نسبة المبيعات اللي استرجعت', 'نسبة المبيعات اللي استردت', 'نسبة المبيعات اللي انردت', 'كم نسبة المبيعات اللي استرجعت'] },
  },
  {
    // "How many pieces were returned", "كم قطعة رجعت": the units the returns hold, not the number of returns.
    key: 'returned_units', lowerIsBetter: true, format: 'count', table: 'returns', sql: 'coalesce(sum(rt.quantity), 0)',
    label: { en: 'units returned', ar: 'القطع المرتجعة' },
    synonyms: {
      en: ['units returned', 'returned units', 'pieces returned', 'returned pieces', 'quantity returned', 'returned quantity', 'how many units were returned', 'how many pieces were returned', 'how many items were returned',
        // "How many items did we return this month": the units, said with the verb (it was units sold "by reason").
        'items did we return', 'units did we return', 'pieces did we return', 'items did customers return', 'items did they return', 'items returned', 'items got returned', 'items were returned', 'items did we get back', 'units did we get back', 'products did we get back', 'things did we get back', 'things were sent back', 'items were sent back', 'things got sent back', 'items got sent back', 'things got returned', 'things were returned'],
      ar: ['القطع المرتجعة', 'الوحدات المرتجعة', 'كم قطعة رجعت', 'قطعة رجعت', 'قطع رجعت', 'كم قطعه رجعت', 'كم حبة رجعت', 'حبة رجعت', 'الكمية المرتجعة', 'كم قطعة انرجعت', 'كم حبة انرجعت'],
    },
  },
  {
    key: 'returns', lowerIsBetter: true, format: 'count', table: 'returns', sql: 'count(*)',
    label: { en: 'returns', ar: 'المرتجعات' },
    synonyms: { en: ['returns', 'returned items', 'product returns', 'returned', 'return requests', 'returned orders'], ar: [
      // "وش أكثر ٣ منتجات انرجعت": ranked by returns (it was by sales).
      'انرجعت', 'انرجع', 'انرجعوا', 'ترجعت', 'رجعوه العملاء', 'رجعها العملاء', 'يرجعونه العملاء', 'رجعوه', 'يرجعونه', 'كم طلب ترجع', 'كم طلب رجعوه', 'كم طلب رجع', 'كم طلب انرجع', 'كم طلب ترجعت', 'طلب ترجع', 'طلبات ترجعت', 'طلب رجعوه', 'طلبات رجعوها', 'طلب انرجع', 'طلبات انرجعت', 'طلب رجع', 'المرتجعات', 'مرتجعات', 'الارجاعات', 'المرتجع', 'طلبات الارجاع', 'ارجاع', 'رجعوا', 'المنتجات المرتجعة', 'مسترجع', 'المسترجع', 'مسترجعة', 'المسترجعات', 'طلب مسترجع', 'كم طلب مسترجع', 'كم طلب مرتجع', 'طلبات مسترجعة', 'الطلبات المسترجعة', 'طلبات الاسترجاع', 'الطلبات المرتجعة', 'طلبات مرتجعة', 'عدد الطلبات المرتجعة', 'كم عدد الطلبات المرتجعة', 'الطلبات المرتجعة', 'ترجيعا', 'ترجيعاً', 'مرتجعا', 'ارجاعا', 'استرجاعا', 'الاكثر ترجيعا', 'الأكثر إرجاعاً', 'ترجع', 'اللي ترجع', 'ترجع اكثر', 'يرجعونه', 'يرجعونها', 'رجعوه', 'رجعوها', 'يرجعون',
      // Gulf "رجيع", Egyptian "مرجوعات": the returns.
      'رجيع', 'الرجيع', 'رجيعات', 'مرجوعات', 'المرجوعات', 'المرجوع'] },
  },
  {
    // "كم عميل سوى ريترن", "how many customers returned something this year": the customers of the returns, each once (it
    // was every customer); a return's customer is its order's.
    key: 'return_customers', format: 'count', lowerIsBetter: true, table: 'returns', joins: ['orders'], sql: 'count(DISTINCT o.customer_id)',
    label: { en: 'customers who returned something', ar: 'العملاء الذين أرجعوا منتجات' },
    synonyms: {
      en: ['customers who returned something', 'customers who returned', 'customers who made a return', 'customers with a return', 'customers with returns', 'how many customers returned', 'customers returned something', 'customers returned items', 'customers returned products', 'customers returned an item'],
      ar: ['العملاء الذين ارجعوا منتجات', 'كم عميل سوي ريترن', 'عميل سوي ريترن', 'عملاء سووا ريترن', 'عميل عمل ريترن', 'كم عميل رجع منتج', 'كم عميل رجع منتجات', 'كم عميل رجع طلب', 'كم عميل رجع طلبات', 'كم عميل رجع اغراض', 'كم عميل ارجع', 'عميل ارجع منتج', 'العملاء اللي رجعوا منتجات', 'العملاء اللي رجعوا طلبات', 'العملاء اللي ارجعوا منتجات', 'كم زبون رجع منتج', 'كم زبون سوي ريترن', 'العملاء اللي عندهم مرتجعات', 'عملاء عندهم مرتجعات', 'كم عميل عنده مرتجعات'],
    },
  },
  {
    key: 'return_rate', lowerIsBetter: true, format: 'percent', table: 'orders', ratio: true,
    sql: `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns rt2 WHERE rt2.store_id = o.store_id AND rt2.order_id = o.id))::numeric / nullif(count(*), 0)`,
    // By product, category or vendor: of the orders holding it, the share where it was returned.
    variants: [{
      table: 'order_lines', joins: ['orders'],
      sql: `count(DISTINCT l.order_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns rt2 WHERE rt2.store_id = l.store_id AND rt2.order_id = l.order_id AND (rt2.order_line_id = l.id OR (rt2.order_line_id IS NULL AND rt2.product_id = l.product_id))))::numeric / nullif(count(DISTINCT l.order_id), 0)`,
    }],
    label: { en: 'return rate', ar: 'نسبة الإرجاع' },
    synonyms: { en: ['return rate', 'returns rate', 'return ratio', 'return percentage', 'ratio of returns to orders', 'returns to orders ratio', 'returns per order', 'share of orders returned', 'percentage of orders returned'], ar: ['نسبة الارجاع', 'معدل الارجاع', 'نسبة المرتجعات', 'معدل المرتجعات', 'نسبة الاسترجاع', 'معدل الاسترجاع', 'نسبة المسترجع', 'نسبة الطلبات المسترجعة'] },
  },
  {
    key: 'abandoned_carts', lowerIsBetter: true, format: 'count', table: 'abandoned_carts', sql: 'count(*)',
    label: { en: 'abandoned carts', ar: 'السلات المتروكة' },
    synonyms: { en: ['abandoned carts', 'abandoned checkouts', 'cart abandonment', 'abandoned baskets', 'carts abandoned', 'abandoned cart', 'abandoned their cart', 'abandoned their carts', 'customers abandoned their cart', 'customers abandoned their carts', 'left their cart', 'left their carts', 'customers left their cart', 'left items in their cart'], ar: ['السلات المتروكة', 'السلات المهجورة', 'سلات متروكة', 'سلة متروكة', 'سلة مهجورة', 'كم سلة متروكة', 'السلال المتروكة', 'السلال المهجورة', 'العربات المتروكة', 'السلات المتروكه', 'سلات مهجورة', 'ترك سلته', 'تركوا سلاتهم', 'ترك السلة', 'تركت سلتها', 'تركوا السلة', 'كم عميل ترك سلته', 'عميل ترك سلته', 'كم واحد ترك سلته'] },
  },
  {
    // "How many customers abandoned carts this month?": the customers of the carts, each once (it was every customer
    // who ordered that month, 230, beside the 142 carts); guests' carts name no customer.
    key: 'cart_customers', format: 'count', lowerIsBetter: true, table: 'abandoned_carts', sql: 'count(DISTINCT ac.customer_id)',
    label: { en: 'customers who abandoned a cart', ar: 'العملاء الذين تركوا سلة' },
    synonyms: {
      en: ['customers who abandoned a cart', 'customers who abandoned carts', 'how many customers abandoned carts', 'how many customers abandoned a cart', 'how many customers have abandoned carts', 'how many customers who abandoned a cart', 'customers abandoned carts', 'customers abandoned a cart', 'customers with abandoned carts', 'customers with an abandoned cart', 'customers that abandoned a cart', 'customers that abandoned carts', 'people who abandoned a cart', 'people who abandoned carts', 'shoppers who abandoned a cart', 'shoppers who abandoned carts'],
      ar: ['العملاء اللي تركوا سلات', 'العملاء اللي تركوا سله', 'عملاء السلات المتروكه', 'العملاء الذين تركوا سله', 'العملاء الذين تركوا سلات', 'كم عميل ترك سله', 'عميل ترك سله', 'عملاء تركوا سلات', 'كم عميل عنده سله متروكه'],
    },
  },
  {
    key: 'abandoned_value', format: 'money', table: 'abandoned_carts', sql: 'coalesce(sum(ac.value), 0)',
    label: { en: 'abandoned cart value', ar: 'قيمة السلات المتروكة' },
    synonyms: { en: ['money stuck in abandoned carts', 'money is stuck in abandoned carts', 'stuck in abandoned carts', 'money in carts', 'value left in carts', 'abandoned cart value', 'value of abandoned carts', 'abandoned carts value', 'lost sales', 'abandoned checkout value', 'money in abandoned carts', 'money is sitting in abandoned carts', 'money sitting in abandoned carts', 'money left in abandoned carts', 'value in abandoned carts', 'abandoned cart money'], ar: ['قيمة السلات المتروكة', 'قيمة السلات المهجورة', 'قيمة السلال المتروكة', 'المبيعات الضائعة', 'فلوس السلات المتروكة', 'قيمة السلات المتروكه', 'مبالغ السلات المتروكة'] },
  },
  {
    key: 'avg_abandoned_value', format: 'money', table: 'abandoned_carts', sql: 'avg(ac.value)', ratio: true,
    label: { en: 'average abandoned cart value', ar: 'متوسط قيمة السلة المتروكة' },
    synonyms: { en: ['average abandoned cart value', 'average value of abandoned carts', 'average abandoned cart', 'avg abandoned cart value', 'average abandoned checkout value'], ar: ['متوسط قيمة السلة المتروكة', 'متوسط قيمة السلات المتروكة', 'متوسط السلة المتروكة', 'متوسط السلات المتروكة'] },
  },
  {
    // "Lost revenue from abandoned carts": what the carts never recovered were worth.
    key: 'lost_cart_value', lowerIsBetter: true, format: 'money', table: 'abandoned_carts', sql: 'coalesce(sum(ac.value) FILTER (WHERE ac.recovered_at IS NULL), 0)',
    label: { en: 'value of carts not recovered', ar: 'قيمة السلات غير المستعادة' },
    synonyms: {
      en: ['lost revenue from abandoned carts', 'revenue lost to abandoned carts', 'revenue lost from abandoned carts', 'lost revenue', 'unrecovered cart value', 'value of unrecovered carts', 'money lost in abandoned carts', 'money lost to abandoned carts',
        // "How much money left on the table" with abandoned carts: what was never recovered (it was their count).
        'money left on the table', 'left on the table', 'value of carts not recovered', 'value of those not recovered', 'value of the ones not recovered', 'value not recovered'],
      ar: ['قيمة السلات المتروكة اللي ما رجعت', 'قيمة السلات اللي ما رجعت', 'قيمة السلات المتروكة اللي ما انستعادت', 'قيمة السلات المتروكة غير المستعادة', 'الإيرادات الضائعة', 'الايرادات الضايعة', 'المبيعات الضائعة', 'المبيعات الضايعة', 'قيمة السلات غير المستعادة', 'الفلوس الضايعة في السلات', 'كم خسرنا من السلات المتروكة', 'فلوس ضايعة في السلات', 'فلوس ضايعة في السلات المتروكة', 'الفلوس الضايعة في السلات المتروكة', 'الفلوس الضائعة في السلات المتروكة', 'فلوس ضائعة في السلات المتروكة'],
    },
  },
  {
    // "Abandoned carts last week", then "and how many weren't recovered": the carts still lost.
    key: 'unrecovered_carts', lowerIsBetter: true, format: 'count', table: 'abandoned_carts', sql: 'count(*) FILTER (WHERE ac.recovered_at IS NULL)',
    label: { en: 'carts not recovered', ar: 'السلات غير المستعادة' },
    synonyms: { en: ['carts not recovered', 'unrecovered carts', 'unrecovered abandoned carts', 'carts never recovered', 'abandoned carts not recovered', 'abandoned carts were not recovered', 'abandoned carts weren t recovered', 'carts were not recovered', 'carts weren t recovered', 'carts we did not recover', 'carts still lost'],
      ar: ['السلات غير المستعاده', 'السلات اللي ما رجعت', 'سلات ما رجعت', 'كم سله ما رجعت', 'السلات المتروكه اللي ما رجعت', 'سله متروكه ما رجعت', 'سلات متروكه ما رجعت', 'كم سله متروكه ما رجعت', 'السلات المتروكه غير المستعاده'] },
  },
  {
    key: 'recovered_carts', format: 'count', table: 'abandoned_carts', sql: 'count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)',
    label: { en: 'recovered carts', ar: 'السلات المستعادة' },
    synonyms: { en: ['recovered carts', 'recovered checkouts', 'carts recovered', 'abandoned carts did we recover', 'carts did we recover', 'abandoned carts recovered', 'recovered abandoned carts', 'carts we recovered', 'were recovered', 'got recovered', 'did we recover', 'we recovered'], ar: ['رجعوا اشتروها', 'سلة متروكة رجعوا اشتروها', 'رجعوا واشتروا', 'رجعوا اشتروا', 'كم رجع من السلات المتروكة', 'رجع من السلات المتروكة', 'رجعوا من السلات المتروكة', 'كم رجع من السلات', 'كم سلة متروكة رجعت', 'السلات المتروكة اللي رجعت', 'السلات المستعادة', 'السلات المسترجعة', 'السلال المستعادة', 'سلة متروكة رجعوا واشتروها', 'سلات متروكة رجعوا واشتروها', 'رجعوا واشتروها', 'السلات اللي رجعوا لها', 'رجعنا منها', 'كم رجعنا منها', 'استرجعنا منها', 'كم استرجعنا', 'استعدنا منها', 'كم استعدنا', 'استعدنا', 'سله متروكه رجعت', 'كم سله متروكه رجعت', 'سلات متروكه رجعت', 'السلات اللي رجعت', 'السلات المتروكه اللي رجعت', 'سلات رجعت', 'سله رجعت',
      // "كم سلة استرجعنا هالشهر": the carts recovered (it was the store's sales; "سلة" alone is no measure).
      'سله استرجعنا', 'كم سله استرجعنا', 'سله استرجعناها', 'سلات استرجعناها', 'كم سله استعدنا', 'سله استعدناها', 'سلات استعدناها', 'كم سله رجعنا', 'سلات رجعناها',
      // "كم سلة متروكة انستردت هالشهر؟", "وكم منها استرجعناها؟": recovered, in the passive and with its object (they were all carts, and "can't").
      'سله متروكه انستردت', 'سلات متروكه انستردت', 'كم سله متروكه انستردت', 'سله متروكه استرجعناها', 'كم سله متروكه استرجعناها', 'سلات متروكه استرجعناها', 'كم سله متروكه رجعناها', 'كم سله متروكه استعدناها', 'سله متروكه استردت', 'انستردت', 'استردت', 'اتستردت', 'استرجعناها', 'استرديناها', 'استعدناها', 'رجعناها', 'منها استرجعناها', 'منها رجعناها'] },
  },
  {
    // "Revenue from recovered carts": what the recovered carts held (the store's whole sales were shown beside their count).
    key: 'recovered_value', format: 'money', table: 'abandoned_carts', sql: 'coalesce(sum(ac.value) FILTER (WHERE ac.recovered_at IS NOT NULL), 0)',
    label: { en: 'value of recovered carts', ar: 'قيمة السلات المستعادة' },
    synonyms: { en: ['revenue recovered from carts', 'revenue recovered from abandoned carts', 'sales recovered from carts', 'money recovered from carts', 'recovered from carts', 'recovered from abandoned carts', 'value of recovered carts', 'recovered cart value', 'recovered carts value', 'revenue from recovered carts', 'recovered revenue', 'sales from recovered carts', 'money from recovered carts', 'recovered value', 'value recovered', 'value we recovered', 'value did we recover'], ar: ['قيمة المبيعات اللي رجعت من السلات المتروكة', 'المبيعات اللي رجعت من السلات المتروكة', 'قيمة اللي رجع من السلات المتروكة', 'المبيعات المستعادة من السلات', 'قيمه السلات المستعاده', 'قيمه السلات المسترجعه', 'ايرادات السلات المستعاده', 'مبيعات السلات المستعاده', 'قيمه السلال المستعاده'] },
  },
  {
    key: 'recovery_rate', format: 'percent', table: 'abandoned_carts', ratio: true,
    sql: 'count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)::numeric / nullif(count(*), 0)',
    label: { en: 'cart recovery rate', ar: 'نسبة استعادة السلات' },
    synonyms: { en: ['recovery rate', 'cart recovery rate', 'recovered rate', 'abandoned cart recovery rate', 'recovers best', 'recover best', 'recovers carts best', 'best at recovering carts', 'best at recovering', 'recovers'], ar: ['نسبة استعادة السلات', 'نسبة استرداد السلات', 'نسبة استرداد السلات المتروكة', 'معدل استرداد السلات', 'معدل الاستعادة', 'نسبة الاستعادة', 'معدل استعادة السلات', 'نسبة استرجاع السلات', 'نسبة استرجاع السلات المتروكة', 'معدل استرجاع السلات', 'نسبة استعادة السلات المتروكة',
      // "كم نسبة السلات المتروكة اللي رجعت هالشهر؟": the share of the carts that came back (it was refused as the abandonment rate).
      'نسبه السلات المتروكه اللي رجعت', 'نسبه السلات اللي رجعت', 'نسبه السلات المتروكه اللي انستردت', 'نسبه السلات المستعاده', 'نسبه السلات المتروكه المستعاده', 'نسبه السلات المتروكه اللي استرجعناها', 'نسبه السلات المتروكه الي رجعت',
        // "أي قناة تسترجع السلات أكثر؟": which recovers best (it was the channel of the most sales ever).
        'تسترجع السلات', 'تستعيد السلات', 'يسترجع السلات', 'يستعيد السلات', 'تسترجع السلات المتروكه', 'تستعيد السلات المتروكه'] },
  },
  {
    key: 'mrr', format: 'money', table: 'subscriptions', snapshot: true, sql: `coalesce(sum(${monthly}) FILTER (WHERE sb.status = 'active'), 0)`,
    asOf: `coalesce(sum(${monthly}) FILTER (WHERE ${activeAt}), 0)`,
    label: { en: 'MRR', ar: 'الإيراد الشهري المتكرر' },
    synonyms: { en: ['mrr', 'monthly recurring revenue', 'recurring revenue', 'monthly recurring'], ar: ['الايراد الشهري المتكرر', 'الايرادات الشهرية المتكررة', 'الدخل الشهري المتكرر', 'الايراد المتكرر', 'الايرادات المتكررة', 'الدخل المتكرر'] },
  },
  {
    key: 'arr', format: 'money', table: 'subscriptions', snapshot: true, sql: `coalesce(sum(${monthly}) FILTER (WHERE sb.status = 'active'), 0) * 12`,
    asOf: `coalesce(sum(${monthly}) FILTER (WHERE ${activeAt}), 0) * 12`,
    label: { en: 'ARR', ar: 'الإيراد السنوي المتكرر' },
    synonyms: { en: ['arr', 'annual recurring revenue', 'annual run rate', 'yearly recurring revenue'], ar: ['الايراد السنوي المتكرر', 'الايرادات السنوية المتكررة', 'الدخل السنوي المتكرر'] },
  },
  {
    // What an active subscription is worth a month, on average (ARPU of subscribers).
    key: 'avg_subscription_value', format: 'money', table: 'subscriptions', snapshot: true, ratio: true, sql: `avg(${monthly}) FILTER (WHERE sb.status = 'active')`,
    asOf: `avg(${monthly}) FILTER (WHERE ${activeAt})`,
    label: { en: 'average subscription value', ar: 'متوسط قيمة الاشتراك' },
    synonyms: { en: ['average subscription value', 'average subscription', 'average subscription price', 'average revenue per subscriber', 'revenue per subscriber', 'average mrr per subscriber', 'mrr per subscriber'], ar: ['متوسط قيمة الاشتراك', 'متوسط الاشتراك', 'متوسط سعر الاشتراك', 'متوسط الايراد لكل مشترك', 'الايراد لكل مشترك'] },
  },
  {
    key: 'active_subscriptions', format: 'count', table: 'subscriptions', snapshot: true, sql: `count(*) FILTER (WHERE sb.status = 'active')`,
    asOf: `count(*) FILTER (WHERE ${activeAt})`,
    label: { en: 'active subscriptions', ar: 'الاشتراكات النشطة' },
    synonyms: { en: ['active subscriptions', 'subscriptions', 'subscribers', 'active subscribers', 'active plans', 'active subscription', 'active subscriber', 'active plan'], ar: ['كم اشتراك', 'اشتراك', 'اشتراكات نشطه', 'الاشتراكات النشطة', 'الاشتراكات', 'اشتراكات', 'المشتركين', 'المشتركين النشطين', 'الاشتراكات الفعالة', 'مشترك نشط', 'مشتركين نشطين', 'كم مشترك نشط', 'المشتركين الفعالين', 'كم مشترك', 'اشتراك نشط', 'كم اشتراك نشط', 'اشتراكات نشطة', 'الاشتراكات الفعالة حاليا'] },
  },
  {
    // Every subscription, whatever its state: what "subscriptions by status" counts (active ones alone would show the
    // cancelled as 0). Chosen by the question's split, never by its own words.
    key: 'all_subscriptions', format: 'count', table: 'subscriptions', snapshot: true, sql: 'count(*)',
    label: { en: 'subscriptions', ar: 'الاشتراكات' },
    synonyms: { en: [], ar: [] },
  },
  {
    key: 'new_subscriptions', format: 'count', table: 'subscriptions', sql: 'count(*)',
    label: { en: 'new subscriptions', ar: 'الاشتراكات الجديدة' },
    synonyms: { en: ['new subscriptions', 'new subscribers', 'subscriptions started', 'new signups', 'signups'], ar: ['الاشتراكات الجديدة', 'اشتراكات جديدة', 'المشتركين الجدد', 'مشتركين جدد', 'اشتراك جديد', 'كم اشتراك جديد', 'مشترك جديد', 'كم مشترك جديد', 'اشتراكات جديده'] },
  },
  {
    key: 'churned_subscriptions', lowerIsBetter: true, format: 'count', table: 'subscriptions', sql: 'count(*)', time: 'sb.cancelled_at', where: 'sb.cancelled_at IS NOT NULL',
    label: { en: 'churned subscriptions', ar: 'الاشتراكات الملغاة' },
    synonyms: { en: ['churn', 'churned subscriptions', 'cancelled subscriptions', 'canceled subscriptions', 'churned', 'subscription cancellations', 'lost subscribers', 'subscriptions were cancelled', 'subscriptions were canceled', 'subscribers cancelled', 'subscribers canceled', 'cancelled their subscription', 'canceled their subscription', 'subscriptions cancelled', 'subscriptions canceled', 'subscriptions churned', 'subscribers churned', 'subscriptions did we lose', 'subscribers did we lose', 'churned subscribers', 'cancelled subscribers', 'canceled subscribers'], ar: ['الاشتراكات الملغاة', 'الاشتراكات الملغية', 'الغاء الاشتراكات', 'المشتركين الملغين', 'التسرب', 'اشتراك انلغى', 'اشتراكات انلغت', 'كم اشتراك انلغى', 'اشتراك ملغي', 'اشتراكات ملغاة', 'الغوا اشتراكهم', 'لغى اشتراكه', 'كم عميل لغى اشتراكه', 'عميل لغى اشتراكه', 'كم عميل الغى اشتراكه', 'كم زبون لغى اشتراكه', 'كم واحد لغى اشتراكه', 'كم مشترك لغى اشتراكه', 'كم عميل لغوا اشتراكهم', 'ألغى اشتراكه', 'لغوا اشتراكهم', 'ألغوا اشتراكهم', 'لغت اشتراكها', 'ألغت اشتراكها', 'مشترك ألغى اشتراكه', 'مشترك لغى اشتراكه', 'مشتركين ألغوا اشتراكهم', 'مشترك ألغى', 'مشترك انسحب', 'مشترك لغى',
      // "كم مشترك ألغى هالشهر": the cancelled ones (it was "كم مشترك", the active subscriptions now).
      'كم مشترك ألغى', 'كم مشترك لغى', 'كم مشترك انسحب', 'كم مشترك كنسل', 'كم مشترك ألغوا', 'كم مشترك وقف اشتراكه', 'كم مشترك خسرنا',
      // "كم اشتراك ألغي هالشهر": the subscriptions cancelled (it was the active ones now).
      'كم اشتراك ألغي', 'كم اشتراك ألغى', 'كم اشتراك انلغى', 'كم اشتراك تم إلغاؤه', 'اشتراكات ألغيت', 'اشتراكات انلغت', 'كم اشتراك تكنسل'] },
  },
  {
    // "Churned MRR last year": the monthly revenue of the subscriptions cancelled in the period (the MRR still running
    // was shown beside their count).
    key: 'churned_mrr', lowerIsBetter: true, format: 'money', table: 'subscriptions', sql: `coalesce(sum(${monthly}), 0)`, time: 'sb.cancelled_at', where: 'sb.cancelled_at IS NOT NULL',
    label: { en: 'churned MRR', ar: 'الإيراد الشهري الملغى' },
    synonyms: { en: ['revenue did we lose from cancelled subscriptions', 'revenue lost from cancelled subscriptions', 'lose from cancelled subscriptions', 'lost to cancelled subscriptions', 'revenue from cancelled subscriptions', 'churned mrr', 'lost mrr', 'mrr lost', 'mrr churned', 'churned revenue', 'mrr we lost', 'revenue lost to churn', 'mrr did we lose', 'mrr we lose', 'mrr did we lose to churn', 'mrr lost to churn'], ar: ['خسرنا من الاشتراكات الملغية', 'كم خسرنا من الاشتراكات', 'خسرنا من الاشتراكات', 'خسارة الاشتراكات الملغية', 'الايراد المفقود من الاشتراكات', 'الايراد الشهري الملغي', 'الايراد الشهري المفقود', 'الايراد المتكرر المفقود', 'الايراد الشهري اللي خسرناه'] },
  },
  {
    // MRR at the period's end less MRR at its start: what was added net of what churned ("net new MRR last month").
    key: 'net_new_mrr', format: 'money', table: 'subscription_churn', bounded: true,
    sql: `coalesce(sum(${monthlyOf('sc')}) FILTER (WHERE ${runningAt('sc', '{to}')}), 0) - coalesce(sum(${monthlyOf('sc')}) FILTER (WHERE ${runningAt('sc', '{from}')}), 0)`,
    label: { en: 'net new MRR', ar: 'صافي الإيراد الشهري المتكرر الجديد' },
    description: { en: 'MRR at the end of the period less MRR at its start', ar: 'الإيراد الشهري المتكرر في نهاية الفترة مطروحاً منه ما كان في بدايتها' },
    synonyms: { en: ['net new mrr', 'net mrr', 'net mrr growth', 'mrr added', 'change in mrr', 'mrr change', 'net new recurring revenue'], ar: ['صافي الايراد الشهري المتكرر الجديد', 'صافي الايراد المتكرر الجديد', 'صافي نمو الايراد الشهري المتكرر',
      // (The Arabic name of MRR is read as "mrr" before these are.)
      'صافي mrr الجديد', 'صافي mrr', 'mrr الجديد الصافي', 'صافي ال mrr'] },
  },
  {
    // Of the subscriptions active when the period began, the share cancelled within it.
    key: 'churn_rate', lowerIsBetter: true, format: 'percent', table: 'subscription_churn', ratio: true, bounded: true,
    sql: `count(*) FILTER (WHERE sc.started_at < {from} AND sc.cancelled_at >= {from} AND sc.cancelled_at < {to})::numeric / nullif(count(*) FILTER (WHERE sc.started_at < {from} AND (sc.cancelled_at IS NULL OR sc.cancelled_at >= {from})), 0)`,
    label: { en: 'churn rate', ar: 'معدل التسرب' },
    description: { en: 'subscriptions cancelled in the period out of those active at its start', ar: 'الاشتراكات الملغاة خلال الفترة من النشطة في بدايتها' },
    synonyms: { en: ['churn rate', 'subscription churn rate', 'churn percentage', 'subscriber churn rate'], ar: ['نسبة الالغاء للاشتراكات', 'معدل الالغاء للاشتراكات', 'نسبة الالغاء في الاشتراكات', 'نسبة الغاء المشتركين', 'نسبة الالغاء للمشتركين', 'معدل التسرب', 'نسبة التسرب', 'معدل الغاء الاشتراكات', 'نسبة الغاء الاشتراكات', 'نسبة تسرب المشتركين', 'معدل تسرب المشتركين', 'نسبة تسرب الاشتراكات'] },
  },
  {
    // A parcel counts on the day it went out ("how many orders did we ship yesterday"): one not handed over yet is in
    // no period, only in the totals over all time ("shipments by status").
    key: 'shipments', format: 'count', table: 'shipments', sql: 'count(*)', time: 's.shipped_at',
    label: { en: 'shipments', ar: 'الشحنات' },
    synonyms: { en: ['shipments', 'deliveries', 'parcels', 'packages', 'shipped', 'shipment', 'orders did we ship', 'orders did i ship', 'did we ship', 'orders shipped', 'shipped orders', 'orders went out', 'orders were shipped', 'how many orders shipped', 'how many orders were shipped', 'how many orders got shipped', 'how many orders went out', 'number of orders shipped'], ar: ['الشحنات', 'شحنات', 'الشحن', 'التوصيل', 'الطرود', 'شحنة', 'الارساليات', 'كم طلب انشحن', 'كم طلب اتشحن', 'طلب انشحن', 'طلبات انشحنت', 'انشحن', 'انشحنت', 'اتشحن', 'اتشحنت', 'طلب اتشحن', 'تم شحنه', 'تم شحنها', 'طلب تم شحنه', 'طلبات تم شحنها', 'شحناها', 'كم طلب شحنا'] },
  },
  {
    // Parcels that reached the customer, on the day they did ("how many orders were delivered last week").
    key: 'delivered_shipments', format: 'count', table: 'shipments', sql: 'count(*)', time: 's.delivered_at', where: 's.delivered_at IS NOT NULL',
    label: { en: 'delivered shipments', ar: 'الشحنات المسلّمة' },
    synonyms: {
      en: ['delivered shipments', 'delivered orders', 'orders delivered', 'shipments delivered', 'were delivered', 'got delivered', 'orders were delivered', 'orders got delivered', 'shipments were delivered', 'parcels delivered', 'packages delivered', 'completed deliveries', 'deliveries completed', 'how many orders delivered', 'how many orders were delivered', 'how many orders got delivered', 'number of orders delivered', 'did we deliver', 'orders did we deliver', 'orders reached customers'],
      ar: ['الشحنات المسلمة', 'الطلبات المسلمة', 'الطلبات اللي وصلت', 'الشحنات اللي وصلت', 'طلبات وصلت', 'شحنات وصلت', 'طلب وصل', 'تم توصيلها', 'تم تسليمها', 'انسلمت', 'اتسلمت', 'وصلت للعملاء', 'وصلت للعميل', 'الطلبات الموصلة', 'الطلبات اللي انسلمت', 'كم طلب تم توصيله', 'كم طلب انسلم', 'كم طلب وصل للعميل', 'كم شحنة انسلمت'],
    },
  },
  {
    // Still on their way as of today: not delivered, and neither sent back nor lost ("how many shipments haven't
    // arrived yet" counted returned and lost parcels, 270 for 133). A state of now, so a period does not apply.
    key: 'shipments_on_the_way', format: 'count', table: 'shipments', snapshot: true,
    sql: `count(*) FILTER (WHERE s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost'))`,
    label: { en: 'shipments on their way right now', ar: 'الشحنات التي في الطريق حالياً' },
    synonyms: { en: ['shipments still on their way', 'shipments still on the way'], ar: ['الشحنات التي لم تصل بعد', 'الشحنات اللي لسا في الطريق'] },
  },
  {
    key: 'late_shipments', lowerIsBetter: true, format: 'count', table: 'shipments',
    sql: `count(*) FILTER (WHERE ${late})`,
    label: { en: 'late shipments', ar: 'الشحنات المتأخرة' },
    synonyms: { en: ['delayed', 'late shipments', 'late deliveries', 'delayed shipments', 'delayed deliveries', 'late orders', 'delayed orders', 'shipments late', 'shipments were late', 'deliveries were late', 'orders were late', 'parcels were late', 'arrived late', 'delivered late', 'were delivered late', 'orders were delivered late', 'orders delivered late', 'shipments delivered late', 'late the most', 'late most', 'late often', 'often late', 'late', 'how many orders were delivered late', 'how many orders delivered late', 'how many shipments were delivered late', 'how many orders arrived late', 'delivered orders late', 'delivered shipments late', 'delivered orders were late', 'parcels arrived late', 'packages arrived late', 'shipments arrived late', 'orders arrived late', 'deliveries arrived late', 'parcels were delivered late', 'parcels delivered late',
      // "How many orders shipped late in October": the late ones (it was every shipment, the late ones beside them).
      'shipped late', 'orders shipped late', 'shipments shipped late', 'how many orders shipped late', 'how many orders were shipped late', 'how many orders got shipped late', 'number of orders shipped late'], ar: ['الشحنات المتاخرة', 'شحنات متاخرة', 'الطلبات المتاخرة', 'التوصيل المتاخر', 'الشحنات المتأخره', 'الطلبات المتأخرة', 'المتاخرة', 'شحنة متأخرة', 'كم شحنة متأخرة', 'طلب متأخر', 'كم طلب متأخر', 'تأخر توصيله', 'تاخر توصيله', 'طلب تأخر توصيله', 'كم طلب تأخر توصيله', 'الشحنات اللي تأخرت', 'الطلبات اللي تأخرت', 'وصلت متأخرة', 'شحنة وصلت متأخرة', 'شحنات وصلت متأخرة', 'وصلت متأخر', 'طلب وصل متأخر', 'وصلوا متأخر', 'تأخير', 'التأخير', 'التأخيرات', 'شحنة تأخرت', 'شحنات تأخرت', 'تأخرت', 'تتأخر', 'يتأخر', 'يتأخر فيها التوصيل', 'تأخر التوصيل', 'تأخروا', 'كم شحنة تأخرت', 'طرد وصل متأخر', 'طرود وصلت متأخرة', 'وصل متأخر', 'وصلت متأخره', 'طرد تأخر', 'طرود تأخرت', 'طلب تأخر', 'طلبات تأخرت', 'تأخر', 'متأخر',
      // "كم طلب انشحن متأخر في أكتوبر": the late ones, as in English (it was every shipment, the late ones beside them).
      'انشحن متأخر', 'انشحنت متأخرة', 'انشحنوا متأخر', 'اتشحن متأخر', 'اتشحنت متأخرة', 'طلب انشحن متأخر', 'كم طلب انشحن متأخر', 'طلبات انشحنت متأخرة', 'تم شحنها متأخرة', 'تم شحنه متأخر', 'شحنات انشحنت متأخرة', 'كم طلب تأخر', 'كم طلب وصل متأخر', 'كم طرد تأخر', 'كم طرد وصل متأخر'] },
  },
  {
    // "How many days late on average": the days past the promised day of the late ones (a count of them was given).
    key: 'avg_days_late', lowerIsBetter: true, format: 'days', table: 'shipments', ratio: true,
    sql: `avg((coalesce(s.delivered_at, now()) AT TIME ZONE {tz})::date - (s.estimated_delivery_at AT TIME ZONE {tz})::date) FILTER (WHERE ${late})`,
    label: { en: 'average days late', ar: 'متوسط أيام التأخير' },
    synonyms: { en: ['how late are late deliveries on average', 'how late are late deliveries', 'how late are deliveries on average', 'how late are late shipments', 'how late are shipments on average', 'how late are late orders', 'average days late', 'days late on average', 'how many days late', 'how late on average', 'average delay', 'average delay in days', 'days late', 'average lateness'], ar: ['كم يوم يتاخر', 'كم يوم تتاخر', 'يتاخر بالمتوسط', 'تتاخر بالمتوسط', 'متوسط ايام التاخير', 'متوسط التاخير', 'كم يوم تاخير', 'كم يوم تتاخر', 'متوسط مده التاخير', 'ايام التاخير'] },
  },
  {
    // Late as of today: still on the way (not delivered, returned or lost) with its promised day already past. A
    // state of now, as active subscriptions are, so a period does not apply.
    key: 'overdue_shipments', lowerIsBetter: true, format: 'count', table: 'shipments', snapshot: true,
    sql: `count(*) FILTER (WHERE s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.estimated_delivery_at IS NOT NULL
      AND (now() AT TIME ZONE {tz})::date > (s.estimated_delivery_at AT TIME ZONE {tz})::date)`,
    label: { en: 'overdue shipments', ar: 'الشحنات المتأخرة حالياً' },
    synonyms: {
      en: ['overdue shipments', 'overdue deliveries', 'overdue orders', 'overdue parcels', 'shipments overdue', 'late right now', 'currently late', 'late at the moment', 'still late', 'running late', 'late now', 'are late now', 'late as of today', 'past due shipments', 'past due deliveries',
        'late shipments right now', 'late shipments now', 'late shipments currently', 'currently late shipments', 'late orders right now', 'late deliveries right now', 'shipments running late', 'orders running late', 'late shipments at the moment',
        // "Stuck parcels", "parcels stuck rn": still out past the day they were due (they were every shipment ever).
        'stuck parcels', 'parcels stuck', 'stuck shipments', 'shipments stuck', 'stuck packages', 'packages stuck', 'stuck deliveries', 'deliveries stuck', 'parcels are stuck', 'shipments are stuck'],
      ar: ['الشحنات المتاخره حاليا', 'متاخره حاليا', 'متاخره الحين', 'متاخره الان', 'متاخرين الحين', 'متاخره للحين', 'الطلبات المتاخره حاليا', 'شحنات متاخره حاليا', 'شحنه متاخره حاليا', 'شحنه متاخره الحين', 'طلب متاخر حاليا', 'طلب متاخر الحين', 'الطلبات المتاخره الحين', 'الشحنات المتاخره الحين', 'متاخره عن موعدها', 'كم شحنه متاخره حاليا', 'كم شحنه متاخره الحين', 'كم طلب متاخر حاليا', 'كم طلب متاخر الحين', 'كم شحنه متاخره الان', 'كم طلب متاخر الان', 'الشحنات العالقه', 'شحنات عالقه', 'الطرود العالقه', 'طرود عالقه', 'كم شحنه عالقه', 'الشحنات المعلقه'],
    },
  },
  {
    key: 'avg_delivery_days', lowerIsBetter: true, format: 'days', table: 'shipments', ratio: true,
    sql: `avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FILTER (WHERE s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL)`,
    label: { en: 'average delivery time', ar: 'متوسط مدة التوصيل' },
    synonyms: { en: ['average delivery days', 'average delivery time', 'delivery time', 'days to deliver', 'delivery days', 'how long does delivery take', 'shipping time', 'avg delivery time',
        // "The average shipping time to UAE": days, not the shipping charged ("average shipping" won the words).
        'average shipping time', 'avg shipping time', 'shipping times', 'how long does shipping take', 'transit time', 'average transit time'], ar: ['متوسط مدة التوصيل', 'مدة التوصيل', 'متوسط التوصيل', 'وقت التوصيل', 'ايام التوصيل', 'متوسط ايام التوصيل', 'كم يوم التوصيل', 'مدة الشحن', 'كم يوم ياخذ التوصيل', 'كم يوم ياخذ الشحن', 'كم ياخذ التوصيل', 'ياخذ التوصيل'] },
  },
  {
    key: 'median_delivery_days', lowerIsBetter: true, format: 'days', table: 'shipments', ratio: true,
    sql: `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FILTER (WHERE s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL)`,
    label: { en: 'median delivery time', ar: 'المدة الوسيطة للتوصيل' },
    synonyms: { en: ['median delivery time', 'median delivery days', 'median days to deliver', 'median shipping time', 'typical delivery time'], ar: ['المدة الوسيطة للتوصيل', 'المده الوسيطه للتوصيل', 'وسيط مدة التوصيل', 'الوسيط لمدة التوصيل', 'وسيط ايام التوصيل', 'وسيط التوصيل'] },
  },
  {
    // From the order placed to its parcel handed to the carrier: how long the store takes to get an order out.
    key: 'avg_ship_days', lowerIsBetter: true, format: 'days', table: 'shipments', ratio: true, joins: ['orders'],
    sql: `avg(extract(epoch FROM s.shipped_at - o.created_at) / 86400) FILTER (WHERE s.shipped_at IS NOT NULL)`,
    label: { en: 'average time to ship', ar: 'متوسط مدة التجهيز' },
    synonyms: {
      en: ['average time to ship', 'time to ship', 'days to ship', 'average days to ship', 'handling time', 'fulfillment time', 'fulfilment time', 'processing time', 'order processing time', 'time to fulfill', 'time to fulfil', 'how long to ship', 'how long does it take to ship', 'how long does it take us to ship', 'how long do we take to ship', 'how long does it take to ship an order', 'how long does it take us to ship an order', 'how long to ship an order', 'time to ship an order', 'time to ship orders', 'days to ship an order', 'how fast do we ship', 'dispatch time', 'time to dispatch'],
      ar: ['متوسط مدة التجهيز', 'مدة التجهيز', 'وقت التجهيز', 'متوسط وقت التجهيز', 'مدة تجهيز الطلب', 'وقت تجهيز الطلب', 'متوسط وقت تجهيز الطلب', 'متوسط مدة تجهيز الطلب', 'كم ياخذ التجهيز', 'كم يوم ياخذ التجهيز', 'مدة تجهيز الطلبات', 'سرعة التجهيز'],
    },
  },
  {
    // An order line's cost is the line's (every unit of it, as imports and the demo store it); a product's cost is
    // one unit's, so only that one is multiplied by the quantity.
    key: 'profit', format: 'money', table: 'order_lines', joins: ['orders', 'products'],
    sql: `coalesce(sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${notCancelled} AND coalesce(l.cost, p.cost) IS NOT NULL), 0)`,
    label: { en: 'profit', ar: 'الربح' },
    description: { en: 'gross profit on lines whose cost is known', ar: 'الربح الإجمالي للمنتجات المعروفة التكلفة' },
    synonyms: { en: ['profit', 'profits', 'gross profit', 'earnings after cost', 'my profit', 'our profit', 'profitable', 'most profitable'], ar: ['الربح', 'الارباح', 'ارباح', 'ربح', 'كم ربحت', 'كم ربحنا', 'ربحنا', 'ربحي', 'ارباحي', 'ارباحنا', 'ربحت', 'ربحا', 'ربحاً', 'الأكثر ربحا', 'الاكثر ربحا'] },
  },
  {
    // "Average profit per order": the profit over the orders that made it (not a split by order).
    key: 'profit_per_order', format: 'money', table: 'order_lines', joins: ['orders', 'products'], ratio: true,
    sql: `coalesce(sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${notCancelled} AND coalesce(l.cost, p.cost) IS NOT NULL), 0) / nullif(count(DISTINCT l.order_id) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'profit per order', ar: 'الربح لكل طلب' },
    synonyms: { en: ['profit per order', 'average profit per order', 'avg profit per order', 'profit on average per order', 'how much profit per order'], ar: ['الربح لكل طلب', 'متوسط الربح لكل طلب', 'متوسط ربح الطلب', 'ربح الطلب الواحد', 'كم نربح في الطلب', 'متوسط الربح في الطلب'] },
  },
  {
    // What the goods sold cost the store, on lines whose cost is known (the same lines as the profit).
    key: 'cogs', format: 'money', table: 'order_lines', joins: ['orders', 'products'],
    sql: `coalesce(sum(coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${notCancelled} AND coalesce(l.cost, p.cost) IS NOT NULL), 0)`,
    counts: notCancelled,
    label: { en: 'cost of goods sold', ar: 'تكلفة البضاعة المباعة' },
    description: { en: 'the cost of the lines whose cost is known', ar: 'تكلفة المنتجات المعروفة التكلفة' },
    synonyms: { en: ['cost of goods sold', 'cogs', 'cost of sales', 'cost of goods', 'product costs', 'product cost', 'costs of the goods sold', 'what did the goods cost'], ar: ['تكلفة البضاعة المباعة', 'تكلفة البضاعه', 'تكلفة المبيعات', 'تكلفة المنتجات', 'تكاليف البضاعة', 'تكلفة البضائع', 'كم كلفتنا البضاعة', 'تكلفه البضاعه المباعه'] },
  },
  {
    // A margin is a share of sales, not an amount: owners asking for it compare it with their target percentage.
    key: 'margin', format: 'percent', table: 'order_lines', joins: ['orders', 'products'], ratio: true,
    sql: `sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${notCancelled} AND coalesce(l.cost, p.cost) IS NOT NULL) / nullif(sum(l.total) FILTER (WHERE ${notCancelled} AND coalesce(l.cost, p.cost) IS NOT NULL), 0)`,
    label: { en: 'profit margin', ar: 'هامش الربح' },
    description: { en: 'profit as a share of sales, on lines whose cost is known', ar: 'الربح كنسبة من المبيعات للمنتجات المعروفة التكلفة' },
    synonyms: { en: ['profit margin', 'margin', 'margins', 'gross margin', 'margin percentage', 'profit percentage', 'profitability'], ar: ['هامش الربح', 'الهامش', 'هامش', 'هامشه', 'هامشها', 'هامش ربحه', 'هامش ربحها', 'ربحيته', 'هامش الربحيه', 'الربحيه', 'نسبه الربح', 'نسبه الارباح'] },
  },
  {
    // What an order paid for shipping on average (orders without a charge count as zero).
    key: 'avg_shipping', format: 'money', table: 'orders', ratio: true,
    sql: `coalesce(sum(o.shipping_total) FILTER (WHERE ${notCancelled}), 0) / nullif(count(*) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'average shipping per order', ar: 'متوسط الشحن للطلب' },
    synonyms: { en: ['average shipping', 'average shipping cost', 'average shipping fee', 'average shipping charged', 'avg shipping', 'shipping per order', 'average delivery fee',
      // "Avg shipping cost per order this month": one average (the "per order" was a split by order).
      'average shipping per order', 'average shipping cost per order', 'average shipping fee per order', 'average shipping charged per order', 'average delivery fee per order', 'shipping cost per order'], ar: ['متوسط الشحن', 'متوسط رسوم الشحن', 'متوسط تكلفة الشحن', 'متوسط رسوم التوصيل',
      // "متوسط تكلفة الشحن لكل طلب": one average, as in English (the "لكل طلب" was a split by order).
      'متوسط الشحن لكل طلب', 'متوسط تكلفة الشحن لكل طلب', 'متوسط رسوم الشحن لكل طلب', 'متوسط تكلفة الشحن للطلب', 'متوسط رسوم الشحن للطلب', 'متوسط رسوم التوصيل لكل طلب', 'تكلفة الشحن لكل طلب', 'رسوم الشحن لكل طلب', 'الشحن لكل طلب', 'تكلفة الشحن للطلب'] },
  },
  {
    // The catalog: products the store has (added in the period, when one is asked).
    key: 'product_count', format: 'count', table: 'products', sql: 'count(*)', stock: true,
    label: { en: 'products in the catalog', ar: 'المنتجات في المتجر' },
    synonyms: { en: ['number of products', 'how many products', 'product count', 'products do we have', 'products do i have', 'products in the catalog', 'products in my store', 'catalog size', 'products we have'], ar: ['عدد المنتجات', 'كم منتج', 'كم منتج عندنا', 'كم منتج عندي', 'المنتجات اللي عندنا'] },
  },
  {
    // A product's price in the catalog (not what it sold for): "the price of Oud Oil", "the most expensive product".
    // Named as the average it is: "the price currently: SAR 256.74" read as one product's price, and by category
    // it is the average of that category's products (one product's average is its price).
    key: 'avg_price', format: 'money', table: 'products', sql: 'avg(p.price)', ratio: true, snapshot: true,
    label: { en: 'average price', ar: 'متوسط السعر' },
    synonyms: { en: ['price', 'prices', 'product price', 'average price', 'average product price', 'list price', 'selling price', 'avg price'], ar: ['السعر', 'الاسعار', 'سعر', 'اسعار', 'سعر المنتج', 'متوسط السعر', 'متوسط الاسعار', 'متوسط سعر المنتج', 'سعره', 'سعرها',
      // "ما متوسط سعر المنتجات؟": one average of the catalog (it was each product's price, 140 rows).
      'متوسط سعر المنتجات', 'متوسط اسعار المنتجات', 'متوسط أسعار منتجاتنا', 'متوسط سعر منتجاتنا'] },
  },
  {
    // "Average selling price": what a unit sold for in the period (the list price of today was given).
    key: 'avg_selling_price', format: 'money', table: 'order_lines', joins: ['orders'], ratio: true,
    sql: `sum(l.total) FILTER (WHERE ${notCancelled}) / nullif(sum(l.quantity) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'average selling price', ar: 'متوسط سعر البيع' },
    synonyms: { en: ['average selling price', 'average sold price', 'average price sold', 'average sale price', 'asp', 'average unit price sold', 'price sold at', 'sold at on average'], ar: ['متوسط سعر البيع', 'متوسط سعر المبيع', 'متوسط سعر الوحده المباعه', 'سعر البيع الفعلي'] },
  },
  {
    // "Cost of Oud Oil - 50ml", "unit cost": what a product costs the store, from the catalog (its sales were shown).
    key: 'avg_cost', format: 'money', table: 'products', sql: 'avg(p.cost)', ratio: true, snapshot: true,
    label: { en: 'unit cost', ar: 'تكلفة الوحدة' },
    synonyms: { en: ['unit cost', 'cost per unit', 'product cost', 'purchase cost', 'cost us', 'costs us', 'cost price', 'average unit cost', 'average product cost'], ar: ['تكلفه الوحده', 'تكلفه المنتج', 'سعر التكلفه', 'كم يكلفنا', 'كم تكلفنا', 'متوسط التكلفه'] },
  },
  {
    key: 'shipping', format: 'money', table: 'orders', sql: `coalesce(sum(o.shipping_total) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'shipping charged', ar: 'رسوم الشحن' },
    synonyms: { en: ['shipping charged', 'shipping fees', 'shipping revenue', 'shipping collected', 'delivery fees'], ar: ['الشحن اللي دفعوه العملاء', 'الشحن اللي دفعه العملاء', 'الشحن المدفوع', 'رسوم الشحن', 'رسوم التوصيل', 'اجور الشحن', 'تكلفة الشحن', 'دخل الشحن', 'ايراد الشحن', 'إيرادات الشحن', 'دخل التوصيل'] },
  },
  {
    key: 'tax', format: 'money', table: 'orders', sql: `coalesce(sum(o.tax_total) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'tax', ar: 'الضريبة' },
    synonyms: { en: ['tax', 'taxes', 'vat', 'sales tax', 'tax collected', 'sales tax collected', 'vat collected', 'taxes collected', 'collected tax'], ar: ['الضريبة', 'الضرائب', 'ضريبة القيمة المضافة', 'الضريبه', 'ضريبة', 'الضريبة المحصلة', 'الضريبة اللي حصلناها'] },
  },
  // "Sales excluding shipping", "revenue before tax", "AOV excluding shipping", "net of tax sales": what the orders
  // took without the shipping charged or the tax collected (it was gross sales, with the shipping or tax beside it, or
  // net sales after refunds). The label says what was left out.
  {
    key: 'sales_ex_shipping', format: 'money', table: 'orders', sql: `coalesce(sum(o.total - coalesce(o.shipping_total, 0)) FILTER (WHERE ${notCancelled}), 0)`,
    counts: notCancelled,
    label: { en: 'gross sales excluding shipping', ar: 'إجمالي المبيعات بدون الشحن' },
    synonyms: { en: ['sales excluding shipping', 'revenue excluding shipping', 'sales ex shipping', 'sales without shipping', 'sales before shipping', 'sales net of shipping', 'sales minus shipping', 'sales less shipping'], ar: ['المبيعات بدون الشحن', 'المبيعات بدون رسوم الشحن', 'المبيعات بدون التوصيل'] },
  },
  {
    key: 'sales_ex_tax', format: 'money', table: 'orders', sql: `coalesce(sum(o.total - coalesce(o.tax_total, 0)) FILTER (WHERE ${notCancelled}), 0)`,
    counts: notCancelled,
    label: { en: 'gross sales excluding tax', ar: 'إجمالي المبيعات بدون الضريبة' },
    synonyms: { en: ['sales excluding tax', 'revenue excluding tax', 'sales ex tax', 'sales without tax', 'sales before tax', 'revenue before tax', 'sales net of tax', 'net of tax sales', 'sales minus tax', 'sales less tax', 'pre tax sales', 'pre tax revenue', 'sales excluding vat', 'sales before vat', 'revenue before vat', 'sales ex vat'], ar: ['المبيعات بدون الضريبة', 'المبيعات قبل الضريبة', 'المبيعات بدون ضريبة القيمة المضافة'] },
  },
  {
    key: 'aov_ex_shipping', format: 'money', table: 'orders', sql: `avg(o.total - coalesce(o.shipping_total, 0)) FILTER (WHERE ${notCancelled})`, ratio: true,
    label: { en: 'average order value excluding shipping', ar: 'متوسط قيمة الطلب بدون الشحن' },
    synonyms: { en: ['average order value excluding shipping', 'aov excluding shipping', 'aov ex shipping', 'aov without shipping', 'aov before shipping', 'average order value without shipping'], ar: ['متوسط قيمة الطلب بدون الشحن'] },
  },
  {
    key: 'aov_ex_tax', format: 'money', table: 'orders', sql: `avg(o.total - coalesce(o.tax_total, 0)) FILTER (WHERE ${notCancelled})`, ratio: true,
    label: { en: 'average order value excluding tax', ar: 'متوسط قيمة الطلب بدون الضريبة' },
    synonyms: { en: ['average order value excluding tax', 'aov excluding tax', 'aov ex tax', 'aov without tax', 'aov before tax', 'average order value before tax', 'average order value without tax'], ar: ['متوسط قيمة الطلب بدون الضريبة', 'متوسط قيمة الطلب قبل الضريبة'] },
  },
  {
    key: 'cancelled_orders', lowerIsBetter: true, format: 'count', table: 'orders', sql: 'count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)',
    label: { en: 'cancelled orders', ar: 'الطلبات الملغاة' },
    synonyms: { en: ['cancelled orders', 'canceled orders', 'cancellations', 'orders cancelled'], ar: ['الطلبات الملغاة', 'الطلبات الملغية', 'طلبات ملغاة', 'الطلبات الملغيه', 'الالغاءات', 'الغاء الطلبات', 'طلب انلغى', 'كم طلب انلغى', 'طلبات انلغت', 'الطلبات اللي انلغت', 'طلب ملغي', 'طلب اتلغي', 'طلبات اتلغت', 'اتلغي', 'اتلغت', 'اتكنسل', 'اتكنسلت', 'انكنسل', 'انكنسلت', 'تكنسل', 'تكنسلت', 'طلب اتكنسل', 'كم طلب اتلغي', 'كم طلب اتكنسل', 'كم طلب ألغي', 'طلب ألغي', 'طلبات ألغيت', 'ألغيت', 'تم إلغاؤها', 'تم الغاؤه', 'انلغت'] },
  },
  {
    // "Revenue lost to cancelled orders", "كم خسرنا من الطلبات الملغاة": what the cancelled orders were worth.
    key: 'cancelled_value', lowerIsBetter: true, format: 'money', table: 'orders', sql: 'coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NOT NULL), 0)',
    label: { en: 'value of cancelled orders', ar: 'قيمة الطلبات الملغاة' },
    synonyms: {
      en: ['value of cancelled orders', 'cancelled order value', 'cancelled orders value', 'canceled orders value', 'value of the cancelled orders', 'cancelled orders worth', 'revenue lost to cancelled orders', 'revenue we lost to cancelled orders', 'revenue lost to cancellations', 'revenue did we lose to cancellations', 'lost to cancellations', 'lost to cancelled orders', 'sales lost to cancellations', 'cancelled sales', 'value of cancellations', 'money lost to cancellations'],
      ar: ['قيمة الطلبات اللي انلغت', 'قيمة الطلبات الي انلغت', 'قيمة الطلبات اللي الغيت', 'قيمة الطلبات اللي تكنسلت', 'قيمة الطلبات اللي تلغت', 'قيمة الطلبات الملغاة', 'قيمة الطلبات الملغية', 'الطلبات الملغاة قيمة', 'الطلبات الملغية قيمة', 'مبيعات الطلبات الملغاة', 'خسرنا من الطلبات الملغاة', 'خسرنا من الالغاءات', 'قيمة الالغاءات', 'مبالغ الطلبات الملغاة'],
    },
  },
  {
    // "What percentage of orders used a discount": the share of orders, not of the discount money.
    key: 'discounted_order_rate', format: 'percent', table: 'orders', ratio: true,
    sql: 'count(*) FILTER (WHERE o.discount_total > 0)::numeric / nullif(count(*), 0)',
    label: { en: 'share of orders with a discount', ar: 'نسبة الطلبات المخفّضة' },
    synonyms: {
      en: ['percentage of orders with a discount', 'percentage of orders used a discount', 'percentage of orders that used a discount', 'percent of orders with a discount', 'share of orders with a discount', 'percentage of orders with a coupon', 'discount usage rate', 'coupon usage rate', 'discounted order rate'],
      ar: ['نسبة الطلبات المخفضة', 'نسبة الطلبات اللي فيها خصم', 'نسبة الطلبات بخصم', 'نسبة استخدام الكوبونات', 'نسبة استخدام الخصومات', 'نسبة الطلبات اللي استخدمت كوبون',
        // "ايش نسبة الطلبات اللي فيها كود خصم": the share of orders, not each code's share (it was the sales split by order).
        'نسبة الطلبات اللي فيها كود خصم', 'نسبة الطلبات اللي استخدمت كود خصم', 'نسبة الطلبات اللي فيها كوبون', 'نسبة الطلبات بكود خصم', 'نسبة الطلبات اللي استخدمت كود', 'نسبة الطلبات اللي فيها كود', 'نسبة الطلبات اللي عليها خصم', 'نسبة الطلبات اللي عليها كود خصم'],
    },
  },
  {
    // "What portion of sales are discounted", "what share of sales came from orders with a discount": the sales of
    // orders with a discount out of all sales (it was all sales, or those beside the count of discounted orders).
    key: 'discounted_sales_share', format: 'percent', table: 'orders', ratio: true,
    sql: `coalesce(sum(o.total) FILTER (WHERE ${notCancelled} AND o.discount_total > 0), 0) / nullif(sum(o.total) FILTER (WHERE ${notCancelled}), 0)`,
    label: { en: 'share of sales from orders with a discount', ar: 'نسبة المبيعات من الطلبات المخفّضة' },
    synonyms: {
      en: ['share of sales from orders with a discount', 'share of sales with a discount', 'percentage of sales with a discount', 'sales are discounted', 'sales were discounted', 'sales is discounted', 'sales was discounted', 'discounted sales share', 'share of discounted sales', 'percentage of discounted sales', 'sales at a discount', 'sales sold at a discount'],
      ar: ['نسبة المبيعات المخفضة', 'نسبة المبيعات من الطلبات المخفضة', 'نسبة المبيعات اللي فيها خصم', 'نسبة المبيعات بخصم'],
    },
  },
  {
    key: 'discounted_orders', format: 'count', table: 'orders', sql: 'count(*) FILTER (WHERE o.discount_total > 0)',
    label: { en: 'orders with a discount', ar: 'الطلبات المخفّضة' },
    synonyms: { en: ['orders had a coupon', 'had a coupon', 'had a discount code', 'had a coupon code', 'orders had a discount code', 'orders had a promo code', 'orders with a discount', 'orders with discount', 'discounted orders', 'orders with a coupon', 'orders that used a coupon', 'used a coupon', 'orders with a discount code', 'orders using a coupon', 'orders used a coupon', 'orders used coupons', 'orders had a discount', 'had a discount', 'had discount', 'got a discount', 'orders with discounts', 'orders used a discount', 'orders that used a discount', 'orders using a discount', 'used a discount', 'used a discount code', 'used discount codes',
      // (Longer than "orders used a discount", so the code after it is not read as a split by code.)
      'orders used a discount code', 'orders that used a discount code', 'orders used a coupon code', 'orders that used a coupon code', 'used a coupon code', 'used a promo code', 'orders used a promo code', 'orders with a coupon code', 'orders with a promo code'], ar: ['طلب فيه خصم', 'كم طلب فيه خصم', 'طلبات فيها خصم', 'الطلبات اللي فيها خصم', 'الطلبات المخفضة', 'طلبات مخفضة', 'طلبات بكوبون', 'استخدموا كوبون', 'استخدموا الكوبونات', 'استخدموا الكوبون', 'استخدام الكوبونات', 'كم مرة استخدموا الكوبونات', 'استخدم كود خصم', 'كم طلب استخدم كود خصم', 'طلب استخدم كود خصم', 'استخدموا كود خصم', 'استخدموا كود الخصم', 'بكود خصم', 'طلبات بكود خصم', 'استخدم كوبون', 'كم طلب استخدم كوبون', 'طلب فيه كوبون', 'طلبات فيها كوبون', 'فيه كوبون', 'فيها كوبون', 'بكوبون', 'كم طلب فيه كوبون',
      // Formal Arabic: "ما عدد الطلبات التي حصلت على خصم" (it was all orders, with the discounts given beside them).
      'الطلبات التي حصلت على خصم', 'طلبات حصلت على خصم', 'الطلبات الحاصلة على خصم', 'الطلبات التي عليها خصم', 'الطلبات التي فيها خصم', 'الطلبات ذات الخصم', 'الطلبات التي طبق عليها خصم', 'الطلبات التي استخدمت كود خصم', 'الطلبات التي استخدمت كوبون'] },
  },
  {
    // "Orders without a discount last week", "w/o discount": the orders at full price (it was every order).
    key: 'undiscounted_orders', format: 'count', table: 'orders', sql: 'count(*) FILTER (WHERE o.discount_total <= 0)',
    label: { en: 'orders without a discount', ar: 'الطلبات بدون خصم' },
    synonyms: {
      en: ['orders without a discount', 'orders without discount', 'orders without discounts', 'orders without any discount', 'orders with no discount', 'orders with no discounts', 'orders had no discount', 'orders that had no discount', 'orders without a coupon', 'orders without coupon', 'orders with no coupon', 'orders without a discount code', 'orders at full price', 'full price orders', 'full-price orders', 'had no discount', 'without a discount', 'without discount', 'with no discount'],
      ar: ['طلبات بدون خصم', 'الطلبات بدون خصم', 'طلب بدون خصم', 'كم طلب بدون خصم', 'الطلبات اللي ما فيها خصم', 'طلبات ما فيها خصم', 'الطلبات اللي بدون خصم', 'طلبات بدون كوبون', 'الطلبات بدون كوبون', 'طلب بدون كوبون', 'الطلبات بالسعر الكامل', 'الطلبات غير المخفضة', 'الطلبات التي ليس فيها خصم'],
    },
  },
  {
    // Refunds made, on the day they were made ("how many refunds last month"): not the orders of the month refunded later.
    key: 'refund_count', lowerIsBetter: true, format: 'count', table: 'refunds', sql: 'count(*)',
    label: { en: 'refunds issued', ar: 'عمليات الاسترداد' },
    synonyms: { en: ['how many refunds', 'number of refunds', 'refund count', 'count of refunds', 'refunds issued', 'refunds made', 'how many refunds did we issue', 'how many refunds did we give'], ar: ['كم استرداد', 'عدد الاستردادات', 'كم عملية استرداد', 'عمليات الاسترداد', 'عدد عمليات الاسترداد'] },
  },
  {
    // Orders that paid no shipping ("how many orders had free shipping").
    key: 'free_shipping_orders', format: 'count', table: 'orders', sql: 'count(*) FILTER (WHERE o.shipping_total = 0)',
    label: { en: 'orders with free shipping', ar: 'الطلبات بشحن مجاني' },
    synonyms: { en: ['free shipping', 'orders with free shipping', 'orders had free shipping', 'orders that had free shipping', 'free shipping orders', 'orders with no shipping fee', 'no shipping fee', 'orders shipped free', 'free delivery', 'orders with free delivery'], ar: ['شحن مجاني', 'الشحن المجاني', 'طلبات بشحن مجاني', 'طلب شحنه مجاني', 'كم طلب شحنه مجاني', 'توصيل مجاني', 'التوصيل المجاني', 'طلبات بتوصيل مجاني', 'بدون رسوم شحن', 'بشحن مجاني', 'مع شحن مجاني', 'الطلبات مع شحن مجاني', 'الطلبات بشحن مجاني', 'كم طلب بشحن مجاني', 'طلب بشحن مجاني', 'بتوصيل مجاني', 'مع توصيل مجاني'] },
  },
  {
    // Of the orders, the share shipped free ("كم طلب شحن مجاني", then "وكم نسبتهم من الطلبات؟").
    key: 'free_shipping_rate', format: 'percent', table: 'orders', ratio: true,
    sql: 'count(*) FILTER (WHERE o.shipping_total = 0)::numeric / nullif(count(*), 0)',
    label: { en: 'share of orders with free shipping', ar: 'نسبة الطلبات بشحن مجاني' },
    synonyms: { en: ['free shipping rate', 'share of orders with free shipping', 'percentage of orders with free shipping', 'free shipping share', 'free shipping percentage'], ar: ['نسبة الشحن المجاني', 'نسبة الطلبات بشحن مجاني', 'نسبة الطلبات اللي شحنها مجاني'] },
  },
  {
    // "How many COD orders were refused/returned this year?": a cash-on-delivery order refused at the door comes back
    // as a returned shipment, so these are the orders whose parcel was sent back (13 COD orders this year; it was
    // every COD order, 388). Orders paid back are another measure, "refunded orders" (21).
    key: 'refused_orders', lowerIsBetter: true, format: 'count', table: 'orders',
    sql: `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.shipments rs WHERE rs.store_id = o.store_id AND rs.order_id = o.id AND rs.status = 'returned'))`,
    label: { en: 'orders refused or sent back undelivered', ar: 'الطلبات المرفوضة أو المرتجعة دون تسليم' },
    synonyms: {
      en: ['refused orders', 'orders refused', 'orders were refused', 'were refused', 'refused', 'refused/returned', 'were refused/returned', 'refused or returned', 'were refused or returned', 'refused at the door', 'refused on delivery', 'refused delivery', 'refused to pay', 'rejected at the door', 'rejected on delivery', 'returned to sender', 'returned shipments orders', 'orders with a returned shipment'],
      ar: ['انرفض', 'انرفضت', 'الطلبات المرفوضه', 'طلبات مرفوضه', 'طلب مرفوض', 'مرفوضه', 'رفضوا استلامها', 'رفض استلامه', 'رفض الاستلام', 'رفضوا الاستلام', 'رفضها العميل', 'رفضه العميل', 'ما استلموها', 'رجعت مع المندوب', 'انرفض او رجع', 'انرفضت او رجعت'],
    },
  },
  {
    key: 'refunded_orders', format: 'count', table: 'orders', sql: 'count(*) FILTER (WHERE o.refunded_total > 0)',
    label: { en: 'orders with a refund', ar: 'الطلبات المستردة' },
    synonyms: { en: ['orders with a refund', 'refunded orders', 'orders refunded', 'orders that were refunded'], ar: ['الطلبات اللي فيها استرداد', 'طلبات فيها استرداد', 'الطلبات المستردة', 'طلبات مستردة', 'كم طلب فيه استرداد', 'انرد فلوسه', 'انردت فلوسه', 'انردت فلوسهم', 'رجعنا فلوسه', 'رجعنا فلوسهم', 'رجعت فلوسه', 'استرجع فلوسه', 'استرد فلوسه', 'استردوا فلوسهم', 'طلب انرد فلوسه', 'كم طلب انرد فلوسه', 'طلبات انردت فلوسها', 'طلب رجعنا فلوسه', 'كم طلب رجعنا فلوسه', 'طلب انرد', 'طلبات انردت', 'انرد', 'انردت', 'استرجعوا فلوسه', 'استرجعوا فلوسهم', 'كم طلب انرد', 'كم طلب استرجعوا فلوسه', 'طلب استرجعوا فلوسه'] },
  },
  {
    // "What percentage of orders were refunded": the share of orders, not of the money (that is the refund rate).
    key: 'refunded_order_rate', lowerIsBetter: true, format: 'percent', table: 'orders', ratio: true,
    sql: 'count(*) FILTER (WHERE o.refunded_total > 0)::numeric / nullif(count(*), 0)',
    label: { en: 'share of orders with a refund', ar: 'نسبة الطلبات المستردة' },
    synonyms: {
      en: ['percentage of refunded orders', 'percent of refunded orders', 'share of refunded orders', 'percentage of orders with a refund', 'share of orders with a refund', 'percentage of orders refunded', 'refunded order rate', 'refunded orders rate'],
      ar: ['نسبة الطلبات المستردة', 'نسبة الطلبات اللي فيها استرداد', 'نسبة الطلبات المسترجعة فلوسها'],
    },
  },
  {
    key: 'cancel_rate', lowerIsBetter: true, format: 'percent', table: 'orders', ratio: true,
    sql: 'count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)::numeric / nullif(count(*), 0)',
    label: { en: 'cancellation rate', ar: 'نسبة الإلغاء' },
    synonyms: { en: ['cancellation rate', 'cancel rate', 'order cancellation rate', 'cancelled rate', 'percentage of cancelled orders', 'share of cancelled orders', 'cancelled percentage'], ar: ['نسبة الالغاء', 'معدل الالغاء', 'نسبة الطلبات الملغية', 'نسبة الطلبات الملغاة', 'نسبة الالغاءات', 'معدل الغاء الطلبات'] },
  },
  {
    // Of all shipments of the period, the share that arrived (or is still out) after the day it was due.
    key: 'late_rate', lowerIsBetter: true, format: 'percent', table: 'shipments', ratio: true,
    sql: `count(*) FILTER (WHERE ${late})::numeric / nullif(count(*), 0)`,
    label: { en: 'late delivery rate', ar: 'نسبة التأخير' },
    synonyms: { en: ['late most often', 'most often late', 'is late most often', 'delivered late most often', 'late rate', 'late delivery rate', 'late shipment rate', 'late shipments rate', 'delay rate', 'percentage of late shipments', 'share of late shipments'], ar: ['نسبة الشحنات المتاخرة', 'نسبة التاخير', 'معدل التاخير', 'نسبة التوصيل المتاخر', 'نسبة الطلبات المتاخرة',
        // "كم نسبة الطلبات اللي وصلت متأخرة هالشهر": the rate (it was the delivered parcels, the late ones beside).
        'نسبة الطلبات اللي وصلت متاخرة', 'نسبة الشحنات اللي وصلت متاخرة', 'نسبة الطلبات اللي تاخرت', 'نسبة الشحنات اللي تاخرت', 'نسبة الطلبات التي وصلت متاخرة', 'نسبة الشحنات التي وصلت متاخرة'] },
  },
  {
    key: 'on_time_rate', format: 'percent', table: 'shipments', ratio: true,
    sql: `1 - count(*) FILTER (WHERE ${late})::numeric / nullif(count(*), 0)`,
    label: { en: 'on-time delivery rate', ar: 'نسبة التوصيل في الموعد' },
    synonyms: { en: ['on-time delivery rate', 'on time delivery rate', 'on-time rate', 'on time rate', 'on-time delivery', 'on time deliveries', 'delivered on time', 'arrive on time', 'arrived on time', 'arrives on time', 'delivered on schedule'], ar: ['نسبة التوصيل في الموعد', 'نسبة التوصيل بالوقت', 'نسبة التوصيل في الوقت', 'نسبة التوصيل في الوقت المحدد', 'التوصيل في الوقت المحدد', 'نسبة الالتزام بموعد التوصيل', 'الالتزام بموعد التوصيل', 'التوصيل في الموعد', 'نسبة الالتزام بالموعد', 'وصلت في موعدها', 'وصلت بموعدها', 'وصلت في الوقت', 'الشحنات التي وصلت في موعدها', 'نسبة الشحنات التي وصلت في موعدها', 'توصل بوقتها', 'وصلت بوقتها', 'توصل في وقتها', 'وصلت في وقتها', 'توصل بالوقت', 'توصل في موعدها',
      // "نسبة الشحنات اللي وصلت بوقتها": on time (it was the parcels delivered, "الشحنات اللي وصلت").
      'الشحنات اللي وصلت بوقتها', 'الشحنات اللي وصلت في وقتها', 'الشحنات اللي وصلت في موعدها', 'الشحنات اللي وصلت بالوقت', 'الطلبات اللي وصلت بوقتها', 'الطلبات اللي وصلت في وقتها', 'الطلبات اللي وصلت في موعدها'] },
  },
  {
    key: 'payments', format: 'money', table: 'payments', sql: `coalesce(sum(pm.amount) FILTER (WHERE pm.status = 'paid'), 0)`,
    label: { en: 'payments received', ar: 'المدفوعات المستلمة' },
    synonyms: { en: ['payments received', 'payments', 'money collected', 'collected', 'cash collected'], ar: ['المدفوعات', 'المدفوعات المستلمة', 'المبالغ المحصلة', 'التحصيل', 'الدفعات'] },
  },
  {
    // "Subscription revenue": what subscribers paid (the store's whole sales were shown).
    key: 'subscription_revenue', format: 'money', table: 'payments', sql: `coalesce(sum(pm.amount) FILTER (WHERE pm.status = 'paid' AND pm.subscription_id IS NOT NULL), 0)`,
    label: { en: 'subscription revenue', ar: 'إيرادات الاشتراكات' },
    synonyms: { en: ['subscription revenue', 'subscription payments', 'revenue from subscriptions', 'subscription income', 'subscriptions revenue', 'money from subscriptions', 'subscription sales'], ar: ['ايرادات الاشتراكات', 'مدفوعات الاشتراكات', 'دخل الاشتراكات', 'مبيعات الاشتراكات', 'ايراد الاشتراكات'] },
  },
  {
    // Payment attempts of any outcome: "how many payments failed" counts them by status.
    key: 'payment_count', format: 'count', table: 'payments', sql: 'count(*)',
    label: { en: 'payments', ar: 'عمليات الدفع' },
    synonyms: { en: ['how many payments', 'number of payments', 'payment count', 'payment attempts', 'count of payments'], ar: ['كم عملية دفع', 'عدد عمليات الدفع', 'عدد المدفوعات', 'كم دفعة', 'عمليات الدفع'] },
  },
  {
    // What payment attempts of any outcome came to: "how much did failed payments add up to", "payment amount by status".
    key: 'payment_amount', format: 'money', table: 'payments', sql: 'coalesce(sum(pm.amount), 0)',
    label: { en: 'payment amount', ar: 'مبلغ عمليات الدفع' },
    synonyms: { en: ['payment amount', 'payments amount', 'amount of payments', 'value of payments', 'payments value', 'payment value', 'payment amounts'], ar: ['مبلغ الدفعات', 'مبالغ الدفعات', 'قيمة الدفعات', 'قيمة المدفوعات', 'مبلغ المدفوعات', 'مبالغ المدفوعات', 'مبلغ عمليات الدفع'] },
  },
  {
    // Of the payment attempts, the share that went through ("payment success rate").
    key: 'payment_success_rate', format: 'percent', table: 'payments', ratio: true,
    sql: `count(*) FILTER (WHERE pm.status = 'paid')::numeric / nullif(count(*), 0)`,
    label: { en: 'payment success rate', ar: 'نسبة نجاح الدفع' },
    synonyms: { en: ['payments succeeded', 'of payments succeeded', 'payments went through', 'success rate of payments', 'payment success', 'successful payments rate', 'payment success rate', 'successful payment rate', 'payment approval rate', 'share of successful payments', 'percentage of successful payments', 'approval rate'], ar: ['نسبة نجاح الدفع', 'معدل نجاح الدفع', 'نسبة الدفعات الناجحة', 'نسبة المدفوعات الناجحة', 'نسبة نجاح المدفوعات'] },
  },
  {
    // Of the payment attempts, the share that failed ("payment failure rate by method").
    key: 'payment_failure_rate', lowerIsBetter: true, format: 'percent', table: 'payments', ratio: true,
    sql: `count(*) FILTER (WHERE pm.status = 'failed')::numeric / nullif(count(*), 0)`,
    label: { en: 'payment failure rate', ar: 'نسبة فشل الدفع' },
    synonyms: { en: ['payment failure rate', 'failed payment rate', 'payment failures rate', 'share of failed payments', 'percentage of failed payments', 'how often payments fail', 'failure rate'], ar: ['نسبة فشل الدفع', 'نسبه فشل الدفع', 'معدل فشل الدفع', 'نسبة الدفعات الفاشلة', 'نسبة المدفوعات الفاشلة', 'نسبة فشل المدفوعات', 'نسبة فشل', 'نسبة الفشل', 'معدل الفشل', 'معدل فشل'] },
  },
  {
    // (Last, so the lists of what can be asked keep the everyday measures first.)
    // The orders that hold both products of a pair (read on product_pairs, whose rows are pairs of an order's lines).
    key: 'orders_together', format: 'count', table: 'product_pairs', overlaps: true, sql: 'count(DISTINCT pp.order_id) FILTER (WHERE pp.cancelled_at IS NULL)',
    label: { en: 'orders together', ar: 'الطلبات المشتركة' },
    synonyms: {
      en: ['bought together', 'buy together', 'buys together', 'purchase together', 'order together', 'frequently bought together', 'often bought together', 'usually bought together', 'commonly bought together', 'ordered together', 'purchased together', 'sold together', 'sell together', 'sells together', 'go together', 'goes together', 'goes with', 'goes well with', 'go well with', 'bought with', 'buy with', 'buy along with', 'bought along with', 'bought alongside', 'ordered with', 'purchased with', 'also bought', 'also buy', 'basket analysis', 'market basket', 'cross sell', 'cross-sell', 'cross selling'],
      ar: ['تنباع مع بعض', 'ينباعون مع بعض', 'تنباع مع', 'ينباع مع', 'تنشري مع بعض', 'تنشري مع', 'ينشري مع', 'تنطلب مع بعض', 'تنطلب مع', 'ينطلب مع', 'انطلب مع', 'انطلبت مع', 'اتطلب مع', 'انباع مع', 'انباعت مع', 'انشري مع', 'انشرت مع', 'طلبوه مع', 'طلبوها مع', 'اشتروه مع', 'اشتروها مع', 'يشترونها مع', 'يشترونه مع', 'يطلبونها مع', 'يطلبونه مع', 'يشترون معه', 'يشترون معها', 'يشترون مع', 'يطلبون مع', 'يطلبون معه', 'يطلبون معها', 'يشتري معه', 'يشتري معها', 'يشترونها مع بعض', 'تشتري مع بعض', 'مع بعض', 'مع بعضها', 'تباع معا', 'تباع مع', 'يباع مع', 'تشترى معا', 'يشترى مع'],
    },
  },
];
