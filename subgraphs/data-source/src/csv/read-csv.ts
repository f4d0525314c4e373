import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { detectEncoding, looksBinary, type CsvEncoding } from './encoding.ts';
import { detectDelimiter, type CsvDelimiter } from './delimiter.ts';
import { CsvError } from './csv-error.ts';
import { CsvRecords, UnclosedQuote, type RecordText } from './records.ts';
import { isBlank } from './values.ts';

/** One data record and the file line it starts on (for error reports a seller can find in their editor). */
export interface CsvRow {
  line: number;
  values: string[];
  /** The record as written, when PostgreSQL's CSV reader reads the same values from it (records.ts). */
  text: RecordText;
}

/** Called with each data record, in file order, and the record as written when that reads the same (RecordText). */
export type OnRecord = (values: string[], line: number, text: RecordText) => void;

export interface CsvFile {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The header cells as written (trimmed), in file order. */
  headers: string[];
  /**
   * Streams the data records after the header to `onRecord`, a chunk of the file at a time (memory stays flat
   * whatever the file size); `afterChunk` is awaited between chunks with the bytes read so far, for backpressure,
   * progress and cancels. Records come synchronously: the hot path of a million-row import has no promise per row.
   * Read once, either this way or through `rows`.
   */
  forEach(onRecord: OnRecord, afterChunk?: (bytesRead: number) => Promise<void> | void): Promise<void>;
  /** The same records one at a time, for small reads (the first rows, tests). */
  rows: AsyncIterable<CsvRow>;
  /** Stops reading and closes the file. */
  close(): void;
  /** Bytes that are not UTF-8 were read from a file taken for UTF-8 (they read as U+FFFD). */
  readonly undecodable: boolean;
}

export interface ReadCsvOptions {
  /** Skip detection and use this encoding / delimiter. */
  encoding?: CsvEncoding;
  delimiter?: CsvDelimiter;
}

const HEAD_BYTES = 256 * 1024;

/** Reads at least `bytes` of a stream (or all of a shorter one); the iterator goes on with the rest. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; rest: AsyncIterator<Buffer>; done: boolean }> {
  const rest = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await rest.next();
    if (next.done) return { head: Buffer.concat(chunks), rest, done: true };
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    size += chunk.length;
  }
  return { head: Buffer.concat(chunks), rest, done: false };
}

/** Bytes to text, a chunk at a time: multi-byte characters cut between chunks are kept for the next one. */
function textDecoder(encoding: CsvEncoding): { write(chunk: Buffer): string; end(): string } {
  if (encoding === 'utf-8') {
    // Not fatal: a stray byte becomes U+FFFD, which the import takes as the sign of a Windows-1256 file. The BOM goes.
    const decoder = new TextDecoder('utf-8');
    return { write: (chunk) => decoder.decode(chunk, { stream: true }), end: () => decoder.decode() };
  }
  const decoder = iconv.getDecoder(encoding);
  return { write: (chunk) => decoder.write(chunk), end: () => decoder.end() ?? '' };
}

const isBlankRow = (values: string[]) => {
  for (const value of values) if (!isBlank(value)) return false;
  return true;
};

/**
 * Opens a CSV file (a path or a byte stream): detects its encoding (BOM, UTF-8, Windows-1256) and delimiter (comma,
 * semicolon, tab, pipe), reads the header, and streams the records. Quotes, doubled quotes, quoted newlines, CRLF and
 * old Mac CR-only line ends are handled (csv/records.ts); rows made only of empty cells are skipped. Throws CsvError
 * for files that are not CSV or have no header.
 */
