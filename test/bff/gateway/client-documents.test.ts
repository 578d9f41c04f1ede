// Every operation the web client sends fits the gateway's limits (issue §7) as the client sends it:
// one that does not is refused when the browser asks, though the server, which runs its own
// documents unchecked, renders the page. Checked against the gateway's schema, on the document
// texts the client sends (each feature's generated documents).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, Kind, parse, validate } from 'graphql';
import t from 'tap';
import { GRAPHQL_LIMITS, operationLimitsRule } from '../../../bff/gateway/limits.ts';

const root = new URL('../../../', import.meta.url);
const schema = buildSchema(await readFile(new URL('schema/generated/gateway.graphql', root), 'utf8'));

async function generatedDocumentFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await generatedDocumentFiles(path)));
    else if (path.endsWith(join('generated', 'documents.ts'))) files.push(path);
  }
  return files;
}

const documents: { name: string; text: string }[] = [];
for (const file of await generatedDocumentFiles(new URL('web/', root).pathname)) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) {
    if (name.endsWith('Document') && value !== null && typeof value === 'object') {
      documents.push({ name, text: String(value) });
    }
  }
}

// The depth mercurius measures: fields nested under the operation, fragments spread in place.
function depthOf(text: string): number {
  const document = parse(text);
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  type Selections = { readonly selections: readonly import('graphql').SelectionNode[] } | undefined;
  const measure = (set: Selections): number =>
    Math.max(
      0,
      ...(set?.selections ?? []).map((s) =>
        s.kind === Kind.FIELD
          ? 1 + measure(s.selectionSet)
          : s.kind === Kind.INLINE_FRAGMENT
            ? measure(s.selectionSet)
            : measure(fragments.get(s.name.value)?.selectionSet),
      ),
    );
  return Math.max(
    ...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? measure(d.selectionSet) : 0)),
  );
}

t.ok(documents.length > 200, `the client's operations are found (${documents.length})`);

t.test('every operation of the web client is within the limits', async (t) => {
  for (const { name, text } of documents) {
    const refusals = validate(schema, parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }), [
      operationLimitsRule(GRAPHQL_LIMITS),
    ]).map((error) => error.message);
    t.same(refusals, [], name);
    t.ok(depthOf(text) <= GRAPHQL_LIMITS.maxDepth, `${name}: depth within ${GRAPHQL_LIMITS.maxDepth}`);
  }
});
