import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { writeOrdersCsv } from '../../scripts/bench/orders-csv.ts';
import { finishedImport, registerSeller, uploadSellerCsv } from './seller-csv-helpers.ts';
import { upload } from './data-sources-support.ts';

/** GET /stores/default: data_warehouse reports the orders total and the warehouse import's progress and errors. */
let app: TestApp;
let token: string;
const bigFile = path.join(os.tmpdir(), `dukkan-config-orders-${process.pid}.csv`);

before(async () => {
  await writeOrdersCsv(bigFile, 150_000);
  app = await initTestApp();
  token = await registerSeller(app, 'Config Seller');
});
after(async () => {
  await app?.close();
  rmSync(bigFile, { force: true });
});

const warehouseOf = async (locale = 'en') => (await app.api('GET', '/stores/default', { token, headers: { 'accept-language': locale } })).body.data.data_warehouse;

test('before any import the store config has no orders and no import', async () => {
  assert.deepEqual(await warehouseOf(), { orders: { total: 0 }, import: null });
});

test('a finished import is reported with its rows and the problems it found, by line, in the caller language', async () => {
  const csv = ['Order ID,Order Date,Sales', 'A-1,2024-02-01,10', 'A-2,2024-02-02,abc', 'A-3,2024-02-03,30'].join('\n');
  const uploaded = await uploadSellerCsv(app, token, { name: 'orders.csv', content: csv });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  const warehouse = await warehouseOf();
  assert.equal(warehouse.orders.total, 3);
  const reported = warehouse.import;
  assert.equal(reported.id, uploaded.body.data.data_warehouse.import.id);
  assert.deepEqual([reported.kind, reported.status, reported.stage, reported.progress, reported.rows_imported, reported.orders_imported], ['seller-csv', 'succeeded', null, 1, 3, 3]);
  assert.deepEqual(reported.errors.map((e: any) => [e.line, e.message, e.fatal]), [[3, 'Line 3: the value of "Sales" (line_total) could not be read and was left empty.', false]]);
  const arabic = await warehouseOf('ar');
  assert.match(arabic.import.errors[0].message, /^السطر 3/);
});

test('a failed import is reported with its fatal error and line, and the orders total is the previous one', async () => {
  const csv = 'Order ID,Order Date,Sales\nB-1,2024-03-01,10\nB-2,2024-03-02,20,extra\n';
  const uploaded = await uploadSellerCsv(app, token, { name: 'orders.csv', content: csv });
  assert.equal(uploaded.status, 422);
  const warehouse = await warehouseOf();
  assert.equal(warehouse.orders.total, 3);
  assert.equal(warehouse.import.status, 'failed');
  assert.deepEqual(warehouse.import.errors[0], { line: 3, code: 'raggedRow', message: 'Line 3 has a different number of columns than the header.', fatal: true });
});

test('a running import is reported with its progress, then as cancelled; table uploads do not replace it', async () => {
  const started = await uploadSellerCsv(app, token, bigFile, 'en', 0);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const id = started.body.data.data_warehouse.import.id;
  let running: any;
  for (;;) {
    running = (await warehouseOf()).import;
    if (running.status !== 'queued') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(running.id, id);
  assert.equal(running.status, 'running');
  assert.ok(running.progress > 0 && running.progress < 1, String(running.progress));
  assert.equal(running.filename, path.basename(bigFile));

  const cancelled = await app.api('POST', `/stores/imports/${id}/cancel`, { token });
  assert.equal(cancelled.body.data.status, 'cancelled');
  const after = await warehouseOf();
  assert.deepEqual([after.import.id, after.import.status, after.orders.total], [id, 'cancelled', 3]);
  assert.equal((await finishedImport(app, token, id)).status, 'cancelled');

  // A custom CSV table is not a warehouse import: the store config still reports the orders import.
  const table = await upload(app, token, '/stores/custom/upload-csv', { name: 'notes.csv', content: 'note\nhello\n' });
  assert.equal(table.status, 200, JSON.stringify(table.body));
  assert.equal((await warehouseOf()).import.id, id);
});
