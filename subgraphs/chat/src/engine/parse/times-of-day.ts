/**
 * Times of the day said in a question ("this morning", "in the evening", "at 9pm", "between 9am and 5pm", "الصبح",
 * "بالليل", "الساعة ٩ مساءً"): the hours of the day they cover, in the store's timezone, read as a filter on the hour
 * dimension. A part of the day is a fixed span of hours, said in the answer as those hours.
 */
import { PART_OF_DAY_HOURS } from '../semantic/parts-of-day.ts';

// Formal Arabic names a part of the day as an adjective, "الفترة الصباحية", "المبيعات المسائية" (these were the
// whole day's sales): the period word goes with it, so no other reader takes "الفترة" for a span of dates.
const PARTS: { part: string; re: RegExp; hours: number[] }[] = [
  { part: 'morning', re: /(?:^|\s)(?:in the |this |during the )?mornings?(?=\s|$)|(?:^|\s)(?:ال)?(?:صبح|الصباح|صباحا|الصبحيه|بالصباح|الصبح)(?=\s|$)|(?:^|\s)(?:(?:ال)?فتره |(?:ال)?وقت )?(?:ال)?صباحي(?:ه)?(?=\s|$)/, hours: PART_OF_DAY_HOURS.morning },
  { part: 'afternoon', re: /(?:^|\s)(?:in the |this |during the )?afternoons?(?=\s|$)|(?:^|\s)(?:بعد الظهر|الظهر|العصر|الضحي|بالعصر|عصرا|(?:(?:ال)?فتره )?الظهيره)(?=\s|$)/, hours: PART_OF_DAY_HOURS.afternoon },
  { part: 'evening', re: /(?:^|\s)(?:in the |this |during the )?evenings?(?=\s|$)|(?:^|\s)(?:المساء|مساء|المسا|بالمسا|بالمساء|المغرب)(?=\s|$)|(?:^|\s)(?:(?:ال)?فتره |(?:ال)?وقت )?(?:ال)?مسايي(?:ه)?(?=\s|$)/, hours: PART_OF_DAY_HOURS.evening },
  { part: 'night', re: /(?:^|\s)(?:at |during the |in the )?(?:night(?:time)?|nights)(?=\s|$)|(?:^|\s)(?:بالليل|الليل|ليلا|في الليل)(?=\s|$)|(?:^|\s)(?:(?:ال)?فتره |(?:ال)?وقت )?(?:ال)?ليلي(?:ه)?(?=\s|$)/, hours: PART_OF_DAY_HOURS.night },
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** "9pm" → 21, "12am" → 0, "midnight" → 0 (as an end, 24), "noon" → 12, "21:00" → 21. */
function hourOf(n: string | undefined, half: string | undefined, word: string | undefined, end = false): number | null {
  if (word === 'midnight') return end ? 24 : 0;
  if (word === 'noon' || word === 'midday') return 12;
  const h = Number(n);
  if (!Number.isInteger(h) || h > 23) return null;
  if (!half) return h;
  if (h < 1 || h > 12) return null;
  return half === 'pm' ? (h % 12) + 12 : h % 12;
}

const CLOCK = String.raw`(?:(\d{1,2})(?::[0-5]\d)? ?(am|pm)?|(midnight|noon|midday))`;
const BETWEEN = new RegExp(String.raw`(?:^|\s)(?:between|from) ${CLOCK} (?:and|to|until|till|-) ${CLOCK}(?=\s|$)`);
const AT = new RegExp(String.raw`(?:^|\s)(?:at|around) (?:(\d{1,2})(?::00)? ?(am|pm)|(\d{1,2}):00|(midnight|noon))(?=\s|$)|(?:^|\s)(\d{1,2}) ?(am|pm)(?=\s|$)`);
// "الساعة ٩ مساءً", "الساعه 21": the digits are Latin once normalised.
const AT_AR = /(?:^|\s)(?:في |عند )?(?:ال)?ساعه (\d{1,2})(?: (الصبح|صباحا|الصباح|مساء|المساء|بالليل|الليل|العصر|الظهر))?(?=\s|$)/;

const AR_HALF = String.raw`(?: (الصبح|صباحا|الصباح|ص|مساء|المساء|م|بالليل|الليل|العصر|الظهر))?`;
// "بين الساعة ٥ مساءً و١٠ مساءً", "من الساعه 9 الصبح الي 5 العصر": a span of hours, the second half-day said or taken from the first.
const BETWEEN_AR = new RegExp(String.raw`(?:^|\s)(?:بين|من) (?:ال)?ساعه (\d{1,2})${AR_HALF} (?:و ?|الي |لين |حتي )(?:ال)?(?:ساعه )?(\d{1,2})${AR_HALF}(?=\s|$)`);
const arabicHour = (n: string, half: string | undefined) => {
  const h = Number(n);
  // "الساعة ١٢ بالليل" is midnight (it was noon).
  if (h === 12 && half && /الليل/.test(half)) return 0;
  return h <= 23 && half && /مساء|^م$|الليل|العصر|الظهر/.test(half) && h < 12 ? h + 12 : h;
};
// "بعد منتصف الليل", "بعد الساعة ١٢ بالليل": the night's hours after midnight, up to the morning (it was the whole night
// from 22:00, or the noon hour).
const AFTER_MIDNIGHT_AR = /(?:^|\s)(?:من )?بعد (?:منتصف الليل|نص الليل|نصف الليل|(?:ال)?ساعه 12 (?:بالليل|الليل|في الليل|ليلا|منتصف الليل))(?=\s|$)/;

/**
 * "من الصبح", "من الساعة ٨", "من بعد الظهر لين الحين": since a time of today, its hours from then to the day's end (it
 * was that part of every day, or that one hour, over all time). Each part starts where its hours do.
 */
const SINCE_PART: Record<string, number> = { صبح: PART_OF_DAY_HOURS.morning[0], صباح: PART_OF_DAY_HOURS.morning[0], فجر: PART_OF_DAY_HOURS.morning[0],
  ظهر: 12, عصر: 15, مغرب: PART_OF_DAY_HOURS.evening[0], مسا: PART_OF_DAY_HOURS.evening[0], مساء: PART_OF_DAY_HOURS.evening[0], ليل: PART_OF_DAY_HOURS.night[0] };
const SINCE_AR = new RegExp(String.raw`(?:^|\s)(?:من|منذ|من بعد) (?:(?:ال)?ساعه (\d{1,2})${AR_HALF}|(\d{1,2}) (الصبح|صباحا|الصباح|مساء|المساء|بالليل|الليل|العصر|الظهر)|(?:(?:بعد )?(?:ال|ب)?(صبح|صباح|فجر|ظهر|عصر|مغرب|مسا|مساء|ليل)))`
  + String.raw`(?: (?:لين|للين|الين|الي|حتي|لغايه|لحد) ?(?:ال)?(?:حين|الحين|الان|ان|هلا|هلق|دلوقتي|هسه|لحظه))?(?=\s|$)`);
/** Words that name a day or a span of days of their own, which a time since is of instead of today. */
const DAY_NAMED = /(?:^|\s)(?:[وب]?(?:ال)?(?:يوم|امس|البارحه|مبارح|امبارح|اسبوع|شهر|سنه|ايام)|today|yesterday)(?=\s|$)/;

export interface TimeOfDay { hours: string[]; text: string }

export function timeOfDayOf(text: string): TimeOfDay | null {
  const cut = (at: number, length: number) => `${text.slice(0, at)} ${text.slice(at + length)}`.replace(/\s+/g, ' ').trim();
  // From one hour up to another, past midnight if the second is the earlier: "between 9pm and 2am".
  const span = (from: number, to: number, said: RegExpExecArray): TimeOfDay => ({
    hours: (from < to ? range(from, to) : [...range(from, 24), ...range(0, to)]).map(String), text: cut(said.index, said[0].length),
  });
  const afterMidnight = AFTER_MIDNIGHT_AR.exec(text);
  if (afterMidnight) return { hours: PART_OF_DAY_HOURS.night.filter((h) => h < 12).map(String), text: cut(afterMidnight.index, afterMidnight[0].length) };
  const between = BETWEEN.exec(text);
  // Only a range with a clock word ("9am", "6pm", "midnight") or minutes ("10:30 to 14:00") is hours; "from 1 to 15"
  // is days. Hours are whole: a span ending past the hour ("to 14:30") takes that hour in ("10:30 and 14:00" was 14:00 alone).
  if (between && (between[2] || between[3] || between[5] || between[6] || /\d:\d\d/.test(between[0]))) {
    const from = hourOf(between[1], between[2] ?? (between[5] && !between[2] && Number(between[1]) < Number(between[4]) ? between[5] : undefined), between[3]);
    const end = hourOf(between[4], between[5], between[6], true);
    const to = end !== null && /\d:(?!00)\d\d\S*$/.test(between[0].trim()) ? (end + 1) % 24 : end;
    if (from !== null && to !== null && from !== to) return span(from, to, between);
  }
  const betweenAr = BETWEEN_AR.exec(text);
  if (betweenAr) {
    const from = arabicHour(betweenAr[1], betweenAr[2] ?? betweenAr[4]);
    const to = arabicHour(betweenAr[3], betweenAr[4] ?? betweenAr[2]);
    if (from <= 23 && to <= 24 && from !== to) return span(from, to, betweenAr);
  }
  const since = SINCE_AR.exec(text);
  if (since) {
    const from = since[1] ? arabicHour(since[1], since[2]) : since[3] ? arabicHour(since[3], since[4]) : SINCE_PART[since[5]];
    // (The hour said alone is as the clock reads it: "من الساعة ٨" is 08:00.)
    if (from !== undefined && from <= 23) {
      const rest = cut(since.index, since[0].length);
      return { hours: range(from, 24).map(String), text: DAY_NAMED.test(rest) ? rest : `${rest} اليوم` };
    }
  }
  const at = AT.exec(text);
  if (at) {
    const hour = at[1] ? hourOf(at[1], at[2], undefined) : at[3] ? hourOf(at[3], undefined, undefined) : at[4] ? hourOf(undefined, undefined, at[4]) : hourOf(at[5], at[6], undefined);
    if (hour !== null) return { hours: [String(hour)], text: cut(at.index, at[0].length) };
  }
  const atAr = AT_AR.exec(text);
  if (atAr && Number(atAr[1]) <= 23) return { hours: [String(arabicHour(atAr[1], atAr[2]))], text: cut(atAr.index, atAr[0].length) };
  for (const part of PARTS) {
    const m = part.re.exec(text);
    if (!m) continue;
    // "this morning", "الصبح" alone: of today, which the rest of the question may still name.
    const today = /this (?:morning|afternoon|evening)/.test(m[0]);
    return { hours: part.hours.map(String), text: today ? cut(m.index, m[0].length).concat(' today') : cut(m.index, m[0].length) };
  }
  return null;
}

// "morning vs evening", "mornings or evenings", "الصباح مقابل المساء", "الصبح ولا المسا": two parts of the day set side by
// side (one was read as a filter and the other lost: the morning's hours, one row each).
const AGAINST = String.raw`(?:vs\.?|versus|or|and|against|compared (?:to|with)|مقابل|او|ولا|ضد|مقارنه ب|و)`;

export interface PartsCompared { parts: string[]; text: string }

/** Two or more parts of the day said against each other, in the order of the day, and the text without them. */
export function partsComparedOf(text: string): PartsCompared | null {
  // "Mornings or evenings: when…": a colon or comma after a part ends its word (same length, so places hold).
  const read = text.replace(/[:,؟?!،]/g, ' ');
  const said = PARTS.map((part) => ({ part: part.part, m: new RegExp(part.re.source).exec(read) ?? new RegExp(part.re.source.replaceAll('(?:^|\\s)', '(?:^|\\s)و ?')).exec(read) }))
    .filter((found): found is { part: string; m: RegExpExecArray } => Boolean(found.m)).sort((a, b) => a.m.index - b.m.index);
  if (said.length < 2) return null;
  // Only what joins them may stand between two parts: "sales this morning by city in the evening" is no comparison.
  for (let i = 1; i < said.length; i++) {
    const between = read.slice(said[i - 1].m.index + said[i - 1].m[0].length, said[i].m.index).trim();
    const joined = new RegExp(`^(?:${AGAINST})?$`).test(between) || (between === '' && /^\s?و/.test(said[i].m[0]));
    if (!joined) return null;
  }
  const first = said[0].m.index;
  const last = said.at(-1)!;
  const rest = `${text.slice(0, first)} ${text.slice(last.m.index + last.m[0].length)}`.replace(/\s+/g, ' ').trim();
  return { parts: Object.keys(PART_OF_DAY_HOURS).filter((part) => said.some((s) => s.part === part)), text: rest };
}
