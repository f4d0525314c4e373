import type { Catalog, QueryPlan } from '../types.ts';
import { shiftPeriod } from './periods.ts';

/**
 * MRR, ARR and active subscriptions compared ("MRR vs last month", "ARR this year vs last year"): a state read at two
 * moments, each as it stood at its period's end (now, for a period still running). It was the current value alone,
 * the comparison dropped. The previous month is the whole of it, as "MRR last month" is MRR at its end, not on the
 * same day of it; a year ago is the same day a year before (the days so far of the period, shifted).
 */
export function stateCompared(settled: QueryPlan, asked: QueryPlan, catalog: Catalog): QueryPlan {
  if (!settled.compare || !asked.period || !settled.period?.partial || !statesOnly(settled, catalog)) return settled;
  // The running period itself is read at now whatever its end, and said "currently".
  return { ...settled, period: asked.period, against: settled.compare === 'previous' ? shiftPeriod(asked.period, 'previous') : settled.against };
}

/** Every measure is a state read at a moment (`asOf`), not a flow over the period. */
export const statesOnly = (plan: QueryPlan, catalog: Catalog): boolean =>
  plan.metrics.every((key) => { const m = catalog.metrics.find((x) => x.key === key); return Boolean(m?.snapshot && m.asOf); });
