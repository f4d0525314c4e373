/** The questions the answer bench asks, by class: each class stresses a different shape of SQL and answer. */
export const BENCH_QUESTIONS: Record<string, string[]> = {
  total: ['How many orders in the last 30 days?', 'total sales this year'],
  breakdown: ['sales by city last month', 'orders by channel this year'],
  series: ['sales by month in the last 12 months'],
  top: ['top 5 products by sales this year'],
  compare: ['sales this month compared to last month'],
  ratio: ['average order value by payment method this year'],
  lookup: ['where is order 1001?', 'last 5 orders from Riyadh over 500'],
  arabic: ['كم عدد الطلبات هذا الشهر؟', 'المبيعات حسب المدينة هذه السنة'],
};

/** p-th percentile (nearest rank) of some durations in milliseconds. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
