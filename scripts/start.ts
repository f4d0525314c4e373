/**
 * `npm start`: one command on a fresh machine. Uses DATABASE_URL when set, otherwise an embedded PostgreSQL under
 * .data/; migrates, seeds the demo store, builds the web app when needed, and serves everything on one port.
 */
import path from 'node:path';
import { readSettings, startEmbeddedPostgres, stopEmbeddedPostgres } from '@dukkan/shared';
import { startProduct, migrateAll } from './product.ts';
import { seedDemo } from './seed-demo.ts';
import { ensureWebBuilt } from './web-build.ts';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const settings = readSettings();

const databaseUrl = settings.databaseUrl ?? (await startEmbeddedPostgres(path.resolve(root, settings.dataDir)));
await migrateAll(databaseUrl);
const webDist = ensureWebBuilt();
const product = await startProduct({ databaseUrl, settings, port: settings.port, host: process.env.HOST ?? '0.0.0.0', webDist });
const demo = await seedDemo(product.url, databaseUrl);

// Timed from the process start: loading the subgraphs' modules is several seconds of the wait too.
console.log(`
Dukkan is ready in ${process.uptime().toFixed(1)} s: http://localhost:${settings.port}
  GraphQL and WebSocket: http://localhost:${settings.port}/graphql
  REST: http://localhost:${settings.port}/api (OpenAPI at /api/openapi.json)
  Demo login: ${demo.email} / ${demo.password}
  Database: ${settings.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL under ${settings.dataDir}/postgres, ${databaseUrl}`}
`);

async function shutdown() {
  await product.close().catch(() => {});
  await stopEmbeddedPostgres().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
