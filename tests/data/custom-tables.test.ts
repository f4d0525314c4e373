import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import iconv from 'iconv-lite';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import pg from 'pg';
import { localIdOf, readSettings } from '@dukkan/shared';
import { listAskableTables, runReadOnly } from '@dukkan/data-source/database-sources/index.ts';
import { signUp, upload, sourcesOf, sql } from './data-sources-support.ts';

let app: TestApp;
let token: string;
let csvId: string;

before(async () => {
  app = await initTestApp();
  token = await signUp(app, 'Jeddah Perfumes');
  csvId = (await sourcesOf(app, token)).csv.id;
});
after(async () => {
  await app?.close();
});

const typesOf = (table: any) => Object.fromEntries(table.columns.map((c: any) => [c.name, c.type]));

test('a comma CSV becomes a table with inferred types, listed with its columns and rows', async () => {
  const lines = ['order_id,ordered_on,customer,total,paid,shipped_at'];
  for (let i = 1; i <= 25; i += 1) lines.push(`${i},${String(i).padStart(2, '0')}/12/2023,"Customer, ${i}",${i}9.50,${i % 2 ? 'yes' : 'no'},2023-12-${String(i).padStart(2, '0')} 10:1${i % 10}:00`);
  const uploaded = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'December Orders.csv', content: lines.join('\n') });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.equal(uploaded.body.data.name, 'december_orders');
  assert.equal(uploaded.body.data.row_count, 25);
  assert.deepEqual(typesOf(uploaded.body.data), { order_id: 'integer', ordered_on: 'date', customer: 'text', total: 'decimal', paid: 'boolean', shipped_at: 'timestamp' });

  const tables = await app.api('GET', `/stores/data-sources/${csvId}/tables`, { token });
  assert.deepEqual(tables.body.data.data.map((t: any) => t.name), ['december_orders']);
  const columns = await app.api('GET', `/stores/data-sources/${csvId}/tables/december_orders/columns`, { token });
  assert.deepEqual(columns.body.data.data.map((c: any) => c.name), ['order_id', 'ordered_on', 'customer', 'total', 'paid', 'shipped_at']);

  const firstPage = await app.api('GET', `/stores/data-sources/${csvId}/tables/december_orders/rows`, { token });
  assert.equal(firstPage.body.data.data.length, 10);
  assert.equal(firstPage.body.data.total, 25);
  assert.deepEqual(firstPage.body.data.data[0], {
    _row_id: '1', order_id: 1, ordered_on: '2023-12-01', customer: 'Customer, 1', total: '19.50', paid: true, shipped_at: '2023-12-01 10:11:00',
  });
  const lastPage = await app.api('GET', `/stores/data-sources/${csvId}/tables/december_orders/rows?limit=10&offset=20`, { token });
  assert.deepEqual(lastPage.body.data.data.map((r: any) => r.order_id), [21, 22, 23, 24, 25]);
  // The older custom-table calls see the same table.
  const legacy = await app.api('GET', '/stores/custom/tables/december_orders/rows?limit=2&offset=1', { token });
  assert.deepEqual(legacy.body.data.data.map((r: any) => r.order_id), [2, 3]);
});

