import type { Case } from './questions-demo.ts';
import { TZ, ownerCase, sales, salesF, span } from './gold-sql.ts';

const orders = (where: string) => `SELECT count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND ${where}`;
const returns = (where = 'true') => `SELECT count(*) FROM warehouse.returns r WHERE r.store_id = 1 AND ${where}`;
/** The order's hour of the day in the store's timezone, from `from` on. */
const fromHour = (from: number) => `extract(hour FROM o.created_at AT TIME ZONE ${TZ}) >= ${from}`;
const today = span('o.created_at', '2026-11-22', '2026-11-23');

/**
 * Round q9 (2026-11-28): what round q8 left answered wrongly, for Arabic owners of the demo store and analysts asking
 * files. Gold from hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q9ArabicCases(): Case[] {
  const c = (id: string, ask: string[], gold: string) => ownerCase(`q9-ar-${id}`, 'ar', ask, gold);
  return [
    // "رجعوه الزباين": the customers are who returned them (a count of customers stood beside the returns).
    c('returned-by-customers', ['كم طلب رجعوه الزباين'], returns()),
    c('returned-by-customers-this-month', ['كم طلب رجعه العملاء هالشهر'], returns(span('r.created_at', '2026-11-01', '2026-11-23'))),
    // "قارن بينهم" after single figures: the figures just given side by side (it was refused).
    c('compare-them-after-three', ['كم بعنا اليوم', 'وكم طلب', 'وكم عميل', 'قارن بينهم'],
      `SELECT ${salesF}, count(*), count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${today}`),
    c('all-three-together', ['كم بعنا اليوم', 'وكم طلب', 'وكم عميل', 'الثلاثة مع بعض'],
      `SELECT ${salesF}, count(*), count(DISTINCT o.customer_id) FROM warehouse.orders o WHERE o.store_id = 1 AND ${today}`),
    // "من الصبح", "من الساعة ٨", "من بعد الظهر لين الحين": today from that time (it was that time of every day).
    c('since-the-morning', ['من الصبح كم طلب'], orders(`${today} AND ${fromHour(5)}`)),
    c('since-eight', ['كم طلب من الساعة ٨'], orders(`${today} AND ${fromHour(8)}`)),
    c('since-noon-till-now', ['مبيعات من بعد الظهر لين الحين'], sales('2026-11-22', '2026-11-23', `AND ${fromHour(12)}`)),
    c('yesterday-since-eight-pm', ['مبيعات امس من الساعة ٨ مساء'], sales('2026-11-21', '2026-11-22', `AND ${fromHour(20)}`)),
    // Unknown words after a measure are named as left out (parse.test.ts checks the naming); the figure is the rest's.
    c('unknown-thing-said', ['مبيعات الايفون كيس'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1`),
    // "سبل" is Saudi Post's own name, SPL (it was dropped: every shipment).
    c('shipments-with-spl', ['كم شحنة مع سبل'], `SELECT count(*) FROM warehouse.shipments s WHERE s.store_id = 1 AND s.carrier = 'SPL'`),
    // "مين المشتركين": who they are, each active subscriber (it was a count).
    c('who-subscribes-dates-box', ['مين المشتركين في صندوق التمور'], `SELECT concat_ws(' ', c.first_name, c.last_name), count(*) FROM warehouse.subscriptions sb
      JOIN warehouse.customers c ON c.store_id = sb.store_id AND c.id = sb.customer_id WHERE sb.store_id = 1 AND sb.plan = 'Dates Box' AND sb.status = 'active' GROUP BY c.id, 1`),
    // "بالتقسيط": the instalment payment methods the data holds, Tabby and Tamara (it was every method, split).
    c('instalment-sales', ['مبيعات الدفع بالتقسيط'], `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.payment_method IN ('tabby', 'tamara')`),
    c('instalment-orders-this-month', ['كم طلب بالتقسيط هالشهر'], orders(`o.payment_method IN ('tabby', 'tamara') AND ${span('o.created_at', '2026-11-01', '2026-11-23')}`)),
    // "الرياض ضعف جدة؟": a multiple asked of two cities is the two side by side (they were added together).
    c('riyadh-double-jeddah', ['مبيعات الرياض ضعف جدة؟'], `SELECT o.city, ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND o.city IN ('Riyadh', 'Jeddah') GROUP BY 1`),
    c('instagram-three-times-snap', ['هل طلبات انستقرام ثلاث اضعاف سناب هالشهر'],
      `SELECT o.channel, count(*) FROM warehouse.orders o WHERE o.store_id = 1 AND o.channel IN ('instagram', 'snapchat') AND ${span('o.created_at', '2026-11-01', '2026-11-23')} GROUP BY 1`),
  ];
}

/**
 * Round q9 on files: deaths said as a verb ("killed", "died"), a row of every kind together left out of a ranking, the
 * years a file covers.
 */
export function q9FilesCases(): Case[] {
  const [d, e] = ['disasters', 'iowa_electricity'].map((table) => `"store_1"."${table}"`);
  const c = (id: string, dataset: string, lang: 'en' | 'ar', ask: string | string[], gold: string): Case => ({
    id: `q9-files-${id}`, dataset, lang, ask: Array.isArray(ask) ? ask : [ask], gold, category: 'new-files',
  });
  const kinds = `entity <> 'All natural disasters'`;
  return [
    c('d-type-killed-most-since-2000', 'disasters', 'en', 'which type of disaster killed the most people since 2000', `SELECT entity, sum(deaths) FROM ${d} WHERE ${kinds} AND year >= 2000 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('d-disaster-killed-most', 'disasters', 'en', 'which disaster killed the most people', `SELECT entity, sum(deaths) FROM ${d} WHERE ${kinds} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    c('d-year-epidemics-killed-most', 'disasters', 'en', 'in which year did epidemics kill the most', `SELECT to_char(make_date(year, 1, 1), 'YYYY-MM-DD'), deaths FROM ${d} WHERE entity = 'Epidemic' ORDER BY deaths DESC, year LIMIT 1`),
    c('d-people-died-in-floods', 'disasters', 'en', 'how many people died in floods', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Flood'`),
    c('d-top-3-kinds', 'disasters', 'en', 'top 3 disaster types by deaths', `SELECT entity, sum(deaths) FROM ${d} WHERE ${kinds} GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('d-years-of-data', 'disasters', 'en', 'how many years of data', `SELECT max(year) - min(year) + 1 FROM ${d}`),
    c('d-ar-years-of-data', 'disasters', 'ar', 'كم سنة من البيانات', `SELECT max(year) - min(year) + 1 FROM ${d}`),
    c('d-people-killed-by-earthquakes-2010', 'disasters', 'en', 'how many were killed by earthquakes in 2010', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Earthquake' AND year = 2010`),
    // An unknown word is said and left out (the answer names "blah"; the figure is the rest of the question's).
    c('e-unknown-word-said', 'electricity', 'en', 'blah generation in 2005', `SELECT sum(net_generation) FROM ${e} WHERE year = '2005-01-01'`),
    c('e-years-of-data', 'electricity', 'en', 'how many years of data', `SELECT extract(year FROM max(year)) - extract(year FROM min(year)) + 1 FROM ${e}`),
  ];
}
