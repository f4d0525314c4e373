import { BOUNDS, COMPARISONS, isBound, sharedBy, type Catalog, type ChartType, type Filter, type Grain, type Having, type Locale, type LookupPlan, type Period, type Plan, type QueryPlan, type RowOrder } from '../types.ts';
import { datedRowsOf } from '../custom/dated-rows.ts';
import { DATED_ROWS_LIMIT } from './dated-rows.ts';
import { chooseBase } from './resolve.ts';
import { separable } from './compile.ts';
import { absentFits } from './absent.ts';
import { perGroupFits } from '../parse/per-group.ts';
import { countedOrdersCondition, lookupFilterFits } from './lookup.ts';

const GRAINS = new Set<Grain>(['day', 'week', 'month', 'quarter', 'year']);
const CHARTS = new Set<ChartType>(['line', 'bar', 'pie', 'stacked', 'table', 'number']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = 200) => (typeof v === 'string' && v.length <= max ? v : undefined);

function zone(v: unknown): string {
  const name = text(v, 64);
  if (!name) return 'UTC';
  try { new Intl.DateTimeFormat('en', { timeZone: name }); return name; } catch { return 'UTC'; }
}

/** A real calendar day: "2026-02-30" parses in JavaScript (as March 2nd), so the day must read back as written. */
function calendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

function period(v: unknown): Period | undefined {
  if (!isObject(v)) return undefined;
  const from = text(v.from, 10); const to = text(v.to, 10);
  if (!from || !to || !calendarDay(from) || !calendarDay(to) || from >= to) return undefined;
  const label = isObject(v.label) ? { en: text(v.label.en, 80) ?? `${from} to ${to}`, ar: text(v.label.ar, 80) ?? `${from} إلى ${to}` } : { en: `${from} to ${to}`, ar: `${from} إلى ${to}` };
  return { from, to, label, unit: 'range' };
}

/** A weekend of one to three ISO day numbers, or none. */
function weekendDays(v: unknown): number[] | undefined {
  if (!Array.isArray(v) || !v.length || v.length > 3 || !v.every((day) => Number.isInteger(day) && day >= 1 && day <= 7)) return undefined;
  return v as number[];
}

/**
 * Rebuilds a plan from untrusted JSON (an LLM provider's output, a stored context): every name must exist in the
 * catalog and meet on one table, dates must be calendar days, numbers are bounded. Anything else gives null.
 */
