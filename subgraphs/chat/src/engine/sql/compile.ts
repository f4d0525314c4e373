import { HIDDEN, isBound, sharedBy, type Catalog, type CompiledColumn, type CompiledQuery, type CompileOptions, type DimensionBinding, type Plan, type QueryPlan } from '../types.ts';
import { Params, MAX_ROWS, TIE_PEEK, peeksTies, ranksEveryBucket, topCount } from './identifiers.ts';
import { addsUp, chooseBase, findDimension, findMetric, joinClauses } from './resolve.ts';
import { combineGrouped } from './combine.ts';
import { dialectOf, dialectOfPlan, type Writing } from './dialect.ts';
import { compileLookup } from './lookup.ts';
import { compileDatedRows } from './dated-rows.ts';
import { shiftInterval, shiftPeriod, yearAgoByWeeks } from '../parse/periods.ts';
import { fromTimeOf, weekOrder, weekStartsOf, weekendOfPlan } from '../semantic/week-days.ts';
import { SEASON_MONTHS, SEASON_ORDER } from '../semantic/seasons.ts';
import { HOURS } from '../semantic/hours.ts';
import { PART_OF_DAY_HOURS, PART_OF_DAY_ORDER } from '../semantic/parts-of-day.ts';
import { MONTHS_OF_YEAR } from '../semantic/months-of-year.ts';
import { bucketBefore, bucketEnd, bucketStart, iso, parseIso, unitsBetween, weekdaysBetween } from '../parse/dates.ts';
import { countColumn, perGroupColumn } from '../semantic/counted-label.ts';
import { filterCondition } from './filter-condition.ts';
import { unitsOfEachBucket } from './per-bucket.ts';
import { compileAbsent } from './absent.ts';
import { atPlanNow } from './clock.ts';

const GRAINS = new Set(['day', 'week', 'month', 'quarter', 'year']);
/** The most bucket ends a point-in-time measure is read at (a daily series of two months). */
export const MAX_ENDS = 62;

/**
 * A plan becomes one parameterised SELECT: identifiers only from the catalog, every value a $n parameter, the store
 * filter on the base table, periods compared in the store's timezone, and a LIMIT. With `rollups`, the daily rollups
 * are preferred where they can answer (`rollups: true` on the result then).
 */
export function compile(plan: Plan, catalog: Catalog, storeId: string | number, options: CompileOptions = {}): CompiledQuery {
  // The clock some measures read is the plan's own now, not the database's (sql/clock.ts).
  return atPlanNow(compileAtNow(plan, catalog, storeId, options), plan);
}

function compileAtNow(plan: Plan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  // An owner's own rows by their date ("the last invoice") are no store order.
  if (plan.kind === 'lookup' && plan.table) return compileDatedRows(plan, catalog);
  if (plan.kind === 'lookup') return compileLookup(plan, storeId, catalog);
  // The dialect spells the statement for the database holding its tables (PostgreSQL, or a MySQL/MariaDB source).
  if (plan.absent) return dialectOfPlan(plan, catalog).finish(compileAbsent(plan, catalog, storeId));
  if (plan.having?.per || plan.countOf || plan.perGroup) return dialectOfPlan(plan, catalog).finish(compileCounted(plan, catalog, storeId, options));
  // A measure read at a moment (MRR) is read at each period's end, as one read at both bounds is.
  if (plan.compare && plan.period && plan.metrics.some((key) => { const m = findMetric(catalog, key); return m.bounded || (m.snapshot && m.asOf); })) return dialectOfPlan(plan, catalog).finish(compileBoundedCompare(plan, catalog, storeId, options));
  // "MRR by month", "churn rate by month": such a measure read at each bucket's end, or at its bounds.
  if (plan.grain && plan.period && !plan.compare && plan.metrics.every((key) => { const m = findMetric(catalog, key); return m.asOf || m.bounded; })) return dialectOfPlan(plan, catalog).finish(compileAtEachEnd(plan, catalog, storeId, options));
  if (plan.shareOfAll) return dialectOfPlan(plan, catalog).finish(compileShareOfAll(plan, catalog, storeId, options));
  // (Measures of several tables, each read alone, keep their running bucket without a step.)
  if (plan.steps && plan.grain && plan.runningStep && !separable(plan, catalog)) return dialectOfPlan(plan, catalog).finish(compileRunningStep(plan, catalog, storeId, options));
  return dialectOfPlan(plan, catalog).finish(compileAggregate(plan, catalog, storeId, undefined, options));
}

/**
 * "Customers with more than 3 orders", "how many products sold over 50 units": each group's total in the period,
 * the groups whose total passes kept (HAVING, the number a parameter), then counted. "How many cities do we sell to"
 * (`countOf`): every group of the period, counted. "The average number of tracks per invoice" (`perGroup`): each
 * group's measure, averaged, by year too when asked so. A group without a value (a guest order's customer, an order
 * with no city) is no group: it is not counted.
 */
