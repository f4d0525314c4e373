import type { Catalog, ChartType, LookupPlan, Understanding } from '../types.ts';
import { LOOKUP_LIMIT, countedOrdersCondition, lookupFilterFits } from '../sql/lookup.ts';
import { NUMBER_WORDS, SMALL_COUNT } from './modifiers.ts';
import { countOfValue } from './worth.ts';

/** Phrases that are about the conversation rather than the data (normalised text). */
// ("clear", "clear all", "امسح", "انسى" said alone: the conversation, there being nothing else to clear.)
const RESET = /^(?:clear(?: the)? (?:context|chat|conversation|all|everything|history|it)|clear|start over|start again|new (?:chat|conversation|topic)|reset|forget (?:it|that|everything|all that)|امسح|امسحها|امسح الكل|امسح كل شي|انسى|انسي|انس|انساها|انسى اللي فات|ابدا من جديد|ابدا من الاول|ابدا من الصفر|امسح السياق|مسح السياق|امسح المحادثه|مسح المحادثه|امسح الشات|امسح الدردشه|محادثه جديده|من جديد|ابدا محادثه جديده|انس كل شي|انسي كل شي)$/;
const SHOW_SQL = /(?:^|\s)(?:show|see|give|display|اعرض|وريني|what(?:'s| is)?)?\s*(?:me )?(?:the )?(?:sql|query|استعلام|الاستعلام|الكويري|كويري)(?: (?:used|behind|for (?:this|that)))?(?:\s|$)|^(?:show me |show |see )?(?:the )?(?:code|sql code)$|^(?:وريني|ورني|اعرض|اعطني|عطني)? ?(?:الكود|الكود البرمجي|الاستعلام)$|^و?(?:وش|ايش|شو|ايه|ما هو) (?:ال)?(?:كود|استعلام|كويري) (?:اللي|الي|الذي) (?:استخدمته|استخدمت|كتبته|سويته|شغلته|استعملته)$/;
/**
 * The Arabic words of each chart and of a chart itself, as typed (normalised): one list for the chart's reader below
 * and for the spelling corrector's vocabulary ("كمخطط دائري" is "as a pie chart", never "كم خطط", how many plans).
 */
const CHART_AR = {
  stacked: ['مكدس', 'مكدسه', 'متراكم'],
  // "كدائرة": as a circle ("دائرة" alone is also a department).
  pie: ['دايري', 'دائري', 'دايريه', 'دائريه', 'كعكه', 'فطيره', 'كدايره', 'بدايره'],
  bar: ['اعمده', 'عمودي', 'شريطي', 'بالاعمده', 'كاعمده'],
  line: ['خطي', 'خط بياني', 'منحني', 'كخط', 'بخط'],
  table: ['كجدول', 'بجدول'],
  chart: ['رسم', 'برسم', 'كرسم', 'مخطط', 'بمخطط', 'كمخطط', 'بياني', 'بيانيا'],
};
export const CHART_WORDS_AR: readonly string[] = [...new Set([...Object.values(CHART_AR).flat().flatMap((said) => said.split(' ')), 'جدول'])];
const ar = (chart: keyof typeof CHART_AR) => CHART_AR[chart].join('|');
const CHART_WORDS: [RegExp, ChartType][] = [
  [new RegExp(`(?:^|\\s)(?:stacked|${ar('stacked')})(?:\\s|$)`), 'stacked'],
  [new RegExp(`(?:^|\\s)(?:pie|donut|doughnut|${ar('pie')})(?:\\s|$)`), 'pie'],
  [new RegExp(`(?:^|\\s)(?:bar|bars|column|columns|histogram|${ar('bar')})(?:\\s|$)`), 'bar'],
  // "Invoice lines", "order lines", "line items" are rows of data, not a line chart.
  [new RegExp(`(?:^|\\s)(?<!(?:invoice|order|sales|purchase|product|receipt)\\s)(?:line(?!\\s+items?(?:\\s|$))|lines|${ar('line')})(?:\\s|$)`), 'line'],
  // "the products table", "جدول products": a table of the owner's, named, is no chart.
  [new RegExp(`(?:^|\\s)(?:as a table|in a table|(?<!\\bthe \\S+ )table|جدول(?! [a-z0-9_])|${ar('table')})(?:\\s|$)`), 'table'],
];
const CHART_FILLER = /(?:^|\s)(?:show|it|this|that|as|a|an|in|make|chart|graph|plot|draw|instead|please|it's|same|but|اعرض|اعرضها|اعرضه|اعرض|وريني|ورني|كرسم|رسم|رسمه|بياني|بيانيا|علي شكل|شكل|بشكل|خليها|خلها|حولها|حوله|الي|إلي|لو سمحت|نفسه|نفسها|ك|بدلا|مخطط|كمخطط|ه|ها)(?=\s|$)/g;

export function isReset(text: string): boolean { return RESET.test(text); }
export function asksForSql(text: string): boolean { return SHOW_SQL.test(text) && text.split(' ').length <= 8; }

/** "chart", "كمخطط", "كرسم بياني": the noun of a chart asked for, not a word of the question ("مخطط" is also a plan). */
const CHART_NOUN = /(?:^|\s)(?:chart|graph|(?:ك|ب)?(?:رسم|مخطط)(?: بياني| بيانيا)?)(?=\s|$)/g;

/** The chart asked for, and whether the question asks for nothing else ("as a pie chart"). */
export function chartOf(text: string): { chart?: ChartType; only: boolean; rest: string } {
  for (const [re, chart] of CHART_WORDS) {
    if (re.test(text)) {
      const rest = text.replace(re, ' ').replace(CHART_FILLER, ' ').replace(/\s+/g, ' ').trim();
      return { chart, only: rest.length === 0, rest: text.replace(re, ' ').replace(CHART_NOUN, ' ').trim() };
    }
  }
  return { only: false, rest: text };
}

/** Requests to change data or to read other stores: answered with a refusal, never compiled. */
const WRITES = /(?:^|\s)(?:drop|delete|truncate|insert|update|alter|grant|revoke|create|exec|execute|copy|vacuum|set role|pg_sleep|احذف|امسح|حذف|عدل|غير قيمه|ادخل|الغ الجدول)(?:\s|$)/;
const WRITE_OBJECTS = /(?:^|\s)(?:table|tables|database|schema|from|into|set|rows?|records?|all|everything|role|الجدول|الجداول|جدول|جداول|قاعده البيانات|البيانات|السجلات|كل)(?:\s|$)|;|--|\/\*/;
const OTHER_STORES = /(?:other|another|all|every|different|competitor|competitors|someone else'?s?)\s+(?:stores?|shops?|merchants?|tenants?)|stores'? (?:sales|data|orders)|store[_ ]?id|(?:^|\s)(?:store|shop|merchant|tenant) (?:no\.? |number |#)?\d+|(?:^|\s)(?:ال)?(?:متجر|محل) (?:رقم )?\d+|(?:المتاجر|متاجر|متجر) ?(?:ال)?(?:اخر|اخري|ثاني|ثانيه|غيري)|كل المتاجر|جميع المتاجر|المنافسين|متاجر غيري|متجر غيري|(?:^|\s)(?:which|what) (?:stores?|shops?|merchants?)(?=\s|$)|(?:^|\s)(?:اي|انهو|مين|وش) (?:متجر|المتاجر|محل)(?=\s|$)/;

/** "Update order 1042 to shipped", "cancel order 1042", "غير حالة الطلب": a change to an order, which only the store makes. */
const ORDER_CHANGE = /(?:^|\s)(?:update|change|set|mark|cancel|edit|modify|refund(?!\s+status)|delete|remove)\s+(?:the\s+)?(?:status\s+of\s+)?(?:order|orders|#\s*\d)|(?:^|\s)(?:غير|غيروا|عدل|حدث|الغ|الغي|احذف|امسح|رجع فلوس)\s+(?:حاله\s+)?(?:ال)?(?:طلب|طلبات|اوردر)(?:\s|$)/;

/**
 * Another owner's data said without "store": "another company's account", "other users' customer emails", "the store
 * with id 5", "حساب شركة ثانية" (they were answered from the asker's own data, the other owner's words dropped).
 */
const OTHER_OWNERS = /(?:^|\s)(?:other|another|different|someone else'?s?|somebody else'?s?)\s+(?:accounts?|users?|organi[sz]ations?|owners?|businesses|business)(?:'?s|s')?(?:\s|$)|(?:^|\s)(?:other|another|different)\s+compan(?:y|ies)(?:'?s|s'| s)? (?:data|accounts?|sales|stores?|numbers|figures|tables?|files?)(?=\s|$)|(?:^|\s)(?:store|shop|account|user|tenant) (?:with |whose )?(?:the )?(?:id|number) (?:is |of |= ?)?\d+|(?:^|\s)(?:حساب|حسابات|شركه|شركات|مستخدم|مستخدمين) (?:ال)?(?:ثاني|ثانيه|اخر|اخري|اخرين|غيري)(?=\s|$)/;

/**
 * SQL typed into a question to read past the data ("top genres UNION SELECT usename, passwd FROM pg_user"), the
 * database's own system tables, or its credentials: refused as such (it was answered from the words it could match,
 * "the top genre by number of genres", the rest said unmatched; no SQL ever ran, but the owner was not told why).
 */
const SYSTEM_READ = /(?:^|\s)union(?: all)? select(?:\s|$)|(?:^|\s)select (?:(?:\*|\S+(?:, ?\S+){1,5}) )?from \S|(?:^|\s)(?:pg[_ ](?:user|shadow|authid|roles|catalog|stat[_ ]\S+)|information[_ ]schema|mysql[. ]user|sqlite[_ ]master)(?=[\s.;]|$)/;
/** Passwords, keys and connection details: no data of the store's, asked of it or not ("how do I change my password"). */
const SECRETS = /(?:^|\s)(?:(?:the |its |database |db |admin |root )?passwords?|passwd|credentials|connection string|api keys?|secret keys?|كلمه السر|كلمه المرور|كلمات المرور|الباسورد)(?=\s|$)/;

export function hostileKind(text: string): 'write' | 'other_store' | 'system' | 'secret' | null {
  if ((WRITES.test(text) && WRITE_OBJECTS.test(text)) || ORDER_CHANGE.test(text)) return 'write';
  if (SYSTEM_READ.test(text)) return 'system';
  if (SECRETS.test(text)) return 'secret';
  if (OTHER_STORES.test(text) || OTHER_OWNERS.test(text)) return 'other_store';
  return null;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
const ORDER_NUMBER = /(?:^|\s)(?:(?:order|طلب|الطلب|طلبي|طلبيه|الطلبيه|اوردر|الاوردر)\s*(?:number|no\.?|num|رقم|#)?\s*#?\s*([a-z]{0,4}-?\d{2,})|#\s*([a-z]{0,4}-?\d{2,})|(?:رقم)\s*#?\s*(\d{3,}))(?:\s|$)/;
const NO_ORDER_NUMBER = /(?:^|\s)(?:order|الطلب|طلب)\s*(?:number|no\.?|رقم|#)?\s*#?\s*(-\d+|\d+\.\d+|0+)(?=\s|$)/;
/** Several order numbers in one question, joined by commas, "and", "or", "و". At most LIST_MOST are looked up. */
const ORDER_LIST = /(?:^|\s)(?:(?:orders?|طلبات|الطلبات|الطلب|طلب|اوردرات)\s*(?:numbers?|nos?\.?|num|رقم|ارقام)?\s*)?#?\s*\d{3,}(?:(?:\s*(?:,|،|and|&|or|و|او)\s*|\s+)(?:order\s*|الطلب\s*)?#?\s*\d{3,})+/;
const LIST_MOST = 10;
const TRACKING = /(?:tracking(?: number| no| code| id)?|رقم التتبع|رقم الشحنه|بوليصه|رقم البوليصه)\s*#?\s*([a-z0-9-]{6,})/;
/** "track 7580177447", "تتبع الشحنة 7580177447", "where is 1Z…": a number that may be an order's or a parcel's. */
const LONG_NUMBER = /(?:^|\s)#?([a-z]{0,3}\d{8,}[a-z0-9]*)(?=\s|$)/;
const WHEREABOUTS = /(?:^|\s)(?:track|trace|tracking|where|wheres|status|shipment|parcel|package|delivered|arrived|shipped|waybill|اتتبع|تتبع|يتتبع|وين|فين|وينه|فينه|حاله|شحنه|الشحنه|شحنتي|طرد|الطرد|طردي|وصل|وصلت|وصلت|اتشحن|انشحن|شحن|بوليصه)(?=\s|$)/;
// "Lookup 292915001707", "look up …", "find …", "check …": the same (they were refused).
const TRACK_NUMBER = /(?:^|\s)(?:track|trace|where is|where's|status of|look ?up|look for|find|search(?: for)?|check|pull up|تتبع|تتبعلي|وين|فين|حاله)(?: (?:my|the|this|shipment|parcel|package|delivery|الشحنه|شحنه|شحنتي|الطرد|طرد|طردي|الطلبيه))*\s+#?([a-z]{0,3}\d[a-z0-9-]{4,})(?:\s|$)/;

/**
 * "The last 5 orders", "show me the latest orders", "آخر ٥ طلبات", "what was our first order", "أول طلب": the store's
 * newest (or oldest) orders, with what the question says after them ("from Riyadh", "last week") in `rest`.
 */
// "the last five orders", "آخر عشرة طلبات": the count in digits or in words.
// "What's the status of my last order", "where is our latest order", "وش حالة آخر طلب": that order, looked up.
// ("First order date": the order's date is what the lookup shows; "date" was read as the category Dates & Sweets.)
const RECENT_EN = new RegExp(String.raw`^(?:(?:list|show|show me|give me|what are|what were|what was|what's|what s|what is|which was|see|get|where is|where's|where s|track)\s+)?(?:me\s+)?(?:the\s+)?(?:status of\s+)?(?:the\s+|my\s+|our\s+)?(?:(last|latest|most recent|recent|newest)|(first|earliest|oldest))\s+(?:(${SMALL_COUNT})\s+)?(?:ever\s+)?(?:(\S+(?: \S+)?)\s+)??(orders?)(?:\s+(?:ever|placed|we got|we received|i got|date|day|time))?(?:\s+(.+))?$`);
const RECENT_AR = new RegExp(String.raw`^(?:(?:ورني|وريني|اعرض|اعرض لي|عطني|اعطني|ابي|ابغي|ايش|وش|ما هو|ما هي|شو)\s+)?(?:(?:حاله|وين|فين|تاريخ)\s+)?(?:(اخر|احدث)|(اول|اقدم))\s+(?:(${SMALL_COUNT})\s+)?()(طلبات|الطلبات|طلب)(?:\s+(.+))?$`);
/** "List orders from Riyadh this week", "اعرض طلبات جدة": the orders themselves, newest first, as many as a lookup lists. */
const LISTED = /^(?:list|list out)\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?orders\s+(.+)$|^(?:اعرض|عدد لي|اسرد|اسرد لي)\s+(?:كل\s+)?(?:الطلبات|طلبات)\s+(.+)$/;
/** "Show me the unfulfilled orders", "show me orders from Riyadh over 1000": listed when something keeps them. */
// "List unfulfilled orders" as "show me" asks (it was their count).
const SHOWN = /^(?:show|show me|give me|see|list(?!\s+(?:the\s+)?(?:last|latest|most recent|recent|newest|first|earliest|oldest)(?:\s|$)))\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:(\S+(?: \S+)?)\s+)??orders(?:\s+(.+))?$/;
/** "Which orders are unfulfilled?", "وش الطلبات اللي ما انشحنت؟", "ايش هي الطلبات اللي…": the orders asked by what keeps them. */
const WHICH_ORDERS = /^which orders\s+(?!(?:had|have|has|were|was|are|is) (?:the )?(?:most|highest|biggest|largest|lowest|smallest|least)(?:\s|$))(.+)$|^(?:وش|ايش|شو|ما|ويش) (?:هي )?(?:ال)?طلبات (?:اللي|الي|التي) (.+)$/;

export interface RecentAsked {
  /** How many orders (1 to 20). */
  count: number;
  oldest: boolean;
  /** What follows the orders ("from riyadh last week"), to be read as a question's filters and period. */
  rest: string;
  /** Words said of the orders before them: "cancelled", "pending" ("the last 5 cancelled orders"). */
  before: string;
  /** "Show me the … orders": a list only when a filter, a kind of order or one day keeps them (else a count answers). */
  kept?: boolean;
}

/** The newest or oldest orders asked for, and what the question says of them. */
export function recentAsked(text: string): RecentAsked | null {
  const listed = LISTED.exec(text);
  if (listed) return { count: LOOKUP_LIMIT, oldest: false, rest: (listed[1] ?? listed[2]).trim(), before: '' };
  // "Which orders haven't shipped yet?", "وش الطلبات اللي ما انشحنت؟": which ones, listed (it was their count, 19).
  const which = WHICH_ORDERS.exec(text);
  if (which) return { count: LOOKUP_LIMIT, oldest: false, rest: (which[1] ?? which[2]).trim(), before: '', kept: true };
  const shown = SHOWN.exec(text);
  if (shown && (shown[1] || shown[2])) return { count: LOOKUP_LIMIT, oldest: false, rest: (shown[2] ?? '').trim(), before: (shown[1] ?? '').trim(), kept: true };
  // The same groups in both: newest, oldest, how many, words before the noun (none in Arabic), the noun, the rest.
  const m = RECENT_EN.exec(text) ?? RECENT_AR.exec(text);
  if (!m) return null;
  const [, , oldest, n, before, noun, rest] = m;
  // "the last order" is one; "the latest orders" ten.
  const count = Math.min(n ? NUMBER_WORDS[n] ?? Number(n) : /^(?:order|طلب)$/.test(noun) ? 1 : 10, 20);
  if (count < 1) return null;
  return { count, oldest: Boolean(oldest), rest: (rest ?? '').trim(), before: (before ?? '').trim() };
}

/**
 * The filters and period of the orders asked for, read from the same words asked as a count of orders ("orders from
 * riyadh last week"): only a plain count or total with filters or a period, each filter one a lookup can apply.
 */
export function recentOrders(read: Understanding, catalog: Catalog, kept = false): Pick<LookupPlan, 'filters' | 'period' | 'counted'> | null {
  if (read.kind !== 'plan') return null;
  const p = read.plan;
  // "The last order of Sara": every customer of that first name is one list of orders, not a split by customer.
  const namesakes = p.groupBy.join() === 'customer' && p.filters.some((f) => f.dimension === 'customer' && f.values.length > 1);
  if ((p.groupBy.length && !namesakes) || p.grain || p.compare || p.against || p.top || p.having || p.absent || p.countOf || p.perGroup || p.share || p.trend || p.steps || p.perBucket) return null;
  // Orders counted, or some of them ("cancelled orders"): the ones listed. Any measure of orders keeps them the same.
  const valued = p.metrics.length === 1 && catalog.metrics.find((m) => m.key === p.metrics[0])?.table === 'orders' ? countOfValue(p.metrics[0]) : undefined;
  const countedKey = valued ?? p.metrics[0];
  const counted = p.metrics.length === 1 && countedKey !== 'orders' && countedOrdersCondition(countedKey, catalog) ? countedKey : undefined;
  const ofOrders = p.metrics.length === 1 && (counted || catalog.metrics.find((m) => m.key === p.metrics[0])?.table === 'orders');
  if (!ofOrders) return null;
  // "Show me the orders this year" is a count; "show me today's orders" a day's, few enough to list.
  if (!p.filters.length && !counted && (kept ? p.period?.unit !== 'day' : !p.period)) return null;
  if (!p.filters.every((filter) => lookupFilterFits(filter, catalog))) return null;
  return { ...(p.filters.length && { filters: p.filters }), ...(p.period && { period: p.period }), ...(counted && { counted }) };
}

/** "What's in order 1042?", "items of order 1042", "محتويات الطلب ١٠٤٢", "وش فيه الطلب", "وش في الطلب ١٠٤٢": what the order holds. */
export const ORDER_CONTENTS = /(?:^|\s)(?:what s in|whats in|what is in|what was in|what s inside|what is inside|what was inside|what(?:'s| is| was)? inside|what did (?:it|order|the order) (?:contain|include|have)|(?:did|does) (?:it|order \S+) (?:contain|include)|contents? of|items? (?:in|of|on)|products? (?:in|of|on)|lines? of|line items|محتويات|محتوي|وش فيه|ايش فيه|شو فيه|(?:وش|ايش|شو|ماذا) في(?= (?:ال)?(?:طلب|طلبيه|اوردر)(?:\s|$))|وش فيها|ايش فيها|وش داخل|ماذا يحتوي|ماذا فيه|منتجات الطلب|المنتجات اللي في|المنتجات في)(?=\s|$)/;
const LAST_ORDER_WHEN = /^(?:when (?:was|did we get|did we receive|did i get|came in|did) (?:the |our |my )?(?:(last|latest|most recent|newest)|(first|earliest)) (?:ever )?order(?: (?:placed|come in|arrive|we got|was placed|ever))?|(?:متي|امتي|متى) (?:كان |جا |جانا |وصل |وصلنا )?(?:(اخر|احدث)|(اول)) (?:طلب|اوردر)(?: جانا| وصلنا| جا)?)$/;
/** Order lookups: "where is order 1001?", "track #1001", "orders of someone@x.com", "tracking number 1Z999". */
export function lookupOf(raw: string, text: string, timezone: string, language: 'en' | 'ar'): LookupPlan | null {
  // "When was the last order?", "متى أول طلب؟": the newest (oldest) order, with its date.
  const when = LAST_ORDER_WHEN.exec(text);
  if (when) return { kind: 'lookup', by: 'recent', value: '1', ...((when[2] ?? when[4]) && { oldest: true }), timezone, language };
  // The newest orders with nothing more said of them (a rest is read by understand, as filters and a period).
  const recent = recentAsked(text);
  if (recent && !recent.rest && !recent.before && !recent.kept) return { kind: 'lookup', by: 'recent', value: String(recent.count), ...(recent.oldest && { oldest: true }), timezone, language };
  const email = raw.match(EMAIL);
  // "First order date of {email}", "when did {email} first order": the customer's orders from the first (the sentence
  // named the latest).
  const first = /(?:^|\s)(?:first|earliest|oldest)(?=\s|$)|(?:^|\s)(?:اول|اقدم) (?:طلب|طلبيه|اوردر|مره)(?=\s|$)/.test(text);
  if (email) return { kind: 'lookup', by: 'email', value: email[0].toLowerCase(), ...(first && { oldest: true }), timezone, language };
  const tracking = text.match(TRACKING);
  if (tracking && /\d/.test(tracking[1])) return { kind: 'lookup', by: 'tracking', value: tracking[1].toUpperCase(), timezone, language };
  // "Orders 1042, 1043 and 1044", "order #1042 and #1043", "الطلبات ١٠٤٢ و١٠٤٣": each of them, one lookup.
  const listed = ORDER_LIST.exec(text);
  if (listed) {
    const numbers = [...new Set([...listed[0].matchAll(/\d{3,}/g)].map((m) => m[0]))].slice(0, LIST_MOST);
    const years = numbers.every((n) => /^(?:19|20)\d\d$/.test(n)) && !/#|number|رقم/.test(listed[0]);
    if (numbers.length > 1 && !years) return { kind: 'lookup', by: 'order_number', value: numbers.join(','), timezone, language };
  }
  // "order 0", "order -5", "order 1042.5": no order has such a number; looked up, it is said not to be found (not a
  // count of every order).
  const impossible = NO_ORDER_NUMBER.exec(text);
  if (impossible) return { kind: 'lookup', by: 'order_number', value: impossible[1], timezone, language };
  const order = text.match(ORDER_NUMBER);
  if (order) {
    const value = (order[1] ?? order[2] ?? order[3]).toUpperCase();
    // "orders in 2016" is a question about a year, not order number 2016.
    if (/^(?:19|20)\d\d$/.test(value) && !/#|number|رقم|where|track|status|وين|فين|تتبع|حاله/.test(text)) return null;
    // "Where is order 292915001707": a number as long as a waybill's may be the parcel's, so both are looked for.
    if (/^\d{8,}$/.test(value)) return { kind: 'lookup', by: 'number', value, timezone, language };
    return { kind: 'lookup', by: 'order_number', value, ...(ORDER_CONTENTS.test(text) && { contents: true }), timezone, language };
  }
  const number = text.match(TRACK_NUMBER);
  if (number && !/^(?:19|20)\d\d$/.test(number[1])) return { kind: 'lookup', by: 'number', value: number[1].toUpperCase(), timezone, language };
  // "ابي اتتبع الشحنه 292915001707", "292915001707 وين وصلت", "is 292915001707 delivered": a waybill-long number with
  // words of a parcel's whereabouts anywhere around it (they were counts of every shipment).
  const waybill = LONG_NUMBER.exec(text);
  if (waybill && WHEREABOUTS.test(text)) return { kind: 'lookup', by: 'number', value: waybill[1].toUpperCase(), timezone, language };
  return null;
}
