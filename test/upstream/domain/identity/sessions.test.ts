// Tokens and sessions over HTTP: short-lived access tokens, rotating single-use refresh tokens, a
// reused refresh token ending the whole session, logout ending it, and the login abuse limits.
import t from 'tap';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const REFRESH = `mutation($input: RefreshSessionInput!) { refreshSession(input: $input) { __typename
  ... on SessionRefreshed { tokens { accessToken accessTokenExpiresAt refreshToken refreshTokenExpiresAt } }
  ... on TokenFailed { code } } }`;
const ME = '{ me { id email } }';
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

async function refresh(refreshToken: string) {
  return (await data(call(origin, REFRESH, { input: { refreshToken } }))).refreshSession;
}

t.test('an access token lives 15 minutes; the refresh token runs with the session', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.uk@example.com');
  const claims = claimsOf(accessToken);
  t.equal(claims.exp - claims.iat, 15 * 60);
  t.equal(claims.mod, 'SELF');
  t.equal(claims.act, undefined, 'no actor claim when acting as oneself');
});

t.test('a refresh token buys a new pair once; the new access token works', async (t) => {
  const first = await signIn(origin, 'consumer.nl@example.com');
  const result = await refresh(first.refreshToken);
  t.equal(result.__typename, 'SessionRefreshed');
  t.not(result.tokens.refreshToken, first.refreshToken, 'the refresh token rotates');
  const me = await data(call(origin, ME, {}, { token: result.tokens.accessToken }));
  t.equal(me.me.email, 'consumer.nl@example.com');
  t.equal(claimsOf(result.tokens.accessToken).sid, claimsOf(first.accessToken).sid, 'the same session goes on');
  const second = await refresh(result.tokens.refreshToken);
  t.equal(second.__typename, 'SessionRefreshed', 'the new refresh token works in turn');
});

t.test('a refresh token used twice ends its whole family: every token of the session stops working', async (t) => {
  const first = await signIn(origin, 'consumer.de@example.com');
  const rotated = await refresh(first.refreshToken);
  t.equal(rotated.__typename, 'SessionRefreshed');
  const replay = await refresh(first.refreshToken);
  t.same(replay, { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  t.same(await refresh(rotated.tokens.refreshToken), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  t.equal((await call(origin, ME, {}, { token: rotated.tokens.accessToken })).status, 401);
  t.equal((await call(origin, ME, {}, { token: first.accessToken })).status, 401);
});

t.test('a made-up refresh token is invalid; one past its time is expired', async (t) => {
  t.same(await refresh('x'.repeat(43)), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  const { refreshToken, accessToken } = await signIn(origin, 'consumer.at@example.com');
  await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    claimsOf(accessToken).sid,
  ]);
  t.same(await refresh(refreshToken), { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' });
});

t.test('refreshing slides the session on, but never past its absolute end', async (t) => {
  const { refreshToken, accessToken } = await signIn(origin, 'consumer.ie@example.com');
  const sid = claimsOf(accessToken).sid;
  await db.query(
    `UPDATE sessions SET expires_at = now() + interval '1 day', absolute_expires_at = now() + interval '2 days'
      WHERE id = $1`,
    [sid],
  );
  const result = await refresh(refreshToken);
  const [row] = await db.query<{ days: number }>(
    `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM sessions WHERE id = $1`,
    [sid],
  );
  t.equal(row?.days, 2, 'capped at the absolute end, not the 30-day idle lifetime');
  t.equal(Date.parse(result.tokens.refreshTokenExpiresAt) > Date.now() + 86_400_000, true);
});

t.test('logout ends the session: its access token and its refresh token stop working at once', async (t) => {
  const { accessToken, refreshToken } = await signIn(origin, 'pro.ca@example.com');
  const logout = await data(call(origin, 'mutation { logout { success } }', {}, { token: accessToken }));
  t.same(logout, { logout: { success: true } });
  t.equal((await call(origin, ME, {}, { token: accessToken })).status, 401);
  t.same(await refresh(refreshToken), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  const visitor = await data(call(origin, 'mutation { logout { success } }'));
  t.same(visitor, { logout: { success: false } }, 'a visitor has nothing to end');
});

t.test('a disabled account is refused at once, even with a token issued before', async (t) => {
  const { accessToken, refreshToken } = await signIn(origin, 'consumer.ca@example.com');
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE email = 'consumer.ca@example.com'`);
  t.teardown(() => db.query(`UPDATE users SET status = 'ACTIVE' WHERE email = 'consumer.ca@example.com'`));
  t.equal((await call(origin, ME, {}, { token: accessToken })).status, 401);
  t.same(await refresh(refreshToken), { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
});

t.test('wrong passwords for one account are limited; the right one is then refused too', async (t) => {
  const clientIp = '203.0.113.10';
  for (let attempt = 1; attempt <= 10; attempt++) {
    const { login } = await data(
      call(origin, LOGIN, { input: { username: 'pro.it@example.com', password: 'wrong' } }, { clientIp }),
    );
    t.equal(login.code, 'INVALID_CREDENTIALS', `attempt ${attempt}`);
  }
  const right = await data(
    call(
      origin,
      LOGIN,
      { input: { username: 'pro.it@example.com', password: 'hearth-demo' } },
      { clientIp: '203.0.113.11' },
    ),
  );
  t.same(right.login, { __typename: 'LoginFailed', code: 'USAGE_LIMIT_REACHED' }, 'from any client');
  const unknown = await data(
    call(origin, LOGIN, { input: { username: 'nobody.else@example.com', password: 'x' } }, { clientIp }),
  );
  t.equal(unknown.login.code, 'INVALID_CREDENTIALS', 'other accounts are unaffected');
});

t.test('one client trying many accounts is limited per client', async (t) => {
  const clientIp = '203.0.113.20';
  let code = '';
  for (let attempt = 1; attempt <= 61; attempt++) {
    const { login } = await data(
      call(origin, LOGIN, { input: { username: `guess${attempt}@example.com`, password: 'x' } }, { clientIp }),
    );
    code = login.code;
  }
  t.equal(code, 'USAGE_LIMIT_REACHED');
  const other = await data(
    call(
      origin,
      LOGIN,
      { input: { username: 'consumer.us@example.com', password: 'hearth-demo' } },
      { clientIp: '203.0.113.21' },
    ),
  );
  t.equal(other.login.__typename, 'LoginSuccess', 'other clients still sign in');
});

t.test('the limit counters are shared through the database, so a second process sees them', async (t) => {
  const rows = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limit_counters WHERE bucket = 'login-failure:account:pro.it@example.com'`,
  );
  t.equal(rows[0]?.hits, 10);
});
