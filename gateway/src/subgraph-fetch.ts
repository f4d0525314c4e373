import type { RemoteGraphQLDataSource } from '@apollo/gateway';

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/**
 * A connection the subgraph closed while it sat idle in the gateway's keep-alive pool: the server's keep-alive timer
 * and the gateway's next request crossed, and the request died with "socket hang up" (ECONNRESET) unread. CI caught
 * it as a rare 500 on a cancel right after a quiet moment.
 */
export function isStaleConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(message ?? '');
}

/**
 * Sends a subgraph request once more, on a fresh connection, when its connection turned out to be stale. Only then:
 * a server that closes an idle connection has not read the request on it, so sending it again runs it once. Any
 * other failure (refused, timed out, a bad answer) is the caller's error as before.
 */
export function retryStaleConnections(fetcher: Fetcher): Fetcher {
  return (async (url: string, init: Parameters<Fetcher>[1]) => {
    try {
      return await fetcher(url, init);
    } catch (error) {
      if (!isStaleConnection(error)) throw error;
      return fetcher(url, init);
    }
  }) as Fetcher;
}
