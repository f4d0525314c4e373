import type { Catalog, Filter, Period } from '../types.ts';

/**
 * "December sales in each year", "مبيعات ديسمبر لكل سنة", "Q1 sales by year", "مبيعات الربع الأول لكل سنة": a month or
 * quarter named without a year, split by year, is that part of every year, year by year (a filter on the month of the
 * year). It was the latest December alone, one bar. A month said with its year ("December 2024 by year") stays that
 * one. A season said alone and split by year is every one of it the same way.
 */
const NAMED = /^(?:[A-Z][a-z]+|Q[1-4]) \d{4}$/;

/** A season the period rules read as its latest ("winter 2016" for "in winter"). */
const SEASON = /^(winter|spring|summer|autumn) \d{4}$/;

export function monthsEveryYear(period: Period | undefined, said: string, grain: string | undefined, catalog: Catalog): Filter | undefined {
  // "Rainfall in winter by year", "الأمطار في الشتاء حسب السنة": every winter, year by year (the season filtered).
  const season = period && grain === 'year' ? SEASON.exec(period.label.en) : null;
  if (season && !/(?:^|\D)(?:19|20)\d\d(?:\D|$)/.test(said) && catalog.dimensions.some((d) => d.key === 'season')) return { dimension: 'season', op: 'eq', values: [season[1]] };
  if (!period || grain !== 'year' || (period.unit !== 'month' && period.unit !== 'quarter')) return undefined;
  if (!NAMED.test(period.label.en) || /(?:^|\D)(?:19|20)\d\d(?:\D|$)/.test(said)) return undefined;
  if (!catalog.dimensions.some((d) => d.key === 'month_of_year')) return undefined;
  const first = Number(period.from.slice(5, 7));
  const months = period.unit === 'month' ? [first] : [first, first + 1, first + 2];
  return { dimension: 'month_of_year', op: 'eq', values: months.map(String) };
}
