// One-time-code login, password reset and second-layer confirmation over real HTTP on the embedded
// database. Codes and link tokens are read from the outbox, as the person would receive them.
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { hashPassword } from '../../upstream/domain/identity/passwords.ts';
import { startSession } from '../../upstream/domain/identity/sessions.ts';
import { createTokenSigner } from '../../upstream/domain/identity/tokens.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { call, data, signIn } from '../helpers/upstream-client.ts';

const REQUEST_LOGIN_CODE = `mutation($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const LOGIN_WITH_CODE = `mutation($input: LoginWithCodeInput!) { loginWithCode(input: $input) {
  __typename ... on LoginSuccess { tokens { accessToken refreshToken } hasAssumableAccess isAuthenticated }
  ... on LoginFailed { code isAuthenticated } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename ... on LoginFailed { code } } }`;
const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const RESET_RESULT = `__typename ... on PasswordReset { success } ... on TokenFailed { code }
  ... on InvalidFields { fieldErrors { field code } } ... on UsageLimitReached { retryAfterSeconds }`;
const RESET_PASSWORD = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESET_RESULT} } }`;
const RESET_WITH_CODE = `mutation($input: ResetPasswordWithCodeInput!) {
  resetPasswordWithCode(input: $input) { ${RESET_RESULT} } }`;
const CONFIRMED = `__typename ... on SecondLayerConfirmed { tokens { accessToken refreshToken }
  secondLayerAuthenticationExpirationTime } ... on LoginFailed { code isAuthenticated }`;
const CONFIRM_PASSWORD = `mutation($input: ConfirmPasswordInput!) { confirmPassword(input: $input) { ${CONFIRMED} } }`;
const REQUEST_SECOND_LAYER_CODE = `mutation { requestSecondLayerCode {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const CONFIRM_SECOND_LAYER_CODE = `mutation($input: ConfirmCodeInput!) {
  confirmSecondLayerCode(input: $input) { ${CONFIRMED} } }`;
const ME = '{ me { id } }';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

// Each test is a different client, so the per-client limits of one do not reach another.
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

let people = 0;
async function freshUser(options: { phone?: string; status?: string } = {}) {
  people += 1;
  const email = `credentials-${people}-${randomBytes(3).toString('hex')}@example.com`;
  const password = `first-secret-${people}`;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, password_hash,
                        status)
     VALUES ($1, lower($1), 'CONSUMER', 'nl', 'nl-NL', 'Test', 'Person', $2, $3, $4) RETURNING id`,
    [email, options.phone ?? null, await hashPassword(password), options.status ?? 'ACTIVE'],
  );
  return { id: String(row?.id), email, password };
}

function claims(accessToken: string): Record<string, number | string | boolean | null> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

async function latestPayload(recipient: string, template: string): Promise<Record<string, unknown>> {
  const [message] = await upstream.messagesTo(recipient, template);
  if (!message) throw new Error(`No ${template} message for ${recipient}`);
  return message.payload;
}

async function requestCode(email: string, clientIp: string, channel?: 'EMAIL' | 'SMS') {
  const input = channel ? { email, channel } : { email };
  return (await data(call(origin, REQUEST_LOGIN_CODE, { input }, { clientIp }))).requestLoginCode;
}

async function loginWithCode(email: string, code: unknown, clientIp: string) {
  return (await data(call(origin, LOGIN_WITH_CODE, { input: { email, code } }, { clientIp }))).loginWithCode;
}

async function loginCode(email: string, clientIp: string): Promise<string> {
  await requestCode(email, clientIp);
  return String((await latestPayload(email, 'login-code')).code);
}

// A 6-digit code other than the right one.
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

async function meStatus(accessToken: string) {
  return (await call(origin, ME, {}, { token: accessToken })).status;
}

async function passwordLogin(email: string, password: string, clientIp: string) {
  return (await data(call(origin, LOGIN, { input: { username: email, password } }, { clientIp }))).login.__typename;
}

async function outboxSize(): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
  return Number(row?.n);
}

