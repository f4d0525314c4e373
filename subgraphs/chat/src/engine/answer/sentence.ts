import type { AnswerTable, ArabicCounted, Catalog, Comparison, Dimension, Filter, Format, Grain, Locale, Period, QueryPlan, Words } from '../types.ts';
import { WEEKDAY_NAMES, fromTimeOf } from '../semantic/week-days.ts';
import { change as changeOf, formatBucket, formatChange, formatPeriod, formatSignedChange, formatValue } from './format.ts';
import { averagedLabel, countedColumnOf, grainLabel, movedBy } from './table.ts';
import { displayValue, unknownValue } from './values.ts';
import { familyOf } from '../parse/values.ts';
import { addDays, bucketEnd, iso, parseIso } from '../parse/dates.ts';
import { MAX_ROWS } from '../sql/identifiers.ts';
import { addsUp } from '../sql/resolve.ts';
import { plural } from '../semantic/counted-label.ts';
import { rankSentence } from './rank.ts';
import { saidByMeasures } from './said-by-measure.ts';
import { thingsListedSentence } from './things-listed.ts';
import { ofInArabic, withArticle } from './article.ts';

/** A threshold's number as the answer writes it, a whole one without its cents: "SAR 500", "٥٠٠ ر.س.". */
function thresholdAmount(value: string, format: Format, locale: Locale, currency: string): string {
  return formatValue(value, format, locale, currency).replace(/[.٫][0٠]{2}(?![0-9٠-٩])/, '');
}
const THRESHOLD_WORDS: Record<Comparison, Words> = {
  gt: { en: 'over', ar: 'أكثر من' }, gte: { en: 'of at least', ar: 'لا تقل عن' }, lt: { en: 'under', ar: 'أقل من' }, lte: { en: 'of at most', ar: 'لا تزيد عن' },
  eq: { en: 'of exactly', ar: 'تساوي' },
};
function thresholdPhrase(label: string, op: Comparison, value: string, locale: Locale): string {
  return locale === 'ar' ? `حيث ${label} ${THRESHOLD_WORDS[op].ar} ${value}` : `with ${label} ${THRESHOLD_WORDS[op].en} ${value}`;
}

/**
 * A length of time under a day in hours ("12 hours", "١٢ ساعة"), and in Arabic one and two days by their own words
 * ("يوم", "يومين"; "٢ يوم" read wrong); undefined where the days read as they are.
 */
function agoSaid(days: number, locale: Locale): string | undefined {
  const hours = Math.round(days * 24);
  const ar = locale === 'ar';
  if (days < 1 && hours >= 1 && Math.abs(hours - days * 24) < 0.01) {
    if (!ar) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    return hours === 1 ? 'ساعة' : hours === 2 ? 'ساعتين' : `${formatValue(String(hours), 'count', locale)} ${hours <= 10 ? 'ساعات' : 'ساعة'}`;
  }
  return ar && (days === 1 || days === 2) ? (days === 1 ? 'يوم' : 'يومين') : undefined;
}
const HAVING_WORDS: Record<Comparison, { en: string; ar: string; few: string }> = {
  gt: { en: 'more than', ar: 'أكثر من', few: 'more than' }, gte: { en: 'at least', ar: 'على الأقل', few: 'at least' },
  lt: { en: 'fewer than', ar: 'أقل من', few: 'less than' }, lte: { en: 'at most', ar: 'بحد أقصى', few: 'at most' },
  eq: { en: 'exactly', ar: 'بالضبط', few: 'exactly' },
};
/** A counted noun after its number in English: "1 item", "1 order", "3 items" (its first word in the singular for one). */
const countedNoun = (noun: string, n: number): string => (n === 1 ? noun.replace(/^(\w+?)s\b/, '$1') : noun);
function havingPhrase(having: NonNullable<QueryPlan['having']>, catalog: Catalog, locale: Locale, currency: string): string {
  const metric = catalog.metrics.find((m) => m.key === having.metric);
  // Other groups: "with more than 100 orders", "with gross sales over SAR 50,000", "حيث الطلبات أكثر من ١٠٠".
  if (having.per !== 'customer' || (having.metric !== 'orders' && having.metric !== 'gross_sales')) {
    if (metric?.format === 'count' && locale === 'en') {
      const noun = metric.label.en.replace(/^number of /i, '');
      // "more than 1 order", "at least 1 unit sold".
      return `with ${HAVING_WORDS[having.op].en} ${formatValue(having.value, 'count', locale)} ${countedNoun(noun, Number(having.value))}`;
    }
    return thresholdPhrase(metric?.label[locale] ?? having.metric, having.op, thresholdAmount(having.value, metric?.format ?? 'number', locale, currency), locale);
  }
  const words = HAVING_WORDS[having.op];
  if (having.metric === 'gross_sales') {
    const money = thresholdAmount(having.value, 'money', locale, currency);
    return locale === 'ar' ? `ممن صرفوا ${words.ar} ${money}` : `who spent ${words.few} ${money}`;
  }
  const n = Number(having.value);
  if (having.op === 'lte' && n === 1) return locale === 'ar' ? 'ممن لديهم طلب واحد فقط' : 'with only one order';
  if (having.op === 'gt' && n === 1) return locale === 'ar' ? 'ممن لديهم أكثر من طلب' : 'with more than one order';
  // "ممن لديهم طلبان بالضبط", "ممن لديهم ٣ طلبات على الأقل": the count counts its noun, the bound after it.
  const orders = locale === 'ar' ? countedAr(n, { one: 'طلب', two: 'طلبان', few: 'طلبات', many: 'طلباً' }, '', true) : '';
  if (locale === 'ar' && (having.op === 'eq' || having.op === 'gte')) return `ممن لديهم ${orders} ${having.op === 'eq' ? 'بالضبط' : 'على الأقل'}`;
  const count = formatValue(n, 'count', locale);
  return locale === 'ar' ? `ممن لديهم ${words.ar} ${count} ${n === 1 ? 'طلب' : 'طلبات'}` : `with ${words.en} ${count} order${n === 1 ? '' : 's'}`;
}

/**
 * How many groups an answer lists: "12 products", "١٢ منتجاً", "4 months", "٤ أشهر". A dimension without counted
 * forms (a column of the owner's file) is counted as values.
 */
export function groupsCounted(n: number, dimension: Dimension | undefined, grain: Grain | undefined, locale: Locale): string {
  if (locale === 'ar') return countedAr(n, grain ? BUCKETS_AR[grain] : dimension?.counted, dimension?.label.ar ?? '', true);
  const noun = grain ?? dimension?.label.en ?? '';
  return `${formatValue(n, 'count', locale)} ${n === 1 ? noun : plural(noun)}`;
}

/** Values a filter names one by one in a sentence; more are named by their first three and counted. */
const LISTED_VALUES = 6;

/** The family several values share ("Oud Oil" of "Oud Oil - 12ml" and "Oud Oil - 50ml"), if they all do. */
function sharedFamily(values: string[]): string | undefined {
  const family = familyOf(values[0]);
  return family && values.every((v) => familyOf(v) === family) ? family : undefined;
}

/** Ends a sentence with one full stop: an amount in riyals already ends with one ("٦٨٤٫٢٥ ر.س."), bidi marks aside. */
export function stop(sentence: string): string {
  return /\.[\u200e\u200f\u2066-\u2069]*$/.test(sentence) ? sentence : `${sentence}.`;
}

/** One sentence that states the metric, the value(s), the period and the filters, in the question's language. */
export function sentenceOf(
  plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale, currency: string, periodLabel: string | null, snapshot: boolean,
  today?: string, inAll?: number,
): string {
  // "What albums does Iron Maiden have?": the albums of the artist, not a split by album.
  const listed = plan.listed ? thingsListedSentence(plan, table, catalog, locale) : undefined;
  if (listed) return listed;
  // A table without dates has no time to state: its phrase is left out, with the space before it.
  return worded(plan, table, catalog, locale, currency, periodLabel, snapshot, today, inAll).replace(/ +(?=[,،:])/g, '').replace(/ {2,}/g, ' ');
}

