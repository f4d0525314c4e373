import type { Case } from './questions-demo.ts';
import { TZ, compare, countF, ownerCase, sales, salesF, span } from './gold-sql.ts';

/**
 * Round q8 (2026-11-28): English-speaking owners and managers of the demo store ask when things happened, what each
 * group's best was, what grew the most in percent, where the month is heading, and follow their answers through a
 * conversation. Each case is a question the round found answered wrongly (or a close variant), with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation, in Riyadh).
 */
/** Orders (with an order line or the order itself kept by `where`), the one the lookup lists first. */
const orderFirst = (where: string, dir: 'ASC' | 'DESC', join = '') => `SELECT o.order_number, o.status, o.total FROM warehouse.orders o ${join} WHERE o.store_id = 1 ${where} ORDER BY o.created_at ${dir} LIMIT 1`;
const holding = (title: string) => `AND EXISTS (SELECT 1 FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id AND ${title})`;
const ofCustomer = (where: string) => `AND o.customer_id IN (SELECT c.id FROM warehouse.customers c WHERE c.store_id = 1 AND ${where})`;
/** Category sales of two periods, the one that grew the most in percent (of those that sold in both) first. */
const grewMostInPercent = (dim: string, from: string, to: string, pf: string, pt: string, n = 1, lines = true) => {
  const now = `coalesce(sum(${lines ? 'l.total' : 'o.total'}) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', from, to)}), 0)`;
  const before = `coalesce(sum(${lines ? 'l.total' : 'o.total'}) FILTER (WHERE o.cancelled_at IS NULL AND ${span('o.created_at', pf, pt)}), 0)`;
  const body = lines ? `FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id WHERE l.store_id = 1` : 'FROM warehouse.orders o WHERE o.store_id = 1';
  return `SELECT g, now, before FROM (SELECT ${dim} AS g, ${now} AS now, ${before} AS before ${body} GROUP BY 1) t WHERE before > 0 AND now > before ORDER BY (now - before) / before DESC LIMIT ${n}`;
};
const ordersF = (from: string, to: string) => `count(*) FILTER (WHERE ${span('o.created_at', from, to)})`;
const monthSoFar = (expr: string) => `SELECT ${expr} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`;

