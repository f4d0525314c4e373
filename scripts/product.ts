import { readSettings, startSubgraph, migrateSubgraph, subgraphUrl, SUBGRAPHS, DEFAULT_SUBGRAPH_PORTS, type Settings, type StartedSubgraph, type SubgraphName } from '@dukkan/shared';
import { buildGatewayApp, type GatewayApp } from '@dukkan/gateway';
import { subgraphModules } from './subgraphs.ts';

export interface RunningProduct {
  url: string;
  gateway: GatewayApp;
  subgraphs: StartedSubgraph[];
  close(): Promise<void>;
}

export async function migrateAll(databaseUrl: string): Promise<void> {
  for (const module of subgraphModules) await migrateSubgraph(module, databaseUrl);
}

/**
 * Starts the five subgraphs and the gateway in this process, each subgraph on its own port and reached over HTTP
 * federation exactly as in a multi-machine deployment. Port 0 everywhere gives a private instance (tests).
 */
export async function startProduct(options: {
  databaseUrl: string;
  settings?: Settings;
  port?: number;
  host?: string;
  /** Subgraph ports: fixed defaults for `npm start`, random (0) for tests. */
  randomPorts?: boolean;
  webDist?: string;
  workers?: boolean;
}): Promise<RunningProduct> {
  const settings = options.settings ?? readSettings();
  const subgraphs: StartedSubgraph[] = [];
  const urls = {} as Record<SubgraphName, string>;
  try {
    for (const module of subgraphModules) {
      const port = options.randomPorts ? 0 : Number(new URL(subgraphUrl(module.name)).port || DEFAULT_SUBGRAPH_PORTS[module.name]);
      const started = await startSubgraph(module, { settings, databaseUrl: options.databaseUrl, port, workers: options.workers });
      subgraphs.push(started);
      urls[module.name] = started.url;
    }
    for (const name of SUBGRAPHS) if (!urls[name]) throw new Error(`subgraph ${name} missing`);
    const gateway = await buildGatewayApp({ settings, databaseUrl: options.databaseUrl, subgraphUrls: urls, webDist: options.webDist });
    const address = await gateway.app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    return {
      url: address.replace('[::1]', '127.0.0.1'),
      gateway,
      subgraphs,
      async close() {
        await gateway.close();
        for (const subgraph of subgraphs.reverse()) await subgraph.close();
      },
    };
  } catch (error) {
    for (const subgraph of subgraphs) await subgraph.close().catch(() => {});
    throw error;
  }
}
