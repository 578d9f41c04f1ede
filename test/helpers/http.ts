// Small HTTP helpers for integration tests: a request with an explicit Host header (so a brand
// can be chosen while connecting to 127.0.0.1) and cookie handling as a browser would do it.
import { request } from 'undici';
import { CSRF_HEADER } from '../../shared/constants.ts';

export interface Response {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  json<T = Record<string, unknown>>(): T;
  readonly cookies: string[];
}

export async function send(
  origin: string,
  path: string,
  options: { method?: 'GET' | 'POST'; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.host) headers.host = options.host;
  const response = await request(`${origin}${path}`, { method: options.method ?? 'GET', headers, body: options.body });
  const text = await response.body.text();
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    headers: response.headers,
    text,
    json: () => JSON.parse(text),
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}

export function graphql(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; host?: string; headers?: Record<string, string> } = {},
) {
  return send(origin, '/graphql', {
    method: 'POST',
    host: options.host,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
}

// The name=value part of a Set-Cookie line, to send back as a Cookie header.
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}

// The Set-Cookie line of one cookie, if the answer sets it.
export function setCookieNamed(response: Response, name: string): string | undefined {
  return response.cookies.find((line) => line.startsWith(`${name}=`));
}

// The Set-Cookie lines of the two session cookies alone (COOKIE_PREFIX `hearth_` unless told),
// leaving out the client and session id cookies that calls may carry.
export function sessionCookies(response: Response, prefix = 'hearth_'): string[] {
  return response.cookies.filter((line) => line.startsWith(`${prefix}token=`) || line.startsWith(`${prefix}refresh=`));
}

// Signs in through the BFF's GraphQL at the brand's host and returns the session's cookies as a
// Cookie header.
export async function signInCookies(origin: string, host: string, username: string, password: string): Promise<string> {
  const login = await graphql(
    origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username, password } },
    { host, headers: { [CSRF_HEADER]: '1' } },
  );
  return sessionCookies(login).map(cookiePair).join('; ');
}