function compileCounted(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const having = plan.having;
  const per = findDimension(catalog, having?.per ?? plan.countOf ?? plan.perGroup!);
  const params = new Params();
  // "… by city": each group of the split counts its own ("customers with more than 3 orders by city").
  const split = plan.groupBy[0] ? findDimension(catalog, plan.groupBy[0]) : undefined;
  const grain = plan.perGroup ? plan.grain : undefined;
  const grouped: QueryPlan = { ...plan, groupBy: [per.key, ...(split ? [split.key] : [])], having: having && { ...having, per: undefined }, countOf: undefined, perGroup: undefined, top: undefined, share: undefined, grain, compare: undefined, against: undefined, steps: undefined, topPer: undefined };
  const inner = compileAggregate(grouped, catalog, storeId, params, options, true);
  const dialect = dialectOfPlan(plan, catalog);
  const named = inner.columns.find((c) => c.key === `${per.key}__id`)?.key ?? per.key;
  const counted = plan.perGroup ? perGroupColumn(findMetric(catalog, plan.metrics[0]), per) : countColumn(catalog, per);
  const key = counted.key;
  // The groups' own measure averaged, or the groups counted.
  const value = plan.perGroup ? `avg(g.${dialect.columnKey(plan.metrics[0])})` : 'count(*)';
  // Each value of the split, or each time bucket in order ("the average number of tracks per invoice by year").
  const outer = split ? { key: split.key, column: { key: split.key, label: split.label, role: 'dimension' as const, format: 'text' as const }, order: '2 DESC, 1 ASC' }
    : grain ? { key: grain, column: inner.columns.find((c) => c.role === 'time')!, order: '1 ASC' } : undefined;
  if (outer) {
    const by = `g.${dialect.columnKey(outer.key)}`;
    const sql = [
      `SELECT ${by} AS ${dialect.columnKey(outer.key)}, ${value} AS ${dialect.columnKey(key)}`,
      `FROM (${inner.sql}) g`,
      `WHERE g.${dialect.columnKey(named)} IS NOT NULL`,
      `GROUP BY ${by}`,
      `ORDER BY ${outer.order}`,
      `LIMIT ${plan.top ? topCount(plan.top) : MAX_ROWS}`,
    ].join('\n');
    return { sql, params: params.values, columns: [outer.column, counted], ...(inner.rollups && { rollups: true }) };
  }
  const sql = `SELECT ${value} AS ${dialect.columnKey(key)}\nFROM (${inner.sql}) g\nWHERE g.${dialect.columnKey(named)} IS NOT NULL`;
  return { sql, params: params.values, columns: [counted], ...(inner.rollups && { rollups: true }) };
}

/**
 * "What % of orders were over 1000 this year": the measure with the plan's amount thresholds and without them, each
 * its own query over the same period and other filters, and the first as a share of the second.
 */
function compileShareOfAll(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const params = new Params();
  if (plan.grain) return compileShareOfEachBucket(plan, catalog, storeId, params, options);
  const one: QueryPlan = { ...plan, shareOfAll: undefined, top: undefined, grain: undefined, share: undefined, metrics: plan.metrics.slice(0, 1) };
  const kept = compileAggregate(one, catalog, storeId, params, options, true);
  const all = compileAggregate({ ...one, filters: one.filters.filter((f) => !sharedBy(one.filters)?.(f)) }, catalog, storeId, params, options, true);
  const dialect = dialectOfPlan(plan, catalog);
  const metric = findMetric(catalog, one.metrics[0]);
  const key = dialect.columnKey(metric.key);
  const allKey = `${metric.key}_all`;
  const sql = [
    `SELECT k.${key} AS ${key}, CAST(k.${key} AS DECIMAL(30, 6)) / nullif(a.${key}, 0) AS ${dialect.columnKey('share')}, a.${key} AS ${dialect.columnKey(allKey)}`,
    `FROM (${kept.sql}) k CROSS JOIN (${all.sql}) a`,
  ].join('\n');
  return {
    sql, params: params.values,
    columns: [
      { key: metric.key, label: metric.label, role: 'metric', format: metric.format },
      { key: 'share', label: { en: 'share', ar: 'النسبة' }, role: 'share', format: 'percent' },
      { key: allKey, label: { en: `all ${metric.label.en}`, ar: `كل ${metric.label.ar}` }, role: 'metric', format: metric.format },
    ],
  };
}

/**
 * "Share of sunny days by year", "what % of orders were over 1000 by month": each bucket's rows kept by the filters
 * against all of that bucket's rows (the bounds alone when there are some: "in Riyadh" then stays on both sides). A
 * bucket none of whose rows were kept has 0 of them.
 */
