import type { ColumnType } from './chat-types.ts';
import { intlLocaleOf } from '../i18n/catalogues.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A table or chart value as the owner reads it, in the answer's language (money in the selected currency). */
export function formatCell(value: unknown, type: string, locale: string, currency: string, key = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  const loc = intlLocaleOf(locale);
  switch (type as ColumnType) {
    case 'money':
      return Number.isFinite(n) ? money(numberFormat(`m:${loc}:${currency}`, () => new Intl.NumberFormat(loc, { style: 'currency', currency, maximumFractionDigits: 2 })), n, locale) : String(value);
    case 'percent':
      return Number.isFinite(n) ? numberFormat(`p:${loc}`, () => new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 1 })).format(n) : String(value);
    case 'count':
      return Number.isFinite(n) ? numberFormat(`c:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 0 })).format(n) : String(value);
    case 'days':
    case 'number':
      return Number.isFinite(n) ? numberFormat(`n:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 2 })).format(n) : String(value);
    case 'milliseconds':
    case 'seconds':
      return Number.isFinite(n) ? formatLength(type === 'seconds' ? n * 1000 : n, loc, locale) : String(value);
    case 'date':
      return formatDate(String(value), loc, key);
    default:
      return String(value);
  }
}

/**
 * In Arabic a Latin currency symbol ("US$") is laid out right to left and reads "$US"; a left-to-right isolate
 * (U+2066 … U+2069) keeps its letters in order while the amount keeps its Arabic place. Arabic symbols (ر.س.) need none.
 */
function money(format: Intl.NumberFormat, n: number, locale: string): string {
  if (locale !== 'ar') return format.format(n);
  return format.formatToParts(n).map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value)).join('');
}

/** A length of time, as the answer's sentence says it: "1 hr 28 min", "5 min 43 sec"; "ساعة و٢٨ دقيقة" in Arabic. */
function formatLength(milliseconds: number, loc: string, locale: string): string {
  const total = Math.round(Math.abs(milliseconds) / 1000);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const parts = ([['hour', hours], ['minute', minutes], ['second', hours ? 0 : seconds]] as const).filter(([, n]) => n > 0);
  if (!parts.length) parts.push(['second', 0]);
  const said = parts.map(([unit, n]) => numberFormat(`u:${loc}:${unit}`, () => new Intl.NumberFormat(loc, { style: 'unit', unit, unitDisplay: locale === 'ar' ? 'long' : 'short' })).format(n));
  return `${milliseconds < 0 ? '-' : ''}${said.join(locale === 'ar' ? ' و' : ' ')}`;
}

/** Dates come as ISO days (2026-10-01) or timestamps; a bad one is shown as it came. */
function formatDate(value: string, loc: string, grain: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  // A quarter is named as the answer's sentence names it: "Q3 2026", "الربع ٣ ٢٠٢٦".
  if (grain === 'quarter') {
    const digits = (n: number) => new Intl.NumberFormat(loc, { useGrouping: false }).format(n);
    const quarter = Math.floor(date.getUTCMonth() / 3) + 1;
    return loc.startsWith('ar') ? `الربع ${digits(quarter)} ${digits(date.getUTCFullYear())}` : `Q${quarter} ${date.getUTCFullYear()}`;
  }
  // A month or year column names the period, not its first day.
  const parts: Intl.DateTimeFormatOptions =
    grain === 'year' ? { year: 'numeric' } : grain === 'month' ? { year: 'numeric', month: 'short' } : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(loc, { ...parts, timeZone: 'UTC' }).format(date);
}

/** Numeric columns align to the end of the cell, text to the start. */
export const isNumeric = (type: string) => ['money', 'count', 'percent', 'days', 'milliseconds', 'seconds', 'number'].includes(type);

/** Axis ticks stay short (12K, 1.5M), so they fit beside the chart in either language. */
export function formatAxis(value: number, type: string, locale: string): string {
  const loc = intlLocaleOf(locale);
  if (type === 'percent') return formatCell(value, type, locale, 'USD');
  return numberFormat(`a:${loc}`, () => new Intl.NumberFormat(loc, { notation: 'compact', maximumFractionDigits: 1 })).format(value);
}

/**
 * The value axis's title when the figures are money: the currency's name in the answer's language ("Saudi Riyal",
 * "ريال سعودي"), since compact ticks (80K, ٨٠ ألف) have no room for a symbol. The code itself when the name is unknown.
 */
export function currencyAxisLabel(currency: string, locale: string): string {
  try {
    return new Intl.DisplayNames(intlLocaleOf(locale), { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
