import { HIDDEN, type Answer, type AnswerOptions, type Catalog, type ChartSpec, type CompiledQuery, type Locale, type LookupPlan, type Period, type Plan, type QueryPlan, type Understanding } from '../types.ts';
import { changeFormat, formatBucket, formatPeriod, formatValue } from './format.ts';
import { countedColumnOf, tableOf, grainLabel } from './table.ts';
import { sentenceOf } from './sentence.ts';
import { absentSuggestions, examplesFor, suggestionsFor } from './suggest.ts';
import { absentSentence } from './absent-sentence.ts';
import { datedRowsAnswer } from './dated-rows-answer.ts';
import { pacedAnswer } from './pace.ts';
import { targetAnswer } from './target.ts';
import { lookupAnswer } from './lookup-answer.ts';
import { lowestBucketsFirst, withEmptyBuckets } from './empty-buckets.ts';
import { coverageOf } from './coverage.ts';
import { inOrderAsked, orderNote } from './row-order.ts';
import { displayValue } from './values.ts';
import { pieFits, pieNote } from './pie.ts';
import { MAX_ROWS, TIE_PEEK, peeksTies, ranksEveryBucket, topCount } from '../sql/identifiers.ts';
import { addDays, iso, parseIso, todayIn } from '../parse/dates.ts';

/** Rows of a compiled plan → the answer the owner sees: sentence, table, chart spec, SQL, period and suggestions. */
export function composeAnswer(
  plan: Plan, rows: Record<string, unknown>[], options: AnswerOptions & { compiled: CompiledQuery; catalog: Catalog },
): Answer {
  const locale: Locale = options.locale ?? plan.language;
  if (plan.kind === 'aggregate' && plan.target !== undefined) return targetAnswer(composeAnswer({ ...plan, target: undefined }, rows, options), plan, options.catalog, locale, options.currency ?? 'USD');
  if (plan.kind === 'aggregate' && plan.pace) return pacedAnswer(composeAnswer({ ...plan, pace: undefined }, rows, options), plan, options.catalog, locale, options.currency ?? 'USD');
  if (plan.kind === 'lookup' && plan.table) return datedRowsAnswer(plan, rows, options.compiled, options.catalog, locale, options.timezone ?? plan.timezone, options.currency);
  if (plan.kind === 'lookup') return lookupAnswer(plan as LookupPlan, rows, options.compiled, locale, options.timezone ?? plan.timezone, options.catalog, options.currency);
  const currency = options.currency ?? 'USD';
  const today = options.now ? iso(todayIn(new Date(options.now), options.timezone ?? plan.timezone)) : undefined;
  // "Which city has the most", "top 3 customers": the N asked for, and any that tie with the last of them (the query
  // read a few more to see them).
  const kept = peeksTies(plan) && plan.top ? topCount(plan.top) : undefined;
  if (ranksEveryBucket(plan, options.catalog)) rows = lowestBucketsFirst(plan, rows, options.compiled, options.catalog, today);
  const tied = kept ? tiesOf(rows, kept, options.compiled) : [];
  if (kept) rows = rows.slice(0, kept);
  rows = withEmptyBuckets(plan, rows, options.compiled, options.catalog, today);
  const ranked = tableOf(plan, rows, options.compiled, options.catalog, locale, currency, today);
  const table = inOrderAsked(plan, ranked, locale);
  // A point-in-time measure asked of a period that has ended ("MRR last month") is as it stood at that end, said so;
  // of a running one, as it stands now ("currently").
  const measures = plan.metrics.map((key) => options.catalog.metrics.find((m) => m.key === key));
  const asOfEnd = Boolean(plan.period && today && plan.period.to <= iso(addDays(parseIso(today), 1))) && measures.every((m) => m?.asOf);
  // Read at each bucket's end ("MRR by month"), it is a series over the period asked.
  const snapshot = !asOfEnd && !plan.grain && measures.every((m) => m?.snapshot);
  const period = plan.period && !snapshot ? { from: plan.period.from, to: plan.period.to, label: formatPeriod(runningToToday(plan.period, today), locale) } : null;
  // Things with no sales are counted in all (beyond the rows listed) and drawn by their count only (ADR 23).
  const absentCount = plan.absent ? Number(rows[0]?.[options.compiled.columns.find((c) => c.role === (plan.absent!.counted ? 'metric' : 'total'))?.key ?? ''] ?? 0) : 0;
  // Groups past a threshold cut at the row limit: how many passed in all, read beside the rows (compile.ts).
  const inAll = Number(rows[0]?.[HIDDEN.groupsPassed]) || undefined;
  // A period before a file's first day or after its last is said so instead of a 0; one it covers in part, noted (ADR 32).
  const coverage = period ? coverageOf(plan, options.catalog, locale, today) : { note: '' };
  const chart = coverage.instead ? null : plan.absent ? (plan.absent.counted ? { type: 'number' as const, series: table.columns.map((c) => ({ key: c.key, label: c.label, format: c.type })) } : null) : chartOf(plan, table, options.catalog, locale);
  return {
    text: (coverage.instead ?? (plan.absent ? absentSentence(plan, ranked, absentCount, options.catalog, locale, currency, period?.label ?? null) : sentenceOf(plan, ranked, options.catalog, locale, currency, period?.label ?? null, snapshot, today, inAll))
      + tiesNote(plan, rows.at(-1), tied, options.compiled, options.catalog, locale, currency) + cutNote(rows.length, plan, locale, inAll) + orderNote(plan, locale) + pieNote(plan, chart, options.catalog, locale)) + unfoundNote(plan, locale) + coverage.note,
    language: locale,
    table,
    chart,
    sql: options.compiled.sql,
    params: options.compiled.params,
    period,
    suggestions: plan.absent ? absentSuggestions(plan, locale) : suggestionsFor(plan, options.catalog, locale),
    dataAsOf: options.dataAsOf ? new Date(options.dataAsOf).toISOString() : null,
  };
}

