import { arabicPlanNames, arabicProductNames, ownWordsOf } from './product-names-ar.ts';
import type { Catalog, Dimension } from '../types.ts';
import { normalise } from './normalise.ts';
import { lexiconOf, variants } from './lexicon.ts';
import { aliasesOf, categoryLike } from './value-aliases.ts';
import { NOT_NAMES, arabicSkeleton, endingsAgree, latinSkeleton, skeletonKeys } from './transliterate.ts';

/** `firstName`: the word is a customer's first name ("Ahmed" for every Ahmed of the store), not a whole value. */
export interface ValueHit { dimension: string; value: string; start: number; end: number; firstName?: boolean }
interface ValueEntry { dimension: string; value: string; firstName?: boolean }
interface ValueIndex { values: Map<string, ValueEntry[]>; longest: number; spelled: Map<string, ValueEntry[]> }

/**
 * Arabic spellings of first names common in the Gulf, for customers stored in Latin letters ("كم صرف أحمد"). Names
 * that are everyday words once normalised are left out: علي (على, "on"), أمل ("hope").
 */
const ARABIC_FIRST_NAMES: Record<string, string[]> = {
  ahmed: ['احمد'], ahmad: ['احمد'], mohammed: ['محمد'], muhammad: ['محمد'], mohamed: ['محمد'], abdullah: ['عبدالله', 'عبد الله'],
  fahad: ['فهد'], fahd: ['فهد'], khalid: ['خالد'], omar: ['عمر'], sara: ['ساره'], sarah: ['ساره'], noura: ['نوره'], nora: ['نوره'],
  fatimah: ['فاطمه'], fatima: ['فاطمه'], reem: ['ريم'], lama: ['لمي'], aisha: ['عائشه', 'عايشه'], mariam: ['مريم'], maryam: ['مريم'],
  huda: ['هدي'], yousef: ['يوسف'], yusuf: ['يوسف'], hassan: ['حسن'], layla: ['ليلي'], laila: ['ليلي'], dana: ['دانه'],
  salman: ['سلمان'], faisal: ['فيصل'], hind: ['هند'], rana: ['رنا'], mona: ['مني'], karim: ['كريم'], nasser: ['ناصر'], saud: ['سعود'],
};

const cache = new WeakMap<Catalog, ValueIndex>();
/** The longest list of a dimension's values that names are spelled against (products, vendors, genres, customers). */
const SPELLED_MOST = 20_000;
/** The longest list a single Arabic word is spelled against (vendors, genres, products; not thousands of titles). */
const ONE_WORD_MOST = 1_000;
/** Everyday words that must never be read as a stored value ("show us" is not the United States). */
const STOP = new Set(['us', 'in', 'on', 'at', 'a', 'i', 'it', 'me', 'my', 'all', 'by', 'for', 'of', 'the', 'to', 'and', 'or', 'no', 'is', 'be', 'do', 'so', 'an', 'as', 'up', 'we', 'our', 'top', 'yes', 'how', 'what', 'which', 'show', 'total', 'sum', 'count', 'sales', 'orders', 'من', 'في', 'على', 'الي', 'عن', 'مع', 'كم', 'ما', 'هل', 'كل', 'او']);

/** Words that are values with their article only ("الموقع", the web store; "المقاس", the return reason size). */
const EVERYDAY_BARE = new Set(['موقع', 'مقاس', 'ينوي', 'مملكه', 'تلف']);

