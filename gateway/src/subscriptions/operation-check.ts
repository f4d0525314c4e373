import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import type { Locale } from '@dukkan/shared';
import { checkOperationLimits, checkOperationSize, type OperationLimits } from '../limits/operation-limits.ts';

export type CheckedOperation = { document: DocumentNode; operation: OperationDefinitionNode } | { errors: readonly GraphQLError[] };

/**
 * Checks an operation sent over the socket as Apollo Server checks HTTP ones: parse, validate against the
 * supergraph's API schema (no introspection in production), then the depth and cost limits; the field count is
 * checked between parsing and validation.
 */
export function checkSocketOperation(
  schema: GraphQLSchema,
  payload: SubscribePayload,
  options: { limits: OperationLimits; production: boolean; locale: Locale },
): CheckedOperation {
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch (error) {
    return { errors: [error instanceof GraphQLError ? error : new GraphQLError('Syntax error.')] };
  }
  // Too many fields is refused before validation, whose work grows faster than their count (as on HTTP).
  const tooLarge = checkOperationSize(options.limits, document, options.locale);
  if (tooLarge) return { errors: [tooLarge] };
  const rules = options.production ? [...specifiedRules, NoSchemaIntrospectionCustomRule] : specifiedRules;
  const invalid = validate(schema, document, rules);
  if (invalid.length) return { errors: invalid };
  const operation = getOperationAST(document, payload.operationName);
  if (!operation) return { errors: [new GraphQLError('Unable to identify the operation to run.')] };
  const tooComplex = checkOperationLimits(options.limits, schema, document, operation, payload.variables ?? undefined, options.locale);
  return tooComplex ? { errors: [tooComplex] } : { document, operation };
}
