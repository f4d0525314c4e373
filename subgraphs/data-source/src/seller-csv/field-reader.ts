import { FIELD_BY_KEY } from './fields.ts';
import type { SellerMapping } from './mapping.ts';

/**
 * Reads mapped fields from one row of a seller's file (the row's raw cells, in header order). Values that cannot
 * be read become null and are reported by line; the rules are those sellers' exports need: plain numbers, or
 * "decorated" ones ("431.25 ر.س", "$1,234.50", Arabic-Indic digits) in columns whose sample shows decoration;
 * dates of the shapes exports use, handed to PostgreSQL's own date parser (in the store's time zone and the file's
 * day/month order) when the rows are copied in.
 */
const DECORATED_NUMBER = /-?[0-9][0-9,]*(?:\.[0-9]+)?/;
export const DATE_GUARD =
  /^\s*([0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}|[0-9]{1,2}[/.-][0-9]{1,2}[/.-][0-9]{2,4}|[A-Za-z]{3,9}\.? [0-9]{1,2},? [0-9]{4}|[0-9]{1,2} [A-Za-z]{3,9},? [0-9]{4})/;
const ARABIC_DIGITS = /[٠-٩٫٬]/g;
const arabicDigit = (c: string) => (c === '٫' ? '.' : c === '٬' ? ',' : String(c.charCodeAt(0) - 0x0660));

export interface ColumnFormats {
  /** Columns whose numbers carry currency signs, thousands separators or Arabic-Indic digits. */
  decorated: Set<string>;
  /** DateStyle for slash dates: DMY when any sample day exceeds 12 in the first position. */
  dateStyle: 'MDY' | 'DMY';
}

type Row = string[];
export type TextOf = (row: Row) => string | null;
export type NumberOf = (row: Row) => number | null;

/** A problem with one value: the field, the column it came from. */
export interface Unreadable {
  field: string;
  column: string;
}

/** Whether text is a plain decimal ("-12", "3.50"): checked by hand, it is on every numeric cell of the file. */
function isPlainNumber(value: string): boolean {
  const length = value.length;
  let i = value.charCodeAt(0) === 45 ? 1 : 0;
  const digitsFrom = i;
  while (i < length && isDigit(value.charCodeAt(i))) i++;
  if (i === digitsFrom) return false;
  if (i === length) return true;
  if (value.charCodeAt(i) !== 46) return false;
  const fractionFrom = ++i;
  while (i < length && isDigit(value.charCodeAt(i))) i++;
  return i === length && i > fractionFrom;
}
const isDigit = (c: number) => c >= 48 && c <= 57;

/** The number a cell holds as plain decimal text, or null. */
function numberText(raw: string, decorated: boolean): string | null {
  let value = raw.charCodeAt(0) <= 32 || raw.charCodeAt(raw.length - 1) <= 32 ? raw.trim() : raw;
  if (decorated) {
    const match = DECORATED_NUMBER.exec(value.replace(ARABIC_DIGITS, arabicDigit));
    if (!match) return null;
    value = match[0].replace(/,/g, '');
  }
  return isPlainNumber(value) ? value : null;
}

export function readNumber(raw: string, decorated: boolean): number | null {
  const value = numberText(raw, decorated);
  return value === null ? null : Number(value);
}

export class FieldReader {
  private readonly index: Map<string, number>;
  /**
   * The numbers of the row last checked by unreadable(), by column (NaN: not a number): the builder reads the same
   * cells right after, and each numeric cell of the file is now parsed once rather than twice.
   */
  private readonly numbers: Float64Array;
  private numbersOf: Row | null = null;
  /** 1 for the columns unreadable() parses as numbers: only those are taken from `numbers`. */
  private readonly numberColumns: Uint8Array;
  private readonly checks: Array<{ field: string; column: string; at: number; type: 'number' | 'timestamp'; decorated: boolean }> = [];
  private readonly extraColumns: Array<[string, number]>;