/** Known values of every dimension (stored values and their Arabic/English aliases), normalised. */
function indexOf(catalog: Catalog): ValueIndex {
  const known = cache.get(catalog);
  if (known) return known;
  const values = new Map<string, ValueEntry[]>();
  let longest = 1;
  const add = (d: Dimension, text: string, value: string, firstName = false) => {
    const key = normalise(text);
    if (!key || key.length < 2 || key.split(' ').length > 6 || STOP.has(key)) return;
    const list = values.get(key) ?? [];
    // A first name never stands for a whole value of another kind ("Dana" the customer, a product "Dana").
    if (firstName && list.some((v) => !v.firstName)) return;
    if (!firstName && list.some((v) => v.firstName)) list.splice(0, list.length, ...list.filter((v) => !v.firstName));
    if (!list.some((v) => v.dimension === d.key && v.value === value)) list.push({ dimension: d.key, value, ...(firstName && { firstName: true }) });
    values.set(key, list);
    longest = Math.max(longest, key.split(' ').length);
  };
  for (const d of catalog.dimensions) {
    if (d.kind !== 'category') continue;
    // Stored codes read as words too: "cash_on_delivery" is asked as "cash on delivery".
    for (const v of d.values ?? []) { add(d, v, v); if (/[_-]/.test(v)) add(d, v.replace(/[_-]+/g, ' '), v); }
    // A product family names all its variants: "Oud Oil" for "Oud Oil - 12ml", "Oud Oil - 50ml" and "Oud Oil - 100ml".
    for (const v of d.values ?? []) {
      const family = familyOf(v);
      if (family) add(d, family, v);
      // Said as many: "how many linen abayas did we sell" (the category Abayas was read, "abayas" being its word).
      const many = d.key === 'product' ? familyPlural(family ?? v) : undefined;
      if (many) add(d, many, v);
      // And by its Arabic name, of the product itself or of its family: "زيت العود", "تمر سكري".
      if (d.key === 'product') for (const arabic of arabicProductNames(family ?? v)) add(d, arabic, v);
      if (d.key === 'plan') for (const arabic of arabicPlanNames(v)) add(d, arabic, v);
    }
    // A customer asked by first name ("how much has Ahmed spent", "كم صرف أحمد"): every customer of that name.
    if (d.key === 'customer') {
      for (const v of d.values ?? []) {
        const first = /^(\S{3,}) \S/.exec(v)?.[1];
        if (!first) continue;
        add(d, first, v, true);
        for (const arabic of ARABIC_FIRST_NAMES[first.toLowerCase()] ?? []) add(d, arabic, v, true);
      }
    }
    // Other names owners use: countries in any language, states for their codes, a category's words ("abaya").
    const kindOf = categoryLike(d.key, d.values?.length ?? 0);
    const aliased = new Set<string>();
    for (const v of d.values ?? []) for (const alias of aliasesOf(v, d.key, kindOf)) { add(d, alias, v); aliased.add(normalise(alias)); }
    // A value of one word said, in any spelling, is that value only: "Rock", "الروك" are the genre Rock, not also
    // "Rock And Roll" by its first word.
    for (const key of aliased) {
      const list = values.get(key) ?? [];
      const own = list.filter((e) => e.dimension === d.key);
      const one = own.find((e) => !/\s/.test(e.value.trim()) && own.every((o) => o === e || normalise(o.value).split(' ').includes(normalise(e.value))));
      if (one && own.length > 1) values.set(key, list.filter((e) => e.dimension !== d.key || e === one));
    }
    // The warehouse's own codes (those answers have words for) are known values even when the store's sample of
    // values came from another table: the status values read from subscriptions must not hide "pending" orders or
    // shipments "in transit".
    const known = (v: string) => !d.values || d.values.includes(v) || Boolean(d.valueLabels?.[v]);
    for (const [alias, v] of Object.entries(d.valueAliases ?? {})) {
      // An alias counts only when its value exists in the data, or no values are known at all.
      if (known(v)) add(d, alias, v);
    }
    // The words answers show for a code are askable too: an owner repeats what they read ("مسترد جزئياً").
    for (const [v, label] of Object.entries(d.valueLabels ?? {})) {
      if (!known(v)) continue;
      add(d, label.en, v);
      add(d, label.ar, v);
      if (/_/.test(v)) add(d, v.replace(/_+/g, ' '), v);
    }
  }
  // "United States population" where a country is stored as "United States" and a region as "america" (whose other
  // names are the United States'): the country stored as said, not the value of another column it is another name of.
  const asStored = (e: ValueEntry, key: string) => normalise(e.value) === key || normalise(e.value.replace(/[_-]+/g, ' ')) === key;
  for (const [key, list] of values) {
    if (list.some((e) => asStored(e, key) && /country/i.test(e.dimension))) values.set(key, list.filter((e) => asStored(e, key) || /country/i.test(e.dimension) || e.firstName));
  }
  // "مبيعات اسكندرية", "كم طلب من جيزة": an Arabic name known with its article is said without it too (the city was
  // dropped and the whole store's figure given). Only where the bare word names nothing else, no engine word either,
  // and of four letters or more; never a day, month or season of the calendar ("الأحد" bare is "احد", one: "كم واحد
  // لغى"; "ربيع" opens a Hijri month), nor an everyday word ("موقع", a place, is no web store; "ينوي", intends, no Illinois).
  const phrases = lexiconOf(catalog).phrases;
  for (const [key, list] of [...values]) {
    const bare = /^ال[\u0621-\u064A]{4,}(?:\s|$)/.test(key) ? key.slice(2) : undefined;
    if (!bare || values.has(bare) || STOP.has(bare) || phrases.has(bare) || EVERYDAY_BARE.has(bare) || list.some((e) => /day|week|month|hour|year|quarter|season/.test(e.dimension))) continue;
    values.set(bare, list.filter((e) => !e.firstName));
  }
  // "Musk sales", "oud oil vs musk": a family's own word, which no other thing is called, names it alone in English as
  // in Arabic (it was dropped and the whole store's figure given). Only where the word names nothing else.
  const product = catalog.dimensions.find((d) => d.key === 'product' && d.kind === 'category');
  const owned = new Map<string, string[]>();
  for (const v of product?.values ?? []) for (const word of ownWordsOf(familyOf(v) ?? v)) owned.set(word, [...(owned.get(word) ?? []), v]);
  for (const [word, named] of owned) if (!values.has(word)) for (const v of named) add(product!, word, v);
  // "Airports in Nevada": a state's name that is also a small town's is the state (Washington and New York, whose city
  // is meant as often, are known as states only by "Washington State", "New York State").
  // Only a state stored as its code and asked by name: a region stored by name ("Dubai") is the city's namesake.
  // ("دبي" names the region Dubai by its Arabic word, not by a code: it stays the city.)
  const isState = (e: ValueEntry, key: string) => /state|province|region/i.test(e.dimension) && /^[A-Z0-9]{1,3}$/.test(e.value) && normalise(e.value) !== key
    && (catalog.dimensions.find((d) => d.key === e.dimension)?.values ?? []).includes(e.value);
  for (const [key, list] of values) {
    if (list.some((e) => isState(e, key)) && list.some((e) => /city/i.test(e.dimension))) values.set(key, list.filter((e) => !/city/i.test(e.dimension)));
  }
  // Names stored in Latin letters, found by their consonants when asked in Arabic ("لومار", "مسك الطهارة").
  const spelled = new Map<string, ValueEntry[]>();
  for (const d of catalog.dimensions) {
    // The index is built once per catalog: lists as long as the store's customers' names, no longer.
    if (d.kind !== 'category' || (d.values?.length ?? 0) > SPELLED_MOST) continue;
    // A code the warehouse names in Arabic ("tabby": تابي) is asked by that name: spelled by its consonants it met
    // everyday words ("الطيب", perfume, was the payment method tabby).
    const namedInArabic = new Set([...Object.entries(d.valueAliases ?? {}).filter(([alias]) => /[\u0600-\u06FF]/.test(alias)).map(([, v]) => v),
      ...Object.entries(d.valueLabels ?? {}).filter(([, label]) => /[\u0600-\u06FF]/.test(label.ar)).map(([v]) => v)]);
    for (const v of d.values ?? []) {
      // Codes (JFK, ABY-0004) are said as written, never spelled in Arabic.
      if (!/[a-z]/i.test(v) || /[\u0600-\u06FF]/.test(v) || /^[A-Z0-9_-]+$/.test(v)) continue;
      if (/^[a-z_]+$/.test(v) && namedInArabic.has(v)) continue;
      for (const name of [v, familyOf(v)].filter((n): n is string => Boolean(n))) {
        const consonants = latinSkeleton(name);
        // Two letters name only a value of a short list (the genre Rock, "الروك"); one is never enough.
        const letters = consonants.join('').replace(/ʔ/g, '').length;
        if (letters < 2 || (letters < 3 && (d.values?.length ?? 0) > 60)) continue;
        for (const key of skeletonKeys(consonants)) {
          const list = spelled.get(key) ?? [];
          if (!list.some((e) => e.dimension === d.key && e.value === v)) list.push({ dimension: d.key, value: v });
          spelled.set(key, list);
        }
      }
    }
  }
  const index = { values, longest, spelled };
  cache.set(catalog, index);
  return index;
}

