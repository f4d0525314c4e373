import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { generateDemoStore, type DemoOptions } from './generator.ts';
import { DEMO_COLUMNS, DEMO_TABLES, type DemoTable } from './rows.ts';
import { rebuildRollups } from '../rollups/index.ts';

export interface DemoBuild {
  orders: number;
  customers: number;
  rows: Record<DemoTable, number>;
  seconds: number;
  /** Of which building the store's daily rollups. */
  rollupSeconds: number;
}

/**
 * Builds the demo store into the warehouse: one COPY stream per table, all open at once and fed batch by batch by
 * the generator. With `replace`, the store's current warehouse rows are deleted first.
 */
export async function buildDemoStore(databaseUrl: string, options: DemoOptions & { replace?: boolean }): Promise<DemoBuild> {
  const started = Date.now();
  const clients = await Promise.all(DEMO_TABLES.map(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  }));
  try {
    if (options.replace) for (const table of DEMO_TABLES) await clients[0].query(`DELETE FROM warehouse.${table} WHERE store_id = $1`, [options.store]);
    const streams = DEMO_TABLES.map((table, i) => clients[i].query(copyFrom(`COPY warehouse.${table} (${DEMO_COLUMNS[table].join(', ')}) FROM STDIN`)));
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
    await Promise.all(DEMO_TABLES.map((table, i) => clients[i].query(`ANALYZE warehouse.${table}`)));
    // A built store answers from its daily rollups at once, rather than after the next sweep.
    const rollups = await rebuildRollups(clients[0], options.store);
    return { ...summary, rows, seconds: (Date.now() - started) / 1000, rollupSeconds: rollups.ms / 1000 };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
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
