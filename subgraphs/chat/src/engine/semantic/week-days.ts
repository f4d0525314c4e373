import type { CatalogTable, Dimension, DimensionBinding, Words } from '../types.ts';

/** ISO day numbers ('1' Monday … '7' Sunday) as owners name them. */
export const WEEKDAY_NAMES: Record<string, Words> = {
  1: { en: 'Monday', ar: 'الاثنين' },
  2: { en: 'Tuesday', ar: 'الثلاثاء' },
  3: { en: 'Wednesday', ar: 'الأربعاء' },
  4: { en: 'Thursday', ar: 'الخميس' },
  5: { en: 'Friday', ar: 'الجمعة' },
  6: { en: 'Saturday', ar: 'السبت' },
  7: { en: 'Sunday', ar: 'الأحد' },
};

/** Other ways of naming a day (normalised Arabic: أ→ا, ة→ه); the bare احد ("anyone") is left out. */
const WEEKDAY_ALIASES: Record<string, string> = {
  mondays: '1', tuesdays: '2', wednesdays: '3', thursdays: '4', fridays: '5', saturdays: '6', sundays: '7',
  'يوم الاثنين': '1', الاثنين: '1', اثنين: '1', الاتنين: '1',
  'يوم الثلاثاء': '2', الثلاثاء: '2', الثلاثا: '2', الثلوث: '2',
  'يوم الاربعاء': '3', الاربعاء: '3', الاربعا: '3', الاربع: '3',
  'يوم الخميس': '4', الخميس: '4', خميس: '4',
  'يوم الجمعه': '5', الجمعه: '5', جمعه: '5', الجمع: '5',
  'يوم السبت': '6', السبت: '6', سبت: '6',
  'يوم الاحد': '7', الاحد: '7',
};

/**
 * The days a store's week rests on, by its currency (the store's country): Friday and Saturday across most of the
 * Arab world, Saturday and Sunday in the UAE (since 2022) and elsewhere. ISO day numbers.
 */
const FRIDAY_SATURDAY = new Set(['SAR', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD', 'IQD', 'DZD', 'LYD', 'SDG', 'YER']);
export function weekendOf(currency?: string): number[] {
  return FRIDAY_SATURDAY.has(String(currency ?? '').toUpperCase()) ? [5, 6] : [6, 7];
}

/** The first day of the store's week (ISO): the day after its weekend, Sunday in Saudi Arabia, Monday elsewhere. */
export function weekStartsOf(weekend: number[] = [6, 7]): number {
  // The weekend's last day is the one not followed by another weekend day.
  const last = weekend.find((day) => !weekend.includes((day % 7) + 1)) ?? 7;
  return (last % 7) + 1;
}

/**
 * The weekend a plan's weeks and days are read with: its own days where they are days of the week (ISO 1–7), else
 * Saturday and Sunday. The query, the table and the answer's buckets read it alike.
 */
export function weekendOfPlan(plan: { weekend?: number[] }): number[] {
  const given = (plan.weekend ?? []).filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
  return given.length ? given : [6, 7];
}

/** The days of the week in the store's order: from the day after its weekend (Sunday in Saudi Arabia). */
export function weekOrder(weekend: number[]): string[] {
  const start = weekStartsOf(weekend);
  return Array.from({ length: 7 }, (_, i) => String(((start - 1 + i) % 7) + 1));
}

/** The binding by which a dimension is read from time (a day of the week, a kind of day), if it is one. */
export const fromTimeOf = (dimension: Dimension | undefined): DimensionBinding | undefined =>
  Object.values(dimension?.on ?? {}).find((binding) => binding.fromTime);

/** One binding on every table of `tables` that has a time column. */
export const onTimes = (tables: Record<string, CatalogTable>, binding: DimensionBinding): Record<string, DimensionBinding> =>
  Object.fromEntries(Object.values(tables).filter((table) => table.time).map((table) => [table.key, binding]));

/**
 * "Sales by day of the week", "orders on Fridays", "weekends vs weekdays": two dimensions read from the time column of
 * whichever table answers (compile.ts), in the store's timezone, on every table of `tables` that has one.
 */
export function weekDimensions(tables: Record<string, CatalogTable>): Dimension[] {
  return [
    {
      key: 'weekday', kind: 'category', label: { en: 'day of the week', ar: 'يوم الأسبوع' },
      synonyms: {
        en: ['day of the week', 'day of week', 'days of the week', 'days of week', 'weekday', 'week day', 'day of the week sales'],
        ar: ['يوم الاسبوع', 'ايام الاسبوع', 'اليوم في الاسبوع', 'يوم في الاسبوع', 'ايام الاسبوع السبعه'],
      },
      on: onTimes(tables, { sql: '', fromTime: 'weekday' }),
      values: Object.keys(WEEKDAY_NAMES),
      valueLabels: WEEKDAY_NAMES,
      valueAliases: WEEKDAY_ALIASES,
      counted: { one: 'يوم', two: 'يومين', few: 'أيام', many: 'يوماً' },
    },
    {
      key: 'day_type', kind: 'category', label: { en: 'weekend or weekday', ar: 'نوع اليوم' },
      synonyms: { en: ['weekend or weekday', 'weekends or weekdays', 'weekend vs weekday', 'day type'], ar: ['نوع اليوم', 'العطله او يوم العمل'] },
      on: onTimes(tables, { sql: '', fromTime: 'day_type' }),
      values: ['weekend', 'weekday'],
      valueLabels: { weekend: { en: 'weekends', ar: 'عطلة نهاية الأسبوع' }, weekday: { en: 'weekdays', ar: 'أيام العمل' } },
      valueAliases: {
        weekends: 'weekend', 'week end': 'weekend', 'week ends': 'weekend', 'the weekend': 'weekend',
        'نهايه الاسبوع': 'weekend', 'عطله نهايه الاسبوع': 'weekend', 'نهايات الاسبوع': 'weekend', الويكند: 'weekend', ويكند: 'weekend', 'ويك اند': 'weekend', 'ايام العطله': 'weekend', العطله: 'weekend',
        weekdays: 'weekday', 'working days': 'weekday', 'work days': 'weekday', 'business days': 'weekday', workdays: 'weekday',
        'ايام العمل': 'weekday', 'ايام الدوام': 'weekday', 'وسط الاسبوع': 'weekday', 'ايام الشغل': 'weekday',
      },
      counted: { one: 'نوع', two: 'نوعين', few: 'أنواع', many: 'نوعاً' },
    },
  ];
}
