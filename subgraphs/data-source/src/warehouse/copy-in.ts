import type pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';

/** The CopyDone message that ends a COPY … FROM STDIN. */
const COPY_DONE = Buffer.from([0x63, 0, 0, 0, 4]);

/** What pg-copy-streams 7 keeps on its stream, used below. */
interface CopyInternals {
  connection: { stream: { write(chunk: Buffer): boolean } } | null;
  chunks: unknown[];
  _gotCopyInResponse: boolean;
  cb_CopyInResponse: (() => void) | null;
  cb_ReadyForQuery: ((error?: Error | null) => void) | null;
  flush(callback?: () => void): void;
  _final(callback: (error?: Error | null) => void): void;
}

/**
 * A `COPY … FROM STDIN` stream on the client. pg-copy-streams 7 lets go of the connection when the server ends the
 * COPY with an error (an import cancelled, a bad line), yet data or the end still waiting for the socket to drain
 * then reached for it: the TypeError thrown from that 'drain' listener was an uncaught exception, which ends the
 * process (seen in CI, an upload cancelled while PostgreSQL was behind). Once the connection is gone the COPY has
 * failed and its error was emitted, so what was left to send is dropped and the stream ends.
 */
export function copyIn(client: pg.PoolClient | pg.Client, sql: string): CopyStreamQuery {
  const stream = client.query(copyFrom(sql));
  const internals = stream as unknown as CopyInternals;
  const flush = internals.flush.bind(stream);
  internals.flush = (callback) => {
    if (internals.connection) return flush(callback);
    internals.chunks = [];
    callback?.();
  };
  internals._final = (callback) => {
    internals.cb_ReadyForQuery = callback;
    const done = () => {
      if (internals.connection) internals.connection.stream.write(COPY_DONE);
      else callback();
    };
    if (internals._gotCopyInResponse) internals.flush(done);
    else internals.cb_CopyInResponse = done;
  };
  return stream;
}
