import type { Case } from './questions-demo.ts';

/**
 * The pieces of hand-written gold SQL that the owners' questions share: the store's days in Riyadh time, gross sales,
 * a comparison's two periods side by side, and the shape of a case asked of the demo store.
 */
export const TZ = `'Asia/Riyadh'`;
/** The evaluation's now (setup.ts NOW, 2026-11-22 06:00 in Riyadh): "late as of today" is as of it, as the engine's periods are. */
export const NOW_SQL = `timestamptz '2026-11-22T03:00:00Z'`;
/** A time column from one Riyadh day up to another (exclusive). */
export const span = (col: string, from: string, to: string) => `${col} >= timestamp '${from}' AT TIME ZONE ${TZ} AND ${col} < timestamp '${to}' AT TIME ZONE ${TZ}`;
export const salesF = `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
/** Gross sales from one Riyadh day up to another (exclusive), kept further by `where` ("AND o.city = 'Jeddah'"). */
export const sales = (from: string, to: string, where = '') => `SELECT ${salesF} FROM warehouse.orders o WHERE o.store_id = 1 AND ${span('o.created_at', from, to)} ${where}`;
/** The two periods of a comparison side by side, as the answer's current and previous values. */
export const compare = (expr: string, cf: string, ct: string, pf: string, pt: string) =>
  `SELECT ${expr.replace('WHERE ', `WHERE ${span('o.created_at', cf, ct)} AND `)}, ${expr.replace('WHERE ', `WHERE ${span('o.created_at', pf, pt)} AND `)} FROM warehouse.orders o WHERE o.store_id = 1`;
export const countF = 'count(*) FILTER (WHERE true)';
/** A customer as answers name one: with the e-mail when another customer of the answer shares the name. */
export const customerName = `CASE WHEN count(*) OVER (PARTITION BY t.name) > 1 AND t.email <> t.name THEN t.name || ' (' || t.email || ')' ELSE t.name END`;
/** Each customer whose gross sales (of the orders kept by `where`, "AND …") pass `value`, named as answers name them. */
export const customersWithSalesOver = (value: string, where = '') => `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS v
  FROM warehouse.orders o LEFT JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id WHERE o.store_id = 1 ${where} GROUP BY c.id, c.first_name, c.last_name, c.email HAVING ${salesF} > ${value}) t`;
/** A question (or a conversation) an owner asked of the demo store, with its gold. */
export const ownerCase = (id: string, lang: 'en' | 'ar', ask: string[], gold: string): Case => ({ id: `qa-${id}`, category: 'owner-qa', dataset: 'demo', lang, ask, gold });

/**
 * The case maker of a round over files and databases: ids under `prefix`, one question or a conversation, and the
 * category by dataset (the four files added in round q8 are "new-files", MariaDB's Chinook "mysql-source").
 */
export const filesCase = (prefix: string) => (id: string, dataset: string, lang: 'en' | 'ar', ask: string | string[], gold: string): Case => ({
  id: `${prefix}${id}`, dataset, lang, ask: Array.isArray(ask) ? ask : [ask], gold,
  category: ['disasters', 'gapminder', 'electricity', 'riots'].includes(dataset) ? 'new-files' : dataset === 'chinook_mysql' ? 'mysql-source' : 'custom-data',
});
/**
 * A series by month or year with each bucket's value and the one before it; the bucket still running (from `running`)
 * is set against the same days of the one before (`toDate`), as the answer steps it. `from` reads one bucket before
 * the first one shown (`shown`), for its step.
 */
export const stepsGold = (expr: string, table: string, grain: 'month' | 'year', from: string, to: string, shown: string, running: string, toDate: [string, string]) => `SELECT to_char(b, 'YYYY-MM-DD'), v,
  CASE WHEN b < timestamp '${running}' THEN prev ELSE (SELECT ${expr} FROM ${table} WHERE o.store_id = 1 AND ${span('o.created_at', ...toDate)}) END FROM (
  SELECT b, v, lag(v) OVER (ORDER BY b) AS prev FROM (SELECT date_trunc('${grain}', o.created_at AT TIME ZONE ${TZ}) AS b, ${expr} AS v
    FROM ${table} WHERE o.store_id = 1 AND ${span('o.created_at', from, to)} GROUP BY 1) t) s WHERE b >= timestamp '${shown}'`;
