import type { Comparison } from '../types.ts';

/**
 * "Customers with more than 3 orders", "customers who spent over 1000", "customers who ordered only once", "العملاء
 * اللي صرفوا أكثر من ١٠٠٠": a threshold on each customer's total (orders or money), not on each order. The words are
 * replaced by "customers", so the rest of the question (its period, its filters) is read as for any count of them.
 */
export interface PerCustomer { metric: 'orders' | 'gross_sales'; op: Comparison; value: string; text: string }

const SUBJECT = String.raw`(?:customers?|clients?|buyers?|shoppers?|people)`;
const VERB = String.raw`(?:with|having|(?:(?:who|that|which) )?(?:(?:have|has|had|made|placed|did) )?(?:ordered|bought|purchased|spent|spend|paid|order|buy|purchase|have|has|had|made|placed))`;
const COMPARE: [string, Comparison][] = [
  ['more than|over|above|greater than|exceeding', 'gt'], ['at least|no less than|minimum of', 'gte'],
  ['less than|fewer than|under|below', 'lt'], ['at most|no more than|up to', 'lte'], ['exactly|only|just', 'eq'],
];
const AR_SUBJECT = String.raw`(?:العملاء|الزبائن|الزباين|عملاء|زبائن|كم عميل|كم زبون)`;
// "اشترى مننا", "طلبوا منا": from us, said or not.
const AR_VERB = String.raw`(?:اللي|الي|الذين|الذي)? ?(?:طلبوا|اشتروا|عندهم|عنده|لهم|له|صرفوا|دفعوا|طلب|اشتري|صرف|دفع|شروا|شري)(?: (?:مننا|منا|عندنا))?`;
const AR_COMPARE: [string, Comparison][] = [['اكثر من|فوق|يزيد عن', 'gt'], ['علي الاقل|لا يقل عن', 'gte'], ['اقل من|تحت', 'lt'], ['لا يزيد عن', 'lte'], ['بالضبط|فقط', 'eq']];
/** Built once: a count said in words, in English and Arabic, and each comparison with a number. */
const ONCE = new RegExp(`(?:^|\\s)(${SUBJECT} ${VERB}) (only once|just once|exactly once|once only|once|only one order|just one order|exactly one order|a single order|one order only|one order|more than once|at least twice|twice or more|two or more times|(?:exactly |only |just )?(?:twice|two times|three times|thrice)(?: exactly| only)?)(?=\\s|$)`);
const AR_ONCE = new RegExp(`(?:^|\\s)(${AR_SUBJECT} ${AR_VERB}) (مره وحده|مره واحده|مره بس|(?:طلب|اوردر) (?:واحد|وحيد)(?: بس| فقط)?|اكثر من مره|مرتين او اكثر|مرتين واكثر|مرتين(?: بالضبط| بس| فقط)?|ثلاث مرات(?: بالضبط| بس| فقط)?)(?=\\s|$)`);
const TOTALS: [RegExp, Comparison][] = ([[SUBJECT, VERB, COMPARE], [AR_SUBJECT, AR_VERB, AR_COMPARE]] as const).flatMap(([subject, verb, list]) => list.map(([words, op]): [RegExp, Comparison] => [
  new RegExp(`(?:^|\\s)(${subject} ${verb}(?: (?:in total|altogether|in all|a total of|بالمجموع))?) (?:${words}) \\$?(\\d+(?:\\.\\d+)?)( ?(?:k|thousand|الف|الاف))?(?: ?(\\S+))?(?=\\s|$)`), op]));
const BARE_COUNT = new RegExp(`(?:^|\\s)(${SUBJECT} ${VERB}) (\\d+) (?:orders?|times?)(?=\\s|$)`);
const MONEY = /(?:spent|spend|paid|صرفوا|دفعوا|صرف|دفع|sar|riyal|ريال|usd|dollar|aed|درهم|\$)/;
const COUNTED = /^(?:orders?|times?|purchases?|طلب|طلبات|مرات|مره)$/;

/**
 * "One-time customers", "customers who never came back after their first order", "العملاء اللي ما رجعوا أبداً": those
 * who ordered only once, said as such (they had ordered: they are not customers who never ordered).
 */