t.test('a login code arrives by email, signs in once, and the same code then fails', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  t.same(await requestCode(user.email, ip), { __typename: 'CodeRequested', expiresInSeconds: 600 });
  const [message, ...older] = await upstream.messagesTo(user.email, 'login-code');
  t.equal(older.length, 0);
  t.match(message, {
    channel: 'EMAIL',
    locale: 'nl-NL',
    payload: { code: /^\d{6}$/, brand: 'nl', expiresInSeconds: 600 },
  });
  const code = String(message?.payload.code);
  const [stored] = await db.query<{ code_hash: string }>('SELECT code_hash FROM one_time_codes WHERE user_id = $1', [
    user.id,
  ]);
  t.not(stored?.code_hash, code, 'only a keyed hash of the code is stored');

  const success = await loginWithCode(user.email, code, ip);
  t.match(success, { __typename: 'LoginSuccess', isAuthenticated: true, hasAssumableAccess: false });
  t.equal(await meStatus(success.tokens.accessToken), 200);
  t.ok(Number(claims(success.tokens.accessToken).sla) > Date.now() / 1000, 'a code login is a fresh confirmation');

  t.same(await loginWithCode(user.email, code, ip), {
    __typename: 'LoginFailed',
    code: 'INVALID_CREDENTIALS',
    isAuthenticated: false,
  });
});

t.test('a code logs in only the user it was made for', async (t) => {
  const ip = newClient();
  const owner = await freshUser();
  const other = await freshUser();
  const code = await loginCode(owner.email, ip);
  t.match(await loginWithCode(other.email, code, ip), { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' });
  t.match(await loginWithCode('nobody-here@example.com', code, ip), { code: 'INVALID_CREDENTIALS' });
  t.match(await loginWithCode(owner.email, code, ip), { __typename: 'LoginSuccess' });
});

t.test('after five wrong attempts even the right code fails; four leave it usable', async (t) => {
  const ip = newClient();
  const exhausted = await freshUser();
  const code = await loginCode(exhausted.email, ip);
  for (let n = 1; n <= 5; n++) {
    t.match(await loginWithCode(exhausted.email, wrong(code, n), ip), { code: 'INVALID_CREDENTIALS' });
  }
  t.match(await loginWithCode(exhausted.email, code, ip), { code: 'INVALID_CREDENTIALS' });

  const patient = await freshUser();
  const other = await loginCode(patient.email, ip);
  for (let n = 1; n <= 4; n++) await loginWithCode(patient.email, wrong(other, n), ip);
  t.match(await loginWithCode(patient.email, other, ip), { __typename: 'LoginSuccess' });
});

t.test('an expired code fails', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  const code = await loginCode(user.email, ip);
  await db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
  t.match(await loginWithCode(user.email, code, ip), { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' });
});

t.test('a newer code replaces the older one', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  await requestCode(user.email, ip);
  await requestCode(user.email, ip);
  const [newer, older] = await upstream.messagesTo(user.email, 'login-code');
  t.not(newer?.payload.code, older?.payload.code);
  t.match(await loginWithCode(user.email, older?.payload.code, ip), { code: 'INVALID_CREDENTIALS' });
  t.match(await loginWithCode(user.email, newer?.payload.code, ip), { __typename: 'LoginSuccess' });
});

t.test('SMS goes to the stored phone when asked; without a phone the code comes by email', async (t) => {
  const ip = newClient();
  const phone = `+3161234${String(5000 + people).slice(-4)}`;
  const withPhone = await freshUser({ phone });
  t.match(await requestCode(withPhone.email, ip, 'SMS'), { __typename: 'CodeRequested' });
  const [sms] = await upstream.messagesTo(phone, 'login-code');
  t.match(sms, { recipient: phone, channel: 'SMS', payload: { code: /^\d{6}$/ } });
  t.equal((await upstream.messagesTo(withPhone.email, 'login-code')).length, 0, 'nothing went by email');
  t.match(await loginWithCode(withPhone.email, sms?.payload.code, ip), { __typename: 'LoginSuccess' });

  const withoutPhone = await freshUser();
  await requestCode(withoutPhone.email, ip, 'SMS');
  const [email] = await upstream.messagesTo(withoutPhone.email, 'login-code');
  t.match(email, { recipient: withoutPhone.email, channel: 'EMAIL' });
});

t.test('an unknown or disabled email gets the same answer as a known one, and nothing is queued', async (t) => {
  const known = await freshUser();
  const disabled = await freshUser({ status: 'DISABLED' });
  const variables = (email: string) => ({ input: { email } });
  for (const query of [REQUEST_LOGIN_CODE, REQUEST_RESET]) {
    const knownAnswer = await call(origin, query, variables(known.email), { clientIp: newClient() });
    const before = await outboxSize();
    for (const email of ['unknown-person@example.com', disabled.email, 'x'.repeat(2000)]) {
      const answer = await call(origin, query, variables(email), { clientIp: newClient() });
      t.equal(answer.status, knownAnswer.status);
      t.equal(answer.text, knownAnswer.text, `${query.slice(0, 40)} answers ${email.slice(0, 30)} alike`);
    }
    t.equal(await outboxSize(), before, 'no message was queued');
  }
  t.equal((await upstream.messagesTo(known.email, 'login-code')).length, 1);
  t.equal((await upstream.messagesTo(known.email, 'password-reset')).length, 1);
});

t.test('a right code of a disabled account answers UNAUTHENTICATED', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  const code = await loginCode(user.email, ip);
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [user.id]);
  t.match(await loginWithCode(user.email, code, ip), { __typename: 'LoginFailed', code: 'UNAUTHENTICATED' });
});

