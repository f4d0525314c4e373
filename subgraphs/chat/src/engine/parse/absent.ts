import type { Catalog, Period, QueryPlan } from '../types.ts';
import { membersOf } from '../sql/absent.ts';

/**
 * "Which products have never sold", "products with no sales last month", "customers who haven't ordered in 6
 * months", "العملاء اللي ما طلبوا من ٦ شهور": what had no rows in a period (ADR 23). The words are taken out of the
 * question, so the rest of it (its period, its filters, the thing listed) is read as any other; the plan then lists
 * or counts the members with none.
 */
export interface Absence {
  /** The question without its words of absence, a period said after them ("in 6 months") written as one ("last 6 months"). */
  text: string;
  /** What the words are about when the question names nothing: what sells (a product) or who orders (a customer). */
  subject: 'product' | 'customer';
  /** "Never sold", "ما انباعت أبداً": over all time, whatever period the conversation had. */
  never: boolean;
  /**
   * "Stopped ordering", "haven't come back": only those that had rows before. "Stopped" says so of anything; "haven't
   * ordered" only of customers (a product not ordered may never have been).
   */
  lapsed: 'stopped' | 'customers' | false;
  /** "With no sales", "بدون مبيعات": over all time when no period is said (else the recent past). */
  none: boolean;
}

// Normalised, "haven't" is "haven t", and the spelling fixer makes it "have t".
const NOT = String.raw`(?:(?:did|do|does|have|has|had|are|is|were|was)(?: not|nt|n t| t)|not)`;
// "Didn't sell well" is the least selling, not none.
const SOLD = String.raw`(?:sold|sell|sells|selling|moved|moving)(?! (?:well|much|as much|so well|as well|a lot|many|enough))`;
const ORDERED = String.raw`(?:ordered|order|orders|ordering|bought|buy|buying|purchased|purchase|purchasing|placed (?:an|any) orders?|made (?:a|any) purchases?|come back|came back|returned to (?:the )?(?:store|shop))`;

/**
 * Each pattern with what it is about; `never`, `lapsed` and `none` as the words say; `noun` when the words name the
 * things themselves ("dead stock"), read as the subject's noun. Run on normalised text, as whole words.
 */
