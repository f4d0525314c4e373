import { HIDDEN, type Catalog, type CompiledQuery, type QueryPlan } from '../types.ts';
import { addDays, bucketEnd, bucketStart, iso, parseIso } from '../parse/dates.ts';
import { weekStartsOf, weekendOfPlan } from '../semantic/week-days.ts';
import { dataSpan } from './coverage.ts';
import { zeroWhenEmpty } from '../sql/identifiers.ts';

/** More buckets than this are not drawn one by one (every day of ten years): the series is left as the query read it. */
const MAX_BUCKETS = 1000;
/** A split into more series than a chart can tell apart is left as read rather than multiplied by its buckets. */
const MAX_SERIES = 12;

/**
 * A series over time lists every bucket of its span, those with no rows as 0: "orders of a product by day" skipped the
 * days it sold nothing, so the line was drawn straight across them and its lowest day was one that had a sale.
 * Only measures that add up (a count, a sum) are 0 where nothing happened; an average or a rate of no rows has no
 * value, so those series keep their gaps. The span is the period asked, cut at today and at a file's first and last
 * day; it starts no earlier than the first bucket read when the question gave no period. A split series (by channel) gets
 * each of its values in every bucket.
 */
export function withEmptyBuckets(
  plan: QueryPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, today: string | undefined,
): Record<string, unknown>[] {
  const grain = plan.grain;
  if (!grain || !rows.length || plan.groupBy.length > 1) return rows;
  if (plan.top || plan.having || plan.absent || plan.compare || plan.steps || plan.share || plan.shareOfAll || plan.countOf || plan.perBucket || plan.topPer) return rows;
  const metrics = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key));
  if (metrics.some((m) => !m || !zeroWhenEmpty(m))) return rows;
  const columns = compiled.columns;
  if (columns.some((c) => !['time', 'metric', 'dimension', 'hidden'].includes(c.role))) return rows;
  const split = columns.find((c) => c.role === 'dimension')?.key;
  const measured = columns.filter((c) => c.role === 'metric').map((c) => c.key);
  const bucketOf = (row: Record<string, unknown>) => String(row[grain] ?? '').slice(0, 10);
  const read = rows.map(bucketOf);
  if (read.some((b) => !/^\d{4}-\d{2}-\d{2}$/.test(b))) return rows;

  const weekStarts = weekStartsOf(weekendOfPlan(plan));
  const sorted = [...read].sort();
  // The span's last day: the period's, not past today nor past the last day a file's rows reach; its first day the
  // period's, not before the first day they reach (ADR 32).
  const { earliest, latest } = dataSpan(plan, catalog);
  const cap = [plan.period ? iso(addDays(parseIso(plan.period.to), -1)) : sorted.at(-1)!, today, latest].filter((d): d is string => Boolean(d)).sort()[0];
  const lastDay = cap < sorted.at(-1)! ? sorted.at(-1)! : cap;
  const asked = plan.period && plan.period.from > '1900-01-01' ? plan.period.from : sorted[0];
  const firstDay = earliest && earliest > asked && earliest <= sorted[0] ? earliest : asked;
  const buckets: string[] = [];
  for (let b = iso(bucketStart(parseIso(firstDay), grain, weekStarts)); b <= lastDay; b = bucketEnd(b, grain)) {
    buckets.push(b);
    if (buckets.length > MAX_BUCKETS) return rows;
  }
  // A first bucket that begins before the period (the week of Dec 26 for January) is listed only if it had rows:
  // mostly outside the period, its 0 would say nothing of it.
  if (buckets[0] < firstDay && !read.includes(buckets[0])) buckets.shift();
  // Rows whose bucket the walk did not meet (a week counted from another day): the query's own buckets are kept as read.
  if (read.some((b) => !buckets.includes(b))) return rows;

  const seriesValues = split ? [...new Set(rows.map((r) => r[split]))] : [undefined];
  if (seriesValues.length > MAX_SERIES) return rows;
  const byBucket = new Map<string, Record<string, unknown>[]>();
  rows.forEach((row, i) => byBucket.set(read[i], [...(byBucket.get(read[i]) ?? []), row]));
  const zero = (bucket: string, value: unknown) => ({
    [grain]: bucket, ...(split ? { [split]: value } : {}), ...Object.fromEntries(measured.map((key) => [key, 0])),
  });
  return buckets.flatMap((bucket) => {
    const held = byBucket.get(bucket) ?? [];
    const missing = seriesValues.filter((value) => !held.some((row) => !split || row[split] === value));
    return [...held, ...missing.map((value) => zero(bucket, value))];
  });
}

/**
 * "The worst month": every bucket of the span, the empty ones as 0, lowest first (earlier first among equals), so a
 * month that sold nothing is found before one that sold once (the query read them all: ranksEveryBucket).
 */
export function lowestBucketsFirst(
  plan: QueryPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, today: string | undefined,
): Record<string, unknown>[] {
  const metric = compiled.columns.find((c) => c.role === 'metric')?.key;
  const grain = plan.grain;
  if (!metric || !grain) return rows;
  const every = withEmptyBuckets({ ...plan, top: undefined }, rows, compiled, catalog, today);
  // Over all time, whole buckets only: not the one still running (this week, one day old, was "the worst week"), nor
  // a first one the data only began in (the store's first eight days were "the worst month"). A period asked keeps
  // its buckets as its answer listed them (weeks are made whole by parse/periods.ts wholeWeeks).
  const startOf = (row: Record<string, unknown>) => String(row[grain] ?? '').slice(0, 10);
  const first = [...every].sort((a, b) => startOf(a).localeCompare(startOf(b)))[0];
  const running = (row: Record<string, unknown>) => !plan.period && Boolean(today) && startOf(row) <= today! && bucketEnd(startOf(row), grain) > today!;
  const begunInside = (row: Record<string, unknown>) => {
    const firstDay = row[HIDDEN.firstDay];
    return row === first && (!plan.period || plan.period.from < startOf(row)) && typeof firstDay === 'string' && firstDay > startOf(row);
  };
  const whole = every.filter((row) => !running(row) && !begunInside(row));
  return [...(whole.length ? whole : every)].sort((a, b) => Number(a[metric] ?? 0) - Number(b[metric] ?? 0) || String(a[grain]).localeCompare(String(b[grain])));
}
