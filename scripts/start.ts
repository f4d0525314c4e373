/**
 * `npm start`: one command on a fresh machine. Uses DATABASE_URL when set, otherwise an embedded PostgreSQL under
 * .data/; migrates, seeds the demo store, builds the web app when needed, and serves everything on one port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { readSettings, startEmbeddedPostgres, stopEmbeddedPostgres, subgraphUrl, SUBGRAPHS, DEFAULT_SUBGRAPH_PORTS } from '@dukkan/shared';
import { startProduct, migrateAll } from './product.ts';
import { seedDemo } from './seed-demo.ts';
import { ensureWebBuilt } from './web-build.ts';

const root = path.resolve(new URL('..', import.meta.url).pathname);
// Read before anything is awaited: npm may be stopped as soon as "ready" shows, and by then its shell is gone.
const launcher = launcherChain();
const settings = readSettings();
const host = process.env.HOST ?? '0.0.0.0';

/** What the terminal shows when a port is taken: one line, no stack, and exit code 1. */
const portInUse = (port: number | string) => `Port ${port} is in use: is Dukkan already running? Set PORT / SUBGRAPH_*_URL to use others.`;

/** The ports this process listens on: the gateway's, then each subgraph's (127.0.0.1). */
function ports(): { port: number; host: string }[] {
  return [
    { port: settings.port, host },
    ...SUBGRAPHS.map((name) => ({ port: Number(new URL(subgraphUrl(name)).port || DEFAULT_SUBGRAPH_PORTS[name]), host: '127.0.0.1' })),
  ];
}

/** The first port another process already listens on, or null. Checked before anything starts, so nothing is left half up. */
async function takenPort(): Promise<number | null> {
  for (const { port, host: address } of ports()) {
    if (!port) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
      probe.listen(port, address, () => probe.close(() => resolve(true)));
    });
    if (!free) return port;
  }
  return null;
}

async function failToStart(message: string): Promise<never> {
  console.error(message);
  // A half-started subgraph's pool complains as the database goes; the one line above is what matters.
  console.error = console.warn = console.log = () => {};
  await stopEmbeddedPostgres().catch(() => {});
  process.exit(1);
}

const taken = await takenPort();
if (taken) await failToStart(portInUse(taken));

// A port taken between the check and the listen (a subgraph's listen reports it as an uncaught 'error' event) still
// reads as one line, and the embedded PostgreSQL this process started is stopped.
const duringStartup = (error: NodeJS.ErrnoException & { port?: number }) => {
  void failToStart(error.code === 'EADDRINUSE' ? portInUse(error.port ?? '?') : (error.stack ?? String(error)));
};
process.on('uncaughtException', duringStartup);

const databaseUrl = settings.databaseUrl ?? (await startEmbeddedPostgres(path.resolve(root, settings.dataDir)));
await migrateAll(databaseUrl);
// WEB_DIST: a build made elsewhere (README); otherwise web/dist, rebuilt when its sources changed.
const webDist = process.env.WEB_DIST ?? ensureWebBuilt();
const product = await startProduct({ databaseUrl, settings, port: settings.port, host, webDist }).catch((error: NodeJS.ErrnoException) =>
  failToStart(error.code === 'EADDRINUSE' ? portInUse((error as { port?: number }).port ?? settings.port) : (error.stack ?? String(error))),
);
process.off('uncaughtException', duringStartup);
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

/** A process as /proc tells it: its parent and its start time (which tells a reused pid apart). */
function processInfo(pid: number): { ppid: number; started: string } | null {
  try {
    // "pid (comm) state ppid ... starttime": comm may hold spaces and parentheses, so fields count from the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), started: fields[19] };
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

interface Link { pid: number; ppid: number; started: string; launcher: boolean }

/** The processes between us and the package manager that ran us, as they are when we start. */
function launcherChain(): { parent: number; chain: Link[] } {
  const parent = process.ppid;
  const chain: Link[] = [];
  for (let pid = parent, depth = 0; pid > 1 && depth < 6; depth++) {
    const info = processInfo(pid);
    if (!info) break;
    const isLauncher = /^(\S*\/)?(npm|pnpm|yarn)( |$)|npm-cli\.js/.test(commandOf(pid));
    chain.push({ pid, ...info, launcher: isLauncher });
    if (isLauncher) break;
    pid = info.ppid;
  }
  return { parent, chain };
}

/**
 * `npm start` runs us as npm → sh → tsx → this process. npm hands a SIGTERM to the shell only, which dies without
 * passing it on (`kill $!` after `nohup npm start &`), and tsx, re-parented, never hears it: the product and its
 * database would run on, orphaned, holding the ports. So we watch the processes between us and the npm that ran us
 * (from /proc; elsewhere only our own parent), and stop as on Ctrl-C when one of them is gone or re-parented.
 * npm itself may be re-parented (its shell logged out, nohup): only its end counts. Two small reads every 2 s.
 */
function watchLauncher(onGone: (why: string) => void): void {
  const { parent, chain } = launcher;
  // Without a package manager above us, only our parent (tsx) counts.
  const watched = chain.some((link) => link.launcher) ? chain : [];
  setInterval(() => {
    if (process.ppid !== parent) return onGone('its parent process ended');
    for (const link of watched) {
      const now = processInfo(link.pid);
      if (!now || now.started !== link.started || (!link.launcher && now.ppid !== link.ppid)) return onGone('the npm start that ran it ended');
    }
  }, 2_000).unref();
}

watchLauncher((why) => {
  if (stopping) return;
  // The terminal that read our output may be gone with it; a write to a closed pipe must not crash the shutdown.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});
  console.log(`Dukkan is stopping: ${why}.`);
  void shutdown();
});
