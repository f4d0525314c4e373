import pg from 'pg';
import { ORDER_DAYS_SQL, PRODUCT_DAYS_SQL } from './rollup-sql.ts';

export interface RollupBuild {
  storeId: string;
  /** The timezone the days were cut in (the store's, or UTC when PostgreSQL does not know it). */
  timezone: string;
  /** False when the store's rows changed while building: the rollups stay stale until the next build. */
  fresh: boolean;
  orderDays: number;
  productDays: number;
  ms: number;
}

type Database = pg.Pool | pg.ClientBase;

/** Inserting more rows than this refreshes the planner's statistics of the rollup tables. */
const ANALYZE_AFTER_ROWS = 10_000;

/**
 * Marks a store's rollups stale. Writes through the warehouse tables do it by trigger; a bulk load that swaps in a
 * partition (ATTACH/DETACH fire no trigger) must call this inside its swap transaction, then `rebuildRollups` after.
 */
export async function markRollupsStale(db: Database, storeId: string | number): Promise<void> {
  await db.query('INSERT INTO warehouse.rollup_changes (store_id) VALUES ($1)', [String(storeId)]);
}

/**
 * Rebuilds one store's daily rollups from its warehouse rows, in one REPEATABLE READ transaction: the rollups are
 * computed from one snapshot and exactly the changes that snapshot saw are cleared, so a write committed meanwhile
 * leaves its change behind and the store stays stale. Builds of one store are serialised by an advisory lock taken
 * before the snapshot. Call it outside any transaction (a pool, or a client that is not in one).
 */
export async function rebuildRollups(db: Database, storeId: string | number): Promise<RollupBuild> {
  const client = db instanceof pg.Pool ? await db.connect() : db;
  const store = String(storeId);
  const started = performance.now();
  await client.query(`SELECT pg_advisory_lock(hashtextextended('dukkan.rollups:' || $1, 0))`, [store]);
  try {
    // Sorting a million orders for GROUPING SETS wants memory, not temp files; JIT costs more than it saves here.
    await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ; SET LOCAL work_mem = '256MB'; SET LOCAL jit = off`);
    try {
      const { rows: [zone] } = await client.query<{ timezone: string }>(
        `SELECT coalesce((SELECT name FROM pg_timezone_names WHERE name = (SELECT timezone FROM store WHERE id = $1)), 'UTC') AS timezone`,
        [store],
      );
      await client.query('DELETE FROM warehouse.rollup_changes WHERE store_id = $1', [store]);
      await client.query('DELETE FROM warehouse.order_days WHERE store_id = $1', [store]);
      await client.query('DELETE FROM warehouse.product_days WHERE store_id = $1', [store]);
      const orderDays = (await client.query(ORDER_DAYS_SQL, [store, zone.timezone])).rowCount ?? 0;
      const productDays = (await client.query(PRODUCT_DAYS_SQL, [store, zone.timezone])).rowCount ?? 0;
      const ms = Math.round(performance.now() - started);
      await client.query(
        `INSERT INTO warehouse.rollup_state (store_id, timezone, built_at, build_ms) VALUES ($1, $2, now(), $3)
         ON CONFLICT (store_id) DO UPDATE SET timezone = excluded.timezone, built_at = excluded.built_at, build_ms = excluded.build_ms`,
        [store, zone.timezone, ms],
      );
      await client.query('COMMIT');
      if (orderDays + productDays >= ANALYZE_AFTER_ROWS) await client.query('ANALYZE warehouse.order_days, warehouse.product_days');
      const { rows: [state] } = await client.query('SELECT warehouse.rollups_fresh($1, $2) AS fresh', [store, zone.timezone]);
      return { storeId: store, timezone: zone.timezone, fresh: state.fresh, orderDays, productDays, ms: Math.round(performance.now() - started) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtextextended('dukkan.rollups:' || $1, 0))`, [store]).catch(() => {});
    if (db instanceof pg.Pool) (client as pg.PoolClient).release();
  }
}

/**
 * Stores whose rollups should be rebuilt now: changes pending and quiet for `quietMs` (or waiting longer than
 * `maxWaitMs`, so a store written without pause is still rebuilt now and then), or built in a timezone the store no
 * longer has.
 */
export async function storesToRebuild(db: Database, options: { quietMs: number; maxWaitMs: number }): Promise<string[]> {
  const { rows } = await db.query<{ store_id: string }>(
    `SELECT store_id::text FROM warehouse.rollup_changes GROUP BY store_id
      HAVING max(changed_at) < clock_timestamp() - make_interval(secs => $1::float / 1000)
          OR min(changed_at) < clock_timestamp() - make_interval(secs => $2::float / 1000)
     UNION
     SELECT r.store_id::text FROM warehouse.rollup_state r JOIN store s ON s.id = r.store_id WHERE s.timezone <> r.timezone
       AND EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = s.timezone)`,
    [options.quietMs, options.maxWaitMs],
  );
  return rows.map((row) => row.store_id);
}
