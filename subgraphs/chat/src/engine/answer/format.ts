import { OPEN_START, iso } from '../parse/dates.ts';
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
      // The currency's own minor units: 2 for SAR and USD, 3 for KWD, none for JPY.
      const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
      const money = numberFormat(`m:${loc}:${code}`, () => new Intl.NumberFormat(loc, { style: 'currency', currency: code }));
      return locale === 'ar' ? isolateLatinSymbol(money.formatToParts(n)) : money.format(n);
    }
    case 'percent':
      return numberFormat(`p:${loc}`, () => new Intl.NumberFormat(loc, { style: 'percent', maximumFractionDigits: 1 })).format(n);
    case 'days': {
      // The noun agrees with the number shown: 1.98 is "2 days", 1.02 "1 day".
      const shown = Math.round(n * 10) / 10;
      const text = numberFormat(`d:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 1 })).format(shown);
      // (In Arabic one day and two are said by the noun: "يوم واحد", "يومان", not "٢ يوم".)
      if (locale === 'ar' && (shown === 1 || shown === 2)) return shown === 1 ? 'يوم واحد' : 'يومان';
      return locale === 'ar' ? `${text} ${daysNounAr(shown)}` : `${text} ${shown === 1 ? 'day' : 'days'}`;
    }
    case 'count':
      return numberFormat(`c:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 0 })).format(n);
    case 'milliseconds':
    case 'seconds':
      return formatLength(format === 'seconds' ? n * 1000 : n, locale);
    default:
      return numberFormat(`n:${loc}`, () => new Intl.NumberFormat(loc, { maximumFractionDigits: 2 })).format(n);
  }
}

/** A length of time: "1 hr 28 min", "5 min 43 sec" (seconds dropped past an hour); "ساعة و٢٨ دقيقة" in Arabic. */
export function formatLength(milliseconds: number, locale: Locale): string {
  const total = Math.round(Math.abs(milliseconds) / 1000);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const parts = ([['hour', hours], ['minute', minutes], ['second', hours ? 0 : seconds]] as const).filter(([, n]) => n > 0);
  if (!parts.length) parts.push(['second', 0]);
  const loc = intlLocale(locale);
  const said = parts.map(([unit, n]) => numberFormat(`u:${loc}:${unit}`, () => new Intl.NumberFormat(loc, { style: 'unit', unit, unitDisplay: locale === 'ar' ? 'long' : 'short' })).format(n));
  return `${milliseconds < 0 ? '-' : ''}${said.join(locale === 'ar' ? ' و' : ' ')}`;
}

/**
 * In Arabic text a Latin currency symbol ("US$") is laid out right to left and reads "$US"; a left-to-right isolate
 * (U+2066 … U+2069) keeps its letters in order while the amount keeps its Arabic place (number, then currency).
 */
export function isolateLatinSymbol(parts: Intl.NumberFormatPart[]): string {
  return parts.map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value)).join('');
}

const QUARTERS_AR = ['الأول', 'الثاني', 'الثالث', 'الرابع'];
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Formatters are made once per shape: making one costs more than formatting a whole answer with it. */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions, timeZone = 'UTC'): Intl.DateTimeFormat {
  const key = `${locale}:${timeZone}:${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) { f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }); dateFormats.set(key, f); }
  return f;
}

/**
 * A time bucket (its first day, YYYY-MM-DD) named by its grain: "September 2026", "Q3 2026", "2026", "the week of
 * Sep 7, 2026", "Sep 7, 2026"; in Arabic "سبتمبر ٢٠٢٦", "الربع الثالث ٢٠٢٦", "٢٠٢٦", "أسبوع ٧ سبتمبر ٢٠٢٦".
 */
export function formatBucket(value: unknown, grain: string, locale: Locale): string {
  const day = String(value ?? '').slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatValue(value, 'date', locale);
  const date = new Date(`${day}T00:00:00Z`);
  const ar = locale === 'ar';
  const year = dateFormat(locale, { year: 'numeric' }).format(date);
  switch (grain) {
    case 'year': return year;
    case 'quarter': {
      const q = Math.floor(date.getUTCMonth() / 3);
      return ar ? `الربع ${QUARTERS_AR[q]} ${year}` : `Q${q + 1} ${year}`;
    }
    case 'month': return dateFormat(locale, { month: 'long', year: 'numeric' }).format(date);
    case 'week': return ar ? `أسبوع ${dateFormat(locale, { dateStyle: 'long' }).format(date)}` : `the week of ${dateFormat(locale, { dateStyle: 'medium' }).format(date)}`;
    default: return dateFormat(locale, { dateStyle: ar ? 'long' : 'medium' }).format(date);
  }
}

/** A calendar day (YYYY-MM-DD, or a timestamp shown in the store's timezone). */
export function formatDay(value: string | Date, locale: Locale, timezone = 'UTC'): string {
  const date = value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zone = value instanceof Date || !/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? timezone : 'UTC';
  return dateFormat(locale, { dateStyle: dayStyle(locale) }, zone).format(date);
}

/**
 * One date style per language: "Nov 1, 2026"; in Arabic "١ نوفمبر ٢٠٢٦" (the medium style there is numeric, zero-padded
 * for one day, "٠١‏/٠٣‏/٢٠٢٦", and not in a range, "١‏/٣‏/٢٠٢٦ – …").
 */
const dayStyle = (locale: Locale) => (locale === 'ar' ? 'long' : 'medium');

/** Western digits in Arabic text (a period's words, "الربع الثالث 2025", "منذ مارس 2026") in Arabic-Indic ones. */
export function arabicDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
}

/** "Oct 1 – 31, 2026", "١ – ٣١ أكتوبر ٢٠٢٦": the days from `fromDay` until `toDay` (exclusive), one day alone as itself. */
export function formatDays(fromDay: string, toDay: string, locale: Locale): string {
  const from = new Date(`${fromDay}T00:00:00Z`);
  const last = new Date(`${toDay}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const f = dateFormat(locale, { dateStyle: dayStyle(locale) });
  // "before 2023 (until Dec 31, 2022)": a period open on its left has no first day to show.
  return fromDay === iso(OPEN_START) ? `${locale === 'ar' ? 'حتى' : 'until'} ${f.format(last)}`
    : from.getTime() >= last.getTime() ? f.format(from) : f.formatRange(from, last);
}

