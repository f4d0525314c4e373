/**
 * `npm run bench [-- name...]`: runs every scripts/bench/*.bench.ts (or those whose name contains a filter), each in
 * a fresh migrated database and bounded in time, and writes its figures to bench-results/<name>.json.
 * PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL names the server; otherwise the embedded one.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '@dukkan/shared';
import type { Bench } from './bench/bench.ts';
import { writeBenchResult } from './bench/results.ts';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = readdirSync(path.join(root, 'scripts/bench')).filter((file) => file.endsWith('.bench.ts')).sort();
const benches: Bench[] = [];
for (const file of files) benches.push(((await import(path.join(root, 'scripts/bench', file))) as { bench: Bench }).bench);
const selected = benches.filter((bench) => !filters.length || filters.some((filter) => bench.name.includes(filter)));
if (!selected.length) {
  console.error(`no bench matched; available: ${benches.map((b) => b.name).join(', ')}`);
  process.exit(1);
}

let server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let embedded = false;
if (!server) {
  process.env.EMBEDDED_PG_PORT ??= '5441';
  const url = new URL(await startEmbeddedPostgres(path.join(root, '.data/bench')));
  url.pathname = '/postgres';
  server = url.toString();
  embedded = true;
}
process.env.TEST_DATABASE_URL = server;
const { createTestDatabase } = await import('../tests/helpers/test-app.ts');
const { migrateAll } = await import('./product.ts');

let failed = 0;
for (const bench of selected) {
  const database = await createTestDatabase(`dukkan_bench_${bench.name.replace(/\W/g, '_')}`);
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), `dukkan-bench-${bench.name}-`));
  const started = Date.now();
  console.log(`\n▶ ${bench.name}: ${bench.description}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    await migrateAll(database.url);
    const limit = (bench.timeoutSeconds ?? 600) * 1000;
    const figures = await Promise.race([
      bench.run({ databaseUrl: database.url, tmpDir, log: (message) => console.log(`  ${message}`) }),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${limit / 1000} s`)), limit))),
    ]);
    const file = writeBenchResult(bench.name, { ...figures, benchSeconds: (Date.now() - started) / 1000 });
    console.log(JSON.stringify(figures, null, 2));
    console.log(`  → ${path.relative(root, file)}`);
  } catch (error) {
    failed++;
    console.error(`✗ ${bench.name}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    rmSync(tmpDir, { recursive: true, force: true });
    await database.drop().catch(() => {});
  }
}
if (embedded) await stopEmbeddedPostgres();
// A timed-out bench may still hold connections; the figures are written, so leave now.
process.exit(failed ? 1 : 0);
