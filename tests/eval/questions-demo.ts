import { NOW_SQL } from './gold-sql.ts';
/**
 * Questions over the demo store with hand-written gold SQL (store 1, timezone Asia/Riyadh, "now" 2026-11-22 06:00
 * local). Periods are written out by hand as local dates; metrics as plain SQL over the warehouse tables.
 */
export interface Case {
  id: string; category: string; dataset: string; ask: string[]; gold: string; lang: 'en' | 'ar';
  /** An order lookup outside the lookup category: compared by order number, status and total. */
  lookup?: boolean;
}

const TZ = `'Asia/Riyadh'`;
/** A row's season as the answer keys it: northern seasons by month, winter from December. */
export const seasonOf = (time: string) => `CASE WHEN extract(month FROM ${time}) IN (12, 1, 2) THEN 'winter' WHEN extract(month FROM ${time}) IN (3, 4, 5) THEN 'spring' WHEN extract(month FROM ${time}) IN (6, 7, 8) THEN 'summer' ELSE 'autumn' END`;
/** A bucket's first day, as the answer keys it: the demo store's weeks start on Sunday (it is paid in riyals). */
export const bucketOf = (grain: string, local: string) =>
  grain === 'week' ? `(date_trunc('week', ${local} + interval '1 day') - interval '1 day')` : `date_trunc('${grain}', ${local})`;
const span = (col: string, from: string, to: string) => `${col} >= timestamp '${from}' AT TIME ZONE ${TZ} AND ${col} < timestamp '${to}' AT TIME ZONE ${TZ}`;

const PERIODS: { en: string; ar: string; from: string; to: string }[] = [
  { en: 'today', ar: 'اليوم', from: '2026-11-22', to: '2026-11-23' },
  { en: 'yesterday', ar: 'أمس', from: '2026-11-21', to: '2026-11-22' },
  // The demo store is paid in riyals: its week runs Sunday to Saturday, and the evaluation's today is a Sunday.
  { en: 'this week', ar: 'هذا الأسبوع', from: '2026-11-22', to: '2026-11-29' },
  { en: 'last week', ar: 'الأسبوع الماضي', from: '2026-11-15', to: '2026-11-22' },
  { en: 'this month', ar: 'هالشهر', from: '2026-11-01', to: '2026-12-01' },
  { en: 'last month', ar: 'الشهر اللي فات', from: '2026-10-01', to: '2026-11-01' },
  { en: 'in the last 30 days', ar: 'آخر ٣٠ يوم', from: '2026-10-24', to: '2026-11-23' },
  { en: 'last 7 days', ar: 'آخر 7 أيام', from: '2026-11-16', to: '2026-11-23' },
  { en: 'this year', ar: 'هذه السنة', from: '2026-01-01', to: '2027-01-01' },
  { en: 'last year', ar: 'السنة الماضية', from: '2025-01-01', to: '2026-01-01' },
  { en: 'year to date', ar: 'منذ بداية السنة', from: '2026-01-01', to: '2026-11-23' },
  { en: 'in Q3 2025', ar: 'في الربع الثالث ٢٠٢٥', from: '2025-07-01', to: '2025-10-01' },
  { en: 'in March 2026', ar: 'في مارس ٢٠٢٦', from: '2026-03-01', to: '2026-04-01' },
  { en: 'between March and June', ar: 'بين مارس ويونيو', from: '2026-03-01', to: '2026-07-01' },
  { en: 'in 2025', ar: 'في ٢٠٢٥', from: '2025-01-01', to: '2026-01-01' },
  { en: 'last quarter', ar: 'الربع الماضي', from: '2026-07-01', to: '2026-10-01' },
  { en: 'in September', ar: 'في سبتمبر', from: '2026-09-01', to: '2026-10-01' },
];

