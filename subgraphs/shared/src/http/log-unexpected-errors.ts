import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Errors nobody meant (no code of ours: a failed query, a subgraph that could not be reached, a bug) reach the
 * caller as "Something went wrong."; their cause is written to the log, where the operator can find it. A thrown
 * error is logged with its stack; an error that is already a GraphQL error (one a subgraph returned to the gateway,
 * logged there with its stack) by its message.
 */
export function logUnexpectedErrors(name: string): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code && code !== 'INTERNAL_SERVER_ERROR') continue;
            const cause = error.originalError;
            const detail = cause && !(cause instanceof GraphQLError) ? (cause.stack ?? cause.message) : error.message;
            console.error(`[${name}] ${operationName ?? 'operation'}${error.path ? ` at ${error.path.join('.')}` : ''}: ${detail}`);
          }
        },
      };
    },
  };
}
