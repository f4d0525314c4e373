import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * How many fields an operation asks for, counted on the parsed document before validation and planning: every field
 * node (an alias is a field), nested ones and those inside fragments too, each spread counting its fragment's fields
 * again. Validation (overlapping fields are compared pairwise) and Apollo's query planner both grow faster than
 * linearly with this number (QA q7, finding 1: 3000 aliases of one cheap field took 19 s and stalled every other
 * request), so it is bounded before either runs. Counting stops once past `stopAbove`.
 */
export function fieldCountOf(document: DocumentNode, operation: OperationDefinitionNode, stopAbove = Number.POSITIVE_INFINITY): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCounts = new Map<string, number>();
  const count = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>): number => {
    let fields = 0;
    for (const selection of selectionSet.selections) {
      if (fields > stopAbove) break;
      if (selection.kind === Kind.FIELD) {
        fields += 1 + (selection.selectionSet ? count(selection.selectionSet, seen) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        fields += count(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown fragments and cycles are validation's to refuse; they count for nothing here.
        if (!fragment || seen.has(name)) continue;
        let inner = fragmentCounts.get(name);
        if (inner === undefined) {
          inner = count(fragment.selectionSet, new Set([...seen, name]));
          fragmentCounts.set(name, inner);
        }
        fields += inner;
      }
    }
    return fields;
  };
  return count(operation.selectionSet, new Set());
}
