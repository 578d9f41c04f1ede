// The root fields an operation selects, looking through fragments and inline fragments at its root:
// `mutation { ...F } fragment F on Mutation { login(…) }` selects `login` as surely as writing it out.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export interface RootFieldOptions {
  // Leave out every selection that carries a directive, and what is under it: @skip or @include
  // may drop it from the answer.
  readonly unconditionalOnly?: boolean;
}

export function rootFields(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  { unconditionalOnly = false }: RootFieldOptions = {},
): FieldNode[] {
  const fragments = fragmentsOf(document);
  const fields: FieldNode[] = [];
  // Each fragment is walked once: a cycle (which validation refuses anyway) cannot loop here.
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (unconditionalOnly && selection.directives?.length) continue;
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  return rootFields(document, operation).map((field) => field.name.value);
}

export function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
}