function worded(
  plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale, currency: string, periodLabel: string | null, snapshot: boolean,
  today?: string, inAll?: number,
): string {
  const ar = locale === 'ar';
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0])!;
  // A count of the catalog with no period asked is of the catalog as it stands: no span of time is claimed for it.
  const dateless = !catalog.tables[metric.table]?.time || Boolean(metric.stock);
  // The groups counted ("customers with more than 3 orders"): the count is the answer, named as its column is.
  const counted = countedColumnOf(plan, table);
  // The value each row of the answer holds: the count of the groups counted, else the measure.
  const valueKey = counted?.key ?? metric.key;
  // "Average daily gross sales", "متوسط إجمالي المبيعات اليومي".
  const name = counted ? counted.label : plan.perBucket ? averagedLabel(metric.label, plan.perBucket, locale) : metric.label[locale];
  const formatOf = (key: string) => {
    if (counted && key === counted.key) return counted.type;
    const format = catalog.metrics.find((m) => m.key === key)?.format ?? 'number';
    return plan.perBucket && format === 'count' ? 'number' : format;
  };
  const fmt = (v: unknown, key = counted?.key ?? metric.key) => formatValue(v, formatOf(key), locale, currency);
  // "الشحنات المتأخرة حالياً": a measure whose name already says it is current is not told so twice.
  // A point-in-time measure of a period that ended: "MRR at the end of last month (Oct 1 – 31, 2026)".
  const atEnd = metric.asOf && metric.snapshot && periodLabel && !plan.grain ? (ar ? `في نهاية ${periodLabel}` : `at the end of ${periodLabel}`) : '';
  // (A file's first or last day is of all its rows already: "First date: Jan 1, 2000", not "… over all time".)
  const dataEnd = /^(?:first|last)_date_/.test(metric.key);
  const when = snapshot ? (/(?:حالياً|currently|right now)$/.test(name) ? '' : ar ? 'حالياً' : 'currently') : atEnd || (periodLabel ? periodPhrase(plan.period, periodLabel, locale) : dateless || dataEnd ? '' : (ar ? 'منذ البداية' : 'over all time'));
  const filters = filterPhrases(plan, catalog, locale, currency);
  // "Customers with more than 3 orders", "العملاء الذين صرفوا أكثر من ٥٬٠٠٠ ر.س.".
  if (plan.having) filters.push(havingPhrase(plan.having, catalog, locale, currency));
  const said = filters.filter(Boolean);
  const where = said.length ? (ar ? `، ${said.join('، ')}` : `, ${said.join(', ')}`) : '';
  const rows = table.rows;
  // "What % of orders were over 1000": "Orders …, with order value over SAR 1,000: 18.9% of all orders (463 of 2,456)."
  // "Share of sunny days by year": "Number of days by year …, for weather sun, as a share of all days: highest in 2014
  // (51.2%), lowest in 2015 (39.5%)."
  // "All days", "كل الأيام": the things counted, not "all number of days".
  const everyOne = thingsCounted(metric.label[locale]);
  if (plan.shareOfAll && plan.grain && rows.length) {
    const byShare = [...rows].sort((a, b) => Number(b.share ?? 0) - Number(a.share ?? 0));
    const at = (r: Record<string, unknown>) => `${formatBucket(r[plan.grain!], plan.grain!, locale)} (${formatValue(r.share ?? 0, 'percent', locale)})`;
    const ends = rows.length > 1 ? (ar ? `الأعلى في ${at(byShare[0])}، والأقل في ${at(byShare.at(-1)!)}` : `highest in ${at(byShare[0])}, lowest in ${at(byShare.at(-1)!)}`) : at(rows[0]);
    return ar ? `${name} حسب ${grainLabel(plan.grain, locale)} ${when}${where}، كنسبة من كل ${everyOne}: ${ends}.`
      : `${cap(name)} by ${plan.grain} ${when}${where}, as a share of all ${everyOne}: ${ends}.`;
  }
  if (plan.shareOfAll && rows[0]) {
    const [kept, all] = [rows[0][metric.key], rows[0][`${metric.key}_all`]];
    const share = formatValue(rows[0].share ?? 0, 'percent', locale);
    return ar ? `${name} ${when}${where}: ${share} من كل ${everyOne} (${fmt(kept)} من ${fmt(all)}).`
      : `${cap(name)} ${when}${where}: ${share} of all ${everyOne} (${fmt(kept)} of ${fmt(all)}).`;
  }
  const others = plan.metrics.slice(1).map((key) => `${catalog.metrics.find((m) => m.key === key)?.label[locale]}: ${fmt(rows[0]?.[key], key)}`);
  const extra = others.length && !plan.groupBy.length && !plan.grain ? (ar ? ` (${others.join('، ')})` : ` (${others.join(', ')})`) : '';

  if (plan.compare) {
    const state = Boolean(metric.asOf && metric.snapshot);
    if (plan.groupBy.length || plan.grain) {
      const dim = plan.grain ? grainLabel(plan.grain, locale) : catalog.dimensions.find((d) => d.key === plan.groupBy[0])?.label[locale];
      const fell = plan.top?.dir === 'asc';
      const inPercent = plan.top?.relative ? (ar ? ' بالنسبة المئوية' : ' in percentage terms') : '';
      // As many as are listed: only those that moved that way are (three categories fell, not ten).
      const shown = plan.top?.change ? Math.max(1, Math.min(plan.top.n, rows.length)) : 0;
      // "Which categories fell?" when every one grew: said so, and the rows are the ones that grew the least.
      const noneThatWay = Boolean(plan.top?.change) && rows.length > 0 && rows.every((row) => (fell ? movedBy(row, plan.metrics[0]) >= 0 : movedBy(row, plan.metrics[0]) <= 0));
      const ranked = noneThatWay && dim
        ? (ar ? `لا ${fell ? 'تراجع' : 'نمو'} في ${name} في أي ${dim.replace(/^ال/, '')}، والأقل ${fell ? 'نمواً' : 'تراجعاً'}` : `No ${dim}'s ${name} ${fell ? 'fell' : 'grew'}; the ${shown === 1 ? dim : `${shown} ${plural(dim)}`} that ${fell ? 'grew' : 'fell'} the least`)
        : plan.top?.change && dim
        ? (ar ? (shown === 1 ? `${dim} الأكثر ${fell ? 'تراجعاً' : 'نمواً'} في ${name}${inPercent}` : `أكثر ${countedAr(shown, catalog.dimensions.find((d) => d.key === plan.groupBy[0])?.counted, dim)} ${fell ? 'تراجعاً' : 'نمواً'} في ${name}${inPercent}`) : `${shown === 1 ? `The ${dim}` : `The ${shown} ${plural(dim)}`} whose ${name} ${fell ? 'fell' : 'grew'} the most${inPercent}`)
        : null;
      // "Top 5 products" compared: the five of the current period, each against its own previous value.
      const dimension = catalog.dimensions.find((d) => d.key === plan.groupBy[0]);
      const topped = plan.top && !plan.top.change && dim && !plan.grain
        ? (ar ? `${plan.top.dir === 'asc' ? 'أقل' : 'أعلى'} ${countedAr(plan.top.n, dimension?.counted, dim)} حسب ${name}`
          : `${plan.top.dir === 'asc' ? 'Bottom' : 'Top'} ${plan.top.n} ${plan.top.n === 1 ? dim : plural(dim)} by ${name}`)
        : null;
      const head = ranked ?? topped
        ? (ar ? `${ranked ?? topped} ${when}${where} مقارنة ب${comparedWith(plan, locale, state)}` : `${ranked ?? topped} ${when}${where} compared with ${comparedWith(plan, locale, state)}`)
        : ar ? `${name} حسب ${dim} ${when}${where} مقارنة ب${comparedWith(plan, locale, state)}` : `${cap(name)} by ${dim} ${when}${where} compared with ${comparedWith(plan, locale, state)}`;
      const versus = (c: unknown, p: unknown) => {
        const ch = changeOf(c, p, metric.format);
        // Ranked by how much they grew, the amount is said beside the percent: the order follows the amount.
        const by = plan.top?.change && addsUp(metric) ? Number(c ?? 0) - Number(p ?? 0) : null;
        const amount = by === null ? '' : `${by >= 0 ? '+' : '−'}${fmt(Math.abs(by))}`;
        // Nothing before and something now has no percent: it is new.
        const fresh = ch === null && Number(p) === 0 && Number(c) > 0 && addsUp(metric);
        const percent = fresh ? (ar ? 'جديد' : 'new') : ch === null ? '' : formatSignedChange(ch, metric.format, locale);
        const move = amount || percent ? ` (${[amount, percent].filter(Boolean).join(ar ? '، ' : ', ')})` : '';
        return ar ? `${fmt(c)} مقابل ${fmt(p)}${move}` : `${fmt(c)} vs ${fmt(p)}${move}`;
      };
      // Over time the two periods' totals are stated (a sum only where the metric adds up); per category the
      // largest three, each against its own previous value.
      if (plan.grain) {
        if (!rows.length) return stop(head);
        // A rate or an average does not add up: its latest bucket is said against the same bucket before ("in
        // November 2026, 6% vs 4.1% (+1.9 percentage points)"); the sentence had no figures.
        if (!addsUp(metric)) {
          const grain = plan.grain;
          const valued = rows.filter((r) => r[metric.key] !== null && r[metric.key] !== undefined);
          const latest = latestBucketOf(valued, grain);
          const last = valued.find((r) => String(r[grain] ?? '') === latest);
          if (!last) return stop(head);
          const at = formatBucket(last[grain], grain, locale);
          return stop(ar ? `${head}: في ${at}، ${versus(last[metric.key], last[`${metric.key}_previous`])}` : `${head}: ${grain === 'day' ? 'on' : 'in'} ${at}, ${versus(last[metric.key], last[`${metric.key}_previous`])}`);
        }
        const sum = (key: string) => rows.reduce((acc, r) => acc + (Number(r[key]) || 0), 0);
        return stop(ar ? `${head}: المجموع ${versus(sum(metric.key), sum(`${metric.key}_previous`))}` : `${head}: total ${versus(sum(metric.key), sum(`${metric.key}_previous`))}`);
      }
      // Nothing in either period ("which city grew the most in 2012" on data from 2021 on): no group to name.
      if (!rows.length) return ar ? `لا توجد بيانات عن ${name} ${when}${where} ولا في ${comparedWith(plan, locale)}.` : `There is no ${name} data ${when}${where} or in ${comparedWith(plan, locale)}.`;
      const key = plan.groupBy[0];
      // Ranked by change, or the lowest ("bottom 5 … compared"), the table's order is the answer; otherwise the largest
      // three by value.
      const largest = plan.top?.change || plan.top?.dir === 'asc' ? rows.slice(0, 3) : [...rows].sort((a, b) => (Number(b[metric.key]) || 0) - (Number(a[metric.key]) || 0)).slice(0, 3);
      const named = (value: unknown) => (value === null || value === undefined || value === '' ? unknownValue(locale) : ar ? `\u2068${value}\u2069` : value);
      const listed = largest.map((r) => `${named(r[key])} ${versus(r[metric.key], r[`${metric.key}_previous`])}`);
      return `${head}: ${listed.join(ar ? '، ' : ', ')}${rows.length > 3 ? '…' : '.'}`;
    }
    const row = rows[0] ?? {};
    const c = row[metric.key]; const p = row[`${metric.key}_previous`]; const ch = row[`${metric.key}_change`] as number | null;
    const against = comparedWith(plan, locale, state);
    const size = ch === null ? '' : formatChange(Math.abs(ch), metric.format, locale);
    const move = ch === null ? '' : ch === 0 ? (ar ? '، دون تغيير' : ', unchanged') : ar ? `، ${ch > 0 ? 'بزيادة' : 'بانخفاض'} ${size}` : `, ${ch > 0 ? 'up' : 'down'} ${size}`;
    return stop(ar ? `${name} ${when}${where}: ${fmt(c)} مقابل ${fmt(p)} في ${against}${move}`
      : `${cap(name)} ${when}${where}: ${fmt(c)} against ${fmt(p)} ${state ? `at ${against}` : plan.against ? periodPhrase(plan.against, against, locale) : `in ${against}`}${move}`);
  }
  // "What share of sales comes from Riyadh": the values asked about lead, each with its share and the total it is of.
  const focused = plan.share && plan.focus?.length && plan.groupBy.length === 1 && !plan.grain ? focusSentence(plan, table, catalog, locale, name, `${when}${where}`, fmt) : null;
  if (focused) return focused;
  const placed = plan.rank && plan.focus?.length && plan.groupBy.length === 1 && !plan.grain ? rankSentence(plan, table, catalog, locale, name, `${when}${where}`, fmt) : null;
  if (placed) return placed;
  if (!plan.groupBy.length && !plan.grain) {
    // An average, a price or a rate of no rows is no number ("the price on a day the file does not hold"), never 0.
    const raw = rows[0]?.[counted?.key ?? metric.key];
    if ((raw === null || raw === undefined) && (plan.perGroup || (!addsUp(metric) && !counted))) return ar ? `لا توجد بيانات عن ${name} ${when}${where}.` : `There is no ${name} data ${when}${where}.`;
    const value = fmt(raw ?? 0);
    return stop(ar ? `${name} ${when}${where}: ${value}${extra}` : `${cap(name)} ${when}${where}: ${value}${extra}`);
  }
  const listed = plan.groupBy[0] ? catalog.dimensions.find((d) => d.key === plan.groupBy[0]) : undefined;
  if (!rows.length && plan.having) {
    // "No products this year, with units sold over 1,000": no group passed the threshold.
    const none = ar ? (plan.grain ? BUCKETS_AR[plan.grain]?.few : listed?.counted?.few ?? `قيم ل${listed?.label.ar ?? ''}`) : plural(plan.grain ?? listed?.label.en ?? '');
    return ar ? `لا توجد ${none} ${when}${where}.` : `No ${none} ${when}${where}.`;
  }
  if (!rows.length) return ar ? `لا توجد بيانات عن ${name} ${when}${where}.` : `There is no ${name} data ${when}${where}.`;
  // "Units sold by product this year, with units sold over 100: 12 products, led by A (268), B (259) and C (203)."
  // Cut at the row limit, how many passed in all is read beside the rows (`inAll`).
  const passed = plan.having && !plan.having.per ? groupsCounted(inAll ?? rows.length, listed, plan.groupBy.length ? undefined : plan.grain, locale) + (rows.length >= MAX_ROWS && !inAll ? '+' : '') : '';
  const total = table.totals?.[metric.key];
  if (plan.steps && plan.grain) return stepsSentence(plan, plan.grain, rows, name, `${when}${where}`, locale, fmt, metric.format, today);
  if (plan.grain && !plan.groupBy.length) {
    // A series cut at the row limit (every day since the store began) cannot be totalled or ranked from what was read.
    if (rows.length >= MAX_ROWS && !plan.top) {
      return ar ? `${name} حسب ${grainLabel(plan.grain, locale)} ${when}${where}: الفترة أطول من أن تُجمع هنا؛ اسأل حسب الشهر أو السنة لرؤيتها كلها`
        : `${cap(name)} by ${plan.grain} ${when}${where}: too long a span to total here; ask by month or year to see all of it`;
    }
    // A running total is told by where it ended: "SAR 1,471,069.72 by November 2026".
    if (plan.cumulative) {
      const lastRow = rows[rows.length - 1];
      const at = formatBucket(lastRow[plan.grain], plan.grain, locale);
      return ar ? `${name} التراكمي حسب ${grainLabel(plan.grain, locale)} ${when}${where}: ${fmt(lastRow[valueKey])} حتى ${at}.`
        : `${cap(name)}, cumulative by ${plan.grain} ${when}${where}: ${fmt(lastRow[valueKey])} by ${at}.`;
    }
    const best = rows.reduce((a, b) => (Number(b[valueKey]) > Number(a[valueKey]) ? b : a));
    // The trend runs to the last whole bucket: today's day, this week or this month so far would read as a fall.
    const grain = plan.grain;
    // It starts at the first whole bucket too: "the last 6 months" by week began on a Saturday, whose week held one day
    // (the trend read +887%).
    const from = plan.period?.from;
    const bucketOf = (r: Record<string, unknown>) => String(r[grain] ?? '');
    const running = (r: Record<string, unknown>) => Boolean(today) && bucketEnd(bucketOf(r), grain) > today!;
    const begunBefore = (r: Record<string, unknown>) => Boolean(from) && bucketOf(r).slice(0, 10) < from!;
    const whole = rows.filter((r) => !running(r) && !begunBefore(r));
    const cut = rows.some(running);
    const cutFirst = rows.some(begunBefore);
    const first = Number(whole[0]?.[valueKey]); const last = Number(whole[whole.length - 1]?.[valueKey]);
    const wholeAr = grain === 'year' ? 'مكتملة' : 'مكتمل';
    const bucketAr = BUCKETS_AR[grain]?.one ?? grainLabel(grain, locale);
    const lastAr = cut ? `إلى آخر ${bucketAr} ${wholeAr}` : 'إلى آخره';
    // A trend that ends where it began is unchanged ("up 0%" it was said).
    const flat = Math.round(Math.abs((last - first) / (first || 1)) * 1000) === 0;
    const moved = (up: string, down: string, same: string) => (flat ? same : `${last >= first ? up : down} ${formatValue(Math.abs((last - first) / first), 'percent', locale)}`);
    const trend = plan.trend && whole.length > 1 && first ? (ar ? `، ${moved('ارتفاع', 'انخفاض', 'دون تغيير')} من أول ${bucketAr}${cutFirst ? ` ${wholeAr}` : ''} ${lastAr}` : `, ${moved('up', 'down', 'unchanged')} from the first${cutFirst ? ' whole' : ''} ${grain} to the last${cut ? ' whole one' : ''}`) : '';
    // A measure read at each bucket's end ("MRR by month") is told by where it stands, not summed over time.
    const lastRow = rows[rows.length - 1];
    const stands = metric.snapshot && lastRow ? running(lastRow) ? (ar ? `${fmt(lastRow[valueKey])} الآن، ` : `${fmt(lastRow[valueKey])} now, `)
      : (ar ? `${fmt(lastRow[valueKey])} في نهاية ${formatBucket(lastRow[grain], grain, locale)}، ` : `${fmt(lastRow[valueKey])} at the end of ${formatBucket(lastRow[grain], grain, locale)}, `) : '';
    const sum = total !== undefined ? (ar ? `المجموع ${fmt(total)}، ` : `total ${fmt(total)}, `) : stands;
    // Other metrics over the same buckets ("orders and refunds by month") are stated by their totals.
    const also = plan.metrics.slice(1).filter((key) => table.totals?.[key] !== undefined)
      .map((key) => (ar ? `مجموع ${catalog.metrics.find((m) => m.key === key)?.label[locale]} ${fmt(table.totals![key], key)}` : `${catalog.metrics.find((m) => m.key === key)?.label[locale]} total ${fmt(table.totals![key], key)}`));
    const more = also.length ? (ar ? `؛ ${also.join('، ')}` : `; ${also.join(', ')}`) : '';
    // The best bucket is named by its grain, as the table shows it: "September 2026", not its first day.
    const peak = formatBucket(best[plan.grain], plan.grain, locale);
    if (plan.top) {
      // A store's months are its best and worst (the worst by refund rate its highest: it was called the best); a
      // file's days (the hottest, the windiest) are its highest and lowest.
      const ends = !catalog.orders ? { asc: 'lowest', desc: 'highest' } : metric.lowerIsBetter ? { asc: 'best', desc: 'worst' } : { asc: 'worst', desc: 'best' };
      const listed = rows.slice(0, 3).map((r) => `${formatBucket(r[plan.grain!], plan.grain!, locale)} (${fmt(r[valueKey])})`);
      const end = rows.length > 3 ? '…' : '.';
      return ar ? `${rankedBucketsAr(plan.grain, plan.top.n, plan.top.dir)} حسب ${name} ${when}${where}: ${listed.join('، ')}${end}`
        : `${plan.top.n === 1 ? `The ${ends[plan.top.dir]} ${plan.grain}` : `The ${plan.top.n} ${ends[plan.top.dir]} ${plural(plan.grain)}`} by ${name} ${when}${where}: ${listed.join(', ')}${end}`;
    }
    if (passed) return ar ? `${name} حسب ${grainLabel(plan.grain, locale)} ${when}${where}: ${passed}، الأعلى في ${peak} (${fmt(best[valueKey])}).`
      : `${cap(name)} by ${plan.grain} ${when}${where}: ${passed}, the highest ${plan.grain === 'day' ? 'on' : 'in'} ${peak} (${fmt(best[valueKey])}).`;
    return ar ? `${name} حسب ${grainLabel(plan.grain, locale)} ${when}${where}: ${sum}الأعلى في ${peak} (${fmt(best[valueKey])})${trend}${more}.`
      : `${cap(name)} by ${plan.grain} ${when}${where}: ${sum}highest ${plan.grain === 'day' ? 'on' : 'in'} ${peak} (${fmt(best[valueKey])})${trend}${more}.`;
  }
  const dimKey = plan.groupBy[0];
  const dimension = catalog.dimensions.find((d) => d.key === dimKey);
  // "The top product in each category": each partition with its top rows, "Abayas: Linen Abaya (SAR 335,535.27); …".
  if (plan.topPer && plan.top && (plan.groupBy.length === 2 || plan.grain)) {
    // Within each value of a second split, or each time bucket ("top 5 products for each month").
    // ("The best month for each category": the months ranked within each category, the other way round.)
    const buckets = plan.bucketsPer && plan.grain ? plan.grain : undefined;
    const grain = plan.groupBy.length === 1 && !buckets ? plan.grain : undefined;
    const partKey = buckets ? dimKey : grain ?? plan.groupBy[1];
    const itemKey = buckets ?? dimKey;
    const partLabel = buckets ? dimension?.label[locale] ?? dimKey : grain ? grainLabel(grain, locale) : catalog.dimensions.find((d) => d.key === partKey)?.label[locale] ?? partKey;
    const dim = buckets ? grainLabel(buckets, locale) : dimension?.label[locale] ?? dimKey;
    const named = (value: unknown) => (value === null || value === undefined || value === '' ? unknownValue(locale) : isolated(String(value), ar));
    const parts = new Map<unknown, string[]>();
    for (const r of rows) parts.set(r[partKey], [...(parts.get(r[partKey]) ?? []), `${buckets ? formatBucket(r[itemKey], buckets, locale) : named(r[itemKey])} (${fmt(r[metric.key])})`]);
    const listed = [...parts].slice(0, 4).map(([part, items]) => `${grain ? formatBucket(part, grain, locale) : named(part)}: ${items.join(ar ? '، ' : ', ')}`);
    const end = parts.size > 4 ? '…' : '.';
    const low = plan.top.dir === 'asc';
    const head = ar
      ? `${low ? 'أقل' : 'أعلى'} ${buckets ? `${plan.top.n === 1 ? '' : `${formatValue(plan.top.n, 'count', locale)} `}${dim}` : countedAr(plan.top.n, dimension?.counted, dim)} في كل ${partLabel.replace(/^ال/, '')} حسب ${name}`
      : `The ${low ? (buckets ? 'worst' : 'bottom') : buckets ? 'best' : 'top'} ${plan.top.n === 1 ? dim : `${plan.top.n} ${plural(dim)}`} ${buckets ? 'for' : 'in'} each ${partLabel} by ${name}`;
    return `${head} ${when}${where}: ${listed.join(ar ? '؛ ' : '; ')}${end}`;
  }
  // Split over time ("sales by channel by month"): each group's total over the whole period, not its first bucket.
  // Split by a second category ("sales by category stacked by channel"): likewise each first-level group's total.
  if ((plan.grain || plan.groupBy.length > 1) && !plan.share) {
    const byGroup = new Map<unknown, number>();
    // A measure read at each bucket's end (MRR by plan and month) is each group's at the last end, not their sum.
    for (const r of rows) byGroup.set(r[dimKey], (metric.snapshot ? 0 : byGroup.get(r[dimKey]) ?? 0) + (Number(r[metric.key]) || 0));
    const second = plan.grain ? grainLabel(plan.grain, locale) : catalog.dimensions.find((d) => d.key === plan.groupBy[1])?.label[locale] ?? plan.groupBy[1];
    const head = ar ? `${name} حسب ${dimension?.label[locale] ?? dimKey} و${second} ${when}${where}` : `${cap(name)} by ${dimension?.label[locale] ?? dimKey} and ${plan.grain ?? second} ${when}${where}`;
    // The one thing ranked first and its customer or place ("who was it for?", "where is she from?"): said together.
    if (!plan.grain && plan.top?.n === 1 && rows.length >= 1) {
      const [firstKey, besideKey] = plan.groupBy;
      const what = dimension?.label[locale] ?? dimKey;
      const other = catalog.dimensions.find((d) => d.key === besideKey)?.label[locale] ?? besideKey;
      const said = (value: unknown) => (ar ? `\u2068${value ?? unknownValue(locale)}\u2069` : String(value ?? unknownValue(locale)));
      return ar ? `${what} ${said(rows[0][firstKey])} (${fmt(rows[0][metric.key])}): ${other} ${said(rows[0][besideKey])}.`
        : `${cap(what)} ${said(rows[0][firstKey])} (${fmt(rows[0][metric.key])}): ${other} ${said(rows[0][besideKey])}.`;
    }
    // One group on one day ("the biggest invoice", then "when was that?"): that day, said.
    if (plan.grain && rows.length === 1) {
      const day = formatBucket(rows[0][plan.grain], plan.grain, locale);
      const one = ar ? `\u2068${rows[0][dimKey]}\u2069` : String(rows[0][dimKey]);
      const what = dimension?.label[locale] ?? dimKey;
      return ar ? `${what} ${one}: ${name} ${fmt(rows[0][metric.key])} في ${day}.` : `${cap(what)} ${one}: ${name} ${fmt(rows[0][metric.key])} ${plan.grain === 'day' ? 'on' : 'in'} ${day}.`;
    }
    // An average or a rate does not add up across buckets: each group's value in the latest bucket is said instead
    // ("Average price by symbol and year: in 2010, GOOG (…), IBM (…), AAPL (…)…").
    if (!addsUp(metric)) {
      const latest = plan.grain ? latestBucketOf(rows, plan.grain) : undefined;
      const inLatest = latest ? rows.filter((r) => String(r[plan.grain!] ?? '') === latest && r[metric.key] !== null && r[metric.key] !== undefined)
        .sort((a, b) => Number(b[metric.key]) - Number(a[metric.key])) : [];
      if (!inLatest.length) return stop(head);
      const named = inLatest.slice(0, 3).map((r) => `${ar ? `\u2068${r[dimKey] ?? unknownValue(locale)}\u2069` : r[dimKey] ?? unknownValue(locale)} (${fmt(r[metric.key])})`);
      const at = formatBucket(latest, plan.grain!, locale);
      return `${head}: ${ar ? `في ${at}` : `${plan.grain === 'day' ? 'on' : 'in'} ${at}`}${ar ? '، ' : ', '}${named.join(ar ? '، ' : ', ')}${inLatest.length > 3 ? '…' : '.'}`;
    }
    const largest = [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 3)
      .map(([value, v]) => `${value === null || value === undefined || value === '' ? unknownValue(locale) : ar ? `\u2068${value}\u2069` : value} (${fmt(v)})`);
    return `${head}: ${largest.join(ar ? '، ' : ', ')}${byGroup.size > 3 ? '…' : '.'}`;
  }
  const dim = dimension?.label[locale] ?? dimKey;
  // "Which airports are in Chicago": a file's rows listed by name, each counted once, say their names and how many.
  if (!plan.top && !plan.share && !plan.having && metric.sql === 'count(*)' && catalog.tables[metric.table]?.rows?.dimension === dimKey) {
    const things = metric.label[locale].replace(/^(?:number of |عدد )/i, '');
    const names = rows.slice(0, 5).map((r) => (r[dimKey] === null || r[dimKey] === undefined || r[dimKey] === '' ? unknownValue(locale) : isolated(String(r[dimKey]), ar)));
    const count = fmt(rows.reduce((sum, r) => sum + (Number(r[metric.key]) || 0), 0));
    return `${cap(things)} ${when}${where}: ${count}${rows.length >= MAX_ROWS ? '+' : ''} — ${names.join(ar ? '، ' : ', ')}${rows.length > 5 ? '…' : '.'}`;
  }
  // In an Arabic sentence a Latin name ("Linen Abaya (Beige)") is isolated, so its words and brackets keep their order.
  // A group without a value ("carts with no country") is named "unknown", not "—".
  const named = (value: unknown) => (value === null || value === undefined || value === '' ? unknownValue(locale) : ar ? `\u2068${value}\u2069` : value);
  const items = rows.slice(0, 3).map((r) => `${named(r[dimKey])} (${fmt(r[valueKey])}${plan.share && r.share !== undefined ? `${ar ? '، ' : ', '}${formatValue(r.share, 'percent', locale)}` : ''})`);
  // Where less is better, the fewest is the best, not the bottom, and the most the worst, not the top: "the carrier
  // with the lowest average delivery time", "the carrier with the highest late delivery rate".
  const fewest = plan.top?.dir === 'asc';
  // "Top 5 customers", then "how much did they spend last year?": those five measured, not a ranking of the year ("Top
  // 5 customers by gross sales last year" named three, who were not the year's top five); those with none are named.
  const those = plan.top && plan.groupBy.length === 1 ? plan.filters.find((f) => f.dimension === dimKey && f.op === 'eq' && f.values.length > 1 && f.values.length <= plan.top!.n) : undefined;
  if (those) {
    // A name two customers share is shown with the e-mail that tells them apart ("Abdullah Abdelaziz (abdullah@…)").
    const listedNames = new Set(rows.map((r) => String(r[dimKey] ?? '')));
    const named = (v: string, i: number) => those.names?.[i] ?? displayValue(dimension, v, locale);
    const without = those.values.map((v, i) => (listedNames.has(named(v, i)) || listedNames.has(`${named(v, i)} (${v})`) ? undefined : named(v, i))).filter((v): v is string => v !== undefined);
    const none = without.length ? (ar ? ` ولا شيء لـ${without.map((v) => isolated(v, ar)).join(' و')}.` : ` None for ${without.join(' and ')}.`) : '';
    const listed = rows.length ? `: ${rows.slice(0, 3).map((r, i) => items[i]).join(ar ? '، ' : ', ')}${rows.length > 3 ? '…' : '.'}` : '.';
    return ar ? `${name} حسب ${dim} ${when}${where}${listed}${none}` : `${cap(name)} by ${dim} ${when}${where}${listed}${none}`;
  }
  const headEn = plan.top && (metric.lowerIsBetter ? `The ${plan.top.n === 1 ? dim : `${plan.top.n} ${plural(dim)}`} with the ${metric.format === 'count' ? (fewest ? 'fewest' : 'most') : (fewest ? 'lowest' : 'highest')} ${name}`
    : plan.top.n === 1 ? `The ${plan.top.dir === 'asc' ? 'bottom' : 'top'} ${dim} by ${name}` : `${plan.top.dir === 'asc' ? 'Bottom' : 'Top'} ${plan.top.n} ${plural(dim)} by ${name}`);
  const head = plan.top ? (ar ? `${plan.top.dir === 'asc' ? 'أقل' : 'أعلى'} ${countedAr(plan.top.n, dimension?.counted, dim)} حسب ${name}` : headEn)
    : (ar ? `${name} حسب ${dim}` : `${cap(name)} by ${dim}`);
  // Days of the week, hours and months of the year come in their own order, not by size: the highest and the lowest
  // are named, so "by weekday" says its peak (the first three rows were Sunday to Tuesday).
  if (fromTimeOf(dimension)?.fromTime && !plan.top && !plan.share && !passed && rows.length > 3) {
    const sorted = [...rows].sort((a, b) => (Number(b[valueKey]) || 0) - (Number(a[valueKey]) || 0));
    const [high, low] = [sorted[0], sorted[sorted.length - 1]].map((r) => `${named(r[dimKey])} (${fmt(r[valueKey])})`);
    return ar ? `${head} ${when}${where}: الأعلى ${high}، والأقل ${low}.` : `${head} ${when}${where}: highest ${high}, lowest ${low}.`;
  }
  // A cut list ends on the ellipsis alone, not "…." .
  const end = rows.length > 3 ? '…' : '.';
  if (passed) {
    const led = rows.length > 3 ? (ar ? `، أعلاها ${items.join('، ')}…` : `, led by ${items.join(', ')}…`) : `: ${items.join(ar ? '، ' : ', ')}.`;
    return `${head} ${when}${where}: ${passed}${led}`;
  }
  // "What share of revenue comes from the top 10 products": the ranked ones' shares together, beside each one's.
  const together = plan.top && plan.share && rows.length > 1 && rows.every((r) => r.share !== undefined && r.share !== null)
    ? formatValue(rows.reduce((sum, r) => sum + (Number(r.share) || 0), 0), 'percent', locale) : undefined;
  const joint = together ? (ar ? ` معاً: ${together} من ${name}.` : ` Together: ${together} of ${name}.`) : '';
  return ar ? `${head} ${when}${where}: ${items.join('، ')}${end}${joint}` : `${head} ${when}${where}: ${items.join(', ')}${end}${joint}`;
}

