import type { Catalog, Filter, Locale, LookupPlan, Understanding } from '../types.ts';
import { datedRowsOf, datedRowsOfThings, type DatedRows } from '../custom/dated-rows.ts';
import { DATED_ROWS_LIMIT } from '../sql/dated-rows.ts';
import { NUMBER_WORDS, SMALL_COUNT } from './modifiers.ts';
import { normalise, withoutArticle } from './normalise.ts';

/**
 * "When was the last invoice?", "what was the first invoice?", "the last 5 invoices", "متى آخر فاتورة؟", "آخر ٥
 * فواتير", "who was our first customer?", "which employee was hired first?", "مين أقدم موظف؟", "when was Jane Peacock
 * hired?": rows of an owner's table by its own date, as "when was the last order?" lists the store's orders. They
 * were the count of the rows (412 invoices), every employee with a count of 1, or "I don't find 'hired'".
 */
const NEWEST = 'last|latest|most recent|newest|recent';
const OLDEST = 'first|earliest|oldest';
const ASKED_EN = new RegExp(String.raw`^(?:(?:when|what|which|who) (?:was|is|were|are|s) |(?:what s|whats|show|show me|list|give me|get|see) )?(?:the |our |my )?(${NEWEST}|${OLDEST}) (?:(${SMALL_COUNT}) )?(?:ever )?(\S+(?: \S+)?)(?: ever| we (?:got|had|made|issued|hired)| we have| in the data)?$`);
/** "Which employee was hired first?", "who joined last?", "which invoice came in most recently?". */
const WHICH_FIRST_EN = new RegExp(String.raw`^(?:which|what) (\S+(?: \S+)??) (?:(?:was|were|got|is|has been) )?(\S+)(?: (?:in|on))? (first|earliest|last|latest|most recently)$|^who (?:was |got )?(\S+) (first|earliest|last|latest|most recently)$`);
const WHEN_NAMED_EN = /^when (?:was|were|did) (.+?) (?:get |first )?(\S+)$|^(?:what (?:is|was|s) )?(.+?)(?: s)? (hire date|date of hire|start date|joining date)$/;
const WHEN_AR = new RegExp(String.raw`^(?:متي|امتي) (?:كان |كانت |تم |صارت |صار )?(?:(اخر|احدث)|(اول|اقدم)) (\S+)(?: عندنا| لدينا| عندي| في البيانات)?$`);
const ASKED_AR = new RegExp(String.raw`^(?:(?:ما هي|ما هو|وش|ايش|شو|اعرض|اعرض لي|وريني|ورني|عطني|اعطني|مين|من|منو|مين هو|من هو|مين كان|من كان)\s+)?(?:(اخر|احدث|اجدد)|(اول|اقدم)) (?:(${SMALL_COUNT}) )?(\S+)(?: عندنا| لدينا| عندي| في البيانات)?$`);
/** "مين الموظف الأقدم؟", "الفاتورة الأخيرة". */
const ADJECTIVE_AR = /^(?:(?:مين|من|منو|ما هي|ما هو|وش|ايش)\s+)?(?:هو |هي )?(ال\S+) (?:(الاخير|الاخيره|الاحدث|الاجدد)|(الاول|الاولي|الاقدم))$/;
/** "متى تم تعيين Jane Peacock؟", "متى توظفت Jane Peacock؟", "تاريخ تعيين Jane Peacock". */
const WHEN_NAMED_AR = /^(?:(?:متي|امتي) (?:تم |كان )?(?:تعيين|توظيف|تعين|تعينت|توظف|توظفت|انضم|انضمت|التحق|التحقت|بدا|بدات|اشتغل|اشتغلت) |تاريخ (?:تعيين|توظيف) )(.+)$|^(?:متي|امتي) (.+?) (?:تعين|تعينت|توظف|توظفت|انضم|انضمت|التحق|التحقت|اشتغل|اشتغلت)(?: معنا)?$/;
/**
 * "The last 5 invoices from Germany", "the last invoice in 2024", "آخر فاتورة من البرازيل": the same rows with more
 * said of them after the noun, read by the caller as a count of those rows would be (it was that count, 28 invoices,
 * or the invoices of the data's last day).
 */
