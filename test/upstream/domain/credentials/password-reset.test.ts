// Password reset over real HTTP on the embedded database: by the link or the code of the reset email,
// and how often it may be asked for. Link tokens and codes are read from the outbox.
import t from 'tap';
import { credentialTools, REQUEST_RESET, wrong } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const RESET_RESULT = `__typename ... on PasswordReset { success } ... on TokenFailed { code }
  ... on InvalidFields { fieldErrors { field code } } ... on UsageLimitReached { retryAfterSeconds }`;
const RESET_PASSWORD = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESET_RESULT} } }`;
const RESET_WITH_CODE = `mutation($input: ResetPasswordWithCodeInput!) {
  resetPasswordWithCode(input: $input) { ${RESET_RESULT} } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { newClient, freshUser, latestPayload, meStatus, passwordLogin } = credentialTools(upstream, '198.51.100');

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
