import type { Understanding, UnderstandOptions } from '../types.ts';
import { chooseBase } from '../sql/resolve.ts';
import { hasGrowth } from './modifiers.ts';
import { normalise } from './normalise.ts';
import { shiftPeriod } from './periods.ts';
import { canAnswer } from './replies.ts';

/**
 * "Why did sales drop in October", "why are orders down this month", "ليش نزلت المبيعات في أكتوبر": a cause the data
 * does not hold (it holds what was sold, not why). It was "can't break sales down by reason" ("why" is a synonym of
 * the returns' reason). Said honestly, with the splits that can show where the change came from (the period against
 * the one before, by category, city or channel); the comparison is kept, so "by category" next answers it.
 */
const WHY = /^(?:so |and |but |ok )?(?:why|how come) ((?:did|do|does|is|are|was|were|have|has|had) .+)$|^و?(?:ليش|ليه|لماذا|لمه|ليش يعني) (.+)$/;
/** What is left after "why" names nothing but the change ("نزلت", "did it drop"): the change of what was just answered. */
const BARE = /^(?:(?:did|does|do|has|have|had|is|are|was|were) )?(?:it|they|that|this|those|these) \S+(?: \S+)?$|^\S+(?: (?:كذا|هيك|كثير|كتير|بهالشكل|هالقد|فجاه))?$/;
/** The splits that can show where a change came from, the first three the measure can be read by. */
const EXPLAINING = ['category', 'city', 'channel', 'product', 'country', 'payment_method'];

export function whyChanged(question: string, options: UnderstandOptions, understand: (question: string, options: UnderstandOptions) => Understanding): Understanding | null {
  const m = WHY.exec(normalise(String(question ?? '')).trim());
  const rest = m && (m[1] ?? m[2]);
  if (!rest || !hasGrowth(rest)) return null;
  const inner = understand(rest, { ...options, context: {} });
  // "وليش نزلت؟", "why did it drop?" after a comparison: the measure and period just answered (it was last month's
  // sales, whatever was asked).
  const previous = options.context?.plan;
  const before = previous?.kind === 'aggregate' && previous.period ? previous : undefined;
  const plan = before && BARE.test(rest) ? before : inner.kind === 'plan' && inner.plan.kind === 'aggregate' ? inner.plan : undefined;
  const { catalog } = options;
  const metric = plan && catalog.metrics.find((x) => x.key === plan.metrics[0]);
  if (!plan || !metric || !plan.period) return null;
  const language = inner.language;
  // "In October 2026", but "last week" as it is.
  const when = (label: string) => (/^[A-Z0-9]/.test(label) ? `in ${label}` : label);
  const against = plan.against ?? shiftPeriod(plan.period, 'previous');
  const splits = EXPLAINING.map((key) => catalog.dimensions.find((d) => d.key === key)).filter((d) => d && chooseBase(catalog, [metric.key], [d.key])).slice(0, 3).map((d) => d!.label[language]);
  const compared = { ...plan, groupBy: [], top: undefined, grain: undefined, compare: plan.compare ?? 'previous', against, language };
  const by = splits.length ? (language === 'ar' ? ` حسب ${splits.join(' أو ')}` : ` by ${splits.join(', ').replace(/, ([^,]+)$/, ' or $1')}`) : '';
  const text = language === 'ar'
    ? `لا أستطيع أن أعرف من بياناتك لماذا تغيرت ${metric.label.ar} في ${plan.period.label.ar}: فيها ما بيع، لا أسبابه. يمكنني أن أريك أين تغيرت: ${metric.label.ar} في ${plan.period.label.ar} مقابل ${against.label.ar}${by}.`
    : `I can't tell why ${metric.label.en} changed ${when(plan.period.label.en)} from your data: it holds what was sold, not the reasons. I can show where it changed: ${metric.label.en} ${when(plan.period.label.en)} against ${against.label.en}${by}.`;
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context: { plan: compared } };
}
