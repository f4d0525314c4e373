import { weekDimensions } from '../semantic/week-days.ts';
import { seasonDimension } from '../semantic/seasons.ts';
import { monthOfYearDimension } from '../semantic/months-of-year.ts';
import { hourDimension } from '../semantic/hours.ts';
import type { Catalog, CatalogTable, Dimension, Metric, SourceColumn, SourceTable } from '../types.ts';
import { dialectNamed } from '../sql/dialect.ts';
import { arabicCountedFor, arabicFor, arabicWhole, englishFor, englishForArabic } from './glossary.ts';
import { joinReferences, listMembers } from './references.ts';
import { plural, singular, tableWordsOf, words } from './table-words.ts';
import { lengthFormatOf } from './lengths.ts';
import { withoutArticle } from '../parse/normalise.ts';
import { holdsOneRowPerDay } from './one-row-per-day.ts';
import { nameValuesInArabic } from './value-names.ts';
import { ratiosOf, type MeasuredColumn } from './ratios.ts';
import { ofInArabic } from '../answer/article.ts';

const NUMERIC = /^(?:int|integer|bigint|smallint|numeric|decimal|real|double|float|money|number|tinyint|mediumint)/i;
const DATE = /^(?:date|timestamp|datetime|time stamp|timestamptz)/i;
const BOOLEAN = /^(?:bool|boolean)/i;
/** Numbers that identify or locate rather than measure. */
const NOT_A_MEASURE = /(?:^|_)(?:id|code|zip|zipcode|postal|phone|lat|latitude|lon|lng|longitude|year|yr|month|day|number|no)$/i;

const RESERVED = new Set(['share', 'period', 'day', 'week', 'month', 'quarter', 'year']);
const COORDINATE = /(?:^|_)(?:lat|latitude|lon|lng|longitude)$/i;
const ROW_ID = /^(?:(.+?)[_ ]?)?id$/i;
/** A text column that names its row: "name", "product_name", "title". */
const NAME_COLUMN = /^(?:name|title|full_?name|display_?name|product_?name|item_?name)$/i;
/** The column a row's size is: "the biggest invoice" is the one with the largest total. */
const AMOUNT_COLUMN = /^(?:total|amount|sales|revenue|value|grand_total|price|total_amount|order_total)$/i;
const IDENTIFIER = /(?:^|_)(?:id|code|zip|zipcode|postal|phone|lat|latitude|lon|lng|longitude|number|no)$/i;
/** Short forms column names use, as owners say them ("temp max" is asked as "max temperature"). */
const SHORT_FORMS: Record<string, string> = {
  temp: 'temperature', precip: 'precipitation', qty: 'quantity', amt: 'amount', avg: 'average', max: 'maximum', min: 'minimum',
  prod: 'product', cust: 'customer', desc: 'description', num: 'number', pct: 'percent', cat: 'category', dept: 'department',
};
/** A column's words with short forms spelled out, and a trailing max/min said first ("temp max" → "max temperature"). */
function spelledOut(phrase: string): string[] {
  const parts = phrase.split(' ');
  const long = parts.map((part) => SHORT_FORMS[part] ?? part);
  const out = new Set<string>([long.join(' ')]);
  const last = parts.at(-1);
  if (parts.length > 1 && (last === 'max' || last === 'min')) {
    const rest = parts.slice(0, -1);
    const restLong = long.slice(0, -1);
    for (const end of [last, SHORT_FORMS[last]]) for (const body of [rest, restLong]) out.add(`${end} ${body.join(' ')}`);
  }
  out.delete(phrase);
  return [...out];
}
const keyOf = (text: string, used: Set<string>) => {
  let key = text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'col';
  if (/^[0-9]/.test(key)) key = `c_${key}`;
  let unique = key; let i = 2;
  while (used.has(unique)) unique = `${key}_${i++}`;
  used.add(unique);
  return unique;
};
/** Short phrases of a comment ("also called revenue; المبيعات") become synonyms: words only, never SQL. */
/** A comment's parts, as the owner separated them (commas, semicolons, slashes, lines; Arabic commas too). */
const commentParts = (comment?: string) => (comment ?? '').split(/[,;|/\n،؛]+/).map((part) => part.trim()).filter(Boolean);
/** An English word of the owner's ("revenue") brings its Arabic words too ("الإيرادات"): owners ask in both. */
const commentPhrases = (comment?: string) => {
  const phrases = commentParts(comment).map((s) => s.replace(/^(?:also called|aka|also|synonyms?:?|means?|عربي:?)\s*/i, '').trim())
    .filter((s) => s.length >= 2 && s.length <= 40 && s.split(/\s+/).length <= 4);
  return [...new Set([...phrases, ...phrases.filter((p) => !/[\u0600-\u06FF]/.test(p)).flatMap((p) => arabicFor(p))])];
};
/**
 * The owner's name for a column, when its comment is a list of names ("sales, revenue, المبيعات"): the first English
 * and the first Arabic one. A comment that explains ("Invoice total in USD, tax included") names nothing.
 */
function taughtName(comment?: string): { en?: string; ar?: string } {
  const phrases = commentParts(comment);
  if (!phrases.length || phrases.some((p) => p.split(/\s+/).length > 2 || p.length > 30)) return {};
  return { en: phrases.find((p) => /^[a-z][a-z ]*$/i.test(p))?.toLowerCase(), ar: phrases.find((p) => /^[\u0600-\u06FF ]+$/.test(p)) };
}
const split = (phrases: string[]) => ({
  en: phrases.filter((p) => !/[\u0600-\u06FF]/.test(p)), ar: phrases.filter((p) => /[\u0600-\u06FF]/.test(p)),
});
/**
 * Counting words that name no table: a table's row count answers them only where nothing else can (a catalog of one
 * file); beside the commerce warehouse they are left to the entity the question names (besideCommerce). Among a
 * database's tables they name none: "how many orders were shipped late?" on Chinook was its first table's, 347 albums.
 */
export const GENERIC_COUNT = ['count', 'rows', 'records', 'number of rows', 'number of records', 'how many', 'عدد السجلات', 'عدد الصفوف', 'كم سجل', 'العدد', 'عدد'];
/** How an owner names one table as such: "the products table", "from products.csv", "my file sales_2016", "جدول المنتجات". */
function tableNames(source: SourceTable): string[] {
  const names = [...new Set([source.table, source.label, source.label?.replace(/\.(csv|tsv|txt)$/i, '')].filter((n): n is string => Boolean(n)).map((n) => n.toLowerCase()))];
  const spoken = [...new Set(names.map(words))];
  return [...new Set([
    ...names, ...spoken, `${source.table.toLowerCase()}.csv`,
    ...spoken.flatMap((w) => [`${w} table`, `${w} file`, `${w} csv`, `${w} sheet`, `table ${w}`, `file ${w}`, `جدول ${w}`, `ملف ${w}`]),
  ])].filter((n) => n.split(/\s+/).length <= 6);
}
/**
 * "Invoices with more than 10 lines", "… 10 line items", "الفواتير التي فيها أكثر من 10 بنود": the rows of the one table
 * named "<thing> line" (or "… item") are its lines, as an owner says them (they were read as the invoice's total).
 */
