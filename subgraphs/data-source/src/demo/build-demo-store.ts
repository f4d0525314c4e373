import { once } from 'node:events';
import pg from 'pg';
import { generateDemoStore, type DemoOptions } from './generator.ts';
import { DEMO_TABLES, type DemoTable } from './rows.ts';
import { rebuildRollups } from '../rollups/index.ts';
import { StorePartitionLoad } from '../warehouse/store-partition.ts';

export interface DemoBuild {
  orders: number;
  customers: number;
  rows: Record<DemoTable, number>;
  seconds: number;
  /** Until the store's data was live (generated, copied, indexed, swapped in). */
  loadedSeconds: number;
  /** Then building the store's daily rollups. */
  rollupSeconds: number;
}

/**
 * Builds the demo store as the store's own warehouse partition (ADR 9): one COPY stream per table, all open at once
 * and fed batch by batch by the generator, into tables beside the live ones; then indexes, one short swap that
 * replaces whatever the store had, and the store's daily rollups.
 */
export async function buildDemoStore(databaseUrl: string, options: DemoOptions): Promise<DemoBuild> {
  const started = Date.now();
  const clients = await Promise.all(DEMO_TABLES.map(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    // A connection the server ends while it waits between statements fails the next statement, which the build
    // reports; left unheard, the 'error' event would end the whole process instead.
    client.on('error', () => {});
    await client.connect();
    return client;
  }));
  // A new name per build: the store's current partitions (maybe an earlier demo) stay live until the swap.
  const load = new StorePartitionLoad(options.store, `d${Date.now().toString(36)}`);
  const admin = clients[0];
  let swapped = false;
  try {
    await load.create(admin);
    const streams = DEMO_TABLES.map((table, i) => load.copy(clients[i], table));
    const done = streams.map((stream) => new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    }));
    const rows = Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])) as Record<DemoTable, number>;
    const summary = await generateDemoStore(options, async (batch) => {
      await Promise.all(DEMO_TABLES.map(async (table, i) => {
        const lines = batch[table];
        if (!lines.length) return;
        rows[table] += lines.length;
        if (!streams[i].write(lines.join(''))) await Promise.race([once(streams[i], 'drain'), done[i]]);
      }));
    });
    for (const stream of streams) stream.end();
    await Promise.all(done);
    await load.index([clients[0], clients[1]]);
    await admin.query('BEGIN');
    await load.swap(admin);
    await admin.query('COMMIT');
    swapped = true;
    const loadedSeconds = (Date.now() - started) / 1000;
    // A built store answers from its daily rollups at once, rather than after the next sweep.
    const rollups = await rebuildRollups(admin, options.store);
    return { ...summary, rows, seconds: (Date.now() - started) / 1000, loadedSeconds, rollupSeconds: rollups.ms / 1000 };
  } catch (error) {
    if (!swapped) await admin.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // Streams first: an open COPY would hold its table against the DROP of a failed build.
    await Promise.all(clients.slice(1).map((client) => client.end().catch(() => {})));
    if (!swapped) await load.drop(admin).catch(() => {});
    await admin.end().catch(() => {});
  }
}

/** Whether a store's warehouse has no orders yet (the demo store is only seeded then). */
export async function warehouseIsEmpty(databaseUrl: string, storeId: string | number): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT NOT EXISTS (SELECT 1 FROM warehouse.orders WHERE store_id = $1) AS empty', [storeId]);
    return rows[0].empty;
  } finally {
    await client.end();
  }
}
