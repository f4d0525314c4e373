import type { Words } from '../types.ts';
import { normalise } from './normalise.ts';

/**
 * Statistics of a number asked by name: the median (ADR 43) and the standard deviation. Each is a metric of its own
 * (`median_<column>`, `stddev_<column>`, and the warehouse's median order value and delivery time); said beside a
 * column's words, it takes that column's statistic the way "average" takes its `avg_`.
 */
export interface Statistic {
  prefix: string;
  said: RegExp;
  /** Why it cannot be answered where the catalog keeps none of it, or none of what was named. */
  gap: Words;
}

export const STATISTICS: Statistic[] = [
  {
    prefix: 'median_',
    said: /(?:^|\s)(?:median|medians|الوسيط|الوسيطه|وسيط)(?=\s|$)/,
    gap: {
      en: 'this median (medians of order value, delivery time and of a file\'s numeric columns can be asked; a MySQL database has no median)',
      ar: 'هذا الوسيط (يمكن السؤال عن وسيط قيمة الطلب ومدة التوصيل وأعمدة الملفات الرقمية؛ قاعدة MySQL لا تحسب الوسيط)',
    },
  },
  {
    prefix: 'stddev_',
    said: /(?:^|\s)(?:standard deviation|standard deviations|std dev|std deviation|stddev|stdev|الانحراف المعياري|انحراف معياري|الانحراف المعياري ل\S+)(?=\s|$)/,
    gap: {
      en: 'this standard deviation (the standard deviation of a file\'s or database\'s numeric columns can be asked)',
      ar: 'هذا الانحراف المعياري (يمكن السؤال عن الانحراف المعياري لأعمدة الملفات وقواعد البيانات الرقمية)',
    },
  },
];

/** The statistic the (normalised) question names, if any. */
export const statisticSaid = (text: string): Statistic | undefined => STATISTICS.find((s) => s.said.test(text));

/**
 * A statistic asked and a plan without it: "median sales" (no median of sales is kept) was answered as the total. Read
 * on the plan, as the statistic's measure may be named in any of its words ("median invoice total").
 */
export function statisticMissed(question: string, metrics: string[]): Words | null {
  const said = statisticSaid(normalise(question));
  return said && !metrics.some((key) => key.startsWith(said.prefix)) ? said.gap : null;
}
