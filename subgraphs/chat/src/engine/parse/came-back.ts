import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "How many new customers this month?", then "and how many came back?", "what % are repeat?": the customers of the same
 * period who had ordered before, or their share of the period's customers. Without "customers" said, "came back" was
 * "can't" and "% are repeat" the new customers' rate.
 */
const ABOUT_CUSTOMERS = new Set(['customers', 'new_customers', 'returning_customers', 'new_customer_rate', 'repeat_rate']);
const BACK = String.raw`(?:came back|come back|coming back|ordered again|bought again|(?:are|were) (?:returning|repeat)(?: ones| customers| buyers)?|returning(?: ones)?|repeat(?: ones)?)`;
const NEW = String.raw`(?:(?:are|were) new(?: ones| customers| buyers)?|new ones)`;
const OF_THEM = /(?:^|\s)of (?:them|those)(?=\s|$)/;
const COUNTED = new RegExp(String.raw`^(?:and |so |but )?(?:how many )?(?:of them |of those )?(?:(?:customers|people|ones) )?(?:who |that )?${BACK}(?=\s|$)`);
const RATE = new RegExp(String.raw`^(?:and |so |but )?(?:what|which|how many|how much) (?:%|percent|percentage|share|proportion|rate)(?: of them| of those| of (?:our |the )?customers)? (?:(?:are|were|is|was) )?(?:(?<back>${BACK})|(?<fresh>${NEW}))(?=\s|$)`);

/** The question in the words of the measure it follows up on customers with; else as it came. */
export function cameBackAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || !plan.metrics.some((key) => ABOUT_CUSTOMERS.has(key))) return text;
  const has = (key: string) => catalog.metrics.some((m) => m.key === key);
  const rate = RATE.exec(text);
  if (rate) {
    const key = rate.groups?.fresh ? 'new_customer_rate' : 'repeat_rate';
    return has(key) ? `and ${key === 'repeat_rate' ? 'repeat customer rate' : 'new customer rate'}${text.slice(rate[0].length)}` : text;
  }
  const counted = COUNTED.exec(text);
  // "New customers last month", then "how many of them ordered again?": a cohort followed over time, which the engine
  // cannot follow; said so (it was the new customers again), not read as the month's returning customers.
  if (counted && OF_THEM.test(counted[0]) && plan.metrics.includes('new_customers')) return text.replace(OF_THEM, ' of the new customers ').replace(/\s+/g, ' ').trim();
  return counted && has('returning_customers') ? `and returning customers${text.slice(counted[0].length)}` : text;
}
