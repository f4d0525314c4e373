import type { ConversationContext, QueryPlan } from '../types.ts';

/**
 * "How many customers ordered more than 3 times?", then "who are they?", "list them", "مين هم؟": those customers, each
 * with the measure the threshold was on (it was the store's latest 20 orders, or "can't"); and after those listed,
 * "how many?" counts them again (it was every order of the period).
 */
const COUNT_THEM = /^(?:and |so )?(?:how many(?: are there| are they| is that| of them| in total| altogether)?|count them)$|^و?(?:كم عددهم|كم عددها|كم واحد|كم منهم)$/;

/** `listed`: the question asks to list what was counted ("who are they", "list them", "مين هم"). */
export function groupsOfCount(text: string, context: ConversationContext, listed: boolean): QueryPlan | null {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || !plan.having || plan.grain || plan.compare) return null;
  const said = text.trim();
  if (plan.having.per && !plan.groupBy.length && listed) return { ...plan, groupBy: [plan.having.per], having: { ...plan.having, per: undefined } };
  if (plan.having.per && !plan.groupBy.length && COUNT_THEM.test(said)) return plan;
  if (!plan.having.per && plan.groupBy.length === 1 && !plan.top && COUNT_THEM.test(said)) return { ...plan, groupBy: [], having: { ...plan.having, per: plan.groupBy[0] }, sort: undefined };
  return null;
}