function compileShareOfEachBucket(plan: QueryPlan, catalog: Catalog, storeId: string | number, params: Params, options: CompileOptions): CompiledQuery {
  const grain = plan.grain!;
  const one: QueryPlan = { ...plan, shareOfAll: undefined, top: undefined, share: undefined, metrics: plan.metrics.slice(0, 1) };
  const predicate = plan.filters.some(isBound) ? isBound : () => true;
  const kept = compileAggregate(one, catalog, storeId, params, options, true);
  const all = compileAggregate({ ...one, filters: one.filters.filter((f) => !predicate(f)) }, catalog, storeId, params, options, true);
  const dialect = dialectOfPlan(plan, catalog);
  const metric = findMetric(catalog, one.metrics[0]);
  const [key, bucket, allKey] = [dialect.columnKey(metric.key), dialect.columnKey(grain), `${metric.key}_all`];
  const sql = [
    `SELECT a.${bucket} AS ${bucket}, coalesce(k.${key}, 0) AS ${key}, CAST(coalesce(k.${key}, 0) AS DECIMAL(30, 6)) / nullif(a.${key}, 0) AS ${dialect.columnKey('share')}, a.${key} AS ${dialect.columnKey(allKey)}`,
    `FROM (${all.sql}) a LEFT JOIN (${kept.sql}) k ON k.${bucket} = a.${bucket}`,
    'ORDER BY 1 ASC',
    `LIMIT ${MAX_ROWS}`,
  ].join('\n');
  return {
    sql, params: params.values,
    columns: [
      { key: grain, label: { en: grain, ar: grain }, role: 'time', format: 'date' },
      { key: metric.key, label: metric.label, role: 'metric', format: metric.format },
      { key: 'share', label: { en: 'share', ar: 'النسبة' }, role: 'share', format: 'percent' },
      { key: allKey, label: { en: `all ${metric.label.en}`, ar: `كل ${metric.label.ar}` }, role: 'metric', format: metric.format },
    ],
  };
}

/**
 * "Churn rate this year vs last year": a rate read at its period's bounds cannot move one period's rows onto the
 * other's, so each period is its own query, bounds and all, their rows marked current and previous as a comparison's.
 */
function compileBoundedCompare(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const params = new Params();
  const one = { ...plan, compare: undefined, against: undefined, top: undefined, grain: undefined, share: undefined };
  const current = compileAggregate(one, catalog, storeId, params, options, true);
  const previous = compileAggregate({ ...one, period: plan.against ?? shiftPeriod(plan.period!, plan.compare!) }, catalog, storeId, params, options, true);
  const dialect = dialectOfPlan(plan, catalog);
  const sql = [
    `SELECT g.*, 'current' AS ${dialect.columnKey('period')} FROM (${current.sql}) g`,
    'UNION ALL',
    `SELECT g.*, 'previous' AS ${dialect.columnKey('period')} FROM (${previous.sql}) g`,
    `LIMIT ${MAX_ROWS}`,
  ].join('\n');
  return { sql, params: params.values, columns: [...current.columns, { key: 'period', label: { en: 'period', ar: 'الفترة' }, role: 'period', format: 'text' }] };
}

/**
 * "MRR by month this year", "active subscriptions by week": a measure read at a moment is read at the end of each
 * bucket of the period (the running one as it stands now: the measure's own SQL cuts its end at now()). The store
 * keeps no history of these measures; each end is rebuilt from when every subscription started and was cancelled.
 * One read per bucket (at most MAX_ENDS), in bucket order.
 */
function compileAtEachEnd(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const params = new Params();
  const dialect = dialectOfPlan(plan, catalog);
  const grain = plan.grain!;
  const period = plan.period!;
  if (!GRAINS.has(grain)) throw new Error('invalid grain');
  const weekStarts = weekStartsOf(weekendOfPlan(plan));
  const parts: string[] = [];
  let columns: CompiledColumn[] = [];
  for (let start = iso(bucketStart(parseIso(period.from), grain, weekStarts)); start < period.to; start = bucketEnd(start, grain)) {
    if (parts.length >= MAX_ENDS) throw new Error('too many buckets to read each end of');
    const end = bucketEnd(start, grain);
    const at = compileAggregate({ ...plan, grain: undefined, top: undefined, share: undefined, steps: undefined, trend: undefined, period: { ...period, from: start > period.from ? start : period.from, to: end < period.to ? end : period.to } }, catalog, storeId, params, options, true);
    columns = at.columns;
    parts.push(`SELECT CAST(${params.add(start)} AS CHAR(10)) AS ${dialect.columnKey(grain)}, g.* FROM (${at.sql}) g`);
  }
  const sql = [...parts.flatMap((part, i) => (i ? ['UNION ALL', part] : [part])), `ORDER BY 1 ASC${plan.groupBy.length ? ', 2 ASC' : ''}`, `LIMIT ${MAX_ROWS}`].join('\n');
  return { sql, params: params.values, columns: [{ key: grain, label: { en: grain, ar: grain }, role: 'time', format: 'date' }, ...columns] };
}

/**
 * "Year over year growth" with this year still running: the series, bucket by bucket, and beside it the bucket before
 * the running one cut at the same day (`runningStep`: Jan 1 – Nov 22, 2025), its rows marked 'to_date', for the
 * running bucket's step (answer/table.ts). Each is its own query: one read of whole buckets cannot cut one of them.
 */
