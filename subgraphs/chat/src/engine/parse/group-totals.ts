import type { Catalog, Comparison } from '../types.ts';
import { lexiconOf } from './lexicon.ts';
import { COMPARISON_WORDS, COUNTED_AFTER, NUMBER, ORDER_WORDS, UNIT, numberOf } from './thresholds.ts';

/**
 * "Products that sold over 100 units", "cities with more than 50 orders", "categories with sales over 50k", "كم منتج
 * باع أكثر من ٥٠ قطعة", "artists with more than 10 albums": a threshold on each group's total, not on each row.
 * The comparison and its number are taken out, the measure's words are left in (or put in: "sold over 100" is units
 * sold), and the rest is read as any question. Only if that reading splits by one thing (or, on the warehouse, by
 * one time unit) is the threshold kept on each group's total (`having`); otherwise the question is read as before.
 */
export interface GroupTotal {
  op: Comparison;
  value: string;
  /** The question without the comparison: what each group's total is of, and what the groups are. */
  text: string;
  /** "How many products …", "كم منتج …": the groups are counted, not listed. */
  count: boolean;
  /** "Only those over 20000", "اللي فوق ٢٠ ألف": nothing but the threshold, on the answer just given. */
  alone: boolean;
  /**
   * "More than 7 invoices": a count named after the number, which is never a threshold on a row's amount. What was
   * counted (a metric key) and the question without the comparison and the counted noun ("orders with more than 3
   * items": units, "orders with"), for a count kept on each row (an order's items).
   */
  counted?: { metric: string; text: string };
  /** Said with a percent sign or word ("over 10%"): a rate's threshold is that hundredth. */
  percent?: boolean;
}

/** Built once: each comparison with its number and an optional unit. */
const COMPARED: [RegExp, Comparison][] = COMPARISON_WORDS.map(([words, op]) => [new RegExp(`(?:^|\\s)((?:${words}) ${NUMBER}(${UNIT}))(?=\\s|$)`), op]);
const MONEY = /(?:sar|riyal|rial|ريال|ر س|usd|dollar|aed|dirham|درهم|دراهم|kwd)/;
const PERCENT = /%|٪|percent|per cent|بالمئه|في المئه/;
/** "How many products", "number of cities", "كم منتج", "عدد المدن": the groups counted. */
const COUNTED = /^(?:how many|the number of|number of|count of|count the|count|كم عدد|عدد|كم)\s/;
/** A verb of selling with no measure named: "sold over 100" is units; "sold over 5000 riyals" is sales. */
const SOLD = /(?:^|\s)(sold|sells|sell|selling|باع|باعت|باعوا|بيع|انباع|بعنا منه|بعنا)$/;
/**
 * A verb of buying with no measure named: "customers who spent more than 45", "which countries bought more than 100",
 * "العملاء اللي صرفوا أكثر من ٤٥" are each group's sales (they were refused, or read on each invoice). English says it
 * "with sales" and Arabic "اللي المبيعات" ("كم عميل صرف": the relative said or not), as a split's measure is said.
 */
const SPENT = /(?:^|\s)((?:(?:who|that|which) )?(?:(?:have|has|had|did) )?(?:spent|spend|spends|paid|pay|pays|bought|buy|buys|purchased)|(?:(?:اللي|الي|الذين|التي) )?(?:صرفوا|صرف|صرفت|دفعوا|دفع|دفعت|اشتروا|اشتري|اشترت|انفقوا|انفق|انفقت))$/;
/** The answer just given, narrowed: "only those", "just the ones with", "اللي", "بس اللي". */
const ONLY = /^(?:(?:and |but )?(?:only|just|show(?: me)?|keep|list)? ?(?:those|the ones|ones|them|these)(?: (?:with|that|which|having|who|where))?(?: (?:sold|had|have|has|made|got|are|were|is|was))?|(?:و)?(?:بس|فقط|اعرض|هات)? ?(?:اللي|الي|التي|الذي|منها|منهم)(?: (?:فيها|فيه|لها|له|باعت|باع|مبيعاتها|عندها))?)$/;
/** "Months with sales over 100k": the months are the groups, read as a split by month. */
const BUCKETS = /(^|\s)(days|weeks|months|quarters|years|الايام|ايام|الاسابيع|اسابيع|الشهور|شهور|الاشهر|اشهر|السنوات|سنوات)(?=\s|$)/;
/** Words that make a row threshold when they come before it ("orders over 500": each order's value). */
const ROW_WORDS = new RegExp(`^(?:${ORDER_WORDS})$`);
/** "Countries with …", "الدول اللي …": the things grouped, named before the measure. */
const GROUPS_WITH = /^(?:(?:which|what|list|show|show me|the|all)\s+)*\S+(?: \S+)? (?:with|having|whose|that have|that had|have|has|had|where)\s|^(?:(?:اي|وش|اعرض|ما هي)\s+)*\S+(?: \S+)? (?:اللي|التي|الذين|الي) (?:\S+ )?/;
/** "More than 45 in sales", "أكثر من ١٠٠ في المبيعات": the measure named after the number. */
const IN_MEASURE = /^(?:in|في)\s/;
/** "Revenue by billing country in 2023 over 20": the measure said first, split by a group, then the threshold. */
const SPLIT_FIRST = /(?:^|\s)(?:by|per|حسب|بحسب)\s/;
/** Before a file's column, the words that say its total or average per group, not each row's value. */
const AGGREGATED = /(?:^|\s)(?:total|sum of|overall|combined|average|avg|mean|اجمالي|مجموع|متوسط|معدل)(?=\s)/;

