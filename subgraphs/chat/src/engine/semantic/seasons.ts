import type { CatalogTable, Dimension, Words } from '../types.ts';
import { onTimes } from './week-days.ts';

/**
 * The seasons of the year as a split ("sales by season", "rain by season", "حسب الفصل"), read from the answer's own
 * time column like a day of the week: northern seasons by month, winter from December (as "in winter" is read as a
 * period, parse/periods.ts). In the order of a year that starts in winter.
 */
export const SEASON_NAMES: Record<string, Words> = {
  winter: { en: 'winter', ar: 'الشتاء' },
  spring: { en: 'spring', ar: 'الربيع' },
  summer: { en: 'summer', ar: 'الصيف' },
  autumn: { en: 'autumn', ar: 'الخريف' },
};
export const SEASON_ORDER = Object.keys(SEASON_NAMES);
/** The months (1–12) of each season. */
export const SEASON_MONTHS: Record<string, number[]> = { winter: [12, 1, 2], spring: [3, 4, 5], summer: [6, 7, 8], autumn: [9, 10, 11] };

export function seasonDimension(tables: Record<string, CatalogTable>): Dimension {
  return {
    key: 'season', kind: 'category', label: { en: 'season', ar: 'الفصل' },
    synonyms: {
      en: ['season', 'seasons', 'time of year', 'seasonal breakdown', 'seasonality'],
      ar: ['الفصل', 'الفصول', 'فصول السنه', 'فصل السنه', 'الموسم', 'المواسم', 'مواسم السنه'],
    },
    on: onTimes(tables, { sql: '', fromTime: 'season' }),
    values: SEASON_ORDER,
    valueLabels: SEASON_NAMES,
    counted: { one: 'فصل', two: 'فصلين', few: 'فصول', many: 'فصلاً' },
  };
}
