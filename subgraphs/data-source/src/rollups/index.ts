export { rebuildRollups, markRollupsStale, storesToRebuild, type RollupBuild } from './rebuild-rollups.ts';
export { startRollupWorker, ROLLUP_QUEUE, type RollupWorkerOptions } from './rollup-worker.ts';
