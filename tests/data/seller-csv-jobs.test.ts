import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { openLiveClient, collect, type LiveClient } from '../platform/support/live-client.ts';
import { writeOrdersCsv } from '../../scripts/bench/orders-csv.ts';
import { EXPORTS, finishedImport, ordersTotal, registerSeller, uploadSellerCsv } from './seller-csv-helpers.ts';

/** Imports as jobs: live progress, cancel, a 100 MB file in bounded memory, a corrected mapping. */
let app: TestApp;
let token: string;
let liveClient: LiveClient;
let bigFile: string;
let bigOrders: number;
const PROGRESS = 'subscription($id: ID!) { importProgress(importId: $id) { status progress rowsTotal ordersImported errors { message } } }';

before(async () => {
  bigFile = path.join(os.tmpdir(), `dukkan-100mb-${process.pid}.csv`);
  // About 100 MB: 660,000 order lines of a spreadsheet export.
  bigOrders = await writeOrdersCsv(bigFile, 660_000);
  app = await initTestApp();
  token = await registerSeller(app, 'Big Seller');
  assert.equal((await uploadSellerCsv(app, token, path.join(EXPORTS, 'shopify-orders.csv'))).status, 200);
  liveClient = openLiveClient(app.url, { authorization: `Bearer ${token}` });
  await liveClient.connected;
});
after(async () => {
  await liveClient?.close().catch(() => {});
  await app?.close();
  rmSync(bigFile, { force: true });
});

test('a running import can be cancelled and the previous data stays untouched', async () => {
  assert.ok(statSync(bigFile).size > 95 * 2 ** 20);
  const upload = await uploadSellerCsv(app, token, bigFile, 'en', 0);
  assert.equal(upload.status, 200);
  const id = upload.body.data.data_warehouse.import.id;
  const events = collect(liveClient.client, PROGRESS, { id });
  await events.until((results) => results.some((r) => r.data?.importProgress.status === 'running'));
  const cancelled = await app.api('POST', `/stores/imports/${id}/cancel`, { token });
  assert.equal(cancelled.status, 200);
  assert.equal(cancelled.body.data.status, 'cancelled');
  await events.done;
  assert.equal(events.results.at(-1)?.data.importProgress.status, 'cancelled');
  assert.equal((await finishedImport(app, token, id)).status, 'cancelled');
  assert.equal(await ordersTotal(app, token), 4);
  const orders = await app.graphql('{ warehouseOrders(first: 10) { edges { node { orderNumber } } } }', {}, token);
  assert.deepEqual(orders.body.data.warehouseOrders.edges.map((e: any) => e.node.orderNumber).sort(), ['1001', '1002', '1003', '1004']);
});

/**
 * The memory the process holds after a full collection: what it keeps, not the garbage it has yet to collect nor the
 * pages the allocator keeps (RSS), which swing by tens of megabytes with the collector's timing under load.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const held = () => {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

test('a 100 MB file streams to disk and into the warehouse in bounded memory, with live progress', async (t) => {
  const baseline = held();
  const rssBaseline = process.memoryUsage().rss;
  let peak = baseline;
  let rssPeak = rssBaseline;
  let samples = 0;
  const sampler = setInterval(() => {
    samples += 1;
    peak = Math.max(peak, held());
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 200);
  try {
    const upload = await uploadSellerCsv(app, token, bigFile, 'en', 0);
    assert.equal(upload.status, 200);
    const id = upload.body.data.data_warehouse.import.id;
    const events = collect(liveClient.client, PROGRESS, { id });
    await events.done;
    const progress = events.results.map((r) => r.data.importProgress);
    assert.equal(progress.at(-1).status, 'succeeded', JSON.stringify(progress.at(-1)));
    assert.equal(progress.at(-1).progress, 1);
    for (let i = 1; i < progress.length; i++) assert.ok(progress[i].progress >= progress[i - 1].progress);
    const done = await finishedImport(app, token, id);
    assert.equal(done.rows_imported, 660_000);
    assert.equal(done.orders_imported, bigOrders);
    assert.equal(await ordersTotal(app, token), bigOrders);
  } finally {
    clearInterval(sampler);
  }
  // The whole product runs in this process: the upload and the import must not hold the file in memory.
  const grownMb = (peak - baseline) / 2 ** 20;
  assert.ok(samples >= 5, `memory was sampled ${samples} times`);
  t.diagnostic(`memory held grew by ${grownMb.toFixed(0)} MB over ${samples} samples (rss by ${((rssPeak - rssBaseline) / 2 ** 20).toFixed(0)} MB) for a ${(statSync(bigFile).size / 2 ** 20).toFixed(0)} MB file`);
  assert.ok(grownMb < 90, `memory held grew by ${grownMb.toFixed(0)} MB while importing a 100 MB file`);
});

test('a corrected mapping re-imports the same file', async () => {
  const seller = await registerSeller(app, 'Mapping Seller');
  const upload = await uploadSellerCsv(app, seller, path.join(EXPORTS, 'superstore-order-lines.csv'));
  const first = upload.body.data.data_warehouse.import;
  assert.deepEqual(first.mapping.find((m: any) => m.field === 'region').columns, ['State']);
  const corrected = first.mapping.map((m: any) => (m.field === 'region' ? { ...m, columns: ['Region'] } : m));
  const remap = await app.api('POST', `/stores/seller-csv/${first.id}/mapping`, { token: seller, body: { mapping: corrected } });
  assert.equal(remap.status, 200, JSON.stringify(remap.body));
  const second = remap.body.data.data_warehouse.import;
  assert.equal(second.status, 'succeeded');
  assert.notEqual(second.id, first.id);
  assert.ok(second.extra_columns.includes('State'));
  const orders = await app.graphql('{ warehouseOrders(first: 10) { edges { node { orderNumber lines { extra } } } } }', {}, seller);
  const order = orders.body.data.warehouseOrders.edges.find((e: any) => e.node.orderNumber === 'CA-2016-138688').node;
  assert.equal(order.lines[0].extra.State, 'California');
  const wrong = await app.api('POST', `/stores/seller-csv/${second.id}/mapping`, { token: seller, body: { mapping: { total: 'Sales', created_at: 'No Such Column' } } });
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.message, 'The file has no column "No Such Column".');
});