export function q8EnglishCases(): Case[] {
  // Ids as written (`q8-en-…`), so EVAL_ONLY=q8-en- runs them.
  const c = (id: string, ask: string[], gold: string): Case => ({ ...ownerCase(id, 'en', ask, gold), id });
  const lookup = (id: string, ask: string[], gold: string): Case => ({ ...c(id, ask, gold), lookup: true });
  return [
    // When things happened: the first sale, the biggest order, a customer's first and last order, the last sale of a
    // thing ("date" was the category Dates & Sweets; the rest were counts or all-time sales).
    lookup('q8-en-date-of-first-sale', ['what was the date of our first sale'], orderFirst('', 'ASC')),
    lookup('q8-en-when-first-sale', ['when was our first sale'], orderFirst('', 'ASC')),
    c('q8-en-date-of-biggest-order', ['date of the biggest order'], `SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD'), o.order_number, o.total FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL ORDER BY o.total DESC LIMIT 1`),
    lookup('q8-en-when-sara-last-ordered', ['when did Sara last order'], orderFirst(ofCustomer(`c.first_name = 'Sara'`), 'DESC')),
    lookup('q8-en-when-customer-first-ordered', ['when did ahmed haddad first order'], orderFirst(ofCustomer(`c.first_name = 'Ahmed' AND c.last_name = 'Haddad'`), 'ASC')),
    lookup('q8-en-last-sold-product', ['when did we last sell Oud Oil'], orderFirst(holding(`l.title LIKE 'Oud Oil - %'`), 'DESC')),
    lookup('q8-en-last-time-sold-category', ['when was the last time we sold an abaya'], orderFirst(holding(`l.category = 'Abayas'`), 'DESC')),
    lookup('q8-en-last-time-someone-bought', ['the last time someone bought a prayer rug'], orderFirst(holding(`l.title LIKE 'Prayer Rug - %'`), 'DESC')),
    lookup('q8-en-product-last-ordered', ['when was Linen Abaya - Black last ordered'], orderFirst(holding(`l.title = 'Linen Abaya - Black'`), 'DESC')),
    // A thing the store does not sell is said so, not answered with every order.
    c('q8-en-last-sold-unknown-thing', ['last time we sold a hoodie'], 'cannot'),
    // Customers who came back for another order are those with more than one (it was every customer).
    c('q8-en-came-back-second-order', ['how many customers came back for a second order'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) t`),
    c('q8-en-placed-second-order', ['how many customers placed a second order'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) t`),
    c('q8-en-active-customers', ['how many active customers this year'], `SELECT count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')}`),
    // British words: takings, punters, a line, per head, a basket; the time of day.
    c('q8-en-takings-yesterday', ['takings yesterday'], sales('2026-11-21', '2026-11-22')),
    c('q8-en-punters-twice', ['how many punters bought twice'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 2) t`),
    c('q8-en-best-selling-line', ['our best selling line last month'], `SELECT l.title, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-spend-per-head', ['avg spend per head this month'], `SELECT ${salesF} / count(DISTINCT o.customer_id) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-01', '2026-12-01')}`),
    c('q8-en-items-per-basket', ['how many items per basket'], `SELECT sum(l.quantity)::numeric / count(DISTINCT o.id) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL`),
    c('q8-en-busiest-time-of-day', ["what's the busiest time of day"], `SELECT lpad(extract(hour FROM o.created_at AT TIME ZONE ${TZ})::text, 2, '0') || ':00', count(*) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // Typing slips and filler words.
    c('q8-en-tree-months', ['whats the revnue for the last tree months'], sales('2026-08-23', '2026-11-23')),
    c('q8-en-side-by-side', ['show sales orders and aov for last month side by side'], `SELECT ${salesF}, count(*), avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q8-en-vs-last-week-same-day', ['sales today vs yesterday', 'and vs last week same day'], compare(salesF, '2026-11-22', '2026-11-23', '2026-11-15', '2026-11-16')),
    // At this pace: the month so far carried to its end at its daily rate (22 of 30 days).
    c('q8-en-at-this-pace', ['at this pace how much will we sell this month'], monthSoFar(`${salesF}, ${salesF} * 30 / 22`)),
    c('q8-en-run-rate', ["what's our run rate"], monthSoFar(`${salesF}, ${salesF} * 30 / 22`)),
    c('q8-en-projected-sales', ['projected sales for this month'], monthSoFar(`${salesF}, ${salesF} * 30 / 22`)),
    c('q8-en-on-track-november', ['are we on track for november'], monthSoFar(`${salesF}, ${salesF} * 30 / 22`)),
    c('q8-en-orders-at-this-rate-year', ['at this rate how many orders will we get this year'], `SELECT count(*), round(count(*) * 365 / 326.0) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2026-11-23')}`),
    c('q8-en-and-at-this-pace', ['sales this month', 'and at this pace?'], monthSoFar(`${salesF}, ${salesF} * 30 / 22`)),
    c('q8-en-forecast-past-month', ['at this pace what will last month be'], 'cannot'),
    // What grew the most in percent, asked so or as a follow-up (it was the largest growth in money).
    c('q8-en-grew-most-percent', ['which category grew the most by percent last month'], grewMostInPercent('l.category', '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
    c('q8-en-grew-most-percent-ytd', ['which category grew the most in percentage terms this year'], grewMostInPercent('l.category', '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    c('q8-en-city-grew-percent', ['which city grew the most by percentage last month'], grewMostInPercent('o.city', '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 1, false)),
    c('q8-en-products-percent-growth', ['top 3 products by percentage growth last month'], grewMostInPercent('l.title', '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01', 3)),
    c('q8-en-grew-then-by-percent', ['sales by category this year', 'which grew the most', 'by percentage'], grewMostInPercent('l.category', '2026-01-01', '2026-11-23', '2025-01-01', '2025-11-23')),
    // The measures asked in turn, set together.
    c('q8-en-all-three-table', ['sales this month', 'and orders', 'and aov', 'show all three as a table'], monthSoFar(`${salesF}, count(*), avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)`)),
    c('q8-en-put-them-in-a-table', ['sales this month', 'and orders', 'and customers', 'put them in a table'], monthSoFar(`${salesF}, count(*), count(DISTINCT o.customer_id)`)),
    c('q8-en-both-together', ['orders by city last month', 'and sales', 'both together'], `SELECT o.city, count(*), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY 1`),
    // Periods: a range of months with its year, a day of last year.
    c('q8-en-jan-to-mar-this-year', ['sales jan to mar this year'], sales('2026-01-01', '2026-04-01')),
    c('q8-en-march-to-may-last-year', ['sales march to may last year'], sales('2025-03-01', '2025-06-01')),
    c('q8-en-day-last-year', ['sales for nov 22 last year'], sales('2025-11-22', '2025-11-23')),
    c('q8-en-day-month-last-year', ['sales on 22 november last year'], sales('2025-11-22', '2025-11-23')),
    c('q8-en-year-ago-today', ['sales a year ago today'], sales('2025-11-22', '2025-11-23')),
    c('q8-en-this-day-last-year', ['orders on this day last year'], `SELECT ${countF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2025-11-22', '2025-11-23')}`),
    // The best bucket of time within each group (it was the groups ranked, the month or year dropped).
    c('q8-en-best-month-each-category', ['best month for each category this year'], `SELECT to_char(m, 'YYYY-MM-DD'), category, s FROM (SELECT date_trunc('month', o.created_at AT TIME ZONE ${TZ}) AS m, l.category, sum(l.total) AS s,
      row_number() OVER (PARTITION BY l.category ORDER BY sum(l.total) DESC, date_trunc('month', o.created_at AT TIME ZONE ${TZ})) AS r
      FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1, 2) t WHERE r = 1`),
    c('q8-en-best-year-each-country', ['best year for each country'], `SELECT to_char(y, 'YYYY-MM-DD'), country, s FROM (SELECT date_trunc('year', o.created_at AT TIME ZONE ${TZ}) AS y, o.country, ${salesF} AS s,
      row_number() OVER (PARTITION BY o.country ORDER BY ${salesF} DESC, date_trunc('year', o.created_at AT TIME ZONE ${TZ})) AS r FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1, 2) t WHERE r = 1`),
    // A running period against the whole of the one before (it was the same days, or the comparison dropped).
    c('q8-en-ytd-vs-whole-last-year', ['sales this year vs the whole of last year'], compare(salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2026-01-01')),
    c('q8-en-ytd-vs-full-year', ['ytd sales vs full year last year'], compare(salesF, '2026-01-01', '2026-11-23', '2025-01-01', '2026-01-01')),
    c('q8-en-month-vs-all-last-month', ['sales this month vs all of last month'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-11-01')),
    // Verbs and idioms: what we get per order, which city cancels the most, who bought only once, the most loyal.
    c('q8-en-per-order-by-channel', ['how much do we get per order on instagram vs tiktok'], `SELECT o.channel, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'tiktok') GROUP BY 1`),
    c('q8-en-city-cancels-most', ['which city cancels the most'], `SELECT o.city, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-channel-returns-most', ['which channel returns the most'], `SELECT o.channel, count(*) FROM warehouse.returns r JOIN warehouse.orders o ON o.store_id = r.store_id AND o.id = r.order_id WHERE r.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-only-bought-once', ['how many customers only bought once'], `SELECT count(*) FROM (SELECT o.customer_id FROM warehouse.orders o WHERE o.store_id = 1 AND o.customer_id IS NOT NULL GROUP BY 1 HAVING count(*) = 1) t`),
    c('q8-en-most-loyal', ['who are my most loyal customers'], `SELECT coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email), count(*) FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 GROUP BY c.id, 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    // Short words and occasions: the weekend, a day of the week, one day against the same day a week before, Boxing
    // Day, a record day; a bank holiday is an occasion whose dates are not known.
    c('q8-en-wknd', ['orders this wknd'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-20', '2026-11-22')}`),
    c('q8-en-thurs', ['revenue thurs'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) = 4`),
    c('q8-en-sat-vs-last-sat', ['how did sat compare to last sat'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('q8-en-saturday-vs-last-saturday', ['sales saturday vs last saturday'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('q8-en-saturday-before', ['sales last saturday vs the saturday before'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('q8-en-boxing-day', ['sales on boxing day'], sales('2025-12-26', '2025-12-27')),
    c('q8-en-boxing-day-vs-last-year', ['boxing day vs last year'], compare(salesF, '2025-12-26', '2025-12-27', '2024-12-26', '2024-12-27')),
    c('q8-en-record-day', ['record day for sales'], `SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-bank-holiday', ['sales for the bank holiday weekend'], 'cannot'),
    // Follow-ups: the one highest or lowest of a split; two periods just compared, as one.
    c('q8-en-highest-follow-up', ['aov by country', 'highest?'], `SELECT o.country, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-lowest-follow-up', ['aov by country', 'lowest?'], `SELECT o.country, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1 ORDER BY 2 ASC LIMIT 1`),
    c('q8-en-total-for-both-days', ['how many orders from riyadh yesterday', 'and the day before', 'total for both days'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-11-20', '2026-11-22')}`),
    // Short split words, a rate said as a share, and a day of the week's average day.
    c('q8-en-by-cat', ['sales by cat'], `SELECT l.category, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL GROUP BY 1`),
    c('q8-en-by-pmt-method', ['sales by pmt method'], `SELECT o.payment_method, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1`),
    c('q8-en-returns-as-percent', ['returns as a percentage of orders last month'], `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM warehouse.returns r WHERE r.store_id = o.store_id AND r.order_id = o.id))::numeric / count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q8-en-average-per-weekday', ['average sales per weekday'], `SELECT CASE extract(isodow FROM d) WHEN 1 THEN 'Monday' WHEN 2 THEN 'Tuesday' WHEN 3 THEN 'Wednesday' WHEN 4 THEN 'Thursday' WHEN 5 THEN 'Friday' WHEN 6 THEN 'Saturday' ELSE 'Sunday' END, avg(s)
      FROM (SELECT (o.created_at AT TIME ZONE ${TZ})::date AS d, ${salesF} AS s FROM warehouse.orders o WHERE o.store_id = 1 GROUP BY 1) t GROUP BY 1`),
    // What the data cannot tell, said so: cohorts of customers, sell-through (it was new customers, or the sales).
    c('q8-en-cohort-came-back', ['customers acquired in january, how many came back'], 'cannot'),
    c('q8-en-cohort-analysis', ['cohort analysis by month'], 'cannot'),
    c('q8-en-new-customers-ordered-again', ["how many of last year's new customers ordered again this year"], 'cannot'),
    c('q8-en-sell-through', ['sell through rate for abayas'], 'cannot'),
    // Short forms of periods, and orders that were not cancelled.
    c('q8-en-yday-vs-same-day-lw', ['sales yday vs same day lw'], compare(salesF, '2026-11-21', '2026-11-22', '2026-11-14', '2026-11-15')),
    c('q8-en-mtd-vs-lmtd', ['revenue mtd vs lmtd'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('q8-en-non-cancelled-orders', ['how many non-cancelled orders last month'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.status <> 'cancelled' AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    c('q8-en-sales-excluding-cancelled', ['sales excluding cancelled orders last month'], sales('2026-10-01', '2026-11-01')),
    // The top product of the category just named (it was the category's total, or "product" dropped); a series' total.
    c('q8-en-top-product-in-it', ['worst category this year', 'top product in it'], `SELECT l.title, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND l.category = 'Electronics Accessories' AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-top-category-then-top-product', ['top category this year', 'top product'], `SELECT l.title, sum(l.total) FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id WHERE l.store_id = 1 AND o.cancelled_at IS NULL AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('q8-en-series-total', ['sales by month this year', 'total'], sales('2026-01-01', '2027-01-01')),
    c('q8-en-split-in-total', ['orders by city last month', 'and in total?'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-10-01', '2026-11-01')}`),
    // A measure for new vs returning customers is split by customer type (it was the measure beside both counts).
    c('q8-en-aov-new-vs-returning', ['average order value for new vs returning customers'], `SELECT CASE WHEN o.customer_id IS NULL THEN 'guest' WHEN f.first_at < o.created_at THEN 'returning' ELSE 'new' END, avg(o.total) FILTER (WHERE o.cancelled_at IS NULL)
      FROM warehouse.orders o LEFT JOIN (SELECT customer_id, min(created_at) AS first_at FROM warehouse.orders WHERE store_id = 1 GROUP BY 1) f ON f.customer_id = o.customer_id WHERE o.store_id = 1 GROUP BY 1`),
    // More "when": the peak, the last refund or cancellation, the last order from a place, paid or shipped a way.
    c('q8-en-when-sales-peak', ['when did sales peak this year'], `SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD'), ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-01-01', '2027-01-01')} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    lookup('q8-en-when-last-refund', ['when was our last refund'], orderFirst('AND o.refunded_total > 0', 'DESC')),
    lookup('q8-en-when-last-cancelled', ['when was the last cancelled order'], orderFirst('AND o.cancelled_at IS NOT NULL', 'DESC')),
    lookup('q8-en-when-last-order-from-country', ['when did we last get an order from kuwait'], orderFirst("AND o.country = 'KW'", 'DESC')),
    lookup('q8-en-last-time-paid-with', ['when was the last time someone paid with tabby'], orderFirst("AND lower(o.payment_method) = 'tabby'", 'DESC')),
    lookup('q8-en-last-shipped-with', ['when did we last ship with aramex'], orderFirst("AND EXISTS (SELECT 1 FROM warehouse.shipments s WHERE s.store_id = o.store_id AND s.order_id = o.id AND s.carrier = 'Aramex')", 'DESC')),
    // Periods said from a day: since Monday, since the 1st, half of a month, the last weekends or Fridays.
    c('q8-en-since-monday', ['sales since monday'], sales('2026-11-16', '2026-11-23')),
    c('q8-en-since-the-1st', ['sales since the 1st'], sales('2026-11-01', '2026-11-23')),
    c('q8-en-first-half-of-november', ['how much did we do in the first half of november'], sales('2026-11-01', '2026-11-16')),
    c('q8-en-last-two-weekends', ['sales over the last two weekends'], sales('2026-11-09', '2026-11-23', `AND extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) IN (5, 6)`)),
    c('q8-en-last-three-fridays', ['sales on the last 3 fridays'], sales('2026-11-02', '2026-11-23', `AND extract(isodow FROM o.created_at AT TIME ZONE ${TZ}) = 5`)),
    // The fulfilment backlog in owners' words (a cancelled order is not waiting to ship), and what orders are worth.
    c('q8-en-still-need-to-go-out', ['how many orders still need to go out'], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`),
    c('q8-en-stuck-in-fulfilment', ["what's stuck in fulfilment"], `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`),
    c('q8-en-money-tied-up', ['how much money is tied up in unfulfilled orders'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.cancelled_at IS NULL AND o.fulfillment_status = 'unfulfilled'`),
    c('q8-en-value-of-pending', ["what's the value of pending orders"], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.status = 'pending'`),
    c('q8-en-whats-new-today', ["what's new today"], `SELECT ${salesF}, count(*), avg(o.total) FILTER (WHERE o.cancelled_at IS NULL) FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', '2026-11-22', '2026-11-23')}`),
    // The difference between two periods, or the change from one to another: the later against the earlier.
    c('q8-en-difference-between-months', ['whats the diffrence between this month and last month'], compare(salesF, '2026-11-01', '2026-11-23', '2026-10-01', '2026-10-23')),
    c('q8-en-increase-from-q2-to-q3', ['what was the increase in revenue from q2 to q3'], compare(salesF, '2026-07-01', '2026-10-01', '2026-04-01', '2026-07-01')),
    c('q8-en-drop-from-september-to-october', ['the drop in sales from september to october'], compare(salesF, '2026-10-01', '2026-11-01', '2026-09-01', '2026-10-01')),
  ];
}
