import type { Case } from './questions-demo.ts';
import { filesCase } from './gold-sql.ts';

/**
 * Round q8 (2026-11-28): files and databases the engine has never seen. Four more vega-datasets files (BSD-3-Clause)
 * loaded through the product's CSV import beside the three before (setup.ts NEW_FILES): yearly deaths by kind of
 * disaster (a year kept as a number), countries' income and health by region, Iowa's electricity by source (a year
 * kept as a date) and the people who died in the 1992 Los Angeles riots; and the stocks, airports and Chinook (both
 * engines) questions the round found answered wrongly. Their category is `new-files` for the four new files, so the
 * accuracy on data never seen is printed on its own line. Gold from hand-written SQL.
 */
export function q8FilesCases(): Case[] {
  const [d, g, e, r, s, a] = ['disasters', 'gapminder_health_income', 'iowa_electricity', 'la_riots', 'stocks', 'airports'].map((table) => `"store_1"."${table}"`);
  const c = filesCase('q8-files-');
  /** A disaster file's year as the answer keys a yearly bucket. */
  const year = `to_char(make_date(year, 1, 1), 'YYYY-MM-DD')`;
  /** Every year from `from` to `to` with the deaths the rows kept by `where` add up to (none is 0), as a series shows them. */
  const yearly = (where: string, from: number, to: number) => `SELECT to_char(y, 'YYYY-MM-DD'), coalesce(sum(t.deaths), 0) FROM generate_series(date '${from}-01-01', date '${to}-01-01', interval '1 year') y
    LEFT JOIN ${d} t ON make_date(t.year, 1, 1) = y AND ${where} GROUP BY y`;
  /** A stock's price at the end (`DESC`) or start (`ASC`) of the rows kept by `where`. */
  const priceAt = (dir: 'ASC' | 'DESC', where: string) => `(SELECT price FROM ${s} WHERE ${where} ORDER BY date ${dir} LIMIT 1)`;
  /** Each symbol's last price over its first, less one, over the rows kept by `where`. */
  const moved = (where: string) => `SELECT symbol, (array_agg(price ORDER BY date DESC))[1] / (array_agg(price ORDER BY date))[1] - 1 AS m FROM ${s} WHERE ${where} GROUP BY symbol`;
  const person = (alias: string) => `concat_ws(' ', ${alias}.first_name, ${alias}.last_name)`;
  return [
    // (A) A year kept as a number dates the rows: periods, series and rankings of years (they were "this data has no
    // dates" or the year dropped and all time answered).
    // (Round q10: a total over every kind leaves out the row of every kind together, "All natural disasters"; these
    // golds added it to the others and counted each death twice.)
    c('d-earthquake-deaths-2010', 'disasters', 'en', 'how many deaths from earthquakes in 2010', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Earthquake' AND year = 2010`),
    c('d-total-deaths-2004', 'disasters', 'en', 'total deaths in 2004', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year = 2004`),
    c('d-flood-deaths-by-year', 'disasters', 'en', 'deaths by year for floods', yearly(`t.entity = 'Flood'`, 1900, 2017)),
    c('d-flood-deaths-since-2000', 'disasters', 'en', ['deaths by year for floods', 'only since 2000'], yearly(`t.entity = 'Flood'`, 2000, 2017)),
    c('d-drought-worst-year', 'disasters', 'en', 'which year had the most deaths from drought', `SELECT ${year}, deaths FROM ${d} WHERE entity = 'Drought' ORDER BY deaths DESC LIMIT 1`),
    c('d-volcanic-1980-1990', 'disasters', 'en', 'deaths from volcanic activity between 1980 and 1990', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Volcanic activity' AND year BETWEEN 1980 AND 1990`),
    // (Round q9: a ranking leaves out the row of every kind together, "All natural disasters", and says so.)
    c('d-entity-2017-2016-top-3', 'disasters', 'en', ['deaths by entity in 2017', 'and in 2016?', 'top 3'], `SELECT entity, sum(deaths) FROM ${d} WHERE year = 2016 AND entity <> 'All natural disasters' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`),
    c('d-entity-2017', 'disasters', 'en', 'deaths by entity in 2017', `SELECT entity, sum(deaths) FROM ${d} WHERE year = 2017 GROUP BY 1`),
    c('d-years-over-100000', 'disasters', 'en', 'years with more than 100000 deaths from all natural disasters', `SELECT ${year}, deaths FROM ${d} WHERE entity = 'All natural disasters' AND deaths > 100000`),
    c('d-earthquake-2010-vs-2011', 'disasters', 'en', 'earthquake deaths in 2010 vs 2011', `SELECT sum(deaths) FILTER (WHERE year = 2011), sum(deaths) FILTER (WHERE year = 2010) FROM ${d} WHERE entity = 'Earthquake'`),
    c('d-flood-2000-to-2017', 'disasters', 'en', 'how did flood deaths change from 2000 to 2017', `SELECT sum(deaths) FILTER (WHERE year = 2017), sum(deaths) FILTER (WHERE year = 2000) FROM ${d} WHERE entity = 'Flood'`),
    c('d-earthquake-last-year-of-data', 'disasters', 'en', 'earthquake deaths in the last year of the data', `SELECT deaths FROM ${d} WHERE entity = 'Earthquake' AND year = 2017`),
    c('d-first-year-of-data', 'disasters', 'en', 'deaths in the first year of the data', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year = 1900`),
    c('d-top-3-earthquake-years', 'disasters', 'en', 'top 3 years for earthquake deaths', `SELECT ${year}, deaths FROM ${d} WHERE entity = 'Earthquake' ORDER BY deaths DESC LIMIT 3`),
    c('d-max-earthquake-which-year', 'disasters', 'en', ['maximum deaths in a single year from earthquakes', 'which year was that'], `SELECT ${year}, deaths FROM ${d} WHERE entity = 'Earthquake' ORDER BY deaths DESC LIMIT 1`),
    c('d-earthquake-2004-2005-floods', 'disasters', 'en', ['earthquake deaths in 2004', 'and 2005?', 'floods instead'], `SELECT deaths FROM ${d} WHERE entity = 'Flood' AND year = 2005`),
    c('d-entity-2000-2009', 'disasters', 'en', 'total deaths by entity between 2000 and 2009', `SELECT entity, sum(deaths) FROM ${d} WHERE year BETWEEN 2000 AND 2009 GROUP BY 1`),
    c('d-extreme-weather-2005-2010-by-year', 'disasters', 'en', 'extreme weather deaths by year from 2005 to 2010', yearly(`t.entity = 'Extreme weather'`, 2005, 2010)),
    c('d-drought-1965', 'disasters', 'en', 'drought deaths in 1965', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Drought' AND year = 1965`),
    // Said to be out of reach: a year after the data, decades as a split, and a month, quarter or day of data kept by
    // year (it was all of 2010 in January, 0 after).
    ...([['deaths-last-year', 'en', 'deaths last year'], ['deaths-by-decade', 'en', 'deaths by decade'], ['deaths-march-2010', 'en', 'deaths in March 2010'],
      ['deaths-by-month-2010', 'en', 'deaths by month in 2010'], ['earthquakes-by-quarter', 'en', 'earthquake deaths by quarter'], ['ar-deaths-march-2010', 'ar', 'الوفيات في مارس 2010']] as const)
      .map(([id, lang, question]) => c(`d-${id}`, 'disasters', lang, question, 'cannot')),
    c('d-ar-deaths-2010', 'disasters', 'ar', 'مجموع الوفيات في 2010', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year = 2010`),
    c('d-ar-how-many-deaths-2010', 'disasters', 'ar', 'كم عدد الوفيات في 2010', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year = 2010`),
    // Decades ("the 1920s", "عقد 1980") are their ten years (the decade was dropped: all time).
    c('d-deaths-1920s', 'disasters', 'en', 'deaths in the 1920s', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year BETWEEN 1920 AND 1929`),
    c('d-wildfire-2010s', 'disasters', 'en', 'wildfire deaths in the 2010s', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Wildfire' AND year BETWEEN 2010 AND 2019`),
    c('d-landslide-1990s-by-year', 'disasters', 'en', 'landslide deaths per year in the 1990s', yearly(`t.entity = 'Landslide'`, 1990, 1999)),
    c('d-ar-deaths-decade-1980', 'disasters', 'ar', 'الوفيات في عقد 1980', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year BETWEEN 1980 AND 1989`),
    // Already right, kept as the test of a file never seen.
    c('d-total-by-entity', 'disasters', 'en', 'total deaths by entity', `SELECT entity, sum(deaths) FROM ${d} GROUP BY 1`),
    c('d-wildfire-rows', 'disasters', 'en', 'how many rows for wildfire', `SELECT count(*) FROM ${d} WHERE entity = 'Wildfire'`),
    c('d-landslide-total', 'disasters', 'en', 'total landslide deaths', `SELECT sum(deaths) FROM ${d} WHERE entity = 'Landslide'`),
    c('d-avg-by-entity', 'disasters', 'en', 'average deaths by entity', `SELECT entity, avg(deaths) FROM ${d} GROUP BY 1`),
    c('d-earthquake-lowest', 'disasters', 'en', 'lowest deaths from earthquakes', `SELECT min(deaths) FROM ${d} WHERE entity = 'Earthquake'`),
    c('d-how-many-entities', 'disasters', 'en', 'how many entities are there', `SELECT count(DISTINCT entity) FROM ${d}`),
    c('d-droughts-and-floods', 'disasters', 'en', 'total deaths from droughts and floods', `SELECT sum(deaths) FROM ${d} WHERE entity IN ('Drought', 'Flood')`),
    c('d-ar-total-by-entity', 'disasters', 'ar', 'مجموع الوفيات حسب entity', `SELECT entity, sum(deaths) FROM ${d} GROUP BY 1`),

    // (B) Countries' income and health: a country stored as said is that country ("United States population" was the
    // region america), thresholds list the countries with the column, Arabic words for the headers.
    c('g-us-population', 'gapminder', 'en', 'United States population', `SELECT population FROM ${g} WHERE country = 'United States'`),
    c('g-countries-population-over-100m', 'gapminder', 'en', 'countries with population over 100 million', `SELECT country, population FROM ${g} WHERE population > 100000000`),
    c('g-countries-income-under-1000', 'gapminder', 'en', 'countries with income under 1000', `SELECT country, income FROM ${g} WHERE income < 1000`),
    c('g-countries-income-over-50000', 'gapminder', 'en', 'countries with income over 50000', `SELECT country, income FROM ${g} WHERE income > 50000`),
    // "Average income of countries with …": one average over those countries (it overflowed the stack, then was each
    // country's own).
    c('g-avg-income-population-over-100m', 'gapminder', 'en', 'average income of countries with population over 100 million', `SELECT avg(income) FROM ${g} WHERE population > 100000000`),
    c('g-avg-health-income-over-40000', 'gapminder', 'en', 'average health of countries with income over 40000', `SELECT avg(health) FROM ${g} WHERE income > 40000`),
    c('g-how-many-population-over-100m', 'gapminder', 'en', 'how many countries have population over 100 million', `SELECT count(*) FROM ${g} WHERE population > 100000000`),
    c('g-ar-income-japan', 'gapminder', 'ar', 'ما هو دخل اليابان', `SELECT income FROM ${g} WHERE country = 'Japan'`),
    c('g-ar-avg-income-region', 'gapminder', 'ar', 'متوسط الدخل حسب المنطقة', `SELECT region, avg(income) FROM ${g} GROUP BY 1`),
    c('g-ar-countries-per-region', 'gapminder', 'ar', 'كم عدد الدول في كل منطقة', `SELECT region, count(*) FROM ${g} GROUP BY 1`),
    c('g-ar-top-3-income', 'gapminder', 'ar', 'أعلى 3 دول في الدخل', `SELECT country, income FROM ${g} ORDER BY income DESC LIMIT 3`),
    c('g-ar-population-region', 'gapminder', 'ar', 'عدد السكان حسب المنطقة', `SELECT region, sum(population) FROM ${g} GROUP BY 1`),
    c('g-avg-income-region', 'gapminder', 'en', 'average income by region', `SELECT region, avg(income) FROM ${g} GROUP BY 1`),
    c('g-population-region', 'gapminder', 'en', 'total population by region', `SELECT region, sum(population) FROM ${g} GROUP BY 1`),
    c('g-highest-income', 'gapminder', 'en', 'which country has the highest income', `SELECT country, income FROM ${g} ORDER BY income DESC LIMIT 1`),
    c('g-top-5-health', 'gapminder', 'en', 'top 5 countries by health', `SELECT country, health FROM ${g} ORDER BY health DESC LIMIT 5`),
    c('g-income-japan', 'gapminder', 'en', 'what is the income of Japan', `SELECT income FROM ${g} WHERE country = 'Japan'`),
    c('g-population-india', 'gapminder', 'en', 'population of India', `SELECT population FROM ${g} WHERE country = 'India'`),
    c('g-region-of-egypt', 'gapminder', 'en', 'which region is Egypt in', `SELECT region FROM ${g} WHERE country = 'Egypt'`),
    c('g-count-ssa', 'gapminder', 'en', 'how many countries in sub saharan africa', `SELECT count(*) FROM ${g} WHERE region = 'sub_saharan_africa'`),
    c('g-count-health-over-80', 'gapminder', 'en', 'how many countries have health above 80', `SELECT count(*) FROM ${g} WHERE health > 80`),
    c('g-avg-health-south-asia', 'gapminder', 'en', 'average health in south_asia', `SELECT avg(health) FROM ${g} WHERE region = 'south_asia'`),
    c('g-top-3-population-eap', 'gapminder', 'en', 'top 3 countries by population in east asia pacific', `SELECT country, population FROM ${g} WHERE region = 'east_asia_pacific' ORDER BY population DESC LIMIT 3`),
    c('g-median-income', 'gapminder', 'en', 'median income', `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY income) FROM ${g}`),
    c('g-how-many-countries', 'gapminder', 'en', 'how many countries', `SELECT count(*) FROM ${g}`),
    c('g-top-5-eca-america-health', 'gapminder', 'en', ['top 5 countries by income in europe_central_asia', 'and in america?', 'by health instead'], `SELECT country, health FROM ${g} WHERE region = 'america' ORDER BY health DESC LIMIT 5`),
    c('g-income-under-2000-by-region', 'gapminder', 'en', ['how many countries have income under 2000', 'by region'], `SELECT region, count(*) FROM ${g} WHERE income < 2000 GROUP BY 1`),
    c('g-saudi-vs-uae-income', 'gapminder', 'en', 'income of Saudi Arabia vs United Arab Emirates', `SELECT country, income FROM ${g} WHERE country IN ('Saudi Arabia', 'United Arab Emirates')`),
    c('g-health-japan-vs-norway', 'gapminder', 'en', 'health in Japan vs Norway', `SELECT country, health FROM ${g} WHERE country IN ('Japan', 'Norway')`),
    c('g-share-population-region', 'gapminder', 'en', 'share of population by region', `SELECT region, sum(population), sum(population)::numeric / sum(sum(population)) OVER () FROM ${g} GROUP BY 1`),
    c('g-income-over-time', 'gapminder', 'en', 'income by region over time', 'cannot'),

    // (C) Iowa's electricity: "generation" is the net generation column, "nuclear" and "fossil fuel" its sources.
    c('e-nuclear-2005-and-renewables', 'electricity', 'en', ['nuclear generation in 2005', 'and renewables'], `SELECT net_generation FROM ${e} WHERE source = 'Renewables' AND year = '2005-01-01'`),
    c('e-nuclear-2005', 'electricity', 'en', 'nuclear generation in 2005', `SELECT net_generation FROM ${e} WHERE source = 'Nuclear Energy' AND year = '2005-01-01'`),
    c('e-total-by-year-since-2010', 'electricity', 'en', 'total generation by year since 2010', `SELECT to_char(year, 'YYYY-MM-DD'), sum(net_generation) FROM ${e} WHERE year >= '2010-01-01' GROUP BY 1`),
    c('e-fossil-fuel-by-year', 'electricity', 'en', 'fossil fuel generation by year', `SELECT to_char(year, 'YYYY-MM-DD'), net_generation FROM ${e} WHERE source = 'Fossil Fuels'`),
    c('e-last-year-of-data', 'electricity', 'en', 'how much generation in the last year of the data', `SELECT sum(net_generation) FROM ${e} WHERE year = '2017-01-01'`),
    c('e-by-source', 'electricity', 'en', 'net generation by source', `SELECT source, sum(net_generation) FROM ${e} GROUP BY 1`),
    c('e-renewables-2017', 'electricity', 'en', 'renewables generation in 2017', `SELECT net_generation FROM ${e} WHERE source = 'Renewables' AND year = '2017-01-01'`),
    c('e-fossil-2001-vs-2017', 'electricity', 'en', 'percent change in fossil fuels between 2001 and 2017', `SELECT sum(net_generation) FILTER (WHERE year = '2017-01-01'), sum(net_generation) FILTER (WHERE year = '2001-01-01') FROM ${e} WHERE source = 'Fossil Fuels'`),
    c('e-share-2017', 'electricity', 'en', 'share of each source in 2017', `SELECT source, net_generation, net_generation::numeric / sum(net_generation) OVER () FROM ${e} WHERE year = '2017-01-01'`),
    c('e-fossil-renewables-since-2010', 'electricity', 'en', ['fossil fuels by year', 'and renewables?', 'since 2010'], `SELECT to_char(year, 'YYYY-MM-DD'), net_generation FROM ${e} WHERE source = 'Renewables' AND year >= '2010-01-01'`),
    c('e-2010-vs-2015-by-source', 'electricity', 'en', 'generation by source in 2010 vs 2015', `SELECT source, sum(net_generation) FILTER (WHERE year = '2015-01-01'), sum(net_generation) FILTER (WHERE year = '2010-01-01') FROM ${e} GROUP BY 1`),
    c('e-renewables-2005-2010', 'electricity', 'en', 'renewables generation between 2005 and 2010', `SELECT sum(net_generation) FROM ${e} WHERE source = 'Renewables' AND year BETWEEN '2005-01-01' AND '2010-01-01'`),
    c('e-lowest-fossil-year', 'electricity', 'en', 'lowest year for fossil fuels', `SELECT to_char(year, 'YYYY-MM-DD'), net_generation FROM ${e} WHERE source = 'Fossil Fuels' ORDER BY net_generation LIMIT 1`),
    c('e-top-source-each-year', 'electricity', 'en', 'top source each year', `SELECT DISTINCT ON (year) to_char(year, 'YYYY-MM-DD'), source, net_generation FROM ${e} ORDER BY year, net_generation DESC`),
    c('e-last-year', 'electricity', 'en', 'net generation last year', 'cannot'),
    // "2015 and later", "from 2010 onwards": since that year (it was that year alone).
    c('e-by-source-2015-and-later', 'electricity', 'en', ['generation by source', 'only 2015 and later'], `SELECT source, sum(net_generation) FROM ${e} WHERE year >= '2015-01-01' GROUP BY 1`),
    c('e-renewables-2010-onwards', 'electricity', 'en', 'renewables from 2010 onwards', `SELECT sum(net_generation) FROM ${e} WHERE source = 'Renewables' AND year >= '2010-01-01'`),
    c('d-ar-since-2000-and-after', 'disasters', 'ar', 'مجموع الوفيات 2000 وما بعدها', `SELECT sum(deaths) FROM ${d} WHERE entity <> 'All natural disasters' AND year >= 2000`),
    c('e-ar-by-source', 'electricity', 'ar', 'مجموع net generation حسب source', `SELECT source, sum(net_generation) FROM ${e} GROUP BY 1`),

    // (D) The LA riots: a value said as things counted ("homicides", "officer-involved shootings") counts rows (it was
    // the file's one measure, the average age); where someone died and who they were describe their row.
    c('r-homicides-by-race', 'riots', 'en', 'homicides by race', `SELECT race, count(*) FROM ${r} WHERE type = 'Homicide' GROUP BY 1`),
    c('r-homicides-by-race-latino', 'riots', 'en', ['homicides by race', 'only Latino'], `SELECT race, count(*) FROM ${r} WHERE type = 'Homicide' AND race = 'Latino' GROUP BY 1`),
    c('r-shootings-by-race', 'riots', 'en', 'officer-involved shootings by race', `SELECT race, count(*) FROM ${r} WHERE type = 'Officer-involved shooting' GROUP BY 1`),
    c('r-homicides-koreatown', 'riots', 'en', 'homicides in Koreatown', `SELECT count(*) FROM ${r} WHERE type = 'Homicide' AND neighborhood = 'Koreatown'`),
    c('r-homicides-neighborhood-top-3', 'riots', 'en', 'homicides by neighborhood top 3', `SELECT neighborhood, count(*) FROM ${r} WHERE type = 'Homicide' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3`),
    c('r-where-george-alvarez-died', 'riots', 'en', 'where did George Alvarez die', `SELECT address, neighborhood FROM ${r} WHERE first_name = 'George' AND last_name = 'Alvarez'`),
    c('r-about-cesar-aguilar', 'riots', 'en', 'tell me about Cesar A. Aguilar', `SELECT gender, race, address, neighborhood, type FROM ${r} WHERE first_name = 'Cesar A.' AND last_name = 'Aguilar'`),
    c('r-ar-avg-age-gender', 'riots', 'ar', 'متوسط العمر حسب الجنس', `SELECT gender, avg(age) FROM ${r} GROUP BY 1`),
    c('r-ar-avg-age-race', 'riots', 'ar', 'متوسط العمر حسب العرق', `SELECT race, avg(age) FROM ${r} GROUP BY 1`),
    c('r-ar-rows-by-gender', 'riots', 'ar', 'عدد السجلات حسب الجنس', `SELECT gender, count(*) FROM ${r} GROUP BY 1`),
    c('r-how-many-homicides', 'riots', 'en', 'how many homicides', `SELECT count(*) FROM ${r} WHERE type = 'Homicide'`),
    c('r-victims-by-race', 'riots', 'en', 'number of victims by race', `SELECT race, count(*) FROM ${r} GROUP BY 1`),
    c('r-avg-age-by-race', 'riots', 'en', 'average age by race', `SELECT race, avg(age) FROM ${r} GROUP BY 1`),
    c('r-avg-age-by-type', 'riots', 'en', 'average age by type', `SELECT type, avg(age) FROM ${r} GROUP BY 1`),
    c('r-rows-by-type', 'riots', 'en', 'number of rows by type', `SELECT type, count(*) FROM ${r} GROUP BY 1`),
    c('r-max-age', 'riots', 'en', 'maximum age', `SELECT max(age) FROM ${r}`),
    c('r-avg-age-black', 'riots', 'en', 'average age of Black victims', `SELECT avg(age) FROM ${r} WHERE race = 'Black'`),
    c('r-female-by-race', 'riots', 'en', 'female victims by race', `SELECT race, count(*) FROM ${r} WHERE gender = 'Female' GROUP BY 1`),
    c('r-how-many-male', 'riots', 'en', 'how many Male', `SELECT count(*) FROM ${r} WHERE gender = 'Male'`),
    c('r-april-30', 'riots', 'en', 'number of rows on April 30 1992', `SELECT count(*) FROM ${r} WHERE death_date = '1992-04-30'`),
    c('r-how-many-neighborhoods', 'riots', 'en', 'how many neighborhoods', `SELECT count(DISTINCT neighborhood) FROM ${r}`),

    // (E) A price file: what a price "grew" or "fell" with no period named is its own move from first to last (it was
    // the latest month against the one before, in a file that ended in 2010); its last and first price; "percent
    // change" is no share.
    c('s-which-stock-grew-most', 'stocks', 'en', 'which stock grew the most', `${moved('true')} ORDER BY m DESC LIMIT 1`),
    c('s-ar-which-stock-grew-most', 'stocks', 'ar', 'أي سهم نما أكثر', `${moved('true')} ORDER BY m DESC LIMIT 1`),
    c('s-worst-performing', 'stocks', 'en', 'worst performing stock', `${moved('true')} ORDER BY m LIMIT 1`),
    // With a period named it is that period against the one before, as before.
    c('s-fell-most-2008', 'stocks', 'en', 'which stock fell the most in 2008', `SELECT symbol, cur, prev FROM (SELECT symbol, avg(price) FILTER (WHERE date >= '2008-01-01' AND date < '2009-01-01') AS cur,
      avg(price) FILTER (WHERE date >= '2007-01-01' AND date < '2008-01-01') AS prev FROM ${s} GROUP BY 1) t ORDER BY cur - prev LIMIT 1`),
    c('s-top-3-fell-most', 'stocks', 'en', 'top 3 stocks that fell the most', `${moved('true')} ORDER BY m LIMIT 3`),
    c('s-aapl-percent-change', 'stocks', 'en', 'percent change of AAPL between first and last price', `SELECT ${priceAt('DESC', `symbol = 'AAPL'`)} / ${priceAt('ASC', `symbol = 'AAPL'`)} - 1`),
    c('s-msft-price-change-2009', 'stocks', 'en', 'how did the MSFT price change in 2009', `SELECT ${priceAt('DESC', `symbol = 'MSFT' AND date >= '2009-01-01' AND date < '2010-01-01'`)} / ${priceAt('ASC', `symbol = 'MSFT' AND date >= '2009-01-01' AND date < '2010-01-01'`)} - 1`),
    c('s-last-price-amzn', 'stocks', 'en', 'last price of AMZN', `SELECT ${priceAt('DESC', `symbol = 'AMZN'`)}`),
    c('s-first-price-goog', 'stocks', 'en', 'first price of GOOG', `SELECT ${priceAt('ASC', `symbol = 'GOOG'`)}`),
    c('s-opening-price-aapl-2009', 'stocks', 'en', 'opening price of AAPL in 2009', `SELECT ${priceAt('ASC', `symbol = 'AAPL' AND date >= '2009-01-01'`)}`),
    c('s-closing-price-by-symbol-2008', 'stocks', 'en', 'closing price by symbol in 2008', `SELECT symbol, (array_agg(price ORDER BY date DESC))[1] FROM ${s} WHERE date >= '2008-01-01' AND date < '2009-01-01' GROUP BY 1`),

    // (F) A row picked by a code or a name, asked where it is or what it holds (it was "Number of airports: 1").
    c('a-where-is-jfk', 'airports', 'en', 'where is JFK', `SELECT name, city, state, country FROM ${a} WHERE iata = 'JFK'`),
    c('a-tell-me-about-bos', 'airports', 'en', 'tell me about BOS', `SELECT name, city, state, country FROM ${a} WHERE iata = 'BOS'`),
    c('a-details-of-lax', 'airports', 'en', 'details of LAX', `SELECT name, city, state, country FROM ${a} WHERE iata = 'LAX'`),
    c('a-ar-where-is-jfk', 'airports', 'ar', 'أين يقع مطار JFK', `SELECT name, city, state, country FROM ${a} WHERE iata = 'JFK'`),
    c('a-what-city-is-sea', 'airports', 'en', 'what city is SEA', `SELECT city FROM ${a} WHERE iata = 'SEA'`),
    c('ch-where-customer-from', 'chinook', 'en', 'where is customer Luís Gonçalves from', `SELECT city, state, country FROM customer WHERE first_name = 'Luís' AND last_name = 'Gonçalves'`),
    c('ch-where-does-customer-live', 'chinook', 'en', 'where does Leonie Köhler live', `SELECT city, state, country FROM customer WHERE first_name = 'Leonie' AND last_name = 'Köhler'`),
    c('ch-where-is-employee', 'chinook', 'en', 'where is Jane Peacock', `SELECT address, city, state, country, postal_code FROM employee WHERE first_name = 'Jane' AND last_name = 'Peacock'`),
    c('ch-about-customer', 'chinook', 'en', 'tell me about Leonie Köhler', `SELECT company, address, city, state, country, postal_code, phone, fax FROM customer WHERE ${person('customer')} = 'Leonie Köhler'`),
    // "By quarter instead" after the top 3 countries: the quarters alone (it was the three countries quarter by quarter).
    c('ch-top-3-then-quarter-instead', 'chinook', 'en', ['revenue in 2025', 'by country', 'top 3', 'by quarter instead'], `SELECT to_char(date_trunc('quarter', invoice_date), 'YYYY-MM-DD'), sum(total) FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' GROUP BY 1`),
    c('ch-quarter-instead-2024', 'chinook', 'en', ['revenue in 2025', 'by country', 'top 3', 'by quarter instead', 'what about 2024'], `SELECT to_char(date_trunc('quarter', invoice_date), 'YYYY-MM-DD'), sum(total) FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01' GROUP BY 1`),
    c('my-top-3-then-quarter-instead', 'chinook_mysql', 'en', ['revenue in 2025', 'by country', 'top 3', 'by quarter instead'], "SELECT DATE_FORMAT(MAKEDATE(YEAR(invoice_date), 1) + INTERVAL (QUARTER(invoice_date) - 1) QUARTER, '%Y-%m-%d') AS q, sum(total) FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01' GROUP BY q"),
    c('my-where-customer-from', 'chinook_mysql', 'en', 'where is customer Luís Gonçalves from', `SELECT city, state, country FROM customer WHERE first_name = 'Luís' AND last_name = 'Gonçalves'`),
    c('my-where-is-employee', 'chinook_mysql', 'en', 'where is Jane Peacock', `SELECT address, city, state, country, postal_code FROM employee WHERE first_name = 'Jane' AND last_name = 'Peacock'`),
  ];
}
