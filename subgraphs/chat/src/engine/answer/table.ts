import type { AnswerTable, Catalog, CompiledQuery, Locale, QueryPlan } from '../types.ts';
import { change } from './format.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

/**
 * Rows as the answer shows them: typed columns with labels in the question's language, numbers as numbers, and for
 * comparisons one row per group with the current value, the previous one and the change.
 */
export function tableOf(plan: QueryPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, locale: Locale): AnswerTable {
  const metricCols = compiled.columns.filter((c) => c.role === 'metric');
  const keyCols = compiled.columns.filter((c) => c.role === 'dimension' || c.role === 'time');
  const clean = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const c of compiled.columns) out[c.key] = c.role === 'metric' || c.role === 'share' ? num(row[c.key]) : text(row[c.key]);
    return out;
  });
  const label = (c: { label: { en: string; ar: string }; key: string }) =>
    c.key === 'day' || c.key === 'week' || c.key === 'month' || c.key === 'quarter' || c.key === 'year' ? grainLabel(c.key, locale) : c.label[locale];

  if (plan.compare) {
    const groups = new Map<string, Record<string, unknown>>();
    for (const row of clean) {
      const id = JSON.stringify(keyCols.map((c) => row[c.key]));
      const entry = groups.get(id) ?? Object.fromEntries(keyCols.map((c) => [c.key, row[c.key]]));
      for (const m of metricCols) entry[row.period === 'current' ? m.key : `${m.key}_previous`] = row[m.key];
      groups.set(id, entry);
    }
    const out = [...groups.values()].map((entry) => {
      for (const m of metricCols) {
        entry[m.key] ??= plan.groupBy.length || plan.grain ? null : 0;
        entry[`${m.key}_previous`] ??= plan.groupBy.length || plan.grain ? null : 0;
        entry[`${m.key}_change`] = change(entry[m.key], entry[`${m.key}_previous`]);
      }
      return entry;
    });
    if (!out.length && !plan.groupBy.length) out.push(Object.fromEntries(metricCols.flatMap((m) => [[m.key, 0], [`${m.key}_previous`, 0], [`${m.key}_change`, null]])));
    const first = metricCols[0]?.key;
    if (plan.grain) out.sort((a, b) => String(a[plan.grain!]).localeCompare(String(b[plan.grain!])));
    else if (first) out.sort((a, b) => (Number(b[first]) || 0) - (Number(a[first]) || 0));
    const prev = locale === 'ar' ? 'الفترة السابقة' : 'previous';
    const chg = locale === 'ar' ? 'التغير' : 'change';
    return {
      columns: [
        ...keyCols.map((c) => ({ key: c.key, label: label(c), type: c.format })),
        ...metricCols.flatMap((m) => [
          { key: m.key, label: m.label[locale], type: m.format },
          { key: `${m.key}_previous`, label: `${m.label[locale]} (${prev})`, type: m.format },
          { key: `${m.key}_change`, label: chg, type: 'percent' as const },
        ]),
      ],
      rows: out,
    };
  }

  const columns = compiled.columns.map((c) => ({ key: c.key, label: label(c), type: c.format }));
  const totals: Record<string, unknown> = {};
  if (keyCols.length && clean.length > 1) {
    for (const m of metricCols) {
      const metric = catalog.metrics.find((x) => x.key === m.key);
      if (!metric?.ratio && metric?.format !== 'percent') totals[m.key] = clean.reduce((sum, r) => sum + (Number(r[m.key]) || 0), 0);
    }
  }
  return { columns, rows: clean, totals: Object.keys(totals).length ? totals : undefined };
}

const GRAIN_LABELS: Record<string, [string, string]> = {
  day: ['day', 'اليوم'], week: ['week', 'الأسبوع'], month: ['month', 'الشهر'], quarter: ['quarter', 'الربع'], year: ['year', 'السنة'],
};
export function grainLabel(grain: string, locale: Locale): string {
  return GRAIN_LABELS[grain]?.[locale === 'ar' ? 1 : 0] ?? grain;
}