/**
 * The filters of a plan as the sentence says them: "in Riyadh", "paid by card", "with an order value over SAR 500",
 * "for category Perfumes". A filter on what the answer is split by is told by its rows instead.
 */
export function filterPhrases(plan: QueryPlan, catalog: Catalog, locale: Locale, currency: string): string[] {
  const ar = locale === 'ar';
  // A filter on what the answer is split by ("weekends vs weekdays", "Dubai vs Abu Dhabi") is told by its rows, but
  // for customers asked by first name: the name they share is said ("for customers named Ahmed").
  // A state the measure's own name says ("the cancelled orders" kept to the cancelled status) is said once.
  return plan.filters.filter((f) => (f.op === 'neq' || !plan.groupBy.includes(f.dimension) || namesakesOf(f)) && !saidByMeasures(f, plan.metrics)).map((f) => {
    const dimension = catalog.dimensions.find((d) => d.key === f.dimension);
    const label = dimension?.label[locale] ?? f.dimension;
    const named = namesakesOf(f);
    if (named) return ar ? `للعملاء باسم ${isolated(named, ar)}` : `for customers named ${named}`;
    // "with an order value over SAR 500", "حيث قيمة الطلب أكثر من ٥٠٠ ر.س.".
    const amount = (value: string) => thresholdAmount(value, dimension?.format ?? 'number', locale, currency);
    // "with a company", "without an email", "مع وجود الشركة", "بدون الشركة".
    if (f.op === 'present' || f.op === 'missing') {
      const there = f.op === 'present';
      return ar ? `${there ? 'مع وجود' : 'بدون'} ${label}` : `${there ? 'with' : 'without'} ${withArticle(label)}`;
    }
    // Words a name holds: "whose name contains “International”", "حيث الاسم يحتوي على «International»".
    if (f.op === 'contains') {
      const words = f.values.map((v) => (ar ? `«${isolated(v, ar)}»` : `“${v}”`)).join(ar ? ' أو ' : ' or ');
      return ar ? `حيث الاسم يحتوي على ${words}` : `whose name contains ${words}`;
    }
    if (f.op !== 'eq' && f.op !== 'neq') {
      // "between SAR 100 and SAR 500": the two ends of one amount said once.
      const upper = f.op === 'gte' ? plan.filters.find((g) => g.dimension === f.dimension && g.op === 'lte') : undefined;
      // "exactly 0.99": both ends at one number.
      if (upper && upper.values[0] === f.values[0]) return ar ? `حيث ${label} يساوي ${amount(f.values[0])}` : `with ${label} of exactly ${amount(f.values[0])}`;
      if (upper) return ar ? `حيث ${label} بين ${amount(f.values[0])} و${amount(upper.values[0])}` : `with ${label} between ${amount(f.values[0])} and ${amount(upper.values[0])}`;
      if (f.op === 'lte' && plan.filters.some((g) => g.dimension === f.dimension && g.op === 'gte')) return '';
      // "for more than 7 days", "منذ أكثر من ٧ أيام": how long something has been so (a parcel on its way).
      if (dimension?.format === 'days') {
        const days = amount(f.values[0]);
        // An order's age is when it was placed: "placed more than 3 days ago" (not how long it has been so).
        if (dimension.key === 'order_age') return ar ? `طُلبت منذ ${HAVING_WORDS[f.op].ar} ${agoSaid(Number(f.values[0]), locale) ?? days}` : `placed ${HAVING_WORDS[f.op].few} ${agoSaid(Number(f.values[0]), locale) ?? days} ago`;
        return ar ? (f.op === 'gte' || f.op === 'lte' ? `منذ ${days} ${HAVING_WORDS[f.op].ar}` : `منذ ${HAVING_WORDS[f.op].ar} ${days}`) : `for ${HAVING_WORDS[f.op].few} ${days}`;
      }
      // "with more than 5 items": a count on each row is said with its noun after the number.
      if (dimension?.format === 'count' && !ar) return `with ${HAVING_WORDS[f.op].en} ${amount(f.values[0])} ${countedNoun(label, Number(f.values[0]))}`;
      return thresholdPhrase(label, f.op, amount(f.values[0]), locale);
    }
    // Left out, each one is ("excluding AK and TX"); kept, any one is ("in Riyadh or Jeddah").
    // A product family ("Oud Oil" for its three sizes) is named once, with how many it holds.
    const family = f.values.length > 2 ? sharedFamily(f.values.map(String)) : undefined;
    // A long list ("sales in Europe": seventeen countries) names its first few and counts the rest; the table shows all.
    const shown = f.values.map((v, i) => isolated(f.names?.[i] ?? displayValue(dimension, String(v), locale), ar));
    const rest = shown.length > LISTED_VALUES ? groupsCounted(shown.length - 3, dimension, undefined, locale) : undefined;
    const values = family
      ? `${isolated(family, ar)} (${groupsCounted(f.values.length, dimension, undefined, locale)})`
      : rest ? (ar ? `${shown.slice(0, 3).join('، ')} و${rest} أخرى` : `${shown.slice(0, 3).join(', ')} and ${rest.replace(/^(\S+) /, '$1 other ')}`)
        : shown.join(f.op === 'neq' ? (ar ? ' و' : ' and ') : ar ? ' أو ' : ' or ');
    // Hours that follow each other are a span of the clock: "between 17:00 and 22:00", "بين ١٧:٠٠ و٢٢:٠٠".
    const clock = f.dimension === 'hour' && f.op === 'eq' && f.values.length > 2 ? clockSpan(f.values.map(Number), dimension, locale) : undefined;
    if (clock) return clock;
    // Days are named as owners say them: "on Fridays", "أيام الجمعة", "on weekends", "في عطلات نهاية الأسبوع".
    const days = dayFilter(dimension, f, locale);
    if (days) return days;
    // A way of paying reads as one: "paid by cash on delivery", "بالدفع عند الاستلام", "بمدى".
    if (f.dimension === 'payment_method' && f.op === 'eq') {
      return ar ? f.values.map((v) => { const named = displayValue(dimension, String(v), locale); return /^[A-Za-z]/.test(named) ? `بـ${isolated(named, ar)}` : /^بطاق/.test(named) ? `بال${named}` : `ب${named}`; }).join(' أو ') : `paid by ${values}`;
    }
    // How often a subscription bills reads as owners say it: "billed monthly" (not "for billing interval monthly").
    if (f.dimension === 'billing_interval' && f.op === 'eq' && !ar) return `billed ${values}`;
    // In Arabic, "بالفوترة الشهرية" (it was "حيث دورة الفوترة شهري").
    if (f.dimension === 'billing_interval' && f.op === 'eq' && f.values.every((v) => BILLED_AR[String(v)])) return `بالفوترة ${f.values.map((v) => BILLED_AR[String(v)]).join(' أو ')}`;
    // A place is named by itself: "in Riyadh", "في الرياض", "excluding Saudi Arabia"; other values with their dimension.
    if (PLACES.has(f.dimension)) return f.op === 'neq' ? (ar ? `باستثناء ${values}` : `excluding ${values}`) : (ar ? `في ${values}` : `in ${values}`);
    // A file's column named with its file beside the store's own: "for channel Instagram in marketing".
    const within = dimension?.within && dimension.within.label[locale] !== label ? dimension.within : undefined;
    const own = within ? within.label[locale] : label;
    const tail = within ? (ar ? ` في ${within.table.ar}` : ` in ${within.table.en}`) : '';
    // "حيث الحالة ملغاة": the state agrees with "الحالة", a feminine noun (it was "حيث الحالة ملغي").
    const agreeing = ar && own === 'الحالة' && !family && !rest ? shown.map((v) => STATE_FEMININE_AR[v] ?? v).join(f.op === 'neq' ? ' و' : ' أو ') : values;
    return f.op === 'neq' ? (ar ? `باستثناء ${own} ${agreeing}${tail}` : `excluding ${own} ${values}${tail}`) : (ar ? `حيث ${own} ${agreeing}${tail}` : `for ${own} ${values}${tail}`);
  });
}