const LINE_TABLE = /(?:^|\s)(?:line|lines|line item|line items)$/;
function linesOf(tableWords: string, tables: SourceTable[]): string[] {
  if (!LINE_TABLE.test(tableWords) || tables.filter((t) => LINE_TABLE.test(tableWordsOf(t))).length !== 1) return [];
  return ['lines', 'line items', 'number of lines', 'number of line items', 'البنود', 'بنود', 'السطور', 'سطور', 'عدد البنود'];
}
/** Last words too general to stand for their column ("first_name" is not "the name"). */
/** Last words of a column's name that say how, not what, it measures ("order count", "unit price"). */
const MEASURE_WORDS = /^(?:counts?|totals?|amounts?|values?|numbers?|sums?|rates?|ratios?|percents?|shares?|prices?|costs?|sizes?|lengths?|weights?|quantity|quantities|averages?|max|min)$/;
const GENERIC_TAILS = new Set(['name', 'code', 'date', 'time', 'type', 'value', 'text', 'note', 'notes', 'number', 'line', 'address']);
/** Nouns that name a mass rather than things to count: their tables' rows are counted as rows. */
const UNCOUNTABLE = new Set(['weather', 'data', 'info', 'information', 'inventory', 'stock', 'traffic', 'feedback', 'news', 'equipment', 'staff', 'history', 'revenue', 'income', 'spending', 'weight', 'rainfall', 'content', 'software', 'furniture', 'merchandise', 'performance', 'attendance', 'usage']);

/** Columns that hold a price, whose move over time is a performance. */
const PRICE_COLUMN = /(?:^|_)(?:price|close|adj_?close|closing_price|open|nav)(?:_|$)/i;

/**
 * The last value of a column (by the time column) over its first, less one: each dialect's way of reading a group's
 * first and last values in one pass (MySQL's GROUP_CONCAT keeps its first item however long the list).
 */
function movedSql(value: string, time: string, mysql: boolean): string {
  return `(${endValueSql(value, time, mysql, 'DESC')} / nullif(${endValueSql(value, time, mysql, 'ASC')}, 0) - 1)`;
}
/** A group's value at its last (DESC) or first (ASC) time: "the last price of AMZN", "AAPL's opening price in 2008". */
function endValueSql(value: string, time: string, mysql: boolean, dir: 'ASC' | 'DESC'): string {
  return mysql
    ? `CAST(SUBSTRING_INDEX(GROUP_CONCAT(${value} ORDER BY ${time} ${dir} SEPARATOR ','), ',', 1) AS DECIMAL(30, 6))`
    : `CAST((array_agg(${value} ORDER BY ${time} ${dir}) FILTER (WHERE ${value} IS NOT NULL))[1] AS DECIMAL(30, 6))`;
}

/**
 * Uploaded CSV tables and connected database tables become a catalog: numeric columns are summed and averaged,
 * text and yes/no columns are dimensions whose sample values answer "in Texas", the first date column is the
 * table's time. Names, labels and comments give the words; identifiers are quoted, values stay parameters.
 */
