/**
 * `npm start`: one command on a fresh machine. Uses DATABASE_URL when set, otherwise an embedded PostgreSQL under
 * .data/; migrates, seeds the demo store, builds the web app when needed, and serves everything on one port.
 */
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readSettings, startEmbeddedPostgres, stopEmbeddedPostgres } from '@dukkan/shared';
import { startProduct, migrateAll } from './product.ts';
import { seedDemo } from './seed-demo.ts';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const started = Date.now();
const settings = readSettings();

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return newest;
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }, 0);
}

/** Builds the web app when dist is missing or older than its sources. */
function ensureWebBuilt(): string {
  const dist = path.join(root, 'web/dist');
  const index = path.join(dist, 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < newestMtime(path.join(root, 'web/src'));
  if (stale && existsSync(path.join(root, 'web/index.html'))) {
    console.log('building the web app...');
    const result = spawnSync('npm', ['run', 'build', '--workspace', '@dukkan/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('web build failed');
  }
  return dist;
}

const databaseUrl = settings.databaseUrl ?? (await startEmbeddedPostgres(path.resolve(root, settings.dataDir)));
await migrateAll(databaseUrl);
const webDist = ensureWebBuilt();
const product = await startProduct({ databaseUrl, settings, port: settings.port, host: process.env.HOST ?? '0.0.0.0', webDist });
const demo = await seedDemo(product.url, databaseUrl);

console.log(`
Dukkan is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${settings.port}
  GraphQL and WebSocket: http://localhost:${settings.port}/graphql
  REST: http://localhost:${settings.port}/api (OpenAPI at /api/openapi.json)
  Demo login: ${demo.email} / ${demo.password}
  Database: ${settings.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL under ${settings.dataDir}/postgres`}
`);

async function shutdown() {
  await product.close().catch(() => {});
  await stopEmbeddedPostgres().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
