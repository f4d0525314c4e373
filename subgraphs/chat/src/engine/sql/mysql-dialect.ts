import type { Grain } from '../types.ts';
import { SYMBOLS, weekShift, type SqlDialect, type Writing } from './dialect.ts';
import { mysqlDateTime, offsetSpans, utcOfLocalDay } from './zone-offsets.ts';

/** Backtick-quoted with inner backticks doubled, so no name can close the quote. */
export function quoteMysqlIdent(name: string): string {
  if (typeof name !== 'string' || !name.length || name.includes('\u0000')) throw new Error('invalid identifier');
  return `\`${name.replace(/`/g, '``')}\``;
}

function mysqlColumnKey(key: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(key)) throw new Error(`invalid column key ${JSON.stringify(key)}`);
  return `\`${key}\``;
}

/** Store-local days as the UTC instants a TIMESTAMP holds (the session runs in UTC, see remote-database.ts). */
const utcBound = (day: string, w: Writing) => mysqlDateTime(utcOfLocalDay(day, w.timezone));

/**
 * A TIMESTAMP column in the store's local time. MariaDB often lacks the timezone tables CONVERT_TZ needs, so the
 * offsets come from the runtime's zone data: one number for zones without daylight saving, a CASE over the changes
 * within the question's periods otherwise.
 */
function localTime(time: string, w: Writing): string {
  if (w.local) return time;
  const bounds = (w.within ?? []).flatMap((p) => [utcOfLocalDay(p.from, w.timezone), utcOfLocalDay(p.to, w.timezone)]);
  const spans = bounds.length ? offsetSpans(w.timezone, Math.min(...bounds), Math.max(...bounds)) : offsetSpans(w.timezone);
  if (!spans.changes.length) return `DATE_ADD(${time}, INTERVAL ${w.params.add(spans.offset)} SECOND)`;
  const steps = [{ at: undefined as number | undefined, offset: spans.offset }, ...spans.changes];
  const branches = steps.map((step, i) => {
    const next = steps[i + 1];
    return next ? `WHEN ${time} < ${w.params.add(mysqlDateTime(next.at!))} THEN ${w.params.add(step.offset)}` : `ELSE ${w.params.add(step.offset)}`;
  });
  return `DATE_ADD(${time}, INTERVAL (CASE ${branches.join(' ')} END) SECOND)`;
}

function truncate(grain: Grain, x: string, shift: number): string {
  switch (grain) {
    case 'day': return `DATE_FORMAT(${x}, '%Y-%m-%d')`;
    // Days since the store's first day of the week (WEEKDAY counts from Monday = 0).
    case 'week': return `DATE_FORMAT(DATE_SUB(${x}, INTERVAL ${shift ? `MOD(WEEKDAY(${x}) + ${shift}, 7)` : `WEEKDAY(${x})`} DAY), '%Y-%m-%d')`;
    case 'month': return `DATE_FORMAT(${x}, '%Y-%m-01')`;
    case 'quarter': return `DATE_FORMAT(MAKEDATE(YEAR(${x}), 1) + INTERVAL (QUARTER(${x}) - 1) QUARTER, '%Y-%m-%d')`;
    case 'year': return `DATE_FORMAT(${x}, '%Y-01-01')`;
    default: throw new Error('invalid grain');
  }
}

/**
 * MySQL 8 and MariaDB 10.3+: backtick identifiers, `?` placeholders in order of appearance, DATE_FORMAT buckets (weeks
 * start on Monday, as in PostgreSQL), IN lists, positional GROUP BY (so a bucket written with placeholders is still
 * the same expression under ONLY_FULL_GROUP_BY).
 */
export const mysqlDialect: SqlDialect = {
  name: 'mysql',
  quoteIdent: quoteMysqlIdent,
  columnKey: mysqlColumnKey,
  table(table) {
    if (table.subquery) throw new Error('derived tables are written for PostgreSQL only');
    return table.schema ? `${quoteMysqlIdent(table.schema)}.${quoteMysqlIdent(table.name)}` : quoteMysqlIdent(table.name);
  },
  range(time, from, to, w) {
    const bound = (day: string) => w.params.add(w.local ? day : utcBound(day, w));
    return `(${time} >= ${bound(from)} AND ${time} < ${bound(to)})`;
  },
  bucket(grain, time, compare, w) {
    let x = localTime(time, w);
    if (compare) {
      const shift = /^(-?\d{1,5}) (months|days)$/.exec(compare.shift);
      if (!shift) throw new Error('invalid shift');
      x = `DATE_ADD(${x}, INTERVAL (CASE WHEN ${compare.current} THEN 0 ELSE ${w.params.add(Number(shift[1]))} END) ${shift[2] === 'months' ? 'MONTH' : 'DAY'})`;
    }
    const expr = truncate(grain, x, weekShift(w));
    return { select: expr, group: expr };
  },
  weekday: (time, w) => `CAST(WEEKDAY(${localTime(time, w)}) + 1 AS CHAR)`,
  month: (time, w) => `MONTH(${localTime(time, w)})`,
  monthOfYear: (time, w) => `CAST(MONTH(${localTime(time, w)}) AS CHAR)`,
  hour: (time, w) => `CAST(HOUR(${localTime(time, w)}) AS CHAR)`,
  filled: (expression, present) => (present ? `(${expression} IS NOT NULL AND CAST(${expression} AS CHAR) <> '')` : `(${expression} IS NULL OR CAST(${expression} AS CHAR) = '')`),
  holds: (expression, value, w) => `LOCATE(LOWER(${w.params.add(value)}), LOWER(CAST(${expression} AS CHAR))) > 0`,
  compares: (expression, op, value, w) => `${expression} ${SYMBOLS[op]} CAST(${w.params.add(value)} AS DECIMAL(30, 6))`,
  matches(expression, values, op, w) {
    // MySQL has no array parameters: one placeholder per value (plans carry at most 50).
    const list = values.map((value) => w.params.add(value)).join(', ');
    if (op === 'neq') return list ? `(${expression} IS NULL OR ${expression} NOT IN (${list}))` : '(1 = 1)';
    return list ? `${expression} IN (${list})` : '(1 = 0)';
  },
  share: (metric) => `(${metric}) * 1e0 / nullif(sum(${metric}) OVER (), 0)`,
  orderByMetric: (key, metric, dir) => (dir === 'asc' ? `(${metric}) IS NULL, ${mysqlColumnKey(key)} ASC` : `${mysqlColumnKey(key)} DESC`),
  groupBy(groups, select) {
    groups.forEach((group, i) => {
      if (!select[i]?.startsWith(`${group} AS `)) throw new Error('grouped expressions must lead the select list');
    });
    return groups.map((_, i) => String(i + 1)).join(', ');
  },
  finish(query) {
    // $n markers become `?` in order of appearance (a marker used twice is bound twice); quoted names and string
    // literals are skipped, so a column named `price$1` stays a name.
    const params: unknown[] = [];
    const sql = query.sql.replace(/`(?:[^`]|``)*`|'(?:[^']|'')*'|\$(\d+)/g, (match, n: string | undefined) => {
      if (n === undefined) return match;
      const index = Number(n) - 1;
      if (!(index in query.params)) throw new Error('unknown parameter');
      params.push(query.params[index]);
      return '?';
    });
    return { ...query, sql, params };
  },
};
