import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { createPool, logUnexpectedErrors, unauthenticated, type Settings, type SubgraphName } from '@dukkan/shared';
import type pg from 'pg';
import type { GraphQLSchema } from 'graphql';
import { createGateway, type GatewayContext } from './gateway.ts';
import { callerOf, hadInvalidToken } from './caller-context.ts';
import { holdsNul, requestError, requestLocale } from './request-errors.ts';
import { registerRestRoutes } from './rest/adapter.ts';
import { MALFORMED_UPLOAD } from './rest/uploads.ts';
import { restRoutes } from './rest/routes.ts';
import { openApiDocument } from './rest/openapi.ts';
import { checkQuerySize, operationLimitsPlugin, readOperationLimits, type OperationLimits } from './limits/operation-limits.ts';
import { attachSubscriptions } from './subscriptions/websocket-server.ts';

export interface GatewayOptions {
  settings: Settings;
  databaseUrl: string;
  subgraphUrls: Record<SubgraphName, string>;
  /** Built web app to serve at /; omitted in API-only tests. */
  webDist?: string;
  /** Depth and cost limits of GraphQL operations; default from GRAPHQL_MAX_DEPTH / GRAPHQL_MAX_COST. */
  limits?: OperationLimits;
}

export interface GatewayApp {
  app: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
  pool: pg.Pool;
  /** Every route the server registered (method, URL), for the OpenAPI completeness check. */
  routes: Array<{ method: string; url: string }>;
  close(): Promise<void>;
}

/** JSON bodies above this are refused with 413 before any parsing. Uploads have their own limit. */
export const BODY_LIMIT = 1_048_576;