export function catalogFromTables(tables: SourceTable[], name = 'custom'): Catalog {
  const catalogTables: Record<string, CatalogTable> = {};
  const metrics: Metric[] = [];
  const dimensions = new Map<string, Dimension>();
  const metricKeys = new Set<string>();
  tables.forEach((source, index) => {
    const key = `t${index}`;
    const alias = `t${index}`;
    const mysql = source.engine === 'mysql';
    const quote = dialectNamed(source.engine).quoteIdent;
    const col = (c: SourceColumn) => `${alias}.${quote(c.name)}`;
    // A year kept as a number ("Year": 1900 … 2017) dates its row on that year's first day: "deaths in 2010", "by
    // year", "since 2000" read it as any date (they were "this data has no dates"). Not when its values are known to be
    // no calendar years (a "year" of study, 1 to 4).
    const timeColumn = timeColumnOf(source);
    const notYears = timeColumn && isYearColumn(timeColumn) && [source.earliest, source.latest].some((day) => day && !/^\d{4}-\d\d-\d\d$/.test(day));
    const dateColumn = notYears ? undefined : timeColumn;
    const yearly = dateColumn && isYearColumn(dateColumn);
    catalogTables[key] = {
      key, alias, schema: source.schema, name: source.table,
      time: dateColumn ? (yearly ? (mysql ? `MAKEDATE(${col(dateColumn)}, 1)` : `make_date(${col(dateColumn)}, 1, 1)`) : col(dateColumn)) : undefined,
      // A date without a time of day: no hour can be read from it.
      ...(dateColumn && (yearly || !/time/i.test(dateColumn.type)) && { dateOnly: true }),
      ...(yearly && { yearsOnly: true }),
      ...(dateColumn && source.earliest ? { earliest: source.earliest } : {}),
      ...(dateColumn && source.latest ? { latest: source.latest } : {}),
      // MySQL DATE and DATETIME are wall-clock values; its TIMESTAMP is an instant, like PostgreSQL's timestamptz.
      localTime: dateColumn ? yearly || (mysql ? !/^timestamp/i.test(dateColumn.type) : !/tz|with time zone/i.test(dateColumn.type)) : undefined,
      ...(mysql ? { dialect: 'mysql' as const } : {}),
    };
    const tableWords = tableWordsOf(source);
    // People named in two columns ("first_name", "last_name"): their rows are read by the full name, told apart by id.
    // Their "title" is their job's ("Sales Support Agent"), not their name: "the best employee" is a person.
    const person = (part: 'first' | 'last') => source.columns.find((c) => new RegExp(`^${part}[_ ]?name$`, 'i').test(c.name));
    const [first, last] = [person('first'), person('last')];
    let rowName: string | undefined;
    let rowId: string | undefined;
    /** The things another id column names ("customer_id" in invoices), each counted once: what a "per customer" is over. */
    const owners: { one: string; sql: string }[] = [];
    // Each number column is also an amount a threshold compares with ("days with more than 20 mm of precipitation"),
    // keyed after its measure: `sum_precipitation` → `amount_precipitation` (amountKeyOf).
    const amountOf = (measureKey: string, en: string, ar: string, sql: string) => {
      const amountKey = amountKeyOf(measureKey);
      dimensions.set(amountKey, { key: amountKey, kind: 'amount', format: 'number', label: { en, ar }, synonyms: { en: [], ar: [] }, on: { [key]: { sql } } });
    };
    // "billing_country" is the table's country when no other column ends in "country": owners say "by country".
    const tailOf = (c: SourceColumn) => words(c.name).split(' ').at(-1) ?? '';
    const tails = new Map<string, number>();
    for (const c of source.columns) tails.set(tailOf(c), (tails.get(tailOf(c)) ?? 0) + 1);
    const ownTail = (c: SourceColumn) => {
      const tail = tailOf(c);
      return tail.length >= 4 && tail !== words(c.name) && !GENERIC_TAILS.has(tail) && tails.get(tail) === 1 ? [tail, plural(tail)] : [];
    };
    const things = plural(singular(tableWords));
    /** The table's summed columns, for the ratios of one to another ("spend per click"). */
    const measured: MeasuredColumn[] = [];
    // "seattle_weather" holds rows of weather, not "weathers": a table named by a mass noun counts its rows.
    const uncountable = UNCOUNTABLE.has(tableWords.split(' ').pop() ?? '');
    // Its rows are days when it holds one a day ("how many rainy days": days, not "rows in seattle weather").
    const days = uncountable && holdsOneRowPerDay(source, Boolean(catalogTables[key].dateOnly));
    const counted = days ? 'days' : uncountable ? `rows in ${tableWords}` : things;
    metrics.push({
      key: keyOf(`count_${source.table}`, metricKeys), table: key, sql: 'count(*)', format: 'count',
      label: { en: `number of ${counted}`, ar: days ? 'عدد الأيام' : arabicWhole(things)[0] ? `عدد ${arabicWhole(things)[0]}` : 'عدد السجلات' },
      synonyms: split([`number of ${things}`, `how many ${things}`, things, singular(things), ...englishFor(singular(things)), ...arabicWhole(things), ...arabicWhole(singular(things)), ...tableNames(source), ...(tables.length === 1 ? GENERIC_COUNT : []), ...commentPhrases(source.comment), ...linesOf(tableWords, tables)]),
    });
    // "How many years of data": the years from the first row's to the last's, both counted (it was the number of rows).
    const time = catalogTables[key].time;
    if (time) {
      const year = (sql: string) => (mysql ? `YEAR(${sql})` : `extract(year FROM ${sql})`);
      metrics.push({
        key: keyOf(`years_${source.table}`, metricKeys), table: key, sql: `(${year(`max(${time})`)} - ${year(`min(${time})`)} + 1)`, format: 'count', ratio: true,
        label: { en: 'years of data', ar: 'عدد سنوات البيانات' },
        synonyms: { en: ['years of data', 'how many years of data', 'number of years of data', 'how many years does the data cover', 'how many years are covered', 'how many years in the data', 'years in the data', 'years covered'],
          ar: ['سنوات البيانات', 'عدد سنوات البيانات', 'كم سنه من البيانات', 'كم سنه تغطي البيانات', 'كم سنه في البيانات'] },
      });
    }
    // "What is the date range of the data", "when does the data start", "when did GOOG first appear", "first year with
    // data for wildfires": the first and last day (year) of the rows asked about (they were refused or counted rows).
    // (As "years of data", of each dated table: "the first invoice" of a database is a row, read before, dated-rows.ts.)
    if (time) metrics.push(...datesOf(key, source.table, time, Boolean(yearly), mysql, metricKeys));
    for (const given of source.columns) {
      // MySQL spells a yes/no column tinyint(1).
      const column = mysql && /^tinyint\(1\)/i.test(given.type) ? { ...given, type: 'boolean' } : given;
      // The year that dates the rows is their time, not a split of its own ("by year" is the table's years).
      if (yearly && column === dateColumn) continue;
      const header = words(column.label || column.name);
      const arabicHeader = Boolean(column.label && /[\u0600-\u06FF]/.test(column.label));
      // A header in Arabic ("الفرع") is asked in English by the glossary's word for it ("sales by branch") and named so
      // in English answers.
      const english = arabicHeader ? englishForArabic(header) : [];
      const label = english[0] ?? header;
      const arLabel = (arabicHeader ? column.label : arabicFor(label)[0]) ?? label;
      // The column's own name too, as typed from the file ("temp_max"), besides its words ("temp max").
      const phrases = [...new Set([label, header, ...english, words(column.name), column.name.toLowerCase(), ...spelledOut(words(column.name)), ...englishFor(words(column.name)), ...arabicFor(words(column.name)), ...commentPhrases(column.comment)])];
      if (NUMERIC.test(column.type) && !column.refersTo && !NOT_A_MEASURE.test(column.name) && !NOT_A_MEASURE.test(label.replace(/ /g, '_'))) {
        // A count kept in a column ("عدد الزوار", "number of visitors", "visitor count") is asked by what it counts:
        // "the city with the most visitors", "وش أكثر مدينة فيها زوار".
        phrases.push(...new Set([...phrases, arLabel].map(countedIn).filter((noun): noun is string => Boolean(noun) && !phrases.includes(noun!))));
        // "Net generation" asked as "generation" ("total generation in 2010", "maximum renewables generation"): the
        // last word of a column's name, when no other column of the table ends so and it says what is measured.
        phrases.push(...ownTail(column).filter((tail) => !MEASURE_WORDS.test(tail) && !phrases.includes(tail)));
        // "products price", "orders total": a column named with its table.
        // "Track price" for a track's unit price: the table with the column's head noun.
        const head = /(?:^|\s)(price|cost|amount|value|quantity|weight|length|size)$/.exec(words(column.name))?.[1];
        // The table said by its own name too, beside the owner's label: "invoice total" where they labelled it "invoices"
        // (Chinook's "max invoice total by country" was the sales by country there, the maximum in the MySQL copy).
        const tableSaid = [...new Set([tableWords, words(source.table)])];
        const base = [...new Set([...phrases, ...tableSaid.flatMap((t) => phrases.filter((p) => !/[\u0600-\u06FF]/.test(p)).map((p) => `${t} ${p}`)), ...(head && head !== words(column.name) ? tableSaid.map((t) => `${t} ${head}`) : [])])];
        const sumKey = keyOf(`sum_${column.name}`, metricKeys);
        // The owner's own word for it ("sales, revenue, المبيعات" on a total): answers say "Sales by country".
        const taught = taughtName(column.comment);
        // A length of time (Chinook's milliseconds) reads as one: "total length: 1 hr 28 min", not 5,286,953 milliseconds.
        const format = lengthFormatOf(column.name) ?? 'number';
        // (A label that is its unit alone, "milliseconds", says "length"; one the owner wrote stays as written.)
        const shown = format !== 'number' && !label.includes(' ') && lengthFormatOf(label) ? 'length' : label;
        const named = { en: taught.en ?? shown, ar: taught.ar ?? arLabel };
        metrics.push({
          key: sumKey, table: key, sql: `coalesce(sum(${col(column)}), 0)`, format,
          // A column named "total" is not "total total"; one the owner named is said as they name it.
          label: {
            en: taught.en ?? (/^total\b/.test(shown) ? shown : `total ${shown}`),
            ar: taught.ar ?? (/^(?:ال)?(?:اجمالي|إجمالي|مجموع)/.test(arLabel) ? arLabel : `مجموع ${arLabel}`),
          },
          synonyms: split([...base, ...base.flatMap((p) => [`total ${p}`, `sum of ${p}`, `sum ${p}`, `مجموع ${p}`, `اجمالي ${p}`])]),
        });
        metrics.push({
          key: keyOf(`avg_${column.name}`, metricKeys), table: key, sql: `avg(${col(column)})`, format, ratio: true,
          label: { en: `average ${named.en}`, ar: `متوسط ${named.ar}` },
          synonyms: split(base.flatMap((p) => [`average ${p}`, `avg ${p}`, `mean ${p}`, `متوسط ${p}`, `معدل ${p}`])),
        });
        // The middle value ("median Total", "الوسيط"): PostgreSQL's percentile; MySQL and MariaDB have no median
        // aggregate, so there the question stays one it says it cannot answer.
        if (!mysql) {
          metrics.push({
            key: keyOf(`median_${column.name}`, metricKeys), table: key, sql: `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${col(column)})`, format, ratio: true,
            label: { en: `median ${named.en}`, ar: `وسيط ${named.ar}` },
            synonyms: split(base.flatMap((p) => [`median ${p}`, `median of ${p}`, `the median ${p}`, `وسيط ${p}`, `الوسيط ${p}`, `الوسيط ل${p}`, `القيمه الوسيطه ل${p}`])),
          });
        }
        // How widely it spreads ("standard deviation of price", "الانحراف المعياري للسعر"): the sample's, in both dialects.
        metrics.push({
          key: keyOf(`stddev_${column.name}`, metricKeys), table: key, sql: `stddev_samp(${col(column)})`, format, ratio: true,
          label: { en: `standard deviation of ${named.en}`, ar: `الانحراف المعياري ${ofInArabic(named.ar)}` },
          synonyms: split(base.flatMap((p) => [`standard deviation of ${p}`, `standard deviation ${p}`, `${p} standard deviation`, `std dev ${p}`, `stddev ${p}`, `الانحراف المعياري ل${p}`, `الانحراف المعياري ${p}`])),
        });
        // A price over time ("best performing stock in 2009", "how did MSFT do", "أداء السهم"): how far it moved from
        // its first value of the period (or group, or bucket) to its last, as a share of the first.
        if (dateColumn && PRICE_COLUMN.test(column.name.replace(/\s+/g, '_'))) {
          metrics.push({
            key: keyOf(`change_${column.name}`, metricKeys), table: key, sql: movedSql(col(column), col(dateColumn), mysql), format: 'percent', ratio: true,
            label: { en: `change in ${named.en}`, ar: `التغير في ${named.ar}` },
            synonyms: split([...base.flatMap((p) => [`change in ${p}`, `${p} change`, `تغير ${p}`, `التغير في ${p}`, `تغير في ${p}`]),
              'performance', 'performing', 'performed', 'perform', 'return', 'returns', 'اداء', 'الاداء', 'العائد']),
          });
          // Its value at the end of the period or the data, and at its start: "last price of AMZN", "closing price by
          // symbol in 2008", "opening price of GOOG" (they were its average over all the data).
          for (const [end, dir, en, ar, said, saidAr] of [
            ['last', 'DESC', 'last', 'آخر', ['last', 'closing', 'final', 'ending', 'end of period'], ['آخر', 'اخر']],
            ['first', 'ASC', 'first', 'أول', ['first', 'opening', 'starting', 'initial'], ['أول', 'اول']],
          ] as const) {
            metrics.push({
              key: keyOf(`${end}_${column.name}`, metricKeys), table: key, sql: endValueSql(col(column), col(dateColumn), mysql, dir), format, ratio: true,
              label: { en: `${en} ${named.en}`, ar: `${ar} ${named.ar}` },
              synonyms: split(base.flatMap((p) => [...said.map((w) => `${w} ${p}`), ...saidAr.map((w) => `${w} ${p}`)])),
            });
          }
        }
        metrics.push({
          key: keyOf(`max_${column.name}`, metricKeys), table: key, sql: `max(${col(column)})`, format, ratio: true,
          label: { en: `maximum ${named.en}`, ar: `أعلى ${named.ar}` },
          synonyms: split(base.flatMap((p) => [`maximum ${p}`, `max ${p}`, `peak ${p}`, `اقصى ${p}`])),
        });
        metrics.push({
          key: keyOf(`min_${column.name}`, metricKeys), table: key, sql: `min(${col(column)})`, format, ratio: true,
          label: { en: `minimum ${named.en}`, ar: `أدنى ${named.ar}` },
          synonyms: split(base.flatMap((p) => [`minimum ${p}`, `min ${p}`, `ادنى ${p}`])),
        });
        amountOf(sumKey, label, arLabel, col(column));
        measured.push({ key: sumKey, sql: `coalesce(sum(${col(column)}), 0)`, format, en: shown, ar: arLabel, phrases: [...new Set([label, words(column.name), arLabel, ...phrases.filter((p) => p !== column.name.toLowerCase())])] });
      } else if (NUMERIC.test(column.type) && COORDINATE.test(column.name.replace(/\s+/g, '_'))) {
        // A coordinate is never added up, but its ends are asked ("the most northern airport"), and its mean: "the
        // average latitude of airports in Alaska".
        for (const [how, en, ar] of [['max', 'maximum', 'أعلى'], ['min', 'minimum', 'أدنى'], ['avg', 'average', 'متوسط']] as const) {
          const endKey = keyOf(`${how}_${column.name}`, metricKeys);
          if (how === 'max') amountOf(endKey, label, arLabel, col(column));
          metrics.push({
            key: endKey, table: key, sql: `${how}(${col(column)})`, format: 'number', ratio: true,
            label: { en: `${en} ${label}`, ar: `${ar} ${arLabel}` },
            synonyms: split([...(how === 'max' ? phrases : []), ...phrases.flatMap((p) => [`${en} ${p}`, `${how} ${p}`, ...(how === 'avg' ? [`mean ${p}`, `معدل ${p}`] : [])])]),
          });
        }
        continue;
      } else if (NUMERIC.test(column.type) && ROW_ID.test(column.name) && (column.name.toLowerCase() === 'id' || singular(words(column.name).replace(/ id$/, '')) === singular(tableWords))) {
        // The table's own id ("invoice_id" in invoice): what names a row when nothing else does.
        const dimKey = keyOf(column.name, new Set());
        // Its label is the thing itself: "the top 5 invoices", not "invoice ids".
        const thing = singular(tableWords);
        // Said as the things too ("top 3 customers by sales" on a customer table): the plural names them.
        dimensions.set(dimKey, { key: dimKey, kind: 'category', label: { en: thing, ar: arabicFor(thing)[0] ?? arLabel }, synonyms: split([label, words(column.name), plural(thing), ...arabicFor(plural(thing))]), on: { [key]: { sql: col(column) } }, values: [], counted: arabicCountedFor(thing) });
        rowId ??= dimKey;
        continue;
      } else if (NUMERIC.test(column.type) && column.refersTo && column.refersTo.table === source.table && first && last) {
        // A person's row naming another of the same table (Chinook's employee "reports_to"): that other person, by
        // name, "manager": "how many employees report to Nancy Edwards", "who is Jane Peacock's manager" (the
        // relation was not read: Nancy Edwards herself was counted, 1).
        const other = `${alias}_to`;
        const own = `${source.schema ? `${quote(source.schema)}.` : ''}${quote(source.table)}`;
        const sql = `(SELECT concat_ws(' ', ${other}.${quote(first.name)}, ${other}.${quote(last.name)}) FROM ${own} ${other} WHERE ${other}.${quote(column.refersTo.column)} = ${col(column)})`;
        const dimKey = keyOf(`${words(column.name)} person`, new Set());
        dimensions.set(dimKey, {
          key: dimKey, kind: 'category', label: { en: 'manager', ar: 'المدير' },
          synonyms: split([header, words(column.name), 'manager', 'managers', 'boss', 'supervisor', 'line manager', 'report to', 'reports to', 'reporting to', 'reported to', 'reporting line',
            'المدير', 'مدير', 'المشرف', 'مشرف', 'المدير المباشر', 'مديره', 'يتبع', 'يتبعون', 'تابعين ل']),
          on: { [key]: { sql } }, values: [...(source.people ?? [])],
        });
        continue;
      } else if (NUMERIC.test(column.type) && (IDENTIFIER.test(column.name.replace(/\s+/g, '_')) || column.refersTo)) {
        // (A foreign key is another row's id whatever its name: Chinook's employee "reports_to" was summed, and "the
        // best year" ranked employees' birth years by it.)
        // Row ids, codes and coordinates are neither summed nor grouped by. Another thing's id ("customer_id" in
        // invoices) is counted once per thing: "how many customers bought in 2024".
        const entity = /^(.+?)[_ ]?id$/i.exec(column.name)?.[1]?.toLowerCase().replace(/_/g, ' ');
        if (entity && entity.length >= 3 && singular(entity) !== singular(tableWords) && !/^(?:row|record|line)$/.test(entity)) {
          const many = plural(singular(entity));
          metrics.push({
            key: keyOf(`distinct_${column.name}`, metricKeys), table: key, sql: `count(DISTINCT ${col(column)})`, format: 'count', ratio: true,
            label: { en: `number of ${many}`, ar: `عدد ${arabicFor(many)[0] ?? many}` },
            synonyms: split([many, singular(entity), `number of ${many}`, `how many ${many}`, `distinct ${many}`, `unique ${many}`, `different ${many}`, ...englishFor(singular(entity)), ...arabicFor(many), ...arabicFor(singular(entity))]),
          });
          // "How many new customers did we get in 2023?", "كم عميل جديد في ٢٠٢٣؟": those whose first row (invoice) falls in
          // the period, each read against its own earliest date (it was refused: "new or returning customers").
          if (dateColumn) {
            const first = `${alias}_first`;
            const own = `${source.schema ? `${quote(source.schema)}.` : ''}${quote(source.table)}`;
            const earliest = `(SELECT min(${first}.${quote(dateColumn.name)}) FROM ${own} ${first} WHERE ${first}.${quote(column.name)} = ${col(column)})`;
            const arMany = arabicFor(many)[0];
            metrics.push({
              key: keyOf(`new_${column.name}`, metricKeys), table: key, sql: `count(DISTINCT CASE WHEN ${col(dateColumn)} = ${earliest} THEN ${col(column)} END)`, format: 'count',
              label: { en: `new ${many}`, ar: arMany ? `${arMany} الجدد` : `new ${many}` },
              synonyms: split([`new ${many}`, `first time ${many}`, `first-time ${many}`, `number of new ${many}`, `how many new ${many}`,
                ...arabicFor(many).flatMap((w) => [`${w} الجدد`, `عدد ${w} الجدد`, `${w.replace(/^ال/, '')} جدد`]), ...arabicFor(singular(entity)).map((w) => `${w.replace(/^ال/, '')} جديد`)]),
            });
          }
          // "Invoices per customer", "how many invoices does each customer have on average": the rows over the things
          // (it was a split by customer, 59 rows, or "can't").
          const one = singular(entity);
          owners.push({ one, sql: `count(DISTINCT ${col(column)})` });
          metrics.push({
            key: keyOf(`${source.table}_per_${column.name}`, metricKeys), table: key, sql: `count(*) * 1.0 / nullif(count(DISTINCT ${col(column)}), 0)`, format: 'number', ratio: true,
            label: { en: `${things} per ${one}`, ar: `${arabicFor(things)[0] ?? things} لكل ${arabicFor(one)[0] ?? one}` },
            synonyms: split([`${things} per ${one}`, `average ${things} per ${one}`, `average number of ${things} per ${one}`, `number of ${things} per ${one}`, `${things} each ${one}`,
              ...(arabicFor(things)[0] && arabicFor(one)[0] ? [`${arabicFor(things)[0]} لكل ${arabicFor(one)[0]}`, `متوسط ${arabicFor(things)[0]} لكل ${arabicFor(one)[0]}`, `متوسط عدد ${arabicFor(things)[0]} لكل ${arabicFor(one)[0]}`] : [])]),
          });
        }
        continue;
      } else if (!DATE.test(column.type) || BOOLEAN.test(column.type)) {
        // A bare "name" column names the table's thing: "the top airport", not "the top name". In a database of
        // several tables each one's names are their own ("genre" beside "track"), never merged into one split.
        const bare = /^(?:name|title)$/i.test(column.name) && !(first && last) && (!column.label || column.label.toLowerCase() === column.name.toLowerCase());
        const raw = keyOf(column.name, new Set());
        const taken = dimensions.get(raw);
        const thingKey = keyOf(singular(tableWords), new Set());
        // Nor is another column of that name the other table's thing: an employee's job title is not an album.
        const ofAnother = !bare && taken && taken.label.en !== label;
        const dimKey = bare && taken && taken.label.en !== singular(tableWords) ? (RESERVED.has(thingKey) ? `${thingKey}_name` : thingKey)
          : ofAnother ? keyOf(`${thingKey}_${raw}`, new Set()) : RESERVED.has(raw) ? `${raw}_value` : raw;
        const existing = dimensions.get(dimKey);
        const values = (column.sampleValues ?? []).map((v) => (v === null || v === undefined ? '' : String(v))).filter((v) => v && v.length <= 80);
        if (existing) {
          existing.on[key] = { sql: col(column) };
          existing.values = [...new Set([...(existing.values ?? []), ...values])];
        } else {
          const en = bare ? singular(tableWords) : label;
          // "Total qty by product name", "by track name", "اسم المنتج": the thing by its name column, as one phrase. Said
          // apart, "name" was another table's names (a second split, or "can't break … down by product" offering product).
          const byName = bare ? [`${en} ${words(column.name)}`, `${en} ${plural(words(column.name))}`, ...arabicFor(en).filter((w) => w.startsWith('ال')).map((w) => `اسم ${w}`)] : [];
          // "Which type of disaster", "which disaster killed the most": a column of the kinds of thing the table holds
          // ("entity", "type", "kind") is that thing's kind (it was the number of rows).
          const thing = singular(tableWords);
          const kindColumn = /^(?:entity|type|kind)$/i.test(column.name);
          const kinds = kindColumn && !/\s/.test(thing) ? [thing, `type of ${thing}`, `kind of ${thing}`, `${thing} type`, `types of ${plural(thing)}`, `kinds of ${plural(thing)}`] : [];
          // Said in Arabic too: "الوفيات حسب النوع", "أكثر نوع كارثة" (it was "can't break deaths down by النوع").
          if (kindColumn) kinds.push(...KIND_AR, ...arabicFor(thing).map(withoutArticle).flatMap((w) => KIND_AR.map((k) => `${k} ${w}`)));
          const syn = split([...new Set([...phrases, plural(label), singular(label), ...ownTail(column), ...arabicFor(ownTail(column)[0] ?? ''), ...(bare ? [plural(en), ...arabicFor(en), ...arabicFor(plural(en)), ...byName] : []), ...kinds])]);
          dimensions.set(dimKey, {
            key: dimKey, kind: 'category', label: { en, ar: bare ? arabicFor(en)[0] ?? arLabel : arLabel },
            synonyms: syn, on: { [key]: { sql: col(column) } }, values, counted: arabicCountedFor(en),
          });
        }
        const nameOf = column.name.replace(/\s+/g, '_').toLowerCase();
        if ((NAME_COLUMN.test(nameOf) && !(first && last && nameOf === 'title')) || nameOf === `${singular(tableWords).replace(/ /g, '_')}_name`) rowName ??= dimKey;
      }
    }
    // A row is named by its name column, else by the table's own id; it is ranked by the table's amount, else by its one measure.
    const measures = metrics.filter((m) => m.table === key && m.key.startsWith('sum_'));
    const measure = measures.find((m) => AMOUNT_COLUMN.test(m.key.slice(4)) || /sales|revenue|مبيعات/i.test(m.synonyms.en.join(' '))) ?? (measures.length === 1 ? measures[0] : undefined);
    // "Average spend per customer", "revenue per customer by country", "متوسط صرف العميل": the table's amount over the
    // things that hold it, each counted once (it was the average invoice, 5.65, or sales and customers side by side).
    // What customers spend is the sales: "top 3 customers by spending" (it was "can't break sales down by spending").
    if (measure && /(?:^|\s)(?:sales|revenue)(?:\s|$)/.test(measure.synonyms.en.join(' | ').replace(/\|/g, ' '))) {
      // "Customers with total purchases above 40": purchases totalled are money (it was each invoice's total over 40).
      measure.synonyms.en.push(...['spending', 'spend', 'amount spent', 'money spent', 'total spent', 'total spending', 'total purchases', 'total purchase amount'].filter((w) => !measure.synonyms.en.includes(w)));
    }
    if (measure) {
      for (const { one, sql } of owners) {
        const oneAr = arabicFor(one)[0];
        const said = [...new Set([measure.label.en, 'sales', 'revenue', 'spend', 'spending', 'spent'])];
        metrics.push({
          key: keyOf(`${measure.key}_per_${one}`, metricKeys), table: key, sql: `${measure.sql} * 1.0 / nullif(${sql}, 0)`, format: 'number', ratio: true,
          label: { en: `${measure.label.en} per ${one}`, ar: `${measure.label.ar} لكل ${oneAr ?? one}` },
          synonyms: split([...said.flatMap((w) => [`${w} per ${one}`, `average ${w} per ${one}`, `${w} per ${one} on average`, `average ${one} ${w}`]),
            ...(oneAr ? [`${measure.label.ar} لكل ${oneAr}`, `متوسط ${measure.label.ar} لكل ${oneAr}`, `متوسط صرف ${oneAr}`, `متوسط الصرف لكل ${oneAr}`, `متوسط ما يصرفه ${oneAr}`] : [])]),
        });
      }
    }
    metrics.push(...ratiosOf(measured, key, (text) => keyOf(text, metricKeys)));
    // Lines of a price and a quantity (invoice lines, order items): their sales are price × quantity, so "sales by
    // genre" and "which album sold the most" are read where the genre and the album can be reached.
    const priced = source.columns.find((c) => NUMERIC.test(c.type) && /^(?:unit_?price|price|item_price)$/i.test(c.name.replace(/\s+/g, '_')));
    const counts = source.columns.find((c) => NUMERIC.test(c.type) && /^(?:quantity|qty|units|quantity_ordered)$/i.test(c.name.replace(/\s+/g, '_')));
    if (priced && counts) {
      metrics.push({
        key: keyOf(`sales_${source.table}`, metricKeys), table: key, sql: `coalesce(sum(${col(priced)} * ${col(counts)}), 0)`, format: 'number',
        label: { en: 'sales', ar: 'المبيعات' },
        // ("Total sales for the Rock genre" too: it was the invoices' total, which no genre splits, and refused.)
        synonyms: split(['sales', 'revenue', 'total sales', 'total revenue', 'sold', 'sell', 'sells', 'selling', 'sold the most', 'best selling', 'top selling', 'amount sold', `${tableWords} sales`,
          'مجموع المبيعات', 'اجمالي المبيعات', 'المبيعات', 'مبيعات', 'الايرادات', 'انباع', 'بعنا', 'مبيعا', 'مبيعاً', 'الاكثر مبيعا', 'باع', 'باعت', 'باعوا', 'مبيعاته', 'مبيعاتها', 'مبيعاتهم']),
      });
    }
    // A file of people with no id or name column of its own (the riots file: first_name, last_name, age, …) is about
    // those people: "how many victims", "كم عدد الضحايا" count its rows, "who was the youngest victim" names one.
    const people = first && last && !rowId && !rowName;
    if (people) rowName = peopleOf(key, col(first), col(last), metrics, dimensions);
    const ownId = rowId && !rowName ? dimensions.get(rowId) : undefined;
    if (ownId && first && last && ownId.on[key]) {
      ownId.on[key] = { sql: `concat_ws(' ', ${col(first)}, ${col(last)})`, id: ownId.on[key].sql };
      // Their full names, when read, are the values a filter on them matches ("sales of Jane Peacock").
      if (source.people?.length) ownId.values = [...new Set([...(ownId.values ?? []), ...source.people])];
    }
    // A table with a name column ("genre": genre_id, name) is told by its names: its id is only "genre id".
    const idDimension = rowName && rowId ? dimensions.get(rowId) : undefined;
    // Two albums of one title are two albums: grouped by the id too, the title shown.
    const nameDimension = rowName ? dimensions.get(rowName) : undefined;
    if (idDimension?.on[key] && nameDimension?.on[key] && !nameDimension.on[key].id) nameDimension.on[key] = { ...nameDimension.on[key], id: idDimension.on[key].sql };
    if (idDimension && idDimension.label.en === singular(tableWords)) {
      idDimension.label = { en: `${idDimension.label.en} id`, ar: `رقم ${idDimension.label.ar}` };
      idDimension.synonyms = { en: idDimension.synonyms.en.filter((w) => / id$/.test(w)), ar: [] };
      idDimension.counted = undefined;
    }
    const named = rowName ?? rowId;
    // (People are not ranked by their one number: "which neighborhood had the most victims" counts them, not their ages.)
    if (named) catalogTables[key].rows = { dimension: named, measure: people ? undefined : measure?.key };
    // A file of things over time with one text column that names them ("stocks": symbol, date, price) is about that
    // column's values: "each stock", "top 3 stocks by price", "how many stocks" are its symbols. A file whose one text
    // column is not what names its rows (sales: date, region, amount) is not about regions.
    const texts = [...dimensions.values()].filter((d) => d.kind === 'category' && d.on[key] && !d.on[key].fromTime);
    const identifies = texts.length === 1 && /(?:^|_)(?:symbol|ticker|code|sku)$/.test(texts[0].key);
    if (!named && identifies && catalogTables[key].time && !UNCOUNTABLE.has(tableWords.split(' ').pop() ?? '')) {
      const [only] = texts;
      const nouns = { en: [things, singular(things)], ar: [...arabicFor(things), ...arabicFor(singular(things))] };
      only.synonyms = { en: [...new Set([...only.synonyms.en, ...nouns.en])], ar: [...new Set([...only.synonyms.ar, ...nouns.ar])] };
      // Its rows are prices of those things by day: "how many stocks" counts the symbols, the rows are records.
      const rows = metrics.find((m) => m.table === key && m.sql === 'count(*)');
      if (rows) {
        const said = new Set([...nouns.en, ...nouns.ar, `number of ${things}`, `how many ${things}`]);
        rows.label = { en: `number of rows in ${tableWords}`, ar: 'عدد السجلات' };
        rows.synonyms = { en: rows.synonyms.en.filter((w) => !said.has(w)), ar: rows.synonyms.ar.filter((w) => !said.has(w)) };
      }
    }
  });
  joinReferences(tables, catalogTables, dimensions, metrics);
  listMembers(catalogTables, metrics);
  // Days of the week and weekends of every table with a date (ADR 17); a column of the file of that name wins.
  // Days of the week, seasons and months are read from dates, never from a year alone.
  const dated = Object.fromEntries(Object.entries(catalogTables).filter(([, table]) => table.time && !table.yearsOnly));
  if (Object.keys(dated).length) {
    const timed = Object.values(dated).some((table) => !table.dateOnly);
    for (const dimension of [...weekDimensions(dated), seasonDimension(dated), monthOfYearDimension(dated), ...(timed ? [hourDimension(dated)] : [])]) if (!dimensions.has(dimension.key)) dimensions.set(dimension.key, dimension);
  }
  // A thing is counted first by its own table ("tracks": the track table's rows), then by the ids other tables hold
  // of it (the tracks an invoice line names): the first words that fit win.
  // Once every table's values are read: Arabic answers name the values they know in Arabic ("مطر", not "rain").
  for (const dimension of dimensions.values()) nameValuesInArabic(dimension);
  // "Total amount by city" where a table and a view beside it both hold an amount: the answer says which one it read
  // ("total amount in big sales"), as the SQL does; the same words for both left the owner unable to tell.
  const tableWords = new Map(tables.map((table, index) => [`t${index}`, tableWordsOf(table)]));
  const sameLabel = new Map<string, Set<string>>();
  // Only a column's measures: counts say what they count ("number of tracks"), each table's rows or another's.
  const ofColumn = (metric: Metric) => /^(?:sum|avg|max|min|median|stddev)_/.test(metric.key);
  for (const metric of metrics.filter(ofColumn)) sameLabel.set(metric.label.en, (sameLabel.get(metric.label.en) ?? new Set()).add(metric.table));
  for (const metric of metrics.filter(ofColumn)) {
    const where = tableWords.get(metric.table);
    if (where && (sameLabel.get(metric.label.en)?.size ?? 0) > 1) metric.label = { en: `${metric.label.en} in ${where}`, ar: `${metric.label.ar} في ${where}` };
  }
  const counted = new Set(tables.map((table) => singular(tableWordsOf(table))));
  const ofAnother = (metric: Metric) => metric.key.startsWith('distinct_') && counted.has(singular(metric.label.en.replace(/^number of /, '')));
  return { name, tables: catalogTables, metrics: [...metrics.filter((m) => !ofAnother(m)), ...metrics.filter(ofAnother)], dimensions: [...dimensions.values()] };
}

