// The professional's account pages (§2.7 "Account", issue 18) and the invite link (§2.4) rendered
// by the real BFF over a real upstream: each arrives with the account's own data in the HTML; a home
// owner gets the not-found page; a visitor is sent to sign in and brought back. A MEMBER acting for
// the company sees their role, not the account's settings or its people. An invite link answers a
// visitor, the invited person and a used link each in their own words, and accepting it through the
// BFF leaves the browser acting for the company.
import t from 'tap';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, type Response, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const CSRF = { [CSRF_HEADER]: '1' };
const { db } = upstream;

// The cookies a series of answers leaves in the browser, the latest of each name winning.
class CookieJar {
  readonly #pairs = new Map<string, string>();
  take(answer: Response): void {
    for (const cookie of sessionCookies(answer)) {
      const pair = cookiePair(cookie);
      this.#pairs.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  }
  get header(): string {
    return [...this.#pairs.values()].join('; ');
  }
}

async function ask(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(bff.origin, query, variables, { host, headers: { ...CSRF, cookie: jar.header } });
  jar.take(answer);
  return answer.json<{ data: Record<string, { __typename: string } & Record<string, unknown>> }>().data;
}

async function signIn(username: string, password = FIXTURE_PASSWORD): Promise<CookieJar> {
  const jar = new CookieJar();
  const data = await ask(jar, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username, password },
  });
  t.equal(data.login?.__typename, 'LoginSuccess');
  return jar;
}

const page = (path: string, jar?: CookieJar) =>
  send(bff.origin, path, { host, headers: jar ? { cookie: jar.header } : {} });

const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const consumer = await createConsumer(db, 'uk', '+447700900123');
const proJar = await signIn(pro.email);

const INVITE = `mutation teamInvite($input: InviteAssumableUserInput!) { inviteAssumableUser(input: $input) {
  __typename ... on AssumableUserInvited { member { id } } } }`;

async function invite(email: string, role: string): Promise<string> {
  const data = await ask(proJar, INVITE, { input: { email, role } });
  t.equal(data.inviteAssumableUser?.__typename, 'AssumableUserInvited');
  const [message] = await upstream.messagesTo(email, 'organisation-invite');
  return String(message?.payload.inviteToken);
}

const PAGES = [
  ['/service-pro/manage-account', 'Manage your account'],
  ['/service-pro/notification-settings', 'Notifications'],
  ['/service-pro/delete-my-account', 'Delete your account'],
  ['/service-pro/manage-users', 'Your team'],
] as const;

t.test("each page arrives with the account's own data, never to be cached", async (t) => {
  await invite('crew.one@example.com', 'MEMBER');
  for (const [path, title] of PAGES) {
    const answer = await page(path, proJar);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}</h1>`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: no-store`);
  }
  const account = (await page('/service-pro/manage-account', proJar)).text;
  t.match(account, `Company ${pro.slug}`, 'the company');
  t.match(account, pro.email, 'the email address');
  t.match(account, 'data-testid="password-save"', 'the holder changes their own password here');
  for (const path of ['message-templates', 'auto-respond', 'reviews/request-reviews', 'referral', 'trade-perks']) {
    t.match(account, `href="/service-pro/${path}"`, `the way to ${path}`);
  }
  const notifications = (await page('/service-pro/notification-settings', proJar)).text;
  t.match(notifications, 'New jobs for you', "a professional's topics");
  t.notMatch(notifications, 'Responses to your jobs', "not a home owner's");
  const team = (await page('/service-pro/manage-users', proJar)).text;
  t.match(team, 'Your role: Owner');
  t.match(team, 'crew.one@example.com', 'the open invite');
  t.match(team, 'data-testid="team-invite"', 'the owner may invite');
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  const consumerJar = await signIn(consumer.email);
  for (const [path] of PAGES) {
    t.equal((await page(path, consumerJar)).status, 404, path);
    const forVisitor = await page(path);
    t.equal(forVisitor.status, 302, path);
    t.match(String(forVisitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});

const ACCEPT = `mutation teamAcceptInvite($input: AcceptInviteInput!) { acceptInvite(input: $input) {
  __typename ... on InviteAccepted { account { id } } } }`;
const ASSUME = `mutation teamStartActing($input: AssumeUserInput!) { assumeUser(input: $input) { __typename } }`;

t.test('an invite link: a visitor joins, lands acting for the company, and sees only a member’s view', async (t) => {
  const token = await invite('crew.two@example.com', 'MEMBER');
  const preview = await page(`/account/accept-invite/${token}`);
  t.equal(preview.status, 200);
  t.equal(preview.headers['cache-control'], 'no-store');
  t.match(preview.text, `Join Company ${pro.slug}`);
  t.match(preview.text, 'data-testid="invite-new-person"', 'a person without an account chooses a name and password');

  const jar = new CookieJar();
  const accepted = await ask(jar, ACCEPT, {
    input: { inviteToken: token, firstName: 'Ruby', lastName: 'Clarke', password: 'a long enough password' },
  });
  t.same(accepted.acceptInvite, { __typename: 'InviteAccepted', account: { id: pro.id } });
  t.equal((await ask(jar, ASSUME, { input: { userId: pro.id } })).assumeUser?.__typename, 'UserAssumed');

  const jobs = await page('/service-pro/new-service-requests', jar);
  t.equal(jobs.status, 200);
  t.match(jobs.text, 'You are acting for', 'the assumed-account banner');
  const account = (await page('/service-pro/manage-account', jar)).text;
  t.match(account, 'data-testid="account-member-notice"', 'a member is told who changes the settings');
  t.notMatch(account, 'data-testid="account-email"', 'and does not see them');
  t.notMatch(account, 'data-testid="contact-save"');
  const team = (await page('/service-pro/manage-users', jar)).text;
  t.match(team, 'Your role: Member');
  t.notMatch(team, 'data-testid="team-invite"', 'a member does not invite');
  t.notMatch(team, 'crew.one@example.com', 'nor see the people');

  const used = await page(`/account/accept-invite/${token}`);
  t.match(used.text, 'This invite cannot be used', 'a used link says so');
  t.match(used.text, 'used already');
});

t.test(
  'an invite link for someone with an account asks them to sign in, and offers the invited person one button',
  async (t) => {
    const colleague = await createPro(db, {
      brand: 'uk',
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
    });
    const token = await invite(colleague.email, 'MANAGER');
    const forVisitor = (await page(`/account/accept-invite/${token}`)).text;
    t.match(forVisitor, 'data-testid="invite-sign-in"');
    t.match(forVisitor, `redirect-to=${encodeURIComponent(`/account/accept-invite/${token}`)}`, 'and come back');
    const colleagueJar = await signIn(colleague.email);
    const forInvited = (await page(`/account/accept-invite/${token}`, colleagueJar)).text;
    t.match(forInvited, 'data-testid="invite-accept"');
    t.match(forInvited, 'as Manager');
  },
);

t.test('an unknown link says so, and leaks nothing', async (t) => {
  const answer = await page('/account/accept-invite/not-a-real-token');
  t.equal(answer.status, 200);
  t.match(answer.text, 'This invite cannot be used');
});
