import type { Period } from '../types.ts';
import { WEEKDAY_PATTERN, findEarliestPeriod, findPeriod, monthPeriod, quarterPeriod, shiftPeriod } from './periods.ts';
import { addDays, addMonths, daysBetween, iso, parseIso, type Day } from './dates.ts';
import { MONTHS, MONTH_PATTERN } from './month-names.ts';
import { sameUnitOf, type SameUnit } from './same-time-last-year.ts';

const YEAR_AGO = /(?:^|\s)(?:(?:vs\.?|versus|compared (?:to|with)|against|than|with|to)\s+)?(?:the )?(?:same (?:period|time|month|week|quarter|day|days) (?:of |in )?last year|(?:at |around )?(?:this|that) time (?:of |in )?last year|(?:في )?(?:مثل )?(?:هذا|هذي|ذا) الوقت (?:من|في) (?:السنه الماضيه|العام الماضي|السنه اللي فاتت|العام الفايت)|same period a year (?:ago|before)|year over year|year on year|yoy|annual growth|yearly growth|(?:ال)?نمو (?:ال)?سنوي|عل[يى] اساس سنوي|سنه بسنه|(?:مقارنه|بالمقارنه|قياسا)?\s*(?:مع|ب)?\s*(?:نفس|بنفس|ونفس|وبنفس) (?:الفتره|الوقت|الشهر|الاسبوع|الربع|اليوم) (?:من|في|ب)? ?(?:السنه الماضيه|العام الماضي|السنه اللي فاتت|العام الفايت|السنه السابقه|العام السابق)|(?:قارن\S* |مقارنه |بالمقارنه )?(?:مع |ب)?(?:ال)?(?:فتره|وقت|شهر|ربع) (?:نفسها|نفسه|ذاتها|ذاته) (?:من|في) (?:السنه الماضيه|العام الماضي|السنه اللي فاتت|العام السابق|السنه السابقه))(?=\s|$)/;
// "عن" (than, from) compares only before a period: "نمو الطلبات هالسنة عن السنة الماضية".
const KEYWORD = /(?:^|\s)(?:vs\.?|versus|compared (?:to|with)|compare (?:to|with)|against|relative to|than|مقارنه|بالمقارنه|مقارنتا|مقابل|قياسا|عن(?= (?:ال|هال)?(?:سنه|عام|شهر|اسبوع|ربع|فتره)(?:\s|$)))(?:\s+(?:مع|ب|with|to))?\s*/;
// "The difference in sales between this month and last month", "الفرق بين مبيعات هالشهر والشهر اللي فات": two periods set
// side by side as "compare" does (the first is the one asked about). The noun "مقارنة" opening the question, or
// before a "بين" ("مقارنة المبيعات بين الربع الأول والربع الثاني"), asks the same as the verb.
const VERB = /(?:^|\s)(?:^(?:ال)?مقارنه(?= \S)|(?:ال)?مقارنه(?=(?: \S+){0,3} بين\s)|قارنها لي|قارن لي|قارنلي|قارنها|قارنهم|قارنه|اقارن|قارن|compare|(?:what is |what s )?the difference (?:in \S+(?: \S+)? )?between|difference between|(?:كم |وش |ايش )?الفرق (?:في \S+ )?بين)(?=\s)/;
// "Compared to the one before" after White Friday: the occasion before, as "vs the White Friday before" (it was refused).
// "Last 7 days vs previous 7 days", "vs the 14 days before": the span just before (it was the same days a year ago);
// "vs 7 days" with neither word is not read so.
const PREVIOUS = /^(?:the )?(?:previous|prior|preceding|earlier) (?:period|one|day|week|month|quarter|year)|^(?:the )?(?:(?:previous|prior|preceding) )?\d{1,3} (?:days|weeks|months)(?: before(?: that| it)?)?(?=\s|$)(?<!^(?:the )?\d{1,3} (?:days|weeks|months))|^(?:the )?last (?:period|one)|^(?:the )?one before(?: that| it)?(?=\s|$)|^(?:the )?(?:day|week|weekend|month|quarter|year) before(?!\s+(?:last|yesterday))|^(?:the )?same (?:period|days|time) (?:of |in )?(?:the )?(?:last|previous) (?:month|week|quarter)|^(?:نفس|بنفس) (?:الفتره|الايام|الوقت) (?:من )?(?:ال)?(?:شهر|اسبوع|ربع) (?:الماضي|السابق|اللي فات)|^(?:before|الفتره السابقه|الفتره الماضيه|الفتره اللي قبلها|قبلها|اللي قبله|السابق|السابقه|الفتره الي قبل)/;

