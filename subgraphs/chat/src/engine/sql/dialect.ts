import type { Catalog, CatalogTable, Comparison, CompiledQuery, Grain, SqlDialectName, QueryPlan } from '../types.ts';
import { Params, columnKey, quoteIdent } from './identifiers.ts';
import { qualified } from './resolve.ts';
import { mysqlDialect } from './mysql-dialect.ts';

/** The operator of each threshold, the same in both dialects. */
export const SYMBOLS: Record<Comparison, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=' };

/** What a dialect needs to write one expression: the statement's parameters and the store's timezone. */
export interface Writing {
  params: Params;
  /** The store's IANA timezone (the plan's, already validated). */
  timezone: string;
  /** The timezone as a parameter, added once per statement. */
  tz(): string;
  /** The table's time column has no zone (date, timestamp without time zone, MySQL DATETIME): compared as written. */
  local: boolean;
  /** The question's periods (store-local days), when it has one: bounds the zone offsets a MySQL bucket needs. */
  within?: { from: string; to: string }[];
  /** The first day of the store's week (ISO 1–7): weekly buckets start on it. Monday when absent. */
  weekStarts?: number;
}

/** Days to move a time forward so that a Monday-based week truncation starts the store's week (1 for Sunday). */
export const weekShift = (w: Writing) => (8 - (w.weekStarts ?? 1)) % 7;

/**
 * The parts of a statement that differ between PostgreSQL and MySQL/MariaDB. compile.ts writes everything else
 * (which metrics, dimensions, joins and periods); a dialect only spells them. Values stay parameters in both.
 */
export interface SqlDialect {
  name: SqlDialectName;
  quoteIdent(name: string): string;
  /** An output column alias: machine names made by the engine only. */
  columnKey(key: string): string;
  table(table: CatalogTable): string;
  /** `time` within the store-local days [from, to). */
  range(time: string, from: string, to: string, w: Writing): string;
  /** The time bucket of a grain; with `compare`, rows outside the current period are moved onto its buckets first. */
  bucket(grain: Grain, time: string, compare: { current: string; shift: string } | undefined, w: Writing): { select: string; group: string };
  /** The dimension equals (or, with neq, differs from) one of the values. */
  matches(expression: string, values: string[], op: 'eq' | 'neq', w: Writing): string;
  /** The dimension's value holds the words, in any case (the words a parameter, never a LIKE pattern). */
  holds(expression: string, value: string, w: Writing): string;
  /** The dimension has a value (not null, not empty), or, with `present` false, has none. */
  filled(expression: string, present: boolean): string;
  /** A row's amount against a threshold, the number a parameter. */
  compares(expression: string, op: Comparison, value: string, w: Writing): string;
  /** The local day of the week of a time, as text: '1' for Monday to '7' for Sunday (ISO). */
  weekday(time: string, w: Writing): string;
  /** The local month of a time, 1 to 12. */
  month(time: string, w: Writing): string;
  /** The local month of a time as text: '1' to '12'. */
  monthOfYear(time: string, w: Writing): string;
  /** The local hour of a time, as text: '0' to '23'. */
  hour(time: string, w: Writing): string;
  /** The metric's share of the total over all groups. */
  share(metric: string): string;
  /** ORDER BY term for a metric column, nulls last. */
  orderByMetric(key: string, metric: string, dir: 'asc' | 'desc'): string;
  /** GROUP BY list; `select` holds the grouped expressions first, in the same order. */
  groupBy(groups: string[], select: string[]): string;
  /** The statement as the driver takes it (placeholders in the driver's syntax). */
  finish(query: CompiledQuery): CompiledQuery;
}

/** A time as the store's wall clock reads it: a column without zone as it is, an instant moved into the store's zone. */
const localTime = (time: string, w: Writing) => (w.local ? time : `${time} AT TIME ZONE ${w.tz()}`);

const TRUNC: Record<Grain, true> = { day: true, week: true, month: true, quarter: true, year: true };

export const postgresDialect: SqlDialect = {
  name: 'postgresql',
  quoteIdent,
  columnKey,
  table: qualified,
  range(time, from, to, w) {
    const zone = w.local ? '' : ` AT TIME ZONE ${w.tz()}`;
    return `(${time} >= (${w.params.add(from)}::timestamp${zone}) AND ${time} < (${w.params.add(to)}::timestamp${zone}))`;
  },
  bucket(grain, time, compare, w) {
    if (!TRUNC[grain]) throw new Error('invalid grain');
    // The earlier period is moved onto the current one on the store's wall clock: a month added to the instant would
    // land 1 October 00:30 in Riyadh (30 September in UTC) on 31 October, a bucket of neither period.
    const wall = localTime(time, w);
    const local = compare ? `((${wall}) + CASE WHEN ${compare.current} THEN interval '0 days' ELSE ${w.params.add(compare.shift)}::interval END)` : wall;
    // A week starting on Sunday is PostgreSQL's Monday week of the day after, moved back a day.
    const shift = grain === 'week' ? weekShift(w) : 0;
    const expr = shift ? `(date_trunc('week', ${local} + interval '${shift} days') - interval '${shift} days')::date` : `date_trunc('${grain}', ${local})::date`;
    return { select: `(${expr})::text`, group: expr };
  },
  matches(expression, values, op, w) {
    const list = w.params.add(values);
    return op === 'neq' ? `(${expression} IS NULL OR NOT (${expression})::text = ANY(${list}::text[]))` : `(${expression})::text = ANY(${list}::text[])`;
  },
  filled: (expression, present) => (present ? `(${expression} IS NOT NULL AND (${expression})::text <> '')` : `(${expression} IS NULL OR (${expression})::text = '')`),
  holds: (expression, value, w) => `strpos(lower((${expression})::text), lower(${w.params.add(value)}::text)) > 0`,
  compares: (expression, op, value, w) => `(${expression})::numeric ${SYMBOLS[op]} ${w.params.add(value)}::numeric`,
  weekday: (time, w) => `extract(isodow FROM ${localTime(time, w)})::int::text`,
  month: (time, w) => `extract(month FROM ${localTime(time, w)})::int`,
  monthOfYear: (time, w) => `extract(month FROM ${localTime(time, w)})::int::text`,
  hour: (time, w) => `extract(hour FROM ${localTime(time, w)})::int::text`,
  share: (metric) => `(${metric})::numeric / nullif(sum(${metric}) OVER (), 0)`,
  orderByMetric: (key, _metric, dir) => `${columnKey(key)} ${dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`,
  groupBy: (groups) => groups.join(', '),
  finish: (query) => query,
};

export function dialectNamed(name: SqlDialectName | undefined): SqlDialect {
  return name === 'mysql' ? mysqlDialect : postgresDialect;
}

/** The dialect a table is written in: PostgreSQL unless it belongs to a connected MySQL/MariaDB database. */
export function dialectOf(table: CatalogTable | undefined): SqlDialect {
  return dialectNamed(table?.dialect);
}

/** A plan's dialect, from its metrics' tables; one statement cannot read two kinds of database. */
export function dialectOfPlan(plan: QueryPlan, catalog: Catalog): SqlDialect {
  const names = new Set(plan.metrics.map((key) => dialectOf(catalog.tables[catalog.metrics.find((m) => m.key === key)?.table ?? '']).name));
  if (names.size > 1) throw new Error('the metrics of this plan live in different databases');
  return names.has('mysql') ? mysqlDialect : postgresDialect;
}
