/**
 * Builds a demo store with N orders into a database, for benchmarks and load tests:
 *   npx tsx --import ./scripts/compat/node20.mjs scripts/build-demo-store.ts --orders 1000000 --store 999999 \
 *     [--database-url postgres://...] [--seed 2024] [--currency SAR]
 * Without --database-url it uses DATABASE_URL. The build time is written to bench-results/demo-build.json.
 */
import { parseArgs } from 'node:util';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { writeBenchResult } from './bench/results.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    store: { type: 'string', default: '999999' },
    'database-url': { type: 'string' },
    seed: { type: 'string', default: '2024' },
    currency: { type: 'string', default: 'SAR' },
  },
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Give --database-url or set DATABASE_URL (a migrated Dukkan database).');
  process.exit(1);
}
const orders = Number(values.orders);
console.log(`building a demo store with ${orders.toLocaleString('en')} orders into store ${values.store}...`);
const build = await buildDemoStore(databaseUrl, { store: Number(values.store), orders, seed: Number(values.seed), currency: values.currency });
const totalRows = Object.values(build.rows).reduce((sum, n) => sum + n, 0);
const result = { orders: build.orders, customers: build.customers, rows: build.rows, totalRows, seconds: build.seconds, ordersPerSecond: Math.round(build.orders / build.seconds) };
writeBenchResult('demo-build', result);
console.log(JSON.stringify(result, null, 2));
