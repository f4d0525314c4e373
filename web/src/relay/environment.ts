import { Environment, Network, Observable, RecordSource, Store, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { createClient, type Client } from 'graphql-ws';
import { getAppState } from '../state/app-state.ts';

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
  if (!response.ok && !body?.data) throw new Error(body?.errors?.[0]?.message ?? `GraphQL request failed (${response.status})`);
  return body;
};

let socket: Client | undefined;

/** One graphql-ws connection on /graphql, opened on the first subscription; the token goes in connectionParams. */
function subscriptionClient(): Client {
  socket ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    connectionParams: () => {
      const { auth, settings } = getAppState();
      return { ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}), locale: settings.selectedLanguage };
    },
  });
  return socket;
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
