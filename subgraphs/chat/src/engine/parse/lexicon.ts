import type { Catalog } from '../types.ts';
import { normalise } from './normalise.ts';

/** `shared`: a warehouse word a custom table shares, listed after the warehouse's own entries (beside-commerce.ts). */
export interface Entry { kind: 'metric' | 'dimension'; key: string; phrase: string; plural: boolean; table?: string; shared?: boolean }
export interface Lexicon { phrases: Map<string, Entry[]>; longest: number }

const cache = new WeakMap<Catalog, Lexicon>();
const AR_BROKEN_PLURALS = new Set(['العملاء', 'الزبائن', 'الزباين', 'المدن', 'الدول', 'الاصناف', 'السلع', 'الاقسام', 'الانواع', 'الماركات', 'الموردين', 'المناطق', 'البلدان', 'القنوات', 'الحالات', 'الاسباب', 'الباقات', 'الخطط', 'طرق', 'شركات', 'منتجات', 'عملاء', 'زبائن']);

const PARTICIPLE = /^(?:[a-z]+ed|sold|bought)$/;

/**
 * Whether a phrase names many: in English by its head noun, the last before "of"/"per" or a participle ("units
 * sold", "sales of albums"), so a "sales rep" is one rep ("Who is the best sales rep?" listed ten).
 */
function isPlural(phrase: string): boolean {
  const words = phrase.split(' ');
  if (/[a-z]/.test(phrase)) {
    const before = words.findIndex((w) => w === 'of' || w === 'per' || w === 'by');
    const head = (before > 0 ? words.slice(0, before) : words).filter((w) => !PARTICIPLE.test(w)).at(-1) ?? words[0];
    // ("Top skus" are many though they end as "status" does.)
    return (/(?:s|ies)$/.test(head) && !/(?:ss|status|us)$/.test(head)) || head === 'skus';
  }
  return words.some((w) => /ات$/.test(w) || AR_BROKEN_PLURALS.has(w) || AR_BROKEN_PLURALS.has(`ال${w}`));
}

/** Arabic phrases are found with or without the article on their first word. */
function forms(phrase: string): string[] {
  const p = normalise(phrase);
  if (!/[\u0600-\u06FF]/.test(p)) return [p];
  const [first, ...rest] = p.split(' ');
  const bare = first.startsWith('ال') && first.length > 3 ? first.slice(2) : first;
  // "الفئة" normalised is "الفيه"; without its article it would be "فيه" ("there is"), in countless Gulf questions.
  // "متوسط قيمة طلب" for "متوسط قيمة الطلب": a noun after the first may drop its article too.
  const bareRest = rest.map((w) => (w.startsWith('ال') && w.length > 4 ? w.slice(2) : w));
  const forms = [p, [bare, ...rest].join(' '), [`ال${bare}`, ...rest].join(' '), [first, ...bareRest].join(' ')].filter((form) => !FUNCTION_WORDS.has(form));
  return [...new Set(forms)];
}

const FUNCTION_WORDS = new Set(['فيه', 'فيها', 'فيهم']);

/** Every synonym of the catalog's metrics and dimensions, normalised, phrase → entries. Built once per catalog. */
export function lexiconOf(catalog: Catalog): Lexicon {
  const known = cache.get(catalog);
  if (known) return known;
  const phrases = new Map<string, Entry[]>();
  let longest = 1;
  const add = (kind: Entry['kind'], key: string, phrase: string, table?: string, shared?: boolean) => {
    for (const form of forms(phrase)) {
      // A shared word only ever stands beside the warehouse's own reading of it, never alone.
      if (!form || (shared && !phrases.has(form))) continue;
      const list = phrases.get(form) ?? [];
      if (!list.some((e) => e.kind === kind && e.key === key)) list.push({ kind, key, phrase: form, plural: isPlural(form), ...(table && { table }), ...(shared && { shared }) });
      phrases.set(form, list);
      longest = Math.max(longest, form.split(' ').length);
    }
  };
  for (const m of catalog.metrics) [m.key.replace(/_/g, ' '), m.label.en, m.label.ar, ...m.synonyms.en, ...m.synonyms.ar].forEach((s) => add('metric', m.key, s, m.table));
  // Amounts are compared with, never named as a split: their labels stay out of the words.
  for (const d of catalog.dimensions) if (d.kind !== 'amount') [d.label.en, d.label.ar, ...d.synonyms.en, ...d.synonyms.ar].forEach((s) => add('dimension', d.key, s));
  for (const m of catalog.metrics) [...(m.shared?.en ?? []), ...(m.shared?.ar ?? [])].forEach((s) => add('metric', m.key, s, m.table, true));
  for (const d of catalog.dimensions) if (d.kind !== 'amount') [...(d.shared?.en ?? []), ...(d.shared?.ar ?? [])].forEach((s) => add('dimension', d.key, s, undefined, true));
  const lexicon = { phrases, longest };
  cache.set(catalog, lexicon);
  return lexicon;
}

/** Arabic clitics a word may carry: و (and), ب/ل/ف (with, for, so), and بال/لل/وال before the article. */
export function variants(word: string): string[] {
  const out = [word];
  if (!/[\u0600-\u06FF]/.test(word) || word.length < 3) return out;
  if (word.startsWith('وال') || word.startsWith('بال') || word.startsWith('فال') || word.startsWith('كال')) out.push(word.slice(1));
  if (word.startsWith('لل') && word.length > 3) out.push(`ال${word.slice(2)}`);
  if (word.startsWith('و') && word.length > 3) out.push(word.slice(1));
  if (word.startsWith('ول') && word.length > 4) out.push(`ال${word.slice(3)}`);
  return out;
}

