import type { Period } from '../types.ts';
import { addDays, iso, parseIso, type CountryDay, type CountryDayKey, type Day } from './dates.ts';

/**
 * Sale days fixed by the Gregorian calendar: Black Friday (White Friday in the Gulf: the same day, the Friday after
 * the fourth Thursday of November), Cyber Monday (the Monday after it), Singles' Day (11 November), Christmas Day and
 * New Year's Day (named of any dated data: "the temperature on Christmas 2014"). Each is one
 * day; the one before it is the same day of the year before, not the day before.
 */
export interface SaleDay {
  key: 'black_friday' | 'cyber_monday' | 'singles_day' | 'christmas' | 'new_years_day' | 'valentines_day' | 'christmas_period' | 'new_year' | 'black_friday_week' | 'boxing_day' | CountryDayKey;
  en: string; ar: string;
  /** The occasion's (first) day in a year. */
  day(year: number): Day;
  /** How many days it lasts, when more than one (the Christmas period, Black Friday week). */
  days?: number;
}

/** The day of the week of a date, 0 Sunday … 6 Saturday. */
const weekday = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
/** The Friday after the fourth Thursday of November (Thanksgiving in the United States). */
function blackFriday(year: number): Day {
  const first = { y: year, m: 11, d: 1 };
  const thursday = addDays(first, (4 - weekday(first) + 7) % 7 + 21);
  return addDays(thursday, 1);
}

export const SALE_DAYS: Record<Exclude<SaleDay['key'], CountryDayKey>, SaleDay> = {
  black_friday: { key: 'black_friday', en: 'Black Friday', ar: 'الجمعة البيضاء', day: blackFriday },
  cyber_monday: { key: 'cyber_monday', en: 'Cyber Monday', ar: 'الاثنين الإلكتروني', day: (year) => addDays(blackFriday(year), 3) },
  singles_day: { key: 'singles_day', en: "Singles' Day", ar: 'يوم العزاب (١١.١١)', day: (year) => ({ y: year, m: 11, d: 11 }) },
  christmas: { key: 'christmas', en: 'Christmas Day', ar: 'يوم الكريسماس', day: (year) => ({ y: year, m: 12, d: 25 }) },
  new_years_day: { key: 'new_years_day', en: "New Year's Day", ar: 'رأس السنة الميلادية', day: (year) => ({ y: year, m: 1, d: 1 }) },
  // Occasions the store's owners name that were dropped (all time, or the whole year) or misread ("the new year" as
  // new customers). Each is stated by its dates in the answer: Valentine's Day is 14 February; the Christmas period
  // ("the holidays", "the festive period") 24 December to 1 January; the New Year New Year's Eve and New Year's Day
  // (of the year whose December it ends: "last year" is 31 December 2025 – 1 January 2026); Black Friday week the
  // seven days ending on Black Friday.
  valentines_day: { key: 'valentines_day', en: "Valentine's Day", ar: 'يوم الحب', day: (year) => ({ y: year, m: 2, d: 14 }) },
  // Boxing Day, 26 December, the day after Christmas (British owners' sale day; it was all time).
  boxing_day: { key: 'boxing_day', en: 'Boxing Day', ar: 'يوم الصناديق (٢٦ ديسمبر)', day: (year) => ({ y: year, m: 12, d: 26 }) },
  christmas_period: { key: 'christmas_period', en: 'the Christmas period', ar: 'فترة الكريسماس', day: (year) => ({ y: year, m: 12, d: 24 }), days: 9 },
  new_year: { key: 'new_year', en: 'the New Year', ar: 'رأس السنة', day: (year) => ({ y: year, m: 12, d: 31 }), days: 2 },
  black_friday_week: { key: 'black_friday_week', en: 'Black Friday week', ar: 'أسبوع الجمعة البيضاء', day: (year) => addDays(blackFriday(year), -6), days: 7 },
};

/** Words for each sale day, normalised as questions are. */
export const SALE_DAY_PATTERN = String.raw`((?:black|white) friday week|week of (?:black|white) friday|valentine s day|valentines day|valentine's day|valentines|valentine|st valentine s day|(?:the )?christmas (?:period|season|holidays|break)|(?:the )?festive (?:period|season)|(?:the )?holiday season|(?:the )?xmas (?:period|season|holidays)|(?:the )?holidays|new year s eve|new years eve|new year's eve|(?<!chinese |lunar )(?:the )?new years?(?! s day| day|s day|'s day)|black friday|white friday|الجمعه البيضاء|الجمعه السوداء|البلاك فرايدي|بلاك فرايدي|الوايت فرايدي|وايت فرايدي|cyber monday|الاثنين الالكتروني|سايبر مونداي|singles day|singles' day|11\.11|يوم العزاب|boxing day|christmas day|christmas|xmas|الكريسماس|كريسماس|new year's day|new years day|new year s day|new year day|راس السنه الميلاديه|راس السنه)`;

