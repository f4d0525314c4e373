import type pg from 'pg';
import type { Settings } from '@dukkan/shared';
import { runReadOnly as runOnSource, type AskableTable } from '@dukkan/data-source/database-sources/index.ts';
import { dialectNamed } from '../engine/sql/dialect.ts';
import { boundDayOf, timeColumnOf } from '../engine/custom/catalog-from-tables.ts';

/** Distinct values kept per column: countries, cities, categories; longer lists are found by their samples only. */
const PER_COLUMN = 300;
/** Columns read per source, and tables larger than this are left to their samples: the seller's database is theirs. */
const MAX_COLUMNS = 60;
const MAX_TABLE_ROWS = 200_000;
const FRESH_MS = 10 * 60_000;
/** A question waits this long for values at most; a slow or unreachable source answers from its samples meanwhile. */
const WAIT_MS = 2_000;
const TEXT = /char|text|enum|^set\b|string/i;

type Deps = { pool: pg.Pool; settings: Settings };
interface Loaded { at: number; values: Map<string, string[]>; refreshing?: Promise<void> }
const loaded = new Map<string, Loaded>();

const columnId = (table: AskableTable, column: string) => `${table.sourceId}\u0000${table.schema}\u0000${table.table}\u0000${column}`;
/** The keys under which a table's first and last day are kept beside its columns' values (no column name starts with NUL). */
const boundId = (table: AskableTable, bound: 'earliest' | 'latest') => columnId(table, `\u0000${bound}`);
/** The key of a table of people's full names. */
const peopleId = (table: AskableTable) => columnId(table, '\u0000people');
/** A table's first and last name columns, when it names people in two (Chinook's customers and employees). */
const nameColumns = (table: AskableTable) => ['first', 'last'].map((part) => table.columns.find((c) => TEXT.test(c.type) && new RegExp(`^${part}[_ ]?name$`, 'i').test(c.name)));

/**
 * One statement per source: the distinct values of each text column, read-only on the seller's database or, for CSV
 * tables, as the store's reader on its own schema (a file's import keeps only five samples per column).
 */
async function load(deps: Deps, storeId: string, tables: AskableTable[]): Promise<Map<string, string[]>> {
  const values = new Map<string, string[]>();
  const bySource = new Map<string, AskableTable[]>();
  for (const table of tables) {
    if ((table.rowCount ?? Infinity) > MAX_TABLE_ROWS) continue;
    bySource.set(table.sourceId, [...(bySource.get(table.sourceId) ?? []), table]);
  }
  await Promise.all([...bySource].map(async ([sourceId, own]) => {
    const dialect = dialectNamed(own[0].engine);
    const q = dialect.quoteIdent;
    const ids: string[] = [];
    const parts: string[] = [];
    for (const table of own) {
      // The first and last day of the table's time column: months and seasons named without a year are read up to the
      // last; an answer about a period before the first, or reaching past either, says so.
      const time = timeColumnOf(table);
      for (const [bound, fn] of [['earliest', 'MIN'], ['latest', 'MAX']] as const) {
        if (!time || ids.length >= MAX_COLUMNS) continue;
        const day = dialect.name === 'mysql' ? `CAST(${fn}(${q(time.name)}) AS CHAR)` : `(${fn.toLowerCase()}(${q(time.name)}))::text`;
        parts.push(`(SELECT ${ids.length} AS d, ${day} AS v FROM ${q(table.schema)}.${q(table.table)})`);
        ids.push(boundId(table, bound));
      }
      // A person is asked by their whole name: the full names, as the engine reads the person ("Jane Peacock").
      const [first, last] = nameColumns(table);
      if (first && last && ids.length < MAX_COLUMNS) {
        const joined = `CONCAT_WS(' ', ${q(first.name)}, ${q(last.name)})`;
        const full = dialect.name === 'mysql' ? `CAST(${joined} AS CHAR)` : `(${joined})::text`;
        parts.push(`(SELECT ${ids.length} AS d, v FROM (SELECT DISTINCT ${full} AS v FROM ${q(table.schema)}.${q(table.table)} WHERE ${q(first.name)} IS NOT NULL AND ${q(last.name)} IS NOT NULL LIMIT ${PER_COLUMN}) x${ids.length})`);
        ids.push(peopleId(table));
      }
      for (const column of table.columns) {
        if (!TEXT.test(column.type) || ids.length >= MAX_COLUMNS) continue;
        const text = dialect.name === 'mysql' ? `CAST(${q(column.name)} AS CHAR)` : `(${q(column.name)})::text`;
        parts.push(`(SELECT ${ids.length} AS d, v FROM (SELECT DISTINCT ${text} AS v FROM ${q(table.schema)}.${q(table.table)} WHERE ${q(column.name)} IS NOT NULL LIMIT ${PER_COLUMN}) x${ids.length})`);
        ids.push(columnId(table, column.name));
      }
    }
    if (!parts.length) return;
    const result = await runOnSource(deps, storeId, sourceId, parts.join('\nUNION ALL\n'), [], { maxRows: PER_COLUMN * parts.length, timeoutMs: 5_000 });
    for (const row of result.rows) {
      const id = ids[Number(row.d)];
      if (id && typeof row.v === 'string' && row.v) values.set(id, [...(values.get(id) ?? []), row.v]);
    }
  }));
  return values;
}

/**
 * The tables with the distinct values of their text columns as samples, so a filter ("in Brazil", "for Rock", "in
 * Texas") is matched against the seller's data and not only the five values introspection or the import kept. Values are read on the source
 * (read-only, with a timeout), kept ten minutes and refreshed in the background; a source that is slow or down
 * leaves its introspected samples in place and never holds a question up for more than two seconds.
 */
export async function withSourceValues(deps: Deps, storeId: string, tables: AskableTable[]): Promise<AskableTable[]> {
  if (!tables.length) return tables;
  // A table uploaded again, or whose rows were added, edited or removed, has a new change time: its values are read afresh.
  const key = `${storeId}:${JSON.stringify(tables.map((t) => [t.sourceId, t.schema, t.table, t.rowCount, t.changedAt, t.columns.map((c) => c.name)]))}`;
  let hit = loaded.get(key);
  if (!hit) {
    const entry: Loaded = { at: Date.now(), values: new Map() };
    entry.refreshing = load(deps, storeId, tables)
      .then((values) => { entry.values = values; entry.at = Date.now(); })
      .catch(() => undefined)
      .finally(() => { entry.refreshing = undefined; });
    for (const other of loaded.keys()) if (other.startsWith(`${storeId}:`)) loaded.delete(other);
    loaded.set(key, entry);
    await Promise.race([entry.refreshing, new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref())]);
    hit = entry;
  } else if (Date.now() - hit.at > FRESH_MS && !hit.refreshing) {
    const entry = hit;
    entry.at = Date.now();
    entry.refreshing = load(deps, storeId, tables)
      .then((values) => { entry.values = values; })
      .catch(() => undefined)
      .finally(() => { entry.refreshing = undefined; });
  }
  const { values } = hit;
  if (!values.size) return tables;
  return tables.map((table) => {
    const time = timeColumnOf(table);
    return {
      ...table,
      earliest: time && boundDayOf(time, values.get(boundId(table, 'earliest'))?.[0], 'earliest'),
      latest: time && boundDayOf(time, values.get(boundId(table, 'latest'))?.[0], 'latest'),
      ...(values.has(peopleId(table)) && { people: values.get(peopleId(table)) }),
      columns: table.columns.map((column) => {
        const found = values.get(columnId(table, column.name));
        return found ? { ...column, sampleValues: found } : column;
      }),
    };
  });
}
