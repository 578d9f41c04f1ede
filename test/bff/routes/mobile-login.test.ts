// The mobile login path (spec §7.1, decision 012) against a real upstream: only the app wrappers,
// only login and one-time-code mutations, only JSON; a login sets the same cookies as /graphql and
// hands the wrapper its access token in the body; the login rate limits hold here too.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { loadBffConfig } from '../../../bff/config.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultBff } from '../../helpers/fault-bff.ts';
import { cookiePair, graphql, type Response, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';
import { call, data } from '../../helpers/upstream-client.ts';

const PATH = '/mobile/graphql';
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { isAuthenticated hasAssumableAccess } ... on LoginFailed { code } } }`;
const REQUEST_CODE = `mutation Ask($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { __typename
  ... on CodeRequested { expiresInSeconds } } }`;
const LOGIN_WITH_CODE = `mutation Code($input: LoginWithCodeInput!) { loginWithCode(input: $input) { __typename
  ... on LoginSuccess { isAuthenticated } ... on LoginFailed { code } } }`;

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

const newClientId = () => randomBytes(16).toString('hex');

// The cookies an app wrapper's web view carries: its kind and version (§9), and a client id of its
// own so the per-client limits of one test never reach another.
function wrapperCookie(extra: Record<string, string> = {}): string {
  const cookies = { 'agent-type': 'consumer-app', 'agent-version': '10.9.1', client_id: newClientId(), ...extra };
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

function post(
  body: unknown,
  options: { cookie?: string; contentType?: string; origin?: string; path?: string } = {},
): Promise<Response> {
  return send(options.origin ?? bff.origin, options.path ?? PATH, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      ...(options.cookie === '' ? {} : { cookie: options.cookie ?? wrapperCookie() }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function cookieNamed(response: Response, name: string): string | undefined {
  return response.cookies.find((line) => line.startsWith(`${name}=`));
}

interface Answer {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: { session?: { accessToken: string; accessTokenExpiresAt: string; refreshToken?: string } };
}

t.test('a password login from a wrapper answers the access token in the body and sets the cookies', async (t) => {
  const response = await post({
    query: LOGIN,
    operationName: 'Login',
    variables: { input: { username: 'consumer.uk@example.com', password: 'hearth-demo' } },
  });
  t.equal(response.status, 200);
  const body = response.json<Answer>();
  t.same(body.data, { login: { __typename: 'LoginSuccess', isAuthenticated: true, hasAssumableAccess: false } });
  const access = cookieNamed(response, 'hearth_token');
  const refresh = cookieNamed(response, 'hearth_refresh');
  t.match(access, /; HttpOnly/, 'the same HttpOnly access cookie as /graphql sets');
  t.match(refresh, /; HttpOnly/);
  const session = body.extensions?.session;
  t.equal(session?.accessToken, cookiePair(access ?? '').split('=')[1], 'the body carries the cookie’s access token');
  t.ok(Date.parse(session?.accessTokenExpiresAt ?? '') > Date.now(), 'with the time it runs out');
  t.notOk('refreshToken' in (session ?? {}), 'the single-use refresh token stays in its cookie only');
  t.notOk(response.text.includes(cookiePair(refresh ?? '').split('=')[1] ?? '-'), 'nowhere in the body');
  t.equal(response.headers['cache-control'], 'no-store', 'an answer holding a token is never stored');

  const me = await data(call(upstream.origin, '{ me { email } }', {}, { token: session?.accessToken ?? '' }));
  t.same(me, { me: { email: 'consumer.uk@example.com' } }, 'the wrapper can call with that token');
  const onGraphql = await graphql(
    bff.origin,
    '{ session { isAuthenticated userType } }',
    {},
    {
      cookie: [access, refresh].map((line) => cookiePair(line ?? '')).join('; '),
    },
  );
  t.same(onGraphql.json(), { data: { session: { isAuthenticated: true, userType: 'CONSUMER' } } });
});

t.test('a failed login answers its code, with no token and no cookie', async (t) => {
  const response = await post({
    query: LOGIN,
    variables: { input: { username: 'consumer.uk@example.com', password: 'not-the-password' } },
  });
  t.equal(response.status, 200);
  t.same(response.json(), { data: { login: { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' } } });
  t.notOk(cookieNamed(response, 'hearth_token'));
});

t.test('a one-time code asked for and used from a wrapper signs in the same way', async (t) => {
  const email = 'pro.uk@example.com';
  const cookie = wrapperCookie({ 'agent-type': 'pro-app' });
  const asked = await post({ query: REQUEST_CODE, variables: { input: { email } } }, { cookie });
  t.equal(asked.status, 200);
  t.match(asked.json(), { data: { requestLoginCode: { __typename: 'CodeRequested' } } });
  t.notOk(asked.json<Answer>().extensions, 'asking for a code issues no token');
  t.same(
    asked.cookies.filter((line) => line.startsWith('hearth_')),
    [],
  );

  const [message] = await upstream.messagesTo(email, 'login-code');
  t.ok(message, 'the code was sent');
  const response = await post(
    { query: LOGIN_WITH_CODE, variables: { input: { email, code: message?.payload.code } } },
    { cookie },
  );
  t.equal(response.status, 200);
  const body = response.json<Answer>();
  t.same(body.data, { loginWithCode: { __typename: 'LoginSuccess', isAuthenticated: true } });
  const access = cookieNamed(response, 'hearth_token');
  t.ok(cookieNamed(response, 'hearth_refresh'));
  t.equal(body.extensions?.session?.accessToken, cookiePair(access ?? '').split('=')[1]);
  const me = await data(
    call(upstream.origin, '{ me { email } }', {}, { token: body.extensions?.session?.accessToken }),
  );
  t.same(me, { me: { email } });
});

t.test('without valid wrapper cookies the path answers 403 and runs nothing', async (t) => {
  const login = {
    query: LOGIN,
    variables: { input: { username: 'consumer.uk@example.com', password: 'hearth-demo' } },
  };
  const cases: [string, string][] = [
    ['no cookies at all', ''],
    ['a browser with a client id only', `client_id=${newClientId()}`],
    ['agent type without version', 'agent-type=consumer-app'],
    ['an unknown agent type', 'agent-type=desktop-app; agent-version=10.9.1'],
    ['a version that is not x.y.z', 'agent-type=pro-app; agent-version=10.9-beta'],
  ];
  for (const [name, cookie] of cases) {
    const response = await post(login, { cookie });
    t.equal(response.status, 403, name);
    t.match(response.json(), { data: null, errors: [{ extensions: { code: 'BFF_ERR_WRAPPER_REQUIRED' } }] }, name);
    t.notOk(cookieNamed(response, 'hearth_token'), `${name}: no session`);
  }
});

t.test('operations other than login and one-time codes answer 400', async (t) => {
  const queries = [
    '{ session { isAuthenticated } }',
    'mutation { logout { success } }',
    'mutation($i: LoginInput!) { login(input: $i) { __typename } logout { success } }',
    'mutation { ...Out } fragment Out on Mutation { logout { success } }',
    'mutation { ... on Mutation { logout { success } } }',
    'mutation { __typename }',
    `${LOGIN} query Other { session { isAuthenticated } }`,
  ];
  for (const query of queries) {
    const response = await post({ query, variables: { i: { username: 'a@example.com', password: 'x' } } });
    t.equal(response.status, 400, query);
    t.match(
      response.json(),
      { data: null, errors: [{ extensions: { code: 'BFF_ERR_MOBILE_LOGIN_OPERATION' } }] },
      query,
    );
  }
});

t.test('a body that is not one GraphQL request answers 400', async (t) => {
  const bodies: [string, string][] = [
    ['a batch', JSON.stringify([{ query: LOGIN }])],
    ['no query', JSON.stringify({ variables: {} })],
    ['variables that are not an object', JSON.stringify({ query: LOGIN, variables: 'x' })],
    ['a query that does not parse', JSON.stringify({ query: 'mutation {' })],
    ['JSON that does not parse', '{"query":'],
  ];
  for (const [name, body] of bodies) {
    const response = await post(body);
    t.equal(response.status, 400, name);
    t.equal(response.json<Answer>().data, null, name);
    t.match(response.json<Answer>().errors?.[0]?.extensions, { requestId: /^[0-9a-f]{32}$/ }, name);
  }
});

t.test('GET and other methods answer 405 naming POST', async (t) => {
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    const response = await send(bff.origin, `${PATH}?query=${encodeURIComponent(LOGIN)}`, {
      method: method as 'GET',
      headers: { cookie: wrapperCookie() },
    });
    t.equal(response.status, 405, method);
    t.equal(response.headers.allow, 'POST', method);
  }
});

t.test('only JSON is accepted: form, text and multipart posts answer 415', async (t) => {
  const form = new URLSearchParams({ query: LOGIN }).toString();
  for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
    const response = await post(form, { contentType });
    t.equal(response.status, 415, contentType);
    t.match(response.json(), { errors: [{ extensions: { code: 'BFF_ERR_MOBILE_LOGIN_MEDIA_TYPE' } }] });
  }
});

t.test('the GraphQL limits of /graphql hold here too', async (t) => {
  const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: login(input: $i) { __typename }`).join(' ');
  const aliased = await post({ query: `mutation($i: LoginInput!) { ${aliases} }`, variables: { i: {} } });
  t.equal(aliased.status, 400);
  t.match(aliased.text, /Too many aliases/);
  const tokens = await post({ query: `mutation { login(input: $i) { ${'a '.repeat(2100)} } }` });
  t.equal(tokens.status, 400);
  t.match(tokens.text, /more that 2000 tokens/);
  const large = await post({ query: LOGIN, variables: { input: { username: 'a'.repeat(9000), password: 'x' } } });
  t.equal(large.status, 413, 'a body no login needs is refused unread');
  const unknown = await post({ query: 'mutation { login(input: { username: "a", password: "b" }) { token } }' });
  t.equal(unknown.status, 400, 'validation refuses fields the gateway does not have');
  t.match(unknown.text, /Cannot query field/);
});

