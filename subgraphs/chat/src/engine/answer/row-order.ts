import type { AnswerTable, Locale, QueryPlan } from '../types.ts';

/**
 * The rows in the order a follow-up asked ("ascending", "sorted by name", "رتبها أبجدياً"): the same rows, measure and
 * limit, only listed another way. Names are compared as the owner reads them (Arabic names in Arabic order); a
 * series' names are its buckets, in time.
 */
export function inOrderAsked(plan: QueryPlan, table: AnswerTable, locale: Locale): AnswerTable {
  const sort = plan.sort;
  if (!sort) return table;
  const keys = [plan.grain, ...plan.groupBy].filter((k): k is string => Boolean(k) && table.columns.some((c) => c.key === k));
  const column = sort.by === 'name' ? undefined : table.columns.find((c) => c.key === sort.by);
  if (sort.by !== 'name' && !column) return table;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const byName = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const key of keys) {
      const compared = collator.compare(String(a[key] ?? ''), String(b[key] ?? ''));
      if (compared) return compared;
    }
    return 0;
  };
  // A value missing (no rows in a period) is listed last either way.
  const value = (row: Record<string, unknown>) => (row[column?.key ?? ''] === null || row[column?.key ?? ''] === undefined ? null : Number(row[column!.key]));
  const byValue = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const x = value(a); const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  };
  const rows = [...table.rows].sort(column ? byValue : (a, b) => sign * byName(a, b));
  return { ...table, rows };
}

/** Says the order the rows are listed in, so a sentence that names the largest first is not read as the table's order. */
export function orderNote(plan: QueryPlan, locale: Locale): string {
  const sort = plan.sort;
  if (!sort) return '';
  const ar = locale === 'ar';
  if (sort.by === 'name' && plan.grain && !plan.groupBy.length) {
    return sort.dir === 'asc' ? (ar ? ' مرتبة من الأقدم.' : ' Listed from the earliest.') : (ar ? ' مرتبة من الأحدث.' : ' Listed from the latest.');
  }
  if (sort.by === 'name') return sort.dir === 'asc' ? (ar ? ' مرتبة أبجدياً.' : ' Listed by name, A to Z.') : (ar ? ' مرتبة أبجدياً بالعكس.' : ' Listed by name, Z to A.');
  return sort.dir === 'asc' ? (ar ? ' مرتبة من الأقل إلى الأعلى.' : ' Listed from lowest to highest.') : (ar ? ' مرتبة من الأعلى إلى الأقل.' : ' Listed from highest to lowest.');
}
