import type { CatalogTable, Dimension, Words } from '../types.ts';
import { onTimes } from './week-days.ts';

/**
 * The parts of the day as a split ("morning vs evening sales", "الصباح مقابل المساء"), read from the answer's own time
 * column like an hour. Each is a fixed span of local hours, the same ones a part of the day said as a filter covers
 * (parse/times-of-day.ts), in the order of a day.
 */
export const PART_OF_DAY_NAMES: Record<string, Words> = {
  morning: { en: 'morning', ar: 'الصباح' },
  afternoon: { en: 'afternoon', ar: 'بعد الظهر' },
  evening: { en: 'evening', ar: 'المساء' },
  night: { en: 'night', ar: 'الليل' },
};
export const PART_OF_DAY_ORDER = Object.keys(PART_OF_DAY_NAMES);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
/** The local hours (0–23) of each part; night runs past midnight (5am is morning's, which is read first). */
export const PART_OF_DAY_HOURS: Record<string, number[]> = {
  morning: range(5, 12), afternoon: range(12, 17), evening: range(17, 22), night: [...range(22, 24), ...range(0, 6)],
};

export function partOfDayDimension(tables: Record<string, CatalogTable>): Dimension {
  const timed = Object.fromEntries(Object.entries(tables).filter(([, table]) => !table.dateOnly));
  return {
    // Named "period of the day": "part" among the known words corrected "paris" into it.
    key: 'part_of_day', kind: 'category', label: { en: 'period of the day', ar: 'فترة اليوم' },
    synonyms: { en: ['period of the day', 'periods of the day'], ar: ['فتره اليوم', 'فترات اليوم'] },
    on: onTimes(timed, { sql: '', fromTime: 'part_of_day' }),
    values: PART_OF_DAY_ORDER,
    valueLabels: PART_OF_DAY_NAMES,
    counted: { one: 'فترة', two: 'فترتين', few: 'فترات', many: 'فترة' },
  };
}
