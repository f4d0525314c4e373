import type { Catalog, QueryPlan } from '../types.ts';
import { normalise } from './normalise.ts';

/** "What genres does Iron Maiden play?", "which genres do they have?", "أي أنواع يعزفها Iron Maiden؟", "وش الأنواع اللي …". */
const LIST_EN = /^(?:and )?(?:what|which) (\S+) (?:does|do|did|has|have|had|is|are|was|were) \S/;
const LIST_AR = /^و?(?:اي|ايش|وش|شو|ما هي|ماهي|ما هو) (\S+) \S/;

/**
 * "What genres does Iron Maiden play?" on an owner's data: the genres themselves, each with how many of the rows that
 * hold them (tracks) the question keeps, not their number. It was "Number of genres, for artist Iron Maiden: 4" (and
 * "which genres …" each genre counted once). Only a count of distinct things, asked of something named.
 */
export function thingsListed(typed: string, plan: QueryPlan, catalog: Catalog): QueryPlan | null {
  const asked = LIST_EN.exec(typed) ?? LIST_AR.exec(typed);
  if (!asked || catalog.orders || plan.metrics.length !== 1 || !plan.filters.length) return null;
  if (plan.top || plan.grain || plan.compare || plan.share || plan.having || plan.absent || plan.countOf || plan.perGroup) return null;
  const counted = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  if (!counted?.table || !counted.key.startsWith('distinct_')) return null;
  const said = normalise(asked[1]).replace(/^ال(?=\S{2})/, '');
  const bare = (word: string) => normalise(word).replace(/^ال(?=\S{2})/, '');
  if (![...counted.synonyms.en, ...counted.synonyms.ar].some((word) => bare(word) === said)) return null;
  // The split naming what is counted ("genre" of "number of genres"), and the rows that hold them (the tracks).
  const thing = catalog.dimensions.find((d) => d.kind === 'category' && d.on[counted.table!] && counted.synonyms.en.includes(d.label.en));
  const rows = catalog.metrics.find((m) => m.table === counted.table && m.sql === 'count(*)');
  if (!thing || !rows || plan.groupBy.some((key) => key !== thing.key)) return null;
  return { ...plan, metrics: [rows.key], groupBy: [thing.key] };
}
