import type { Comparison } from '../types.ts';
import { MONTH_PATTERN } from './month-names.ts';

/**
 * "Orders over 500", "الطلبات فوق ٥٠٠ ريال", "days with more than 20 mm of precipitation": a threshold on an amount of
 * each row. Found in normalised text (digits already Latin, "1,000" already "1 000"), and replaced by a marker so the
 * words around it keep their places: the amount it is about is the word next to it.
 */
export interface Threshold {
  op: Comparison; value: string; text: string;
  /** "between 100 and 500": the upper end, a second threshold on the same amount. */
  upTo?: { op: Comparison; value: string };
}

/** Numbers said in words after a comparison ("فوق ألف ريال", "over a thousand"), written as digits. */
const NUMBER_WORDS: Record<string, string> = {
  // ("a hundred", "five hundred", "twenty", "fifty" are digits by now: spoken-numbers.ts.)
  'a thousand': '1000', 'one thousand': '1000', thousand: '1000', 'two thousand': '2000', 'a million': '1000000',
  // "Below zero", "تحت الصفر", "below freezing": a temperature's 0.
  zero: '0', freezing: '0', 'الصفر': '0', 'صفر': '0', 'التجمد': '0',
  one: '1', two: '2', three: '3', four: '4', five: '5', ten: '10',
  // "bought more than twice": a count of times, as "more than 2 times" reads.
  once: '1 time', twice: '2 times', thrice: '3 times', 'three times': '3 times', 'four times': '4 times', 'five times': '5 times', 'مرتين': '2 مرات', 'ثلاث مرات': '3 مرات',
  'الف': '1000', 'الالف': '1000', 'الفين': '2000', 'الالفين': '2000', 'المليون': '1000000', 'الميه': '100', 'مليون': '1000000',
  'ثلاثه الاف': '3000', 'خمسه الاف': '5000', 'عشره الاف': '10000',
  // "كم طلب فيه أكثر من خمس قطع": a small count said in a word (the threshold was dropped: every order).
  'اثنين': '2', 'ثلاث': '3', 'ثلاثه': '3', 'تلات': '3', 'تلاته': '3', 'اربع': '4', 'اربعه': '4', 'خمس': '5', 'خمسه': '5', 'ست': '6', 'سته': '6',
  'سبع': '7', 'سبعه': '7', 'ثمان': '8', 'ثمانيه': '8', 'تسع': '9', 'تسعه': '9', 'عشر': '10', 'عشره': '10',
};
const WORDED = new RegExp(`(^|\\s)(more than|over|above|greater than|at least|less than|under|below|at most|اكثر من|فوق|اكبر من|اعلي من|اقل من|تحت|علي الاقل) (${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})(?=\\s|$)`, 'g');
/**
 * "2 or more items", "٣ طلبات أو أكثر": the comparison said after the number (or its noun), written as
 * "at least" before it, as the comparisons are read.
 */
const OR_MORE = /(^|\s)(\d+) or more(?= [a-z])|(^|\s)(\d+) ([a-z]+) or more(?=\s|$)/g;
const OR_FEWER = /(^|\s)(\d+) or (?:fewer|less)(?= [a-z])/g;
/**
 * "أكثر من قطعة" (more than one piece), "قطعتين أو أكثر" (two or more): a count said by the noun alone in the singular
 * or the dual, written as its number and the plural the measures are named by.
 */
const PLURAL_AR: Record<string, string> = { 'قطعه': 'قطع', 'طلب': 'طلبات', 'منتج': 'منتجات', 'قطعتين': 'قطع', 'طلبين': 'طلبات', 'منتجين': 'منتجات' };
const MORE_THAN_ONE_AR = /(^|\s)(اكثر من|فوق) (قطعه|طلب|منتج)(?=\s|$)/g;
const DUAL_OR_MORE_AR = /(^|\s)(قطعتين|طلبين|منتجين) (?:او|أو) (?:اكثر|أكثر)(?=\s|$)/g;
const ARABIC_OR_MORE = /(^|\s)(\d+) ([\u0600-\u06FF]+) (?:او|أو) (?:اكثر|أكثر)(?=\s|$)/g;
/**
 * "كم طلب قيمته صفر", "orders worth 0", "طلبات بقيمة ١٠٠ ريال": a value said with no comparison is that value exactly (it
 * was dropped: every order counted). Not a year ("قيمه 2024").
 */
