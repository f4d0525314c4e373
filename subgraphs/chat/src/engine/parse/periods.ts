import type { Grain, Period } from '../types.ts';
import {
  addDays, OPEN_START, addMonths, daysBetween, isValidDay, iso, isoWeekday, monthStart, parseIso, quarterStart, weekStart, yearStart, type Day,
} from './dates.ts';
import { MONTHS, MONTH_PATTERN, EN_MONTHS, AR_MONTHS } from './month-names.ts';
import { boundedPeriod, type PeriodMatch } from './period-bounds.ts';
import { WEEKDAY_NAMES } from '../semantic/week-days.ts';
import { normalise } from './normalise.ts';
import { OCCASIONS, latestEid, occasionPeriod, previousOccasion } from './hijri.ts';
import { FOUNDING_DAY_PATTERN, NATIONAL_DAY_PATTERN, SALE_DAY_PATTERN, countryDayPeriod, countryDaysNamed, previousSaleDay, saleDayOf, saleDayPeriod } from './sale-days.ts';

type Make = (m: RegExpMatchArray, today: Day) => Period | null;
/** `head`: the same pattern held to the text's start, which a period said right after a word ("since …") must match. */
interface Rule { re: RegExp; head: RegExp; make: Make }

const B = '(?:^|\\s)';
const E = '(?=\\s|$)';
const rule = (pattern: string, make: Make): Rule => ({ re: new RegExp(`${B}(?:${pattern})${E}`), head: new RegExp(`^(?:.?\\s)?(?:${pattern})${E}`), make });

function span(from: Day, to: Day, en: string, ar: string, unit: Period['unit']): Period {
  return { from: iso(from), to: iso(to), label: { en, ar }, unit };
}
const month = (name: string) => MONTHS[name.trim()];
const quarterWord: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: 4,
  'الاول': 1, 'الثاني': 2, 'الثالث': 3, 'الرابع': 4, 'الاخير': 4,
};
/**
 * The year an occasion is named with: a number (`years`, a pattern), or "last year", "this year", "هالسنة" (only the
 * Hijri occasions are also said "السنه هذي"). Groups: the year's number, then the relative words.
 */
const OCCASION_YEAR = (years: string, hijri = false) =>
  `(?: (?:of |in |عام |سنه |لعام )?(${years}))?(?: ${hijri ? '(?:of |in )?' : ''}(${['last year', 'this year', 'السنه الماضيه', 'العام الماضي', 'السنه اللي فاتت', 'هالسنه', 'هذه السنه', 'هذي السنه', ...(hijri ? ['السنه هذي'] : [])].join('|')}))?`;
/** The year said with an occasion: the relative words ("Eid last year": the one that began in that year), else the number. */
const yearSaid = (year: string | undefined, relative: string | undefined, today: Day): number | undefined =>
  relative ? (/last|الماضي|فات/.test(relative) ? today.y - 1 : today.y) : year ? Number(year) : undefined;
/** Where a period named without a year is looked for: today, or the last day of data that ends before it. */
const named = (today: Day): Day => today.dataEnds ?? today;
/** A month named without a year is the latest one that has begun (in the data, when it ends before today). */
const latestYear = (m: number, today: Day) => (m <= named(today).m ? named(today).y : named(today).y - 1);
export function monthPeriod(m: number, y: number): Period {
  const from = { y, m, d: 1 };
  return span(from, addMonths(from, 1), `${EN_MONTHS[m - 1]} ${y}`, `${AR_MONTHS[m - 1]} ${y}`, 'month');
}
const QUARTER_AR = ['الأول', 'الثاني', 'الثالث', 'الرابع'];
export function quarterPeriod(q: number, y: number): Period {
  const from = { y, m: (q - 1) * 3 + 1, d: 1 };
  return span(from, addMonths(from, 3), `Q${q} ${y}`, `الربع ${QUARTER_AR[q - 1]} ${y}`, 'quarter');
}
/** A quarter named without a year is the latest one that has begun (in the data, when it ends before today). */
const latestQuarterYear = (q: number, today: Day) => (q <= Math.floor((named(today).m - 1) / 3) + 1 ? named(today).y : named(today).y - 1);
/**
 * Two quarters said together ("Q1 and Q2 2025", "Q2 through Q3", "الربع الأول والثاني"): the first's number, the
 * joining word, the second's number, and the year said once for both. The word "quarter" may come once, after both
 * ("the first and second quarters"). The Arabic "و" glued to the second was taken off before ("الربع الأول الثاني"):
 * no joining word is "and".
 */
const QUARTER_WORDS = 'first|1st|second|2nd|third|3rd|fourth|4th';
const QUARTER_PAIR = `(?:q([1-4])|(?:the )?(${QUARTER_WORDS})(?: quarter)?|(?:ال)?ربع (الاول|الثاني|الثالث|الرابع|[1-4]))(?: ?(-) ?| (and|&|to|through|thru|until|till|الي|حتي|لين|و) ?| (?=(?:(?:ال)?ربع )?(?:الاول|الثاني|الثالث|الرابع)))(?:q([1-4])|(?:the )?(${QUARTER_WORDS}) quarters?|(?:(?:ال)?ربع )?(الاول|الثاني|الثالث|الرابع))(?:,? (?:of |من |عام |سنه |لعام )?((?:19|20)\\d\\d))?`;
/**
 * Two quarters as one span: "and" only for neighbours (Q1 and Q3 are two periods, not the half year between), "to"
 * and "through" any two, Q4 to Q1 across the new year. Null when they cannot be one span.
 */
function quarterPair(m: RegExpMatchArray, today: Day, joined: boolean): Period | null {
  const a = quarterOf(m[1] ?? m[2] ?? m[3]); const b = quarterOf(m[6] ?? m[7] ?? m[8]);
  if (!a || !b || a === b || (joined && b !== a + 1 && !(a === 4 && b === 1))) return null;
  const y = m[9] ? Number(m[9]) : latestQuarterYear(b, today);
  const first = quarterPeriod(a, a < b ? y : y - 1); const second = quarterPeriod(b, y);
  const sameYear = a < b;
  const label = joined
    ? { en: `Q${a} and ${second.label.en}`, ar: `الربع ${QUARTER_AR[a - 1]} و${second.label.ar.replace(/^الربع /, '')}` }
    : { en: `${sameYear ? `Q${a}` : first.label.en} to ${second.label.en}`, ar: `من ${sameYear ? `الربع ${QUARTER_AR[a - 1]}` : first.label.ar} إلى ${second.label.ar}` };
  return { from: first.from, to: second.to, label, unit: 'range' };
}
/** A quarter said by its number or its word ("3", "third", "الثالث"). */
const quarterOf = (said: string) => (/^\d$/.test(said) ? Number(said) : quarterWord[said]);
const SECOND_HALF = /^(?:second|2nd|2|الثاني)$/;
/** The first or second half of a year, by the word that says which ("second", "2", "الثاني"). */
function halfPeriod(said: string, y: number): Period {
  const second = SECOND_HALF.test(said);
  const from = { y, m: second ? 7 : 1, d: 1 };
  return span(from, addMonths(from, 6), `the ${second ? 'second' : 'first'} half of ${y}`, `النصف ${second ? 'الثاني' : 'الأول'} من ${y}`, 'range');
}
export const yearPeriod = (y: number) => span({ y, m: 1, d: 1 }, { y: y + 1, m: 1, d: 1 }, String(y), `عام ${y}`, 'year');

const THIS = '(?:this|the current|current)';
const LAST = '(?:last|previous|the previous|the last|past|prior|trailing|the trailing|rolling|the rolling)';
/** Seasons of the northern hemisphere by their first month; winter is named by the year it ends in. */
const SEASONS: Record<string, { start: number; en: string; ar: string }> = {
  spring: { start: 3, en: 'spring', ar: 'ربيع' }, ربيع: { start: 3, en: 'spring', ar: 'ربيع' },
  summer: { start: 6, en: 'summer', ar: 'صيف' }, صيف: { start: 6, en: 'summer', ar: 'صيف' },
  autumn: { start: 9, en: 'autumn', ar: 'خريف' }, خريف: { start: 9, en: 'autumn', ar: 'خريف' },
  winter: { start: 12, en: 'winter', ar: 'شتاء' }, شتاء: { start: 12, en: 'winter', ar: 'شتاء' }, شتا: { start: 12, en: 'winter', ar: 'شتاء' },
};
/** Days of the week, Monday first (ISO 1–7), as written after normalising. */
const EN_DAYS = Object.values(WEEKDAY_NAMES).map((name) => name.en.toLowerCase());
const AR_DAYS = Object.values(WEEKDAY_NAMES).map((name) => normalise(name.ar));
/** Any day of the week named in English or Arabic (normalised text). */
export const WEEKDAY_PATTERN = [...EN_DAYS, ...AR_DAYS].join('|');
// A demonstrative after the noun ("الشهر هذا") only when it does not open the next period ("حسب الشهر هذه السنة").
const AR_THIS = (noun: string) => `(?:هذا|هذه|هذي|ذا|ذي|في هذا|في هذه) ${noun}|${noun} (?:الحالي|الحاليه|هذا|هذه|هذي|ده|دي)(?! (?:السنه|العام|الشهر|الاسبوع|الربع|اليوم|الفتره))`;
const AR_LAST = (noun: string) => `${noun} (?:الماضي|الماضيه|السابق|السابقه|اللي فات|اللي فاتت|الفايت|الفايته|المنصرم|المنصرمه|الفات|اللي راح|اللي راحت|الي راح|الي راحت)`;
/** A count of units said in digits or in words ("the last three months", "آخر ثلاث شهور"). */
const COUNT_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  'اثنين': 2, 'ثلاث': 3, 'ثلاثه': 3, 'اربع': 4, 'اربعه': 4, 'خمس': 5, 'خمسه': 5, 'ست': 6, 'سته': 6, 'سبع': 7, 'سبعه': 7,
  'ثمان': 8, 'ثماني': 8, 'ثمانيه': 8, 'تسع': 9, 'تسعه': 9, 'عشر': 10, 'عشره': 10,
  // Spoken Gulf and Levantine forms ("آخر تلات شهور", "اخر تلت ايام"). Numbers past ten ("eighteen", "خمسطعش",
  // "forty five", "اربعين") are digits by now (spoken-numbers.ts).
  'تلات': 3, 'تلاته': 3, 'تلت': 3, 'ثلت': 3, 'تمن': 8, 'تمانيه': 8, 'تمنيه': 8,
};
const N = `(\\d{1,4}|${Object.keys(COUNT_WORDS).join('|')})`;
/**
 * "الأشهر الثلاثة الماضية", "الأيام السبعة الأخيرة": formal Arabic puts the count after the noun it counts, as an
 * adjective (the spoken "آخر ٣ شهور" puts it first). The count is the one group this adds.
 */
const MSA_LAST = (nouns: string) => `(?:في |خلال )?${nouns} (?:ال)?${N} (?:الماضيه|الماضيين|الاخيره|المنصرمه|السابقه|اللي فاتت)`;
const countOf = (said: string | undefined, otherwise?: number): number => (said === undefined ? otherwise ?? NaN : COUNT_WORDS[said] ?? Number(said));
/** "آخر يومين", "آخر سنتين": the Arabic dual names two of a unit without a number. */
const DUAL: Record<string, 'days' | 'weeks' | 'months' | 'years'> = { 'يومين': 'days', 'اسبوعين': 'weeks', 'شهرين': 'months', 'سنتين': 'years', 'عامين': 'years' };
const DUAL_PATTERN = Object.keys(DUAL).join('|');