interface Pattern { re: RegExp; subject: Absence['subject']; never?: boolean; lapsed?: Absence['lapsed']; none?: boolean; noun?: boolean }
const PATTERNS: Pattern[] = ([
  { re: new RegExp(String.raw`(?:(?:have|has|had) )?never (?:been )?${SOLD}`), subject: 'product', never: true },
  { re: new RegExp(String.raw`(?:(?:have|has|had) )?never (?:been )?${ORDERED}`), subject: 'customer', never: true },
  { re: new RegExp(String.raw`(?:(?:that|which|who) )?stopped selling`), subject: 'product', lapsed: 'stopped' },
  { re: new RegExp(String.raw`(?:(?:that|which|who) )?stopped (?:ordering|buying|purchasing|shopping)`), subject: 'customer', lapsed: 'stopped' },
  { re: new RegExp(String.raw`(?:(?:that|which) )?${NOT} (?:been )?${SOLD}`), subject: 'product' },
  { re: new RegExp(String.raw`(?:(?:who|that) )?${NOT} (?:been )?${ORDERED}(?: (?:again|anything|since(?=\s*$)))?`), subject: 'customer', lapsed: 'customers' },
  // "No sales today?" asks the day's sales: "no" names things without sales only after them ("products with no sales").
  { re: /(?:with|having|that had|that have|which had|which have|had|have|has) (?:no|zero|0) (?:sales|units sold|sold units|revenue)/, subject: 'product', none: true },
  { re: /without (?:any )?(?:sales|a sale|revenue)/, subject: 'product', none: true },
  { re: /(?:with|having|that had|that have|who had|who have|had|have|has) (?:no|zero|0) (?:orders|purchases)/, subject: 'customer', none: true },
  { re: /without (?:any )?(?:orders|an order|purchases)/, subject: 'customer', none: true },
  { re: /(?:unsold|dead)(?= (?:products|items|stock))/, subject: 'product' },
  { re: /(?:dead stock|dead inventory)/, subject: 'product', noun: true },
  { re: /(?:inactive|lapsed|dormant|lost|churned)(?= (?:customers|clients|buyers))/, subject: 'customer', lapsed: 'stopped' },
  // Arabic: "ما انباعت", "لم تُبع", "بدون مبيعات", "المنتجات الراكدة"; "ما طلبوا", "لم يشتروا", "العملاء الخاملين".
  { re: /(?:(?:اللي|الي|التي|الذي) )?(?:ما انباعت|ما انباع|ما انباعو|ما تنباع|ما بعنا منها|ما بعنا منه|ما بعنا|لم تبع|لم يبع|لم تباع|لم يباع|لا تباع|توقف بيعها|وقف بيعها|ما باعوا|ما باع|ما باعت|لم يبيعوا|لم يبع شيئا)/, subject: 'product' },
  { re: /(?:بدون|بلا|ما لها|ما له|ما عليها|ما عليه|ليس لها|ليس لها اي|ما فيها) (?:اي )?(?:مبيعات|طلب|طلبات|بيع)/, subject: 'product', none: true },
  { re: /(?:المخزون الراكد|مخزون راكد|البضاعه الراكده|بضاعه راكده)/, subject: 'product', noun: true },
  { re: /(?:الراكده|راكده)/, subject: 'product' },
  { re: /(?:(?:اللي|الي|الذين|الذي) )?(?:ما طلبوا|ما اشتروا|ما رجعوا|ما عادوا|لم يطلبوا|لم يشتروا|لم يعودوا|لم يرجعوا|توقفوا عن الطلب|توقفوا عن الشراء|توقف عن الطلب|توقف عن الشراء|انقطعوا|انقطع|ما طلب|لم يطلب|ما اشتري|لم يشتر)/, subject: 'customer', lapsed: 'customers' },
  { re: /(?:الخاملين|غير النشطين|المتوقفين|المنقطعين)/, subject: 'customer', lapsed: 'stopped' },
] satisfies Pattern[]).map((pattern): Pattern => ({ ...pattern, re: new RegExp(String.raw`(?:^|\s)${pattern.re.source}(?=\s|$)`) }));
/** "Ever", "أبداً", "ولا مرة": over all time. */
const EVER = /(?:^|\s)(?:ever|at all|ابدا|قط|ولا مره|نهائيا|اطلاقا)(?=\s|$)/;
const UNITS: Record<string, 'days' | 'weeks' | 'months' | 'years'> = {
  day: 'days', days: 'days', week: 'weeks', weeks: 'weeks', month: 'months', months: 'months', year: 'years', years: 'years',
  يوم: 'days', ايام: 'days', اسبوع: 'weeks', اسابيع: 'weeks', شهر: 'months', شهور: 'months', اشهر: 'months', سنه: 'years', سنين: 'years', سنوات: 'years',
};
const AR_UNITS: Record<string, string> = { days: 'يوم', weeks: 'اسبوع', months: 'شهر', years: 'سنه' };
const DUALS: Record<string, [number, string]> = { يومين: [2, 'days'], اسبوعين: [2, 'weeks'], شهرين: [2, 'months'], سنتين: [2, 'years'] };
// "In the last year" is the twelve months up to today here, as "in the last 6 months" is.
const SPAN_EN = /(?:^|\s)(?:in|for|within|over|in over|in more than|for more than|for over|in the last|in the past|for the last|for the past|during the last|during the past)(?: the)? (?:(\d+|a|an|one) (days?|weeks?|months?|years?)|(day|week|month|year))(?=\s|$)/;
// Without a number, only a dual ("من شهرين") or a unit ending the question ("من سنة"): "خلال شهر مارس" is March.
const SPAN_AR = /(?:^|\s)(?:من|منذ|خلال|لمده|صار لهم|صار له|من اكثر من|من فوق)(?: (\d+) (يوم|ايام|اسبوع|اسابيع|شهر|شهور|اشهر|سنه|سنين|سنوات)(?=\s|$)| (يومين|اسبوعين|شهرين|سنتين)(?=\s|$)| (يوم|اسبوع|شهر|سنه)$)/;