const VALUED_AT = /(^|\s)(قيمته|قيمتها|قيمتهم|بقيمه|قيمه|مجموعه|مجموعها|اجماليه|اجماليها|worth|valued at|with a value of|with a total of)(?: =)? (صفر|zero|nothing|(?!(?:19|20)\d\d(?:\s|$))\d+(?:\.\d+)?)( ?(?:ريال|sar|riyals?))?(?=\s|$)/g;
export function numbersInWords(text: string): string {
  return text.replace(VALUED_AT, (_m, start: string, word: string, n: string, unit = '') => `${start}${word} ${/[a-z]/.test(word) ? 'exactly' : 'بالضبط'} ${/^(?:صفر|zero|nothing)$/.test(n) ? '0' : n}${unit}`).replace(WORDED, (_, start: string, compare: string, words: string) => `${start}${compare} ${NUMBER_WORDS[words]}`)
    .replace(OR_MORE, (_, start = '', n = '', start2 = '', n2 = '', noun = '') => (n ? `${start}at least ${n}` : `${start2}at least ${n2} ${noun}`)).replace(OR_FEWER, '$1at most $2').replace(ARABIC_OR_MORE, '$1علي الاقل $2 $3')
    .replace(MORE_THAN_ONE_AR, (_, start: string, compare: string, noun: string) => `${start}${compare} 1 ${PLURAL_AR[noun]}`)
    .replace(DUAL_OR_MORE_AR, (_, start: string, noun: string) => `${start}علي الاقل 2 ${PLURAL_AR[noun]}`);
}
const DAY_AFTER = new RegExp(`^ (?:of |من )?(?:${MONTH_PATTERN})(?:\\s|$)`);
const BETWEEN = /(?:^|\s)(?:between|from|بين|من) \$?(\d+(?:\.\d+)?) (?:and|to|-|و|الي|لين) ?\$?(\d+(?:\.\d+)?)( ?(?:sar|riyals?|ريال|usd|dollars?|aed|dirhams?|درهم|mm|degrees?))?(?=\s|$)/;

/** Words that name an order (or its value) in a threshold: "orders over 500" is on each order's value. */
export const ORDER_WORDS = 'orders?|purchases?|baskets?|carts?|checkouts?|transactions?|tickets?|value|worth|طلب|طلبات|الطلبات|طلبيات|مشتريات|قيمه|قيمتها|قيمته|السله|سله|سلات';

/** Stands where the threshold was said; no catalog word or value looks like it. */
export const THRESHOLD_MARK = '§threshold§';

