// Every operation the web client sends fits the gateway's limits (issue §7) as the client sends it:
// one that does not is refused when the browser asks, though the server, which runs its own
// documents unchecked, renders the page. Checked against the gateway's schema, on the document
// texts the client sends (each feature's generated documents).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import t from 'tap';
import { depthOf } from '../../../bff/gateway/fast-path.ts';
import { GRAPHQL_LIMITS, operationLimitsRule } from '../../../bff/gateway/limits.ts';
import { operationsOf } from '../../../bff/gateway/root-fields.ts';

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

t.ok(documents.length > 200, `the client's operations are found (${documents.length})`);

t.test('every operation of the web client is within the limits', async (t) => {
  for (const { name, text } of documents) {
    const refusals = validate(schema, parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }), [
      operationLimitsRule(GRAPHQL_LIMITS),
    ]).map((error) => error.message);
    t.same(refusals, [], name);
    const document = parse(text);
    const depth = Math.max(...operationsOf(document).map((operation) => depthOf(document, operation)));
    t.ok(depth <= GRAPHQL_LIMITS.maxDepth, `${name}: depth ${depth} within ${GRAPHQL_LIMITS.maxDepth}`);
  }
});
