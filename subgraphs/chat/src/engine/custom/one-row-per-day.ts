import type { SourceTable } from '../types.ts';

const DAY_MS = 86_400_000;

/**
 * A file of one row per date (a daily weather log: 1,461 rows from 2012-01-01 to 2015-12-31) counts days, not rows:
 * "how many rainy days in 2014" is "Number of days in 2014, for weather rain: 148". It is told from what the catalog
 * already reads: as many rows as days from its first date to its last, on a column of dates without a time of day.
 * A file of several rows a day (or with days missing) never matches, nor one whose row count is unknown.
 */
export function holdsOneRowPerDay(source: Pick<SourceTable, 'rowCount' | 'earliest' | 'latest'>, dateOnly: boolean): boolean {
  if (!dateOnly || !source.rowCount || !source.earliest || !source.latest) return false;
  const span = (Date.parse(`${source.latest}T00:00:00Z`) - Date.parse(`${source.earliest}T00:00:00Z`)) / DAY_MS + 1;
  return Number.isFinite(span) && span === source.rowCount;
}
