import type { ConversationContext, QueryPlan, Understanding } from '../types.ts';

/**
 * "Sales this month", "and orders", "and AOV", then "show all three as a table", "put them side by side": the
 * measures the conversation went through, each asked of the same question, set together in one answer (it was the
 * last one alone). `measured` in the context holds them while only the measure changes.
 */
const TOGETHER = /^(?:(?:and |now |ok |okay |so |can you |could you |please )*(?:show|put|give|display|list|compare|combine|see|get)(?: me| us)? )?(?:(?:all|the) (?:three|3|four|4|five|5|two|2)(?: of them| of those| measures| numbers| figures| metrics)?|all of (?:them|those|these|it)|them all|those all|them|those|these|everything|both(?: of them)?|all (?:those|these|them)|(?:the )?(?:three|four|two|3|4|2) (?:numbers|figures|measures|metrics) together)(?: (?:together|at once|side by side|combined))?(?: (?:as|in|into|on) (?:a |one |a single )?(?:table|chart|bar chart|line chart|grid))?(?: please)?$/;

const SEVERAL = /(?:^|\s)(?:all|both|two|three|four|five|[2-5]|together|table|side by side|combined|grid)(?=\s|$)/;

/**
 * The Arabic forms, normalised: "قارن بينهم", "قارنهم", "قارن بين الثلاثه", "حطهم مع بعض", "اعرضهم كلهم في جدول".
 * Comparing them is a several of its own (the figures just given, side by side).
 */
const TOGETHER_AR = /^(?:(?:و|طيب|طب|يعني|ممكن|لو سمحت) )*(?:و?(?:قارن|قارني|قارنهم|قارنها|اعرض|اعرضهم|اعرضها|حط|حطهم|حطها|ورني|وريني|ورنيهم|وريني ياهم|اجمع|اجمعهم)(?: لي)?(?: (?:بينهم|بينها|بين(?:هم|ها)? (?:الثلاث(?:ه)?|الاثنين|الاربع(?:ه)?|الارقام|الثلاثه ارقام)|الثلاث(?:ه)?|الاثنين|الاربع(?:ه)?|كلهم|كلها|الكل|(?:ال)?ارقام(?: هذي| ذي)?|مع بعض))*|(?:الثلاث(?:ه)?|الاثنين|الاربع(?:ه)?|كلهم|كلها) (?:مع بعض|سوا|جنب بعض))(?: (?:في|ب|على) (?:جدول|رسم(?: بياني)?))?(?: (?:لو سمحت|من فضلك))?$/;
const SEVERAL_AR = /(?:^|\s)(?:و?قارن\S*|بينهم|بينها|مع بعض|سوا|جنب بعض|كلهم|كلها|الكل|الثلاث(?:ه)?|الاثنين|الاربع(?:ه)?|جدول)(?=\s|$)/;

/** The shape a question keeps while only its measure changes: its splits, filters, period and comparison. */
const shapeOf = (plan: QueryPlan) => JSON.stringify([plan.groupBy, plan.grain, plan.filters, plan.period?.from, plan.period?.to, plan.compare, plan.top, plan.perBucket]);

/** The measures asked one after another of the same question, this answer's included; undefined when it is one. */
export function measuredAfter(context: ConversationContext | undefined, understood: Understanding): string[] | undefined {
  const before = context?.plan?.kind === 'aggregate' ? context.plan : undefined;
  if (understood.kind !== 'plan' || !before || shapeOf(before) !== shapeOf(understood.plan)) return undefined;
  const all = [...new Set([...(context?.measured ?? before.metrics), ...understood.plan.metrics])];
  return all.length > 1 ? all.slice(0, 6) : undefined;
}

/** "Show all three as a table": the plan with every measure asked, when the conversation went through several. */
export function togetherAsked(text: string, context: ConversationContext | undefined): QueryPlan | null {
  // ("Show them" alone lists what was counted: only all of them, both, a number of them or a table sets them together.)
  if (!context?.measured || context.measured.length < 2 || context.plan?.kind !== 'aggregate' || !((TOGETHER.test(text) && SEVERAL.test(text)) || (TOGETHER_AR.test(text) && SEVERAL_AR.test(text)))) return null;
  const chart = /(?:^|\s)(?:table|grid|جدول)$/.test(text) ? 'table' as const : undefined;
  return { ...context.plan, metrics: context.measured, chart: chart ?? context.plan.chart };
}
