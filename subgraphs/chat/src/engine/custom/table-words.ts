import type { SourceTable } from '../types.ts';

/** A column's or table's name as words: "unitPrice", "unit_price", "unit-price" are "unit price". */
export const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim().toLowerCase();
export const plural = (w: string) => (/s$/.test(w) ? w : /y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);
export const singular = (w: string) => w.replace(/ies$/, 'y').replace(/s$/, '');
/** What a table is called, in words: its label without a file's extension ("Superstore.csv"), else its name. */
export const tableWordsOf = (table: Pick<SourceTable, 'label' | 'table'>) => words(table.label?.replace(/\.(csv|tsv|txt)$/i, '') || table.table);
