// Upstream mutations that start or change a session (sign-up, one-time-code login, assuming an
// account, a second-layer confirmation …) answer with AuthTokens. The gateway hides those from
// browsers; instead, on the way to the upstream, every such mutation is made to ask for its tokens
// under a private alias, and on the way back the tokens are taken out of the answer and put into
// the session cookies. No token ever appears in a response the BFF sends.
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  type InlineFragmentNode,
  isAbstractType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import { readTokens, type SessionTokens } from './refresh.ts';

export const TOKENS_TYPE = 'AuthTokens';
export const SESSION_ALIAS = '_hearthSession';

const field = (name: string, selections?: readonly SelectionNode[], alias?: string): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  ...(alias ? { alias: { kind: Kind.NAME, value: alias } } : {}),
  ...(selections ? { selectionSet: { kind: Kind.SELECTION_SET, selections } } : {}),
});

const TOKENS_SELECTION = field(
  'tokens',
  ['accessToken', 'accessTokenExpiresAt', 'refreshToken', 'refreshTokenExpiresAt'].map((name) => field(name)),
  SESSION_ALIAS,
);

// The object types a field's result may be that carry a new session.
function typesIssuingTokens(schema: GraphQLSchema, type: GraphQLNamedType): string[] {
  const candidates = isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
  return candidates
    .filter((candidate) => {
      const tokens = candidate.getFields().tokens;
      return tokens !== undefined && getNamedType(tokens.type).name === TOKENS_TYPE;
    })
    .map((candidate) => candidate.name);
}

// The mutation document with the tokens of every session-issuing result asked for.
export function askForSessionTokens(operation: OperationDefinitionNode, document: DocumentNode, schema: GraphQLSchema) {
  const root = schema.getMutationType();
  if (!root) return document;
  let changed = false;
  const selections = operation.selectionSet.selections.map((selection) => {
    if (selection.kind !== Kind.FIELD || !selection.selectionSet) return selection;
    const definition = root.getFields()[selection.name.value];
    if (!definition) return selection;
    const issuing = typesIssuingTokens(schema, getNamedType(definition.type));
    if (issuing.length === 0) return selection;
    changed = true;
    const fragments = issuing.map(
      (typeName): InlineFragmentNode => ({
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: typeName } },
        selectionSet: { kind: Kind.SELECTION_SET, selections: [TOKENS_SELECTION] },
      }),
    );
    return {
      ...selection,
      selectionSet: { ...selection.selectionSet, selections: [...selection.selectionSet.selections, ...fragments] },
    };
  });
  if (!changed) return document;
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition === operation ? { ...operation, selectionSet: { ...operation.selectionSet, selections } } : definition,
    ),
  };
}

// Takes the tokens out of a mutation's answer; the last new session wins when there are several.
export function takeSessionTokens(data: unknown): SessionTokens | null {
  if (typeof data !== 'object' || data === null) return null;
  let found: SessionTokens | null = null;
  for (const value of Object.values(data)) {
    if (typeof value !== 'object' || value === null || !(SESSION_ALIAS in value)) continue;
    const record = value as Record<string, unknown>;
    found = readTokens(record[SESSION_ALIAS]) ?? found;
    delete record[SESSION_ALIAS];
  }
  return found;
}
