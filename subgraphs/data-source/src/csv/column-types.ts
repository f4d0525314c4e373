import { commaDecimalForm, isBlank, isIsoDay, isIsoMoment, orderMatters, parseBoolean, parseCommaDecimal, parseDate, parseDecimal, parseInteger, type DateOrder } from './values.ts';

/** The types a CSV column can be given, narrowest first. */
export type ColumnType = 'integer' | 'bigint' | 'decimal' | 'boolean' | 'date' | 'timestamp' | 'timestamptz' | 'text';

export const SQL_TYPES: Record<ColumnType, string> = {
  integer: 'integer',
  bigint: 'bigint',
  decimal: 'numeric',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  text: 'text',
};

export interface InferredColumn {
  type: ColumnType;
  sqlType: string;
  /** How ambiguous numeric dates (05/06/2023) are read; day-first unless a value proves month-first. */
  dateOrder: DateOrder;
  /** A decimal column written with decimal commas ("1.234,50"): its cells are read so. */
  decimalComma?: boolean;
  /** A few distinct non-empty values, as written: shown to users and to the question engine. */
  samples: string[];
  /** Non-empty values seen. */
  filled: number;
}

const INT4_MAX = 2147483647n;
const INT8_MAX = 9223372036854775807n;

/** Narrows each column's possible types as values stream past; memory stays per column, not per row. */
export class ColumnTypeInferrer {
  private readonly columns: Array<{
    integer: boolean; bigint: boolean; decimal: boolean; boolean: boolean;
    /** Every value reads with a decimal comma; `commaSeen`: one of them has one. */
    comma: boolean; commaSeen: boolean;
    dmy: boolean; mdy: boolean; hasTime: boolean; zoned: boolean; unzoned: boolean;
    samples: Set<string>; filled: number;
  }>;

  constructor(width: number) {
    this.columns = Array.from({ length: width }, () => ({
      integer: true, bigint: true, decimal: true, boolean: true,
      comma: true, commaSeen: false,
      dmy: true, mdy: true, hasTime: false, zoned: false, unzoned: false,
      samples: new Set<string>(), filled: 0,
    }));
  }

  observe(values: string[]): void {
    const columns = this.columns;
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index];
      const raw = values[index] ?? '';
      if (isBlank(raw)) continue;
      column.filled += 1;
      if (column.samples.size < 5 && raw.length <= 200) column.samples.add(raw);
      if (column.integer || column.bigint) {
        const digits = parseInteger(raw);
        // Nine digits or fewer always fit an integer: no BigInt needed for the common case.
        const big = digits === null ? null : digits.length <= 9 || (digits.length === 10 && digits.charCodeAt(0) === 45) ? 0n : BigInt(digits);
        if (big === null || big > INT4_MAX || big < -INT4_MAX - 1n) column.integer = false;
        if (big === null || big > INT8_MAX || big < -INT8_MAX - 1n) column.bigint = false;
      }
      if (column.decimal && parseDecimal(raw) === null) column.decimal = false;
      if (column.comma) {
        const form = commaDecimalForm(raw);
        if (!form) column.comma = false;
        else if (form === 'comma') column.commaSeen = true;
      }
      if (column.boolean && parseBoolean(raw) === null) column.boolean = false;
      if (column.dmy || column.mdy) {
        const dmy = column.dmy ? parseDate(raw, 'dmy') : null;
        // Only dates written numbers first (05/06/2024) read differently month first: others are parsed once.
        const mdy = !column.mdy ? null : column.dmy && !orderMatters(raw) ? dmy : parseDate(raw, 'mdy');
        if (column.dmy && !dmy) column.dmy = false;
        if (column.mdy && !mdy) column.mdy = false;
        const parsed = dmy ?? mdy;
        if (parsed?.time) {
          column.hasTime = true;
          if (parsed.zone) column.zoned = true;
          else column.unzoned = true;
        }
      }
    }
  }

  result(): InferredColumn[] {
    return this.columns.map((column) => {
      const dateOrder: DateOrder = column.dmy ? 'dmy' : 'mdy';
      const isDate = column.dmy || column.mdy;
      let type: ColumnType = 'text';
      if (column.filled === 0) type = 'text';
      else if (column.integer) type = 'integer';
      else if (column.bigint) type = 'bigint';
      else if (column.decimal) type = 'decimal';
      else if (column.boolean) type = 'boolean';
      else if (isDate && column.hasTime) type = column.zoned && !column.unzoned ? 'timestamptz' : column.zoned ? 'text' : 'timestamp';
      else if (isDate) type = 'date';
      // Read with a point every value was not a number; read with a comma each one is (a date such as 1.2.2024 is not).
      else if (column.comma && column.commaSeen) type = 'decimal';
      const decimalComma = type === 'decimal' && !column.decimal;
      return { type, sqlType: SQL_TYPES[type], dateOrder, ...(decimalComma ? { decimalComma } : {}), samples: [...column.samples], filled: column.filled };
    });
  }
}

