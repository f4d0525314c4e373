/** Latin spellings of Arabic letters, so an Arabic header becomes a readable SQL name (its label keeps the Arabic). */
const ARABIC: Record<string, string> = {
  'ا': 'a', 'أ': 'a', 'إ': 'i', 'آ': 'aa', 'ٱ': 'a', 'ب': 'b', 'ت': 't', 'ث': 'th', 'ج': 'j', 'ح': 'h', 'خ': 'kh',
  'د': 'd', 'ذ': 'dh', 'ر': 'r', 'ز': 'z', 'س': 's', 'ش': 'sh', 'ص': 's', 'ض': 'd', 'ط': 't', 'ظ': 'z', 'ع': 'a',
  'غ': 'gh', 'ف': 'f', 'ق': 'q', 'ك': 'k', 'ل': 'l', 'م': 'm', 'ن': 'n', 'ه': 'h', 'و': 'w', 'ي': 'y', 'ى': 'a',
  'ة': 'a', 'ء': '', 'ئ': 'y', 'ؤ': 'w', 'پ': 'p', 'چ': 'ch', 'گ': 'g', 'ک': 'k', 'ی': 'y',
  '٠': '0', '١': '1', '٢': '2', '٣': '3', '٤': '4', '٥': '5', '٦': '6', '٧': '7', '٨': '8', '٩': '9',
};

/** PostgreSQL identifiers are at most 63 bytes; leave room for a de-duplicating suffix. */
const MAX_NAME = 55;

/** A lowercase snake_case name of letters, digits and underscores, or '' when nothing is left. */
export function slugify(text: string): string {
  const latin = [...text.normalize('NFKD')]
    .map((ch) => ARABIC[ch] ?? ch)
    .join('')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // Arabic vowel marks and tatweel
    .replace(/[\u0300-\u036f]/g, '') // Latin accents
    .toLowerCase();
  return latin.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, MAX_NAME).replace(/_+$/, '');
}

export interface SafeColumnName {
  /** The SQL column name: safe, unique within the table. */
  name: string;
  /** The header as the seller wrote it. */
  label: string;
}

/** PostgreSQL's system columns exist on every table: a user column of one of these names cannot be created. */
const SYSTEM_COLUMNS = new Set(['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid']);

/**
 * Column names for a header row: slugged, never empty, never starting with a digit, never a PostgreSQL system column
 * (`ctid` becomes `ctid_1`), unique, never our own `_row_id`.
 */
export function safeColumnNames(headers: string[]): SafeColumnName[] {
  const used = new Set<string>(['_row_id']);
  return headers.map((header, index) => {
    let base = slugify(header) || `column_${index + 1}`;
    if (/^\d/.test(base)) base = `c_${base}`;
    if (SYSTEM_COLUMNS.has(base)) base = `${base}_1`;
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}_${n}`;
    used.add(name);
    return { name, label: header.trim() || name };
  });
}

/** A table name from a file name or a name the seller typed: extension dropped, slugged, never empty. */
export function safeTableName(text: string): string {
  const base = slugify(text.replace(/\.(csv|tsv|txt)$/i, '')).slice(0, 48).replace(/_+$/, '');
  if (!base) return 'table';
  return /^\d/.test(base) ? `t_${base}` : base;
}

/** Quotes an identifier for SQL; names are already safe, this is the second lock on the door. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
