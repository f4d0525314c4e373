import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { createClient, type Client } from 'graphql-ws';
import { getAppState } from '../state/app-state.ts';
import { signalUnauthenticated } from '../api/http.ts';

function headers(): Record<string, string> {
  const { auth, settings } = getAppState();
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-locale': settings.selectedLanguage,
    ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
  };
}

/** Queries and mutations: POST /graphql with the bearer token. */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', { method: 'POST', headers: headers(), body: JSON.stringify({ query: operation.text, variables }) });
  const body = await response.json();
  if (response.status === 401) signalUnauthenticated();
  if (!response.ok && !body?.data) throw new Error(body?.errors?.[0]?.message ?? `GraphQL request failed (${response.status})`);
  return body;
};

let socket: Client | undefined;
/** Settles when the socket is connected (acknowledged), afresh after each close. */
let connectedNow: Promise<void> = Promise.resolve();
let markConnected: () => void = () => {};
const awaitConnection = () => {
  connectedNow = new Promise((resolve) => {
    markConnected = resolve;
  });
};

/** One graphql-ws connection on /graphql, opened on the first subscription; the token goes in connectionParams. */
function subscriptionClient(): Client {
  if (!socket) {
    awaitConnection();
    socket = createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      connectionParams: () => {
        const { auth, settings } = getAppState();
        return { ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}), locale: settings.selectedLanguage };
      },
    });
    socket.on('connected', () => markConnected());
    socket.on('closed', awaitConnection);
  }
  return socket;
}

/**
 * Settles once the live connection is up, or after `capMs` (a proxy that refuses WebSockets must not hold a question
 * back). A subscription asked for on a cold page waits for the socket's handshake: under load that took longer than
 * the fixed grace the chat gave it, and a conversation's first answer streamed nothing.
 */
export function liveConnection(capMs = 1500): Promise<void> {
  subscriptionClient();
  return Promise.race([connectedNow, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    if (!operation.text) {
      sink.error(new Error('subscription without text'));
      return;
    }
    return subscriptionClient().subscribe({ operationName: operation.name, query: operation.text, variables }, sink as never);
  });

/** A fresh Relay environment per session, so nothing cached for one user is shown to the next. */
export function createRelayEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL, subscribeGraphQL), store: new Store(new RecordSource()) });
}

/** Closes the socket (on logout), so the next subscription authenticates afresh. */
export function closeSubscriptions(): void {
  void socket?.dispose();
  socket = undefined;
}