export async function buildGatewayApp(options: GatewayOptions): Promise<GatewayApp> {
  const { settings } = options;
  const pool = createPool(options.databaseUrl, 8);
  const limits = options.limits ?? readOperationLimits();
  const gateway = createGateway({ subgraphUrls: options.subgraphUrls, internalSecret: settings.internalSecret });
  // The WebSocket path validates against the very API schema the HTTP path uses.
  let apiSchema: GraphQLSchema | null = null;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: loaded }) => {
    apiSchema = loaded;
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: !settings.production,
    includeStacktraceInErrorResponses: !settings.production,
    // REST routes run through this server too (executeOperation), so their 500s are logged here as well.
    plugins: [operationLimitsPlugin<GatewayContext>(limits), logUnexpectedErrors('gateway')],
    // Our entry points own shutdown order (scripts/start.ts, main.ts); see subgraph-server.ts.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const app = Fastify({ bodyLimit: BODY_LIMIT, trustProxy: settings.trustProxyHops > 0 ? (_address: string, hop: number) => hop < settings.trustProxyHops : false, logger: false });
  const routes: GatewayApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.register(helmet, {
    // The web app loads its own scripts and styles only; MUI injects style tags at run time.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // HSTS only in production: a developer's http://localhost must not be pinned to https.
    strictTransportSecurity: settings.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cors, { origin: settings.corsOrigins.length ? settings.corsOrigins : false, credentials: false });

  await app.register(multipart);
  // Only JSON and multipart bodies are accepted: anything else (text/plain included) is a 415, never a guess.
  app.removeContentTypeParser('text/plain');
  // Legacy clients post some calls (clear-context, logout) with a JSON content type and no body: that means {}.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, {}) : parseJson(req, body as string, done),
  );

  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string; stack?: string }, req, reply) => {
    const status = error.statusCode ?? 500;
    // A failure of the product itself is logged with its stack (the caller is only told something went wrong); the
    // route is named without its query string, where a token or a secret could ride.
    if (status >= 500) console.error(`[gateway] ${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}: ${error.stack ?? error.message}`);
    const locale = requestLocale(req.headers);
    const messages: Record<number, string> = {
      400: requestError(error.code === MALFORMED_UPLOAD ? 'malformedUpload' : 'malformed', locale),
      // JSON bodies have the 1 MB limit; uploads have their own, named by their route.
      413: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? requestError('tooLarge', locale, { mb: BODY_LIMIT / 1_048_576 }) : requestError('tooLargeUpload', locale),
      415: requestError('contentType', locale),
    };
    reply.code(status).send({ message: messages[status] ?? requestError(status < 500 ? 'badRequest' : 'failed', locale) });
  });
  // A NUL character in any text of a JSON body is refused at once: no table can hold it, and further in it failed as a
  // server error (a login, a row, a comment, a store's name).
  app.addHook('preHandler', async (req, reply) => {
    if (req.body && typeof req.body === 'object' && holdsNul(req.body)) {
      return reply.code(422).send({ message: requestError('nul', requestLocale(req.headers)), errors: {} });
    }
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (req, reply) => {
      // An operation writing out too many fields (thousands of aliases) is refused before anything else reads it:
      // validating and planning it would hold the process for seconds (ADR 49).
      const sent = req.method === 'GET' ? (req.query as Record<string, unknown> | undefined)?.query : (req.body as Record<string, unknown> | null)?.query;
      const tooLarge = checkQuerySize(limits, sent, requestLocale(req.headers));
      if (tooLarge) return reply.code(400).send({ errors: [{ message: tooLarge.message, extensions: { ...tooLarge.extensions, http: undefined } }] });
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const caller = await callerOf(pool, req);
      // A token that names no live session (expired, revoked, signed out elsewhere) is refused, not read as a visitor:
      // the web app then signs out (SPEC 4.1), where an empty viewer left the chat retrying.
      if (hadInvalidToken(req, caller)) {
        return reply.code(401).send({ errors: [{ message: unauthenticated(caller.locale).message, extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method, headers, search: new URL(req.url, 'http://gateway').search, body: req.body },
        context: async () => ({ caller }),
      });
      for (const [key, value] of response.headers) reply.header(key, value);
      reply.code(response.status ?? 200);
      if (response.body.kind === 'complete') return reply.send(response.body.string);
      let text = '';
      for await (const chunk of response.body.asyncIterator) text += chunk;
      return reply.send(text);
    },
  });

  app.get('/api/openapi.json', async () => openApiDocument(restRoutes));
  registerRestRoutes(app, restRoutes, { apollo, pool, settings });
  app.all('/api/*', async (req, reply) => reply.code(404).send({ message: requestError('notFound', requestLocale(req.headers)) }));

  if (options.webDist && existsSync(path.join(options.webDist, 'index.html'))) {
    const webRoot = path.resolve(options.webDist);
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes Brotli and gzip copies beside each file (web/vite/precompress-plugin.ts): sent as they are to
      // a browser that accepts them, about a third of the bytes.
      preCompressed: true,
      // Files under assets/ are named by their content's hash: a new build names new files, so a browser may keep
      // them for good. The page itself is asked again each time, so a release reaches everyone at their next visit.
      setHeaders: (reply, file) => reply.header('cache-control', path.relative(webRoot, file).startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    // Client-side routes: any other GET serves the app, which shows its own not-found page.
    app.setNotFoundHandler((req, reply) => (req.method === 'GET' ? reply.sendFile('index.html') : reply.code(404).send({ message: requestError('notFound', requestLocale(req.headers)) })));
  }

  const closeSubscriptions = attachSubscriptions({
    trustProxyHops: settings.trustProxyHops,
    server: app.server,
    pool,
    apollo,
    apiSchema: () => {
      if (!apiSchema) throw new Error('The gateway has not loaded its schema');
      return apiSchema;
    },
    chatUrl: options.subgraphUrls.chat,
    internalSecret: settings.internalSecret,
    production: settings.production,
    limits,
    corsOrigins: settings.corsOrigins,
    maxPayload: BODY_LIMIT,
  });

  return {
    app,
    apollo,
    pool,
    routes,
    async close() {
      await closeSubscriptions();
      await app.close();
      await apollo.stop();
      await pool.end();
    },
  };
}
