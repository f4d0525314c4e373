import type pg from 'pg';
import { QuestionFailure } from './question-failure.ts';

/** A compiled question: parameterised SQL, never values spliced into text. */
export interface CompiledQuery {
  sql: string;
  params: unknown[];
}

export interface ReadOnlyOptions {
  /** Rows kept at most; more rows set `truncated`. Default 5000. */
  maxRows?: number;
  /** Statement timeout in milliseconds. Default 10000 (QUESTION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The reader role: dukkan_reader (warehouse), or the store's own `dukkan_store_<id>` for its custom tables. */
  role?: string;
  /** search_path for custom tables (`store_<id>, warehouse`). */
  searchPath?: string;
  /**
   * The same question over the store's daily rollups (ADR 11): run instead of `query` when the rollups are fresh for
   * this timezone, checked in the same snapshot (REPEATABLE READ), so an answer is never older than its data.
   */
  rollups?: { query: CompiledQuery; timezone: string };
}

export interface ReadOnlyResult {
  columns: string[];
  rows: Record<string, unknown>[];
  truncated: boolean;
  /** Time spent in PostgreSQL for this question, in milliseconds. */
  elapsedMs: number;
  /** The query that ran: `query`, or the rollups' when they were fresh. */
  ran: CompiledQuery;
}

const STORE_ID = /^\d{1,18}$/;
const ROLE = /^dukkan_(reader|store_\d{1,18})$/;
const SEARCH_PATH = /^[a-z_][a-z0-9_]*(, ?[a-z_][a-z0-9_]*)*$/;

export const defaultTimeoutMs = () => Number(process.env.QUESTION_TIMEOUT_MS ?? 10000);

/**
 * Whether a reader role may still call `set_config`, and so rebind `dukkan.store_id` in the middle of a query. The
 * data-source migration m036 revokes it from PUBLIC where the product's database user may (a superuser); where it
 * could not, every question reads its binding back after the query instead (one more round trip). Asked once per
 * role and pool.
 */
const rebinding = new WeakMap<pg.Pool, Map<string, Promise<boolean>>>();
function readerMayRebind(pool: pg.Pool, role: string): Promise<boolean> {
  let roles = rebinding.get(pool);
  if (!roles) rebinding.set(pool, (roles = new Map()));
  let known = roles.get(role);
  if (!known) {
    known = pool
      .query("SELECT has_function_privilege($1, 'pg_catalog.set_config(text, text, boolean)', 'EXECUTE') AS may", [role])
      .then(({ rows }) => rows[0].may !== false);
    // A failed check is asked again next time and meanwhile assumes the worst.
    known.catch(() => roles.delete(role));
    roles.set(role, known);
  }
  return known.catch(() => true);
}

// An IANA zone name, spliced into the stage-setting statement as a literal (the engine's zones are store settings).
const TIMEZONE = /^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,2}$/;

/**
 * Runs one compiled question for one store. The database does the enforcement, not string checks: a read-only
 * transaction, a reader role (SELECT only: dukkan_reader on the warehouse, or the store's own reader role for its
 * custom tables) that cannot call `set_config`, row-level security keyed by the transaction's `dukkan.store_id`, a
 * statement timeout, and the extended protocol so the text is exactly one statement (a `; COMMIT; ...` tail cannot
 * escape the transaction), and inside a subquery so it can only be a query (a data-modifying WITH is refused there)
 * and at most maxRows + 1 rows come back. Where the reader could still call `set_config`, the store binding is read
 * back after the query and a query that changed it is thrown away.
 *
 * Two round trips: the stage (transaction, settings, the rollups' freshness, the role) and the question. The read-only
 * transaction's COMMIT is sent as the rows are returned; the connection goes back to the pool once it is done.
 */
export async function runReadOnly(pool: pg.Pool, storeId: string, query: CompiledQuery, options: ReadOnlyOptions = {}): Promise<ReadOnlyResult> {
  if (!STORE_ID.test(storeId)) throw new QuestionFailure('noStore');
  const role = options.role ?? 'dukkan_reader';
  if (!ROLE.test(role) || (role !== 'dukkan_reader' && role !== `dukkan_store_${storeId}`) || (options.searchPath && !SEARCH_PATH.test(options.searchPath))) throw new QuestionFailure('notAllowed');
  if (options.rollups && !TIMEZONE.test(options.rollups.timezone)) throw new QuestionFailure('notAllowed');
  const maxRows = Math.max(1, Math.floor(options.maxRows ?? 5000));
  const timeoutMs = Math.max(1, Math.floor(options.timeoutMs ?? defaultTimeoutMs()));
  const readBack = await readerMayRebind(pool, role);
  const client = await pool.connect();
  const started = performance.now();
  let healthy = true;
  let committing: Promise<unknown> | null = null;
  try {
    // Every value here is checked above (digits, known role, schema and zone names): one round trip sets the stage,
    // and the role switch comes last so the settings are made by the application, not by the reader. The freshness
    // read takes the transaction's snapshot (REPEATABLE READ); the question then reads the very same one.
    const stage = (await client.query(
      `BEGIN TRANSACTION${options.rollups ? ' ISOLATION LEVEL REPEATABLE READ' : ''} READ ONLY; SET LOCAL dukkan.store_id = '${storeId}'; SET LOCAL statement_timeout = ${timeoutMs};${options.searchPath ? ` SET LOCAL search_path = ${options.searchPath};` : ''}${
        options.rollups ? ` SELECT warehouse.rollups_fresh(${storeId}, '${options.rollups.timezone}') AS fresh;` : ''
      } SET LOCAL ROLE ${role}`,
    )) as unknown as pg.QueryResult[];
    const fresh = options.rollups ? stage.some((result) => result.rows?.[0]?.fresh === true) : false;
    const ran = fresh && options.rollups ? options.rollups.query : query;
    // Capped by wrapping rather than a cursor: cursors never use parallel workers, and a million-order store needs them.
    const result = await client.query({ text: `SELECT * FROM (${ran.sql}\n) AS answer LIMIT ${maxRows + 1}`, values: ran.params, queryMode: 'extended' } as pg.QueryConfig);
    if (readBack) {
      const [bound] = (await client.query(`SELECT current_setting('dukkan.store_id', true) AS store_id; COMMIT`)) as unknown as pg.QueryResult[];
      if (bound.rows[0]?.store_id !== storeId) throw new QuestionFailure('notAllowed');
    } else committing = client.query('COMMIT');
    const truncated = result.rows.length > maxRows;
    return {
      columns: result.fields.map((field) => field.name),
      rows: truncated ? result.rows.slice(0, maxRows) : result.rows,
      truncated,
      elapsedMs: performance.now() - started,
      ran,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      healthy = false;
    });
    throw QuestionFailure.from(error, query.sql);
  } finally {
    // A connection whose rollback or commit failed is in an unknown state: drop it rather than return it to the pool.
    if (committing) committing.then(() => client.release(), () => client.release(true));
    else client.release(healthy ? undefined : true);
  }
}

/** Whether the store's daily rollups are fresh for this timezone right now (what a question would find). */
export async function rollupsFresh(pool: pg.Pool, storeId: string, timezone: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT warehouse.rollups_fresh($1, $2) AS fresh', [storeId, timezone]);
  return rows[0]?.fresh === true;
}
