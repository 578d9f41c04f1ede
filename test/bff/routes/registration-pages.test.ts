// A professional's registration (§2.8, issue 19) rendered by the real BFF over a real upstream: the
// entry under the brand's own word with its landing variants and trades, an unknown variant not
// found; a visitor who signs up is sent on, step by step, to the page of their next onboarding step
// (303), the order coming from the upstream — the trades and services, then past them once chosen,
// with where they stopped for one who left; a professional from before onboarding goes to their
// jobs, one who finished to the congratulations; a home owner is told a professional's account is
// one of its own. The registration's own pages arrive server-rendered, never to be cached.
import t from 'tap';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;
const page = (path: string, cookie?: string, brandHost = host) =>
  send(bff.origin, path, { host: brandHost, headers: cookie ? { cookie } : {} });
const ask = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  graphql(bff.origin, query, variables, { host, headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) } });

async function signIn(username: string): Promise<string> {
  const login = await ask('mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username, password: FIXTURE_PASSWORD },
  });
  return sessionCookies(login).map(cookiePair).join('; ');
}

const trade = await createTrade(db, 'uk');
const [tradeRow] = await db.query<{ slug: string; professionals_name: string }>(
  'SELECT slug, professionals_name FROM professions WHERE id = $1',
  [trade.professionId],
);

t.test('the entry speaks the brand’s word, with its landing variants and trades', async (t) => {
  const entry = await page('/for-tradespeople/register');
  t.equal(entry.status, 200);
  t.match(entry.text, '<h1>Get more jobs near you');
  t.match(entry.text, 'data-testid="register-form"');
  t.equal(entry.headers['cache-control'], 'no-store');
  t.match(
    (await page('/for-tradespeople/register/invitation-to-quote')).text,
    '<h1>A home owner asked you for a quote',
  );
  t.match((await page('/for-tradespeople/register/freelance-jobs')).text, '<h1>Freelance jobs that fit your diary');
  t.match(
    (await page(`/for-tradespeople/register/${tradeRow?.slug}`)).text,
    `<h1>Jobs for ${tradeRow?.professionals_name} near you`,
  );
  t.equal((await page('/for-tradespeople/register/no-such-trade')).status, 404);
  const dutch = await page('/voor-vakmensen/register', undefined, `nl.localhost:${bff.port}`);
  t.equal(dutch.status, 200);
  t.match(dutch.text, '<h1>Meer klussen in je buurt');
  t.match((await page('/mobile-app/service-pro/registration-landing')).text, 'data-testid="register-form"');
  t.match((await page('/service-pro/activation/start')).text, 'data-testid="register-form"');
  t.match((await page('/service-pro/activation/acquisition')).text, '<h1>Get more jobs near you');
  t.match(
    (await page(`/service-pro/activation/acquisition/profession/${trade.professionId}`)).text,
    `<h1>Jobs for ${tradeRow?.professionals_name} near you`,
  );
  t.equal((await page('/service-pro/activation/acquisition/profession/no-such-trade')).status, 404);
  t.match((await page('/service-pro/activation/acquisition/retargeting')).text, '<h1>The jobs are still there for you');
  t.equal((await page('/for-tradespeople/register/retargeting')).status, 404, 'a campaign page of its own');
  const places = await ask('query { locations(brand: "uk", query: "Lo", first: 1) { slug name } }', {});
  const [place] = places.json<{ data: { locations: { slug: string; name: string }[] } }>().data.locations;
  t.ok(place, 'a place of the brand');
  const region = await page(`/service-pro/acquisition/${place?.slug}`);
  t.equal(region.status, 200);
  t.match(region.text, `<h1>Jobs in and around ${place?.name}`);
  t.match(region.text, 'data-testid="register-form"');
  t.equal((await page('/service-pro/acquisition/no-such-place')).status, 404);
});

