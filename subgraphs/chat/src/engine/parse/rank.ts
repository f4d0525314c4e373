import type { QueryPlan } from '../types.ts';

/**
 * "Where does Jeddah rank by sales this year?", "what's Jeddah's rank?", "وش ترتيب جدة؟": the place of one value among
 * all of its kind. The words are taken out and the rest read as ever (Jeddah a filter); `rankedPlan` then turns that
 * filter into the split with the value in focus. (It was Jeddah's total alone, or "the top city: Jeddah".)
 */
const RANK_WORDS = /(?:^|\s)(?:where (?:does|do|did|is|are)(?= \S)|(?:what is|what s|whats) (?:the )?(?:rank(?:ing)?|position|place) of|(?:rank(?:ing)?|position) of|rank(?:s|ed)?(?: in| among)?|ranking|s rank(?:ing)?|(?:وش|ايش|شو|ما|كم) (?:هو |هي )?ترتيب|ترتيب|في اي مرتبه|اي مرتبه|مرتبه)(?=\s|$)/g;
const ASKS_RANK = /(?:^|\s)(?:rank(?:s|ed|ing)?|position of|ترتيب|مرتبه)(?=\s|$)/;

/**
 * "Where is Jeddah?" right after a ranking of cities: its place in that ranking (it was the top 10 kept to Jeddah
 * alone). Said of a person or an order ("where is she from?", "where is order 1042?") it stays a question of place.
 */
const WHERE_IN_RANKING = /^(?:and )?where (?:is|s|are|does|do) (?!(?:order|she|he|they|it|this|that|he s|she s|they re|the customer|the order)\b)(?!#?\d)(?!.* (?:from|based|located|shipped|now)$)(\S+(?: \S+){0,2}?)(?: (?:stand|come|fall|rank))?(?: (?:on|in) (?:the |this |that )?(?:list|ranking))?$/;

/** The question without its words of rank, and whether it asked one; `afterRanking`: the answer before ranked one split. */
export function rankAsked(text: string, afterRanking = false): { asked: boolean; text: string } {
  const inRanking = afterRanking ? WHERE_IN_RANKING.exec(text) : null;
  if (inRanking) return { asked: true, text: inRanking[1] };
  if (!ASKS_RANK.test(text)) return { asked: false, text };
  return { asked: true, text: text.replace(RANK_WORDS, ' ').replace(/\s+/g, ' ').trim() };
}

/** The plan of a rank asked: the one value filtered on becomes the split, every group listed, that value in focus. */
export function rankedPlan(plan: QueryPlan): QueryPlan | null {
  const asked = [...plan.filters].reverse().find((f) => f.op === 'eq' && f.values.length === 1 && (!plan.groupBy.length || plan.groupBy[0] === f.dimension));
  if (!asked || plan.grain || plan.compare || plan.groupBy.length > 1) return null;
  return { ...plan, groupBy: [asked.dimension], filters: plan.filters.filter((f) => f !== asked), focus: asked.values, rank: true, top: undefined, share: undefined };
}
