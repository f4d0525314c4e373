import { arabicNameOf, categoryLike } from '../parse/value-aliases.ts';
import type { Dimension } from '../types.ts';

/**
 * Arabic names of a file's or database's stored values, for Arabic answers: "حيث الطقس مطر", "في ألمانيا أو فرنسا"
 * (they showed "rain", "Germany" as stored). The names are those the value matcher already reads them by; English
 * answers, filters and SQL keep the stored value, and a value with no known Arabic name is shown as stored.
 */
export function nameValuesInArabic(dimension: Dimension): void {
  if (dimension.kind !== 'category' || dimension.valueLabels || !dimension.values?.length) return;
  const kindOf = categoryLike(dimension.key, dimension.values.length);
  const labels: NonNullable<Dimension['valueLabels']> = {};
  for (const value of dimension.values) {
    const ar = arabicNameOf(value, dimension.key, kindOf);
    if (ar) labels[value] = { en: value, ar };
  }
  if (Object.keys(labels).length) dimension.valueLabels = labels;
}
