import type { Catalog, Dimension, Locale, Metric, QueryPlan } from '../types.ts';
import { pieFits } from './pie.ts';

/** Splits worth suggesting first; customers, orders and SKUs have too many values to be a useful next split. */
const PREFERRED = ['channel', 'city', 'country', 'category', 'product', 'payment_method', 'status', 'carrier', 'plan', 'reason', 'region'];
const TOO_MANY = new Set(['customer', 'order', 'sku']);
/** Columns that hold one value per row or per person: a split by them lists every row. */
const ONE_PER_ROW = /(?:^|[\s_])(?:address|addresses|e-?mail|phone|fax|postal ?code|zip(?: ?code)?|id|invoice|invoices|line|lines)$/i;
const ARABIC = /[\u0600-\u06FF]/;
const namesEachRow = (d: Dimension, catalog: Catalog) => ONE_PER_ROW.test(d.label.en) || Object.values(catalog.tables).some((t) => t.rows?.dimension === d.key);

/**
 * Three next questions that build on the answer: another split, a comparison, a chart or a trend. Each is worded as
 * a follow-up ("By month", "حسب المدينة"), naming no measure, so it keeps the answer's measure, period and filters:
 * "Gross sales by month" would be a new question about all time.
 */
export function suggestionsFor(plan: QueryPlan, catalog: Catalog, locale: Locale): string[] {
  const ar = locale === 'ar';
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  // A period of a month or less is split by day; a longer one by month.
  const short = plan.period && (plan.period.unit === 'day' || plan.period.unit === 'week' || plan.period.unit === 'month');
  const rank = (key: string) => (PREFERRED.includes(key) ? PREFERRED.indexOf(key) : PREFERRED.length);
  // A metric is not split by what it counts ("customers by customer"), nor by a number on each row (a file's
  // precipitation, a price: "By precipitation" swapped the measure), nor by what names each row (an invoice, an
  // address), nor, in Arabic, by a column known only by its English name ("حسب billing address").
  const dims = catalog.dimensions
    .filter((d) => d.on[metric?.table ?? ''] && d.kind === 'category' && !plan.groupBy.includes(d.key) && !TOO_MANY.has(d.key) && !plan.filters.some((f) => f.dimension === d.key))
    .filter((d) => !namesEachRow(d, catalog) && (!ar || ARABIC.test(d.label.ar)))
    .sort((a, b) => rank(a.key) - rank(b.key))
    .slice(0, 2);
  const out: string[] = [];
  // The values counted ("how many cities"): the list of them comes first.
  if (plan.countOf) out.push(ar ? 'اعرضها' : 'List them');
  // The groups past a threshold, listed: how many they are comes first; a split or series would drop the threshold.
  if (plan.having && !plan.having.per && plan.groupBy.length === 1) out.push(ar ? 'كم عددها؟' : 'How many are there?');
  // A measure read at a moment is compared and drawn by its state at each end (MRR, active subscriptions: ADR 41 and
  // 42); one that is only ever now (late shipments now) has no past.
  const past = !metric?.snapshot || Boolean(metric.asOf);
  if (!plan.compare && plan.period && past && !(metric?.snapshot && plan.grain)) out.push(ar ? 'قارن بالفترة السابقة' : 'Compare with the previous period');
  // A file without dates has no months to split by.
  const dated = Boolean(metric && (metric.time || catalog.tables[metric.table]?.time));
  if (dated && !plan.grain && !plan.having && past && plan.period?.unit !== 'day') out.push(ar ? (short ? 'حسب اليوم' : 'حسب الشهر') : (short ? 'By day' : 'By month'));
  // A comparison is drawn as bars side by side; a pie of it would show neither period.
  // Nor is a pie offered on a pie, on averages and rates, or on two splits (answer/pie.ts says why it would not be one).
  const measures = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key)).filter((m): m is Metric => Boolean(m));
  if (plan.groupBy.length && !plan.share && plan.chart !== 'pie' && pieFits(plan, measures, 0)) out.push(ar ? 'اعرضها كرسم دائري' : 'Show it as a pie chart');
  for (const d of plan.having ? [] : dims) out.push(ar ? `حسب ${d.label.ar}` : `By ${d.label.en}`);
  out.push(ar ? 'اعرض الاستعلام' : 'Show the SQL');
  return out.slice(0, 3);
}

/**
 * After things with no sales or orders: how many they are (when listed), the same asked over another stretch (each
 * worded as a follow-up, so the list's filters stay), the SQL.
 */
export function absentSuggestions(plan: QueryPlan, locale: Locale): string[] {
  const ar = locale === 'ar';
  const out: string[] = [];
  if (!plan.absent?.counted) out.push(ar ? 'كم عددها؟' : 'How many are there?');
  const stretch = plan.metrics[0] === 'orders' ? (ar ? ['في آخر ٦ أشهر', 'the last 6 months'] : ['In the last 6 months', 'the last 6 months']) : (ar ? ['في آخر ٩٠ يوم', 'the last 90 days'] : ['In the last 90 days', 'the last 90 days']);
  if (plan.period && plan.period.label.en !== stretch[1]) out.push(stretch[0]);
  out.push(ar ? 'اعرض الاستعلام' : 'Show the SQL');
  return out;
}

/**
 * What to ask instead, after a reply that ran no query ("I can't answer that", "let's start afresh"). On a file or a
 * database these name its own measure and columns: the shop's "Top 5 products last month" cannot be answered there.
 */
export function examplesFor(locale: Locale, catalog?: Catalog): string[] {
  const ar = locale === 'ar';
  if (!catalog || catalog.orders) return ar ? ['كم المبيعات هذا الشهر؟', 'أكثر ٥ منتجات مبيعاً الشهر الماضي', 'الطلبات حسب المدينة هذه السنة'] : ['What were sales this month?', 'Top 5 products last month', 'Orders by city this year'];
  const tables = Object.values(catalog.tables);
  const key = tables.find((t) => t.time && t.rows?.measure)?.rows?.measure ?? tables.find((t) => t.rows?.measure)?.rows?.measure;
  // A column's total ("total precipitation") says more than the rows counted ("number of rows in seattle weather").
  const metric = catalog.metrics.find((m) => m.key === key) ?? catalog.metrics.find((m) => m.key.startsWith('sum_')) ?? catalog.metrics[0];
  if (!metric) return [];
  // The columns with the fewest values first (weather types, states), not codes with one per row (an airport's IATA).
  const few = (d: Dimension) => d.values?.length ?? Number.MAX_SAFE_INTEGER;
  const splits = catalog.dimensions.filter((d) => d.kind === 'category' && d.on[metric.table] && !d.on[metric.table].fromTime && !namesEachRow(d, catalog) && (!ar || ARABIC.test(d.label.ar)))
    .sort((a, b) => few(a) - few(b)).slice(0, 2);
  const named = metric.label[locale];
  const dated = Boolean(metric.time || catalog.tables[metric.table]?.time);
  const out = [
    ...splits.slice(0, 1).map((d) => (ar ? `${named} حسب ${d.label.ar}` : `${named} by ${d.label.en}`)),
    ...(dated ? [ar ? `${named} حسب الشهر` : `${named} by month`] : splits.slice(1).map((d) => (ar ? `${named} حسب ${d.label.ar}` : `${named} by ${d.label.en}`))),
    named,
  ];
  return out.map((q) => (ar ? q : q.charAt(0).toUpperCase() + q.slice(1)));
}
