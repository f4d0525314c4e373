import type { Catalog, Locale, QueryPlan } from '../types.ts';

/** Splits worth suggesting first; customers, orders and SKUs have too many values to be a useful next split. */
const PREFERRED = ['channel', 'city', 'country', 'category', 'product', 'payment_method', 'status', 'carrier', 'plan', 'reason', 'region'];
const TOO_MANY = new Set(['customer', 'order', 'sku']);

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
  // A metric is not split by what it counts ("customers by customer").
  const dims = catalog.dimensions
    .filter((d) => d.on[metric?.table ?? ''] && !plan.groupBy.includes(d.key) && !TOO_MANY.has(d.key) && !plan.filters.some((f) => f.dimension === d.key))
    .sort((a, b) => rank(a.key) - rank(b.key))
    .slice(0, 2);
  const out: string[] = [];
  // The values counted ("how many cities"): the list of them comes first.
  if (plan.countOf) out.push(ar ? 'اعرضها' : 'List them');
  // The groups past a threshold, listed: how many they are comes first; a split or series would drop the threshold.
  if (plan.having && !plan.having.per && plan.groupBy.length === 1) out.push(ar ? 'كم عددها؟' : 'How many are there?');
  // As-of-now metrics (MRR, active subscriptions) have no past to compare with or draw.
  if (!plan.compare && plan.period && !metric?.snapshot) out.push(ar ? 'قارن بالفترة السابقة' : 'Compare with the previous period');
  if (!plan.grain && !plan.having && !metric?.snapshot && plan.period?.unit !== 'day') out.push(ar ? (short ? 'حسب اليوم' : 'حسب الشهر') : (short ? 'By day' : 'By month'));
  // A comparison is drawn as bars side by side; a pie of it would show neither period.
  if (plan.groupBy.length && !plan.share && !plan.compare) out.push(ar ? 'اعرضها كرسم دائري' : 'Show it as a pie chart');
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