/**
 * "vs last Ramadan", "vs the Ramadan before", "مقارنة برمضان اللي قبله", "باليوم الوطني الماضي": the occasion before the
 * question's own (the previous one, parse/hijri.ts and parse/sale-days.ts), not the same one again.
 */
const OCCASION = String.raw`(?:ramadan|ramadhan|eid(?: al[ -]?fitr| al[ -]?adha)?|black friday|white friday|cyber monday|singles day|national day|founding day|رمضان|العيد|عيد الفطر|عيد الاضحي|الجمعه البيضاء|اليوم الوطني|العيد الوطني|يوم التاسيس)`;
const PREVIOUS_OCCASION = new RegExp(String.raw`^(?:the )?(?:(?:last|previous|prior|preceding|last year s|last years) ${OCCASION}|${OCCASION} (?:before(?: that| it)?|last year)|${OCCASION} (?:الماضي|السابق|اللي قبله|اللي قبلها|الي قبله|اللي فات|الفايت|قبله))(?=\s|$)`);

/** The week before, in Arabic: "الماضي", "اللي فات", "اللي قبله". */
const LAST_WEEK_AR = '(?:الماضي|اللي فات|السابق|الفايت|اللي قبله|الي قبله)';
/** "Yesterday compared to the same day last week", "اليوم مقارنة بنفس اليوم الأسبوع الماضي". */
// "والأسبوع اللي قبله نفس اليوم" is the same day a week before (its "اليوم" was read as today).
const WEEK_AGO = new RegExp(`(?:^|\\s)(?:(?:vs\\.?|versus|compared (?:to|with)|compare (?:it )?(?:to|with)|against|than|with|to|مقارنه|بالمقارنه|مقابل|قارنه|قارنها)\\s+)?(?:ب|مع |و)?(?:the )?(?:same day (?:of |in )?(?:last|the previous|previous|the prior) week|(?:نفس|بنفس) اليوم (?:من |في )?(?:ال)?اسبوع ${LAST_WEEK_AR}|(?:ال)?اسبوع ${LAST_WEEK_AR} (?:ب|في )?(?:نفس|بنفس) اليوم)(?=\\s|$)`);

/**
 * ("آخر أسبوعين مقارنة بالأسبوعين اللي قبلها": the dual counts as its number does; the comparison was dropped.)
 * "والأسبوع اللي قبله", "قارنها بالشهر اللي قبله", "the month before that", "مقارنة بالـ٧ أيام اللي قبلها": the period just
 * before the one asked.
 */
const BEFORE_IT = /(?:^|\s)(?:مقارنه |بالمقارنه |قارنها |قارنه |قارن )?(?:ب|مع |و)?(?:ال)?(?:\d{1,3} (?:ايام|يوم|اسابيع|اسبوع|شهور|اشهر|شهر)|يومين|اسبوعين|شهرين) (?:اللي|الي|التي) (?:قبلها|قبله|قبلهم)(?=\s|$)|(?:^|\s)(?:قارنها |قارنه |قارن |قارنلي )?(?:ب|مع |و)?(?:ال)?(?:شهر|اسبوع|سنه|عام|يوم|ربع|فتره) (?:اللي|الي|الذي|التي) (?:قبله|قبلها|قبل(?=\s*$))(?=\s|$)|^و?(?:(?:اللي|الي|والي|واللي) )?(?:قبله|قبلها)$|^(?:and |what about |how about )?(?:the one )?before that$|(?:^|\s)(?:and |vs\.? |compared (?:to|with) |compare (?:it )?(?:to|with) )?the (?:day|week|weekend|month|quarter|year) before (?:that|it)(?=\s|$)|(?:^|\s)(?<!yesterday(?: and)? )(?:and |what about |how about )?the (?:day|week|weekend|month|quarter|year) before$|(?:^|\s)(?:and |what about |how about )?the (?:\d+ )?(?:days|weeks|months) before(?: that| it)?$/;

