import type { Period } from '../types.ts';
import { addDays, daysBetween, iso, type Day } from './dates.ts';

/**
 * Ramadan and the two Eids, which move through the Gregorian year: found with the Umm al-Qura calendar that ICU
 * ships with Node (Saudi Arabia's official calendar), so "Ramadan sales" are the days of Ramadan, not a guess.
 */
const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

interface Hijri { y: number; m: number; d: number }
export function hijriOf(day: Day): Hijri {
  const parts = umalqura.formatToParts(new Date(Date.UTC(day.y, day.m - 1, day.d, 12)));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

/** The Gregorian day a Hijri month begins: estimated from the mean month, then walked to its first day. */
function monthStarts(y: number, m: number): Day {
  const months = (y - 1) * 12 + (m - 1);
  const estimate = addDays({ y: 622, m: 7, d: 19 }, Math.round(months * 29.530588));
  let day = addDays(estimate, -12);
  for (let i = 0; i < 40; i++, day = addDays(day, 1)) {
    const h = hijriOf(day);
    if (h.y === y && h.m === m && h.d === 1) return day;
  }
  return estimate;
}

export interface Occasion { key: NonNullable<Period['occasion']>; en: string; ar: string; month: number; firstDay: number; days?: number }
/** Ramadan (the whole month), Eid al-Fitr (1–3 Shawwal), Eid al-Adha (10–13 Dhu al-Hijjah, with the days of Tashreeq). */
export const OCCASIONS: Record<string, Occasion> = {
  ramadan: { key: 'ramadan', en: 'Ramadan', ar: 'رمضان', month: 9, firstDay: 1 },
  fitr: { key: 'fitr', en: 'Eid al-Fitr', ar: 'عيد الفطر', month: 10, firstDay: 1, days: 3 },
  adha: { key: 'adha', en: 'Eid al-Adha', ar: 'عيد الأضحى', month: 12, firstDay: 10, days: 4 },
};

/**
 * The occasion of a year: a Hijri year (1400–1599) as named, a Gregorian year as the one that begins in it, no year
 * as the latest one that has begun by today.
 */
export function occasionPeriod(occasion: Occasion, year: number | undefined, today: Day): Period {
  const of = (hijriYear: number) => {
    const start = monthStarts(hijriYear, occasion.month);
    const from = addDays(start, occasion.firstDay - 1);
    const to = occasion.days ? addDays(from, occasion.days) : monthStarts(occasion.month === 12 ? hijriYear + 1 : hijriYear, occasion.month === 12 ? 1 : occasion.month + 1);
    return { from, to, hijriYear };
  };
  let found;
  if (year && year >= 1400 && year < 1600) found = of(year);
  else if (year) {
    const guess = hijriOf({ y: year, m: 1, d: 1 }).y;
    found = [guess, guess + 1].map(of).find((o) => o.from.y === year) ?? of(guess);
  } else {
    const current = of(hijriOf(today).y);
    found = daysBetween(current.from, today) >= 0 ? current : of(current.hijriYear - 1);
  }
  const gregorian = found.from.y;
  return {
    from: iso(found.from), to: iso(found.to), unit: 'range', occasion: occasion.key,
    label: { en: `${occasion.en} ${gregorian}`, ar: `${occasion.ar} ${found.hijriYear}هـ` },
  };
}

/** "The Eid": the later of the two that has begun by today. */
export function latestEid(today: Day): Period {
  const [fitr, adha] = [occasionPeriod(OCCASIONS.fitr, undefined, today), occasionPeriod(OCCASIONS.adha, undefined, today)];
  return fitr.from > adha.from ? fitr : adha;
}

/** The same occasion one Hijri year before. */
export function previousOccasion(period: Period): Period | undefined {
  const occasion = period.occasion && OCCASIONS[period.occasion];
  if (!occasion) return undefined;
  const [y, m, d] = period.from.split('-').map(Number);
  return occasionPeriod(occasion, hijriOf({ y, m, d }).y - 1, { y, m, d });
}
