// Calling the upstream as the BFF would: GraphQL over HTTP with a bearer token, a request id and
// the client's address (x-forwarded-for from the trusted proxy).
import { randomBytes } from 'node:crypto';
import { graphql, type Response } from './http.ts';

export interface CallOptions {
  readonly token?: string | null;
  readonly requestId?: string;
  // The client's address as the BFF reports it; tests vary it to be different clients.
  readonly clientIp?: string;
  // Further headers the BFF sends (the referral code of decision 050).
  readonly headers?: Readonly<Record<string, string>>;
}

export const newRequestId = () => randomBytes(16).toString('hex');

export function call(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, 'x-request-id': options.requestId ?? newRequestId() };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  return graphql(origin, query, variables, { headers });
}

// The data of a successful call; fails loudly with the errors otherwise. Tests read answers by
// path and assert their shape, so the default type is loose.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function data<T = Record<string, any>>(response: Response | Promise<Response>): Promise<T> {
  const resolved = await response;
  const body = resolved.json<{ data?: T; errors?: unknown[] }>();
  if (resolved.status !== 200 || body.errors || !body.data) {
    throw new Error(`GraphQL call failed (${resolved.status}): ${resolved.text}`);
  }
  return body.data;
}

export interface SignedIn {
  readonly accessToken: string;
  readonly refreshToken: string;
}

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { tokens { accessToken refreshToken } } ... on LoginFailed { code } } }`;

// Signs in with a password (the demo password by default) and returns the tokens.
export async function signIn(
  origin: string,
  email: string,
  password = 'hearth-demo',
  options: CallOptions = {},
): Promise<SignedIn> {
  const { login } = await data(call(origin, LOGIN, { input: { username: email, password } }, options));
  if (login.__typename !== 'LoginSuccess') throw new Error(`Sign-in of ${email} failed: ${login.code}`);
  return login.tokens;
}

// A caller of its own: each test uses one with its own address, so the per-client abuse limits
// one test reaches do not reach another.
export function clientAt(origin: string, clientIp: string) {
  return {
    signIn: (email: string, password = 'hearth-demo') => signIn(origin, email, password, { clientIp }),
    ask: (query: string, variables: Record<string, unknown> = {}, token?: string) =>
      data(call(origin, query, variables, { token, clientIp })),
    raw: (query: string, variables: Record<string, unknown> = {}, token?: string) =>
      call(origin, query, variables, { token, clientIp }),
  };
}

// A new caller, with an address of its own, each time the function it returns is called.
export function newClients(origin: string) {
  let count = 0;
  return () => {
    count += 1;
    return clientAt(origin, `198.51.100.${count}`);
  };
}

// The code of the first error of an answer (UNAUTHENTICATED, FORBIDDEN …), if any.
export function errorCode(response: { json<T>(): T }): string | undefined {
  return response.json<{ errors?: { extensions?: { code?: string } }[] }>().errors?.[0]?.extensions?.code;
}
