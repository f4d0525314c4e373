import type { Catalog } from '../types.ts';
import type { Hit, Lexicon } from './lexicon.ts';
import { valuesNamed, type ValueHit } from './values.ts';

/** Words that join a thing to what state it is in: "carts were abandoned", "shipments that are late". */
const LINKS = new Set(['is', 'are', 'was', 'were', 'got', 'get', 'gets', 'been', 'being', 'have', 'has', 'that', 'which', 'who']);

/**
 * "How many carts were abandoned", "how many shipments are late": a state said after its noun is the phrase said
 * before it ("abandoned carts", "late shipments") when the catalog knows that phrase, so no synonym list has to
 * spell out every tense.
 */
export function stateBeforeNoun(text: string, lexicon: Lexicon): string {
  const words = text.split(' ');
  for (let i = 0; i + 2 < words.length; i++) {
    let j = i + 1;
    while (j < words.length && j - i <= 3 && LINKS.has(words[j])) j++;
    if (j === i + 1 || j >= words.length) continue;
    const phrase = `${words[j]} ${words[i]}`;
    if (!lexicon.phrases.has(phrase) || lexicon.phrases.has(`${words[i]} ${words[i + 1]}`)) continue;
    words.splice(i, j - i + 1, words[j], words[i]);
  }
  return words.join(' ');
}

/**
 * "What percentage of orders were refunded": a state after a measure and a linking verb is a value of the thing
 * measured (the order's status), not a second measure (refunds), when the data knows it as a value.
 */
export function statesAsValues(hits: Hit[], words: string[], catalog: Catalog): { hits: Hit[]; values: ValueHit[] } {
  const values: ValueHit[] = [];
  const kept = hits.filter((hit, k) => {
    const before = hits[k - 1];
    if (!before || hit.end - hit.start !== 1 || !before.entries.some((e) => e.kind === 'metric')) return true;
    const between = words.slice(before.end, hit.start);
    if (!between.length || between.length > 2 || !between.every((w) => LINKS.has(w))) return true;
    const named = valuesNamed(words[hit.start], catalog);
    if (!named.length) return true;
    for (const v of named) values.push({ ...v, start: hit.start, end: hit.end });
    return false;
  });
  return { hits: kept, values };
}