export async function readCsv(input: string | Readable, options: ReadCsvOptions = {}): Promise<CsvFile> {
  const stream = typeof input === 'string' ? createReadStream(input, { highWaterMark: 64 * 1024 }) : input;
  const { head, rest, done } = await peek(stream, HEAD_BYTES);
  if (head.length === 0) throw new CsvError('empty');
  const encoding = options.encoding ?? detectEncoding(head).encoding;
  const binary = looksBinary(head, encoding);
  if (binary) {
    stream.destroy();
    throw new CsvError(binary);
  }
  const decoder = textDecoder(encoding);
  let text = decoder.write(head);
  if (done) text += decoder.end();
  const delimiter = options.delimiter ?? detectDelimiter(text);
  // A file saved with CR alone between lines (old Mac Excel) is read as if its lines ended in LF.
  const crOnly = !text.includes('\n') && text.includes('\r');
  const lines = (chunk: string) => (crOnly ? chunk.replaceAll('\r', '\n') : chunk);

  // Records reach whichever consumer is current: the header search, then the caller's callback.
  let headers: string[] | null = null;
  let deliver: OnRecord | null = null;
  const early: CsvRow[] = [];
  const parser = new CsvRecords(delimiter, (values, _record, line, recordText) => {
    if (isBlankRow(values)) return;
    if (!headers) {
      headers = values.map((cell) => cell.trim());
      // Excel writes a trailing delimiter on some exports: an empty last header cell is not a column.
      while (headers.length > 1 && headers.at(-1) === '') headers.pop();
    } else if (deliver) deliver(values, line, recordText);
    else early.push({ line, values, text: recordText });
  });
  let undecodable = false;
  const push = (chunk: string) => {
    if (encoding === 'utf-8' && !undecodable && chunk.includes('\uFFFD')) undecodable = true;
    try {
      parser.push(lines(chunk));
    } catch (error) {
      throw error instanceof UnclosedQuote ? new CsvError('unclosed_quote', error.line) : error;
    }
  };
  const finish = () => {
    try {
      parser.end();
    } catch (error) {
      throw error instanceof UnclosedQuote ? new CsvError('unclosed_quote', error.line) : error;
    }
  };

  let bytesRead = head.length;
  let ended = done;
  /** Reads the next chunk into the parser; false at the end of the file. */
  async function more(): Promise<boolean> {
    if (ended) return false;
    const next = await rest.next();
    if (next.done) {
      ended = true;
      push(decoder.end());
      finish();
      return false;
    }
    bytesRead += next.value.length;
    push(decoder.write(next.value));
    return true;
  }

  push(text);
  if (done) finish();
  // The header may be longer than the first block.
  while (!headers && (await more()));
  if (!headers) throw new CsvError('empty');

  let consumed = false;
  const claim = () => {
    if (consumed) throw new Error('CSV rows can be read once');
    consumed = true;
  };
  const close = () => {
    ended = true;
    stream.destroy();
  };
  return {
    encoding,
    delimiter,
    headers,
    close,
    get undecodable() {
      return undecodable;
    },
    async forEach(onRecord, afterChunk) {
      claim();
      for (const row of early.splice(0)) onRecord(row.values, row.line, row.text);
      deliver = onRecord;
      try {
        await afterChunk?.(bytesRead);
        while (await more()) await afterChunk?.(bytesRead);
        await afterChunk?.(bytesRead);
      } finally {
        close();
      }
    },
    rows: {
      [Symbol.asyncIterator]() {
        claim();
        deliver = (values, line, text) => early.push({ line, values, text });
        return {
          async next() {
            while (!early.length && (await more()));
            const row = early.shift();
            return row ? { value: row, done: false } : { value: undefined, done: true };
          },
          async return() {
            close();
            return { value: undefined, done: true };
          },
        };
      },
    },
  };
}

/**
 * A record cut or padded to the header's width: trailing empty cells beyond the header are dropped and missing
 * trailing cells become empty. Returns null for a ragged record: one with non-empty cells past the header.
 */
export function fitToHeader(values: string[], width: number): string[] | null {
  if (values.length === width) return values;
  if (values.length < width) return [...values, ...Array<string>(width - values.length).fill('')];
  for (let i = width; i < values.length; i += 1) if (!isBlank(values[i])) return null;
  return values.slice(0, width);
}
