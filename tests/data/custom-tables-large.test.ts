import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TARGET_BYTES = 100 * 1024 * 1024;
const root = path.resolve(new URL('../..', import.meta.url).pathname);

let dir: string;
let file: string;
let rows = 0;

/** A 100 MB order-lines export (BOM, CRLF, quoted commas, Arabic cities, day-first timestamps), written line by line. */
async function writeBigCsv(target: string) {
  const out = createWriteStream(target);
  out.write('\uFEFForder_id,ordered_at,product,city,quantity,unit_price,paid\r\n');
  const cities = ['الرياض', 'Jeddah', 'دبي', 'Dammam', 'Kuwait City'];
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    rows += 1;
    const day = String((rows % 28) + 1).padStart(2, '0');
    const line = `${rows},${day}/0${(rows % 9) + 1}/2024 1${rows % 10}:${String(rows % 60).padStart(2, '0')},"Product ${rows % 997}, size ${rows % 5}",${cities[rows % 5]},${(rows % 7) + 1},${(rows % 500) + 0.25},${rows % 3 ? 'true' : 'false'}\r\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dukkan-big-csv-'));
  file = path.join(dir, 'orders-2024.csv');
  await writeBigCsv(file);
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a 100 MB CSV streams into a table without the product holding the file in memory', { timeout: 25 * 60_000 }, async () => {
  const size = (await stat(file)).size;
  assert.ok(size >= TARGET_BYTES);
  // The product runs in its own process so its resident memory can be measured; a capped heap and a small young
  // generation keep garbage from inflating the figure.
  const child = spawn(process.execPath, [
    '--expose-gc', '--max-old-space-size=160', '--max-semi-space-size=1',
    '--import', 'tsx', '--import', './scripts/compat/node20.mjs', 'tests/data/support/big-upload.ts', file,
  ], { cwd: root, env: { ...process.env, MALLOC_ARENA_MAX: '2' }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  assert.equal(code, 0, output);
  const result = JSON.parse(output.trim().split('\n').at(-1)!);
  assert.equal(result.status, 200, JSON.stringify(result.body));
  assert.deepEqual(result.body, { name: 'orders_2024', row_count: rows, types: ['integer', 'timestamp', 'text', 'text', 'integer', 'decimal', 'boolean'] });
  assert.equal(result.total, rows);
  assert.equal(result.lastRow.order_id, rows);
  assert.equal(result.lastRow.city, ['الرياض', 'Jeddah', 'دبي', 'Dammam', 'Kuwait City'][rows % 5]);
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  console.log(`# ${mb(size)} MB, ${rows} rows in ${result.seconds.toFixed(1)} s (${Math.round(rows / result.seconds)} rows/s, upload included); ` +
    `live heap and buffers grew at most ${mb(result.heldGrowthBytes)} MB (after GC, every second), resident memory ${mb(result.growthBytes)} MB`);
  // What the product holds alive (heap objects and buffers, measured after a full collection) stays far below the file.
  assert.ok(result.heldGrowthBytes < size / 2, `heap and buffers grew by ${mb(result.heldGrowthBytes)} MB for a ${mb(size)} MB file`);
});