/**
 * A period still running is said with the days it has had: "this month (Nov 1 – 22, 2026)", not "(Nov 1 – 30)", whose
 * days to come no figure holds. Its words stay ("this month"): the question was about the month.
 */
function runningToToday(period: Period, today: string | undefined): Period {
  if (!today || !(period.from <= today && today < period.to)) return period;
  const tomorrow = iso(addDays(parseIso(today), 1));
  return period.to > tomorrow ? { ...period, to: tomorrow } : period;
}

/** The groups after the N kept that have the very value of the last one kept ("which state has the fewest airports"). */
function tiesOf(rows: Record<string, unknown>[], kept: number, compiled: CompiledQuery): Record<string, unknown>[] {
  if (rows.length <= kept) return [];
  const metric = compiled.columns.find((c) => c.role === 'metric')?.key;
  const last = rows[kept - 1]?.[metric ?? ''];
  if (!metric || last === null || last === undefined) return [];
  return rows.slice(kept).filter((row) => Number(row[metric]) === Number(last));
}

/** "Sacramento and San Diego have the same (3).": ties are named, not hidden behind the ones listed. */
function tiesNote(plan: QueryPlan, last: Record<string, unknown> | undefined, tied: Record<string, unknown>[], compiled: CompiledQuery, catalog: Catalog, locale: Locale, currency: string): string {
  if (!tied.length || !last) return '';
  const key = plan.groupBy[0] ?? plan.grain;
  const metric = compiled.columns.find((c) => c.role === 'metric');
  if (!key || !metric) return '';
  const ar = locale === 'ar';
  // Named as the table names them ("cash on delivery", «هيوستن»), not by their stored codes ("cash_on_delivery").
  const dimension = catalog.dimensions.find((d) => d.key === plan.groupBy[0]);
  const shown = (row: Record<string, unknown>) => displayValue(dimension, String(row[key] ?? ''), locale);
  const name = (row: Record<string, unknown>) => (plan.groupBy[0] ? (ar ? `\u2068${shown(row)}\u2069` : shown(row)) : formatBucket(row[key], key, locale));
  const names = tied.map(name);
  // Every row the query peeked at ties: there may be more than it read, so they are not said to be all.
  const more = tied.length >= TIE_PEEK;
  const listed = ar ? `${names.join(' و')}${more ? ' وغيرها' : ''}` : more ? `${names.join(', ')} and others` : names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const value = formatValue(last[metric.key], metric.format, locale, currency);
  // One asked for: the others have the same. A top N: those left out tie with the last one listed.
  const have = names.length > 1 || more ? 'have' : 'has';
  if ((plan.top?.n ?? 1) === 1) return ar ? ` ولدى ${listed} القيمة نفسها (${value}).` : ` ${listed} ${have} the same (${value}).`;
  return ar ? ` ولدى ${listed} القيمة نفسها التي للأخير في القائمة (${value}).` : ` ${listed} ${have} ${value} too, as the last one listed does.`;
}

