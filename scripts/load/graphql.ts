// A GraphQL call as the web client sends it (web/lib/graphql.ts): POST /graphql?operationName=…
// with a JSON body — the content type that passes the BFF's CSRF check without a custom header —
// the identity headers read from the cookies, and the brand's country header where it has one.
import type { Brand } from '../../shared/brands.ts';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import {
  CLIENT_ID_COOKIES,
  CLIENT_ID_HEADER,
  SESSION_ID_COOKIES,
  SESSION_ID_HEADER,
} from '../../shared/request-identity.ts';
import type { CookieJar } from './cookie-jar.ts';
import type { SiteAnswer, SiteRequest } from './http.ts';

// A typed document from web/generated: its text is the operation.
export interface Operation {
  toString(): string;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

export function operationName(document: Operation): string {
  const name = OPERATION_NAME.exec(String(document))?.[1];
  if (!name) throw new Error('A load-test operation needs a name');
  return name;
}

function firstCookie(jar: CookieJar, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = jar.get(name);
    if (value) return value;
  }
  return undefined;
}

export function graphqlRequest(
  document: Operation,
  variables: Readonly<Record<string, unknown>>,
  brand: Brand,
  jar: CookieJar,
): SiteRequest {
  const name = operationName(document);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const clientId = firstCookie(jar, CLIENT_ID_COOKIES);
  const sessionId = firstCookie(jar, SESSION_ID_COOKIES);
  if (clientId) headers[CLIENT_ID_HEADER] = clientId;
  if (sessionId) headers[SESSION_ID_HEADER] = sessionId;
  if (brand.countryHeader) headers[brand.countryHeader.name] = brand.countryHeader.value;
  return {
    method: 'POST',
    path: `${GRAPHQL_PATH}?operationName=${encodeURIComponent(name)}`,
    headers,
    body: JSON.stringify({ operationName: name, variables, query: String(document) }),
    readBody: true,
  };
}

export interface GraphqlResult {
  readonly data: Record<string, unknown> | null;
  // The first error's message and code, when the answer carries errors or is no GraphQL answer.
  readonly error: string | null;
}

export function readGraphqlAnswer(answer: SiteAnswer): GraphqlResult {
  let body: { data?: Record<string, unknown> | null; errors?: { message?: string; extensions?: { code?: string } }[] };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return { data: null, error: `not JSON: ${answer.text.slice(0, 80)}` };
  }
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    return { data: body.data ?? null, error: `${first.message ?? 'GraphQL error'}${code ? ` (${code})` : ''}` };
  }
  return { data: body.data ?? null, error: null };
}
