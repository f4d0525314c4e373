import type { Format, Locale, Period } from '../types.ts';

/** Arabic answers use Arabic-Indic digits and the Gregorian calendar (ar-SA would otherwise default to Hijri in some ICU builds). */
const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US');
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) { f = make(); cache.set(key, f); }
  return f;
}

/** A value as the owner reads it: money in the store currency, counts, percents and days, in their language. */
export function formatValue(value: unknown, format: Format, locale: Locale, currency = 'USD'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (format === 'text') return String(value);
  if (format === 'date') return formatDay(String(value), locale);
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const loc = intlLocale(locale);
  switch (format) {
    case 'money': {
      const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
      return numberFormat(`m:${loc}:${code}`, () => new Intl.NumberFormat(loc, { style: 'currency', currency: code, maximumFractionDigits: 2, minimumFractionDigits: 2 })).format(n);
    }
    case 'percent':
      return numberFormat(`p:${loc}`, () => new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 1 })).format(n);
    case 'days': {
      const text = numberFormat(`d:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 1 })).format(n);
      return locale === 'ar' ? `${text} يوم` : `${text} days`;
    }
    case 'count':
      return numberFormat(`c:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 0 })).format(n);
    default:
      return numberFormat(`n:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 2 })).format(n);
  }
}

/** A calendar day (YYYY-MM-DD, or a timestamp shown in the store's timezone). */
export function formatDay(value: string | Date, locale: Locale, timezone = 'UTC'): string {
  const date = value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = value instanceof Date || !/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? timezone : 'UTC';
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: zone }).format(date);
}

/** "last month (Oct 1 – 31, 2026)": the period's words and its exact dates (the `to` bound is exclusive). */
export function formatPeriod(period: Period, locale: Locale): string {
  const from = new Date(`${period.from}T00:00:00Z`);
  const last = new Date(`${period.to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const f = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const range = from.getTime() >= last.getTime() ? f.format(from) : f.formatRange(from, last);
  const words = period.label[locale];
  return words === period.from || /^\d{4}-\d{2}-\d{2}/.test(words) ? range : `${words} (${range})`;
}

export function change(current: unknown, previous: unknown): number | null {
  const c = Number(current); const p = Number(previous);
  if (current === null || previous === null || !Number.isFinite(c) || !Number.isFinite(p) || p === 0) return null;
  return (c - p) / Math.abs(p);
}
