import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { uploadsDir } from '@dukkan/shared';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUp, upload, sourcesOf } from './data-sources-support.ts';

/** Uploads whose names clean up to the same table name: a new table each time, unless the seller asks to replace one. */
let app: TestApp;
let token: string;
let csvId: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-table-names-'));

before(async () => {
  app = await initTestApp({ env: { DATA_DIR: dataDir } });
  token = await signUp(app, 'Dammam Dates');
  csvId = (await sourcesOf(app, token)).csv.id;
});
after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rowsOf = async (sourceId: string, table: string) =>
  (await app.api('GET', `/stores/data-sources/${sourceId}/tables/${encodeURIComponent(table)}/rows?limit=50`, { token })).body.data.data.map(({ _row_id, ...row }: any) => row);
const tablesOf = async (sourceId: string) =>
  (await app.api('GET', `/stores/data-sources/${sourceId}/tables`, { token })).body.data.data.map((t: any) => [t.name, t.label]);

const UPLOAD = `mutation($input: UploadCsvTableInput!) { uploadCsvTable(input: $input) {
  import { status tableName replacesTable tableReplaced } table { name label rowCount } userErrors { field message } } }`;
/** A file placed where the gateway puts streamed uploads, for GraphQL's uploadCsvTable. */
function placed(content: string): string {
  const id = randomBytes(16).toString('hex');
  writeFileSync(path.join(uploadsDir(dataDir), id), content);
  return id;
}

test('a second file whose name cleans up to the same table name becomes a new table; the first keeps its hand-entered row', async () => {
  const first = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'Sales-2024.csv', content: 'item,qty\nDates,3\n' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.data.name, 'sales_2024');
  const added = await app.api('POST', `/stores/data-sources/${csvId}/tables/sales_2024/rows`, { token, body: { row: { item: 'Hand-entered', qty: 7 } } });
  assert.equal(added.status, 201, JSON.stringify(added.body));

  const second = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'sales 2024.csv', content: 'item,qty\nCoffee,9\n' });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  assert.equal(second.body.data.name, 'sales_2024_2');
  assert.equal(second.body.data.label, 'sales 2024.csv');
  assert.equal(second.body.data.import.table_name, 'sales_2024_2');
  assert.deepEqual(await rowsOf(csvId, 'sales_2024'), [{ item: 'Dates', qty: 3 }, { item: 'Hand-entered', qty: 7 }]);
  assert.deepEqual(await rowsOf(csvId, 'sales_2024_2'), [{ item: 'Coffee', qty: 9 }]);
  assert.deepEqual(await tablesOf(csvId), [['sales_2024', 'Sales-2024.csv'], ['sales_2024_2', 'sales 2024.csv']]);
});

test('symbol-only and hostile file names each get their own table instead of overwriting "table"', async () => {
  const names = [];
  for (const [index, name] of ['😀.csv', "'); --.csv", '؟؟.csv'].entries()) {
    const response = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name, content: `note\nfile ${index + 1}\n` });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    names.push([response.body.data.name, response.body.data.label]);
  }
  assert.deepEqual(names, [['table', '😀.csv'], ['table_2', "'); --.csv"], ['table_3', '؟؟.csv']]);
  assert.deepEqual(await rowsOf(csvId, 'table'), [{ note: 'file 1' }]);
});

test('a table uploaded to a second CSV source never replaces the default source’s table of the same name', async () => {
  const added = await app.api('POST', '/stores/data-sources', { token, body: { type: 'csv', name: 'Branch files' } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const branchId = added.body.data.id;
  const sales = await upload(app, token, `/stores/data-sources/${branchId}/upload-csv`, { name: 'Sales-2024.csv', content: 'item,qty\nBranch,1\n' });
  assert.equal(sales.status, 200, JSON.stringify(sales.body));
  assert.equal(sales.body.data.name, 'sales_2024_3');
  // Naming the default source's table from another source is not a request to replace it either.
  const named = await upload(app, token, `/stores/data-sources/${branchId}/upload-csv`, { name: 'x.csv', content: 'item,qty\nBranch,2\n' }, { fields: { table_name: 'sales_2024' } });
  assert.equal(named.body.data.name, 'sales_2024_4');
  assert.deepEqual(await rowsOf(csvId, 'sales_2024'), [{ item: 'Dates', qty: 3 }, { item: 'Hand-entered', qty: 7 }]);
  assert.deepEqual((await tablesOf(branchId)).map(([name]: string[]) => name), ['sales_2024_3', 'sales_2024_4']);
});

test('naming an existing table replaces it, and the answer says it replaced rather than created', async () => {
  const before = (await app.api('GET', `/stores/data-sources/${csvId}/tables/sales_2024/columns`, { token })).status;
  assert.equal(before, 200);
  // The table's own screen re-uploads with its SQL name: the rows, hand-entered ones included, are the new file's.
  const again = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'new export.csv', content: 'item,qty\nFigs,4\n' }, { fields: { table_name: 'sales_2024' } });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.data.name, 'sales_2024');
  assert.equal(again.body.data.label, 'Sales-2024.csv', 'a replaced table keeps its label');
  assert.deepEqual(await rowsOf(csvId, 'sales_2024'), [{ item: 'Figs', qty: 4 }]);

  const replaced = await app.graphql(UPLOAD, { input: { uploadId: placed('item,qty\nTea,2\n'), filename: 'tea.csv', tableName: 'sales_2024', replace: true, waitSeconds: 30 } }, token);
  assert.deepEqual(replaced.body.data.uploadCsvTable.import, { status: 'succeeded', tableName: 'sales_2024', replacesTable: true, tableReplaced: true });
  const created = await app.graphql(UPLOAD, { input: { uploadId: placed('item,qty\nTea,2\n'), filename: 'tea.csv', tableName: 'sales_2024', replace: false, waitSeconds: 30 } }, token);
  assert.deepEqual(created.body.data.uploadCsvTable.import, { status: 'succeeded', tableName: 'sales_2024_5', replacesTable: false, tableReplaced: false });
  assert.deepEqual(await rowsOf(csvId, 'sales_2024'), [{ item: 'Tea', qty: 2 }]);

  const missing = await app.graphql(UPLOAD, { input: { uploadId: placed('item,qty\nTea,2\n'), filename: 'tea.csv', tableName: 'no_such_table', replace: true } }, token);
  assert.deepEqual(missing.body.data.uploadCsvTable.userErrors, [{ field: 'table_name', message: 'There is no table "no_such_table" in this source to replace.' }]);
});

