/**
 * How often a subscription bills, said as owners say it. "New monthly subscriptions" is the new subscriptions that bill
 * monthly (the "new" was read as new customers, and refused); "churned subscriptions on yearly plans" is a filter (the
 * "plans" split them by plan); the interval words are moved after the noun, "billed monthly", which the grain words
 * leave to the billing interval. "Monthly vs yearly subscriptions" is kept as said: the grain words leave two interval
 * words joined before the noun to the billing interval as well (parse/modifiers.ts), so both are set side by side.
 */
const INTERVAL = '(monthly|yearly|annual)';
const NOUN = '(subscriptions?|subscribers?)';
/** A measure's own word before the interval: "new", "churned", "cancelled", "active". */
const STATE = '(new|churned|cancell?ed|canceled|active|lost)';

/** The same in Arabic (normalised): the noun, how often it bills as its adjective, and a state after them. */
const NOUN_AR = '((?:ال)?(?:اشتراك|اشتراكات|مشترك|مشتركين|باقه|باقات))';
const INTERVAL_AR = '(?:ال)?(شهري|شهريه|شهريين|سنوي|سنويه|سنويين)';
const STATE_AR = '((?:ال)?(?:نشط|نشطه|النشطه|فعال|فعاله|جديد|جديده|ملغي|ملغيه|ملغاه|ملغيين))';
const JOINED_AR = '(?:مقابل|مقارنه ب|ولا|او|و|مع|vs)';
/** "شهري", "السنويين" as the stored interval's Arabic word, after "بالفوتره". */
const intervalAr = (word: string) => (/^شهري/.test(word) ? 'الشهريه' : 'السنويه');

export function billingIntervalsSaid(text: string, hasIntervals: boolean): string {
  if (!hasIntervals) return text;
  return text
    // "الاشتراكات الشهرية مقابل السنوية", "المشتركين الشهريين ولا السنويين": side by side by how often they bill (the
    // second word was a yearly comparison, and the first a filter).
    .replace(new RegExp(`(^|\\s)${NOUN_AR} ${INTERVAL_AR} ${JOINED_AR} ?${INTERVAL_AR}(?=\\s|$)`, 'g'), '$1$2 حسب دوره الفوتره')
    // "اشتراك شهري نشط", "الاشتراكات الشهرية الجديدة": the state stays with its noun (it was a status filter said
    // again) and the interval is said after them, "بالفوترة الشهرية", which the grain words leave alone.
    .replace(new RegExp(`(^|\\s)${NOUN_AR} ${INTERVAL_AR} ${STATE_AR}(?=\\s|$)`, 'g'), (_m, lead: string, noun: string, interval: string, state: string) => `${lead}${noun} ${state} بالفوتره ${intervalAr(interval)}`)
    .replace(new RegExp(`(^|\\s)${STATE} ${INTERVAL} ${NOUN}(?=\\s|$)`, 'g'), '$1$2 $4 billed $3')
    .replace(new RegExp(`(^|\\s)(?:on|for|with|of) (?:the )?${INTERVAL} (?:plans?|billing)(?=\\s|$)`, 'g'), '$1billed $2');
}
