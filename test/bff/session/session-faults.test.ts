// The session when the upstream misbehaves (issue 5 §3, decision 011): an upstream 401 renews the
// session once and replays the call; a refused renewal signs the person out with a 401; an outage
// during a renewal answers 503 and signs nobody out; cookies no browser would send are refused.
import t, { type Test } from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultBff } from '../../helpers/fault-bff.ts';
import type { Fault, FaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql, type Response, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
// Signs people in; the tokens it sets work on every BFF in front of the same upstream.
// (Every sign-in of this file goes through it, from one client: its login limit is not the subject.)
const plain = await startBff(t, upstream.url, { RATE_LIMIT_LOGIN: '100/1m', RATE_LIMIT_LOGIN_PER_IP: '100/1m' });
const ME = '{ me { email } }';
const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';
const unavailable: Fault = { kind: 'status', status: 503 };

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };

function cookieNamed(response: Response, name: string): string | undefined {
  return response.cookies.find((line) => line.startsWith(`${name}=`));
}

function sessionCookieLines(response: Response): string[] {
  return response.cookies.filter((line) => /^hearth_(token|refresh)=/.test(line));
}

// The same token with its signature spoilt: it still reads as a live session to the BFF, which
// only decodes it, but the upstream refuses it as it would a revoked one.
function spoilt(accessPair: string): string {
  const [name, token = ''] = accessPair.split('=');
  const [header, payload] = token.split('.');
  return `${name}=${header}.${payload}.${'A'.repeat(43)}`;
}

async function signIn(email: string) {
  const response = await graphql(plain.origin, LOGIN, { i: { username: email, password: 'hearth-demo' } });
  const access = cookieNamed(response, 'hearth_token');
  const refresh = cookieNamed(response, 'hearth_refresh');
  if (!access || !refresh) throw new Error(`no session cookies for ${email}: ${response.text}`);
  return { access: cookiePair(access), refresh: cookiePair(refresh) };
}

// The upstream requests seen after `from` that were session renewals.
function renewals(fault: FaultUpstream, from = 0): number {
  return fault.requests.slice(from).filter((seen) => seen.body.includes('BffRefreshSession')).length;
}

function expectSignedOut(t: Test, response: Response) {
  t.equal(response.status, 401, 'the client is told to sign in again');
  const body = response.json<Answer>();
  t.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  t.match(cookieNamed(response, 'hearth_token'), /^hearth_token=;/, 'the access cookie is cleared');
  t.match(cookieNamed(response, 'hearth_refresh'), /^hearth_refresh=;/, 'the refresh cookie is cleared');
}

function expectUnavailable(t: Test, response: Response) {
  t.equal(response.status, 503);
  t.equal(response.headers['retry-after'], '5', 'says when to come back');
  const requestId = response.headers['x-request-id'];
  t.match(requestId, /^[0-9a-f]{32}$/);
  const body = response.json<Answer & { errors: { message: string }[] }>();
  t.equal(body.errors.length, 1);
  t.equal(body.errors[0]?.message, 'Service unavailable', 'nothing of the fault is told');
  t.same(body.errors[0]?.extensions, { code: 'SERVICE_UNAVAILABLE', requestId });
  t.same(sessionCookieLines(response), [], 'the cookies stay: an outage signs nobody out');
}

t.test('an access token the upstream refuses is renewed with the refresh cookie, and the call replayed', async (t) => {
  const { access, refresh } = await signIn('consumer.uk@example.com');
  const response = await graphql(plain.origin, ME, {}, { cookie: `${spoilt(access)}; ${refresh}` });
  t.equal(response.status, 200);
  t.same(response.json(), { data: { me: { email: 'consumer.uk@example.com' } } });
  const renewed = cookieNamed(response, 'hearth_refresh');
  t.ok(cookieNamed(response, 'hearth_token'), 'a new access cookie');
  t.not(cookiePair(renewed ?? ''), refresh, 'a new refresh cookie: the old one was spent');
  const later = await graphql(
    plain.origin,
    ME,
    {},
    { cookie: `${cookiePair(cookieNamed(response, 'hearth_token') ?? '')}; ${cookiePair(renewed ?? '')}` },
  );
  t.same(later.json(), { data: { me: { email: 'consumer.uk@example.com' } } }, 'the new pair works');
});

