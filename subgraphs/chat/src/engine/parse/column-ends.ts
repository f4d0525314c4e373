import type { Catalog } from '../types.ts';
import { lexiconOf } from './lexicon.ts';

/**
 * "سرعة الرياح القصوى في ٢٠١٣", "الرياح الدنيا": Arabic says the end of a column after it, as an adjective. Written
 * before it ("أقصى الرياح", a name of the column's highest); it was the average wind beside the highest temp max,
 * the adjective alone naming the column that has it in its name. A phrase that is itself a column's name ("الحرارة
 * العظمى", temp max) is left as said.
 */
const AFTER = /(^|\s)(\S+) (القصوي|العظمي|الاقصي|الكبري|الدنيا|الصغري)(?=\s|$)/g;
const LOW = /^(?:الدنيا|الصغري)$/;

export function columnEndSaidAfter(text: string, catalog: Catalog): string {
  if (catalog.orders) return text;
  const phrases = lexiconOf(catalog).phrases;
  return text.replace(AFTER, (said, space: string, word: string, end: string) => {
    if (phrases.has(`${word} ${end}`)) return said;
    const measured = phrases.get(word)?.some((e) => e.kind === 'metric' && /^(?:sum|avg)_/.test(e.key));
    return measured ? `${space}${LOW.test(end) ? 'ادني' : 'اقصي'} ${word}` : said;
  });
}
