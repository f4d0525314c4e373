import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClient {
  client: Client;
  /** Resolves when the server acknowledged connection_init; rejects with the close event when it refused. */
  connected: Promise<void>;
  close(): Promise<void>;
}

/** A real graphql-ws client on a gateway's /graphql, authenticating as the web app does (connectionParams). */
export function openLiveClient(gatewayUrl: string, connectionParams: Record<string, unknown>): LiveClient {
  let settle: { resolve(): void; reject(reason: unknown): void };
  const connected = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: (error) => settle.reject(error),
    on: { connected: () => settle.resolve(), closed: (event) => settle.reject(event) },
  });
  connected.catch(() => {});
  return { client, connected, close: () => client.dispose() as Promise<void> };
}

export type Result = { data?: any; errors?: any[] };

export interface Received {
  results: Result[];
  /** The error a subscription ended with (an `error` message or a close), if any. */
  error?: unknown;
  /** Resolves when the subscription completed or failed. */
  done: Promise<void>;
  /** Resolves with every result so far once `ready` holds for them, or once the subscription ended. */
  until(ready: (results: Result[]) => boolean): Promise<Result[]>;
  stop(): void;
}

/** Subscribes and collects every result the server sends. */
export function collect(client: Client, query: string, variables: Record<string, unknown> = {}): Received {
  const waiters = new Set<() => void>();
  let ended = false;
  let finish: () => void = () => {};
  const received: Received = {
    results: [],
    done: new Promise<void>((resolve) => (finish = resolve)),
    until: (ready) =>
      new Promise((resolve) => {
        const check = () => {
          if (!ended && !ready(received.results)) return;
          waiters.delete(check);
          resolve(received.results);
        };
        waiters.add(check);
        check();
      }),
    stop: () => {},
  };
  const wake = () => [...waiters].forEach((check) => check());
  const end = () => {
    ended = true;
    finish();
    wake();
  };
  received.stop = client.subscribe(
    { query, variables },
    {
      next: (result) => {
        received.results.push(result as Result);
        wake();
      },
      error: (error) => {
        received.error = error;
        end();
      },
      complete: end,
    },
  );
  return received;
}