/** The amount dimension of a file's measure (`sum_price`, `avg_price`, `max_latitude` → `amount_price`, …). */
export const amountKeyOf = (measureKey: string) => measureKey.replace(/^(?:sum|avg|max|min)_/, 'amount_');

/**
 * The column a table's periods are read from: its first date or timestamp column that is not a birth date, else a
 * whole-number column named year ("year", "Year", "fiscal_year"), whose rows are dated by that year.
 */
export function timeColumnOf(source: Pick<SourceTable, 'columns'>): SourceColumn | undefined {
  return source.columns.find((c) => DATE.test(c.type) && !BIRTH.test(c.name.replace(/\s+/g, '_'))) ?? source.columns.find(isYearColumn);
}
const YEAR_COLUMN = /^(?:(?:fiscal|calendar|financial)[_ ]?)?(?:year|yr)$/i;
const WHOLE_NUMBER = /^(?:int|integer|bigint|smallint|mediumint|tinyint|year)/i;
/** A column holding years as numbers: the table's time when it has no date. */
export function isYearColumn(column: SourceColumn): boolean {
  return YEAR_COLUMN.test(column.name.trim()) && WHOLE_NUMBER.test(column.type) && !column.refersTo;
}
/**
 * A time column's first or last value, as read from the data (`min`/`max` as text), as the day it stands for: a year
 * kept as a number covers its whole year (1900 → 1900-01-01, 2017 → 2017-12-31).
 */
