import type { SubgraphRuntime } from '@dukkan/shared';
import { runSellerImport } from '../seller-csv/run-seller-import.ts';
import { startImportQueue } from './import-queue.ts';

/**
 * Imports left "running" by a process that stopped (its database session is gone) are failed, and their staging
 * tables dropped, so the seller can upload again. An import running on another instance has a live session.
 */
async function failAbandonedImports(runtime: SubgraphRuntime): Promise<void> {
  const { rows } = await runtime.pool.query(
    `UPDATE data_source_import SET status = 'failed', finished_at = now(), backend_pid = NULL,
        errors = '[{"line": null, "key": "failed", "params": {}, "fatal": true}]'::jsonb || errors
      WHERE status = 'running' AND (backend_pid IS NULL OR backend_pid NOT IN (SELECT pid FROM pg_stat_activity))
      RETURNING id`,
  );
  for (const { id } of rows) {
    for (const prefix of ['s', 'o', 'p', 'l']) await runtime.pool.query(`DROP TABLE IF EXISTS warehouse_staging.${prefix}_${Number(id)}`);
  }
}

/** Starts the import worker of this data-source instance; returns its stopper. */
export async function startImportWorker(runtime: SubgraphRuntime): Promise<() => Promise<void>> {
  await failAbandonedImports(runtime);
  return startImportQueue(runtime, async ({ importId }) => {
    const { rows } = await runtime.pool.query('SELECT kind FROM data_source_import WHERE id = $1', [importId]);
    if (rows[0]?.kind === 'seller-csv') await runSellerImport(runtime, importId);
  });
}
