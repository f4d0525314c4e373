import { once } from 'node:events';
import type { CopyStreamQuery } from 'pg-copy-streams';

const BUFFER_BYTES = 1 << 16;
const BEHIND_BYTES = 1 << 20;

/**
 * Rows on their way into one COPY stream: copied at once into ~64 KB buffers outside the JavaScript heap (so no
 * row string, nor the file text it was cut from, outlives its row) and written with PostgreSQL's backpressure
 * honoured between them. A COPY failure is kept and rethrown at
 * the next drain, so the producer stops at once.
 */
export class CopySink {
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private error: Error | null = null;
  private readonly finished: Promise<unknown>;
  rows = 0;

  constructor(private readonly stream: CopyStreamQuery) {
    stream.on('error', (error: Error) => void (this.error ??= error));
    this.finished = once(stream, 'finish').catch(() => undefined);
  }

  add(line: string): void {
    this.rows += 1;
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.used + line.length * 3 > this.buffer.length) {
      this.flush();
      if (line.length * 3 > this.buffer.length) {
        this.stream.write(line);
        return;
      }
    }
    this.used += this.buffer.write(line, this.used);
  }

  private flush(): void {
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

  async end(): Promise<void> {
    this.flush();
    this.stream.end();
    await this.finished;
    if (this.error) throw this.error;
  }
}
