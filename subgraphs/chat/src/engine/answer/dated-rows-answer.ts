import type { Answer, Catalog, CompiledQuery, Locale, LookupPlan } from '../types.ts';
import { datedRowsOf } from '../custom/dated-rows.ts';
import { arabicDigits, formatDay, formatPeriod, formatValue } from './format.ts';
import { filterPhrases, periodPhrase } from './sentence.ts';
import { withoutArticle } from '../parse/normalise.ts';

/** A value inside an Arabic sentence: digits in the sentence's, a name in its own direction. */
const inArabic = (value: string) => (/^\d+$/.test(value) ? arabicDigits(value) : `\u2068${value}\u2069`);

/**
 * "When was Jane Peacock hired?": rows kept by their own columns (her first and last name), each said with its date.
 * "The last 5 invoices from Germany" keeps them by a split read through another table (the customer's country), and
 * "who was our first customer in Germany?" lists customers: both are the newest or oldest rows, said as such.
 */
function namesRows(plan: LookupPlan, catalog: Catalog): boolean {
  if (!plan.filters?.length || plan.period || plan.about) return false;
  return plan.filters.every((f) => f.op === 'eq' && !catalog.dimensions.find((d) => d.key === f.dimension)?.on[plan.table ?? '']?.joins);
}

/**
 * "The latest invoice: 412 (Dec 22, 2025, Leonie Köhler, 1.99)", "أول موظف حسب تاريخ التعيين: Andrew Adams (١٤ أغسطس
 * ٢٠٠٢)", "Jane Peacock: hire date Apr 1, 2002", "The first customer: Leonie Köhler (Jan 1, 2021)": rows of an owner's
 * table listed by their date, in a sentence and a table.
 */
export function datedRowsAnswer(plan: LookupPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, locale: Locale, timezone: string, currency = 'USD'): Answer {
  const ar = locale === 'ar';
  const dated = datedRowsOf(catalog, plan.table ?? '')!;
  const shown = compiled.columns.filter((c) => c.role !== 'id');
  // A date without zone is the day as written; an instant is read on the store's clock.
  const day = (value: unknown) => formatDay(value instanceof Date ? value : String(value), locale, dated.table.localTime ? 'UTC' : timezone);
  const clean = rows.map((row) => Object.fromEntries(shown.map((c) => {
    const v = row[c.key];
    if (v === null || v === undefined) return [c.key, null];
    if (c.format === 'date') return [c.key, v instanceof Date ? v.toISOString() : String(v)];
    return [c.key, c.format === 'text' ? String(v) : Number(v)];
  })));
  const listedBy = plan.about ? catalog.dimensions.find((d) => d.key === plan.about)! : dated.named;
  // The rows in the plural ("invoices", "الفواتير"), or the things listed by them ("customers", "العملاء").
  const listedTable = plan.about ? Object.values(catalog.tables).find((t) => t.rows?.dimension === plan.about)?.key : dated.table.key;
  const countLabel = catalog.metrics.find((m) => m.table === listedTable && m.sql === 'count(*)')?.label;
  const many = { en: (countLabel?.en ?? listedBy.label.en).replace(/^number of /, ''), ar: (countLabel?.ar ?? listedBy.label.ar).replace(/^عدد /, '') };
  const kept = [
    ...(plan.filters?.length ? filterPhrases({ kind: 'aggregate', metrics: [], groupBy: [], filters: plan.filters, timezone: plan.timezone, language: locale }, catalog, locale, currency) : []),
    ...(plan.period ? [periodPhrase(plan.period, formatPeriod(plan.period, locale), locale)] : []),
  ].filter(Boolean).map((phrase) => ` ${phrase}`).join(ar ? '،' : ',');
  const say = (value: unknown) => (ar ? inArabic(String(value)) : String(value));
  // Each row: what names it, then its date and what else it holds ("412 (Dec 22, 2025, Leonie Köhler, SAR 1.99)").
  const rest = shown.filter((c) => c.key !== listedBy.key);
  const each = (row: Record<string, unknown>) => {
    const details = rest.map((c) => (row[c.key] === null ? null : c.format === 'date' ? day(row[c.key]) : c.format === 'text' ? say(row[c.key]) : formatValue(row[c.key], c.format, locale, currency))).filter(Boolean);
    return `${say(row[listedBy.key])}${details.length ? ` (${details.join(ar ? '، ' : ', ')})` : ''}`;
  };
  let text: string;
  if (!clean.length) text = ar ? `لا توجد ${many.ar}${kept}.` : `There are no ${many.en}${kept}.`;
  else if (namesRows(plan, catalog)) {
    // "When was Jane Peacock hired?": the date of each row named.
    text = clean.map((row) => `${say(row[dated.named.key])}: ${dated.dateLabel[locale]} ${row.row_date ? day(row.row_date) : ar ? 'غير مسجل' : 'not recorded'}`).join(ar ? '؛ ' : '; ') + '.';
  } else {
    const one = clean.length === 1;
    const which = plan.oldest ? (ar ? 'أول' : 'first') : ar ? 'آخر' : 'latest';
    // "by hire date" where the date is not the rows' own kind of date ("invoice date" of invoices goes without saying).
    const by = /^(?:date|created(?: at)?|time ?stamp)$/.test(dated.dateWords) || dated.dateWords.startsWith(dated.named.label.en) ? '' : ar ? ` حسب ${dated.dateLabel.ar}` : ` by ${dated.dateLabel.en}`;
    const listed = clean.slice(0, 5).map(each).join(ar ? '، ' : ', ') + (clean.length > 5 ? '…' : '.');
    const things = listedBy.label;
    text = ar
      // "أول فاتورة", not "أول الفاتورة".
      ? `${which} ${one ? withoutArticle(things.ar) : `${formatValue(clean.length, 'count', locale)} من ${many.ar}`}${by}${kept}: ${listed}`
      : `The ${which} ${one ? things.en : `${clean.length} ${many.en}`}${by}${kept}: ${listed}`;
  }
  return {
    text, language: locale,
    table: { columns: shown.map((c) => ({ key: c.key, label: c.label[locale], type: c.format })), rows: clean },
    chart: null, sql: compiled.sql, params: compiled.params,
    period: plan.period ? { from: plan.period.from, to: plan.period.to, label: plan.period.label[locale] } : null,
    suggestions: [],
  };
}
