import type { CatalogTable, Dimension, Words } from '../types.ts';
import { onTimes } from './week-days.ts';

/** The hours of the day ('0' to '23'), in order, as the answer names them ("14:00", "١٤:٠٠"). */
export const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
const HOUR_NAMES: Record<string, Words> = Object.fromEntries(HOURS.map((hour) => {
  const clock = `${hour.padStart(2, '0')}:00`;
  return [hour, { en: clock, ar: clock.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]) }];
}));

/**
 * "Sales by hour", "what time do most orders come in", "حسب الساعة": the hour of the day in the store's timezone, read
 * from the answer's own time column like a day of the week; only on tables whose time has one (not a date, not a
 * daily rollup).
 */
export function hourDimension(tables: Record<string, CatalogTable>): Dimension {
  const timed = Object.fromEntries(Object.entries(tables).filter(([, table]) => !table.dateOnly));
  return {
    key: 'hour', kind: 'category', label: { en: 'hour of the day', ar: 'ساعة اليوم' },
    synonyms: {
      en: ['hour', 'hours', 'hour of the day', 'hours of the day', 'time of day', 'time of the day', 'hourly', 'peak hour', 'peak hours', 'what time', 'which time', 'which hour', 'what hour'],
      ar: ['الساعه', 'الساعات', 'ساعه', 'ساعات اليوم', 'ساعه اليوم', 'وقت اليوم', 'اي وقت',
        // "وش افضل وقت في اليوم", "اوقات اليوم": the hour (it was the best day).
        'وقت في اليوم', 'الوقت في اليوم', 'اوقات اليوم', 'اوقات في اليوم', 'ساعه في اليوم', 'ساعات في اليوم', 'اي ساعه', 'وقت الذروه', 'ساعات الذروه', 'بالساعه'],
    },
    on: onTimes(timed, { sql: '', fromTime: 'hour' }),
    values: HOURS,
    valueLabels: HOUR_NAMES,
    counted: { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' },
  };
}
