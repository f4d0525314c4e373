import type { SubgraphContext } from '@dukkan/shared';
import { runReadOnly as runOnSource, ReadOnlyQueryError } from '@dukkan/data-source/database-sources/index.ts';
import type { TablePlace } from '../asking/catalog-for-store.ts';
import { QuestionFailure } from './question-failure.ts';
import { defaultTimeoutMs, runReadOnly, type CompiledQuery } from './run-read-only.ts';

export interface Ran<Q extends CompiledQuery> {
  rows: Record<string, unknown>[];
  /** The query whose rows these are: the base tables' one, or its rollups twin when the store's rollups were fresh. */
  ran: Q;
}

/**
 * Runs a compiled question where its rows live: the warehouse as dukkan_reader (over the daily rollups when `rollups`
 * is given and they are fresh for `timezone`); the store's CSV tables as the store's own reader role with its schema
 * on the search path; a connected database on that database, read-only.
 */
export async function runCompiled<Q extends CompiledQuery>(ctx: SubgraphContext, storeId: string, place: TablePlace, compiled: Q, rollups?: { query: Q; timezone: string }): Promise<Ran<Q>> {
  if (place.kind === 'warehouse') {
    const result = await runReadOnly(ctx.runtime.pool, storeId, compiled, { rollups });
    return { rows: result.rows, ran: result.ran as Q };
  }
  if (place.kind === 'store-schema') {
    return { rows: (await runReadOnly(ctx.runtime.pool, storeId, compiled, { role: `dukkan_store_${storeId}`, searchPath: `store_${storeId}, warehouse` })).rows, ran: compiled };
  }
  try {
    const result = await runOnSource({ pool: ctx.runtime.pool, settings: ctx.runtime.settings }, storeId, place.sourceId, compiled.sql, compiled.params, {
      locale: ctx.caller.locale,
      maxRows: 5000,
      // The same statement timeout as warehouse questions (QUESTION_TIMEOUT_MS).
      timeoutMs: defaultTimeoutMs(),
    });
    return { rows: result.rows, ran: compiled };
  } catch (error) {
    // Only a failed connection means the database is out of reach; a query it refused is a question not answered.
    if (error instanceof ReadOnlyQueryError) throw new QuestionFailure(error.problem === 'queryTimeout' ? 'timeout' : error.problem === 'connectFailed' || error.problem === 'noPrivileges' ? 'couldNotAnswer' : 'unavailable');
    throw error;
  }
}
