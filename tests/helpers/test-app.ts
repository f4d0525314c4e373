import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readSettings } from '@dukkan/shared';
import { startProduct, migrateAll, type RunningProduct } from '../../scripts/product.ts';

/** The server tests create their databases on: TEST_DATABASE_URL, else the local PostgreSQL. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** A test file's own database: its URL, a pool on it, and a dropper. */
export interface TestDatabase {
  url: string;
  /**
   * A pool on the database, ended by `drop`. It listens for 'error': the drop is WITH (FORCE), and an idle connection
   * it ends is not a failure of the tests.
   */
  pool(max?: number): pg.Pool;
  drop(): Promise<void>;
}

/** Creates an empty database for one test file and returns its URL, pools on it and a dropper. */
export async function createTestDatabase(prefix = 'dukkan_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  const pools: pg.Pool[] = [];
  return {
    url: url.toString(),
    pool(max = 2) {
      const pool = new pg.Pool({ connectionString: url.toString(), max });
      pool.on('error', () => {});
      pools.push(pool);
      return pool;
    },
    async drop() {
      await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
      const client = new pg.Client({ connectionString: TEST_SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A seller's own database on the test server: a fresh database with `sql` run in it (tables, comments, rows). */
export async function createShopDatabase(prefix: string, sql: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const database = await createTestDatabase(prefix);
  const shop = new pg.Client({ connectionString: database.url });
  await shop.connect();
  await shop.query(sql);
  await shop.end();
  return { ...database, name: new URL(database.url).pathname.slice(1) };
}

export interface TestApp extends RunningProduct {
  databaseUrl: string;
  /** Calls the REST API; JSON in, status and parsed body out. */
  api(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  /** Calls /graphql. */
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; body: any }>;
}

/**
 * Starts the whole product (five subgraphs, the gateway) on random ports over a fresh, migrated database, or over
 * `database` (kept when the product closes: a test that starts the product again over it, as after a restart).
 * `workers: false` starts it without its background workers, so queued jobs wait.
 */
export async function initTestApp(options: { env?: Record<string, string>; webDist?: string; database?: TestDatabase; workers?: boolean } = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  await migrateAll(database.url);
  const settings = readSettings({ ...process.env, NODE_ENV: 'test', ...options.env });
  const product = await startProduct({ databaseUrl: database.url, settings, randomPorts: true, webDist: options.webDist, workers: options.workers ?? true });
  const api: TestApp['api'] = async (method, path, { body, token, headers = {} } = {}) => {
    const response = await fetch(`${product.url}/api${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON bodies (HTML, CSV) stay text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    ...product,
    databaseUrl: database.url,
    api,
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await product.close();
      if (!options.database) await database.drop();
    },
  };
}