/** Names the question's words that matched nothing, so an unfiltered total is never read as the filtered one. */
function unfoundNote(plan: QueryPlan, locale: Locale): string {
  if (!plan.ignored?.length) return '';
  return locale === 'ar'
    ? ` لم أستطع ربط ${plan.ignored.map((name) => `«\u2068${name}\u2069»`).join(' و')} بشيء في بياناتك، فلم ${plan.ignored.length > 1 ? 'تدخل' : 'يدخل'} في هذه الإجابة.`
    : ` I couldn't match ${plan.ignored.map((name) => `“${name}”`).join(' or ')} to anything in your data, so ${plan.ignored.length > 1 ? 'they are' : 'it is'} not part of this answer.`;
}

/** Says so when the rows stopped at the row cap, so a long list is never mistaken for the whole. */
function cutNote(count: number, plan: QueryPlan, locale: Locale, inAll?: number): string {
  if (plan.top || count < MAX_ROWS) return '';
  if (inAll && inAll > count) return locale === 'ar' ? ` (أول ${formatValue(MAX_ROWS, 'count', locale)} صف من ${formatValue(inAll, 'count', locale)})` : ` (showing the first ${MAX_ROWS.toLocaleString('en')} rows of ${inAll.toLocaleString('en')})`;
  return locale === 'ar' ? ` (أول ${formatValue(MAX_ROWS, 'count', locale)} صف فقط)` : ` (showing the first ${MAX_ROWS.toLocaleString('en')} rows)`;
}