/** Each comparison's words, English and Arabic (normalised). */
export const COMPARISON_WORDS: [string, Comparison][] = [
  ['more than|over|above|greater than|bigger than|larger than|higher than|exceeding|exceeded|exceeds|exceed|surpassed|surpasses|surpass|in excess of|اكثر من|فوق|اكبر من|اعلي من|يزيد عن|يزيد علي|تزيد عن|تزيد علي|يتجاوز|تتجاوز|تجاوز|تجاوزت|تعدي|تزيد قيمتها عن|تزيد قيمتها علي|يزيد قيمته عن|قيمتها اكثر من|قيمته اكثر من|قيمتها فوق|stronger than|hotter than|warmer than|اقوي من|اشد من|اسخن من|احر من', 'gt'],
  ['at least|no less than|minimum of|greater than or equal to|more than or equal to|علي الاقل|لا يقل عن|لا تقل عن|اكبر من او يساوي|اكبر من او تساوي|اكثر من او يساوي|اكثر من او تساوي', 'gte'],
  ['less than|fewer than|under|below|lower than|smaller than|cheaper than|اقل من|تحت|اصغر من|ادني من|ما دون|دون|weaker than|colder than|cooler than|اضعف من|ابرد من', 'lt'],
  ['at most|no more than|up to|maximum of|less than or equal to|لا يزيد عن|لا تزيد عن|بحد اقصي|اقل من او يساوي|اقل من او تساوي', 'lte'],
];
// "1,500.50" is written "1 500.50" once normalised: groups of three, then the decimals.
// A currency may come first: "over SAR 1000", "above $500".
export const NUMBER = String.raw`(?:\$|(?:sar|usd|aed|kwd|ريال|ر س) )?(-?\d{1,3}(?: \d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)( ?(?:k|thousand|الف|آلاف|الاف|m|million|مليون))?`;
export const UNIT = String.raw`(?: ?(?:sar|riyals?|rials?|ريال|ريالات|ر س|usd|dollars?|aed|dirhams?|درهم|دراهم|kwd|mm|millimeters?|ملم|degrees?|درجه|درجات|%|٪|percent|per cent|بالمئه|في المئه))?`;
/** Built once: each comparison's words, a number and a unit. */
const PATTERNS: [RegExp, Comparison][] = COMPARISON_WORDS.map(([words, op]) => [new RegExp(`(?:^|\\s)(?:${words}) ${NUMBER}${UNIT}(?=\\s|$)`), op]);
const EXACTLY = new RegExp(`(?:^|\\s)(?:exactly|equal to|equals|equal|of exactly|يساوي|تساوي|بالضبط) ${NUMBER}${UNIT}(?=\\s|$)`);
/** A count after the number ("more than 3 orders", "أكثر من طلبين"): a threshold on a count of rows, not on an amount. */
export const COUNTED_AFTER = /^(?:orders?|times?|items?|products?|units?|customers?|purchases?|visits?|days?|طلب|طلبات|مرات|مره|منتج|منتجات|قطع|قطعه|عملاء|عميل|ايام|يوم)(?:\s|$)/;

export function thresholdOf(text: string): Threshold | null {
  // "orders between 100 and 500": both ends, unless the two numbers are years ("between 2022 and 2024").
  const between = BETWEEN.exec(text);
  if (between && between.index !== undefined) {
    const [low, high] = [Number(between[1]), Number(between[2])];
    const years = [low, high].every((n) => Number.isInteger(n) && n >= 1900 && n <= 2100) && !between[3];
    // "from 10 to 20 November" is a range of days; "from 100 to 500" an amount only with its currency.
    const days = DAY_AFTER.test(text.slice(between.index + between[0].length)) || (/^\s*(?:from|من)/.test(between[0]) && !between[3]);
    if (!years && !days && low < high) return { op: 'gte', value: String(low), text: between[0].trim(), upTo: { op: 'lte', value: String(high) } };
  }
  for (const [re, op] of PATTERNS) {
    const m = re.exec(text);
    if (!m || m.index === undefined) continue;
    const after = text.slice(m.index + m[0].length).trim();
    if (COUNTED_AFTER.test(after) && !/(?:sar|riyal|ريال|usd|dollar|aed|dirham|درهم|\$)/.test(m[0])) return null;
    const value = numberOf(m[1], m[2]);
    return value === null ? null : { op, value, text: m[0].trim() };
  }
  // "invoices of exactly 0.99", "total = 1.98" (said "exactly" by normalise): both ends at that number.
  const exactly = EXACTLY.exec(text);
  if (exactly?.index !== undefined && !COUNTED_AFTER.test(text.slice(exactly.index + exactly[0].length).trim())) {
    const value = numberOf(exactly[1], exactly[2]);
    if (value !== null) return { op: 'gte', value, text: exactly[0].trim(), upTo: { op: 'lte', value } };
  }
  return null;
}

/** The number NUMBER matched ("1 000", "1.5" with "k"), as a plain decimal string, or null when out of range. */
export function numberOf(digits: string, scaleWord: string | undefined): string | null {
  const scale = !scaleWord ? 1 : /m|million|مليون/.test(scaleWord.trim()) ? 1_000_000 : 1000;
  const value = Number(digits.replace(/ /g, '')) * scale;
  return Number.isFinite(value) && value <= 1e15 ? String(Number(value.toFixed(6))) : null;
}

/** The text with the threshold said replaced by the marker. */
export function markThreshold(text: string, threshold: Threshold): string {
  return text.replace(threshold.text, THRESHOLD_MARK);
}
