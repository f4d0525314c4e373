import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openLiveClient } from './support/live-client.ts';

// `npm start` on a fresh machine (DATABASE_URL unset, so the embedded PostgreSQL), stopped the two ways a person
// stops it: Ctrl-C at the terminal (SIGINT to the whole foreground process group) and a service manager's SIGTERM.
const root = path.resolve(new URL('../..', import.meta.url).pathname);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dukkan-start-'));
// As root, PostgreSQL runs as its own OS user, which must be able to reach the folder (mkdtemp makes it 0700).
chmodSync(dataDir, 0o755);
let env: NodeJS.ProcessEnv;

/**
 * Seven distinct free ports below Linux's ephemeral range (32768-60999). A port the kernel hands out for outgoing
 * connections can be taken again by one between the pick and npm start's listen: the gateway's own connections to
 * its subgraphs and PostgreSQL in the first test once did, and the second test found "its" port in use.
 */
async function freePorts(count: number): Promise<number[]> {
  const picked = new Set<number>();
  while (picked.size < count) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!picked.has(port) && (await portIsFree(port))) picked.add(port);
  }
  return [...picked];
}

before(async () => {
  const [port, pgPort, ...subgraphPorts] = await freePorts(7);
  env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, HOST: '127.0.0.1', WEB_DIST: dataDir };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  ['AUTH', 'STORE', 'APPS', 'DATA_SOURCE', 'CHAT'].forEach((name, index) => (env[`SUBGRAPH_${name}_URL`] = `http://127.0.0.1:${subgraphPorts[index]}/graphql`));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm start`'s command in its own process group, as a terminal runs a foreground job; with `throughNpm`, `npm start`
 * itself (npm → sh → tsx → node), as `nohup npm start &` runs it.
 */
async function npmStart(options: { throughNpm?: boolean } = {}): Promise<Started> {
  const child = options.throughNpm
    ? spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/compat/node20.mjs', 'scripts/start.ts'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Dukkan is ready in [\d.]+ s: (\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@dukkan.local', password: 'demo-store-2024' }) });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function viewerEmail(url: string, token: string): Promise<string | undefined> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: '{ viewer { email } }' }) });
  return ((await response.json()) as { data?: { viewer?: { email: string } } }).data?.viewer?.email;
}

/** What the terminal shows from the moment the signal arrives. */
const afterSignal = (output: string) => output.slice(output.indexOf('Stopping Dukkan'));

test('Ctrl-C stops npm start in order and quietly; started again, the data is still there; SIGTERM stops it as quietly', async () => {
  const first = await npmStart();
  const token = await logIn(first.url);
  assert.equal(await viewerEmail(first.url, token), 'demo@dukkan.local');
  // An open web app keeps a live socket; stopping must close it, not trip over it.
  const live = openLiveClient(first.url, { authorization: `Bearer ${token}` });
  await live.connected;

  process.kill(-first.child.pid!, 'SIGINT');
  assert.equal(await first.exited, 0, first.output());
  await live.close();
  assert.deepEqual(afterSignal(first.output()).trim().split('\n'), ['Stopping Dukkan...', 'Dukkan stopped.']);
  assert.equal(existsSync(path.join(dataDir, 'postgres/postmaster.pid')), false, 'the embedded PostgreSQL stopped too');

  const second = await npmStart();
  assert.equal(await viewerEmail(second.url, token), 'demo@dukkan.local', 'the session made before the restart still signs in');
  second.child.kill('SIGTERM');
  assert.equal(await second.exited, 0, second.output());
  assert.deepEqual(afterSignal(second.output()).trim().split('\n'), ['Stopping Dukkan...', 'Dukkan stopped.']);
  assert.equal(existsSync(path.join(dataDir, 'postgres/postmaster.pid')), false);
});

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('SIGTERM to npm alone (kill $! after nohup npm start &) stops the product and its PostgreSQL too, freeing every port', async () => {
  const started = await npmStart({ throughNpm: true });
  const ports = [Number(env.PORT), ...['AUTH', 'STORE', 'APPS', 'DATA_SOURCE', 'CHAT'].map((name) => Number(new URL(env[`SUBGRAPH_${name}_URL`]!).port)), Number(env.EMBEDDED_PG_PORT)];
  started.child.kill('SIGTERM'); // npm only, not its process group
  await started.exited;
  // npm has gone; what it ran notices within seconds and stops in order, as on Ctrl-C.
  await until(() => started.output().includes('Dukkan stopped.'), `the product to stop:\n${started.output()}`);
  assert.match(started.output(), /Dukkan is stopping: the npm start that ran it ended\.\nStopping Dukkan\.\.\.\nDukkan stopped\./);
  await until(() => !existsSync(path.join(dataDir, 'postgres/postmaster.pid')), 'the embedded PostgreSQL to stop');
  for (const port of ports) await until(() => portIsFree(port), `port ${port} to be free`, 10_000);

  // Started again, it comes up on the same ports.
  const again = await npmStart();
  process.kill(-again.child.pid!, 'SIGINT');
  assert.equal(await again.exited, 0, again.output());
});

test('a port already in use stops npm start with one line and exit code 1, leaving no PostgreSQL behind', async () => {
  const busyPort = Number(new URL(env.SUBGRAPH_STORE_URL!).port);
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(busyPort, '127.0.0.1', resolve));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/compat/node20.mjs', 'scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 1, output);
    assert.deepEqual(output.trim().split('\n'), [`Port ${busyPort} is in use: is Dukkan already running? Set PORT / SUBGRAPH_*_URL to use others.`]);
    assert.equal(existsSync(path.join(dataDir, 'postgres/postmaster.pid')), false, 'no embedded PostgreSQL left running');
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});
