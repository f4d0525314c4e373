import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import type { Bench } from './bench.ts';

const ORDERS = Number(process.env.BENCH_DEMO_ORDERS ?? 1_000_000);

export const bench: Bench = {
  name: 'demo-build',
  description: `builds the ${ORDERS.toLocaleString('en')}-order demo store (all warehouse tables) by COPY`,
  async run({ databaseUrl, log }) {
    const build = await buildDemoStore(databaseUrl, { store: 999_999, orders: ORDERS, seed: 2024 });
    const totalRows = Object.values(build.rows).reduce((sum, n) => sum + n, 0);
    log(`${build.orders} orders, ${totalRows} rows in ${build.seconds.toFixed(1)} s (daily rollups ${build.rollupSeconds.toFixed(1)} s of it)`);
    return { orders: build.orders, customers: build.customers, rows: build.rows, totalRows, seconds: build.seconds, rollupSeconds: build.rollupSeconds, ordersPerSecond: Math.round(build.orders / build.seconds), rowsPerSecond: Math.round(totalRows / build.seconds) };
  },
};