/** Metric → words and a gold SELECT for a period (from/to local dates). */
const METRICS: { key: string; en: string; ar: string; gold: (from: string, to: string) => string }[] = [
  { key: 'sales', en: 'What were sales', ar: 'كم المبيعات', gold: (f, t) => `SELECT coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'orders', en: 'How many orders did we get', ar: 'كم طلب جانا', gold: (f, t) => `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'aov', en: 'What was the average order value', ar: 'متوسط قيمة الطلب', gold: (f, t) => `SELECT avg(total) FILTER (WHERE cancelled_at IS NULL) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'net', en: 'net sales', ar: 'صافي المبيعات', gold: (f, t) => `SELECT coalesce(sum(total - refunded_total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'discounts', en: 'total discounts', ar: 'الخصومات', gold: (f, t) => `SELECT coalesce(sum(discount_total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'customers', en: 'how many customers bought', ar: 'كم عميل اشترى', gold: (f, t) => `SELECT count(DISTINCT customer_id) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'units', en: 'units sold', ar: 'كم قطعة بعنا', gold: (f, t) => `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', f, t)}` },
  { key: 'refunds', en: 'how much did we refund', ar: 'المبالغ المستردة', gold: (f, t) => `SELECT coalesce(sum(amount), 0) FROM warehouse.refunds WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'carts', en: 'abandoned carts', ar: 'السلات المتروكة', gold: (f, t) => `SELECT count(*) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'shipments', en: 'how many shipments', ar: 'كم شحنة', gold: (f, t) => `SELECT count(*) FROM warehouse.shipments WHERE store_id = 1 AND ${span('shipped_at', f, t)}` },
  { key: 'cancelled', en: 'cancelled orders', ar: 'الطلبات الملغاة', gold: (f, t) => `SELECT count(*) FILTER (WHERE cancelled_at IS NOT NULL) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', f, t)}` },
  { key: 'returns', en: 'returns', ar: 'المرتجعات', gold: (f, t) => `SELECT count(*) FROM warehouse.returns WHERE store_id = 1 AND ${span('created_at', f, t)}` },
];

export function demoCases(): Case[] {
  const cases: Case[] = [];
  // Totals over periods: every metric over a spread of periods, alternating English and Arabic.
  METRICS.forEach((m, i) => {
    PERIODS.forEach((p, j) => {
      if ((i + j) % 2 !== 0) return;
      const ar = (i + j) % 4 === 0;
      cases.push({
        id: `total-${m.key}-${j}`, category: ar ? 'arabic' : j < 11 ? 'periods' : 'totals', dataset: 'demo', lang: ar ? 'ar' : 'en',
        ask: [ar ? `${m.ar} ${p.ar}؟` : `${m.en} ${p.en}?`], gold: m.gold(p.from, p.to),
      });
    });
  });
  cases.push(
    { id: 'total-all-time', category: 'totals', dataset: 'demo', lang: 'en', ask: ['total sales'], gold: `SELECT coalesce(sum(total) FILTER (WHERE cancelled_at IS NULL), 0) FROM warehouse.orders WHERE store_id = 1` },
    { id: 'total-all-orders-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم عدد الطلبات؟'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1` },
    { id: 'mrr', category: 'totals', dataset: 'demo', lang: 'en', ask: ['what is our MRR?'], gold: `SELECT sum(CASE billing_interval WHEN 'year' THEN amount / 12 ELSE amount END) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'` },
    { id: 'arr', category: 'totals', dataset: 'demo', lang: 'en', ask: ['annual recurring revenue'], gold: `SELECT 12 * sum(CASE billing_interval WHEN 'year' THEN amount / 12 ELSE amount END) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'` },
    { id: 'active-subs-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم عدد الاشتراكات النشطة؟'], gold: `SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'` },
    { id: 'churn', category: 'totals', dataset: 'demo', lang: 'en', ask: ['churned subscriptions this year'], gold: `SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND cancelled_at IS NOT NULL AND ${span('cancelled_at', '2026-01-01', '2027-01-01')}` },
    { id: 'recovery', category: 'totals', dataset: 'demo', lang: 'en', ask: ['abandoned cart recovery rate last year'], gold: `SELECT count(*) FILTER (WHERE recovered_at IS NOT NULL)::numeric / count(*) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${span('created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'cart-value-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['قيمة السلات المتروكة السنة الماضية'], gold: `SELECT sum(value) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${span('created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'refund-rate', category: 'totals', dataset: 'demo', lang: 'en', ask: ['refund rate in 2025'], gold: `SELECT sum(refunded_total) FILTER (WHERE cancelled_at IS NULL) / sum(total) FILTER (WHERE cancelled_at IS NULL) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'return-rate', category: 'totals', dataset: 'demo', lang: 'en', ask: ['what is the return rate this year?'], gold: `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns r WHERE r.store_id = o.store_id AND r.order_id = o.id))::numeric / count(*) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'delivery-days', category: 'totals', dataset: 'demo', lang: 'en', ask: ['average delivery time last month'], gold: `SELECT avg(extract(epoch FROM delivered_at - shipped_at) / 86400) FROM warehouse.shipments WHERE store_id = 1 AND delivered_at IS NOT NULL AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'profit', category: 'totals', dataset: 'demo', lang: 'en', ask: ['profit in 2025'], gold: `SELECT sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL AND ${span('o.created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'profit-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم ربحنا هذه السنة؟'], gold: `SELECT sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'new-customers', category: 'totals', dataset: 'demo', lang: 'en', ask: ['new customers this year'], gold: `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} AND NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)` },
    { id: 'returning-customers', category: 'totals', dataset: 'demo', lang: 'en', ask: ['returning customers last month'], gold: `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)` },
    { id: 'new-customers-by-country', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['new customers by country in 2025'], gold: `SELECT country, count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2025-01-01', '2026-01-01')} AND NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at) GROUP BY 1` },
    { id: 'returning-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم عدد العملاء العائدين هذه السنة؟'], gold: `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)` },
    { id: 'two-tables', category: 'totals', dataset: 'demo', lang: 'en', ask: ['orders and refunds last month'], gold: `SELECT (SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')}), (SELECT coalesce(sum(amount), 0) FROM warehouse.refunds WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')})` },
    { id: 'two-tables-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم الطلبات والسلات المتروكة الشهر الماضي'], gold: `SELECT (SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')}), (SELECT count(*) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')})` },
    // Churn rate: subscriptions cancelled in the period out of those active when it began (last month by default).
    ...([['what is our churn rate?', '2026-10-01', '2026-11-01', 'en', 'totals'], ['ما هو معدل التسرب هذه السنة؟', '2026-01-01', '2027-01-01', 'ar', 'arabic']] as const).map(([q, from, to, lang, category], i) => ({
      id: `churn-rate-${i}`, category, dataset: 'demo', lang, ask: [q],
      gold: `SELECT (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '${from}' AT TIME ZONE ${TZ} AND ${span('cancelled_at', from, to)})::numeric
               / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '${from}' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '${from}' AT TIME ZONE ${TZ}, false))`,
    } as Case)),
    { id: 'churn-rate-plan', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['churn rate by plan this year'], gold: `SELECT plan, count(*) FILTER (WHERE ${span('cancelled_at', '2026-01-01', '2027-01-01')})::numeric / count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2026-01-01' AT TIME ZONE ${TZ}, false) GROUP BY plan` },
    // Metrics of different tables over the same buckets or groups.
    ...([['orders and refunds by month this year', 'en', 'grouping'], ['الطلبات والمبالغ المستردة حسب الشهر هذه السنة', 'ar', 'arabic']] as const).map(([q, lang, category], i) => ({
      id: `two-tables-month-${i}`, category, dataset: 'demo', lang, ask: [q],
      gold: `SELECT m::date::text, coalesce(o.n, 0), coalesce(r.s, 0)
               FROM (SELECT date_trunc('month', created_at AT TIME ZONE ${TZ}) AS m, count(*) AS n FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} GROUP BY 1) o
               FULL JOIN (SELECT date_trunc('month', created_at AT TIME ZONE ${TZ}) AS m, sum(amount) AS s FROM warehouse.refunds WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} GROUP BY 1) r USING (m)`,
    } as Case)),
    { id: 'two-tables-category', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['sales and returns by category last year'],
      gold: `SELECT category, coalesce(s.v, 0), coalesce(r.n, 0)
               FROM (SELECT l.category, sum(l.total) FILTER (WHERE o.cancelled_at IS NULL) AS v FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1) s
               FULL JOIN (SELECT p.category, count(*) AS n FROM warehouse.returns rt LEFT JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id WHERE rt.store_id = 1 AND ${span('rt.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1) r USING (category)` },
    { id: 'late', category: 'totals', dataset: 'demo', lang: 'en', ask: ['how many late shipments last month?'], gold: `SELECT count(*) FROM warehouse.shipments WHERE store_id = 1 AND status IS DISTINCT FROM 'returned' AND (coalesce(delivered_at, ${NOW_SQL}) AT TIME ZONE 'Asia/Riyadh')::date > (estimated_delivery_at AT TIME ZONE 'Asia/Riyadh')::date AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'late-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم الشحنات المتأخرة الشهر الماضي؟'], gold: `SELECT count(*) FROM warehouse.shipments WHERE store_id = 1 AND status IS DISTINCT FROM 'returned' AND (coalesce(delivered_at, ${NOW_SQL}) AT TIME ZONE 'Asia/Riyadh')::date > (estimated_delivery_at AT TIME ZONE 'Asia/Riyadh')::date AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
  );

  // Grouping by a dimension.
  const sales = `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
  const lineSales = `coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
  const lines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id`;
  const GROUPS: { en: string; ar: string; col: string; lines?: boolean }[] = [
    { en: 'city', ar: 'المدينة', col: 'o.city' }, { en: 'country', ar: 'الدولة', col: 'o.country' },
    { en: 'channel', ar: 'القناة', col: 'o.channel' }, { en: 'payment method', ar: 'طريقة الدفع', col: 'o.payment_method' },
    { en: 'region', ar: 'المنطقة', col: 'o.region' }, { en: 'ship mode', ar: 'طريقة الشحن', col: 'o.ship_mode' },
    { en: 'category', ar: 'الفئة', col: 'l.category', lines: true }, { en: 'product', ar: 'المنتج', col: 'l.title', lines: true },
    { en: 'vendor', ar: 'المورد', col: 'l.vendor', lines: true }, { en: 'status', ar: 'الحالة', col: 'o.status' },
  ];
  const periodsForGroups = [PERIODS[8], PERIODS[9], PERIODS[5], PERIODS[14], PERIODS[11]];
  GROUPS.forEach((g, i) => {
    periodsForGroups.forEach((p, j) => {
      const ar = (i + j) % 3 === 0;
      const metric = j % 2 === 0 ? 'sales' : 'orders';
      const expr = metric === 'sales' ? (g.lines ? lineSales : sales) : g.lines ? 'count(DISTINCT l.order_id)' : 'count(*)';
      const from = g.lines ? lines : 'warehouse.orders o';
      const store = g.lines ? 'l.store_id' : 'o.store_id';
      const words = ar ? `${metric === 'sales' ? 'المبيعات' : 'الطلبات'} حسب ${g.ar} ${p.ar}` : `${metric} by ${g.en} ${p.en}`;
      cases.push({
        id: `group-${metric}-${g.en}-${j}`, category: ar ? 'arabic' : 'grouping', dataset: 'demo', lang: ar ? 'ar' : 'en', ask: [words],
        gold: `SELECT ${g.col}, ${expr} FROM ${from} WHERE ${store} = 1 AND ${span('o.created_at', p.from, p.to)} GROUP BY 1`,
      });
    });
  });
  cases.push(
    { id: 'group-carrier', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['shipments by carrier last month'], gold: `SELECT carrier, count(*) FROM warehouse.shipments WHERE store_id = 1 AND ${span('shipped_at', '2026-10-01', '2026-11-01')} GROUP BY 1` },
    { id: 'group-shipment-status', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['shipments by status this month'], gold: `SELECT status, count(*) FROM warehouse.shipments WHERE store_id = 1 AND ${span('shipped_at', '2026-11-01', '2026-12-01')} GROUP BY 1` },
    { id: 'group-carrier-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['الشحنات حسب شركة الشحن هذه السنة'], gold: `SELECT carrier, count(*) FROM warehouse.shipments WHERE store_id = 1 AND ${span('shipped_at', '2026-01-01', '2027-01-01')} GROUP BY 1` },
    { id: 'group-returns-reason', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['returns by reason in 2025'], gold: `SELECT reason, count(*) FROM warehouse.returns WHERE store_id = 1 AND ${span('created_at', '2025-01-01', '2026-01-01')} GROUP BY 1` },
    { id: 'group-units-category', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['units sold by category last year'], gold: `SELECT l.category, sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${lines} WHERE l.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1` },
    { id: 'group-aov-channel', category: 'grouping', dataset: 'demo', lang: 'en', ask: ['average order value by channel this year'], gold: `SELECT channel, avg(total) FILTER (WHERE cancelled_at IS NULL) FROM warehouse.orders WHERE store_id = 1 AND ${span('created_at', '2026-01-01', '2027-01-01')} GROUP BY 1` },
    { id: 'filter-riyadh', category: 'filters', dataset: 'demo', lang: 'en', ask: ['sales in Riyadh last month'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND city = 'Riyadh' AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'filter-riyadh-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم بعنا في الرياض الشهر الماضي؟'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND city = 'Riyadh' AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'filter-jeddah-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['طلبات جدة هذه السنة'], gold: `SELECT count(*) FROM warehouse.orders o WHERE store_id = 1 AND city = 'Jeddah' AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-fragrance', category: 'filters', dataset: 'demo', lang: 'en', ask: ['sales for Perfumes & Oud this year'], gold: `SELECT ${lineSales} FROM ${lines} WHERE l.store_id = 1 AND l.category = 'Perfumes & Oud' AND ${span('o.created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-mobile', category: 'filters', dataset: 'demo', lang: 'en', ask: ['orders from whatsapp last quarter'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND channel = 'whatsapp' AND ${span('created_at', '2026-07-01', '2026-10-01')}` },
    { id: 'filter-uae', category: 'filters', dataset: 'demo', lang: 'en', ask: ['sales in the UAE in 2025'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND country = 'AE' AND ${span('created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'filter-uae-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['مبيعات الامارات في ٢٠٢٥'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND country = 'AE' AND ${span('created_at', '2025-01-01', '2026-01-01')}` },
    { id: 'filter-cod', category: 'filters', dataset: 'demo', lang: 'en', ask: ['orders paid with cash on delivery this year'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND payment_method = 'cash_on_delivery' AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-exclude', category: 'filters', dataset: 'demo', lang: 'en', ask: ['sales excluding Riyadh this year'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND (city IS NULL OR city <> 'Riyadh') AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-two-cities', category: 'filters', dataset: 'demo', lang: 'en', ask: ['orders in Riyadh and Dubai last year by city'], gold: `SELECT city, count(*) FROM warehouse.orders WHERE store_id = 1 AND city IN ('Riyadh', 'Dubai') AND ${span('created_at', '2025-01-01', '2026-01-01')} GROUP BY 1` },
    // The words answers display for stored codes, asked back as filters.
    { id: 'filter-shown-pos', category: 'filters', dataset: 'demo', lang: 'en', ask: ['orders at the point of sale last month'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND channel = 'pos' AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'filter-shown-ar-pos', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['مبيعات نقاط البيع هذه السنة'], gold: `SELECT ${sales} FROM warehouse.orders o WHERE store_id = 1 AND channel = 'pos' AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-shown-ar-online', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['كم طلب من المتجر الإلكتروني الشهر الماضي؟'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND channel = 'online_store' AND ${span('created_at', '2026-10-01', '2026-11-01')}` },
    { id: 'filter-shown-ar-partial', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['عدد الطلبات مسترد جزئياً هذه السنة'], gold: `SELECT count(*) FROM warehouse.orders WHERE store_id = 1 AND status = 'partially_refunded' AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-aramex', category: 'filters', dataset: 'demo', lang: 'en', ask: ['late shipments with Aramex this year'], gold: `SELECT count(*) FROM warehouse.shipments WHERE store_id = 1 AND carrier = 'Aramex' AND status IS DISTINCT FROM 'returned' AND (coalesce(delivered_at, ${NOW_SQL}) AT TIME ZONE 'Asia/Riyadh')::date > (estimated_delivery_at AT TIME ZONE 'Asia/Riyadh')::date AND ${span('created_at', '2026-01-01', '2027-01-01')}` },
    { id: 'filter-product-by-city', category: 'filters', dataset: 'demo', lang: 'en', ask: ['Classic Abaya - Black sales by city in 2025'], gold: `SELECT o.city, ${lineSales} FROM ${lines} WHERE l.store_id = 1 AND l.title = 'Classic Abaya - Black' AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1` },
  );

  // Top and bottom N.
  const top = (n: number, col: string, expr: string, from: string, store: string, f: string, t: string, dir = 'DESC') =>
    `SELECT ${col}, ${expr} FROM ${from} WHERE ${store} = 1 AND ${span('o.created_at', f, t)} GROUP BY 1 ORDER BY 2 ${dir}, 1 LIMIT ${n}`;
  cases.push(
    { id: 'top5-products', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['top 5 products by sales this year'], gold: top(5, 'l.title', lineSales, lines, 'l.store_id', '2026-01-01', '2027-01-01') },
    { id: 'top3-cities', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['top 3 cities by orders last year'], gold: top(3, 'o.city', 'count(*)', 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'bottom3-products', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['worst 3 products by units sold in 2025'], gold: top(3, 'l.title', 'sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)', lines, 'l.store_id', '2025-01-01', '2026-01-01', 'ASC') },
    { id: 'best-product', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['what was the best selling product last month?'], gold: top(1, 'l.title', lineSales, lines, 'l.store_id', '2026-10-01', '2026-11-01') },
    { id: 'top-categories', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['top 2 categories by revenue in Q3 2025'], gold: top(2, 'l.category', lineSales, lines, 'l.store_id', '2025-07-01', '2025-10-01') },
    { id: 'top5-customers', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['top 5 customers by sales this year'], gold: `SELECT CASE WHEN count(*) OVER (PARTITION BY t.name) > 1 AND t.email <> t.name THEN t.name || ' (' || t.email || ')' ELSE t.name END, t.sales FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${sales} AS sales FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY c.id, c.first_name, c.last_name, c.email ORDER BY sales DESC, name LIMIT 5) t` },
    { id: 'top5-products-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['أفضل ٥ منتجات مبيعاً هذه السنة'], gold: top(5, 'l.title', lineSales, lines, 'l.store_id', '2026-01-01', '2027-01-01') },
    { id: 'top-city-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['وش أكثر مدينة طلبات السنة الماضية؟'], gold: top(1, 'o.city', 'count(*)', 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'top3-vendors-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['أعلى 3 موردين حسب المبيعات في ٢٠٢٥'], gold: top(3, 'l.vendor', lineSales, lines, 'l.store_id', '2025-01-01', '2026-01-01') },
    { id: 'top10-products', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['best sellers last quarter'], gold: top(10, 'l.title', lineSales, lines, 'l.store_id', '2026-07-01', '2026-10-01') },
    { id: 'top3-channels-aov', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['top 3 channels by orders this month'], gold: top(3, 'o.channel', 'count(*)', 'warehouse.orders o', 'o.store_id', '2026-11-01', '2026-12-01') },
    { id: 'lowest-cat', category: 'top-n', dataset: 'demo', lang: 'en', ask: ['which category had the lowest sales last year?'], gold: top(1, 'l.category', lineSales, lines, 'l.store_id', '2025-01-01', '2026-01-01', 'ASC') },
  );

  // Share of total.
  const share = (col: string, expr: string, from: string, store: string, f: string, t: string) =>
    `SELECT ${col}, ${expr}, ${expr}::numeric / sum(${expr}) OVER () FROM ${from} WHERE ${store} = 1 AND ${span('o.created_at', f, t)} GROUP BY 1`;
  cases.push(
    { id: 'share-channel', category: 'share', dataset: 'demo', lang: 'en', ask: ['share of sales by channel last year'], gold: share('o.channel', sales, 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'share-category', category: 'share', dataset: 'demo', lang: 'en', ask: ['what percentage of sales came from each category this year?'], gold: share('l.category', lineSales, lines, 'l.store_id', '2026-01-01', '2027-01-01') },
    { id: 'share-country', category: 'share', dataset: 'demo', lang: 'en', ask: ['breakdown of orders by country in 2025'], gold: share('o.country', 'count(*)', 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'share-payment-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['نسبة الطلبات حسب طريقة الدفع هذه السنة'], gold: share('o.payment_method', 'count(*)', 'warehouse.orders o', 'o.store_id', '2026-01-01', '2027-01-01') },
    { id: 'share-city-ar', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['حصة كل مدينة من المبيعات السنة الماضية'], gold: share('o.city', sales, 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'share-vendor', category: 'share', dataset: 'demo', lang: 'en', ask: ['sales split by vendor last quarter'], gold: share('l.vendor', lineSales, lines, 'l.store_id', '2026-07-01', '2026-10-01') },
  );

  // Trends over time.
  const series = (grain: string, expr: string, from: string, store: string, f: string, t: string) =>
    `SELECT to_char(${bucketOf(grain, `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${expr} FROM ${from} WHERE ${store} = 1 AND ${span('o.created_at', f, t)} GROUP BY 1`;
  cases.push(
    { id: 'trend-sales-year', category: 'trend', dataset: 'demo', lang: 'en', ask: ['sales trend this year'], gold: series('month', sales, 'warehouse.orders o', 'o.store_id', '2026-01-01', '2027-01-01') },
    { id: 'trend-orders-month-2025', category: 'trend', dataset: 'demo', lang: 'en', ask: ['orders by month in 2025'], gold: series('month', 'count(*)', 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'trend-daily-last-week', category: 'trend', dataset: 'demo', lang: 'en', ask: ['daily orders last week'], gold: series('day', 'count(*)', 'warehouse.orders o', 'o.store_id', '2026-11-15', '2026-11-22') },
    { id: 'trend-weekly', category: 'trend', dataset: 'demo', lang: 'en', ask: ['weekly sales last quarter'], gold: series('week', sales, 'warehouse.orders o', 'o.store_id', '2026-07-01', '2026-10-01') },
    { id: 'trend-quarterly', category: 'trend', dataset: 'demo', lang: 'en', ask: ['sales by quarter in 2025'], gold: series('quarter', sales, 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
    { id: 'trend-ar-monthly', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['المبيعات الشهرية هذه السنة'], gold: series('month', sales, 'warehouse.orders o', 'o.store_id', '2026-01-01', '2027-01-01') },
    { id: 'trend-ar-daily', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['الطلبات يوميا الأسبوع الماضي'], gold: series('day', 'count(*)', 'warehouse.orders o', 'o.store_id', '2026-11-15', '2026-11-22') },
    { id: 'trend-over-time', category: 'trend', dataset: 'demo', lang: 'en', ask: ['how have orders changed over time in the last 30 days'], gold: series('day', 'count(*)', 'warehouse.orders o', 'o.store_id', '2026-10-24', '2026-11-23') },
    { id: 'trend-units-month', category: 'trend', dataset: 'demo', lang: 'en', ask: ['units sold per month last year'], gold: series('month', 'sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)', lines, 'l.store_id', '2025-01-01', '2026-01-01') },
    { id: 'trend-ar-tatawor', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['تطور المبيعات في ٢٠٢٥'], gold: series('month', sales, 'warehouse.orders o', 'o.store_id', '2025-01-01', '2026-01-01') },
  );

  // Comparisons: current then previous value (the answer adds the change).
  const cmp = (expr: string, cf: string, ct: string, pf: string, pt: string, where = '') =>
    `SELECT ${expr.replace(/FILTER \(WHERE /g, `FILTER (WHERE ${span('o.created_at', cf, ct)} AND `).replace(/count\(\*\)$/, `count(*) FILTER (WHERE ${span('o.created_at', cf, ct)})`)}, ${expr.replace(/FILTER \(WHERE /g, `FILTER (WHERE ${span('o.created_at', pf, pt)} AND `).replace(/count\(\*\)$/, `count(*) FILTER (WHERE ${span('o.created_at', pf, pt)})`)} FROM warehouse.orders o WHERE o.store_id = 1 ${where}`;
  const salesF = `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
  /** Current buckets beside the previous period's buckets moved forward by `shift` (hand-written full join). */
  const bucketCompare = (grain: string, expr: string, cf: string, ct: string, pf: string, pt: string, shift: string) => `
    WITH cur AS (SELECT date_trunc('${grain}', o.created_at AT TIME ZONE ${TZ})::date AS b, ${expr} AS v FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', cf, ct)} GROUP BY 1),
         prev AS (SELECT (date_trunc('${grain}', o.created_at AT TIME ZONE ${TZ}) + interval '${shift}')::date AS b, ${expr} AS v FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', pf, pt)} GROUP BY 1)
    SELECT to_char(coalesce(cur.b, prev.b), 'YYYY-MM-DD'), cur.v, prev.v FROM cur FULL JOIN prev ON cur.b = prev.b`;
  // A period still running (this month, this year; today is 2026-11-22 here) is compared to date: its days so far
  // against the same days of the period before.
  cases.push(
    { id: 'cmp-month', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['sales this month vs last month'], gold: cmp(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23') },
    { id: 'cmp-yoy', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['orders last month compared to the same period last year'], gold: cmp('count(*)', '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01') },
    { id: 'cmp-growth', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['sales growth last month'], gold: cmp(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01') },
    { id: 'cmp-year', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['orders this year vs last year'], gold: cmp('count(*)', '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23') },
    { id: 'cmp-prev-period', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['sales last week vs the previous period'], gold: cmp(salesF, '2026-11-15', '2026-11-22', '2026-11-08', '2026-11-15') },
    { id: 'cmp-q', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['how did sales in Q3 2025 compare to the previous quarter?'], gold: cmp(salesF, '2025-07-01', '2025-10-01', '2025-04-01', '2025-07-01') },
    { id: 'cmp-ar-month', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['المبيعات هالشهر مقارنة بالشهر الماضي'], gold: cmp(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23') },
    { id: 'cmp-ar-yoy', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['الطلبات الشهر الماضي مقارنة مع نفس الفترة من السنة الماضية'], gold: cmp('count(*)', '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01') },
    { id: 'cmp-ar-growth', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['نمو المبيعات في الربع الماضي'], gold: cmp(salesF, '2026-07-01', '2026-10-01', '2026-04-01', '2026-07-01') },
    { id: 'cmp-riyadh', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['sales in Riyadh this year vs last year'], gold: cmp(salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23', `AND o.city = 'Riyadh'`) },
    { id: 'cmp-by-month-yoy', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['sales by month this year vs last year'], gold: bucketCompare('month', salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23', '12 months') },
    { id: 'cmp-daily-prev', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['daily orders last week vs the previous week'], gold: bucketCompare('day', 'count(*)', '2026-11-15', '2026-11-22', '2026-11-08', '2026-11-15', '7 days') },
    { id: 'cmp-ar-monthly-yoy', category: 'arabic', dataset: 'demo', lang: 'ar', ask: ['الطلبات الشهرية هذه السنة مقارنة بالسنة الماضية'], gold: bucketCompare('month', 'count(*)', '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23', '12 months') },
    { id: 'cmp-yoy-word', category: 'comparisons', dataset: 'demo', lang: 'en', ask: ['year over year orders in September'], gold: cmp('count(*)', '2026-09-01', '2026-10-01', '2025-09-01', '2025-10-01') },
  );
  return cases;
}
