// The professional's "others" pages (spec §2.7: partners, trade-perks, platform-notification,
// activity/{activity}/services, welcome-back) rendered by the real BFF over a real upstream: each
// arrives with the professional's own data in the HTML, never to be cached; a home owner gets the
// not-found page; a visitor is sent to sign in and brought back; a topic or an activity that does
// not exist is not found.
import t from 'tap';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
  type PersonFixture,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

async function signIn(person: PersonFixture): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: person.email, password: FIXTURE_PASSWORD } },
    { host, headers: { [CSRF_HEADER]: '1' } },
  );
  const cookies = sessionCookies(login);
  if (cookies.length === 0) throw new Error(`${person.email} could not sign in`);
  return cookies.map(cookiePair).join('; ');
}

const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });
// The page's own markup: the translations and data the client needs are embedded after it.
const markupOf = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));

const trade = await createTrade(db, 'uk');
const place = await createPlace(db, 'GB', 51.5072, -0.1276);
const pro = await createPro(db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 51.5072,
  longitude: -0.1276,
});
const owner = await createConsumer(db, 'uk');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// Two hires for the trade's first service and one for its second, a month ago.
async function hire(serviceIndex: 0 | 1): Promise<void> {
  const jobId = await createJob(db, {
    consumerId: owner.id,
    trade,
    place,
    brand: 'uk',
    serviceIndex,
    status: 'HIRED',
    createdAt: daysAgo(40),
  });
  await db.query(
    `INSERT INTO proposals (service_request_id, pro_id, status, created_at, hired_at) VALUES ($1, $2, 'HIRED', $3, $3)`,
    [jobId, pro.id, daysAgo(35)],
  );
}
await hire(0);
await hire(0);
await hire(1);

// The professional was here ten days ago; since then a job that fits was posted.
await signIn(pro);
await db.query(
  `UPDATE pro_visits SET last_seen_at = now() - interval '10 days', visit_started_at = now() - interval '10 days 1 hour'
    WHERE pro_id = $1`,
  [pro.id],
);
await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk', createdAt: daysAgo(2) });
const proCookie = await signIn(pro);
const ownerCookie = await signIn(owner);

const PAGES = [
  ['/service-pro/partners', 'Our partners'],
  ['/service-pro/trade-perks', 'Trade perks'],
  ['/service-pro/platform-notification/new-jobs', 'New jobs for you'],
  ['/service-pro/activity/hired/services', 'Hired, by service'],
  ['/service-pro/welcome-back', 'Welcome back'],
] as const;

t.test("each page arrives with the professional's own data, never to be cached", async (t) => {
  for (const [path, title] of PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}</h1>`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: no-store`);
  }
});

t.test('partners and perks are cards of the brand’s offers, each with an ordinary link out', async (t) => {
  const partners = markupOf((await page('/service-pro/partners', proCookie)).text);
  t.match(partners, 'Ironbridge Tool Supply');
  t.match(partners, '30 days to pay on a free trade account');
  t.match(
    partners,
    /<a class="pro-offer-link" href="https:\/\/www\.kestrel-van-leasing\.example\/trade-lease" rel="noopener"/,
  );
  const perks = markupOf((await page('/service-pro/trade-perks', proCookie)).text);
  t.match(perks, '15% off power tools');
  t.match(perks, '<code>HEARTH15</code>');
  t.equal((perks.match(/data-testid="pro-offer"/g) ?? []).length, 5);
});

t.test('a notification topic shows its channels as switches in their saved positions', async (t) => {
  await db.query(
    `INSERT INTO notification_settings (user_id, topic, channel, enabled) VALUES ($1, 'NEW_JOBS', 'SMS', true)`,
    [pro.id],
  );
  const markup = markupOf((await page('/service-pro/platform-notification/new-jobs', proCookie)).text);
  const switchOf = (testId: string) =>
    new RegExp(`<input[^>]*role="switch"[^>]*data-testid="${testId}"[^>]*>`).exec(markup)?.[0] ?? '';
  t.match(switchOf('notification-switch-EMAIL'), 'checked=""', 'email on by default');
  t.match(switchOf('notification-switch-SMS'), 'checked=""', 'text messages as chosen');
  t.notMatch(switchOf('notification-switch-PHONE_CALL'), 'checked=""');
  t.match(markup, 'href="/service-pro/notification-settings"');
});

t.test('the jobs of an activity by service, each linking to its jobs in the overview', async (t) => {
  const markup = markupOf((await page('/service-pro/activity/hired/services', proCookie)).text);
  t.match(markup, '3 jobs in 2 services');
  const [first] = trade.serviceIds;
  t.match(markup, `href="/service-pro/activity-overview?service=${first}&amp;tab=hired"`);
  t.match(markup, '2 jobs');
  const narrowed = markupOf((await page(`/service-pro/activity-overview?service=${first}&tab=hired`, proCookie)).text);
  t.equal((narrowed.match(/data-testid="activity-item"/g) ?? []).length, 2, 'the overview narrowed to that service');
});

t.test('welcome back counts from the last visit', async (t) => {
  const markup = markupOf((await page('/service-pro/welcome-back', proCookie)).text);
  const lastVisit = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
    daysAgo(10),
  );
  t.match(markup, `since your last visit on ${lastVisit}`);
  t.match(markup, '1 new job fits your services and work area');
  t.match(markup, 'href="/service-pro/new-service-requests"');
});

t.test('an unknown topic or activity is the not-found page', async (t) => {
  for (const path of [
    '/service-pro/platform-notification/holidays',
    '/service-pro/platform-notification/proposals',
    '/service-pro/activity/archived/services',
  ]) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 404, path);
    t.match(answer.text, 'Page not found', path);
  }
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  for (const [path] of PAGES) {
    t.equal((await page(path, ownerCookie)).status, 404, `${path} for a home owner`);
    const visitor = await page(path);
    t.equal(visitor.status, 302, `${path} for a visitor`);
    t.match(String(visitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});
