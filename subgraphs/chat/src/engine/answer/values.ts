import type { Dimension, Format, Locale } from '../types.ts';

/**
 * A stored value as the answer shows it: the dimension's words for a known code (`partially_refunded` → "partially
 * refunded", "مسترد جزئياً"), other codes of such a dimension with their underscores as spaces, anything else as stored.
 */
export function displayValue(dimension: Dimension | undefined, value: string, locale: Locale): string {
  if (!dimension?.valueLabels) return value;
  const label = dimension.valueLabels[value]?.[locale];
  if (label) return label;
  // The store's country codes: a country not among the labelled ones is named by ICU ("FR" → "France", "فرنسا").
  if (dimension.key === 'country' && /^[A-Z]{2}$/.test(value)) return countryName(value, locale);
  return /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(value) ? value.replace(/_/g, ' ') : value;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) { names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }); regionNames.set(locale, names); }
  try {
    const name = names.of(code);
    // ICU names codes it does not know "Unknown Region" or gives the code back: the code then stays.
    return name && !/^(?:Unknown Region|منطقة غير معروفة)$/.test(name) ? name : code;
  } catch {
    return code;
  }
}

/** A group with no value ("abandoned carts with no country") as a sentence names it; tables keep an empty cell. */
export function unknownValue(locale: Locale): string {
  return locale === 'ar' ? 'غير معروف' : 'unknown';
}

/** The digits a currency is counted in (2 for SAR and USD, 3 for KWD, 0 for JPY). */
export function minorUnits(currency: string): number {
  let digits = minorUnitsOf.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    if (minorUnitsOf.size < 1000) minorUnitsOf.set(currency, digits);
  }
  return digits;
}
const minorUnitsOf = new Map<string, number>();

/** Decimal rounding on the number as written (1.005 → 1.01), not on its binary approximation. */
export function roundTo(n: number, digits: number): number {
  if (!Number.isFinite(n)) return n;
  const rounded = Number(`${Math.round(Number(`${n}e${digits}`))}e-${digits}`);
  return Number.isFinite(rounded) ? rounded : Math.round(n * 10 ** digits) / 10 ** digits;
}

/** Decimal places a number is written with (0.1 → 1, 12 → 0, 1e-7 → 7). */
function decimalsOf(n: number): number {
  const [mantissa, exponent] = String(n).split('e');
  const places = (mantissa.split('.')[1] ?? '').length - Number(exponent ?? 0);
  return Math.max(0, places);
}

/**
 * A metric value as the table carries it: money in the currency's minor units, counts whole; other numbers as they
 * came. `sumOf` rounds a total of such values (no float noise such as 81462.48000000001) to the places its parts had.
 */
export function roundValue(value: number | null, format: Format, currency: string): number | null {
  if (value === null || !Number.isFinite(value)) return value;
  if (format === 'money') return roundTo(value, minorUnits(currency));
  if (format === 'count') return Math.round(value);
  return value;
}

export function sumOf(values: unknown[], format: Format, currency: string): number {
  const numbers = values.map(Number).filter(Number.isFinite);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  if (format === 'money' || format === 'count') return roundValue(total, format, currency)!;
  return roundTo(total, Math.min(10, Math.max(0, ...numbers.map(decimalsOf))));
}
