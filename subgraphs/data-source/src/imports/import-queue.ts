import PgBoss from 'pg-boss';
import type { SubgraphRuntime } from '@dukkan/shared';
import type { ImportKind } from './import.repository.ts';

export const IMPORT_QUEUE = 'data-source-import';
/**
 * Table uploads have their own queue (same job, same worker code): a small CSV table is not kept waiting behind a
 * large orders import, and each kind still runs one at a time per instance.
 */
export const TABLE_IMPORT_QUEUE = 'data-source-table-import';

const QUEUE_OF: Record<ImportKind, string> = { 'seller-csv': IMPORT_QUEUE, 'csv-table': TABLE_IMPORT_QUEUE };

export interface ImportJob {
  importId: string;
  /** Picks the queue; seller imports when omitted. */
  kind?: ImportKind;
}

let boss: PgBoss | null = null;
const workerIds = new Map<string, string>();

/** Imports run as pg-boss jobs, so any data-source instance may pick one up and a restart does not lose it. */
export async function startImportQueue(runtime: SubgraphRuntime, run: (job: ImportJob) => Promise<void>): Promise<() => Promise<void>> {
  const instance = new PgBoss({ connectionString: runtime.databaseUrl, max: 2, supervise: true, schedule: false });
  instance.on('error', (error) => console.error('import queue:', error.message));
  await instance.start();
  for (const queue of Object.values(QUEUE_OF)) {
    await instance.createQueue(queue, { name: queue, retryLimit: 0, expireInSeconds: 3600 });
    workerIds.set(queue, await instance.work<ImportJob>(queue, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => run(job.data)));
  }
  boss = instance;
  return async () => {
    boss = null;
    workerIds.clear();
    // Wait for the stop to finish: a test that drops its database right after must find no pg-boss connection left.
    await instance.stop({ graceful: true, timeout: 5000, wait: true });
  };
}

/** Queues an import; the local worker is woken at once rather than at its next poll. */
export async function enqueueImport(runtime: SubgraphRuntime, job: ImportJob): Promise<void> {
  const queue = QUEUE_OF[job.kind ?? 'seller-csv'];
  if (boss) {
    await boss.send(queue, job);
    const workerId = workerIds.get(queue);
    if (workerId) boss.notifyWorker(workerId);
    return;
  }
  // No worker in this process (a read-only instance): queue through a short-lived client.
  const client = new PgBoss({ connectionString: runtime.databaseUrl, max: 1, supervise: false, schedule: false });
  await client.start();
  try {
    await client.send(queue, job);
  } finally {
    await client.stop({ graceful: false, wait: true });
  }
}
