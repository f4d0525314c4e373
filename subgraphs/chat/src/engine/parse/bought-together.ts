import type { Filter, QueryPlan } from '../types.ts';

const BOTH = /(?:^|\s)(?:both|together|same order|الاثنين|الاثنتين|كلاهما|مع بعض|معا|نفس الطلب)(?=\s|$)/;

/**
 * "Which products are bought together", "what do customers buy with the Oud Perfume", "وش المنتجات اللي تنباع مع
 * بعض": orders holding two products, ranked. With a product or a category named, the other products bought with it;
 * otherwise the pairs of products (of categories when categories are asked). Asked with no ranking, the ten most common.
 */
export function boughtTogether(metrics: string[], groupBy: string[], filters: Filter[], top: { top?: { n?: number; dir: 'asc' | 'desc' } }): void {
  if (!metrics.includes('orders_together')) return;
  metrics.splice(0, metrics.length, 'orders_together');
  const named = filters.some((f) => (f.dimension === 'product' || f.dimension === 'category') && f.op === 'eq');
  // "Which categories are bought together": pairs of categories.
  const split = named ? 'bought_with' : groupBy.includes('category') ? 'category_pair' : 'product_pair';
  const kept = groupBy.filter((key) => !['product', 'category', 'product_pair', 'category_pair', 'bought_with'].includes(key));
  groupBy.splice(0, groupBy.length, split, ...kept.slice(0, 1));
  top.top ??= { n: 10, dir: 'desc' };
}

/**
 * "How many orders had both the Linen Abaya and the Saudi Coffee Set", "كم طلب فيه تمر عجوة ١ كيلو وقهوة سعودية سيت مع
 * بعض": the orders holding the two (they were the orders holding either). Read once the products named are narrowed
 * to the two meant (a size or a set said after a name is read last).
 */
export function bothNamed(plan: QueryPlan, typed: string): QueryPlan {
  const two = plan.filters.find((f) => f.dimension === 'product' && f.op === 'eq' && f.values.length === 2);
  const counted = plan.metrics.length > 0 && plan.metrics.every((key) => key === 'orders' || key === 'orders_together');
  if (!two || !BOTH.test(typed) || !counted || plan.grain || plan.groupBy.some((key) => key !== 'bought_with' && key !== 'product_pair')) return plan;
  const filters = plan.filters.flatMap((f) => (f === two ? [{ ...two, values: [two.values[0]] }, { dimension: 'bought_with', op: 'eq' as const, values: [two.values[1]] }] : [f]));
  return { ...plan, metrics: ['orders_together'], groupBy: [], filters, top: undefined };
}
