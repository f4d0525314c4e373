import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';

/** What the first part of a file tells: how to read it, its header row and a sample of rows. */
export interface FileShape {
  /** Encoding of the bytes on disk, named as PostgreSQL's COPY names it (UTF16 files are transcoded first). */
  encoding: 'UTF8' | 'WIN1256' | 'WIN1252' | 'UTF16LE' | 'UTF16BE';
  delimiter: string;
  bomLength: number;
  /** Header labels, cleaned and made unique ("Total", "Total (2)"). */
  headers: string[];
  /** Notices about the header row (duplicates, blanks, overlong names), shown with the import. */
  headerNotices: Array<{ key: string; params: Record<string, string | number> }>;
  sample: string[][];
}

export type ShapeProblem = 'empty' | 'binary' | 'spreadsheet' | 'headerOnly' | 'noColumns';
export class ShapeError extends Error {
  constructor(readonly problem: ShapeProblem) {
    super(problem);
  }
}

const HEAD_BYTES = 256 * 1024;
const MAX_HEADER_LENGTH = 120;
const DELIMITERS = [',', ';', '\t', '|'];

function isUtf8(bytes: Buffer): boolean {
  // A multi-byte character may be cut at the end of the sample; drop up to 3 trailing bytes of it.
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[end - back];
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

function encodingOf(bytes: Buffer): { encoding: FileShape['encoding']; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'UTF8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'UTF16LE', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'UTF16BE', bomLength: 2 };
  if (isUtf8(bytes)) return { encoding: 'UTF8', bomLength: 0 };
  // Arabic Excel saves "CSV" in Windows-1256; other legacy files are most often Windows-1252.
  const arabic = (iconv.decode(bytes, 'windows-1256').match(/[\u0621-\u064A]/g) ?? []).length;
  return { encoding: arabic >= 3 ? 'WIN1256' : 'WIN1252', bomLength: 0 };
}

const ICONV_NAME: Record<FileShape['encoding'], string> = { UTF8: 'utf8', WIN1256: 'windows-1256', WIN1252: 'windows-1252', UTF16LE: 'utf16le', UTF16BE: 'utf16be' };
export const iconvName = (encoding: FileShape['encoding']) => ICONV_NAME[encoding];

function delimiterOf(firstLine: string): string {
  let best = ',';
  let bestCount = 0;
  for (const candidate of DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (const char of firstLine) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && char === candidate) count++;
    }
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

function cleanHeaders(raw: string[]): Pick<FileShape, 'headers' | 'headerNotices'> {
  const seen = new Map<string, number>();
  const headerNotices: FileShape['headerNotices'] = [];
  const headers = raw.map((value, index) => {
    // Control characters and formula prefixes never reach a label; labels are data, never SQL or HTML.
    let label = value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/^[=+\-@]+/, '').replace(/\s+/g, ' ').trim();
    if (!label) {
      label = `Column ${index + 1}`;
      headerNotices.push({ key: 'blankHeader', params: { column: index + 1, label } });
    }
    if (label.length > MAX_HEADER_LENGTH) {
      label = label.slice(0, MAX_HEADER_LENGTH);
      headerNotices.push({ key: 'longHeader', params: { column: index + 1, label } });
    }
    const count = (seen.get(label.toLowerCase()) ?? 0) + 1;
    seen.set(label.toLowerCase(), count);
    if (count > 1) {
      const renamed = `${label} (${count})`;
      headerNotices.push({ key: 'duplicateHeader', params: { column: index + 1, label, renamed } });
      label = renamed;
    }
    return label;
  });
  return { headers, headerNotices };
}

/** Reads the head of an uploaded file and works out its encoding, delimiter, headers and a sample of rows. */
export async function sniffFile(file: string): Promise<FileShape> {
  const handle = await open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (!head.toString('utf8').trim()) throw new ShapeError('empty');
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) throw new ShapeError('spreadsheet');
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) throw new ShapeError('spreadsheet');
  const { encoding, bomLength } = encodingOf(head);
  if (!encoding.startsWith('UTF16') && head.subarray(0, 4096).includes(0)) throw new ShapeError('binary');
  let text = iconv.decode(head.subarray(bomLength), ICONV_NAME[encoding]);
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) throw new ShapeError('binary');
  // Parse whole lines only: the sample may end inside a row.
  if (head.length === HEAD_BYTES) text = text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = delimiterOf(firstLine);
  const records = parse(text, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, to: 201 }) as string[][];
  if (!records.length || records[0].every((cell) => !cell.trim())) throw new ShapeError('empty');
  if (records[0].length < 2) throw new ShapeError('noColumns');
  if (records.length < 2) throw new ShapeError('headerOnly');
  return { encoding, delimiter, bomLength, ...cleanHeaders(records[0]), sample: records.slice(1) };
}
