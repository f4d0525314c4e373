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
// WEB_DIST: a build made elsewhere (README); otherwise web/dist, rebuilt when its sources changed.
const webDist = process.env.WEB_DIST ?? ensureWebBuilt();
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

let stopping = false;

/**
 * Ctrl-C or a service manager's SIGTERM: the gateway and subgraphs close first (servers, workers, queues, pools),
 * then the embedded PostgreSQL, which runs in its own session and so hears the signal only from us. A second
 * signal while stopping is ignored; a shutdown stuck for 20 s ends anyway.
 */
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping Dukkan...');
  setTimeout(() => {
    console.error('Dukkan did not stop within 20 s; exiting.');
    void stopEmbeddedPostgres().finally(() => process.exit(1));
  }, 20_000).unref();
  await product.close().catch((error) => console.error(`while stopping: ${error instanceof Error ? error.message : error}`));
  await stopEmbeddedPostgres().catch((error) => console.error(`while stopping the embedded PostgreSQL: ${error instanceof Error ? error.message : error}`));
  console.log('Dukkan stopped.');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
