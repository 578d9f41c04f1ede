// The page operations the GraphQL scenario sends: the client's own documents (web/generated), with
// the variables its pages use, and how to tell a right answer from a wrong one. Every variant —
// the upstream itself, the pass-through proxy, the stitched gateway and the BFF — gets the same body.
import { BRANDS } from '../../shared/brands.ts';
import { DirectorySearchDocument } from '../../web/features/directory/generated/documents.ts';
import { ProJobsNewJobListDocument } from '../../web/features/pro-jobs/generated/documents.ts';
import { GetUserDocument } from '../../web/lib/generated/documents.ts';
import { send } from './http.ts';

// Every GraphQL and page request is made on the UK brand's site, with its own demo accounts.
export const BRAND = BRANDS.uk;
export const DEMO_PASSWORD = 'hearth-demo';
export const DEMO_PRO = `pro.${BRAND.id}@example.com`;
// The demo pro's city: of the seeded UK places, the one with the most pros (22 at scale 1), so its
// directory page is full.
export const DIRECTORY_CITY = 'manchester';
export const PAGE_SIZE = 20;

export interface PageOperation {
  readonly id: string;
  readonly label: string;
  readonly signedIn: boolean;
  // The JSON body of the POST.
  readonly body: string;
  // How many items a right answer lists; null when the answer is not a right one.
  readonly items: (data: unknown) => number | null;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function edgeCount(data: unknown, root: string): number | null {
  const edges = field(field(data, root), 'edges');
  return Array.isArray(edges) ? edges.length : null;
}

function body(document: { toString(): string }, operationName: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query: document.toString(), variables, operationName });
}

export const OPERATIONS: readonly PageOperation[] = [
  {
    id: 'jobList',
    label: "pro's job list",
    signedIn: true,
    // The new-service-requests page asks with no filters; the list's page size is 20 (first: 20).
    body: body(ProJobsNewJobListDocument, 'proJobsNewJobList', {}),
    items: (data) => edgeCount(data, 'newJobList'),
  },
  {
    id: 'directory',
    label: 'directory page',
    signedIn: false,
    body: body(DirectorySearchDocument, 'directorySearch', {
      input: { brand: BRAND.id, localitySlug: DIRECTORY_CITY, sortBy: 'RECOMMENDED' },
      first: PAGE_SIZE,
    }),
    items: (data) => edgeCount(data, 'directorySearch'),
  },
  {
    id: 'currentUser',
    label: 'current user',
    signedIn: true,
    body: body(GetUserDocument, 'getUser', {}),
    items: (data) => (typeof field(field(data, 'me'), 'id') === 'string' ? 1 : null),
  },
];

// For autocannon: cheap enough to run on every answer. A right answer is data without errors.
export function isGraphqlData(text: string): boolean {
  return text.startsWith('{"data":{') && !text.includes('"errors":');
}

export interface Sample {
  readonly ok: boolean;
  readonly items: number | null;
  readonly bytes: number;
  // What was wrong, when it was not right: the status and the start of the answer.
  readonly problem: string | null;
}

// One request before the load: is the answer right, how many items, how large.
export async function sampleGraphql(
  url: string,
  operation: PageOperation,
  headers: Readonly<Record<string, string>>,
): Promise<Sample> {
  try {
    const answer = await send(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: operation.body,
    });
    const bytes = Buffer.byteLength(answer.text);
    const items = isGraphqlData(answer.text) ? operation.items(field(JSON.parse(answer.text), 'data')) : null;
    if (answer.status === 200 && items !== null) return { ok: true, items, bytes, problem: null };
    return { ok: false, items, bytes, problem: `${answer.status} ${answer.text.slice(0, 200)}` };
  } catch (error) {
    return { ok: false, items: null, bytes: 0, problem: (error as Error).message };
  }
}