/** A product family's name said as many ("Linen Abayas", "Ajwa Dates" stays), when its last word is a plain noun. */
function familyPlural(name: string): string | undefined {
  const last = /(\S+)$/.exec(name.trim())?.[1] ?? '';
  if (!/^[A-Za-z]{3,}$/.test(last) || /s$/i.test(last)) return undefined;
  const many = /[^aeiou]y$/i.test(last) ? `${last.slice(0, -1)}ies` : /(?:sh|ch|x|z)$/i.test(last) ? `${last}es` : `${last}s`;
  return `${name.trim().slice(0, -last.length)}${many}`;
}

/** The family a value names before " - " ("Oud Oil" of "Oud Oil - 12ml"), if it has one. */
export function familyOf(value: string): string | undefined {
  return /^(\S.{2,}?) [-–] \S/.exec(value)?.[1];
}
/** The variant a value names after its family ("Black" of "Linen Abaya - Black"), if it has one. */
export function variantOf(value: string): string | undefined {
  return /^\S.{2,}? [-–] (\S.*)$/.exec(value)?.[1];
}

/** Whether a phrase (normalised) names a known value or an alias of one: "europe" where the data has a European country. */
export const namesKnownValue = (catalog: Catalog, phrase: string): boolean => indexOf(catalog).values.has(phrase);
/** Every phrase that names a known value (stored values and their other names), normalised. */
export const valuePhrases = (catalog: Catalog): Iterable<string> => indexOf(catalog).values.keys();