/** The states answers name in the masculine (commerce-values.ts), said of "الحالة" in the feminine. */
const STATE_FEMININE_AR: Record<string, string> = {
  'ملغي': 'ملغاة', 'مفقود': 'مفقودة', 'فشل': 'فاشلة', 'مرتجع': 'مرتجعة', 'مدفوع': 'مدفوعة', 'مسترد': 'مستردة', 'مسترد جزئياً': 'مستردة جزئياً',
  'منفَّذ': 'منفَّذة', 'غير منفَّذ': 'غير منفَّذة', 'منفَّذ جزئياً': 'منفَّذة جزئياً', 'مقبول': 'مقبولة', 'مرفوض': 'مرفوضة', 'نشط': 'نشطة',
  'مستلَم': 'مستلَمة', 'مفوَّض': 'مفوَّضة', 'متأخر السداد': 'متأخرة السداد',
};

/** "Riyadh's share of gross sales over all time: 16% (SAR 578,172.65 of SAR 3,614,548.98)", or null when not in the rows. */
function focusSentence(plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale, name: string, context: string, fmt: (v: unknown) => string): string | null {
  const ar = locale === 'ar';
  const key = plan.groupBy[0];
  const dimension = catalog.dimensions.find((d) => d.key === key);
  const shown = (plan.focus ?? []).map((value) => displayValue(dimension, value, locale));
  const rows = shown.map((value) => table.rows.find((row) => row[key] === value)).filter((row): row is Record<string, unknown> => Boolean(row));
  // A measure that does not add up has no share to state (an average order value).
  if (!rows.length || rows.some((row) => typeof row.share !== 'number')) return null;
  // The whole the share is of, from the share itself: the table may hold only the first rows of many.
  const of = (row: Record<string, unknown>) => {
    const value = Number(row[plan.metrics[0]]);
    const total = Number(row.share) > 0 ? value / Number(row.share) : undefined;
    return `${formatValue(row.share, 'percent', locale)} (${fmt(value)}${total === undefined ? '' : ar ? ` من ${fmt(total)}` : ` of ${fmt(total)}`})`;
  };
  // A share of a count is of the things counted: "TX's share of airports", not "of number of airports".
  const things = thingsCounted(name);
  if (rows.length === 1) {
    const value = isolated(String(rows[0][key]), ar);
    // "Abayas' share", and a value that opens the sentence is capitalised ("Cash on delivery's share").
    return stop(ar ? `حصة ${value} من ${things} ${context}: ${of(rows[0])}` : cap(`${value}${/s$/i.test(value) ? "'" : "'s"} share of ${things} ${context}: ${of(rows[0])}`));
  }
  const listed = rows.map((row) => `${isolated(String(row[key]), ar)} ${of(row)}`).join(ar ? '، ' : ', ');
  return stop(ar ? `حصص ${things} ${context}: ${listed}` : `Shares of ${things} ${context}: ${listed}`);
}