/** The words of absence in a question, or null. */
const TIME_WITHOUT = /(?:^|\s)(?:days?|weeks?|months?|ايام|الايام|يوم|اسابيع)(?: \S+){0,3} (?:with|that had|had|having|where we had|when we had|we had|without|ما فيها|بدون|بلا) (?:no|zero|0|any|اي)? ?(?:orders?|sales|revenue|طلبات|طلب|مبيعات)(?=\s|$)/;
export function absenceOf(text: string): Absence | null {
  // Days (weeks, months) with nothing sold are no members of the store (parse/unsupported.ts says so).
  if (TIME_WITHOUT.test(text)) return null;
  for (const pattern of PATTERNS) {
    const found = pattern.re.exec(text);
    if (!found) continue;
    const never = Boolean(pattern.never) || EVER.test(text);
    const noun = pattern.noun ? (/[\u0600-\u06FF]/.test(found[0]) ? 'المنتجات' : 'products') : '';
    const rest = `${text.slice(0, found.index)} ${noun} ${text.slice(found.index + found[0].length)}`.replace(EVER, ' ');
    return { text: spanAsPeriod(rest).replace(/\s+/g, ' ').trim(), subject: pattern.subject, never, lapsed: never ? false : pattern.lapsed ?? false, none: Boolean(pattern.none) };
  }
  return null;
}

/**
 * "In 6 months", "for 90 days", "من ٦ شهور", "من شهرين": a stretch of time up to today, written as the period it is
 * ("the last 6 months"). One month, week or year is that many days or months, so the answer never says "1 months".
 */
function spanAsPeriod(text: string): string {
  const english = SPAN_EN.exec(text);
  const arabic = english ? null : SPAN_AR.exec(text);
  const found = english ?? arabic;
  if (!found) return text;
  const dual = arabic?.[3] ? DUALS[arabic[3]] : undefined;
  const n = dual ? dual[0] : /^\d+$/.test(found[1] ?? '') ? Number(found[1]) : 1;
  const unit = dual ? (dual[1] as 'days' | 'weeks' | 'months' | 'years') : UNITS[found[2] ?? (english ? english[3] : arabic?.[4]) ?? ''];
  if (!unit || n < 1 || n > 1000) return text;
  const [count, said] = n === 1 && unit === 'months' ? [30, 'days'] : n === 1 && unit === 'weeks' ? [7, 'days'] : n === 1 && unit === 'years' ? [12, 'months'] : [n, unit];
  const period = arabic ? `اخر ${count} ${AR_UNITS[said]}` : `last ${count} ${said}`;
  return `${text.slice(0, found.index)} ${period} ${text.slice(found.index + found[0].length)}`;
}

/**
 * The plan of a question with words of absence: the members of what it lists (its split, else the words' subject)
 * against the measure their list names, in the question's period (none when "never"; the recent past, or all time for
 * "with no sales", when unsaid); counted when it asks how many. Null when nothing it names has a list of members.
 */
export function absentPlan(plan: QueryPlan, absence: Absence, catalog: Catalog, counted: boolean, recent: (days: number) => Period | undefined): QueryPlan | null {
  // On a connected database, the subject is the split of that name ("customer"), or the table whose rows were
  // counted ("genres we never sold": the genres, each by its name).
  const named = catalog.dimensions.find((d) => d.label.en === absence.subject && membersOf(catalog, d.key))?.key;
  const countedTable = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key)).find((m) => m?.sql === 'count(*)' && catalog.tables[m.table]?.members)?.table;
  const rowsOf = countedTable ? catalog.tables[countedTable].rows?.dimension : undefined;
  const split = plan.groupBy.find((key) => membersOf(catalog, key)) ?? (membersOf(catalog, absence.subject) ? absence.subject : undefined)
    ?? (rowsOf && membersOf(catalog, rowsOf) ? rowsOf : undefined) ?? named;
  // "Products not sold by month", "… by category": a second split or a series is not read yet; dropped, it would
  // answer another question.
  if (!split || plan.grain || plan.groupBy.some((key) => key !== split)) return null;
  const members = catalog.tables[membersOf(catalog, split)!].members!;
  const period = absence.never ? undefined : plan.period ?? (absence.none ? undefined : recent(members.recentDays));
  const lapsed = absence.lapsed === 'stopped' || (absence.lapsed === 'customers' && split === 'customer');
  return {
    ...plan, metrics: [members.metric], groupBy: [split], period, grain: undefined, compare: undefined, against: undefined,
    share: undefined, trend: undefined, steps: undefined, topPer: undefined, having: undefined, perBucket: undefined, chart: undefined,
    top: plan.top ? { n: plan.top.n, dir: 'desc' } : undefined,
    absent: { ...(counted && { counted: true }), ...(lapsed && period && { lapsed: true }) },
  };
}