test('semicolon, tab, quoted fields, BOM and CRLF files read as the seller wrote them', async () => {
  // Prices with a decimal comma and dots between thousands, as Excel writes them where files are semicolon separated:
  // numbers that sum (they were kept as text, and "sum of price" could not be answered).
  const semicolon = await upload(app, token, '/stores/custom/upload-csv', { name: 'prices.csv', content: 'product;price;note\r\n"Oud; royal";1.250,50;"said ""best"""\r\nMusk;80;\r\nAmber;12,5;\r\n' });
  assert.equal(semicolon.status, 200, JSON.stringify(semicolon.body));
  assert.deepEqual(typesOf(semicolon.body.data), { product: 'text', price: 'decimal', note: 'text' });
  const rows = await app.api('GET', '/stores/custom/tables/prices/rows', { token });
  assert.deepEqual(rows.body.data.data.map(({ _row_id, ...r }: any) => r), [
    { product: 'Oud; royal', price: '1250.50', note: 'said "best"' },
    { product: 'Musk', price: '80', note: null },
    { product: 'Amber', price: '12.5', note: null },
  ]);
  // A price typed by hand the same way is read the same way.
  const added = await app.api('POST', '/stores/custom/tables/prices/rows', { token, body: { row: { product: 'Rose', price: '7,25' } } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const all = await app.api('GET', '/stores/custom/tables/prices/rows?limit=10', { token });
  assert.equal(all.body.data.data.reduce((sum: number, row: any) => sum + Number(row.price), 0), 1350.25);
  const tab = await upload(app, token, `/stores/data-sources/${csvId}/upload`, { name: 'stock.tsv', content: '\uFEFFsku\tqty\tupdated\r\nA-1\t4\t31/01/2024\r\nB-2\t0\t01/02/2024\r\n' });
  assert.equal(tab.status, 200, JSON.stringify(tab.body));
  assert.equal(tab.body.data.delimiter, '\t');
  assert.deepEqual(typesOf(tab.body.data), { sku: 'text', qty: 'integer', updated: 'date' });
  const stock = await app.api('GET', '/stores/custom/tables/stock/rows', { token });
  assert.deepEqual(stock.body.data.data.map((r: any) => r.updated), ['2024-01-31', '2024-02-01']);
});

test('Arabic headers keep their meaning as labels, in UTF-8 and in Windows-1256 Excel files', async () => {
  const content = 'المنتج,الكمية,السعر,تاريخ الطلب\r\nعود ملكي,2,350.5,31/12/2023\r\nمسك,1,80,15/01/2024\r\n';
  const utf8 = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'مبيعات.csv', content });
  assert.equal(utf8.status, 200, JSON.stringify(utf8.body));
  assert.equal(utf8.body.data.name, 'mbyaat');
  assert.deepEqual(utf8.body.data.columns.map((c: any) => [c.name, c.label, c.type]), [
    ['almntj', 'المنتج', 'text'], ['alkmya', 'الكمية', 'integer'], ['alsar', 'السعر', 'decimal'], ['tarykh_altlb', 'تاريخ الطلب', 'date'],
  ]);
  const windows = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'excel.csv', content: iconv.encode(content, 'windows-1256') });
  assert.equal(windows.status, 200, JSON.stringify(windows.body));
  assert.equal(windows.body.data.encoding, 'windows-1256');
  assert.deepEqual(windows.body.data.columns.map((c: any) => c.label), ['المنتج', 'الكمية', 'السعر', 'تاريخ الطلب']);
  const rows = await app.api('GET', '/stores/custom/tables/excel/rows', { token });
  assert.deepEqual(rows.body.data.data.map((r: any) => [r.almntj, r.tarykh_altlb]), [['عود ملكي', '2023-12-31'], ['مسك', '2024-01-15']]);
});

test('a Windows-1256 file whose Arabic starts far down is still read as Arabic', async () => {
  const ascii = Array.from({ length: 30_000 }, (_, i) => `${i + 1},Jeddah`).join('\r\n');
  const content = iconv.encode(`id,city\r\n${ascii}\r\n30001,الرياض\r\n`, 'windows-1256');
  assert.ok(content.length > 256 * 1024);
  const uploaded = await upload(app, token, '/stores/custom/upload-csv', { name: 'cities.csv', content });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.equal(uploaded.body.data.encoding, 'windows-1256');
  const last = await app.api('GET', '/stores/custom/tables/cities/rows?limit=1&offset=30000', { token });
  assert.deepEqual(last.body.data.data[0], { _row_id: '30001', id: 30001, city: 'الرياض' });
});

