import type { Catalog, Locale, QueryPlan } from '../types.ts';
import { normalise } from './normalise.ts';

/**
 * "Who is Jane Peacock's manager?", "who does Jane Peacock report to?", "manager of Jane Peacock", "مين مدير Jane
 * Peacock": one person's manager, where a table's rows name another of its own (Chinook's employee "reports_to",
 * catalog-from-tables.ts). Read as that person's row split by the manager, so the answer names the manager. They were
 * the people whose manager Jane Peacock is (none), or her customers counted.
 */
const ASKED = [
  /^(?:who|what) (?:is|was|s) (?:the )?(?:manager|boss|supervisor|line manager) (?:of|for) (.+)$/,
  /^(?:who|what) (?:is|was|s) (.+?) s (?:manager|boss|supervisor|line manager)$/,
  /^(?:the )?(?:manager|boss|supervisor) (?:of|for) (.+)$/,
  /^(.+?) s (?:manager|boss|supervisor)$/,
  /^who (?:does|did) (.+?) (?:report|reports) to$/,
  /^(?:مين|من|منو|ما هو|وش) (?:هو )?(?:مدير|المدير المباشر ل|مشرف) (.+)$/,
  /^(?:مين|من|منو) (?:يتبع|يتبعه|تتبع) (.+)$/,
];

/** The plan naming the manager of the person said, or null when the question is not that or names nobody known. */
export function managerOf(text: string, catalog: Catalog, language: Locale, timezone: string): QueryPlan | null {
  const said = ASKED.map((re) => re.exec(text)?.[1]).find(Boolean)?.trim();
  if (!said) return null;
  // (Its own table is the one it is bound on without a join; the tables referring to it reach it through one.)
  const manager = catalog.dimensions.find((d) => d.label.en === 'manager' && d.kind === 'category');
  const table = manager && Object.entries(manager.on).find(([, binding]) => !binding.joins?.length)?.[0];
  const rows = table ? catalog.tables[table]?.rows : undefined;
  const people = rows ? catalog.dimensions.find((d) => d.key === rows.dimension) : undefined;
  const count = table ? catalog.metrics.find((m) => m.table === table && m.sql === 'count(*)') : undefined;
  const person = people?.values?.find((value) => normalise(value) === normalise(said));
  if (!manager || !people || !count || !person) return null;
  return { kind: 'aggregate', metrics: [count.key], groupBy: [manager.key], filters: [{ dimension: people.key, op: 'eq', values: [person] }], timezone, language };
}
