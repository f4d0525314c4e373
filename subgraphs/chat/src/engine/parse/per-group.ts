import type { Catalog, QueryPlan } from '../types.ts';
import { AVERAGE } from './modifiers.ts';
import { lexiconOf } from './lexicon.ts';

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
  if (!AVERAGE.test(typed) || !PER_GROUP.test(typed) || catalog.metrics.find((m) => m.key === plan.metrics[0])?.format !== 'count') return plan;
  // "Average tracks per invoice by country": each invoice's count averaged within each country (it was every invoice's
  // count, by invoice and country). The group averaged over is the one that names a table's own rows.
  const rows = new Set(Object.values(catalog.tables).map((table) => table.rows?.dimension).filter(Boolean));
  const over = plan.groupBy.length === 2 && BY.test(typed) && !plan.grain ? plan.groupBy.filter((key) => rows.has(key)) : [];
  if (over.length === 1) {
    const averaged: QueryPlan = { ...plan, groupBy: plan.groupBy.filter((key) => key !== over[0]), perGroup: over[0], chart: undefined };
    return perGroupFits(averaged) ? averaged : plan;
  }
  if ((BY.test(typed) && !plan.grain) || plan.groupBy.length !== 1) return plan;
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

/** Words that ask how many: an average of a count, not of an amount ("average price in an invoice" is no count). */
const COUNTED = /(?:^|\s)(?:how many|number of|count of|كم|عدد)(?=\s)/;

/**
 * "متوسط عدد المقاطع في الفاتورة", "average number of tracks in an invoice", "كم فاتورة للعميل في المتوسط": the things
 * counted in each row of a table are said with "in" or "for" as often as "per" (it was every track, 3,503). Written
 * "per" ("لكل") when an average of a count is asked and the word after names a table's own rows (its invoices, its
 * customers), never a value ("في الروك" keeps the genre).
 */
export function perOneSaid(text: string, catalog: Catalog): string {
  if (!AVERAGE.test(text) || !COUNTED.test(text)) return text;
  const rows = new Set(Object.values(catalog.tables).map((table) => table.rows?.dimension).filter(Boolean));
  const phrases = lexiconOf(catalog).phrases;
  const names = (word: string) => [word, `ال${word}`].some((form) => phrases.get(form)?.some((e) => e.kind === 'dimension' && rows.has(e.key)));
  return text
    .replace(/(^|\s)(?:in|for) (?:an|a|each|the|every|one) (\S+)(?=\s|$)/g, (m, space: string, word: string) => (names(word) ? `${space}per ${word}` : m))
    .replace(/(^|\s)(?:في|ب)\s(?:ال)?(\S+)(?=\s|$)/g, (m, space: string, word: string) => (names(word) ? `${space}لكل ${word}` : m))
    .replace(/(^|\s)(?:لل|بال)(\S{2,})(?=\s|$)/g, (m, space: string, word: string) => (names(word) ? `${space}لكل ${word}` : m));
}
