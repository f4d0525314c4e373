/**
 * Runs the gateway as its own process (docker-compose service `gateway`, or a second gateway in tests): REST,
 * GraphQL and graphql-ws on PORT, over the subgraphs named by SUBGRAPH_<NAME>_URL, serving the built web app.
 */
import path from 'node:path';
import { readSettings, subgraphUrl, SUBGRAPHS, type SubgraphName } from '@dukkan/shared';
import { buildGatewayApp } from './app.ts';

const settings = readSettings();
if (!settings.databaseUrl) throw new Error('DATABASE_URL must be set to run the gateway on its own');
const subgraphUrls = Object.fromEntries(SUBGRAPHS.map((name) => [name, subgraphUrl(name)])) as Record<SubgraphName, string>;
const webDist = process.env.WEB_DIST ?? path.resolve(new URL('../../web/dist', import.meta.url).pathname);

const gateway = await buildGatewayApp({ settings, databaseUrl: settings.databaseUrl, subgraphUrls, webDist });
const address = await gateway.app.listen({ port: settings.port, host: process.env.HOST ?? '0.0.0.0' });
// Tests and operators read this line to find the port (PORT=0 picks a free one).
console.log(`gateway listening on ${address}`);

const stop = async () => {
  await gateway.close().catch(() => {});
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