/** The first name several customers of a filter share ("Ahmed" of "Ahmed Saleh" and "Ahmed Ali"), if they do. */
function namesakesOf(filter: Filter): string | undefined {
  if (filter.dimension !== 'customer' || filter.op !== 'eq' || filter.values.length < 2) return undefined;
  const first = /^(\S+) /.exec(filter.values[0])?.[1];
  return first && filter.values.every((v) => v.startsWith(`${first} `)) ? first : undefined;
}

/** The compared period in words with its dates: "the same days of the previous month (Oct 1 – 23, 2026)". */
function comparedWith(plan: QueryPlan, locale: Locale, state = false): string {
  // A state (MRR) is compared with where it stood when the period ended: "the end of the previous month (Oct 1 – 31, 2026)".
  if (state && plan.against) return locale === 'ar' ? `نهاية ${formatPeriod(plan.against, locale)}` : `the end of ${formatPeriod(plan.against, locale)}`;
  if (plan.against) return formatPeriod(plan.against, locale);
  if (plan.compare === 'year_ago') return locale === 'ar' ? 'الفترة نفسها من السنة الماضية' : 'the same period last year';
  return locale === 'ar' ? 'الفترة السابقة' : 'the previous period';
}

/** A filter on days of the week as owners say it ("on Fridays or Saturdays", "excluding weekends"), or null. */
function dayFilter(dimension: Dimension | undefined, filter: Filter, locale: Locale): string | null {
  const kind = fromTimeOf(dimension)?.fromTime;
  if (!kind || kind === 'season' || kind === 'hour' || kind === 'month' || kind === 'part_of_day') return null;
  const ar = locale === 'ar';
  const named = filter.values.map((value) => (kind === 'weekday' ? dayNames(value, ar) : DAY_TYPES[value]?.[locale] ?? value));
  const list = named.join(filter.op === 'neq' ? (ar ? ' و' : ' and ') : ar ? ' أو ' : ' or ');
  if (filter.op === 'neq') return ar ? `باستثناء ${list}` : `excluding ${list}`;
  return ar ? (kind === 'weekday' ? list : `في ${list}`) : `on ${list}`;
}
const dayNames = (value: string, ar: boolean) => {
  const name = WEEKDAY_NAMES[value];
  if (!name) return value;
  return ar ? `أيام ${name.ar}` : `${name.en}s`;
};
const DAY_TYPES: Record<string, Words> = { weekend: { en: 'weekends', ar: 'عطلات نهاية الأسبوع' }, weekday: { en: 'weekdays', ar: 'أيام العمل' } };

