/**
 * The store the answer bench asks about: the whole product on random ports over a migrated database, in a process
 * of its own (product-process.ts), an owner signed up through REST, and that owner's store filled by the demo store
 * generator (BENCH_ORDERS orders).
 */
import pg from 'pg';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import type { AnswerBenchTarget } from './answer.ts';

export interface BenchStore {
  target: AnswerBenchTarget;
  orders: number;
  buildSeconds: number;
  close(): Promise<void>;
}

export async function openBenchStore(databaseUrl: string, orders: number, log: (message: string) => void = console.log): Promise<BenchStore> {
  const product = await startProductProcess(databaseUrl);
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

/** Starts product-process.ts beside this one and waits for its URL. */
async function startProductProcess(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = new URL('../..', import.meta.url).pathname;
  const child = fork(new URL('./product-process.ts', import.meta.url).pathname, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    execArgv: ['--import', 'tsx', '--import', './scripts/compat/node20.mjs'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the product process exited (${code}) before it was ready`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}
