const PLAIN = /^[\d.,:/ TZ+-]*$/;

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

/** An integer as digits (commas removed), or null. Leading zeros ("00123", a postcode) are not numbers. */
export function parseInteger(raw: string): string | null {
  const value = normalizeNumber(raw);
  return INTEGER.test(value) ? value.replace(/,/g, '').replace(/^\+/, '') : null;
}

export function parseDecimal(raw: string): string | null {
  const value = normalizeNumber(raw);
  if (!INTEGER.test(value) && !DECIMAL.test(value)) return null;
  return value.replace(/,/g, '').replace(/^\+/, '').replace(/\.$/, '');
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

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function yearOf(text: string): number {
  const year = Number(text);
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;
}

/** Splits a date or timestamp in a given day order, or null when the text is not one (or not a real day). */
export function parseDate(raw: string, order: DateOrder): ParsedDate | null {
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
