import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export const CONVERSATION_EVENTS = `subscription Events($conversationId: ID!) {
  conversationEvents(conversationId: $conversationId) { conversationId messageId type payload } }`;

export interface LiveEvent {
  conversationId: string;
  messageId: string | null;
  type: string;
  payload: any;
}

export interface LiveAnswers {
  events: LiveEvent[];
  /** Resolves with the events so far once one of the given type has arrived. */
  until(type: string): Promise<LiveEvent[]>;
  close(): Promise<void>;
}

/**
 * Subscribes to a conversation's events over graphql-ws: through the gateway (`connectionParams.authorization`)
 * or straight at the chat subgraph with a caller the gateway would have signed (`connectionParams.caller`).
 * Resolves once the server has acknowledged the subscription's LISTEN (after a first ping round trip).
 */
export async function listen(
  url: string,
  connectionParams: Record<string, unknown>,
  conversationId: string,
  /** Publishes a `probe` event on the conversation's topic; repeated until one arrives, so no answer event is missed. */
  probe: () => Promise<void>,
): Promise<LiveAnswers> {
  const client: Client = createClient({ url: url.replace(/^http/, 'ws'), webSocketImpl: WebSocket, connectionParams, lazy: true, retryAttempts: 0 });
  const events: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  let failure: unknown = null;
  let probed = false;
  const wake = () => waiters.splice(0).forEach((check) => check());
  client.subscribe(
    { query: CONVERSATION_EVENTS, variables: { conversationId } },
    {
      next: (result) => {
        const event = (result.data as { conversationEvents: LiveEvent } | null)?.conversationEvents;
        if (result.errors) failure = result.errors;
        else if (event?.type === 'probe') probed = true;
        else if (event) events.push(event);
        wake();
      },
      error: (error) => {
        failure = error;
        wake();
      },
      complete: wake,
    },
  );
  for (let attempt = 0; !probed; attempt++) {
    if (failure) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
    if (attempt > 100) throw new Error('the subscription never became live');
    await probe();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    events,
    until: (type) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (failure) reject(failure);
          else if (events.some((event) => event.type === type)) resolve(events);
          else waiters.push(check);
        };
        check();
      }),
    close: async () => {
      await client.dispose();
    },
  };
}
