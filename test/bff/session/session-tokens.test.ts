// The BFF keeps the upstream's tokens to itself: every mutation that starts or changes a session
// answers without them and sets the HttpOnly cookies instead, and an access token that ran out is
// renewed with the refresh token before the request goes on.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, type Response, send, sessionCookies } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const SESSION = '{ session { isAuthenticated userType } me { email } }';
const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';

function cookieNamed(response: Response, name: string): string | undefined {
  return response.cookies.find((line) => line.startsWith(`${name}=`));
}

function maxAge(setCookie: string | undefined): number {
  return Number(/Max-Age=(\d+)/.exec(setCookie ?? '')?.[1] ?? Number.NaN);
}

async function signIn(email: string, as: { cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await graphql(bff.origin, LOGIN, { i: { username: email, password: 'hearth-demo' } }, as);
  const access = cookieNamed(response, 'hearth_token');
  const refresh = cookieNamed(response, 'hearth_refresh');
  if (!access || !refresh) throw new Error(`no session cookies for ${email}`);
  return { access: cookiePair(access), refresh: cookiePair(refresh), response };
}

t.test('login sets a short-lived access cookie and a long-lived refresh cookie, both HttpOnly', async (t) => {
  const { response } = await signIn('consumer.uk@example.com');
  const access = cookieNamed(response, 'hearth_token');
  const refresh = cookieNamed(response, 'hearth_refresh');
  t.ok(maxAge(access) > 800 && maxAge(access) <= 900, 'the access cookie lasts as long as its 15-minute token');
  t.ok(maxAge(refresh) > 29 * 86_400, 'the refresh cookie lasts as long as the session');
  for (const line of [access, refresh]) {
    t.match(line, /; HttpOnly/);
    t.match(line, /; Secure/);
    t.match(line, /; SameSite=Lax/);
  }
});

t.test('signing up through the BFF signs in with cookies; no token is in the answer', async (t) => {
  const response = await graphql(
    bff.origin,
    `mutation($i: ConsumerSignUpInput!) { signUpConsumer(input: $i) { __typename
       ... on SignUpSuccess { user { email } } } }`,
    {
      i: {
        email: 'new.home.owner@example.org',
        password: 'a-long-garden-path',
        firstName: 'Iris',
        lastName: 'Bloom',
        brand: 'uk',
      },
    },
  );
  t.same(response.json(), {
    data: { signUpConsumer: { __typename: 'SignUpSuccess', user: { email: 'new.home.owner@example.org' } } },
  });
  const access = cookieNamed(response, 'hearth_token');
  t.ok(access, 'the access cookie is set');
  t.ok(cookieNamed(response, 'hearth_refresh'), 'the refresh cookie is set');
  const token = cookiePair(access ?? '').split('=')[1] ?? '';
  t.notOk(response.text.includes(token), 'the token is not in the body');
  t.notMatch(response.text, /_hearthSession|accessToken|refreshToken/);
  const cookie = [cookiePair(access ?? ''), cookiePair(cookieNamed(response, 'hearth_refresh') ?? '')].join('; ');
  const session = await graphql(bff.origin, SESSION, {}, { cookie });
  t.same(session.json(), {
    data: { session: { isAuthenticated: true, userType: 'CONSUMER' }, me: { email: 'new.home.owner@example.org' } },
  });
});

t.test('tokens cannot be asked for, and refreshing is not open to browsers', async (t) => {
  const tokens = await graphql(
    bff.origin,
    `mutation($i: ConsumerSignUpInput!) { signUpConsumer(input: $i) { ... on SignUpSuccess { tokens { accessToken } } } }`,
    { i: { email: 'x@example.org', password: 'a-long-garden-path', firstName: 'A', lastName: 'B', brand: 'uk' } },
  );
  t.equal(tokens.status, 400);
  t.match(tokens.text, /Cannot query field \\"tokens\\"/);
  t.same(sessionCookies(tokens), []);
  const refresh = await graphql(bff.origin, 'mutation { refreshSession(input: { refreshToken: "x" }) { __typename } }');
  t.equal(refresh.status, 400);
  t.match(refresh.text, /Cannot query field \\"refreshSession\\"/);
});

t.test('one-time-code login through the BFF sets the cookies', async (t) => {
  const email = 'consumer.ie@example.com';
  await graphql(bff.origin, 'mutation($i: RequestLoginCodeInput!) { requestLoginCode(input: $i) { __typename } }', {
    i: { email },
  });
  const [message] = await upstream.messagesTo(email, 'login-code');
  const response = await graphql(
    bff.origin,
    'mutation($i: LoginWithCodeInput!) { loginWithCode(input: $i) { __typename ... on LoginSuccess { isAuthenticated } } }',
    { i: { email, code: message?.payload.code } },
  );
  t.same(response.json(), { data: { loginWithCode: { __typename: 'LoginSuccess', isAuthenticated: true } } });
  t.ok(cookieNamed(response, 'hearth_token'));
  t.ok(cookieNamed(response, 'hearth_refresh'));
});

t.test('when the access cookie has run out, the refresh cookie renews the session on the next request', async (t) => {
  const { refresh } = await signIn('pro.uk@example.com');
  const response = await graphql(bff.origin, SESSION, {}, { cookie: refresh });
  t.same(response.json(), {
    data: { session: { isAuthenticated: true, userType: 'SERVICE_PRO' }, me: { email: 'pro.uk@example.com' } },
  });
  const renewed = cookieNamed(response, 'hearth_refresh');
  t.ok(cookieNamed(response, 'hearth_token'), 'a new access cookie');
  t.not(cookiePair(renewed ?? ''), refresh, 'a new refresh cookie: the old one was used');
});

t.test('requests sent at once with the same refresh cookie share one renewal and stay signed in', async (t) => {
  const { refresh } = await signIn('consumer.de@example.com');
  const answers = await Promise.all([1, 2, 3, 4].map(() => graphql(bff.origin, SESSION, {}, { cookie: refresh })));
  for (const answer of answers) {
    t.match(answer.json(), { data: { session: { isAuthenticated: true } } });
  }
  const cookies = new Set(answers.map((answer) => cookieNamed(answer, 'hearth_refresh')?.split(';')[0]));
  t.equal(cookies.size, 1, 'every answer carries the same new pair');
  const later = await graphql(bff.origin, SESSION, {}, { cookie: [...cookies][0] ?? '' });
  t.match(later.json(), { data: { session: { isAuthenticated: true } } }, 'the new refresh cookie works');
});

// Two browsers: each its own client id cookie and user agent.
const browserA = (cookie: string) => ({
  cookie: `client_id=${'a'.repeat(32)}; ${cookie}`,
  headers: { 'user-agent': 'Browser A' },
});
const browserB = (cookie: string) => ({
  cookie: `client_id=${'b'.repeat(32)}; ${cookie}`,
  headers: { 'user-agent': 'Browser B' },
});

t.test('a second tab of the same browser with the spent refresh cookie shares the renewal', async (t) => {
  const { refresh } = await signIn('consumer.ie@example.com', browserA(''));
  const first = await graphql(bff.origin, SESSION, {}, browserA(refresh));
  const second = await graphql(bff.origin, SESSION, {}, browserA(refresh));
  t.match(second.json(), { data: { session: { isAuthenticated: true } } });
  t.equal(
    cookieNamed(second, 'hearth_refresh')?.split(';')[0],
    cookieNamed(first, 'hearth_refresh')?.split(';')[0],
    'the same new pair',
  );
});

t.test('a spent refresh token replayed by another client ends the whole session', async (t) => {
  const { refresh } = await signIn('consumer.it@example.com', browserA(''));
  const victim = await graphql(bff.origin, SESSION, {}, browserA(refresh));
  t.match(victim.json(), { data: { session: { isAuthenticated: true } } });
  const renewed = `${cookiePair(cookieNamed(victim, 'hearth_token') ?? '')}; ${cookiePair(cookieNamed(victim, 'hearth_refresh') ?? '')}`;

  const thief = await graphql(bff.origin, SESSION, {}, browserB(refresh));
  t.same(
    thief.json(),
    { data: { session: { isAuthenticated: false, userType: null }, me: null } },
    'the replay gets nothing',
  );
  t.notOk(cookieNamed(thief, 'hearth_refresh')?.startsWith('hearth_refresh=ey'), 'and no new pair');

  const after = await graphql(bff.origin, '{ me { email } }', {}, browserA(renewed));
  t.equal(after.status, 401, 'the victim’s new pair died with the session');
  t.match(cookieNamed(after, 'hearth_refresh'), /^hearth_refresh=;/, 'and its cookies are cleared');
});

t.test('a refresh the upstream refuses signs the person out: both cookies are cleared', async (t) => {
  const { refresh, access } = await signIn('consumer.fr@example.com');
  await graphql(bff.origin, 'mutation { logout { success } }', {}, { cookie: `${access}; ${refresh}` });
  const response = await graphql(bff.origin, SESSION, {}, { cookie: refresh });
  t.same(response.json(), { data: { session: { isAuthenticated: false, userType: null }, me: null } });
  t.match(cookieNamed(response, 'hearth_token'), /^hearth_token=;/);
  t.match(cookieNamed(response, 'hearth_refresh'), /^hearth_refresh=;/);
});

t.test('logout clears both cookies', async (t) => {
  const { refresh, access } = await signIn('consumer.it@example.com');
  const response = await graphql(
    bff.origin,
    'mutation { logout { success } }',
    {},
    { cookie: `${access}; ${refresh}` },
  );
  t.same(response.json(), { data: { logout: { success: true } } });
  t.match(cookieNamed(response, 'hearth_token'), /Max-Age=0|Expires=Thu, 01 Jan 1970/);
  t.match(cookieNamed(response, 'hearth_refresh'), /Max-Age=0|Expires=Thu, 01 Jan 1970/);
});

t.test('while the upstream cannot be reached, a renewal answers 503 and keeps the cookies', async (t) => {
  const { refresh } = await signIn('consumer.at@example.com');
  const unreachable = await startBff(t, 'http://127.0.0.1:9/graphql');
  const response = await graphql(unreachable.origin, '{ session { isAuthenticated } }', {}, { cookie: refresh });
  t.equal(response.status, 503, 'not run as a visitor: a signed-in person would see a signed-out answer');
  t.match(response.json(), { data: null, errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  t.notOk(
    response.cookies.some((line) => /^hearth_(token|refresh)=/.test(line)),
    'nothing is cleared: an outage does not sign anyone out',
  );
  const back = await graphql(bff.origin, '{ session { isAuthenticated } }', {}, { cookie: refresh });
  t.match(back.json(), { data: { session: { isAuthenticated: true } } }, 'the refresh cookie still works');
});

t.test('assets and health checks never renew a session', async (t) => {
  const { refresh } = await signIn('consumer.ca@example.com');
  const response = await send(bff.origin, '/healthz', { headers: { cookie: refresh } });
  t.equal(response.status, 200);
  t.same(response.cookies, [], 'no cookie at all: not the session, nor the client and session ids');
});

t.test('the browser address reaches the upstream, so its abuse limits count per person', async (t) => {
  await graphql(bff.origin, LOGIN, { i: { username: 'nobody@example.org', password: 'x' } });
  const rows = await upstream.db.query<{ bucket: string }>(
    `SELECT bucket FROM rate_limit_counters WHERE bucket LIKE 'login:client:%'`,
  );
  t.ok(
    rows.some((row) => row.bucket === 'login:client:127.0.0.1'),
    'the BFF forwards the client address',
  );
});

t.test('staff impersonating through the BFF: the cookies switch to the impersonated session and back', async (t) => {
  const admin = await signIn('admin@example.com');
  let cookie = `${admin.access}; ${admin.refresh}`;
  const jar = (response: Response) => {
    const access = cookieNamed(response, 'hearth_token');
    const refresh = cookieNamed(response, 'hearth_refresh');
    if (access && refresh) cookie = `${cookiePair(access)}; ${cookiePair(refresh)}`;
  };
  const impersonate = await graphql(
    bff.origin,
    `mutation($i: ImpersonateUserInput!) { impersonateUser(input: $i) { __typename ... on UserImpersonated { user { email } } } }`,
    { i: { email: 'consumer.nl@example.com' } },
    { cookie },
  );
  t.same(impersonate.json(), {
    data: { impersonateUser: { __typename: 'UserImpersonated', user: { email: 'consumer.nl@example.com' } } },
  });
  jar(impersonate);
  const acting = await graphql(
    bff.origin,
    '{ session { isImpersonated userType } me { email ... on Consumer { assumedBy { email } } } }',
    {},
    { cookie },
  );
  t.same(acting.json(), {
    data: {
      session: { isImpersonated: true, userType: 'CONSUMER' },
      me: { email: 'consumer.nl@example.com', assumedBy: { email: 'admin@example.com' } },
    },
  });
  const exit = await graphql(
    bff.origin,
    'mutation { exitAssumedUser { __typename ... on AssumedUserExited { user { email } } } }',
    {},
    { cookie },
  );
  t.same(exit.json(), {
    data: { exitAssumedUser: { __typename: 'AssumedUserExited', user: { email: 'admin@example.com' } } },
  });
  jar(exit);
  const back = await graphql(bff.origin, '{ session { isImpersonated userType } }', {}, { cookie });
  t.same(back.json(), { data: { session: { isImpersonated: false, userType: 'ADMIN' } } });
});
