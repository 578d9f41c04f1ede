// One-time-code login over real HTTP on the embedded database: codes arrive by email or SMS, sign in
// once, and asking for or trying them is limited. Codes are read from the outbox.
import t from 'tap';
import { claims, credentialTools, REQUEST_RESET, wrong } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const REQUEST_LOGIN_CODE = `mutation($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) {
  __typename ... on CodeRequested { expiresInSeconds } ... on UsageLimitReached { retryAfterSeconds } } }`;
const LOGIN_WITH_CODE = `mutation($input: LoginWithCodeInput!) { loginWithCode(input: $input) {
  __typename ... on LoginSuccess { tokens { accessToken refreshToken } hasAssumableAccess isAuthenticated }
  ... on LoginFailed { code isAuthenticated } } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { newClient, freshUser, people, latestPayload, meStatus } = credentialTools(upstream, '203.0.113');

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
  const phone = `+3161234${String(5000 + people()).slice(-4)}`;
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
