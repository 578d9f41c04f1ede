// Signing in and out through the BFF over real HTTP, in front of a real upstream.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies, setCookieNamed } from '../../helpers/http.ts';
import { pageState } from '../../helpers/page-state.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const LOGIN = 'mutation($i: LoginInput!){ login(input:$i){ __typename } }';
const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

async function signIn(username = 'consumer.uk@example.com') {
  const response = await graphql(bff.origin, LOGIN, { i: { username, password: 'hearth-demo' } });
  const cookie = response.cookies.find((line) => line.startsWith('hearth_token='));
  return { response, cookie: cookie ? cookiePair(cookie) : '' };
}

t.test('the login mutation of the issue answers LoginSuccess and sets an HttpOnly cookie', async (t) => {
  const { response, cookie } = await signIn();
  t.equal(response.status, 200);
  t.same(response.json(), { data: { login: { __typename: 'LoginSuccess' } } });
  const setCookie = setCookieNamed(response, 'hearth_token');
  t.match(setCookie, /^hearth_token=[\w-]+\.[\w-]+\.[\w-]+;/);
  t.match(setCookie, /; HttpOnly/);
  t.match(setCookie, /; SameSite=Lax/);
  t.match(setCookie, /; Path=\//);
  t.match(setCookie, /; Secure/, 'Secure outside development');
  t.notMatch(setCookie, /Domain=/i);
  t.ok(cookie);
});

t.test('the login result carries no token, even when asked for one', async (t) => {
  const response = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ ... on LoginSuccess { token } } }',
    {
      i: { username: 'consumer.uk@example.com', password: 'hearth-demo' },
    },
  );
  t.equal(response.status, 400);
  t.match(response.json<{ errors: { message: string }[] }>().errors[0]?.message, /Cannot query field "token"/);
  t.same(sessionCookies(response), [], 'a refused operation sets no session cookie');
});

