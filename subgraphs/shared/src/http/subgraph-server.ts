import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { CALLER_HEADER, decodeCaller, type Caller } from '../caller.ts';
import { readBody } from './read-body.ts';
import { logUnexpectedErrors } from './log-unexpected-errors.ts';

export interface SubgraphServerOptions<Context> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: Resolvers;
  /** Builds a request's context from the caller the gateway signed. */
  context: (caller: Caller) => Promise<Context> | Context;
  internalSecret: string;
  port?: number;
  host?: string;
  /** Serve graphql-ws on the same path too (the chat subgraph, which owns every Subscription field). */
  websocket?: boolean;
  production?: boolean;
}

export interface RunningSubgraph {
  url: string;
  schema: GraphQLSchema;
  close(): Promise<void>;
}

/** A subgraph's resolver map: type name to field resolvers (and __resolveReference for entities). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolvers = Record<string, any>;

const BODY_LIMIT = 1_000_000;

/**
 * Serves one subgraph over HTTP at /graphql. Every request must carry a caller signed by the gateway; anything
 * else is refused, so a subgraph port reached directly gives nothing away.
 */
export async function serveSubgraph<Context extends object>(options: SubgraphServerOptions<Context>): Promise<RunningSubgraph> {
  const schema = buildSubgraphSchema({ typeDefs: options.typeDefs, resolvers: options.resolvers as never });
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: !options.production,
    includeStacktraceInErrorResponses: !options.production,
    csrfPrevention: false,
    plugins: [ApolloServerPluginInlineTraceDisabled(), logUnexpectedErrors(options.name)],
    // The entry points stop servers, workers and pools in order themselves; Apollo's own SIGINT handler would
    // start a second stop() at the same moment, and a stop() awaiting another never returns (@apollo/server 5).
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://subgraph');
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (url.pathname !== '/graphql') {
      res.writeHead(404).end();
      return;
    }
    const caller = decodeCaller(req.headers[CALLER_HEADER] as string | undefined, options.internalSecret);
    if (!caller) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"Unsigned request"}]}');
      return;
    }
    try {
      const text = req.method === 'POST' ? await readBody(req, BODY_LIMIT) : '';
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method ?? 'GET',
          headers,
          search: url.search,
          body: text ? JSON.parse(text) : undefined,
        },
        context: async () => options.context(caller),
      });
      const outHeaders: Record<string, string> = {};
      for (const [key, value] of response.headers) outHeaders[key] = value;
      res.writeHead(response.status ?? 200, outHeaders);
      if (response.body.kind === 'complete') res.end(response.body.string);
      else {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (error) {
      const tooLarge = (error as { tooLarge?: boolean }).tooLarge;
      res.writeHead(tooLarge ? 413 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: tooLarge ? 'Request body too large' : 'Malformed request' }] }));
    }
  });

  let disposeWs: (() => Promise<void>) | null = null;
  if (options.websocket) {
    const wss = new WebSocketServer({ server, path: '/graphql' });
    const handle = useServer<{ caller?: string }, { caller?: Caller }>(
      {
        schema,
        onConnect: (ctx) => {
          const caller = decodeCaller(ctx.connectionParams?.caller, options.internalSecret);
          if (!caller) return false;
          ctx.extra.caller = caller;
          return true;
        },
        context: async (ctx) => options.context((ctx.extra as { caller: Caller }).caller),
      },
      wss,
    );
    disposeWs = async () => {
      await handle.dispose();
      wss.close();
    };
  }

  // Only the gateway connects, through a keep-alive pool: idle connections stay open a minute rather than Node's 5 s,
  // so the gateway rarely finds one closed under it (and retries on a fresh one when it does, gateway/src/subgraph-fetch.ts).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/graphql`,
    schema,
    async close() {
      await disposeWs?.();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
    },
  };
}