function compileRunningStep(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const params = new Params();
  const series = compileAggregate({ ...plan, runningStep: undefined }, catalog, storeId, params, options);
  const toDate = compileAggregate({ ...plan, steps: undefined, runningStep: undefined, period: plan.runningStep }, catalog, storeId, params, options);
  const dialect = dialectOfPlan(plan, catalog);
  const sql = [
    `SELECT g.*, 'whole' AS ${dialect.columnKey('period')} FROM (${series.sql}) g`,
    'UNION ALL',
    `SELECT g.*, 'to_date' AS ${dialect.columnKey('period')} FROM (${toDate.sql}) g`,
  ].join('\n');
  return {
    sql, params: params.values,
    columns: [...series.columns, { key: 'period', label: { en: 'period', ar: 'الفترة' }, role: 'period', format: 'text' }],
    ...((series.rollups || toDate.rollups) && { rollups: true }),
  };
}

/**
 * Metrics from different tables can sit side by side: totals ("orders and refunds last month") as one scalar
 * subquery each; split by groups ("... by month", "... by city") as each metric's grouped query, combined per group.
 */
export function separable(plan: QueryPlan, catalog: Catalog): boolean {
  const grouped = plan.groupBy.length > 0 || Boolean(plan.grain);
  const dims = [...plan.groupBy, ...plan.filters.map((f) => f.dimension)];
  // One statement reads one database: the warehouse's tables together, a custom table (a file, a connected database) alone.
  const homes = new Set(plan.metrics.map((key) => chooseBase(catalog, [key], dims)?.table).map((table) => (table && catalog.tables[table]?.storeColumn ? 'warehouse' : table)));
  return plan.metrics.length > 1 && homes.size === 1 && !plan.compare && !(grouped && plan.share) && plan.metrics.every((key) => {
    const chosen = chooseBase(catalog, [key], dims);
    // Grouped, every metric must have the same buckets: a time column for a grain, and no as-of-now metric.
    return chosen && (!grouped || (!findMetric(catalog, key).snapshot && (!plan.grain || (chosen.metrics[0].use.time ?? catalog.tables[chosen.table].time))));
  });
}

function compileSeparately(plan: QueryPlan, catalog: Catalog, storeId: string | number, options: CompileOptions): CompiledQuery {
  const params = new Params();
  const parts = plan.metrics.map((metric) => compileAggregate({ ...plan, metrics: [metric], share: undefined, top: undefined }, catalog, storeId, params, options));
  const dialect = dialectOfPlan(plan, catalog);
  if (plan.groupBy.length || plan.grain) {
    const combined = combineGrouped(plan, parts, plan.metrics.map((key) => findMetric(catalog, key)), dialect);
    return { ...combined, params: params.values, ...(parts.some((part) => part.rollups) && { rollups: true }) };
  }
  const sql = `SELECT ${parts.map((part, i) => `(${part.sql.replace(/\nLIMIT \d+$/, '')}) AS ${dialect.columnKey(plan.metrics[i])}`).join(',\n  ')}`;
  return { sql, params: params.values, columns: parts.map((part) => part.columns[part.columns.length - 1]), ...(parts.some((part) => part.rollups) && { rollups: true }) };
}

