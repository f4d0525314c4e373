import type { Catalog, ChartType, Filter, Grain, Locale, Period, QueryPlan } from '../engine/index.ts';

const GRAINS: Grain[] = ['day', 'week', 'month', 'quarter', 'year'];
const CHARTS: ChartType[] = ['line', 'bar', 'pie', 'stacked', 'table', 'number'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Reads a plan proposed by the LLM provider exactly as user input is read: only the catalog's metric and dimension
 * keys, known grains and charts, real dates, small numbers. Anything unknown or malformed rejects the whole plan
 * (null): a half-understood plan would answer a different question than the one asked.
 */
export function validatePlan(raw: unknown, catalog: Catalog, fixed: { timezone: string; language: Locale }): QueryPlan | null {
  if (!isRecord(raw)) return null;
  const metricKeys = new Set(catalog.metrics.map((metric) => metric.key));
  const categories = new Set(catalog.dimensions.filter((dimension) => dimension.kind === 'category').map((dimension) => dimension.key));

  const metrics = raw.metrics;
  if (!Array.isArray(metrics) || metrics.length < 1 || metrics.length > 4 || !metrics.every((key) => typeof key === 'string' && metricKeys.has(key))) return null;
  const groupBy = raw.groupBy ?? [];
  if (!Array.isArray(groupBy) || groupBy.length > 2 || !groupBy.every((key) => typeof key === 'string' && categories.has(key))) return null;
  if (raw.grain !== undefined && raw.grain !== null && !GRAINS.includes(raw.grain as Grain)) return null;
  if (raw.chart !== undefined && raw.chart !== null && !CHARTS.includes(raw.chart as ChartType)) return null;
  if (raw.compare !== undefined && raw.compare !== null && raw.compare !== 'previous' && raw.compare !== 'year_ago') return null;

  const filters: Filter[] = [];
  for (const filter of (raw.filters ?? []) as unknown[]) {
    if (!isRecord(filter) || typeof filter.dimension !== 'string' || !categories.has(filter.dimension)) return null;
    const op = filter.op ?? 'eq';
    if (op !== 'eq' && op !== 'neq') return null;
    const values = Array.isArray(filter.values) ? filter.values : [filter.value];
    if (!values.length || values.length > 20 || !values.every(isShortText)) return null;
    filters.push({ dimension: filter.dimension, op, values: values as string[] });
  }
  if (!Array.isArray(raw.filters ?? [])) return null;

  let period: Period | undefined;
  if (raw.period !== undefined && raw.period !== null) {
    if (!isRecord(raw.period)) return null;
    const { from, to } = raw.period;
    if (!isDate(from) || !isDate(to) || from >= to) return null;
    const words = `${from} – ${to}`;
    period = { from, to, label: { en: words, ar: words }, unit: 'range' };
  }

  let top: QueryPlan['top'];
  if (raw.top !== undefined && raw.top !== null) {
    if (!isRecord(raw.top)) return null;
    const n = raw.top.n;
    const dir = raw.top.dir ?? 'desc';
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > 100 || (dir !== 'desc' && dir !== 'asc')) return null;
    top = { n: n as number, dir };
  }

  return {
    kind: 'aggregate',
    metrics: metrics as string[],
    groupBy: groupBy as string[],
    ...(raw.grain ? { grain: raw.grain as Grain } : {}),
    filters,
    ...(period ? { period } : {}),
    ...(raw.compare ? { compare: raw.compare as QueryPlan['compare'] } : {}),
    ...(top ? { top } : {}),
    ...(raw.share === true ? { share: true } : {}),
    ...(raw.chart ? { chart: raw.chart as ChartType } : {}),
    timezone: fixed.timezone,
    language: fixed.language,
  };
}

function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
