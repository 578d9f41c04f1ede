// Second-layer confirmation over real HTTP on the embedded database: by password or by a code sent by
// email, and by the person at the keyboard when acting for an organisation.
import t from 'tap';
import { startSession } from '../../../../upstream/domain/identity/sessions.ts';
import { createTokenSigner } from '../../../../upstream/domain/identity/tokens.ts';
import { claims, credentialTools, wrong } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const CONFIRMED = `__typename ... on SecondLayerConfirmed { tokens { accessToken refreshToken }
  secondLayerAuthenticationExpirationTime } ... on LoginFailed { code isAuthenticated }`;
const CONFIRM_PASSWORD = `mutation($input: ConfirmPasswordInput!) { confirmPassword(input: $input) { ${CONFIRMED} } }`;
const REQUEST_SECOND_LAYER_CODE = `mutation { requestSecondLayerCode {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const CONFIRM_SECOND_LAYER_CODE = `mutation($input: ConfirmCodeInput!) {
  confirmSecondLayerCode(input: $input) { ${CONFIRMED} } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { newClient, freshUser, latestPayload, meStatus, passwordLogin } = credentialTools(upstream, '192.0.2');

async function expireSecondLayer(userId: string) {
  await db.query(
    `UPDATE sessions SET second_layer_expires_at = now() - interval '1 second' WHERE user_id = $1 OR actor_id = $1`,
    [userId],
  );
}

async function secondLayerOf(accessToken: string): Promise<Date> {
  const [row] = await db.query<{ until: Date }>('SELECT second_layer_expires_at AS until FROM sessions WHERE id = $1', [
    String(claims(accessToken).sid),
  ]);
  return new Date(row?.until ?? 0);
}

async function confirmPassword(accessToken: string, password: string) {
  return (await data(call(origin, CONFIRM_PASSWORD, { input: { password } }, { token: accessToken }))).confirmPassword;
}

t.test('confirming the password renews the second layer and hands out tokens that say so', async (t) => {
  const user = await freshUser();
  const session = await signIn(origin, user.email, user.password, { clientIp: newClient() });
  await expireSecondLayer(user.id);
  t.ok((await secondLayerOf(session.accessToken)).getTime() < Date.now(), 'the confirmation has lapsed');

  t.same(await confirmPassword(session.accessToken, 'not-my-password'), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
    isAuthenticated: false,
  });
  t.ok((await secondLayerOf(session.accessToken)).getTime() < Date.now(), 'a wrong password confirms nothing');

  const confirmed = await confirmPassword(session.accessToken, user.password);
  t.equal(confirmed.__typename, 'SecondLayerConfirmed');
  const until = Date.parse(confirmed.secondLayerAuthenticationExpirationTime);
  t.ok(until > Date.now());
  const sla = Number(claims(confirmed.tokens.accessToken).sla);
  t.ok(sla > Date.now() / 1000, 'the new token carries the new confirmation time');
  t.equal(sla, Math.floor(until / 1000));
  t.equal((await secondLayerOf(session.accessToken)).getTime(), until, 'the session row is updated');
  t.equal(await meStatus(confirmed.tokens.accessToken), 200);
});

t.test('wrong password confirmations are limited like password logins', async (t) => {
  const user = await freshUser();
  const session = await signIn(origin, user.email, user.password, { clientIp: newClient() });
  for (let n = 0; n < 10; n++) await confirmPassword(session.accessToken, `wrong-${n}`);
  t.match(await confirmPassword(session.accessToken, user.password), { code: 'USAGE_LIMIT_REACHED' });
  t.equal(await passwordLogin(user.email, user.password, newClient()), 'LoginFailed', 'login shares the count');
});

t.test('a visitor cannot confirm a second layer', async (t) => {
  for (const [query, variables] of [
    [CONFIRM_PASSWORD, { input: { password: 'anything' } }],
    [REQUEST_SECOND_LAYER_CODE, {}],
    [CONFIRM_SECOND_LAYER_CODE, { input: { code: '123456' } }],
  ] as const) {
    const body = (await call(origin, query, variables)).json<{
      data: unknown;
      errors: { extensions: { code: string } }[];
    }>();
    t.equal(body.errors[0]?.extensions.code, 'UNAUTHENTICATED');
    t.equal(body.data, null);
  }
});

t.test('while acting for an organisation, the person at the keyboard confirms with their own password', async (t) => {
  const organisation = await freshUser();
  const member = await freshUser();
  await db.query(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status)
     VALUES ($1, $2, $3, lower($3), 'MEMBER', 'ACTIVE')`,
    [organisation.id, member.id, member.email],
  );
  const [secret] = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'access-token-key'`,
  );
  const signer = createTokenSigner(Buffer.from(String(secret?.value), 'base64url'));
  const sessionConfig = {
    accessTokenLifetimeSeconds: 300,
    sessionLifetimeSeconds: 3600,
    sessionMaxAgeSeconds: 7200,
    secondLayerSeconds: 900,
  };
  const assumed = await startSession(db, signer, sessionConfig, {
    userId: organisation.id,
    actorId: member.id,
    mode: 'ASSUMED',
    secondLayer: false,
  });
  const token = assumed.tokens.accessToken;
  t.match(await confirmPassword(token, organisation.password), { code: 'INVALID_CREDENTIALS' });
  const confirmed = await confirmPassword(token, member.password);
  t.equal(confirmed.__typename, 'SecondLayerConfirmed');
  t.match(claims(confirmed.tokens.accessToken), { sub: organisation.id, act: member.id, mod: 'ASSUMED' });
});

async function requestSecondLayerCode(accessToken: string) {
  return (await data(call(origin, REQUEST_SECOND_LAYER_CODE, {}, { token: accessToken, clientIp: newClient() })))
    .requestSecondLayerCode;
}

async function confirmCode(accessToken: string, code: unknown) {
  return (await data(call(origin, CONFIRM_SECOND_LAYER_CODE, { input: { code } }, { token: accessToken })))
    .confirmSecondLayerCode;
}

t.test('a second-layer code sent by email confirms the session that asked for it, once', async (t) => {
  const user = await freshUser();
  const ip = newClient();
  const session = await signIn(origin, user.email, user.password, { clientIp: ip });
  const elsewhere = await signIn(origin, user.email, user.password, { clientIp: ip });
  await expireSecondLayer(user.id);

  t.same(await requestSecondLayerCode(session.accessToken), { __typename: 'CodeRequested', expiresInSeconds: 600 });
  const payload = await latestPayload(user.email, 'second-layer-code');
  t.match(payload, { code: /^\d{6}$/, brand: 'nl', expiresInSeconds: 600 });

  t.match(await confirmCode(session.accessToken, wrong(String(payload.code))), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
  });
  t.match(await confirmCode(elsewhere.accessToken, payload.code), { code: 'INVALID_CREDENTIALS' }, 'other session');
  t.ok((await secondLayerOf(session.accessToken)).getTime() < Date.now());

  const confirmed = await confirmCode(session.accessToken, payload.code);
  t.equal(confirmed.__typename, 'SecondLayerConfirmed');
  t.ok(Number(claims(confirmed.tokens.accessToken).sla) > Date.now() / 1000);
  t.ok((await secondLayerOf(session.accessToken)).getTime() > Date.now());
  t.ok((await secondLayerOf(elsewhere.accessToken)).getTime() < Date.now(), 'the other session is not confirmed');
  t.match(await confirmCode(confirmed.tokens.accessToken, payload.code), { code: 'INVALID_CREDENTIALS' }, 'used once');
});
