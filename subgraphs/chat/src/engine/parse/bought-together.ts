import type { Filter } from '../types.ts';

const BOTH = /(?:^|\s)(?:both|together|same order|الاثنين|الاثنتين|كلاهما|مع بعض|معا|نفس الطلب)(?=\s|$)/;

/**
 * "Which products are bought together", "what do customers buy with the Oud Perfume", "وش المنتجات اللي تنباع مع
 * بعض": orders holding two products, ranked. With a product or a category named, the other products bought with it;
 * otherwise the pairs of products (of categories when categories are asked). Asked with no ranking, the ten most common.
 */
export function boughtTogether(metrics: string[], groupBy: string[], filters: Filter[], top: { top?: { n?: number; dir: 'asc' | 'desc' } }, typed: string): void {
  // "How many orders had both the Linen Abaya and the Saudi Coffee Set": the orders holding the two (they were the
  // orders holding either).
  const two = filters.find((f) => f.dimension === 'product' && f.op === 'eq' && f.values.length === 2);
  if (two && BOTH.test(typed) && metrics.every((key) => key === 'orders' || key === 'orders_together')) {
    metrics.splice(0, metrics.length, 'orders_together');
    filters.splice(filters.indexOf(two), 1, { ...two, values: [two.values[0]] }, { dimension: 'bought_with', op: 'eq', values: [two.values[1]] });
    return;
  }
  if (!metrics.includes('orders_together')) return;
  metrics.splice(0, metrics.length, 'orders_together');
  const named = filters.some((f) => (f.dimension === 'product' || f.dimension === 'category') && f.op === 'eq');
  // "Which categories are bought together": pairs of categories.
  const split = named ? 'bought_with' : groupBy.includes('category') ? 'category_pair' : 'product_pair';
  const kept = groupBy.filter((key) => !['product', 'category', 'product_pair', 'category_pair', 'bought_with'].includes(key));
  groupBy.splice(0, groupBy.length, split, ...kept.slice(0, 1));
  top.top ??= { n: 10, dir: 'desc' };
}
