import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { uploadsDir } from '@dukkan/shared';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { openLiveClient, collect, type LiveClient } from '../platform/support/live-client.ts';
import { finishedImport } from './seller-csv-helpers.ts';
import { signUp, upload } from './data-sources-support.ts';
import { postMultipart } from './support/post-multipart.ts';

/** Custom CSV tables as import jobs: live progress on the subscription, cancel, and failures that change nothing. */
let app: TestApp;
let token: string;
let live: LiveClient;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-csv-jobs-'));
const PROGRESS = `subscription($id: ID!) { importProgress(importId: $id) {
  kind status stage progress rowsTotal rowsImported bytesRead bytesTotal tableName errors { line code message fatal } } }`;

/** A stock sheet of `rows` lines, written to disk line by line. */
async function writeStockCsv(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  out.write('sku,warehouse,quantity,counted_on\r\n');
  for (let i = 1; i <= rows; i += 1) {
    if (!out.write(`SKU-${i},"Riyadh, North",${i % 50},${String((i % 28) + 1).padStart(2, '0')}/03/2024\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(file).size;
}

/** Uploads a file from disk without waiting for its table (wait=0): the answer is the queued import. */
async function uploadQueued(file: string, name: string, tableName?: string) {
  const fields = { wait: '0', ...(tableName && { table_name: tableName }) };
  return postMultipart(`${app.url}/api/stores/custom/upload-csv`, { path: file, filename: name, fields, headers: { authorization: `Bearer ${token}` } });
}

async function salesRows() {
  const rows = await app.api('GET', '/stores/custom/tables/sales/rows', { token });
  return rows.body.data.data.map((r: any) => [r.item, r.qty]);
}

before(async () => {
  app = await initTestApp({ env: { DATA_DIR: dataDir } });
  token = await signUp(app, 'Khobar Stock');
  // The table every failure below must leave as it is.
  const first = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'item,qty\nKunafa,3\nBasbousa,5\n' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.data.import.status, 'succeeded');
  live = openLiveClient(app.url, { authorization: `Bearer ${token}` });
  await live.connected;
});
after(async () => {
  await live?.close().catch(() => {});
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a queued table upload reports its progress live; queued and running ones can be cancelled and the previous table stays', async () => {
  const big = path.join(dataDir, 'big-sales.csv');
  await writeStockCsv(big, 400_000);
  const small = path.join(dataDir, 'stock.csv');
  const smallRows = 20_000;
  const smallSize = await writeStockCsv(small, smallRows);

  // A big file replacing "sales" is read through and starts loading rows.
  const running = await uploadQueued(big, 'big-sales.csv', 'sales');
  assert.equal(running.status, 202, JSON.stringify(running.body));
  assert.equal(running.body.data.import.kind, 'csv-table');
  assert.equal(running.body.data.import.table_name, 'sales');
  const bigEvents = collect(live.client, PROGRESS, { id: running.body.data.import.id });
  await bigEvents.until((results) => results.some((r) => r.data?.importProgress.stage === 'loading'));

  // A second upload waits behind it: its subscriber hears it from the queue on.
  const queued = await uploadQueued(small, 'stock.csv');
  assert.equal(queued.status, 202, JSON.stringify(queued.body));
  const stockEvents = collect(live.client, PROGRESS, { id: queued.body.data.import.id });
  await stockEvents.until((results) => results.length > 0);
  assert.equal(stockEvents.results[0].data.importProgress.status, 'queued');
  assert.equal(stockEvents.results[0].data.importProgress.tableName, 'stock');

  // A third one, cancelled while it waits, never runs.
  const third = await uploadQueued(small, 'third.csv');
  const cancelledQueued = await app.api('POST', `/stores/imports/${third.body.data.import.id}/cancel`, { token });
  assert.equal(cancelledQueued.body.data.status, 'cancelled');
  assert.equal(cancelledQueued.body.data.started_at, null);

  const cancelled = await app.api('POST', `/stores/imports/${running.body.data.import.id}/cancel`, { token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(cancelled.body.data.status, 'cancelled');
  await bigEvents.done;
  const lastBig = bigEvents.results.at(-1)!.data.importProgress;
  assert.equal(lastBig.status, 'cancelled');
  assert.deepEqual(lastBig.errors.map((e: any) => e.message), ['The upload was cancelled; the previous table of this name is unchanged.']);
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);

  await stockEvents.done;
  const progress = stockEvents.results.map((r) => r.data.importProgress);
  const last = progress.at(-1);
  assert.equal(last.status, 'succeeded', JSON.stringify(last));
  assert.deepEqual([last.progress, last.rowsTotal, last.rowsImported, last.bytesRead, last.bytesTotal], [1, smallRows, smallRows, smallSize, smallSize]);
  for (let i = 1; i < progress.length; i += 1) assert.ok(progress[i].progress >= progress[i - 1].progress, 'progress never goes back');
  // The file is opened (checking), then loaded in one read: rows and bytes so far are told on the way, and the row
  // count is not known (0) until the end, so the bytes say how far it is.
  const stages = [...new Set(progress.map((p) => p.stage).filter(Boolean))];
  assert.deepEqual(stages, ['checking', 'loading', 'saving']);
  const midway = progress.find((p) => p.stage === 'loading' && p.rowsImported > 0)!;
  assert.ok(midway.rowsImported > 0 && midway.rowsImported < smallRows, JSON.stringify(midway));
  assert.ok(midway.bytesRead > 0 && midway.bytesRead < smallSize, JSON.stringify(midway));
  assert.equal(midway.bytesTotal, smallSize);
  assert.equal(midway.rowsTotal, 0, 'a file read once has no row count while it loads');
  assert.ok(midway.progress > 0.02 && midway.progress < 0.95, JSON.stringify(midway));

  // REST reads the same import, with the table it made.
  const done = await app.api('GET', `/stores/imports/${queued.body.data.import.id}`, { token });
  assert.equal(done.body.data.status, 'succeeded');
  assert.deepEqual(done.body.data.table, { id: done.body.data.table.id, name: 'stock', row_count: smallRows });
  const rows = await app.api('GET', '/stores/custom/tables/stock/rows?limit=1&offset=19999', { token });
  assert.deepEqual(rows.body.data.data[0], { _row_id: '20000', sku: 'SKU-20000', warehouse: 'Riyadh, North', quantity: 0, counted_on: '2024-03-09' });
  // Table uploads are not the warehouse's imports: the store config does not report them.
  const config = await app.api('GET', '/stores/default', { token });
  assert.equal(config.body.data.data_warehouse.import, null);
});

test('a file with bad lines fails with each line number, in the caller language, and the previous table stays', async () => {
  const file = path.join(dataDir, 'ragged.csv');
  writeFileSync(file, 'item,qty\nMaamoul,2\nQatayef,1,extra\nGhraibeh,4\nLuqaimat,6,7,8\n');
  const queued = await uploadQueued(file, 'sales.csv');
  assert.equal(queued.status, 202);
  const events = collect(live.client, PROGRESS, { id: queued.body.data.import.id });
  await events.done;
  const last = events.results.at(-1)!.data.importProgress;
  assert.equal(last.status, 'failed');
  assert.deepEqual(last.errors.map((e: any) => [e.line, e.code, e.fatal, e.message]), [
    [3, 'raggedLine', true, 'Line 3 has more values than the header has columns.'],
    [5, 'raggedLine', true, 'Line 5 has more values than the header has columns.'],
  ]);
  const arabic = await app.api('GET', `/stores/imports/${queued.body.data.import.id}`, { token, headers: { 'accept-language': 'ar' } });
  assert.deepEqual(arabic.body.data.errors.map((e: any) => e.message), ['السطر 3 يحتوي على قيم أكثر من أعمدة صف العناوين.', 'السطر 5 يحتوي على قيم أكثر من أعمدة صف العناوين.']);
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);

  // Waiting for it (the default) answers the same failure as a 422 naming the lines.
  const waited = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'item,qty\nMaamoul,2\nQatayef,1,extra\n' });
  assert.equal(waited.status, 422);
  assert.equal(waited.body.message, 'A row has more values than the header has columns: line 3.');
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);
});

test('GraphQL answers at once with the queued import unless asked to wait; finished uploads leave no file behind', async () => {
  // The gateway streams uploads to the uploads folder and passes their id; a test may place one there the same way.
  const place = (content: string) => {
    const id = randomBytes(16).toString('hex');
    writeFileSync(path.join(uploadsDir(dataDir), id), content);
    return id;
  };
  const mutation = `mutation($input: UploadCsvTableInput!) { uploadCsvTable(input: $input) {
    import { id kind status tableName dataSource { kind } } table { name rowCount } userErrors { message } } }`;
  const now = await app.graphql(mutation, { input: { uploadId: place('item,qty\nMaamoul,2\n'), filename: 'sweets.csv' } }, token);
  const queued = now.body.data.uploadCsvTable;
  assert.ok(['queued', 'running'].includes(queued.import.status), queued.import.status);
  assert.deepEqual([queued.import.kind, queued.import.tableName, queued.import.dataSource.kind, queued.table], ['csv-table', 'sweets', 'csv', null]);
  assert.equal((await finishedImport(app, token, queued.import.id)).status, 'succeeded');

  // Naming the table replaces it; the same file name alone would make a new table.
  const waited = await app.graphql(mutation, { input: { uploadId: place('item,qty\nMaamoul,2\nGhraibeh,4\n'), filename: 'sweets.csv', tableName: 'sweets', waitSeconds: 30 } }, token);
  assert.equal(waited.body.data.uploadCsvTable.import.status, 'succeeded');
  assert.deepEqual(waited.body.data.uploadCsvTable.table, { name: 'sweets', rowCount: 2 });

  assert.deepEqual(readdirSync(uploadsDir(dataDir)), []);
  const kinds = await app.api('GET', '/stores/imports?kind=csv-table&limit=50', { token });
  assert.ok(kinds.body.data.data.length > 5);
  assert.ok(kinds.body.data.data.every((i: any) => i.kind === 'csv-table'));
});