export interface CompareFound {
  compare?: 'previous' | 'year_ago';
  current?: Period;
  against?: Period;
  /** The compared period was named from today ("last year", "the previous quarter"), not by its dates. */
  relative?: boolean;
  /** `current` was not said: it is the period right after the compared one ("vs December 2024" alone). */
  unsaid?: boolean;
  /** "new vs returning customers", "Dubai vs Abu Dhabi": two things side by side, not two periods. */
  versus?: boolean;
  /** "yesterday vs the same day last week": the question's period seven days earlier. */
  weekAgo?: boolean;
  /** "and the week before?": a week before, which for a day asked is that day a week before. */
  weekBefore?: boolean;
  /** "and the month before that?": the period before the conversation's, which may itself have been one before. */
  beforeThat?: boolean;
  /** "the same day last year", "this time last year": the unit held against last year (parse/same-time-last-year.ts). */
  sameUnit?: SameUnit;
  text: string;
}

/** Words that name a period from today rather than by its dates. */
const RELATIVE = /(?:^|\s)(?:ly|last|previous|prior|past|preceding|this|current|yesterday|today|الماضي|الماضيه|السابق|السابقه|اللي|الفايت|الفايته|الفات|المنصرم|امس|البارحه|اليوم|هذا|هذه|هالسنه|هالشهر|هالاسبوع|هالربع|اخر)(?=\s|$)/;
// "last October" names its month: it is compared as named, not read from the question's own period.
// "Q3 last year", "the second half of last year" name their part of the year the same way, and "last Sunday" its day.
const NAMED_MONTH = new RegExp(`(?:^|\\s)(?:${MONTH_PATTERN}|${WEEKDAY_PATTERN}|q[1-4]|h[12]|(?:first|second|third|fourth|1st|2nd|3rd|4th) (?:quarter|half)|(?:ال)?(?:ربع|نصف|نص) (?:ال)?(?:اول|ثاني|ثالث|رابع))(?=\\s|$)`);
const relative = (text: string, found: { index: number; length: number }) => {
  const words = text.slice(found.index, found.index + found.length);
  return RELATIVE.test(words) && !NAMED_MONTH.test(words);
};

/**
 * "compare with last year", "compare it to 2024", "قارنها بالسنة الماضية" (its ب already split off): a period right
 * after the verb is the one compared with, not the current one.
 */
const LINKED = /^(?:(?:it|them|that)\s+)?(?:(?:with|to|against|vs\.?|versus|مع)\s+|ب(?=ال))?/;
const LINK_WORDS = /(?:^|\s)(?:with|to|and|against|vs|مع|و|ب)(?=\s)/g;

/**
 * Finds "vs last month", "compared to the same period last year", "year over year", "compare March with January"
 * and removes them from the text. `against` is the period the question names to compare with, when it names one.
 */
