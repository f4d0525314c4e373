/**
 * The store the answer bench asks about: the whole product on random ports over a migrated database, an owner
 * signed up through REST, and that owner's store filled by the demo store generator (BENCH_ORDERS orders).
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readSettings } from '@dukkan/shared';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { startProduct } from '../product.ts';
import type { AnswerBenchTarget } from './answer.ts';

export interface BenchStore {
  target: AnswerBenchTarget;
  orders: number;
  buildSeconds: number;
  close(): Promise<void>;
}

export async function openBenchStore(databaseUrl: string, orders: number, log: (message: string) => void = console.log): Promise<BenchStore> {
  const product = await startProduct({ databaseUrl, settings: readSettings({ ...process.env, NODE_ENV: 'test' }), randomPorts: true, workers: false });
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await fetch(`${product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_name: 'Bench Store', email, password: 'bench-store-password', timezone: 'Asia/Riyadh' }),
    });
    if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('SELECT m.store_id FROM store_member m JOIN auth_user u ON u.id = m.user_id WHERE u.email = $1', [email]);
    await db.end();
    log(`building the ${orders.toLocaleString('en')}-order demo store...`);
    const build = await buildDemoStore(databaseUrl, { store: Number(rows[0].store_id), orders, seed: 2024 });
    log(`built in ${build.seconds.toFixed(1)} s (daily rollups ${build.rollupSeconds.toFixed(1)} s of it)`);
    return { target: { baseUrl: product.url, token, databaseUrl, storeId: String(rows[0].store_id) }, orders: build.orders, buildSeconds: build.seconds, close: () => product.close() };
  } catch (error) {
    await product.close();
    throw error;
  }
}
