import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localIdOf, uploadsDir } from '@dukkan/shared';
import { withStoreReader, storeReaderRole } from '@dukkan/data-source/database-sources/index.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUp, upload, sourcesOf, sql } from './data-sources-support.ts';

let app: TestApp;
let token: string;
let csvId: string;
// A folder of its own, so the uploads left behind can be counted.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bad-input-'));
const uploadedFiles = () => readdirSync(uploadsDir(dataDir)).sort();

before(async () => {
  app = await initTestApp({ env: { DATA_DIR: dataDir } });
  token = await signUp(app, 'Dammam Sweets');
  csvId = (await sourcesOf(app, token)).csv.id;
  const first = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'item,qty\nKunafa,3\nBasbousa,5\n' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
});
after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function salesRows() {
  const rows = await app.api('GET', '/stores/custom/tables/sales/rows', { token });
  return rows.body.data.data.map((r: any) => [r.item, r.qty]);
}

test('files that cannot become a table are refused with a clear message, and the previous table stays', async () => {
  const cases: Array<[string, { name: string; content: Buffer | string }, string]> = [
    ['spreadsheet by name', { name: 'sales.xlsx', content: 'whatever' }, 'This is an Excel workbook. Save it as CSV from Excel (File > Save As > CSV) and upload it again.'],
    ['spreadsheet by content', { name: 'sales.csv', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]) }, 'This is an Excel workbook. Save it as CSV from Excel (File > Save As > CSV) and upload it again.'],
    ['an image', { name: 'sales.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) }, 'This is not a CSV file. Save it as CSV (comma, semicolon or tab separated) and upload it again.'],
    ['binary content', { name: 'sales.csv', content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0]) }, 'This is not a CSV file. Save it as CSV (comma, semicolon or tab separated) and upload it again.'],
    ['an empty file', { name: 'sales.csv', content: '' }, 'The file is empty.'],
    ['blank lines only', { name: 'sales.csv', content: '\r\n\r\n' }, 'The file is empty.'],
    ['a header only', { name: 'sales.csv', content: 'item,qty\r\n' }, 'The file has a header row but no data rows.'],
    ['ragged rows', { name: 'sales.csv', content: 'item,qty\nKunafa,3\nBasbousa,5,extra\nMaamoul,2\nQatayef,1,2,3\n' }, 'Some rows have more values than the header has columns: lines 3, 5.'],
    ['an unclosed quote', { name: 'sales.csv', content: 'item,qty\n"Kunafa,3\nBasbousa,5\n' }, 'A quoted value is never closed (line 2).'],
  ];
  for (const [label, file, expected] of cases) {
    const response = await upload(app, token, '/stores/custom/upload-csv', file);
    assert.equal(response.status, 422, `${label}: ${JSON.stringify(response.body)}`);
    assert.equal(response.body.message, expected, label);
    assert.deepEqual(Object.keys(response.body.errors), ['file'], label);
  }
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);
  const arabic = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'item,qty\r\n' }, { locale: 'ar' });
  assert.equal(arabic.body.message, 'يحتوي الملف على صف العناوين فقط دون أي صفوف بيانات.');
  const missing = await app.api('POST', '/stores/custom/upload-csv', { token, body: {} });
  assert.equal(missing.status, 422);
  assert.equal(missing.body.message, 'Choose a CSV file to upload.');
});

