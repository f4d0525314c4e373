import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';
import { from as copyFrom } from 'pg-copy-streams';
import type pg from 'pg';
import { iconvName, type FileShape } from './sniff.ts';

/**
 * Drops trailing blank lines (spreadsheets often end a file with several) and makes sure the last row ends with a
 * newline, holding back only the whitespace at the end of each chunk: memory stays one chunk, whatever the file size.
 */
class TrailingBlankLines extends Transform {
  private pending: Buffer | null = null;
  /** COPY wants one newline style throughout: the file's own, taken from its first line. */
  private newline: Buffer | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.newline) {
      const at = chunk.indexOf(0x0a);
      if (at >= 0) this.newline = Buffer.from(at > 0 && chunk[at - 1] === 0x0d ? '\r\n' : '\n');
    }
    let end = chunk.length;
    while (end > 0 && (chunk[end - 1] === 0x0a || chunk[end - 1] === 0x0d || chunk[end - 1] === 0x20 || chunk[end - 1] === 0x09)) end--;
    if (end === 0) {
      this.pending = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
      return done();
    }
    if (this.pending) this.push(this.pending);
    this.push(chunk.subarray(0, end));
    this.pending = chunk.subarray(end);
    done();
  }

  override _flush(done: TransformCallback): void {
    this.push(this.newline ?? Buffer.from('\n'));
    done();
  }
}

/**
 * Streams an uploaded file into a staging table with PostgreSQL's own CSV parser: the fastest path there is, and
 * bounded in memory. UTF-16 files are transcoded on the way; other encodings are decoded by COPY itself.
 */
export async function copyFileIntoStaging(
  client: pg.PoolClient,
  file: string,
  shape: FileShape,
  copySql: (delimiter: string, encoding: string) => string,
  onBytes: (bytesRead: number) => void,
): Promise<number> {
  const transcode = shape.encoding.startsWith('UTF16');
  const source = createReadStream(file, { start: shape.bomLength, highWaterMark: 1 << 20 });
  let bytesRead = shape.bomLength;
  source.on('data', (chunk) => {
    bytesRead += chunk.length;
    onBytes(bytesRead);
  });
  const copy = client.query(copyFrom(copySql(shape.delimiter, transcode ? 'UTF8' : shape.encoding)));
  const stages: NodeJS.ReadWriteStream[] = transcode ? [iconv.decodeStream(iconvName(shape.encoding)), iconv.encodeStream('utf8')] : [];
  await pipeline([source, ...stages, new TrailingBlankLines(), copy]);
  return copy.rowCount;
}
