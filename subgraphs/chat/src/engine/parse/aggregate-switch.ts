import type { Catalog, QueryPlan } from '../types.ts';

/**
 * "Max temp max in 2014", then "and the minimum?"; "average wind by year", then "and the max?", "والمتوسط؟": the same
 * column of a file or database, taken another way (its `min_`, `max_`, `avg_` or `sum_` measure), over the same
 * period, filters and split. "And the lowest?" after an answer split by something ranks it instead, so "highest" and
 * "lowest" switch only a single value.
 */
const SAID = /^(?:and |what about |how about |but |و)?(?:the |ال)?(min|minimum|max|maximum|average|avg|mean|total|sum|highest|lowest|ادني|اقل|اعلي|اكبر|اصغر|متوسط|المتوسط|معدل|مجموع|المجموع|اجمالي|حد ادني|حد اعلي|الحد الادني|الحد الاعلي)(?: one| value| قيمه)?$/;
const PREFIX: [RegExp, string][] = [
  [/^(?:min|minimum|lowest|ادني|اقل|اصغر|حد ادني|الحد الادني)$/, 'min_'],
  [/^(?:max|maximum|highest|اعلي|اكبر|حد اعلي|الحد الاعلي)$/, 'max_'],
  [/^(?:average|avg|mean|متوسط|المتوسط|معدل)$/, 'avg_'],
  [/^(?:total|sum|مجموع|المجموع|اجمالي)$/, 'sum_'],
];
const RANKING_WORD = /^(?:highest|lowest|ادني|اقل|اعلي|اكبر|اصغر)$/;

/** "When does the data start", then "and end?", "والنهاية؟": the other end of the file's dates (datesOf in catalog-from-tables.ts). */
const DATE_END_SAID = /^(?:and |what about |how about |but |و)?(?:the |ال)?(?:(end|last|latest|ending|نهايه|اخر|احدث)|(start|first|earliest|beginning|starting|بدايه|اول|اقدم))(?: date| day| one| تاريخ)?$/;

export function switchedAggregate(text: string, previous: QueryPlan | undefined, catalog: Catalog): QueryPlan | null {
  const end = DATE_END_SAID.exec(text.trim());
  const [, wasEnd, dated] = /^(first|last)_date_(.+)$/.exec(previous?.metrics.length === 1 ? previous.metrics[0] : '') ?? [];
  if (end && previous && wasEnd) {
    const key = `${end[1] ? 'last' : 'first'}_date_${dated}`;
    return catalog.metrics.some((m) => m.key === key) ? { ...previous, metrics: [key], top: undefined, having: undefined } : null;
  }
  const said = SAID.exec(text.trim());
  if (!said || !previous || previous.metrics.length !== 1) return null;
  if (RANKING_WORD.test(said[1]) && (previous.groupBy.length || previous.grain)) return null;
  const prefix = PREFIX.find(([re]) => re.test(said[1]))?.[1];
  const [, was, column] = /^(min_|max_|avg_|sum_)(.+)$/.exec(previous.metrics[0]) ?? [];
  if (!prefix || !was) return null;
  // Asked again as it was ("and the min?" after the minimum): the same answer, not "can't".
  if (prefix === was) return { ...previous };
  const table = catalog.metrics.find((m) => m.key === previous.metrics[0])?.table;
  const next = catalog.metrics.find((m) => m.key === `${prefix}${column}` && m.table === table);
  return next ? { ...previous, metrics: [next.key], top: undefined, having: undefined } : null;
}