/** Values of dimensions named in the words (longest first), through the catalog's known values or the caller's lookup. */
export function matchValues(
  words: string[], used: boolean[], catalog: Catalog, lookup?: (dimension: string, text: string) => string[], shortest = 1,
): ValueHit[] {
  const index = indexOf(catalog);
  const phrases = lexiconOf(catalog).phrases;
  const hits: ValueHit[] = [];
  /** Values whose Latin name has the consonants of these Arabic words, run together or word by word. */
  const spelledValue = (span: string[]): ValueEntry[] | undefined => {
    // A word the engine reads otherwise (a measure or a split: "مدينة" is the city, not Medina) is no name.
    if (!span.every((w) => /^[\u0600-\u06FF]+$/.test(w) && !STOP.has(w) && !NOT_NAMES.has(w) && !variants(w).some((v) => phrases.has(v)))) return undefined;
    const consonants = arabicSkeleton(span);
    // One Arabic word meets a one-word name only ("الملف" is no "Mel Fa"); two letters need the article ("الروك").
    const letters = consonants.join('').replace(/ʔ/g, '').length;
    const enough = letters >= 3 || (letters === 2 && span.length === 1 && span[0].startsWith('ال'));
    if (!enough) return undefined;
    // A single word, also only among shorter lists: a thousand titles hold many a word's consonants.
    const met = skeletonKeys(consonants).map((key) => index.spelled.get(key)).find(Boolean)
      ?.filter((e) => span.length > 1 || (!/\s/.test(familyOf(e.value) ?? e.value) && (catalog.dimensions.find((d) => d.key === e.dimension)?.values?.length ?? 0) <= ONE_WORD_MOST))
      .filter((e) => [e.value, familyOf(e.value)].some((name) => name && endingsAgree(span, name)));
    return met?.length ? met : undefined;
  };
  for (let i = 0; i < words.length; i++) {
    if (used[i]) continue;
    for (let len = Math.min(index.longest, words.length - i); len >= shortest; len--) {
      if (used.slice(i, i + len).some(Boolean)) continue;
      if (len === 1 && everydayAlone(words, i, phrases, index)) continue;
      const rest = words.slice(i + 1, i + len);
      let found: ValueEntry[] | undefined;
      for (const first of valueVariants(words[i])) {
        const text = [first, ...rest].join(' ');
        found = index.values.get(text);
        if (!found && lookup && (text.length >= 3 || /\d/.test(text))) {
          const looked = catalog.dimensions.filter((d) => d.kind === 'category')
            .flatMap((d) => lookup(d.key, text).slice(0, 1).map((value) => ({ dimension: d.key, value })));
          if (looked.length) found = looked;
        }
        if (found) break;
      }
      // Arabic words spelling a name stored in Latin letters; a whole name's first word also without a preposition it
      // carries ("لمارغريت بارك": for Margaret Park).
      if (!found) found = spelledValue(words.slice(i, i + len)) ?? (len > 1 && /^[بل]\S{3,}$/.test(words[i]) ? spelledValue([words[i].slice(1), ...rest]) : undefined);
      // (Only a title among many is taken for a verb: a status or a country said so, "orders are unfulfilled", stays.)
      if (found && len === 1 && saidAsVerb(words, i) && found.every((f) => (catalog.dimensions.find((d) => d.key === f.dimension)?.values?.length ?? 0) > TITLES_FROM)) found = undefined;
      if (found) {
        if (len === 1 && namesItsKind(found, words[i], hits.filter((h) => h.end === i), index)) { used[i] = true; break; }
        for (const f of found) hits.push({ ...f, start: i, end: i + len });
        for (let k = i; k < i + len; k++) used[k] = true;
        i += len - 1;
        break;
      }
    }
  }
  return hits;
}

