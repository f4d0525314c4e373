import { existsSync } from 'node:fs';
import { removeUpload, uploadPath, type SubgraphRuntime } from '@dukkan/shared';
import { runSellerImport } from '../seller-csv/run-seller-import.ts';
import { runCsvTableImport } from '../custom-tables/run-csv-table-import.ts';
import { enqueueImport, startImportQueue, type ImportJob } from './import-queue.ts';
import { StorePartitionLoad } from '../warehouse/store-partition.ts';
import type { ImportKind } from './import.repository.ts';

/** What runs an import of each kind: the same queue code, worker and progress topic serve them all. */
const RUNNERS: Record<ImportKind, (runtime: SubgraphRuntime, importId: string) => Promise<void>> = {
  'seller-csv': runSellerImport,
  'csv-table': runCsvTableImport,
};

/** How many times an import is started again after the process running it stopped, before it is failed instead. */
const MAX_RESTARTS = 1;

/**
 * Imports left "running" by a process that stopped (its database session is gone: a deploy, a crash, a restart) are
 * run again from their upload, which is still on disk: the seller's file is not lost and they need not upload it again
 * (ADR 52). Nothing of the stopped run was committed: a seller import's half-built partition tables are dropped, and a
 * table import's transaction died with its session. An import that was asked to cancel is cancelled; one whose upload
 * is gone, or that already stopped its process once, is failed so the seller can upload again. An import running on
 * another instance has a live session and is left alone. Returns the imports to queue again.
 */
async function recoverAbandonedImports(runtime: SubgraphRuntime): Promise<ImportJob[]> {
  const { rows } = await runtime.pool.query<{ id: string; store_id: string; kind: ImportKind; upload_id: string | null; restarts: number; cancel_requested: boolean }>(
    `UPDATE data_source_import SET backend_pid = NULL
      WHERE status = 'running' AND (backend_pid IS NULL OR backend_pid NOT IN (SELECT pid FROM pg_stat_activity))
      RETURNING id, store_id, kind, upload_id, restarts, cancel_requested`,
  );
  const again: ImportJob[] = [];
  for (const row of rows) {
    // A seller import's half-built partition tables (ADR 9) go whatever happens next.
    if (row.kind === 'seller-csv') await new StorePartitionLoad(row.store_id, `i${Number(row.id)}`).drop(runtime.pool);
    const file = row.upload_id ? uploadPath(runtime.settings.dataDir, row.upload_id) : null;
    if (!row.cancel_requested && row.restarts < MAX_RESTARTS && file && existsSync(file)) {
      await runtime.pool.query(
        `UPDATE data_source_import SET status = 'queued', restarts = restarts + 1, progress = 0, stage = NULL, bytes_read = 0,
            rows_total = 0, rows_imported = 0, orders_imported = 0, errors = '[]', timings = '{}', started_at = NULL
          WHERE id = $1`,
        [row.id],
      );
      again.push({ importId: row.id, kind: row.kind });
      continue;
    }
    await runtime.pool.query(
      `UPDATE data_source_import SET status = $2, finished_at = now(),
          errors = CASE WHEN $2 = 'cancelled' THEN errors ELSE jsonb_build_array(jsonb_build_object('line', null,
            'key', CASE WHEN kind = 'csv-table' THEN 'importFailed' ELSE 'failed' END, 'params', '{}'::jsonb, 'fatal', true)) || errors END
        WHERE id = $1`,
      [row.id, row.cancel_requested ? 'cancelled' : 'failed'],
    );
    // A table upload is never kept once its import has ended (a seller's is, for a corrected mapping).
    if (row.kind === 'csv-table' && row.upload_id) await removeUpload(runtime.settings.dataDir, row.upload_id);
  }
  return again;
}

/** Starts the import worker of this data-source instance; returns its stopper. */
export async function startImportWorker(runtime: SubgraphRuntime): Promise<() => Promise<void>> {
  const again = await recoverAbandonedImports(runtime);
  const stop = await startImportQueue(runtime, async ({ importId }) => {
    const { rows } = await runtime.pool.query<{ kind: ImportKind }>('SELECT kind FROM data_source_import WHERE id = $1', [importId]);
    const run = rows[0] ? RUNNERS[rows[0].kind] : undefined;
    if (run) await run(runtime, importId);
  });
  for (const job of again) await enqueueImport(runtime, job);
  return stop;
}