/** Dimensions whose values are places: a filter on one reads "in Riyadh" rather than "for city Riyadh". */
const PLACES = new Set(['country', 'region', 'city']);

/** A Latin value inside an Arabic sentence keeps its words and brackets in order ("في \u2068New York\u2069"). */
export const isolated = (value: string, ar: boolean) => (ar && /[A-Za-z]/.test(value) ? `\u2068${value}\u2069` : value);

/**
 * How the period follows the metric: "in March 2024", "in the last 7 days", but "yesterday", "last month", "this
 * year", "year to date", "since March 2024" as they are; "on" a single day, "for" a range of days. In Arabic "خلال"
 * except before أمس and اليوم, a single day ("في") and periods that carry their own preposition (منذ، من … إلى).
 */
export function periodPhrase(period: Period | undefined, label: string, locale: Locale): string {
  const words = period?.label[locale] ?? '';
  // Words that only repeat dates ("2026-03-01 to 2026-03-31", "من 2026-03-01 إلى …") are shown as the dates alone.
  const dates = !words || words === period?.from || /\d{4}-\d{2}-\d{2}/.test(words);
  const oneDay = period ? Date.parse(period.to) - Date.parse(period.from) <= 86_400_000 : false;
  if (locale === 'ar') {
    if (!dates && /^(?:اليوم(?! الوطني)|أمس|أول أمس|منذ|من |قبل |بعد )/.test(words)) return label;
    // "يوم الخميس الماضي": a day named by its weekday.
    if (oneDay && !dates && /^(?:الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد) /.test(words)) return `يوم ${label}`;
    return dates && oneDay ? `في ${label}` : `خلال ${label}`;
  }
  if (dates) return `${oneDay ? 'on' : 'for'} ${label}`;
  if (/^(?:today|yesterday|this |last |next |year to date|month to date|quarter to date|week to date|since |before |after |so far|the (?:day|week|month|year) before )| ago$/i.test(words)) return label;
  if (/ to /.test(words)) return `from ${label}`;
  // "in the same period last year (Nov 23, 2025)": a span compared is no named day, whatever its length ("on the same
  // period" was said of a week one day old).
  if (/^the (?:same|previous) /.test(words)) return `in ${label}`;
  // "on Black Friday 2025": a named day.
  return `${oneDay ? 'on' : 'in'} ${label}`;
}

