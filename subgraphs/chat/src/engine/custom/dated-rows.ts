import type { Catalog, CatalogTable, Dimension, Words } from '../types.ts';
import { arabicFor } from './glossary.ts';
import { words } from './table-words.ts';

/**
 * What an owner's table with a date of its own says of its rows, for listing them by that date ("the last invoice",
 * "which employee was hired first?"): what names a row, the date's own words ("hire date"), and the rows of the
 * tables it refers to directly (an invoice's customer). A table dated by another one it refers to (invoice lines, by
 * their invoice) is not: its rows are listed through that table.
 */
export interface DatedRows {
  table: CatalogTable;
  /** The split that names one row (the invoice's id, the employee's name). */
  named: Dimension;
  /** The date column's name as words ("hire date", "invoice date"). */
  dateWords: string;
  dateLabel: Words;
  /** The splits naming the rows this table refers to at one step (an invoice's customer), each bound on it. */
  referred: Dimension[];
}

/** The column a table's time expression reads (`t3."hire_date"` → hire_date), when it is one column. */
const columnOf = (time: string) => /^\w+\.(?:"((?:[^"]|"")+)"|`((?:[^`]|``)+)`)$/.exec(time.trim());

export function datedRowsOf(catalog: Catalog, key: string): DatedRows | null {
  const table = catalog.tables[key];
  if (!table?.time || catalog.orders || table.storeColumn || table.subquery) return null;
  const column = columnOf(table.time);
  // Its own date, not one borrowed through a join.
  if (!column || !table.time.startsWith(`${table.alias}.`)) return null;
  const named = catalog.dimensions.find((d) => d.key === table.rows?.dimension);
  if (!named?.on[key]) return null;
  const dateWords = words(column[1] ?? column[2]);
  const arabic = arabicFor(dateWords).find((w) => w.includes(' ')) ?? 'التاريخ';
  const referred = Object.values(table.joins ?? {})
    // One step: the join's condition reads this table's own column.
    .filter((join) => join.on.includes(`= ${table.alias}.`))
    .map((join) => catalog.dimensions.find((d) => d.key === catalog.tables[join.table]?.rows?.dimension))
    .filter((d): d is Dimension => Boolean(d && d.key !== named.key && d.on[key]?.joins?.length === 1));
  return { table, named, dateWords, dateLabel: { en: dateWords, ar: arabic }, referred };
}

/**
 * The dated table whose rows are listed for things of another table that has no date of its own ("the first
 * customer": the customer table's rows through the invoices that refer to them), with the split naming those things.
 */
export function datedRowsOfThings(catalog: Catalog, key: string): { rows: DatedRows; about: Dimension } | null {
  const thing = catalog.dimensions.find((d) => d.key === catalog.tables[key]?.rows?.dimension);
  if (!thing) return null;
  for (const other of Object.keys(catalog.tables)) {
    const rows = other === key ? null : datedRowsOf(catalog, other);
    const about = rows?.referred.find((d) => d.key === thing.key);
    if (rows && about) return { rows, about };
  }
  return null;
}
