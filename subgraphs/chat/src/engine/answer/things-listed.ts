import type { AnswerTable, Catalog, Locale, QueryPlan } from '../types.ts';
import { formatValue } from './format.ts';
import { withoutArticle } from '../parse/normalise.ts';

/** How many of a list the sentence names before "…". */
const NAMED = 3;

/**
 * "What albums does Iron Maiden have?", "وش ألبومات Iron Maiden؟": the albums of the artist, worded as such ("Iron
 * Maiden's 21 albums, with their tracks: …"). It read as a split asked for ("Number of tracks by album, for artist Iron
 * Maiden: …"), which the owner had not asked. Only a list kept to one thing named (the artist).
 */
export function thingsListedSentence(plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale): string | undefined {
  const [filter] = plan.filters;
  const things = catalog.metrics.find((m) => m.key === plan.listed);
  const held = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  // Rows counted once each ("which airports are in Chicago") keep their own wording: a count, then the names.
  if (!things || !held || held.key === things.key || plan.groupBy.length !== 1 || plan.filters.length !== 1 || filter.op !== 'eq' || filter.values.length !== 1) return undefined;
  const ar = locale === 'ar';
  const noun = (label: string) => label.replace(/^(?:number of|count of) /i, '').replace(/^عدد /, '');
  // "ألبومات Iron Maiden", "عدد مقاطع كل منها": a noun followed by what it belongs to takes no article.
  const ofIt = (label: string) => withoutArticle(noun(label));
  const owner = ar ? `\u2068${filter.values[0]}\u2069` : filter.values[0];
  const rows = table.rows;
  const count = formatValue(rows.length, 'count', locale);
  const key = plan.groupBy[0];
  const each = rows.slice(0, NAMED).map((row) => {
    const name = String(row[key] ?? '');
    return `${ar ? `\u2068${name}\u2069` : name} (${formatValue(row[held.key], 'count', locale)})`;
  }).join(ar ? '، ' : ', ');
  const more = rows.length > NAMED ? '…' : '.';
  const withHeld = ar ? `، مع عدد ${ofIt(held.label.ar)} كل منها` : `, with their ${noun(held.label.en)}`;
  if (!rows.length) return ar ? `لا توجد ${noun(things.label.ar)} لـ${owner}.` : `${owner} has no ${noun(things.label.en)}.`;
  return ar ? `${ofIt(things.label.ar)} ${owner} (${count})${withHeld}: ${each}${more}`
    : `${owner}'s ${count} ${noun(things.label.en)}${withHeld}: ${each}${more}`;
}
