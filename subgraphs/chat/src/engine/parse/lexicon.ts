import type { Catalog } from '../types.ts';
import { normalise } from './normalise.ts';

export interface Entry { kind: 'metric' | 'dimension'; key: string; phrase: string; plural: boolean }
export interface Lexicon { phrases: Map<string, Entry[]>; longest: number }

const cache = new WeakMap<Catalog, Lexicon>();
const AR_BROKEN_PLURALS = new Set(['العملاء', 'الزبائن', 'الزباين', 'المدن', 'الدول', 'الاصناف', 'السلع', 'الاقسام', 'الانواع', 'الماركات', 'الموردين', 'المناطق', 'البلدان', 'القنوات', 'الحالات', 'الاسباب', 'الباقات', 'الخطط', 'طرق', 'شركات', 'منتجات', 'عملاء', 'زبائن']);

function isPlural(phrase: string): boolean {
  const words = phrase.split(' ');
  if (/[a-z]/.test(phrase)) return words.some((w) => /(?:s|ies)$/.test(w) && !/(?:ss|status|us)$/.test(w));
  return words.some((w) => /ات$/.test(w) || AR_BROKEN_PLURALS.has(w) || AR_BROKEN_PLURALS.has(`ال${w}`));
}

/** Arabic phrases are found with or without the article on their first word. */
function forms(phrase: string): string[] {
  const p = normalise(phrase);
  if (!/[\u0600-\u06FF]/.test(p)) return [p];
  const [first, ...rest] = p.split(' ');
  const bare = first.startsWith('ال') && first.length > 3 ? first.slice(2) : first;
  return [...new Set([p, [bare, ...rest].join(' '), [`ال${bare}`, ...rest].join(' ')])];
}

/** Every synonym of the catalog's metrics and dimensions, normalised, phrase → entries. Built once per catalog. */
export function lexiconOf(catalog: Catalog): Lexicon {
  const known = cache.get(catalog);
  if (known) return known;
  const phrases = new Map<string, Entry[]>();
  let longest = 1;
  const add = (kind: Entry['kind'], key: string, phrase: string) => {
    for (const form of forms(phrase)) {
      if (!form) continue;
      const list = phrases.get(form) ?? [];
      if (!list.some((e) => e.kind === kind && e.key === key)) list.push({ kind, key, phrase: form, plural: isPlural(form) });
      phrases.set(form, list);
      longest = Math.max(longest, form.split(' ').length);
    }
  };
  for (const m of catalog.metrics) [m.key.replace(/_/g, ' '), m.label.en, m.label.ar, ...m.synonyms.en, ...m.synonyms.ar].forEach((s) => add('metric', m.key, s));
  for (const d of catalog.dimensions) [d.label.en, d.label.ar, ...d.synonyms.en, ...d.synonyms.ar].forEach((s) => add('dimension', d.key, s));
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

export interface Hit { entries: Entry[]; start: number; end: number }

/**
 * Longest phrases first across the whole question (not left to right), so "عدد العملاء العائدين" is returning
 * customers rather than "عدد العملاء" followed by a stray word. Hits come back in question order.
 */
export function matchPhrases(words: string[], used: boolean[], lexicon: Lexicon): Hit[] {
  const hits: Hit[] = [];
  for (let len = Math.min(lexicon.longest, words.length); len >= 1; len--) {
    for (let i = 0; i + len <= words.length; i++) {
      if (used.slice(i, i + len).some(Boolean)) continue;
      const rest = words.slice(i + 1, i + len);
      const found = variants(words[i]).map((first) => lexicon.phrases.get([first, ...rest].join(' '))).find(Boolean);
      if (!found) continue;
      hits.push({ entries: found, start: i, end: i + len });
      for (let k = i; k < i + len; k++) used[k] = true;
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}
