import type { Catalog, CatalogTable, Dimension, Metric, MetricVariant } from '../types.ts';

export interface ResolvedMetric { metric: Metric; use: MetricVariant }

/** The metric's definitions, its own first, then its variants over other tables. */
export function variantsOf(metric: Metric): MetricVariant[] {
  return [{ table: metric.table, sql: metric.sql, joins: metric.joins, where: metric.where, time: metric.time }, ...(metric.variants ?? [])];
}

/** Whether a measure adds up across groups and days (a sum or a count), not a ratio or a percentage. */
export const addsUp = (metric: Metric): boolean => !metric.ratio && metric.format !== 'percent';
/**
 * Whether groups' values add up to the whole: a count of distinct things does not ("returning customers by month"
 * summed to 856 where 763 customers came back, one customer counted in each month she ordered).
 */
export const totalsAcrossGroups = (metric: Metric): boolean => addsUp(metric) && !/count\(\s*distinct/i.test(metric.sql);

export function findMetric(catalog: Catalog, key: string): Metric {
  const metric = catalog.metrics.find((m) => m.key === key);
  if (!metric) throw new Error(`unknown metric ${key}`);
  return metric;
}
export function findDimension(catalog: Catalog, key: string): Dimension {
  const dimension = catalog.dimensions.find((d) => d.key === key);
  if (!dimension) throw new Error(`unknown dimension ${key}`);
  return dimension;
}

/**
 * The base table where every metric and dimension of the question can be computed, or null. Rollup tables are
 * candidates only with `rollups` (and then first): what a question can ask never depends on them.
 */
export function chooseBase(catalog: Catalog, metricKeys: string[], dimensionKeys: string[], options: { rollups?: boolean } = {}): { table: string; metrics: ResolvedMetric[] } | null {
  const metrics = metricKeys.map((key) => findMetric(catalog, key));
  const dimensions = dimensionKeys.map((key) => findDimension(catalog, key));
  const tables = variantsOf(metrics[0]).map((v) => v.table);
  const isRollup = (table: string) => Boolean(catalog.tables[table]?.rollup);
  const candidates = options.rollups ? [...tables.filter(isRollup), ...tables.filter((t) => !isRollup(t))] : tables.filter((t) => !isRollup(t));
  for (const table of candidates) {
    if (!dimensions.every((d) => d.on[table])) continue;
    const resolved = metrics.map((metric) => ({ metric, use: variantsOf(metric).find((v) => v.table === table) }));
    if (resolved.every((r) => r.use)) return { table, metrics: resolved as ResolvedMetric[] };
  }
  return null;
}

const aliasPatterns = new Map<string, RegExp>();
function mentions(sql: string, alias: string): boolean {
  let re = aliasPatterns.get(alias);
  if (!re) { re = new RegExp(`\\b${alias}\\.`); aliasPatterns.set(alias, re); }
  return re.test(sql);
}

/** The join clauses needed, in dependency order (a join whose condition names another join's alias comes after it). */
/** `write`: how the dialect names a table (MySQL quotes with backticks); PostgreSQL's by default. */
export function joinClauses(catalog: Catalog, base: CatalogTable, needed: Set<string>, write: (table: CatalogTable) => string = qualified): string[] {
  const joins = base.joins ?? {};
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (ordered.includes(key) || key === base.key) return;
    const join = joins[key];
    if (!join) throw new Error(`table ${base.key} cannot reach ${key}`);
    for (const other of Object.keys(joins)) {
      const alias = catalog.tables[joins[other].table]?.alias;
      if (other !== key && alias && alias !== base.alias && mentions(join.on, alias)) visit(other);
    }
    ordered.push(key);
  };
  for (const key of needed) visit(key);
  return ordered.map((key) => {
    const table = catalog.tables[joins[key].table];
    return `LEFT JOIN ${write(table)} ${table.alias} ON ${joins[key].on}`;
  });
}

export function qualified(table: CatalogTable): string {
  if (table.subquery) return `(${table.subquery})`;
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return table.schema ? `${quote(table.schema)}.${quote(table.name)}` : quote(table.name);
}
