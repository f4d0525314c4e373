import pg from 'pg';
import { buildDemoStore, warehouseIsEmpty } from './build-demo-store.ts';

/** Orders in the demo store `npm start` seeds: enough for three years of realistic answers, quick to build. */
export const DEMO_SEED_ORDERS = 12_000;

/** Fills the demo store's warehouse once; a store that has orders (seeded before, or imported) is left alone. */
export async function seedDemoWarehouse(databaseUrl: string, storeId: string, orders = DEMO_SEED_ORDERS): Promise<{ seeded: boolean; seconds?: number }> {
  if (!(await warehouseIsEmpty(databaseUrl, storeId))) return { seeded: false };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT currency FROM store WHERE id = $1', [storeId]).finally(() => client.end());
  const build = await buildDemoStore(databaseUrl, { store: Number(storeId), orders, currency: rows[0]?.currency ?? 'SAR' });
  return { seeded: true, seconds: build.seconds };
}
