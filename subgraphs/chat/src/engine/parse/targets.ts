import type { Catalog, QueryPlan, Words } from '../types.ts';
import { NUMBER, UNIT, numberOf } from './thresholds.ts';

/**
 * "Sales this month vs our target of 150k", "how far are we from 150k this month", "did we hit 150k last month", "are
 * we on track to hit 200k this month", "هدفنا ١٥٠ ألف هالشهر وين وصلنا": a figure set against an amount the owner
 * names. The amount was dropped without a word ("Gross sales this month: SAR 141,656.75"), or, said first ("monthly
 * target is 150k, did we hit it last month"), read as a split by month.
 */
const N = `${NUMBER}${UNIT}`;
const TARGET_PATTERNS: RegExp[] = [
  // "vs our target of 150k", "against a goal of 1.5m", "target: 150k", "monthly target is 150k", "the 150k target"
  new RegExp(`(?:^|\\s)(?:(?:vs|versus|against|compared to|compared with|to|towards?|and|of|with)\\s)?(?:(?:our|the|my|a|this)\\s)?(?:(?:monthly|weekly|yearly|annual|quarterly|sales|revenue)\\s)?(?:target|goal)(?:\\s(?:of|is|was|was set at|at|=))?:?\\s${N}(?=\\s|$)`),
  new RegExp(`(?:^|\\s)(?:(?:vs|versus|against|to|towards?|of)\\s)?(?:(?:our|the|my|a)\\s)?${N}\\s(?:(?:monthly|weekly|yearly|annual|sales|revenue)\\s)?(?:target|goal)(?=\\s|$)`),
  // "how far are we from 150k", "how close are we to 1m", "how much more to reach 200k", "how much left to 150k"
  new RegExp(`(?:^|\\s)(?:how (?:far|close|near) (?:are|were) (?:we|sales|revenue) (?:from|to|off)|how much (?:more |left |is left |still )?(?:do we need )?(?:to (?:reach|hit|get to|make)|left (?:to|until|till))|how much (?:is )?left (?:to|until|till)|how much (?:more )?until)\\s${N}(?=\\s|$)`),
  // "did we hit 150k", "did sales reach 1m", "are we on track to hit 200k" (the pace words read before), "will we make 150k"
  new RegExp(`(?:^|\\s)(?:did|have|has|will|can|could)\\s(?:we|sales|revenue|it)\\s(?:hit|reach|reached|make|made|pass|passed|cross|crossed|beat|get to|got to|achieve|achieved)\\s${N}(?=\\s|$)`),
  // ("On track to hit 200k": the "to" stays for the pace's words.)
  new RegExp(`(?:^|\\s)(?:hit|reach|make|pass|cross|beat|get to)\\s${N}(?=\\s|$)`),
  // "هدفنا ١٥٠ الف", "الهدف ٢٠٠ الف", "التارقت ١٥٠ الف", "مقارنه بالهدف ١٥٠ الف"
  new RegExp(`(?:^|\\s)(?:مقارنه (?:ب|مع )?)?(?:الهدف|هدفنا|هدف|بالهدف|التارقت|التارجت|تارقت)(?:\\s(?:هو|كان|حقنا|الشهري|السنوي))?:?\\s${N}(?=\\s|$)`),
];
/** The patterns that say the word target or goal. */
const NAMED = [TARGET_PATTERNS[0], TARGET_PATTERNS[1], TARGET_PATTERNS[5]];
const COUNTED = /(?:^|\s)(?:how many|which|when|what days|what months|list|show|كم يوم|كم شهر|اي|متي)(?=\s|$)/;
/** "Did we hit it?" after the amount said first: the amount, not a split. */
const HIT_IT = /(?:^|\s)(?:did|have|will|are) (?:we|sales) (?:hit|reach|reached|make|made|pass|passed|beat|on track to hit|on track for) (?:it|that|this)(?=\s|$)/g;

/** The question without its target and the amount, or null when it names none. */
export function targetAsked(text: string): { rest: string; value: number } | null {
  // "How many days did sales pass 10k", "which months reached 150k": a threshold on each day or month, not a target;
  // only the word target (goal) says one there.
  const counted = COUNTED.test(text);
  for (const pattern of counted ? TARGET_PATTERNS.filter((p) => NAMED.includes(p)) : TARGET_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const value = Number(numberOf(m[1], m[2]));
    if (!Number.isFinite(value) || value <= 0) continue;
    const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(HIT_IT, ' ').replace(/(?:^|\s)(?:how far|how close|how much more|how much left|and|vs|,|;)(?=\s*$)/g, ' ')
      .replace(/[,;:]/g, ' ').replace(/\s+/g, ' ').trim();
    return { rest, value };
  }
  return null;
}

/** A plan a target fits: one figure that adds up (a total, a count), over one period, not split or compared. */
export function targetFits(plan: QueryPlan, catalog: Catalog): boolean {
  if (plan.groupBy.length || plan.grain || plan.compare || plan.steps || plan.share || plan.top || plan.metrics.length !== 1) return false;
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  return Boolean(metric && !metric.ratio && (metric.format === 'money' || metric.format === 'count'));
}

export const TARGET_GAP: Words = {
  en: 'a target set against a split, a series or a rate (ask for one total against it, such as "sales this month vs a target of 150k")',
  ar: 'هدف مقابل تقسيم أو سلسلة أو نسبة (اسأل عن مجموع واحد مقابله، مثل «المبيعات هذا الشهر مقابل هدف ١٥٠ ألف»)',
};