/** The chart that fits: line over time, bar for categories, pie for shares, stacked when split; the owner's choice wins. */
function chartOf(plan: QueryPlan, table: Answer['table'], catalog: Catalog, locale: Locale): ChartSpec | null {
  const metrics = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key)!).filter(Boolean);
  if (plan.compare) {
    const m = metrics[0];
    const x = plan.grain ?? plan.groupBy[0];
    return {
      type: plan.chart && plan.chart !== 'pie' ? plan.chart : plan.grain ? 'line' : 'bar',
      x: x ? { key: x, label: table.columns.find((c) => c.key === x)?.label ?? x, type: plan.grain ? 'time' : 'category' } : undefined,
      series: [
        { key: m.key, label: table.columns.find((c) => c.key === m.key)!.label, format: m.format },
        { key: `${m.key}_previous`, label: table.columns.find((c) => c.key === `${m.key}_previous`)!.label, format: m.format },
      ],
    };
  }
  // The groups counted ("customers with more than 3 orders by city") are drawn by their count, not the measure.
  const countedColumn = countedColumnOf(plan, table);
  // Each series is named as its table column is ("average daily gross sales").
  const series = countedColumn ? [{ key: countedColumn.key, label: countedColumn.label, format: countedColumn.type }] : metrics.map((m) => ({ key: m.key, label: table.columns.find((c) => c.key === m.key)?.label ?? m.label[locale], format: m.format }));
  // "Month over month": the step of each bucket, up or down, as bars.
  if (plan.steps && plan.grain) {
    const key = `${metrics[0].key}_change`;
    return {
      type: plan.chart === 'line' || plan.chart === 'table' ? plan.chart : 'bar',
      x: { key: plan.grain, label: grainLabel(plan.grain, locale), type: 'time' },
      series: [{ key, label: table.columns.find((c) => c.key === key)?.label ?? key, format: changeFormat(metrics[0].format) }],
    };
  }
  if (plan.grain) {
    const split = plan.groupBy[0];
    // The top products of each month are stacked bars: a line through products that come and go would mislead.
    const stacked = plan.chart === 'stacked' || (plan.chart === 'bar' && Boolean(split)) || (Boolean(plan.topPer) && !plan.chart);
    // The best months, ranked, are bars in rank order: a line through them would draw time out of order. So are
    // months listed by their measure or the latest first ("highest first").
    const outOfTime = Boolean(plan.sort) && !(plan.sort!.by === 'name' && plan.sort!.dir === 'asc');
    const ranked = (Boolean(plan.top) || outOfTime) && !split;
    // "Snow days by year as a pie chart": a few buckets of a measure that adds up are slices of its whole.
    const pie = plan.chart === 'pie' && pieFits(plan, metrics, table.rows.length);
    // A share of each bucket is drawn as that share.
    const drawn = plan.shareOfAll ? [{ key: 'share', label: table.columns.find((c) => c.key === 'share')?.label ?? 'share', format: 'percent' as const }] : series;
    return {
      type: pie ? 'pie' : plan.chart === 'bar' || (ranked && !plan.chart) ? 'bar' : stacked ? 'stacked' : plan.chart === 'table' ? 'table' : 'line',
      x: { key: plan.grain, label: grainLabel(plan.grain, locale), type: 'time' },
      series: stacked ? drawn.map((s) => ({ ...s, stack: 'total' })) : drawn,
      split: split ? { key: split, label: table.columns.find((c) => c.key === split)?.label ?? split } : undefined,
    };
  }
  if (plan.groupBy.length) {
    const [x, split] = plan.groupBy;
    const shareSeries = plan.share ? [{ key: 'share', label: locale === 'ar' ? 'الحصة' : 'share', format: 'percent' as const }] : [];
    // A pie of averages or rates, or of two splits, is drawn as bars, and the answer says why (pieNote).
    const drawn = plan.chart === 'pie' && !pieFits(plan, metrics, table.rows.length) ? undefined : plan.chart;
    const type = drawn ?? (plan.share && !split ? 'pie' : split ? 'stacked' : 'bar');
    return {
      type,
      x: { key: x, label: table.columns.find((c) => c.key === x)?.label ?? x, type: 'category' },
      series: type === 'pie' ? series.slice(0, 1) : type === 'stacked' ? series.map((s) => ({ ...s, stack: 'total' })) : [...series, ...shareSeries].slice(0, 2),
      split: split ? { key: split, label: table.columns.find((c) => c.key === split)?.label ?? split } : undefined,
    };
  }
  return { type: plan.chart === 'table' ? 'table' : 'number', series };
}

/** The answer to a question that ran no query: a clarifying question, a refusal, a fresh start or the SQL. */
export function replyOf(understanding: Understanding, options: AnswerOptions): Answer {
  const locale = understanding.language ?? options.locale ?? 'en';
  const base: Answer = { text: '', language: locale, table: { columns: [], rows: [] }, chart: null, sql: '', params: [], period: null, suggestions: [] };
  switch (understanding.kind) {
    case 'clarify': return { ...base, text: understanding.text, suggestions: understanding.options };
    case 'cannot': return { ...base, text: understanding.text, suggestions: examplesFor(locale, options.catalog) };
    case 'reset': return { ...base, text: locale === 'ar' ? 'حسناً، لنبدأ من جديد. ماذا تريد أن تعرف؟' : "OK, let's start afresh. What would you like to know?", suggestions: examplesFor(locale, options.catalog) };
    case 'showSql': return { ...base, text: understanding.plan ? (locale === 'ar' ? 'هذا هو الاستعلام الذي استخدمته:' : 'Here is the SQL I used:') : (locale === 'ar' ? 'لم أنفذ أي استعلام بعد.' : "I haven't run a query yet.") };
    default: return base;
  }
}

export { formatValue };