export function validatePlan(input: unknown, catalog: Catalog, fallback: { timezone: string; language: Locale }): Plan | null {
  if (!isObject(input)) return null;
  const language: Locale = input.language === 'ar' || input.language === 'en' ? input.language : fallback.language;
  const timezone = input.timezone === undefined ? zone(fallback.timezone) : zone(input.timezone);
  if (input.kind === 'lookup') {
    const by = input.by === 'order_number' || input.by === 'email' || input.by === 'tracking' || input.by === 'number' || input.by === 'recent' ? input.by : null;
    const value = text(input.value, 120)?.trim();
    // An owner's rows by their own date ("the last invoice"): a table that has one, kept to its own splits.
    if (input.table !== undefined) {
      const dated = typeof input.table === 'string' && by === 'recent' ? datedRowsOf(catalog, input.table) : null;
      if (!dated || !value || !(/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= DATED_ROWS_LIMIT)) return null;
      const filters = filtersOf(input.filters, catalog);
      if (!filters || !filters.every((filter) => catalog.dimensions.some((d) => d.key === filter.dimension && d.on[dated.table.key] && !d.on[dated.table.key].fromTime))) return null;
      const about = input.about === undefined ? undefined : dated.referred.find((d) => d.key === input.about)?.key;
      if (input.about !== undefined && !about) return null;
      const kept = period(input.period);
      if (input.period !== undefined && !kept) return null;
      return { kind: 'lookup', by: 'recent', value, ...(input.oldest === true && { oldest: true }), table: dated.table.key, ...(about && { about }), ...(filters.length && { filters }), ...(kept && { period: kept }), timezone, language } satisfies LookupPlan;
    }
    if (!by || !value || !catalog.orders) return null;
    if (by !== 'recent') return { kind: 'lookup', by, value, ...(input.contents === true && { contents: true }), timezone, language } satisfies LookupPlan;
    // The latest (or first) orders: how many, 1 to 20, kept to filters a lookup can apply and a period.
    if (!(/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 20)) return null;
    const filters = filtersOf(input.filters, catalog);
    if (!filters || !filters.every((filter) => lookupFilterFits(filter, catalog))) return null;
    const kept = period(input.period);
    if (input.period !== undefined && !kept) return null;
    const counted = typeof input.counted === 'string' && countedOrdersCondition(input.counted, catalog) ? input.counted : undefined;
    if (input.counted !== undefined && !counted) return null;
    return { kind: 'lookup', by, value, ...(input.oldest === true && { oldest: true }), ...(filters.length && { filters }), ...(kept && { period: kept }), ...(counted && { counted }), timezone, language } satisfies LookupPlan;
  }
  if (input.kind !== 'aggregate' || !Array.isArray(input.metrics)) return null;
  const metrics = input.metrics.filter((m): m is string => typeof m === 'string' && catalog.metrics.some((x) => x.key === m)).slice(0, 4);
  if (!metrics.length || metrics.length !== input.metrics.length) return null;
  const groupBy = (Array.isArray(input.groupBy) ? input.groupBy : []).filter((d): d is string => typeof d === 'string');
  if (groupBy.length > 2 || !groupBy.every((d) => catalog.dimensions.some((x) => x.key === d && x.kind === 'category'))) return null;
  const filters = filtersOf(input.filters, catalog);
  if (!filters) return null;
  const grain = typeof input.grain === 'string' && GRAINS.has(input.grain as Grain) ? (input.grain as Grain) : undefined;
  const top = isObject(input.top) && Number.isInteger(input.top.n) && Number(input.top.n) >= 1 && Number(input.top.n) <= 100
    ? { n: Number(input.top.n), dir: input.top.dir === 'asc' ? 'asc' as const : 'desc' as const, ...(input.top.change === true && { change: true }), ...(input.top.change === true && input.top.relative === true && { relative: true }) } : undefined;
  // A threshold on each group's total that cannot be read would count or list every group: the plan is refused.
  const having = input.having === undefined || input.having === null ? undefined : havingOf(input.having, metrics);
  if (input.having !== undefined && input.having !== null && !having) return null;
  const plan: QueryPlan = {
    kind: 'aggregate', metrics: having?.metrics ?? metrics, groupBy, filters, grain, top,
    period: period(input.period),
    compare: input.compare === 'previous' || input.compare === 'year_ago' ? input.compare : undefined,
    share: input.share === true || undefined,
    focus: input.share === true && Array.isArray(input.focus) ? input.focus.filter((v): v is string => typeof v === 'string' && v.length <= 200).slice(0, 10) : undefined,
    trend: input.trend === true || undefined,
    steps: (input.steps === true && grain && !groupBy.length && !input.compare) || undefined,
    runningStep: input.steps === true && grain && !groupBy.length && !input.compare ? period(input.runningStep) : undefined,
    cumulative: (input.cumulative === true && grain && !groupBy.length && !input.compare) || undefined,
    // Of the whole (bounds kept against all), or of each time bucket (every filter kept against all its rows).
    shareOfAll: (input.shareOfAll === true && !groupBy.length && !input.compare && (grain ? filters.length > 0 : Boolean(sharedBy(filters)))) || undefined,
    topPer: (input.topPer === true && top && ((groupBy.length === 2 && !grain) || (groupBy.length === 1 && grain)) && !input.compare) || undefined,
    bucketsPer: (input.topPer === true && input.bucketsPer === true && top && groupBy.length === 1 && grain && !input.compare) || undefined,
    having: having?.having,
    perBucket: typeof input.perBucket === 'string' && GRAINS.has(input.perBucket as Grain) ? (input.perBucket as Grain) : undefined,
    pace: isObject(input.pace) && typeof input.pace.to === 'string' && calendarDay(input.pace.to) && isObject(input.period) && typeof input.period.to === 'string' && input.period.to < input.pace.to && !grain && !input.compare ? { to: input.pace.to } : undefined,
    chart: typeof input.chart === 'string' && CHARTS.has(input.chart as ChartType) ? (input.chart as ChartType) : undefined,
    sort: rowOrderOf(input.sort, metrics),
    weekend: weekendDays(input.weekend),
    countOf: typeof input.countOf === 'string' && catalog.dimensions.some((x) => x.key === input.countOf && x.kind === 'category') && !groupBy.includes(input.countOf) && groupBy.length <= 1 && !grain && !input.compare ? input.countOf : undefined,
    perGroup: typeof input.perGroup === 'string' && catalog.dimensions.some((x) => x.key === input.perGroup && x.kind === 'category') ? input.perGroup : undefined,
    absent: isObject(input.absent) ? { ...(input.absent.counted === true && { counted: true }), ...(input.absent.lapsed === true && { lapsed: true }) } : undefined,
    timezone, language,
  };
  if (plan.compare && !plan.period) return null;
  // Things with no rows that cannot be read would list every member: the plan is refused.
  if (plan.absent && !absentFits(plan, catalog)) return null;
  if (plan.having && !havingFits(plan.having, plan, catalog)) return null;
  if (input.countOf !== undefined && !plan.countOf) return null;
  if ((input.perGroup !== undefined && !plan.perGroup) || (plan.perGroup && !perGroupFits(plan))) return null;
  const per = plan.having?.per ? [plan.having.per] : plan.countOf ? [plan.countOf] : plan.perGroup ? [plan.perGroup] : [];
  return chooseBase(catalog, plan.metrics, [...groupBy, ...per, ...filters.map((f) => f.dimension)]) || separable(plan, catalog) ? plan : null;
}