test('a value far down that the first rows\' types cannot hold is kept: the column takes the type every row fits', async () => {
  // Rows are loaded as they are read, typed from the first 10,000; row 12,001 says code is text and paid a decimal.
  const rows = Array.from({ length: 12_000 }, (_, i) => `${i + 1},${i % 50},2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
  const content = `code,paid,day\n${rows.join('\n')}\nA-12001,2.5,2024-02-01\n`;
  const uploaded = await upload(app, token, '/stores/custom/upload-csv', { name: 'codes.csv', content: Buffer.from(content) });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.equal(uploaded.body.data.row_count, 12_001);
  assert.deepEqual(typesOf(uploaded.body.data), { code: 'text', paid: 'decimal', day: 'date' });
  const first = await app.api('GET', '/stores/custom/tables/codes/rows?limit=1&offset=0', { token });
  assert.deepEqual(first.body.data.data[0], { _row_id: '1', code: '1', paid: '0', day: '2024-01-01' });
  const last = await app.api('GET', '/stores/custom/tables/codes/rows?limit=1&offset=12000', { token });
  assert.deepEqual(last.body.data.data[0], { _row_id: '12001', code: 'A-12001', paid: '2.5', day: '2024-02-01' });
});

test('text keeps its tabs, newlines, backslashes and a literal \\N; an empty number is empty, not zero', async () => {
  const content = 'note,qty\n"tab\there",1\n"two\nlines",2\n"C:\\path\\file",3\n"\\N",\n';
  const uploaded = await upload(app, token, '/stores/custom/upload-csv', { name: 'notes.csv', content });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.deepEqual(typesOf(uploaded.body.data), { note: 'text', qty: 'integer' });
  const rows = await app.api('GET', '/stores/custom/tables/notes/rows?limit=10', { token });
  assert.deepEqual(rows.body.data.data.map((r: any) => [r.note, r.qty]), [['tab\there', 1], ['two\nlines', 2], ['C:\\path\\file', 3], ['\\N', null]]);
});

test('every line reads the same whether the database gets it as written or written out again', async () => {
  // Lines whose cells all read as written go to PostgreSQL's CSV reader untouched; the others are rewritten first.
  const content = [
    'name,qty,price,day,note',
    'Plain,1,2.50,2024-01-05,ok',
    '"Quoted, name",2,3.00,2024-01-06,"said ""hi"""',
    'ab"c,3,1.00,2024-01-07,x"y',
    'Spaces, 4 ,"1,234.50",07/01/2024,   ',
    '"",5,"",2024-01-08,""',
    'Carriage\rinside,6,1,2024-01-09,cr',
    'Trailing,7,1,2024-01-10,t,,',
  ].join('\n');
  const uploaded = await upload(app, token, '/stores/custom/upload-csv', { name: 'mixed lines.csv', content });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.deepEqual(typesOf(uploaded.body.data), { name: 'text', qty: 'integer', price: 'decimal', day: 'date', note: 'text' });
  const rows = await app.api('GET', '/stores/custom/tables/mixed_lines/rows?limit=10', { token });
  assert.deepEqual(rows.body.data.data, [
    { _row_id: '1', name: 'Plain', qty: 1, price: '2.50', day: '2024-01-05', note: 'ok' },
    { _row_id: '2', name: 'Quoted, name', qty: 2, price: '3.00', day: '2024-01-06', note: 'said "hi"' },
    { _row_id: '3', name: 'ab"c', qty: 3, price: '1.00', day: '2024-01-07', note: 'x"y' },
    { _row_id: '4', name: 'Spaces', qty: 4, price: '1234.50', day: '2024-01-07', note: null },
    { _row_id: '5', name: null, qty: 5, price: null, day: '2024-01-08', note: null },
    { _row_id: '6', name: 'Carriage\rinside', qty: 6, price: '1', day: '2024-01-09', note: 'cr' },
    { _row_id: '7', name: 'Trailing', qty: 7, price: '1', day: '2024-01-10', note: 't' },
  ]);
  // A cell that is PostgreSQL's end-of-data mark, alone on its line, is just text.
  const marks = await upload(app, token, '/stores/custom/upload-csv', { name: 'marks.csv', content: 'code\nA\n\\.\nB\n' });
  assert.equal(marks.status, 200, JSON.stringify(marks.body));
  const codes = await app.api('GET', '/stores/custom/tables/marks/rows', { token });
  assert.deepEqual(codes.body.data.data.map((r: any) => r.code), ['A', '\\.', 'B']);
  // Rows added later are numbered on from the file's last.
  const added = await app.api('POST', '/stores/custom/tables/marks/rows', { token, body: { row: { code: 'C' } } });
  assert.equal(added.body.data._row_id, '4');
});

test('rows can be added and edited; a bad value is refused with a clear message in the caller language', async () => {
  await upload(app, token, '/stores/custom/upload-csv', { name: 'stock-levels.csv', content: 'sku,qty,checked_on\nA,1,2024-01-01\n' });
  const added = await app.api('POST', '/stores/custom/tables/stock_levels/rows', { token, body: { row: { sku: 'B', qty: '7', checked_on: '02/01/2024' } } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.deepEqual(added.body.data, { _row_id: '2', sku: 'B', qty: 7, checked_on: '2024-01-02' });
  const edited = await app.api('PATCH', `/stores/data-sources/${csvId}/tables/stock_levels/rows`, { token, body: { rows: [{ _row_id: 1, qty: 3 }, { _row_id: 2, sku: 'B2' }] } });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  const rows = await app.api('GET', '/stores/custom/tables/stock_levels/rows', { token });
  assert.deepEqual(rows.body.data.data.map((r: any) => [r.sku, r.qty]), [['A', 3], ['B2', 7]]);

  const bad = await app.api('POST', '/stores/custom/tables/stock_levels/rows', { token, body: { row: { qty: 'many' } } });
  assert.equal(bad.status, 422);
  assert.equal(bad.body.message, '"many" is not a valid integer for "qty".');
  const badAr = await app.api('PATCH', '/stores/custom/tables/stock_levels/rows', { token, headers: { 'accept-language': 'ar' }, body: { rows: [{ _row_id: 1, qty: 5 }, { _row_id: 99, qty: 1 }] } });
  assert.equal(badAr.status, 422);
  assert.equal(badAr.body.message, 'الصف 99 غير موجود.');
  // All or none: the first edit of the refused batch was not saved.
  const after = await app.api('GET', '/stores/custom/tables/stock_levels/rows', { token });
  assert.equal(after.body.data.data[0].qty, 3);
});

test('a bad value names the column type in the caller language: integer, date, decimal, yes/no, date and time', async () => {
  const uploaded = await upload(app, token, `/stores/data-sources/${csvId}/upload-csv`, { name: 'good.csv', content: 'order_id,ordered_on,total,paid,shipped_at\n1,2024-01-05,19.50,yes,2024-01-05 10:15:00\n' });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  assert.deepEqual(typesOf(uploaded.body.data), { order_id: 'integer', ordered_on: 'date', total: 'decimal', paid: 'boolean', shipped_at: 'timestamp' });
  const cases: Array<[string, string, string]> = [
    ['order_id', '"abc" is not a valid integer for "order_id".', 'القيمة "abc" غير صالحة للعمود "order_id"؛ المتوقع: عدد صحيح.'],
    ['ordered_on', '"abc" is not a valid date for "ordered_on".', 'القيمة "abc" غير صالحة للعمود "ordered_on"؛ المتوقع: تاريخ.'],
    ['total', '"abc" is not a valid decimal for "total".', 'القيمة "abc" غير صالحة للعمود "total"؛ المتوقع: عدد عشري.'],
    ['paid', '"abc" is not a valid yes/no value for "paid".', 'القيمة "abc" غير صالحة للعمود "paid"؛ المتوقع: قيمة نعم/لا.'],
    ['shipped_at', '"abc" is not a valid date and time for "shipped_at".', 'القيمة "abc" غير صالحة للعمود "shipped_at"؛ المتوقع: تاريخ ووقت.'],
  ];
  for (const [column, english, arabic] of cases) {
    const en = await app.api('POST', `/stores/data-sources/${csvId}/tables/good/rows`, { token, body: { row: { [column]: 'abc' } } });
    assert.equal(en.status, 422, column);
    assert.equal(en.body.message, english);
    const ar = await app.api('POST', `/stores/data-sources/${csvId}/tables/good/rows`, { token, headers: { 'x-locale': 'ar' }, body: { row: { [column]: 'abc' } } });
    assert.equal(ar.status, 422, column);
    assert.equal(ar.body.message, arabic);
    assert.deepEqual(ar.body.errors, { [column]: [arabic] });
  }
  // A whole number past what the column holds is refused the same way, on adding and on editing (it was a 500).
  const huge = await app.api('POST', `/stores/data-sources/${csvId}/tables/good/rows`, { token, body: { row: { order_id: 99999999999999 } } });
  assert.deepEqual([huge.status, huge.body.message], [422, '"99999999999999" is not a valid integer for "order_id".']);
  const edited = await app.api('PATCH', `/stores/data-sources/${csvId}/tables/good/rows`, { token, body: { rows: [{ _row_id: '1', order_id: 3000000000 }] } });
  assert.deepEqual([edited.status, edited.body.message], [422, '"3000000000" is not a valid integer for "order_id".']);
});

test('column and table comments teach what the data means: shown in the API and stored as PostgreSQL comments', async () => {
  await upload(app, token, '/stores/custom/upload-csv', { name: 'returns.csv', content: 'رقم الطلب,reason_code\n1001,R2\n' });
  const column = await app.api('POST', `/stores/data-sources/${csvId}/column-comment`, { token, body: { table_name: 'returns', column_name: 'reason_code', comment: 'R1 damaged, R2 wrong size' } });
  assert.equal(column.status, 200, JSON.stringify(column.body));
  const table = await app.api('POST', `/stores/data-sources/${csvId}/column-comment`, { token, body: { table_name: 'returns', comment: 'Returns logged by the warehouse team' } });
  assert.equal(table.body.data.comment, 'Returns logged by the warehouse team');
  const columns = await app.api('GET', '/stores/custom/tables/returns/columns', { token });
  assert.deepEqual(columns.body.data.data.map((c: any) => [c.name, c.label, c.comment]), [['rqm_altlb', 'رقم الطلب', null], ['reason_code', 'reason_code', 'R1 damaged, R2 wrong size']]);
  const [stored] = await sql(app, `SELECT obj_description(c.oid, 'pg_class') AS t, col_description(c.oid, 2) AS a, col_description(c.oid, 3) AS b
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname LIKE 'store_%' AND c.relname = 'returns'`);
  assert.deepEqual(stored, { t: 'returns.csv — Returns logged by the warehouse team', a: 'رقم الطلب', b: 'R1 damaged, R2 wrong size' });
  // A re-upload keeps what the seller taught.
  await upload(app, token, '/stores/custom/upload-csv', { name: 'returns.csv', content: 'رقم الطلب,reason_code\n1002,R1\n' });
  const again = await app.api('GET', '/stores/custom/tables/returns/columns', { token });
  assert.equal(again.body.data.data[1].comment, 'R1 damaged, R2 wrong size');
  const graph = await app.graphql('{ customTable(name: "returns") { comment columns { name comment } } }', {}, token);
  assert.equal(graph.body.data.customTable.comment, 'Returns logged by the warehouse team');
});

test('the question engine sees CSV tables with labels, comments and samples, and queries them as the store', async () => {
  const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
  try {
    const storeId = localIdOf((await app.api('GET', '/stores/default', { token })).body.data.id, 'Store')!;
    const tables = await listAskableTables(pool, storeId);
    const orders = tables.find((t) => t.table === 'december_orders')!;
    assert.equal(orders.sourceKind, 'csv');
    assert.equal(orders.engine, 'postgresql');
    assert.equal(orders.schema, `store_${storeId}`);
    assert.deepEqual(orders.columns.find((c) => c.name === 'customer')!.sampleValues.slice(0, 2), ['Customer, 1', 'Customer, 2']);
    const returns = tables.find((t) => t.table === 'returns')!;
    assert.equal(returns.comment, 'Returns logged by the warehouse team');
    assert.equal(returns.columns[0].label, 'رقم الطلب');
    const result = await runReadOnly({ pool, settings: readSettings({ ...process.env, NODE_ENV: 'test' }) }, storeId, csvId, 'SELECT count(*)::int AS n, sum(total)::text AS sales FROM december_orders WHERE paid = $1', [true]);
    assert.deepEqual(result.rows, [{ n: 13, sales: '1813.50' }]);
  } finally {
    await pool.end();
  }
});
