// The home owner's pages (§2.6) and the professional's reviews (§2.7) rendered by the real BFF over
// a real upstream: each arrives with its records in the HTML, for the person they belong to.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const CSRF = { 'x-hearth-csrf': '1' };
const { db } = upstream;

async function signIn(username: string): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username, password: FIXTURE_PASSWORD } },
    { host, headers: CSRF },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  return sessionCookies(login).map(cookiePair).join('; ');
}

const trade = await createTrade(db, 'uk');
const place = await createPlace(db, 'GB', 51.5072, -0.1276);
const owner = await createConsumer(db, 'uk');
const proOptions = {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 51.5072,
  longitude: -0.1276,
};
const responder = await createPro(db, { ...proOptions, reviewAverage: 4.5, reviewCount: 2 });
const recommended = await createPro(db, proOptions);
const openJob = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk', responsesCount: 1 });
const hiredJob = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk', status: 'HIRED' });

const [proposal] = await db.query<{ id: string }>(
  `INSERT INTO proposals (service_request_id, pro_id, status, additional_info, price_type, price_amount_minor, currency,
                          proposed_at)
   VALUES ($1, $2, 'PROPOSED', 'I can come on Tuesday morning.', 'ESTIMATED_PRICE', 25000, 'GBP', now()) RETURNING id`,
  [openJob, responder.id],
);
const [hire] = await db.query<{ id: string }>(
  `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at, hired_at)
   VALUES ($1, $2, 'HIRED', now(), now()) RETURNING id`,
  [hiredJob, responder.id],
);
await db.query(
  `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
   VALUES ($1, $2, $3, $4, 5, 'Spotless kitchen work', 'Came on time, fixed the tap and cleaned up afterwards.')`,
  [hiredJob, hire?.id ?? '', responder.id, owner.id],
);
const company = (slug: string | null) => `Company ${slug}`;

const ownerCookie = await signIn(owner.email);
const page = (path: string, cookie = ownerCookie) => send(bff.origin, path, { host, headers: { cookie } });

t.test('my projects lists the owner’s jobs with their state and responses', async (t) => {
  const html = (await page('/consumer/my-projects')).text;
  t.equal((html.match(/data-testid="my-project-card"/g) ?? []).length, 2);
  t.match(html, `/consumer/my-projects/${openJob}/overview-professionals`);
  t.match(html, 'Open for responses');
  t.match(html, '1 response');
  const hiredOnly = (await page('/consumer/my-projects?status=HIRED')).text;
  t.equal((hiredOnly.match(/data-testid="my-project-card"/g) ?? []).length, 1, 'the filter is applied on the server');
  t.match(hiredOnly, `data-project-id="${hiredJob}"`);
});

t.test('the overview shows the response with the pro, the proposal and the limits', async (t) => {
  const response = await page(`/consumer/my-projects/${openJob}/overview-professionals`);
  t.equal(response.status, 200);
  t.match(response.text, company(responder.slug));
  t.match(response.text, 'I can come on Tuesday morning.');
  t.match(response.text, '£250.00');
  t.match(response.text, 'Shortlisted: 0 of 3');
  t.match(response.text, `/consumer/my-project/${openJob}/messages/${proposal?.id}`);
  t.match(response.text, 'data-testid="hire"');
});

t.test('the overview of a decided job asks for the review', async (t) => {
  const html = (await page(`/consumer/my-projects/${hiredJob}/overview-professionals`)).text;
  t.match(html, `You hired ${company(responder.slug)}`);
  t.match(html, `/consumer/my-project/${hiredJob}/edit-review`);
});

t.test('recommendations list pros who fit the job, with an invite button', async (t) => {
  const html = (await page(`/consumer/my-project/${openJob}/recommendations?fromPage=my-projects`)).text;
  t.match(html, company(recommended.slug));
  t.match(html, 'data-testid="invite"');
  t.match(html, 'Back to my projects');
});

t.test('the review form is filled with the owner’s review', async (t) => {
  const html = (await page(`/consumer/my-project/${hiredJob}/edit-review`)).text;
  t.match(html, `Edit your review of ${company(responder.slug)}`);
  t.match(html, 'value="Spotless kitchen work"');
  t.match(html, 'name="body"');
});

t.test('someone else’s job is not shown', async (t) => {
  const other = await createConsumer(db, 'uk');
  const html = (await page(`/consumer/my-projects/${openJob}/overview-professionals`, await signIn(other.email))).text;
  t.match(html, 'Job not found');
  t.notMatch(html, 'I can come on Tuesday morning.');
});

t.test('the professional sees their reviews with their score', async (t) => {
  const html = (await page('/service-pro/reviews', await signIn(responder.email))).text;
  t.match(html, 'Spotless kitchen work');
  t.match(html, 'data-testid="review-respond"');
  t.match(html, 'data-testid="pro-reviews-score"');
});