test('an unreadable multipart body is a 400 and two files at once a 422, each saying what to do; the previous table stays and no upload is left behind', async () => {
  const uploadsBefore = await uploadedFiles();
  const malformed = await fetch(`${app.url}/api/stores/custom/upload-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=XYZ' },
    // The closing boundary never comes: the body ends inside the file.
    body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\n\r\nitem,qty\nKunafa,3\n',
  });
  assert.equal(malformed.status, 400);
  assert.deepEqual(await malformed.json(), { message: 'The upload could not be read (a malformed multipart body). Send the file again.' });
  const form = new FormData();
  form.append('file', new Blob(['item,qty\nKunafa,9\n']), 'one.csv');
  form.append('file', new Blob(['item,qty\nMaamoul,4\n']), 'two.csv');
  for (const [locale, expected] of [['en', 'Upload one file at a time.'], ['ar', 'ارفع ملفاً واحداً في كل مرة.']]) {
    const two = await fetch(`${app.url}/api/stores/custom/upload-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': locale }, body: form });
    assert.equal(two.status, 422);
    const body = (await two.json()) as { message: string; errors: Record<string, string[]> };
    assert.equal(body.message, expected);
    assert.deepEqual(Object.keys(body.errors), ['file']);
  }
  // The seller's orders upload is read the same way.
  const seller = await fetch(`${app.url}/api/stores/seller-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(seller.status, 422);
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);
  assert.deepEqual(await uploadedFiles(), uploadsBefore);
});

test('duplicate, empty and hostile headers and table names become harmless names', async () => {
  const hostile = '"x"", 1); DROP TABLE sales; --",Name,name,,1st,"Robert\'); DROP SCHEMA public CASCADE;--"\n1,a,b,c,d,e\n';
  const response = await upload(app, token, '/stores/custom/upload-csv', { name: 'x.csv', content: hostile }, { fields: { table_name: 'sales"; DROP TABLE sales; --' } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.name, 'sales_drop_table_sales');
  assert.deepEqual(response.body.data.columns.map((c: any) => c.name), ['x_1_drop_table_sales', 'name', 'name_2', 'column_4', 'c_1st', 'robert_drop_schema_public_cascade']);
  assert.equal(response.body.data.columns[0].label, 'x", 1); DROP TABLE sales; --');
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]], 'nothing was dropped');
  const byName = await app.api('GET', `/stores/custom/tables/${encodeURIComponent('sales; DROP TABLE sales')}/rows`, { token });
  assert.equal(byName.status, 404);
  assert.equal(byName.body.message, 'The table "sales; DROP TABLE sales" does not exist.');
  const badColumn = await app.api('POST', '/stores/custom/tables/sales/rows', { token, body: { row: { 'qty" = 0; --': 1 } } });
  assert.equal(badColumn.status, 422);
  assert.equal(badColumn.body.message, 'The column "qty" = 0; --" does not exist in "sales".');
  const badComment = await app.api('POST', `/stores/data-sources/${csvId}/column-comment`, { token, body: { table_name: 'sales', column_name: 'qty', comment: "it's'); DROP TABLE sales; --" } });
  assert.equal(badComment.status, 200);
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]]);
});

test('PostgreSQL system column names as headers become harmless names and keep the header as the label', async () => {
  const response = await upload(app, token, '/stores/custom/upload-csv', { name: 'system.csv', content: 'ctid,xmin,XMAX,cmin,cmax,tableoid,ctid_1\n1,2,3,4,5,6,7\n' });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  const columns = response.body.data.columns.map((c: any) => [c.name, c.label]);
  assert.deepEqual(columns, [['ctid_1', 'ctid'], ['xmin_1', 'xmin'], ['xmax_1', 'XMAX'], ['cmin_1', 'cmin'], ['cmax_1', 'cmax'], ['tableoid_1', 'tableoid'], ['ctid_1_2', 'ctid_1']]);
  const rows = await app.api('GET', `/stores/custom/tables/${response.body.data.name}/rows`, { token });
  assert.deepEqual(rows.body.data.data.map(({ _row_id, ...row }: any) => row), [{ ctid_1: 1, xmin_1: 2, xmax_1: 3, cmin_1: 4, cmax_1: 5, tableoid_1: 6, ctid_1_2: 7 }]);
});

test('rows with fewer values than the header are refused by line, like rows with more; a trailing empty line is fine', async () => {
  const cases: Array<[string, string, string, string]> = [
    ['a short row', 'item,qty\nKunafa,3\nBasbousa\n', 'A row has fewer values than the header has columns: line 3.', 'أحد الصفوف يحتوي على قيم أقل من أعمدة صف العناوين: السطر 3.'],
    ['short rows', 'item,qty\nKunafa\nBasbousa,5\nMaamoul\n', 'Some rows have fewer values than the header has columns: lines 2, 4.', 'بعض الصفوف تحتوي على قيم أقل من أعمدة صف العناوين: الأسطر 2، 4.'],
    ['a long row', 'item,qty\nKunafa,3\nBasbousa,5\nMaamoul,2,extra\n', 'A row has more values than the header has columns: line 4.', 'أحد الصفوف يحتوي على قيم أكثر من أعمدة صف العناوين: السطر 4.'],
    ['short and long rows', 'item,qty\nKunafa\nBasbousa,5,extra\n', 'Some rows do not have one value for each column of the header: lines 2, 3.', 'بعض الصفوف لا تحتوي على قيمة لكل عمود من أعمدة صف العناوين: الأسطر 2، 3.'],
  ];
  for (const [label, content, english, arabic] of cases) {
    const response = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content });
    assert.equal(response.status, 422, `${label}: ${JSON.stringify(response.body)}`);
    assert.equal(response.body.message, english, label);
    assert.deepEqual(response.body.errors, { file: [english] }, label);
    const inArabic = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content }, { locale: 'ar' });
    assert.equal(inArabic.body.message, arabic, label);
  }
  assert.deepEqual(await salesRows(), [['Kunafa', 3], ['Basbousa', 5]], 'the previous table is untouched');
  // The import itself keeps each problem with its line.
  const queued = await upload(app, token, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'a,b\n1,2\n3\n' }, { fields: { wait: '0' } });
  assert.equal(queued.status, 202, JSON.stringify(queued.body));
  let job: any;
  for (let i = 0; i < 100 && job?.status !== 'failed'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (await app.api('GET', `/stores/imports/${queued.body.data.import.id}`, { token })).body.data;
  }
  assert.deepEqual(job.errors.map((e: any) => [e.line, e.code, e.message]), [[3, 'shortLine', 'Line 3 has fewer values than the header has columns.']]);
  // Blank lines at the end (or anywhere) are not rows.
  const trailing = await upload(app, token, '/stores/custom/upload-csv', { name: 'trailing.csv', content: 'a,b\n1,2\n3,4\n\n\r\n' });
  assert.equal(trailing.status, 200, JSON.stringify(trailing.body));
  assert.equal(trailing.body.data.row_count, 2);
});

test('a column comment without a table name is refused as such, in the caller language', async () => {
  const missing = await app.api('POST', `/stores/data-sources/${csvId}/column-comment`, { token, body: {} });
  assert.equal(missing.status, 422, JSON.stringify(missing.body));
  assert.deepEqual(missing.body, { message: 'Give the table name (table_name).', errors: { table_name: ['Give the table name (table_name).'] } });
  const arabic = await app.api('POST', `/stores/data-sources/${csvId}/table-comment`, { token, headers: { 'x-locale': 'ar' }, body: { table_name: '  ', comment: 'x' } });
  assert.equal(arabic.status, 422);
  assert.equal(arabic.body.message, 'أدخل اسم الجدول (table_name).');
});

test("one store never sees another store's custom tables: REST, GraphQL, or SQL as the store's reader role", async () => {
  const other = await signUp(app, 'Other Sweets');
  for (const route of ['/stores/custom/tables/sales/rows', '/stores/custom/tables/sales/columns', `/stores/data-sources/${csvId}/tables`]) {
    const response = await app.api('GET', route, { token: other });
    assert.equal(response.status, 404, route);
  }
  const list = await app.api('GET', '/stores/custom/tables', { token: other });
  assert.deepEqual(list.body.data.data, []);
  const add = await app.api('POST', '/stores/custom/tables/sales/rows', { token: other, body: { row: { item: 'x', qty: 1 } } });
  assert.equal(add.status, 404);
  const upload404 = await upload(app, other, `/stores/data-sources/${csvId}/upload-csv`, { name: 'a.csv', content: 'a\n1\n' });
  assert.equal(upload404.status, 404);
  const tableId = (await app.api('GET', '/stores/custom/tables', { token })).body.data.data.find((t: any) => t.name === 'sales').id;
  const node = await app.graphql(`{ node(id: "${tableId}") { ... on DataTable { name } } }`, {}, other);
  assert.equal(node.body.data.node, null);

  const mine = localIdOf((await app.api('GET', '/stores/default', { token })).body.data.id, 'Store')!;
  const theirs = localIdOf((await app.api('GET', '/stores/default', { token: other })).body.data.id, 'Store')!;
  await upload(app, other, '/stores/custom/upload-csv', { name: 'sales.csv', content: 'item,qty\nTheirs,1\n' });
  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
  try {
    const own = await withStoreReader(pool, theirs, (client) => client.query('SELECT item FROM sales'));
    assert.deepEqual(own.rows, [{ item: 'Theirs' }], 'the search path finds the store’s own table');
    await assert.rejects(withStoreReader(pool, theirs, (client) => client.query(`SELECT * FROM store_${mine}.sales`)), /permission denied for schema/);
    await assert.rejects(withStoreReader(pool, theirs, (client) => client.query('SELECT * FROM public.data_source')), /permission denied/);
    await assert.rejects(withStoreReader(pool, mine, (client) => client.query('DELETE FROM sales')), /read-only transaction/);
  } finally {
    await pool.end();
  }
  const [role] = await sql(app, 'SELECT rolcanlogin, rolsuper FROM pg_roles WHERE rolname = $1', [storeReaderRole(mine)]);
  assert.deepEqual(role, { rolcanlogin: false, rolsuper: false });
});