  constructor(headers: string[], private readonly mapping: SellerMapping, private readonly formats: ColumnFormats) {
    this.index = new Map(headers.map((header, i) => [header, i]));
    for (const mapped of mapping.fields) {
      const type = FIELD_BY_KEY.get(mapped.field)?.type;
      for (const column of this.columnsOf(mapped.field)) {
        const at = this.index.get(column)!;
        if (type === 'number' || type === 'integer') this.checks.push({ field: mapped.field, column, at, type: 'number', decorated: formats.decorated.has(column) });
        if (type === 'timestamp') this.checks.push({ field: mapped.field, column, at, type: 'timestamp', decorated: false });
      }
    }
    this.extraColumns = mapping.extra.filter((c) => this.index.has(c)).map((c) => [c, this.index.get(c)!]);
    this.numbers = new Float64Array(headers.length);
    this.numberColumns = new Uint8Array(headers.length);
    for (const check of this.checks) if (check.type === 'number') this.numberColumns[check.at] = 1;
  }

  has(field: string): boolean {
    return this.columnsOf(field).length > 0;
  }

  private columnsOf(field: string): string[] {
    return this.mapping.fields.find((mapped) => mapped.field === field)?.columns.filter((c) => this.index.has(c)) ?? [];
  }

  /** The field's text: the first of its columns that is not blank, trimmed. */
  text(field: string): TextOf {
    const at = this.columnsOf(field).map((c) => this.index.get(c)!);
    if (!at.length) return () => null;
    if (at.length === 1) {
      const i = at[0];
      return (row) => {
        const value = row[i].trim();
        return value === '' ? null : value;
      };
    }
    return (row) => {
      for (const i of at) {
        const value = row[i].trim();
        if (value !== '') return value;
      }
      return null;
    };
  }

  number(field: string): NumberOf {
    const at = this.columnsOf(field).map((c) => [this.index.get(c)!, this.formats.decorated.has(c)] as const);
    if (!at.length) return () => null;
    return (row) => {
      const checked = row === this.numbersOf;
      for (const [i, decorated] of at) {
        if (checked && this.numberColumns[i]) {
          const value = this.numbers[i];
          if (!Number.isNaN(value)) return value;
          continue;
        }
        const value = readNumber(row[i], decorated);
        if (value !== null) return value;
      }
      return null;
    };
  }

  /** The field's date as written (PostgreSQL parses it on the way in), or null when it is not a date's shape. */
  timestamp(field: string): TextOf {
    const at = this.columnsOf(field).map((c) => this.index.get(c)!);
    if (!at.length) return () => null;
    return (row) => {
      for (const i of at) {
        const raw = row[i];
        if (DATE_GUARD.test(raw)) return raw.trim();
      }
      return null;
    };
  }

  /** The row's values that were given but could not be read. */
  unreadable(row: Row): Unreadable[] | null {
    let found: Unreadable[] | null = null;
    // Every number column is mapped, so each is parsed here and its value kept for number() (NaN: none).
    this.numbers.fill(NaN);
    for (const check of this.checks) {
      const raw = row[check.at];
      if (check.type === 'number') {
        const text = numberText(raw, check.decorated);
        if (text !== null) this.numbers[check.at] = Number(text);
        else if (raw.trim() !== '') (found ??= []).push({ field: check.field, column: check.column });
      } else if (raw.trim() !== '' && !DATE_GUARD.test(raw)) (found ??= []).push({ field: check.field, column: check.column });
    }
    this.numbersOf = row;
    return found;
  }

  /** The unmapped columns of a row as a JSON object keyed by header label (empty cells left out), or null. */
  extra(row: Row): string | null {
    if (!this.mapping.extra.length) return null;
    const values: Record<string, string> = {};
    for (const [label, i] of this.extraColumns) if (row[i] !== '') values[label] = row[i];
    return JSON.stringify(values);
  }
}

/** Works out number decoration and day/month order from the sample rows. */
export function formatsOf(headers: string[], mapping: SellerMapping, sample: string[][]): ColumnFormats {
  const decorated = new Set<string>();
  let dateStyle: ColumnFormats['dateStyle'] = 'MDY';
  for (const mapped of mapping.fields) {
    const type = FIELD_BY_KEY.get(mapped.field)?.type;
    for (const column of mapped.columns) {
      const index = headers.indexOf(column);
      const values = sample.map((row) => (row[index] ?? '').trim()).filter(Boolean);
      if ((type === 'number' || type === 'integer') && values.some((v) => !isPlainNumber(v))) decorated.add(column);
      if (type === 'timestamp' && values.some((v) => /^(\d{1,2})[/.-]\d{1,2}[/.-]\d{2,4}/.test(v) && Number(v.split(/[/.-]/)[0]) > 12)) dateStyle = 'DMY';
    }
  }
  return { decorated, dateStyle };
}