const NARROWED_EN = new RegExp(String.raw`^(?:(?:when|what|which|who) (?:was|is|were|are|s) |(?:what s|whats|show|show me|list|give me|get|see) )?(?:the |our |my )?(${NEWEST}|${OLDEST}) (?:(${SMALL_COUNT}) )?(?:ever )?(\S+(?: \S+)*)$`);
const NARROWED_AR = new RegExp(String.raw`^(?:(?:ما هي|ما هو|وش|ايش|شو|اعرض|اعرض لي|وريني|ورني|عطني|اعطني|مين|من|منو|مين هو|من هو|مين كان|من كان|متي|امتي|متي كان|متي كانت|امتي كان|امتي كانت)\s+)?(?:(اخر|احدث|اجدد)|(اول|اقدم)) (?:(${SMALL_COUNT}) )?(\S+(?: \S+)*)$`);
/** Words of a unit of time are periods ("the last 3 months"), never rows. */
const TIME_NOUNS = /^(?:days?|weeks?|months?|quarters?|years?|hours?|dates?|times?|rows?|records?|entries|يوم|ايام|اسبوع|اسابيع|شهر|اشهر|شهور|سنه|سنوات|سنين|ربع|ساعه|ساعات|تاريخ)$/;
/** A joining date said as a verb: "hired", "joined", "started", "تعيين". */
const JOINED = /^(?:hire|hired|join|joined|start|started|employ|employed)$/;
const JOINING_COLUMN = /(?:^| )(?:hire|hired|hiring|join|joined|joining|start|started|employment)(?: |$)/;

/** Whether a verb says what the table's date records: "hired" of a hire date, "created" of a creation date. */
function verbFits(verb: string, rows: DatedRows): boolean {
  if (JOINED.test(verb) && JOINING_COLUMN.test(rows.dateWords)) return true;
  const stem = verb.replace(/(?:ed|d)$/, '');
  return rows.dateWords.split(' ').some((word) => word.length > 2 && (word === verb || word === stem || word.startsWith(stem)));
}

/** Without its article, as synonyms are compared. */
const bare = (word: string) => withoutArticle(normalise(word));

/** The table whose rows a noun names ("invoices", "فاتورة", "الموظفين"): the one whose row count it names. */
function tableOfNoun(noun: string, catalog: Catalog, language: Locale): string | undefined {
  if (TIME_NOUNS.test(noun)) return undefined;
  const said = bare(noun);
  return catalog.metrics.find((m) => m.sql === 'count(*)' && m.synonyms[language].some((w) => bare(w) === said))?.table;
}

/** The rows listed for things of a table: its own, by its date, or the dated rows referring to them (their first invoice). */
function rowsOfThings(key: string, catalog: Catalog): { table: string; about?: string; rows: DatedRows } | null {
  const own = datedRowsOf(catalog, key);
  if (own) return { table: key, rows: own };
  const through = datedRowsOfThings(catalog, key);
  return through && { table: through.rows.table.key, about: through.about.key, rows: through.rows };
}

export interface DatedRowsReading {
  /** "Jane Peacock": a name said, read as the question's filters by the caller. */
  named?: string;
  plan?: LookupPlan;
  /** "The last 5 invoices from Germany": the rows, and the words to read as their filters and period ("invoices from Germany"). */
  narrowed?: { plan: LookupPlan; asked: string };
}

/**
 * The rows asked for, or a name whose rows' date is asked ("when was Jane Peacock hired?": `named`, to be read as a
 * filter and handed to `withNamed`).
 */
