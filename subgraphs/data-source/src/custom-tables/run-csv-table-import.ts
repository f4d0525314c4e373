import { existsSync } from 'node:fs';
import { removeUpload, uploadPath, type SubgraphRuntime } from '@dukkan/shared';
import { findSource } from '../data-sources/data-source.repository.ts';
import { ImportRepository, type ImportProblem, type ImportRow } from '../imports/import.repository.ts';
import { ImportCancelled, ImportProgress, cancelRequested } from '../imports/import-progress.ts';
import { loadCsvTable, TableImportFailure, type LoadProgress } from './import-csv.ts';

/**
 * Share of the progress bar each stage fills. Most files are loaded in one read (loading fills the bar); a file whose
 * later rows change a column's type is first looked through (checking), then loaded with its row count known.
 */
const STAGES = { checking: [0.02, 0.4], loading: [0.02, 0.95], loadingCounted: [0.4, 0.95], saving: [0.97, 0.97] } as const;

const fatal = (key: string, params: Record<string, string | number> = {}): ImportProblem => ({ line: null, key, params, fatal: true });

/**
 * Runs one custom-table import (kind `csv-table`): the file is checked and typed in a first pass, COPYed into a fresh
 * table in a second, and saved (as a new table, or in place of the table it was asked to replace) in one transaction
 * that also marks the import succeeded. Progress (stage, rows, bytes) is published as it goes; a cancel or a bad file rolls everything back,
 * so the previous table stays as it was. The upload is removed whatever the outcome: a table upload is never re-run.
 */
export async function runCsvTableImport(runtime: SubgraphRuntime, importId: string): Promise<void> {
  const { pool } = runtime;
  const { rows: found } = await pool.query<ImportRow>("SELECT * FROM data_source_import WHERE id = $1 AND status = 'queued' AND kind = 'csv-table'", [importId]);
  if (!found[0]) return;
  const client = await pool.connect();
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const progress = new ImportProgress(runtime, found[0]);
  const row = found[0];
  const storeId = String(row.store_id);
  const size = Math.max(Number(row.size_bytes ?? 0), 1);
  // The file goes before the outcome is told, so whoever hears "finished" finds nothing left behind.
  const forgetUpload = async () => {
    if (row.upload_id) await removeUpload(runtime.settings.dataDir, row.upload_id).catch(() => {});
  };
  try {
    await progress.set({ status: 'running', stage: 'checking', started_at: new Date(), backend_pid: pid, progress: 0.01 }, true);
    // A cancel that came between the queue and the start.
    if (progress.cancelRequested) throw new ImportCancelled();
    const file = row.upload_id ? uploadPath(runtime.settings.dataDir, row.upload_id) : null;
    if (!file || !existsSync(file)) throw new TableImportFailure([fatal('fileMissing')]);
    const source = row.data_source_id ? await findSource(pool, storeId, String(row.data_source_id)) : null;
    if (!source || source.kind !== 'csv') throw new TableImportFailure([fatal('sourceNotFound')]);
    let stage: LoadProgress['stage'] = 'checking';
    let shown = 0.01;
    await loadCsvTable(pool, file, storeId, String(source.id), {
      name: row.table_name!,
      filename: row.filename ?? 'table.csv',
      label: row.table_label ?? row.filename ?? 'table.csv',
      replace: row.replace_table === true,
    }, {
      client,
      onProgress: async (at) => {
        const [from, to] = STAGES[at.stage === 'loading' && at.total !== undefined ? 'loadingCounted' : at.stage];
        const changed = at.stage !== stage;
        stage = at.stage;
        // Rows counted so far while checking; then rows loaded, of the file's count once it is known (0 until then).
        const counts = at.stage === 'checking' ? { rows_total: at.rows } : { rows_imported: at.rows, rows_total: at.total ?? (at.stage === 'saving' ? at.rows : 0) };
        // The bar never goes back, also when a one-read load turns into a look through and a second read.
        shown = Math.max(shown, from + (to - from) * Math.min(at.bytesRead / size, 1));
        const values = { stage: at.stage, bytes_read: at.bytesRead, progress: shown, ...counts };
        // A new stage is shown at once; within a stage, a few times a second.
        if (changed) await progress.set(values, true);
        else await progress.set(values);
        if (progress.cancelRequested) throw new ImportCancelled();
      },
      beforeCommit: async (tx, table) => {
        await forgetUpload();
        await new ImportRepository(tx).update(row.id, {
          upload_id: null,
          status: 'succeeded', stage: null, progress: 1, finished_at: new Date(), backend_pid: null,
          table_id: table.tableId, table_name: table.name, table_replaced: table.replaced, rows_total: table.rowCount, rows_imported: table.rowCount, bytes_read: size,
        });
      },
    });
    // Committed with the table: read it back and tell the subscribers.
    await progress.set({}, true);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const cancelled = error instanceof ImportCancelled || (code === '57014' && (await cancelRequested(runtime.pool, row.id)));
    const problems = error instanceof TableImportFailure ? error.problems : [fatal(cancelled ? 'importCancelled' : 'importFailed')];
    if (!cancelled && !(error instanceof TableImportFailure)) console.error(`table import ${row.id} failed:`, error);
    await forgetUpload();
    await progress.set({ status: cancelled ? 'cancelled' : 'failed', finished_at: new Date(), backend_pid: null, upload_id: null, errors: problems }, true).catch((failure) => {
      console.error(`table import ${row.id}: could not record the outcome:`, failure);
    });
  } finally {
    client.release();
  }
}
