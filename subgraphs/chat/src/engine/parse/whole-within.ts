import type { Catalog, QueryPlan } from '../types.ts';

/**
 * A share of orders that is whole in every group of the split that defines it: every order with a discount code used
 * a discount, so "what % of orders used a discount code", then "which code most" ranked each code at 100% ("the top
 * discount code by share of orders with a discount: WHITEFRIDAY (100%)"). Split by that dimension, the orders are
 * counted instead, as "which code was used the most" is.
 */
const WHOLE_WITHIN: Record<string, { dimension: string; counted: string }> = {
  discounted_order_rate: { dimension: 'discount_code', counted: 'orders' },
};

/** The plan with such a share counted instead, when it is split by the dimension that makes it whole; else as it was. */
export function wholeWithinCounted(plan: QueryPlan, catalog: Catalog): QueryPlan {
  const swaps = plan.metrics.map((key) => WHOLE_WITHIN[key]).map((w) => (w && plan.groupBy.includes(w.dimension) && catalog.metrics.some((m) => m.key === w.counted) ? w.counted : undefined));
  if (!swaps.some(Boolean)) return plan;
  const metrics = [...new Set(plan.metrics.map((key, i) => swaps[i] ?? key))];
  return { ...plan, metrics };
}
