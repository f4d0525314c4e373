/**
 * How busy a day is in the demo store: growth over time, the Gulf week, and the seasons that move a Saudi or
 * Emirati shop (Ramadan and the two Eids, White/Black Friday and November, December, national days).
 */
const RAMADAN: Array<[start: string, eidAlFitr: string, eidAlAdha: string]> = [
  ['2022-04-02', '2022-05-02', '2022-07-09'],
  ['2023-03-23', '2023-04-21', '2023-06-28'],
  ['2024-03-11', '2024-04-10', '2024-06-16'],
  ['2025-03-01', '2025-03-30', '2025-06-06'],
  ['2026-02-18', '2026-03-20', '2026-05-27'],
  ['2027-02-08', '2027-03-10', '2027-05-16'],
  ['2028-01-28', '2028-02-26', '2028-05-05'],
];

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Sunday..Saturday: the Gulf weekend is Friday and Saturday; Thursday evening is the busiest. */
const WEEKDAY = [1.05, 1.0, 1.0, 1.05, 1.15, 0.85, 0.95];

export interface DayFactors {
  weight: number;
  ramadan: boolean;
  eid: boolean;
  november: boolean;
}

export function dayFactors(date: Date, start: Date): DayFactors {
  const t = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const years = (t - start.getTime()) / (365 * DAY);
  let weight = Math.exp(0.38 * years) * WEEKDAY[date.getUTCDay()];
  let ramadan = false;
  let eid = false;
  for (const [start, fitr, adha] of RAMADAN) {
    const s = day(start);
    const f = day(fitr);
    const a = day(adha);
    if (t >= s && t < f) {
      ramadan = true;
      weight *= t >= f - 10 * DAY ? 1.7 : 1.3;
    }
    if (t >= f && t < f + 3 * DAY) {
      eid = true;
      weight *= 1.15;
    }
    if (t >= a - 7 * DAY && t < a + 3 * DAY) {
      eid = true;
      weight *= 1.3;
    }
  }
  const month = date.getUTCMonth();
  const dom = date.getUTCDate();
  if (month === 6 || month === 7) weight *= 0.85;
  const november = month === 10;
  if (november) {
    weight *= 1.25;
    // White Friday / Black Friday: the last Friday of November and the days around it.
    const lastFriday = 30 - ((new Date(Date.UTC(date.getUTCFullYear(), 10, 30)).getUTCDay() + 2) % 7);
    if (dom === lastFriday) weight *= 3;
    else if (Math.abs(dom - lastFriday) <= 3) weight *= 1.8;
    if (dom === 11) weight *= 1.6;
  }
  if (month === 11) weight *= dom >= 15 ? 1.35 : 1.15;
  if (month === 8 && dom >= 20 && dom <= 24) weight *= 1.4; // Saudi National Day, 23 September
  if (month === 11 && dom >= 1 && dom <= 3) weight *= 1.2; // UAE National Day, 2 December
  return { weight, ramadan, eid, november };
}

/** Hour of day weights (store local time): quiet mornings, evening peak after iftar in Ramadan. */
export const HOURS = [3, 2, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 7, 8, 8, 9, 11, 12, 11, 7].map((w, h) => [h, w] as const);
export const RAMADAN_HOURS = [8, 7, 5, 3, 1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 4, 3, 2, 6, 10, 13, 14, 12].map((w, h) => [h, w] as const);
