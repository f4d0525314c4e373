import PgBoss from 'pg-boss';
import type { SubgraphRuntime } from '@dukkan/shared';
import { rebuildRollups, storesToRebuild } from './rebuild-rollups.ts';

export const ROLLUP_QUEUE = 'data-source-rollups';

export interface RollupWorkerOptions {
  /** How often stale stores are looked for. Default 10 s. */
  sweepMs?: number;
  /** A store is rebuilt once no write has touched it for this long (debounce). Default 15 s. */
  quietMs?: number;
  /** ...or once its oldest pending change is this old, even if writes keep coming. Default 5 min. */
  maxWaitMs?: number;
}

/**
 * Stale rollups are rebuilt by pg-boss jobs, one per store at a time (policy `stately`: at most one queued and one
 * running per store). A sweep on every data-source instance queues the stores whose changes have gone quiet, so a
 * store written row by row is rebuilt once its writes pause, not once per write.
 */
export async function startRollupWorker(runtime: SubgraphRuntime, options: RollupWorkerOptions = {}): Promise<() => Promise<void>> {
  const sweepMs = options.sweepMs ?? 10_000;
  const quietMs = options.quietMs ?? 15_000;
  const maxWaitMs = options.maxWaitMs ?? 300_000;
  const boss = new PgBoss({ connectionString: runtime.databaseUrl, max: 2, supervise: true, schedule: false });
  boss.on('error', (error) => console.error('rollup queue:', error.message));
  await boss.start();
  await boss.createQueue(ROLLUP_QUEUE, { name: ROLLUP_QUEUE, policy: 'stately', retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 });
  const workerId = await boss.work<{ storeId: string }>(ROLLUP_QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
    await rebuildRollups(runtime.pool, job.data.storeId);
  });
  let sweeping: Promise<void> | null = null;
  const sweep = async () => {
    let queued = false;
    for (const storeId of await storesToRebuild(runtime.pool, { quietMs, maxWaitMs })) {
      // A store already queued is refused by the policy (null id): that job will see these changes too.
      if (await boss.send(ROLLUP_QUEUE, { storeId }, { singletonKey: storeId })) queued = true;
    }
    if (queued) boss.notifyWorker(workerId);
  };
  const timer = setInterval(() => {
    sweeping ??= sweep().catch((error) => console.error('rollup sweep:', (error as Error).message)).finally(() => (sweeping = null));
  }, sweepMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
    await boss.stop({ graceful: true, timeout: 5000, wait: true });
  };
}
