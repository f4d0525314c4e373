import type { SubgraphRuntime } from '@dukkan/shared';
import { runSellerImport } from '../seller-csv/run-seller-import.ts';
import { startImportQueue } from './import-queue.ts';

/** Starts the import worker of this data-source instance; returns its stopper. */
export function startImportWorker(runtime: SubgraphRuntime): Promise<() => Promise<void>> {
  return startImportQueue(runtime, async ({ importId }) => {
    const { rows } = await runtime.pool.query('SELECT kind FROM data_source_import WHERE id = $1', [importId]);
    if (rows[0]?.kind === 'seller-csv') await runSellerImport(runtime, importId);
  });
}