export function boundDayOf(column: SourceColumn, value: string | undefined, bound: 'earliest' | 'latest'): string | undefined {
  if (!value) return undefined;
  if (isYearColumn(column) && /^\d{4}$/.test(value.trim())) return `${value.trim()}-${bound === 'earliest' ? '01-01' : '12-31'}`;
  return value.slice(0, 10);
}
/** A person's birth date says when they were born, not when their row happened: employees are dated by their hire date. */
const BIRTH = /(?:^|_)(?:birth_?date|date_?of_?birth|dob|birthday|born)$/i;

/** Several catalogs as one (the warehouse and the store's custom tables): the first one's words win ties. */
export function mergeCatalogs(...catalogs: Catalog[]): Catalog {
  return {
    name: catalogs.map((c) => c.name).join('+'),
    tables: Object.assign({}, ...catalogs.map((c) => c.tables)),
    metrics: catalogs.flatMap((c) => c.metrics),
    dimensions: catalogs.flatMap((c) => c.dimensions),
    orders: catalogs.some((c) => c.orders),
  };
}

/** What a column holding a count counts: "visitors" of "number of visitors" or "visitors count", "الزوار" of "عدد الزوار". */
function countedIn(phrase: string): string | undefined {
  return /^(?:number of|no of|num of|count of|#) (.+)$/.exec(phrase)?.[1] ?? /^(.+?) (?:count|number)$/.exec(phrase)?.[1] ?? /^عدد (.+)$/.exec(phrase)?.[1];
}

/** Arabic words for a column of the kinds of thing a table holds ("entity", "type", "kind"). */
const KIND_AR = ['النوع', 'الانواع', 'الأنواع', 'نوع', 'انواع', 'أنواع'];

/**
 * How people are said, whatever the file calls them: rows of people are asked as "people", "victims", "الضحايا" (a
 * file of the dead, of patients, of staff), never by its name ("number of la riots").
 */
const PEOPLE = {
  en: ['people', 'persons', 'individuals', 'victims', 'casualties', 'fatalities'],
  one: ['person', 'individual', 'victim', 'casualty', 'fatality', 'full name'],
  ar: ['الاشخاص', 'اشخاص', 'الناس', 'الضحايا', 'ضحايا', 'القتلي', 'قتلي', 'الافراد', 'افراد'],
  // (A file of people who died is counted by the verb too: "how many died in Hollywood", "كم شخص توفوا".)
  died: ['died', 'were killed', 'killed', 'dead', 'lost their lives', 'ماتوا', 'توفوا', 'قتلوا', 'لقوا حتفهم'],
  oneAr: ['الشخص', 'شخص', 'الضحيه', 'ضحيه', 'القتيل', 'قتيل', 'الاسم الكامل'],
};
/**
 * The people of a table named in two columns and nothing else (no id, no name column): its rows are counted as
 * people and a person dimension names each by the full name. Returns the dimension's key, the rows' name.
 */
function peopleOf(table: string, first: string, last: string, metrics: Metric[], dimensions: Map<string, Dimension>): string {
  const rows = metrics.find((m) => m.table === table && m.sql === 'count(*)');
  if (rows) {
    rows.label = { en: 'number of people', ar: 'عدد الأشخاص' };
    const said = split([...PEOPLE.en.flatMap((w) => [w, `number of ${w}`, `how many ${w}`]), ...PEOPLE.ar.flatMap((w) => [w, `عدد ${w}`]), ...PEOPLE.died]);
    rows.synonyms = { en: [...new Set([...rows.synonyms.en, ...said.en])], ar: [...new Set([...rows.synonyms.ar, ...said.ar])] };
  }
  const key = dimensions.has('person') ? 'person_name' : 'person';
  dimensions.set(key, {
    key, kind: 'category', label: { en: 'person', ar: 'الشخص' },
    synonyms: { en: [...PEOPLE.one, ...PEOPLE.en], ar: [...PEOPLE.oneAr, ...PEOPLE.ar] },
    on: { [table]: { sql: `concat_ws(' ', ${first}, ${last})` } }, values: [],
    counted: { one: 'شخص', two: 'شخصان', few: 'أشخاص', many: 'شخصاً' },
  });
  return key;
}

/** The words of a table's first and last day: said of the data, or of a thing in it ("when did GOOG first appear"). */
const DATE_ENDS = {
  first: {
    en: ['first date', 'earliest date', 'start date', 'starting date', 'earliest day', 'first day of data', 'first date of data', 'start of the data', 'beginning of the data',
      'when does the data start', 'when does the data begin', 'when do the data start', 'when did the data start', 'data start', 'data starts', 'data begins',
      'first appear', 'first appeared', 'first appears', 'first seen', 'first show up', 'first showed up', 'first year with data', 'earliest year', 'first year of data'],
    ar: ['اول تاريخ', 'اقدم تاريخ', 'تاريخ البدايه', 'تاريخ بدايه', 'بدايه البيانات', 'متي تبدا البيانات', 'متي بدات البيانات', 'تبدا البيانات', 'اول ظهور', 'اول سنه في البيانات', 'اقدم سنه'],
  },
  last: {
    en: ['last date', 'latest date', 'end date', 'ending date', 'most recent date', 'last date of data', 'end of the data',
      'when does the data end', 'when does the data stop', 'when do the data end', 'when did the data end', 'data end', 'data ends', 'data stops',
      'last appear', 'last appeared', 'last appears', 'last seen', 'last year with data', 'latest year', 'last year of data'],
    ar: ['اخر تاريخ', 'احدث تاريخ', 'تاريخ النهايه', 'تاريخ نهايه', 'نهايه البيانات', 'متي تنتهي البيانات', 'متي انتهت البيانات', 'تنتهي البيانات', 'اخر ظهور', 'اخر سنه في البيانات', 'احدث سنه'],
  },
};
/**
 * A table's first and last day as measures (the year alone of a table dated by years), said as dates: read of any rows
 * a question keeps ("when did GOOG first appear" is GOOG's first day).
 */
function datesOf(table: string, name: string, time: string, yearly: boolean, mysql: boolean, keys: Set<string>): Metric[] {
  return (['first', 'last'] as const).map((end) => {
    const value = `${end === 'first' ? 'min' : 'max'}(${time})`;
    const sql = yearly ? (mysql ? `CAST(YEAR(${value}) AS CHAR)` : `to_char(${value}, 'YYYY')`) : (mysql ? `DATE_FORMAT(${value}, '%Y-%m-%d')` : `to_char(${value}, 'YYYY-MM-DD')`);
    const words = DATE_ENDS[end];
    return {
      key: keyOf(`${end}_date_${name}`, keys), table, sql, format: yearly ? 'text' as const : 'date' as const, ratio: true,
      label: yearly ? { en: `${end} year of data`, ar: end === 'first' ? 'أول سنة في البيانات' : 'آخر سنة في البيانات' } : { en: `${end} date`, ar: end === 'first' ? 'أول تاريخ' : 'آخر تاريخ' },
      synonyms: { en: [...words.en], ar: [...words.ar] },
    };
  });
}
