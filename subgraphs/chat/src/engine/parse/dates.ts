import type { Grain } from '../types.ts';
/** Plain calendar dates (no time, no zone) as {y, m (1-12), d}, and "today" in a store's timezone. */
export interface Day {
  y: number; m: number; d: number;
  /** On today only: the first day of the store's week (ISO 1–7, from its weekend); Monday when absent. */
  weekStarts?: number;
  /**
   * On today only: the last day of the data when it ends before today (a file of 2012–2015), so "July", "summer",
   * "Q3" or "Ramadan" said without a year are the latest ones the data holds.
   */
  dataEnds?: Day;
  /**
   * On today only, for a file or database table: the first day of its data, so "the first year of the data" is the
   * year it begins in (and "the latest month in the data" the one it ends in: dataEnds, or today).
   */
  dataStarts?: Day;
  /**
   * On today only: the days of the store's country (its national day, Saudi Arabia's founding day), when its currency
   * says the country (parse/sale-days.ts).
   */
  countryDays?: Partial<Record<CountryDayKey, CountryDay>>;
}
export type CountryDayKey = 'national_day' | 'founding_day';
/** A day of a country, the same date each year. */
export interface CountryDay { m: number; d: number; en: string; ar: string }

const formats = new Map<string, Intl.DateTimeFormat>();
/** Building an Intl formatter costs far more than using one: one per timezone, kept. */
export function zoneFormat(timezone: string): Intl.DateTimeFormat {
  let f = formats.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timezone, f);
  }
  return f;
}

export function todayIn(now: Date, timezone: string): Day {
  const parts = zoneFormat(timezone).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

const asDate = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d));
const ofDate = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });

export function addDays(day: Day, n: number): Day {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return ofDate(date);
}
/** Adds months to the first of a month (days past the end of the shorter month are clamped). */
export function addMonths(day: Day, n: number): Day {
  const index = day.y * 12 + (day.m - 1) + n;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(day.d, last) };
}
export function iso(day: Day): string {
  return `${String(day.y).padStart(4, '0')}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
}
export function parseIso(text: string): Day {
  const [y, m, d] = text.split('-').map(Number);
  return { y, m, d };
}
export function daysBetween(from: Day, to: Day): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000);
}
/**
 * How many days, weeks, months, quarters or years a span holds, in fractions: "Jan 1 – Nov 23" is 10.73 months. The
 * divisor of an average per day (week, month): the period's own length, not the buckets that happened to have rows.
 */
export function unitsBetween(from: Day, to: Day, unit: 'day' | 'week' | 'month' | 'quarter' | 'year'): number {
  const days = daysBetween(from, to);
  if (unit === 'day') return days;
  if (unit === 'week') return days / 7;
  let months = 0;
  while (daysBetween(addMonths(from, months + 1), to) >= 0) months += 1;
  const start = addMonths(from, months);
  const rest = daysBetween(start, to) / daysBetween(start, addMonths(from, months + 1));
  return (months + rest) / (unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12);
}

/** How many of the days from `from` up to `to` fall on the given days of the week (ISO, 1 Monday), or on the others. */
export function weekdaysBetween(from: Day, to: Day, weekdays: number[], others = false): number {
  let count = 0;
  for (let day = from; daysBetween(day, to) > 0; day = addDays(day, 1)) if (weekdays.includes(isoWeekday(day)) !== others) count += 1;
  return count;
}

/** The day of the week, 1 for Monday to 7 for Sunday (ISO). */
export function isoWeekday(day: Day): number {
  return asDate(day).getUTCDay() || 7;
}
/** The first day of the week holding the day: Monday (ISO, as PostgreSQL date_trunc('week')) or the store's own. */
export function weekStart(day: Day, starts = day.weekStarts ?? 1): Day {
  return addDays(day, -((isoWeekday(day) - starts + 7) % 7));
}
export const monthStart = (day: Day): Day => ({ y: day.y, m: day.m, d: 1 });
/** The start of a period open on its left ("before 2023"): earlier than any row a store or file holds. */
export const OPEN_START: Day = { y: 1900, m: 1, d: 1 };
export const quarterStart = (day: Day): Day => ({ y: day.y, m: Math.floor((day.m - 1) / 3) * 3 + 1, d: 1 });
export const yearStart = (day: Day): Day => ({ y: day.y, m: 1, d: 1 });
export function isValidDay(day: Day): boolean {
  return day.m >= 1 && day.m <= 12 && day.d >= 1 && day.d <= new Date(Date.UTC(day.y, day.m, 0)).getUTCDate();
}

/** The first day of the bucket (of a grain) that holds the day: its Monday, the 1st of its month, quarter or year. */
export function bucketStart(day: Day, grain: Grain, weekStarts = 1): Day {
  switch (grain) {
    case 'day': return day;
    case 'week': return weekStart(day, weekStarts);
    case 'month': return monthStart(day);
    case 'quarter': return quarterStart(day);
    default: return yearStart(day);
  }
}

/** The first day of the bucket just before the one that holds the day ("month over month" reads one month back). */
export function bucketBefore(day: Day, grain: Grain, weekStarts = 1): Day {
  const start = bucketStart(day, grain, weekStarts);
  switch (grain) {
    case 'day': return addDays(start, -1);
    case 'week': return addDays(start, -7);
    case 'month': return addMonths(start, -1);
    case 'quarter': return addMonths(start, -3);
    default: return addMonths(start, -12);
  }
}

/** The day after a bucket (given by its first day, YYYY-MM-DD) ends; far in the future for text that is no day. */
export function bucketEnd(start: string, grain: string): string {
  const from = parseIso(start.slice(0, 10));
  if (!from.y || !from.m || !from.d) return '9999-12-31';
  const months = grain === 'month' ? 1 : grain === 'quarter' ? 3 : grain === 'year' ? 12 : 0;
  return iso(months ? addMonths(from, months) : addDays(from, grain === 'week' ? 7 : 1));
}
