import { FIELD_BY_KEY, SELLER_FIELDS, normalizeHeader } from './fields.ts';
import { PLATFORM_LAYOUTS, type PlatformLayout } from './platforms.ts';

/** One warehouse field and the file column(s) that fill it, by header label; the first non-empty value wins. */
export interface FieldMapping {
  field: string;
  columns: string[];
}

export interface SellerMapping {
  platform: PlatformLayout['platform'];
  rows: PlatformLayout['rows'];
  fields: FieldMapping[];
  /** Columns no field uses: kept per row in the warehouse's `extra` jsonb. */
  extra: string[];
}

const LINE_FIELDS = ['product_name', 'sku', 'product_id', 'quantity', 'unit_price', 'line_total'];

function platformOf(headers: string[]): PlatformLayout | null {
  const present = new Set(headers.map(normalizeHeader));
  return PLATFORM_LAYOUTS.find((layout) => layout.signature.every((header) => present.has(normalizeHeader(header)))) ?? null;
}

/** A rate column (Superstore's Discount: 0.2 = 20%) rather than an amount. */
function looksLikeRate(values: string[]): boolean {
  const numbers = values.map((value) => value.trim()).filter(Boolean).map(Number);
  return numbers.length > 0 && numbers.every((n) => Number.isFinite(n) && n >= 0 && n < 1) && numbers.some((n) => n > 0);
}

function byGuess(headers: string[], sample: string[][]): FieldMapping[] {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const fields: FieldMapping[] = [];
  for (const field of SELLER_FIELDS) {
    for (const synonym of field.synonyms) {
      const index = normalized.findIndex((header, i) => !used.has(i) && header === normalizeHeader(synonym));
      if (index < 0) continue;
      used.add(index);
      let key = field.key;
      if (key === 'line_discount' && looksLikeRate(sample.map((row) => row[index] ?? ''))) key = 'discount_rate';
      if (!fields.some((mapped) => mapped.field === key)) fields.push({ field: key, columns: [headers[index]] });
      break;
    }
  }
  return fields;
}

function byLayout(layout: PlatformLayout, headers: string[]): FieldMapping[] {
  const byNormal = new Map(headers.map((header) => [normalizeHeader(header), header]));
  return Object.entries(layout.columns)
    .map(([field, names]) => ({ field, columns: names.map((name) => byNormal.get(normalizeHeader(name))).filter((h): h is string => !!h) }))
    .filter((mapped) => mapped.columns.length > 0);
}

/** Recognises the export by its headers and maps its columns onto warehouse fields. */
export function mapColumns(headers: string[], sample: string[][]): SellerMapping {
  const layout = platformOf(headers);
  const fields = layout ? byLayout(layout, headers) : byGuess(headers, sample);
  return finishMapping(layout?.platform ?? 'generic', layout?.rows, headers, fields);
}

/** Completes a mapping (given by detection or corrected by the seller): row kind and the extra columns. */
export function finishMapping(platform: SellerMapping['platform'], rows: SellerMapping['rows'] | undefined, headers: string[], fields: FieldMapping[]): SellerMapping {
  const used = new Set(fields.flatMap((mapped) => mapped.columns));
  const isLines = fields.some((mapped) => LINE_FIELDS.includes(mapped.field));
  return { platform, rows: rows ?? (isLines ? 'lines' : 'orders'), fields, extra: headers.filter((header) => !used.has(header)) };
}

export type MappingProblem = { key: string; params?: Record<string, string> };

/** What a mapping lacks to make orders: an order date and an amount; unknown fields or columns are refused. */
export function mappingProblems(mapping: SellerMapping, headers: string[]): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const known = new Set(headers);
  for (const mapped of mapping.fields) {
    if (!FIELD_BY_KEY.has(mapped.field)) problems.push({ key: 'unknownField', params: { field: mapped.field } });
    for (const column of mapped.columns) if (!known.has(column)) problems.push({ key: 'unknownColumn', params: { column } });
  }
  const has = (key: string) => mapping.fields.some((mapped) => mapped.field === key && mapped.columns.length);
  if (!has('created_at')) problems.push({ key: 'noDate' });
  if (!['total', 'line_total', 'unit_price', 'subtotal'].some(has)) problems.push({ key: 'noAmount' });
  return problems;
}
