import type { AnswerTable, Catalog, CompiledColumn, CompiledQuery, Grain, Locale, QueryPlan } from '../types.ts';
import { bucketBefore, bucketEnd, bucketStart, iso, parseIso } from '../parse/dates.ts';
import { weekStartsOf, weekendOfPlan } from '../semantic/week-days.ts';
import { change, changeFormat } from './format.ts';
import { addsUp, totalsAcrossGroups } from '../sql/resolve.ts';
import { displayValue, roundValue, sumOf } from './values.ts';
import { MAX_ROWS } from '../sql/identifiers.ts';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

const PER_BUCKET_WORDS: Record<Grain, { en: string; ar: string }> = {
  day: { en: 'daily', ar: 'اليومي' }, week: { en: 'weekly', ar: 'الأسبوعي' }, month: { en: 'monthly', ar: 'الشهري' },
  quarter: { en: 'quarterly', ar: 'الربعي' }, year: { en: 'yearly', ar: 'السنوي' },
};
/** A measure averaged per day (week, month): "average daily gross sales", "متوسط إجمالي المبيعات اليومي". */
export function averagedLabel(label: { en: string; ar: string }, grain: Grain, locale: Locale): string {
  const per = PER_BUCKET_WORDS[grain];
  return locale === 'ar' ? `متوسط ${label.ar} ${per.ar}` : `average ${per.en} ${label.en}`;
}

/** How far a compared row's value moved from the previous period's (a group absent from a period counts as 0 there). */
export const movedBy = (row: Record<string, unknown>, key: string): number => (Number(row[key]) || 0) - (Number(row[`${key}_previous`]) || 0);

/**
 * Rows as the answer shows them: typed columns with labels in the question's language, numbers as numbers (money in
 * the currency's minor units), stored codes in words, and for comparisons one row per group with the current value,
 * the previous one and the change. A dimension's id and second label never become columns: the second label is added
 * to a label that two different groups share ("John Saleh (john.saleh@example.com)").
 */
