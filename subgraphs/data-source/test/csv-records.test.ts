import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CsvRecords, UnclosedQuote } from '../src/csv/records.ts';
import { KeyTable } from '../src/seller-csv/key-table.ts';

/** Feeds text in chunks of `size` characters, as a file stream would cut it. */
function records(text: string, size: number): string[] {
  const out: string[] = [];
  const parser = new CsvRecords(',', (values, record, line) => out.push(`${record}@${line}:${JSON.stringify(values)}`));
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
  parser.end();
  return out;
}

test('records split the same wherever the chunks are cut: quotes, doubled quotes, quoted newlines, CRLF, blank lines', () => {
  const text = 'a,b,c\r\n1,"x, ""y""",3\r\n"multi\nline",,"end"\n\n4,5,6\n"q"x,7,8';
  const expected = [
    '0@1:["a","b","c"]',
    '1@2:["1","x, \\"y\\"","3"]',
    '2@3:["multi\\nline","","end"]',
    '3@6:["4","5","6"]',
    '4@7:["qx","7","8"]',
  ];
  for (const size of [1, 2, 3, 5, 7, 100]) assert.deepEqual(records(text, size), expected, `chunks of ${size}`);
});

test('quoted lines cut field by field read as the careful parser reads them: empty, escaped, trailing, stray quotes', () => {
  const text = 'a,b,c\n"",x,""""\n"p,q",,\n1,2"in"side,"end"\n"Riyadh, North","x""y""",\n';
  const expected = [
    '0@1:["a","b","c"]',
    '1@2:["","x","\\""]',
    '2@3:["p,q","",""]',
    '3@4:["1","2\\"in\\"side","end"]',
    '4@5:["Riyadh, North","x\\"y\\"",""]',
  ];
  for (const size of [1, 3, 8, 100]) assert.deepEqual(records(text, size), expected, `chunks of ${size}`);
});

test('a record is given as written only where PostgreSQL reads the same values from it', () => {
  const text = 'a,b\r\n1,"x, ""y"""\r\n2,plain\r\n3,in"side\r\n"multi\nline",4\r\n5,car\rriage\r\n6,"q"x\r\n';
  for (const size of [1, 4, 100]) {
    const given: Array<string | null> = [];
    const parser = new CsvRecords(',', (_values, record, _line, text) => record > 0 && given.push(text));
    for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
    parser.end();
    // The CRLF line ends are not part of a record; a stray quote, a quoted newline and a carriage return inside are.
    assert.deepEqual(given, ['1,"x, ""y"""', '2,plain', null, null, null, null], `chunks of ${size}`);
  }
});

test('a quote never closed fails with the line its record starts on', () => {
  assert.throws(() => records('a,b\n1,2\n3,"open\nstill open\n', 4), (error: unknown) => error instanceof UnclosedQuote && error.line === 3);
});

test('the key table finds every key it was given, and only those, as it grows', () => {
  const table = new KeyTable();
  for (let i = 0; i < 200_000; i++) table.set(`#SO-${i}`, i * 3);
  assert.equal(table.size, 200_000);
  for (let i = 0; i < 200_000; i += 997) assert.equal(table.get(`#SO-${i}`), i * 3);
  assert.equal(table.get('#SO-200000'), undefined);
  assert.equal(table.get('so-1'), undefined);
  table.set('#SO-5', 7);
  assert.equal(table.get('#SO-5'), 7);
  assert.equal(table.size, 200_000);
});
