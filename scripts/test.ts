/**
 * The test command: typecheck, supergraph drift check, then every *.test.ts under tests/, subgraphs/*\/test,
 * gateway/test and web/test with node's test runner (real PostgreSQL, Redis and Chromium; see README).
 * Arguments filter test files by substring: `npm test -- auth` runs only files whose path contains "auth".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, stopEmbeddedPostgres } from '@dukkan/shared';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const skipChecks = process.argv.includes('--no-checks') || filters.length > 0;

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === '__generated__' || entry === 'dist') return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return testFiles(full);
    return entry.endsWith('.test.ts') ? [full] : [];
  });
}

if (!skipChecks) {
  if (run('npx', ['tsc', '-p', 'tsconfig.json']) !== 0) process.exit(1);
  if (run('npx', ['tsx', 'scripts/compose.ts', '--check']) !== 0) process.exit(1);
}

const files = ['tests', 'subgraphs', 'gateway/test', 'web/test']
  .flatMap((dir) => testFiles(path.join(root, dir)))
  .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
  .sort();
if (!files.length) {
  console.error('no test files matched');
  process.exit(1);
}
// A fresh machine has no PostgreSQL: the tests then run on the embedded one, as `npm start` does.
if (!process.env.TEST_DATABASE_URL) {
  process.env.EMBEDDED_PG_PORT ??= '5440';
  const url = new URL(await startEmbeddedPostgres(path.join(root, '.data/test')));
  url.pathname = '/postgres';
  process.env.TEST_DATABASE_URL = url.toString();
  console.log(`TEST_DATABASE_URL unset: using the embedded PostgreSQL at ${url.host}`);
}
const status = run('node', [
  '--import', 'tsx',
  '--import', './scripts/compat/node20.mjs',
  '--test',
  '--test-concurrency=2',
  ...files.map((file) => path.relative(root, file)),
]);
await stopEmbeddedPostgres();
process.exit(status);