t.test('a new professional is sent on to their next step, in their brand’s order', async (t) => {
  const signUp = await ask(
    'mutation($input: ServiceProSignUpInput!){ signUpServicePro(input: $input){ __typename ... on SignUpFailed { code fieldErrors { field code } } } }',
    {
      input: {
        email: 'new.plumber@example.org',
        password: 'a-long-enough-password',
        firstName: 'Sam',
        lastName: 'Carter',
        phone: '07911 123456',
        companyName: 'Carter Plumbing',
        brand: 'uk',
      },
    },
  );
  t.equal(
    signUp.json<{ data: { signUpServicePro: { __typename: string } } }>().data.signUpServicePro.__typename,
    'SignUpSuccess',
  );
  const cookie = sessionCookies(signUp).map(cookiePair).join('; ');

  const first = await page('/for-tradespeople/register', cookie);
  t.equal(first.status, 303);
  t.equal(first.headers.location, '/service-pro/register/work-details-introduction');
  const campaign = await page('/service-pro/activation/acquisition', cookie);
  t.equal(campaign.headers.location, '/service-pro/register/work-details-introduction', 'campaigns lead on too');
  const introduction = await page('/service-pro/register/work-details-introduction', cookie);
  t.equal(introduction.status, 200);
  t.match(introduction.text, '<h1>First, the work you do');
  t.match(introduction.text, 'Step 1 of 13', 'where the registration stands');

  await ask('mutation { completeIntroduction(introduction: WORK_DETAILS) { currentStep } }', {}, cookie);
  const second = await page('/for-tradespeople/register', cookie);
  t.equal(second.headers.location, '/service-pro/register/multi-professions', 'then the trades and services');
  const trades = await page('/service-pro/register/multi-professions', cookie);
  t.equal(trades.status, 200);
  t.match(trades.text, '<h1>The trades you work in');
  t.match(trades.text, 'Step 2 of 13');
  t.equal(trades.headers['cache-control'], 'no-store');
  const chosen = await page(`/service-pro/register/select-services?professionId=${trade.professionId}`, cookie);
  t.equal(chosen.status, 200);
  t.match(chosen.text, 'data-testid="pro-services-form"');
  t.equal((await page('/service-pro/register/select-services?professionId=no-such-trade', cookie)).status, 404);
  t.match((await page('/service-pro/register/distance-limit', cookie)).text, 'data-testid="work-area-form"');
  const account = await page('/service-pro/service-preferences', cookie);
  t.match(account.text, 'data-testid="registration-continue"', 'the account’s trades page has the way on');
  t.match(account.text, 'Your registration: 1 of 13 steps done.');
  const dropper = await page('/service-pro/register/dropper', cookie);
  t.match(dropper.text, 'Next: Your trades and services', 'one who left reads where they stopped');

  // The trade's services chosen: the step is done, and the registration goes on past it.
  await ask(
    'mutation($input: ChooseServicesInput!){ chooseServices(input: $input){ __typename } }',
    { input: { professionId: trade.professionId, serviceIds: trade.serviceIds } },
    cookie,
  );
  const third = await page('/for-tradespeople/register', cookie);
  t.equal(third.status, 303);
  t.equal(third.headers.location, '/service-pro/register/skill-evaluation', 'then the skills test of the trade');
  t.equal((await page('/service-pro/register/skill-evaluation', cookie)).status, 200);
  const paying = await page('/service-pro/activation/payment-details', cookie);
  t.equal(paying.status, 200);
  t.match(paying.text, 'data-testid="payment-method-form"', 'the ways of paying of the market');
  t.match((await page('/service-pro/activation/verify-email', cookie)).text, 'new.plumber@example.org');
  const link = await page('/service-pro/activation/email-verification?token=abc');
  t.equal(link.status, 200, 'the email link opens without signing in');
  t.match(link.text, '<h1>Confirming your email address', 'the link is used by the page, not the server');
  t.match((await page('/service-pro/register/dropper', cookie)).text, 'You have done 2 of the 13 steps');

  // Every step done: the congratulations.
  const [user] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'new.plumber@example.org'");
  await db.query('UPDATE pro_onboarding_steps SET completed_at = now() WHERE pro_id = $1', [user?.id ?? '']);
  const done = await page('/for-tradespeople/register', cookie);
  t.equal(done.headers.location, '/service-pro/activation/congratulations');
  t.match((await page('/service-pro/activation/congratulations', cookie)).text, '<h1>Welcome aboard');
});

