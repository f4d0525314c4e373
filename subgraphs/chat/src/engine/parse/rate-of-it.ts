import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "What's that as a percentage of sales?", "كم نسبتها من المبيعات؟" after a figure of something that goes wrong or is
 * given away (refunds, cancelled orders, late shipments): the rate of it, in the same period and filters. It was the
 * store's gross sales of all time, each one's share of itself (100%).
 */
// "Of its shipments", "of Aramex's shipments" (normalised "aramex s"): whose whole the figure is set against.
const OF_WHOLE = String.raw`of (?<whose>\S+ s |\S+ )?\S+`;
const AS_RATE = new RegExp(`^(?:${[
  String.raw`(?:and |so )?(?:(?:what s|what is|what was|how much is) )?(?:that|it|this|they|those) (?:as|in) (?:a |an )?(?:percentage|percent|%|share|proportion|ratio)(?: ${OF_WHOLE})?`,
  String.raw`(?:and |so )?(?:what|which) (?:percentage|percent|%|share|proportion) (?:${OF_WHOLE.replace('whose', 'whose2')} )?(?:is|was|are|were) (?:that|it|this|they|those)`,
  String.raw`(?:and |so )?(?:as a |as an |in )(?:percentage|percent|%|share|ratio)(?: of (?:\S+ )?\S+)?`,
  String.raw`(?:و)?(?:(?:كم|وش|ايش|ما|شو) )?(?:هي |تشكل |تمثل |تساوي )?(?:نسبتها|نسبته|نسبتهم|النسبه|كنسبه|بالنسبه المئويه|نسبه مئويه)(?: من (?:\S+ )?\S+)?`,
].join('|')})$`);

/** Each measure and its rate. */
const RATE_OF: Record<string, string> = {
  refunds: 'refund_rate', refunded_orders: 'refunded_order_rate', discounts: 'discount_rate', discounted_orders: 'discounted_order_rate',
  cancelled_orders: 'cancel_rate', returns: 'return_rate', late_shipments: 'late_rate', recovered_carts: 'recovery_rate',
  churned_subscriptions: 'churn_rate',
  // "كم ربحنا هالشهر", then "والنسبة": the margin (it repeated the profit).
  profit: 'margin',
};

/** Words that say whose whole without naming anyone: the figure's own rows. */
const OWN = /^(?:its|it|their|our|my|the|all|total|these|those)$/;

/**
 * The question in the words of the rate when it asks the figure just given as a percentage; else as it came. After a
 * ranking of one ("which carrier had the most late shipments?"), "what share of its shipments is that?" is that one's
 * rate (it was the carriers ranked anew by the rate, Quiqup at 100%); a name said ("of Aramex's shipments") is kept
 * to that name (it was Aramex's share of every shipment ever).
 */
export function rateAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  const asked = plan?.kind === 'aggregate' && plan.metrics.length === 1 ? AS_RATE.exec(text.trim()) : null;
  if (plan?.kind !== 'aggregate' || !asked) return text;
  const rate = catalog.metrics.find((m) => m.key === RATE_OF[plan.metrics[0]]);
  // "Refunds by reason", then "as a percentage": a rate cannot be split by what only the refunds have (a reason), so
  // it is each reason's share of the refunds (it was the refund rate of all orders, the reasons dropped).
  const splits = plan.groupBy.every((key) => catalog.dimensions.find((d) => d.key === key)?.on[rate?.table ?? '']);
  if (!rate || !splits) return text;
  const whose = (asked.groups?.whose ?? asked.groups?.whose2)?.trim().replace(/ s$/, '');
  if (whose && !OWN.test(whose)) return `and ${rate.label.en} ${whose}`;
  return plan.top?.n === 1 && plan.groupBy.length ? `and ${rate.label.en} of it` : `and ${rate.label.en}`;
}