export function findCompare(given: string, today: Day): CompareFound {
  // "Compare Ramadan sales this year vs last year": the verb before a "vs" says nothing more, and read as the verb it
  // took "this year" for the period and dropped Ramadan.
  const verbBeforeVersus = /^(?:compare|قارن|قارنلي|قارن لي) (?=\S.* (?:vs\.?|versus)\s)/.exec(given);
  const text = verbBeforeVersus ? given.slice(verbBeforeVersus[0].length) : given;
  const spanned = spanCompared(text, today);
  if (spanned) return spanned;
  const weekAgo = text.match(WEEK_AGO);
  if (weekAgo?.index !== undefined) return { compare: 'previous', weekAgo: true, text: cut(text, weekAgo.index, weekAgo[0].length) };
  // "compare with the same month last year": the same period a year before, whatever period the question names.
  const yearAgo = text.match(YEAR_AGO);
  if (yearAgo?.index !== undefined) return { compare: 'year_ago', sameUnit: sameUnitOf(yearAgo[0]), text: cut(cut(text, yearAgo.index, yearAgo[0].length).replace(VERB, ' '), 0, 0) };
  const verb = text.match(VERB);
  if (verb?.index !== undefined) {
    // "compare sales this month with last month" / "قارن مبيعات هذا الشهر بالشهر الماضي": two periods, the second compared.
    const after = text.slice(verb.index + verb[0].length).trim();
    // "وأبريل", "بالشهر": "and" and "with" glued to the period that follows.
    let rest = cut(text, verb.index, verb[0].length).replace(/(^|\s)[وب](?=ال)/g, '$1').replace(GLUED_MONTH, '$1');
    let first = findEarliestPeriod(rest, today);
    if (first) {
      const firstWords = rest.slice(first.index, first.index + first.length);
      rest = cut(rest, first.index, first.length);
      const linked = rest.replace(LINK_WORDS, ' ');
      const second = findPeriod(linked, today);
      // "compare Q1 and Q2 2025", "قارن مارس وابريل ٢٠٢٤": the year said once is both periods'.
      const year = second && !YEAR.test(firstWords) ? YEAR.exec(linked.slice(second.index, second.index + second.length))?.[0] : undefined;
      const dated = year ? findPeriod(`${firstWords} ${year}`, today) : null;
      if (dated) first = dated;
      const cleaned = second ? cut(linked, second.index, second.length) : linked.trim();
      // "compare with last year": only the compared period is named; the current one is the conversation's.
      const named = after.replace(LINKED, '').replace(/^ب(?=ال)/, '');
      const right = findPeriod(named, today, true);
      if (!second && right) return { compare: 'previous', against: right.period, relative: relative(named, right), text: cleaned };
      const yearAgo = second && second.period.from === shiftPeriod(first.period, 'year_ago').from;
      return { compare: yearAgo ? 'year_ago' : 'previous', current: first.period, against: second && !yearAgo ? second.period : undefined, relative: second ? relative(linked, second) : undefined, text: cleaned };
    }
  }
  const before = text.match(BEFORE_IT);
  // "Last month", then "and the year before?": the same month a year before, not the month before it (a year's year
  // before is the same either way).
  // "Yesterday", then "and the week before?": that day a week before (the caller keeps a week for a day only).
  if (before?.index !== undefined) return { compare: /(?:year|سنه|عام)/.test(before[0]) ? 'year_ago' : 'previous', ...(/(?:week(?!end)|اسبوع)/.test(before[0]) && { weekBefore: true }), beforeThat: true, text: cut(text, before.index, before[0].length) };
  const key = text.match(KEYWORD);
  if (key?.index === undefined) return { text };
  let tail = text.slice(key.index + key[0].length).replace(/^ب(?=ال)/, '').replace(/^ب(?=\S)/, '').replace(PREVIOUS_MONTH, 'last $1 ');
  const prev = tail.match(PREVIOUS) ?? tail.match(PREVIOUS_OCCASION);
  if (prev) return { compare: 'previous', text: text.slice(0, key.index) + ' ' + tail.slice(prev[0].length) };
  const found = findPeriod(tail, today, true);
  // "sales vs last month" compares periods; "Dubai vs Abu Dhabi" and "new vs returning customers" set side by side.
  if (!found) {
    const inTail = findPeriod(tail, today);
    const rest = inTail ? cut(tail, inTail.index, inTail.length) : tail.trim();
    if (!rest) return { compare: 'previous', text: `${text.slice(0, key.index)} ${tail}` };
    // "Black vs beige abayas this year vs last year", "Riyadh vs Jeddah this month vs last month": two things side by
    // side, each over two periods (the second "vs" was left in the text and the comparison dropped).
    const periods = findCompare(`${text.slice(0, key.index)} ${tail}`, today);
    return periods.compare && !periods.versus ? { ...periods, versus: true } : { versus: true, text: `${text.slice(0, key.index)} ${tail}` };
  }
  const head = text.slice(0, key.index);
  // "Sales in December vs last December", "مبيعات ديسمبر مقارنة بديسمبر اللي قبله": both sides name the same month (its
  // latest), so the one compared is that month a year before, not the month before it.
  const same = findPeriod(head, today);
  if (same && same.period.from === found.period.from && same.period.to === found.period.to) {
    const after = tail.slice(found.index + found.length).replace(BEFORE_THAT, ' ');
    return { compare: 'year_ago', current: same.period, relative: false, text: `${cut(head, same.index, same.length)} ${after}` };
  }
  // "This week vs this week last year", "March vs March last year": the question's own period against itself a year
  // before is the same period last year (it was set against the week or month right before the one compared).
  if (same && same.period.unit === found.period.unit && shiftPeriod(same.period, 'year_ago').from === found.period.from) {
    return { compare: 'year_ago', current: same.period, relative: false, text: `${cut(head, same.index, same.length)} ${tail.slice(found.index + found.length)}` };
  }
  // "H1 vs H2 last year", "first half vs second half of 2025": a part of a year said with its year once, after the
  // second, is of that year on both sides (the first was this year's).
  const foundWords = tail.slice(found.index, found.index + found.length);
  const yearOnce = YEAR_SAID_LAST.exec(foundWords);
  if (same && yearOnce && yearOnce.index > 0 && NAMED_MONTH.test(head.slice(same.index, same.index + same.length)) && !RELATIVE.test(head.slice(same.index, same.index + same.length)) && !YEAR.test(head)) {
    const both = findPeriod(`${head.slice(same.index, same.index + same.length)} ${yearOnce[0].trim()}`, today);
    if (both) return { compare: 'previous', current: both.period, against: found.period, relative: false, text: `${cut(head, same.index, same.length)} ${tail.slice(found.index + found.length)}` };
  }
  // "Winter vs summer 2014", "مارس مقابل ابريل ٢٠٢٥": the year said once is both periods'.
  const year = YEAR.exec(foundWords)?.[0];
  const own = year && !YEAR.test(head) ? findPeriod(head, today) : null;
  const dated = own ? findPeriod(`${head.slice(own.index, own.index + own.length)} ${year}`, today) : null;
  if (own && dated) return { compare: 'previous', current: dated.period, against: found.period, relative: false, text: `${cut(head, own.index, own.length)} ${tail.slice(found.index + found.length)}` };
  // "this month vs last month": unless the question names its own period, it is the one right after the compared one.
  return { compare: 'previous', current: periodAfter(found.period, today), against: found.period, relative: relative(tail, found), unsaid: true, text: `${text.slice(0, key.index)} ${tail.slice(found.index + found.length)}` };
}

