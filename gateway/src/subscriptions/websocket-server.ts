import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { GraphQLError, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { handleProtocols, type SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ApolloServer } from '@apollo/server';
import { encodeCaller, unauthenticated, type Caller } from '@dukkan/shared';
import type { GatewayContext } from '../gateway.ts';
import { lookupSession } from '../session-lookup.ts';
import type { OperationLimits } from '../limits/operation-limits.ts';
import { chatUpstream, type ChatUpstream } from './chat-upstream.ts';
import { socketCallerOf, type ConnectionParams } from './socket-caller.ts';
import { checkSocketOperation } from './operation-check.ts';
import { relayedResult } from './relayed-result.ts';

export interface SubscriptionServerOptions {
  server: Server;
  pool: pg.Pool;
  apollo: ApolloServer<GatewayContext>;
  /** The supergraph's API schema, as the HTTP path validates against (set once the gateway has loaded it). */
  apiSchema: () => GraphQLSchema;
  chatUrl: string;
  internalSecret: string;
  production: boolean;
  limits: OperationLimits;
  /** Browser origins allowed besides the gateway's own (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Proxies trusted for X-Forwarded-For, as for HTTP (settings.trustProxyHops). */
  trustProxyHops: number;
  /** Largest message a client may send, in bytes. */
  maxPayload: number;
}

/** Operations one socket may run at once: a page needs a handful; more is a client bug or abuse. */
export const MAX_OPERATIONS_PER_SOCKET = 50;

interface SocketState {
  caller?: Caller;
  token?: string | null;
  upstream?: ChatUpstream;
}

/** The operation context handed from onSubscribe to subscribe/execute. */
interface OperationContext {
  caller: Caller;
  upstream: ChatUpstream;
  payload: SubscribePayload;
}

/** A browser page of another site may not open a socket here (the origin check CORS does for HTTP). */
function originAllowed(request: IncomingMessage, corsOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host || corsOrigins.includes(origin);
  } catch {
    return false;
  }
}

/**
 * graphql-ws on the gateway's /graphql, sharing its port. Subscriptions are validated against the API schema and
 * relayed to the chat subgraph's graphql-ws endpoint with the signed caller; queries and mutations sent over the
 * socket run through the gateway like HTTP ones. Returns a disposer that closes every socket.
 */
export function attachSubscriptions(options: SubscriptionServerOptions): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true, handleProtocols, maxPayload: options.maxPayload });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (pathname !== '/graphql' || !originAllowed(request, options.corsOrigins)) {
      socket.end(`HTTP/1.1 ${pathname === '/graphql' ? '403 Forbidden' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request));
  };
  options.server.on('upgrade', onUpgrade);

  const states = new WeakMap<object, SocketState>();
  const stateOf = (extra: object) => {
    let state = states.get(extra);
    if (!state) states.set(extra, (state = {}));
    return state;
  };

  const handle = useServer<ConnectionParams>(
    {
      onConnect: async (ctx) => {
        const { caller, token } = await socketCallerOf(options.pool, ctx.extra.request, ctx.connectionParams, options.trustProxyHops);
        // A token that names no live session is refused outright (4403), as HTTP answers 401 for it.
        if (token && !caller.userId) return false;
        const state = stateOf(ctx.extra);
        state.caller = caller;
        state.token = token;
        state.upstream = chatUpstream(options.chatUrl, encodeCaller(caller, options.internalSecret));
        return true;
      },
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const state = stateOf(ctx.extra);
        const caller = state.caller!;
        // The operation being started is already counted in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET) {
          return [new GraphQLError(`Too many operations on one connection: the limit is ${MAX_OPERATIONS_PER_SOCKET}.`, { extensions: { code: 'TOO_MANY_OPERATIONS' } })];
        }
        // A session revoked (logout) since the socket opened may not start anything new.
        if (state.token && !(await lookupSession(options.pool, state.token, caller.storeId))) return [unauthenticated(caller.locale)];
        const schema = options.apiSchema();
        const checked = checkSocketOperation(schema, payload, { limits: options.limits, production: options.production, locale: caller.locale });
        if ('errors' in checked) return checked.errors;
        const contextValue: OperationContext = { caller, upstream: state.upstream!, payload };
        return { schema, document: checked.document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      subscribe: (args) => {
        const { upstream, payload } = args.contextValue as OperationContext;
        return upstream.relay({ query: payload.query, variables: payload.variables, operationName: payload.operationName });
      },
      execute: async (args): Promise<ExecutionResult> => {
        const { caller, payload } = args.contextValue as OperationContext;
        const response = await options.apollo.executeOperation(
          { query: payload.query, variables: payload.variables ?? undefined, operationName: payload.operationName ?? undefined },
          { contextValue: { caller } },
        );
        if (response.body.kind !== 'single') return { errors: [new GraphQLError('Incremental delivery is not supported over the socket.')] };
        return relayedResult(response.body.singleResult);
      },
      onClose: async (ctx) => {
        await states.get(ctx.extra)?.upstream?.dispose();
        states.delete(ctx.extra);
      },
      isProd: options.production,
    },
    wss,
  );

  return async () => {
    options.server.off('upgrade', onUpgrade);
    await handle.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