t.test('logins on the path are rate limited per client, together with /graphql', async (t) => {
  const limited = await startBff(t, upstream.url, { RATE_LIMIT_LOGIN: '2/1m' });
  const clientId = newClientId();
  const cookie = wrapperCookie({ client_id: clientId });
  const attempt = { query: LOGIN, variables: { input: { username: 'nobody@example.com', password: 'guess' } } };
  const first = await graphql(limited.origin, LOGIN, attempt.variables, { cookie: `client_id=${clientId}` });
  t.equal(first.status, 200, 'one attempt on /graphql');
  t.equal((await post(attempt, { origin: limited.origin, cookie })).status, 200, 'one on the mobile path');
  const refused = await post(attempt, { origin: limited.origin, cookie });
  t.equal(refused.status, 429);
  const seconds = Number(refused.headers['retry-after']);
  t.ok(seconds >= 1 && seconds <= 60, `Retry-After says when the minute is over (${seconds})`);
  t.match(refused.json(), {
    data: null,
    errors: [{ extensions: { code: 'RATE_LIMIT', requestId: /^[0-9a-f]{32}$/ } }],
  });
  const other = await post(attempt, { origin: limited.origin });
  t.equal(other.status, 200, 'another wrapper is not held back');
});

t.test('MOBILE_LOGIN_PATH moves the path; a bad value stops the start', async (t) => {
  const moved = await startBff(t, upstream.url, { MOBILE_LOGIN_PATH: '/app/v1/login' });
  const login = {
    query: LOGIN,
    variables: { input: { username: 'consumer.de@example.com', password: 'hearth-demo' } },
  };
  const response = await post(login, { origin: moved.origin, path: '/app/v1/login' });
  t.match(response.json(), { data: { login: { __typename: 'LoginSuccess' } } });
  t.equal((await post(login, { origin: moved.origin })).status, 404, 'the default path is not served then');
  const base = { UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql' };
  t.equal(loadBffConfig(base).mobileLoginPath, '/mobile/graphql');
  for (const value of ['mobile', '/graphql', '/pv', '/a/../b', '/a?b', '/a b', '/a/']) {
    t.throws(
      () => loadBffConfig({ ...base, MOBILE_LOGIN_PATH: value }),
      { name: 'ConfigError', message: /MOBILE_LOGIN_PATH/ },
      value,
    );
  }
});

t.test('an upstream outage while renewing the session answers 503 and signs nobody out', async (t) => {
  const { origin, fault } = await startFaultBff(t);
  fault.setDefault({ kind: 'status', status: 503 });
  const response = await send(origin, PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${wrapperCookie()}; hearth_refresh=still-good` },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username: 'x@example.com', password: 'secret' } } }),
  });
  t.equal(response.status, 503);
  t.equal(response.headers['retry-after'], '5');
  t.match(response.json(), { data: null, errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  t.equal(cookieNamed(response, 'hearth_refresh'), undefined, 'the refresh cookie is left alone');
});
