import type { Period } from '../types.ts';
import { daysBetween, iso, parseIso, type Day } from './dates.ts';

/** A period found in a text, and where (the shape periods.ts finds them in). */
export interface PeriodMatch { period: Period; index: number; length: number }
/** Reads the period a text names, held to its start when `anchored` (periods.ts's rules). */
type Find = (text: string, today: Day, anchored: boolean) => PeriodMatch | null;

/**
 * "until the end of September", "through Q3", "up to October", "before June", "المبيعات حتى نهاية الربع الثالث",
 * "لين نهاية سبتمبر": a period that ends with a named month or quarter, or just before it ("before", "قبل"). Left
 * unread, the named month alone was answered. "Up to", "until", "till" and "through" take the month they name in, as
 * an owner counting "sales up to October" counts October's; only "before" leaves it out. "By" and "to", and the
 * Arabic "إلى", bound only with "the end of" ("by the end of Q3", "إلى نهاية سبتمبر"): alone they mean other things.
 */
const UNTIL = /(?:^|\s)(until|till|til|up to|up until|upto|through|thru|to|by|before|prior to|حتي|لين|لحد|لغايه|الي|قبل)(?: the)? ((?:very )?end of (?:the )?|نهايه (?:شهر )?)?/g;
const NEEDS_END = /^(?:to|by|الي)$/;
const BEFORE = /^(?:before|prior to|قبل)$/;
/** "لين نهاية سبتمبر هالسنة", "until the end of September this year": the year the month already is. */
const THIS_YEAR = /^ (?:of )?(?:this year|هالسنه|هالعام|هذه السنه|هذي السنه|السنه هذي|هذا العام|من هذه السنه|من هالسنه)(?=\s|$)/;
/**
 * "from the start of July until the end of September", "من ١ أكتوبر حتى نهاية أكتوبر": the start said before the
 * bound. Without one, the year of the bound begins the period: "until the end of September" is this year so far up to
 * there, not every sale since the store opened.
 */
const FROM = /(?:^|\s)(?:from|since|starting(?: from| on)?|between|من|منذ|بين|ابتداء من|اعتبارا من)(?: the)? (?:(?:very )?(?:start|beginning) of (?:the )?|بدايه (?:شهر )?|اول (?:شهر )?)?/g;

function startBefore(before: string, today: Day, find: Find): PeriodMatch | null {
  const end = before.trimEnd().length;
  let found: PeriodMatch | null = null;
  for (const m of before.matchAll(FROM)) {
    const at = m.index! + m[0].length;
    const start = find(before.slice(at, end), today, true);
    if (start && start.index <= 1 && at + start.index + start.length === end) found = { period: start.period, index: m.index!, length: end - m.index! };
  }
  return found;
}

export function boundedPeriod(text: string, today: Day, find: Find): PeriodMatch | null {
  for (const m of text.matchAll(UNTIL)) {
    const word = m[1];
    const saidEnd = Boolean(m[2]);
    if (NEEDS_END.test(word) && !saidEnd) continue;
    const at = m.index! + m[0].length;
    const bound = find(text.slice(at), today, true);
    if (!bound || bound.index > 1) continue;
    const start = startBefore(text.slice(0, m.index!), today, find);
    // Said alone, the bound is a month or quarter named by its dates ("September", "Q3 2025"): "قبل الشهر الماضي" is
    // more likely the month before last, and "before 2023" (everything before it) has a rule of its own.
    if (!start && !((bound.period.unit === 'month' || bound.period.unit === 'quarter') && /\d{4}/.test(bound.period.label.en))) continue;
    const before = BEFORE.test(word);
    const to = parseIso(before ? bound.period.from : bound.period.to);
    const from = start ? parseIso(start.period.from) : { y: parseIso(bound.period.from).y, m: 1, d: 1 };
    if (daysBetween(from, to) <= 0) continue;
    let end = at + bound.index + bound.length;
    const thisYear = THIS_YEAR.exec(text.slice(end));
    if (thisYear) end += thisYear[0].length;
    const first = start?.period.label ?? { en: `the start of ${from.y}`, ar: `بداية ${from.y}` };
    const period: Period = {
      from: iso(from), to: iso(to), unit: 'range',
      label: { en: `${first.en} to ${before ? 'before' : 'the end of'} ${bound.period.label.en}`, ar: `من ${first.ar} ${before ? 'حتى ما قبل' : 'حتى نهاية'} ${bound.period.label.ar}` },
    };
    // A bound still to come ("until the end of December" in November) is not cut here: the answer's dates say so.
    const index = start ? start.index : m.index!;
    return { period, index, length: end - index };
  }
  return null;
}