export function groupTotalOf(text: string, catalog: Catalog): GroupTotal | null {
  for (const [re, op] of COMPARED) {
    const m = re.exec(text);
    if (!m || m.index === undefined) continue;
    const value = numberOf(m[2], m[3]);
    if (value === null) return null;
    const money = MONEY.test(m[4] ?? '');
    const start = m.index + m[0].indexOf(m[1]);
    let before = text.slice(0, start).trim();
    // "Customers who spent over 40 in total": "in total" says each group's total, not a column named total (it was
    // each invoice's total over 40, and none).
    let after = pluralAfterOne(value, text.slice(start + m[1].length).trim(), catalog).replace(/^(?:in total|in all|altogether|combined|overall|اجمالا|بالمجمل|في المجموع)(?=\s|$)\s*/, '');
    // "Cities with more than 45 in sales": the measure said after the number with "in" is "cities with sales over 45"
    // (it was each invoice's total over 45, and nothing).
    const inWord = IN_MEASURE.exec(after);
    const inMeasure = inWord ? metricPhrase(after.slice(inWord[0].length).split(' ').filter(Boolean), catalog, false) : undefined;
    if (inWord && inMeasure && catalog.metrics.find((metric) => metric.key === inMeasure.metric)?.sql !== 'count(*)') {
      const rest = after.slice(inWord[0].length).split(' ').filter(Boolean);
      before = `${before} ${rest.slice(0, inMeasure.words).join(' ')}`;
      after = rest.slice(inMeasure.words).join(' ');
    }
    const howMany = COUNTED.exec(before);
    const head = howMany ? before.slice(howMany[0].length) : before;
    if (ONLY.test(head) && !howMany) return { op, value, text: after, count: false, alone: true };
    const noun = measureAfter(after, catalog);
    const measured = Boolean(noun) || measureBefore(before, catalog, money);
    // "On how many days did we sell more than 8000 riyals": selling an amount of money is sales, whatever else "sell" named.
    const sold = !measured || money ? SOLD.exec(before) : null;
    // ("Customers who bought more than 3 times" counts their purchases: no amount.)
    const spent = !measured && !sold && !COUNTED_AFTER.test(after) ? SPENT.exec(before) : null;
    if (!measured && !sold && !spent) continue;
    // "sold over 100": units sold; "sold over 5000 riyals": sales, said in the question's language.
    const arabic = /[\u0600-\u06FF]/.test(text);
    const said = spent ? (arabic ? 'اللي المبيعات' : 'with sales') : sold ? (money ? (arabic ? 'المبيعات' : 'sales') : arabic ? 'الوحدات المباعه' : 'units sold') : '';
    const verb = spent ?? sold;
    const kept = verb ? `${head.slice(0, head.length - verb[1].length)} ${said}` : head;
    const rest = `${kept} ${after}`.replace(BUCKETS, (_, start: string, unit: string) => `${start}${/[a-z]/.test(unit) ? 'by' : 'حسب'} ${unit.replace(/^ال/, '')}`)
      // "كم يوم الشهر الماضي كان فيه أكثر من ١٠ طلبات": the days counted, said in the singular after "كم".
      .replace(howMany ? /^\s*(يوم|اسبوع|شهر)(?=\s|$)/ : /$^/, 'حسب $1');
    const counted = noun ? { metric: noun.metric, text: `${before} ${after.split(' ').filter(Boolean).slice(noun.words).join(' ')}`.replace(/\s+/g, ' ').trim() } : undefined;
    return { op, value, text: rest.replace(/\s+/g, ' ').trim(), count: Boolean(howMany), alone: false, counted, ...(PERCENT.test(m[4] ?? '') && { percent: true }) };
  }
  return null;
}

