import type { CatalogTable, Dimension, Words } from '../types.ts';
import { onTimes } from './week-days.ts';
import { AR_MONTHS, EN_MONTHS } from '../parse/month-names.ts';

/** The months of the year ('1' to '12'), in order, as the answer names them ("March", "مارس"). */
export const MONTHS_OF_YEAR = Array.from({ length: 12 }, (_, i) => String(i + 1));
const MONTH_NAMES: Record<string, Words> = Object.fromEntries(MONTHS_OF_YEAR.map((m, i) => [m, { en: EN_MONTHS[i], ar: AR_MONTHS[i] }]));

/**
 * "Which month of the year is the wettest on average", "sales by calendar month", "الأمطار حسب شهر السنة": the month of
 * the year, every year's Marches together, read from the answer's own time column like a season (not the calendar
 * months of a series, which are a grain).
 */
export function monthOfYearDimension(tables: Record<string, CatalogTable>): Dimension {
  return {
    key: 'month_of_year', kind: 'category', label: { en: 'month of the year', ar: 'شهر السنة' },
    synonyms: {
      en: ['month of the year', 'month of year', 'months of the year', 'calendar month', 'calendar months'],
      ar: ['شهر السنه', 'اشهر السنه', 'شهور السنه'],
    },
    on: onTimes(tables, { sql: '', fromTime: 'month' }),
    values: MONTHS_OF_YEAR,
    valueLabels: MONTH_NAMES,
    counted: { one: 'شهر', two: 'شهرين', few: 'أشهر', many: 'شهراً' },
  };
}
