import type { Pool, SubgraphRuntime } from '@dukkan/shared';
import { ImportRepository, type ImportRow } from './import.repository.ts';
import { publishImport } from './import-events.ts';

/** Thrown by a job that saw its import's cancel flag; the job rolls back and records the import as cancelled. */
export class ImportCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * A running import's progress: written to its row and published on its topic at most every `intervalMs` (or at once
 * when forced). Progress never goes back. Each write reads the cancel flag back, so a job learns of a cancel without
 * asking separately.
 */
export class ImportProgress {
  private lastWritten = 0;

  constructor(private readonly runtime: SubgraphRuntime, private row: ImportRow, private readonly intervalMs = 300) {}

  get current(): ImportRow {
    return this.row;
  }

  get cancelRequested(): boolean {
    return this.row.cancel_requested === true;
  }

  async set(values: Partial<ImportRow>, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastWritten < this.intervalMs) return;
    this.lastWritten = now;
    const next = values.progress === undefined ? values : { ...values, progress: Math.max(values.progress, this.row.progress) };
    this.row = await new ImportRepository(this.runtime.pool).update(this.row.id, next);
    await publishImport(this.runtime.pubsub, this.row).catch(() => {});
  }

  /** Writes (when due) and stops the job if a cancel was asked for meanwhile. */
  async tick(values: Partial<ImportRow>): Promise<void> {
    await this.set(values);
    if (this.cancelRequested) throw new ImportCancelled();
  }
}

/** Whether the import's owner asked to cancel it (read fresh, for a job between writes). */
export async function cancelRequested(pool: Pool, id: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT cancel_requested FROM data_source_import WHERE id = $1', [id]);
  return rows[0]?.cancel_requested === true;
}
