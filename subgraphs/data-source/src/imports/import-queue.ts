import PgBoss from 'pg-boss';
import type { SubgraphRuntime } from '@dukkan/shared';

export const IMPORT_QUEUE = 'data-source-import';

export interface ImportJob {
  importId: string;
}

let boss: PgBoss | null = null;
let workerId: string | null = null;

/** Imports run as pg-boss jobs, so any data-source instance may pick one up and a restart does not lose it. */
export async function startImportQueue(runtime: SubgraphRuntime, run: (job: ImportJob) => Promise<void>): Promise<() => Promise<void>> {
  const instance = new PgBoss({ connectionString: runtime.databaseUrl, max: 2, supervise: true, schedule: false });
  instance.on('error', (error) => console.error('import queue:', error.message));
  await instance.start();
  await instance.createQueue(IMPORT_QUEUE, { name: IMPORT_QUEUE, retryLimit: 0, expireInSeconds: 3600 });
  workerId = await instance.work<ImportJob>(IMPORT_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => run(job.data));
  boss = instance;
  return async () => {
    boss = null;
    workerId = null;
    // Wait for the stop to finish: a test that drops its database right after must find no pg-boss connection left.
    await instance.stop({ graceful: true, timeout: 5000, wait: true });
  };
}

/** Queues an import; the local worker is woken at once rather than at its next poll. */
export async function enqueueImport(runtime: SubgraphRuntime, job: ImportJob): Promise<void> {
  if (boss) {
    await boss.send(IMPORT_QUEUE, job);
    if (workerId) boss.notifyWorker(workerId);
    return;
  }
  // No worker in this process (a read-only instance): queue through a short-lived client.
  const client = new PgBoss({ connectionString: runtime.databaseUrl, max: 1, supervise: false, schedule: false });
  await client.start();
  try {
    await client.send(IMPORT_QUEUE, job);
  } finally {
    await client.stop({ graceful: false, wait: true });
  }
}