/** The order rows are listed in: by their names or one of the plan's own measures, either way; anything else none. */
function rowOrderOf(v: unknown, metrics: string[]): RowOrder | undefined {
  if (!isObject(v) || (v.dir !== 'asc' && v.dir !== 'desc') || typeof v.by !== 'string' || (v.by !== 'name' && !metrics.includes(v.by))) return undefined;
  return { by: v.by, dir: v.dir };
}

/** A plan's filters from untrusted JSON: each on a known dimension, with bounded values; null when any is not. */
function filtersOf(v: unknown, catalog: Catalog): Filter[] | null {
  const filters: Filter[] = [];
  for (const f of Array.isArray(v) ? v : []) {
    if (!isObject(f) || typeof f.dimension !== 'string' || !catalog.dimensions.some((x) => x.key === f.dimension)) return null;
    // A value there or not: a category, no values.
    if (f.op === 'present' || f.op === 'missing') {
      if (catalog.dimensions.find((x) => x.key === f.dimension)?.kind !== 'category') return null;
      filters.push({ dimension: f.dimension, op: f.op, values: [] });
      continue;
    }
    const values = Array.isArray(f.values) ? f.values.filter((v): v is string => typeof v === 'string' && v.length <= 200).slice(0, 50) : [];
    if (!values.length) return null;
    // A threshold is one finite number on an amount dimension; an amount is never matched by value.
    const amount = catalog.dimensions.find((x) => x.key === f.dimension)?.kind === 'amount';
    // Words a name holds: a few short words on a category.
    if (f.op === 'contains') {
      if (amount || values.length > 5 || !values.every((v) => v.trim().length > 0 && v.length <= 60)) return null;
      filters.push({ dimension: f.dimension, op: 'contains', values });
      continue;
    }
    const comparison = BOUNDS.find((op) => op === f.op);
    if (amount !== Boolean(comparison)) return null;
    if (comparison) {
      if (values.length !== 1 || !/^-?\d{1,15}(\.\d{1,6})?$/.test(values[0])) return null;
      filters.push({ dimension: f.dimension, op: comparison, values });
      continue;
    }
    filters.push({ dimension: f.dimension, op: f.op === 'neq' ? 'neq' : 'eq', values });
  }
  return filters;
}

/**
 * A threshold on each group's total: on the plan's only metric, one plain number, no comparison of periods; counted
 * (`per`, a category) with no split or one other, else listed over one split or time buckets alone.
 */
export function havingFits(having: Having, plan: Pick<QueryPlan, 'metrics' | 'groupBy' | 'grain' | 'compare' | 'share' | 'topPer' | 'steps'>, catalog: Catalog): boolean {
  if (plan.metrics.length !== 1 || plan.metrics[0] !== having.metric || plan.compare || plan.share || plan.topPer || plan.steps) return false;
  if (!COMPARISONS.includes(having.op) || !/^\d{1,12}(\.\d{1,6})?$/.test(having.value)) return false;
  // Counted, with no split or one other split ("customers with more than 3 orders by city").
  if (having.per !== undefined) return plan.groupBy.length <= 1 && !plan.groupBy.includes(having.per) && !plan.grain && catalog.dimensions.some((d) => d.key === having.per && d.kind === 'category');
  return (plan.groupBy.length === 1 && !plan.grain) || (!plan.groupBy.length && Boolean(plan.grain));
}

/**
 * The threshold of untrusted JSON, or undefined. A stored plan of the first shape ("customers with more than 3
 * orders" as `metrics: ['customers']` and a having on orders or gross sales) reads as the customers counted.
 */
function havingOf(v: unknown, metrics: string[]): { having: Having; metrics: string[] } | undefined {
  if (!isObject(v) || typeof v.metric !== 'string' || typeof v.value !== 'string') return undefined;
  const op = COMPARISONS.find((c) => c === v.op);
  if (!op) return undefined;
  const first = metrics.length === 1 && metrics[0] === 'customers' && v.per === undefined && (v.metric === 'orders' || v.metric === 'gross_sales');
  if (first) return { having: { metric: v.metric, op, value: v.value, per: 'customer' }, metrics: [v.metric] };
  return { having: { metric: v.metric, op, value: v.value, ...(typeof v.per === 'string' && { per: v.per }) }, metrics };
}
