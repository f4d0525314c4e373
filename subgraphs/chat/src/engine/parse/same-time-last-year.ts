import type { Period } from '../types.ts';
import { addDays, addMonths, iso, parseIso, type Day } from './dates.ts';
import { findPeriod } from './periods.ts';

/**
 * "Sales on the same day last year", "same week last year", "this time last year", "المبيعات في نفس اليوم من السنة
 * الماضية": the unit the owner holds against last year. Asked with no period of its own, the question is about the
 * running one of that unit (today, this week so far), not last month (the default of a comparison named by nothing).
 */
export type SameUnit = 'day' | 'week' | 'month' | 'quarter' | 'time';

const UNIT_WORDS: Record<string, SameUnit> = {
  day: 'day', week: 'week', month: 'month', quarter: 'quarter', time: 'time',
  'يوم': 'day', 'اسبوع': 'week', 'شهر': 'month', 'ربع': 'quarter', 'وقت': 'time',
};
const SAID = /(?:^|\s)(?:same|this|that|نفس|بنفس|ونفس|وبنفس|هذا|هذي|ذا|مثل هذا) (?:ال)?(day|week|month|quarter|time|يوم|اسبوع|شهر|ربع|وقت)(?=\s|$)|(?:^|\s)(?:ال)?(يوم|اسبوع|شهر|ربع|وقت) (?:نفسه|نفسها|ذاته|ذاتها)(?=\s|$)/;

/** The unit a year-ago phrase names ("the same week last year": week), if it names one. */
export function sameUnitOf(phrase: string): SameUnit | undefined {
  const m = SAID.exec(phrase);
  return m ? UNIT_WORDS[m[1] ?? m[2]] : undefined;
}

/**
 * The running period a named unit stands for when the question has none: today, this week, this month, this quarter;
 * "this time last year" is this month (so far, against the same days a year before: the comparison cuts it at today).
 */
const RUNNING: Record<SameUnit, string> = { day: 'today', week: 'this week', month: 'this month', quarter: 'this quarter', time: 'this month' };

/**
 * The periods of "… the same day last year": the question's own period, or the running one of the unit said; a day
 * is held against the same date a year before (Nov 22, 2025 for Nov 22, 2026), as "the same day" reads, while a week
 * stays 52 weeks back (the same weekdays: shiftPeriod), as "this week vs the same week last year" is compared.
 */
export function sameTimeLastYear(unit: SameUnit, period: Period | undefined, today: Day): { period?: Period; against?: Period } {
  const current = period ?? findPeriod(RUNNING[unit], today)?.period;
  if (!current || unit !== 'day' || current.unit !== 'day') return { period: current };
  const from = addMonths(parseIso(current.from), -12);
  return {
    period: current,
    against: { from: iso(from), to: iso(addDays(from, 1)), label: { en: 'the same day last year', ar: 'اليوم نفسه من السنة الماضية' }, unit: 'day' },
  };
}

/**
 * "Top 5 products this month", then "and last year?", "والسنة الماضية؟": this month of last year (November 2025), as
 * owners mean it, not the whole of last year. The running week, month or quarter is held against the same one a year
 * before, as "this month last year" reads; one named from today and already over ("last month") is left to mean
 * last year, as it was answered.
 */
export function runningOneAYearBefore(previous: Period, today: Day): Period | undefined {
  const unit = previous.unit === 'week' || previous.unit === 'month' || previous.unit === 'quarter' ? previous.unit : undefined;
  const running = previous.from <= iso(today) && iso(today) < previous.to;
  return unit && running ? findPeriod(`this ${unit} last year`, today)?.period : undefined;
}