export function saleDayOf(words: string): SaleDay {
  if (/friday week|week of (?:black|white) friday/.test(words)) return /white/.test(words) ? { ...SALE_DAYS.black_friday_week, en: 'White Friday week' } : SALE_DAYS.black_friday_week;
  if (/valentine/.test(words)) return SALE_DAYS.valentines_day;
  if (/boxing/.test(words)) return SALE_DAYS.boxing_day;
  if (/period|season|holidays|break/.test(words)) return SALE_DAYS.christmas_period;
  if (/new years? eve|new year s eve|new year's eve|^(?:the )?new years?$/.test(words)) return SALE_DAYS.new_year;
  if (/cyber|سايبر|الالكتروني/.test(words)) return SALE_DAYS.cyber_monday;
  if (/singles|11\.11|العزاب/.test(words)) return SALE_DAYS.singles_day;
  if (/christmas|xmas|كريسماس/.test(words)) return SALE_DAYS.christmas;
  if (/new year|راس السنه/.test(words)) return SALE_DAYS.new_years_day;
  // "White Friday", as the Gulf calls the day, is named so in English too (it was "Black Friday 2025").
  return /white|وايت/.test(words) ? WHITE_FRIDAY : SALE_DAYS.black_friday;
}
const WHITE_FRIDAY: SaleDay = { ...SALE_DAYS.black_friday, en: 'White Friday' };

/** The sale day of a year as named, or the latest one that has come by today. */
export function saleDayPeriod(sale: SaleDay, year: number | undefined, today: Day): Period {
  // (One of several days is the latest that has ended: Black Friday week just begun is last year's whole week.)
  const y = year ?? (iso(addDays(sale.day(today.y), (sale.days ?? 1) - 1)) <= iso(today) ? today.y : today.y - 1);
  const day = sale.day(y);
  const last = addDays(day, (sale.days ?? 1) - 1);
  // An occasion across the year's end is named by both years ("the Christmas period 2025–26").
  const named = last.y !== day.y ? `${y}–${String(last.y).slice(2)}` : String(y);
  return { from: iso(day), to: iso(addDays(day, sale.days ?? 1)), unit: 'range', occasion: sale.key, label: { en: `${sale.en} ${named}`, ar: `${sale.ar} ${named}` } };
}

/** The same sale day a year before (a country's day: the one of that kind and date). */
export function previousSaleDay(period: Period): Period | undefined {
  const from = parseIso(period.from);
  const kind = period.occasion === 'national_day' || period.occasion === 'founding_day' ? period.occasion : undefined;
  const known = kind ? Object.values(COUNTRY_DAYS).map((days) => days[kind]).find((day) => day && day.m === from.m && day.d === from.d) : undefined;
  const named = period.occasion === 'black_friday' && period.label.en.startsWith(WHITE_FRIDAY.en) ? WHITE_FRIDAY : undefined;
  const sale = kind && known ? countrySale(kind, known) : named ?? (period.occasion && (SALE_DAYS as Record<string, SaleDay>)[period.occasion]);
  if (!sale) return undefined;
  return saleDayPeriod(sale, from.y - 1, from);
}

/**
 * The days of a country, seasons of sales in the Gulf, by the country the store's currency names: national days of
 * Saudi Arabia (23 September), the UAE (2 December), Kuwait (25 February), Qatar (18 December), Bahrain (16
 * December); Saudi Arabia's founding day (22 February, kept since 2022).
 */
const COUNTRY_DAYS: Record<string, Partial<Record<CountryDayKey, CountryDay>>> = {
  SAR: { national_day: { m: 9, d: 23, en: 'Saudi National Day', ar: 'اليوم الوطني السعودي' }, founding_day: { m: 2, d: 22, en: 'Saudi Founding Day', ar: 'يوم التأسيس السعودي' } },
  AED: { national_day: { m: 12, d: 2, en: 'UAE National Day', ar: 'اليوم الوطني الإماراتي' } },
  KWD: { national_day: { m: 2, d: 25, en: 'Kuwait National Day', ar: 'اليوم الوطني الكويتي' } },
  QAR: { national_day: { m: 12, d: 18, en: 'Qatar National Day', ar: 'اليوم الوطني القطري' } },
  BHD: { national_day: { m: 12, d: 16, en: 'Bahrain National Day', ar: 'اليوم الوطني البحريني' } },
};
export const countryDaysOf = (currency?: string) => COUNTRY_DAYS[String(currency ?? '').toUpperCase()];
/** The days of the country a word names ("الاماراتي", "kuwaiti"), by its currency. */
const COUNTRY_WORDS: Record<string, string> = {
  saudi: 'SAR', 'السعودي': 'SAR', uae: 'AED', emirati: 'AED', 'الاماراتي': 'AED', kuwaiti: 'KWD', 'الكويتي': 'KWD',
  qatari: 'QAR', 'القطري': 'QAR', bahraini: 'BHD', 'البحريني': 'BHD',
};
export const countryDaysNamed = (word?: string) => (word ? COUNTRY_DAYS[COUNTRY_WORDS[word] ?? ''] : undefined);
/** A country's day as a sale day: the same date each year. */
const countrySale = (key: CountryDayKey, known: CountryDay): SaleDay => ({ key, en: known.en, ar: known.ar, day: (y) => ({ y, m: known.m, d: known.d }) });

// ("العيد الوطني", as the Gulf also names it: it was Eid al-Adha.)
export const NATIONAL_DAY_PATTERN = String.raw`(national day|اليوم الوطني|العيد الوطني)`;
export const FOUNDING_DAY_PATTERN = String.raw`(founding day|يوم التاسيس)`;

/** The store's country's day of a year as named, or the latest that has come; null when its country has none known. */
export function countryDayPeriod(key: CountryDayKey, year: number | undefined, today: Day): Period | null {
  const known = today.countryDays?.[key];
  if (!known) return null;
  return saleDayPeriod(countrySale(key, known), year, today);
}
