import { bucketOf, seasonOf, type Case } from './questions-demo.ts';
import { NOW_SQL, TZ, compare, countF, customerName, ownerCase, sales, salesF, span, stepsGold } from './gold-sql.ts';
import { ordersLateNow, overdueShipment } from './questions-conversations.ts';


/**
 * Questions from a QA session of 2026-11-23 in which two reviewers asked a live demo store some 350 questions as
 * owners would, in English and Arabic (Gulf and Modern Standard), and checked the answers with their own SQL. These
 * are the ones it found answered wrongly, each kept here with its gold (today is 2026-11-22 in the evaluation).
 * Later rounds add theirs the same way: `r2-` (2026-11-24, about 200 questions) and `r3-` (2026-11-25, 638 questions
 * in English, Arabic and over files and databases); `r4-` (2026-11-25) days of the week, month over month, a top N
 * compared, and Mecca and Medina together; `r5-` (2026-11-25, 243 questions in English and Arabic) what that round
 * still found wrong; `r6-` (2026-11-26, 120 questions in English and Arabic) states said after their noun ("carts were
 * abandoned"), "the month before", the same month last year, what people spent, and places that replace places;
 * `r7-` (2026-11-26, 50 everyday questions) the fulfillment status, shipping, the catalog's size, and Ramadan and the
 * Eids by the Umm al-Qura calendar (their dates below are the published ones, not the engine's); `r8-` (2026-11-26)
 * thresholds on each group's total ("products that sold over 100 units", "how many cities had more than 50 orders");
 * `r12-` (2026-11-26) what had no sales or orders ("products with no sales last month", "customers who stopped ordering");
 * `r13-` (2026-11-26, 43 everyday questions) periods since a named one, return reasons, spend per customer;
 * `r14-` (2026-11-26, 28 Gulf Arabic questions) the occasion before, falls and rises in the present tense, costs.
 * `q1-` (2026-11-27, a round on how answers are presented) follow-ups that re-order the rows or change how many are
 * listed, an average per day by month, shipments by their status, "how are sales going".
 * `q2-` (2026-11-27, about 250 everyday and analyst questions) medians and standard deviations, what is bought
 * together, "the past day", first-time buyers counted as people, Arabic verbs of ordering and words that begin with و.
 * `q3-` (2026-11-27, about 90 everyday questions) parcels on their way longer than some days, a customer's lifetime
 * value, subscriptions cancelled said in Gulf Arabic, and who bought or spent the most in a database.
 * `q4-` (2026-11-28, about 1,100 questions by three reviewers) discounts of orders not cancelled, Gulf spellings, spans
 * compared, levels in files. `q5-` (2026-11-28, about 1,280 questions by three reviewers, then a check that the fixes
 * hold when said otherwise) periods named in follow-ups, discount codes, single carts, measures in the conversation's
 * terms, counts said in words, and databases ranked by their money.
 */
