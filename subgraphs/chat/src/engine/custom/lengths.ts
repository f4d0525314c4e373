import type { Format } from '../types.ts';

/**
 * Columns that hold a length of time, by their name, and the unit each is kept in (milliseconds per unit): Chinook's
 * `milliseconds`, a call log's `duration_s`. Their sums, averages and ends are shown as lengths ("5 min 43 sec"), and a
 * threshold in minutes is written in the column's own unit (parse/durations.ts).
 */
export const LENGTH_COLUMNS: [RegExp, number, Format | undefined][] = [
  [/(?:^|_)(?:milliseconds|millis|ms|duration_ms|length_ms)$/, 1, 'milliseconds'],
  [/(?:^|_)(?:seconds|secs|duration_s|length_s|duration_seconds)$/, 1000, 'seconds'],
  // Minutes read well as they are.
  [/(?:^|_)(?:minutes|mins|duration_min|duration_minutes)$/, 60_000, undefined],
];

/** The format of a length column's measures, or undefined for any other column. */
export function lengthFormatOf(column: string): Format | undefined {
  const name = column.toLowerCase().replace(/\s+/g, '_');
  return LENGTH_COLUMNS.find(([re]) => re.test(name))?.[2];
}
