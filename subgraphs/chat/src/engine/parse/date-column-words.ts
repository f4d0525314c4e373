import type { Catalog } from '../types.ts';
import { datedRowsOf } from '../custom/dated-rows.ts';
import { arabicFor } from '../custom/glossary.ts';
import { normalise } from './normalise.ts';

const GRAINS_EN = 'year|month|quarter|week|day';
const GRAINS_AR = 'سنه|شهر|ربع|اسبوع|يوم';
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "Employees by hire year", "الموظفين حسب سنة التعيين": a table's date named by its own words ("hire", "التعيين")
 * before a grain is that table's time, split by the grain ("by year"). It was "can't break down by 'hire'".
 */
export function dateColumnWordsOff(text: string, catalog: Catalog): string {
  if (catalog.orders) return text;
  let out = text;
  for (const key of Object.keys(catalog.tables)) {
    const rows = datedRowsOf(catalog, key);
    const own = rows?.dateWords.replace(/(?:^| )(?:date|time|at|on)$/, '').trim();
    if (!rows || !own || own === rows.dateWords) continue;
    const en = [own, own.replace(/e$/, '') + 'ing'].map(escaped).join('|');
    out = out.replace(new RegExp(`(^|\\s)(?:${en}) (${GRAINS_EN})(?=\\s|$)`, 'g'), '$1$2');
    const ar = arabicFor(rows.dateWords).map((w) => normalise(w).replace(/^تاريخ (?:ال)?/, '')).filter((w) => w && !w.includes(' '));
    if (ar.length) out = out.replace(new RegExp(`(^|\\s)(${GRAINS_AR}) (?:ال)?(?:${ar.map(escaped).join('|')})(?=\\s|$)`, 'g'), '$1$2');
  }
  return out;
}