export function datedRowsAsked(question: string, catalog: Catalog, timezone: string, language: Locale): DatedRowsReading | null {
  if (catalog.orders) return null;
  const text = question.replace(/[?؟!.,،]+/g, ' ').replace(/\s+/g, ' ').trim();
  const plan = (key: string, count: number, oldest: boolean, verb?: string): LookupPlan | null => {
    const found = rowsOfThings(key, catalog);
    if (!found || (verb && !verbFits(verb, found.rows))) return null;
    return { kind: 'lookup', by: 'recent', value: String(Math.min(count, DATED_ROWS_LIMIT)), ...(oldest && { oldest: true }), table: found.table, ...(found.about && { about: found.about }), timezone, language };
  };
  /** One when said in the singular ("invoice", "فاتورة"), ten in the plural. */
  const countOf = (noun: string, key: string, n?: string) => {
    if (n) return NUMBER_WORDS[n] ?? Number(n);
    const named = catalog.dimensions.find((d) => d.key === catalog.tables[key]?.rows?.dimension);
    return named && bare(named.label[language]) === bare(noun) ? 1 : /s$/.test(noun) || language === 'ar' ? 10 : 1;
  };
  const asked = ASKED_EN.exec(text);
  if (asked) {
    const [, which, n, noun] = asked;
    const key = tableOfNoun(noun, catalog, 'en');
    const found = key ? plan(key, countOf(noun, key, n), new RegExp(`^(?:${OLDEST})$`).test(which)) : null;
    // "The oldest employee" is by their birth, not by when they joined.
    if (found && !(which === 'oldest' && JOINING_COLUMN.test(datedRowsOf(catalog, found.table!)?.dateWords ?? ''))) return { plan: found };
  }
  const whichFirst = WHICH_FIRST_EN.exec(text);
  if (whichFirst) {
    const [, noun, verb, order, whoVerb, whoOrder] = whichFirst;
    const first = /^(?:first|earliest)$/.test(order ?? whoOrder);
    // "Who was hired first?": the table whose date that verb names.
    const keys = noun ? [tableOfNoun(noun, catalog, 'en')] : Object.keys(catalog.tables);
    for (const key of keys) {
      const found = key ? plan(key, 1, first, verb ?? whoVerb) : null;
      if (found) return { plan: found };
    }
  }
  const arabic = WHEN_AR.exec(text) ?? ASKED_AR.exec(text);
  if (arabic) {
    const [, newest, , n, noun] = arabic.length === 4 ? [arabic[0], arabic[1], arabic[2], undefined, arabic[3]] : arabic;
    const key = tableOfNoun(noun, catalog, 'ar');
    const found = key ? plan(key, countOf(noun, key, n), !newest) : null;
    if (found) return { plan: found };
  }
  const adjective = ADJECTIVE_AR.exec(text);
  if (adjective) {
    const key = tableOfNoun(adjective[1], catalog, 'ar');
    const found = key ? plan(key, 1, !adjective[2]) : null;
    if (found) return { plan: found };
  }
  const narrowed = NARROWED_EN.exec(text) ?? NARROWED_AR.exec(text);
  if (narrowed) {
    const english = narrowed.length === 4;
    const [which, n, said] = english ? [narrowed[1], narrowed[2], narrowed[3]] : [narrowed[1] ?? narrowed[2], narrowed[3], narrowed[4]];
    const oldest = english ? new RegExp(`^(?:${OLDEST})$`).test(which) : !narrowed[1];
    const words = said.split(' ');
    // The noun is its first word or two ("invoices", "invoice lines"); what follows narrows them.
    for (const size of [2, 1]) {
      const noun = words.slice(0, size).join(' ');
      const rest = words.slice(size).join(' ');
      const key = rest && words.length > size ? tableOfNoun(noun, catalog, english ? 'en' : 'ar') : undefined;
      const found = key ? plan(key, countOf(noun, key, n), oldest) : null;
      if (found) return { narrowed: { plan: found, asked: `${noun} ${rest}` } };
    }
  }
  const namedEn = WHEN_NAMED_EN.exec(text);
  if (namedEn) {
    const [, name, verb, nameOfDate, date] = namedEn;
    if (name && !JOINED.test(verb)) return null;
    if (date && !/hire|start|join/.test(date)) return null;
    return { named: (name ?? nameOfDate).trim() };
  }
  const namedAr = WHEN_NAMED_AR.exec(text);
  if (namedAr) return { named: (namedAr[1] ?? namedAr[2]).trim() };
  return null;
}

/**
 * "When was Jane Peacock hired?": the rows of the dated table that the name's filters keep (the employee named, or
 * her first and last names), when that table's date says when they joined.
 */
export function withNamed(filters: Filter[], catalog: Catalog, timezone: string, language: Locale): LookupPlan | null {
  if (!filters.length || filters.some((f) => f.op !== 'eq')) return null;
  for (const key of Object.keys(catalog.tables)) {
    const rows = datedRowsOf(catalog, key);
    if (!rows || !JOINING_COLUMN.test(rows.dateWords)) continue;
    const own = (f: Filter) => {
      const binding = catalog.dimensions.find((d) => d.key === f.dimension)?.on[key];
      return Boolean(binding && !binding.joins && !binding.fromTime);
    };
    if (filters.every(own)) return { kind: 'lookup', by: 'recent', value: String(DATED_ROWS_LIMIT), filters, table: key, timezone, language };
  }
  return null;
}

/**
 * "The last 5 invoices from Germany": the rows kept to what a count of them said (its filters and period), when each
 * filter is one of the table's own splits. Anything more (a split, a ranking, a comparison) is another question.
 */
export function narrowedBy(plan: LookupPlan, said: Understanding, catalog: Catalog): LookupPlan | null {
  if (said.kind !== 'plan') return null;
  const p = said.plan;
  if (p.groupBy.length || p.grain || p.compare || p.against || p.top || p.having || p.absent || p.countOf || p.perGroup || p.share || p.trend || p.steps || p.perBucket || p.ignored?.length) return null;
  if (!p.filters.length && !p.period) return null;
  const own = (filter: Filter) => {
    const binding = catalog.dimensions.find((d) => d.key === filter.dimension)?.on[plan.table ?? ''];
    return Boolean(binding && !binding.fromTime);
  };
  if (!p.filters.every(own)) return null;
  return { ...plan, ...(p.filters.length && { filters: p.filters }), ...(p.period && { period: p.period }) };
}