/** "last month (Oct 1 – 31, 2026)": the period's words and its exact dates (the `to` bound is exclusive). */
export function formatPeriod(period: Period, locale: Locale): string {
  const range = formatDays(period.from, period.to, locale);
  const words = period.label[locale];
  // Words that only repeat the dates ("2026-03-01 to 2026-03-31", "من 2026-03-01 إلى …") give way to the dates.
  if (words === period.from || /\d{4}-\d{2}-\d{2}/.test(words)) return range;
  return `${locale === 'ar' ? arabicDigits(words) : words} (${range})`;
}

/**
 * The change from `previous` to `current`. A rate moves in percentage points: 43.3% against 61.5% is −18.2 points,
 * where a relative −29.6% would read as a rate of its own. Anything else changes relative to where it was.
 */
export function change(current: unknown, previous: unknown, format?: Format): number | null {
  const c = Number(current); const p = Number(previous);
  if (current === null || previous === null || current === undefined || previous === undefined || !Number.isFinite(c) || !Number.isFinite(p)) return null;
  if (format === 'percent') return Math.round((c - p) * 1000) / 10;
  return p === 0 ? null : (c - p) / Math.abs(p);
}

/** How a change is shown: percentage points for a rate ("18.2 percentage points", short "18.2 pts"), else a percent. */
export function changeFormat(format: Format): Format {
  return format === 'percent' ? 'number' : 'percent';
}

/** A change's size in words, without its sign: "29.6%", or for a rate "18.2 percentage points" ("18.2 pts" short). */
export function formatChange(size: number, format: Format, locale: Locale, short = false): string {
  if (format !== 'percent') return formatValue(size, 'percent', locale);
  const points = formatValue(size, 'number', locale);
  if (locale === 'ar') return pointsAr(size, points, short);
  // "down 1 percentage point": one is singular ("1 percentage points" was said of 5.6% against 4.5%).
  const one = points === '1';
  return `${points} ${short ? (one ? 'pt' : 'pts') : one ? 'percentage point' : 'percentage points'}`;
}

/**
 * A change said in brackets with its sign ("+4.2%", "−1.5 pts"); none at all is "unchanged", "دون تغيير" ("+0%" was
 * said of two equal values), and one that rounds to none "almost unchanged".
 */
export function formatSignedChange(ch: number, format: Format, locale: Locale): string {
  if (ch === 0) return locale === 'ar' ? 'دون تغيير' : 'unchanged';
  // A relative change is shown to a tenth of a percent; points are already rounded so.
  if (format !== 'percent' && Math.round(Math.abs(ch) * 1000) === 0) return locale === 'ar' ? 'دون تغيير تقريباً' : 'almost unchanged';
  return `${ch > 0 ? '+' : '−'}${formatChange(Math.abs(ch), format, locale, true)}`;
}

/**
 * Percentage points counted in Arabic: "نقطة مئوية واحدة", "نقطتين مئويتين" (said after بزيادة/بانخفاض), "٣ نقاط مئوية",
 * "١٥ نقطة مئوية", a fraction "٠٫٥ نقطة مئوية"; short, in brackets: "نقطة واحدة", "نقطتان", "٣ نقاط" ("٣ نقطة مئوية"
 * was said of every number).
 */
function pointsAr(size: number, points: string, short: boolean): string {
  const unit = short ? '' : ' مئوية';
  if (!Number.isInteger(size)) return `${points} نقطة${unit}`;
  if (size === 1) return short ? 'نقطة واحدة' : 'نقطة مئوية واحدة';
  if (size === 2) return short ? 'نقطتان' : 'نقطتين مئويتين';
  const rest = size % 100;
  return rest >= 3 && rest <= 10 ? `${points} نقاط${unit}` : `${points} نقطة${unit}`;
}

/** The Arabic noun counted by a whole number of days: ٣ أيام, ١٥ يوماً, ١٠٠ يوم (a fraction keeps يوم). */
function daysNounAr(n: number): string {
  if (!Number.isInteger(n)) return 'يوم';
  const last = Math.abs(n) % 100;
  return last >= 3 && last <= 10 ? 'أيام' : last >= 11 ? 'يوماً' : 'يوم';
}