/**
 * "Rock music", "latin music": a one-word value ("Music", a playlist) right after a value of another kind (the genre
 * Rock), where its own values are named "<kind> Music" ("Brazilian Music", "90's Music"). It is the noun the other value
 * qualifies, not a second filter; read as one, "sales of rock music" asked for genre and playlist at once.
 */
function namesItsKind(found: ValueEntry[], word: string, before: ValueHit[], index: ValueIndex): boolean {
  if (!before.some((b) => !found.some((f) => f.dimension === b.dimension))) return false;
  const named = lastWordsOf(index).get(word);
  return Boolean(named && found.some((f) => named.has(f.dimension)));
}
/** For each last word of the values of two words or more, the dimensions whose values end so (read once per catalog). */
const lastWords = new WeakMap<ValueIndex, Map<string, Set<string>>>();
function lastWordsOf(index: ValueIndex): Map<string, Set<string>> {
  const known = lastWords.get(index);
  if (known) return known;
  const ends = new Map<string, Set<string>>();
  for (const [phrase, entries] of index.values) {
    const at = phrase.lastIndexOf(' ');
    if (at < 0) continue;
    const word = phrase.slice(at + 1);
    const dimensions = ends.get(word) ?? new Set<string>();
    for (const e of entries) dimensions.add(e.dimension);
    ends.set(word, dimensions);
  }
  lastWords.set(index, ends);
  return ends;
}

/**
 * Everyday Arabic words that are also values: "مدى" (extent: "على مدى الشهر"), "فوري" (immediate: "ابي رد فوري"),
 * "الخبر" (the news: "وش الخبر"), "سريع" (quick: "سؤال سريع"), "كاش". Each was a payment method or a city wherever it was said. They are values
 * when said as values are: with a clitic ("بمدى", "بالخبر", "للخبر"), or after a word that introduces one (a
 * preposition, a payment or place word, "or", a measure or split: "مبيعات الخبر"), or before "or" ("كاش ولا مدى"), or
 * right after another value ("فيزا ومدى", and "كاش مقابل مدى" once the comparison word is read and gone).
 */
const EVERYDAY = new Set(['مدي', 'فوري', 'خبر', 'كاش', 'سريع', 'سريعه']);
// ("بس مدى", "فقط الكاش", "مدى بس": only that one, after an answer split by it.)
const CUE_BEFORE = /^(?:و?(?:في|من|عبر|عن|طريق|ب|ل|او|ولا|و|مقابل|غير|عدا|دفع|دفعوا|دفعوه|دفعو|الدفع|بالدفع|يدفعون|بطاقه|مدينه|فرع|حسب|بس|فقط|بدون|via|in|from|with|by|or|vs|and|only|just))$/;
const CUE_AFTER = /^(?:او|ولا|و|مقابل|بس|فقط|vs|or)$/;
function everydayAlone(words: string[], i: number, phrases: Map<string, unknown>, index: ValueIndex): boolean {
  // Said bare, with "و" or the article only: no clitic of a value ("بمدى", "للخبر").
  const bare = /^و?(?:ال)?(\S+)$/.exec(words[i])?.[1];
  // ("ومدى؟" said alone after an answer: the value, as "and mada?".)
  const alone = words.length === 1 && /^و/.test(words[i]);
  return Boolean(bare && EVERYDAY.has(bare)) && !alone && !valueCue(words, i, phrases) && !followsValue(words, i, index);
}
/** Whether the words just before i name a value ("الدفع عند الاستلام" before "ومدى"). */
function followsValue(words: string[], i: number, index: ValueIndex): boolean {
  for (let start = i - 1; start >= Math.max(0, i - index.longest); start--) {
    const rest = words.slice(start + 1, i);
    if (valueVariants(words[start]).some((first) => index.values.has([first, ...rest].join(' ')))) return true;
  }
  return false;
}
function valueCue(words: string[], i: number, phrases: Map<string, unknown>): boolean {
  const before = words[i - 1];
  // ("الكاش كم مبيعاته": the value said first, with its article, then asked of.)
  if (before === undefined) return CUE_AFTER.test(words[i + 1] ?? '') || (words[i].startsWith('ال') && words[i + 1] === 'كم');
  // ("كم طلب عادي وكم سريع": after a second "how many", its "و" gone by then, a second value asked of.)
  return CUE_BEFORE.test(before) || (before === 'كم' && i >= 2) || CUE_AFTER.test(words[i + 1] ?? '') || variants(before).some((v) => phrases.has(v));
}