t.test(
  'a failed login says why with a spec code, sets no cookie, and never says whether the email exists',
  async (t) => {
    const wrong = await graphql(
      bff.origin,
      'mutation($i: LoginInput!){ login(input:$i){ __typename ... on LoginFailed { code isAuthenticated } } }',
      {
        i: { username: 'consumer.uk@example.com', password: 'nope' },
      },
    );
    const unknown = await graphql(
      bff.origin,
      'mutation($i: LoginInput!){ login(input:$i){ __typename ... on LoginFailed { code isAuthenticated } } }',
      {
        i: { username: 'nobody@example.com', password: 'nope' },
      },
    );
    t.same(wrong.json(), {
      data: { login: { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS', isAuthenticated: false } },
    });
    t.same(unknown.json(), wrong.json());
    t.same(sessionCookies(wrong), []);
    t.same(sessionCookies(unknown), []);
  },
);

t.test('later requests carry the session to the upstream; the session info is decoded on the server', async (t) => {
  const { cookie } = await signIn('pro.ie@example.com');
  const response = await graphql(
    bff.origin,
    '{ me { email ... on ServicePro { firstName } } session { isAuthenticated userType isImpersonated hasAssumableAccess issuedAt } }',
    {},
    { cookie },
  );
  const body = response.json<{ data: { me: unknown; session: Record<string, unknown> } }>();
  t.same(body.data.me, { email: 'pro.ie@example.com', firstName: 'Conor' });
  t.match(body.data.session, {
    isAuthenticated: true,
    userType: 'SERVICE_PRO',
    isImpersonated: false,
    hasAssumableAccess: false,
  });
  t.ok(Date.parse(String(body.data.session.issuedAt)) > 0);
  t.equal(response.headers['x-request-id']?.toString().length, 32, 'the request id is echoed');
});

t.test('logout clears the cookie and ends the session upstream, so the old cookie is refused', async (t) => {
  const { cookie } = await signIn('consumer.nl@example.com');
  const logout = await graphql(bff.origin, 'mutation { logout { success } }', {}, { cookie });
  t.same(logout.json(), { data: { logout: { success: true } } });
  t.match(
    setCookieNamed(logout, 'hearth_token'),
    /^hearth_token=;.*Max-Age=0|^hearth_token=; .*Expires=Thu, 01 Jan 1970/,
  );

  const replay = await graphql(bff.origin, '{ me { email } }', {}, { cookie });
  const body = replay.json<{ data: { me: null }; errors: { extensions: { code: string } }[] }>();
  t.equal(body.errors[0]?.extensions.code, 'UNAUTHENTICATED');
  t.equal(body.data.me, null);
  t.match(setCookieNamed(replay, 'hearth_token'), /^hearth_token=;/, 'a session the upstream refuses is cleared');
});

t.test('a visitor has an unauthenticated session and no user', async (t) => {
  const response = await graphql(bff.origin, '{ me { id } session { isAuthenticated userType } }');
  t.same(response.json(), { data: { me: null, session: { isAuthenticated: false, userType: null } } });
});

t.test('cross-site simple requests to /graphql are refused (CSRF)', async (t) => {
  const response = await graphql(
    bff.origin,
    '{ session { isAuthenticated } }',
    {},
    { headers: { 'content-type': 'text/plain' } },
  );
  t.equal(response.status, 400);
  t.match(response.text, /Cross-Site Request Forgery/);
});

t.test('the cookie names follow COOKIE_PREFIX', async (t) => {
  const other = await startBff(t, upstream.url, { COOKIE_PREFIX: 'hx_' });
  const response = await graphql(other.origin, LOGIN, {
    i: { username: 'consumer.us@example.com', password: 'hearth-demo' },
  });
  t.match(setCookieNamed(response, 'hx_token'), /^hx_token=[\w-]+\./);
  t.same(sessionCookies(response), [], 'no cookie under the default prefix');
});

t.test('in development the cookie is not Secure, so http://localhost works', async (t) => {
  const dev = await startBff(t, upstream.url, { APP_ENV: 'development' });
  const response = await graphql(dev.origin, LOGIN, {
    i: { username: 'consumer.us@example.com', password: 'hearth-demo' },
  });
  const setCookie = setCookieNamed(response, 'hearth_token');
  t.ok(setCookie);
  t.notMatch(setCookie, /Secure/);
  t.match(setCookie, /HttpOnly/);
});

// A token with any claims one likes and no signature (`alg: none`), as an attacker would make it.
function forgedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'someone', sid: 'made-up', iat: now, exp: now + 600, ...claims })}.`;
}

t.test('a forged token shows no session: the session field and the page report a visitor', async (t) => {
  const forged = `hearth_token=${forgedToken({ typ: 'ADMIN', imp: true, haa: true })}`;
  const response = await graphql(
    bff.origin,
    '{ session { isAuthenticated userType isImpersonated hasAssumableAccess } }',
    {},
    { cookie: forged },
  );
  t.same(response.json(), {
    data: { session: { isAuthenticated: false, userType: null, isImpersonated: false, hasAssumableAccess: false } },
  });
  t.match(setCookieNamed(response, 'hearth_token'), /^hearth_token=;/, 'the forged cookie is cleared');
  const page = await send(bff.origin, '/', { host: 'uk.localhost', headers: { cookie: forged } });
  const state = pageState(page.text);
  t.match(state.session, { isAuthenticated: false, userType: null }, 'the page embeds a visitor');
  t.notOk(page.text.includes('"ADMIN"'), 'the claimed user type appears nowhere');
});

t.test('a genuine token this BFF has not seen is verified with the upstream, then reported', async (t) => {
  const { cookie } = await signIn('pro.at@example.com');
  // Another BFF process in front of the same upstream, as after a restart or behind a load balancer.
  const other = await startBff(t, upstream.url);
  const response = await graphql(other.origin, '{ session { isAuthenticated userType } }', {}, { cookie });
  t.same(response.json(), { data: { session: { isAuthenticated: true, userType: 'SERVICE_PRO' } } });
});