/**
 * "أعلى ٥ منتجات": the noun agrees with the number (one and hundreds singular, two dual, 3–10 plural, 11–99
 * singular accusative). A dimension without counted forms (a column of the owner's file) is counted as values:
 * "أعلى ٥ قيم للولاية".
 */
function countedAr(n: number, forms: ArabicCounted | undefined, label: string, numbered = false): string {
  const noun = forms ?? { one: 'قيمة', two: 'قيمتين', few: 'قيم', many: 'قيمة' };
  const of = forms ? '' : ` ${ofInArabic(label)}`;
  const digits = formatValue(n, 'count', 'ar');
  const rest = n % 100;
  // "أعلى منتج" ranks one; "منتج واحد" counts one (`numbered`).
  const counted = n === 1 ? (numbered ? `${noun.one} ${/[ةه]$/.test(noun.one) ? 'واحدة' : 'واحد'}` : noun.one) : n === 2 ? noun.two : rest >= 3 && rest <= 10 ? `${digits} ${noun.few}` : rest >= 11 ? `${digits} ${noun.many}` : `${digits} ${noun.one}`;
  return `${counted}${of}`;
}

/** The day after a bucket that starts on `start` (YYYY-MM-DD…): the bucket is whole once today has reached it. */
/**
 * "Gross sales by month this year, each month against the one before: the biggest rise in February 2026 (+30.4%),
 * the biggest fall in April 2026 (−28.2%)". Only whole buckets are weighed: this month so far would read as a fall.
 */
