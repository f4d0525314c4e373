import type { Catalog } from '../types.ts';

/**
 * "Airports with International in the name", "tracks whose title contains love", "products containing oud",
 * "المطارات اللي اسمها فيه كلمة Regional": a word the names hold, not a value they equal. The quoted words when
 * quoted (read from the question as typed, quotes and case kept), else the one word after the cue.
 */
const CUES: RegExp[] = [
  /(?:^|\s)(?:with|having|have|has|that have|that has|which have|which has|who have)\s+(\S+)\s+in (?:the|their|its) (?:name|title)s?(?=\s|$)/,
  /(?:^|\s)(?:whose|where the|where|with) (?:name|title)s? (?:contains?|includes?|has|have|is like|like)\s+(\S+)/,
  /(?:^|\s)(?:containing|that contain|that contains|named like|called like)\s+(\S+)/,
  /(?:^|\s)(?:اسمه|اسمها|اسمهم|الاسم|اسم|عنوانه|عنوانها)\s+(?:فيه|فيها|يحتوي علي|تحتوي علي|يحتوي|تحتوي|يتضمن|يتضمن كلمه|فيه كلمه|فيها كلمه)\s+(?:كلمه\s+)?(\S+)/,
  // "فيه كلمة International في اسمه": the name said after the word is the cue's too (it was noted as not understood).
  /(?:^|\s)(?:فيه|فيها) كلمه\s+(\S+)(?:\s+(?:في|ب) (?:اسمه|اسمها|اسمهم|الاسم|عنوانه|عنوانها))?/,
];
const QUOTED = /["“«'‘]([^"”»'’]{1,60})["”»'’]/;
/** The owner's words as a pattern of themselves: their dots and brackets are no pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function containsOf(text: string, raw: string): { value: string; text: string } | null {
  for (const cue of CUES) {
    const found = cue.exec(text);
    if (!found) continue;
    const quoted = QUOTED.exec(raw)?.[1]?.trim();
    // As typed ("International"), the normalised word only found it.
    const value = quoted || new RegExp(literal(found[1]), 'i').exec(raw)?.[0] || found[1];
    if (!value || value.length > 60) return null;
    // The quoted words spread over several of the normalised words: all of them go with the cue.
    const said = quoted ? quoted.toLowerCase().split(/\s+/).filter(Boolean) : [];
    let rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`;
    for (const word of said) rest = rest.replace(new RegExp(`(?:^|\\s)${literal(word)}(?=\\s|$)`), ' ');
    return { value, text: rest.replace(/\s+/g, ' ').trim() };
  }
  return null;
}

/** The split whose values are names, on the measure's table: the table's row names, else products, else a name column. */
export function nameDimensionOf(catalog: Catalog, metricKey: string | undefined): string | undefined {
  const table = catalog.metrics.find((m) => m.key === metricKey)?.table;
  if (!table) return undefined;
  const named = catalog.tables[table]?.rows?.dimension;
  if (named && catalog.dimensions.some((d) => d.key === named && d.on[table])) return named;
  // The warehouse's names are its products' (sales are read from their lines then).
  if (catalog.orders && catalog.dimensions.some((d) => d.key === 'product')) return 'product';
  return catalog.dimensions.find((d) => d.kind === 'category' && d.on[table] && /(?:^|_)(?:name|title)$/.test(d.key))?.key;
}
