import type { ConversationContext } from '../types.ts';
import { asksWhatLookedUpOrderHolds } from './order-follow-up.ts';

/**
 * "وش فيه؟", "what was in it?" after an answer that named one order ("biggest order today: 6999"): what that order
 * holds, as "what's in order 6999" is looked up (it was "can't": the words name no measure).
 */
const IN_IT = /^(?:و|طيب |and |so |ok )?(?:(?:وش|ايش|شو|ماذا|ما) (?:كان |كانت )?(?:فيه|فيها|داخله|بداخله|يحتوي|محتوياته)|(?:وش|ايش|شو) (?:المنتجات|الاغراض|الاشياء|الحاجات) (?:اللي )?(?:فيه|فيها|كانت فيه)|(?:وش|ايش|شو) (?:اشتري|اشترت|طلب|طلبت) فيه|محتوياته|(?:what s|whats|what is|what was|what were) (?:in|inside) (?:it|that|that one|that order|this order|the order)|what did (?:it|that order|that one|the order) (?:contain|include|have)|(?:and )?(?:the )?items(?: in it)?|what items)$/;

/** The order number the question asks the contents of, when the last answer named one order; else undefined. */
export function contentsOfShownOrder(text: string, context: ConversationContext): string | undefined {
  const shown = context.shown;
  // A ranking of one keeps a few more rows to tell ties; the first is the one named.
  const one = shown?.values.length === 1 || (context.plan?.kind === 'aggregate' && context.plan.top?.n === 1);
  // The words an order looked up is asked the contents by ("what's in it", "its items") serve here too.
  return shown?.dimension === 'order' && one && (IN_IT.test(text.trim()) || asksWhatLookedUpOrderHolds(text)) ? shown.values[0] : undefined;
}
