import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
type Catalogue = Record<string, { defaultMessage: string; description?: string }>;
const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8'));
const en = read(path.join(root, 'web/locale/en.json'));
const ar = read(path.join(root, 'web/locale/ar.json'));

test('every English message has an Arabic translation, and nothing else', () => {
  const missing = Object.keys(en).filter((id) => !ar[id]?.defaultMessage);
  const stale = Object.keys(ar).filter((id) => !en[id]);
  assert.deepEqual(missing, [], `ar.json lacks: ${missing.join(', ')}`);
  assert.deepEqual(stale, [], `ar.json has ids no longer in the code: ${stale.join(', ')}`);
});

test('every message carries a description for translators', () => {
  const bare = Object.entries(en).filter(([, message]) => !message.description).map(([id]) => id);
  assert.deepEqual(bare, []);
});

test('Arabic messages keep the placeholders of the English ones', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
  for (const [id, message] of Object.entries(en)) {
    const expected = [...new Set(placeholders(message.defaultMessage))];
    const actual = [...new Set(placeholders(ar[id]?.defaultMessage ?? ''))];
    assert.deepEqual(actual, expected, `placeholders of ${id}`);
  }
});

test('en.json is what `formatjs extract` finds in the code (run `npm run intl:extract -w @dukkan/web`)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dukkan-intl-'));
  try {
    const out = path.join(dir, 'en.json');
    const result = spawnSync(path.join(root, 'node_modules/.bin/formatjs'), ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/__generated__/**', '--out-file', out], { cwd: path.join(root, 'web'), encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(read(out), en);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
