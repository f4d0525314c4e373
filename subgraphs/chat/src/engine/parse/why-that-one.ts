import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "Which product gets returned the most?", then "why?", "ليش؟": the reasons that one was sent back (it was the reasons
 * of every return, the product dropped). Only after a ranking of one on the returns, whose reason is kept with them.
 */
const BARE_WHY = /^(?:and |so |but |ok )?(?:why|how come|why is that|why so|why that|(?:what s|what is|whats) the reason)$|^و?(?:ليش|ليه|لماذا|ليش كذا|ليه كذا|وش السبب|ايش السبب|شو السبب)$/;

export function whyThatOne(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || plan.top?.n !== 1 || plan.groupBy.length !== 1 || !BARE_WHY.test(text.trim())) return text;
  const table = catalog.metrics.find((m) => m.key === plan.metrics[0])?.table;
  const reason = catalog.dimensions.find((d) => d.key === 'reason');
  if (table !== 'returns' || !reason?.on[table]) return text;
  return /^[\u0600-\u06FF]/.test(text.trim()) ? 'المرتجعات حسب السبب منه' : 'returns by reason of it';
}