/** `whole`: every group, unordered and unlimited, for a query that reads them all (the groups counted). */
function compileAggregate(plan: QueryPlan, catalog: Catalog, storeId: string | number, params = new Params(), options: CompileOptions = {}, whole = false): CompiledQuery {
  const dimensionKeys = [...plan.groupBy, ...plan.filters.map((f) => f.dimension)];
  // A comparison over time shifts timestamps by months or days, which a day cannot always reproduce: base tables.
  const chosen = chooseBase(catalog, plan.metrics, dimensionKeys, { rollups: options.rollups && !(plan.compare && plan.grain) });
  if (!chosen) {
    if (separable(plan, catalog)) return compileSeparately(plan, catalog, storeId, options);
    throw new Error('the metrics and dimensions of this plan do not meet on one table');
  }
  const base = catalog.tables[chosen.table];
  // Measures of one table that keep their own rows ("cancelled subscriptions" only those cancelled, dated by the
  // cancellation) cannot share one WHERE with another: "active and churned subscriptions last month" is each alone.
  const ownRows = (use: (typeof chosen.metrics)[number]['use']) => `${use.where ?? ''}|${use.time ?? base.time ?? ''}`;
  if (chosen.metrics.length > 1 && new Set(chosen.metrics.map((m) => ownRows(m.use))).size > 1 && separable(plan, catalog)) {
    return compileSeparately(plan, catalog, storeId, options);
  }
  const joins = new Set<string>();
  const where: string[] = [];
  const select: string[] = [];
  const groups: string[] = [];
  const columns: CompiledColumn[] = [];

  if (base.storeColumn) where.push(`${base.alias}."${base.storeColumn}" = ${params.add(String(storeId))}`);
  for (const { use } of chosen.metrics) {
    use.joins?.forEach((j) => joins.add(j));
    if (use.where) where.push(`(${use.where})`);
  }
  const time = chosen.metrics[0].use.time ?? base.time;
  const snapshot = chosen.metrics.every((m) => m.metric.snapshot);
  let zoneParam: string | undefined;
  const tz = () => (zoneParam ??= params.add(plan.timezone));
  const dialect = dialectOf(base);
  // The store's weekend, as validated day numbers (Saturday and Sunday when the plan has none).
  const weekend = weekendOfPlan(plan);
  const weekStarts = weekStartsOf(weekend);
  const w: Writing = { params, timezone: plan.timezone, tz, local: Boolean(base.localTime), weekStarts };
  /** A dimension's expression on the base table: its own SQL, or read from the answer's time column (a day of the week). */
  const expressionOf = (binding: DimensionBinding): string => {
    if (!binding.fromTime) return binding.sql;
    if (!time) throw new Error('no time column to read a day of the week from');
    if (binding.fromTime === 'hour') return dialect.hour(time, w);
    if (binding.fromTime === 'part_of_day') {
      const hour = dialect.hour(time, w);
      return `CASE ${PART_OF_DAY_ORDER.slice(0, -1).map((part) => `WHEN ${hour} IN (${PART_OF_DAY_HOURS[part].map((h) => `'${h}'`).join(', ')}) THEN '${part}'`).join(' ')} ELSE '${PART_OF_DAY_ORDER.at(-1)}' END`;
    }
    if (binding.fromTime === 'month') return dialect.monthOfYear(time, w);
    if (binding.fromTime === 'season') {
      const month = dialect.month(time, w);
      return `CASE ${SEASON_ORDER.slice(0, -1).map((season) => `WHEN ${month} IN (${SEASON_MONTHS[season].join(', ')}) THEN '${season}'`).join(' ')} ELSE '${SEASON_ORDER.at(-1)}' END`;
    }
    const day = dialect.weekday(time, w);
    return binding.fromTime === 'weekday' ? day : `CASE WHEN ${day} IN (${weekend.map((d) => `'${d}'`).join(', ')}) THEN 'weekend' ELSE 'weekday' END`;
  };

  // Periods first: a comparison over time moves the previous period's rows onto the current period's buckets.
  let currentCond: string | undefined;
  let bothPeriods: string | undefined;
  let periodExpr: string | undefined;
  let shift: string | undefined;
  if (plan.period && time && !snapshot) {
    const range = (from: string, to: string) => dialect.range(time, from, to, w);
    if (plan.compare) {
      const previous = plan.against ?? shiftPeriod(plan.period, plan.compare);
      w.within = [plan.period, previous];
      currentCond = range(plan.period.from, plan.period.to);
      bothPeriods = `(${currentCond} OR ${range(previous.from, previous.to)})`;
      where.push(bothPeriods);
      periodExpr = `CASE WHEN ${currentCond} THEN 'current' ELSE 'previous' END`;
      shift = plan.compare === 'year_ago' && !plan.against && !yearAgoByWeeks(plan.period) ? '12 months' : shiftInterval(plan.period, previous);
    } else {
      // "Month over month" reads the month before the first too, for the first month's step (answer/table.ts).
      const from = plan.steps && plan.grain ? iso(bucketBefore(parseIso(plan.period.from), plan.grain, weekStarts)) : plan.period.from;
      w.within = [{ ...plan.period, from }];
      where.push(range(from, plan.period.to));
    }
  }
  let timeBucket: string | undefined;
  if (plan.grain && time && !snapshot) {
    if (!GRAINS.has(plan.grain)) throw new Error('invalid grain');
    const bucket = dialect.bucket(plan.grain, time, currentCond && shift ? { current: currentCond, shift } : undefined, w);
    timeBucket = bucket.group;
    select.push(`${bucket.select} AS ${dialect.columnKey(plan.grain)}`);
    groups.push(bucket.group);
    columns.push({ key: plan.grain, label: { en: plan.grain, ar: plan.grain }, role: 'time', format: 'date' });
  }
  for (const key of plan.groupBy) {
    const dimension = findDimension(catalog, key);
    const binding = dimension.on[chosen.table];
    binding.joins?.forEach((j) => joins.add(j));
    // "Black vs beige abayas": split by the words the names hold, one row for each word (the first it holds).
    const words = plan.filters.find((f) => f.dimension === key && f.op === 'contains' && f.values.length > 1);
    const expression = words
      ? `CASE ${words.values.map((value) => `WHEN ${dialect.holds(expressionOf(binding), value, w)} THEN ${w.params.add(value)}`).join(' ')} END`
      : expressionOf(binding);
    select.push(`${expression} AS ${dialect.columnKey(key)}`);
    groups.push(expression);
    columns.push({ key, label: dimension.label, role: 'dimension', format: 'text' });
    // A label that can repeat (two customers with one name) is grouped by what tells them apart, and brings a
    // second label for the answer to show when it does repeat. Both follow their label, so positions 1 and 2 hold.
    for (const [role, sql] of [['id', binding.id], ['detail', binding.detail]] as const) {
      if (!sql || words) continue;
      select.push(`${sql} AS ${dialect.columnKey(`${key}__${role}`)}`);
      groups.push(sql);
      columns.push({ key: `${key}__${role}`, label: dimension.label, role, format: 'text' });
    }
  }
  // "Which city has the most abandoned carts": a ranking names a city; the carts of guests, which have none, are no
  // contender (a split that lists every group keeps them, as "unknown").
  if (plan.top && plan.groupBy.length) where.push(`${expressionOf(findDimension(catalog, plan.groupBy[0]).on[chosen.table])} IS NOT NULL`);
  for (const filter of plan.filters) {
    const binding = findDimension(catalog, filter.dimension).on[chosen.table];
    binding.joins?.forEach((j) => joins.add(j));
    where.push(filterCondition(filter, binding, expressionOf(binding), dialect, w));
  }
  if (periodExpr) {
    select.push(`${periodExpr} AS ${dialect.columnKey('period')}`);
    groups.push(periodExpr);
    columns.push({ key: 'period', label: { en: 'period', ar: 'الفترة' }, role: 'period', format: 'text' });
  }
  // Rows without a date count in totals; they only drop out when the question is about a period or a time series.
  if (time && !snapshot && (plan.period || plan.grain)) where.push(`${time} IS NOT NULL`);
  // A metric that reads the period's bounds (churn rate) gets them as parameters, in the store's timezone.
  const bound: { from?: string; to?: string } = {};
  const bounds = (sql: string) => sql.replace(/\{(from|to)\}/g, (_, end: 'from' | 'to') => (bound[end] ??= `(${params.add(plan.period![end])}::timestamp AT TIME ZONE ${tz()})`));
  // "Average daily sales last month": each measure over the days (weeks, months) of the period, days without a sale
  // included (understand cuts a running period at today). Over all time, over those from the first that had any.
  const perBucket = plan.perBucket && time && !snapshot ? dialect.bucket(plan.perBucket, time, undefined, w).group : undefined;
  // Kept to days of the week ("on Fridays"), a day's average is over those days of the period. Split by a part of
  // the calendar (weekday, weekend, hour) or kept to another one, each group's days are its own: the days it had rows.
  const weekdays = plan.filters.find((f) => f.dimension === 'weekday' && (f.op === 'eq' || f.op === 'neq'));
  const byCalendar = [...plan.groupBy, ...plan.filters.filter((f) => f !== weekdays).map((f) => f.dimension)].some((key) => fromTimeOf(catalog.dimensions.find((d) => d.key === key)));
  const units = perBucket && plan.perBucket && plan.period && !byCalendar
    ? weekdays ? plan.perBucket === 'day' ? weekdaysBetween(parseIso(plan.period.from), parseIso(plan.period.to), weekdays.values.map(Number), weekdays.op === 'neq') : undefined
      : unitsBetween(parseIso(plan.period.from), parseIso(plan.period.to), plan.perBucket)
    : undefined;
  // By month (week, …): each bucket over its own days, not the whole period's.
  const eachBucket = units && timeBucket && plan.grain && plan.perBucket && plan.period && !plan.compare && !weekdays ? unitsOfEachBucket(plan.period, plan.grain, plan.perBucket, weekStarts) : undefined;
  const unitsOf = (n: number) => `CAST(${params.add(String(n))} AS DECIMAL(30, 6))`;
  const divisor = eachBucket && new Set(eachBucket.map((b) => b.units)).size > 1
    ? `nullif(CASE ${eachBucket.map((b) => `WHEN ${dialect.matches(timeBucket!, [b.start], 'eq', w)} THEN ${unitsOf(b.units)}`).join(' ')} END, 0)`
    : eachBucket ? unitsOf(eachBucket[0].units) : units ? unitsOf(units) : `nullif(count(DISTINCT ${perBucket}), 0)`;
  // A metric that reads calendar days (late shipments) gets the store's timezone as a parameter.
  const zoned = (sql: string) => {
    const written = sql.replace(/\{tz\}/g, () => tz());
    return perBucket ? `CAST((${written}) AS DECIMAL(30, 6)) / ${divisor}` : written;
  };
  chosen.metrics.forEach(({ metric, use }) => {
    if (metric.bounded && !plan.period) throw new Error(`${metric.key} needs a period`);
    // "MRR last month": a point-in-time measure as it stood at the period's end.
    const written = metric.asOf && plan.period ? bounds(metric.asOf) : metric.bounded ? bounds(use.sql) : use.sql;
    select.push(`${zoned(written)} AS ${dialect.columnKey(metric.key)}`);
    // Counts per day are fractions ("8.2 orders a day").
    columns.push({ key: metric.key, label: metric.label, role: 'metric', format: perBucket && metric.format === 'count' ? 'number' : metric.format });
  });
  const first = chosen.metrics[0];
  if (plan.share && !first.metric.ratio) {
    select.push(`${dialect.share(zoned(first.use.sql))} AS ${dialect.columnKey('share')}`);
    columns.push({ key: 'share', label: { en: 'share', ar: 'الحصة' }, role: 'share', format: 'percent' });
  }
  // "The worst month" over every month: each bucket's first day with rows, so the answer can leave out a first month
  // the data only began in (answer/empty-buckets.ts lowestBucketsFirst).
  if (ranksEveryBucket(plan, catalog) && timeBucket && time) {
    select.push(`min(${dialect.bucket('day', time, undefined, w).select}) AS ${dialect.columnKey(HIDDEN.firstDay)}`);
    columns.push({ key: HIDDEN.firstDay, label: { en: 'first day', ar: 'أول يوم' }, role: 'hidden', format: 'text' });
  }
  const byMetric = `${dialect.orderByMetric(first.metric.key, zoned(first.use.sql), plan.top?.dir ?? 'desc')}, 1 ASC`;
  // "The best 3 months": buckets ranked by the metric; any other series in time order.
  const rankedBuckets = plan.grain && plan.top && !plan.groupBy.length && !plan.compare;
  // Days of the week are listed in the store's week (Sunday first in Saudi Arabia), seasons from winter, unless ranked.
  const readFrom = plan.groupBy[0] ? findDimension(catalog, plan.groupBy[0]).on[chosen.table].fromTime : undefined;
  const inOrder = readFrom === 'weekday' ? weekOrder(weekend) : readFrom === 'season' ? SEASON_ORDER : readFrom === 'hour' ? HOURS : readFrom === 'part_of_day' ? PART_OF_DAY_ORDER : readFrom === 'month' ? MONTHS_OF_YEAR : undefined;
  const days = !plan.grain && !plan.top && inOrder
    ? `CASE ${groups[0]} ${inOrder.map((value, i) => `WHEN '${value}' THEN ${i}`).join(' ')} END${plan.groupBy.length > 1 ? ', 2 ASC' : ''}` : undefined;
  const order = plan.grain && groups.length && !snapshot ? (plan.groupBy.length ? `1 ASC, 2 ASC` : rankedBuckets ? byMetric : `1 ASC`)
    : plan.groupBy.length ? sortedBy(plan, first.metric.key, zoned(first.use.sql), dialect) ?? days ?? byMetric : '';
  // Top N is capped at MAX_GROUPS; any other answer at MAX_ROWS rows, and the answer says when it was cut.
  const topN = plan.top ? topCount(plan.top) : undefined;
  // "Top 3 products by month": the top N are chosen over the whole period, then each is split by the grain; a LIMIT
  // on the series would keep its first N rows instead. The inner query is nested once more for MySQL, which allows no
  // LIMIT directly inside IN.
  const series = Boolean(topN && plan.grain && plan.groupBy.length && !plan.compare && !plan.topPer);
  // "Top 5 products vs last year": the five of the current period, each then read in both periods.
  const comparedTop = Boolean(topN && plan.compare && plan.groupBy.length && !plan.grain && !plan.top?.change);
  if ((series || comparedTop) && topN) {
    const binding = findDimension(catalog, plan.groupBy[0]).on[chosen.table];
    const key = binding.id ?? expressionOf(binding);
    const inner = [
      `SELECT ${key} AS ${dialect.columnKey('top_key')}, ${zoned(first.use.sql)} AS ${dialect.columnKey(first.metric.key)}`,
      `FROM ${dialect.table(base)} ${base.alias}`,
      ...joinClauses(catalog, base, joins, dialect.table),
      `WHERE ${where.map((condition) => (condition === bothPeriods && currentCond ? currentCond : condition)).join(' AND ')}`,
      `GROUP BY ${key}`,
      `ORDER BY ${byMetric}`,
      `LIMIT ${topN}`,
    ].join('\n');
    where.push(`${key} IN (SELECT t.${dialect.columnKey('top_key')} FROM (${inner}) t)`);
  }
  // Compared rows come two per group and are ranked by their change once paired (answer/table.ts): no top-N limit here.
  // "The worst month" reads every month: the answer ranks the empty ones among them (ranksEveryBucket).
  const limit = topN && !plan.compare && !series && !ranksEveryBucket(plan, catalog) ? (peeksTies(plan) ? topN + TIE_PEEK : topN) : MAX_ROWS;

  // "The best product in each category": every group ranked within its partition (the second split), the first N kept.
  // "Top 5 products for each month": the partition is the time bucket (the first group), ties broken by the product.
  const perBucketTop = plan.groupBy.length === 1 && Boolean(plan.grain) && time && !snapshot;
  if (plan.topPer && topN && ((plan.groupBy.length === 2 && !plan.grain) || perBucketTop) && !plan.compare) {
    // "The best month for each category": the buckets ranked within each group instead (ties to the earlier bucket).
    const bucketsPer = perBucketTop && Boolean(plan.bucketsPer);
    const partition = bucketsPer ? groups[1] : perBucketTop ? groups[0] : expressionOf(findDimension(catalog, plan.groupBy[1]).on[chosen.table]);
    const partitionKey = bucketsPer ? plan.groupBy[0] : perBucketTop ? plan.grain! : plan.groupBy[1];
    const rank = dialect.columnKey('rank_in_group');
    const ranked = [
      `SELECT ${select.join(', ')}, row_number() OVER (PARTITION BY ${partition} ORDER BY ${zoned(first.use.sql)} ${plan.top?.dir === 'asc' ? 'ASC' : 'DESC'}, ${groups[bucketsPer ? 0 : perBucketTop ? 1 : 0]} ASC) AS ${rank}`,
      `FROM ${dialect.table(base)} ${base.alias}`,
      ...joinClauses(catalog, base, joins, dialect.table),
      where.length ? `WHERE ${where.join(' AND ')}` : '',
      `GROUP BY ${dialect.groupBy(groups, select)}`,
    ].filter(Boolean).join('\n');
    const sql = [
      `SELECT * FROM (${ranked}) ranked`,
      `WHERE ranked.${rank} <= ${topN}`,
      `ORDER BY ranked.${dialect.columnKey(partitionKey)} ASC, ranked.${rank} ASC`,
      `LIMIT ${MAX_ROWS}`,
    ].join('\n');
    return { sql, params: params.values, columns, ...(base.rollup && { rollups: true }) };
  }
  const havings: string[] = [];
  // "The least selling product": among those that sold. A product whose only order was cancelled sums to 0, while
  // one never ordered has no row at all; listing the first and not the second would mislead.
  if (plan.top?.dir === 'asc' && plan.groupBy.length && !plan.grain && !plan.compare && addsUp(first.metric)) havings.push(`${zoned(first.use.sql)} <> 0`);
  // "Products that sold over 100 units": each group's total against the number (a parameter).
  if (plan.having && !plan.having.per && plan.having.metric === first.metric.key && groups.length) {
    havings.push(dialect.compares(zoned(first.use.sql), plan.having.op, plan.having.value, w));
    // "Which customers ordered only once": how many passed, beside the first rows listed ("1,000 customers+" before).
    if (!whole) {
      // MariaDB 10.11 returns no rows at all when a window column meets HAVING count(DISTINCT ...) ("invoices with more
      // than 10 tracks"), so MySQL counts the passing groups in a subquery of the same grouping ($n markers repeat).
      const passed = dialect.name === 'mysql' ? `(SELECT count(*) FROM (${[
        `SELECT ${select.join(', ')}`,
        `FROM ${dialect.table(base)} ${base.alias}`,
        ...joinClauses(catalog, base, joins, dialect.table),
        where.length ? `WHERE ${where.join(' AND ')}` : '',
        `GROUP BY ${dialect.groupBy(groups, select)}`,
        `HAVING ${havings.join(' AND ')}`,
      ].filter(Boolean).join('\n')}) passed)` : 'count(*) OVER ()';
      select.push(`${passed} AS ${dialect.columnKey(HIDDEN.groupsPassed)}`);
      columns.push({ key: HIDDEN.groupsPassed, label: { en: 'groups', ar: 'المجموعات' }, role: 'hidden', format: 'count' });
    }
  }
  const sql = [
    `SELECT ${select.join(', ')}`,
    `FROM ${dialect.table(base)} ${base.alias}`,
    ...joinClauses(catalog, base, joins, dialect.table),
    where.length ? `WHERE ${where.join(' AND ')}` : '',
    groups.length ? `GROUP BY ${dialect.groupBy(groups, select)}` : '',
    havings.length ? `HAVING ${havings.join(' AND ')}` : '',
    order && !whole ? `ORDER BY ${order}` : '',
    whole ? '' : `LIMIT ${limit}`,
  ].filter(Boolean).join('\n');
  return { sql, params: params.values, columns, ...(base.rollup && { rollups: true }) };
}

/**
 * "Sales by customer this year", then "alphabetically": with no ranking to keep, the rows are read in the order asked,
 * so an answer cut at the row cap holds the first names, not the biggest customers sorted. A ranking (a top N) is
 * read by its measure and its rows re-ordered in the answer (answer/compose.ts).
 */
function sortedBy(plan: QueryPlan, firstKey: string, firstSql: string, dialect: ReturnType<typeof dialectOf>): string | undefined {
  if (!plan.sort || plan.top || plan.compare || plan.grain) return undefined;
  if (plan.sort.by === 'name') return `1 ${plan.sort.dir === 'asc' ? 'ASC' : 'DESC'}`;
  return plan.sort.by === firstKey ? `${dialect.orderByMetric(firstKey, firstSql, plan.sort.dir)}, 1 ASC` : undefined;
}
