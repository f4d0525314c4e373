import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { readCsv, inferColumnTypes, toColumnValue, safeColumnNames, safeTableName, fitToHeader, CsvError } from '../src/csv/index.ts';

async function read(bytes: Buffer | string) {
  const file = await readCsv(Readable.from([Buffer.from(bytes)]));
  const rows: string[][] = [];
  for await (const row of file.rows) rows.push(row.values);
  return { ...file, rows };
}

test('comma, semicolon and tab files are split on the right delimiter', async () => {
  assert.deepEqual((await read('a,b\n1,2\n')).rows, [['1', '2']]);
  const semicolon = await read('name;price\n"Tea; green";3,50\n');
  assert.equal(semicolon.delimiter, ';');
  assert.deepEqual(semicolon.rows, [['Tea; green', '3,50']]);
  const tab = await read('name\tqty\r\nA, B\t4\r\n');
  assert.equal(tab.delimiter, '\t');
  assert.deepEqual(tab.headers, ['name', 'qty']);
  assert.deepEqual(tab.rows, [['A, B', '4']]);
});

test('quotes, doubled quotes, quoted newlines, BOM and CRLF', async () => {
  const file = await read('\uFEFFtitle,note\r\n"Shirt, red","He said ""hi""\r\nthen left"\r\n\r\nCap,plain\r\n');
  assert.equal(file.encoding, 'utf-8');
  assert.deepEqual(file.headers, ['title', 'note']);
  assert.deepEqual(file.rows, [['Shirt, red', 'He said "hi"\r\nthen left'], ['Cap', 'plain']]);
});

test('Windows-1256 Arabic Excel files are decoded', async () => {
  const bytes = iconv.encode('المنتج,الكمية\r\nقهوة,3\r\n', 'windows-1256');
  const file = await read(bytes);
  assert.equal(file.encoding, 'windows-1256');
  assert.deepEqual(file.headers, ['المنتج', 'الكمية']);
  assert.deepEqual(file.rows, [['قهوة', '3']]);
});

test('not a CSV: empty, spreadsheet, binary', async () => {
  await assert.rejects(read(''), (e: CsvError) => e.code === 'empty');
  await assert.rejects(read('\n\n'), (e: CsvError) => e.code === 'empty');
  await assert.rejects(read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])), (e: CsvError) => e.code === 'spreadsheet');
  await assert.rejects(read(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 0, 1])), (e: CsvError) => e.code === 'binary');
  await assert.rejects(read('a,b\n"open,2\n'), (e: CsvError) => e.code === 'unclosed_quote');
});

test('types: integers, decimals, day-first and month-first dates, timestamps, booleans, text', () => {
  const columns = inferColumnTypes([
    ['1', '1,200.50', '31/12/2023', '12/31/2023', '2024-01-05 10:30', 'yes', '00123', '٣', '3000000000'],
    ['-4', '3', '01/02/2024', '02/01/2024', '2024-01-06T08:00:00', 'No', '00456', '١٢', ''],
  ]);
  assert.deepEqual(columns.map((c) => c.type), ['integer', 'decimal', 'date', 'date', 'timestamp', 'boolean', 'text', 'integer', 'bigint']);
  assert.equal(toColumnValue(columns[1], '1,200.50'), '1200.50');
  assert.equal(toColumnValue(columns[2], '01/02/2024'), '2024-02-01');
  assert.equal(toColumnValue(columns[3], '02/01/2024'), '2024-02-01');
  assert.equal(toColumnValue(columns[4], '2024-01-05 10:30'), '2024-01-05 10:30:00');
  assert.equal(toColumnValue(columns[5], 'No'), 'f');
  assert.equal(toColumnValue(columns[7], '١٢'), '12');
  assert.equal(toColumnValue(columns[0], ''), null);
  assert.equal(inferColumnTypes([['31-Dec-2023'], ['Jan 5, 2024']])[0].type, 'date');
  assert.equal(inferColumnTypes([['5/1/2024 3:15 PM']])[0].type, 'timestamp');
  assert.equal(inferColumnTypes([['2024-02-30']])[0].type, 'text');
});

test('safe names: Arabic transliterated, hostile headers neutralised, duplicates numbered', () => {
  const names = safeColumnNames(['المبلغ', 'Order ID', 'order id', '', '1st', 'x"; DROP TABLE users; --', '_row_id']);
  assert.deepEqual(names.map((n) => n.name), ['almblgh', 'order_id', 'order_id_2', 'column_4', 'c_1st', 'x_drop_table_users', 'row_id']);
  assert.equal(names[0].label, 'المبلغ');
  assert.equal(safeTableName('Sales 2024 (Q1).csv'), 'sales_2024_q1');
  assert.equal(safeTableName('"; DROP SCHEMA public; --.csv'), 'drop_schema_public');
  assert.equal(safeTableName('مبيعات.csv'), 'mbyaat');
});

test('ragged records are found; trailing empty cells are not ragged', () => {
  assert.deepEqual(fitToHeader(['a', 'b', ''], 2), ['a', 'b']);
  assert.deepEqual(fitToHeader(['a'], 2), ['a', '']);
  assert.equal(fitToHeader(['a', 'b', 'c'], 2), null);
});
