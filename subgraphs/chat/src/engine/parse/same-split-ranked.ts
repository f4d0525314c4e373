import type { ConversationContext } from '../types.ts';

/**
 * "وش اكثر يوم في الاسبوع نبيع فيه", then "واقل يوم", or "best hour", then "and the worst time": the other end of the
 * same part of the calendar, its days of the week or hours of the day (it was the worst single date over all time).
 */
const OTHER_END = /^(?:and |what about |how about |و)?(?:the )?(اقل|اكثر|افضل|اسوا|احسن|اعلي|ادني|اضعف|اهدا|lowest|worst|best|slowest|quietest|busiest|highest|weakest|strongest) (يوم|ساعه|وقت|day|hour|time)$/;

/** The question said with the week's days or the day's hours, when it asks the other end of a ranking of them. */
export function sameSplitRanked(text: string, context: ConversationContext): string {
  const plan = context.plan;
  const split = plan?.kind === 'aggregate' && plan.top && plan.groupBy.length === 1 ? plan.groupBy[0] : undefined;
  const m = split === 'weekday' || split === 'hour' ? OTHER_END.exec(text.trim()) : null;
  if (!m) return text;
  const english = /^[a-z]/.test(m[1]);
  if (split === 'weekday') return english ? `${m[1]} day of the week` : `${m[1]} يوم في الاسبوع`;
  return english ? `${m[1]} hour of the day` : `${m[1]} ساعه في اليوم`;
}
