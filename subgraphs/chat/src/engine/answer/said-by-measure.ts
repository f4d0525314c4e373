import type { Filter } from '../types.ts';

/**
 * Measures that count only the rows in one state, and that state. "كم طلب ملغي؟" keeps the orders to the cancelled
 * status; their value, or the list of them, is then told by a name that already says it: "آخر ٥ من الطلبات الملغاة
 * حيث الحالة ملغي" said "cancelled" twice.
 */
const STATE_NAMED: Record<string, { dimension: string; value: string }> = {
  cancelled_orders: { dimension: 'status', value: 'cancelled' },
  cancelled_value: { dimension: 'status', value: 'cancelled' },
};

/** Whether every measure told already names the one state the filter keeps to (the filter is then not said again). */
export function saidByMeasures(filter: Filter, metrics: string[]): boolean {
  return metrics.length > 0 && filter.op === 'eq' && metrics.every((key) => {
    const state = STATE_NAMED[key];
    return state?.dimension === filter.dimension && filter.values.every((v) => v === state.value);
  });
}
