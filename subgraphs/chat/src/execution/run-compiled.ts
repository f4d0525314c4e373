import type { SubgraphContext } from '@dukkan/shared';
import { runReadOnly as runOnSource, ReadOnlyQueryError } from '@dukkan/data-source/database-sources/index.ts';
import type { TablePlace } from '../asking/catalog-for-store.ts';
import { QuestionFailure } from './question-failure.ts';
import { runReadOnly, type CompiledQuery } from './run-read-only.ts';

/**
 * Runs a compiled question where its rows live: the warehouse as dukkan_reader; the store's CSV tables as the
 * store's own reader role with its schema on the search path; a connected database on that database, read-only.
 */
export async function runCompiled(ctx: SubgraphContext, storeId: string, place: TablePlace, compiled: CompiledQuery): Promise<Record<string, unknown>[]> {
  if (place.kind === 'warehouse') return (await runReadOnly(ctx.runtime.pool, storeId, compiled)).rows;
  if (place.kind === 'store-schema') {
    return (await runReadOnly(ctx.runtime.pool, storeId, compiled, { role: `dukkan_store_${storeId}`, searchPath: `store_${storeId}, warehouse` })).rows;
  }
  try {
    const result = await runOnSource({ pool: ctx.runtime.pool, settings: ctx.runtime.settings }, storeId, place.sourceId, compiled.sql, compiled.params, {
      locale: ctx.caller.locale,
      maxRows: 5000,
    });
    return result.rows;
  } catch (error) {
    if (error instanceof ReadOnlyQueryError) throw new QuestionFailure(error.problem === 'queryTimeout' ? 'timeout' : 'unavailable');
    throw error;
  }
}