const YEAR = /(?:19|20)\d\d/;
/** The year a period ends on, said once for two ("… of last year", "… 2025"). */
const YEAR_SAID_LAST = /\s(?:(?:of|in) )?(?:(?:last|this|the previous) year|(?:19|20)\d\d)$/;
/** "the previous December", "the prior March": the month's last one, as "last December" reads it. */
const PREVIOUS_MONTH = new RegExp(`^(?:the )?(?:previous|prior|preceding) (${MONTH_PATTERN})(?=\\s|$)`);
/** "ديسمبر اللي قبله", "ديسمبر السابق": the words after a month that say "the one before". */
const BEFORE_THAT = /^\s*(?:اللي|الي|الذي) (?:قبله|قبلها)|^\s*(?:السابق|اللي فات|الفايت)(?=\s|$)/;

/**
 * "How did precipitation change from 2013 to 2014", "how has revenue changed between 2022 and 2023", "قارن الأمطار بين
 * 2014 و 2015", "how much did sales grow from September to October", "كم نسبة التغير في الطلبات بين سبتمبر وأكتوبر",
 * "مقارنة الأمطار بين ٢٠١٢ و ٢٠١٣": the later period against the earlier one, not the two together against the two
 * before them.
 */
// "أي سهم ارتفع أكثر بين 2004 و 2008" rose from one year to the other (it was 2004–2008 against the five years before).
const CHANGED = /(?:^|\s)(?:chang(?:e|ed|es)|grow|grew|grown|growth|increased?|decreased?|evolved?|differ(?:ence)?|compare|rise|rose|fall|fell|drop(?:ped)?|(?:ال)?تغير|تغيرت|تطور|تطورت|الفرق|(?:ال)?نمو|نما|نمت|زاد|زادت|نقص|نقصت|ارتفع|ارتفعت|انخفض|انخفضت|صعد|صعدت|نزل|نزلت|تراجع|تراجعت|قارن\S*|(?:ال|بال)?مقارنه)(?=\s|$)/;
const SPAN_POINT = `(?:q[1-4] |(?:${MONTH_PATTERN}) )?(?:19|20)\\d\\d`;
const SPAN = new RegExp(`(?:^|\\s)(from|between|بين|من) (${SPAN_POINT}|(?:${MONTH_PATTERN})) (?:to|and|until|through|الى|حتى|الي|حتي|و) ?(${SPAN_POINT}|(?:${MONTH_PATTERN}))(?=\\s|$)`);
function spanCompared(text: string, today: Day): CompareFound | null {
  if (!CHANGED.test(text)) return null;
  const m = SPAN.exec(text);
  if (!m) return null;
  let later = findPeriod(m[3], today, true);
  // "from March to June 2024": the year said once is both months'.
  const year = YEAR.test(m[2]) ? '' : YEAR.exec(m[3])?.[0] ?? '';
  let earlier = findPeriod(`${m[2]} ${year}`.trim(), today, true);
  // Months said without a year are each the latest that has begun: "between October and September" are this
  // October and this September, the later one measured; "from November to December" runs forward, so its November
  // is the one before that December.
  if (!YEAR.test(m[3])) {
    if (YEAR.test(m[2]) || !later || !earlier) return null;
    if (earlier.period.from > later.period.from) {
      if (/^(?:between|بين)$/.test(m[1])) [earlier, later] = [later, earlier];
      else earlier = { ...earlier, period: monthPeriod(MONTHS[m[2]], parseIso(earlier.period.from).y - 1) };
    }
  }
  if (!later || !earlier || earlier.period.from >= later.period.from) return null;
  return { compare: 'previous', current: later.period, against: earlier.period, relative: false, text: cut(text, m.index, m[0].length).replace(VERB, ' ').replace(/\s+/g, ' ').trim() };
}
const GLUED_MONTH = new RegExp(`(^|\\s)[وب](?=(?:${MONTH_PATTERN})(?:\\s|$))`, 'g');