t.test('one 401, one renewal, one replay: the replay carries the new token', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access, refresh } = await signIn('pro.uk@example.com');
  const before = fault.requests.length;
  fault.script({ kind: 'status', status: 401 });
  const response = await graphql(origin, ME, {}, { cookie: `${access}; ${refresh}` });
  t.same(response.json(), { data: { me: { email: 'pro.uk@example.com' } } });
  t.equal(response.status, 200);
  const seen = fault.requests.slice(before);
  t.equal(seen.length, 3, 'the call, the renewal, the replay');
  t.equal(renewals(fault, before), 1);
  t.equal(seen[0]?.headers.authorization, `Bearer ${access.split('=')[1]}`);
  const newToken = cookiePair(cookieNamed(response, 'hearth_token') ?? '').split('=')[1];
  t.equal(seen[2]?.headers.authorization, `Bearer ${newToken}`, 'replayed with the new access token');
  t.equal(seen[2]?.body, seen[0]?.body, 'the same operation');
});

t.test('requests refused at once with the same cookies share one renewal and all succeed', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access, refresh } = await signIn('consumer.de@example.com');
  const before = fault.requests.length;
  const cookie = `${spoilt(access)}; ${refresh}`;
  const answers = await Promise.all([1, 2, 3, 4].map(() => graphql(origin, ME, {}, { cookie })));
  for (const answer of answers) {
    t.same(answer.json(), { data: { me: { email: 'consumer.de@example.com' } } });
  }
  t.equal(renewals(fault, before), 1, 'the single-use refresh token is spent once');
  const pairs = new Set(answers.map((answer) => cookiePair(cookieNamed(answer, 'hearth_refresh') ?? '')));
  t.equal(pairs.size, 1, 'every answer carries the same new pair');
});

t.test('a renewal the upstream refuses signs the person out with a 401', async (t) => {
  const { access, refresh } = await signIn('consumer.fr@example.com');
  // Ended elsewhere (another tab signed out): the access token still looks live to the BFF.
  await graphql(plain.origin, 'mutation { logout { success } }', {}, { cookie: `${access}; ${refresh}` });
  const response = await graphql(plain.origin, ME, {}, { cookie: `${access}; ${refresh}` });
  expectSignedOut(t, response);
  t.same(response.json<Answer>().data, { me: null });
});

t.test('a second 401 after the replay signs the person out', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access, refresh } = await signIn('consumer.nl@example.com');
  const before = fault.requests.length;
  fault.script({ kind: 'status', status: 401 }, { kind: 'forward' }, { kind: 'status', status: 401 });
  const response = await graphql(origin, ME, {}, { cookie: `${access}; ${refresh}` });
  expectSignedOut(t, response);
  t.equal(fault.requests.length - before, 3, 'renewed once and replayed once, never more');
});

t.test('without a refresh cookie, an upstream 401 signs the person out at once', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access } = await signIn('consumer.ie@example.com');
  const before = fault.requests.length;
  const response = await graphql(origin, ME, {}, { cookie: spoilt(access) });
  expectSignedOut(t, response);
  t.equal(fault.requests.length - before, 1, 'no renewal was tried');
});

t.test('a visitor refused by the upstream is not renewed', async (t) => {
  const { origin, fault } = await startFaultBff(t);
  fault.script({ kind: 'status', status: 401 });
  const response = await graphql(origin, ME);
  t.equal(response.status, 401);
  t.equal(response.json<Answer>().errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  t.equal(fault.requests.length, 1);
});

t.test('the upstream down while renewing after a 401: 503, Retry-After, the cookies kept', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access, refresh } = await signIn('consumer.at@example.com');
  const cookie = `${access}; ${refresh}`;
  const before = fault.requests.length;
  fault.script({ kind: 'status', status: 401 }, unavailable, unavailable, unavailable);
  const first = await graphql(origin, ME, {}, { cookie });
  expectUnavailable(t, first);
  t.same(first.json<Answer>().data, { me: null });
  t.equal(renewals(fault, before), 3, 'the renewal was retried like any call');
  fault.script({ kind: 'status', status: 401 }, { kind: 'reset' }, { kind: 'reset' }, { kind: 'reset' });
  expectUnavailable(t, await graphql(origin, ME, {}, { cookie }));
  const back = await graphql(origin, ME, {}, { cookie });
  t.same(back.json(), { data: { me: { email: 'consumer.at@example.com' } } }, 'the same cookies work afterwards');
});

