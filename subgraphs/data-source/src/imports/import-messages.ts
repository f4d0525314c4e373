import { translate, type Catalog, type Locale } from '@dukkan/shared';
import { dataSourceMessages } from '../data-sources/messages.ts';
import { sellerCsvMessages } from '../seller-csv/messages.ts';
import type { ImportProblem } from './import.repository.ts';

/** Each kind of import words its problems in its own catalogue: orders for the warehouse, tables for custom CSVs. */
const catalogues: Record<string, Catalog> = { 'seller-csv': sellerCsvMessages, 'csv-table': dataSourceMessages };

export function problemMessage(kind: string, problem: Pick<ImportProblem, 'key' | 'params'>, locale: Locale): string {
  return translate(catalogues[kind] ?? sellerCsvMessages, locale, problem.key, problem.params);
}

/** A problem as the import's readers see it: line, code, whether it failed the import, and its message. */
export function problemOf(kind: string, problem: ImportProblem, locale: Locale) {
  return { line: problem.line, code: problem.key, fatal: problem.fatal === true, message: problemMessage(kind, problem, locale) };
}
