import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApolloServer } from '@apollo/server';
import type pg from 'pg';
import { UserFacingError, unauthenticated, type Caller, type Settings } from '@dukkan/shared';
import type { GatewayContext } from '../gateway.ts';
import { callerOf, hadInvalidToken } from '../caller-context.ts';
import { payloadErrorStatus, restErrorOf, userErrorsOf, validationBody } from './errors.ts';
import type { RestRoute } from './route.ts';

export interface OperationResult {
  data?: any;
  errors?: readonly import('graphql').GraphQLFormattedError[];
}

/** Runs a GraphQL operation through the gateway in-process, with the caller already established. */
export async function runOperation(apollo: ApolloServer<GatewayContext>, query: string, variables: Record<string, unknown>, caller: Caller): Promise<OperationResult> {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { caller } });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST');
  return response.body.singleResult;
}

/** Sends the REST answer of an operation's result: an error envelope, a 422 for payload errors, or the route's body. */
export function sendResult(reply: FastifyReply, req: FastifyRequest, route: RestRoute, result: OperationResult): FastifyReply {
  if (result.errors?.length) {
    const error = restErrorOf(result.errors);
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.status).send(error.body);
  }
  // Payload errors name GraphQL input fields; a route may call them by their REST names.
  const fields = userErrorsOf(result.data).map((error) => ({ field: route.fieldNames?.[error.field] ?? error.field, message: error.message, code: error.code }));
  const refusal = fields.length ? payloadErrorStatus(fields[0]) : 422;
  if (refusal !== 422) return reply.code(refusal).send({ message: fields[0].message });
  if (fields.length) return reply.code(422).send(validationBody(fields[0].message, fields));
  const status = route.accepted?.(result.data) ? 202 : (route.status ?? 200);
  return reply.code(status).send(route.respond ? route.respond(result.data, req) : { data: result.data });
}

export function registerRestRoutes(
  app: FastifyInstance,
  routes: RestRoute[],
  deps: { apollo: ApolloServer<GatewayContext>; pool: pg.Pool; settings: Settings },
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (req, reply) => {
        const caller = await callerOf(deps.pool, req);
        if (route.auth && (!caller.userId || hadInvalidToken(req, caller))) {
          return reply.code(401).send({ message: unauthenticated(caller.locale).message });
        }
        if (!route.operation) return reply.code(501).send({ message: 'Not implemented' });
        let variables: Record<string, unknown>;
        try {
          variables = route.variables ? await route.variables(req, caller, deps.settings) : {};
        } catch (error) {
          // A request the route cannot map (a required field missing): answered like the subgraph's own errors.
          if (!(error instanceof UserFacingError)) throw error;
          const refused = restErrorOf([error.toJSON()]);
          return reply.code(refused.status).send(refused.body);
        }
        const result = await runOperation(deps.apollo, route.operation, variables, caller);
        return sendResult(reply, req, route, result);
      },
    });
  }
}