t.test(
  'a renewal the upstream applied but never answered is asked again under its id: nobody is signed out',
  async (t) => {
    const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
    const { refresh } = await signIn('pro.nl@example.com');
    // The upstream uses the token, but the answer is lost; the retries find it down.
    fault.script({ kind: 'forward-then-reset' }, unavailable, unavailable);
    expectUnavailable(t, await graphql(origin, ME, {}, { cookie: refresh }));
    const back = await graphql(origin, ME, {}, { cookie: refresh });
    t.same(back.json(), { data: { me: { email: 'pro.nl@example.com' } } }, 'the pair the upstream issued then is used');
    t.match(cookieNamed(back, 'hearth_refresh'), /^hearth_refresh=[^;]+;/, 'and set');
  },
);

t.test('a renewal that hangs past the deadline answers 503, not 504, and keeps the cookies', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url, env: { UPSTREAM_DEADLINE_MS: '300' } });
  const { access, refresh } = await signIn('consumer.it@example.com');
  fault.script({ kind: 'status', status: 401 }, { kind: 'hang' });
  expectUnavailable(t, await graphql(origin, ME, {}, { cookie: `${access}; ${refresh}` }));
});

t.test('the upstream down while renewing before the request: /graphql and pages answer 503', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  // Only the refresh cookie: the access cookie has run out, so the session is renewed first.
  const { refresh } = await signIn('consumer.ca@example.com');
  fault.setDefault(unavailable);
  const refused = await graphql(origin, '{ session { isAuthenticated } }', {}, { cookie: refresh });
  expectUnavailable(t, refused);
  t.equal(refused.json<Answer>().data, null, 'not run at all, so no field answers as a visitor');

  const page = await send(origin, '/', { headers: { cookie: refresh } });
  t.equal(page.status, 503);
  t.equal(page.headers['retry-after'], '5');
  t.equal(page.headers['cache-control'], 'no-store');
  t.match(page.headers['content-type'], /^text\/html/, 'a page, not an error body (decision 027)');
  t.match(page.text, '<h1>Temporarily unavailable</h1>');
  t.same(sessionCookieLines(page), [], 'the page keeps the cookies too');

  fault.setDefault({ kind: 'forward' });
  const back = await graphql(origin, '{ session { isAuthenticated } }', {}, { cookie: refresh });
  t.same(back.json(), { data: { session: { isAuthenticated: true } } }, 'the refresh cookie still works');
});

t.test('a Cookie header larger than 8 KB is refused with 431, on /graphql and on pages', async (t) => {
  const cookie = Array.from({ length: 9 }, (_, index) => `crumb${index}=${'x'.repeat(1000)}`).join('; ');
  const response = await graphql(plain.origin, '{ session { isAuthenticated } }', {}, { cookie });
  t.equal(response.status, 431);
  t.match(response.json(), {
    data: null,
    errors: [
      {
        message: 'The Cookie header is larger than 8192 bytes',
        extensions: { requestId: response.headers['x-request-id'] },
      },
    ],
  });
  const page = await send(plain.origin, '/', { headers: { cookie } });
  t.equal(page.status, 431);
  t.same(page.json(), {
    error: 'The Cookie header is larger than 8192 bytes',
    requestId: page.headers['x-request-id'],
  });
  const fine = await graphql(plain.origin, '{ session { isAuthenticated } }', {}, { cookie: cookie.slice(0, 8000) });
  t.equal(fine.status, 200, 'a large header within the limit is read');
});

t.test('an auth cookie larger than a browser keeps is ignored: a visitor, the cookie cleared', async (t) => {
  const { origin, fault } = await startFaultBff(t, { forwardTo: upstream.url });
  const { access } = await signIn('consumer.us@example.com');
  const before = fault.requests.length;
  const padded = `${access}${'A'.repeat(4100)}`;
  const response = await graphql(origin, '{ session { isAuthenticated } me { email } }', {}, { cookie: padded });
  t.same(response.json(), { data: { session: { isAuthenticated: false }, me: null } });
  t.match(cookieNamed(response, 'hearth_token'), /^hearth_token=;/, 'the oversized cookie is cleared');
  t.notOk(
    fault.requests.slice(before).some((seen) => seen.headers.authorization),
    'the oversized token never reaches the upstream',
  );
  const hugeRefresh = await graphql(
    origin,
    '{ session { isAuthenticated } }',
    {},
    {
      cookie: `hearth_refresh=${'r'.repeat(4100)}`,
    },
  );
  t.same(hugeRefresh.json(), { data: { session: { isAuthenticated: false } } });
  t.equal(renewals(fault, before), 0, 'an oversized refresh cookie is not spent on a renewal');
});
