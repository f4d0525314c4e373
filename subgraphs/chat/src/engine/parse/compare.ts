import type { Period } from '../types.ts';
import { findEarliestPeriod, findPeriod, shiftPeriod } from './periods.ts';
import { addDays, addMonths, daysBetween, iso, parseIso, type Day } from './dates.ts';

const YEAR_AGO = /(?:^|\s)(?:(?:vs\.?|versus|compared (?:to|with)|against|than)\s+)?(?:the )?(?:same (?:period|time|month|week|quarter|day|days) (?:of |in )?last year|same period a year (?:ago|before)|year over year|year on year|yoy|(?:مقارنه|بالمقارنه|قياسا)?\s*(?:مع|ب)?\s*(?:نفس|بنفس) (?:الفتره|الوقت|الشهر|الاسبوع|الربع|اليوم) (?:من|في|ب)? ?(?:السنه الماضيه|العام الماضي|السنه اللي فاتت|العام الفايت|السنه السابقه|العام السابق))(?=\s|$)/;
const KEYWORD = /(?:^|\s)(?:vs\.?|versus|compared (?:to|with)|compare (?:to|with)|against|relative to|than|مقارنه|بالمقارنه|مقارنتا|مقابل|قياسا)(?:\s+(?:مع|ب|with|to))?\s*/;
const VERB = /(?:^|\s)(?:compare|قارن|اقارن|قارنلي|قارن لي)(?=\s)/;
const PREVIOUS = /^(?:the )?(?:previous|prior|preceding|earlier) (?:period|one|day|week|month|quarter|year)|^(?:the )?last (?:period|one)|^(?:before|الفتره السابقه|الفتره الماضيه|الفتره اللي قبلها|قبلها|اللي قبله|السابق|السابقه|الفتره الي قبل)/;

export interface CompareFound { compare?: 'previous' | 'year_ago'; current?: Period; text: string }

/** Finds "vs last month", "compared to the same period last year", "year over year" and removes them from the text. */
export function findCompare(text: string, today: Day): CompareFound {
  const verb = text.match(VERB);
  if (verb?.index !== undefined) {
    // "compare sales this month with last month" / "قارن مبيعات هذا الشهر بالشهر الماضي": two periods, the second compared.
    let rest = cut(text, verb.index, verb[0].length).replace(/(^|\s)[وب](?=ال)/g, '$1');
    const first = findEarliestPeriod(rest, today);
    if (first) {
      rest = cut(rest, first.index, first.length);
      const second = findPeriod(rest.replace(/(?:^|\s)(?:with|to|and|against|vs|مع|و|ب)(?=\s)/g, ' '), today);
      const yearAgo = second && second.period.from === shiftPeriod(first.period, 'year_ago').from;
      const cleaned = second ? cut(rest.replace(/(?:^|\s)(?:with|to|and|against|vs|مع|و|ب)(?=\s)/g, ' '), second.index, second.length) : rest;
      return { compare: yearAgo ? 'year_ago' : 'previous', current: first.period, text: cleaned };
    }
  }
  const yearAgo = text.match(YEAR_AGO);
  if (yearAgo?.index !== undefined) return { compare: 'year_ago', text: cut(text, yearAgo.index, yearAgo[0].length) };
  const key = text.match(KEYWORD);
  if (key?.index === undefined) return { text };
  let tail = text.slice(key.index + key[0].length).replace(/^ب(?=ال)/, '').replace(/^ب(?=\S)/, '');
  const prev = tail.match(PREVIOUS);
  if (prev) return { compare: 'previous', text: text.slice(0, key.index) + ' ' + tail.slice(prev[0].length) };
  const found = findPeriod(tail, today, true);
  if (!found) return { compare: 'previous', text: text.slice(0, key.index) + ' ' + tail };
  tail = tail.slice(found.index + found.length);
  // "this month vs last month": the compared period sits just before the current one.
  const current = forward(found.period, today);
  return { compare: 'previous', current, text: `${text.slice(0, key.index)} ${tail}` };
}

function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, ' ').trim();
}

/** The period right after a compared one (same calendar unit or same length). */
const THIS_LABELS: Record<string, [string, string]> = {
  day: ['today', 'اليوم'], week: ['this week', 'هذا الأسبوع'], month: ['this month', 'هذا الشهر'], quarter: ['this quarter', 'هذا الربع'], year: ['this year', 'هذه السنة'],
};
function forward(period: Period, today: Day): Period {
  const from = parseIso(period.from); const to = parseIso(period.to);
  const months: Record<string, number> = { month: 1, quarter: 3, year: 12 };
  const shift = period.unit ? months[period.unit] : undefined;
  const next: Day[] = shift && from.d === 1 ? [to, addMonths(to, shift)] : [to, addDays(to, daysBetween(from, to))];
  const holdsToday = daysBetween(next[0], today) >= 0 && daysBetween(today, next[1]) > 0;
  const words = holdsToday && period.unit ? THIS_LABELS[period.unit] : undefined;
  return { from: iso(next[0]), to: iso(next[1]), label: words ? { en: words[0], ar: words[1] } : { en: 'the current period', ar: 'الفترة الحالية' }, unit: period.unit };
}

export { shiftPeriod };
