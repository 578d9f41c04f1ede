// The professional's job pages and the job page rendered by the real BFF over a real upstream:
// each shows its data in the server's HTML, filters in the address narrow the list, and a job the
// person may not see is a 404.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { linkTo } from '../../../shared/routes.ts';
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
const words = PATHS['en-GB'];

async function signIn(person: PersonFixture): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: person.email, password: FIXTURE_PASSWORD } },
    { host },
  );
  const cookies = sessionCookies(login);
  if (cookies.length === 0) throw new Error(`${person.email} could not sign in`);
  return cookies.map(cookiePair).join('; ');
}

const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });
const call = (query: string, variables: Record<string, unknown>, cookie: string) =>
  graphql(bff.origin, query, variables, { host, cookie }).then((response) => response.json<{ data: never }>().data);

// One trade in one place: a professional working there, a home owner with three open jobs.
const trade = await createTrade(upstream.db, 'uk');
const place = await createPlace(upstream.db, 'GB', 51.5072, -0.1276);
const pro = await createPro(upstream.db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 51.5072,
  longitude: -0.1276,
});
const owner = await createConsumer(upstream.db, 'uk');
const stranger = await createConsumer(upstream.db, 'uk');
const quietJob = await createJob(upstream.db, {
  consumerId: owner.id,
  trade,
  place,
  brand: 'uk',
  description: 'Fit a new radiator valve in the back bedroom.',
});
// The home owner's answer to the service's size question and one photo, as posting stores them.
await upstream.db.query(
  'INSERT INTO service_request_answers (service_request_id, question_id, value) VALUES ($1, $2, $3)',
  [quietJob, trade.questionIds.select, JSON.stringify({ text: 'large' })],
);
await upstream.db.query(
  `INSERT INTO attachments (service_request_id, file_name, content_type, size_bytes, position)
   VALUES ($1, $2, 'image/jpeg', 1000, 0)`,
  [quietJob, `${randomUUID()}.jpg`],
);
const busyJob = await createJob(upstream.db, {
  consumerId: owner.id,
  trade,
  place,
  brand: 'uk',
  description: 'Repaint the garden fence before summer.',
  responsesCount: 4,
});
const proCookie = await signIn(pro);

t.test('the new job list shows the jobs that fit, as cards linking to their pages', async (t) => {
  const response = await page('/service-pro/new-service-requests', proCookie);
  t.equal(response.status, 200);
  for (const id of [quietJob, busyJob]) {
    t.match(response.text, `data-job-id="${id}"`);
    t.match(response.text, `href="${linkTo('job', words, { serviceRequestId: id })}"`);
  }
  t.match(response.text, '2 jobs found');
  t.match(response.text, '4 of 5 responses', 'a pick-and-choose job shows its responses against the limit');
  t.match(response.text, '1 photo');
});

t.test('filters in the address narrow the list the server renders', async (t) => {
  const fewResponses = await page('/service-pro/new-service-requests?lowCompetition=true', proCookie);
  t.match(fewResponses.text, `data-job-id="${quietJob}"`);
  t.notMatch(fewResponses.text, `data-job-id="${busyJob}"`);
  t.match(fewResponses.text, '1 job found');
  const searched = await page('/service-pro/new-service-requests?query=fence&sortBy=DISTANCE', proCookie);
  t.match(searched.text, `data-job-id="${busyJob}"`);
  t.notMatch(searched.text, `data-job-id="${quietJob}"`);
  t.match(searched.text, /<option value="DISTANCE" selected="">/);
});

t.test('a professional reads the whole job with its actions', async (t) => {
  const response = await page(linkTo('job', words, { serviceRequestId: quietJob }), proCookie);
  t.equal(response.status, 200);
  t.match(response.text, 'Fit a new radiator valve in the back bedroom.');
  t.match(response.text, 'data-testid="job-show-interest"');
  t.match(response.text, `href="/service-pro/create-proposal/${quietJob}"`);
  t.match(response.text, 'data-testid="job-save"');
  t.match(response.text, /<dt>Question select<\/dt><dd>Large<\/dd>/, 'the home owner’s answers are listed');
  t.match(
    response.text,
    /<img class="photo" loading="lazy"[^>]*src="\/files\/[^"]+\.jpg\?w=640" alt="Photo 1 of 1 of the work"/,
  );
});

t.test('the home owner gets a summary leading to their professionals', async (t) => {
  const response = await page(linkTo('job', words, { serviceRequestId: quietJob }), await signIn(owner));
  t.equal(response.status, 200);
  t.match(response.text, `href="/consumer/my-projects/${quietJob}/overview-professionals"`);
  t.notMatch(response.text, 'job-show-interest');
});

t.test('a visitor is asked to sign in; a job someone may not see, or that does not exist, is 404', async (t) => {
  const path = linkTo('job', words, { serviceRequestId: quietJob });
  const visitor = await page(path);
  t.equal(visitor.status, 200);
  t.match(visitor.text, 'Sign in to see this job');
  t.match(visitor.text, `redirect-to=${encodeURIComponent(path)}`);
  t.equal((await page(path, await signIn(stranger))).status, 404);
  const missing = await page(linkTo('job', words, { serviceRequestId: randomUUID() }), proCookie);
  t.equal(missing.status, 404);
  t.match(missing.text, 'Page not found');
});

t.test('saved jobs: empty at first, then the saved job', async (t) => {
  const other = await createPro(upstream.db, {
    brand: 'uk',
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: 51.5072,
    longitude: -0.1276,
  });
  const cookie = await signIn(other);
  const empty = await page('/service-pro/saved-jobs', cookie);
  t.equal(empty.status, 200);
  t.match(empty.text, 'You have no saved jobs');
  await call(
    'mutation($i: ServiceRequestInput!){ saveJobForLater(input:$i){ __typename } }',
    { i: { serviceRequestId: busyJob } },
    cookie,
  );
  const saved = await page('/service-pro/saved-jobs', cookie);
  t.match(saved.text, `data-job-id="${busyJob}"`);
  t.match(saved.text, 'data-testid="job-remove-saved"');
  // The page's own markup: the translations the client needs are embedded after it.
  const markup = saved.text.slice(0, saved.text.indexOf('<script type="application/json"'));
  t.notMatch(markup, 'You have no saved jobs');
});

t.test('the activity overview lists responses by tab, each linking to its proposal', async (t) => {
  const other = await createPro(upstream.db, {
    brand: 'uk',
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: 51.5072,
    longitude: -0.1276,
  });
  const cookie = await signIn(other);
  const result = await call(
    'mutation($i: ServiceRequestInput!){ showInterest(input:$i){ __typename ... on InterestShown { proposal { id } } } }',
    { i: { serviceRequestId: quietJob } },
    cookie,
  );
  const proposalId = (result as { showInterest: { proposal: { id: string } } }).showInterest.proposal.id;
  const interested = await page('/service-pro/activity-overview?tab=interested', cookie);
  t.equal(interested.status, 200);
  t.match(interested.text, `href="/service-pro/my-proposal/${proposalId}"`);
  t.match(interested.text, /href="\/service-pro\/activity-overview\?tab=interested"[^>]*aria-current="page"/);
  const shortlisted = await page('/service-pro/activity-overview', cookie);
  t.match(shortlisted.text, 'No home owner has shortlisted you yet.');
  t.notMatch(shortlisted.text, proposalId);
});
