import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(new URL('..', import.meta.url).pathname);
export const WEB_DIST = path.join(root, 'web/dist');

/** Everything web/dist is made of: sources, message catalogues, build config, the Relay schema. */
const INPUTS = ['web/src', 'web/locale', 'web/index.html', 'web/vite.config.ts', 'web/vite', 'schema/api.graphql'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => (name === 'node_modules' || name === 'dist' ? newest : Math.max(newest, newestMtime(path.join(entry, name)))), 0);
}

/**
 * Builds web/dist when it is missing or older than anything it is made of, so neither `npm start` nor the browser
 * tests ever serve a stale app (a changed catalogue or schema counts as much as a changed component).
 */
export function ensureWebBuilt(): string {
  const index = path.join(WEB_DIST, 'index.html');
  const inputs = INPUTS.map((entry) => newestMtime(path.join(root, entry)));
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...inputs)) return WEB_DIST;
  console.log('building the web app...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@dukkan/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
  return WEB_DIST;
}
