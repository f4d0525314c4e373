import type { Period, QueryPlan } from '../types.ts';
import { bucketEnd, bucketStart, iso, type Day } from './dates.ts';
import { shiftPeriod, soFar } from './periods.ts';
import { weekStartsOf, weekendOfPlan } from '../semantic/week-days.ts';

/**
 * "Year over year revenue growth", "month over month growth in the last 6 months": the bucket still running (2026 so
 * far, November so far) has a step too, against the same days of the bucket before (Jan 1 – Nov 22, 2025; Oct 1 – 22),
 * as "this month vs last month" is compared to date. Against the whole bucket before, it would read as a fall; left
 * without a step, the table showed no previous value although the year before was there. A day has no part to cut
 * (the store's hours are not compared), so a series by day keeps its running day without a step.
 * Computed again for every plan (a follow-up may change the period or the grain); none when the series ends before
 * the running bucket or starts after it.
 */
export function withRunningStep(plan: QueryPlan, today: Day): QueryPlan {
  if (!plan.steps && !plan.runningStep) return plan;
  const { runningStep: _old, ...rest } = plan;
  const step = runningStepOf(plan, today);
  return step ? { ...rest, runningStep: step } : rest;
}

function runningStepOf(plan: QueryPlan, today: Day): Period | undefined {
  const grain = plan.grain;
  if (!plan.steps || !grain || grain === 'day') return undefined;
  // The buckets as the query and the table cut them (weeks from the day after the plan's weekend).
  const from = iso(bucketStart(today, grain, weekStartsOf(weekendOfPlan(plan))));
  if (plan.period && (plan.period.to <= from || plan.period.from > from)) return undefined;
  // A file whose rows end before the running bucket has no value there to step.
  if (today.dataEnds && iso(today.dataEnds) < from) return undefined;
  const running: Period = { from, to: bucketEnd(from, grain), label: { en: '', ar: '' }, unit: grain };
  return shiftPeriod(soFar(running, today), 'previous');
}
