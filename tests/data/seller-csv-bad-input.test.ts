import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { uploadsDir } from '@dukkan/shared';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { EXPORTS, ordersTotal, registerSeller, uploadSellerCsv } from './seller-csv-helpers.ts';

let app: TestApp;
let token: string;
// A private data folder, so the uploads this file leaves behind can be counted.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bad-input-'));
before(async () => {
  app = await initTestApp({ env: { DATA_DIR: dataDir } });
  token = await registerSeller(app, 'Careful Seller');
  // The store's data before each bad upload: the four Shopify orders, which must survive every failure below.
  const first = await uploadSellerCsv(app, token, path.join(EXPORTS, 'shopify-orders.csv'));
  assert.equal(first.status, 200);
});
after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

test('a wrong file type is refused in the caller language and nothing is lost', async () => {
  const en = await uploadSellerCsv(app, token, { name: 'logo.png', content: PNG });
  assert.equal(en.status, 422);
  assert.equal(en.body.message, 'This file is not a CSV export. Upload the orders file as .csv.');
  const ar = await uploadSellerCsv(app, token, { name: 'logo.csv', content: PNG }, 'ar');
  assert.equal(ar.status, 422);
  assert.equal(ar.body.message, 'هذا الملف ليس ملف CSV: يحتوي على بيانات ثنائية.');
  const excel = await uploadSellerCsv(app, token, { name: 'orders.xlsx', content: Buffer.from('PK\u0003\u0004rest') });
  assert.match(excel.body.message, /Excel workbook/);
  assert.equal(await ordersTotal(app, token), 4);
  // Refused files are not kept on disk: only the Shopify upload (re-importable with another mapping) remains.
  assert.equal(readdirSync(uploadsDir(dataDir)).length, 1);
});

test('an empty file and a header-only file are refused', async () => {
  const empty = await uploadSellerCsv(app, token, { name: 'orders.csv', content: '' });
  assert.equal(empty.status, 422);
  assert.deepEqual(empty.body, { message: 'The file is empty.', errors: { file: ['The file is empty.'] } });
  const headerOnly = await uploadSellerCsv(app, token, { name: 'orders.csv', content: 'Order ID,Order Date,Sales\r\n' }, 'ar');
  assert.equal(headerOnly.status, 422);
  assert.equal(headerOnly.body.message, 'يحتوي الملف على صف العناوين فقط دون أي طلبات.');
  const noColumns = await uploadSellerCsv(app, token, { name: 'orders.csv', content: 'Name,Address\nabc,def\n' });
  assert.equal(noColumns.status, 422);
  assert.match(noColumns.body.message, /No order date column/);
  assert.equal(await ordersTotal(app, token), 4);
});

test('a byte that is not UTF-8 deep in a UTF-8 file fails the import with its line and keeps the previous data', async () => {
  // The first 256 KB (what the encoding is judged by) are clean UTF-8; the broken byte comes long after, on line 6002.
  const rows = Array.from({ length: 6000 }, (_, i) => `${i + 1},2024-01-01,Dates ${'x'.repeat(40)},1,10`);
  const csv = Buffer.concat([
    Buffer.from(`Order ID,Order Date,Product Name,Quantity,Sales\n${rows.join('\n')}\n6001,2024-01-02,`),
    Buffer.from([0xc3, 0x28]),
    Buffer.from(',1,20\n6002,2024-01-03,Milk,1,5\n'),
  ]);
  assert.ok(csv.length > 300_000);
  const upload = await uploadSellerCsv(app, token, { name: 'orders.csv', content: csv });
  assert.equal(upload.status, 422);
  assert.equal(upload.body.message, 'Line 6002 has characters that are not valid in UTF8.');
  assert.equal(await ordersTotal(app, token), 4);
});

test('a ragged row fails the import with its line number and keeps the previous data', async () => {
  const csv = 'Order ID,Order Date,Product Name,Quantity,Sales\n1,2024-01-01,Tea,1,10\n2,2024-01-02,Coffee,1,20,extra\n3,2024-01-03,Milk,1,5\n';
  const upload = await uploadSellerCsv(app, token, { name: 'orders.csv', content: csv });
  assert.equal(upload.status, 422);
  assert.equal(upload.body.message, 'Line 3 has a different number of columns than the header.');
  const imports = await app.api('GET', '/stores/imports', { token });
  const failed = imports.body.data.data[0];
  assert.equal(failed.status, 'failed');
  assert.deepEqual(failed.errors[0], { line: 3, code: 'raggedRow', message: 'Line 3 has a different number of columns than the header.', fatal: true });
  const ar = await app.api('GET', `/stores/imports/${failed.id}`, { token, headers: { 'accept-language': 'ar' } });
  assert.equal(ar.body.data.errors[0].message, 'السطر 3 يحتوي على عدد أعمدة مختلف عن صف العناوين.');
  assert.equal(await ordersTotal(app, token), 4);
});

test('duplicate and hostile headers are kept as data, never as SQL or markup; unreadable values are reported by line', async () => {
  const hostile = ['"; DROP TABLE warehouse.orders; --', '<script>alert(1)</script>', "=cmd|' /C calc'!A0"];
  const header = ['Order ID', 'Order Date', 'Sales', 'Sales', ...hostile.map((h) => `"${h.replace(/"/g, '""')}"`), ''].join(',');
  const rows = ['A-1,2024-02-01,10,11,x,y,z,w', 'A-2,2024-02-02,abc,12,x,y,z,w', 'A-3,2024-02-03,30,13,x,y,z,w'];
  const upload = await uploadSellerCsv(app, token, { name: 'hostile.csv', content: [header, ...rows].join('\n') });
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  const imported = upload.body.data.data_warehouse.import;
  assert.equal(imported.status, 'succeeded');
  assert.deepEqual(imported.headers, ['Order ID', 'Order Date', 'Sales', 'Sales (2)', hostile[0], hostile[1], "cmd|' /C calc'!A0", 'Column 8']);
  const messages = imported.errors.map((e: any) => e.message);
  assert.ok(messages.includes('Column 4 repeats the header "Sales"; it is kept as "Sales (2)".'), messages.join('\n'));
  assert.ok(messages.includes('Line 3: the value of "Sales" (line_total) could not be read and was left empty.'), messages.join('\n'));
  assert.equal(upload.body.data.data_warehouse.orders.total, 3);
  const orders = await app.graphql('{ warehouseOrders(first: 5) { totalCount edges { node { orderNumber total lines { total extra } } } } }', {}, token);
  const a1 = orders.body.data.warehouseOrders.edges.find((e: any) => e.node.orderNumber === 'A-1').node;
  assert.equal(a1.total, 10);
  assert.equal(a1.lines[0].extra[hostile[0]], 'x');
  assert.equal(a1.lines[0].extra['Sales (2)'], '11');
});
