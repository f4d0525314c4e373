const PLAIN = /^[\d.,:/ TZ+-]*$/;

/**
 * An empty cell, or one of spaces only (JavaScript's trim set). A cell starting with a visible ASCII character, as
 * nearly all do, is told at once without trimming: a large file has millions of cells.
 */
export function isBlank(raw: string): boolean {
  if (raw === '') return true;
  const first = raw.charCodeAt(0);
  return !(first > 32 && first < 127) && raw.trim() === '';
}

/** Normalises how people write numbers: Arabic-Indic digits, Arabic separators, thousands commas, currency signs. */
export function normalizeNumber(raw: string): string {
  const text = raw.trim();
  // Fast path for the usual case (plain ASCII numbers): a large file has millions of cells.
  if (PLAIN.test(text)) return text;
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/^([+-]?)[$€£]\s?/, '$1');
}

const INTEGER = /^[+-]?(0|[1-9]\d*|[1-9]\d{0,2}(,\d{3})+)$/;
const DECIMAL = /^[+-]?((0|[1-9]\d*|[1-9]\d{0,2}(,\d{3})+)?\.\d+|(0|[1-9]\d*|[1-9]\d{0,2}(,\d{3})+)\.)$/;

const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * Where the digits of a plain number end: an optional minus, then "0" or digits without a leading zero; 0 when the
 * text does not start so. The fast paths below accept only what the regular expressions accept, unchanged, and
 * leave everything else (signs, commas, spaces, Arabic digits) to them: a large file has millions of cells.
 */
function plainDigitsEnd(raw: string, from: number): number {
  const length = raw.length;
  let i = from;
  if (i < length && raw.charCodeAt(i) === 45) i += 1;
  const first = i;
  while (i < length && isDigit(raw.charCodeAt(i))) i += 1;
  if (i === first) return 0;
  if (raw.charCodeAt(first) === 48 && i - first > 1) return 0;
  return i;
}

/** An integer as digits (commas removed), or null. Leading zeros ("00123", a postcode) are not numbers. */
export function parseInteger(raw: string): string | null {
  if (plainDigitsEnd(raw, 0) === raw.length && raw.length) return raw;
  const value = normalizeNumber(raw);
  return INTEGER.test(value) ? value.replace(/,/g, '').replace(/^\+/, '') : null;
}

export function parseDecimal(raw: string): string | null {
  const end = plainDigitsEnd(raw, 0);
  if (end === raw.length && end) return raw;
  if (end && raw.charCodeAt(end) === 46 && end + 1 < raw.length) {
    let i = end + 1;
    while (i < raw.length && isDigit(raw.charCodeAt(i))) i += 1;
    if (i === raw.length) return raw;
  }
  const value = normalizeNumber(raw);
  if (!INTEGER.test(value) && !DECIMAL.test(value)) return null;
  return value.replace(/,/g, '').replace(/^\+/, '').replace(/\.$/, '');
}

/**
 * A number written with a decimal comma and dots between thousands, as Excel writes it in much of Europe and in the
 * semicolon-separated files it makes there: "1.234,50", "12,5", "-3,75". Integers without separators fit too.
 */
const COMMA_DECIMAL = /^[+-]?(0|[1-9]\d*|[1-9]\d{0,2}(\.\d{3})+)(,\d+)?$/;

/** Whether the text can be read with a decimal comma (parseCommaDecimal), and whether it actually has one. */
export function commaDecimalForm(raw: string): 'comma' | 'plain' | null {
  if (plainDigitsEnd(raw, 0) === raw.length && raw.length) return 'plain';
  const value = normalizeNumber(raw);
  if (!COMMA_DECIMAL.test(value)) return null;
  return value.includes(',') ? 'comma' : 'plain';
}

/** A number written with a decimal comma, as PostgreSQL reads it ("1.234,50" is 1234.50), or null. */
export function parseCommaDecimal(raw: string): string | null {
  if (!commaDecimalForm(raw)) return null;
  return normalizeNumber(raw).replace(/\./g, '').replace(',', '.').replace(/^\+/, '');
}

const TRUE = new Set(['true', 'yes', 'نعم', 'صح']);
const FALSE = new Set(['false', 'no', 'لا', 'خطأ']);

export function parseBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

/** Day-first (31/12/2023, most of the world and the Gulf) or month-first (12/31/2023, the US). */
export type DateOrder = 'dmy' | 'mdy';

/** Whether the day order can change how the text reads as a date: only dates written with numbers first (05/06/2024). */
export const orderMatters = (raw: string): boolean => isoForm(raw) === undefined && NUMERIC_DATE.test(normalizeNumber(raw));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/;
const NUMERIC_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/;
const NAMED_DATE = /^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s,]+(\d{4})/; // 31-Dec-2023, 31 December 2023
const NAMED_FIRST = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})/; // Dec 31, 2023
const TIME = /^(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?\s*([AaPp][Mm])?)?\s*(Z|[+-]\d{2}:?\d{2}|UTC)?$/;