/** The longest phrase of the lexicon among `words`, read from their start or their end, and how many words it took. */
function metricPhrase(words: string[], catalog: Catalog, fromEnd: boolean): { metric: string; words: number } | undefined {
  const { phrases, longest } = lexiconOf(catalog);
  for (let n = Math.min(longest, words.length); n >= 1; n--) {
    const taken = fromEnd ? words.slice(words.length - n) : words.slice(0, n);
    // "متوسط سعر(ها)": an Arabic noun after the first may drop its article, as the lexicon's phrases keep it.
    // "أكثر من 12 مقطعا": a noun counted from 11 to 99 takes the accusative alef ("مقطعا" is "مقطع").
    const spelt = [taken, taken.map((w, i) => (i > 0 && /^[\u0600-\u06FF]{2,}$/.test(w) && !w.startsWith('ال') ? `ال${w}` : w)),
      ...(n === 1 && /^[\u0600-\u06FF]{3,}ا$/.test(taken[0]) ? [[taken[0].slice(0, -1)], [`ال${taken[0].slice(0, -1)}`]] : [])];
    const entry = spelt.map((t) => phrases.get(t.join(' '))?.find((e) => e.kind === 'metric')).find(Boolean);
    if (entry) return { metric: entry.key, words: n };
  }
  return undefined;
}

/** "more than 100 orders", "أكثر من ٥٠ قطعة": a count of what is named after the number. */
function measureAfter(after: string, catalog: Catalog): { metric: string; words: number } | undefined {
  return metricPhrase(after.split(' ').filter(Boolean), catalog, false);
}

/** "More than 1 item": the English noun after one in the singular, said in its plural when that names a measure ("items" are units). */
function pluralAfterOne(value: string, after: string, catalog: Catalog): string {
  const [first = '', ...rest] = after.split(' ');
  if (value !== '1' || !/^[a-z]+[^s]$/.test(first) || measureAfter(after, catalog)) return after;
  const plural = [`${first}s`, ...rest].join(' ');
  return measureAfter(plural, catalog) ? plural : after;
}

/**
 * "sales over 50k", "average close above 100": a measure named right before the comparison. Not the rows' own
 * amount ("orders over 500", a row threshold), and on a file only a total or an average said as one.
 */
function measureBefore(before: string, catalog: Catalog, money: boolean): boolean {
  // "مبيعاتها فوق": the measure with its possessive ending ("its sales").
  const words = before.split(' ').filter(Boolean).map((w, i, all) => (i === all.length - 1 && /[\u0600-\u06FF]{3,}(?:ها|هم)$/.test(w) ? w.replace(/(?:ها|هم)$/, '') : w));
  const last = words[words.length - 1] ?? '';
  // ("Customers with total purchases above 40" of a file: purchases totalled, not each purchase.)
  const totalled = !catalog.orders && /^(?:total|combined|overall)$/.test(words[words.length - 2] ?? '');
  if ((ROW_WORDS.test(last) && !totalled) || (money && !catalog.orders)) return false;
  const kept = words.filter((w) => w !== 'of' && w !== 'in');
  // "Revenue by billing country in 2023 over 20": each country's revenue, the measure named before the split.
  const first = metricPhrase(kept, catalog, false);
  if (!catalog.orders && first && SPLIT_FIRST.test(before) && catalog.metrics.find((m) => m.key === first.metric)?.sql !== 'count(*)') return true;
  const found = metricPhrase(kept, catalog, true);
  if (!found) return false;
  const key = found.metric;
  const metric = catalog.metrics.find((m) => m.key === key);
  if (!catalog.orders) {
    if (metric?.sql === 'count(*)') return false;
    if (AGGREGATED.test(before)) return true;
    // "Countries with sales over 100": the owner's word for a column ("sales" for total), after the things grouped,
    // is each group's total; the column's own name ("invoices with total over 100") stays each row's.
    const said = kept.slice(kept.length - found.words).join(' ');
    const column = key.replace(/^(?:sum|avg|max|min)_/, '').replace(/_/g, ' ');
    return GROUPS_WITH.test(before) && said !== column && !said.split(' ').includes(column);
  }
  return key !== 'orders';
}