/** "آخر ٧ أيام", "قبل شهرين": the counted noun agrees with the number (singular, dual, plural for 3–10, accusative from 11). */
function countedAr(lead: string, n: number, forms: [one: string, two: string, few: string, many: string]): string {
  if (n === 1) return `${lead} ${forms[0]}`;
  if (n === 2) return `${lead} ${forms[1]}`;
  const rest = n % 100;
  return `${lead} ${n} ${rest >= 3 && rest <= 10 ? forms[2] : rest === 0 || rest === 1 || rest === 2 ? forms[0] : forms[3]}`;
}
const lastAr = (n: number, forms: [string, string, string, string]) => countedAr('آخر', n, forms);
const DAYS_AR: [string, string, string, string] = ['يوم', 'يومين', 'أيام', 'يوماً'];
const WEEKS_AR: [string, string, string, string] = ['أسبوع', 'أسبوعين', 'أسابيع', 'أسبوعاً'];
const MONTHS_AR: [string, string, string, string] = ['شهر', 'شهرين', 'أشهر', 'شهراً'];
const YEARS_AR: [string, string, string, string] = ['سنة', 'سنتين', 'سنوات', 'سنة'];
const QUARTERS_AR: [string, string, string, string] = ['ربع', 'ربعين', 'أرباع', 'ربعاً'];
function lastDays(n: number, today: Day): Period {
  return span(addDays(today, -(n - 1)), addDays(today, 1), n === 1 ? 'the last day' : `the last ${n} days`, lastAr(n, DAYS_AR), 'days');
}
function lastWeeks(n: number, today: Day): Period {
  return { ...span(addDays(today, -(7 * n - 1)), addDays(today, 1), n === 1 ? 'the past 7 days' : `the last ${n} weeks`, lastAr(n, WEEKS_AR), 'days'), last: { n, unit: 'weeks' } };
}
function lastMonths(n: number, today: Day): Period {
  const to = addDays(today, 1);
  return { ...span(addMonths(to, -n), to, n === 1 ? 'the past month' : `the last ${n} months`, lastAr(n, MONTHS_AR), 'days'), last: { n, unit: 'months' } };
}
function lastYears(n: number, today: Day): Period {
  const to = addDays(today, 1);
  return { ...span(addMonths(to, -12 * n), to, n === 1 ? 'the past 12 months' : `the last ${n} years`, lastAr(n, YEARS_AR), 'days'), last: { n, unit: 'years' } };
}
/** The days before today that 24, 48 and 72 hours reach into. */
const HOURS_AS_DAYS: Record<number, [string, string]> = {
  1: ['yesterday', 'أمس'], 2: ['the 2 days before', 'اليومين السابقين'], 3: ['the 3 days before', 'الأيام الثلاثة السابقة'],
};
const LAST_OF = { days: lastDays, weeks: lastWeeks, months: lastMonths, years: lastYears };
/** The unit words of "آخر شهر", "قبل ٣ شهور", "the first 10 days of", singular and plural, English and Arabic (normalised). */
const UNIT_OF: Record<string, 'days' | 'weeks' | 'months' | 'years'> = {
  day: 'days', days: 'days', week: 'weeks', weeks: 'weeks', month: 'months', months: 'months', year: 'years', years: 'years',
  'يوم': 'days', 'ايام': 'days', 'اسبوع': 'weeks', 'اسابيع': 'weeks', 'شهر': 'months', 'شهور': 'months', 'اشهر': 'months',
  'سنه': 'years', 'سنوات': 'years', 'سنين': 'years', 'عام': 'years', 'اعوام': 'years',
};
/** "two months ago", "قبل شهرين": the whole calendar unit n back from today's (a day, a week, a month, a year). */
function unitsAgo(n: number, unit: 'days' | 'weeks' | 'months' | 'years', today: Day): Period | null {
  if (!(n >= 1 && n <= 120)) return null;
  const en = `${n === 1 ? 'a' : n} ${unit.slice(0, -1)}${n === 1 ? '' : 's'} ago`;
  if (unit === 'years') return yearPeriod(today.y - n);
  if (unit === 'months') {
    const from = addMonths(monthStart(today), -n);
    return span(from, addMonths(from, 1), en, countedAr('قبل', n, MONTHS_AR), 'month');
  }
  if (unit === 'weeks') {
    const from = addDays(weekStart(today), -7 * n);
    return span(from, addDays(from, 7), en, countedAr('قبل', n, WEEKS_AR), 'week');
  }
  const day = addDays(today, -n);
  return span(day, addDays(day, 1), en, countedAr('قبل', n, DAYS_AR), 'day');
}

/** A day and month said without a year: the latest one that has come (today included). */
const latestDayYear = (m: number, d: number, today: Day) => {
  const end = named(today);
  return m < end.m || (m === end.m && d <= end.d) ? end.y : end.y - 1;
};
const D = '(\\d{1,2})(?:st|nd|rd|th)?';
const OF_MONTH = `(?:of )?(${MONTH_PATTERN})`;
const YEAR_OPT = '(?:,? ((?:19|20)\\d\\d))?';
// "من ١ لـ ١٥ نوفمبر": the Gulf "لـ" (to), its tatweel gone in normalising.
const TO = '(?:and|to|until|till|through|-|الي|و|حتي|لين|ل)';
/** A range of days said without "from" or "between" ("1-15 Nov", "5 to 12 November"): only "and" needs one. */
const ANDS = /^(?:and|&|و)$/;
/** A day of a month as a Day, or null when there is no such day (31 June). */
function dayOf(d: string, monthName: string, year: string | undefined, today: Day): Day | null {
  const m = month(monthName); const dd = Number(d);
  const day = { y: year ? Number(year) : latestDayYear(m, dd, today), m, d: dd };
  return m && isValidDay(day) ? day : null;
}
function dayRange(from: Day | null, last: Day | null): Period | null {
  if (!from || !last) return null;
  // "from 1 December to 15 January": the start is the year before the end.
  const start = daysBetween(from, last) < 0 && from.y === last.y ? { ...from, y: from.y - 1 } : from;
  if (daysBetween(start, last) < 0) return null;
  // Named by their dates, which the answer writes in the reader's style ("Oct 1 – 15, 2026").
  return span(start, addDays(last, 1), `${iso(start)} to ${iso(last)}`, `من ${iso(start)} إلى ${iso(last)}`, 'range');
}
function oneDay(day: Day | null): Period | null {
  return day ? span(day, addDays(day, 1), iso(day), iso(day), 'day') : null;
}
/** Numbers that count or rank rather than date ("top 5 May sales"): not a day of the month. */
const NOT_A_DAY = '(?<!(?:top|bottom|last|first|best|worst|اخر|افضل|اعلي|اكثر|اقل) )';

/**
 * "since the start of the year", "from start of month" (the article left out, as owners type), "منذ بداية هذا
 * الشهر", "من أول السنة": this unit to date.
 */
const SINCE_START_OF = (en: string, ar: string) =>
  `(?:since|from) (?:the )?(?:very )?(?:start|beginning) of (?:the |this )?${en}|(?:منذ|من) (?:بدايه|اول) (?:(?:هذا |هذه |هذي )?(?:${ar})|هال(?:${ar.replace(/(^|\|)ال/g, '$1')}))(?! (?:الماضي|الماضيه|اللي فات|اللي فاتت|السابق|السابقه))`;

/** The first day of the month a day is said of: last month's ("last", "الماضي", "اللي فات", "السابق"), else this one's. */
const monthSaid = (said: string, today: Day): Day => addMonths(monthStart(today), /last|previous|الماضي|فات|السابق/.test(said) ? -1 : 0);