t.test('asking for codes too often for one account answers UsageLimitReached; others are unaffected', async (t) => {
  const ip = newClient();
  const busy = await freshUser();
  for (let n = 0; n < 5; n++) t.match(await requestCode(busy.email, ip), { __typename: 'CodeRequested' });
  const refused = await requestCode(busy.email, ip);
  t.equal(refused.__typename, 'UsageLimitReached');
  t.ok(refused.retryAfterSeconds > 0);
  t.equal((await upstream.messagesTo(busy.email, 'login-code')).length, 5, 'no sixth code was sent');
  const unknown = 'limited-unknown@example.com';
  for (let n = 0; n < 5; n++) await requestCode(unknown, ip);
  t.equal((await requestCode(unknown, ip)).__typename, 'UsageLimitReached', 'the same for an unknown email');
  t.equal((await requestCode((await freshUser()).email, ip)).__typename, 'CodeRequested');
});

t.test('one client asking for too many codes answers UsageLimitReached; another client is unaffected', async (t) => {
  const ip = newClient();
  for (let n = 0; n < 30; n++) await requestCode(`client-limit-${n}@example.com`, ip);
  t.equal((await requestCode('client-limit-last@example.com', ip)).__typename, 'UsageLimitReached');
  t.equal((await requestCode('client-limit-last@example.com', newClient())).__typename, 'CodeRequested');
});

t.test('ten wrong codes for an account answer USAGE_LIMIT_REACHED, even for a right one', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  for (let round = 0; round < 2; round++) {
    const code = await loginCode(user.email, ip);
    for (let n = 1; n <= 5; n++) await loginWithCode(user.email, wrong(code, n), ip);
  }
  const code = await loginCode(user.email, ip);
  t.same(await loginWithCode(user.email, code, ip), {
    __typename: 'LoginFailed',
    code: 'USAGE_LIMIT_REACHED',
    isAuthenticated: false,
  });
  const other = await freshUser();
  t.match(await loginWithCode(other.email, await loginCode(other.email, ip), ip), { __typename: 'LoginSuccess' });
});

t.test('one client trying too many codes answers USAGE_LIMIT_REACHED', async (t) => {
  const ip = newClient();
  for (let n = 0; n < 60; n++) await loginWithCode(`guess-${n}@example.com`, '000000', ip);
  t.match(await loginWithCode('guess-last@example.com', '000000', ip), { code: 'USAGE_LIMIT_REACHED' });
  t.match(await loginWithCode('guess-last@example.com', '000000', newClient()), { code: 'INVALID_CREDENTIALS' });
});

t.test('password reset requests are limited per account and per client', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  const reset = async (email: string, clientIp: string) =>
    (await data(call(origin, REQUEST_RESET, { input: { email } }, { clientIp }))).requestPasswordReset;
  for (let n = 0; n < 5; n++)
    t.same(await reset(user.email, ip), { __typename: 'CodeRequested', expiresInSeconds: 3600 });
  t.equal((await reset(user.email, newClient())).__typename, 'UsageLimitReached');
  t.equal((await reset((await freshUser()).email, ip)).__typename, 'CodeRequested', 'another account is unaffected');

  const busy = newClient();
  for (let n = 0; n < 20; n++) await reset(`reset-client-${n}@example.com`, busy);
  t.equal((await reset('reset-client-last@example.com', busy)).__typename, 'UsageLimitReached');
});

async function requestReset(email: string) {
  await data(call(origin, REQUEST_RESET, { input: { email } }, { clientIp: newClient() }));
  return latestPayload(email, 'password-reset');
}

