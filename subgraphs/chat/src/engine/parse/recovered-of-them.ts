import type { Catalog, ConversationContext } from '../types.ts';

/**
 * "كم واحد منها رجع اشترى؟", "how many of them came back and bought?" after a count of abandoned carts: the carts
 * recovered, in the same period. Said alone, "رجع اشترى" is a returning customer, which is what it was read as (5
 * returning customers this week, where 1 cart was recovered).
 */
const OF_THEM = /(?:^|\s)(?:منها|منهم|من هذي|من هذه|من هذول|of them|of those|of these)(?=\s|$)/;
const CAME_BACK = /(?:^|\s)(?:(?:رجع|رجعوا|رجعت|عاد|عادوا|عادت) ?و?(?:اشتري|اشتروا|اشترت|شري|شروا|كمل|كملوا|كملت|طلب|طلبوا|دفع|دفعوا)|(?:came|come|went) back (?:and|to) (?:buy|bought|purchase|purchased|order|ordered|complete|completed|check out|checked out)|returned (?:and|to) (?:buy|bought|purchase|purchased|complete|completed)|completed (?:the |their )?(?:purchase|checkout|order)|(?:bought|purchased|checked out) (?:after all|in the end|later))(?=\s|$)/;

// "كم منها رجعت", "how many of them came back": of carts, coming back is being bought ("رجعت" alone was a status,
// refused); "how many did we get back" says so without "of them".
const BACK_ALONE = /(?:^|\s)(?:رجعت|رجع|رجعوا|عادت|عادوا|انسترجعت|استرجعت|رجعناها|came back|come back|were recovered|got recovered)(?=\s|$)/;
const GOT_BACK = /(?:^|\s)(?:how many )?(?:did we|we) (?:get|got|bring|brought|win|won) back(?=\s|$)|(?:^|\s)did we recover(?=\s|$)/;

// "How many recovered?", "recovered ones?": the carts counted that were recovered ("how many were recovered" was read,
// "how many recovered" refused).
const RECOVERED_ALONE = /^(?:and |so )?(?:how many|and how many|the|only the|just the)? ?(?:recovered|got recovered)(?: ones| carts)?(?: only)?$/;
// "What's the value of those not recovered", "not recovered only", "اللي ما رجعت بس": the carts still lost.
const NOT_RECOVERED = /(?:^|\s)(?:not|never|weren t|were not|wasn t|un)(?: )?recovered(?=\s|$)|(?:^|\s)(?:ما|مو|لم) (?:رجعت|انستعادت|استعدناها|استرجعناها|ترجع)(?=\s|$)|(?:^|\s)غير المستعاده(?=\s|$)/;
const MONEY = /(?:^|\s)(?:value|worth|money|amount|revenue|how much|قيمه|قيمتها|فلوس|مبلغ|كم تسوي)(?=\s|$)/;

/** The question as the recovered carts when it asks how many of the carts just counted were bought after all. */
export function recoveredOfThem(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate') return text;
  const measure = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  if (measure?.table !== 'abandoned_carts') return text;
  if (RECOVERED_ALONE.test(text.trim()) && catalog.metrics.some((m) => m.key === 'recovered_carts')) return 'and recovered carts';
  // Of carts valued, those not recovered are valued too; of carts counted, counted, unless money is asked.
  if (NOT_RECOVERED.test(text)) {
    const valued = MONEY.test(text) || (measure.format === 'money' && !/(?:^|\s)(?:how many|count|number|كم واحد|عدد)(?=\s|$)/.test(text));
    const key = valued ? 'lost_cart_value' : 'unrecovered_carts';
    if (catalog.metrics.some((m) => m.key === key)) return valued ? 'and value of carts not recovered' : 'and carts not recovered';
  }
  if (!(OF_THEM.test(text) && (CAME_BACK.test(text) || BACK_ALONE.test(text))) && !GOT_BACK.test(text)) return text;
  return catalog.metrics.some((m) => m.key === 'recovered_carts') ? 'and recovered carts' : text;
}
