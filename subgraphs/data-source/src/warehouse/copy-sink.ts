import { once } from 'node:events';
import type { CopyStreamQuery } from 'pg-copy-streams';

const BUFFER_BYTES = 1 << 16;
const BEHIND_BYTES = 1 << 20;
/** Rows are joined up to this many characters before they are encoded: a few rows' worth, so little is held. */
const PENDING_CHARS = 4096;

/**
 * Rows on their way into one COPY stream: joined a few KB at a time, then copied into ~64 KB buffers outside the
 * JavaScript heap (so no row string, nor the file text it was cut from, outlives the next few rows) and written with
 * PostgreSQL's backpressure honoured between them. Encoding a few KB at once instead of each row took a tenth off a
 * million-row import's read pass. A COPY failure is kept and rethrown at the next row or drain, so the producer stops
 * at once.
 */
export class CopySink {
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private pending = '';
  private error: Error | null = null;
  private ending: Promise<void> | null = null;
  private readonly finished: Promise<unknown>;
  rows = 0;

  constructor(private readonly stream: CopyStreamQuery) {
    stream.on('error', (error: Error) => void (this.error ??= error));
    this.finished = once(stream, 'finish').catch(() => undefined);
  }

  add(line: string): void {
    // After a failure (a cancelled COPY detaches its stream) nothing more may be written: the failure is the news.
    if (this.error) throw this.error;
    this.rows += 1;
    this.pending += line;
    if (this.pending.length >= PENDING_CHARS) this.encode();
  }

  /** Copies the pending rows into the buffer in one encoding call (one call per row cost more than the rows). */
  private encode(): void {
    const text = this.pending;
    this.pending = '';
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.used + text.length * 3 > this.buffer.length) {
      this.flushBuffer();
      if (text.length * 3 > this.buffer.length) {
        this.stream.write(text);
        return;
      }
    }
    this.used += this.buffer.write(text, this.used);
  }

  private flush(): void {
    this.encode();
    this.flushBuffer();
  }

  private flushBuffer(): void {
    if (!this.used) return;
    this.stream.write(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    this.used = 0;
  }

  /**
   * Call between chunks of input. Waits only when PostgreSQL is more than a few MB behind: waiting at every full
   * socket buffer would make the reader and the server take turns instead of working at the same time.
   */
  async drain(): Promise<void> {
    if (this.error) throw this.error;
    if (this.stream.writableLength > BEHIND_BYTES) await Promise.race([once(this.stream, 'drain'), this.finished]);
    if (this.error) throw this.error;
  }

  /** Sends what is left and waits for PostgreSQL to finish the COPY; a second call waits for the same end. */
  end(): Promise<void> {
    return (this.ending ??= this.finish());
  }

  private async finish(): Promise<void> {
    if (this.error) throw this.error;
    this.flush();
    this.stream.end();
    await this.finished;
    if (this.error) throw this.error;
  }
}