export function tableOf(plan: QueryPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, locale: Locale, currency = 'USD', today?: string): AnswerTable {
  const metricCols = compiled.columns.filter((c) => c.role === 'metric');
  const keyCols = compiled.columns.filter((c) => c.role === 'dimension' || c.role === 'time');
  const shown = compiled.columns.filter((c) => c.role !== 'id' && c.role !== 'detail' && c.role !== 'total' && c.role !== 'hidden');
  const clean = rows.map((row) => {
    const out: Record<string, unknown> = {};
    // (A measure that is a day or a year, "first date", stays as written: it is no number.)
    for (const c of compiled.columns) out[c.key] = c.role === 'metric' ? (c.format === 'date' || c.format === 'text' ? text(row[c.key]) : roundValue(num(row[c.key]), c.format, currency)) : c.role === 'share' ? num(row[c.key]) : text(row[c.key]);
    return out;
  });
  for (const c of keyCols.filter((k) => k.role === 'dimension')) labelValues(clean, c.key, catalog.dimensions.find((d) => d.key === c.key), locale);
  // An average per day (week, month) is labelled so: "average daily gross sales", not "gross sales".
  const label = (c: { label: { en: string; ar: string }; key: string; role?: string }) =>
    c.key === 'day' || c.key === 'week' || c.key === 'month' || c.key === 'quarter' || c.key === 'year' ? grainLabel(c.key, locale)
      : plan.perBucket && c.role === 'metric' ? averagedLabel(c.label, plan.perBucket, locale) : c.label[locale];

  if (plan.compare) {
    const groups = new Map<string, Record<string, unknown>>();
    // Rows of one group: same time bucket and dimension values (and the same customer, not only the same name).
    const groupCols = compiled.columns.filter((c) => c.role === 'dimension' || c.role === 'time' || c.role === 'id');
    for (const row of clean) {
      const id = JSON.stringify(groupCols.map((c) => row[c.key]));
      const entry = groups.get(id) ?? Object.fromEntries(keyCols.map((c) => [c.key, row[c.key]]));
      for (const m of metricCols) entry[row.period === 'current' ? m.key : `${m.key}_previous`] = row[m.key];
      groups.set(id, entry);
    }
    const out = [...groups.values()].map((entry) => {
      for (const m of metricCols) {
        // A group with no rows in one period sold nothing there: 0 of a measure that adds up (a product that stopped
        // selling fell 100%; one new this period is new), nothing to say of an average.
        const metric = catalog.metrics.find((candidate) => candidate.key === m.key);
        const none = !plan.groupBy.length || (!plan.grain && metric && addsUp(metric)) ? 0 : null;
        entry[m.key] ??= none;
        entry[`${m.key}_previous`] ??= none;
        entry[`${m.key}_change`] = change(entry[m.key], entry[`${m.key}_previous`], m.format);
      }
      return entry;
    });
    if (!out.length && !plan.groupBy.length) out.push(Object.fromEntries(metricCols.flatMap((m) => [[m.key, 0], [`${m.key}_previous`, 0], [`${m.key}_change`, null]])));
    const first = metricCols[0]?.key;
    if (plan.grain) out.sort((a, b) => String(a[plan.grain!]).localeCompare(String(b[plan.grain!])));
    else if (first && plan.top?.change) {
      // "Which city grew the most": by the change in value (a group absent from a period counts as 0 there).
      // "In percentage terms": by the change in percent; a group with nothing before has none, and comes last.
      const relative = (row: Record<string, unknown>) => { const before = Number(row[`${first}_previous`]) || 0; return before ? movedBy(row, first) / Math.abs(before) : plan.top!.dir === 'asc' ? 1e15 : -1e15; };
      const moved = (row: Record<string, unknown>) => (plan.top!.relative ? relative(row) : movedBy(row, first));
      out.sort((a, b) => (plan.top!.dir === 'asc' ? moved(a) - moved(b) : moved(b) - moved(a)));
      // "Which categories fell": only those that did (the rest of the ten were growers listed as fallers); when none
      // moved that way, the closest one is still shown, and its change says which way it went.
      const thatWay = out.filter((row) => (plan.top!.dir === 'asc' ? moved(row) < 0 : moved(row) > 0));
      if (thatWay.length) out.splice(0, out.length, ...thatWay);
      out.splice(plan.top.n);
    } else if (first) {
      // "Bottom 5 products" compared with last year: still the lowest first, as their heading says.
      const lowestFirst = plan.top?.dir === 'asc';
      out.sort((a, b) => (lowestFirst ? -1 : 1) * ((Number(b[first]) || 0) - (Number(a[first]) || 0)));
    }
    return {
      columns: changeColumns(keyCols, metricCols, label, locale === 'ar' ? 'الفترة السابقة' : 'previous', locale),
      rows: out,
    };
  }

  if (plan.steps && plan.grain) return stepsTable(plan, plan.grain, clean, keyCols, metricCols, label, locale, today);

  const columns = shown.map((c) => ({ key: c.key, label: label(c), type: c.format }));
  // A running total: each bucket, in time order, holds what came before it too; the last is the total.
  if (plan.cumulative && plan.grain && !plan.groupBy.length) {
    const sorted = [...clean].sort((a, b) => String(a[plan.grain!]).localeCompare(String(b[plan.grain!])));
    for (const m of metricCols) {
      let sum = 0;
      for (const row of sorted) row[m.key] = roundValue((sum += Number(row[m.key]) || 0), m.format, currency);
    }
    return { columns: columns.map((c) => (metricCols.some((m) => m.key === c.key) ? { ...c, label: locale === 'ar' ? `${c.label} (تراكمي)` : `${c.label} (cumulative)` } : c)), rows: sorted.map((row) => Object.fromEntries(shown.map((c) => [c.key, row[c.key]]))) };
  }
  const totals: Record<string, unknown> = {};
  // Averages per day (or per invoice) do not add up across months. Rows cut at the row cap ("sales by customer this
  // year", 2,006 of them) would total only those shown, read as the period's total (1,450 orders of 2,456).
  if (keyCols.length && clean.length > 1 && clean.length < MAX_ROWS && !plan.perBucket && !plan.perGroup) {
    for (const m of metricCols) {
      const metric = catalog.metrics.find((x) => x.key === m.key);
      // A measure read at a moment adds up across groups at that moment, never across the ends of a series.
      if (!metric || (totalsAcrossGroups(metric) && !(metric.snapshot && plan.grain))) totals[m.key] = sumOf(clean.map((r) => r[m.key]), m.format, currency);
    }
  }
  return { columns, rows: clean.map((row) => Object.fromEntries(shown.map((c) => [c.key, row[c.key]]))), totals: Object.keys(totals).length ? totals : undefined };
}