export interface ParsedDate {
  date: string; // YYYY-MM-DD
  time: string | null; // HH:MM:SS(.ffffff)
  zone: string | null; // +00:00
}

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0');

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= MONTH_DAYS[m - 1] + (leap ? 1 : 0);
}

/** Two digits at i as a number, or -1. */
function twoDigits(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * Whether the text is a real day written "2024-01-05" ('date') or a real moment written "2024-01-05 10:30:00" or with
 * T ('timestamp'), the shapes exports and databases write; null for those shapes holding no real day or time, undefined
 * for any other text. Read without regular expressions or new strings: a large file has millions of such cells.
 */
function isoForm(raw: string): 'date' | 'timestamp' | null | undefined {
  const length = raw.length;
  if ((length !== 10 && length !== 19) || raw.charCodeAt(4) !== 45 || raw.charCodeAt(7) !== 45) return undefined;
  const century = twoDigits(raw, 0);
  const year = twoDigits(raw, 2);
  const m = twoDigits(raw, 5);
  const d = twoDigits(raw, 8);
  if (century < 0 || year < 0 || m < 0 || d < 0) return undefined;
  if (!validDate(century * 100 + year, m, d)) return null;
  if (length === 10) return 'date';
  const t = raw.charCodeAt(10);
  if ((t !== 32 && t !== 84) || raw.charCodeAt(13) !== 58 || raw.charCodeAt(16) !== 58) return undefined;
  const hour = twoDigits(raw, 11);
  const minute = twoDigits(raw, 14);
  const second = twoDigits(raw, 17);
  if (hour < 0 || minute < 0 || second < 0) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return 'timestamp';
}

/** What the general parser returns for an ISO-shaped date or timestamp (isoForm); undefined for other text. */
function isoDate(raw: string): ParsedDate | null | undefined {
  const form = isoForm(raw);
  if (!form) return form;
  return form === 'date' ? { date: raw, time: null, zone: null } : { date: raw.slice(0, 10), time: raw.slice(11), zone: null };
}

/** A real day written "2024-01-05": PostgreSQL reads it as it stands. */
export const isIsoDay = (raw: string): boolean => isoForm(raw) === 'date';

/** A real moment written "2024-01-05 10:30:00" (a space, no zone): what a timestamp column's cell becomes, as it stands. */
export const isIsoMoment = (raw: string): boolean => raw.charCodeAt(10) === 32 && isoForm(raw) === 'timestamp';

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function yearOf(text: string): number {
  const year = Number(text);
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;
}

/** Splits a date or timestamp in a given day order, or null when the text is not one (or not a real day). */
export function parseDate(raw: string, order: DateOrder): ParsedDate | null {
  const iso = isoDate(raw);
  if (iso !== undefined) return iso;
  const text = normalizeNumber(raw);
  let y: number, m: number, d: number, rest: string;
  let match = ISO_DATE.exec(text);
  if (match) [y, m, d, rest] = [Number(match[1]), Number(match[2]), Number(match[3]), text.slice(match[0].length)];
  else if ((match = NUMERIC_DATE.exec(text))) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    [d, m] = order === 'dmy' ? [a, b] : [b, a];
    [y, rest] = [yearOf(match[3]), text.slice(match[0].length)];
  } else if ((match = NAMED_DATE.exec(text))) {
    [d, m, y, rest] = [Number(match[1]), monthOf(match[2]), Number(match[3]), text.slice(match[0].length)];
  } else if ((match = NAMED_FIRST.exec(text))) {
    [m, d, y, rest] = [monthOf(match[1]), Number(match[2]), Number(match[3]), text.slice(match[0].length)];
  } else return null;
  if (!validDate(y, m, d)) return null;
  const time = TIME.exec(rest);
  if (!time) return null;
  let clock: string | null = null;
  if (time[1] !== undefined) {
    let hour = Number(time[1]);
    const meridiem = time[5]?.toLowerCase();
    if (meridiem) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
    }
    if (hour > 23 || Number(time[2]) > 59 || Number(time[3] ?? 0) > 59) return null;
    clock = `${pad(hour)}:${time[2]}:${time[3] ?? '00'}${time[4] ?? ''}`;
  }
  const zoneText = time[6];
  const zone = !zoneText ? null : zoneText === 'Z' || zoneText === 'UTC' ? '+00:00' : zoneText.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return { date: `${pad(y, 4)}-${pad(m)}-${pad(d)}`, time: clock, zone };
}
