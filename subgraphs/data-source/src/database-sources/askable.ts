import pg from 'pg';
import { localIdOf, toGlobalId, type Locale, type Settings } from '@dukkan/shared';
import { findSource } from '../data-sources/data-source.repository.ts';
import { message } from '../data-sources/messages.ts';
import { withStoreReader } from '../custom-tables/store-schema.ts';
import type { DatabaseEngine } from './connection-settings.ts';
import { classifyConnectionError } from './connection-errors.ts';
import { openSourceDatabase } from './database-source.service.ts';
import type { QueryResult } from './remote-database.ts';

/** A column the question engine may use: SQL name and type, the seller's label and comment, a few sample values. */
export interface AskableColumn {
  name: string;
  type: string;
  label?: string;
  comment?: string;
  sampleValues: string[];
  /** A foreign key of a connected database: the column (of another table of the same source) it refers to. */
  refersTo?: { schema: string; table: string; column: string };
}

/**
 * A table the question engine may query with `runReadOnly(storeId, sourceId, ...)`. `engine` is the SQL dialect to
 * write: custom CSV tables are PostgreSQL in `schema` (the store's own `store_<id>`); database sources are the
 * seller's PostgreSQL or MySQL. Compatible with the engine's SourceTable.
 */
export interface AskableTable {
  sourceId: string;
  sourceKind: 'csv' | 'database';
  sourceName: string;
  engine: DatabaseEngine;
  schema: string;
  table: string;
  label?: string;
  comment?: string;
  rowCount: number | null;
  /** When the table or its rows were last changed through the product (an upload, a row added, edited or removed, a comment). */
  changedAt: string;
  columns: AskableColumn[];
  /** The first and last day of its first date column (YYYY-MM-DD), when the question side has read them. */
  earliest?: string;
  latest?: string;
  /** A table of people's full names (first and last name columns), when the question side has read them. */
  people?: string[];
}

/** Every table the store can ask about: its CSV tables and the tables of its connected databases. */
export async function listAskableTables(pool: pg.Pool, storeId: string): Promise<AskableTable[]> {
  const { rows } = await pool.query(
    `SELECT t.id, t.schema_name, t.name, t.label, t.comment, t.row_count, t.updated_at, s.id AS source_id, s.kind, s.name AS source_name,
            coalesce(s.settings->>'engine', 'postgresql') AS engine,
            coalesce(json_agg(json_build_object('name', c.name, 'type', c.data_type, 'label', c.label, 'comment', c.comment,
              'sampleValues', c.sample_values, 'refersTo', c.refers_to) ORDER BY c.position) FILTER (WHERE c.id IS NOT NULL), '[]') AS columns
       FROM data_source_table t
       JOIN data_source s ON s.id = t.data_source_id AND s.store_id = t.store_id
       LEFT JOIN data_source_column c ON c.table_id = t.id
      WHERE t.store_id = $1 AND (s.kind = 'csv' OR (s.kind = 'database' AND s.status = 'connected'))
      GROUP BY t.id, s.id ORDER BY s.id, t.schema_name, t.name`,
    [storeId],
  );
  return rows.map((row) => ({
    sourceId: toGlobalId('DataSource', row.source_id),
    sourceKind: row.kind,
    sourceName: row.source_name,
    engine: row.kind === 'csv' ? 'postgresql' : row.engine,
    schema: row.schema_name,
    table: row.name,
    ...(row.label ? { label: row.label } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
    rowCount: row.row_count === null ? null : Number(row.row_count),
    changedAt: (row.updated_at as Date).toISOString(),
    columns: (row.columns as Array<Record<string, unknown>>).map((column) => ({
      name: String(column.name),
      type: String(column.type),
      ...(column.label ? { label: String(column.label) } : {}),
      ...(column.comment ? { comment: String(column.comment) } : {}),
      sampleValues: (column.sampleValues as string[]) ?? [],
      ...(column.refersTo ? { refersTo: column.refersTo as AskableColumn['refersTo'] } : {}),
    })),
  }));
}

export interface ReadOnlyOptions {
  /** Statement timeout in ms (default 15 s). */
  timeoutMs?: number;
  /** Rows kept (default 10,000); `truncated` says when more came back. */
  maxRows?: number;
  locale?: Locale;
}

export class ReadOnlyQueryError extends Error {
  constructor(message: string, readonly problem: string) {
    super(message);
  }
}

/**
 * Runs one statement, read-only, for a store: on a CSV source, in the product database as the store's reader role
 * (its schema and its warehouse rows only); on a database source, on the seller's database in a read-only session
 * with a statement timeout. `sourceId` is the global id from listAskableTables (or the numeric id). Placeholders are
 * `$1` for PostgreSQL and `?` for MySQL. Throws ReadOnlyQueryError with a translated message.
 */
export async function runReadOnly(
  deps: { pool: pg.Pool; settings: Settings },
  storeId: string,
  sourceId: string,
  sql: string,
  params: unknown[] = [],
  options: ReadOnlyOptions = {},
): Promise<QueryResult & { truncated: boolean }> {
  const locale = options.locale ?? 'en';
  const maxRows = options.maxRows ?? 10_000;
  const source = await findSource(deps.pool, storeId, localIdOf(sourceId, 'DataSource') ?? sourceId);
  if (!source || (source.kind !== 'csv' && source.kind !== 'database')) throw new ReadOnlyQueryError(message(locale, 'sourceNotFound'), 'sourceNotFound');
  const fail = (error: unknown): never => {
    const problem = classifyConnectionError(error);
    const detail = String((error as Error)?.message ?? error).slice(0, 300);
    throw new ReadOnlyQueryError(problem === 'queryTimeout' ? message(locale, 'queryTimeout') : message(locale, 'queryFailed', { detail }), problem);
  };
  let result: QueryResult;
  if (source.kind === 'csv') {
    result = await withStoreReader(deps.pool, storeId, async (client) => {
      const answer = await client.query({ text: sql, values: params, rowMode: 'array' }).catch(fail);
      const columns = answer.fields.map((field) => field.name);
      return { columns, rows: (answer.rows as unknown[][]).map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]))) };
    }, { timeoutMs: options.timeoutMs ?? 15_000 });
  } else {
    const opened = await openSourceDatabase(source, deps.settings, locale, { statementTimeoutMs: options.timeoutMs ?? 15_000 });
    if ('error' in opened) throw new ReadOnlyQueryError(opened.error, 'connect');
    try {
      if (opened.db.engine === 'postgresql') await opened.db.query('BEGIN READ ONLY');
      else await opened.db.query('START TRANSACTION READ ONLY');
      // MySQL stops reading at the cap; PostgreSQL rows are cut below.
      result = await opened.db.query(sql, params, { maxRows }).catch(fail);
    } finally {
      await opened.db.query('ROLLBACK').catch(() => undefined);
      await opened.db.close();
    }
  }
  return { columns: result.columns, rows: result.rows.slice(0, maxRows), truncated: Boolean(result.truncated) || result.rows.length > maxRows };
}
