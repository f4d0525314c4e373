import type { Grain, Period } from '../types.ts';
import { bucketEnd, bucketStart, iso, parseIso, unitsBetween } from '../parse/dates.ts';

/** More buckets than this (a daily series of years) are divided by the days each had rows instead. */
const MAX_BUCKETS = 400;

/**
 * "Average daily sales by month this year": each month over its own days, the running one cut where the period is
 * (today). Every month was divided by the whole period's 326 days (March SAR 484.89 a day instead of 5,099.14).
 * Gives each bucket's first day and its number of units (days, weeks) inside the period.
 */
export function unitsOfEachBucket(period: Period, grain: Grain, unit: Grain, weekStarts: number): { start: string; units: number }[] | undefined {
  const out: { start: string; units: number }[] = [];
  for (let start = iso(bucketStart(parseIso(period.from), grain, weekStarts)); start < period.to; start = bucketEnd(start, grain)) {
    if (out.length >= MAX_BUCKETS) return undefined;
    const from = start > period.from ? start : period.from;
    const end = bucketEnd(start, grain);
    const to = end < period.to ? end : period.to;
    out.push({ start, units: unitsBetween(parseIso(from), parseIso(to), unit) });
  }
  return out.length ? out : undefined;
}
