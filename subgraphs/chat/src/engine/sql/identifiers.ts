import type { Catalog, Metric, QueryPlan } from '../types.ts';
/**
 * Identifiers reach SQL only through these helpers: names come from the semantic layer or a catalog built from the
 * store's own tables, and are always double-quoted with inner quotes doubled, so no name can close the quote.
 */
export function quoteIdent(name: string): string {
  if (typeof name !== 'string' || !name.length || name.includes('\u0000')) throw new Error('invalid identifier');
  return `"${name.replace(/"/g, '""')}"`;
}

/** Output column keys are machine names the engine made itself; anything else is refused. */
export function columnKey(key: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(key)) throw new Error(`invalid column key ${JSON.stringify(key)}`);
  return `"${key}"`;
}

/** Collects values as $n parameters: a value never becomes SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const MAX_ROWS = 1000;
export const MAX_GROUPS = 100;
/** "Which city has the most", "top 3 customers": the groups asked for, read with this many after them to see ties. */
export const TIE_PEEK = 3;
/**
 * Whether a ranking's groups or buckets ("which city has the most", "top 3 customers", "the best month") are read
 * with a few after them, so the answer can name any that tie with the last one kept; the answer keeps N (compose.ts).
 */
export function peeksTies(plan: QueryPlan): boolean {
  return Boolean(plan.top) && !plan.compare && !plan.topPer && !plan.absent && !plan.having?.per && !plan.countOf && !(plan.grain && plan.groupBy.length);
}

/**
 * A measure that is 0 where nothing happened (a count, a sum). An average or a rate of no rows has no value, nor has a
 * point-in-time or a largest one: their empty buckets stay gaps (ADR 33).
 */
export const zeroWhenEmpty = (metric: Metric): boolean => !metric.ratio && !metric.snapshot && !metric.asOf && !metric.bounded;

/**
 * "The worst month for the tablet": a bottom ranking of buckets over a measure that is 0 where nothing happened reads
 * every bucket, so the answer can rank the empty ones too (compose.ts fills and ranks them); SQL only sees buckets
 * that had rows, and named a month with one sale while seven months had none.
 */
export function ranksEveryBucket(plan: QueryPlan, catalog: Catalog): boolean {
  if (plan.top?.dir !== 'asc' || plan.top.change || !plan.grain || plan.groupBy.length || !peeksTies(plan)) return false;
  if (plan.steps || plan.having || plan.share || plan.shareOfAll || plan.perBucket) return false;
  return plan.metrics.every((key) => {
    const metric = catalog.metrics.find((m) => m.key === key);
    return Boolean(metric && zeroWhenEmpty(metric));
  });
}

/** The rows a top N keeps: N (10 when unsaid), at least 1 and at most MAX_GROUPS, whatever the plan says. */
export const topCount = (top: { n: number }): number => Math.min(Math.max(1, Math.floor(Number(top.n) || 10)), MAX_GROUPS);
