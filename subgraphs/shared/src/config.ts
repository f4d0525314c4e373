/** Settings read once from the environment; every outside service sits behind one of these. */
export interface Settings {
  /** Public port of the gateway (REST, GraphQL, WebSocket and the web app). Default 4000. */
  port: number;
  /** PostgreSQL URL. Unset means the embedded PostgreSQL under `.data/`. */
  databaseUrl: string | undefined;
  /** Redis URL. When set, subscription events travel through Redis instead of Postgres NOTIFY. */
  redisUrl: string | undefined;
  /** Secret the gateway signs the caller's context with; subgraphs trust only signed contexts. */
  internalSecret: string;
  /** Secret used to encrypt stored credentials (database sources, channel tokens). */
  encryptionKey: string;
  production: boolean;
  /** Where links in e-mails point (reset password, invitations). */
  appUrl: string;
  /** SMTP URL for outgoing mail; unset means mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** Allowed CORS origins, comma separated; empty means same-origin only. */
  corsOrigins: string[];
  /** Data directory for the embedded database and uploads. */
  dataDir: string;
  /**
   * How many proxies in front of the gateway to trust for the client address (X-Forwarded-For). 0 (default) trusts
   * none, so a client cannot pick its own address to dodge the per-address login limit.
   */
  trustProxyHops: number;
}

function required(env: NodeJS.ProcessEnv, name: string, fallback: string | undefined): string {
  const value = env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} must be set`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    // Development falls back to fixed secrets so a fresh clone starts; production must set its own.
    internalSecret: required(env, 'INTERNAL_SECRET', production ? undefined : 'dukkan-development-internal-secret'),
    encryptionKey: required(env, 'ENCRYPTION_KEY', production ? undefined : 'dukkan-development-encryption-key'),
    production,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    smtpUrl: env.SMTP_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    dataDir: env.DATA_DIR ?? '.data',
    trustProxyHops: Math.max(0, Number(env.TRUST_PROXY_HOPS ?? 0) || 0),
  };
}

/** Subgraph names, in the order their migrations run. */
export const SUBGRAPHS = ['auth', 'store', 'apps', 'data-source', 'chat'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

export const DEFAULT_SUBGRAPH_PORTS: Record<SubgraphName, number> = {
  auth: 4001,
  store: 4002,
  apps: 4003,
  'data-source': 4004,
  chat: 4005,
};

/** URL of a subgraph: SUBGRAPH_<NAME>_URL, else localhost on its default port. */
export function subgraphUrl(name: SubgraphName, env: NodeJS.ProcessEnv = process.env): string {
  const key = `SUBGRAPH_${name.toUpperCase().replace('-', '_')}_URL`;
  return env[key] ?? `http://127.0.0.1:${DEFAULT_SUBGRAPH_PORTS[name]}/graphql`;
}
