import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "What were they worth?", "كم كانت قيمتها؟" after a count: the money of what was just counted (the cancelled orders'
 * value, the recovered carts' value), in the same period and filters. It was "can't".
 */
const WORTH = new RegExp(`^(?:${[
  String.raw`(?:and |so |و)?(?:what (?:were|was|are|is) (?:they|it|those|these|that|them) worth|how much (?:were|was|are|is) (?:they|it|those|these|that) worth|(?:what s|what is|what was|and) (?:their|its|the) (?:value|worth|total value)|(?:their|its) (?:value|worth)|worth|(?:كم|وش|ايش|ما|شو) (?:كانت |كان |هي |هو )?(?:قيمتها|قيمته|قيمتهم|قيمه هذي|قيمه هذه|قيمتها الاجماليه)|قيمتها|قيمتهم|وقيمتها)`,
  // "What's that in money?" after the carts recovered: their value (it was the store's whole sales); "كم تسوى بالفلوس؟".
  String.raw`(?:and |so |و)?(?:what s|what is|what was|how much is|how much was) (?:that|it|this|those|they) in (?:money|cash|sar|riyals)`,
  String.raw`(?:and |so |و)?in money|how much money (?:is|was) (?:that|it)|(?:كم|وش) (?:تسوي|يسوي|تسوا|قيمتها|قيمته)(?: بالفلوس| بالريال)?|(?:و?كم )?بالفلوس`,
].join('|')})$`);

/** Each count and the money of the same rows. */
const VALUE_OF: Record<string, string> = {
  orders: 'gross_sales', cancelled_orders: 'cancelled_value', abandoned_carts: 'abandoned_value', recovered_carts: 'recovered_value',
  refund_count: 'refunds', discounted_orders: 'discounts', refunded_orders: 'refunds', churned_subscriptions: 'churned_mrr', active_subscriptions: 'mrr',
};

/** The question in the words of the value measure when it asks what a count was worth; else as it came. */
export function worthAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || !WORTH.test(text.trim())) return text;
  const value = VALUE_OF[plan.metrics[0] ?? ''];
  const metric = value && catalog.metrics.find((m) => m.key === value);
  return metric ? `and ${metric.label.en}` : text;
}