/** Infers column types from sample rows (each an array of cells in header order). */
export function inferColumnTypes(rows: string[][], width = rows[0]?.length ?? 0): InferredColumn[] {
  const inferrer = new ColumnTypeInferrer(width);
  for (const row of rows) inferrer.observe(row);
  return inferrer.result();
}

/** Reads one cell for a column: see cellReader. */
export type CellReader = (raw: string) => string | null | undefined;

function integerCell(max: bigint): CellReader {
  return (raw) => {
    if (isBlank(raw)) return null;
    const digits = parseInteger(raw);
    if (digits === null) return undefined;
    if (digits.length <= 9) return digits;
    const big = BigInt(digits);
    return big <= max && big >= -max - 1n ? digits : undefined;
  };
}

/**
 * How a load reads a column's cells, picked once per column: each cell as PostgreSQL reads it for the column, null for
 * an empty cell, or undefined when the value does not fit the column's type (when a whole-file inference would have
 * concluded another type had it seen this value too). A load that started from a sample's types stops at the first
 * undefined. Cells already in PostgreSQL's form (plain numbers, ISO days and moments, text) come back as they are.
 */
export function cellReader(column: Pick<InferredColumn, 'type' | 'dateOrder' | 'filled' | 'decimalComma'>): CellReader {
  const { type, dateOrder } = column;
  if (type === 'decimal' && column.decimalComma) return (raw) => (isBlank(raw) ? null : (parseCommaDecimal(raw) ?? undefined));
  switch (type) {
    case 'integer':
      return integerCell(INT4_MAX);
    case 'bigint':
      return integerCell(INT8_MAX);
    case 'decimal':
      return (raw) => (isBlank(raw) ? null : (parseDecimal(raw) ?? undefined));
    case 'boolean':
      return (raw) => {
        if (isBlank(raw)) return null;
        const value = parseBoolean(raw);
        return value === null ? undefined : value ? 't' : 'f';
      };
    case 'date':
      return (raw) => {
        if (isBlank(raw)) return null;
        if (isIsoDay(raw)) return raw;
        const parsed = parseDate(raw, dateOrder);
        // A time in a date column changes the type.
        return !parsed || parsed.time !== null ? undefined : parsed.date;
      };
    case 'timestamp':
    case 'timestamptz':
      return (raw) => {
        if (isBlank(raw)) return null;
        if (type === 'timestamp' && isIsoMoment(raw)) return raw;
        const parsed = parseDate(raw, dateOrder);
        if (!parsed) return undefined;
        // A zone where the times had none (and the reverse) changes the type.
        if (parsed.time !== null && (type === 'timestamp') !== (parsed.zone === null)) return undefined;
        return `${parsed.date} ${parsed.time ?? '00:00:00'}${parsed.zone ?? ''}`;
      };
    default: {
      // An empty column's first value gives it a type.
      const filled = column.filled > 0;
      return (raw) => (isBlank(raw) ? null : filled ? raw : undefined);
    }
  }
}

/** A cell as PostgreSQL reads it for a column of the inferred type; null for an empty cell. */
export function toColumnValue(column: Pick<InferredColumn, 'type' | 'dateOrder'>, raw: string): string | null {
  if (isBlank(raw)) return null;
  switch (column.type) {
    case 'integer':
    case 'bigint': {
      // A number past the column's range is no value of it (a hand-entered 99999999999999 in an integer column failed
      // the insert as a server error).
      const value = parseInteger(raw);
      const limit = column.type === 'integer' ? 2_147_483_647n : 9_223_372_036_854_775_807n;
      return value !== null && (BigInt(value) > limit || BigInt(value) < -limit - 1n) ? null : value;
    }
    case 'decimal':
      // A hand-entered "12,5" is the decimal comma of a seller who writes numbers so.
      return parseDecimal(raw) ?? parseCommaDecimal(raw);
    case 'boolean': {
      // Not yes or no is not "no": a hand-entered "abc" is refused, not saved as false.
      const value = parseBoolean(raw);
      return value === null ? null : value ? 't' : 'f';
    }
    case 'date':
      return parseDate(raw, column.dateOrder)?.date ?? null;
    case 'timestamp':
    case 'timestamptz': {
      const parsed = parseDate(raw, column.dateOrder);
      if (!parsed) return null;
      return `${parsed.date} ${parsed.time ?? '00:00:00'}${parsed.zone ?? ''}`;
    }
    default:
      // PostgreSQL text holds no NUL character (it failed the insert as a server error).
      return raw.includes('\u0000') ? null : raw;
  }
}
