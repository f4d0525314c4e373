import { escapeLiteral } from 'pg';
import { FIELD_BY_KEY } from './fields.ts';
import type { SellerMapping } from './mapping.ts';

/**
 * SQL expressions that read a mapped field from a staging row (columns c1..cN, all text). Values that cannot be
 * read become NULL here and are reported by line number (see problemsSql); nothing in a header or a value is ever
 * spliced into SQL except as a quoted literal.
 */
const PLAIN_NUMBER = '^-?[0-9]+(\\.[0-9]+)?$';
export const DATE_GUARD =
  '^\\s*([0-9]{4}[-/.][0-9]{1,2}[-/.][0-9]{1,2}|[0-9]{1,2}[/.-][0-9]{1,2}[/.-][0-9]{2,4}|[A-Za-z]{3,9}\\.? [0-9]{1,2},? [0-9]{4}|[0-9]{1,2} [A-Za-z]{3,9},? [0-9]{4})';

export interface ColumnFormats {
  /** Columns whose numbers carry currency signs, thousands separators or Arabic-Indic digits. */
  decorated: Set<string>;
  /** DateStyle for slash dates: DMY when any sample day exceeds 12 in the first position. */
  dateStyle: 'MDY' | 'DMY';
}

export class FieldReader {
  private readonly index: Map<string, number>;
  constructor(
    headers: string[],
    private readonly mapping: SellerMapping,
    private readonly formats: ColumnFormats,
    private readonly alias = 's',
  ) {
    this.index = new Map(headers.map((header, i) => [header, i + 1]));
  }

  has(field: string): boolean {
    return this.columnsOf(field).length > 0;
  }

  private columnsOf(field: string): string[] {
    return this.mapping.fields.find((mapped) => mapped.field === field)?.columns.filter((c) => this.index.has(c)) ?? [];
  }

  raw(column: string): string {
    return `${this.alias}.c${this.index.get(column)}`;
  }

  private coalesce(parts: string[], type: string): string {
    if (!parts.length) return `NULL::${type}`;
    return parts.length === 1 ? parts[0] : `coalesce(${parts.join(', ')})`;
  }

  text(field: string): string {
    return this.coalesce(this.columnsOf(field).map((c) => `nullif(btrim(${this.raw(c)}), '')`), 'text');
  }

  numberOf(column: string): string {
    const raw = this.raw(column);
    // Decorated values ("431.25 ر.س", "$1,234.50", Arabic-Indic digits): the first number in the text, without separators.
    const value = this.formats.decorated.has(column)
      ? `replace(substring(translate(${raw}, '٠١٢٣٤٥٦٧٨٩٫٬', '0123456789.,') from '-?[0-9][0-9,]*(?:\\.[0-9]+)?'), ',', '')`
      : `btrim(${raw})`;
    return `(CASE WHEN ${value} ~ ${escapeLiteral(PLAIN_NUMBER)} THEN ${value}::numeric END)`;
  }

  number(field: string): string {
    return this.coalesce(this.columnsOf(field).map((c) => this.numberOf(c)), 'numeric');
  }

  timestampOf(column: string): string {
    const raw = this.raw(column);
    return `(CASE WHEN ${raw} ~ ${escapeLiteral(DATE_GUARD)} THEN btrim(${raw})::timestamptz END)`;
  }

  timestamp(field: string): string {
    return this.coalesce(this.columnsOf(field).map((c) => this.timestampOf(c)), 'timestamptz');
  }

  /** Checks that a non-empty raw value was readable, per typed column of the mapping: [field, column, sqlCondition]. */
  unreadable(): Array<[string, string, string]> {
    const checks: Array<[string, string, string]> = [];
    for (const mapped of this.mapping.fields) {
      const type = FIELD_BY_KEY.get(mapped.field)?.type;
      for (const column of this.columnsOf(mapped.field)) {
        const raw = this.raw(column);
        if (type === 'number' || type === 'integer') checks.push([mapped.field, column, `(nullif(btrim(${raw}), '') IS NOT NULL AND ${this.numberOf(column)} IS NULL)`]);
        if (type === 'timestamp') checks.push([mapped.field, column, `(nullif(btrim(${raw}), '') IS NOT NULL AND NOT ${raw} ~ ${escapeLiteral(DATE_GUARD)})`]);
      }
    }
    return checks;
  }

  /** The unmapped columns of a row as a JSON object keyed by header label. */
  extra(): string {
    if (!this.mapping.extra.length) return 'NULL::jsonb';
    const pairs = this.mapping.extra.filter((c) => this.index.has(c)).map((c) => `${escapeLiteral(c)}, nullif(${this.raw(c)}, '')`);
    // jsonb_build_object takes at most 100 arguments; wide files are split and merged.
    const chunks: string[] = [];
    for (let i = 0; i < pairs.length; i += 50) chunks.push(`jsonb_strip_nulls(jsonb_build_object(${pairs.slice(i, i + 50).join(', ')}))`);
    return chunks.length ? chunks.join(' || ') : 'NULL::jsonb';
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
      if ((type === 'number' || type === 'integer') && values.some((v) => !new RegExp(PLAIN_NUMBER).test(v))) decorated.add(column);
      if (type === 'timestamp' && values.some((v) => /^(\d{1,2})[/.-]\d{1,2}[/.-]\d{2,4}/.test(v) && Number(v.split(/[/.-]/)[0]) > 12)) dateStyle = 'DMY';
    }
  }
  return { decorated, dateStyle };
}
