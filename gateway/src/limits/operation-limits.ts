import { GraphQLError, Kind, parse, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { translate, type Catalog, type Locale } from '@dukkan/shared';
import { shapeOf } from './operation-shape.ts';
import { fieldCountOf } from './operation-size.ts';

/** How deep and how costly one GraphQL operation may be, on HTTP and WebSocket alike. */
export interface OperationLimits {
  /** Deepest field nesting allowed (GRAPHQL_MAX_DEPTH, default 12): the product's own screens stay under 9. */
  maxDepth: number;
  /** Largest estimated field count allowed (GRAPHQL_MAX_COST, default 10000); see operation-shape.ts. */
  maxCost: number;
  /**
   * Most fields (aliases and fragment spreads included) one operation may write out, checked after parsing and before
   * validation and planning (GRAPHQL_MAX_FIELDS, default 500): the web app's largest operation has 22, the REST
   * adapter's under 100. See operation-size.ts.
   */
  maxFields: number;
}

export const OPERATION_TOO_COMPLEX = 'OPERATION_TOO_COMPLEX';

export function readOperationLimits(env: NodeJS.ProcessEnv = process.env): OperationLimits {
  const positive = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
  return {
    maxDepth: positive(env.GRAPHQL_MAX_DEPTH, 12),
    maxCost: positive(env.GRAPHQL_MAX_COST, 10_000),
    maxFields: positive(env.GRAPHQL_MAX_FIELDS, 500),
  };
}

const messages: Catalog = {
  depth: {
    en: 'This query is nested {depth} levels deep; the limit is {limit}.',
    ar: 'هذا الاستعلام متداخل بعمق {depth} مستويات، والحد الأقصى {limit}.',
  },
  fields: {
    en: 'This query asks for {fields} fields or more; the limit is {limit}. Ask for fewer fields or send several queries.',
    ar: 'هذا الاستعلام يطلب {fields} حقلاً أو أكثر، والحد الأقصى {limit}. اطلب حقولاً أقل أو أرسل عدة استعلامات.',
  },
  cost: {
    en: 'This query would resolve about {cost} fields; the limit is {limit}. Ask for fewer items or fields.',
    ar: 'هذا الاستعلام سيجلب نحو {cost} حقلاً، والحد الأقصى {limit}. اطلب عناصر أو حقولاً أقل.',
  },
};

/** The error for an operation over the limits, or null. The HTTP status travels in extensions for Apollo Server. */
export function checkOperationLimits(
  limits: Pick<OperationLimits, 'maxDepth' | 'maxCost'>,
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

/**
 * The error for a parsed document whose operations write out more fields than allowed, or null. Runs before
 * validation: it reads only the document (each operation, and the fragments each spreads) and stops counting once
 * over the limit, so a flood of aliases costs one linear walk.
 */
export function checkOperationSize(limits: OperationLimits, document: DocumentNode, locale: Locale = 'en'): GraphQLError | null {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const fields = fieldCountOf(document, definition, limits.maxFields);
    if (fields > limits.maxFields) {
      const extensions = { code: OPERATION_TOO_COMPLEX, fields, maxFields: limits.maxFields, http: { status: 400 } };
      return new GraphQLError(translate(messages, locale, 'fields', { fields, limit: limits.maxFields }), { extensions });
    }
  }
  return null;
}

/**
 * The size check for a query as sent over HTTP, before Apollo Server parses, validates and plans it (a hook inside
 * Apollo's pipeline cannot answer 400: what it throws becomes a 500). Text that does not parse is left to Apollo,
 * which says why.
 */
export function checkQuerySize(limits: OperationLimits, query: unknown, locale: Locale = 'en'): GraphQLError | null {
  if (typeof query !== 'string' || !query) return null;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  return checkOperationSize(limits, document, locale);
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