/** "in the data", "of the file", "we have data for", "في البيانات", "بالملف": the data said after a unit. */
const DATA_SAID = ' (?:(?:in|of|on|for) (?:the |my |our |this )?(?:data|dataset|data set|file|table|records|database)|(?:that |which )?(?:we have|i have|there is|there s|with) (?:data|records)(?: for)?)';
const DATA_SAID_AR = ' (?:(?:في|من) (?:ال)?|بال)(?:بيانات|ملف|داتا|جدول|سجلات)';
const rules: Rule[] = [
  // "From the 1st to the 15th", "from the 1st till yesterday", "من يوم ١ لين امس", "من يوم ١ لين يوم ١٠ هالشهر": days of
  // this month (it was one of the days).
  rule(`(?:from |between )?the (\\d{1,2})(?:st|nd|rd|th)? (?:to|till|until|through|and|-) (?:the (\\d{1,2})(?:st|nd|rd|th)?|(yesterday|today|now))(?: of (?:this|the) month)?|من (?:يوم (\\d{1,2})|(?:اول|بدايه) (?:الشهر|هالشهر|هذا الشهر)) (?:لين|الين|الي|حتي|لغايه) (?:يوم (\\d{1,2})|(امس|اليوم|الحين))(?: (?:من |في )?(?:هالشهر|هذا الشهر))?`, (m, today) => {
    // ("من اول الشهر لين امس": from the 1st, to yesterday; it was the month to date, today with it.)
    const first = Number(m[1] ?? m[4] ?? 1);
    const until = m[3] ?? m[6];
    const said = until ? (/yesterday|امس/.test(until) ? today.d - 1 : today.d) : Number(m[2] ?? m[5]);
    // ("من يوم ٢٠ لين يوم ٣٠ هالشهر" on the 22nd: the days so far; it was the hour 20:00 and "30" unread.)
    const last = said > today.d && said <= 31 ? today.d : said;
    if (!(first >= 1 && last >= first && last <= today.d)) return null;
    const from = { ...monthStart(today), d: first };
    const to = { ...monthStart(today), d: last };
    const label = `${iso(from)} – ${iso(to)}`;
    return span(from, addDays(to, 1), label, label, 'range');
  }),
  // "The last day of last month", "اول يوم في الشهر الماضي": that one day (it was today, or the whole month).
  rule(`(?:on )?the (first|last)(?: day)? of (last|the previous|previous|this|the) month|(اول|اخر) يوم (?:في |من )?(الشهر الماضي|الشهر اللي فات|الشهر الي فات|الشهر السابق|هالشهر|هذا الشهر|الشهر)`, (m, today) => {
    const start = monthSaid(m[2] ?? m[4], today);
    const day = /first|اول/.test(m[1] ?? m[3]) ? start : addDays(addMonths(start, 1), -1);
    return daysBetween(day, today) >= 0 ? oneDay(day) : null;
  }),
  // "The 1st of this month", "the 15th of last month", "يوم ١ من هالشهر": that day (it was the whole month named).
  rule(`(?:on )?the (\\d{1,2})(?:st|nd|rd|th)? (?:of|in) (this|the current|last|the previous|previous) month|يوم (\\d{1,2}) (?:من |في )?(هالشهر|هذا الشهر|الشهر الماضي|الشهر اللي فات|الشهر الي فات)`, (m, today) => {
    const day = { ...monthSaid(m[2] ?? m[4], today), d: Number(m[1] ?? m[3]) };
    return isValidDay(day) && daysBetween(day, today) >= 0 ? oneDay(day) : null;
  }),
  // "Q3 last year", "the second half of last year", "الربع الثالث من السنة الماضية": that part of last year (the part's
  // own rule would read this year's and leave "last year" to be a second period).
  rule(`(?:q([1-4])|(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th) quarter) (?:of )?(?:last year|the previous year|a year ago)|(?:ال)?ربع (الاول|الثاني|الثالث|الرابع|الاخير|[1-4]) (?:من |في )?(?:السنه|العام) (?:الماضيه|الماضي|اللي فاتت|السابقه|الفايته)`, (m, today) => {
    return quarterPeriod(quarterOf(m[1] ?? m[2] ?? m[3]), named(today).y - 1);
  }),
  // "Sales in Q3 vs last Q3", "the previous Q3": last year's, as "last October" is ("last Q3" was read as Q3 alone
  // and the comparison dropped). "الربع الثالث اللي فات" is the latest before this quarter, as "نوفمبر اللي فات" is.
  rule(`(?:the )?(?:last|previous|prior) (?:q([1-4])|quarter ([1-4])|(first|1st|second|2nd|third|3rd|fourth|4th) quarter)|(?:ال)?ربع (الاول|الثاني|الثالث|الرابع|[1-4]) (?:اللي فات|الماضي|الفايت|السابق)`, (m, today) => {
    const q = quarterOf(m[1] ?? m[2] ?? m[3] ?? m[4]);
    const current = Math.floor((named(today).m - 1) / 3) + 1;
    return quarterPeriod(q, m[4] && q < current ? named(today).y : named(today).y - 1);
  }),
  rule(`(?:the )?(first|second|1st|2nd) half (?:of )?(?:last year|the previous year)|h([12]) (?:of )?last year|(?:ال)?(?:نصف|نص) (الاول|الثاني) (?:من |في )?(?:السنه|العام) (?:الماضيه|الماضي|اللي فاتت|السابقه)`, (m, today) => {
    return halfPeriod(m[1] ?? m[2] ?? m[3], named(today).y - 1);
  }),
  // "Last year to date", "YTD last year": last year up to the same day, the days this year to date is compared with.
  rule(`(?:last|previous|prior) year to date|last ytd|ly ytd|ytd last year|year to date last year|(?:السنه|العام) (?:الماضيه|الماضي|اللي فاتت) (?:حتي|لين|الي) (?:نفس )?(?:اليوم|التاريخ|الوقت)`, (_m, today) => {
    const to = addDays(today, 1);
    return { ...span({ y: today.y - 1, m: 1, d: 1 }, { ...to, y: to.y - 1, d: to.m === 2 && to.d === 29 ? 28 : to.d }, 'last year to date', 'السنة الماضية حتى نفس اليوم', 'range'), partial: true };
  }),
  // "2026 so far", "so far in 2026": this year to date (a year already over is the whole of it).
  rule(`(?:in )?((?:19|20)\\d\\d) (?:so far|to date|until now|till now)|so far in ((?:19|20)\\d\\d)|(?:في )?((?:19|20)\\d\\d) (?:لحد الان|حتي الان|لين الحين|للحين)`, (m, today) => {
    const y = Number(m[1] ?? m[2] ?? m[3]);
    if (y !== today.y) return yearPeriod(y);
    return { ...span(yearStart(today), addDays(today, 1), `${y} so far`, `${y} حتى الآن`, 'year'), partial: true };
  }),
  // "L30D", "last 30d", "past 7d": the last days, as dashboards write them.
  rule(`(?:l|last |past |trailing |rolling )(\\d{1,3}) ?(d|w|m|y)`, (m, today) => {
    const n = Number(m[1]);
    const unit = ({ d: 'days', w: 'weeks', m: 'months', y: 'years' } as const)[m[2] as 'd' | 'w' | 'm' | 'y'];
    return n >= 1 && n <= (unit === 'days' ? 3660 : unit === 'weeks' ? 520 : unit === 'months' ? 240 : 50) ? LAST_OF[unit](n, today) : null;
  }),
  // Days of months: "between 1 Oct and 15 Oct", "from march 1 to march 15 2026", "from 10 to 20 november",
  // "من ١ سبتمبر إلى ١٥ أكتوبر", "on november 1st", "يوم ١٥ نوفمبر".
  // ("١ نوفمبر لين ١٥ نوفمبر": without "from" too, but for "and", which joins two days; it was the 1st at 15:00.)
  rule(`(?:(between|from|بين|من) )?(?:the )?${NOT_A_DAY}${D} ${OF_MONTH}${YEAR_OPT} (${TO}) ?(?:the )?${D} ${OF_MONTH}${YEAR_OPT}`, (m, today) => {
    if (!m[1] && ANDS.test(m[5])) return null;
    const last = dayOf(m[6], m[7], m[8] ?? m[4], today);
    return dayRange(dayOf(m[2], m[3], m[4] ?? (m[8] && last ? String(last.y) : undefined), today), last);
  }),
  rule(`(?:between|from) (${MONTH_PATTERN}) ${D}${YEAR_OPT} ${TO} (${MONTH_PATTERN}) ${D}${YEAR_OPT}`, (m, today) => {
    const last = dayOf(m[5], m[4], m[6] ?? m[3], today);
    return dayRange(dayOf(m[2], m[1], m[3] ?? (m[6] && last ? String(last.y) : undefined), today), last);
  }),
  // "from 1 to 15 November", "1-15 Nov 2025", "sales 5 to 12 November", "١-١٥ نوفمبر", "من ١ لـ ١٥ نوفمبر".
  rule(`(?:(between|from|بين|من) )?(?:the )?${NOT_A_DAY}${D}(?: (${TO}) ?|-)(?:the )?${D} ${OF_MONTH}${YEAR_OPT}`, (m, today) =>
    (!m[1] && ANDS.test(m[3] ?? '') ? null : dayRange(dayOf(m[2], m[5], m[6], today), dayOf(m[4], m[5], m[6], today)))),
  rule(`(?:(?:between|from) )?(${MONTH_PATTERN}) ${D}(?: ${TO} ?|-)${D}${YEAR_OPT}`, (m, today) =>
    dayRange(dayOf(m[2], m[1], m[4], today), dayOf(m[3], m[1], m[4], today))),
  // "the 1st to the 15th of this month", "من ١ الى ١٥ هالشهر": days of the month named from today.
  rule(`(?:(?:between|from|بين|من) )?(?:the )?${D} (?:to|until|till|through|-|الي|حتي|لين) ?(?:the )?${D} (?:of )?(this month|last month|the previous month|هالشهر|هذا الشهر|من هذا الشهر|من الشهر الماضي|الشهر الماضي|من الشهر اللي فات|الشهر اللي فات)`, (m, today) => {
    const start = /last|previous|الماضي|فات/.test(m[3]) ? addMonths(monthStart(today), -1) : monthStart(today);
    const day = (d: string) => ({ ...start, d: Number(d) });
    return isValidDay(day(m[1])) && isValidDay(day(m[2])) ? dayRange(day(m[1]), day(m[2])) : null;
  }),
  // "the week of Nov 8", "the week of 8 November": the store's week holding that day.
  rule(`(?:for |in |during )?the week of (?:(${MONTH_PATTERN}) ${D}|${D} ${OF_MONTH})${YEAR_OPT}`, (m, today) => {
    const day = m[1] ? dayOf(m[2], m[1], m[5], today) : dayOf(m[3], m[4], m[5], today);
    if (!day) return null;
    const from = weekStart({ ...today, ...day });
    return span(from, addDays(from, 7), `the week of ${iso(day)}`, `أسبوع ${iso(day)}`, 'range');
  }),
  // "The week commencing 9th November", "week starting Nov 9", "w/c 9 Nov": the seven days from that day (they were
  // that day alone, or from it to today), whichever day of the week it is ("w/c" reaches here as "with c").
  rule(`(?:for |in |during )?(?:the )?(?:week (?:commencing|beginning|starting|from)(?: on)?|w/c|wc|with c) (?:the )?(?:(${MONTH_PATTERN}) ${D}|${D} ${OF_MONTH})${YEAR_OPT}`, (m, today) => {
    const day = m[1] ? dayOf(m[2], m[1], m[5], today) : dayOf(m[3], m[4], m[5], today);
    if (!day) return null;
    return span(day, addDays(day, 7), `the week from ${iso(day)}`, `الأسبوع من ${iso(day)}`, 'range');
  }),
  // "the last week of October", "آخر أسبوع من أكتوبر": the month's last seven days.
  rule(`(?:in |during |for )?(?:the )?(?:last|final) week (?:of|in) (${MONTH_PATTERN})${YEAR_OPT}|(?:في |خلال )?(?:اخر|الاسبوع الاخير من) (?:اسبوع (?:من|في) )?(?:شهر )?(${MONTH_PATTERN})(?: ((?:19|20)\\d\\d))?`, (m, today) => {
    const mm = month(m[1] ?? m[3]);
    const year = m[2] ?? m[4];
    const end = addMonths({ y: year ? Number(year) : latestYear(mm, today), m: mm, d: 1 }, 1);
    return span(addDays(end, -7), end, `the last week of ${EN_MONTHS[mm - 1]} ${end.m === 1 ? end.y - 1 : end.y}`, `آخر أسبوع من ${AR_MONTHS[mm - 1]} ${end.m === 1 ? end.y - 1 : end.y}`, 'range');
  }),
  // "from 2007 to 2009", "بين ٢٠٢٢ و٢٠٢٤": whole years, both ends included.
  rule(`(?:from|between|من|بين) ((?:19|20)\\d\\d) (?:to|and|until|through|-|الي|الى|حتي|و) ?((?:19|20)\\d\\d)`, (m) => {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a < b ? span({ y: a, m: 1, d: 1 }, { y: b + 1, m: 1, d: 1 }, `${a} to ${b}`, `من ${a} إلى ${b}`, 'range') : null;
  }),
  // "The price on the last day", "آخر يوم": on data that ended before today (a file of past years), its last day.
  rule(`(?:on |for |in |في |خلال )?(?:the )?(?:(?:last|latest|most recent|final) (?:day|date)(?: in the (?:data|file))?(?! (?:of|in) )|(?:اخر|ال)?(?:يوم|تاريخ) (?:الاخير|في الملف)|(?:اخر يوم|اخر تاريخ)(?! (?:من|في) ))`, (_m, today) => {
    if (!today.dataEnds) return null;
    const day = today.dataEnds;
    return span(day, addDays(day, 1), 'the last day of the data', 'آخر يوم في البيانات', 'day');
  }),
  // "Sales in the latest month", "precipitation in the first year of the data", "how many sunny days last year in the
  // data", "الأمطار في آخر سنة في البيانات", "المبيعات في أول سنة": over a file or database table, the calendar year,
  // month or quarter its data begins or ends in (they were all time, or last year by the calendar, which such data
  // may not reach). "Last" and "final", and the first quarter, only with the data said ("the last year" alone is the
  // past twelve months, "the first quarter" Q1); "the first month of 2014" is that year's.
  rule(`(?:in |for |during |over |on |of )?(?:the )?(?:(latest|most recent|newest|last|final|first|earliest|oldest) (year|month|quarter)${DATA_SAID}|(latest|most recent|newest|first|earliest|oldest) (year|month|quarter(?<!(?:first|earliest|oldest) quarter))(?! (?:of|in|on|from) ))|(?:في |خلال )?(?:(اخر|احدث|اول|اقدم) (سنه|عام|شهر|ربع)|ال(سنه|عام|شهر|ربع) ال(اخيره|اخير|احدث|اولي|اول))${DATA_SAID_AR}|(?:في |خلال )?(احدث|اول|اقدم) (سنه|عام|شهر)(?! (?:من|في|ب)(?:\\s|$))`, (m, today) => {
    if (!today.dataStarts) return null;
    const word = m[1] ?? m[3] ?? m[5] ?? m[8] ?? m[9];
    const unit: string | undefined = UNIT_OF[m[2] ?? m[4] ?? m[6] ?? m[7] ?? m[10]] ?? (/quarter|ربع/.test(m[0]) ? 'quarters' : undefined);
    const day = /^(?:first|earliest|oldest|اول|اولي|اقدم)$/.test(word) ? today.dataStarts : named(today);
    if (unit === 'years') return yearPeriod(day.y);
    if (unit === 'months') return monthPeriod(day.m, day.y);
    return unit === 'quarters' ? quarterPeriod(Math.floor((day.m - 1) / 3) + 1, day.y) : null;
  }),
  // "Week 45", "ISO week 12 of 2025", "الأسبوع ٤٥": the ISO week of that number (Monday to Sunday), of this year unless
  // it has not come yet, then of last year.
  rule(`(?:in |during |for |over |في |خلال )?(?:the )?(?:iso )?(?:week|(?:ال)?اسبوع) (?:number |no\\.? |#|رقم )?(\\d{1,2})(?:(?: of| in|,| من| في)? ((?:19|20)\\d\\d))?`, (m, today) => {
    const n = Number(m[1]);
    if (n < 1 || n > 53) return null;
    const weekOf = (y: number) => {
      const jan4: Day = { y, m: 1, d: 4 };
      const from = addDays(addDays(jan4, 1 - isoWeekday(jan4)), 7 * (n - 1));
      return { from, to: addDays(from, 7) };
    };
    let year = m[2] ? Number(m[2]) : today.y;
    if (!m[2] && iso(weekOf(year).from) > iso(today)) year -= 1;
    const { from, to } = weekOf(year);
    return span(from, to, `week ${n} of ${year}`, `الأسبوع ${n} من ${year}`, 'range');
  }),
  // "العشر الأواخر من أكتوبر": the last ten days of a Gregorian month named (not Ramadan's nights, which the next rule
  // reads when no month is named), "العشر الأوائل" its first ten, "العشر الأواسط" the ten between.
  rule(`(?:في |خلال )?(?:ال)?عشر(?:ه)? (?:ال)?(اواخر|اوايل|اول|اولي|اواسط|وسطي) (?:من |في )(?:شهر )?(${MONTH_PATTERN})(?: ((?:19|20)\\d\\d))?`, (m, today) => {
    const mm = month(m[2]);
    const start = { y: m[3] ? Number(m[3]) : latestYear(mm, today), m: mm, d: 1 };
    const part = /^اواخر$/.test(m[1]) ? 'last' : /^(?:اواسط|وسطي)$/.test(m[1]) ? 'middle' : 'first';
    const from = part === 'last' ? addDays(addMonths(start, 1), -10) : addDays(start, part === 'middle' ? 10 : 0);
    const name = `${EN_MONTHS[mm - 1]} ${start.y}`; const nameAr = `${AR_MONTHS[mm - 1]} ${start.y}`;
    const words = { last: ['the last 10 days', 'العشر الأواخر'], middle: ['the middle 10 days', 'العشر الأواسط'], first: ['the first 10 days', 'العشر الأوائل'] }[part];
    return span(from, addDays(from, 10), `${words[0]} of ${name}`, `${words[1]} من ${nameAr}`, 'range');
  }),
  // "The last ten days of Ramadan", "العشر الأواخر": from its 21st day to its end, the nights of the most giving.
  rule(`(?:in |during |over |for |في |خلال )?(?:the )?(?:last (?:10|ten) (?:days|nights) of (?:ramadan|ramadhan)|(?:ال)?عشر(?:ه)? (?:ال)?اواخر(?: من)?(?: شهر)?(?: رمضان)?|اخر عشر(?:ه)? ايام (?:من|في) رمضان)${OCCASION_YEAR('(?:19|20)\\d\\d|1[45]\\d\\d', true)}`, (m, today) => {
    const ramadan = occasionPeriod(OCCASIONS.ramadan, yearSaid(m[1], m[2], today), named(today));
    const from = iso(addDays(parseIso(ramadan.from), 20));
    const year = ramadan.label.en.replace(/^Ramadan\s*/, '');
    return { ...ramadan, from, label: { en: `the last ten days of Ramadan ${year}`.trim(), ar: `العشر الأواخر من ${ramadan.label.ar}` }, unit: 'range', occasion: undefined };
  }),
  // "مبيعات أول أسبوع في رمضان", "الأسبوع الأخير من رمضان": seven days of it, counted from its first day or back from
  // its last (it was the whole month).
  rule(`(?:في |خلال )?(?:(اول|ثاني|ثالث|رابع|اخر) اسبوع|(?:ال)?اسبوع (?:ال)?(اول|ثاني|ثالث|رابع|اخير)) (?:من |في )?(?:شهر )?رمضان${OCCASION_YEAR('(?:19|20)\\d\\d|1[45]\\d\\d', true)}`, (m, today) => {
    const ramadan = occasionPeriod(OCCASIONS.ramadan, yearSaid(m[3], m[4], today), named(today));
    const said = m[1] ?? m[2];
    const nth = ['اول', 'ثاني', 'ثالث', 'رابع'].indexOf(said);
    const from = nth < 0 ? addDays(parseIso(ramadan.to), -7) : addDays(parseIso(ramadan.from), 7 * nth);
    const words = nth < 0 ? ['the last week', 'الأسبوع الأخير'] : [['the first week', 'الأسبوع الأول'], ['the second week', 'الأسبوع الثاني'], ['the third week', 'الأسبوع الثالث'], ['the fourth week', 'الأسبوع الرابع']][nth];
    return span(from, addDays(from, 7), `${words[0]} of ${ramadan.label.en}`, `${words[1]} من ${ramadan.label.ar}`, 'range');
  }),
  // "مبيعات أول يوم رمضان", "آخر يوم في رمضان": that one day of it (it was the whole month).
  rule(`(?:في |خلال )?(?:يوم )?(اول|ثاني|ثالث|اخر) يوم (?:من |في )?(?:شهر )?رمضان${OCCASION_YEAR('(?:19|20)\\d\\d|1[45]\\d\\d', true)}`, (m, today) => {
    const ramadan = occasionPeriod(OCCASIONS.ramadan, yearSaid(m[2], m[3], today), named(today));
    const nth = ['اول', 'ثاني', 'ثالث'].indexOf(m[1]);
    const day = nth < 0 ? addDays(parseIso(ramadan.to), -1) : addDays(parseIso(ramadan.from), nth);
    const words = nth < 0 ? ['the last day', 'آخر يوم'] : [['the first day', 'أول يوم'], ['the second day', 'ثاني يوم'], ['the third day', 'ثالث يوم']][nth];
    return span(day, addDays(day, 1), `${words[0]} of ${ramadan.label.en}`, `${words[1]} من ${ramadan.label.ar}`, 'day');
  }),
  // "مبيعات ليلة العيد": the eve, the day before the Eid (it was the whole Eid).
  rule(`(?:في |خلال )?ليله (العيد|عيد الفطر|عيد الاضحي)${OCCASION_YEAR('(?:19|20)\\d\\d|1[45]\\d\\d', true)}`, (m, today) => {
    const year = yearSaid(m[2], m[3], today);
    const eid = m[1] === 'العيد' && !year ? latestEid(named(today)) : occasionPeriod(m[1] === 'عيد الاضحي' ? OCCASIONS.adha : OCCASIONS.fitr, year, named(today));
    const day = addDays(parseIso(eid.from), -1);
    return span(day, addDays(day, 1), `the eve of ${eid.label.en}`, `ليلة ${eid.label.ar}`, 'day');
  }),
  // "Ramadan sales", "Ramadan 2025", "عيد الفطر ١٤٤٦": the days of the occasion in the Umm al-Qura calendar.
  // "ورمضان اللي قبله؟", "the Ramadan before": the one a Hijri year before the latest ("و" glued to it was an unknown
  // word, and "اللي قبله" was dropped: the latest Ramadan again).
  rule(`(?:^و)?(?:in |during |over |for |في |خلال )?(?:the )?(?:month of |holy month of |شهر )?(ramadan|ramadhan|ramzan|رمضان|eid al fitr|eid al-fitr|eid ul fitr|eid ul-fitr|عيد الفطر|العيد الصغير|eid al adha|eid al-adha|eid ul adha|eid ul-adha|عيد الاضحي|العيد الكبير|eid|العيد)(?! (?:الوطني|national))${OCCASION_YEAR('(?:19|20)\\d\\d|1[45]\\d\\d', true)}(?: (before|before that|before it|before last|اللي قبله|الي قبله|اللي قبل|الي قبل|قبله|السابق|اللي قبل اللي فات))?`, (m, today) => {
    // ("العيد الصغير" is Eid al-Fitr, "العيد الكبير" Eid al-Adha: the small Eid was read as the latest, al-Adha.)
    const name = m[1].replace('العيد الصغير', 'عيد الفطر').replace('العيد الكبير', 'عيد الاضحي');
    const year = yearSaid(m[2], m[3], today);
    const before = (period: Period) => (m[4] && !year ? previousOccasion(period) ?? period : period);
    if ((name === 'eid' || name === 'العيد') && !year) return before(latestEid(named(today)));
    const occasion = /ramadan|ramadhan|ramzan|رمضان/.test(name) ? OCCASIONS.ramadan : /fitr|الفطر/.test(name) ? OCCASIONS.fitr : OCCASIONS.adha;
    return before(occasionPeriod(occasion, year, named(today)));
  }),
  // "Black Friday", "الجمعة البيضاء ٢٠٢٥", "cyber monday last year": that day of the year named, or the latest one.
  rule(`(?:on |during |for |في |خلال |يوم )?(?:the )?${SALE_DAY_PATTERN}${OCCASION_YEAR('(?:19|20)\\d\\d')}`, (m, today) =>
    saleDayPeriod(saleDayOf(m[1]), yearSaid(m[2], m[3], today), named(today))),
  // "National Day sales", "اليوم الوطني ٢٠٢٥": the national day of the store's country, when its currency says which.
  // ("اليوم الوطني الإماراتي", "Kuwaiti national day": that country's, whatever the store's currency; it was Saudi Arabia's.)
  rule(`(?:on |during |for |في |خلال )?(?:the )?(?:(saudi|uae|emirati|kuwaiti|qatari|bahraini) )?${NATIONAL_DAY_PATTERN}(?: (السعودي|الاماراتي|الكويتي|القطري|البحريني))?${OCCASION_YEAR('(?:19|20)\\d\\d')}`, (m, today) =>
    countryDayPeriod('national_day', yearSaid(m[4], m[5], today), { ...named(today), countryDays: countryDaysNamed(m[1] ?? m[3]) ?? today.countryDays })),
  // "Founding day sales", "يوم التأسيس ٢٠٢٥": Saudi Arabia's, for a store paid in riyals.
  rule(`(?:on |during |for |في |خلال )?(?:the )?(?:saudi )?${FOUNDING_DAY_PATTERN}(?: (?:السعودي))?${OCCASION_YEAR('(?:19|20)\\d\\d')}`, (m, today) =>
    countryDayPeriod('founding_day', yearSaid(m[2], m[3], today), { ...named(today), countryDays: today.countryDays })),
  // "summer 2015", "شتاء ٢٠١٤" (northern seasons; winter runs from the December before): the latest that has begun
  // when no year is said.
  rule(`(?:in |during |في |خلال )?(?:the )?(?:ب|بال)?(summer|winter|spring|autumn|الصيف|صيف|الشتاء|شتاء|الشتا|شتا|الربيع|ربيع|الخريف|خريف)(?: (?:of |in |في |من |عام |سنه )?((?:19|20)\\d\\d))?`, (m, today) => {
    const season = SEASONS[m[1].replace(/^ال/, '')];
    if (!season) return null;
    const winter = season.start === 12;
    // Named by year: winter 2015 is December 2014 to February 2015. Unnamed: the latest that has begun.
    const end = named(today);
    const fromYear = m[2] ? Number(m[2]) - (winter ? 1 : 0) : winter ? (end.m === 12 ? end.y : end.y - 1) : end.m >= season.start ? end.y : end.y - 1;
    const from = { y: fromYear, m: season.start, d: 1 };
    const yearNamed = winter ? fromYear + 1 : fromYear;
    return span(from, addMonths(from, 3), `${season.en} ${yearNamed}`, `${season.ar} ${yearNamed}`, 'range');
  }),
  // "the first week of November", "the second week of October", "أول أسبوع من نوفمبر", "الأسبوع الثاني من أكتوبر": its
  // first seven days, the next seven (8–14), and so on: weeks counted from the month's first day.
  rule(`(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th) week (?:of |in )?(${MONTH_PATTERN})${YEAR_OPT}|(اول|ثاني|ثالث|رابع) اسبوع (?:من |في )?(?:شهر )?(${MONTH_PATTERN})(?: ((?:19|20)\\d\\d))?|(?:ال)?اسبوع (?:ال)?(اول|ثاني|ثالث|رابع) (?:من |في )(?:شهر )?(${MONTH_PATTERN})(?: ((?:19|20)\\d\\d))?`, (m, today) => {
    const said = m[1] ?? m[4] ?? m[7];
    const n = quarterWord[said] ?? quarterWord[`ال${said}`];
    const mm = month(m[2] ?? m[5] ?? m[8]);
    const year = m[3] ?? m[6] ?? m[9];
    const from = { y: year ? Number(year) : latestYear(mm, today), m: mm, d: 1 + 7 * (n - 1) };
    return span(from, addDays(from, 7), `the ${['first', 'second', 'third', 'fourth'][n - 1]} week of ${EN_MONTHS[mm - 1]} ${from.y}`, `الأسبوع ${QUARTER_AR[n - 1]} من ${AR_MONTHS[mm - 1]} ${from.y}`, 'range');
  }),
  // "مبيعات أول أسبوع من الشهر", "الأسبوع الثاني من الشهر الماضي", "the first week of this month": the same weeks of
  // this month or the last (it was every sale, or a weekly average); one not begun yet is no period.
  rule(`(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th) week (?:of |in )(?:(?:the |this )month|(last|the previous) month)|(?:(اول|ثاني|ثالث|رابع) اسبوع|(?:ال)?اسبوع (?:ال)?(اول|ثاني|ثالث|رابع)) (?:من |في )(?:((?:ال)?شهر (?:الماضي|اللي فات|الي فات|السابق|الفايت))|(?:هال|ال)شهر(?: الحالي| هذا)?|هذا الشهر)`, (m, today) => {
    const said = m[1] ?? m[3] ?? m[4];
    const n = quarterWord[said] ?? quarterWord[`ال${said}`];
    const monthOf = m[2] || m[5] ? addMonths({ ...named(today), d: 1 }, -1) : { ...named(today), d: 1 };
    const from = { ...monthOf, d: 1 + 7 * (n - 1) };
    if (!n || daysBetween(from, named(today)) < 0) return null;
    return span(from, addDays(from, 7), `the ${['first', 'second', 'third', 'fourth'][n - 1]} week of ${EN_MONTHS[from.m - 1]} ${from.y}`, `الأسبوع ${QUARTER_AR[n - 1]} من ${AR_MONTHS[from.m - 1]} ${from.y}`, 'range');
  }),
  // "from 01/02/2026 to 15/02/2026", "من ١/٢ إلى ١٥/٢": a range of days written day first; a year said once serves both.
  rule(`(?:from|between|من|بين) ((?:19|20)\\d\\d)/(\\d{1,2})/(\\d{1,2}) (?:to|and|until|till|through|-|الي|حتي|لين|و) ?((?:19|20)\\d\\d)/(\\d{1,2})/(\\d{1,2})`, (m) => {
    const day = (y: string, mm: string, d: string) => ({ y: Number(y), m: Number(mm), d: Number(d) });
    const from = day(m[1], m[2], m[3]); const last = day(m[4], m[5], m[6]);
    return isValidDay(from) && isValidDay(last) ? dayRange(from, last) : null;
  }),
  rule(`(?:(from|between|من|بين) )?(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}))? (to|and|until|till|through|-|الي|حتي|لين|ل|و) ?(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}))?(?![\\d/])`, (match, today) => {
    // "01/11/2026 - 15/11/2026": without "from", two dates joined by "and" are two dates, not a range.
    if (!match[1] && ANDS.test(match[5])) return null;
    const m = [match[0], match[2], match[3], match[4], match[6], match[7], match[8]];
    // "10/1 to 10/15": one end that can only be month first says how both are written.
    const monthFirst = (Number(m[2]) > 12 && Number(m[1]) <= 12) || (Number(m[5]) > 12 && Number(m[4]) <= 12);
    const dayOfSlashes = (a: number, b: number, year: string | undefined) => {
      const [d, mm] = monthFirst ? [b, a] : [a, b];
      const day = { y: year ? Number(year) : latestDayYear(mm, d, today), m: mm, d };
      return mm >= 1 && mm <= 12 && isValidDay(day) ? day : null;
    };
    const last = dayOfSlashes(Number(m[4]), Number(m[5]), m[6] ?? m[3]);
    return dayRange(dayOfSlashes(Number(m[1]), Number(m[2]), m[3] ?? (last ? String(last.y) : undefined)), last);
  }),
  // "15/11", "١٥/١١/٢٠٢٦": day first, as written in the Gulf (a first number over 12 can only be the day anyway).
  rule(`(?:on |يوم |في )?(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}))?(?![\\d/])`, (m, today) => {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [d, mm] = b > 12 && a <= 12 ? [b, a] : [a, b];
    const day = { y: m[3] ? Number(m[3]) : latestDayYear(mm, d, today), m: mm, d };
    return mm >= 1 && mm <= 12 && isValidDay(day) ? oneDay(day) : null;
  }),
  // "since January 1st", "from 15 October", "منذ ١ نوفمبر", "بعد ١ نوفمبر": from that day (the day after it) to today.
  rule(`(since|starting(?: from| on)?|from|after|منذ|من|بعد) (?:the )?${D} ${OF_MONTH}${YEAR_OPT}|(since|starting(?: from| on)?|from|after) (${MONTH_PATTERN}) ${D}${YEAR_OPT}`, (m, today) => {
    const day = m[1] ? dayOf(m[2], m[3], m[4], today) : dayOf(m[7], m[6], m[8], today);
    if (!day) return null;
    const start = /^(?:after|بعد)$/.test(m[1] ?? m[5]) ? addDays(day, 1) : day;
    if (daysBetween(start, today) < 0) return null;
    return span(start, addDays(today, 1), `since ${iso(start)}`, `منذ ${iso(start)}`, 'range');
  }),
  // "Nov 22 last year", "22 november last year", "the 3rd of march this year": that day of the year named (the year
  // was dropped: Nov 22 of this year).
  rule(`(?:on )?(?:the )?${NOT_A_DAY}${D} ${OF_MONTH} (?:of |in )?(last|this) year|(?:on )?(${MONTH_PATTERN}) ${D} (?:of |in )?(last|this) year`, (m, today) =>
    oneDay(dayOf(m[1] ?? m[5], m[2] ?? m[4], String(today.y - ((m[3] ?? m[6]) === 'last' ? 1 : 0)), today))),
  // "A year ago today", "this day last year", "on this date last year": that one day a year back (it was the whole of 2025).
  rule(`(?:on )?(?:this|today s) (?:day|date) (?:last year|a year ago)|(?:a|one|1) year ago today|today (?:a|one|1) year ago|(?:on )?(?:the )?same (?:day|date) (?:a year ago)`, (_m, today) => {
    const day = addMonths(today, -12);
    return span(day, addDays(day, 1), 'this day last year', 'هذا اليوم من السنة الماضية', 'day');
  }),
  rule(`(?:on |يوم |في )?(?:the )?${NOT_A_DAY}${D} ${OF_MONTH}${YEAR_OPT}`, (m, today) => oneDay(dayOf(m[1], m[2], m[3], today))),
  rule(`(?:on )?(${MONTH_PATTERN}) ${D}${YEAR_OPT}`, (m, today) => oneDay(dayOf(m[2], m[1], m[3], today))),
  // "yesterday and the day before", "أمس وقبل أمس": the two days together.
  // "yesterday and today", "امبارح والنهارده": the two days together.
  rule(`yesterday and today|today and yesterday|(?:امس|البارحه|امبارح) (?:و ?)?(?:اليوم|النهارده|النهاردة)|اليوم (?:و ?)?(?:امس|البارحه|امبارح)`, (_m, today) =>
    span(addDays(today, -1), addDays(today, 1), 'yesterday and today', 'أمس واليوم', 'range')),
  rule(`yesterday and the day before(?: yesterday)?|(?:امس|البارحه|امبارح) (?:و ?)?(?:قبل امس|اول امس|اول امبارح|قبله)`, (_m, today) => span(addDays(today, -2), today, 'yesterday and the day before', 'أمس وأول أمس', 'range')),
  // "the day before yesterday", "the month before last", "السنة قبل الماضية": two back.
  rule(`(?:the )?day before yesterday|قبل امس|اول امس|امس الاول|اول من امس|قبل البارحه|اول امبارح|قبل امبارح`, (_m, today) => {
    const day = addDays(today, -2);
    return span(day, addDays(day, 1), 'the day before yesterday', 'أول أمس', 'day');
  }),
  rule(`(?:the )?week before last|الاسبوع (?:اللي )?قبل (?:الماضي|اللي فات)`, (_m, today) => {
    const from = addDays(weekStart(today), -14);
    return span(from, addDays(from, 7), 'the week before last', 'الأسبوع قبل الماضي', 'week');
  }),
  rule(`(?:the )?month before last|الشهر (?:اللي )?قبل (?:الماضي|اللي فات)`, (_m, today) => {
    const from = addMonths(monthStart(today), -2);
    return span(from, addMonths(from, 1), 'the month before last', 'الشهر قبل الماضي', 'month');
  }),
  rule(`(?:the )?year before last|(?:السنه|العام) (?:اللي )?قبل (?:الماضيه|الماضي|اللي فاتت|اللي فات)`, (_m, today) => yearPeriod(today.y - 2)),
  // Halves of a month: "the first half of November", "second half of last month" (it was the year's first half, kept
  // to November: 0). The first half is the 1st to the 15th.
  rule(`(?:the )?(first|second|1st|2nd) half of (?:(?:the )?(last|this) month|(${MONTH_PATTERN})${YEAR_OPT})`, (m, today) => {
    const month = m[2] ? addMonths(monthStart(today), m[2] === 'last' ? -1 : 0) : dayOf('1', m[3], m[4], today);
    if (!month) return null;
    const start = { ...month, d: 1 };
    const second = /^(?:second|2nd)$/.test(m[1]);
    const from = second ? { ...start, d: 16 } : start;
    const to = second ? addMonths(start, 1) : { ...start, d: 16 };
    return span(from, to, `${second ? 'the second' : 'the first'} half of ${EN_MONTHS[start.m - 1]} ${start.y}`, `${second ? 'النصف الثاني' : 'النصف الأول'} من ${AR_MONTHS[start.m - 1]} ${start.y}`, 'range');
  }),
  // Halves of a year: "first half of 2025", "H2 2024", "النصف الأول من 2025".
  rule(`(?:the )?(first|second|1st|2nd) half(?: of)?(?: (\\d{4}))?|h([12])(?: (\\d{4}))?|(?:ال)?(?:نصف|نص) (الاول|الثاني)(?: (?:من|لعام|عام|سنه))?(?: (?:عام|سنه|السنه|العام))?(?: (\\d{4}))?`, (m, today) => {
    const said = m[1] ?? m[3] ?? m[5];
    const yearText = m[2] ?? m[4] ?? m[6];
    return halfPeriod(said, yearText ? Number(yearText) : SECOND_HALF.test(said) && named(today).m < 7 ? named(today).y - 1 : named(today).y);
  }),
  // "this month last year", "the same quarter last year", "نفس الشهر من السنة الماضية": this one, a year before. A
  // bare "شهر" is not this one: "أسوأ شهر السنة اللي فاتت" is the worst month of last year.
  rule(`(?:(?:this|the same|same) (month|quarter|week) (?:of )?(?:last year|a year ago))|(?:(?:نفس |بنفس )(?:ال)?|ال|(?=(?:شهر|ربع|اسبوع) (?:نفسه|ذاته)))(شهر|ربع|اسبوع)(?: نفسه| ذاته)? (?:من |في )?(?:السنه|العام) (?:الماضيه|الماضي|اللي فاتت|السابقه)`, (m, today) => {
    const unit = { month: 'month', quarter: 'quarter', week: 'week', 'شهر': 'month', 'ربع': 'quarter', 'اسبوع': 'week' }[m[1] ?? m[2]];
    if (unit === 'month') return monthPeriod(today.m, today.y - 1);
    if (unit === 'quarter') return quarterPeriod(Math.floor((today.m - 1) / 3) + 1, today.y - 1);
    const from = addDays(weekStart(today), -364);
    return span(from, addDays(from, 7), 'this week last year', 'هذا الأسبوع من السنة الماضية', 'week');
  }),
  // "Jan to Mar this year", "january through march last year", "jan to mar 2025": two months and those between, said
  // without "from" but with their year (it was the last month alone; "compare march to april" stays two months).
  rule(`(${MONTH_PATTERN}) (?:to|through|thru|till|until) (${MONTH_PATTERN}) (?:(?:of |in )?(this|last) year|((?:19|20)\\d\\d))`, (m, today) => {
    const a = month(m[1]); const b = month(m[2]);
    const y = m[4] ? Number(m[4]) : today.y - (m[3] === 'last' ? 1 : 0);
    if (b < a) return null;
    return span({ y, m: a, d: 1 }, addMonths({ y, m: b, d: 1 }, 1), `${EN_MONTHS[a - 1]} ${y} to ${EN_MONTHS[b - 1]} ${y}`, `من ${AR_MONTHS[a - 1]} ${y} إلى ${AR_MONTHS[b - 1]} ${y}`, 'range');
  }),
  // "November last year", "نوفمبر من السنة الماضية": the month of last year.
  rule(`(${MONTH_PATTERN}) (?:of )?(?:last year|a year ago)|(${MONTH_PATTERN}) (?:من |في )?(?:السنه|العام) (?:الماضيه|الماضي|اللي فاتت|السابقه)`, (m, today) =>
    monthPeriod(month(m[1] ?? m[2]), today.y - 1)),
  // "November this year", "نوفمبر هالسنة": that month of this year (it was this year kept to "month of the year
  // November", and the Arabic set against last November read as the whole year's).
  rule(`(${MONTH_PATTERN}) (?:of |in )?(?:this|the current) year|(${MONTH_PATTERN}) (?:من |في )?(?:${AR_THIS('السنه')}|${AR_THIS('العام')}|هالسنه|هالعام)`, (m, today) =>
    monthPeriod(month(m[1] ?? m[2]), today.y)),
  // "the last quarter of 2025", "the last month of 2024": its fourth quarter, its December.
  rule(`(?:the )?(?:last|final) (quarter|month) of ((?:19|20)\\d\\d)`, (m) =>
    (m[1] === 'quarter' ? quarterPeriod(4, Number(m[2])) : monthPeriod(12, Number(m[2])))),
  // "last October" is last year's (as "this October" is this year's); "نوفمبر اللي فات" the latest before this month.
  rule(`(?:last|previous) (${MONTH_PATTERN})|(${MONTH_PATTERN}) (?:اللي فات|الماضي|الفايت|السابق|الفات)`, (m, today) => {
    const mm = month(m[1] ?? m[2]);
    return monthPeriod(mm, m[1] || mm >= today.m ? today.y - 1 : today.y);
  }),
  rule(`this (${MONTH_PATTERN})|(${MONTH_PATTERN}) (?:هذا|هذه|الحالي|هذي)`, (m, today) => monthPeriod(month(m[1] ?? m[2]), today.y)),
  rule(`(?:from|between|بين|من) (\\d{4}-\\d{2}-\\d{2}) (?:to|and|until|till|-|الي|و|حتي|لين) ?(\\d{4}-\\d{2}-\\d{2})`, (m) => {
    const from = parseIso(m[1]); const to = parseIso(m[2]);
    if (!isValidDay(from) || !isValidDay(to) || daysBetween(from, to) < 0) return null;
    return span(from, addDays(to, 1), `${m[1]} to ${m[2]}`, `من ${m[1]} إلى ${m[2]}`, 'range');
  }),
  rule(`(?:(?:between|from|بين|من) (?:شهر )?(${MONTH_PATTERN})(?: (\\d{4}))? (?:and |to |until |till |- |-|و ?|الي |حتي |لين )|(${MONTH_PATTERN})-)(?:شهر )?(${MONTH_PATTERN})(?: (\\d{4}))?`, (match, today) => {
    // "Jan-Mar 2026": the two months joined by a dash, without "from".
    const m = [match[0], match[1] ?? match[3], match[2], match[4], match[5]];
    const a = month(m[1]); const b = month(m[3]);
    let endYear = m[4] ? Number(m[4]) : m[2] ? Number(m[2]) : latestYear(b, today);
    let startYear = m[2] ? Number(m[2]) : a <= b ? endYear : endYear - 1;
    if (!m[4] && m[2] && b < a) endYear = startYear + 1;
    if (!m[2] && !m[4] && a > named(today).m && b <= named(today).m) { startYear = named(today).y - 1; endYear = named(today).y; }
    const from = { y: startYear, m: a, d: 1 };
    const to = addMonths({ y: endYear, m: b, d: 1 }, 1);
    if (daysBetween(from, to) <= 0) return null;
    return span(from, to, `${EN_MONTHS[a - 1]} ${startYear} to ${EN_MONTHS[b - 1]} ${endYear}`, `من ${AR_MONTHS[a - 1]} ${startYear} إلى ${AR_MONTHS[b - 1]} ${endYear}`, 'range');
  }),
  // "Q2 through Q3", "from Q1 to Q3 2025", "Q1-Q2": the quarters and those between ("and" joins two in joinedPeriod,
  // only when no comparison was asked for: "compare Q1 and Q2" is two periods).
  rule(`(?:(?:from|between|من|بين) )?(?:in |for |during |في |خلال )?${QUARTER_PAIR}`, (m, today) => (m[4] || (m[5] && !ANDS.test(m[5])) ? quarterPair(m, today, false) : null)),
  rule(`q([1-4])(?: of)?(?: (\\d{4}))?|quarter ([1-4])(?: of)?(?: (\\d{4}))?|(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th) quarter(?: of)?(?: (\\d{4}))?|(?:ال)?ربع (الاول|الثاني|الثالث|الرابع|الاخير|[1-4])(?: (?:من|لعام|عام|سنه|لسنه|في))?(?: (?:عام|سنه))?(?: (\\d{4}))?`, (m, today) => {
    const q = quarterOf(m[1] ?? m[3] ?? m[5] ?? m[7]);
    const yearText = m[2] ?? m[4] ?? m[6] ?? m[8];
    return quarterPeriod(q, yearText ? Number(yearText) : latestQuarterYear(q, today));
  }),
  // "Since last year", "since 2024", "منذ السنة الماضية": from the start of that period to today, not that period only.
  rule(`(?:since|منذ) ((?:the )?(?:last|previous) (?:year|month|week|quarter)|(?:19|20)\\d\\d|السنه الماضيه|العام الماضي|الشهر الماضي|الاسبوع الماضي|الربع الماضي)`, (m, today) => {
    const start = findPeriod(m[1], today)?.period;
    if (!start || start.from > iso(today)) return null;
    return span(parseIso(start.from), addDays(today, 1), `since ${start.label.en}`, `منذ ${start.label.ar}`, 'range');
  }),
  // "Before 2023", "prior to March 2024", "قبل ٢٠٢٣": everything up to that period's start; "after 2023", "بعد ٢٠٢٣":
  // from its end to today. Not the year itself, which the year's own rule would read.
  rule(`(before|prior to|earlier than|قبل|ما قبل|after|later than|بعد|ما بعد) (?:(?:عام|سنه|year) )?(?:(${MONTH_PATTERN}) )?((?:19|20)\\d\\d)`, (m, today) => {
    const y = Number(m[3]);
    const asked = m[2] ? monthPeriod(month(m[2]), y) : { from: `${y}-01-01`, to: `${y + 1}-01-01`, label: { en: String(y), ar: String(y) } };
    const before = /^(?:before|prior to|earlier than|قبل|ما قبل)$/.test(m[1]);
    if (before) return span(OPEN_START, parseIso(asked.from), `before ${asked.label.en}`, `قبل ${asked.label.ar}`, 'range');
    const start = parseIso(asked.to);
    const end = named(today);
    if (daysBetween(start, end) < 0) return null;
    return span(start, addDays(end, 1), `after ${asked.label.en}`, `بعد ${asked.label.ar}`, 'range');
  }),
  // Before "March 2024": "since March 2024" runs to today, not through March only.
  rule(`(?:since|منذ|من) (?:شهر )?(${MONTH_PATTERN})(?: (\\d{4}))?`, (m, today) => {
    const mm = month(m[1]);
    const from = { y: m[2] ? Number(m[2]) : latestYear(mm, today), m: mm, d: 1 };
    return span(from, addDays(today, 1), `since ${EN_MONTHS[mm - 1]} ${from.y}`, `منذ ${AR_MONTHS[mm - 1]} ${from.y}`, 'range');
  }),
  rule(`(?:in |for |during |of |في |خلال |شهر |لشهر )*(${MONTH_PATTERN})(?: of|,)? (?:(?:عام|سنه|لعام) )?(\\d{4})`, (m) => monthPeriod(month(m[1]), Number(m[2]))),
  // "شهر ٣" / "شهر 3 2026": a month by its number, as Gulf owners often say it.
  rule(`(?:في |خلال )?(?:شهر|لشهر) (\\d{1,2})(?: (?:(?:عام|سنه|لعام) )?((?:19|20)\\d\\d))?`, (m, today) => {
    const mm = Number(m[1]);
    if (!(mm >= 1 && mm <= 12)) return null;
    return monthPeriod(mm, m[2] ? Number(m[2]) : latestYear(mm, today));
  }),
  rule(`(\\d{4})-(\\d{2})(?!-)`, (m) => (Number(m[2]) >= 1 && Number(m[2]) <= 12 ? monthPeriod(Number(m[2]), Number(m[1])) : null)),
  // "in 11/2025", "٢٠٢٥/١١": a month and its year, either way round.
  rule(`(?:in |for |during |في |خلال |شهر )?(?:(\\d{1,2})/((?:19|20)\\d\\d)|((?:19|20)\\d\\d)/(\\d{1,2}))(?![\\d/])`, (m) => {
    const mm = Number(m[1] ?? m[4]);
    return mm >= 1 && mm <= 12 ? monthPeriod(mm, Number(m[2] ?? m[3])) : null;
  }),
  rule(`(?:on )?(\\d{4}-\\d{2}-\\d{2})`, (m) => {
    const day = parseIso(m[1]);
    return isValidDay(day) ? span(day, addDays(day, 1), m[1], m[1], 'day') : null;
  }),
  // To-date periods are their calendar unit cut at today, so they are compared with the same days of the one before.
  rule(`(?:year to date|ytd|so far this year|this year so far|${SINCE_START_OF('year', 'السنه|العام')}|since january|من بدايه السنه لين اليوم|حتي الان هذه السنه)`, (_m, today) =>
    ({ ...span(yearStart(today), addDays(today, 1), 'year to date', 'منذ بداية السنة', 'year'), partial: true })),
  rule(`(?:week to date|wtd|so far this week|this week so far|${SINCE_START_OF('week', 'الاسبوع')})`, (_m, today) =>
    ({ ...span(weekStart(today), addDays(today, 1), 'week to date', 'منذ بداية الأسبوع', 'week'), partial: true })),
  rule(`(?:month to date|mtd|so far this month|this month so far|${SINCE_START_OF('month', 'الشهر')})`, (_m, today) =>
    ({ ...span(monthStart(today), addDays(today, 1), 'month to date', 'منذ بداية الشهر', 'month'), partial: true })),
  rule(`(?:quarter to date|qtd|${SINCE_START_OF('quarter', 'الربع')})`, (_m, today) =>
    ({ ...span(quarterStart(today), addDays(today, 1), 'quarter to date', 'منذ بداية الربع', 'quarter'), partial: true })),
  rule(`(?:in the )?${LAST} ${N} days?|(?:in the )?${LAST} day|(?:في |خلال )?(?:اخر|الاخر|اخير) ${N} (?:يوم|ايام|يوما)|(?:في |خلال )?(?:ال)?${N} (?:يوم|ايام|يوما) (?:الماضيه|الماضيين|الاخيره|اللي فاتت|السابقه)|${MSA_LAST('الايام')}`, (m, today) => {
    const n = countOf(m[1] ?? m[2] ?? m[3] ?? m[4], 1);
    if (!(n >= 1 && n <= 3660)) return null;
    return lastDays(n, today);
  }),
  rule(`(?:in the )?${LAST} ${N} weeks?|(?:اخر|الاخر) ${N} (?:اسابيع|اسبوع)|(?:ال)?${N} (?:اسابيع|اسبوع) (?:الماضيه|الاخيره|اللي فاتت)|${MSA_LAST('الاسابيع')}`, (m, today) => {
    const n = countOf(m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (!(n >= 1 && n <= 520)) return null;
    return lastWeeks(n, today);
  }),
  // "the last 3 full months", "last 2 complete weeks": whole calendar units before the current one.
  rule(`(?:in |over )?(?:the )?${LAST} ${N} (?:full|complete|whole|calendar) (months|weeks)`, (m, today) => {
    const n = countOf(m[1]);
    if (!(n >= 1 && n <= 120)) return null;
    const weeks = m[2] === 'weeks';
    const to = weeks ? weekStart(today) : monthStart(today);
    const from = weeks ? addDays(to, -7 * n) : addMonths(to, -n);
    return span(from, to, `the last ${n} full ${m[2]}`, countedAr('آخر', n, weeks ? WEEKS_AR : MONTHS_AR), 'range');
  }),
  // "the past 2 quarters", "آخر ٣ أرباع", "آخر ربعين": the whole quarters before the current one (a quarter is its
  // calendar unit, as "last quarter" is; a rolling six months would be "the last 6 months").
  rule(`(?:in |over |during )?(?:the )?${LAST} ${N} (?:full |complete |whole |calendar )?quarters|(?:في |خلال )?(?:اخر|الاخر) ${N} ارباع|(?:في |خلال )?(?:اخر|الاخر) (ربعين)|(?:في |خلال )?(?:ال)?(ربعين) (?:الماضيين|الاخيرين|اللي فاتو|اللي فاتوا|السابقين)`, (m, today) => {
    const n = m[3] || m[4] ? 2 : countOf(m[1] ?? m[2]);
    if (!(n >= 1 && n <= 40)) return null;
    const to = quarterStart(today);
    return span(addMonths(to, -3 * n), to, n === 1 ? 'the last full quarter' : `the last ${n} full quarters`, countedAr('آخر', n, QUARTERS_AR), 'range');
  }),
  rule(`(?:in the )?${LAST} ${N} months?|(?:اخر|الاخر) ${N} (?:اشهر|شهور|شهر)|(?:ال)?${N} (?:اشهر|شهور|شهر) (?:الماضيه|الاخيره|اللي فاتت)|${MSA_LAST('(?:الاشهر|الشهور)')}`, (m, today) => {
    const n = countOf(m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (!(n >= 1 && n <= 240)) return null;
    return lastMonths(n, today);
  }),
  rule(`(?:in the )?${LAST} ${N} years?|(?:اخر|الاخر) ${N} (?:سنوات|سنين|سنه|اعوام)|${MSA_LAST('(?:السنوات|الاعوام|السنين)')}`, (m, today) => {
    const n = countOf(m[1] ?? m[2] ?? m[3]);
    if (!(n >= 1 && n <= 50)) return null;
    return lastYears(n, today);
  }),
  // (Egyptian drops the article: "المبيعات بتاعة اسبوعين اللي فاتو" was all time.)
  rule(`(?:في |خلال )?(?:اخر|الاخر) (${DUAL_PATTERN})|(?:في |خلال )?(?:ال)?(${DUAL_PATTERN}) (?:الماضيين|الماضيتين|الاخيرين|الاخيرتين|اللي فاتت|اللي فاتو|اللي فاتوا|اللي راحت|اللي راحو|اللي راحوا|السابقين|السابقتين)`, (m, today) => LAST_OF[DUAL[m[1] ?? m[2]]](2, today)),
  // "آخر أسبوع", "آخر شهر", "آخر سنة", "السنة الأخيرة": one of the unit back from today, as "آخر ٣ شهور" is three
  // ("آخر شهر من السنة" is a month of its year, not this).
  rule(`(?:في |خلال )?(?:(?:اخر|الاخر) (اسبوع|شهر|سنه|عام)|ال(اسبوع|شهر|سنه|عام) (?:ال)?(?:اخير|اخيره))(?! (?:من|في)(?:\\s|$))`, (m, today) => LAST_OF[UNIT_OF[m[1] ?? m[2]]](1, today)),
  // ("مبيعات قبل اسبوع": the unit said alone is one of it, the week before this one; it was all time.)
  rule(`(?:${N}|a|one) (day|week|month|year)s? ago|قبل (?:${N} (يوم|ايام|اسبوع|اسابيع|شهر|شهور|اشهر|سنه|سنوات|سنين)|(${DUAL_PATTERN})|(اسبوع|شهر|سنه)(?! (?:رمضان|من|في|${MONTH_PATTERN})(?:\\s|$)))`, (m, today) => {
    if (m[5]) return unitsAgo(2, DUAL[m[5]], today);
    if (m[6]) return unitsAgo(1, UNIT_OF[m[6]], today);
    return unitsAgo(countOf(m[1] ?? m[3], 1), UNIT_OF[m[2] ?? m[4]], today);
  }),
  // "the last 24 hours", "آخر ٢٤ ساعة": the data is read by days, so today and the day before, said as such (as "the
  // last 2 days" the answer named two days for 24 hours).
  rule(`(?:in |over |during )?(?:the )?(?:last|past) (24|48|72) hours|(?:في |خلال )?(?:اخر ?|ال ?)(24|48|72) ساعه(?: (?:الماضيه|الاخيره|اللي فاتت))?`, (m, today) => {
    const before = Number(m[1] ?? m[2]) / 24;
    const words = HOURS_AS_DAYS[before];
    return { ...lastDays(before + 1, today), label: { en: `today and ${words[0]}`, ar: `اليوم و${words[1]}` } };
  }),
  // "Since the 1st", "from the 5th": from that day of this month (or of the month before, when it has not come) to today
  // (it was that one day).
  rule(`(?:since|from) the (\\d{1,2})(?:st|nd|rd|th)(?! (?:of|day|week|month|percent|place|to|until|till|and|-))(?: (?:to|until|till) (?:today|now|date))?`, (m, today) => {
    const d = Number(m[1]);
    const start = d <= today.d ? { y: today.y, m: today.m, d } : { ...addMonths({ y: today.y, m: today.m, d: 1 }, -1), d };
    return isValidDay(start) ? span(start, addDays(today, 1), `since ${iso(start)}`, `منذ ${iso(start)}`, 'range') : null;
  }),
  // "on the 15th": that day of this month, or of the month before when it has not come yet.
  rule(`(?:on )?the (\\d{1,2})(?:st|nd|rd|th)(?! (?:of|day|week|month|percent|place|largest|biggest|best|highest|top))`, (m, today) => {
    const d = Number(m[1]);
    const month = d <= today.d ? { y: today.y, m: today.m, d } : { ...addMonths({ y: today.y, m: today.m, d: 1 }, -1), d };
    return isValidDay(month) ? oneDay(month) : null;
  }),
  // "مبيعات يوم ١٥ الشهر", "يوم ٣ الشهر الماضي": that day of this (or last) month (the day was read as 15:00, over all
  // time).
  rule(`(?:يوم |في |بتاريخ )(\\d{1,2}) (?:من |في )?(?:(?:ال)?شهر (الماضي|اللي فات|السابق|الفايت)|(?:ال|هال)شهر(?: (?:الحالي|هذا))?|هذا الشهر)(?=\\s|$)`, (m, today) => {
    const month = m[2] ? addMonths({ y: today.y, m: today.m, d: 1 }, -1) : { y: today.y, m: today.m, d: 1 };
    const day = { ...month, d: Number(m[1]) };
    return isValidDay(day) && daysBetween(day, today) >= 0 ? oneDay(day) : null;
  }),
  // "كم بعنا باليوم الماضي": the day before today, yesterday (it was read as today).
  rule(`اليوم (?:الماضي|السابق|اللي فات|الفايت)`, (_m, today) => span(addDays(today, -1), today, 'yesterday', 'أمس', 'day')),
  // ("ساعة اليوم", "أي ساعة في اليوم", the hour of the day, and "نفس اليوم", same-day shipping, are no today: "كم طلب توصيل نفس اليوم هالشهر"
  // was today's orders.)
  rule(`today|so far today|tonight|(?<!(?:ساعه|ساعات|نفس|وقت)\\s)(?<!(?:ساعه|ساعات|وقت|اوقات|فتره) (?:في|من|خلال) )(?:اليوم هذا|اليوم)|لليوم|هذا اليوم|النهارده|الليله`, (_m, today) => span(today, addDays(today, 1), 'today', 'اليوم', 'day')),
  // "the weekend", "last weekend", "الويكند اللي راح": the store's latest weekend (Friday and Saturday in Saudi Arabia),
  // the one under way when today is in it. "On weekends" (every one) is a filter, not this.
  rule(`(?:on |over |during |in )?(?:the|this|last|past|previous) weekend(?!s)|(?:ال)?ويكند (?:اللي راح|اللي فات|الي فات|الماضي|الفايت|السابق)|(?:اخر|الاخر) (?:ويكند|ويك اند|عطله نهايه اسبوع|نهايه اسبوع)|(?:عطله )?نهايه الاسبوع (?:الماضيه|الماضي|اللي فاتت|اللي فات|الي فات|اللي راحت|اللي راح|السابقه)|عطله نهايه الاسبوع`, (_m, today) => {
    const last = ((today.weekStarts ?? 1) + 5) % 7 + 1;
    const first = ((last + 5) % 7) + 1;
    const from = addDays(today, -((isoWeekday(today) - first + 7) % 7));
    const running = daysBetween(from, today) < 2;
    return { ...span(from, addDays(from, 2), running ? 'this weekend' : 'last weekend', running ? 'عطلة نهاية هذا الأسبوع' : 'عطلة نهاية الأسبوع الماضية', 'range'), weekly: true };
  }),
  // "last Friday", "الخميس الماضي": the latest such day before today (not every Friday: that is a filter).
  rule(`(?:on )?${LAST} (${EN_DAYS.join('|')})|(?:يوم )?(${AR_DAYS.join('|')}) (?:الماضي|الماضيه|اللي فات|اللي فاتت|الي فات|السابق|السابقه|الفايت)`, (m, today) => {
    const wanted = m[1] ? EN_DAYS.indexOf(m[1]) + 1 : AR_DAYS.indexOf(m[2]) + 1;
    const back = ((isoWeekday(today) - wanted + 7) % 7) || 7;
    const day = addDays(today, -back);
    const name = WEEKDAY_NAMES[wanted];
    return span(day, addDays(day, 1), `last ${name.en}`, `${name.ar} ${wanted === 5 ? 'الماضية' : 'الماضي'}`, 'day');
  }),
  // "10-11-2026" (day first, as written in Arabic countries), "2026/11/10".
  // "10.11.2026": dotted, as many European and Arabic forms write it.
  rule(`(\\d{1,2})([-.])(\\d{1,2})\\2((?:19|20)\\d\\d)|((?:19|20)\\d\\d)/(\\d{1,2})/(\\d{1,2})`, (m) => {
    const day = m[1] ? { y: Number(m[4]), m: Number(m[3]), d: Number(m[1]) } : { y: Number(m[5]), m: Number(m[6]), d: Number(m[7]) };
    return isValidDay(day) ? oneDay(day) : null;
  }),
  rule(`yesterday|امس|البارحه|مبارح|امبارح|الامس|يوم امس`, (_m, today) => span(addDays(today, -1), today, 'yesterday', 'أمس', 'day')),
  // (Levantine "هالجمعة" is this week: "جمعة" is their word for a week.)
  rule(`${THIS} week|this wk|${AR_THIS('الاسبوع')}|هالاسبوع|هالاسبوع هذا|هالجمعه`, (_m, today) => {
    const from = weekStart(today);
    return span(from, addDays(from, 7), 'this week', 'هذا الأسبوع', 'week');
  }),
  rule(`${LAST} week|${AR_LAST('الاسبوع')}|اسبوع اللي فات|الاسبوع الي فات`, (_m, today) => {
    const from = addDays(weekStart(today), -7);
    return span(from, addDays(from, 7), 'last week', 'الأسبوع الماضي', 'week');
  }),
  rule(`${LAST} month|${AR_LAST('الشهر')}|شهر اللي فات|الشهر الي فات|شهر الي فات|الشهر قبل|الشهر الفات`, (_m, today) => {
    const from = addMonths(monthStart(today), -1);
    return span(from, addMonths(from, 1), 'last month', 'الشهر الماضي', 'month');
  }),
  rule(`${THIS} month|${AR_THIS('الشهر')}|هالشهر|هالشهر هذا`, (_m, today) => {
    const from = monthStart(today);
    return span(from, addMonths(from, 1), 'this month', 'هذا الشهر', 'month');
  }),
  rule(`${LAST} quarter|${AR_LAST('الربع')}`, (_m, today) => {
    const from = addMonths(quarterStart(today), -3);
    return span(from, addMonths(from, 3), 'last quarter', 'الربع الماضي', 'quarter');
  }),
  rule(`${THIS} quarter|${AR_THIS('الربع')}|هالربع`, (_m, today) => {
    const from = quarterStart(today);
    return span(from, addMonths(from, 3), 'this quarter', 'هذا الربع', 'quarter');
  }),
  rule(`${LAST} (?:year|yr)|ly|${AR_LAST('السنه')}|${AR_LAST('العام')}|السنه الي فاتت|السنه اللي راحت`, (_m, today) => {
    const from = { y: today.y - 1, m: 1, d: 1 };
    return span(from, { y: today.y, m: 1, d: 1 }, 'last year', 'السنة الماضية', 'year');
  }),
  rule(`${THIS} (?:year|yr)|(?:of|in) the year(?! (?:before|ago))|${AR_THIS('السنه')}|${AR_THIS('العام')}|هالسنه|هالعام|السنه ذي`, (_m, today) => {
    const from = yearStart(today);
    return span(from, { y: today.y + 1, m: 1, d: 1 }, 'this year', 'هذه السنة', 'year');
  }),
  // "2015 and later", "2010 onwards", "2015 وما بعدها": since that year's start (it was that year alone).
  rule(`(?:in |from |for )?((?:19|20)\\d\\d) (?:and later|and after|and beyond|or later|onwards?|and up|وما بعده|وما بعدها|فما بعد)`, (m, today) => {
    const y = Number(m[1]);
    return y <= today.y ? span({ y, m: 1, d: 1 }, addDays(today, 1), `since ${y}`, `منذ عام ${y}`, 'range') : null;
  }),
  // "Deaths in the 1920s", "في عقد 1980": the ten years from that one (it was dropped, over all time).
  rule(`(?:in |for |during |of |over |throughout )*the ((?:1[89]|20)\\d0)(?:s|'s)|(?:في |خلال )*(?:ال)?عقد ((?:19|20)\\d0)(?:ات)?`, (m) => {
    const y = Number(m[1] ?? m[2]);
    return span({ y, m: 1, d: 1 }, { y: y + 10, m: 1, d: 1 }, `the ${y}s`, `عقد ${y}`, 'range');
  }),
  rule(`(?:in |for |during |of |year |في |عام |سنه |لعام |لسنه |خلال )*(?:عام |سنه )?((?:19|20)\\d\\d)`, (m) => yearPeriod(Number(m[1]))),
  // "مبيعات أكتوبر", then "وسبتمبر؟": "and" glued to the month that opens a follow-up (left on, the month was read
  // as a month-of-the-year filter on October).
  rule(`(?:^و)?(?:in |for |during |of |في |خلال |شهر |لشهر )*(${MONTH_PATTERN})`, (m, today) => {
    const mm = month(m[1]);
    return monthPeriod(mm, latestYear(mm, today));
  }),
];


/**
 * "since Black Friday", "since last Monday", "منذ اليوم الوطني", "من تاريخ ٢٠٢٦/١١/١": from the start of the day or
 * occasion named to today, not that day alone. Bare "من" (from) only before a day or an occasion, and never as the
 * start of a range ("من ١/١٠ إلى ١٥/١٠", which the range rules read). "Since the start of October", "from the
 * beginning of Q3", "من بداية سبتمبر", "من أول أكتوبر": from the start of any period named, to today (not that period
 * alone). "من أول أمس" is since the day before yesterday, not "from the start of yesterday".
 */
const SINCE = /(?:^|\s)(?:ever since|since|from(?= (?:the )?(?:very )?(?:start|beginning) of )|starting (?:from|on)|starting|منذ|من بعد|ابتداء من|اعتبارا من|من تاريخ|من يوم|من)(?: the| date| تاريخ| يوم)? ((?:the )?(?:very )?(?:start|beginning) of (?:the )?|بدايه (?:شهر )?|اول (?:شهر )?(?!(?:من )?(?:امس|امبارح|البارحه)(?:\s|$)))?/g;
const RANGE_END = /^\s*(?:to|and|until|till|through|-|الي|الى|حتي|لين|و)(?=\s|\d)/;
function sincePeriod(text: string, today: Day, anchored: boolean): PeriodMatch | null {
  for (const m of text.matchAll(SINCE)) {
    if (anchored && m.index! > 1) return null;
    const at = m.index! + m[0].length;
    const inner = findPeriodByRules(text.slice(at), today, true);
    const startOf = Boolean(m[1]);
    if (!inner || !(startOf || inner.period.unit === 'day' || inner.period.occasion)) continue;
    if (RANGE_END.test(text.slice(at + inner.index + inner.length))) continue;
    const from = parseIso(inner.period.from);
    if (daysBetween(from, today) < 0) continue;
    const words = startOf ? { en: `the start of ${inner.period.label.en}`, ar: `بداية ${inner.period.label.ar}` } : inner.period.label;
    const period = span(from, addDays(today, 1), `since ${words.en}`, `منذ ${words.ar}`, 'range');
    return { period, index: m.index!, length: at - m.index! + inner.index + inner.length };
  }
  return null;
}

/** The first period the text names (rules tried most specific first), with where it was found. */
export function findPeriod(text: string, today: Day, anchored = false): PeriodMatch | null {
  const since = sincePeriod(text, today, anchored) ?? boundedPeriod(text, today, findPeriodByRules);
  const ruled = findPeriodByRules(text, today, anchored);
  // "العشر الأواخر من رمضان": a rule reading the "من" as part of its own period wins.
  if (since && !(anchored && since.index > 1) && !(ruled && ruled.index <= since.index && ruled.index + ruled.length >= since.index + since.length)) return since;
  return ruled;
}

function findPeriodByRules(text: string, today: Day, anchored: boolean): PeriodMatch | null {
  for (const { re, head, make } of rules) {
    // Held to the start, most rules fail on the first characters rather than after searching the whole text.
    if (anchored && !head.test(text)) continue;
    const m = text.match(re);
    if (!m || m.index === undefined) continue;
    if (anchored && m.index > 1) continue;
    const period = make(m, today);
    if (period) return { period, index: m.index, length: m[0].length };
  }
  return null;
}

/**
 * "orders in March and April", "sales in 2023 and 2024", "مارس وأبريل", "Q1 and Q2 2025", "الربع الأول والثاني": two
 * months, quarters or years next to each other, said together, are one span over both (not the first alone, and the
 * year said once is both quarters'). Read only when no comparison was asked for.
 */
const JOINED_MONTHS = new RegExp(`${B}(?:in |for |during |في |خلال )?(${MONTH_PATTERN}) (?:and |& |و ?)(${MONTH_PATTERN})(?: ((?:19|20)\\d\\d))?${E}`);
const JOINED_YEARS = new RegExp(`${B}(?:in |for |during |في |خلال )?(?:عام |سنه )?((?:19|20)\\d\\d) (?:and |& |و ?)((?:19|20)\\d\\d)${E}`);
const JOINED_QUARTERS = new RegExp(`${B}(?:in |for |during |في |خلال )?${QUARTER_PAIR}${E}`);
export function joinedPeriod(text: string, today: Day): PeriodMatch | null {
  const quarters = JOINED_QUARTERS.exec(text);
  const joined = quarters && !quarters[4] && (!quarters[5] || ANDS.test(quarters[5])) ? quarterPair(quarters, today, true) : null;
  if (quarters && joined) return { period: joined, index: quarters.index, length: quarters[0].length };
  const months = JOINED_MONTHS.exec(text);
  if (months) {
    const a = month(months[1]); const b = month(months[2]);
    const year = months[3] ? Number(months[3]) : latestYear(b, today);
    const first = b === a + 1 ? monthPeriod(a, year) : a === 12 && b === 1 ? monthPeriod(12, year - 1) : null;
    const second = monthPeriod(b, year);
    if (first) return { period: { from: first.from, to: second.to, label: { en: `${first.label.en} and ${second.label.en}`, ar: `${first.label.ar} و${second.label.ar}` }, unit: 'range' }, index: months.index, length: months[0].length };
  }
  const years = JOINED_YEARS.exec(text);
  if (years && Number(years[2]) === Number(years[1]) + 1) {
    const a = yearPeriod(Number(years[1])); const b = yearPeriod(Number(years[2]));
    return { period: { from: a.from, to: b.to, label: { en: `${years[1]} and ${years[2]}`, ar: `${a.label.ar} و${years[2]}` }, unit: 'range' }, index: years.index, length: years[0].length };
  }
  return null;
}

/**
 * "the first 10 days of November", "the first 3 months of the year", "the last 2 weeks of 2025", "أول ١٠ أيام من
 * الشهر": that many days, weeks or months at the start or the end of another period, which is read as any period is.
 */
const PART_OF = new RegExp(`${B}(?:in |during |over |for |في |خلال )?(?:the )?(first|last|اول|اخر) ${N} (days?|weeks?|months?|يوم|ايام|اسبوع|اسابيع|شهر|شهور|اشهر) (?:of|in|من|في) (?:the )?`);
export function partOfPeriod(text: string, today: Day): PeriodMatch | null {
  const m = PART_OF.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  // "the year", "السنه", "الشهر" alone: this one.
  const said = rest.replace(/^(year|month|quarter)(?=\s|$)/, 'this $1').replace(/^(السنه|العام|الشهر|الربع)(?=\s|$)/, 'هذا $1');
  const within = findPeriod(said, today, true);
  if (!within || within.index > 1) return null;
  // "The last ten days of Ramadan" has a rule of its own (its nights, compared with last Ramadan's).
  const whole = within.period.occasion ? findPeriod(text, today) : null;
  if (whole && whole.index <= m.index + 1 && whole.length > m[0].length) return null;
  const n = countOf(m[2]);
  // Days, weeks or months: PART_OF names no years.
  const unit = UNIT_OF[m[3]] as 'days' | 'weeks' | 'months';
  const first = /^(?:first|اول)$/.test(m[1]);
  const from = parseIso(within.period.from); const to = parseIso(within.period.to);
  const move = (day: Day, k: number) => (unit === 'months' ? addMonths(day, k) : addDays(day, unit === 'weeks' ? 7 * k : k));
  let [start, end] = first ? [from, move(from, n)] : [move(to, -n), to];
  if (daysBetween(start, from) > 0) start = from;
  if (daysBetween(to, end) > 0) end = to;
  if (!(n >= 1) || daysBetween(start, end) <= 0) return null;
  const unitEn = n === 1 ? unit.slice(0, -1) : unit;
  const unitAr = { days: DAYS_AR, weeks: WEEKS_AR, months: MONTHS_AR }[unit];
  const period = span(start, end, `the ${first ? 'first' : 'last'} ${n} ${unitEn} of ${within.period.label.en}`, `${countedAr(first ? 'أول' : 'آخر', n, unitAr)} من ${within.period.label.ar}`, 'range');
  const used = said.length - rest.length;
  return { period, index: m.index, length: m[0].length + within.index + within.length - used };
}

/** The period named first in the text (for "compare A with B", where order matters). */
export function findEarliestPeriod(text: string, today: Day): PeriodMatch | null {
  let best: PeriodMatch | null = null;
  for (const { re, make } of rules) {
    const m = text.match(re);
    if (!m || m.index === undefined || (best && m.index >= best.index)) continue;
    const period = make(m, today);
    if (period) best = { period, index: m.index, length: m[0].length };
  }
  return best;
}

const UNIT_WORDS: Partial<Record<NonNullable<Period['unit']>, [string, string]>> = {
  day: ['day', 'اليوم'], week: ['week', 'الأسبوع'], month: ['month', 'الشهر'], quarter: ['quarter', 'الربع'], year: ['year', 'السنة'],
};
const CALENDAR_MONTHS: Partial<Record<NonNullable<Period['unit']>, number>> = { month: 1, quarter: 3, year: 12 };
const CALENDAR_DAYS: Partial<Record<NonNullable<Period['unit']>, number>> = { day: 1, week: 7 };

/**
 * The period to compare with: the one just before (the previous calendar month, quarter, year, week or day, or the
 * same number of days), or the same one a year before. A period cut short at today ("this month so far") is
 * compared with the same days of the one before, never with all of it.
 */
/** A week or a day a year before is the one of the same weekdays, 52 weeks back: this Sunday against a Sunday. */
export const yearAgoByWeeks = (period: Period): boolean => period.unit === 'week' || period.unit === 'day';

export function shiftPeriod(period: Period, compare: 'previous' | 'year_ago'): Period {
  // Ramadan before Ramadan: the previous occasion is both the one before and the one a (Hijri) year ago.
  const occasion = previousOccasion(period) ?? previousSaleDay(period);
  if (occasion) return occasion;
  const from = parseIso(period.from); const to = parseIso(period.to);
  const unit = period.unit ? UNIT_WORDS[period.unit] : undefined;
  const partial = Boolean(period.partial);
  // A year's year before is the year before it: "2025 against the previous year (2024)", not "the same period last year".
  if (compare === 'year_ago' && period.unit !== 'year') {
    const back = (day: Day) => iso(yearAgoByWeeks(period) ? addDays(day, -364) : addMonths(day, -12));
    return { from: back(from), to: back(to), label: { en: 'the same period last year', ar: 'الفترة نفسها من السنة الماضية' }, unit: period.unit };
  }
  if (period.weekly) {
    return { from: iso(addDays(from, -7)), to: iso(addDays(to, -7)), label: { en: 'the weekend before', ar: 'عطلة نهاية الأسبوع التي قبلها' }, unit: period.unit, weekly: true };
  }
  const label = unit
    ? partial
      ? { en: `the same days of the previous ${unit[0]}`, ar: `الأيام نفسها من ${unit[1]} السابق${unit[0] === 'year' ? 'ة' : ''}` }
      : { en: `the previous ${unit[0]}`, ar: `${unit[1]} السابق${unit[0] === 'year' ? 'ة' : ''}` }
    : { en: 'the previous period', ar: 'الفترة السابقة' };
  const months = period.unit ? CALENDAR_MONTHS[period.unit] : undefined;
  if (months && from.d === 1) return { from: iso(addMonths(from, -months)), to: iso(addMonths(to, -months)), label, unit: period.unit };
  // "September and October", "the first half of 2026": a range of whole months is preceded by as many whole months
  // (Jul 1 – Aug 31), not by its number of days (which began on Jul 2).
  const wholeMonths = from.d === 1 && to.d === 1 ? (to.y - from.y) * 12 + (to.m - from.m) : 0;
  if (!period.unit || period.unit === 'range' || period.unit === 'days') {
    if (wholeMonths > 0) return { from: iso(addMonths(from, -wholeMonths)), to: iso(from), label, unit: period.unit };
  }
  const length = (period.unit ? CALENDAR_DAYS[period.unit] : undefined) ?? daysBetween(from, to);
  return { from: iso(addDays(from, -length)), to: iso(addDays(to, -length)), label, unit: period.unit };
}

/**
 * A period still running on `today` ("this month", "this week", "this year"), cut at the end of today, for a
 * comparison: the days not yet come would be compared with days that have.
 */
export function soFar(period: Period, today: Day): Period {
  const from = parseIso(period.from); const to = parseIso(period.to);
  const end = addDays(today, 1);
  if (daysBetween(from, today) < 0 || daysBetween(end, to) <= 0) return period;
  return { ...period, to: iso(end), label: { en: `${period.label.en} so far`, ar: `${period.label.ar} حتى اليوم` }, partial: true };
}

/** How far the compared period lies before the current one, as a PostgreSQL interval. */
export function shiftInterval(period: Period, previous: Period): string {
  const from = parseIso(period.from); const before = parseIso(previous.from);
  const months = (from.y - before.y) * 12 + (from.m - before.m);
  return from.d === 1 && before.d === 1 && months > 0 ? `${months} months` : `${daysBetween(before, from)} days`;
}

export const GRAIN_OF_UNIT: Record<string, Grain> = { day: 'day', week: 'day', month: 'day', quarter: 'week', year: 'month', days: 'day', range: 'month', ytd: 'month' };

/**
 * "sales in the last 3 months by month": three whole buckets of the series' grain, the current one to date, rather
 * than a first bucket holding a few days of its month (which a chart would show as a slump).
 */
export function wholeBuckets(period: Period, grain: Grain, today: Day): Period {
  const unit = { weeks: 'week', months: 'month', years: 'year' }[period.last?.unit ?? 'weeks'];
  if (!period.last || unit !== grain) return period;
  const n = period.last.n;
  const from = grain === 'week' ? addDays(weekStart(today), -7 * (n - 1)) : grain === 'month' ? addMonths(monthStart(today), -(n - 1)) : { y: today.y - (n - 1), m: 1, d: 1 };
  return { ...period, from: iso(from) };
}

/**
 * The whole weeks of a period, the running one left out: "the worst week this year" is not the four days of the week
 * the year began in, nor the week still under way.
 */
export function wholeWeeks(period: Period, today: Day): Period {
  const start = weekStart(parseIso(period.from), today.weekStarts);
  const from = iso(start) === period.from ? start : addDays(start, 7);
  const ends = [iso(weekStart(parseIso(period.to), today.weekStarts)), iso(weekStart(today))].sort();
  const to = ends[0];
  return to > iso(from) ? { ...period, from: iso(from), to } : period;
}

/**
 * A period asked with words no rule reads ("the last blah days", "اخر كذا يوم"): the phrase, so the answer can say it
 * was not read (it was answered over all time, unsaid).
 */
const UNREAD = /(?:^|\s)((?:the )?(?:last|past|previous|اخر|خلال اخر)(?: \S+){1,3}? (?:days?|weeks?|months?|years?|quarters?|يوم|ايام|اسبوع|اسابيع|شهر|شهور|اشهر|سنه|سنوات|سنين))(?=\s|$)/;
export function unreadPeriod(text: string): string | undefined {
  return UNREAD.exec(text)?.[1];
}