/**
 * "How many tracks did AC/DC release", "albums released by AC/DC": the question's verb, not a one-word value of the
 * same spelling (Chinook has three tracks called "Release"; read as one, the count was 0). A verb after "did <who>"
 * ending its clause, or a participle right after "was/were/been".
 */
const TITLES_FROM = 100;
const DO_AUX = /^(?:did|do|does|didn|doesn|will|would|can|could)$/;
const BE_AUX = /^(?:was|were|been|being|is|are|be|get|got)$/;
const SUBJECT_ENDS = /^(?:in|on|at|to|for|from|of|with|by|into|sell|sold|buy|bought|make|made|get|got|have|had|earn|order|ordered)$/;
const CLAUSE_END = /^(?:in|on|during|since|from|by|before|after|between|this|last|so|and|or|at|for|per|each|overall|in total|ever)$/;
function saidAsVerb(words: string[], i: number): boolean {
  const word = words[i];
  if (!/^[a-z]+$/.test(word)) return false;
  const next = words[i + 1];
  const ends = next === undefined || CLAUSE_END.test(next);
  // (Read by then as its lemma: "were released by" is "were release by".)
  if (BE_AUX.test(words[i - 1] ?? '') && (/^[a-z]{3,}ed$/.test(word) || next === 'by')) return true;
  // (A subject between: "what did Rock sell" keeps Rock, the word right after "did".)
  // ("How much did we sell in Germany": a place after the verb and a preposition is no verb.)
  return ends && [2, 3, 4].some((back) => DO_AUX.test(words[i - back] ?? '') && words.slice(i - back + 1, i).every((w) => !DO_AUX.test(w) && !BE_AUX.test(w) && !SUBJECT_ENDS.test(w)));
}

/**
 * A value is asked with Arabic clitics the stored value lacks: the article ("الواتساب" for واتساب, "المعلقة"), a
 * preposition ("بمدى": with mada, "لجدة"), besides the conjunctions every word may carry.
 */
function valueVariants(word: string): string[] {
  const out = variants(word);
  if (!/[\u0600-\u06FF]/.test(word)) return out;
  for (const form of [...out]) {
    if (/^[بل]/.test(form) && !form.startsWith('ال') && form.length >= 4) out.push(form.slice(1));
    if (form.startsWith('ال') && form.length >= 5) out.push(form.slice(2));
  }
  return [...new Set(out)];
}

/** A copy of the catalog whose dimensions know their stored values (distinct values the caller read from the data). */
export function withDimensionValues(catalog: Catalog, values: Record<string, string[]>): Catalog {
  return {
    ...catalog,
    dimensions: catalog.dimensions.map((d) => (values[d.key] ? { ...d, values: values[d.key].filter((v) => typeof v === 'string' && v.length > 0) } : d)),
  };
}

/** The stored values a phrase names exactly ("refunded": the status refunded), through the same index as matchValues. */
export function valuesNamed(phrase: string, catalog: Catalog): { dimension: string; value: string }[] {
  return (indexOf(catalog).values.get(normalise(phrase)) ?? []).filter((v) => !v.firstName);
}

/** Whether the period's last word and the word after it start one of the catalog's stored values ("eid hamper"). */
const valueStarts = new WeakMap<Catalog, Set<string>>();
export function beginsAValue(text: string, found: { index: number; length: number }, catalog: Catalog): boolean {
  let starts = valueStarts.get(catalog);
  if (!starts) {
    starts = new Set(catalog.dimensions.flatMap((d) => d.values ?? []).map((v) => normalise(v).split(' ').slice(0, 2).join(' ')).filter((two) => two.includes(' ')));
    valueStarts.set(catalog, starts);
  }
  const last = text.slice(found.index, found.index + found.length).trim().split(' ').at(-1);
  const next = text.slice(found.index + found.length).trim().split(' ')[0];
  return Boolean(last && next) && starts.has(`${last} ${next}`);
}
