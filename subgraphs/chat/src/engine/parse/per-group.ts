import type { Catalog, QueryPlan } from '../types.ts';
import { AVERAGE } from './modifiers.ts';

/** "Per invoice", "each invoice", "لكل فاتورة": the groups a count is averaged over. */
const PER_GROUP = /(?:^|\s)(?:per|each|every|لكل|بكل|كل)(?=\s)/;
/** "Average tracks by invoice", "حسب الفاتورة": each group's own value is listed ("by year" only makes it a series). */
const BY = /(?:^|\s)(?:by|حسب|بحسب)(?=\s)/;

/**
 * "What's the average number of tracks per invoice?", "average tracks per invoice", "متوسط عدد المقاطع لكل فاتورة":
 * the tracks counted in each invoice, averaged over the invoices (5.44). It was the table of each invoice's tracks,
 * 412 rows, the average word unread. A count that is itself a rate per thing ("invoices per customer") is a catalog
 * measure already, and never reaches here split.
 */
export function perGroupOf(typed: string, plan: QueryPlan, catalog: Catalog): QueryPlan {
  if (!AVERAGE.test(typed) || !PER_GROUP.test(typed) || (BY.test(typed) && !plan.grain)) return plan;
  if (plan.groupBy.length !== 1 || catalog.metrics.find((m) => m.key === plan.metrics[0])?.format !== 'count') return plan;
  const averaged: QueryPlan = { ...plan, groupBy: [], perGroup: plan.groupBy[0], chart: undefined };
  return perGroupFits(averaged) ? averaged : plan;
}

/**
 * What an average over groups is read with: one measure, a period and filters, and one split or a series over time
 * (not both). A comparison, a ranking, a share or steps of it are not read yet: a follow-up asking one is said so.
 */
export function perGroupFits(plan: QueryPlan): boolean {
  return plan.metrics.length === 1 && plan.groupBy.length + (plan.grain ? 1 : 0) <= 1 && !plan.groupBy.includes(plan.perGroup ?? '')
    && !plan.compare && !plan.top && !plan.share && !plan.shareOfAll && !plan.focus && !plan.rank && !plan.having && !plan.countOf
    && !plan.perBucket && !plan.absent && !plan.steps && !plan.cumulative && !plan.topPer && !plan.trend;
}
