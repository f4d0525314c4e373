import type { Catalog, ConversationContext, Filter, Locale, QueryPlan } from '../types.ts';
import { purchasesOf } from '../custom/purchases.ts';
import { asksWhatWasBought } from './bought.ts';
import { keptTo } from './references.ts';

/** "What did she buy?", "what has he purchased?", "what did this customer order?". */
const WHAT_BOUGHT_EN = /^(?:and |so |ok |okay )?what (?:else )?(?:did|has|have|does|do) (?:she|he|they|this customer|that customer|the customer|this client|that client) (?:buy|bought|purchase|purchased|order|ordered|get|got)(?: from us)?$/;

/**
 * "What did she buy?", "وش اشترى؟" after an answer about one customer of an owner's data ("who was our first
 * customer?", "how much did Helena Holý spend?"): that customer's purchases from the lines, thing by thing (tracks) with
 * their sales, in the answer's period, as the store's "what did she buy?" lists her products. It was "can't".
 */
export function purchasesOfOne(text: string, context: ConversationContext, catalog: Catalog, timezone: string, language: Locale): QueryPlan | null {
  if (!WHAT_BOUGHT_EN.test(text) && !asksWhatWasBought(text)) return null;
  const bought = purchasesOf(catalog);
  if (!bought) return null;
  const previous = context.plan;
  const kept: Filter[] = previous?.filters ? [...previous.filters] : [];
  // The one listed by the last answer ("the first customer: Leonie Köhler", "the top customer"), else what it was kept to.
  const shown = context.shown;
  const split = previous?.kind === 'aggregate' ? previous.groupBy.length > 0 : previous?.kind === 'lookup';
  if (split) {
    // A ranking of one ("the top customer") keeps a few more rows for its sentence: the first is the one.
    const one = previous?.kind === 'aggregate' && previous.top?.n === 1;
    if (!shown || (shown.values.length !== 1 && !one)) return null;
    kept.push(keptTo(shown, [shown.values[0]]));
  }
  if (!kept.length) return null;
  const lines = catalog.metrics.find((m) => m.key === bought.metric)!.table!;
  if (!kept.every((f) => catalog.dimensions.find((d) => d.key === f.dimension)?.on[lines])) return null;
  return { kind: 'aggregate', metrics: [bought.metric], groupBy: [bought.item], filters: kept, ...(previous?.period && { period: previous.period }), timezone, language };
}