const netF = `coalesce(sum(o.total - o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
const orders = (where: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
const shipments = (status: string) => `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = '${status}'`;
const lateShipment = `s.estimated_delivery_at IS NOT NULL AND s.status IS DISTINCT FROM 'returned' AND (coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date`;
const orderLines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id`;
const lineSales = `coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
const thisYear = span('o.created_at', '2026-01-01', '2027-01-01');
const lastMonth = span('o.created_at', '2026-10-01', '2026-11-01');
/** Pairs of different products in one order (each pair once), named in order, by the orders holding both. */
const pairs = (first: string, second: string, where: string, n = 10) => `SELECT least(${first}, ${second}) || ' + ' || greatest(${first}, ${second}), count(DISTINCT a.order_id)
  FROM warehouse.order_lines a JOIN warehouse.order_lines b ON b.store_id = a.store_id AND b.order_id = a.order_id AND a.title < b.title
  JOIN warehouse.orders o ON o.store_id = a.store_id AND o.id = a.order_id
  WHERE a.store_id = 1 AND o.cancelled_at IS NULL AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${n}`;
/** The other products of the orders holding one that matches `where` (on line a), by those orders. */
const boughtWith = (where: string) => `SELECT b.title, count(DISTINCT a.order_id)
  FROM warehouse.order_lines a JOIN warehouse.order_lines b ON b.store_id = a.store_id AND b.order_id = a.order_id AND b.title <> a.title
  JOIN warehouse.orders o ON o.store_id = a.store_id AND o.id = a.order_id
  WHERE a.store_id = 1 AND o.cancelled_at IS NULL AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`;
const medianOrder = 'percentile_cont(0.5) WITHIN GROUP (ORDER BY o.total) FILTER (WHERE o.cancelled_at IS NULL)';
const medianAndAverage = `SELECT ${medianOrder}, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`;
/** A parcel not delivered, returned or lost that went out more than `days` days ago (as the database tells the time). */
const onTheWayFor = (days: number) => `s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.shipped_at < ${NOW_SQL} - interval '${days} days'`;
/** The newest orders (as many as a lookup lists) with such a parcel. */
const ordersStuck = (days: number) => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
  AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = o.store_id AND s.order_id = o.id AND ${onTheWayFor(days)}) ORDER BY o.created_at DESC LIMIT 20`;
const stuckCount = (days: number) => `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${onTheWayFor(days)}`;
const topSpenders = `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
  WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 10`;
const weather = '"store_1"."seattle_weather"';
const stocks = '"store_1"."stocks"';
/** A summary: gross sales, orders, average order value and new customers of the orders `where` keeps. */
const summaryOf = (where: string) => `SELECT ${salesF}, count(*), avg(o.total) FILTER (WHERE o.cancelled_at IS NULL),
  count(DISTINCT o.customer_id) FILTER (WHERE o.created_at = (SELECT min(e.created_at) FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id))
  FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
const chinookTopSpenders = "SELECT c.first_name || ' ' || c.last_name, sum(i.total) AS s FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 ORDER BY s DESC, 1 LIMIT 10";
/** Chinook: each invoice's tracks, averaged within each billing country. */
const tracksPerInvoiceByCountry = `SELECT billing_country, avg(n) FROM (SELECT i.invoice_id, i.billing_country, count(DISTINCT l.track_id) AS n
  FROM invoice i JOIN invoice_line l ON l.invoice_id = i.invoice_id GROUP BY 1, 2) t GROUP BY 1`;
const appleSpread2008 = `SELECT stddev_samp(price) FROM "store_1"."stocks" WHERE symbol = 'AAPL' AND date >= '2008-01-01' AND date < '2009-01-01'`;
const topByMonth = `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), l.title, ${lineSales} FROM ${orderLines}
  WHERE l.store_id = 1 AND ${thisYear} AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY ${lineSales} DESC, 1 LIMIT 3)
  GROUP BY 1, 2`;
const bestBuckets = (grain: string, from: string, to: string, dir: 'ASC' | 'DESC', n: number) => `SELECT to_char(${bucketOf(grain, `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF}
  FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', from, to)} GROUP BY 1 ORDER BY 2 ${dir}, 1 LIMIT ${n}`;
/** Sales per group in two periods, the group whose sales moved most (up: DESC, down: ASC) first. */
const moved = (dim: string, cf: string, ct: string, pf: string, pt: string, dir: 'ASC' | 'DESC') => `SELECT g, cur, prev FROM (
  SELECT ${dim} AS g, coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', cf, ct)}), 0) AS cur,
    coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', pf, pt)}), 0) AS prev
  FROM warehouse.orders o WHERE o.store_id = 1 AND (${span('o.created_at', cf, ct)} OR ${span('o.created_at', pf, pt)}) GROUP BY 1) t
  ORDER BY cur - prev ${dir} LIMIT 1`;
const lines = `warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id`;
const costed = `o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL`;
const profitF = `coalesce(sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${costed}), 0)`;
const margin = `sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE ${costed}) / sum(l.total) FILTER (WHERE ${costed})`;

/**
 * Line sales per group this month so far and in the same days of October, the largest fall first. A group with no
 * lines in a period has no value there (NULL), as the answer shows it; one whose lines were all cancelled has 0.
 */
/**
 * A product's measure in every bucket (day or month) from one day to another, 0 where its lines had none: the bucket's
 * first day and the value, as a series over time lists them.
 */
const everyBucket = (grain: 'day' | 'month', first: string, last: string, value: string, where: string) => `SELECT to_char(b, 'YYYY-MM-DD'),
  (SELECT ${value} FROM ${orderLines} WHERE l.store_id = 1 AND ${where}
    AND o.created_at >= b AT TIME ZONE ${TZ} AND o.created_at < (b + interval '1 ${grain}') AT TIME ZONE ${TZ})
  FROM generate_series(timestamp '${first}', timestamp '${last}', interval '1 ${grain}') b`;
/** Gross sales of every day from one day to another (the last included), 0 where none: a daily series lists them all. */
const everyDay = (value: string, first: string, last: string) => `SELECT to_char(b, 'YYYY-MM-DD'),
  (SELECT ${value} FROM warehouse.orders o WHERE o.store_id = 1 AND o.created_at >= b AT TIME ZONE ${TZ} AND o.created_at < (b + interval '1 day') AT TIME ZONE ${TZ})
  FROM generate_series(timestamp '${first}', timestamp '${last}', interval '1 day') b`;
/** A measure of each month this year over that month's days, November's over the 22 days so far. */
const dailyByMonth = (value: string) => `SELECT to_char(m, 'YYYY-MM-DD'), ${value}::numeric / extract(day FROM least(m + interval '1 month', timestamp '2026-11-23') - m)
  FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}) AS m, o.* FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')}) o GROUP BY m`;
/** New or returning, as an owner counts it: whether the customer had ordered before this order. */
const kindOfCustomer = `CASE WHEN o.customer_id IS NULL THEN 'guest' WHEN EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = o.store_id AND e.customer_id = o.customer_id AND e.created_at < o.created_at) THEN 'returning' ELSE 'new' END`;
const orderLookupOf = (numbers: string) => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.order_number IN (${numbers})`;
/** An order looked up with what it holds, line by line in the answer's words ("2 × Linen Abaya - Beige"; Arabic digits and isolates). */
const orderItems = (number: string, lang: 'en' | 'ar' = 'en') => `SELECT o.order_number, o.status, o.total,
  (SELECT string_agg(${lang === 'ar' ? `translate(l.quantity::text, '0123456789', '٠١٢٣٤٥٦٧٨٩') || ' × ' || chr(8296) || l.title || chr(8297)` : `l.quantity || ' × ' || l.title`}, '${lang === 'ar' ? '، ' : ', '}' ORDER BY l.id) FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id)
  FROM warehouse.orders o WHERE o.store_id = 1 AND o.order_number = '${number}'`;
/**
 * What had no sales (ADR 23): each product (or vendor) of the catalog with no line of a kept order in the period,
 * with its last sale and its units sold before the period's end.
 */
const unsold = (column: string, from: string, to: string, extra = '') => {
  const before = `o.created_at < timestamp '${to}' AT TIME ZONE ${TZ}`;
  return `SELECT p.v,
    (SELECT to_char(max(o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') FROM ${orderLines} WHERE l.store_id = 1 AND l.${column} = p.v AND o.cancelled_at IS NULL AND ${before}),
    (SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.${column} = p.v AND ${before})
    FROM (SELECT DISTINCT ${column} AS v FROM warehouse.products WHERE store_id = 1 AND ${column} IS NOT NULL ${extra}) p
    WHERE NOT EXISTS (SELECT 1 FROM ${orderLines} WHERE l.store_id = 1 AND l.${column} = p.v AND o.cancelled_at IS NULL AND ${span('o.created_at', from, to)})`;
};
/** Customers who had ordered before a period and placed no order in it. */
const lapsedCustomers = (from: string, to: string, extra = '') => `FROM warehouse.customers c WHERE c.store_id = 1 ${extra}
  AND EXISTS (SELECT 1 FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id AND o.created_at < timestamp '${from}' AT TIME ZONE ${TZ})
  AND NOT EXISTS (SELECT 1 FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id AND ${span('o.created_at', from, to)})`;
/**
 * Each group's sales in a period against the one before, ranked by the change (ASC: the largest fall first) with a
 * group absent from a period counted as nothing there; the first n. This month so far against the same days of the
 * month before unless other periods are given.
 */
const fellMost = (group: string, n: number, dir: 'ASC' | 'DESC' = 'ASC', periods: [string, string, string, string] = ['2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23']) => {
  const cur = span('o.created_at', periods[0], periods[1]);
  const prev = span('o.created_at', periods[2], periods[3]);
  const lines = group.startsWith('l.');
  // A group with no rows in a period sold nothing there: 0.
  const inPeriod = (when: string) => `coalesce(sum(${lines ? 'l' : 'o'}.total) FILTER (WHERE o.cancelled_at IS NULL AND ${when}), 0)`;
  return `SELECT g, cur, prev FROM (SELECT ${group} AS g, ${inPeriod(cur)} AS cur, ${inPeriod(prev)} AS prev FROM ${lines ? orderLines : 'warehouse.orders o'}
    WHERE ${lines ? 'l' : 'o'}.store_id = 1 AND (${cur} OR ${prev}) GROUP BY 1) x ORDER BY coalesce(cur, 0) - coalesce(prev, 0) ${dir}, g LIMIT ${n}`;
};
/** Last month against the month before. */
const LAST_MONTH_PAIR: [string, string, string, string] = ['2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01'];
/** A day of the week of an order, as the answer keys it: '1' Monday … '7' Sunday, in the store's timezone. */
const dow = `extract(isodow FROM o.created_at AT TIME ZONE ${TZ})::int`;
/**
 * Each month's sales from `from` (one month before the period, for the first step) with the month before beside it;
 * the month still running (November 2026 on the evaluation's clock) is set against the same days of October (Oct 1 –
 * 22), as "this month vs last month" is.
 */
const steps = (expr: string, table: string, from: string, to: string, shown: string) => stepsGold(expr, table, 'month', from, to, shown, '2026-11-01', ['2026-10-01', '2026-10-23']);
/** The top N product lines of a period by sales, each with its sales in an earlier period (none when it sold nothing then). */
const topCompared = (n: number, cf: string, ct: string, pf: string, pt: string) => `WITH cur AS (SELECT l.title AS t, ${lineSales} AS v FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', cf, ct)} GROUP BY 1),
  prev AS (SELECT l.title AS t, ${lineSales} AS v FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', pf, pt)} GROUP BY 1)
  SELECT cur.t, cur.v, prev.v FROM cur LEFT JOIN prev USING (t) ORDER BY cur.v DESC, cur.t LIMIT ${n}`;

export function auditCases(): Case[] {
  const c = ownerCase;
  return [
    // A running period is compared to date, with the same days before; a named period as named.
    c('this-vs-last-week', 'en', ['sales this week vs last week'], compare(salesF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-16')),
    c('month-vs-same-month', 'en', ['sales this month vs same month last year'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('march-vs-january', 'en', ['compare march vs january sales'], compare(salesF, '2026-03-01', '2026-04-01', '2026-01-01', '2026-02-01')),
    c('march-vs-last-year', 'en', ['march sales vs last year'], compare(salesF, '2026-03-01', '2026-04-01', '2025-03-01', '2025-04-01')),
    c('follow-compare-last-year', 'en', ['orders this year', 'compare with last year'], compare(countF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('ar-compare-last-year', 'ar', ['الطلبات هذه السنة', 'قارنها بالسنة الماضية'], compare(countF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    // Status words of orders and shipments filter, though the store's sampled statuses came from subscriptions.
    c('pending-orders', 'en', ['pending orders'], orders(`o.status = 'pending'`)),
    c('in-transit', 'en', ['shipments in transit'], shipments('in_transit')),
    c('lost', 'en', ['how many shipments are lost'], shipments('lost')),
    c('ar-in-transit', 'ar', ['كم شحنة في الطريق'], shipments('in_transit')),
    c('ar-pending', 'ar', ['الطلبات المعلقة'], orders(`o.status = 'pending'`)),
    // Units sold leave out cancelled orders, like sales.
    c('units-last-month', 'en', ['units sold last month'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // "Gross or net?" answered: the question asked before, with the measure chosen.
    c('clarify-net', 'en', ['how much did we make yesterday', 'net'], `SELECT ${netF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-21', '2026-11-22')}`),
    c('clarify-gross', 'en', ['what was our income last month', 'gross'], sales('2026-10-01', '2026-11-01')),
    c('ar-clarify-net', 'ar', ['كم كسبت الشهر الماضي', 'الصافي'], `SELECT ${netF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // Arabic periods: ranges with "إلى", months by number, the dual.
    c('ar-march-to-june', 'ar', ['المبيعات من مارس إلى يونيو'], sales('2026-03-01', '2026-07-01')),
    c('ar-iso-range', 'ar', ['المبيعات من 2026-03-01 إلى 2026-03-31'], sales('2026-03-01', '2026-04-01')),
    c('ar-month-number-year', 'ar', ['مبيعات شهر ٣ ٢٠٢٦'], sales('2026-03-01', '2026-04-01')),
    c('ar-month-number', 'ar', ['مبيعات شهر ٩'], sales('2026-09-01', '2026-10-01')),
    c('ar-two-years', 'ar', ['المبيعات خلال آخر سنتين'], sales('2024-11-23', '2026-11-23')),
    // Arabic values with the article or a preposition, and Gulf spellings.
    c('ar-whatsapp', 'ar', ['كم طلب جا من الواتساب الشهر اللي فات'], orders(`o.channel = 'whatsapp' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('ar-instagram', 'ar', ['ابغى اعرف مبيعات الانستقرام هالسنة'], sales('2026-01-01', '2027-01-01', `AND o.channel = 'instagram'`)),
    c('ar-mada', 'ar', ['كم طلب دفعوه بمدى هالشهر'], orders(`o.payment_method = 'mada' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('ar-mecca', 'ar', ['مبيعات مكة الشهر الماضي'], sales('2026-10-01', '2026-11-01', `AND o.city = 'Mecca'`)),
    // Typing slips.
    c('typo-orders', 'en', ['ordres today'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('typo-sales-month', 'en', ['salse last mnth'], sales('2026-10-01', '2026-11-01')),
    // Things set side by side, ranked single orders, ranked by a noun that could be a dimension.
    c('versus-cities', 'en', ['orders from dubai vs abu dhabi this year'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Dubai', 'Abu Dhabi') AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('new-vs-returning', 'en', ['new vs returning customers last month'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)),
        count(DISTINCT o.customer_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at))
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('biggest-order', 'en', ['biggest order this month'], `SELECT o.order_number, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    c('top-cities-by-customers', 'en', ['top 3 cities by customers this year'], `SELECT o.city, count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3`),
    // Measures owners asked for that had no name.
    c('items-per-order', 'en', ['average items per order last month'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)::numeric / count(DISTINCT l.order_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('discount-rate', 'en', ['discount rate last month'], `SELECT sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.subtotal) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('new-subscriptions', 'en', ['new subscriptions this year'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.started_at', '2026-01-01', '2027-01-01')}`),
    c('ar-by-day-last-month', 'ar', ['المبيعات حسب اليوم الشهر الماضي'], `SELECT to_char(date_trunc('day', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('last-3-months-by-month', 'en', ['sales in the last 3 months by month'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-09-01', '2026-11-23')} GROUP BY 1`),
    c('return-rate-category', 'en', ['return rate by category last year'], `SELECT l.category, count(DISTINCT l.order_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns r WHERE r.store_id = 1 AND r.order_id = l.order_id AND (r.order_line_id = l.id OR (r.order_line_id IS NULL AND r.product_id = l.product_id))))::numeric / count(DISTINCT l.order_id) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1`),
    c('ar-return-rate', 'ar', ['نسبة الارجاع'], `SELECT count(DISTINCT rt.order_id)::numeric / (SELECT count(*) FROM warehouse.orders WHERE store_id = 1) FROM warehouse.returns rt WHERE rt.store_id = 1`),
    // Second round (2026-11-24): some 200 more questions; the ones answered wrongly or not at all.
    // Margin is a share of sales, not an amount; "my profit" in Arabic is profit.
    c('r2-profit-margin', 'en', ['profit margin last month'], `SELECT ${margin} FROM ${lines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r2-ar-margin', 'ar', ['هامش الربح هذه السنة'], `SELECT ${margin} FROM ${lines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`),
    c('r2-ar-my-profit', 'ar', ['كم ربحي الشهر الماضي'], `SELECT ${profitF} FROM ${lines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r2-ar-istirja-rate', 'ar', ['نسبة الاسترجاع هذه السنة'], `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns r WHERE r.store_id = 1 AND r.order_id = o.id))::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`),
    c('r2-ar-returned', 'ar', ['كم طلب مسترجع الشهر الماضي'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')}`),
    // "Exclude" in Arabic leaves a value out, as "excluding" does.
    c('r2-ar-exclude', 'ar', ['المبيعات هذه السنة باستثناء الرياض'], sales('2026-01-01', '2027-01-01', `AND (o.city IS NULL OR o.city <> 'Riyadh')`)),
    c('r2-ar-exclude-verb', 'ar', ['المبيعات هذه السنة استبعد الرياض'], sales('2026-01-01', '2027-01-01', `AND (o.city IS NULL OR o.city <> 'Riyadh')`)),
    // Follow-ups: the same period last year beside this one, by month, a filter taken off, the chat cleared.
    c('r2-ar-same-period-last-year', 'ar', ['المبيعات هذا الشهر', 'ونفس الفترة السنة الماضية؟'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('r2-same-period-last-year', 'en', ['sales this month', 'and the same period last year?'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('r2-ar-and-by-month', 'ar', ['المبيعات هذه السنة', 'وحسب الشهر'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('r2-remove-filter', 'en', ['sales in Jeddah last month', 'remove the Jeddah filter'], sales('2026-10-01', '2026-11-01')),
    c('r2-all-cities', 'en', ['sales in Jeddah last month', 'all cities'], sales('2026-10-01', '2026-11-01')),
    c('r2-ar-all-cities', 'ar', ['مبيعات جدة الشهر الماضي', 'كل المدن'], sales('2026-10-01', '2026-11-01')),
    c('r2-ar-clear-chat', 'ar', ['المبيعات هذه السنة', 'امسح المحادثة'], 'reset'),
    // The group that grew (or fell) the most: ranked by the change against the compared period.
    c('r2-city-grew-most', 'en', ['which city grew the most this month'], moved('o.city', '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23', 'DESC')),
    c('r2-ar-city-grew-most', 'ar', ['اي مدينة نمت مبيعاتها اكثر هذا الشهر'], moved('o.city', '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23', 'DESC')),
    c('r2-channel-fell-most', 'en', ['which channel dropped the most last month'], moved('o.channel', '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 'ASC')),
    // A ranked grouping split by time: the top N over the period, each month by month (not the series' first rows).
    c('r2-top-then-by-month', 'en', ['top 3 products by sales this year', 'by month'], topByMonth),
    c('r2-top-by-month', 'en', ['top 3 products by sales by month this year'], topByMonth),
    c('r2-ar-top-then-by-month', 'ar', ['افضل 3 منتجات حسب المبيعات هذه السنة', 'وحسب الشهر'], topByMonth),
    // Time buckets ranked: the best months, the best day, the worst whole week.
    c('r2-best-months', 'en', ['top 3 months by sales this year'], bestBuckets('month', '2026-01-01', '2027-01-01', 'DESC', 3)),
    c('r2-ar-best-months', 'ar', ['أفضل 3 أشهر في المبيعات هذه السنة'], bestBuckets('month', '2026-01-01', '2027-01-01', 'DESC', 3)),
    c('r2-best-day', 'en', ['best day last month'], bestBuckets('day', '2026-10-01', '2026-11-01', 'DESC', 1)),
    c('r2-worst-week', 'en', ['worst week this year'], bestBuckets('week', '2026-01-04', '2026-11-22', 'ASC', 1)),
    // Third round (2026-11-25): some 640 more questions in English, Arabic and over files and databases.
    // Periods: "for" glued to Arabic periods, the one before last, days of months, halves, last October.
    c('r3-ar-lil-month', 'ar', ['إجمالي المبيعات للشهر الماضي'], sales('2026-10-01', '2026-11-01')),
    c('r3-ar-lil-week', 'ar', ['الطلبات للأسبوع الماضي'], orders(span('o.created_at', '2026-11-15', '2026-11-22'))),
    c('r3-ar-li-this-month', 'ar', ['المبيعات لهذا الشهر'], sales('2026-11-01', '2026-12-01')),
    c('r3-ar-year-before-last', 'ar', ['مبيعات السنة قبل الماضية'], sales('2024-01-01', '2025-01-01')),
    c('r3-ar-month-before-last', 'ar', ['المبيعات في الشهر قبل الماضي'], sales('2026-09-01', '2026-10-01')),
    c('r3-month-before-last', 'en', ['sales the month before last'], sales('2026-09-01', '2026-10-01')),
    c('r3-day-before-yesterday', 'en', ['sales the day before yesterday'], sales('2026-11-20', '2026-11-21')),
    c('r3-ar-growth-an', 'ar', ['كم نمو الطلبات هالسنة عن السنة الماضية'], compare(countF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('r3-ar-day-range', 'ar', ['المبيعات من ١ سبتمبر إلى ١٥ أكتوبر'], sales('2026-09-01', '2026-10-16')),
    c('r3-ar-one-day', 'ar', ['كم طلب جانا يوم ١٥ نوفمبر'], orders(span('o.created_at', '2026-11-15', '2026-11-16'))),
    c('r3-ar-last-november', 'ar', ['كم طلب في نوفمبر اللي فات'], orders(span('o.created_at', '2025-11-01', '2025-12-01'))),
    c('r3-day-range', 'en', ['sales between 1 Oct and 15 Oct'], sales('2026-10-01', '2026-10-16')),
    c('r3-days-of-month', 'en', ['sales from 10 to 20 november'], sales('2026-11-10', '2026-11-21')),
    c('r3-us-day-range', 'en', ['orders between march 1 and march 15 2026'], orders(span('o.created_at', '2026-03-01', '2026-03-16'))),
    c('r3-on-day', 'en', ['sales on november 1st'], sales('2026-11-01', '2026-11-02')),
    c('r3-first-half', 'en', ['sales first half of 2025'], sales('2025-01-01', '2025-07-01')),
    c('r3-this-vs-last-october', 'en', ['did we sell more this october than last october'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('r3-years-reversed', 'en', ['sales in october 2025 vs october 2026'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    // A named period split by time: "this year by month".
    c('r3-this-year-by-month', 'en', ['sales this year by month'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('r3-last-year-by-quarter', 'en', ['sales last year by quarter'], `SELECT to_char(date_trunc('quarter', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1`),
    // Rates owners name: order cancellations (not subscription churn), late and on-time deliveries.
    c('r3-cancellation-rate', 'en', ['cancellation rate this year'], `SELECT count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r3-ar-cancel-rate', 'ar', ['كم نسبة الطلبات الملغية هالسنة'], `SELECT count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r3-on-time-rate', 'en', ['on-time delivery rate this year'], `SELECT 1 - count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-01-01', '2027-01-01')}`),
    c('r3-ar-late-rate-carrier', 'ar', ['نسبة الشحنات المتأخرة حسب شركة الشحن هالسنة'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    // Owners' words for measures that have a name.
    c('r3-abandoned-money', 'en', ['how much money is sitting in abandoned carts this month'], `SELECT sum(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('r3-recovered', 'en', ['how many abandoned carts did we recover last month'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('r3-ar-recovered', 'ar', ['كم سلة متروكة رجعوا واشتروها الشهر الماضي'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('r3-ar-recovery-rate', 'ar', ['نسبة استرجاع السلات المتروكة هذه السنة'], `SELECT count(*) FILTER (WHERE recovered_at IS NOT NULL)::numeric / count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('r3-ar-active-subscribers', 'ar', ['كم مشترك نشط عندي'], `SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'`),
    c('r3-ar-cancelled-subscriptions', 'ar', ['كم اشتراك انلغى هالسنة'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-01-01', '2027-01-01')}`),
    c('r3-ar-cancelled-orders', 'ar', ['كم طلب انلغى هالشهر'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r3-ar-basket', 'ar', ['متوسط سلة الشراء الشهر الماضي'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r3-ar-delivery-days', 'ar', ['كم يوم ياخذ التوصيل بالمتوسط'], `SELECT avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL`),
    c('r3-ar-avg-refund', 'ar', ['ما متوسط قيمة المبلغ المسترد هذا العام؟'], `SELECT avg(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')}`),
    c('r3-ar-refund-rate', 'ar', ['نسبة المبالغ المستردة من المبيعات هذه السنة'], `SELECT sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r3-ar-came-back', 'ar', ['كم عميل رجع يشتري مرة ثانية هالسنة'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    // "فيه" (there is) is not the category.
    c('r3-ar-fih-not-category', 'ar', ['كم طلب فيه هالشهر'], orders(span('o.created_at', '2026-11-01', '2026-12-01'))),
    // What the store has no data for is said, not answered with sales.
    c('r3-conversion', 'en', ['what is the conversion rate this month'], 'cannot'),
    c('r3-visitors', 'en', ['how many visitors did we have yesterday'], 'cannot'),
    c('r3-stock', 'en', ['how many abayas do we have in stock'], 'cannot'),
    c('r3-ar-stock', 'ar', ['كم باقي في المخزون'], 'cannot'),
    // Statuses in owners' words; "not counting" leaves out; pieces sold; profit ranks.
    c('r3-not-counting', 'en', ['how many orders last month not counting cancelled ones'], orders(`o.cancelled_at IS NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r3-how-many-sold', 'en', ['how many abayas did we sell last month'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r3-abaya-singular', 'en', ['abaya sales last month'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r3-ar-abayas', 'ar', ['مبيعات العبايات هالشهر'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r3-ar-perfumes', 'ar', ['كم بعنا من العطور هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Perfumes & Oud' AND ${thisYear}`),
    c('r3-most-profitable', 'en', ['most profitable product this year'], `SELECT l.title, ${profitF} FROM ${lines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    c('r3-ar-lost', 'ar', ['كم شحنة مفقودة'], shipments('lost')),
    c('r3-ar-out-for-delivery', 'ar', ['كم شحنة خرجت للتوصيل'], shipments('out_for_delivery')),
    c('r3-ar-problem', 'ar', ['الشحنات اللي فيها مشكلة'], shipments('exception')),
    c('r3-ar-delivered', 'ar', ['كم شحنة تم توصيلها الشهر الماضي'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-10-01', '2026-11-01')}`),
    c('r3-ar-fully-refunded', 'ar', ['كم طلب مسترد بالكامل هالسنة'], orders(`o.status = 'refunded' AND ${thisYear}`)),
    // Two values compared with each other; "paid with Tabby" is a payment method, not the paid status; to-date periods
    // against the same days of the one before.
    c('r3-ar-compare-cities', 'ar', ['قارن مبيعات الرياض وجدة هالشهر'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('r3-ar-paid-with', 'ar', ['كم طلب مدفوع بتابي أو تمارا هالسنة'], orders(`o.payment_method IN ('tabby', 'tamara') AND ${thisYear}`)),
    c('r3-ar-cod', 'ar', ['كم طلب دفع عند الاستلام في الرياض الشهر الماضي'], orders(`o.payment_method = 'cash_on_delivery' AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r3-ar-mtd-vs', 'ar', ['كم صافي مبيعاتي من بداية الشهر مقارنة بنفس الفترة الشهر الماضي'], compare(netF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r3-mtd-vs', 'en', ['net sales month to date vs the same period last month'], compare(netF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r3-ar-kuwait', 'ar', ['مبيعات الكويت هالسنة'], sales('2026-01-01', '2027-01-01', `AND o.country = 'KW'`)),
    c('r3-ar-eastern', 'ar', ['مبيعات المنطقة الشرقية هالسنة'], sales('2026-01-01', '2027-01-01', `AND o.region = 'Eastern Province'`)),
    c('r3-what-about-gross', 'en', ['net sales last month', 'what about gross?'], sales('2026-10-01', '2026-11-01')),
    c('r3-basket-size', 'en', ['average basket size last 30 days'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-24', '2026-11-23')}`),
    c('r3-month-before', 'en', ['sales this month', 'compare with the month before'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // A customer by name: every customer of that name, as the owner said it.
    c('r3-customer-name', 'en', ['sales for Omar Al-Dosari'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers cu ON cu.store_id = o.store_id AND cu.id = o.customer_id WHERE o.store_id = 1 AND cu.first_name = 'Omar' AND cu.last_name = 'Al-Dosari'`),
    c('r3-customer-spent', 'en', ['how much has Omar Al-Dosari spent with us'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers cu ON cu.store_id = o.store_id AND cu.id = o.customer_id WHERE o.store_id = 1 AND cu.first_name = 'Omar' AND cu.last_name = 'Al-Dosari'`),
    // Orders with a discount or a refund, counted.
    c('r3-coupon', 'en', ['how many orders used a coupon this year'], orders(`o.discount_total > 0 AND ${thisYear}`)),
    c('r3-ar-discounted', 'ar', ['كم طلب فيه خصم هالشهر'], orders(`o.discount_total > 0 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r3-ar-refunded-orders', 'ar', ['الطلبات اللي فيها استرداد هالشهر'], orders(`o.refunded_total > 0 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    // A name for several values: the Gulf states.
    c('r3-ar-gulf', 'ar', ['مبيعات دول الخليج ما عدا السعودية هالسنة'], sales('2026-01-01', '2027-01-01', `AND o.country IN ('AE', 'KW', 'QA', 'BH', 'OM')`)),
    c('r3-gulf', 'en', ['sales in the gulf this year'], sales('2026-01-01', '2027-01-01', `AND o.country IN ('SA', 'AE', 'KW', 'QA', 'BH', 'OM')`)),

    // Fourth round (2026-11-25): days of the week (a Saudi store's weekend is Friday and Saturday), "last Friday",
    // Mecca and Medina named together, month over month, and a top N compared with an earlier period.
    c('r4-weekday-split', 'en', ['sales by day of the week last month'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r4-ar-weekday-split', 'ar', ['المبيعات حسب ايام الاسبوع الشهر الماضي'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r4-best-weekday', 'en', ['which day of the week sells the most'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r4-ar-best-weekday', 'ar', ['اي يوم في الاسبوع نبيع فيه اكثر'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r4-fridays', 'en', ['sales on fridays this year'], sales('2026-01-01', '2027-01-01', `AND ${dow} = 5`)),
    c('r4-ar-fridays', 'ar', ['مبيعات يوم الجمعة هالسنة'], sales('2026-01-01', '2027-01-01', `AND ${dow} = 5`)),
    c('r4-weekends', 'en', ['sales on weekends this year'], sales('2026-01-01', '2027-01-01', `AND ${dow} IN (5, 6)`)),
    c('r4-weekdays', 'en', ['sales on weekdays this year'], sales('2026-01-01', '2027-01-01', `AND ${dow} NOT IN (5, 6)`)),
    c('r4-ar-weekend', 'ar', ['مبيعات الويكند الشهر الماضي'], sales('2026-10-01', '2026-11-01', `AND ${dow} IN (5, 6)`)),
    c('r4-weekend-vs-weekday', 'en', ['orders on weekends vs weekdays last month'], `SELECT CASE WHEN ${dow} IN (5, 6) THEN 'weekend' ELSE 'weekday' END, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r4-last-friday', 'en', ['sales last friday'], sales('2026-11-20', '2026-11-21')),
    c('r4-ar-last-thursday', 'ar', ['مبيعات الخميس الماضي'], sales('2026-11-19', '2026-11-20')),
    c('r4-ar-mecca-medina', 'ar', ['مبيعات مكة والمدينة الشهر الماضي'], sales('2026-10-01', '2026-11-01', `AND o.city IN ('Mecca', 'Medina')`)),
    c('r4-ar-haramain', 'ar', ['مبيعات الحرمين هالسنة'], sales('2026-01-01', '2027-01-01', `AND o.city IN ('Mecca', 'Medina')`)),
    c('r4-mom', 'en', ['sales by month this year with month over month growth'], steps(salesF, 'warehouse.orders o', '2025-12-01', '2027-01-01', '2026-01-01')),
    c('r4-ar-mom', 'ar', ['النمو الشهري للمبيعات هالسنة'], steps(salesF, 'warehouse.orders o', '2025-12-01', '2027-01-01', '2026-01-01')),
    c('r4-mom-follow-up', 'en', ['orders this year', 'month over month'], steps('count(*)', 'warehouse.orders o', '2025-12-01', '2027-01-01', '2026-01-01')),
    c('r4-top5-compared', 'en', ['top 5 products by revenue this year', 'compare with last year'], topCompared(5, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('r4-ar-top3-compared', 'ar', ['اعلى ٣ منتجات مبيعا هالشهر', 'قارنها بالشهر الماضي'], topCompared(3, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),

    // Fifth round (2026-11-25, 243 questions in English and Arabic): the wrong answers fixed, each with its gold.
    c('r5-weekend-vs-weekday', 'en', ['weekend vs weekday sales this year'], `SELECT CASE WHEN ${dow} IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('r5-weekdays-or-weekends', 'en', ['do we sell more on weekdays or weekends'], `SELECT CASE WHEN ${dow} IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r5-the-weekend', 'en', ['how were sales on the weekend'], sales('2026-11-20', '2026-11-22')),
    c('r5-ar-weekend-passed', 'ar', ['كم بعنا بالويكند اللي راح؟'], sales('2026-11-20', '2026-11-22')),
    c('r5-ar-last-weekend-orders', 'ar', ['الطلبات في عطلة نهاية الأسبوع الماضية'], orders(span('o.created_at', '2026-11-20', '2026-11-22'))),
    c('r5-ar-and-friday', 'ar', ['كم بعنا السبت الماضي؟', 'والجمعة؟'], sales('2026-11-20', '2026-11-21')),
    c('r5-ar-and-workdays', 'ar', ['عدد الطلبات أيام الجمعة والسبت هالشهر', 'وأيام الدوام؟'], orders(`${dow} NOT IN (5, 6) AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r5-busiest-weekday', 'en', ['whats our busiest day of the week in 2025'], `SELECT ${dow}::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r5-worst-month-orders', 'en', ['worst month this year in terms of orders'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r5-fewest-orders-month', 'en', ['which month this year had the fewest orders'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r5-late-after-noun', 'en', ['how many shipments were late last month'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('r5-cancelled-subscriptions', 'en', ['how many subscriptions were cancelled this year'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-01-01', '2027-01-01')}`),
    c('r5-ar-active-subscription', 'ar', ['كم اشتراك نشط عندنا الحين؟'], `SELECT count(*) FILTER (WHERE sb.status = 'active') FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('r5-aov-yr', 'en', ['whats our avg order value this yr'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r5-returning-ones', 'en', ['how many new customers did we get last month', 'and returning ones?'], `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-10-01', '2026-11-01')} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('r5-ar-day-before-yesterday', 'ar', ['المبيعات أمس', 'وقبل أمس؟'], sales('2026-11-20', '2026-11-21')),
    c('r5-ar-week-before', 'ar', ['كم طلب الأسبوع الماضي', 'والأسبوع اللي قبله؟'], compare(countF, '2026-11-15', '2026-11-22', '2026-11-08', '2026-11-15')),
    c('r5-more-than-once', 'en', ['how many customers ordered more than once this year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 HAVING count(*) > 1) t`),
    c('r5-ar-units', 'ar', ['كم وحدة بعنا من العبايات هالشهر؟'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r5-ar-top-profit', 'ar', ['أعلى ٣ منتجات ربحاً الشهر الماضي'], `SELECT l.title, ${profitF} FROM ${lines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('r5-ar-shipping', 'ar', ['كم دخل الشحن الشهر الماضي؟'], `SELECT coalesce(sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r5-ar-items-per-order', 'ar', ['كم قطعة بالطلب بالمتوسط الشهر الماضي؟'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)::numeric / count(DISTINCT l.order_id) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r5-ar-coupon-uses', 'ar', ['كم مرة استخدموا الكوبونات هالشهر؟'], orders(`o.discount_total > 0 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r5-discount-share', 'en', ['what percentage of orders used a discount this year'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r5-items-per-order', 'en', ['how many items per order on average this year'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)::numeric / count(DISTINCT l.order_id) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear}`),
    c('r5-ar-slash-date', 'ar', ['المبيعات يوم ١٥/١١'], sales('2026-11-15', '2026-11-16')),
    c('r5-ar-first-week', 'ar', ['مبيعات أول أسبوع من نوفمبر'], sales('2026-11-01', '2026-11-08')),
    c('r5-ar-net-steps', 'ar', ['النمو الشهري لصافي المبيعات في ٢٠٢٥'], steps(netF, 'warehouse.orders o', '2024-12-01', '2026-01-01', '2025-01-01')),
    c('r5-ar-most-returned', 'ar', ['اكثر المنتجات ترجيعا هالسنة'], `SELECT p.title, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    c('r5-ar-visitors', 'ar', ['كم زائر جانا امس'], 'cannot'),
    c('r5-worst-courier', 'en', ['which courier is the worst for late deliveries last month'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r5-least-selling', 'en', ['least selling product this month'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 HAVING ${lineSales} <> 0 ORDER BY 2 ASC, 1 LIMIT 1`),
    c('r5-what-bought', 'en', ['what did customers from dubai buy the most this year'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND o.city = 'Dubai' AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    c('r5-friday-before-that', 'en', ['sales last friday', 'and the friday before that?'], sales('2026-11-13', '2026-11-14')),
    c('r5-ar-friday-before', 'ar', ['كم بعنا الجمعة الماضية؟', 'والجمعة اللي قبلها؟'], sales('2026-11-13', '2026-11-14')),
    c('r5-ar-carts-value', 'ar', ['كم سلة متروكة الشهر الماضي وكم قيمتها؟'], `SELECT count(*), coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('r5-ar-after-saudi', 'ar', ['وش أكثر دولة نبيع لها بعد السعودية؟'], `SELECT o.country, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.country <> 'SA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r5-after-saudi', 'en', ['top country after saudi arabia this year'], `SELECT o.country, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.country <> 'SA' AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r5-drill-cancel-rate', 'en', ['how many orders got cancelled in the last 30 days', 'cancellation rate by channel'], `SELECT o.channel, count(*) FILTER (WHERE o.cancelled_at IS NOT NULL)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-24', '2026-11-23')} GROUP BY 1`),
    c('r5-ar-drill-reason', 'ar', ['كم مرتجع جانا هالشهر؟', 'وش أكثر سبب للإرجاع؟'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r5-ar-and-yesterday', 'ar', ['كم طلب اليوم؟', 'وأمس؟'], orders(span('o.created_at', '2026-11-21', '2026-11-22'))),
    c('r5-ar-in-riyals', 'ar', ['كم طلب اليوم؟', 'وأمس؟', 'وبالريال؟'], sales('2026-11-21', '2026-11-22')),
    c('r5-ar-returning-follow-up', 'ar', ['كم عميل جديد جانا الأسبوع الماضي؟', 'والعايدين؟'], `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND ${span('created_at', '2026-11-15', '2026-11-22')} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('r5-ar-recovered-carts', 'ar', ['كم سلة متروكة الشهر الماضي', 'وكم رجعنا منها؟'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('r5-ar-products-returned', 'ar', ['وش المنتجات اللي ترجع أكثر شي هالسنة؟'], `SELECT p.title, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    c('r5-ar-multi-product-orders', 'ar', ['كم عدد الطلبات اللي فيها أكثر من منتج؟'], 'cannot'),
    c('r5-ar-top-cities-before', 'ar', ['أعلى ٥ مدن بالطلبات هالشهر مقارنة بالشهر اللي قبله'], `WITH cur AS (SELECT o.city AS t, count(*) AS v FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')} GROUP BY 1),
      prev AS (SELECT o.city AS t, count(*) AS v FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-10-23')} GROUP BY 1)
      SELECT cur.t, cur.v, prev.v FROM cur LEFT JOIN prev USING (t) ORDER BY cur.v DESC, cur.t LIMIT 5`),
    c('r5-daily-average', 'en', ['average daily sales this month'], `SELECT ${salesF} / count(DISTINCT (o.created_at AT TIME ZONE ${TZ})::date) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r5-ar-daily-average', 'ar', ['متوسط المبيعات اليومية'], `SELECT ${salesF} / count(DISTINCT (o.created_at AT TIME ZONE ${TZ})::date) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r5-ar-orders-per-day', 'ar', ['متوسط الطلبات في اليوم الشهر الماضي'], `SELECT count(*)::numeric / count(DISTINCT (o.created_at AT TIME ZONE ${TZ})::date) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r6-month-before', 'en', ['how were sales last month?', 'and the month before?'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('r6-same-month-last-year', 'en', ['how were sales last month?', 'compare with the same month last year'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('r6-ar-same-month-last-year', 'ar', ['كم مبيعات الشهر الماضي؟', 'قارنها بنفس الشهر من السنة الماضية'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('r6-carts-were-abandoned', 'en', ['how many carts were abandoned this week'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-22', '2026-11-29')}`),
    c('r6-their-value', 'en', ['abandoned carts this month', 'what was their value'], `SELECT sum(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('r6-shipments-are-late', 'en', ['how many shipments are late'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r6-ar-late-singular', 'ar', ['كم شحنة متأخرة'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r6-how-people-pay', 'en', ['how do people pay?'], `SELECT o.payment_method, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r6-ar-how-people-pay', 'ar', ['كيف يدفع العملاء؟'], `SELECT o.payment_method, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r6-percent-orders-refunded', 'en', ['what percentage of orders were refunded'], `SELECT count(*) FILTER (WHERE o.refunded_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r6-place-replaces-place', 'en', ['best selling category in UAE', 'how much did Riyadh spend in Q3'], sales('2026-07-01', '2026-10-01', `AND o.city = 'Riyadh'`)),
    c('r6-ar-riyadh-spent', 'ar', ['كم صرفت الرياض في الربع الثالث'], sales('2026-07-01', '2026-10-01', `AND o.city = 'Riyadh'`)),
    c('r6-spend-on-discounts', 'en', ['how much did we spend on discounts last month'], `SELECT sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r6-customers-spend', 'en', ['how much did customers spend last month'], sales('2026-10-01', '2026-11-01')),
    c('r6-spent-most-on', 'en', ['what did customers spend the most on last month'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    c('r6-ar-business-growing', 'ar', ['هل تجارتي تنمو؟'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    // A cancelled order is not waiting to ship (332 counted the 313 cancelled ones, left unfulfilled).
    c('r7-unfulfilled', 'en', ['how many orders are unfulfilled'], orders(`o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL`)),
    c('r7-ar-not-shipped', 'ar', ['كم طلب ما انشحن'], orders(`o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL`)),
    c('r7-shipped-last-week', 'en', ['how many orders did we ship last week'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-15', '2026-11-22')}`),
    c('r7-average-shipping', 'en', ['average shipping cost'], `SELECT sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL) / count(*) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r7-shipping-customers-paid', 'en', ['how much shipping did customers pay last month'], `SELECT sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r7-product-count', 'en', ['how many products do we have'], 'SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1'),
    c('r7-products-sold', 'en', ['how many products did we sell last month'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r7-ramadan', 'en', ['ramadan sales'], sales('2026-02-18', '2026-03-20')),
    c('r7-ramadan-2025', 'en', ['sales in ramadan 2025'], sales('2025-03-01', '2025-03-30')),
    c('r7-ar-ramadan', 'ar', ['مبيعات رمضان'], sales('2026-02-18', '2026-03-20')),
    c('r7-eid-al-fitr', 'en', ['how many orders during eid al fitr'], orders(span('o.created_at', '2026-03-20', '2026-03-23'))),
    c('r7-ar-eid-1446', 'ar', ['كم طلب في عيد الفطر ١٤٤٦'], orders(span('o.created_at', '2025-03-30', '2025-04-02'))),
    c('r7-eid-al-adha-2025', 'en', ['eid al adha 2025 sales'], sales('2025-06-06', '2025-06-10')),
    c('r7-ramadan-vs-last', 'en', ['ramadan sales vs last year'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    c('r7-fastest-carrier', 'en', ['which carrier is fastest'], `SELECT s.carrier, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r7-ar-fastest-carrier', 'ar', ['أي شركة شحن أسرع'], `SELECT s.carrier, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r7-slowest-courier', 'en', ['slowest courier last month'], `SELECT s.carrier, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL AND ${span('s.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r7-ar-bought-again', 'ar', ['كم عميل رجع اشترى مرة ثانية'], `SELECT count(DISTINCT customer_id) FROM warehouse.orders o WHERE store_id = 1 AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('r7-ar-refund-amount', 'ar', ['كم مبلغ المسترجعات هالشهر'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-01', '2026-12-01')}`),
    c('r7-ar-arrived-late', 'ar', ['كم شحنة وصلت متأخرة الشهر الماضي'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    // Read as the least selling ten until r12-; now what the words say, the products with no sales lately (ADR 23).
    c('r7-dont-sell', 'en', ['which products dont sell'], unsold('title', '2026-10-24', '2026-11-23')),
    c('r7-ar-cod-share', 'ar', ['الدفع عند الاستلام كم نسبته'], `SELECT o.payment_method, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r7-ar-colloquial-half', 'ar', ['مبيعات النص الأول من السنة'], sales('2026-01-01', '2026-07-01')),
    c('r7-weather-today', 'en', ["what's the weather today"], 'cannot'),
    c('r7-visitors-today', 'en', ['how many visitors today'], 'cannot'),
    c('r7-how-much-did-we-make', 'en', ['how much did we make'], 'clarify'),
    c('r7-slashed-range', 'en', ['sales from 01/02/2026 to 15/02/2026'], sales('2026-02-01', '2026-02-16')),
    c('r7-ar-slashed-range', 'ar', ['المبيعات من ١/١٠ إلى ١٥/١٠'], sales('2026-10-01', '2026-10-16')),
    // Thresholds on an order's value (row by row); on counts per customer they are still "can't".
    c('r7-orders-over-500', 'en', ['how many orders over 500 last month'], orders(`o.total > 500 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r7-ar-orders-over', 'ar', ['الطلبات فوق ٥٠٠ ريال الشهر الماضي'], orders(`o.total > 500 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r7-sales-under-100', 'en', ['sales from orders under 100'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.total < 100`),
    c('r7-at-least-1k', 'en', ['how many orders at least 1k'], orders('o.total >= 1000')),
    c('r7-by-city-over', 'en', ['orders by city over 500'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.total > 500 GROUP BY 1 ORDER BY 2 DESC`),
    c('r7-customers-more-orders', 'en', ['customers with more than 3 orders'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 3) t`),
    // The last round of this stop (42 questions): the same day last week, two named weeks compared, the newest orders,
    // the top of each group (still "can't"), units sold by who sold them, a split by a kind and a time unit in Arabic.
    c('r7-same-day-last-week', 'en', ['sales yesterday compared to the same day last week'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('r7-ar-same-day-last-week', 'ar', ['المبيعات امس مقارنة بنفس اليوم الاسبوع الماضي'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('r7-this-week-to-last', 'en', ['compare this week to last week'], compare(salesF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-16')),
    { ...c('r7-last-5-orders', 'en', ['list the last 5 orders'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r7-ar-last-orders', 'ar', ['آخر ٣ طلبات'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 3`), lookup: true },
    c('r7-top-in-each', 'en', ['top product in each category'], `SELECT title, category, s FROM (SELECT l.title, l.category, ${lineSales} AS s,
      row_number() OVER (PARTITION BY l.category ORDER BY ${lineSales} DESC, l.title) AS n FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1, 2) t WHERE n = 1`),
    c('r7-ar-top-in-each', 'ar', ['أفضل منتج في كل فئة'], `SELECT title, category, s FROM (SELECT l.title, l.category, ${lineSales} AS s,
      row_number() OVER (PARTITION BY l.category ORDER BY ${lineSales} DESC, l.title) AS n FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1, 2) t WHERE n = 1`),
    c('r7-top-3-units-each', 'en', ['top 3 products by units in each category last month'], `SELECT title, category, u FROM (SELECT l.title, l.category, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) AS u,
      row_number() OVER (PARTITION BY l.category ORDER BY coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) DESC, l.title) AS n FROM ${orderLines}
      WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1, 2) t WHERE n <= 3`),
    c('r7-top-in-each-month', 'en', ['top 5 products by sales for each month this year'], `SELECT m, title, s FROM (SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') AS m, l.title, ${lineSales} AS s,
      row_number() OVER (PARTITION BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}) ORDER BY ${lineSales} DESC, l.title) AS n
      FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}), l.title) t WHERE n <= 5`),
    c('r7-ar-top-in-each-month', 'ar', ['أفضل ٣ منتجات في كل شهر هالسنة'], `SELECT m, title, s FROM (SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') AS m, l.title, ${lineSales} AS s,
      row_number() OVER (PARTITION BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}) ORDER BY ${lineSales} DESC, l.title) AS n
      FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}), l.title) t WHERE n <= 3`),
    // A last round on subscriptions, payments, shipments and customers (35 questions, 4 wrong).
    c('r7-payments-failed', 'en', ['how many payments failed'], `SELECT count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed'`),
    c('r7-delivery-problems', 'en', ['delivery problems this year'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'exception' AND ${span('s.created_at', '2026-01-01', '2027-01-01')}`),
    c('r7-orders-delivered', 'en', ['how many orders were delivered last week'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-11-15', '2026-11-22')}`),
    c('r7-bought-once', 'en', ['how many customers bought only once'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    c('r7-spent-over', 'en', ['how many customers spent more than 5000 this year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 HAVING coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) > 5000) t`),
    c('r7-ar-more-orders', 'ar', ['العملاء اللي طلبوا اكثر من ٣ طلبات'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 3) t`),
    c('r7-riyadh-more-orders', 'en', ['customers with more than 2 orders in Riyadh last year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND o.city = 'Riyadh' AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 HAVING count(*) > 2) t`),
    c('r7-more-orders-by-city', 'en', ['customers with more than 3 orders by city'], `SELECT city, count(*) FROM (SELECT o.customer_id, o.city FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 3) t GROUP BY 1`),
    // Thresholds said in Gulf Arabic and with both ends; Eid and Ramadan named with "last year" and "this year".
    c('r7-ar-over-a-thousand', 'ar', ['كم طلب فوق ألف ريال هالشهر'], orders(`o.total > 1000 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r7-ar-customer-has-more', 'ar', ['كم عميل عنده أكثر من ٥ طلبات'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 5) t`),
    c('r7-ar-bought-once', 'ar', ['العملاء اللي اشتروا مرة وحدة'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    c('r7-ar-spent-two-thousand', 'ar', ['كم عميل صرف أكثر من ألفين'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) > 2000) t`),
    c('r7-between-amounts', 'en', ['how many orders between 100 and 500'], orders('o.total >= 100 AND o.total <= 500')),
    c('r7-ar-carrier-delays', 'ar', ['وش أكثر شركة شحن فيها تأخير'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r7-ar-eid-last-year', 'ar', ['مبيعات العيد السنة الماضية'], sales('2025-06-06', '2025-06-10')),
    c('r7-ar-ramadan-this-vs-last', 'ar', ['قارن مبيعات رمضان هالسنة بالسنة الماضية'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    c('r7-ar-top-in-each-after-ramadan', 'ar', ['مبيعات رمضان مقارنة بالسنة الماضية', 'أفضل منتج في كل فئة'], `SELECT title, category, s FROM (SELECT l.title, l.category, ${lineSales} AS s,
      row_number() OVER (PARTITION BY l.category ORDER BY ${lineSales} DESC, l.title) AS n FROM ${orderLines}
      WHERE l.store_id = 1 AND ${span('o.created_at', '2026-02-18', '2026-03-20')} GROUP BY 1, 2) t WHERE n = 1`),
    c('r7-vendor-units', 'en', ['which vendor sells the most units'], `SELECT l.vendor, sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r7-ar-category-month', 'ar', ['المبيعات حسب الفئة والشهر هالسنة'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), l.category, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1, 2`),
    // Refunds counted on the day they were made, as their amount is (stop 17; it was the orders of the week refunded).
    c('r7-how-many-refunds', 'en', ['how many refunds last week'], `SELECT count(*) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-15', '2026-11-22')}`),
    // A measure alone in a conversation keeps its period and split; one that cannot be split so is asked afresh.
    c('r7-by-revenue-last-year', 'en', ['top 5 products this year', 'by revenue last year'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    c('r7-orders-after-sales', 'en', ['sales this month', 'orders?'], orders(span('o.created_at', '2026-11-01', '2026-12-01'))),
    c('r7-mrr-after-products', 'en', ['top 5 products this year', 'MRR'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    // r8-: thresholds on each group's total, listed or counted, and "only those" on the answer just given.
    c('r8-products-over-units', 'en', ['products that sold over 100 units this year'], `SELECT l.title, sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) AS u FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 100`),
    c('r8-categories-over-sales', 'en', ['categories with sales over 120k this year'], `SELECT l.category, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${lineSales} > 120000`),
    c('r8-ar-categories-over-sales', 'ar', ['الفئات اللي مبيعاتها فوق ١٠٠ ألف هالسنة'], `SELECT l.category, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${lineSales} > 100000`),
    c('r8-cities-more-orders', 'en', ['cities with more than 100 orders'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 HAVING count(*) > 100`),
    c('r8-ar-cities-more-orders', 'ar', ['المدن اللي فيها أكثر من ١٠٠ طلب'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 HAVING count(*) > 100`),
    c('r8-how-many-products', 'en', ['how many products sold more than 10 units last month'], `SELECT count(*) FROM (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} AND l.title IS NOT NULL GROUP BY 1 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 10) t`),
    c('r8-ar-how-many-products', 'ar', ['كم منتج باع أكثر من ١٠ قطع الشهر الماضي'], `SELECT count(*) FROM (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} AND l.title IS NOT NULL GROUP BY 1 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 10) t`),
    c('r8-how-many-cities', 'en', ['how many cities had more than 50 orders last year'], `SELECT count(*) FROM (SELECT o.city FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 HAVING count(*) > 50) t`),
    c('r8-months-over', 'en', ['months with sales over 120000 this year'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${salesF} > 120000`),
    c('r8-only-those', 'en', ['top products this year', 'only those over 50000'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${lineSales} > 50000 ORDER BY 2 DESC LIMIT 10`),
    c('r8-only-those-units', 'en', ['top products this year', 'only those with more than 100 units'], `SELECT l.title, sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 100`),
    c('r8-ar-only-those', 'ar', ['المبيعات حسب المدينة هالسنة', 'بس اللي فوق ٥٠ ألف'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${salesF} > 50000`),
    c('r8-countries-net-sales', 'en', ['countries with net sales above 100k'], `SELECT o.country, ${netF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 HAVING ${netF} > 100000`),
    c('r8-follow-last-year', 'en', ['cities with more than 100 orders this year', 'and last year?'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 HAVING count(*) > 100`),
    // Customers and products listed by name, each with its sales, rather than counted.
    c('r8-list-customers', 'en', ['list the customers in Riyadh this year'], `SELECT CASE WHEN count(*) OVER (PARTITION BY t.name) > 1 AND t.email <> t.name THEN t.name || ' (' || t.email || ')' ELSE t.name END, t.sales FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS sales
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${thisYear} GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    c('r8-ar-list-customers', 'ar', ['اعرض العملاء في جدة الشهر الماضي'], `SELECT CASE WHEN count(*) OVER (PARTITION BY t.name) > 1 AND t.email <> t.name THEN t.name || ' (' || t.email || ')' ELSE t.name END, t.sales FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS sales
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.city = 'Jeddah' AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    // r9- (2026-11-26, 55 everyday questions in English and Arabic): what that round found wrong.
    c('r9-waiting-to-ship', 'en', ['how many orders are waiting to ship'], orders(`o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL`)),
    c('r9-ar-waiting-to-ship', 'ar', ['كم طلب بانتظار الشحن'], orders(`o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL`)),
    // Once "can't"; now the products with none (r12-, ADR 23).
    c('r9-never-sold', 'en', ['which products have never sold'], `SELECT p.title FROM (SELECT DISTINCT title FROM warehouse.products WHERE store_id = 1) p WHERE NOT EXISTS (SELECT 1 FROM ${orderLines} WHERE l.store_id = 1 AND l.title = p.title AND o.cancelled_at IS NULL)`),
    c('r9-ar-no-sales', 'ar', ['المنتجات اللي ما انباعت هالشهر'], unsold('title', '2026-11-01', '2026-12-01')),
    c('r9-ar-top-category', 'ar', ['وش أكثر فئة مبيعاً هالشهر'], `SELECT l.category, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r9-ar-aov-city', 'ar', ['أي مدينة فيها أعلى متوسط قيمة طلب'], `SELECT o.city, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC NULLS LAST LIMIT 1`),
    c('r9-avg-discount', 'en', ['average discount per order last month'], `SELECT avg(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r9-ar-avg-discount', 'ar', ['كم متوسط الخصم لكل طلب'], `SELECT avg(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r9-ar-share', 'ar', ['المبيعات حسب القناة الشهر الماضي كنسبة'], `SELECT o.channel, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r9-more-than-twice', 'en', ['how many customers bought more than twice this year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1 HAVING count(*) > 2) t`),
    c('r9-ar-more-than-twice', 'ar', ['كم عميل اشترى أكثر من مرتين هالسنة'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1 HAVING count(*) > 2) t`),
    c('r9-how-many-are-there', 'en', ['products with more than 50 units sold this year', 'how many are there'], `SELECT count(*) FROM (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} AND l.title IS NOT NULL GROUP BY 1 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 50) t`),
    c('r9-ar-how-many-are-there', 'ar', ['المدن اللي فيها أكثر من ٢٠٠ طلب', 'كم عددها'], `SELECT count(*) FROM (SELECT o.city FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1 HAVING count(*) > 200) t`),
    // r10- (2026-11-26, 17 questions about customers): new vs returning, customers past a threshold named, Arabic rankings.
    c('r10-sales-by-customer-type', 'en', ['sales by customer type this year'], `SELECT ${kindOfCustomer}, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('r10-ar-customer-type', 'ar', ['المبيعات حسب نوع العميل'], `SELECT ${kindOfCustomer}, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r10-share-repeat', 'en', ['what share of sales came from repeat customers'], `SELECT ${kindOfCustomer}, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r10-repeat-revenue', 'en', ['revenue from repeat customers last month'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${kindOfCustomer} = 'returning' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r10-ar-new-customers-sales', 'ar', ['مبيعات العملاء الجدد هالسنة'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${kindOfCustomer} = 'new' AND ${thisYear}`),
    c('r10-orders-new-vs-returning', 'en', ['orders new vs returning last month'], `SELECT ${kindOfCustomer}, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r10-which-customers-spent', 'en', ['which customers spent more than 3000 this year'], `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS v
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY c.id, c.first_name, c.last_name, c.email HAVING ${salesF} > 3000) t`),
    c('r10-ar-customers-spent', 'ar', ['مين العملاء اللي صرفوا أكثر من ٤٠٠٠'], `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS v
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, c.first_name, c.last_name, c.email HAVING ${salesF} > 4000) t`),
    c('r10-list-more-orders', 'en', ['list customers with more than 5 orders'], `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, count(*) AS v
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, c.first_name, c.last_name, c.email HAVING count(*) > 5) t`),
    c('r10-lapsed', 'en', ['customers who have not ordered in 6 months', 'how many are there'], `SELECT count(*) ${lapsedCustomers('2026-05-23', '2026-11-23')}`),
    c('r10-ar-most-orders', 'ar', ['مين أكثر العملاء طلبات'], `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, count(*) AS v
      FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, c.first_name, c.last_name, c.email ORDER BY v DESC, name LIMIT 10) t`),
    // Products by their catalog price: listed past a price, counted, ranked, and a product's own price.
    c('r10-priced-over', 'en', ['products priced over 500'], `SELECT p.title, avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 AND p.price > 500 GROUP BY 1`),
    c('r10-cost-more-than', 'en', ['how many products cost more than 200'], `SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1 AND p.price > 200`),
    c('r10-ar-priced-over', 'ar', ['وش المنتجات اللي سعرها فوق ٢٠٠'], `SELECT p.title, avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 GROUP BY 1 HAVING avg(p.price) > 200`),
    c('r10-price-of', 'en', ['what is the price of Linen Abaya - Beige'], `SELECT avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 AND p.title = 'Linen Abaya - Beige'`),
    c('r10-most-expensive', 'en', ['most expensive product'], `SELECT p.title, avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    c('r10-ar-cheapest-3', 'ar', ['أرخص ٣ منتجات'], `SELECT p.title, avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 3`),
    c('r10-sales-priced-over', 'en', ['sales of products priced over 300 last month'], `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1 AND p.price > 300 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Sale days by the Gregorian calendar: Black Friday (White Friday), Cyber Monday, each against the year before's.
    c('r10-black-friday', 'en', ['how many orders did we get on black friday'], orders(span('o.created_at', '2025-11-28', '2025-11-29'))),
    c('r10-white-friday-vs', 'en', ['sales on white friday 2025 vs last year'], compare(salesF, '2025-11-28', '2025-11-29', '2024-11-29', '2024-11-30')),
    c('r10-ar-white-friday', 'ar', ['مبيعات الجمعة البيضاء'], sales('2025-11-28', '2025-11-29')),
    c('r10-cyber-monday', 'en', ['cyber monday sales last year'], sales('2025-12-01', '2025-12-02')),
    // The national day of the store's country (Saudi Arabia, by its riyals).
    c('r10-national-day', 'en', ['sales on national day'], sales('2026-09-23', '2026-09-24')),
    c('r10-ar-national-day-vs', 'ar', ['مبيعات اليوم الوطني مقارنة بالسنة الماضية'], compare(salesF, '2026-09-23', '2026-09-24', '2025-09-23', '2025-09-24')),
    // "Can't" until r12-: Saudi Arabia's founding day, 22 February.
    c('r10-founding-day', 'en', ['sales on founding day'], sales('2026-02-22', '2026-02-23')),
    c('r12-ar-founding-day-vs', 'ar', ['مبيعات يوم التأسيس ٢٠٢٥ مقارنة بالسنة الماضية'], compare(salesF, '2025-02-22', '2025-02-23', '2024-02-22', '2024-02-23')),
    // r11- (2026-11-26, 16 questions on periods and typing slips): short forms, and a year said once for two periods.
    c('r11-short-forms', 'en', ['wat were my sales last wek'], sales('2026-11-15', '2026-11-22')),
    c('r11-yday', 'en', ['sales yday'], sales('2026-11-21', '2026-11-22')),
    c('r11-q1-q2-one-year', 'en', ['compare q1 and q2 2025'], compare(salesF, '2025-04-01', '2025-07-01', '2025-01-01', '2025-04-01')),
    c('r11-ar-months-one-year', 'ar', ['قارن مبيعات مارس وابريل ٢٠٢٥'], compare(salesF, '2025-04-01', '2025-05-01', '2025-03-01', '2025-04-01')),
    // r11-: falls ranked, a measure as a share of sales, product families.
    c('r11-selling-less', 'en', ['which products are selling less this month than last month'], fellMost('l.title', 10)),
    c('r11-biggest-drop', 'en', ['biggest drop in sales by category this month'], fellMost('l.category', 1)),
    c('r11-discount-share', 'en', ['what percentage of revenue is discounts'], `SELECT sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.subtotal) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r11-ar-discount-of-sales', 'ar', ['كم نسبة الخصومات من المبيعات'], `SELECT sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.subtotal) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r11-product-family', 'en', ['sales of oud oil this year'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Oud Oil - %' AND ${thisYear}`),
    c('r11-ar-product-family', 'ar', ['مبيعات linen abaya الشهر الماضي'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Linen Abaya - %' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // The items of each order, compared with a number.
    c('r11-orders-more-items', 'en', ['orders with more than 5 items'], orders(`(SELECT sum(x.quantity) FROM warehouse.order_lines x WHERE x.store_id = 1 AND x.order_id = o.id) > 5`)),
    c('r11-ar-orders-more-items', 'ar', ['الطلبات اللي فيها أكثر من ٥ قطع'], orders(`(SELECT sum(x.quantity) FROM warehouse.order_lines x WHERE x.store_id = 1 AND x.order_id = o.id) > 5`)),
    c('r11-items-by-city', 'en', ['orders with more than 2 items by city this year'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND (SELECT sum(x.quantity) FROM warehouse.order_lines x WHERE x.store_id = 1 AND x.order_id = o.id) > 2 GROUP BY 1`),
    // The groups past a threshold counted in each group of a split.
    c('r11-ar-customers-by-country', 'ar', ['كم عميل طلب أكثر من مرتين حسب الدولة هالسنة'], `SELECT country, count(*) FROM (SELECT o.customer_id, o.country FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1, 2 HAVING count(*) > 2) t GROUP BY 1`),
    c('r11-products-by-category', 'en', ['how many products sold more than 20 units by category this year'], `SELECT category, count(*) FROM (SELECT l.title, l.category FROM ${orderLines} WHERE l.store_id = 1 AND l.title IS NOT NULL AND ${thisYear} GROUP BY 1, 2 HAVING coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) > 20) t GROUP BY 1`),
    // Still a row threshold: each order's value, split by city.
    c('r8-orders-over-by-city', 'en', ['orders over 500 by city last month'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.total > 500 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // r12- (2026-11-26): what had no sales or orders (ADR 23), listed with the last one before and the total until then, or counted.
    c('r12-no-sales-last-month', 'en', ['products with no sales last month'], unsold('title', '2026-10-01', '2026-11-01')),
    c('r12-ar-not-sold-last-month', 'ar', ['المنتجات اللي ما انباعت الشهر الماضي'], unsold('title', '2026-10-01', '2026-11-01')),
    c('r12-vendors-last-week', 'en', ["vendors that didn't sell last week"], unsold('vendor', '2026-11-15', '2026-11-22')),
    c('r12-category-not-sold', 'en', ['products in Perfumes & Oud not sold in the last 90 days'], unsold('title', '2026-08-25', '2026-11-23', `AND category = 'Perfumes & Oud'`)),
    c('r12-count-not-selling', 'en', ["how many products didn't sell this month"], `SELECT count(*) FROM (${unsold('title', '2026-11-01', '2026-12-01')}) t`),
    c('r12-stopped-ordering', 'en', ['how many customers stopped ordering'], `SELECT count(*) ${lapsedCustomers('2026-08-25', '2026-11-23')}`),
    c('r12-ar-lapsed', 'ar', ['كم عميل ما طلب من ٣ شهور'], `SELECT count(*) ${lapsedCustomers('2026-08-23', '2026-11-23')}`),
    c('r12-lapsed-riyadh', 'en', ['inactive customers', 'only in Riyadh', 'how many are there'], `SELECT count(*) ${lapsedCustomers('2026-08-25', '2026-11-23', `AND c.city = 'Riyadh'`)}`),
    c('r12-ar-lapsed-last-year', 'ar', ['العملاء الخاملين', 'والسنة الماضية؟', 'كم عددهم'], `SELECT count(*) ${lapsedCustomers('2025-01-01', '2026-01-01')}`),
    c('r12-top-lapsed', 'en', ["top 5 customers who haven't ordered this year"], `SELECT ${customerName}, t.last, t.n FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email,
      (SELECT to_char(max(o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id) AS last,
      (SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id) AS n
      ${lapsedCustomers('2026-01-01', '2027-01-01')} ORDER BY n DESC, last DESC, name LIMIT 5) t`),
    // What sold is the products: ranked (they answered the store's total).
    c('r12-what-sold-most', 'en', ['what sold the most last month'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    c('r12-ar-what-sold-most', 'ar', ['وش أكثر شي انباع الشهر الماضي'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    c('r12-didnt-sell-well', 'en', ['what didnt sell well last month'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 HAVING ${lineSales} <> 0 ORDER BY 2 ASC, 1 LIMIT 10`),
    c('r12-slow-moving', 'en', ['what are my slow moving products'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 HAVING ${lineSales} <> 0 ORDER BY 2 ASC, 1 LIMIT 10`),
    c('r12-not-sold-by-month', 'en', ['products not sold by month'], 'cannot'),
    c('r12-dead-stock', 'en', ['dead stock'], unsold('title', '2026-10-24', '2026-11-23')),
    // How long the store takes from an order to its parcel handed over (they answered sales or a split by status).
    c('r12-time-to-ship', 'en', ['average time to ship last month'], `SELECT avg(extract(epoch FROM s.shipped_at - o.created_at) / 86400) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND s.shipped_at IS NOT NULL AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('r12-ship-time-by-carrier', 'en', ['fulfillment time by carrier'], `SELECT s.carrier, avg(extract(epoch FROM s.shipped_at - o.created_at) / 86400) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND s.shipped_at IS NOT NULL GROUP BY 1`),
    c('r12-ar-prep-time', 'ar', ['متوسط وقت تجهيز الطلب هالسنة'], `SELECT avg(extract(epoch FROM s.shipped_at - o.created_at) / 86400) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND s.shipped_at IS NOT NULL AND ${span('s.created_at', '2026-01-01', '2027-01-01')}`),
    // Seasons as a split (winter from December), in the store's timezone.
    c('r12-by-season', 'en', ['orders by season last year'], `SELECT ${seasonOf(`o.created_at AT TIME ZONE ${TZ}`)}, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1`),
    c('r12-ar-by-season', 'ar', ['المبيعات حسب الفصل هالسنة'], `SELECT ${seasonOf(`o.created_at AT TIME ZONE ${TZ}`)}, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    // r13- (2026-11-26, 43 everyday questions): what that round found wrong.
    c('r13-since-last-year', 'en', ['sales since last year'], sales('2025-01-01', '2026-11-23')),
    c('r13-ar-since-last-year', 'ar', ['المبيعات منذ السنة الماضية'], sales('2025-01-01', '2026-11-23')),
    c('r13-return-reasons', 'en', ['return reasons this year'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('r13-ar-return-reasons', 'ar', ['أسباب الإرجاع'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1`),
    c('r13-percent-returning', 'en', ['what percent of customers are returning'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE ${kindOfCustomer} = 'returning')::numeric / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r13-revenue-per-customer', 'en', ['average revenue per customer last month'], `SELECT sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.customer_id IS NOT NULL) / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r13-ar-customer-spend', 'ar', ['كم يصرف العميل بالمتوسط هالسنة'], `SELECT sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.customer_id IS NOT NULL) / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r13-used-discount', 'en', ['how many orders used a discount last month'], orders(`o.discount_total > 0 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r13-not-delivered', 'en', ['how many orders are still not delivered'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status <> 'delivered'`),
    c('r13-slowest-carrier', 'en', ['which carrier is the slowest'], `SELECT s.carrier, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // r14- (2026-11-26, 28 Gulf Arabic questions): the occasion before, falls and rises said in the present, costs.
    c('r14-ar-ramadan-before', 'ar', ['مبيعات رمضان مقارنة برمضان اللي قبله'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    c('r14-last-ramadan', 'en', ['ramadan sales vs last ramadan'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    c('r14-ar-falling-products', 'ar', ['وش المنتجات اللي مبيعاتها نازلة'], fellMost('l.title', 10, 'ASC', LAST_MONTH_PAIR)),
    c('r14-growing-cities', 'en', ['which cities are growing'], fellMost('o.city', 10, 'DESC', LAST_MONTH_PAIR)),
    c('r14-ar-mrr', 'ar', ['وش الإيرادات الشهرية المتكررة'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('r14-ar-cogs', 'ar', ['كم تكلفة البضاعة المباعة هالسنة'], `SELECT coalesce(sum(coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL), 0) FROM ${orderLines} LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1 AND ${thisYear}`),
    // A customer asked by first name: every customer of that name, each on a row (the store's total before).
    c('r14-first-name', 'en', ['how much has ahmed spent'], `SELECT ${customerName}, t.v FROM (SELECT c.id, concat_ws(' ', c.first_name, c.last_name) AS name, c.email, ${salesF} AS v
      FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND c.first_name = 'Ahmed' AND c.last_name <> '' GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    c('r14-ar-first-name', 'ar', ['كم صرفت سارة هالسنة'], `SELECT ${customerName}, t.v FROM (SELECT c.id, concat_ws(' ', c.first_name, c.last_name) AS name, c.email, ${salesF} AS v
      FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND c.first_name = 'Sara' AND c.last_name <> '' AND ${thisYear} GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    c('r14-what-did-sara-buy', 'en', ['what did Sara buy last month'], `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE l.store_id = 1 AND c.first_name = 'Sara' AND c.last_name <> '' AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // How many values a split has ("how many cities do we sell to"): they listed each value's sales.
    c('r14-how-many-cities', 'en', ['how many cities do we sell to'], `SELECT count(DISTINCT o.city) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r14-ar-how-many-categories', 'ar', ['كم فئة باعت هالسنة'], `SELECT count(DISTINCT l.category) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear}`),
    c('r14-countries-shipped', 'en', ['how many countries did we ship to this year'], `SELECT count(DISTINCT o.country) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND ${span('s.created_at', '2026-01-01', '2027-01-01')}`),
    c('r14-cities-by-country', 'en', ['how many cities by country'], `SELECT o.country, count(DISTINCT o.city) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r14-list-them', 'en', ['how many cities do we sell to', 'list them'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // Hours of the day in the store's timezone (they were "can't").
    c('r14-sales-by-hour', 'en', ['sales by hour last month'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r14-busiest-hour', 'en', ['what time do most orders come in'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r14-ar-orders-by-hour', 'ar', ['الطلبات حسب الساعة هالسنة'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    // Customers who ordered once, said as one-time customers or as never coming back (read as never having ordered).
    c('r14-never-came-back', 'en', ['customers who never came back'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    c('r14-one-time-customers', 'en', ['how many one-time customers this year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1 HAVING count(*) <= 1) t`),
    c('r14-ar-never-back', 'ar', ['العملاء اللي ما رجعوا أبدا'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    // The share of a named city, then another city's in the same conversation (it was Jeddah alone at 100%).
    c('r14-share-then-jeddah', 'en', ['what share of sales comes from Riyadh', 'and last year?', 'and Jeddah?'], `SELECT o.city, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1`),
    // Late as of today: still on the way past the promised day (it was every shipment ever late, delivered or not).
    c('r15-late-now', 'en', ['how many shipments are late right now'], `SELECT count(*) FILTER (WHERE s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.estimated_delivery_at IS NOT NULL AND (${NOW_SQL} AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r15-ar-late-now', 'ar', ['كم شحنة متأخرة حالياً؟'], `SELECT count(*) FILTER (WHERE s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.estimated_delivery_at IS NOT NULL AND (${NOW_SQL} AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r15-overdue-by-carrier', 'en', ['which carrier has the most overdue shipments'], `SELECT s.carrier, count(*) FILTER (WHERE s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') AND s.estimated_delivery_at IS NOT NULL AND (${NOW_SQL} AT TIME ZONE ${TZ})::date > (s.estimated_delivery_at AT TIME ZONE ${TZ})::date) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    // "Not yet arrived" in Gulf Arabic (it counted every order).
    c('r15-ar-not-arrived', 'ar', ['كم طلب ما وصل للحين'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status <> 'delivered'`),
    c('r15-ar-not-delivered', 'ar', ['كم طلب لم يتم توصيله'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status <> 'delivered'`),
    // A ranking names a city: guests' carts have none (the top city was "unknown").
    c('r15-top-city-carts', 'en', ['which city has the most abandoned carts'], `SELECT c.city, count(*) FROM warehouse.abandoned_carts ac JOIN warehouse.customers c ON c.store_id = ac.store_id AND c.id = ac.customer_id WHERE ac.store_id = 1 AND c.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`),
    // "حسب عدد الطلبات" ranks by the number of orders (it split sales by customer and by order).
    c('r15-ar-top-customers-orders', 'ar', ['أفضل ٣ عملاء حسب عدد الطلبات'], `SELECT t.name, t.n FROM (SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, count(*) AS n FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC, 1 LIMIT 3) t`),
    // A churn rate, then "the year before" or "vs last year": each period read at its own bounds (it answered this
    // year's again); the change is in percentage points.
    c('r15-churn-year-before', 'en', ['churn rate this year', 'and the year before?'], `SELECT (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2026-01-01', '2026-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2026-01-01' AT TIME ZONE ${TZ}, false)), (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2025-01-01', '2025-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2025-01-01' AT TIME ZONE ${TZ}, false))`),
    c('r15-churn-vs-last-year', 'en', ['churn rate this year vs last year'], `SELECT (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2026-01-01', '2026-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2026-01-01' AT TIME ZONE ${TZ}, false)), (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2025-01-01', '2025-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2025-01-01' AT TIME ZONE ${TZ}, false))`),
    c('r15-ar-churn-year-before', 'ar', ['وش معدل إلغاء الاشتراكات هالسنة؟', 'والسنة اللي قبلها؟'], `SELECT (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2026-01-01', '2026-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2026-01-01' AT TIME ZONE ${TZ}, false)), (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND ${span('cancelled_at', '2025-01-01', '2025-11-23')})::numeric / (SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND started_at < timestamp '2025-01-01' AT TIME ZONE ${TZ} AND NOT coalesce(cancelled_at < timestamp '2025-01-01' AT TIME ZONE ${TZ}, false))`),
    // Gulf words for a refunded order and for the reasons of returns.
    c('r15-ar-refunded-orders', 'ar', ['كم طلب انرد فلوسه الشهر الماضي؟'], orders(`o.refunded_total > 0 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r15-ar-return-reasons', 'ar', ['كم مرتجع صار الشهر الماضي وإيش أسبابها؟'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Stock is not in the warehouse (these listed sales by product).
    c('r15-low-stock', 'en', ['which products are low on stock'], 'cannot'),
    c('r15-ar-low-stock', 'ar', ['وش المنتجات اللي مخزونها قليل؟'], 'cannot'),
    // Products by a word of their names.
    c('r15-oud-products', 'en', ['sales of products containing oud this year'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title ILIKE '%oud%' AND ${thisYear}`),
    // An order line's cost is the whole line's: profit counts it once (it was multiplied by the quantity again, about
    // 3.6 times too little profit). Written here from the lines alone, as an owner's accountant would.
    c('r16-profit-line-cost', 'ar', ['كم الربح هالسنة؟', 'حسب الفئة'], `SELECT l.category, sum(l.total - l.cost) FROM ${orderLines} WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND l.cost IS NOT NULL AND ${thisYear} GROUP BY 1`),
    c('r16-margin-line-cost', 'en', ['profit margin this year'], `SELECT sum(l.total - l.cost) / sum(l.total) FROM ${orderLines} WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND l.cost IS NOT NULL AND ${thisYear}`),
    // Names stored in Latin letters asked in Arabic ones (they were dropped: the store's total, or a category's).
    c('r16-ar-vendor-lomar', 'ar', ['مبيعات لومار هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.vendor = 'Lomar' AND ${thisYear}`),
    c('r16-ar-vendor-ajmal', 'ar', ['كم بعنا من أجمل الشهر اللي فات؟'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.vendor = 'Ajmal' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r16-ar-vendor-qurashi', 'ar', ['مبيعات عبدالصمد القرشي'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.vendor = 'Abdul Samad Al Qurashi'`),
    c('r16-ar-family-musk', 'ar', ['كم بعنا من مسك الطهارة هالسنة؟'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Musk Tahara - %' AND ${thisYear}`),
    c('r16-ar-product-price', 'ar', ['كم سعر عباية لينن بيج؟'], `SELECT avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 AND p.title = 'Linen Abaya - Beige'`),
    c('r16-ar-customer-full-name', 'ar', ['كم صرفت نورة الحربي؟'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND concat_ws(' ', c.first_name, c.last_name) = 'Noura Al-Harbi'`),
    // Gulf words for new subscriptions, discount codes, carts that came back, where customers are from; the last ten
    // days of Ramadan (they answered new customers' sales, SKUs, "can't", and the whole of Ramadan).
    c('r16-ar-new-subscription', 'ar', ['كم اشتراك جديد هالشهر؟'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.started_at', '2026-11-01', '2026-12-01')}`),
    c('r16-ar-discount-code', 'ar', ['كم طلب استخدم كود خصم في رمضان؟'], orders(`o.discount_total > 0 AND ${span('o.created_at', '2026-02-18', '2026-03-20')}`)),
    c('r16-ar-carts-back', 'ar', ['كم سلة متروكة رجعت هالشهر؟'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('r16-ar-from-where', 'ar', ['كم عميل جديد جانا الشهر اللي فات', 'وين ساكنين؟'], `SELECT o.city, count(DISTINCT o.customer_id) FROM warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS f FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) fo ON fo.customer_id = o.customer_id AND fo.f = o.created_at WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r16-last-ten-ramadan', 'en', ['sales in the last ten days of Ramadan'], sales('2026-03-10', '2026-03-20')),
    c('r16-ar-last-ten-ramadan', 'ar', ['مبيعات العشر الأواخر من رمضان'], sales('2026-03-10', '2026-03-20')),
    // A week by its number; a week or a day a year before is the one of the same weekdays (it compared a Sunday with a
    // Saturday); "including shipping and taxes" and "the Ramadan season" said to be sure (they became measures and a
    // split by season); changing an order is refused (it was looked up).
    c('r16-week-45', 'en', ['sales in week 45'], sales('2026-11-02', '2026-11-09')),
    c('r16-ar-week-45', 'ar', ['المبيعات في الأسبوع ٤٥'], sales('2026-11-02', '2026-11-09')),
    c('r16-week-year-ago', 'en', ['sales this week vs the same week last year'], `SELECT (${sales('2026-11-22', '2026-11-23')}), (${sales('2025-11-23', '2025-11-24')})`),
    c('r16-long-ramadan', 'en', ["Hi, I'm the owner and I want to know how much we actually sold in total during the whole of Ramadan this year compared to the Ramadan of last year, including shipping and taxes, thanks"], `SELECT (${sales('2026-02-18', '2026-03-20')}), (${sales('2025-03-01', '2025-03-30')})`),
    c('r16-ar-ramadan-season', 'ar', ['كم بعنا في موسم رمضان شامل الشحن والضريبة'], sales('2026-02-18', '2026-03-20')),
    c('r16-update-order', 'en', ['update order 1042 status to shipped'], 'cannot'),
    c('r16-ar-cancel-order', 'ar', ['الغ الطلب 1042'], 'cannot'),
    // "إجمالي" spells like the vendor Ajmal: a word of the question's frame is never a name.
    c('r16-ar-total-not-ajmal', 'ar', ['إجمالي الخصومات هذا العام'], `SELECT coalesce(sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    // One of the groups just listed, ranked by the measure named (it was the store's margin over all time); every
    // subscription by its state (the active ones showed the cancelled as 0).
    c('r16-which-highest-margin', 'en', ['profit by category this year', 'which has the highest margin?'], `SELECT l.category, sum(l.total - l.cost) FILTER (WHERE o.cancelled_at IS NULL AND l.cost IS NOT NULL) / sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND l.cost IS NOT NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r16-ar-highest-margin', 'ar', ['كم الربح هالسنة؟', 'حسب الفئة', 'وش أعلى هامش؟'], `SELECT l.category, sum(l.total - l.cost) FILTER (WHERE o.cancelled_at IS NULL AND l.cost IS NOT NULL) / sum(l.total) FILTER (WHERE o.cancelled_at IS NULL AND l.cost IS NOT NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r16-which-is-highest', 'en', ['sales by city last month', 'which is the highest?'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r16-subscriptions-by-status', 'en', ['subscriptions by status'], `SELECT sb.status, count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 GROUP BY 1`),
    // Several orders asked at once (it counted every order, or looked up the first).
    { ...c('r16-three-orders', 'en', ['orders 1042, 1043 and 1044'], orderLookupOf("'1042', '1043', '1044'")), lookup: true },
    { ...c('r16-ar-two-orders', 'ar', ['وين الطلبات ١٠٤٢ و١٠٤٣'], orderLookupOf("'1042', '1043'")), lookup: true },
    // The one order ranked first, then its customer.
    c('r16-who-was-it-for', 'en', ['biggest order this month', 'who was it for?'], `SELECT o.order_number, concat_ws(' ', c.first_name, c.last_name), o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')} ORDER BY o.total DESC LIMIT 1`),
    // "The year before" a month is that month a year earlier, not the month before it.
    c('r17-year-before', 'en', ['how were sales last month?', 'and the year before?'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('r17-ar-year-before', 'ar', ['كم المبيعات الشهر الماضي', 'والسنة اللي قبلها'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    // "The store" is the whole business, not its online channel.
    c('r17-ar-store-sales', 'ar', ['كم مبيعات المتجر هالشهر'], sales('2026-11-01', '2026-12-01')),
    c('r17-store-sales', 'en', ['how are store sales this month'], sales('2026-11-01', '2026-12-01')),
    // Counts of days, weeks, months and years in words or without a number; units ago.
    c('r17-ar-last-week-one', 'ar', ['كم طلب اخر اسبوع'], orders(span('o.created_at', '2026-11-16', '2026-11-23'))),
    c('r17-ar-last-year-one', 'ar', ['كم بعنا آخر سنة'], sales('2025-11-23', '2026-11-23')),
    c('r17-ar-three-months-words', 'ar', ['كم بعنا آخر ثلاث شهور'], sales('2026-08-23', '2026-11-23')),
    c('r17-three-months-words', 'en', ['sales in the last three months'], sales('2026-08-23', '2026-11-23')),
    c('r17-five-weeks-words', 'en', ['orders over the past five weeks'], orders(span('o.created_at', '2026-10-19', '2026-11-23'))),
    c('r17-ar-two-years-dual', 'ar', ['كم بعنا في السنتين الماضيتين'], sales('2024-11-23', '2026-11-23')),
    c('r17-ar-two-months-ago', 'ar', ['كم بعنا قبل شهرين'], sales('2026-09-01', '2026-10-01')),
    c('r17-two-months-ago', 'en', ['sales two months ago'], sales('2026-09-01', '2026-10-01')),
    c('r17-ar-two-days-ago', 'ar', ['كم طلب جانا قبل يومين'], orders(span('o.created_at', '2026-11-20', '2026-11-21'))),
    c('r17-ar-month-gone', 'ar', ['مبيعات الشهر اللي راح'], sales('2026-10-01', '2026-11-01')),
    c('r17-ar-tonight', 'ar', ['كم بعنا الليلة'], sales('2026-11-22', '2026-11-23')),
    // "In" glued to a month, Ramadan or "month N"; "and" and "in" glued to a follow-up.
    c('r17-ar-glued-october', 'ar', ['كم بعنا باكتوبر'], sales('2026-10-01', '2026-11-01')),
    c('r17-ar-glued-month-number', 'ar', ['كم بعنا بشهر ٨'], sales('2026-08-01', '2026-09-01')),
    c('r17-ar-glued-month-year', 'ar', ['كم بعنا بسبتمبر ٢٠٢٥'], sales('2025-09-01', '2025-10-01')),
    c('r17-ar-glued-ramadan', 'ar', ['كم بعنا برمضان'], sales('2026-02-18', '2026-03-20')),
    c('r17-ar-and-in-last-month', 'ar', ['كم بعنا هالشهر', 'وبالشهر اللي فات؟'], sales('2026-10-01', '2026-11-01')),
    c('r17-ar-and-in-units', 'ar', ['المبيعات حسب الفئة هالسنة', 'وبالكمية؟'], `SELECT l.category, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('r17-ar-and-before-it', 'ar', ['كم بعنا امس', 'وقبله؟'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-20', '2026-11-21')),
    // Common words are not slips: "down" was read as "town" (a split by city), "median" as Medina.
    c('r17-up-or-down', 'en', ['are we up or down vs last month?'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r17-median', 'en', ['median order value'], `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL`),
    // Open-ended and year-ago periods; two months or years said together.
    c('r17-since-day', 'en', ['sales since January 1st'], sales('2026-01-01', '2026-11-23')),
    c('r17-since-start-of-month', 'en', ['sales since the start of the month'], sales('2026-11-01', '2026-11-23')),
    c('r17-week-to-date', 'en', ['sales week to date'], sales('2026-11-22', '2026-11-23')),
    c('r17-ar-from-day', 'ar', ['كم بعنا من ١٥ اكتوبر'], sales('2026-10-15', '2026-11-23')),
    c('r17-this-month-last-year', 'en', ['sales this month last year'], sales('2025-11-01', '2025-12-01')),
    c('r17-month-last-year', 'en', ['sales in November last year'], sales('2025-11-01', '2025-12-01')),
    c('r17-last-quarter-of', 'en', ['sales last quarter of 2025'], sales('2025-10-01', '2026-01-01')),
    c('r17-two-months-joined', 'en', ['orders in march and april'], orders(span('o.created_at', '2026-03-01', '2026-05-01'))),
    c('r17-ar-two-months-joined', 'ar', ['مبيعات مارس وابريل'], sales('2026-03-01', '2026-05-01')),
    c('r17-two-years-joined', 'en', ['sales in 2024 and 2025'], sales('2024-01-01', '2026-01-01')),
    // "Are sales up?" compares with the period before.
    c('r17-are-sales-up', 'en', ['are sales up this month?'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r17-did-go-up', 'en', ['did sales go up last month?'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    // "The worst" of a measure where less is better is the one with the most, also as a follow-up.
    c('r17-worst-late', 'en', ['late shipments by carrier', 'which is the worst?'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Gulf verbs for what happened: late, refunded, returned, cancelled, left, failed; a coupon, damage, invoices.
    c('r17-ar-late-verb', 'ar', ['كم شحنة تأخرت الشهر اللي فات'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('r17-ar-late-carrier-verb', 'ar', ['أكثر شركة شحن تتأخر'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r17-ar-coupon-orders', 'ar', ['كم طلب فيه كوبون هالشهر'], orders(`o.discount_total > 0 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r17-ar-refunded-verb', 'ar', ['كم طلب انرد هالشهر'], orders(`o.refunded_total > 0 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('r17-ar-cancelled-subscription-verb', 'ar', ['كم واحد لغى اشتراكه هالسنة'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-01-01', '2027-01-01')}`),
    c('r17-ar-left-cart', 'ar', ['كم عميل ترك سلته هالشهر'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('r17-ar-payments-failed', 'ar', ['كم عملية دفع فشلت'], `SELECT count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed'`),
    c('r17-ar-returns-damaged', 'ar', ['كم مرتجع بسبب التلف'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.reason = 'damaged'`),
    c('r17-ar-invoices', 'ar', ['كم فاتورة طلعت هالشهر'], orders(span('o.created_at', '2026-11-01', '2026-12-01'))),
    c('r17-ar-per-day-average', 'ar', ['كم نبيع باليوم بالمتوسط'], `SELECT ${salesF} / count(DISTINCT (o.created_at AT TIME ZONE ${TZ})::date) FROM warehouse.orders o WHERE o.store_id = 1`),
    // "Fastest" with growth is the most growth, not a delivery speed.
    c('r17-grew-fastest', 'en', ['which channel grew fastest this year'], moved('o.channel', '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23', 'DESC')),
    // Parts of periods, hours, a day of this month.
    c('r17-first-months-of-year', 'en', ['sales in the first 3 months of the year'], sales('2026-01-01', '2026-04-01')),
    c('r17-first-days-of-month', 'en', ['sales during the first 10 days of november'], sales('2026-11-01', '2026-11-11')),
    c('r17-ar-first-days-of-month', 'ar', ['كم الطلبات في اول ١٠ ايام من الشهر'], orders(span('o.created_at', '2026-11-01', '2026-11-11'))),
    c('r17-last-months-of-last-year', 'en', ['sales in the last 3 months of last year'], sales('2025-10-01', '2026-01-01')),
    c('r17-ar-last-days-of-ramadan', 'ar', ['مبيعات آخر ١٠ أيام من رمضان'], sales('2026-03-10', '2026-03-20')),
    c('r17-last-24-hours', 'en', ['sales in the last 24 hours'], sales('2026-11-21', '2026-11-23')),
    c('r17-the-15th', 'en', ['sales on the 15th'], sales('2026-11-15', '2026-11-16')),
    // "How's business?" with no period: this month so far against the same days of last month.
    c('r17-hows-business', 'en', ["how's business?"], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r17-ar-hows-business', 'ar', ['شلون الشغل'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // Follow-ups and operations words.
    c('r17-and-returning', 'en', ['new customers this month', 'and returning?'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} AND EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = o.store_id AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('r17-were-recovered', 'en', ['abandoned carts last week', 'how many were recovered?'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    c('r17-unpaid', 'en', ['unpaid orders'], orders(`o.status = 'pending'`)),
    c('r17-havent-shipped', 'en', ["how many orders haven't shipped yet"], orders(`o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL`)),
    // One day of the week said alone is the latest one; "نهاية الأسبوع اللي فات" is last weekend; "اكتر" is "most".
    c('r17-on-monday', 'en', ['sales on Monday'], sales('2026-11-16', '2026-11-17')),
    c('r17-ar-on-thursday', 'ar', ['كم بعنا يوم الخميس'], sales('2026-11-19', '2026-11-20')),
    c('r17-ar-weekend-gone', 'ar', ['مبيعات نهاية الاسبوع اللي فات'], sales('2026-11-20', '2026-11-22')),
    c('r17-ar-most-with-ta', 'ar', ['اكتر ٥ منتجات مبيعا'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    // A chart asked for without its kind: bars for a split, a line over time.
    { ...c('r17-as-a-chart', 'en', ['sales by country', 'as a chart'], `SELECT o.country, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`) },
    c('r17-ar-draw-it', 'ar', ['المبيعات حسب المدينة', 'ارسمها'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // "The difference between" two periods or two places sets them side by side, the first asked about.
    c('r17-ar-difference-months', 'ar', ['كم الفرق بين مبيعات هالشهر والشهر اللي فات'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r17-difference-named-months', 'en', ['what is the difference in sales between october and september'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('r17-ar-difference-cities', 'ar', ['الفرق بين مبيعات الرياض وجدة'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    // "When was the last order?": the newest order, with its date (it was a count of all orders).
    { ...c('r17-when-last-order', 'en', ['when was the last order?'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...c('r17-ar-when-last-order', 'ar', ['متى جانا آخر طلب'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    // Averages of what is counted or summed: orders per customer, the average abandoned cart.
    c('r17-orders-per-customer', 'en', ['average orders per customer'], `SELECT count(*) FILTER (WHERE o.customer_id IS NOT NULL)::numeric / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r17-ar-orders-per-customer', 'ar', ['متوسط عدد الطلبات لكل عميل هالسنة'], `SELECT count(*) FILTER (WHERE o.customer_id IS NOT NULL)::numeric / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r17-avg-abandoned', 'en', ['average abandoned cart value'], `SELECT avg(ac.value) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1`),
    // Gulf follow-ups and amounts: "ولو شلنا الرياض" leaves Riyadh out, "وأقل مدينة؟" is the lowest, "الالف" and "٥ الاف".
    c('r17-ar-if-we-drop', 'ar', ['المبيعات حسب المدينة هالسنة', 'ولو شلنا الرياض'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city <> 'Riyadh' AND ${thisYear} GROUP BY 1`),
    c('r17-ar-and-least-city', 'ar', ['أكثر مدينة طلبات هالسنة', 'وأقل مدينة؟'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${thisYear} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r17-ar-over-the-thousand', 'ar', ['كم طلب فوق الالف ريال'], orders('o.total > 1000')),
    c('r17-ar-bought-from-us-twice', 'ar', ['كم عميل اشترى مننا اكثر من مرة'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) t`),
    c('r17-ar-spent-thousands', 'ar', ['كم عميل صرف اكثر من ٥ الاف'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0) > 5000) t`),
    // Failed payments are counted (the payments received are the paid ones: it was SAR 0.00).
    c('r17-failed-payments', 'en', ['failed payments this month'], `SELECT count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed' AND ${span('pm.paid_at', '2026-11-01', '2026-12-01')}`),
    // A comparison or a year back asked of the conversation's period, not of this year or the whole of last year.
    c('r17-and-compared-to-last-year', 'en', ['sales last month', 'what about the month before that?', 'and compared to last year?'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('r17-same-for-last-year', 'en', ['sales in september', 'what about Q3?', 'same for last year'], sales('2025-07-01', '2025-10-01')),
    c('r17-ar-same-for-last-year', 'ar', ['مبيعات الربع الثالث', 'نفس الشي للسنة اللي فاتت'], sales('2025-07-01', '2025-10-01')),
    // Recurring revenue said with "yearly"/"monthly" (no time split), a share said "كم تشكل", sign-ups as new customers.
    c('r17-ar-arr', 'ar', ['كم الإيراد السنوي المتكرر'], `SELECT 12 * sum(CASE billing_interval WHEN 'year' THEN amount / 12 ELSE amount END) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'`),
    c('r17-ar-monthly-subscriptions-value', 'ar', ['كم قيمة الاشتراكات الشهرية'], `SELECT sum(CASE billing_interval WHEN 'year' THEN amount / 12 ELSE amount END) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'`),
    c('r17-ar-makes-up-share', 'ar', ['كم تشكل مبيعات العبايات من المبيعات هالسنة'], `SELECT l.category, ${lineSales}, ${lineSales} / sum(${lineSales}) OVER () FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('r17-ar-signed-up', 'ar', ['كم عميل سجل هالشهر'], `SELECT count(*) FROM warehouse.customers c WHERE c.store_id = 1 AND ${span('c.created_at', '2026-11-01', '2026-12-01')}`),
    c('r17-signed-up', 'en', ['how many customers signed up this month'], `SELECT count(*) FROM warehouse.customers c WHERE c.store_id = 1 AND ${span('c.created_at', '2026-11-01', '2026-12-01')}`),
    // "النمو السنوي" is year over year; days written day-first or year-first; yesterday and the day before together.
    // Yearly growth with no period named is each year against the one before (stop 17; it was last month a year apart).
    c('r17-ar-yearly-growth', 'ar', ['النمو السنوي للمبيعات'], `SELECT to_char(date_trunc('year', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('r17-ar-day-first-date', 'ar', ['مبيعات ١٠-١١-٢٠٢٦'], sales('2026-11-10', '2026-11-11')),
    c('r17-year-first-date', 'en', ['sales on 2026/11/10'], sales('2026-11-10', '2026-11-11')),
    c('r17-ar-two-days', 'ar', ['مبيعات امس وقبل امس'], sales('2026-11-20', '2026-11-22')),
    c('r17-two-days', 'en', ['sales yesterday and the day before'], sales('2026-11-20', '2026-11-22')),
    // The day sold most is a day, not a product; a ranking of more than 100 lists 100.
    c('r17-what-day-sold-most', 'en', ['what day did we sell the most this month'], bestBuckets('day', '2026-11-01', '2026-12-01', 'DESC', 1)),
    c('r17-ar-day-sold-most', 'ar', ['وش أكثر يوم بعنا فيه هالشهر'], bestBuckets('day', '2026-11-01', '2026-12-01', 'DESC', 1)),
    c('r17-top-1000', 'en', ['top 1000 products this year'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 100`),
    // "Best seller" is one product (in each city, one per city: it listed ten).
    c('r17-best-seller-each-city', 'en', ['best seller in each city this year'], `SELECT title, city, s FROM (SELECT l.title, o.city, ${lineSales} AS s,
      row_number() OVER (PARTITION BY o.city ORDER BY ${lineSales} DESC, l.title) AS n FROM ${orderLines} WHERE l.store_id = 1 AND o.city IS NOT NULL AND ${thisYear} GROUP BY 1, 2) t WHERE n = 1`),
    // "Which categories fell" lists those that fell, not growers after them.
    c('r17-ar-categories-fell', 'ar', ['وش الفئة اللي نزلت مبيعاتها هالشهر'], fellMost('l.category', 10).replace(') x ORDER BY', ') x WHERE coalesce(cur, 0) - coalesce(prev, 0) < 0 ORDER BY')),
    c('r17-products-selling-less', 'en', ['which products are selling less this month than last month'], fellMost('l.title', 10).replace(') x ORDER BY', ') x WHERE coalesce(cur, 0) - coalesce(prev, 0) < 0 ORDER BY')),
    // Amounts asked in another currency than the store's: said it cannot convert (it answered in riyals silently).
    c('r17-in-dollars', 'en', ['sales last month in dollars'], 'cannot'),
    c('r17-ar-in-dollars', 'ar', ['كم المبيعات بالدولار'], 'cannot'),
    // The newest (or first) orders kept to what the question says of them.
    { ...c('r18-last-orders-city', 'en', ['last 5 orders from Riyadh'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-ar-last-orders-city', 'ar', ['آخر ٥ طلبات من جدة'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Jeddah' ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-first-order', 'en', ['what was our first order?'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at ASC LIMIT 1`), lookup: true },
    { ...c('r18-ar-first-order', 'ar', ['متى أول طلب'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at ASC LIMIT 1`), lookup: true },
    { ...c('r18-first-this-year', 'en', ['first 3 orders this year'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.created_at >= '2026-01-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2027-01-01'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at ASC LIMIT 3`), lookup: true },
    { ...c('r18-last-over', 'en', ['last 3 orders over 1000'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.total > 1000 ORDER BY o.created_at DESC LIMIT 3`), lookup: true },
    { ...c('r18-ar-last-over', 'ar', ['آخر ٣ طلبات فوق ١٠٠٠ ريال'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.total > 1000 ORDER BY o.created_at DESC LIMIT 3`), lookup: true },
    { ...c('r18-last-category', 'en', ['last 5 orders of perfumes'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.category = 'Perfumes & Oud') ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-last-excluding', 'en', ['last 5 orders excluding perfumes'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND NOT EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.category = 'Perfumes & Oud') ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-last-carrier', 'en', ['the last 5 orders shipped with aramex'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = 1 AND s.order_id = o.id AND s.carrier = 'Aramex') ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-last-cancelled', 'en', ['last 5 cancelled orders'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-ar-last-cancelled', 'ar', ['آخر ٥ طلبات ملغية'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-last-discounted', 'en', ['last 5 discounted orders this month'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.discount_total > 0 AND o.created_at >= '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-12-01'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    { ...c('r18-list-yesterday', 'en', ['list orders from jeddah yesterday'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Jeddah' AND o.created_at >= '2026-11-21'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-22'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('r18-ar-last-week', 'ar', ['آخر طلبات الأسبوع الماضي'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.created_at >= '2026-11-15'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-22'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at DESC LIMIT 10`), lookup: true },
    { ...c('r18-ar-listed-today', 'ar', ['اعرض طلبات الرياض اليوم'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' AND o.created_at >= '2026-11-22'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-23'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('r18-last-card', 'en', ['last 10 orders paid by card last month'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'card' AND o.created_at >= '2026-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh' ORDER BY o.created_at DESC LIMIT 10`), lookup: true },
    // A split by what was filtered is of every value; a month, quarter or Ramadan said alone is in the conversation's year.
    c('r18-split-drops-filter', 'en', ['orders last month', 'only in Jeddah', 'by city instead'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.created_at >= '2026-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh' GROUP BY 1`),
    c('r18-ar-split-drops-filter', 'ar', ['كم بعنا الشهر اللي فات؟', 'بس بالرياض', 'حسب المدينة'], `SELECT o.city, sum(o.total) FILTER (WHERE o.status <> 'cancelled') FROM warehouse.orders o WHERE o.store_id = 1 AND o.created_at >= '2026-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh' GROUP BY 1`),
    c('r18-country-kept-for-cities', 'en', ['sales in the UAE last month', 'by city'], `SELECT o.city, sum(o.total) FILTER (WHERE o.status <> 'cancelled') FROM warehouse.orders o WHERE o.store_id = 1 AND o.country = 'AE' AND o.created_at >= '2026-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh' GROUP BY 1`),
    c('r18-march-of-year', 'en', ['sales in 2024', 'and March?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2024-03-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2024-04-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-q4-of-year', 'en', ['sales in 2024', 'and March?', 'and Q4?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2024-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2025-01-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-ar-last-quarter-of-year', 'ar', ['المبيعات في ٢٠٢٥', 'والربع الأخير؟'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2025-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-01-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-ar-march-of-year', 'ar', ['المبيعات في ٢٠٢٥', 'وشهر مارس؟'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2025-03-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2025-04-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-ramadan-of-year', 'en', ['sales in 2025', 'and Ramadan?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2025-03-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2025-03-30'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-last-years-ramadan', 'en', ['sales in Ramadan', "and last year's?"], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2025-03-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2025-03-30'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-july-and-year', 'en', ['sales in July 2025', 'and 2024?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2024-07-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2024-08-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    c('r18-last-month-stays', 'en', ['sales in 2024', 'and last month?'], `SELECT sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND o.created_at >= '2026-10-01'::timestamp AT TIME ZONE 'Asia/Riyadh' AND o.created_at < '2026-11-01'::timestamp AT TIME ZONE 'Asia/Riyadh'`),
    // "The top one", "it", "she", "منه", "the second one": what the last answer listed, pointed at.
    c('r18-ref-top-one-city', 'en', ['top 5 products this year', 'which city bought the top one most?'], `SELECT o.city, ${lineSales} FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear}
      AND l.title = (SELECT l.title FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1) GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r18-ref-it-units', 'en', ['top product last month', 'how many units did it sell?'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}
      AND l.title = (SELECT l.title FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1)`),
    c('r18-ar-ref-units', 'ar', ['أكثر منتج مبيعا الشهر الماضي', 'وكم حبة بعنا منه؟'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}
      AND l.title = (SELECT l.title FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1)`),
    c('r18-ref-she-orders', 'en', ['who is my best customer this year?', 'where is she from?', 'how many orders did she place?'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}
      AND o.customer_id = (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND o.customer_id IS NOT NULL GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1)`),
    c('r18-ar-ref-his-orders', 'ar', ['مين أفضل عميل هالسنة؟', 'ومن وين؟', 'كم طلب عنده؟'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}
      AND o.customer_id = (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND o.customer_id IS NOT NULL GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 1)`),
    c('r18-ref-second-one', 'en', ['sales by category this year', 'what about the second one?'], `SELECT ${lineSales} FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear}
      AND l.category = (SELECT l.category FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1 OFFSET 1)`),
    c('r18-ref-products-in-it', 'en', ['sales by category this year', 'what about the second one?', 'which products in it sold most?'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear}
      AND l.category = (SELECT l.category FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1 OFFSET 1) GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r18-ref-them-returned', 'en', ['top categories by revenue last month', 'how many orders did the top one have?', 'how many of them were returned?'], `SELECT count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')} AND p.category = (SELECT l.category FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 1)`),
    // Operational words: rates asked as percentages, what a count's rows are, verbs that are not splits.
    c('r18-pct-on-time', 'en', ['what percentage of orders arrive on time?'], `SELECT 1 - count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r18-pct-coupon', 'en', ['what percentage of orders used a coupon this year?'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r18-pct-recovered', 'en', ['what % of abandoned carts did we recover this month?'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)::numeric / count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('r18-ar-pct-refunded', 'ar', ['نسبة الطلبات اللي انردت فلوسها'], `SELECT count(*) FILTER (WHERE o.refunded_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r18-ar-discounted', 'ar', ['كم خصمنا هالشهر'], `SELECT sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r18-ar-returned-units', 'ar', ['كم قطعة رجعت هالسنة'], `SELECT sum(rt.quantity) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-01-01', '2027-01-01')}`),
    c('r18-lost-cart-value', 'en', ['lost revenue from abandoned carts this year'], `SELECT sum(ac.value) FILTER (WHERE ac.recovered_at IS NULL) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('r18-customers-order-most', 'en', ['who orders the most?'], `SELECT t.name, t.v FROM (SELECT concat_ws(' ', c.first_name, c.last_name) AS name, count(*) AS v FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY o.customer_id, 1 ORDER BY 2 DESC LIMIT 1) t`),
    c('r18-with-most-orders', 'en', ['city with the most orders last month'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r18-orders-per-customer', 'en', ['how many orders does a customer place on average?'], `SELECT count(*) FILTER (WHERE o.customer_id IS NOT NULL)::numeric / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r18-since-january', 'en', ["how many customers haven't ordered since January?"], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING max(o.created_at) < timestamp '2026-01-01' AT TIME ZONE ${TZ}) x`),
    c('r18-ar-abu-dhabi-city', 'ar', ['كم عدد الطلبات في أبوظبي الشهر الماضي؟'], orders(`o.city = 'Abu Dhabi' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    { ...c('r18-show-unfulfilled', 'en', ['show me the unfulfilled orders'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.fulfillment_status = 'unfulfilled' AND o.cancelled_at IS NULL ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('r18-refund-status', 'en', ['refund status of order 1042'], orderLookupOf("'1042'")), lookup: true },
    c('r18-best-month-of-year', 'en', ['which month of the year is best for sales'], `SELECT extract(month FROM o.created_at AT TIME ZONE ${TZ})::int::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r18-who-bought', 'en', ['who bought Linen Abaya - Beige last week'], `SELECT ${customerName}, t.v FROM (SELECT c.id, concat_ws(' ', c.first_name, c.last_name) AS name, c.email, ${lineSales} AS v
      FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND l.title = 'Linen Abaya - Beige' AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY c.id, c.first_name, c.last_name, c.email) t`),
    c('r18-top-alone', 'en', ['top 3'], 'cannot'),
    c('r18-ar-split-then-quarter', 'ar', ['المبيعات حسب الفئة الربع الثالث'], `SELECT l.category, ${lineSales} FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-07-01', '2026-10-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r18-ar-why-returned', 'ar', ['ليش العملاء يرجعون المنتجات'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1`),
    c('r18-ar-running-out', 'ar', ['وش المنتجات اللي قربت تخلص'], 'cannot'),
    // Parcels dated when they went out and when they arrived (ADR 29).
    c('r19-shipped-yesterday', 'en', ['how many orders did we ship yesterday'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-21', '2026-11-22')}`),
    c('r19-orders-shipped-last-week', 'en', ['how many orders shipped last week?'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-15', '2026-11-22')}`),
    c('r19-ar-arrived-last-week', 'ar', ['كم طلب وصل الأسبوع الماضي'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-11-15', '2026-11-22')}`),
    c('r19-delivered-by-carrier', 'en', ['delivered shipments by carrier this month'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    // Periods owners say that were read as something else (the stop-17 QA of periods).
    c('r19-ytd-vs-last-ytd', 'en', ['sales year to date vs last year to date'], compare(salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('r19-to-date', 'en', ['sales to date'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r19-trailing-90', 'en', ['trailing 90 days revenue'], sales('2026-08-25', '2026-11-23')),
    c('r19-rolling-12-months', 'en', ['rolling 12 months sales'], sales('2025-11-23', '2026-11-23')),
    c('r19-l30d', 'en', ['sales L30D'], sales('2026-10-24', '2026-11-23')),
    c('r19-since-black-friday', 'en', ['sales since Black Friday'], sales('2025-11-28', '2026-11-23')),
    c('r19-ar-since-white-friday', 'ar', ['الطلبات من الجمعة البيضاء'], orders(span('o.created_at', '2025-11-28', '2026-11-23'))),
    c('r19-since-last-monday', 'en', ['sales since last Monday'], sales('2026-11-16', '2026-11-23')),
    c('r19-ar-since-national-day', 'ar', ['المبيعات منذ اليوم الوطني'], sales('2026-09-23', '2026-11-23')),
    c('r19-ar-from-date', 'ar', ['الطلبات من تاريخ ٢٠٢٦/١١/١'], orders(span('o.created_at', '2026-11-01', '2026-11-23'))),
    c('r19-month-day-range', 'en', ['sales November 1 to 15'], sales('2026-11-01', '2026-11-16')),
    c('r19-dash-day-range', 'en', ['sales Nov 1-15'], sales('2026-11-01', '2026-11-16')),
    c('r19-ar-days-of-this-month', 'ar', ['المبيعات من ١ الى ١٥ هالشهر'], sales('2026-11-01', '2026-11-16')),
    c('r19-dash-months', 'en', ['sales Jan-Mar 2026'], sales('2026-01-01', '2026-04-01')),
    c('r19-ar-year-first-range', 'ar', ['المبيعات من ٢٠٢٥/٣/١ إلى ٢٠٢٥/٣/٣١'], sales('2025-03-01', '2025-04-01')),
    c('r19-month-first-range', 'en', ['sales from 10/1 to 10/15'], sales('2026-10-01', '2026-10-16')),
    c('r19-week-of', 'en', ['sales for the week of Nov 8'], sales('2026-11-08', '2026-11-15')),
    c('r19-last-week-of-october', 'en', ['sales in the last week of October'], sales('2026-10-25', '2026-11-01')),
    c('r19-full-months', 'en', ['sales last 3 full months'], sales('2026-08-01', '2026-11-01')),
    c('r19-ar-second-half-last-year', 'ar', ['كم بعنا في النص الثاني من السنة الماضية'], sales('2025-07-01', '2026-01-01')),
    c('r19-q3-vs-q3-last-year', 'en', ['sales Q3 vs Q3 last year'], compare(salesF, '2026-07-01', '2026-10-01', '2025-07-01', '2025-10-01')),
    c('r19-weekend-vs-weekend-before', 'en', ['orders last weekend vs the weekend before'], compare(countF, '2026-11-20', '2026-11-22', '2026-11-13', '2026-11-15')),
    c('r19-weekend-before', 'en', ['revenue last weekend', 'and the weekend before?'], compare(salesF, '2026-11-20', '2026-11-22', '2026-11-13', '2026-11-15')),
    c('r19-30-days-before', 'en', ['orders last 30 days', 'and the 30 days before?'], compare(countF, '2026-10-24', '2026-11-23', '2026-09-24', '2026-10-24')),
    c('r19-ar-yesterday-levantine', 'ar', ['قديش بعنا امبارح'], sales('2026-11-21', '2026-11-22')),
    c('r19-ar-yesterday-and-today', 'ar', ['كم بعنا امبارح والنهارده'], sales('2026-11-21', '2026-11-23')),
    c('r19-ar-spoken-three-months', 'ar', ['آخر تلات شهور كم بعنا'], sales('2026-08-23', '2026-11-23')),
    c('r19-fourteen-days', 'en', ['orders in the past fourteen days'], orders(span('o.created_at', '2026-11-09', '2026-11-23'))),
    c('r19-ar-follow-up-levantine', 'ar', ['كم بعنا هالشهر', 'طيب وامبارح', 'بس الرياض'], sales('2026-11-21', '2026-11-22', "AND o.city = 'Riyadh'")),
    // Spoken and code-switched questions (the stop-17 QA of WhatsApp questions).
    c('r19-ar-unknown-noun', 'ar', ['كم الزرافات هالشهر'], 'cannot'),
    c('r19-ar-glued-english', 'ar', ['كم الorders اليوم'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('r19-ar-glued-aov', 'ar', ['شو الAOV هالشهر'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r19-ar-new-customers-mixed', 'ar', ['كم الcustomers الجدد this month'], `SELECT count(*) FROM (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) f WHERE ${span('f.first', '2026-11-01', '2026-12-01')}`),
    c('r19-ar-active-subscription', 'ar', ['عندي كم active subscription'], `SELECT count(*) FROM warehouse.subscriptions WHERE store_id = 1 AND status = 'active'`),
    { ...c('r19-last-five-orders', 'en', ['last five orders'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 ORDER BY created_at DESC, id DESC LIMIT 5`), lookup: true },
    c('r19-ar-egyptian-cancelled', 'ar', ['كام طلب اتلغى الشهر اللي فات'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r19-top-by-spending', 'en', ['top ten customers by spending this year'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 10`),
    c('r19-filler-hows-business', 'en', ['umm so like hows the business doing'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // Active at the end of last month (ADR 31).
    c('r19-subscriptions-two-measures', 'en', ['active subscriptions and churned subscriptions last month'], `SELECT (SELECT count(*) FROM warehouse.subscriptions sb WHERE store_id = 1 AND sb.started_at < '2026-11-01'::timestamp AT TIME ZONE ${TZ}
      AND ((sb.cancelled_at IS NULL AND sb.status = 'active') OR sb.cancelled_at >= '2026-11-01'::timestamp AT TIME ZONE ${TZ})), (SELECT count(*) FROM warehouse.subscriptions sb WHERE store_id = 1 AND ${span('sb.cancelled_at', '2026-10-01', '2026-11-01')})`),
    // Times of the day, and weeks averaged over the store's own weeks.
    c('r19-evening', 'en', ['sales in the evening last week'], sales('2026-11-15', '2026-11-22', `AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) BETWEEN 17 AND 21`)),
    c('r19-office-hours', 'en', ['sales between 9am and 5pm yesterday'], sales('2026-11-21', '2026-11-22', `AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) BETWEEN 9 AND 16`)),
    c('r19-ar-at-night', 'ar', ['كم بعنا بالليل الشهر الماضي'], sales('2026-10-01', '2026-11-01', `AND (extract(hour FROM o.created_at AT TIME ZONE ${TZ}) >= 22 OR extract(hour FROM o.created_at AT TIME ZONE ${TZ}) < 6)`)),
    c('r19-at-9pm', 'en', ['orders at 9pm last month'], orders(`extract(hour FROM o.created_at AT TIME ZONE ${TZ}) = 21 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // The year so far is 326 days (1 January to 22 November): 46.57 weeks (ADR 30).
    c('r19-average-weekly', 'en', ['average weekly sales this year'], `SELECT ${salesF} / (326 / 7.0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    // Peak hours ranked, Arabic splits and comparisons by the month before.
    c('r19-peak-hours', 'en', ['peak hours for orders last month'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('r19-ar-peak-hour', 'ar', ['ساعة الذروة للطلبات'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r19-ar-each-day-last-week', 'ar', ['المبيعات لكل يوم الأسبوع الماضي'], `SELECT to_char(date_trunc('day', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1`),
    c('r19-ar-weekend-vs-weekdays', 'ar', ['المبيعات في الويكند مقابل أيام الأسبوع هذه السنة'], `SELECT CASE WHEN ${dow} IN (5, 6) THEN 'weekend' ELSE 'weekday' END, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('r19-ar-aov-month-before', 'ar', ['متوسط قيمة الطلب الشهر الماضي مقارنة بالشهر اللي قبله'], compare('avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)', '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('r19-year-so-far', 'en', ['sales in 2026 so far'], sales('2026-01-01', '2026-11-23')),
    c('r19-black-friday-possessive', 'en', ["Black Friday vs last year's Black Friday"], compare(salesF, '2025-11-28', '2025-11-29', '2024-11-29', '2024-11-30')),
    // Edges and honesty (the stop-17 QA of odd and hostile questions; analytic questions).
    c('r19-tomorrow', 'en', ['sales tomorrow'], 'cannot'),
    c('r19-ar-next-week', 'ar', ['المبيعات الاسبوع الجاي'], 'cannot'),
    c('r19-future-year', 'en', ['orders in 2030'], 'cannot'),
    c('r19-ar-future-month', 'ar', ['كم بعنا في ديسمبر ٢٠٢٦'], 'cannot'),
    c('r19-html-tags', 'en', ['<h1>orders yesterday</h1>'], orders(span('o.created_at', '2026-11-21', '2026-11-22'))),
    c('r19-zero-width', 'en', ['sales last\u200Dmonth'], sales('2026-10-01', '2026-11-01')),
    c('r19-full-width', 'en', ['sales in ２０２５'], sales('2025-01-01', '2026-01-01')),
    { ...c('r19-bare-order-number', 'en', ['1042'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042'`), lookup: true },
    { ...c('r19-next-order-number', 'en', ['where is order 1042?', 'and 1043?'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '1043'`), lookup: true },
    c('r19-ar-other-store', 'ar', ['مبيعات المتجر رقم 2'], 'cannot'),
    c('r19-after-refunds', 'en', ['how much did we make after refunds last month'], `SELECT ${netF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r19-rate-over-percent', 'en', ['products with return rate over 10%'], `SELECT p, rate FROM (SELECT l.title AS p, count(DISTINCT l.order_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.order_id = l.order_id AND rt.product_id = l.product_id))::numeric / nullif(count(DISTINCT l.order_id), 0) AS rate FROM ${orderLines} WHERE o.store_id = 1 GROUP BY 1) x WHERE rate > 0.1`),
    // Late "most often" is by the late rate (stop 19 read it by the count of late parcels, which names the biggest carrier).
    c('r19-late-most-often', 'en', ['which carrier is late most often'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r19-delivered-late-in-city', 'en', ['how many orders were delivered late in Jeddah this year'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND o.city = 'Jeddah' AND ${span('s.created_at', '2026-01-01', '2027-01-01')}`),
    c('r19-ar-lost-with-carrier', 'ar', ['كم شحنة ضاعت مع أرامكس'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Aramex' AND s.status = 'lost'`),
    // Conversations (the stop-17 QA of 109 conversations): a named period a year before, a day a week before, Arabic
    // ordinals, and a measure asked of what a ranking listed.
    c('r19-ramadan-last-year', 'en', ['sales in Ramadan', 'and last year?'], sales('2025-03-01', '2025-03-30')),
    c('r19-ar-eid-last-year', 'ar', ['المبيعات في عيد الفطر', 'والسنة الماضية؟'], sales('2025-03-30', '2025-04-02')),
    c('r19-october-last-year', 'en', ['sales in October', 'and last year?'], sales('2025-10-01', '2025-11-01')),
    c('r19-day-week-before', 'en', ['sales yesterday', 'and the week before?'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('r19-ar-same-day-glued', 'ar', ['كم بعنا اليوم', 'وأمس؟', 'ونفس اليوم الأسبوع الماضي؟'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('r19-ar-msa-same-period', 'ar', ['ما إجمالي المبيعات في الربع الثالث؟', 'وما صافي المبيعات؟', 'قارن بالفترة نفسها من العام الماضي'], compare(netF, '2026-07-01', '2026-10-01', '2025-07-01', '2025-10-01')),
    c('r19-ar-bare-ordinal', 'ar', ['أفضل ٥ عملاء', 'كم طلب سوى الأول؟', 'والثاني؟'], `WITH t AS (SELECT o.customer_id, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 2) SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = (SELECT customer_id FROM t ORDER BY s ASC LIMIT 1)`),
    c('r19-second-after-one', 'en', ['top 5 customers this year', 'how many orders did the top one place?', 'which city is she from?', 'and the second one?'], `WITH t AS (SELECT o.customer_id, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 2) SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND o.customer_id = (SELECT customer_id FROM t ORDER BY s ASC LIMIT 1)`),
    c('r19-measure-of-listed', 'en', ['top 5 products last month', 'how many units?'], `WITH t AS (SELECT l.title FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 5) SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} AND l.title IN (SELECT title FROM t) GROUP BY 1`),
    // Analytic questions (the stop-17 QA of 220): measures the data holds that had no name.
    c('r19-payment-failure-rate', 'en', ['payment failure rate by method'], `SELECT pm.method, count(*) FILTER (WHERE pm.status = 'failed')::numeric / count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 GROUP BY 1`),
    c('r19-free-shipping', 'en', ['how many orders had free shipping this year'], orders(`o.shipping_total = 0 AND ${thisYear}`)),
    c('r19-ar-free-shipping', 'ar', ['كم طلب شحنه مجاني هالسنة'], orders(`o.shipping_total = 0 AND ${thisYear}`)),
    c('r19-profit-per-order', 'en', ['average profit per order this year'], `SELECT sum(l.total - l.cost) FILTER (WHERE o.cancelled_at IS NULL AND l.cost IS NOT NULL) / count(DISTINCT l.order_id) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear}`),
    c('r19-ar-discount-rate-by-category', 'ar', ['نسبة الخصم حسب الفئة'], `SELECT l.category, sum(l.discount) FILTER (WHERE o.cancelled_at IS NULL) / sum(l.unit_price * l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE o.store_id = 1 GROUP BY 1`),
    c('r19-top-by-spend', 'en', ['top 10 customers by spend this year'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 10`),
    // Customers by how often they ordered, their share, and new against returning.
    c('r19-exactly-once', 'en', ['how many customers ordered exactly once'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 1) x`),
    c('r19-repeat-percentage', 'en', ['what percentage of customers ordered more than once'], `SELECT count(*) FILTER (WHERE n > 1)::numeric / count(*) FROM (SELECT o.customer_id, count(*) AS n FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1) x`),
    c('r19-ar-repeat-percentage', 'ar', ['ما نسبة العملاء الذين طلبوا أكثر من مرة'], `SELECT count(*) FILTER (WHERE n > 1)::numeric / count(*) FROM (SELECT o.customer_id, count(*) AS n FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1) x`),
    c('r19-aov-new-vs-returning', 'en', ['average order value of new vs returning customers this year'], `SELECT CASE WHEN o.created_at > f.first THEN 'returning' ELSE 'new' END, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) f ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    // Dates no calendar has, and amounts written with thousands and decimals.
    c('r19-february-30', 'en', ['sales on February 30'], 'cannot'),
    c('r19-ar-february-30', 'ar', ['كم طلب في ٣٠ فبراير'], 'cannot'),
    c('r19-q5', 'en', ['sales in Q5'], 'cannot'),
    c('r19-month-13', 'en', ['sales in month 13'], 'cannot'),
    c('r19-year-3000', 'en', ['sales in the year 3000'], 'cannot'),
    c('r19-thousands-decimals', 'en', ['orders over 1,500.50 last year'], orders(`o.total > 1500.50 AND ${span('o.created_at', '2025-01-01', '2026-01-01')}`)),
    // Filters taken off one at a time, a measure that cannot keep the split, and "she" after a list of customers.
    c('r19-remove-the-last-filter', 'en', ['sales in Jeddah this month', 'only online store', 'remove the filter'], sales('2026-11-01', '2026-12-01', "AND o.city = 'Jeddah'")),
    c('r19-net-after-split', 'en', ['sales by category last month', 'net?'], `SELECT ${netF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r19-she-after-list', 'en', ['top customers this month', 'how many orders did she place?'], `WITH t AS (SELECT o.customer_id, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1) SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} AND o.customer_id = (SELECT customer_id FROM t)`),
    c('r19-this-morning', 'en', ['orders this morning'], orders(`${span('o.created_at', '2026-11-22', '2026-11-23')} AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) BETWEEN 5 AND 11`)),
    // Order numbers no order has: looked up and not found (they were a count of every order).
    { ...c('r19-order-zero', 'en', ['order 0'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '0'`), lookup: true },
    { ...c('r19-ar-order-negative', 'ar', ['طلب رقم -٥'], `SELECT order_number, status, total FROM warehouse.orders WHERE store_id = 1 AND order_number = '-5'`), lookup: true },
    // Customers by an exact count of orders, and where they are said between them and the count.
    c('r20-exactly-twice', 'en', ['how many customers ordered exactly twice'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 2) x`),
    c('r20-with-3-orders', 'en', ['how many customers have 3 orders'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 3) x`),
    c('r20-ar-twice', 'ar', ['كم عميل طلب مرتين'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 2) x`),
    c('r20-ar-twice-or-more', 'ar', ['كم عميل طلب مرتين او اكثر'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) >= 2) x`),
    c('r20-3-times-this-year', 'en', ['how many customers ordered 3 times this year'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND ${thisYear} GROUP BY 1 HAVING count(*) = 3) x`),
    c('r20-riyadh-more-than-2', 'en', ['how many customers in Riyadh placed more than 2 orders'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND o.city = 'Riyadh' GROUP BY 1 HAVING count(*) > 2) x`),
    c('r20-ar-riyadh-more-than-once', 'ar', ['كم عميل في الرياض طلب اكثر من مره'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL AND o.city = 'Riyadh' GROUP BY 1 HAVING count(*) > 1) x`),
    // An amount with its currency first, and "with an order value" (no filter on orders that have an order).
    c('r20-sar-first', 'en', ['how many orders above SAR 1000 last month'], orders(`o.total > 1000 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    c('r20-with-an-order-value', 'en', ['orders with an order value over SAR 1000 last month'], orders(`o.total > 1000 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // Rankings "per category" and in the Arabic dual; hours said in Arabic as a span; measures said as verbs.
    c('r20-top-3-per-category', 'en', ['top 3 products per category last month'], `SELECT title, category, s FROM (SELECT l.title, l.category, ${lineSales} AS s,
      row_number() OVER (PARTITION BY l.category ORDER BY ${lineSales} DESC, l.title) AS n FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1, 2) t WHERE n <= 3`),
    c('r20-ar-top-two-products', 'ar', ['أفضل منتجين هذا الشهر'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 2`),
    c('r20-ar-hours-between', 'ar', ['المبيعات بين الساعة ٥ مساءً و١٠ مساءً الأسبوع الماضي'], sales('2026-11-15', '2026-11-22', `AND extract(hour FROM o.created_at AT TIME ZONE ${TZ}) BETWEEN 17 AND 21`)),
    c('r20-ar-parcel-late', 'ar', ['كم طرد وصل متأخر في أكتوبر'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${lateShipment} AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-parcels-arrived-late', 'en', ['how many parcels arrived late in October'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${lateShipment} AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-ar-orders-shipped', 'ar', ['كم طلب انشحن الأسبوع الماضي'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-15', '2026-11-22')}`),
    c('r20-customers-abandoned', 'en', ['how many customers abandoned their cart last week'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    c('r20-subscriptions-churned', 'en', ['how many subscriptions churned this year'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-01-01', '2027-01-01')}`),
    c('r20-ar-subscriber-cancelled', 'ar', ['كم مشترك ألغى اشتراكه الشهر الماضي'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-10-01', '2026-11-01')}`),
    c('r20-ar-by-shipping-type', 'ar', ['الإيرادات حسب نوع الشحن'], `SELECT o.ship_mode, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // MSA "the quarter before it", weekdays of this month, spend in Arabic.
    c('r20-ar-quarter-before-it', 'ar', ['ما هي مبيعات الربع الماضي مقارنة بالربع الذي قبله؟'], compare(salesF, '2026-07-01', '2026-10-01', '2026-04-01', '2026-07-01')),
    c('r20-ar-weekdays-this-month', 'ar', ['المبيعات حسب أيام الأسبوع هذا الشهر'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('r20-ar-top-by-spend', 'ar', ['أفضل ٣ عملاء حسب الإنفاق هذه السنة'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 3`),
    // Averages per day, week or month over the period's own length, days without a sale included (ADR 30).
    c('r20-daily-instagram-orders', 'en', ['average instagram orders per day last month'], `SELECT count(*) / 31.0 FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel = 'instagram' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-daily-jeddah-orders', 'en', ['average daily orders in Jeddah this year'], `SELECT count(*) / 326.0 FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Jeddah' AND ${thisYear}`),
    c('r20-weekly-orders-this-month', 'en', ['average weekly orders this month'], `SELECT count(*) / (22 / 7.0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('r20-monthly-last-12', 'en', ['average monthly sales over the last 12 months'], `SELECT ${salesF} / 12 FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-11-23', '2026-11-23')}`),
    c('r20-ar-daily-this-month', 'ar', ['متوسط المبيعات اليومي هذا الشهر'], `SELECT ${salesF} / 22 FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    // Running totals; one order at an end of its value; a customer's spend over a period by e-mail; other spellings of
    // cities; a weekday's average over those days.
    c('r20-cumulative-by-month', 'en', ['cumulative sales this year by month'], `SELECT m, sum(s) OVER (ORDER BY m) FROM (SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') AS m, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1) x`),
    c('r20-ar-cumulative', 'ar', ['المبيعات التراكمية هذه السنة حسب الشهر'], `SELECT m, sum(s) OVER (ORDER BY m) FROM (SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') AS m, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1) x`),
    c('r20-max-order-value', 'en', ['max order value last month'], `SELECT o.order_number, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r20-ar-smallest-order', 'ar', ['أصغر قيمة طلب هالشهر'], `SELECT o.order_number, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('r20-email-spend-last-year', 'en', ['how much did {email} spend last year'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND lower(o.email) = lower('{email}') AND ${span('o.created_at', '2025-01-01', '2026-01-01')}`),
    c('r20-makkah', 'en', ['sales in Makkah this year'], sales('2026-01-01', '2027-01-01', "AND o.city = 'Mecca'")),
    c('r20-ar-khobar', 'ar', ['كم طلب من الخبر'], orders("o.city = 'Khobar'")),
    c('r20-fridays-average', 'en', ['average sales on Fridays this year'], `SELECT ${salesF} / 47 FROM warehouse.orders o WHERE o.store_id = 1 AND ${dow} = 5 AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    // Measures said per order, refunded or lost to cancellations; a product named by an occasion's word; a colour.
    c('r20-sales-per-order', 'en', ['revenue per order last month'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-ar-units-per-order', 'ar', ['ما متوسط عدد الوحدات لكل طلب'], `SELECT sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL)::numeric / count(DISTINCT l.order_id) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1`),
    c('r20-revenue-refunded', 'en', ['what % of revenue was refunded'], `SELECT sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r20-lost-to-cancellations', 'en', ['how much revenue did we lose to cancellations last month'], `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NOT NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-eid-hamper', 'en', ['Eid Hamper - Large units this year'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Eid Hamper - Large' AND ${thisYear}`),
    c('r20-black-abayas', 'en', ['black abayas sales this year'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND l.title ILIKE '%black%' AND ${thisYear}`),
    { ...c('r20-when-did-last-order', 'en', ['when did Omar Al-Dosari last order'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND concat_ws(' ', c.first_name, c.last_name) = 'Omar Al-Dosari' ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...c('r20-ar-when-last-order-of', 'ar', ['متى آخر طلب لعمر الدوسري'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND concat_ws(' ', c.first_name, c.last_name) = 'Omar Al-Dosari' ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    // A question with its own split and period stands alone after another; off-topic questions naming a place;
    // Arabic cancellations and month-over-month growth.
    c('r20-own-question-after-carts', 'en', ['abandoned carts this month', 'best selling product last week'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r20-weather-in-riyadh', 'en', ['What is the weather in Riyadh?'], 'cannot'),
    c('r20-president', 'en', ['who is the president of the USA?'], 'cannot'),
    c('r20-ar-cancelled-verb', 'ar', ['كم طلب ألغي الشهر الماضي؟'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`)),
    // Point-in-time measures of a period that ended: as they stood at its end.
    c('r20-mrr-last-month', 'en', ['MRR last month'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END), 0) FROM warehouse.subscriptions sb
      WHERE sb.store_id = 1 AND sb.started_at < '2026-11-01'::timestamp AT TIME ZONE ${TZ} AND ((sb.cancelled_at IS NULL AND sb.status = 'active') OR sb.cancelled_at >= '2026-11-01'::timestamp AT TIME ZONE ${TZ})`),
    c('r20-ar-active-subscriptions-last-year', 'ar', ['كم اشتراك نشط نهاية السنة الماضية'], `SELECT count(*) FROM warehouse.subscriptions sb
      WHERE sb.store_id = 1 AND sb.started_at < '2026-01-01'::timestamp AT TIME ZONE ${TZ} AND ((sb.cancelled_at IS NULL AND sb.status = 'active') OR sb.cancelled_at >= '2026-01-01'::timestamp AT TIME ZONE ${TZ})`),
    // "By how much did … change", a difference between two channels, and two conditions on one customer's purchases.
    c('r20-by-how-much-aov', 'en', ['by how much did AOV change this month vs last month'], compare(`avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)`, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r20-difference-between-channels', 'en', ['difference in orders between instagram and whatsapp last month'], `SELECT o.channel, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'whatsapp') AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r20-bought-both', 'en', ['customers who bought both Oud Oil and Bakhoor'], 'cannot'),
    c('r20-bought-but-never', 'en', ['customers who bought Oud Oil but never Bakhoor'], 'cannot'),
    // A day's average kept to weekends, or split by weekday, is over the days each had (ADR 30).
    c('r20-weekend-daily-average', 'en', ['average orders per day on weekends this year'], `SELECT count(*)::numeric / count(DISTINCT (o.created_at AT TIME ZONE ${TZ})::date) FROM warehouse.orders o WHERE o.store_id = 1 AND ${dow} IN (5, 6) AND ${thisYear}`),
    // Products stored in English asked by their Arabic names, a variant's colour in Arabic too.
    c('r20-ar-oud-oil', 'ar', ['مبيعات زيت العود الشهر الماضي'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Oud Oil - %' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r20-ar-sukkari', 'ar', ['مبيعات تمر سكري هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Sukkari Dates - %' AND ${thisYear}`),
    c('r20-ar-saudi-coffee', 'ar', ['مبيعات القهوة السعودية هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Saudi Coffee - %' AND ${thisYear}`),
    c('r20-ar-classic-abaya-black', 'ar', ['مبيعات العباية الكلاسيكية السوداء هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Classic Abaya - Black' AND ${thisYear}`),
    c('r20-ar-kunafa', 'ar', ['مبيعات الكنافة هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Kunafa Mix - %' AND ${thisYear}`),
    c('r20-ar-black-abayas', 'ar', ['مبيعات العبايات السوداء هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND l.title ILIKE '%black%' AND ${thisYear}`),
    c('r20-top-abayas-by-units', 'en', ['top 3 abayas by units this year'], `SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('r20-ar-incense-burner', 'ar', ['مبيعات المبخرة هالسنة'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Incense Burner - %' AND ${thisYear}`),
    // The share of orders past a threshold: those orders, their share and all orders.
    c('r20-share-over-1000', 'en', ['what percent of orders were over 1000 this year'], `SELECT count(*) FILTER (WHERE o.total > 1000), count(*) FILTER (WHERE o.total > 1000)::numeric / count(*), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r20-ar-share-over-1000', 'ar', ['ما هي نسبة الطلبات التي تزيد قيمتها عن ١٠٠٠ ريال هذا العام'], `SELECT count(*) FILTER (WHERE o.total > 1000), count(*) FILTER (WHERE o.total > 1000)::numeric / count(*), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('r20-share-of-sales-over-500', 'en', ['what share of sales came from orders over 500 last month'], `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.total > 500), 0), (sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.total > 500)) / sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // The days listed (the sentence counts them: 16 days).
    c('r20-days-sold-over-riyals', 'en', ['on how many days did we sell more than 8000 riyals this year'], `SELECT to_char((o.created_at AT TIME ZONE ${TZ})::date, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING ${salesF} > 8000`),
    c('r20-ar-days-over-12-orders', 'ar', ['كم يوم هالسنة كان فيه أكثر من ١٢ طلب'], `SELECT to_char((o.created_at AT TIME ZONE ${TZ})::date, 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 HAVING count(*) > 12`),
    // A series over time lists every bucket of its span, those with nothing sold as 0 (it skipped them).
    c('r21-product-units-by-month', 'en', ['units of Learning Tablet - 2-4y by month this year'], everyBucket('month', '2026-01-01', '2026-11-01', `coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0)`, `l.title = 'Learning Tablet - 2-4y'`)),
    c('r21-product-sales-by-day', 'en', ['Prayer Rug - Gold sales by day last month'], everyBucket('day', '2026-10-01', '2026-10-31', lineSales, `l.title = 'Prayer Rug - Gold'`)),
    c('r21-ar-product-sales-by-day', 'ar', ['مبيعات Prayer Rug - Gold حسب اليوم الشهر الماضي'], everyBucket('day', '2026-10-01', '2026-10-31', lineSales, `l.title = 'Prayer Rug - Gold'`)),
    // After a lookup, the customer it found is "this customer", "she"; "is it late?" is that order's delivery.
    c('r21-lookup-customer-spend', 'en', ['where is order 1042?', 'how much did this customer spend in total?'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND lower(c.email) = (SELECT lower(email) FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042')`),
    c('r21-ar-lookup-customer-spend', 'ar', ['وين طلبي رقم ١٠٤٢', 'وكم صرف هذا العميل؟'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND lower(c.email) = (SELECT lower(email) FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042')`),
    c('r21-email-her-spend', 'en', ['orders of {email}', "what's her total spend?"], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND lower(c.email) = '{email}'`),
    { ...c('r21-lookup-is-it-late', 'en', ['where is order 6990', 'is it late?'], orderLookupOf(`'6990'`)), lookup: true },
    { ...c('r21-ar-lookup-where-arrived', 'ar', ['وين طلبي رقم ١٠٤٢', 'وين وصل؟'], orderLookupOf(`'1042'`)), lookup: true },
    // A measure said to rank by after a top N ranks anew (the same five were called the top 5 by orders).
    c('r21-top5-by-orders', 'en', ['top 5 products this year', 'by orders'], `SELECT l.title, count(DISTINCT l.order_id) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    c('r21-ar-top5-by-units', 'ar', ['أفضل ٥ منتجات هذه السنة', 'وبالكمية؟'], `SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    // "From me" after buying or selling is no customer called Mona.
    c('r21-ar-bought-from-me', 'ar', ['مين اكثر عميل اشترى مني هالسنة؟'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('r21-ar-sold-from-me', 'ar', ['اكثر منتج انباع مني الشهر الماضي'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Arabic follow-ups: a year glued to "and", the total after net, "before returns".
    c('r21-ar-and-year-glued', 'ar', ['مبيعات جدة السنة الماضية', 'و٢٠٢٤؟'], sales('2024-01-01', '2025-01-01', `AND o.city = 'Jeddah'`)),
    c('r21-ar-and-the-total', 'ar', ['صافي المبيعات الشهر الماضي', 'والإجمالي؟'], sales('2026-10-01', '2026-11-01')),
    c('r21-ar-before-returns', 'ar', ['كم دخلنا الشهر الماضي', 'صافي', 'وقبل المرتجعات؟'], sales('2026-10-01', '2026-11-01')),
    // "When was our biggest order": that order with its day (it was the busiest day by orders).
    c('r21-when-biggest-order', 'en', ['when was our biggest order'], `SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD'), o.order_number, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL ORDER BY o.total DESC LIMIT 1`),
    c('r21-ar-when-biggest-order', 'ar', ['متى كان أكبر طلب عندنا هالسنة'], `SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD'), o.order_number, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${thisYear} ORDER BY o.total DESC LIMIT 1`),
    // Contact lists and other stores are no figures of this store (they were a 1,000-row list of sales by customer, the top products).
    c('r21-customer-emails', 'en', ['give me the emails of all customers'], 'cannot'),
    c('r21-ar-customer-phones', 'ar', ['ارقام جوالات العملاء'], 'cannot'),
    c('r21-which-store', 'en', ['which store sells the most?'], 'cannot'),
    // A place set beside the one the conversation was kept to (it replaced it); "the first 5" after a top 3.
    c('r21-compare-with-city', 'en', ['average order value last month in Riyadh', 'compare with Jeddah'], `SELECT o.city, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r21-city-too', 'en', ['sales last month in Riyadh', 'Jeddah too'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r21-ar-compare-with-city', 'ar', ['مبيعات الرياض هالشهر', 'قارنها بجدة'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('r21-ar-first-five', 'ar', ['المبيعات حسب المدينة هذه السنة', 'أعلى ٣ منهم', 'اول خمس مدن'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    // "How did we do?" is "how's business?" (it was "can't").
    c('r21-how-did-we-do', 'en', ['how did we do?'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('r21-ar-how-did-we-do', 'ar', ['كيف كان أداؤنا؟'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // Lookups said the ways owners say them: a bare tracking number, "who ordered", a customer's last order, their orders of a period.
    { ...c('r21-bare-tracking', 'en', ['{tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    { ...c('r21-who-ordered', 'en', ['who ordered 1042?'], orderLookupOf(`'1042'`)), lookup: true },
    { ...c('r21-last-order-of-email', 'en', ['last order of {email}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND lower(c.email) = '{email}' ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...c('r21-ar-last-order-of-email', 'ar', ['آخر طلب لـ {email}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND lower(c.email) = '{email}' ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    { ...c('r21-email-orders-this-year', 'en', ['orders by {email} this year'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND lower(o.email) = '{email}' AND ${thisYear}`), lookup: true },
    // "Donut chart", "ورني الكود" after an answer.
    c('r21-donut', 'en', ['sales by city last month', 'donut chart'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('r21-ar-show-code', 'ar', ['المبيعات حسب القناة هذه السنة', 'ورني الكود'], 'showSql'),
    // After a customer's orders, a period alone is theirs of it; a lookup in the middle of a conversation leaves it where it was.
    { ...c('r21-email-then-period', 'en', ['orders of {email}', 'only this year'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND lower(o.email) = '{email}' AND ${thisYear}`), lookup: true },
    { ...c('r21-email-then-year', 'en', ['orders of {email}', 'and in 2025?'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND lower(o.email) = '{email}' AND ${span('o.created_at', '2025-01-01', '2026-01-01')}`), lookup: true },
    c('r21-lookup-aside', 'en', ['sales in Riyadh last month', 'where is order 1500?', 'and by channel?'], `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Measures beyond sales that were answered by a neighbour: the largest refund (the total), days late (the count),
    // recovered carts' value (the store's sales), churned MRR (the MRR still running), cancellations of subscriptions
    // (cancelled orders), shipments with exceptions (every shipment), a negative margin (every product).
    c('r21-largest-refund', 'en', ['largest refund this year'], `SELECT max(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')}`),
    c('r21-ar-largest-refund', 'ar', ['أكبر مبلغ مسترد هالسنة'], `SELECT max(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')}`),
    c('r21-days-late', 'en', ['how many days late on average'], `SELECT avg((coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date - (s.estimated_delivery_at AT TIME ZONE ${TZ})::date) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${lateShipment}`),
    c('r21-recovered-value', 'en', ['revenue from recovered carts this year'], `SELECT coalesce(sum(ac.value) FILTER (WHERE ac.recovered_at IS NOT NULL), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('r21-churned-mrr', 'en', ['churned MRR last year'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2025-01-01', '2026-01-01')}`),
    c('r21-subscriptions-vs-cancellations', 'en', ['new subscriptions vs cancellations by month this year'], `SELECT to_char(b, 'YYYY-MM-DD'),
      (SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.started_at >= b AT TIME ZONE ${TZ} AND sb.started_at < (b + interval '1 month') AT TIME ZONE ${TZ}),
      (SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.cancelled_at >= b AT TIME ZONE ${TZ} AND sb.cancelled_at < (b + interval '1 month') AT TIME ZONE ${TZ})
      FROM generate_series(timestamp '2026-01-01', timestamp '2026-11-01', interval '1 month') b`),
    c('r21-exceptions-by-carrier', 'en', ['shipments with exceptions by carrier'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'exception' GROUP BY 1`),
    c('r21-negative-margin', 'en', ['products with negative margin'], `SELECT l.title FROM ${lines} WHERE l.store_id = 1 AND ${costed} GROUP BY 1 HAVING sum(l.total - coalesce(l.cost, l.quantity * p.cost)) < 0`),
    // Net profit is not kept: said so (it was net sales, the profit before refunds).
    c('r21-net-profit', 'en', ['net profit this year'], 'cannot'),
    c('r21-ar-net-profit', 'ar', ['صافي الربح هالسنة'], 'cannot'),
    // (Refused while codes were not kept; since round q5 each order keeps its code.)
    c('r21-discount-code', 'en', ['which discount code was used most'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra ? 'discount_code' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Subscriptions by how often they bill, and what subscribers paid (both were the whole store's).
    c('r21-yearly-mrr', 'en', ['MRR of yearly subscriptions'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 WHEN 'week' THEN sb.amount * 52 / 12 WHEN 'day' THEN sb.amount * 365 / 12 ELSE sb.amount END) FILTER (WHERE sb.status = 'active'), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.billing_interval = 'year'`),
    c('r21-by-billing-interval', 'en', ['active subscriptions by billing interval'], `SELECT sb.billing_interval, count(*) FILTER (WHERE sb.status = 'active') FROM warehouse.subscriptions sb WHERE sb.store_id = 1 GROUP BY 1`),
    c('r21-subscription-revenue', 'en', ['subscription revenue this year'], `SELECT coalesce(sum(pm.amount) FILTER (WHERE pm.status = 'paid' AND pm.subscription_id IS NOT NULL), 0) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-01-01', '2027-01-01')}`),
    c('r21-ar-subscription-revenue', 'ar', ['مبيعات الاشتراكات هالسنة'], `SELECT coalesce(sum(pm.amount) FILTER (WHERE pm.status = 'paid' AND pm.subscription_id IS NOT NULL), 0) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-01-01', '2027-01-01')}`),
    c('r21-lifetime-spend', 'en', ['top 5 customers by lifetime spend'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 5`),
    // "Most used" payment method is by orders (it was by sales); distinct counts by month have no summed total; the
    // abandonment rate needs checkouts begun, which are not kept (it was the count of carts).
    c('r21-most-used-payment', 'en', ['most used payment method in Saudi Arabia'], `SELECT o.payment_method, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.country = 'SA' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r21-ar-most-used-payment', 'ar', ['وش أكثر طريقة دفع يستخدمونها في الكويت'], `SELECT o.payment_method, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.country = 'KW' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r21-abandonment-rate', 'en', ['cart abandonment rate this year'], 'cannot'),
    // No fiscal year is set: the calendar one (it was all time); the end of last month is its last 7 days (the month).
    c('r21-fiscal-year', 'en', ['sales this fiscal year'], sales('2026-01-01', '2027-01-01')),
    c('r21-end-of-last-month', 'en', ['sales at the end of last month'], sales('2026-10-25', '2026-11-01')),
    c('r21-last-week-of-last-month', 'en', ['sales in the last week of last month'], sales('2026-10-25', '2026-11-01')),
    // Gulf Arabic for returns and lost cart money (orders beside returns, or "can't").
    c('r21-ar-returned-because-size', 'ar', ['كم طلب ترجع بسبب المقاس الشهر الماضي'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.reason = 'size' AND ${span('rt.created_at', '2026-10-01', '2026-11-01')}`),
    c('r21-ar-returned-from-city', 'ar', ['كم طلب رجعوه من جدة هالسنة'], `SELECT count(*) FROM warehouse.returns rt JOIN warehouse.orders o ON o.store_id = rt.store_id AND o.id = rt.order_id WHERE rt.store_id = 1 AND o.city = 'Jeddah' AND ${span('rt.created_at', '2026-01-01', '2027-01-01')}`),
    c('r21-ar-lost-cart-money', 'ar', ['كم فلوس ضايعة في السلات المتروكة هالسنة'], `SELECT coalesce(sum(ac.value) FILTER (WHERE ac.recovered_at IS NULL), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    // Products said as owners say them: a SKU, a size with a space ("12" was December), a price without the word, a
    // product's cost, "how many abayas did we sell" in units; what is bought together and new products are not kept.
    c('r21-sku-sales', 'en', ['sales of ABY-0015 this year'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.sku = 'ABY-0015' AND ${thisYear}`),
    c('r21-size-with-space', 'en', ['units of oud oil 12 ml sold in 2026'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Oud Oil - 12ml' AND ${thisYear}`),
    c('r21-ar-size-with-space', 'ar', ['كم عدد الوحدات المباعة من زيت العود ١٢ مل هذا العام'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Oud Oil - 12ml' AND ${thisYear}`),
    c('r21-ar-size-sales', 'ar', ['مبيعات زيت العود ٥٠ مل الشهر الماضي'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Oud Oil - 50ml' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r21-products-under-riyals', 'en', ['how many products under 100 riyals'], `SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1 AND p.price < 100`),
    c('r21-product-cost', 'en', ['cost of Oud Oil - 50ml'], `SELECT avg(p.cost) FROM warehouse.products p WHERE p.store_id = 1 AND p.title = 'Oud Oil - 50ml'`),
    c('r21-ar-how-many-abayas', 'ar', ['كم عباية بعنا هالسنة'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${thisYear}`),
    c('r21-how-many-abayas', 'en', ['how many abayas did we sell this year'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${thisYear}`),
    c('r21-bought-together', 'en', ['which products are frequently bought together'], pairs('a.title', 'b.title', 'TRUE')),
    c('r21-new-products', 'en', ['what new products did we add this year'], 'cannot'),
    // WhatsApp Arabic: greetings around a question ("مساء" was the evening's hours, "الخير" a customer Khoury), English
    // words in Arabic letters (التوب was Tabby, البيست سيلر Bosta, الريفند orders marked refunded), "برا" (outside).
    c('r21-ar-good-evening', 'ar', ['مساء الخير كم طلب اليوم'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('r21-ar-good-morning', 'ar', ['صباح الخير الله يعطيك العافيه وش مبيعات امس'], sales('2026-11-21', '2026-11-22')),
    c('r21-ar-top-product-loanword', 'ar', ['التوب برودكت هالشهر'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r21-ar-best-seller-loanword', 'ar', ['البيست سيلر هالشهر'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r21-ar-refund-loanword', 'ar', ['الريفند هالشهر'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-11-01', '2026-12-01')}`),
    c('r21-ar-outside-country', 'ar', ['مبيعات برا السعوديه'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND (o.country IS NULL OR o.country <> 'SA')`),
    c('r21-ar-sales-loanword', 'ar', ['السيلز هالشهر'], sales('2026-11-01', '2026-12-01')),
    // Gulf phrasings: month 11 of last year (this November), a day of the week ("بالاسبوع" was weeks), collecting
    // from the branch (the payment method Fawry), Visa (dropped), the average single order (all orders), the shipping
    // customers paid (shipments), "X ولا Y" (added together), customers gone quiet for 3 months (one-time customers).
    c('r21-ar-month-of-last-year', 'ar', ['مبيعات شهر ١١ السنه اللي فاتت'], sales('2025-11-01', '2025-12-01')),
    c('r21-ar-weekday-bil-week', 'ar', ['اي يوم بالاسبوع نبيع فيه اكثر'], `SELECT ${dow}::text, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('r21-ar-pickup', 'ar', ['كم طلب استلام من الفرع'], orders(`o.ship_mode = 'pickup'`)),
    c('r21-ar-visa', 'ar', ['مبيعات الفيزا هالشهر'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'card'`)),
    c('r21-ar-single-order-average', 'ar', ['كم معدل الطلب الواحد'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    c('r21-ar-shipping-paid', 'ar', ['كم الشحن اللي دفعوه العملاء'], `SELECT coalesce(sum(o.shipping_total), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL`),
    c('r21-ar-this-or-that', 'ar', ['الرياض ولا جده اكثر مبيعات'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    c('r21-ar-lapsed-3-months', 'en', ['العملاء اللي ما رجعوا من ٣ شهور', 'how many are there'], `SELECT count(*) ${lapsedCustomers('2026-08-23', '2026-11-23')}`),
    // Channels said in Gulf loanwords (dropped: the store's total); ad spend and staff are not in the orders (the total).
    c('r21-ar-marketplace', 'ar', ['الماركت بليس هالشهر'], sales('2026-11-01', '2026-12-01', `AND o.channel = 'marketplace'`)),
    c('r21-ar-cashier', 'ar', ['مبيعات الكاشير'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel = 'pos'`),
    c('r21-ad-spend', 'en', ['how much did we spend on ads'], 'cannot'),
    c('r21-ar-ad-spend', 'ar', ['كم صرفت على الاعلانات'], 'cannot'),
    c('r21-ar-best-employee', 'ar', ['مين افضل موظف مبيعات'], 'cannot'),
    // "دهن العود" is the product Dehn Al Oud (it was Oud Oil, whose oil is زيت).
    c('r21-ar-dehn-al-oud', 'ar', ['مبيعات دهن العود'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Dehn Al Oud - %'`),
    // What a unit sold for in the period (today's list price), products whose sales went up (every product), the
    // catalog's average price (a list by product).
    c('r21-average-selling-price', 'en', ['average selling price of Oud Oil - 50ml last month'], `SELECT sum(l.total) FILTER (WHERE o.cancelled_at IS NULL) / sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Oud Oil - 50ml' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('r21-sales-went-up', 'en', ['products whose sales went up last month'], moved("l.title", '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 'DESC').replace('warehouse.orders o WHERE', `${orderLines} WHERE`).replace(/sum\(o\.total\)/g, 'sum(l.total)').replace('LIMIT 1', 'LIMIT 10')),
    c('r21-average-product-price', 'en', ['average price of our products'], `SELECT avg(p.price) FROM warehouse.products p WHERE p.store_id = 1`),
    // "هامشه" is the product's margin (it ranked by sales); "رجعوه العملاء" the returns (a split by customer).
    c('r21-ar-lowest-margin-product', 'ar', ['وش المنتج اللي هامشه أقل شي'], `SELECT l.title, ${margin} FROM ${lines} WHERE l.store_id = 1 GROUP BY 1 HAVING sum(l.total) FILTER (WHERE ${costed}) > 0 ORDER BY 2 ASC LIMIT 1`),
    c('r21-ar-most-returned-product', 'ar', ['أكثر منتج رجعوه العملاء'], `SELECT p.title, count(*) FROM warehouse.returns rt JOIN warehouse.products p ON p.store_id = rt.store_id AND p.id = rt.product_id WHERE rt.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // More WhatsApp Arabic: a held letter ("اليوووم" was dropped: all time), English states ("delayed", "اكسبشن"),
    // "يوم بيوم" (one total), the shop pickup with its article, days late of a carrier (the count), the share of
    // customers who came back (customers beside returns).
    c('r21-ar-held-letter', 'ar', ['كم طلب اليوووم'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('r21-ar-delayed-loanword', 'ar', ['كم شحنه delayed'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('r21-ar-exception-loanword', 'ar', ['كم شحنة اكسبشن'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'exception'`),
    c('r21-ar-day-by-day', 'ar', ['المبيعات يوم بيوم هالشهر'], everyDay(salesF, '2026-11-01', '2026-11-22')),
    c('r21-ar-carrier-days-late', 'ar', ['كم يوم يتاخر ارامكس بالمتوسط'], `SELECT avg((coalesce(s.delivered_at, ${NOW_SQL}) AT TIME ZONE ${TZ})::date - (s.estimated_delivery_at AT TIME ZONE ${TZ})::date) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'Aramex' AND ${lateShipment}`),
    c('r21-ar-share-came-back', 'ar', ['نسبة العملاء اللي رجعوا هالسنه'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id AND e.created_at < o.created_at))::numeric / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    // A status said of orders is no status of returns ("والمسترجع؟" was returns in a "cancelled" state, 0); "كم اشتراك"
    // counts the subscriptions (the yearly ones were their MRR; alone it was "can't").
    c('r21-ar-status-not-carried', 'ar', ['كم طلب هالشهر', 'وكم منها ملغي', 'والمسترجع؟'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-01', '2026-12-01')}`),
    c('r21-ar-yearly-subscriptions-count', 'ar', ['كم اشتراك سنوي عندنا'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.status = 'active' AND sb.billing_interval = 'year'`),
    c('r21-what-else-she-bought', 'en', ['where is order 1042?', 'what else did she buy?'], `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE l.store_id = 1 AND lower(c.email) = (SELECT lower(email) FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042') GROUP BY 1`),
    // "Rank them by units" after a top 5: those five, ranked by units (it was their units summed, 815).
    c('r21-rank-them-by-units', 'en', ['top 5 products this year', 'rank them by units instead'], `WITH t AS (SELECT l.title FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY ${lineSales} DESC LIMIT 5) SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE o.store_id = 1 AND ${thisYear} AND l.title IN (SELECT title FROM t) GROUP BY 1`),
    // "The worst month" ranks the months that sold nothing too (they were never read, so May's 0 lost to June's one sale).
    c('r22-worst-month-empty', 'en', ['worst month for Learning Tablet this year'], `SELECT * FROM (${everyBucket('month', '2026-01-01', '2026-11-01', lineSales, `l.title LIKE 'Learning Tablet%'`)}) t ORDER BY 2, 1 LIMIT 1`),
    c('r22-worst-3-months-empty', 'en', ['worst 3 months for Learning Tablet this year'], `SELECT * FROM (${everyBucket('month', '2026-01-01', '2026-11-01', lineSales, `l.title LIKE 'Learning Tablet%'`)}) t ORDER BY 2, 1 LIMIT 3`),
    c('r22-ar-worst-month-empty', 'ar', ['أسوأ شهر لمبيعات Learning Tablet هذه السنة'], `SELECT * FROM (${everyBucket('month', '2026-01-01', '2026-11-01', lineSales, `l.title LIKE 'Learning Tablet%'`)}) t ORDER BY 2, 1 LIMIT 1`),
    c('r22-fewest-units-day-empty', 'en', ['which day this month sold the fewest units of Prayer Rug - Gold'], `SELECT * FROM (${everyBucket('day', '2026-11-01', '2026-11-22', `coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0)`, `l.title = 'Prayer Rug - Gold'`)}) t ORDER BY 2, 1 LIMIT 1`),
    // Returns not yet settled: no return is ever "pending", so the states before refunded or rejected (it was 0).
    c('r22-pending-returns', 'en', ['how many returns are pending?'], `SELECT count(*) FROM warehouse.returns WHERE store_id = 1 AND status IN ('requested', 'approved', 'received')`),
    c('r22-ar-pending-returns', 'ar', ['كم مرتجع معلق'], `SELECT count(*) FROM warehouse.returns WHERE store_id = 1 AND status IN ('requested', 'approved', 'received')`),
    c('r22-open-returns-by-reason', 'en', ['pending returns by reason'], `SELECT reason, count(*) FROM warehouse.returns WHERE store_id = 1 AND status IN ('requested', 'approved', 'received') GROUP BY reason ORDER BY 2 DESC`),
    // A status before "by" and a split is the status asked ("paid by card" stays the way of paying).
    c('r22-paid-by-channel', 'en', ['orders paid by channel'], `SELECT channel, count(*) FROM warehouse.orders WHERE store_id = 1 AND status = 'paid' GROUP BY channel ORDER BY 2 DESC`),
    // What an order holds: its lines, as "2 × Linen Abaya - Beige", asked outright or of the order just looked up.
    { ...c('r22-order-contents', 'en', ["what's in order 1042?"], orderItems('1042')), lookup: true },
    { ...c('r22-order-contents-follow', 'en', ['where is order 1500?', 'what did they order?'], orderItems('1500')), lookup: true },
    { ...c('r22-ar-order-contents', 'ar', ['وين طلب 1500', 'وش فيه؟'], orderItems('1500', 'ar')), lookup: true },
    // "What % of orders in Riyadh were paid by mada": mada's share of Riyadh's orders (it was Riyadh's share of mada's).
    c('r22-share-within-scope', 'en', ['what percentage of orders in Riyadh were paid by mada'], `SELECT payment_method, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders WHERE store_id = 1 AND city = 'Riyadh' GROUP BY 1 ORDER BY 2 DESC`),
    c('r22-share-of-scope', 'en', ['what share of mada orders came from Riyadh'], `SELECT city, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders WHERE store_id = 1 AND payment_method = 'mada' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('r22-ar-share-within-scope', 'ar', ['كم نسبة طلبات الرياض اللي دفعت بمدى'], `SELECT payment_method, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.orders WHERE store_id = 1 AND city = 'Riyadh' GROUP BY 1 ORDER BY 2 DESC`),
    // "كمخطط دائري" is "as a pie chart": glued, it was taken apart into "كم خطط" (how many plans).
    c('r22-ar-as-pie-chart-glued', 'ar', ['المبيعات حسب الدولة هذه السنة كمخطط دائري'], `SELECT o.country, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC`),
    // Tracking numbers asked the way couriers' texts put them.
    { ...c('r2-track', 'en', ['track {tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    { ...c('r2-ar-track', 'ar', ['تتبع الشحنة {tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    // Presentation round (qa1, 2026-11-27). Follow-ups that re-order the rows keep them all: the 34 cities (it was the
    // bottom 10), the 11 months with January (it was the best 10), the channels by sales (it was the bottom 10 by orders).
    c('q1-ar-cities-lowest-first', 'ar', ['الطلبات حسب المدينة هذه السنة', 'رتبها من الأقل'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q1-cities-alphabetically', 'en', ['orders by city this year', 'alphabetically'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q1-months-highest-first', 'en', ['sales by month this year', 'highest first'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q1-ar-months-highest-first', 'ar', ['المبيعات حسب الشهر هذه السنة', 'رتبها من الأعلى'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q1-channels-order-by-sales', 'en', ['sales by channel this year', 'lowest first', 'order by sales descending'], `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q1-ar-channels-ascending', 'ar', ['المبيعات حسب القناة الشهر الماضي', 'من الأقل إلى الأعلى'], `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('q1-top-5-ascending', 'en', ['top 5 products this year', 'ascending'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    c('q1-top-5-sorted-by-name', 'en', ['top 5 products this year', 'sorted by name'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    { ...c('q1-chinook-top-3-ascending', 'en', ['top 3 cities by sales', 'ascending'], `SELECT billing_city, sum(total) FROM invoice GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3`), dataset: 'chinook' },
    { ...c('q1-chinook-show-10-instead', 'en', ['top 3 cities by sales', 'show 10 instead'], `SELECT billing_city, sum(total) FROM invoice GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`), dataset: 'chinook' },
    // "Show 10 instead", "خليها ٣": how many of the same ranking (it was the month October, or refused).
    c('q1-show-10-instead', 'en', ['top 5 products this year', 'show 10 instead'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('q1-ar-show-10-instead-of-5', 'ar', ['أعلى ٥ منتجات هذه السنة', 'بالترتيب من الأقل', 'اعرض ١٠ بدلاً من ٥'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('q1-show-me-3', 'en', ['top 5 cities by sales this year', 'show me 3'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('q1-ar-make-it-3', 'ar', ['أعلى ٥ مدن حسب المبيعات هذه السنة', 'خليها ٣'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    // "Average daily sales by month": each month over its own days, November over the 22 so far (every month was
    // divided by the 326 days of the year so far).
    c('q1-average-daily-by-month', 'en', ['average daily sales by month this year'], dailyByMonth(salesF)),
    c('q1-ar-average-daily-by-month', 'ar', ['متوسط المبيعات اليومية حسب الشهر هذه السنة'], dailyByMonth(salesF)),
    c('q1-average-daily-orders-by-month', 'en', ['average daily orders by month this year'], dailyByMonth('count(*)')),
    // "How are sales going?", "كيف المبيعات؟", "كيف حال المتجر؟": this month so far against the same days of October (it
    // was the all-time total, or refused).
    c('q1-how-are-sales-going', 'en', ['how are sales going?'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('q1-ar-how-are-sales', 'ar', ['كيف المبيعات؟'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('q1-ar-how-is-the-store', 'ar', ['كيف حال المتجر؟'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    // "Orders by shipment status": the shipments' states (it was the orders' own status, paid and cancelled).
    c('q1-orders-by-shipment-status', 'en', ['orders by shipment status this month'], `SELECT s.status, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('q1-ar-orders-by-shipment-status', 'ar', ['الطلبات حسب حالة الشحن هذا الشهر'], `SELECT s.status, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.shipped_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    // Arabic said as the English works: free shipping "مع"/"ب" (the filter was dropped: 254), a failure rate without
    // "الدفع" (it was sales of failed orders, empty), "كل شهر" after a ranking (the year's top city in every month).
    c('q1-ar-free-shipping', 'ar', ['كم طلب بشحن مجاني الشهر الماضي'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.shipping_total = 0 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q1-ar-with-free-shipping', 'ar', ['الطلبات مع شحن مجاني الشهر الماضي'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.shipping_total = 0 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q1-ar-top-city-each-month', 'ar', ['أكثر مدينة طلبات كل شهر هذه السنة'], `SELECT m, city, n FROM (SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD') AS m, o.city, count(*) AS n,
      row_number() OVER (PARTITION BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}) ORDER BY count(*) DESC, o.city) AS r
      FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${thisYear} GROUP BY date_trunc('month', o.created_at AT TIME ZONE ${TZ}), o.city) t WHERE r = 1`),
    // Medians: the middle order's value, the middle delivery, a file's middle value (they were refused, or the total).
    c('q2-median-order-value', 'en', ['median order value last month'], `SELECT ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q2-ar-median-order-value', 'ar', ['الوسيط لقيمة الطلب الشهر الماضي'], `SELECT ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q2-median-vs-average', 'en', ['median vs average order value last month'], medianAndAverage),
    c('q2-ar-median-and-average', 'ar', ['الوسيط والمتوسط لقيمة الطلب الشهر الماضي'], medianAndAverage),
    c('q2-median-by-month', 'en', ['median order value by month this year'], `SELECT to_char(date_trunc('month', o.created_at AT TIME ZONE ${TZ}), 'YYYY-MM-DD'), ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q2-median-by-country', 'en', ['median order value by country last year'], `SELECT o.country, ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 ORDER BY 2 DESC NULLS LAST, 1 LIMIT 10`),
    c('q2-typical-order', 'en', ['typical order value this year'], `SELECT ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('q2-median-delivery-by-carrier', 'en', ['median delivery time by carrier last month'], `SELECT s.carrier, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FILTER (WHERE s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL)
      FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('q2-ar-median-delivery', 'ar', ['وسيط مدة التوصيل'], `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL`),
    // A median of something no median is kept of is said so (it was the total).
    c('q2-median-sales', 'en', ['median sales'], 'cannot'),
    { ...c('q2-chinook-median-invoice', 'en', ['median invoice total by country'], 'SELECT billing_country, percentile_cont(0.5) WITHIN GROUP (ORDER BY total) FROM invoice GROUP BY 1'), dataset: 'chinook' },
    { ...c('q2-chinook-ar-median-invoice', 'ar', ['وسيط قيمة الفاتورة'], 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY total) FROM invoice'), dataset: 'chinook' },
    { ...c('q2-chinook-median-track-length', 'en', ['median track length'], 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY milliseconds) FROM track'), dataset: 'chinook' },
    // MySQL and MariaDB have no median aggregate: said so, not the total.
    { ...c('q2-mysql-median-invoice', 'en', ['median invoice total'], 'cannot'), dataset: 'chinook_mysql', category: 'mysql-source' },
    { ...c('q2-weather-median-temp-max', 'en', ['median temp max in 2014'], `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY temp_max) FROM "store_1"."seattle_weather" WHERE date >= '2014-01-01' AND date < '2015-01-01'`), dataset: 'weather' },
    { ...c('q2-weather-ar-median-wind', 'ar', ['الوسيط للرياح في 2013'], `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY wind) FROM "store_1"."seattle_weather" WHERE date >= '2013-01-01' AND date < '2014-01-01'`), dataset: 'weather' },
    // "اليوم الماضي", "اليوم السابق": yesterday (it was today), and today against it (it was against a year ago).
    c('q2-ar-the-past-day', 'ar', ['كم بعنا باليوم الماضي'], sales('2026-11-21', '2026-11-22')),
    c('q2-ar-today-vs-the-day-before', 'ar', ['المبيعات اليوم مقارنة باليوم السابق'], compare(salesF, '2026-11-22', '2026-11-23', '2026-11-21', '2026-11-22')),
    // "كم واحد اشترى لأول مرة": the first-time buyers alone (every customer was answered beside them).
    c('q2-ar-people-bought-first-time', 'ar', ['كم واحد اشترى لأول مرة الشهر الماضي'], `SELECT count(*) FROM (SELECT o.customer_id, min(o.created_at) AS f FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1) t WHERE ${span('t.f', '2026-10-01', '2026-11-01')}`),
    // "المتوسط لقيمة الطلب": the average order value (it was the orders counted); gross and net profit, said so.
    c('q2-ar-the-average-of-order-value', 'ar', ['المتوسط لقيمة الطلب الشهر الماضي'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q2-ar-gross-and-net-profit', 'ar', ['الربح الإجمالي والصافي'], 'cannot'),
    // What is bought together: pairs of an order's products, the products bought with one, pairs of categories, the
    // orders holding two named products (it was refused, or the orders holding either).
    c('q2-bought-together', 'en', ['which products are often bought together'], pairs('a.title', 'b.title', 'TRUE')),
    c('q2-ar-bought-together', 'ar', ['وش المنتجات اللي تنباع مع بعض'], pairs('a.title', 'b.title', 'TRUE')),
    c('q2-bought-together-this-year', 'en', ['products frequently bought together this year'], pairs('a.title', 'b.title', thisYear)),
    c('q2-top-5-pairs', 'en', ['top 5 product pairs last month'], pairs('a.title', 'b.title', lastMonth, 5)),
    c('q2-categories-together', 'en', ['which categories are bought together'], pairs('a.category', 'b.category', 'TRUE')),
    c('q2-bought-with-product', 'en', ['what is bought with Linen Abaya - Beige last year'], boughtWith(`a.title = 'Linen Abaya - Beige' AND ${span('o.created_at', '2025-01-01', '2026-01-01')}`)),
    c('q2-ar-bought-with-product', 'ar', ['ايش يشترون مع العباية الكتان البيج'], boughtWith(`a.title = 'Linen Abaya - Beige'`)),
    c('q2-goes-with-category', 'en', ['what goes with abayas'], boughtWith(`a.category = 'Abayas'`)),
    c('q2-bought-with-in-riyadh', 'en', ['what is bought with Linen Abaya - Beige', 'only in riyadh'], boughtWith(`a.title = 'Linen Abaya - Beige' AND o.city = 'Riyadh'`)),
    c('q2-orders-with-both', 'en', ['how many orders had both linen abaya beige and saudi coffee set'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Linen Abaya - Beige')
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Saudi Coffee - Set')`),
    // "Compare Ramadan sales this year vs last year": the two Ramadans (the verb took the years and dropped Ramadan).
    c('q2-compare-ramadan-vs-last-year', 'en', ['compare ramadan sales this year vs last year'], compare(salesF, '2026-02-18', '2026-03-20', '2025-03-01', '2025-03-30')),
    // "وش أكثر مدينة تطلب": ranked by orders, as "which city orders the most" (it was by sales).
    c('q2-ar-city-that-orders-most', 'ar', ['وش أكثر مدينة تطلب'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q2-ar-which-city-orders-more', 'ar', ['أي مدينة تطلب أكثر'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q2-ar-most-ordered-product', 'ar', ['وش اكثر منتج ينطلب'], `SELECT l.title, count(DISTINCT l.order_id) FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "الطلبات المرتجعة": the returns (it was every order).
    c('q2-ar-returned-orders', 'ar', ['كم عدد الطلبات المرتجعة الشهر الماضي'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')}`),
    // "Average tracks per invoice by country": each invoice's tracks averaged within each country (it was every
    // invoice's count by invoice and country); a database is not asked what is bought together (it listed genres).
    { ...c('q2-chinook-tracks-per-invoice-by-country', 'en', ['average number of tracks per invoice by country'], tracksPerInvoiceByCountry), dataset: 'chinook' },
    { ...c('q2-chinook-ar-tracks-per-invoice-by-country', 'ar', ['متوسط عدد المقاطع لكل فاتورة حسب الدولة'], tracksPerInvoiceByCountry), dataset: 'chinook' },
    { ...c('q2-chinook-genres-together', 'en', ['which genres are bought together'], 'cannot'), dataset: 'chinook' },
    // A new question after pairs of products: "وسيط" is a word of its own, not "and" carrying the pairs' split.
    c('q2-ar-median-after-pairs', 'ar', ['وش المنتجات اللي تنباع مع بعض', 'وسيط قيمة الطلب الشهر الماضي'], `SELECT ${medianOrder} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q2-ar-median-and-average-after-pairs', 'ar', ['وش المنتجات اللي تنباع مع بعض', 'الوسيط والمتوسط لقيمة الطلب الشهر الماضي'], medianAndAverage),
    c('q2-median-vs-average-after-pairs', 'en', ['which products are often bought together', 'median vs average order value last month'], medianAndAverage),
    // "وحدات", "وصلت" are words, not "and" before one: a question of its own after sales by city (it was split by city).
    c('q2-ar-units-after-a-split', 'ar', ['المبيعات حسب المدينة هالسنة', 'وحدات مباعة الشهر الماضي'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND ${lastMonth}`),
    c('q2-ar-arrived-after-a-split', 'ar', ['المبيعات حسب المدينة هالسنة', 'وصلت كم شحنة امس'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-11-21', '2026-11-22')}`),
    // "What % of sales were refunded": the refund rate (it was the share of orders whose status is refunded, 2% for 3.4%).
    c('q2-share-of-sales-refunded', 'en', ['what % of sales were refunded last quarter'], `SELECT sum(o.refunded_total) / sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-07-01', '2026-10-01')}`),
    c('q2-ar-share-of-sales-refunded', 'ar', ['كم نسبة المبيعات اللي استرجعت الربع الماضي'], `SELECT sum(o.refunded_total) / sum(o.total) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-07-01', '2026-10-01')}`),
    // Standard deviations of files' and databases' columns, in both dialects (they were refused); none on the warehouse.
    { ...c('q2-stocks-std-dev', 'en', ['standard deviation of AAPL price in 2008'], appleSpread2008), dataset: 'stocks' },
    { ...c('q2-stocks-std-dev-by-symbol', 'en', ['std dev of price by symbol in 2009'], `SELECT symbol, stddev_samp(price) FROM "store_1"."stocks" WHERE date >= '2009-01-01' AND date < '2010-01-01' GROUP BY 1`), dataset: 'stocks' },
    { ...c('q2-stocks-ar-std-dev', 'ar', ['الانحراف المعياري للسعر لسهم أبل في ٢٠٠٨'], appleSpread2008), dataset: 'stocks' },
    { ...c('q2-weather-ar-std-dev-by-month', 'ar', ['الانحراف المعياري لدرجة الحرارة العظمى حسب الشهر في ٢٠١٤'], `SELECT to_char(date_trunc('month', date), 'YYYY-MM-DD'), stddev_samp(temp_max) FROM "store_1"."seattle_weather" WHERE date >= '2014-01-01' AND date < '2015-01-01' GROUP BY 1`), dataset: 'weather' },
    { ...c('q2-mysql-std-dev-invoice', 'en', ['standard deviation of invoice total'], 'SELECT stddev_samp(total) FROM invoice'), dataset: 'chinook_mysql', category: 'mysql-source' },
    c('q2-std-dev-order-value', 'en', ['standard deviation of order value'], 'cannot'),
    { ...c('q2-stocks-volatility', 'en', ['how volatile was AAPL in 2008'], 'cannot'), dataset: 'stocks' },
    // Gross and net said by their adjectives: "الإجمالية" is no vendor Ajmal, and names gross sales beside net.
    c('q2-ar-net-vs-gross-adjectives', 'ar', ['المبيعات الصافية مقابل الاجمالية الشهر الماضي'], `SELECT ${netF}, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q2-ar-gross-and-net-adjectives', 'ar', ['المبيعات الاجمالية والصافية هالسنة'], `SELECT ${salesF}, ${netF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    // "كم رجع من السلات المتروكة": the carts recovered (it was every abandoned cart).
    c('q2-ar-carts-came-back', 'ar', ['كم رجع من السلات المتروكة'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NOT NULL`),
    // "What products do customers in Dubai buy together": pairs in Dubai (it was customers by product).
    c('q2-buy-together-in-dubai', 'en', ['what products do customers in dubai buy together'], pairs('a.title', 'b.title', `o.city = 'Dubai'`)),
    // Two products with their sizes, "both" said in Arabic: each size narrows the product said before it, then the orders
    // holding the two are counted (it listed what goes with either, and kept every 1kg product of both).
    // "سيت" is a set: "مبيعات القهوة السعودية سيت" was every Saudi Coffee (three products).
    c('q2-ar-coffee-set', 'ar', ['مبيعات القهوة السعودية سيت'], `SELECT ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND l.title = 'Saudi Coffee - Set'`),
    c('q2-ar-orders-with-both-sized', 'ar', ['كم طلب فيه تمر عجوة ١ كيلو وقهوة سعودية سيت مع بعض'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Ajwa Dates - 1kg')
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Saudi Coffee - Set')`),
    c('q2-orders-with-both-this-year', 'en', ['how many orders had both ajwa dates 1kg and saudi coffee set this year'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND ${thisYear}
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Ajwa Dates - 1kg')
      AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id AND l.title = 'Saudi Coffee - Set')`),

    // Parcels on their way longer than some days: the orders to chase, or how many (the days were dropped: every parcel
    // in transit was counted, and "shipped more than 7 days ago and not delivered" counted days with 7 shipments).
    { ...c('q3-in-transit-over-a-week', 'en', ['shipments in transit for more than a week'], ordersStuck(7)), lookup: true },
    { ...c('q3-in-transit-over-7-days', 'en', ['shipments in transit for more than 7 days'], ordersStuck(7)), lookup: true },
    { ...c('q3-shipped-ago-not-delivered', 'en', ['orders shipped more than 7 days ago and not delivered'], ordersStuck(7)), lookup: true },
    { ...c('q3-shipped-10-days-still-not', 'en', ["which orders were shipped over 10 days ago and still haven't arrived"], ordersStuck(10)), lookup: true },
    { ...c('q3-ar-on-the-way-over-a-week', 'ar', ['الشحنات اللي في الطريق من أكثر من أسبوع'], ordersStuck(7)), lookup: true },
    { ...c('q3-ar-shipped-two-weeks', 'ar', ['الطلبات اللي انشحنت من أكثر من اسبوعين وما وصلت'], ordersStuck(14)), lookup: true },
    // After the orders listed, the parcels themselves: "by carrier" split them (it was every shipment ever), "how many
    // are there", "كم عددها" counted them (they were "can't").
    c('q3-in-transit-then-by-carrier', 'en', ['shipments in transit for more than a week', 'by carrier'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${onTheWayFor(7)} GROUP BY 1`),
    c('q3-in-transit-then-how-many', 'en', ['shipments in transit for more than a week', 'how many are there'], stuckCount(7)),
    c('q3-ar-on-the-way-then-count', 'ar', ['الشحنات اللي في الطريق من أكثر من أسبوع', 'كم عددها'], stuckCount(7)),
    // Orders listed for what happened to them in a period are those it happened to then: "which orders were returned
    // last week" (it was the one order placed last week with a return, of 5 returned), "which orders had returns" too.
    { ...c('q3-orders-returned-last-week', 'en', ['which orders were returned last week'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
      AND EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = o.store_id AND rt.order_id = o.id AND ${span('rt.created_at', '2026-11-15', '2026-11-22')}) ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('q3-orders-had-returns-last-week', 'en', ['which orders had returns last week'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
      AND EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = o.store_id AND rt.order_id = o.id AND ${span('rt.created_at', '2026-11-15', '2026-11-22')}) ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    { ...c('q3-ar-which-orders-returned', 'ar', ['وش الطلبات اللي انرجعت الأسبوع الماضي'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1
      AND EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = o.store_id AND rt.order_id = o.id AND ${span('rt.created_at', '2026-11-15', '2026-11-22')}) ORDER BY o.created_at DESC LIMIT 20`), lookup: true },
    c('q3-ar-orders-returned-count', 'ar', ['الطلبات اللي انرجعت الأسبوع الماضي'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-11-15', '2026-11-22')}`),
    // "Sales tax collected" is the tax (payments received were added beside); "the biggest discount we gave" the order
    // with the largest (it was the discounts added up).
    c('q3-sales-tax-collected', 'en', ['sales tax collected this year'], `SELECT coalesce(sum(o.tax_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('q3-biggest-discount', 'en', ["what's the biggest discount we gave"], `SELECT o.order_number, o.discount_total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY 2 DESC NULLS LAST LIMIT 1`),
    // A product family said as many is that family: "how many linen abayas did we sell" (it was the category Abayas).
    c('q3-linen-abayas-plural', 'en', ['how many linen abayas did we sell'], `SELECT coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.title LIKE 'Linen Abaya - %'`),
    // "How many" after a count, or after orders listed by a filter: those counted (it was "can't").
    c('q3-ar-count-then-how-many', 'ar', ['الطلبات اللي فوق ٢٠٠٠ هالشهر', 'كم عددها'], orders(`o.total > 2000 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q3-listed-then-how-many', 'en', ['list orders over 2000 this month', 'how many'], orders(`o.total > 2000 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q3-how-many-in-transit-a-week', 'en', ['how many shipments have been in transit for more than a week'], stuckCount(7)),
    c('q3-ar-how-many-five-days', 'ar', ['كم شحنة لها أكثر من ٥ أيام في الطريق'], stuckCount(5)),
    // A customer's lifetime value is what they spent: the top customers by it were ranked by "average sales per customer".
    c('q3-top-customers-lifetime-value', 'en', ['who are my top 10 customers by lifetime value'], topSpenders),
    c('q3-ar-top-customers-lifetime-value', 'ar', ['أكثر ١٠ عملاء حسب القيمة الدائمة'], topSpenders),
    // "كم اشتراك ألغي هالشهر": the subscriptions cancelled this month (it was the active ones now).
    c('q3-ar-subscriptions-cancelled', 'ar', ['كم اشتراك ألغي هالشهر'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-11-01', '2026-12-01')}`),
    // Who bought or spent the most in a database with customers: those customers ranked (it counted every track, and
    // "who spent the most" was the largest invoice).
    { ...c('q3-chinook-who-spent-most', 'en', ['who spent the most'], chinookTopSpenders), dataset: 'chinook' },
    { ...c('q3-chinook-who-bought-most', 'en', ['who bought the most'], chinookTopSpenders), dataset: 'chinook' },
    // Heat, cold and rain said as nouns after the thing ranked ("أكثر يوم حر": it counted the days), and "the most
    // rain" the most that fell (it counted the days of rain).
    { ...c('q3-weather-ar-hottest-day', 'ar', ['أكثر يوم حر في ٢٠١٤'], `SELECT date::text, max(temp_max) FROM ${weather} WHERE date >= '2014-01-01' AND date < '2015-01-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`), dataset: 'weather' },
    { ...c('q3-weather-ar-coldest-month', 'ar', ['أكثر شهر برد'], `SELECT to_char(date_trunc('month', date), 'YYYY-MM-DD'), avg(temp_min) FROM ${weather} GROUP BY 1 ORDER BY 2 LIMIT 1`), dataset: 'weather' },
    { ...c('q3-weather-ar-rainiest-month', 'ar', ['أكثر شهر مطر في ٢٠١٥'], `SELECT to_char(date_trunc('month', date), 'YYYY-MM-DD'), sum(precipitation) FROM ${weather} WHERE date >= '2015-01-01' AND date < '2016-01-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`), dataset: 'weather' },
    // A summary asked: the first figures an owner checks for the period (it was the sales alone, or "can't" in Arabic).
    c('q3-summary-this-week', 'en', ['give me a summary of this week'], summaryOf(span('o.created_at', '2026-11-22', '2026-11-29'))),
    c('q3-weekly-report', 'en', ['weekly report'], summaryOf(span('o.created_at', '2026-11-22', '2026-11-29'))),
    c('q3-overview-last-month', 'en', ['give me an overview of last month'], summaryOf(lastMonth)),
    c('q3-summary-alone', 'en', ['summary of the store'], summaryOf(span('o.created_at', '2026-11-01', '2026-12-01'))),
    c('q3-ar-summary-week', 'ar', ['ملخص الأسبوع'], summaryOf(span('o.created_at', '2026-11-22', '2026-11-29'))),
    c('q3-ar-report-last-month', 'ar', ['عطني تقرير الشهر الماضي'], summaryOf(lastMonth)),
    c('q3-ar-monthly-report', 'ar', ['التقرير الشهري'], summaryOf(span('o.created_at', '2026-11-01', '2026-12-01'))),
    // "Summary of sales by month" is that question, not a summary.
    c('q3-summary-of-sales-by-month', 'en', ['summary of sales by month'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    // "The average shipping time to UAE" is days on the way (it was the shipping charged per order).
    c('q3-average-shipping-time-uae', 'en', ["what's the average shipping time to UAE"], `SELECT avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FILTER (WHERE s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL)
      FROM warehouse.shipments s JOIN warehouse.orders o ON o.store_id = s.store_id AND o.id = s.order_id WHERE s.store_id = 1 AND o.country = 'AE'`),
    // "Top 5 cities excluding Riyadh": the other cities ranked (they were counted together as one number).
    c('q3-top-cities-excluding', 'en', ['top 5 cities by orders excluding Riyadh'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS DISTINCT FROM 'Riyadh' AND o.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`),
    c('q3-top-cities-without', 'en', ['top 5 cities without Riyadh'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS DISTINCT FROM 'Riyadh' AND o.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`),
    // "The first five cities by sales", said as Arabic analysts write it: the top five (every city was listed).
    c('q3-ar-cities-five-first', 'ar', ['ما هي المدن الخمس الأولى من حيث المبيعات'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`),
    c('q3-ar-first-five-cities-by', 'ar', ['أول خمس مدن حسب المبيعات'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`),
    c('q3-first-five-cities-by', 'en', ['the first five cities by sales'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`),
    // "Customers with one order", "العملاء اللي عندهم طلب واحد": those who ordered once (they were every customer).
    c('q3-customers-with-one-order', 'en', ['customers with one order'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    c('q3-ar-customers-one-order', 'ar', ['العملاء اللي عندهم طلب واحد'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) <= 1) t`),
    // "Which of these sold the most units" after the top 5: those five (every product was ranked).
    c('q3-which-of-these-units', 'en', ['top 5 products last month', 'which of these sold the most units'], `SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines}
      WHERE l.store_id = 1 AND ${lastMonth} AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${lastMonth} GROUP BY 1 ORDER BY ${lineSales} DESC, 1 LIMIT 5) GROUP BY 1`),
    c('q3-which-of-those-returns', 'en', ['top 5 products last month', 'which of those had the most returns'], `SELECT rt.product, count(*) FROM (SELECT l.title AS product FROM warehouse.returns rt JOIN warehouse.order_lines l ON l.store_id = rt.store_id AND l.id = rt.order_line_id
      WHERE rt.store_id = 1 AND ${span('rt.created_at', '2026-10-01', '2026-11-01')} AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${lastMonth} GROUP BY 1 ORDER BY ${lineSales} DESC, 1 LIMIT 5)) rt GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // States said in other words: "failed deliveries" (read as a status "failed" no parcel has), "pending payment" (it
    // split by payment method), "churned subscribers" (the active ones were added beside).
    c('q3-carrier-failed-deliveries', 'en', ['which carrier has the most failed deliveries'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'failed_attempt' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q3-orders-pending-payment', 'en', ['how many orders are pending payment'], orders(`o.status = 'pending'`)),
    c('q3-churned-subscribers-quarter', 'en', ['churned subscribers last quarter'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-07-01', '2026-10-01')}`),
    // Abroad, said of a store that sells in riyals: every country but Saudi Arabia ("international" matched nothing and
    // every order was counted; "الدولية" was read as "by country").
    c('q3-international-orders', 'en', ['orders from international customers'], orders(`o.country IS DISTINCT FROM 'SA'`)),
    c('q3-international-last-month', 'en', ['how many international orders last month'], orders(`o.country IS DISTINCT FROM 'SA' AND ${lastMonth}`)),
    c('q3-ar-international-orders', 'ar', ['الطلبات الدولية'], orders(`o.country IS DISTINCT FROM 'SA'`)),
    c('q3-ar-sales-outside-kingdom', 'ar', ['المبيعات من خارج المملكة هالسنة'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.country IS DISTINCT FROM 'SA' AND ${thisYear}`),
    // "Top skus" are ten of them (one was listed: "skus" ends as "status" does).
    c('q3-top-skus', 'en', ['top skus last month'], `SELECT l.sku, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${lastMonth} GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    // After an order looked up, "متى يوصل" is about that order (it was "can't"); "what did Noura Hassan order last" is
    // her latest order (it was all she bought, by product).
    { ...c('q3-ar-when-will-it-arrive', 'ar', ['وين طلب ١٠٤٢', 'متى يوصل'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.order_number IN ('1042', '#1042')`), lookup: true },
    { ...c('q3-what-did-she-order-last', 'en', ['what did Noura Hassan order last'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE o.store_id = 1 AND c.first_name = 'Noura' AND c.last_name = 'Hassan' ORDER BY o.created_at DESC LIMIT 1`), lookup: true },
    // Gulf Arabic and short requests: "مين أكثر واحد يشتري مننا" is the top customer (it was refused); "ما تدفعت" the
    // pending orders (it was every order); "عطني أرقام أمس", "yesterday's numbers" a summary of yesterday.
    c('q3-ar-who-buys-most', 'ar', ['مين أكثر واحد يشتري مننا'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('q3-ar-unpaid-orders', 'ar', ['الطلبات اللي ما تدفعت'], orders(`o.status = 'pending'`)),
    c('q3-ar-numbers-yesterday', 'ar', ['عطني أرقام أمس'], summaryOf(span('o.created_at', '2026-11-21', '2026-11-22'))),
    c('q3-yesterdays-numbers', 'en', ["yesterday's numbers"], summaryOf(span('o.created_at', '2026-11-21', '2026-11-22'))),
    // Analyst words: "new and returning customer revenue" splits by customer type (it split by each customer too);
    // "customer acquisition by month" is new customers (it was sales by customer); "ratio of returns to orders" the
    // return rate (it counted returns).
    c('q3-new-returning-revenue', 'en', ["what's the split between new and returning customer revenue this year"], `SELECT CASE WHEN o.created_at > f.first THEN 'returning' ELSE 'new' END, ${salesF}
      FROM warehouse.orders o JOIN (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) f ON f.customer_id = o.customer_id WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q3-customer-acquisition-by-month', 'en', ['customer acquisition by month this year'], `SELECT to_char(${bucketOf('month', `f.first AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), count(*)
      FROM (SELECT customer_id, min(created_at) AS first FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) f WHERE ${span('f.first', '2026-01-01', '2027-01-01')} GROUP BY 1`),
    c('q3-returns-to-orders-by-category', 'en', ['ratio of returns to orders by category'], `SELECT l.category, count(DISTINCT l.order_id) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = l.store_id AND rt.order_id = l.order_id
      AND (rt.order_line_id = l.id OR (rt.order_line_id IS NULL AND rt.product_id = l.product_id))))::numeric / nullif(count(DISTINCT l.order_id), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category IS NOT NULL GROUP BY 1`),
    // Short messages: "revenue this month vs last" compares with last month (it was this month alone); "الأكثر مبيعاً"
    // is the best-selling product (it was "can't"), with a period too (it was the month's total).
    c('q3-this-month-vs-last', 'en', ['revenue this month vs last'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('q3-ar-best-selling-alone', 'ar', ['الأكثر مبيعا'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q3-ar-best-selling-this-month', 'ar', ['الأكثر مبيعا هالشهر'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "First order date" is the first order (its "date" was the category Dates & Sweets).
    { ...c('q3-first-order-date', 'en', ['first order date'], 'SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at LIMIT 1'), lookup: true },
    { ...c('q3-ar-first-order-date', 'ar', ['تاريخ أول طلب'], 'SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at LIMIT 1'), lookup: true },
    // Things ranked with nothing to measure them by: each is one row of its own ("the top airport by number of
    // airports: Jackson County (5)" ranked names that repeat).
    { ...c('q3-airports-which-highest', 'en', ['which airport is the highest'], 'cannot'), dataset: 'airports' },
    { ...c('q3-airports-ar-highest', 'ar', ['أعلى مطار'], 'cannot'), dataset: 'airports' },
    { ...c('q3-chinook-biggest-album', 'en', ['which album is the biggest'], 'cannot'), dataset: 'chinook' },
    { ...c('q3-weather-month-most-rain', 'en', ['which month has the most rain'], `SELECT to_char(date_trunc('month', date), 'YYYY-MM-DD'), sum(precipitation) FROM ${weather} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`), dataset: 'weather' },
    // Days on the way said as any small number in words ("ست أيام" were dropped: every parcel on its way was counted).
    c('q4-ar-six-days-on-the-way', 'ar', ['كم شحنة لها أكثر من ست أيام في الطريق'], stuckCount(6)),
    c('q4-eight-days-on-the-way', 'en', ['how many parcels have been on the way for more than eight days'], stuckCount(8)),
    // A forecast asked for a month named alone is of the one coming (it answered last December's sales).
    c('q4-forecast-december', 'en', ['forecast revenue for december'], 'cannot'),
    c('q4-ar-forecast-december', 'ar', ['توقع مبيعات ديسمبر'], 'cannot'),
    c('q4-forecast-vs-actual', 'en', ['forecast vs actual sales last month'], 'cannot'),
    // Arabic typed as many type it: "هاذا", "هاذي" (the period was lost: all time), Gulf "اللي طاف" (last), "ف" for
    // "في", and "الواتس اب" (its "اب" was August).
    c('q4-ar-haathi-year', 'ar', ['المبيعات لهاذي السنة'], sales('2026-01-01', '2027-01-01')),
    c('q4-ar-haatha-month-orders', 'ar', ['كم عدد الطلبات لهاذا الشهر'], orders(span('o.created_at', '2026-11-01', '2026-12-01'))),
    c('q4-ar-month-that-passed', 'ar', ['كم مبيعاتنا ف الشهر اللي طاف'], sales('2026-10-01', '2026-11-01')),
    c('q4-ar-whatsapp-spaced', 'ar', ['المبيعات من الواتس اب هالسنة'], sales('2026-01-01', '2027-01-01', "AND o.channel = 'whatsapp'")),
    // English typed short: "subs", "last sat", "rn", "why do ppl return stuff" (refused, or read as something else).
    c('q4-active-subs', 'en', ['active subs'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.status = 'active'`),
    c('q4-cancelled-subs-month', 'en', ['cancelled subs this month'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-11-01', '2026-12-01')}`),
    c('q4-last-sat', 'en', ['what did we do last sat'], sales('2026-11-21', '2026-11-22')),
    c('q4-why-return-stuff', 'en', ['why do ppl return stuff'], 'SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1'),
    { ...c('q4-late-right-now', 'en', ['which orders are late rn'], ordersLateNow), lookup: true },
    // Stock that ran out and prices as they were are not kept (they were the sales, and the price now).
    c('q4-what-sold-out', 'en', ['what sold out this week'], 'cannot'),
    c('q4-price-changes', 'en', ['any price changes recently'], 'cannot'),
    c('q4-raised-prices', 'en', ['which products did we raise the price on'], 'cannot'),
    // Parcels in Gulf words: on time "في الوقت", "بالطريق", "مرتجعة", the company of parcels (their carrier), the best
    // carrier "من ناحية سرعة التوصيل", one that "تتأخر أكثر".
    c('q4-ar-on-time-in-time', 'ar', ['نسبة التوصيل في الوقت'], `SELECT 1 - count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1`),
    c('q4-ar-shipments-by-company', 'ar', ['الشحنات حسب الشركة'], 'SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1'),
    c('q4-ar-company-sales', 'ar', ['مبيعات الشركة هالشهر'], sales('2026-11-01', '2026-12-01')),
    c('q4-ar-returned-shipments', 'ar', ['كم شحنة مرتجعة'], shipments('returned')),
    c('q4-ar-shipments-on-the-road', 'ar', ['كم شحنة بالطريق'], shipments('in_transit')),
    c('q4-ar-best-carrier-speed', 'ar', ['وش افضل شركة شحن من ناحية سرعة التوصيل'], `SELECT s.carrier, avg(extract(epoch FROM s.delivered_at - s.shipped_at) / 86400) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.delivered_at IS NOT NULL AND s.shipped_at IS NOT NULL GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('q4-ar-carrier-late-most', 'ar', ['اي شركة تتأخر بالتوصيل اكثر'], `SELECT s.carrier, count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // The span just before a span of days ("vs previous 7 days" was the same days a year ago; "مقارنة بالـ٧ أيام اللي
    // قبلها" was dropped); a year to date against the same days of the year before said "الي فاتت" (dropped too).
    c('q4-last-7-vs-previous-7', 'en', ['sales last 7 days vs previous 7 days'], compare(salesF, '2026-11-16', '2026-11-23', '2026-11-09', '2026-11-16')),
    c('q4-last-14-vs-previous-14', 'en', ['last 14 days vs previous 14 days'], compare(salesF, '2026-11-09', '2026-11-23', '2026-10-26', '2026-11-09')),
    c('q4-ar-7-days-before', 'ar', ['المبيعات آخر ٧ أيام مقارنة بالـ٧ أيام اللي قبلها'], compare(salesF, '2026-11-16', '2026-11-23', '2026-11-09', '2026-11-16')),
    c('q4-ar-ytd-vs-same-last-year', 'ar', ['كم المبيعات من اول السنه لين اليوم مقارنة بنفس الفتره من السنه الي فاتت'], compare(salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    // "Did we sell more this october or last october": both (it was last October alone); a day named ("vs last Sunday")
    // is that day (it was the day before).
    c('q4-this-october-or-last', 'en', ['did we sell more this october or last october'], compare(salesF, '2026-10-01', '2026-11-01', '2025-10-01', '2025-11-01')),
    c('q4-today-vs-last-sunday', 'en', ['orders today vs last sunday'], compare(countF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-16')),
    c('q4-today-then-last-friday', 'en', ['how many orders did we get today', 'how does that compare to last friday'], compare(countF, '2026-11-22', '2026-11-23', '2026-11-20', '2026-11-21')),
    // "How many orders each day last week": each day listed (it was their mean; "do we get each day" still is).
    c('q4-orders-each-day-last-week', 'en', ['how many orders each day last week'], `SELECT to_char(${bucketOf('day', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1`),
    c('q4-ar-orders-each-day-last-week', 'ar', ['كم طلب كل يوم الاسبوع الماضي'], `SELECT to_char(${bucketOf('day', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1`),
    { ...c('q4-chinook-invoices-each-month', 'en', ['how many invoices in each month of 2023'], `SELECT to_char(date_trunc('month', invoice_date), 'YYYY-MM-DD'), count(*) FROM invoice WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01' GROUP BY 1`), dataset: 'chinook' },
    // Discounts given are those of orders not cancelled, as sales are (a cancelled order's were counted).
    c('q4-ar-discounts-this-month', 'ar', ['اجمالي الخصومات هالشهر'], `SELECT coalesce(sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('q4-ar-discounts-abayas', 'ar', ['كم خصم عطينا على العبايات هالسنة'], `SELECT coalesce(sum(l.discount) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND l.category = 'Abayas' AND ${thisYear}`),
    // Owners' everyday phrasings answered with another measure: the money asked beside a count ("and how much money"
    // was dropped), a price ("how much does … cost" was its sales), the most discounted products (their sales), where
    // customers live (a count), a reason's share said "because of" (cut as a remark), "late %", a parcel's number
    // (not found), "how many paid with card" (the money), "payment failures" (sales by method), the last customer's
    // order (sales by product).
    c('q4-orders-and-money', 'en', ['hey how many orders so far this year and how much money'], `SELECT count(*), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    c('q4-jeddah-orders-and-spent', 'en', ['how many orders came from jeddah last month and how much they spent'], `SELECT count(*), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Jeddah' AND ${lastMonth}`),
    c('q4-shipping-cost-is-shipping', 'en', ['how much does shipping cost'], 'SELECT coalesce(sum(o.shipping_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1'),
    c('q4-abaya-cost', 'en', ['how much does the linen abaya cost'], `SELECT p.title, avg(p.price) FROM warehouse.products p WHERE p.store_id = 1 AND p.title LIKE 'Linen Abaya - %' GROUP BY 1`),
    c('q4-products-discounted-most', 'en', ['which products get discounted the most'], `SELECT l.title, coalesce(sum(l.discount) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('q4-where-customers-live', 'en', ['where do my customers live'], 'SELECT o.city, count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IS NOT NULL GROUP BY 1'),
    c('q4-returns-because-of-size', 'en', ['what % of returns are because of size'], 'SELECT rt.reason, count(*), count(*)::numeric / sum(count(*)) OVER () FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1'),
    c('q4-percent-orders-returned', 'en', ['what percent of orders get returned'], 'SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns rt WHERE rt.store_id = o.store_id AND rt.order_id = o.id))::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1'),
    c('q4-smsa-late-percent', 'en', ['smsa late %'], `SELECT count(*) FILTER (WHERE ${lateShipment})::numeric / count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'SMSA'`),
    { ...c('q4-where-is-my-parcel', 'en', ['where is my parcel {tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    c('q4-how-many-paid-card', 'en', ['how many paid with card last week'], orders(`o.payment_method = 'card' AND ${span('o.created_at', '2026-11-15', '2026-11-22')}`)),
    c('q4-payment-failures', 'en', ['payment failures this month'], `SELECT count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed' AND ${span('pm.paid_at', '2026-11-01', '2026-12-01')}`),
    { ...c('q4-last-customer-bought', 'en', ['what did the last customer buy'], 'SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 1'), lookup: true },
    // Gulf Arabic of the same kind: "كم مبيعات الشهر" (this month; it was all time), "في اليوم الوطني" (National Day; it
    // was a day's mean), "الـ weekend الماضي", "نسبة كل وحدة" (each one's share; it was units), cart recovery said
    // "استرداد" (it was the refund rate), "متأخر في الدفع", "المتكررين", "مين اكثر عميل عنده طلبات", "متوسط انفاق
    // العميل", "العملاء اللي عندهم اشتراك فعال", and "كم منها رجعت" of abandoned carts.
    c('q4-ar-sales-of-the-month', 'ar', ['كم مبيعات الشهر'], sales('2026-11-01', '2026-12-01')),
    c('q4-ar-orders-national-day', 'ar', ['كم طلب في اليوم الوطني'], orders(span('o.created_at', '2026-09-23', '2026-09-24'))),
    c('q4-ar-english-weekend', 'ar', ['مبيعات الـ weekend الماضي'], sales('2026-11-20', '2026-11-22')),
    c('q4-ar-share-of-each-one', 'ar', ['المبيعات حسب القناة هالسنة', 'وش نسبة كل وحدة'], `SELECT o.channel, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q4-ar-cart-recovery-istirdad', 'ar', ['نسبة استرداد السلات المتروكة'], 'SELECT count(*) FILTER (WHERE recovered_at IS NOT NULL)::numeric / count(*) FROM warehouse.abandoned_carts WHERE store_id = 1'),
    c('q4-ar-subscriptions-past-due', 'ar', ['كم اشتراك متأخر في الدفع'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.status = 'past_due'`),
    c('q4-ar-customer-most-orders', 'ar', ['مين اكثر عميل عنده طلبات'], `SELECT concat_ws(' ', c.first_name, c.last_name), count(*) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('q4-ar-average-customer-spend', 'ar', ['متوسط انفاق العميل'], 'SELECT sum(o.total) FILTER (WHERE o.cancelled_at IS NULL AND o.customer_id IS NOT NULL) / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1'),
    c('q4-ar-customers-active-subscription', 'ar', ['كم عدد العملاء اللي عندهم اشتراك فعال'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.status = 'active'`),
    c('q4-ar-carts-came-back', 'ar', ['السلات المتروكة هالاسبوع', 'كم منها رجعت'], `SELECT count(*) FILTER (WHERE recovered_at IS NOT NULL) FROM warehouse.abandoned_carts WHERE store_id = 1 AND ${span('created_at', '2026-11-22', '2026-11-29')}`),
    // In a database: "tracks sold" is the quantity (it was the sales), what customers in a country spent their sales
    // (counted first), "customers who bought nothing" those with no purchase (it was those who bought).
    { ...c('q4-chinook-tracks-sold', 'en', ['total number of tracks sold'], 'SELECT sum(quantity) FROM invoice_line'), dataset: 'chinook' },
    { ...c('q4-chinook-brazil-spend', 'en', ['how much did customers in Brazil spend in 2024'], `SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'Brazil' AND i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01'`), dataset: 'chinook' },
    { ...c('q4-chinook-bought-nothing', 'en', ['which customers bought nothing in 2024'], `SELECT c.first_name || ' ' || c.last_name FROM customer c WHERE NOT EXISTS (SELECT 1 FROM invoice i WHERE i.customer_id = c.customer_id AND i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01')`), dataset: 'chinook' },
    // Levels in files ranked or ranged: the highest price each year is the maximum by year (it was the ten years of
    // highest average), by stock and year too; the year of the lowest price (the lowest yearly average); a price range
    // (the average); records counted (an average beside); one year "over" another (a threshold of 2012).
    { ...c('q4-stocks-highest-each-year', 'en', ['AAPL highest price each year'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), max(price) FROM ${stocks} WHERE symbol = 'AAPL' GROUP BY 1`), dataset: 'stocks' },
    { ...c('q4-stocks-highest-each-stock-year', 'en', ['highest price of each stock by year'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), symbol, max(price) FROM ${stocks} GROUP BY 1, 2`), dataset: 'stocks' },
    { ...c('q4-stocks-year-of-lowest', 'en', ['which year did MSFT have its lowest price'], `SELECT date::text, price FROM ${stocks} WHERE symbol = 'MSFT' ORDER BY price LIMIT 1`), dataset: 'stocks' },
    { ...c('q4-stocks-price-range', 'en', ['price range of GOOG in 2009'], `SELECT min(price), max(price) FROM ${stocks} WHERE symbol = 'GOOG' AND date >= '2009-01-01' AND date < '2010-01-01'`), dataset: 'stocks' },
    { ...c('q4-stocks-records', 'en', ['number of price records for GOOG'], `SELECT count(*) FROM ${stocks} WHERE symbol = 'GOOG'`), dataset: 'stocks' },
    { ...c('q4-weather-year-over-year', 'en', ['precipitation growth 2015 over 2012'], `SELECT sum(precipitation) FILTER (WHERE date >= '2015-01-01' AND date < '2016-01-01'), sum(precipitation) FILTER (WHERE date >= '2012-01-01' AND date < '2013-01-01') FROM ${weather}`), dataset: 'weather' },
    { ...c('q4-chinook-genre-longest-average', 'en', ['which genre has the longest average track'], 'SELECT g.name, avg(t.milliseconds) FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 1'), dataset: 'chinook' },
    // Follow-ups and words read as another question: "make it by month" (it asked gross or net: "make" as earning),
    // "where are they from" after new customers counted (refused), days with no orders counted (they were the
    // customers with none), "slow movers" (the total), "what's selling less than last month" (the store's total),
    // "express vs standard shipping orders" (the shipping charged).
    c('q4-make-it-by-month', 'en', ['how many orders did riyadh do in q2', 'make it by month'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-04-01', '2026-07-01')} GROUP BY 1`),
    // (Each city that had orders is listed, with none new too: "Al Ain (0)".)
    c('q4-where-are-they-from', 'en', ['how many new customers this month', 'where are they from'], `SELECT o.city, count(DISTINCT o.customer_id) FILTER (WHERE fo.f = o.created_at) FROM warehouse.orders o LEFT JOIN (SELECT customer_id, min(created_at) AS f FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) fo ON fo.customer_id = o.customer_id WHERE o.store_id = 1 AND o.city IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('q4-days-with-zero-orders', 'en', ['how many days this month had zero orders'], 'cannot'),
    c('q4-days-no-sales', 'en', ['how many days had no sales last month'], 'cannot'),
    c('q4-slow-movers', 'en', ['slow movers last 60 days'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-09-24', '2026-11-23')} GROUP BY 1 HAVING ${lineSales} <> 0 ORDER BY 2 ASC, 1 LIMIT 10`),
    c('q4-express-vs-standard-orders', 'en', ['express vs standard shipping orders this year'], `SELECT o.ship_mode, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.ship_mode IN ('express', 'standard') AND ${thisYear} GROUP BY 1`),
    // Each of those listed ("how many orders each" re-ranked every customer by orders), their cities ("وش مدنهم" was
    // refused), carts over an amount (refused), the value of carts that came back (counted), and no pie note on a
    // single figure.
    c('q4-orders-each-of-top', 'en', ['top 5 customers this year', 'how many orders each'], `SELECT concat_ws(' ', c.first_name, c.last_name), count(*) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE o.store_id = 1 AND ${thisYear} AND o.customer_id IN (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND o.customer_id IS NOT NULL GROUP BY 1 ORDER BY ${salesF} DESC LIMIT 5) GROUP BY c.id, 1`),
    c('q4-units-each-of-top', 'en', ['top 5 products this month', 'how many units each'], `SELECT l.title, coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}
      AND l.title IN (SELECT l.title FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY ${lineSales} DESC, 1 LIMIT 5) GROUP BY 1`),
    c('q4-carts-over-500', 'en', ['how many abandoned carts over 500 sar this month'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.value > 500 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('q4-ar-value-of-carts-back', 'ar', ['كم قيمة السلات اللي رجعت'], 'SELECT coalesce(sum(value) FILTER (WHERE recovered_at IS NOT NULL), 0) FROM warehouse.abandoned_carts WHERE store_id = 1'),
    { ...c('q4-weather-pie-then-one-year', 'en', ['total precipitation by year', 'as a pie', 'only 2014'], `SELECT sum(precipitation) FROM ${weather} WHERE date >= '2014-01-01' AND date < '2015-01-01'`), dataset: 'weather' },
    // Arabic said around the thing: "متأخرة عن موعدها الحين" (every late parcel ever), "بسبب تلف المنتج" (refused: split
    // by product), "طلب ارجاع لسا ما انقبل" (every order).
    c('q4-ar-overdue-now', 'ar', ['كم شحنة متأخرة عن موعدها الحين'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${overdueShipment}`),
    c('q4-ar-refunds-damaged', 'ar', ['كم مبلغ الاسترداد بسبب تلف المنتج هذه السنة'], `SELECT coalesce(sum(rf.amount), 0) FROM warehouse.refunds rf WHERE rf.store_id = 1 AND rf.reason = 'damaged' AND ${span('rf.created_at', '2026-01-01', '2027-01-01')}`),
    c('q4-ar-returns-not-accepted', 'ar', ['كم طلب ارجاع لسا ما انقبل'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.status = 'requested'`),
    // A period asked of a database with nothing named is its money (it was the albums, which have no dates, and the
    // periods were dropped); two things asked of refunds, of new customers, and a figure over the year.
    { ...c('q4-chinook-halves-no-measure', 'en', ['first half of 2024 vs first half of 2023'], `SELECT sum(total) FILTER (WHERE invoice_date >= '2024-01-01' AND invoice_date < '2024-07-01'), sum(total) FILTER (WHERE invoice_date >= '2023-01-01' AND invoice_date < '2023-07-01') FROM invoice`), dataset: 'chinook' },
    c('q4-refunds-how-many-how-much', 'en', ['how many refunds and how much this year'], `SELECT count(*), coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')}`),
    c('q4-returning-revenue-share', 'en', ['returning customers revenue share this month'], `SELECT ${kindOfCustomer}, ${salesF}, ${salesF} / sum(${salesF}) OVER () FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('q4-new-customers-first-order', 'en', ['how much do new customers spend on their first order on average'], `SELECT avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM warehouse.orders e WHERE e.store_id = o.store_id AND e.customer_id = o.customer_id AND e.created_at < o.created_at)`),
    c('q4-change-over-the-year', 'en', ['sales last month', 'how did it change over the year'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1`),
    c('q4-orders-cod-refused', 'en', ['how many orders cash on delivery were refused'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'cash_on_delivery'
      AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = 1 AND s.order_id = o.id AND s.status = 'returned')`),
    // Gulf Arabic once more: orders "وصل للعملاء" are the parcels delivered (the order status was read, and customers
    // counted), "العميلة" is a customer (a slip for "العملة": by currency), customers "ما رجعوا يشترون من ٦ شهور" are
    // those with no order since (they were the one-order customers).
    c('q4-ar-delivered-to-customers', 'ar', ['كم طلب وصل للعملاء امس'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.delivered_at', '2026-11-21', '2026-11-22')}`),
    c('q4-ar-female-customer', 'ar', ['مين العميلة نورة حسن وكم صرفت'], `SELECT ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 AND c.first_name = 'Noura' AND c.last_name = 'Hassan'`),
    c('q4-ar-not-back-in-riyadh', 'ar', ['العملاء اللي ما رجعوا يشترون من ٦ شهور في الرياض', 'كم عددهم'], `SELECT count(*) FROM warehouse.customers c WHERE c.store_id = 1
      AND EXISTS (SELECT 1 FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id AND o.city = 'Riyadh' AND o.created_at < timestamp '2026-05-23' AT TIME ZONE ${TZ})
      AND NOT EXISTS (SELECT 1 FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = c.id AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-05-23', '2026-11-23')})`),
    // "Rock music": the genre (its "music" was also the playlist Music, and the sales refused).
    { ...c('q4-chinook-rock-music', 'en', ['sales of rock music in 2024'], `SELECT sum(l.unit_price * l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id
      JOIN invoice i ON i.invoice_id = l.invoice_id WHERE g.name = 'Rock' AND i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01'`), dataset: 'chinook' },
    { ...c('q4-chinook-classical-music-tracks', 'en', ['how many tracks of classical music do we have'], `SELECT count(*) FROM track t JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Classical'`), dataset: 'chinook' },
    // Round q5 (2026-11-28). Counts said in words or after the number: "more than one item" (refused: "item" in the
    // singular was a product), "2 or more items", "2+ orders", "أكثر من قطعة", "قطعتين أو أكثر".
    c('q5-orders-more-than-one-item', 'en', ['how many orders had more than one item this year'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}
      AND (SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id) > 1`),
    c('q5-orders-two-or-more-items', 'en', ['orders with 2 or more items last month'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}
      AND (SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id) >= 2`),
    c('q5-customers-two-plus-orders', 'en', ['how many customers have 2+ orders'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) >= 2) t`),
    c('q5-ar-orders-more-than-a-piece', 'ar', ['كم طلب فيه اكثر من قطعة هالسنة'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}
      AND (SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id) > 1`),
    c('q5-ar-orders-two-pieces-or-more', 'ar', ['كم طلب فيه قطعتين او اكثر الشهر الماضي'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}
      AND (SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id) >= 2`),
    // Single abandoned carts by their value (it was the carts counted, or their value summed), and who left them.
    c('q5-biggest-abandoned-cart', 'en', ['what was the biggest abandoned cart last month'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), ac.email, ac.external_id), ac.value FROM warehouse.abandoned_carts ac
      LEFT JOIN warehouse.customers c ON c.store_id = ac.store_id AND c.id = ac.customer_id WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')} ORDER BY 2 DESC LIMIT 1`),
    c('q5-ar-top-abandoned-carts', 'ar', ['اعلى ٣ سلات متروكة الشهر الماضي'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), ac.email, ac.external_id), ac.value FROM warehouse.abandoned_carts ac
      LEFT JOIN warehouse.customers c ON c.store_id = ac.store_id AND c.id = ac.customer_id WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-10-01', '2026-11-01')} ORDER BY 2 DESC LIMIT 3`),
    c('q5-who-abandoned-yesterday', 'en', ['which customers abandoned their carts yesterday'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email), count(*) FROM warehouse.abandoned_carts ac
      LEFT JOIN warehouse.customers c ON c.store_id = ac.store_id AND c.id = ac.customer_id WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-21', '2026-11-22')} GROUP BY 1`),
    c('q5-ar-who-abandoned-yesterday', 'ar', ['مين العملاء اللي تركوا سلاتهم امس'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email), count(*) FROM warehouse.abandoned_carts ac
      LEFT JOIN warehouse.customers c ON c.store_id = ac.store_id AND c.id = ac.customer_id WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-21', '2026-11-22')} GROUP BY 1`),
    // Failed payments asked as money (it was how many).
    c('q5-failed-payments-amount', 'en', ['how much did failed payments add up to last month'], `SELECT coalesce(sum(pm.amount), 0) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed' AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')}`),
    c('q5-ar-failed-payments-amount', 'ar', ['قيمة الدفعات الفاشلة هالسنة'], `SELECT coalesce(sum(pm.amount), 0) FROM warehouse.payments pm WHERE pm.store_id = 1 AND pm.status = 'failed' AND ${span('pm.paid_at', '2026-01-01', '2027-01-01')}`),
    c('q5-payment-amount-by-status', 'en', ['payment amount by status last month'], `SELECT pm.status, coalesce(sum(pm.amount), 0) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Discount codes, kept with each order (they were refused as not kept).
    c('q5-orders-with-code', 'ar', ['كم طلب استخدم كود RAMADAN20'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' = 'RAMADAN20'`),
    c('q5-most-used-code', 'en', ['which coupon code was used most this year'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} AND o.extra ? 'discount_code' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q5-ar-most-used-code', 'ar', ['وش اكثر كود خصم مستخدم'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra ? 'discount_code' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q5-orders-used-a-code', 'en', ['how many orders used a discount code last month'], orders(`o.discount_total > 0 AND ${lastMonth}`)),
    // Arabic said as owners say it: "مبيعاتي" (my sales: refused), the average spend per customer (the customers
    // counted), the value of cancelled orders (their count), the average refund (the total), orders refunded in full
    // (every order), carts bought after all, what came back or did not from abandoned carts, "استردينا".
    c('q5-ar-my-sales', 'ar', ['كم مبيعاتي هالشهر؟'], sales('2026-11-01', '2026-12-01')),
    c('q5-ar-my-orders-today', 'ar', ['كم طلباتي اليوم'], orders(span('o.created_at', '2026-11-22', '2026-11-23'))),
    c('q5-ar-spend-per-customer', 'ar', ['متوسط الصرف لكل عميل هالسنة'], `SELECT ${salesF} / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('q5-ar-cancelled-value', 'ar', ['كم قيمة الطلبات اللي انلغت هالسنة'], `SELECT coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NOT NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear}`),
    c('q5-ar-average-refund', 'ar', ['متوسط مبلغ الاسترداد هالسنة'], `SELECT avg(r.amount) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-01-01', '2027-01-01')}`),
    c('q5-fully-refunded', 'en', ['how many orders were fully refunded last month'], orders(`o.status = 'refunded' AND ${lastMonth}`)),
    c('q5-ar-fully-refunded', 'ar', ['كم طلب مسترد بالكامل الشهر الماضي'], orders(`o.status = 'refunded' AND ${lastMonth}`)),
    c('q5-ar-churn-said-of-subscriptions', 'ar', ['نسبة الالغاء للاشتراكات الشهر الماضي'], `SELECT count(*) FILTER (WHERE sb.started_at < timestamp '2026-10-01' AT TIME ZONE ${TZ} AND ${span('sb.cancelled_at', '2026-10-01', '2026-11-01')})::numeric
      / count(*) FILTER (WHERE sb.started_at < timestamp '2026-10-01' AT TIME ZONE ${TZ} AND (sb.cancelled_at IS NULL OR sb.cancelled_at >= timestamp '2026-10-01' AT TIME ZONE ${TZ})) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('q5-ar-carts-bought-after-all', 'ar', ['كم سلة متروكة رجعوا اشتروها الشهر الماضي'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NOT NULL AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('q5-ar-recovered-sales', 'ar', ['قيمة المبيعات اللي رجعت من السلات المتروكة هالسنة'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NOT NULL AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('q5-ar-carts-not-back', 'ar', ['قيمة السلات المتروكه اللي ما رجعت هالسنه'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NULL AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('q5-ar-we-refunded', 'ar', ['كم استردينا الشهر الماضي'], `SELECT coalesce(sum(r.amount), 0) FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-10-01', '2026-11-01')}`),
    // A follow-up naming the period to compare with: the conversation's period against it (it was the period right
    // after the one named), and "the previous year/quarter/month" a step before the conversation's.
    c('q5-vs-named-month', 'en', ['sales dec 2025', 'vs dec 2024'], compare(salesF, '2025-12-01', '2026-01-01', '2024-12-01', '2025-01-01')),
    c('q5-vs-named-quarter', 'en', ['orders in Q1 2026', 'compared to Q1 2025'], compare(countF, '2026-01-01', '2026-04-01', '2025-01-01', '2025-04-01')),
    c('q5-vs-first-half', 'en', ['first half of this year net sales', 'versus first half of last year'], compare(netF, '2026-01-01', '2026-07-01', '2025-01-01', '2025-07-01')),
    c('q5-ar-vs-same-quarter', 'ar', ['مبيعات الربع الاخير من ٢٠٢٥', 'مقارنة بنفس الربع ٢٠٢٤'], compare(salesF, '2025-10-01', '2026-01-01', '2024-10-01', '2025-01-01')),
    { ...c('q5-chinook-vs-named-year', 'en', ['sales in 2025', 'compared to 2022'], `SELECT sum(total) FILTER (WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01'), sum(total) FILTER (WHERE invoice_date >= '2022-01-01' AND invoice_date < '2023-01-01') FROM invoice`), dataset: 'chinook' },
    { ...c('q5-chinook-previous-year', 'en', ['sales in 2023', 'and in 2024?', 'what about the previous year'], `SELECT sum(total) FILTER (WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01'), sum(total) FILTER (WHERE invoice_date >= '2023-01-01' AND invoice_date < '2024-01-01') FROM invoice`), dataset: 'chinook' },
    { ...c('q5-weather-previous-month', 'en', ['rainfall in May 2015', 'the previous month'], `SELECT sum(precipitation) FILTER (WHERE date >= '2015-05-01' AND date < '2015-06-01'), sum(precipitation) FILTER (WHERE date >= '2015-04-01' AND date < '2015-05-01') FROM ${weather}`), dataset: 'weather' },
    { ...c('q5-weather-ar-previous-year', 'ar', ['الأمطار في 2014', 'والسنة السابقة؟'], `SELECT sum(precipitation) FILTER (WHERE date >= '2014-01-01' AND date < '2015-01-01'), sum(precipitation) FILTER (WHERE date >= '2013-01-01' AND date < '2014-01-01') FROM ${weather}`), dataset: 'weather' },
    // Everyday English of round q5: the worst where less is better is the highest; coupons had; returns awaiting
    // approval; money stuck in carts; lifetime value; the newest orders; the dearest product; top spenders; parcels
    // sent back; "how many were cancelled" after sales; customers who paid with Tabby; "avg daily" after days.
    c('q5-worst-refund-rate', 'en', ['refund rate ytd', 'by channel', 'worst one?'], `SELECT o.channel, sum(o.refunded_total) FILTER (WHERE o.cancelled_at IS NULL) / sum(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // ("Worst one?" after a list longer than it shows is the real lowest, not the last shown; "and the best?" one.)
    c('q5-worst-of-a-long-list', 'en', ['sales by city last month', 'worst one?'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth} GROUP BY 1 ORDER BY 2 LIMIT 1`),
    c('q5-best-after-top-3', 'en', ['sales by category last month', 'which is worst?', 'just the top 3', 'and the best?'], `SELECT l.category, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${lastMonth} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q5-had-a-coupon', 'en', ['what % of orders had a coupon last quarter'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-07-01', '2026-10-01')}`),
    c('q5-returns-pending-approval', 'en', ['returns pending approval'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.status = 'requested'`),
    c('q5-ar-return-not-approved', 'ar', ['كم طلب ارجاع لسه ما تمت الموافقة عليه'], `SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.status = 'requested'`),
    c('q5-money-stuck-in-carts', 'en', ['how much money is stuck in abandoned carts this month'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('q5-revenue-recovered-from-carts', 'en', ['revenue recovered from carts ytd'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NOT NULL AND ${span('ac.created_at', '2026-01-01', '2026-11-23')}`),
    c('q5-avg-lifetime-value', 'en', ['avg lifetime value of a customer'], `SELECT ${salesF} / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1`),
    { ...c('q5-show-last-5-orders', 'en', ['show me the 5 most recent orders'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 ORDER BY o.created_at DESC LIMIT 5`), lookup: true },
    c('q5-most-expensive-thing', 'en', ['most expensive thing we sell'], `SELECT p.title, p.price FROM warehouse.products p WHERE p.store_id = 1 ORDER BY p.price DESC LIMIT 1`),
    c('q5-top-spenders-riyadh', 'en', ['top spenders in riyadh last quarter'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-07-01', '2026-10-01')} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 10`),
    c('q5-returned-shipments-by-carrier', 'en', ['returned shipments by carrier'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'returned' GROUP BY 1`),
    c('q5-ar-shipments-sent-back', 'ar', ['كم شحنة انرجعت هالسنة'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.status = 'returned' AND ${span('s.shipped_at', '2026-01-01', '2027-01-01')}`),
    c('q5-how-many-were-cancelled', 'en', ['sales from riyadh last month', 'how many were cancelled'], orders(`o.city = 'Riyadh' AND o.cancelled_at IS NOT NULL AND ${lastMonth}`)),
    c('q5-customers-paid-tabby', 'en', ['how many people paid with tabby this year'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'tabby' AND ${thisYear}`),
    c('q5-avg-daily-after-days', 'en', ['sales per day last 7 days', 'avg daily'], `SELECT ${salesF} / 7 FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-16', '2026-11-23')}`),
    c('q5-ar-sales-of-the-year', 'ar', ['اكثر مورد مبيعات السنة'], `SELECT l.vendor, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q5-ar-never-sold-even-once', 'ar', ['المنتجات اللي ما انباعت ولا مرة هالشهر', 'كم عددهم'], `SELECT count(*) FROM warehouse.products p WHERE p.store_id = 1
      AND NOT EXISTS (SELECT 1 FROM ${orderLines} WHERE l.store_id = 1 AND l.product_id = p.id AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')})`),
    c('q5-first-of-this-month', 'en', ['sales on the 1st of this month'], sales('2026-11-01', '2026-11-02')),
    // Databases in round q5: a top N with nothing named is ranked by the money ("top 3 genres": refused; "top 5 artists
    // in 2024": by albums, the year dropped); things that sold, each once; a count of one table's rows per another's
    // value past a threshold ("genres with more than 100 tracks": refused).
    { ...c('q5-chinook-top-genres', 'en', ['top 3 genres'], `SELECT g.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 3`), dataset: 'chinook' },
    { ...c('q5-chinook-top-artists-year', 'en', ['top 5 artists in 2024'], `SELECT ar.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id
      JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01' GROUP BY ar.artist_id, 1 ORDER BY 2 DESC LIMIT 5`), dataset: 'chinook' },
    { ...c('q5-chinook-distinct-tracks-sold', 'en', ['how many different tracks have been sold'], `SELECT count(DISTINCT track_id) FROM invoice_line`), dataset: 'chinook' },
    { ...c('q5-chinook-distinct-artists-sold', 'en', ['how many distinct artists were sold in 2024'], `SELECT count(DISTINCT al.artist_id) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id
      JOIN album al ON al.album_id = t.album_id WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01'`), dataset: 'chinook' },
    { ...c('q5-chinook-genres-over-100-tracks', 'en', ['genres with more than 100 tracks'], `SELECT g.name, count(*) FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 HAVING count(*) > 100`), dataset: 'chinook' },
    { ...c('q5-chinook-artists-over-5-albums', 'en', ['how many artists have more than 5 albums'], `SELECT count(*) FROM (SELECT artist_id FROM album GROUP BY 1 HAVING count(*) > 5) s`), dataset: 'chinook' },
    { ...c('q5-mysql-artists-over-5-albums', 'en', ['how many artists have more than 5 albums'], `SELECT count(*) FROM (SELECT artist_id FROM album GROUP BY 1 HAVING count(*) > 5) s`), dataset: 'chinook_mysql', category: 'mysql-source' },
    c('q5-distinct-products-sold', 'en', ['how many different products were sold last month'], `SELECT count(DISTINCT l.title) FROM ${orderLines} WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${lastMonth}`),
    // Conversations of round q5: "بس الكاش" and "ومدى؟" after payment methods (refused: an everyday word), "وكم منها
    // انلغى؟", "ومبيعاتهم؟", two values asked one after the other taken together ("اجمعهم", "both together"), a second
    // channel added to a series ("add tiktok": it replaced the first), "ومين أكثرهم صرف؟".
    c('q5-ar-only-cash-cancelled', 'ar', ['الطلبات الشهر الماضي', 'حسب طريقة الدفع', 'بس الكاش', 'وكم منها انلغى؟'], `SELECT o.payment_method, count(*) FILTER (WHERE o.cancelled_at IS NOT NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'cash_on_delivery' AND ${lastMonth} GROUP BY 1`),
    c('q5-ar-and-mada', 'ar', ['الطلبات الشهر الماضي', 'ومدى؟'], orders(`o.payment_method = 'mada' AND ${lastMonth}`)),
    c('q5-ar-and-their-sales', 'ar', ['كم عدد العملاء اللي طلبوا من الدمام هالسنة', 'ومبيعاتهم؟'], sales('2026-01-01', '2027-01-01', `AND o.city = 'Dammam'`)),
    c('q5-ar-add-them-up', 'ar', ['كم طلب دفعوه بتابي هالشهر', 'وتمارا؟', 'اجمعهم'], orders(`o.payment_method IN ('tabby', 'tamara') AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q5-both-together', 'en', ['pos sales this month', 'and marketplace', 'both together'], sales('2026-11-01', '2026-12-01', `AND o.channel IN ('pos', 'marketplace')`)),
    c('q5-add-a-channel', 'en', ['instagram sales last 3 months by month', 'add tiktok'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'tiktok') AND ${span('o.created_at', '2026-09-01', '2026-11-23')} GROUP BY 1, 2`),
    c('q5-ar-who-spent-most-of-them', 'ar', ['كم عميل طلب من جدة الشهر الماضي', 'ومين اكثرهم صرف؟'], `SELECT concat_ws(' ', c.first_name, c.last_name), ${salesF} FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
      WHERE o.store_id = 1 AND o.city = 'Jeddah' AND ${lastMonth} GROUP BY c.id, 1 ORDER BY 2 DESC LIMIT 1`),
    // A season said alone and split by year is every one of it ("rainfall in winter by year": the latest winter only);
    // the weather column called "حالة الطقس"; two cities asked one after the other taken together under a top 5.
    { ...c('q5-weather-winter-by-year', 'en', ['rainfall in winter by year'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), sum(precipitation) FROM ${weather} WHERE extract(month FROM date) IN (12, 1, 2) GROUP BY 1`), dataset: 'weather' },
    { ...c('q5-weather-ar-days-by-kind', 'ar', ['عدد الأيام حسب حالة الطقس'], `SELECT weather, count(*) FROM ${weather} GROUP BY 1`), dataset: 'weather' },
    c('q5-top-products-two-cities', 'en', ['top 5 products by revenue in jeddah', 'and in dammam', 'now both cities combined'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND o.city IN ('Jeddah', 'Dammam') GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    // A measure read in the terms of what the conversation is about: after subscriptions, the cancelled ones, the
    // churn rate and the MRR lost (they were orders'); after abandoned carts, "نسبة الاسترجاع" is their recovery rate.
    c('q5-ar-subscriptions-and-cancelled', 'ar', ['الاشتراكات النشطة', 'والملغية؟'], `SELECT count(*) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND sb.status = 'cancelled'`),
    c('q5-subscriptions-then-churn-rate', 'ar', ['الاشتراكات النشطة', 'والملغية؟', 'نسبة الالغاء هالسنة'], `SELECT count(*) FILTER (WHERE sb.started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND ${span('sb.cancelled_at', '2026-01-01', '2027-01-01')})::numeric
      / count(*) FILTER (WHERE sb.started_at < timestamp '2026-01-01' AT TIME ZONE ${TZ} AND (sb.cancelled_at IS NULL OR sb.cancelled_at >= timestamp '2026-01-01' AT TIME ZONE ${TZ})) FROM warehouse.subscriptions sb WHERE sb.store_id = 1`),
    c('q5-ar-carts-then-recovery', 'ar', ['السلات المتروكة الاسبوع الماضي', 'كم قيمتها', 'كم نسبة الاسترجاع'], `SELECT count(*) FILTER (WHERE ac.recovered_at IS NOT NULL)::numeric / count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    // "وحسب الكمية؟" ranks anew (the same five re-sorted); "وكم نسبتهم؟" is the share of the count just given; "كم طلب
    // شحن مجاني" the free-shipping orders alone; "which month had the most" after months of a year is of that year.
    c('q5-ar-top-by-quantity', 'ar', ['اعلى ٥ منتجات هالسنة', 'وحسب الكمية؟'], `SELECT l.title, sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL) FROM ${orderLines} WHERE l.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    c('q5-ar-share-of-returning', 'ar', ['كم عميل رجع اشترى مرة ثانية الشهر الماضي', 'وكم نسبتهم؟'], `SELECT count(DISTINCT o.customer_id) FILTER (WHERE (SELECT min(e.created_at) FROM warehouse.orders e WHERE e.store_id = 1 AND e.customer_id = o.customer_id) < o.created_at)::numeric
      / count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q5-ar-free-shipping-share', 'ar', ['كم طلب شحن مجاني هالشهر', 'وكم نسبتهم من الطلبات؟'], `SELECT count(*) FILTER (WHERE o.shipping_total = 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('q5-which-month-of-the-year', 'en', ['discounts this year', 'by month', 'which month had the most discounts?'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), coalesce(sum(o.discount_total) FILTER (WHERE o.cancelled_at IS NULL), 0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // ("WoW" as week over week is an engine test.) "Damaged item returns" the returns of that reason (split by product); an abandoned
    // cart's own count of items; the worst month kept when the year changes; the payment success rate.
    c('q5-damaged-item-returns', 'en', ['damaged item returns by month this yr'], `SELECT to_char(m, 'YYYY-MM-DD'), (SELECT count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 AND rt.reason = 'damaged'
      AND rt.created_at >= m::timestamp AT TIME ZONE ${TZ} AND rt.created_at < (m + interval '1 month')::timestamp AT TIME ZONE ${TZ}) FROM generate_series(date '2026-01-01', date '2026-11-01', interval '1 month') m`),
    c('q5-carts-more-than-3-items', 'en', ['abandoned carts with more than 3 items this year'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.items_count > 3 AND ${span('ac.created_at', '2026-01-01', '2027-01-01')}`),
    c('q5-worst-month-next-year', 'en', ['monthly sales 2024', 'which was the worst month', 'and in 2025?'], `SELECT to_char(${bucketOf('month', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-01-01', '2026-01-01')} GROUP BY 1 ORDER BY 2 LIMIT 1`),
    c('q5-payment-success-rate', 'en', ['payment success rate last month'], `SELECT count(*) FILTER (WHERE pm.status = 'paid')::numeric / count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-10-01', '2026-11-01')}`),
    // "Which sold the most" after a list kept to a condition is which of those; three years running year by year.
    c('q5-which-of-those', 'en', ['products under 50 riyals', 'which sold the most'], `SELECT l.title, ${lineSales} FROM ${orderLines} JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id
      WHERE l.store_id = 1 AND p.price < 50 GROUP BY 1 ORDER BY 2 DESC LIMIT 10`),
    c('q5-three-years', 'en', ['revenue 2023 vs 2024 vs 2025'], `SELECT to_char(${bucketOf('year', `o.created_at AT TIME ZONE ${TZ}`)}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2023-01-01', '2026-01-01')} GROUP BY 1`),
    { ...c('q5-airport-with-code', 'en', ['what is the airport with code LAX'], `SELECT name, count(*) FROM "store_1"."airports" WHERE iata = 'LAX' GROUP BY 1`), dataset: 'airports' },
    // Files and databases: "the latest / first / last year (month) in the data" is the calendar one the data begins or
    // ends in (it was all time, or last year by the calendar, which the data does not reach).
    { ...c('q6-weather-latest-year', 'en', ['average max temperature in the latest year'], `SELECT avg(temp_max) FROM ${weather} WHERE date >= '2015-01-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-first-year-of-data', 'en', ['precipitation in the first year of the data'], `SELECT sum(precipitation) FROM ${weather} WHERE date >= '2012-01-01' AND date < '2013-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-ar-last-year-in-data', 'ar', ['الأمطار في آخر سنة في البيانات'], `SELECT sum(precipitation) FROM ${weather} WHERE date >= '2015-01-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-most-recent-month', 'en', ['precipitation in the most recent month in the data'], `SELECT sum(precipitation) FROM ${weather} WHERE date >= '2015-12-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-latest-quarter', 'en', ['precipitation in the latest quarter'], `SELECT sum(precipitation) FROM ${weather} WHERE date >= '2015-10-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-sunny-last-year-in-data', 'en', ['how many sunny days last year in the data?'], `SELECT count(*) FROM ${weather} WHERE weather = 'sun' AND date >= '2015-01-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-weather-fog-last-year-of-data', 'en', ['how many days with fog in the last year of the data'], `SELECT count(*) FROM ${weather} WHERE weather = 'fog' AND date >= '2015-01-01' AND date < '2016-01-01'`), dataset: 'weather' },
    { ...c('q6-stocks-ibm-latest-month', 'en', ['ibm price in the latest month'], `SELECT avg(price) FROM ${stocks} WHERE symbol = 'IBM' AND date >= '2010-03-01' AND date < '2010-04-01'`), dataset: 'stocks' },
    { ...c('q6-stocks-last-year-in-data', 'en', ['average price in the last year in the data'], `SELECT avg(price) FROM ${stocks} WHERE date >= '2010-01-01' AND date < '2011-01-01'`), dataset: 'stocks' },
    { ...c('q6-chinook-latest-month', 'en', ['sales in the latest month'], `SELECT sum(total) FROM invoice WHERE invoice_date >= '2025-12-01' AND invoice_date < '2026-01-01'`), dataset: 'chinook' },
    { ...c('q6-chinook-first-year-of-data', 'en', ['sales in the first year of the data'], `SELECT sum(total) FROM invoice WHERE invoice_date >= '2021-01-01' AND invoice_date < '2022-01-01'`), dataset: 'chinook' },
    { ...c('q6-mysql-ar-last-year-in-data', 'ar', ['المبيعات في آخر سنة في البيانات'], `SELECT sum(total) FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01'`), dataset: 'chinook_mysql', category: 'mysql-source' },
    { ...c('q6-mysql-ar-first-year', 'ar', ['المبيعات في أول سنة'], `SELECT sum(total) FROM invoice WHERE invoice_date >= '2021-01-01' AND invoice_date < '2022-01-01'`), dataset: 'chinook_mysql', category: 'mysql-source' },
    // "Max / highest X of each Y" is X's maximum by Y (it was the average, or the invoices counted); "the highest invoice
    // in each year" the top invoice of each; "max invoice total" where the owner named the table "invoices" (it was sales).
    { ...c('q6-stocks-max-of-each-stock', 'en', ['max price of each stock in 2008'], `SELECT symbol, max(price) FROM ${stocks} WHERE date >= '2008-01-01' AND date < '2009-01-01' GROUP BY 1`), dataset: 'stocks' },
    { ...c('q6-chinook-highest-invoice-each-year', 'en', ['highest invoice in each year'], `SELECT DISTINCT ON (1) to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD'), invoice_id, total FROM invoice ORDER BY 1, total DESC, invoice_id`), dataset: 'chinook' },
    { ...c('q6-chinook-max-invoice-total-by-country', 'en', ['max invoice total by country'], `SELECT billing_country, max(total) FROM invoice GROUP BY 1`), dataset: 'chinook' },
    // A series over all time held against its unit before is each bucket against the one before (it was November
    // against October, or this year so far against last year's same days).
    { ...c('q6-chinook-by-year-vs-previous', 'en', ['sales by year', 'compared with the previous year'], `SELECT to_char(b, 'YYYY-MM-DD'), v, lag(v) OVER (ORDER BY b) FROM (SELECT date_trunc('year', invoice_date) AS b, sum(total) AS v FROM invoice GROUP BY 1) t`), dataset: 'chinook' },
    { ...c('q6-mysql-ar-by-year-vs-previous', 'ar', ['المبيعات حسب السنة', 'مقارنة بالسنة السابقة'], `SELECT b, v, lag(v) OVER (ORDER BY b) FROM (SELECT DATE_FORMAT(invoice_date, '%Y-01-01') AS b, sum(total) AS v FROM invoice GROUP BY 1) t`), dataset: 'chinook_mysql', category: 'mysql-source' },
    { ...c('q6-weather-by-year-vs-previous', 'en', ['precipitation by year compared with the previous year'], `SELECT to_char(b, 'YYYY-MM-DD'), v, lag(v) OVER (ORDER BY b) FROM (SELECT date_trunc('year', date) AS b, sum(precipitation) AS v FROM ${weather} GROUP BY 1) t`), dataset: 'weather' },
    // "Drizzly" days are the drizzle ones (the filter was dropped); "the state of Washington" is the state (it was the
    // city); "how many customers bought rock" counts the buyers of rock (it was refused).
    { ...c('q6-weather-drizzly-days', 'en', ['total precipitation on drizzly days'], `SELECT sum(precipitation) FROM ${weather} WHERE weather = 'drizzle'`), dataset: 'weather' },
    { ...c('q6-airports-state-of-washington', 'en', ['how many airports in the state of washington?'], `SELECT count(*) FROM "store_1"."airports" WHERE state = 'WA'`), dataset: 'airports' },
    { ...c('q6-chinook-customers-bought-rock', 'en', ['how many customers bought rock?'], `SELECT count(DISTINCT i.customer_id) FROM invoice i JOIN invoice_line l ON l.invoice_id = i.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Rock'`), dataset: 'chinook' },
    // Tracks sold are the quantity sold (it was each genre's sales split by track, or the catalogue's tracks counted).
    { ...c('q6-chinook-genres-by-tracks-sold', 'en', ['top 5 genres by tracks sold'], `SELECT g.name, sum(l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 5`), dataset: 'chinook' },
    { ...c('q6-chinook-artist-sold-most-tracks', 'en', ['which artist sold the most tracks?'], `SELECT ar.name, sum(l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 2 DESC LIMIT 1`), dataset: 'chinook' },
    { ...c('q6-mysql-genres-by-number-of-tracks-sold', 'en', ['top 5 genres by number of tracks sold'], `SELECT g.name, sum(l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY 1 ORDER BY 2 DESC LIMIT 5`), dataset: 'chinook_mysql', category: 'mysql-source' },
    { ...c('q6-mysql-ar-artist-sold-most-tracks', 'ar', ['أي فنان باع أكثر عدد مقاطع؟'], `SELECT ar.name, sum(l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN album al ON al.album_id = t.album_id JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY 1 ORDER BY 2 DESC LIMIT 1`), dataset: 'chinook_mysql', category: 'mysql-source' },
    // The check that round q5's fixes hold when said otherwise: a value added to a list kept to one ("add instagram":
    // it replaced WhatsApp), "بنفس الفترة ٢٠٢٤", two values of a split taken together, days of this month ("from the 1st
    // to the 15th": one day), the first or last day of a month, "how many times was VIP15 used" (its sales), single-item
    // orders, people who used a way of paying, payments that succeeded, the revenue subscription cancellations took,
    // "مبيعات السنه كلها", new customers' sales asked after them.
    c('q5-add-to-one-kept', 'en', ['sales last month by channel', 'just whatsapp', 'add instagram'], `SELECT o.channel, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('whatsapp', 'instagram') AND ${lastMonth} GROUP BY 1`),
    c('q5-ar-same-period-year', 'ar', ['طلبات نوفمبر ٢٠٢٥', 'قارنها بنفس الفترة ٢٠٢٤'], compare(countF, '2025-11-01', '2025-12-01', '2024-11-01', '2024-12-01')),
    c('q5-two-cities-together', 'en', ['sales by city this month', 'only riyadh and dammam', 'both together'], sales('2026-11-01', '2026-12-01', `AND o.city IN ('Riyadh', 'Dammam')`)),
    c('q5-first-to-fifteenth', 'en', ['sales from the 1st to the 15th'], sales('2026-11-01', '2026-11-16')),
    c('q5-ar-day-one-until-yesterday', 'ar', ['المبيعات من يوم ١ لين امس'], sales('2026-11-01', '2026-11-22')),
    c('q5-last-day-of-last-month', 'en', ['sales on the last day of last month'], sales('2026-10-31', '2026-11-01')),
    c('q5-ar-first-day-last-month', 'ar', ['مبيعات اول يوم في الشهر الماضي'], sales('2026-10-01', '2026-10-02')),
    c('q5-times-code-used', 'en', ['how many times has VIP15 been used'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' = 'VIP15'`),
    c('q5-ar-times-code-used', 'ar', ['كم مرة استخدم كود EID10 هالسنة'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' = 'EID10' AND ${thisYear}`),
    c('q5-single-item-orders', 'en', ['single-item orders last month'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}
      AND coalesce((SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id), 0) <= 1`),
    c('q5-ar-one-piece-orders', 'ar', ['كم طلب فيه قطعة وحدة بس الشهر الماضي'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}
      AND coalesce((SELECT sum(l.quantity) FROM warehouse.order_lines l WHERE l.store_id = 1 AND l.order_id = o.id), 0) <= 1`),
    c('q5-people-used-apple-pay', 'en', ['how many people used apple pay last month'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method = 'apple_pay' AND ${lastMonth}`),
    c('q5-payments-succeeded', 'en', ['what % of payments succeeded this year'], `SELECT count(*) FILTER (WHERE pm.status = 'paid')::numeric / count(*) FROM warehouse.payments pm WHERE pm.store_id = 1 AND ${span('pm.paid_at', '2026-01-01', '2027-01-01')}`),
    c('q5-lost-to-subscription-cancellations', 'en', ['how much did we lose from subscription cancellations last month'], `SELECT coalesce(sum(CASE sb.billing_interval WHEN 'year' THEN sb.amount / 12 ELSE sb.amount END), 0) FROM warehouse.subscriptions sb WHERE sb.store_id = 1 AND ${span('sb.cancelled_at', '2026-10-01', '2026-11-01')}`),
    c('q5-ar-whole-year', 'ar', ['مبيعات السنه كلها'], sales('2026-01-01', '2027-01-01')),
    // Round q6 (Arabic reviewer): a place said without its article ("اسكندرية", "جيزة") was dropped for the whole store.
    c('q6-ar-city-no-article-yesterday', 'ar', ['عايز السيلز بتاعة اسكندرية امبارح'], sales('2026-11-21', '2026-11-22', `AND o.city = 'Alexandria'`)),
    c('q6-ar-city-no-article-last-month', 'ar', ['مبيعات اسكندرية الشهر الماضي'], sales('2026-10-01', '2026-11-01', `AND o.city = 'Alexandria'`)),
    c('q6-ar-city-no-article-orders', 'ar', ['كم طلب من جيزة الشهر ده'], orders(`o.city = 'Giza' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    // A month by its number said in a word ("شهر سبعة", "شهر اثنين": the whole history, and Mondays).
    c('q6-ar-month-seven-in-words', 'ar', ['مبيعات شهر سبعة'], sales('2026-07-01', '2026-08-01')),
    c('q6-ar-month-two-in-words', 'ar', ['كم طلب في شهر اثنين'], orders(span('o.created_at', '2026-02-01', '2026-03-01'))),
    c('q6-ar-month-ten-in-words', 'ar', ['مبيعات شهر عشرة'], sales('2026-10-01', '2026-11-01')),
    // A key word's last letter typed twice ("طلبب", "عميلل", "امسس"): refused, or the period lost.
    c('q6-ar-doubled-last-letter-order', 'ar', ['كم طلبب امس'], orders(span('o.created_at', '2026-11-21', '2026-11-22'))),
    c('q6-ar-doubled-last-letter-yesterday', 'ar', ['كم الطلبات امسس'], orders(span('o.created_at', '2026-11-21', '2026-11-22'))),
    c('q6-ar-doubled-last-letter-customer', 'ar', ['كم عميلل جديد هالشهر'], `SELECT count(*) FROM (SELECT customer_id, min(created_at) AS f FROM warehouse.orders WHERE store_id = 1 AND customer_id IS NOT NULL GROUP BY 1) t WHERE ${span('t.f', '2026-11-01', '2026-12-01')}`),
    // English words in Arabic letters: "الكانسل", "اوردر كانسل" (refused; every order), "بروداكتس", "الكاش كم جاب" (refused).
    c('q6-ar-the-cancel', 'ar', ['كم الكانسل هالشهر'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ar-order-cancel', 'ar', ['كم اوردر كانسل الشهر ده'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ar-how-many-the-cancelled', 'ar', ['كم الملغي هالشهر'], orders(`o.cancelled_at IS NOT NULL AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ar-top-products-loanword', 'ar', ['التوب ٥ بروداكتس هالشهر'], `SELECT l.title, ${lineSales} FROM ${orderLines} WHERE l.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 5`),
    c('q6-ar-cash-brought-in', 'ar', ['الكاش كم جاب هالشهر'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'cash_on_delivery'`)),
    c('q6-ar-cash-its-sales', 'ar', ['الكاش كم مبيعاته هالشهر'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'cash_on_delivery'`)),
    // Ranges of days: "١ نوفمبر لين ١٥ نوفمبر" (the 1st at 15:00), days said in words (the 20th; all November), "من اول
    // الشهر لين امس" (the month to date, today with it).
    c('q6-ar-day-month-until-day-month', 'ar', ['مبيعات ١ نوفمبر لين ١٥ نوفمبر'], sales('2026-11-01', '2026-11-16')),
    c('q6-ar-days-in-words-range', 'ar', ['مبيعات من عشرة لين عشرين نوفمبر'], sales('2026-11-10', '2026-11-21')),
    c('q6-ar-small-days-in-words-range', 'ar', ['مبيعات من خمسة لين عشرة نوفمبر'], sales('2026-11-05', '2026-11-11')),
    c('q6-ar-start-of-month-until-yesterday', 'ar', ['كم المبيعات من اول الشهر لين امس'], sales('2026-11-01', '2026-11-22')),
    // "كم X وكم Y": each its own number, one row each (they were added together, or the second lost).
    c('q6-ar-how-many-each-ship-mode', 'ar', ['كم طلب عادي وكم سريع هالشهر'], `SELECT o.ship_mode, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.ship_mode IN ('standard', 'express') AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    c('q6-ar-how-many-each-payment', 'ar', ['كم طلب مدى وكم طلب فيزا هالشهر'], `SELECT o.payment_method, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method IN ('mada', 'card') AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    // "كل وحدة لحال", "على حدة", "separately": each its own row (units sold were added, "حدة" was a customer Haddad).
    c('q6-ar-each-on-its-own', 'ar', ['مبيعات الرياض وجدة كل وحدة لحال'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    c('q6-ar-each-apart', 'ar', ['مبيعات الرياض وجدة كل وحده على حدة'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    c('q6-separately', 'en', ['sales in riyadh and jeddah separately'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    // "اليوم" inside a phrase is no today: "نفس اليوم" (same-day shipping), "ساعة اليوم" (the hour of the day).
    c('q6-ar-same-day-delivery', 'ar', ['كم طلب توصيل نفس اليوم هالشهر'], orders(`o.ship_mode = 'same_day' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ar-hour-of-the-day-this-month', 'ar', ['كم عدد الطلبات حسب ساعة اليوم هذا الشهر'], `SELECT extract(hour FROM o.created_at AT TIME ZONE ${TZ})::int::text, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')} GROUP BY 1`),
    // Egyptian: "اتأخرت" (every order), "كام واحد اشترى مننا" (the sales).
    c('q6-ar-egyptian-got-late', 'ar', ['الطلبات اللي اتأخرت الشهر اللي فات كام'], `SELECT count(*) FILTER (WHERE ${lateShipment}) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${span('s.created_at', '2026-10-01', '2026-11-01')}`),
    c('q6-ar-egyptian-how-many-bought', 'ar', ['كام واحد اشترى مننا امبارح'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-21', '2026-11-22')}`),
    // Numbers said in words: "بين مية وخمسمية" (the second lost, the first ignored), an order number dictated (all orders).
    c('q6-ar-between-hundreds-in-words', 'ar', ['الطلبات اللي بين مية وخمسمية ريال هالشهر'], orders(`o.total >= 100 AND o.total <= 500 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    { ...c('q6-ar-order-number-dictated', 'ar', ['وين طلب ستة الاف وتسعمية وثلاثة وتسعين'], orderLookupOf(`'6993'`)), lookup: true },
    c('q5-ar-new-customers-their-sales', 'ar', ['كم عميل جديد الشهر الماضي', 'ومبيعاتهم؟'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth} AND ${kindOfCustomer} = 'new'`),
    // Round q6: "and" glued to a follow-up ("وآخر ٣٠ يوم؟", "وبالكاش؟", "بالكاش؟"); "the month before that" asked again steps
    // back again; "that month" after a ranking kept to a city stays in the city; a waybill said as an order, or with
    // Gulf words around it; the customer of an order looked up, their other orders listed.
    c('q6-ar-and-last-30-days', 'ar', ['كم المبيعات الشهر الماضي', 'وآخر ٣٠ يوم؟'], sales('2026-10-24', '2026-11-23')),
    c('q6-ar-and-in-cash', 'ar', ['كم المبيعات هالشهر', 'وبالكاش؟'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'cash_on_delivery'`)),
    c('q6-ar-in-cash-alone', 'ar', ['كم المبيعات هالشهر', 'بالكاش؟'], sales('2026-11-01', '2026-12-01', `AND o.payment_method = 'cash_on_delivery'`)),
    c('q6-month-before-that-again', 'en', ['sales last month', 'and the month before that', 'and the month before that'], compare(salesF, '2026-09-01', '2026-10-01', '2026-08-01', '2026-09-01')),
    c('q6-ar-month-before-that-again', 'ar', ['مبيعات الشهر الماضي', 'والشهر اللي قبله', 'والشهر اللي قبله'], compare(salesF, '2026-09-01', '2026-10-01', '2026-08-01', '2026-09-01')),
    c('q6-that-month-keeps-city', 'en', ['sales in jeddah by month this year', 'which month was best', 'how many orders that month?'], orders(`o.city = 'Jeddah' AND ${span('o.created_at', '2026-09-01', '2026-10-01')}`)),
    { ...c('q6-order-said-of-waybill', 'en', ['where is order {tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    { ...c('q6-ar-waybill-where-arrived', 'ar', ['{tracking} وين وصلت'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    { ...c('q6-ar-want-to-track-parcel', 'ar', ['ابي اتتبع الشحنه {tracking}'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id WHERE o.store_id = 1 AND s.tracking_number = '{tracking}'`), lookup: true },
    { ...c('q6-customer-other-orders', 'en', ['where is order 1042', "and the customer's other orders?"], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = (SELECT customer_id FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042') ORDER BY o.created_at DESC`), lookup: true },
    { ...c('q6-ordered-before', 'en', ['where is order 1042', 'has this customer ordered before?'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = (SELECT customer_id FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042') ORDER BY o.created_at DESC`), lookup: true },
    { ...c('q6-ar-customer-other-orders', 'ar', ['وين طلب 1042', 'وش طلبات العميل الثانية؟'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id = (SELECT customer_id FROM warehouse.orders WHERE store_id = 1 AND order_number = '1042') ORDER BY o.created_at DESC`), lookup: true },
    // Round q6, English owners: orders without (or with) a discount, also as a follow-up; channels said short (ig, wa,
    // snap); "tday"; stuck parcels; refunds by reason as a percentage (their shares, not the refund rate); carts
    // recovered or not after carts counted or valued; money left on the table; "last yr nov"; a code's usage counted;
    // the share of orders with a code; a customer's first order.
    c('q6-orders-without-discount', 'en', ['orders w/o discount last wk'], orders(`o.discount_total <= 0 AND ${span('o.created_at', '2026-11-15', '2026-11-22')}`)),
    c('q6-orders-no-discount', 'en', ['orders with no discount last month'], orders(`o.discount_total <= 0 AND ${lastMonth}`)),
    c('q6-with-discount-follow-up', 'en', ['how many orders from dubai this month', 'w/ discount?'], orders(`o.discount_total > 0 AND o.city = 'Dubai' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ar-without-discount-follow-up', 'ar', ['كم طلب من الرياض هالشهر', 'بخصم؟', 'وبدون خصم؟'], orders(`o.discount_total <= 0 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    c('q6-ig-orders', 'en', ['ig orders last month'], orders(`o.channel = 'instagram' AND ${lastMonth}`)),
    c('q6-wa-sales', 'en', ['wa sales this month'], sales('2026-11-01', '2026-12-01', `AND o.channel = 'whatsapp'`)),
    c('q6-sales-tday', 'en', ['sales tday'], sales('2026-11-22', '2026-11-23')),
    c('q6-stuck-parcels', 'en', ['parcels stuck rn'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND ${overdueShipment}`),
    c('q6-refund-reasons-share', 'en', ['refunds by reason last month', 'as a percentage'], `SELECT r.reason, sum(r.amount), sum(r.amount) / sum(sum(r.amount)) OVER () FROM warehouse.refunds r WHERE r.store_id = 1 AND ${span('r.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    c('q6-how-many-recovered', 'en', ['abandoned carts last week', 'how many recovered'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NOT NULL AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    c('q6-value-not-recovered', 'en', ['abandoned carts last week', "what's the value of those not recovered"], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NULL AND ${span('ac.created_at', '2026-11-15', '2026-11-22')}`),
    c('q6-not-recovered-only', 'en', ['abandoned cart value this month', 'not recovered only'], `SELECT coalesce(sum(ac.value), 0) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NULL AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('q6-ar-carts-not-back', 'ar', ['السلات المتروكة هالشهر', 'وكم منها ما رجعت؟'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NULL AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('q6-left-on-the-table', 'en', ['how much money did we leave on the table with abandoned carts this month'], `SELECT coalesce(sum(ac.value) FILTER (WHERE ac.recovered_at IS NULL), 0), count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ${span('ac.created_at', '2026-11-01', '2026-12-01')}`),
    c('q6-last-yr-nov', 'en', ['last yr nov vs this yr nov'], compare(salesF, '2026-11-01', '2026-11-23', '2025-11-01', '2025-11-23')),
    c('q6-used-code', 'en', ['how many used code VIP15 this yr'], orders(`o.extra->>'discount_code' = 'VIP15' AND ${thisYear}`)),
    c('q6-code-usage', 'en', ['welcome10 usage last month'], orders(`o.extra->>'discount_code' = 'WELCOME10' AND ${lastMonth}`)),
    c('q6-share-orders-code', 'en', ['what % of orders use a discount code last month'], `SELECT count(*) FILTER (WHERE o.discount_total > 0)::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    { ...c('q6-first-order-of-email', 'en', ['when did {email} first order'], `SELECT o.order_number, o.status, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND lower(o.email) = lower('{email}') ORDER BY o.created_at`), lookup: true },
    c('q6-two-cities-instead', 'en', ['riyadh sales last week', 'what about jeddah and dammam'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Jeddah', 'Dammam') AND ${span('o.created_at', '2026-11-15', '2026-11-22')} GROUP BY 1`),
    c('q6-express-shipping-orders', 'en', ['express shipping orders this month'], orders(`o.ship_mode = 'express' AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`)),
    // The carrier used most, why people return things, the coupon used most, in Gulf Arabic.
    c('q6-most-used-carrier', 'en', ['most used carrier'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q6-ar-carrier-we-use-most', 'ar', ['وش اكثر شركة شحن نستخدمها'], `SELECT s.carrier, count(*) FROM warehouse.shipments s WHERE s.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q6-ar-why-people-return', 'ar', ['ليش الناس ترجع المنتجات'], `SELECT rt.reason, count(*) FROM warehouse.returns rt WHERE rt.store_id = 1 GROUP BY 1`),
    c('q6-ar-coupon-used-most', 'ar', ['الكوبون الاكثر استخدام'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // The check that round q6's fixes hold when said otherwise: customers who bought each year (one count of everyone),
    // "no discount?", "and before that?", carts not recovered asked alone, a code used most with a verb, "وبالمدى؟".
    { ...c('q6-unique-customers-bought-each-year', 'en', ['how many unique customers bought each year?'], "SELECT to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD'), count(DISTINCT customer_id) FROM invoice GROUP BY 1"), dataset: 'chinook' },
    c('q6-unique-customers-bought-last-month', 'en', ['how many unique customers bought last month'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${lastMonth}`),
    c('q6-no-discount-follow-up', 'en', ['how many orders last month', 'no discount?'], orders(`o.discount_total <= 0 AND ${lastMonth}`)),
    c('q6-and-before-that', 'en', ['sales last month', 'the month before?', 'and before that?'], compare(salesF, '2026-09-01', '2026-10-01', '2026-08-01', '2026-09-01')),
    c('q6-ar-the-one-before-it', 'ar', ['كم طلب الشهر الماضي', 'والشهر اللي قبله؟', 'واللي قبله؟'], compare(countF, '2026-09-01', '2026-10-01', '2026-08-01', '2026-09-01')),
    c('q6-carts-were-not-recovered', 'en', ['how many abandoned carts were not recovered last month'], `SELECT count(*) FROM warehouse.abandoned_carts ac WHERE ac.store_id = 1 AND ac.recovered_at IS NULL AND ${span('ac.created_at', '2026-10-01', '2026-11-01')}`),
    c('q6-ar-code-used-most-verb', 'ar', ['اكثر كود خصم استخدم هالسنة'], `SELECT o.extra->>'discount_code', count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' IS NOT NULL AND ${thisYear} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q6-ar-and-by-mada', 'ar', ['مبيعات امس', 'وبالمدى؟'], sales('2026-11-21', '2026-11-22', `AND o.payment_method = 'mada'`)),
  ];
}
