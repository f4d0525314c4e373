import {
  Kind,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** Arguments that say how many items a list field returns (Relay `first`/`last`, legacy `limit`/`per_page`). */
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit', 'per_page', 'perPage', 'pageSize']);
/** Assumed size of a list asked for without a size argument. */
export const DEFAULT_LIST_SIZE = 10;
/** A size argument above this counts as this (subgraphs cap pages anyway; this keeps the estimate finite). */
const MAX_COUNTED_SIZE = 1000;

export interface OperationShape {
  /** Deepest field nesting, root fields being depth 1. Introspection fields are not counted. */
  depth: number;
  /** Estimated number of fields resolved: each field counts once per item of every list around it. */
  cost: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function sizeOf(value: ValueNode, variables: Record<string, unknown>): number | null {
  const raw = value.kind === Kind.INT ? Number(value.value) : value.kind === Kind.VARIABLE ? variables[value.name.value] : null;
  const size = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null;
  return size === null ? null : Math.min(Math.max(size, 0), MAX_COUNTED_SIZE);
}

function measure(walk: Walk, selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined, multiplier: number, pagedParent: boolean, depth: number, seen: Set<string>): OperationShape {
  let deepest = depth - 1;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      // Introspection is refused in production and is deep by nature: it is not what these limits protect.
      if (name === '__schema' || name === '__type') continue;
      cost += multiplier;
      deepest = Math.max(deepest, depth);
      if (!selection.selectionSet) continue;
      const fieldType = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name]?.type : undefined;
      const sizeArgument = selection.arguments?.find((argument) => SIZE_ARGUMENTS.has(argument.name.value));
      const size = sizeArgument ? sizeOf(sizeArgument.value, walk.variables) : null;
      const isList = fieldType ? isListType(getNullableType(fieldType)) : false;
      // `edges`/`nodes` of a connection asked with `first` are already counted by that argument.
      const factor = size ?? (isList && !pagedParent ? DEFAULT_LIST_SIZE : 1);
      const inner = measure(walk, selection.selectionSet, fieldType ? getNamedType(fieldType) : undefined, multiplier * factor, size !== null, depth + 1, seen);
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) ?? undefined : parent;
      const inner = measure(walk, selection.selectionSet, type, multiplier, pagedParent, depth, seen);
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      // Validation refuses fragment cycles; `seen` only guards against running before validation.
      if (!fragment || seen.has(fragment.name.value)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      const inner = measure(walk, fragment.selectionSet, type, multiplier, pagedParent, depth, new Set([...seen, fragment.name.value]));
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth: deepest, cost };
}

/** Measures one operation of a validated document against the API schema, with its variables. */
export function shapeOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): OperationShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation) ?? undefined;
  return measure({ schema, fragments, variables }, operation.selectionSet, root, 1, false, 1, new Set());
}
