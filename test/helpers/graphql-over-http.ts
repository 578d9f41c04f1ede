// The stack the GraphQL-over-HTTP tests (decision 028) run against, over real HTTP: a real
// upstream behind a fault upstream that forwards unless a test scripts a fault, and three BFFs —
// with the fast path, without it, and with GraphQL over GET — plus what the tests read answers with.
import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { startBff } from './bff.ts';
import { startFaultUpstream } from './fault-upstream.ts';
import { type Response, send } from './http.ts';
import { startUpstream } from './upstream.ts';

export const GRAPHQL_RESPONSE = 'application/graphql-response+json';
export const JSON_TYPE = 'application/json';
// An upstream-only query (the fast path forwards it) and one with a BFF-local field (executed).
export const UPSTREAM_ONLY = '{ professions(brand: "uk") { slug } }';
export const WITH_LOCAL = '{ session { isAuthenticated } professions(brand: "uk") { slug } }';

// Echoed back by the variable's refusal, so the round trip of the bytes shows.
export const ENUM_QUERY = 'query($k: LocalityKind) { locations(brand: "uk", query: "x", kind: $k) { __typename } }';
export const NON_ASCII = 'Zürich–Köln 東京';

export interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

// `get`: also a BFF that takes GraphQL over GET (GRAPHQL_GET_ENABLED).
export async function startGraphqlOverHttp(t: Test, { get = false }: { get?: boolean } = {}) {
  const upstream = await startUpstream(t);
  // Passes every call on to the real upstream unless a test scripts a fault; counts what it saw.
  const fault = await startFaultUpstream(t, upstream.url);
  fault.setDefault({ kind: 'forward' });
  // Several BFFs share this process: building one blocks the others' event loop, which their load
  // shedding (decision 013, tested on its own) would answer with 503s meant for a saturated process.
  const env = { UPSTREAM_DEADLINE_MS: '1500', SHED_EVENT_LOOP_DELAY_MS: '0' };
  const fast = await startBff(t, fault.url, env);
  const full = await startBff(t, fault.url, { ...env, GRAPHQL_FAST_PATH: 'off' });
  const withGet = get ? await startBff(t, fault.url, { ...env, GRAPHQL_GET_ENABLED: 'true' }) : null;
  return {
    upstream,
    fault,
    env,
    fast,
    full,
    withGet,
    // The query text the upstream received last: the fast path sends the client's own text.
    lastQuery: () => (JSON.parse(fault.requests.at(-1)?.body ?? '{}') as { query?: string }).query,
  };
}

export function post(origin: string, body: unknown, headers: Record<string, string> = {}, path = '/graphql') {
  return send(origin, path, {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(origin: string, parameters: Record<string, string>, headers: Record<string, string> = {}) {
  return send(origin, `/graphql?${new URLSearchParams(parameters)}`, { headers: { 'x-hearth-csrf': '1', ...headers } });
}

export const typeOf = (response: Response) => response.headers['content-type'];
export const newClientId = () => randomBytes(16).toString('hex');

// A well-formed GraphQL response: an object of data and/or errors (and extensions) only, each
// error with a message.
export function isWellFormed(t: Test, response: Response) {
  const body = response.json<Answer>();
  t.ok(
    Object.keys(body).every((key) => ['data', 'errors', 'extensions'].includes(key)),
    `only data, errors, extensions: ${response.text}`,
  );
  t.ok('data' in body || Array.isArray(body.errors), 'data or errors');
  for (const error of body.errors ?? []) t.type(error.message, 'string');
}

// A request that did not run, under application/graphql-response+json: the status, no data entry.
export function refusedWithoutData(t: Test, response: Response, status: number, message: RegExp) {
  t.equal(response.status, status, response.text);
  t.equal(typeOf(response), `${GRAPHQL_RESPONSE}; charset=utf-8`);
  const body = response.json<Answer>();
  t.notOk('data' in body, 'no data entry');
  t.match(body.errors?.map((error) => error.message).join('\n'), message);
  t.equal(body.errors?.[0]?.extensions?.requestId, response.headers['x-request-id'], 'the request id');
}
