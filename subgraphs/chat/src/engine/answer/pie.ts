import type { Catalog, ChartSpec, Locale, Metric, QueryPlan } from '../types.ts';
import { addsUp } from '../sql/resolve.ts';

/** More slices than this are too thin to read: a series asked as a pie is then drawn as a line. */
export const PIE_SLICES = 12;

/**
 * Whether the answer can be a pie: one measure that adds up to a whole (not an average or a rate: slices of
 * "average order value by channel" add up to nothing), one split of few enough slices, and no periods side by side.
 */
export function pieFits(plan: QueryPlan, metrics: Metric[], slices: number): boolean {
  const splits = plan.groupBy.length + (plan.grain ? 1 : 0);
  return splits === 1 && wholeShared(plan, metrics) && !plan.compare && !plan.steps && !plan.cumulative && (!plan.grain || slices <= PIE_SLICES);
}

/** The pie's measure (the first) is a whole shared out: a sum or a count, or the shares themselves. */
const wholeShared = (plan: QueryPlan, metrics: Metric[]) => Boolean(plan.share || (metrics[0] && addsUp(metrics[0]) && !metrics[0].overlaps && !plan.perBucket));

/** Why a pie asked for was drawn another way, in the answer's language; nothing when it was drawn or not asked. */
export function pieNote(plan: QueryPlan, chart: ChartSpec | null, catalog: Catalog, locale: Locale): string {
  // A single figure ("as a pie", then "only 2014") has nothing to share out: no chart to explain.
  if (plan.chart !== 'pie' || !chart || chart.type === 'pie' || chart.type === 'number') return '';
  const ar = locale === 'ar';
  const drawn = chart.type === 'line' ? (ar ? 'كخط بياني' : 'as a line') : chart.type === 'stacked' ? (ar ? 'كأعمدة مكدسة' : 'as stacked bars') : (ar ? 'كأعمدة' : 'as bars');
  const metrics = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key)).filter((m): m is Metric => Boolean(m));
  if (plan.compare) return ar ? ` لا يعرض الرسم الدائري فترتين جنباً إلى جنب، لذا رسمتها ${drawn}.` : ` A pie chart can't set two periods side by side, so I drew it ${drawn}.`;
  if (plan.groupBy.length + (plan.grain ? 1 : 0) > 1) return ar ? ` لا يعرض الرسم الدائري تقسيمين معاً، لذا رسمتها ${drawn}.` : ` A pie chart can't show two breakdowns at once, so I drew it ${drawn}.`;
  if (metrics[0]?.overlaps && !plan.share) {
    return ar ? ` الطلب الواحد محسوب في أكثر من واحد منها، فلا تُجمع في كلٍّ واحد، لذا رسمتها ${drawn}.` : ` One order is counted in several of these, so they don't add up to a whole: I drew it ${drawn}.`;
  }
  // "Number of invoices by country" read from the invoice lines counts each invoice once per group it falls in: not
  // an average nor a rate (it was said to be one), a count whose groups may share an invoice.
  const things = metrics[0] && /^count\(\s*distinct [^()]*\)$/i.test(metrics[0].sql.trim()) && !plan.share ? { en: metrics[0].label.en.replace(/^number of /, ''), ar: metrics[0].label.ar.replace(/^عدد /, '') } : null;
  if (things && !plan.perBucket) {
    return ar ? ` قد يُحسب الواحد من ${things.ar} في أكثر من واحد منها، فلا تُجمع في كلٍّ واحد، لذا رسمتها ${drawn}.` : ` One of the ${things.en} can be counted in more than one of these, so they don't add up to a whole: I drew it ${drawn}.`;
  }
  if (!wholeShared(plan, metrics)) {
    return ar ? ` المتوسطات والنسب لا تُجمع في كلٍّ واحد، فالرسم الدائري سيضلل، لذا رسمتها ${drawn}.` : ` Averages and rates don't add up to a whole, so a pie chart would mislead: I drew it ${drawn}.`;
  }
  return ar ? ` الشرائح أكثر من أن تُقرأ في رسم دائري، لذا رسمتها ${drawn}.` : ` There are too many slices to read as a pie chart, so I drew it ${drawn}.`;
}