test('an Arabic table name keeps its wording as the label', async () => {
  const response = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'export.csv', content: 'item,qty\nDates,3\n' }, { fields: { table_name: 'مبيعات الرياض' } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.name, 'mbyaat_alryad');
  assert.equal(response.body.data.label, 'مبيعات الرياض');
});

test('REST asks for a replace with `replace` and reports it in data.import: replaces_table and table_replaced', async () => {
  const path = `/stores/data-sources/${csvId}/upload-csv`;
  const first = await upload(app, token, path, { name: 'stock.csv', content: 'item,qty\nDates,1\n' });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.data.name, 'stock');
  assert.deepEqual([first.body.data.import.replaces_table, first.body.data.import.table_replaced], [false, false]);

  // replace=true with the table's name: the same table, now the new file's rows, and the answer says so.
  const replaced = await upload(app, token, path, { name: 'any name.csv', content: 'item,qty\nFigs,2\n' }, { fields: { table_name: 'stock', replace: 'true' } });
  assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
  assert.equal(replaced.body.data.name, 'stock');
  assert.deepEqual([replaced.body.data.import.replaces_table, replaced.body.data.import.table_replaced], [true, true]);
  assert.deepEqual(await rowsOf(csvId, 'stock'), [{ item: 'Figs', qty: 2 }]);

  // replace=false with that exact name: a new table; the old one keeps its rows.
  const kept = await upload(app, token, `${path}?replace=false`, { name: 'stock.csv', content: 'item,qty\nTea,3\n' }, { fields: { table_name: 'stock' } });
  assert.equal(kept.status, 200, JSON.stringify(kept.body));
  assert.equal(kept.body.data.name, 'stock_2');
  assert.deepEqual([kept.body.data.import.replaces_table, kept.body.data.import.table_replaced], [false, false]);
  assert.deepEqual(await rowsOf(csvId, 'stock'), [{ item: 'Figs', qty: 2 }]);

  // Without waiting, the queued import already says what was asked.
  const queued = await upload(app, token, path, { name: 'stock.csv', content: 'item,qty\nRice,4\n' }, { fields: { table_name: 'stock', replace: '1', wait: '0' } });
  assert.equal(queued.status, 202, JSON.stringify(queued.body));
  assert.equal(queued.body.data.import.replaces_table, true);
  let done: any;
  for (let i = 0; i < 100 && done?.status !== 'succeeded'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    done = (await app.api('GET', `/stores/imports/${queued.body.data.import.id}`, { token })).body.data;
  }
  assert.deepEqual([done.status, done.replaces_table, done.table_replaced], ['succeeded', true, true]);

  // A table the source does not have cannot be replaced; a replace that is not yes or no is refused.
  const missing = await upload(app, token, path, { name: 'x.csv', content: 'item,qty\nTea,3\n' }, { fields: { table_name: 'no_such_table', replace: 'true' } });
  assert.equal(missing.status, 422);
  assert.deepEqual(missing.body.errors, { table_name: ['There is no table "no_such_table" in this source to replace.'] });
  const unclear = await upload(app, token, path, { name: 'x.csv', content: 'item,qty\nTea,3\n' }, { fields: { replace: 'maybe' } });
  assert.equal(unclear.status, 422);
  assert.deepEqual(unclear.body, { message: 'replace must be true or false.', errors: { replace: ['replace must be true or false.'] } });
  const unclearAr = await upload(app, token, path, { name: 'x.csv', content: 'item,qty\nTea,3\n' }, { fields: { replace: 'maybe' }, locale: 'ar' });
  assert.equal(unclearAr.body.message, 'يجب أن تكون قيمة replace إما true أو false.');

  // The OpenAPI document tells REST callers about both.
  const document = (await app.api('GET', '/openapi.json')).body;
  const operation = document.paths['/stores/data-sources/{id}/upload-csv'].post;
  assert.equal(operation.requestBody.content['multipart/form-data'].schema.properties.replace.type, 'boolean');
  assert.ok(operation.parameters.some((parameter: any) => parameter.name === 'replace' && parameter.in === 'query'));
});

test('eight uploads at once under one name become that name and its next seven numbers, each with its own rows', async () => {
  const uploads = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
    upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: `branch-${n}.csv`, content: `branch,sales\nbranch ${n},${n * 100}\n` }, { fields: { table_name: 'conc' } })));
  for (const response of uploads) assert.equal(response.status, 200, JSON.stringify(response.body));
  const names = uploads.map((response) => response.body.data.name as string);
  assert.deepEqual([...names].sort(), ['conc', 'conc_2', 'conc_3', 'conc_4', 'conc_5', 'conc_6', 'conc_7', 'conc_8']);
  // Each table holds the file that asked for it: nothing was mixed up or overwritten.
  for (const [index, name] of names.entries()) assert.deepEqual(await rowsOf(csvId, name), [{ branch: `branch ${index + 1}`, sales: (index + 1) * 100 }]);
});
