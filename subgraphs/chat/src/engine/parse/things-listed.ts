import type { Catalog, QueryPlan } from '../types.ts';
import { normalise, withoutArticle } from './normalise.ts';

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
  if (!counted?.table) return null;
  const bare = (word: string) => withoutArticle(normalise(word));
  const said = bare(asked[1]);
  if (![...counted.synonyms.en, ...counted.synonyms.ar].some((word) => bare(word) === said)) return null;
  if (counted.sql === 'count(*)') return rowsListed(plan, counted.table, catalog);
  if (!counted.key.startsWith('distinct_')) return null;
  // The split naming what is counted ("genre" of "number of genres"), and the rows that hold them (the tracks).
  const thing = catalog.dimensions.find((d) => d.kind === 'category' && d.on[counted.table!] && counted.synonyms.en.includes(d.label.en));
  const rows = catalog.metrics.find((m) => m.table === counted.table && m.sql === 'count(*)');
  if (!thing || !rows || plan.groupBy.some((key) => key !== thing.key)) return null;
  return { ...plan, metrics: [rows.key], groupBy: [thing.key] };
}

/**
 * "What albums does Iron Maiden have?", "وش ألبومات Iron Maiden؟": the rows of a table themselves (the album titles),
 * each with how many rows of the table that refers to it hold it (its tracks), else counted once. It was their number
 * ("Number of albums, for artist Iron Maiden: 21").
 */
function rowsListed(plan: QueryPlan, table: string, catalog: Catalog): QueryPlan | null {
  const thing = catalog.tables[table]?.rows?.dimension;
  if (!thing || plan.groupBy.some((key) => key !== thing)) return null;
  // The one table that refers to these rows at one step (a track to its album) and keeps to what the question said;
  // of several (a track's invoice lines and playlist entries), none is the obvious one: each is counted once.
  const refers = (key: string) => Object.values(catalog.tables[key]?.joins ?? {}).some((join) => join.table === table && join.on.includes(`= ${catalog.tables[key].alias}.`));
  const holding = catalog.metrics.filter((m) => m.sql === 'count(*)' && m.table && m.table !== table && refers(m.table)
    && plan.filters.every((f) => catalog.dimensions.find((d) => d.key === f.dimension)?.on[m.table!]));
  return { ...plan, metrics: [holding.length === 1 ? holding[0].key : plan.metrics[0]], groupBy: [thing], listed: plan.metrics[0] };
}
