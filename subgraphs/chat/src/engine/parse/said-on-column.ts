import type { Catalog } from '../types.ts';

/**
 * The number columns of an owner's file or database (those the catalog totals, `sum_<column>`), as stored and as said
 * ("temp_max", "temp max"), read once per catalog: a threshold said without its column is written on one of them.
 */
const cache = new WeakMap<Catalog, { column: string; said: string }[]>();
export function numberColumnsOf(catalog: Catalog): { column: string; said: string }[] {
  let columns = cache.get(catalog);
  if (!columns) {
    columns = catalog.metrics.filter((m) => m.key.startsWith('sum_')).map((m) => ({ column: m.key.slice(4), said: m.key.slice(4).replace(/_/g, ' ') }));
    cache.set(catalog, columns);
  }
  return columns;
}

/** The text with what `found` matched written as a threshold on the column ("temp max over 30"). */
export function onColumn(text: string, found: RegExpExecArray, said: string, op: 'over' | 'under', value: string | number): string {
  return `${text.slice(0, found.index)} ${said} ${op} ${value} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
}

/**
 * "Days with no precipitation", "zero precipitation": a number column of the owner's said to be none is that column
 * at exactly 0 (the rows are counted or listed as with any threshold), not the column's total beside a count.
 */
export function noneOnColumn(text: string, catalog: Catalog): string {
  if (catalog.orders || !/(?:^|\s)(?:no|zero|0)\s/.test(text)) return text;
  let said = text;
  for (const { said: column } of numberColumnsOf(catalog)) {
    said = said.replace(new RegExp(`(^|\\s)(?:no|zero|0) ${column}(?=\\s|$)`, 'g'), `$1${column} exactly 0`);
  }
  return said;
}
