import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28), product QA: the demo store's own discount codes asked by name ("used coupon EID10", "with
 * coupon WHITEFRIDAY", "بكوبون"), which the web chat read as holidays, months and hours (finding 3). Gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7ProductCases(): Case[] {
  const c = ownerCase;
  const code = (name: string, measure = 'count(*)') => `SELECT ${measure} FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' = '${name}'`;
  const sales = `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
  return [
    c('q7-coupon-eid10', 'en', ['how many orders used coupon EID10'], code('EID10')),
    c('q7-coupon-ramadan20', 'en', ['how many orders used coupon RAMADAN20'], code('RAMADAN20')),
    c('q7-sales-with-coupon', 'en', ['sales with coupon WHITEFRIDAY'], code('WHITEFRIDAY', sales)),
    c('q7-ar-coupon-eid10', 'ar', ['كم طلب استخدم كوبون EID10'], code('EID10')),
    c('q7-ar-with-coupon', 'ar', ['المبيعات بكوبون RAMADAN20'], code('RAMADAN20', sales)),
    c('q7-promo-code-welcome10', 'en', ['orders with promo code WELCOME10'], code('WELCOME10')),
  ];
}
