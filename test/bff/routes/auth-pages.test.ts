// The sign-in pages of §2.4 rendered by the real BFF over a real upstream: resetting a password
// with the emailed code, and the account switch of a person with access to a company's account.
import t from 'tap';
import { organisationTools } from '../../helpers/accounts.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const CSRF = { 'x-hearth-csrf': '1' };

async function signIn(username: string, password = 'hearth-demo'): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username, password } },
    { host, headers: CSRF },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  return sessionCookies(login).map(cookiePair).join('; ');
}

t.test('the code page opens on the code step for the address it was given', async (t) => {
  const page = await send(bff.origin, `/reset-password-otp?email=${encodeURIComponent('consumer.uk@example.com')}`, {
    host,
  });
  t.equal(page.status, 200);
  t.match(page.text, '<h1>Reset your password with a code</h1>');
  t.match(page.text, 'Enter the code and your new password');
  t.match(page.text, 'If there is an account for consumer.uk@example.com');
  t.match(page.text, 'name="code"');
  t.match(page.text, 'name="newPassword"');
  t.equal(page.headers['cache-control'], 'no-store');
});

t.test('without an address the code page asks for one first', async (t) => {
  const page = await send(bff.origin, '/reset-password-otp', { host });
  t.match(page.text, 'Which email address is your account under?');
  t.notMatch(page.text, 'name="newPassword"');
});

t.test('the emailed code sets a new password through the page’s operations', async (t) => {
  const email = 'consumer.uk@example.com';
  const requested = await graphql(
    bff.origin,
    'mutation authRequestPasswordReset($input: RequestPasswordResetInput!){ requestPasswordReset(input:$input){ __typename } }',
    { input: { email } },
    { host, headers: CSRF },
  );
  t.match(requested.text, 'CodeRequested');
  const [message] = await upstream.messagesTo(email, 'password-reset');
  const code = String(message?.payload.code);
  t.match(code, /^\d{6}$/);
  const reset = (codeToUse: string) =>
    graphql(
      bff.origin,
      `mutation authResetPasswordWithCode($input: ResetPasswordWithCodeInput!){ resetPasswordWithCode(input:$input){
        __typename ... on TokenFailed { code } } }`,
      { input: { email, code: codeToUse, newPassword: 'a brand new long secret' } },
      { host, headers: CSRF },
    );
  const wrong = code === '000000' ? '111111' : '000000';
  t.match((await reset(wrong)).text, 'ERROR_INVALID_TOKEN');
  t.match((await reset(code)).text, 'PasswordReset');
  t.match((await reset(code)).text, 'ERROR_INVALID_TOKEN', 'a code works once');
  t.ok(await signIn(email, 'a brand new long secret'), 'the new password signs in');
});

t.test('the account switch lists the company accounts a person may act for, and switching works', async (t) => {
  const { createPro } = organisationTools(upstream, '198.51.100');
  const company = await createPro({ company: 'Fletcher Roofing' });
  const memberId = await upstream.userId('pro.uk@example.com');
  await upstream.db.query(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
     VALUES ($1, $2, 'pro.uk@example.com', 'pro.uk@example.com', 'MANAGER', 'ACTIVE', now())`,
    [company.id, memberId],
  );
  const cookie = await signIn('pro.uk@example.com');
  const page = await send(bff.origin, '/account/switch', { host, headers: { cookie } });
  t.equal(page.status, 200);
  t.match(page.text, '<h1>Switch account</h1>');
  t.match(page.text, 'Fletcher Roofing');
  t.match(page.text, 'Switch to Fletcher Roofing');
  t.match(page.text, 'Your role: Manager');
  t.match(page.text, 'In use now');
  t.match(page.text, 'data-testid="nav-switch-account"', 'the header offers the switch');

  const assumed = await graphql(
    bff.origin,
    `mutation authAssumeUser($input: AssumeUserInput!){ assumeUser(input:$input){ __typename
      ... on UserAssumed { user { id type } } } }`,
    { input: { userId: company.id } },
    { host, cookie, headers: CSRF },
  );
  t.match(assumed.text, 'UserAssumed');
  t.notMatch(assumed.text, 'accessToken', 'no token reaches the browser');
  const acting = sessionCookies(assumed).map(cookiePair).join('; ');
  const home = await send(bff.origin, '/service-pro/new-service-requests', { host, headers: { cookie: acting } });
  t.equal(home.status, 200);
  t.match(home.text, 'You are acting for');
  t.match(home.text, 'Fletcher Roofing');
});

t.test('a signed-out visitor is sent to sign in before the account switch', async (t) => {
  const page = await send(bff.origin, '/account/switch', { host });
  t.equal(page.status, 302);
  t.match(String(page.headers.location), 'redirect-to=%2Faccount%2Fswitch');
});

t.test('a professional’s header shows the professional destinations', async (t) => {
  const cookie = await signIn('pro.uk@example.com');
  const page = await send(bff.origin, '/service-pro/reviews', { host, headers: { cookie } });
  for (const id of [
    'nav-new-jobs',
    'nav-my-proposals',
    'nav-activity',
    'nav-saved-jobs',
    'nav-reviews',
    'nav-sign-out',
  ]) {
    t.match(page.text, `data-testid="${id}"`, id);
  }
  t.match(page.text, /data-testid="nav-reviews" aria-current="page"|aria-current="page"[^>]*data-testid="nav-reviews"/);
  t.notMatch(page.text, 'data-testid="nav-my-projects"');
});
