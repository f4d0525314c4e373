import type { Catalog, Period, QueryPlan, Words } from '../types.ts';
import { addsUp } from '../sql/resolve.ts';
import { addDays, iso, type Day } from './dates.ts';

/**
 * "At this pace how much will we sell this month", "what's our run rate", "projected sales for this month", "are we on
 * track for November": the period still running, its days so far carried on at the same daily rate to its end (a
 * straight line, said so: no forecast). They were the sales so far, or "can't" for "projected", read as a forecast.
 */
const PACE = /(?:^|\s)(?:at (?:this|the current|current|our current|that|the same|our) (?:pace|rate|run rate|trajectory|speed)|(?:our )?(?:monthly |annual |annualised |annualized |yearly )?run[- ]?rate(?: for| of)?|(?:are|is) (?:we|it|sales|revenue) (?:on track|on course|on pace) (?:to|for)|on (?:track|course|pace) (?:to|for)|(?:projected|project|projection for|projection of|projection|forecast(?:ed)?(?: for)?|extrapolated?|expected)(?= (?:sales|revenue|orders|units|turnover|takings|total|month|week|year|quarter|this|for|gross|net|customers)(?:\s|$))|(?:where|how much) will we (?:end|land|finish)(?: up)?(?: at)?(?: by the end of| for)?|by the end of (?=this (?:month|week|quarter|year)(?:\s|$))|بهذا المعدل|بنفس المعدل|علي هذا المعدل|بهالمعدل|بهالوتيره|بهذه الوتيره|المتوقع(?:ه)? (?=(?:ل|ال)?(?:مبيعات|طلبات|هالشهر|هذا الشهر|الشهر)(?:\s|$)))(?=\s|$)/;

/** The question without its words of pace, or null when it asks none. */
export function paceAsked(text: string): string | null {
  if (!PACE.test(text)) return null;
  return text.replace(PACE, ' ').replace(/(?:^|\s)(?:will we|will|would|gonna|going to|we ll|do we|be)(?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether the rest of the question names a period ("this month"): else the month running is meant. */
export const PERIOD_SAID = /(?:^|\s)(?:this|current|the) (?:week|month|quarter|year)|(?:^|\s)(?:mtd|qtd|ytd|wtd)|(?:هذا|هالشهر|هالسنه|هالاسبوع|الشهر الحالي|السنه الحاليه)/;

/**
 * The plan carried to its period's end: its measures add up, it is no series or comparison, and its period runs
 * today (this week, month, quarter or year). The period is cut at today, and `pace.to` is where it ends.
 */
export function paced(plan: QueryPlan, catalog: Catalog, today: Day): QueryPlan | null {
  const period = plan.period;
  if (!period || plan.grain || plan.compare || plan.steps || plan.perBucket || plan.share || plan.cumulative) return null;
  if (!plan.metrics.every((key) => { const m = catalog.metrics.find((x) => x.key === key); return m && addsUp(m) && !m.snapshot && !m.asOf; })) return null;
  const tomorrow = iso(addDays(today, 1));
  if (!(period.from <= iso(today) && tomorrow < period.to) || !['week', 'month', 'quarter', 'year'].includes(period.unit ?? '')) return null;
  const running: Period = { ...period, to: tomorrow, partial: true };
  return { ...plan, period: running, pace: { to: period.to } };
}

export const PACE_GAP: Words = {
  en: 'a projection of that period (I carry the days so far of this week, month, quarter or year on to its end, for measures that add up: ask "at this pace, how much will we sell this month?")',
  ar: 'إسقاط تلك الفترة (أمدّ أيام هذا الأسبوع أو الشهر أو الربع أو السنة حتى نهايتها، للمقاييس التي تُجمع: اسأل «بهذا المعدل كم سنبيع هذا الشهر؟»)',
};