const ONE_TIME = /(?:^|\s)(?:one[ -]time|one[ -]off|single purchase|single order) (customers|buyers|clients)(?=\s|$)/;
const NEVER_BACK = /(?:^|\s)(customers?|buyers?|clients?)(?: (?:who|that))? (?:have |has )?never (?:came back|come back|returned|ordered again|bought again|purchased again|reordered)(?: after (?:their|the|a|his|her) first (?:order|purchase))?(?=\s|$)/;
const AR_NEVER_BACK = /(?:^|\s)(العملاء|الزبائن|الزباين|عملاء) (?:اللي|الي|الذين) (?:ما|لم) (?:رجعوا|يرجعوا|عادوا|يعودوا|طلبوا مره ثانيه|يطلبوا مره ثانيه|اشتروا مره ثانيه)(?: ابدا| مره ثانيه| قط)*(?=\s|$)/;
function onceSaid(text: string): string {
  return text.replace(ONE_TIME, ' $1 who ordered only once').replace(NEVER_BACK, ' $1 who ordered only once').replace(AR_NEVER_BACK, ' $1 اللي طلبوا مره وحده').replace(/\s+/g, ' ').trim();
}

/**
 * "Customers in Riyadh who placed more than 2 orders", "كم عميل من جدة طلب أكثر من مرة": where the customers are is said
 * between them and the threshold; it is moved after it, kept as the question's filter.
 */
const PLACE_BETWEEN = new RegExp(`(^|\\s)(${SUBJECT}) ((?:in|from|based in|living in) \\S+(?: (?!who|that|which)\\S+)?) (?=${VERB} )`);
const AR_PLACE_BETWEEN = new RegExp(`(^|\\s)(${AR_SUBJECT}|عميل|زبون) ((?:في|من) \\S+) (?=${AR_VERB} )`);
function placeAfter(text: string): string {
  const moved = (m: RegExpExecArray) => `${text.slice(0, m.index)}${m[1]}${m[2]} ${text.slice(m.index + m[0].length)} ${m[3]}`;
  const en = PLACE_BETWEEN.exec(text);
  if (en) return moved(en);
  const ar = AR_PLACE_BETWEEN.exec(text);
  return ar ? moved(ar) : text;
}

export function perCustomerOf(given: string): PerCustomer | null {
  const text = placeAfter(onceSaid(given));
  // "ordered only once", "bought more than once", "مره وحده": a count said in words ("customers with one order", "العملاء
  // اللي عندهم طلب واحد" too: they were every customer, with an order).
  const once = ONCE.exec(text);
  if (once && once.index !== undefined) {
    const words = once[2];
    const [op, value]: [Comparison, string] = /more than once/.test(words) ? ['gt', '1'] : /at least twice|twice or more|two or more/.test(words) ? ['gte', '2']
      // "twice", "exactly twice", "three times": that many orders, no more.
      : /twice|two times/.test(words) ? ['eq', '2'] : /three|thrice/.test(words) ? ['eq', '3'] : ['lte', '1'];
    return { metric: 'orders', op, value, text: replace(text, once.index, once[0].length) };
  }
  const arOnce = AR_ONCE.exec(text);
  if (arOnce && arOnce.index !== undefined) {
    const [op, value]: [Comparison, string] = /اكثر من مره/.test(arOnce[2]) ? ['gt', '1'] : /مرتين (?:او )?و?اكثر/.test(arOnce[2]) ? ['gte', '2']
      : /مرتين/.test(arOnce[2]) ? ['eq', '2'] : /ثلاث/.test(arOnce[2]) ? ['eq', '3'] : ['lte', '1'];
    return { metric: 'orders', op, value, text: replace(text, arOnce.index, arOnce[0].length) };
  }
  // "customers with 3 orders", "customers who ordered 2 times": a count said bare is that count exactly.
  const bare = BARE_COUNT.exec(text);
  if (bare && bare.index !== undefined) return { metric: 'orders', op: 'eq', value: bare[2], text: replace(text, bare.index, bare[0].length) };
  for (const [re, op] of TOTALS) {
    const m = re.exec(text);
    if (!m || m.index === undefined) continue;
    const unit = m[4] ?? '';
    const money = MONEY.test(m[1]) || MONEY.test(unit);
    const counted = COUNTED.test(unit);
    if (!money && !counted) continue;
    const value = Number(m[2]) * (m[3] ? 1000 : 1);
    // A unit that is not a count or a currency is the next word of the question, left in it.
    const length = m[0].length - (unit && !counted && !MONEY.test(unit) ? unit.length + 1 : 0);
    return { metric: money ? 'gross_sales' : 'orders', op, value: String(value), text: replace(text, m.index, length) };
  }
  return null;
}

function replace(text: string, index: number, length: number): string {
  const arabic = /[\u0600-\u06FF]/.test(text.slice(index, index + length));
  return `${text.slice(0, index)} ${arabic ? 'العملاء' : 'customers'} ${text.slice(index + length)}`.replace(/\s+/g, ' ').trim();
}
