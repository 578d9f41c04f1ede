// A professional's request-reviews, referral and give-feedback pages (spec §2.7) rendered by the
// real BFF over a real upstream: each arrives with the professional's own data in the HTML and is
// never kept; a home owner gets the not-found page; a visitor is sent to sign in and brought back.
// Feedback sent twice with one key is stored once, through the gateway.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { BRANDS } from '../../../shared/brands.ts';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const { db } = upstream;
const CSRF = { [CSRF_HEADER]: '1' };
const hostOf = (brand: string) => `${brand}.localhost:${bff.port}`;

async function signIn(email: string, brand = 'uk'): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: email, password: FIXTURE_PASSWORD } },
    { host: hostOf(brand), headers: CSRF },
  );
  const cookies = sessionCookies(login);
  if (cookies.length === 0) throw new Error(`${email} could not sign in`);
  return cookies.map(cookiePair).join('; ');
}

const trade = await createTrade(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const owner = await createConsumer(db, 'uk');
const proCookie = await signIn(pro.email);
const ownerCookie = await signIn(owner.email);
const page = (path: string, cookie?: string, brand = 'uk') =>
  send(bff.origin, path, { host: hostOf(brand), headers: cookie ? { cookie } : {} });

// Two customers asked an hour ago, one of whom has reviewed the professional since.
await db.query(
  `INSERT INTO review_requests (pro_id, email, name, token_hash, created_at) VALUES
     ($1, 'anna.asked@example.org', 'Anna Asked', md5(random()::text), now() - interval '1 hour'),
     ($1, 'ben.asked@example.org', 'Ben Asked', md5(random()::text), now() - interval '1 hour')`,
  [pro.id],
);
// One account made through the professional's link.
await db.query(`INSERT INTO referral_codes (pro_id, code) VALUES ($1, 'k7m2qp9xhdab')`, [pro.id]);
await db.query(`INSERT INTO referrals (referrer_id, referred_user_id, kind) VALUES ($1, $2, 'CONSUMER')`, [
  pro.id,
  owner.id,
]);

const PAGES = [
  ['/service-pro/reviews/request-reviews', 'Ask for reviews'],
  ['/service-pro/referral', `Recommend ${BRANDS.uk.productName}`],
  ['/service-pro/give-feedback', 'Give feedback'],
] as const;

t.test("each page arrives with the professional's own data, never to be kept", async (t) => {
  for (const [path, title] of PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title.replace(/&/g, '&amp;')}</h1>`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: no-store`);
  }
  const asked = (await page('/service-pro/reviews/request-reviews', proCookie)).text;
  t.match(asked, 'You can ask 98 more customers now, up to 20 at a time.', 'how many more, in words');
  t.match(asked, 'Anna Asked');
  t.match(asked, 'ben.asked@example.org');
  t.match(asked, 'No review yet');
  const referral = (await page('/service-pro/referral', proCookie)).text;
  t.match(referral, `value="http://uk.localhost:${bff.port}/r/k7m2qp9xhdab"`, 'the link on this site');
  t.match(referral, '1 person has signed up through your link.');
  t.match(referral, 'A home owner signed up');
  t.notMatch(referral, owner.email, 'nothing that names the person');
  const feedback = (await page('/service-pro/give-feedback', proCookie)).text;
  t.match(feedback, '<option value="FINDING_JOBS">Finding jobs</option>');
  const reviews = (await page('/service-pro/reviews', proCookie)).text;
  t.match(reviews, 'href="/service-pro/reviews/request-reviews"', 'the reviews page leads to asking for more');
});

t.test('the pages speak the brand’s language', async (t) => {
  const dutchTrade = await createTrade(db, 'nl');
  const dutch = await createPro(db, {
    brand: 'nl',
    serviceIds: dutchTrade.serviceIds,
    professionId: dutchTrade.professionId,
  });
  const cookie = await signIn(dutch.email, 'nl');
  t.match((await page('/service-pro/reviews/request-reviews', cookie, 'nl')).text, '<h1>Vraag om reviews</h1>');
  t.match((await page('/service-pro/give-feedback', cookie, 'nl')).text, '<h1>Feedback geven</h1>');
  t.match((await page('/service-pro/referral', cookie, 'nl')).text, `<h1>Beveel ${BRANDS.nl.productName} aan</h1>`);
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  for (const [path] of PAGES) {
    t.equal((await page(path, ownerCookie)).status, 404, `${path}: not for home owners`);
    const visitor = await page(path);
    t.equal(visitor.status, 302, path);
    t.match(String(visitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});

t.test('feedback sent twice with one key is stored once', async (t) => {
  const GIVE = `mutation proFeedbackGive($input: GiveFeedbackInput!) { giveFeedback(input: $input) {
    __typename ... on FeedbackGiven { feedback { id } } } }`;
  const input = {
    topic: 'WEBSITE_AND_APP',
    body: 'The app could remember the last filter I used.',
    mayContact: false,
    idempotencyKey: randomUUID(),
  };
  const ask = () =>
    graphql(bff.origin, GIVE, { input }, { host: hostOf('uk'), headers: { ...CSRF, cookie: proCookie } }).then(
      (answer) => answer.json<{ data: { giveFeedback: { __typename: string; feedback: { id: string } } } }>().data,
    );
  const first = await ask();
  const second = await ask();
  t.equal(first.giveFeedback.__typename, 'FeedbackGiven');
  t.same(second, first);
  const rows = await db.query('SELECT id FROM product_feedback WHERE pro_id = $1', [pro.id]);
  t.equal(rows.length, 1);
});
