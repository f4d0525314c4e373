import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';

/** An error already formatted elsewhere (the chat subgraph, Apollo Server), sent to the client exactly as it was. */
class RelayedError extends GraphQLError {
  constructor(private readonly formatted: GraphQLFormattedError) {
    super(formatted.message, { extensions: formatted.extensions });
  }

  override toJSON(): GraphQLFormattedError {
    return this.formatted;
  }
}

/** graphql-ws serialises errors with toJSON(); results relayed from elsewhere carry plain formatted errors. */
export function relayedResult(result: { data?: unknown; errors?: readonly GraphQLFormattedError[]; extensions?: unknown }): ExecutionResult {
  const { errors, ...rest } = result;
  return { ...(rest as ExecutionResult), ...(errors ? { errors: errors.map((error) => new RelayedError(error)) } : {}) };
}
