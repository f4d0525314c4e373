import fs from 'node:fs';
import path from 'node:path';
import { globSync as tinyGlobSync } from 'tinyglobby';

export * from 'node:fs';
export default fs;

/** fs.globSync of Node 22, enough for MikroORM: file entries with name and parentPath. */
export function globSync(patterns, options = {}) {
  const files = tinyGlobSync(patterns, { cwd: options.cwd, expandDirectories: false, absolute: true });
  return files.map((file) => ({ name: path.basename(file), parentPath: path.dirname(file), isFile: () => true }));
}