async function resetWithToken(token: unknown, newPassword: string) {
  return (await data(call(origin, RESET_PASSWORD, { input: { token, newPassword } }))).resetPassword;
}

t.test('a reset link sets a new password and ends every earlier session', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  const first = await signIn(origin, user.email, user.password, { clientIp: ip });
  const second = await signIn(origin, user.email, user.password, { clientIp: ip });
  const payload = await requestReset(user.email);
  t.match(payload, { token: /^[\w-]{43}$/, code: /^\d{6}$/, brand: 'nl', expiresInSeconds: 3600 });

  t.same(await resetWithToken(payload.token, 'short'), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'newPassword', code: 'INVALID' }],
  });
  t.equal(await meStatus(first.accessToken), 200, 'a refused password changes nothing');

  const newPassword = 'a-much-better-secret';
  t.same(await resetWithToken(payload.token, newPassword), { __typename: 'PasswordReset', success: true });
  t.equal(await passwordLogin(user.email, newPassword, ip), 'LoginSuccess');
  t.equal(await passwordLogin(user.email, user.password, ip), 'LoginFailed');
  t.equal(await meStatus(first.accessToken), 401);
  t.equal(await meStatus(second.accessToken), 401);
  t.match(await upstream.messagesTo(user.email, 'password-changed'), [{ channel: 'EMAIL', payload: { brand: 'nl' } }]);

  t.same(await resetWithToken(payload.token, 'yet-another-secret'), {
    __typename: 'TokenFailed',
    code: 'ERROR_INVALID_TOKEN',
  });
  const withCode = await data(
    call(origin, RESET_WITH_CODE, { input: { email: user.email, code: payload.code, newPassword: 'and-another-1' } }),
  );
  t.same(withCode.resetPasswordWithCode, { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
});

t.test('an expired, replaced or unknown reset link is refused', async (t) => {
  const user = await freshUser();
  const older = await requestReset(user.email);
  const newer = await requestReset(user.email);
  t.match(await resetWithToken(older.token, 'a-fine-new-secret'), { code: 'ERROR_INVALID_TOKEN' });
  t.match(await resetWithToken('not-a-token', 'a-fine-new-secret'), { code: 'ERROR_INVALID_TOKEN' });
  await db.query(`UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
  t.same(await resetWithToken(newer.token, 'a-fine-new-secret'), {
    __typename: 'TokenFailed',
    code: 'ERROR_EXPIRED_TOKEN',
  });
  t.equal(await passwordLogin(user.email, user.password, newClient()), 'LoginSuccess', 'the password is unchanged');
});

async function resetWithCode(email: string, code: unknown, newPassword: string, clientIp: string) {
  const input = { email, code, newPassword };
  return (await data(call(origin, RESET_WITH_CODE, { input }, { clientIp }))).resetPasswordWithCode;
}

t.test('the code of a reset email sets a new password; a wrong code or unknown email is refused', async (t) => {
  const ip = newClient();
  const user = await freshUser();
  const session = await signIn(origin, user.email, user.password, { clientIp: ip });
  const { code } = await requestReset(user.email);
  const newPassword = 'code-chosen-secret';
  t.same(await resetWithCode(user.email, wrong(String(code)), newPassword, ip), {
    __typename: 'TokenFailed',
    code: 'ERROR_INVALID_TOKEN',
  });
  t.same(await resetWithCode('nobody-at-all@example.com', code, newPassword, ip), {
    __typename: 'TokenFailed',
    code: 'ERROR_INVALID_TOKEN',
  });
  t.match(await resetWithCode(user.email, code, 'password', ip), {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'newPassword', code: 'INVALID' }],
  });
  t.same(await resetWithCode(user.email, code, newPassword, ip), { __typename: 'PasswordReset', success: true });
  t.equal(await passwordLogin(user.email, newPassword, ip), 'LoginSuccess');
  t.equal(await meStatus(session.accessToken), 401);
  t.match(await resetWithCode(user.email, code, 'second-new-secret', ip), { code: 'ERROR_INVALID_TOKEN' });
});

t.test('an expired reset code answers ERROR_EXPIRED_TOKEN', async (t) => {
  const user = await freshUser();
  const { code } = await requestReset(user.email);
  await db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
  t.same(await resetWithCode(user.email, code, 'late-new-secret', newClient()), {
    __typename: 'TokenFailed',
    code: 'ERROR_EXPIRED_TOKEN',
  });
});

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