/**
 * "مبيعاتنا", "طلباتهم", "مبيعاتي": our sales, their orders, my sales, the possessive ending left for the noun a metric or dimension is
 * named by. Values are not read this way: "وصلتنا" (came to us) is no "وصلت" (delivered).
 */
function owned(word: string): string[] {
  // "مبيعاتي", "طلباتي": "my", on a plural in -ات (elsewhere a final ي is too often the word's own letter).
  // ("مبيعاته", "طلباته": his or its, on a plural in -ات too: "الكاش كم مبيعاته" was refused.)
  // ("دخلها", "سعرها": a noun of three letters owned too; "الدول التي دخلها أكثر من 30000" was each country's rows.)
  const base = /^(.{3,})(?:نا|ها|هم|كم)$/.exec(word)?.[1] ?? /^(.{2,}ات)[يه]$/.exec(word)?.[1];
  // "ومبيعاتهم": "and" before the owned noun too.
  const bases = base ? [base] : [];
  return base && base.startsWith('و') && base.length > 4 ? [...bases, base.slice(1)] : bases;
}

export interface Hit { entries: Entry[]; start: number; end: number }

const RANK_WORD = /^(?:highest|largest|biggest|max|maximum|lowest|smallest|min|minimum|top|best|worst|most|least|اعلي|اكبر|اقل|اصغر|اقصي|ادني|افضل|اسوا)$/;

/**
 * Longest phrases first across the whole question (not left to right), so "عدد العملاء العائدين" is returning
 * customers rather than "عدد العملاء" followed by a stray word. Hits come back in question order.
 */
export function matchPhrases(words: string[], used: boolean[], lexicon: Lexicon): Hit[] {
  const hits: Hit[] = [];
  for (let len = Math.min(lexicon.longest, words.length); len >= 1; len--) {
    const found: Hit[] = [];
    for (let i = 0; i + len <= words.length; i++) {
      if (used.slice(i, i + len).some(Boolean)) continue;
      const rest = words.slice(i + 1, i + len);
      const entries = [...variants(words[i]), ...owned(words[i])].map((first) => lexicon.phrases.get([first, ...rest].join(' '))).find(Boolean);
      if (entries) found.push({ entries, start: i, end: i + len });
    }
    // Of two phrases as long that overlap, one led by a word of rank gives it up ("highest refund rate" is the refund
    // rate ranked, not the largest refund followed by "rate"); otherwise the first in the question is taken.
    found.sort((a, b) => Number(RANK_WORD.test(words[a.start])) - Number(RANK_WORD.test(words[b.start])) || a.start - b.start);
    for (const hit of found) {
      if (used.slice(hit.start, hit.end).some(Boolean)) continue;
      hits.push(hit);
      for (let k = hit.start; k < hit.end; k++) used[k] = true;
    }
  }
  return namedTables(hits).sort((a, b) => a.start - b.start);
}

const NAMES_A_TABLE = /(?:^| )(?:table|file|csv|sheet)$|^(?:table|file|جدول|ملف) |\.(?:csv|tsv|txt)$/;

/**
 * "how many products in the products table", "average price from products.csv": a table named as such says where.
 * The noun it repeats is that table rather than another meaning, and its row count is not asked beside its own measures.
 */
function namedTables(hits: Hit[]): Hit[] {
  const tableOf = (hit: Hit) => hit.entries.find((e) => e.kind === 'metric' && e.table)?.table;
  const named = hits.filter((hit) => NAMES_A_TABLE.test(hit.entries[0].phrase) && tableOf(hit));
  if (!named.length) return hits;
  const nouns = new Set(named.flatMap((n) => n.entries[0].phrase.replace(/\.(?:csv|tsv|txt)$/, '').split(' ')).filter((w) => !/^(?:table|file|csv|sheet|جدول|ملف)$/.test(w)));
  const repeats = (hit: Hit) => hit.entries[0].phrase.split(' ').some((w) => nouns.has(w));
  // "Total amount by city in the sales table" where a view beside it has an amount too: the measures of the table
  // named, not the first table's that has one (it read the view, and the table named was dropped as said).
  const tables = new Set(named.map(tableOf));
  const ofNamed = (hit: Hit): Hit => {
    const own = hit.entries.some((e) => e.kind === 'metric' && e.table && tables.has(e.table));
    return own ? { ...hit, entries: hit.entries.filter((e) => e.kind !== 'metric' || e.shared || !e.table || tables.has(e.table)) } : hit;
  };
  return hits.filter((hit) => (named.includes(hit)
    ? !hits.some((other) => !named.includes(other) && !repeats(other) && other.entries.some((e) => e.kind === 'metric' && !e.shared && e.table === tableOf(hit)))
    : !repeats(hit))).map((hit) => (named.includes(hit) ? hit : ofNamed(hit)));
}

const rateCache = new WeakMap<Catalog, string[]>();
/**
 * Whether the text names a rate metric by a phrase holding a share word ("نسبة الإرجاع", "return percentage"): the
 * share word then belongs to the metric and is not "share of total".
 */
export function namesRate(text: string, catalog: Catalog): boolean {
  let phrases = rateCache.get(catalog);
  if (!phrases) {
    phrases = [...lexiconOf(catalog).phrases.entries()]
      .filter(([phrase, entries]) => phrase.includes(' ') && entries.some((e) => e.kind === 'metric' && catalog.metrics.find((m) => m.key === e.key)?.format === 'percent'))
      .map(([phrase]) => phrase);
    rateCache.set(catalog, phrases);
  }
  const padded = ` ${text} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `));
}
