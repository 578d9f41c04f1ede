// Which answers a caller may keep (decision 045). A visitor's read of public data — the catalogue,
// places, the home page's figures and reviews, the directory — is the same for every visitor: for
// a visitor these fields read nothing but their arguments and the data. Such an answer says
// so with `Cache-Control: public, max-age=N`; every other answer, and any answer that carries an
// error, says `no-store`. A signed-in caller's answer is never public: what a person may see of
// the same fields can depend on who they are.
import type { OperationDefinitionNode } from 'graphql';

// Root fields of Query whose answer to a visitor is public (root-rules.ts lets `anyone` call each).
// A field joins only when neither it nor any field under it counts calls per client.
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'market',
  'professions',
  'profession',
  'service',
  'locations',
  'location',
  'popularProfessions',
  'marketplaceFigures',
  'recentReviews',
  'directorySearch',
]);

export const NO_STORE = 'no-store';

// The Cache-Control of a visitor's (viewer null) or a signed-in person's operation, before it runs.
export function cacheControlOf(
  operation: OperationDefinitionNode | null | undefined,
  isVisitor: boolean,
  maxAgeSeconds: number,
): string {
  if (!isVisitor || maxAgeSeconds <= 0 || operation?.operation !== 'query') return NO_STORE;
  // Fragments at the root could hide any field: only plain fields are looked at.
  const publicFields = operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === 'Field' &&
      (selection.name.value === '__typename' || PUBLIC_ROOT_FIELDS.has(selection.name.value)),
  );
  return publicFields ? `public, max-age=${maxAgeSeconds}` : NO_STORE;
}
