import { readSettings, DEFAULT_SUBGRAPH_PORTS } from '../config.ts';
import { migrateSubgraph, startSubgraph, type SubgraphModule } from '../runtime.ts';

/**
 * The entry of one subgraph running as its own process (docker-compose, or a second instance in tests):
 * reads PORT, HOST and DATABASE_URL, runs the subgraph's own migrations, serves, and stops cleanly on SIGTERM.
 */
export async function runSubgraphProcess(module: SubgraphModule, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const settings = readSettings(env);
  if (!settings.databaseUrl) throw new Error(`DATABASE_URL must be set to run the ${module.name} subgraph on its own`);
  await migrateSubgraph(module, settings.databaseUrl);
  const started = await startSubgraph(module, {
    settings,
    databaseUrl: settings.databaseUrl,
    port: env.PORT === undefined ? DEFAULT_SUBGRAPH_PORTS[module.name] : Number(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    workers: env.WORKERS !== 'false',
  });
  // Tests and operators read this line to find the port (PORT=0 picks a free one).
  console.log(`${module.name} subgraph listening on ${started.url}`);
  const stop = async () => {
    await started.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
