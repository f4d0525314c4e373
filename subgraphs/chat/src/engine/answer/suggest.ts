import type { Catalog, Locale, QueryPlan } from '../types.ts';

/** Splits worth suggesting first; customers, orders and SKUs have too many values to be a useful next split. */
const PREFERRED = ['channel', 'city', 'country', 'category', 'product', 'payment_method', 'status', 'carrier', 'plan', 'reason', 'region'];
const TOO_MANY = new Set(['customer', 'order', 'sku']);

/** Three next questions that build on the answer: another split, a comparison, a chart or a trend. */
export function suggestionsFor(plan: QueryPlan, catalog: Catalog, locale: Locale): string[] {
  const ar = locale === 'ar';
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  // A suggestion is a question of its own: in English it starts with a capital ("Gross sales by month").
  const label = metric?.label[locale] ?? '';
  const name = ar ? label : label.charAt(0).toUpperCase() + label.slice(1);
  const rank = (key: string) => (PREFERRED.includes(key) ? PREFERRED.indexOf(key) : PREFERRED.length);
  // A metric is not split by what it counts ("customers by customer").
  const dims = catalog.dimensions
    .filter((d) => d.on[metric?.table ?? ''] && !plan.groupBy.includes(d.key) && !TOO_MANY.has(d.key) && !plan.filters.some((f) => f.dimension === d.key))
    .sort((a, b) => rank(a.key) - rank(b.key))
    .slice(0, 2);
  const out: string[] = [];
  // As-of-now metrics (MRR, active subscriptions) have no past to compare with or draw.
  if (!plan.compare && plan.period && !metric?.snapshot) out.push(ar ? 'قارن بالفترة السابقة' : 'Compare with the previous period');
  if (!plan.grain && !metric?.snapshot) out.push(ar ? `${name} حسب الشهر` : `${name} by month`);
  if (plan.groupBy.length && !plan.share) out.push(ar ? 'اعرضها كرسم دائري' : 'Show it as a pie chart');
  for (const d of dims) out.push(ar ? `${name} حسب ${d.label.ar}` : `${name} by ${d.label.en}`);
  out.push(ar ? 'اعرض الاستعلام' : 'Show the SQL');
  return out.slice(0, 3);
}