function cut(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`.replace(/\s+/g, ' ').trim();
}

/** The period right after a compared one (same calendar unit or same length). */
const THIS_LABELS: Record<string, [string, string]> = {
  day: ['today', 'اليوم'], week: ['this week', 'هذا الأسبوع'], month: ['this month', 'هذا الشهر'], quarter: ['this quarter', 'هذا الربع'], year: ['this year', 'هذه السنة'],
};
export function periodAfter(period: Period, today: Day): Period {
  const from = parseIso(period.from); const to = parseIso(period.to);
  const months: Record<string, number> = { month: 1, quarter: 3, year: 12 };
  const shift = period.unit ? months[period.unit] : undefined;
  const next: Day[] = shift && from.d === 1 ? [to, addMonths(to, shift)] : [to, addDays(to, daysBetween(from, to))];
  const holdsToday = daysBetween(next[0], today) >= 0 && daysBetween(today, next[1]) > 0;
  const words = holdsToday && period.unit ? THIS_LABELS[period.unit] : undefined;
  // A whole calendar month, quarter or year is said by its name ("how did q3 compare to q2": "Q3 2026", it was "the
  // current period").
  const named = !words && shift && from.d === 1 ? calendarNamed(next[0], period.unit!) : undefined;
  return { from: iso(next[0]), to: iso(next[1]), label: words ? { en: words[0], ar: words[1] } : named ?? { en: 'the current period', ar: 'الفترة الحالية' }, unit: period.unit };
}

/** The name of the calendar month, quarter or year starting on `from`. */
function calendarNamed(from: Day, unit: string): Period['label'] | undefined {
  if (unit === 'month') return monthPeriod(from.m, from.y).label;
  if (unit === 'quarter' && (from.m - 1) % 3 === 0) return quarterPeriod((from.m - 1) / 3 + 1, from.y).label;
  if (unit === 'year' && from.m === 1) return { en: String(from.y), ar: String(from.y) };
  return undefined;
}

export { shiftPeriod };
