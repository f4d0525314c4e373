import type { Catalog, Locale, Period, QueryPlan } from '../types.ts';
import { OPEN_START, addDays, addMonths, iso, parseIso } from '../parse/dates.ts';
import { shiftPeriod } from '../parse/periods.ts';
import { arabicDigits, formatBucket, formatDay, formatDays, formatPeriod } from './format.ts';

/**
 * How much of the period asked a file's or database table's data covers (ADR 32). The numbers stay what the query
 * read; the sentence says where the data starts or ends when the period lies before it, after it, or runs past it.
 */

/**
 * The first and last day the plan's measures have rows, when every table they read knows it (files and databases;
 * the store's own orders have none, as they run until today).
 */
export function dataSpan(plan: QueryPlan, catalog: Catalog): { earliest?: string; latest?: string } {
  const tables = plan.metrics.map((key) => catalog.tables[catalog.metrics.find((m) => m.key === key)?.table ?? '']);
  const days = (bound: 'earliest' | 'latest') => (tables.length && tables.every((t) => t?.[bound]) ? tables.map((t) => t![bound]!).sort() : []);
  return { earliest: days('earliest')[0], latest: days('latest').at(-1) };
}

/**
 * "Your data starts on Jan 1, 2021, after 2012 (Jan 1 – Dec 31, 2012), so it holds nothing for that period.": a
 * period wholly before the data's first day, or wholly after its last, said instead of a 0 or an empty list.
 */
export function outsideDataText(side: 'starts' | 'ends', day: string, period: Period, locale: Locale): string {
  const when = formatDay(day, locale);
  const asked = formatPeriod(period, locale);
  // "Before 2020" has no first day: "it holds nothing before 2020 (until Dec 31, 2019)", not "after before 2020".
  const open = period.from === iso(OPEN_START);
  if (locale === 'ar') {
    return side === 'starts'
      ? `تبدأ بياناتك في ${when}، ${open ? `فلا شيء فيها ${asked}` : `بعد ${asked}، فلا شيء فيها لهذه الفترة`}. اسألني عن فترة من ذلك اليوم فصاعداً.`
      : `تنتهي بياناتك في ${when}، قبل ${asked}، فلا شيء فيها لهذه الفترة. اسألني عن فترة حتى ذلك اليوم.`;
  }
  return side === 'starts'
    ? `Your data starts on ${when}, ${open ? `so it holds nothing ${asked}` : `after ${asked}, so it holds nothing for that period`}. Ask about a period from that day on.`
    : `Your data ends on ${when}, before ${asked}, so it holds nothing for that period. Ask about a period up to that day.`;
}

/**
 * What the answer says of the data's span: `instead` of its sentence when the one period asked lies wholly outside
 * the data, and a `note` after it when a period runs past the data's first or last day ("Your data ends on Dec 22,
 * 2025, so it covers only Nov 23 – Dec 22, 2025 of that period.") or, in a comparison, one of the two lies outside it.
 * A last day of yesterday or today is a source still filling, not an end: no note for the days not come in yet.
 */
export function coverageOf(plan: QueryPlan, catalog: Catalog, locale: Locale, today?: string): { instead?: string; note: string } {
  if (!plan.period) return { note: '' };
  const { earliest, latest } = dataSpan(plan, catalog);
  if (!earliest && !latest) return { note: '' };
  const ended = latest && (!today || latest < iso(addDays(parseIso(today), -1))) ? latest : undefined;
  // Rows dated on the first of a month from the first to the last (monthly prices) stand for their whole month: the
  // data reaches the end of its last month, and its bounds are said as months ("Your data ends with March 2010").
  const monthly = Boolean(earliest?.endsWith('-01') && latest?.endsWith('-01'));
  const afterEnd = ended && iso(monthly ? addMonths(parseIso(ended), 1) : addDays(parseIso(ended), 1));
  const compared = plan.compare ? [plan.period, plan.against ?? shiftPeriod(plan.period, plan.compare)] : [plan.period];
  const ar = locale === 'ar';
  const notes: string[] = [];
  // Compared periods wholly outside the data: "Your data starts on Jan 1, 2021, so it holds nothing for 2012 (…) or
  // the previous year (…)."
  const outside = { starts: [] as Period[], ends: [] as Period[] };
  for (const period of compared) {
    const side = earliest && period.to <= earliest ? 'starts' : latest && period.from > latest ? 'ends' : undefined;
    if (side && !plan.compare) return { instead: outsideDataText(side, side === 'starts' ? earliest! : latest!, period, locale), note: '' };
    if (side) { outside[side].push(period); continue; }
    // A period open on its left ("before 2023") asks for all there is until its end: no start to fall short of.
    const startsLate = earliest && period.from !== iso(OPEN_START) && period.from < earliest ? earliest : undefined;
    const endsEarly = afterEnd && period.to > afterEnd ? ended : undefined;
    if (!startsLate && !endsEarly) continue;
    const which = plan.compare ? (ar ? arabicDigits(period.label.ar) : period.label.en) : ar ? 'هذه الفترة' : 'that period';
    const dayOf = (day: string) => (monthly ? formatBucket(day, 'month', locale) : formatDay(day, locale));
    const first = startsLate && dayOf(startsLate);
    const last = endsEarly && dayOf(endsEarly);
    if (first && last) {
      notes.push(ar ? `تمتد بياناتك من ${first} إلى ${last}، وهي جزء فقط من ${which}.` : `Your data runs from ${first} to ${last}, only part of ${which}.`);
      continue;
    }
    const covered = formatDays(startsLate ?? period.from, endsEarly ? afterEnd! : period.to, locale);
    const bound = first
      ? (ar ? `تبدأ بياناتك ${monthly ? 'بشهر' : 'في'} ${first}` : `Your data starts ${monthly ? 'with' : 'on'} ${first}`)
      : ar ? `تنتهي بياناتك ${monthly ? 'بشهر' : 'في'} ${last}` : `Your data ends ${monthly ? 'with' : 'on'} ${last}`;
    notes.push(ar ? `${bound}، فهي تغطي ${covered} فقط من ${which}.` : `${bound}, so it covers only ${covered} of ${which}.`);
  }
  for (const side of ['ends', 'starts'] as const) {
    if (!outside[side].length) continue;
    const when = formatDay(side === 'starts' ? earliest! : latest!, locale);
    const periods = outside[side].map((period) => formatPeriod(period, locale));
    notes.unshift(ar
      ? `${side === 'starts' ? 'تبدأ' : 'تنتهي'} بياناتك في ${when}، فلا شيء فيها عن ${periods.join(' ولا عن ')}.`
      : `Your data ${side} on ${when}, so it holds nothing for ${periods.join(' or ')}.`);
  }
  return { note: notes.map((n) => ` ${n}`).join('') };
}
