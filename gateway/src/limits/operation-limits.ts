import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { translate, type Catalog, type Locale } from '@dukkan/shared';
import { shapeOf } from './operation-shape.ts';

/** How deep and how costly one GraphQL operation may be, on HTTP and WebSocket alike. */
export interface OperationLimits {
  /** Deepest field nesting allowed (GRAPHQL_MAX_DEPTH, default 12): the product's own screens stay under 9. */
  maxDepth: number;
  /** Largest estimated field count allowed (GRAPHQL_MAX_COST, default 10000); see operation-shape.ts. */
  maxCost: number;
}

export const OPERATION_TOO_COMPLEX = 'OPERATION_TOO_COMPLEX';

export function readOperationLimits(env: NodeJS.ProcessEnv = process.env): OperationLimits {
  const positive = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
  return { maxDepth: positive(env.GRAPHQL_MAX_DEPTH, 12), maxCost: positive(env.GRAPHQL_MAX_COST, 10_000) };
}

const messages: Catalog = {
  depth: {
    en: 'This query is nested {depth} levels deep; the limit is {limit}.',
    ar: 'هذا الاستعلام متداخل بعمق {depth} مستويات، والحد الأقصى {limit}.',
  },
  cost: {
    en: 'This query would resolve about {cost} fields; the limit is {limit}. Ask for fewer items or fields.',
    ar: 'هذا الاستعلام سيجلب نحو {cost} حقلاً، والحد الأقصى {limit}. اطلب عناصر أو حقولاً أقل.',
  },
};

/** The error for an operation over the limits, or null. The HTTP status travels in extensions for Apollo Server. */
export function checkOperationLimits(
  limits: OperationLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  locale: Locale = 'en',
): GraphQLError | null {
  const { depth, cost } = shapeOf(schema, document, operation, variables ?? {});
  const extensions = { code: OPERATION_TOO_COMPLEX, depth, cost, maxDepth: limits.maxDepth, maxCost: limits.maxCost, http: { status: 400 } };
  if (depth > limits.maxDepth) return new GraphQLError(translate(messages, locale, 'depth', { depth, limit: limits.maxDepth }), { extensions });
  if (cost > limits.maxCost) return new GraphQLError(translate(messages, locale, 'cost', { cost, limit: limits.maxCost }), { extensions });
  return null;
}

/** Applies the limits to every operation Apollo Server runs (HTTP /graphql and the REST adapter). */
export function operationLimitsPlugin<Context extends { caller?: { locale: Locale } }>(limits: OperationLimits): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const error = checkOperationLimits(limits, schema, document, operation, request.variables, contextValue.caller?.locale);
          if (error) throw error;
        },
      };
    },
  };
}
