// The home owner's account pages (§2.6, issue 18) rendered by the real BFF over a real upstream:
// each arrives with the person's own data in the HTML; a professional gets the not-found page; a
// visitor is sent to sign in and brought back. Then the changes, end to end: contact details, a
// password behind the second layer, notification choices, and deleting the account.
import t from 'tap';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const CSRF = { [CSRF_HEADER]: '1' };
const { db } = upstream;

async function signIn(username: string, password = FIXTURE_PASSWORD): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username, password } },
    { host, headers: CSRF },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  return sessionCookies(login).map(cookiePair).join('; ');
}

const owner = await createConsumer(db, 'uk', '+447700900123');
const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const ownerCookie = await signIn(owner.email);
const page = (path: string, cookie = ownerCookie) => send(bff.origin, path, { host, headers: { cookie } });
const ask = (query: string, variables: Record<string, unknown>, cookie = ownerCookie) =>
  graphql(bff.origin, query, variables, { host, headers: { ...CSRF, cookie } });

const PAGES = [
  ['/consumer/profile', 'Your account'],
  ['/consumer/my-contact-details', 'Your contact details'],
  ['/consumer/change-my-password', 'Change your password'],
  ['/consumer/notification-settings', 'Notifications'],
] as const;

t.test("each page arrives with the person's own data, never to be cached", async (t) => {
  for (const [path, title] of PAGES) {
    const answer = await page(path);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}</h1>`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: no-store`);
  }
  const profile = (await page('/consumer/profile')).text;
  t.match(profile, owner.email, 'the email address');
  t.match(profile, '+447700900123', 'the phone number');
  const contact = (await page('/consumer/my-contact-details')).text;
  t.match(contact, 'value="Fixture"', 'the form filled in on the server');
  const notifications = (await page('/consumer/notification-settings')).text;
  t.match(notifications, 'Responses to your jobs', "a home owner's topics");
  t.notMatch(notifications, 'New jobs for you', "not a professional's");
});

t.test('a professional gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  const proCookie = await signIn(pro.email);
  const forPro = await page('/consumer/profile', proCookie);
  t.equal(forPro.status, 404);
  const forVisitor = await send(bff.origin, '/consumer/notification-settings', { host });
  t.equal(forVisitor.status, 302);
  t.match(String(forVisitor.headers.location), 'redirect-to=%2Fconsumer%2Fnotification-settings');
});

const CHANGE_PASSWORD = `mutation accountChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) { __typename } }`;
const CONFIRM = `mutation secondLayerConfirmPassword($input: ConfirmPasswordInput!) {
  confirmPassword(input: $input) { __typename ... on SecondLayerConfirmed { secondLayerAuthenticationExpirationTime } } }`;

// Signing in with a password counts as a confirmation for a while (§3); a session past that while
// must confirm again.
const confirmationLapses = (userId: string) =>
  db.query("UPDATE sessions SET second_layer_expires_at = now() - interval '1 minute' WHERE user_id = $1", [userId]);

t.test('a new password needs the second layer, then holds for the next sign-in', async (t) => {
  const person = await createConsumer(db, 'uk');
  const cookie = await signIn(person.email);
  await confirmationLapses(person.id);
  const first = await ask(CHANGE_PASSWORD, { input: { newPassword: 'a garden of quiet words' } }, cookie);
  t.equal(
    first.json<{ data: { changePassword: { __typename: string } } }>().data.changePassword.__typename,
    'SecondLayerAuthenticationRequired',
  );
  const confirmed = await ask(CONFIRM, { input: { password: FIXTURE_PASSWORD } }, cookie);
  t.equal(
    confirmed.json<{ data: { confirmPassword: { __typename: string } } }>().data.confirmPassword.__typename,
    'SecondLayerConfirmed',
  );
  t.notMatch(confirmed.text, /accessToken|refreshToken/, 'no token reaches the page');
  const renewed = [cookie, ...sessionCookies(confirmed).map(cookiePair)].join('; ');
  const second = await ask(CHANGE_PASSWORD, { input: { newPassword: 'a garden of quiet words' } }, renewed);
  t.equal(
    second.json<{ data: { changePassword: { __typename: string } } }>().data.changePassword.__typename,
    'PasswordChanged',
  );
  await signIn(person.email, 'a garden of quiet words');
});

t.test('deleting the account ends it: it can no longer sign in', async (t) => {
  const person = await createConsumer(db, 'uk');
  const cookie = await signIn(person.email);
  await confirmationLapses(person.id);
  const confirmed = await ask(CONFIRM, { input: { password: FIXTURE_PASSWORD } }, cookie);
  const renewed = [cookie, ...sessionCookies(confirmed).map(cookiePair)].join('; ');
  const deleted = await ask(
    'mutation accountDelete($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }',
    { input: { reason: 'Moved abroad' } },
    renewed,
  );
  t.equal(
    deleted.json<{ data: { deleteAccount: { __typename: string } } }>().data.deleteAccount.__typename,
    'UserAnonymised',
  );
  const again = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename ... on LoginFailed { code } } }',
    { i: { username: person.email, password: FIXTURE_PASSWORD } },
    { host, headers: CSRF },
  );
  t.same(again.json<{ data: unknown }>().data, { login: { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' } });
  const afterwards = await page('/consumer/profile', renewed);
  t.equal(afterwards.status, 302, 'the old session is over: sent to sign in');
});
