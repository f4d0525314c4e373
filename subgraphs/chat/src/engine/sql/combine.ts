import type { CompiledColumn, CompiledQuery, Metric, QueryPlan } from '../types.ts';
import { MAX_ROWS, topCount } from './identifiers.ts';
import type { SqlDialect } from './dialect.ts';

/**
 * Metrics from different tables over the same groups ("orders and refunds by month", "sales and returns by
 * category"): each metric's own grouped query, stacked with UNION ALL and summed per group. A group only one metric
 * has still shows, with 0 for the other counts and sums (no value for a ratio), as a total would.
 */
export function combineGrouped(plan: QueryPlan, parts: CompiledQuery[], metrics: Metric[], dialect: SqlDialect): { sql: string; columns: CompiledColumn[] } {
  // A dimension's id and second label are keys too: two customers with one name stay two groups.
  const isKey = (c: CompiledColumn) => c.role === 'time' || c.role === 'dimension' || c.role === 'id' || c.role === 'detail';
  const keys = parts[0].columns.filter(isKey);
  const sameKeys = (part: CompiledQuery) => JSON.stringify(part.columns.filter(isKey).map((c) => c.key)) === JSON.stringify(keys.map((c) => c.key));
  if (!parts.every(sameKeys)) throw new Error('the metrics of this plan do not share their groups');
  const name = (key: string) => dialect.columnKey(key);
  const branches = parts.map((part, i) => {
    const values = metrics.map((metric, j) => (i === j ? `p${i}.${name(metric.key)}` : `NULL AS ${name(metric.key)}`));
    return `SELECT ${[...keys.map((c) => `p${i}.${name(c.key)}`), ...values].join(', ')}\nFROM (${part.sql.replace(/\nLIMIT \d+$/, '')}) p${i}`;
  });
  const totals = metrics.map((metric) => (metric.ratio ? `sum(u.${name(metric.key)})` : `coalesce(sum(u.${name(metric.key)}), 0)`));
  const select = [...keys.map((c) => `u.${name(c.key)}`), ...totals.map((total, i) => `${total} AS ${name(metrics[i].key)}`)];
  const order = plan.grain ? (keys.length > 1 ? '1 ASC, 2 ASC' : '1 ASC') : `${dialect.orderByMetric(metrics[0].key, totals[0], plan.top?.dir ?? 'desc')}, 1 ASC`;
  // A top N split by time is not cut to its first N rows (compile.ts restricts a single metric's groups instead).
  const limit = plan.top && !(plan.grain && plan.groupBy.length) ? topCount(plan.top) : MAX_ROWS;
  const sql = [
    `SELECT ${select.join(', ')}`,
    `FROM (\n${branches.join('\nUNION ALL\n')}\n) u`,
    `GROUP BY ${dialect.groupBy(keys.map((c) => `u.${name(c.key)}`), select)}`,
    `ORDER BY ${order}`,
    `LIMIT ${limit}`,
  ].join('\n');
  return { sql, columns: [...keys, ...parts.map((part) => part.columns[part.columns.length - 1])] };
}