function stepsSentence(
  plan: QueryPlan, grain: string, rows: Record<string, unknown>[], name: string, when: string, locale: Locale,
  fmt: (v: unknown) => string, format: Format, today?: string,
): string {
  const ar = locale === 'ar';
  const key = plan.metrics[0];
  const one = BUCKETS_AR[grain]?.one ?? grainLabel(grain, locale);
  // السنة is feminine: "كل سنة مقابل السنة التي قبلها".
  const head = ar ? `${name} حسب ${grainLabel(grain, locale)} ${when}، كل ${one} مقابل ال${one} ${/^سنة$/.test(one) ? 'التي قبلها' : 'الذي قبله'}`
    : `${cap(name)} by ${grain} ${when}, each ${grain} against the one before`;
  const steps = rows.filter((r) => typeof r[`${key}_change`] === 'number' && (!today || bucketEnd(String(r[grain] ?? ''), grain) <= today));
  const running = runningStepSaid(plan, grain, rows, locale, fmt, format, today);
  if (!steps.length) return stop(running ? `${head}: ${running}` : head);
  const pct = (r: Record<string, unknown>) => {
    return formatSignedChange(r[`${key}_change`] as number, format, locale);
  };
  const at = (r: Record<string, unknown>) => `${ar ? 'في' : grain === 'day' ? 'on' : 'in'} ${formatBucket(r[grain], grain as Grain, locale)} (${fmt(r[key])}، ${pct(r)})`.replace('، ', ar ? '، ' : ', ');
  const rise = steps.reduce((a, b) => (Number(b[`${key}_change`]) > Number(a[`${key}_change`]) ? b : a));
  const fall = steps.reduce((a, b) => (Number(b[`${key}_change`]) < Number(a[`${key}_change`]) ? b : a));
  const parts = [
    ...(Number(rise[`${key}_change`]) > 0 ? [ar ? `أكبر ارتفاع ${at(rise)}` : `the biggest rise ${at(rise)}`] : []),
    ...(Number(fall[`${key}_change`]) < 0 ? [ar ? `أكبر انخفاض ${at(fall)}` : `the biggest fall ${at(fall)}`] : []),
  ];
  const said = [parts.join(ar ? '، و' : ', '), running].filter(Boolean);
  return stop(`${head}: ${said.join(ar ? '؛ و' : '; ')}`);
}

/**
 * The running bucket's step, said with both spans of days: "2026 so far (Jan 1 – Nov 22, 2026): SAR 1,471,069.72
 * against SAR 989,368.81 in the same days of the previous year (Jan 1 – Nov 22, 2025), +48.7%". Empty when it has none.
 */
function runningStepSaid(
  plan: QueryPlan, grain: string, rows: Record<string, unknown>[], locale: Locale, fmt: (v: unknown) => string, format: Format, today?: string,
): string {
  const key = plan.metrics[0];
  const row = today && plan.runningStep ? rows.find((r) => bucketEnd(String(r[grain] ?? ''), grain) > today && typeof r[`${key}_change`] === 'number') : undefined;
  if (!row || !today || !plan.runningStep) return '';
  const ar = locale === 'ar';
  const bucket = formatBucket(row[grain], grain as Grain, locale);
  const soFar: Period = { from: String(row[grain]).slice(0, 10), to: iso(addDays(parseIso(today), 1)), label: { en: `${bucket} so far`, ar: `${bucket} حتى اليوم` } };
  const pct = formatSignedChange(row[`${key}_change`] as number, format, locale);
  return ar ? `${formatPeriod(soFar, locale)}: ${fmt(row[key])} مقابل ${fmt(row[`${key}_previous`])} في ${formatPeriod(plan.runningStep, locale)}، ${pct}`
    : `${formatPeriod(soFar, locale)}: ${fmt(row[key])} against ${fmt(row[`${key}_previous`])} in ${formatPeriod(plan.runningStep, locale)}, ${pct}`;
}

/** The things a count counts, as its label names them: "number of days" → "days", "عدد الأيام" → "الأيام". */
const thingsCounted = (label: string): string => label.replace(/^(?:number of |عدد )/i, '');

/** The latest time bucket the rows hold (buckets are YYYY-MM-DD text, so the largest is the latest). */
const latestBucketOf = (rows: Record<string, unknown>[], grain: Grain): string | undefined => rows.map((r) => String(r[grain] ?? '')).sort().at(-1);

/** How often a subscription bills, as the adjective of "الفوترة". */
const BILLED_AR: Record<string, string> = { day: 'اليومية', week: 'الأسبوعية', month: 'الشهرية', year: 'السنوية' };

const BUCKETS_AR: Record<string, ArabicCounted> = {
  day: { one: 'يوم', two: 'يومان', few: 'أيام', many: 'يوماً' },
  week: { one: 'أسبوع', two: 'أسبوعان', few: 'أسابيع', many: 'أسبوعاً' },
  month: { one: 'شهر', two: 'شهران', few: 'أشهر', many: 'شهراً' },
  quarter: { one: 'ربع', two: 'ربعان', few: 'أرباع', many: 'ربعاً' },
  year: { one: 'سنة', two: 'سنتان', few: 'سنوات', many: 'سنةً' },
};
/** "أعلى شهر", "أعلى ٣ أشهر", "أقل ١٢ يوماً": ranked time buckets counted as Arabic counts them. */
function rankedBucketsAr(grain: string, n: number, dir: 'asc' | 'desc'): string {
  return `${dir === 'asc' ? 'أقل' : 'أعلى'} ${countedAr(n, BUCKETS_AR[grain] ?? BUCKETS_AR.month, '')}`;
}

export const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Hours said as one span of the clock, when each follows the one before (past midnight included). */
function clockSpan(hours: number[], dimension: Dimension | undefined, locale: Locale): string | undefined {
  if (!hours.every((h, i) => i === 0 || h === (hours[i - 1] + 1) % 24)) return undefined;
  const at = (h: number) => displayValue(dimension, String(h % 24), locale);
  const [from, to] = [hours[0], hours[hours.length - 1] + 1];
  // Up to the day's end from a time ("من الصبح", "من الساعة ٨"): from that time on.
  if (to === 24 && from > 0) return locale === 'ar' ? `من الساعة ${at(from)}` : `from ${at(from)} on`;
  return locale === 'ar' ? `بين الساعة ${at(from)} و${at(to)}` : `between ${at(from)} and ${at(to)}`;
}
