import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "What were they worth?", "value?", "كم كانت قيمتها؟" after a count: the money of what was just counted (the cancelled
 * orders' value, the recovered carts' value), in the same period and filters. It was "can't".
 */
const WORTH = new RegExp(`^(?:${[
  String.raw`(?:and |so |و)?(?:what (?:were|was|are|is) (?:they|it|those|these|that|them) worth|how much (?:were|was|are|is) (?:they|it|those|these|that) worth|(?:what s|what is|what was|and) (?:their|its|the) (?:value|worth|total value)|(?:their|its) (?:value|worth)|worth|(?:the |their |its )?(?:total )?value(?: of (?:them|those|these|it))?|(?:كم|وش|ايش|ما|شو) (?:كانت |كان |هي |هو )?(?:قيمتها|قيمته|قيمتهم|قيمه هذي|قيمه هذه|قيمتها الاجماليه)|قيمتها|قيمتهم|وقيمتها)`,
  // "What's that in money?" after the carts recovered: their value (it was the store's whole sales); "كم تسوى بالفلوس؟".
  String.raw`(?:and |so |و)?(?:what s|what is|what was|how much is|how much was) (?:that|it|this|those|they) in (?:money|cash|sar|riyals)`,
  // "How much value was in them?", "how much money is tied up in those?" after the carts counted: their value (it was "can't").
  String.raw`(?:and |so )?(?:how much|what) (?:value|money) (?:was |is |were |are )?(?:there )?(?:in|left in|tied up in|sitting in|stuck in) (?:them|those|these|it|they|that)`,
  String.raw`(?:and |so |و)?in money|how much money (?:is|was) (?:that|it)|(?:كم|وش) (?:تسوي|يسوي|تسوا|قيمتها|قيمته)(?: بالفلوس| بالريال)?|(?:و?كم )?بالفلوس`,
].join('|')})$`);

/**
 * "وكم الدخل الشهري منها؟", "how much do they bring in a month?" after the subscriptions counted: their monthly
 * recurring revenue (it was the store's sales by month).
 */
const MONTHLY_WORTH = /^(?:and |so |و)?(?:(?:how much|what) (?:do|does|did) (?:they|those|these|it) (?:bring in|make|earn|pay)(?: us)? (?:a|per|each|every) month|(?:what s|what is|and) (?:their|its) monthly (?:revenue|income|value)|(?:و?(?:كم|وش|ايش|ما) )?(?:الدخل|الايراد|الايرادات|دخلها|دخلهم|ايرادها|ايرادهم) (?:الشهري|الشهريه)(?: منها| منهم)?|(?:و?(?:كم|وش) )?(?:تدخل|يدخلون|تجيب|يجيبون)(?: لنا)? (?:بالشهر|في الشهر|شهريا|كل شهر))$/;
/** Subscriptions and their money a month. */
const MONTHLY_OF: Record<string, string> = { active_subscriptions: 'mrr', all_subscriptions: 'mrr', churned_subscriptions: 'churned_mrr' };

/**
 * The question in the words of the subscriptions' money a month when it asks it of those just counted; else as it
 * came. Read before the rest, whose "a month" and "الشهري" would be a split by month.
 */
export function monthlyWorthAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  const monthly = plan?.kind === 'aggregate' && MONTHLY_WORTH.test(text.trim()) ? catalog.metrics.find((m) => m.key === MONTHLY_OF[plan.metrics[0] ?? '']) : undefined;
  return monthly ? `and ${monthly.label.en.toLowerCase()}` : text;
}

/** Each count and the money of the same rows. */
const VALUE_OF: Record<string, string> = {
  orders: 'gross_sales', cancelled_orders: 'cancelled_value', abandoned_carts: 'abandoned_value', recovered_carts: 'recovered_value',
  // (After their average, "وكم قيمتها" is the carts' whole value.)
  avg_abandoned_value: 'abandoned_value',
  refund_count: 'refunds', discounted_orders: 'discounts', refunded_orders: 'refunds', churned_subscriptions: 'churned_mrr', active_subscriptions: 'mrr',
};

/**
 * "How many?", "وكم عددها؟" after a sum of money (refunds last month, the cancelled orders' value): how many rows that
 * money was (it was "can't").
 */
const HOW_MANY = /^(?:and |so |و)?(?:how many(?: (?:were there|was that|is that|are there|of them|were they|in total))?|(?:و)?كم (?:عددها|عددهم|عدده|واحد|مره)|(?:و)?عددها|(?:و)?عددهم)$/;

/**
 * "ومتوسط قيمة السلة", "and the average cart value", "متوسط قيمتها" after a count: the mean value of what was just
 * counted (after the abandoned carts it was the average order value, the carts forgotten).
 */
const AVERAGE_WORTH = new RegExp(`^(?:${[
  String.raw`(?:and |so |what about |what s |what is )?(?:the |their |its )?(?:average|avg|mean) (?:cart |basket |checkout )?(?:value|worth)(?: of (?:them|those|these|a cart|each cart|each one|one))?`,
  String.raw`(?:و|طيب )?(?:(?:كم|وش|ايش|ما|شو) )?(?:(?:هو|كان) )?(?:ال)?(?:متوسط|معدل) (?:ال)?(?:قيمه|قيمتها|قيمتهم)(?: (?:ال)?(?:سله|سلات|واحده|وحده|الوحده))?(?: (?:ال)?(?:متروكه|مهجوره))?`,
  String.raw`(?:و|طيب )?(?:(?:كم|وش|ايش|ما|شو) )?(?:متوسطها|معدلها|متوسطهم)(?: بالفلوس| بالريال)?`,
].join('|')})$`);
/** Each count and the mean value of its rows. */
const AVERAGE_OF: Record<string, string> = { orders: 'aov', abandoned_carts: 'avg_abandoned_value', refund_count: 'avg_refund', refunds: 'avg_refund' };

/** The question in the words of the value measure when it asks what a count was worth; else as it came. */
export function worthAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate') return text;
  const averaged = AVERAGE_WORTH.test(text.trim()) ? catalog.metrics.find((m) => m.key === AVERAGE_OF[plan.metrics[0] ?? '']) : undefined;
  if (averaged) return `and ${averaged.label.en.toLowerCase()}`;
  const counted = HOW_MANY.test(text.trim()) && !plan.groupBy.length ? countOfValue(plan.metrics[0] ?? '') : undefined;
  const countMetric = counted && catalog.metrics.find((m) => m.key === counted);
  if (countMetric) return `and ${countMetric.label.en}`;
  if (!WORTH.test(text.trim())) return text;
  // "كم طلب ملغي؟" counts the orders kept to the cancelled status: their worth is the cancelled orders' value (gross
  // sales leave cancelled orders out; it was 0).
  const cancelledKept = plan.metrics[0] === 'orders' && plan.filters.some((f) => f.dimension === 'status' && f.op === 'eq' && f.values.every((v) => v === 'cancelled'));
  const value = cancelledKept ? 'cancelled_value' : VALUE_OF[plan.metrics[0] ?? ''];
  const metric = value && catalog.metrics.find((m) => m.key === value);
  return metric ? `and ${metric.label.en}` : text;
}

/**
 * The count of the rows a value measure sums: "show them" after what the cancelled orders were worth lists those
 * orders (it was every order of the week).
 */
export function countOfValue(key: string): string | undefined {
  return Object.entries(VALUE_OF).find(([, value]) => value === key)?.[0];
}
