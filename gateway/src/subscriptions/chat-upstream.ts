import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import type { ExecutionResult } from 'graphql';
import WebSocket from 'ws';
import { pushIterator } from '@dukkan/shared/pubsub/pubsub.ts';
import { relayedResult } from './relayed-result.ts';

/** What a client sees when the chat subgraph's socket drops: the subscription ends with this error. */
const UNAVAILABLE = { message: 'Live updates are unavailable right now; reconnect to resume.', extensions: { code: 'SERVICE_UNAVAILABLE' } };

export interface ChatUpstream {
  /** Runs one subscription on the chat subgraph; the iterator's return() completes it there. */
  relay(request: SubscribePayload): AsyncIterableIterator<ExecutionResult> & { return(): Promise<IteratorResult<ExecutionResult>> };
  dispose(): Promise<void>;
}

/** `http://host:port/graphql` to `ws://host:port/graphql`. */
export const socketUrlOf = (httpUrl: string) => httpUrl.replace(/^http/, 'ws');

/**
 * One graphql-ws connection to the chat subgraph per client connection, opened on the first subscription and
 * carrying the caller the gateway signed. One socket per client keeps each caller's signature on its own socket.
 */
export function chatUpstream(chatUrl: string, signedCaller: string): ChatUpstream {
  const client: Client = createClient({
    url: socketUrlOf(chatUrl),
    webSocketImpl: WebSocket,
    connectionParams: { caller: signedCaller },
    lazy: true,
    lazyCloseTimeout: 0,
    // A dropped chat connection ends the client's subscriptions with an error; the client decides to resubscribe.
    retryAttempts: 0,
  });
  return {
    relay(request) {
      let release: () => void = () => {};
      const { push, iterator } = pushIterator(() => release());
      release = client.subscribe<ExecutionResult>(request, {
        next: (result) => push(relayedResult(result)),
        error: (error) => {
          const errors = Array.isArray(error) && error.every((item) => item && typeof item === 'object' && 'message' in item) ? error : [UNAVAILABLE];
          push(relayedResult({ errors }));
          void iterator.close();
        },
        complete: () => void iterator.close(),
      });
      return iterator as ReturnType<ChatUpstream['relay']>;
    },
    async dispose() {
      await client.dispose();
    },
  };
}
