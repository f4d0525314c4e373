import type { AnswerTable, Catalog, Locale, QueryPlan } from '../types.ts';
import { formatValue } from './format.ts';
import { cap, groupsCounted, isolated, stop } from './sentence.ts';
import { displayValue } from './values.ts';

/**
 * "Where does Jeddah rank by sales this year?", "وش ترتيب جدة؟": the place of the value asked among every group, the
 * largest first, with the first one beside it: "Jeddah ranks #2 of 40 cities by gross sales this year (…): SAR
 * 185,501.64; first is Riyadh (SAR 241,891.13)." Null when the value has no row (the caller says what it can).
 */
export function rankSentence(plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale, name: string, context: string, fmt: (v: unknown) => string): string | null {
  const ar = locale === 'ar';
  const key = plan.groupBy[0];
  const measure = plan.metrics[0];
  const dimension = catalog.dimensions.find((d) => d.key === key);
  const asked = displayValue(dimension, plan.focus?.[0] ?? '', locale);
  const ranked = table.rows.filter((row) => row[measure] !== null && row[measure] !== undefined).sort((a, b) => Number(b[measure]) - Number(a[measure]));
  const at = ranked.findIndex((row) => row[key] === asked);
  if (at < 0) return null;
  const value = isolated(String(asked), ar);
  const place = formatValue(at + 1, 'count', locale);
  const among = groupsCounted(ranked.length, dimension, undefined, locale);
  const first = at > 0 ? ranked[0] : undefined;
  const firstSaid = first && `${isolated(String(first[key]), ar)} (${fmt(first[measure])})`;
  return stop(ar
    ? `${value} في المرتبة ${place} من ${among} حسب ${name} ${context}: ${fmt(ranked[at][measure])}${firstSaid ? `، والأول ${firstSaid}` : ''}`
    : `${cap(value)} ranks #${place} of ${among} by ${name} ${context}: ${fmt(ranked[at][measure])}${firstSaid ? `; first is ${firstSaid}` : ''}`);
}
