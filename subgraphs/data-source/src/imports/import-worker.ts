import { removeUpload, type SubgraphRuntime } from '@dukkan/shared';
import { runSellerImport } from '../seller-csv/run-seller-import.ts';
import { runCsvTableImport } from '../custom-tables/run-csv-table-import.ts';
import { startImportQueue } from './import-queue.ts';
import { StorePartitionLoad } from '../warehouse/store-partition.ts';
import type { ImportKind } from './import.repository.ts';

/** What runs an import of each kind: the same queue code, worker and progress topic serve them all. */
const RUNNERS: Record<ImportKind, (runtime: SubgraphRuntime, importId: string) => Promise<void>> = {
  'seller-csv': runSellerImport,
  'csv-table': runCsvTableImport,
};

/**
 * Imports left "running" by a process that stopped (its database session is gone) are failed, and their staging
 * tables dropped, so the seller can upload again. An import running on another instance has a live session. A table
 * import's own transaction died with its session; only its upload is left to remove.
 */
async function failAbandonedImports(runtime: SubgraphRuntime): Promise<void> {
  const { rows } = await runtime.pool.query(
    `UPDATE data_source_import SET status = 'failed', finished_at = now(), backend_pid = NULL,
        errors = jsonb_build_array(jsonb_build_object('line', null, 'key', CASE WHEN kind = 'csv-table' THEN 'importFailed' ELSE 'failed' END,
          'params', '{}'::jsonb, 'fatal', true)) || errors
      WHERE status = 'running' AND (backend_pid IS NULL OR backend_pid NOT IN (SELECT pid FROM pg_stat_activity))
      RETURNING id, store_id, kind, upload_id`,
  );
  for (const { id, store_id, kind, upload_id: uploadId } of rows) {
    if (kind === 'csv-table') {
      if (uploadId) await removeUpload(runtime.settings.dataDir, uploadId);
      continue;
    }
    // A seller import's half-built partition tables (ADR 9) go with it.
    await new StorePartitionLoad(store_id, `i${Number(id)}`).drop(runtime.pool);
  }
}

/** Starts the import worker of this data-source instance; returns its stopper. */
export async function startImportWorker(runtime: SubgraphRuntime): Promise<() => Promise<void>> {
  await failAbandonedImports(runtime);
  return startImportQueue(runtime, async ({ importId }) => {
    const { rows } = await runtime.pool.query<{ kind: ImportKind }>('SELECT kind FROM data_source_import WHERE id = $1', [importId]);
    const run = rows[0] ? RUNNERS[rows[0].kind] : undefined;
    if (run) await run(runtime, importId);
  });
}