t.test('a professional from before onboarding goes to their jobs; a home owner is told why not', async (t) => {
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const proCookie = await signIn(pro.email);
  const entry = await page('/for-tradespeople/register', proCookie);
  t.equal(entry.status, 303);
  t.equal(entry.headers.location, '/service-pro/new-service-requests');
  t.notMatch((await page('/service-pro/service-preferences', proCookie)).text, 'registration-continue');

  const consumer = await createConsumer(db, 'uk', null);
  const consumerCookie = await signIn(consumer.email);
  const asOwner = await page('/for-tradespeople/register', consumerCookie);
  t.equal(asOwner.status, 200);
  t.match(asOwner.text, 'data-testid="register-consumer"');
  t.notMatch(asOwner.text, 'data-testid="register-form"');
});

t.test('the identity check, the introductions and the duplicate-phone answer', async (t) => {
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const cookie = await signIn(pro.email);
  const check = await page('/service-pro/gbg', cookie);
  t.equal(check.status, 200);
  t.match(check.text, '<h1>Check your identity');
  t.match(check.text, 'data-testid="id-check-form"', 'no check yet: the form');
  t.match((await page('/service-pro/id-check-introduction', cookie)).text, '<h1>Confirm your identity');
  for (const path of [
    '/service-pro/register/safety-quality-introduction',
    '/service-pro/register/profile-setup-introduction',
    '/service-pro/register/payment-method-introduction',
    '/service-pro/register/gbg',
  ]) {
    t.equal((await page(path, cookie)).status, 200, path);
  }
  const visitor = await page('/service-pro/gbg');
  t.equal(visitor.status, 302, 'a visitor signs in first');
  const duplicate = await page('/service-pro/duplicate-phone');
  t.equal(duplicate.status, 200, 'a visitor whose sign-up was refused reads the way forward');
  t.match(duplicate.text, '<h1>This phone number already has an account');
});

t.test("the company's pages, and the registration's way to them", async (t) => {
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  await db.query(
    `INSERT INTO pro_onboarding_steps (pro_id, step, position, completed_at)
     VALUES ($1, 'INTRO_WORK_DETAILS', 1, now()), ($1, 'COMPANY_BIO_REQUESTED', 2, NULL)`,
    [pro.id],
  );
  const cookie = await signIn(pro.email);
  const entry = await page('/for-tradespeople/register', cookie);
  t.equal(entry.headers.location, '/service-pro/register/company-search', 'the company step starts with the search');
  const pages = [
    ['/service-pro/register/company-search', '<h1>Find your company'],
    ['/service-pro/register/company-new', '<h1>Your company'],
    ['/service-pro/register/company-legal-status', '<h1>Your company’s legal form'],
    ['/service-pro/register/company-situation', '<h1>How does your business stand?'],
    ['/service-pro/register/company-size', '<h1>How many people work in your business?'],
    ['/service-pro/register/company-bio', '<h1>About your company'],
    ['/service-pro/company-details', '<h1>Company details'],
    ['/service-pro/bio', '<h1>About your company'],
    ['/service-pro/duplicate-company-number', '<h1>This company already has an account'],
  ] as const;
  for (const [path, heading] of pages) {
    const answer = await page(path, cookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, heading, `${path}: its heading`);
  }
  t.match((await page('/service-pro/company-details', cookie)).text, `Company ${pro.slug}`, 'the company as it is');
  t.equal((await page('/service-pro/company-details')).status, 302, 'a visitor signs in first');
});
