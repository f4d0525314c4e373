import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "What's that as a percentage of sales?", "كم نسبتها من المبيعات؟" after a figure of something that goes wrong or is
 * given away (refunds, cancelled orders, late shipments): the rate of it, in the same period and filters. It was the
 * store's gross sales of all time, each one's share of itself (100%).
 */
const AS_RATE = new RegExp(`^(?:${[
  String.raw`(?:and |so )?(?:(?:what s|what is|what was|how much is) )?(?:that|it|this|they|those) (?:as|in) (?:a |an )?(?:percentage|percent|%|share|proportion|ratio)(?: of (?:\S+ )?\S+)?`,
  String.raw`(?:and |so )?(?:what|which) (?:percentage|percent|%|share|proportion) (?:of (?:\S+ )?\S+ )?(?:is|was|are|were) (?:that|it|this|they|those)`,
  String.raw`(?:and |so )?(?:as a |as an |in )(?:percentage|percent|%|share|ratio)(?: of (?:\S+ )?\S+)?`,
  String.raw`(?:و)?(?:(?:كم|وش|ايش|ما|شو) )?(?:هي |تشكل |تمثل |تساوي )?(?:نسبتها|نسبته|نسبتهم|النسبه|كنسبه|بالنسبه المئويه|نسبه مئويه)(?: من (?:\S+ )?\S+)?`,
].join('|')})$`);

/** Each measure and its rate. */
const RATE_OF: Record<string, string> = {
  refunds: 'refund_rate', refunded_orders: 'refunded_order_rate', discounts: 'discount_rate', discounted_orders: 'discounted_order_rate',
  cancelled_orders: 'cancel_rate', returns: 'return_rate', late_shipments: 'late_rate', recovered_carts: 'recovery_rate',
  churned_subscriptions: 'churn_rate',
};

/** The question in the words of the rate when it asks the figure just given as a percentage; else as it came. */
export function rateAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || plan.metrics.length !== 1 || !AS_RATE.test(text.trim())) return text;
  const rate = catalog.metrics.find((m) => m.key === RATE_OF[plan.metrics[0]]);
  return rate ? `and ${rate.label.en}` : text;
}
