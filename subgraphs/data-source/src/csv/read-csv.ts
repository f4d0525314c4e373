import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { parse, CsvError as ParserError } from 'csv-parse';
import iconv from 'iconv-lite';
import { detectEncoding, looksBinary, type CsvEncoding } from './encoding.ts';
import { detectDelimiter, type CsvDelimiter } from './delimiter.ts';
import { CsvError } from './csv-error.ts';

/** One data record and the file line it ends on (for error reports a seller can find in their editor). */
export interface CsvRow {
  line: number;
  values: string[];
}

export interface CsvFile {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The header cells as written (trimmed), in file order. */
  headers: string[];
  /** Data records after the header, streamed: memory stays flat whatever the file size. Iterate once. */
  rows: AsyncIterable<CsvRow>;
}

export interface ReadCsvOptions {
  /** Skip detection and use this encoding / delimiter. */
  encoding?: CsvEncoding;
  delimiter?: CsvDelimiter;
  /** Track the file line of each record (default true). Off, `line` counts records: a faster second pass. */
  lineNumbers?: boolean;
}

const HEAD_BYTES = 256 * 1024;

/** Reads the first bytes of a stream and gives back a stream that still yields everything. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  async function* all() {
    yield* chunks;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head: Buffer.concat(chunks), whole: Readable.from(all(), { objectMode: false }) };
}

/** A parser error as a CsvError; an unclosed quote is reported where its record starts, where the seller must look. */
function parserErrorOf(error: unknown, lastLine: number): unknown {
  if (error instanceof ParserError) {
    // Records parsed before the failure may never reach the iterator: the parser's own counts fill the gap.
    const counted = error as unknown as { records?: number; empty_lines?: number; comment_lines?: number };
    const before = Math.max(lastLine, (counted.records ?? 0) + (counted.empty_lines ?? 0) + (counted.comment_lines ?? 0));
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return new CsvError('unclosed_quote', before + 1);
    return new CsvError('malformed', (error as unknown as { lines?: number }).lines ?? before + 1);
  }
  return error;
}

/**
 * Opens a CSV file (a path or a byte stream): detects its encoding (BOM, UTF-8, Windows-1256) and delimiter (comma,
 * semicolon, tab, pipe), reads the header, and streams the records. Quotes, doubled quotes, quoted newlines and CRLF
 * are handled by csv-parse. Rows made only of empty cells are skipped. Throws CsvError for files that are not CSV
 * or have no header.
 */
export async function readCsv(input: string | Readable, options: ReadCsvOptions = {}): Promise<CsvFile> {
  const stream = typeof input === 'string' ? createReadStream(input, { highWaterMark: 64 * 1024 }) : input;
  const { head, whole } = await peek(stream, HEAD_BYTES);
  if (head.length === 0) throw new CsvError('empty');
  const detected = detectEncoding(head);
  const encoding = options.encoding ?? detected.encoding;
  const binary = looksBinary(head, encoding);
  if (binary) {
    whole.destroy();
    throw new CsvError(binary);
  }
  const headText = iconv.decode(head, encoding);
  const delimiter = options.delimiter ?? detectDelimiter(headText.replace(/^\uFEFF/, ''));
  const text = encoding === 'utf-8' ? whole : whole.pipe(iconv.decodeStream(encoding));
  const parser = text.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: options.lineNumbers !== false }),
  );
  const withInfo = options.lineNumbers !== false;
  let count = 0;
  text.on('error', (error) => parser.destroy(error));
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } } | string[]>;

  let lastLine = 0;
  async function next(): Promise<CsvRow | null> {
    for (;;) {
      let item: IteratorResult<{ record: string[]; info: { lines: number } } | string[]>;
      try {
        item = await records.next();
      } catch (error) {
        throw parserErrorOf(error, lastLine);
      }
      if (item.done) return null;
      count += 1;
      const record = withInfo ? (item.value as { record: string[] }).record : (item.value as string[]);
      lastLine = withInfo ? (item.value as { info: { lines: number } }).info.lines : count;
      if (record.every((cell) => cell.trim() === '')) continue;
      return { line: lastLine, values: record };
    }
  }

  const header = await next();
  if (!header) throw new CsvError('empty');
  const headers = header.values.map((cell) => cell.trim());
  // Excel writes a trailing delimiter on some exports: an empty last header cell is not a column.
  while (headers.length > 1 && headers.at(-1) === '') headers.pop();
  let consumed = false;
  const rows: AsyncIterable<CsvRow> = {
    [Symbol.asyncIterator]() {
      if (consumed) throw new Error('CSV rows can be read once');
      consumed = true;
      return {
        async next() {
          const row = await next();
          return row ? { value: row, done: false } : { value: undefined, done: true };
        },
        async return() {
          parser.destroy();
          whole.destroy();
          return { value: undefined, done: true };
        },
      };
    },
  };
  return { encoding, delimiter, headers, rows };
}

/**
 * A record cut or padded to the header's width: trailing empty cells beyond the header are dropped and missing
 * trailing cells become empty. Returns null for a ragged record: one with non-empty cells past the header.
 */
export function fitToHeader(values: string[], width: number): string[] | null {
  if (values.length === width) return values;
  if (values.length < width) return [...values, ...Array<string>(width - values.length).fill('')];
  for (let i = width; i < values.length; i += 1) if (values[i].trim() !== '') return null;
  return values.slice(0, width);
}