/** The columns of an answer that sets values against earlier ones: the keys, then each metric, its earlier value and the change. */
function changeColumns(keyCols: CompiledColumn[], metricCols: CompiledColumn[], label: (c: CompiledColumn) => string, earlier: string, locale: Locale): AnswerTable['columns'] {
  return [
    ...keyCols.map((c) => ({ key: c.key, label: label(c), type: c.format })),
    ...metricCols.flatMap((m) => [
      { key: m.key, label: m.label[locale], type: m.format },
      { key: `${m.key}_previous`, label: `${m.label[locale]} (${earlier})`, type: m.format },
      { key: `${m.key}_change`, label: m.format === 'percent' ? (locale === 'ar' ? 'التغير (نقاط مئوية)' : 'change (points)') : locale === 'ar' ? 'التغير' : 'change', type: changeFormat(m.format) },
    ]),
  ];
}

/**
 * "Month over month": each bucket with the one just before it and the change. The query read one bucket before the
 * period (compile.ts) so the first bucket has its step too; that bucket itself is not shown. A bucket with no rows
 * counts as nothing there. The bucket still running is set against the same days of the one before (the rows marked
 * 'to_date', read when the plan has a `runningStep`), or shown without a step when they were not read.
 */
function stepsTable(
  plan: QueryPlan, grain: Grain, rows: Record<string, unknown>[], keyCols: CompiledColumn[], metricCols: CompiledColumn[],
  label: (c: CompiledColumn) => string, locale: Locale, today?: string,
): AnswerTable {
  const toDate = rows.find((row) => row.period === 'to_date');
  rows = rows.filter((row) => row.period !== 'to_date');
  const byBucket = new Map(rows.map((row) => [String(row[grain]), row]));
  const weekStarts = weekStartsOf(weekendOfPlan(plan));
  const first = plan.period ? iso(bucketStart(parseIso(plan.period.from), grain, weekStarts)) : '';
  const shown = rows.filter((row) => String(row[grain]) >= first).sort((a, b) => String(a[grain]).localeCompare(String(b[grain])));
  return {
    columns: changeColumns(keyCols, metricCols, label, locale === 'ar' ? (grain === 'year' ? 'السنة السابقة' : `${grainLabel(grain, locale)} السابق`) : `previous ${grain}`, locale),
    rows: shown.map((row) => {
      // A bucket still running (this month so far) is not set against a whole month before it: it would read as a fall.
      const running = Boolean(today) && bucketEnd(String(row[grain]), grain) > today!;
      const before = iso(bucketBefore(parseIso(String(row[grain])), grain, weekStarts));
      const previous = running ? (plan.runningStep && toDate && String(toDate[grain]) === before ? toDate : undefined) : byBucket.get(before);
      const entry: Record<string, unknown> = { [grain]: row[grain] };
      for (const m of metricCols) {
        entry[m.key] = row[m.key];
        entry[`${m.key}_previous`] = previous?.[m.key] ?? null;
        entry[`${m.key}_change`] = change(row[m.key], previous?.[m.key] ?? null, m.format);
      }
      return entry;
    }),
  };
}

/**
 * The dimension's values as the owner reads them: stored codes in words, and a label shared by different groups
 * (customers with one name, told apart by id) followed by their second label, so no two rows look alike.
 */
function labelValues(rows: Record<string, unknown>[], key: string, dimension: Catalog['dimensions'][number] | undefined, locale: Locale): void {
  const idKey = `${key}__id`; const detailKey = `${key}__detail`;
  const ids = new Map<unknown, Set<unknown>>();
  for (const row of rows) if (idKey in row) ids.set(row[key], (ids.get(row[key]) ?? new Set()).add(row[idKey]));
  for (const row of rows) {
    const value = row[key];
    if (typeof value !== 'string') continue;
    const detail = row[detailKey];
    const repeated = (ids.get(value)?.size ?? 0) > 1 && typeof detail === 'string' && detail && detail !== value;
    row[key] = repeated ? `${value} (${detail})` : displayValue(dimension, value, locale);
  }
}

/**
 * The column of the groups counted ("customers with more than 3 orders", "how many cities") or of their measure
 * averaged ("the average number of tracks per invoice"): the table's last.
 */
export function countedColumnOf(plan: QueryPlan, table: AnswerTable): AnswerTable['columns'][number] | undefined {
  return plan.having?.per || plan.countOf || plan.perGroup ? table.columns[table.columns.length - 1] : undefined;
}

const GRAIN_LABELS: Record<string, [string, string]> = {
  day: ['day', 'اليوم'], week: ['week', 'الأسبوع'], month: ['month', 'الشهر'], quarter: ['quarter', 'الربع'], year: ['year', 'السنة'],
};
export function grainLabel(grain: string, locale: Locale): string {
  return GRAIN_LABELS[grain]?.[locale === 'ar' ? 1 : 0] ?? grain;
}
