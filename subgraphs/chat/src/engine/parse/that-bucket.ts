import type { ConversationContext } from '../types.ts';
import { EN_MONTHS } from './month-names.ts';

/**
 * "How many orders that month?", "كم طلبا في ذلك الربع؟", "وما متوسط قيمة الطلب فيه؟" right after an answer that named
 * one bucket of time ("the worst month: January 2026"): that bucket is the period, said as its own name so the period
 * rules read it ("january 2026", "q1 2026"). It fell back to all time ("Orders over all time: 6,000").
 */
const THAT_BUCKET = /(^|\s)(?:in |during |for |on )?(?:that|the same) (?:day|week|month|quarter|year)(?! (?:last|a|of|the|before|after)(?:\s|$))(?=\s|$)|(^|\s)(?:في |خلال |ب)?(?:ذلك|ذاك|هذاك|تلك|هذيك|ذيك) (?:ال)?(?:يوم|اسبوع|شهر|ربع|سنه|عام)(?=\s|$)|(^|\s)(?:في |خلال )?(?:ال)?(?:يوم|اسبوع|شهر|ربع|سنه|عام) (?:ذاك|ذلك|هذاك|ذيك)(?=\s|$)/g;
/** "In it", "then", "فيه": the bucket just named, when nothing else is pointed at and no period is said. */
const IN_IT = /(^|\s)(?:in it|then|back then|فيه|فيها|وقتها|حينها|ساعتها)(?=\s|$)/g;

/**
 * "The worst month last year: August 2025", then "compare it to the same month this year": that month against this
 * year's (it was August 2025 against August 2024, "the same month" read as the same one a year before); "it" is the
 * bucket named.
 */
const SAME_THIS_YEAR = /(^|\s)(?:the )?same (month|quarter) (?:of |in )?this year(?=\s|$)/;
const IT = /(^|\s)(?:it|that|that one)(?= (?:to|with|against|vs)\s)/;

/**
 * "How much was that?", "what was it?", "كم كانت؟" right after the one bucket named ("the best month ever: March 2026"):
 * the figure of that bucket, the measure kept (it was "can't": nothing but "that" was said).
 */
const HOW_MUCH_WAS_IT = /^(?:and |so |ok |okay )?(?:how much|how many|what) (?:was|were|is) (?:that|it|that one|the figure|the number|the amount)(?: exactly)?$|^و?(?:كم|قديش|كام) (?:كان|كانت)(?: ذلك| هذا| المبلغ| الرقم)?$/;

export function bucketPointedAt(text: string, context: ConversationContext, thisYear?: number): string {
  const bucket = context.bucket;
  if (!bucket) return text;
  const named = nameOf(bucket.grain, bucket.from);
  if (!named) return text;
  if (HOW_MUCH_WAS_IT.test(text.trim())) return named.replace(/^(?:in|on) /, '');
  const same = SAME_THIS_YEAR.exec(text);
  if (same && thisYear && same[2] === bucket.grain && Number(bucket.from.slice(0, 4)) !== thisYear) {
    const ours = nameOf(bucket.grain, `${thisYear}${bucket.from.slice(4)}`)!.replace(/^in /, '');
    const said = text.replace(SAME_THIS_YEAR, `$1${ours}`);
    return (IT.test(said) ? said.replace(IT, `$1${named.replace(/^in /, '')}`) : said).replace(/\s+/g, ' ').trim();
  }
  if (THAT_BUCKET.test(text)) return text.replace(THAT_BUCKET, (_m, a = '', b = '', c = '') => `${a}${b}${c}${named}`).replace(/\s+/g, ' ').trim();
  return IN_IT.test(text) ? text.replace(IN_IT, (_m, a: string) => `${a}${named}`).replace(/\s+/g, ' ').trim() : text;
}

/** A bucket said by name: "january 2026", "q1 2026", "2026", "2026-01-05", "the week of january 4 2026". */
function nameOf(grain: string, from: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(from);
  if (!m) return undefined;
  const [y, mm, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const month = EN_MONTHS[mm - 1]?.toLowerCase();
  switch (grain) {
    case 'year': return `in ${y}`;
    case 'quarter': return `in q${Math.floor((mm - 1) / 3) + 1} ${y}`;
    case 'month': return `in ${month} ${y}`;
    case 'week': return `in the week of ${month} ${d} ${y}`;
    case 'day': return `on ${m[0]}`;
    default: return undefined;
  }
}
