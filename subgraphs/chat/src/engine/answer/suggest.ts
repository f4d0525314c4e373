import type { Catalog, Locale, QueryPlan } from '../types.ts';

/** Three next questions that build on the answer: another split, a comparison, a chart or a trend. */
export function suggestionsFor(plan: QueryPlan, catalog: Catalog, locale: Locale): string[] {
  const ar = locale === 'ar';
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  const name = metric?.label[locale] ?? '';
  const dims = catalog.dimensions.filter((d) => d.on[metric?.table ?? ''] && !plan.groupBy.includes(d.key)).slice(0, 2);
  const out: string[] = [];
  if (!plan.compare && plan.period) out.push(ar ? 'قارن بالفترة السابقة' : 'Compare with the previous period');
  if (!plan.grain) out.push(ar ? `${name} حسب الشهر` : `${name} by month`);
  if (plan.groupBy.length && !plan.share) out.push(ar ? 'اعرضها كرسم دائري' : 'Show it as a pie chart');
  for (const d of dims) out.push(ar ? `${name} حسب ${d.label.ar}` : `${name} by ${d.label.en}`);
  out.push(ar ? 'اعرض الاستعلام' : 'Show the SQL');
  return out.slice(0, 3);
}
