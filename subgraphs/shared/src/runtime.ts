import { readFileSync } from 'node:fs';
import { parse, type DocumentNode } from 'graphql';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Caller } from './caller.ts';
import type { Settings, SubgraphName } from './config.ts';
import { openOrm, migrate, type NamedMigration } from './db/orm.ts';
import { createPool } from './db/pool.ts';
import { createPubSub, type PubSub } from './pubsub/index.ts';
import { serveSubgraph, type Resolvers, type RunningSubgraph } from './http/subgraph-server.ts';

/** What a running subgraph has: its ORM, a raw pool, the pub/sub and the settings. Built once per process. */
export interface SubgraphRuntime {
  name: SubgraphName;
  settings: Settings;
  databaseUrl: string;
  orm: MikroORM;
  pool: pg.Pool;
  pubsub: PubSub;
}

/** The context every resolver receives: who calls, a request-scoped EntityManager, and the runtime. */
export interface SubgraphContext {
  caller: Caller;
  em: EntityManager;
  runtime: SubgraphRuntime;
}

/** A subgraph as data: its SDL, entities, migrations, resolvers and optional background workers. */
export interface SubgraphModule {
  name: SubgraphName;
  typeDefs: DocumentNode;
  entities: NonNullable<Options['entities']>;
  migrations: NamedMigration[];
  resolvers: Resolvers;
  /** Serve graphql-ws too (only the chat subgraph, which owns all Subscription fields). */
  websocket?: boolean;
  /** Starts background work (queues, schedules); returns its stopper. */
  startWorkers?: (runtime: SubgraphRuntime) => Promise<() => Promise<void>>;
  /** Builds, before the subgraph listens, what its first request would otherwise pay for. */
  warmUp?: () => Promise<void>;
}

/** Reads a subgraph's SDL file (next to its src folder) into a document. */
export function loadSchema(url: URL): DocumentNode {
  return parse(readFileSync(url, 'utf8'));
}

export interface StartedSubgraph extends RunningSubgraph {
  runtime: SubgraphRuntime;
}

export async function openRuntime(module: SubgraphModule, settings: Settings, databaseUrl: string): Promise<SubgraphRuntime> {
  const orm = await openOrm({ owner: module.name, databaseUrl, entities: module.entities, migrations: module.migrations });
  const pool = createPool(databaseUrl);
  const pubsub = await createPubSub({ databaseUrl, redisUrl: settings.redisUrl, pool });
  return { name: module.name, settings, databaseUrl, orm, pool, pubsub };
}

/** Runs a subgraph's migrations without serving it (used by `npm start` before anything listens). */
export async function migrateSubgraph(module: SubgraphModule, databaseUrl: string): Promise<void> {
  const orm = await openOrm({ owner: module.name, databaseUrl, entities: module.entities, migrations: module.migrations, poolMax: 1 });
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
}

export async function startSubgraph(
  module: SubgraphModule,
  options: { settings: Settings; databaseUrl: string; port?: number; host?: string; workers?: boolean },
): Promise<StartedSubgraph> {
  const runtime = await openRuntime(module, options.settings, options.databaseUrl);
  const stopWorkers = options.workers !== false && module.startWorkers ? await module.startWorkers(runtime) : null;
  await module.warmUp?.();
  const served = await serveSubgraph<SubgraphContext>({
    name: module.name,
    typeDefs: module.typeDefs,
    resolvers: module.resolvers,
    internalSecret: options.settings.internalSecret,
    production: options.settings.production,
    port: options.port,
    host: options.host,
    websocket: module.websocket,
    context: (caller) => ({ caller, em: runtime.orm.em.fork(), runtime }),
  });
  return {
    ...served,
    runtime,
    async close() {
      await served.close();
      await stopWorkers?.();
      await runtime.pubsub.close();
      await runtime.pool.end();
      await runtime.orm.close();
    },
  };
}
