import pg from 'pg';
import type { FieldError, Locale } from '@dukkan/shared';
import { quoteIdent, toColumnValue, type ColumnType } from '../csv/index.ts';
import { dataSourceMessages, message } from '../data-sources/messages.ts';
import type { ColumnRow, TableRow } from '../data-sources/table-catalog.ts';
import { inTransaction, RollBack } from './in-transaction.ts';

/** One row as the seller sees it: its id (for edits) and its values by column name. */
export interface TableRowValues {
  id: string | null;
  values: Record<string, unknown>;
}

// Dates and timestamps come back as written in the database (2023-12-31), not shifted into the server's zone.
const AS_TEXT = new Set([1082, 1114, 1184, 1083, 1266]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

export async function readCustomRows(pool: pg.Pool, table: TableRow, columns: ColumnRow[], page: { limit: number; offset: number }): Promise<{ rows: TableRowValues[]; total: number }> {
  const target = `${table.schema_name}.${quoteIdent(table.name)}`;
  const list = columns.map((column) => quoteIdent(column.name)).join(', ');
  const result = await pool.query({
    text: `SELECT _row_id, ${list} FROM ${target} ORDER BY _row_id LIMIT $1 OFFSET $2`,
    values: [page.limit + 1, page.offset],
    types: types as never,
  });
  const total = await pool.query(`SELECT count(*) AS n FROM ${target}`);
  return {
    rows: result.rows.map((row) => {
      const { _row_id: id, ...values } = row;
      return { id: String(id), values };
    }),
    total: Number(total.rows[0].n),
  };
}

/** A column type in the reader's words ("عدد صحيح", "date and time"); an unknown type as it is named in SQL. */
function typeName(type: string, locale: Locale): string {
  return dataSourceMessages[`type.${type}`] ? message(locale, `type.${type}`) : type;
}

/** Checks and converts the given values to the columns' types; unknown columns and unreadable values are field errors. */
function convert(columns: ColumnRow[], values: Record<string, unknown>, table: string, locale: Locale): { names: string[]; params: Array<string | null> } | { errors: FieldError[] } {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const names: string[] = [];
  const params: Array<string | null> = [];
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(values)) {
    const column = byName.get(name);
    if (!column) {
      errors.push({ field: name, message: message(locale, 'columnNotFound', { column: name, table }) });
      continue;
    }
    const raw = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    const converted = toColumnValue({ type: column.data_type as ColumnType, dateOrder: column.date_order === 'mdy' ? 'mdy' : 'dmy' }, raw);
    if (raw.trim() !== '' && converted === null) {
      errors.push({ field: name, message: message(locale, 'badValue', { value: raw.slice(0, 50), type: typeName(column.data_type, locale), column: column.label ?? name }) });
      continue;
    }
    names.push(name);
    params.push(converted);
  }
  if (!names.length && !errors.length) errors.push({ field: 'values', message: message(locale, 'rowValuesRequired') });
  return errors.length ? { errors } : { names, params };
}

export async function addCustomRow(pool: pg.Pool, table: TableRow, columns: ColumnRow[], values: Record<string, unknown>, locale: Locale): Promise<TableRowValues | { errors: FieldError[] }> {
  const checked = convert(columns, values, table.name, locale);
  if ('errors' in checked) return checked;
  const target = `${table.schema_name}.${quoteIdent(table.name)}`;
  const placeholders = checked.params.map((_, i) => `$${i + 1}`).join(', ');
  const { rows } = await pool.query({
    text: `INSERT INTO ${target} (${checked.names.map(quoteIdent).join(', ')}) VALUES (${placeholders}) RETURNING *`,
    values: checked.params,
    types: types as never,
  });
  await pool.query('UPDATE data_source_table SET row_count = coalesce(row_count, 0) + 1, updated_at = now() WHERE id = $1', [table.id]);
  const { _row_id: id, ...rest } = rows[0];
  return { id: String(id), values: rest };
}

export interface RowUpdate {
  id: string;
  values: Record<string, unknown>;
}

/** Applies several row edits at once: all of them or, on any error, none. */
export async function updateCustomRows(pool: pg.Pool, table: TableRow, columns: ColumnRow[], updates: RowUpdate[], locale: Locale): Promise<TableRowValues[] | { errors: FieldError[] }> {
  const target = `${table.schema_name}.${quoteIdent(table.name)}`;
  return inTransaction<TableRowValues[], { errors: FieldError[] }>(pool, async (client) => {
    const updated: TableRowValues[] = [];
    for (const update of updates) {
      const checked = convert(columns, update.values, table.name, locale);
      if ('errors' in checked) throw new RollBack(checked);
      const sets = checked.names.map((name, i) => `${quoteIdent(name)} = $${i + 2}`).join(', ');
      const id = /^\d{1,18}$/.test(String(update.id)) ? String(update.id) : '0';
      const { rows } = await client.query({ text: `UPDATE ${target} SET ${sets} WHERE _row_id = $1 RETURNING *`, values: [id, ...checked.params], types: types as never });
      if (!rows[0]) throw new RollBack({ errors: [{ field: 'id', message: message(locale, 'rowNotFound', { id: String(update.id).slice(0, 20) }) }] });
      const { _row_id: rowId, ...values } = rows[0];
      updated.push({ id: String(rowId), values });
    }
    // The table's change time is what tells the question side to read its values again (a region edited to "Texas"
    // is matched by the next question, not ten minutes later).
    await client.query('UPDATE data_source_table SET updated_at = now() WHERE id = $1', [table.id]);
    return updated;
  });
}
