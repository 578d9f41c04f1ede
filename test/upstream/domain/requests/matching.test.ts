// Matching a job to professionals (ServiceRequest.recommendedServicePros) and who may read a job
// (spec §6): the home owner, staff, and professionals it was offered to; the home owner's phone
// only for a professional they shortlisted.
import t from 'tap';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, signIn } from '../../../helpers/upstream-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check.
type Result = Record<string, any>;

const RECOMMENDED = `query($id: ID!, $first: Int, $after: String) { serviceRequest(id: $id) {
  recommendedServicePros(first: $first, after: $after) { totalCount
    edges { cursor distance { value unit } node { slug } } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;
const JOB = `query($id: ID!) { serviceRequest(id: $id) { id consumer { id displayName phone }
  matchingStrategies { kind radius { value unit } } recommendedServicePros { totalCount } } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;

let clients = 0;
const nextClient = () => `203.0.113.${(clients++ % 250) + 1}`;
const tokenOf = async (email: string, password = FIXTURE_PASSWORD) =>
  (await signIn(origin, email, password, { clientIp: nextClient() })).accessToken;
const ask = (query: string, variables: Result, token?: string) =>
  data(call(origin, query, variables, { token, clientIp: nextClient() }));

// Utrecht; about 0.009° of latitude to a km.
const LAT = 52.0907;
const LON = 5.1214;
const trade = await createTrade(db, 'nl');
const place = await createPlace(db, 'NL', LAT, LON);
const owner = await createConsumer(db, 'nl', '+31611122233');
const job = await createJob(db, { consumerId: owner.id, trade, place });
const ownerToken = await tokenOf(owner.email);

const pro = (options: { lat?: number; radiusKm?: number; average?: number; count?: number; services?: string[] }) =>
  createPro(db, {
    serviceIds: options.services ?? [trade.serviceIds[0]],
    professionId: trade.professionId,
    latitude: options.lat ?? LAT,
    longitude: LON,
    radiusKm: options.radiusKm ?? 30,
    reviewAverage: options.average ?? null,
    reviewCount: options.count ?? 0,
  });

// In the documented order: smoothed rating, then the day last active, then distance.
const manyGoodReviews = await pro({ lat: LAT + 0.18, average: 4.9, count: 40 });
const oneFiveStar = await pro({ lat: LAT + 0.25, average: 5, count: 1 });
const newNear = await pro({ lat: LAT + 0.009 });
const newFurther = await pro({ lat: LAT + 0.045 });
const newFarWithWideArea = await pro({ lat: LAT + 0.36, radiusKm: 50 });
const newButIdle = await pro({});
await db.query(`UPDATE company_profiles SET last_active_at = now() - interval '10 days' WHERE user_id = $1`, [
  newButIdle.id,
]);
const poorlyRated = await pro({ average: 3, count: 20 });
const expected = [manyGoodReviews, oneFiveStar, newNear, newFurther, newFarWithWideArea, newButIdle, poorlyRated];
// Left out: another service only, a work area that does not reach the job, an anonymised account.
const otherService = await pro({ services: [trade.serviceIds[1]] });
const outsideArea = await pro({ lat: LAT + 0.54, radiusKm: 30 });
const anonymised = await pro({ average: 5, count: 100 });
await db.query(`UPDATE users SET status = 'ANONYMISED', anonymised_at = now() WHERE id = $1`, [anonymised.id]);

t.test('recommended professionals are ranked by smoothed rating, activity, then distance', async (t) => {
  const result = await ask(RECOMMENDED, { id: job, first: 20 }, ownerToken);
  const connection = result.serviceRequest.recommendedServicePros;
  t.same(
    connection.edges.map((edge: Result) => edge.node.slug),
    expected.map((person) => person.slug),
  );
  t.equal(connection.totalCount, expected.length);
  t.same(connection.edges[2].distance, { value: 1, unit: 'km' }, 'the distance to the work area centre');
  for (const left of [otherService, outsideArea, anonymised]) {
    t.notOk(
      connection.edges.some((edge: Result) => edge.node.slug === left.slug),
      `${left.slug} is left out`,
    );
  }
});

t.test('paging walks every recommended professional once', async (t) => {
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const result: Result = await ask(RECOMMENDED, { id: job, first: 2, after }, ownerToken);
    const connection = result.serviceRequest.recommendedServicePros;
    t.equal(connection.totalCount, expected.length);
    t.equal(connection.pageInfo.hasPreviousPage, after !== null);
    seen.push(...connection.edges.map((edge: Result) => edge.node.slug));
    pages++;
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  t.equal(pages, 4);
  t.same(
    seen,
    expected.map((person) => person.slug),
  );
  const bad = await call(origin, RECOMMENDED, { id: job, first: 2, after: 'bm90IGEgY3Vyc29y' }, { token: ownerToken });
  t.equal(errorCode(bad), 'BAD_USER_INPUT', 'a made-up cursor is refused');
});

t.test('only the home owner and staff see the recommendations', async (t) => {
  const staff = await tokenOf('admin@example.com', 'hearth-demo');
  const forStaff = await ask(JOB, { id: job }, staff);
  t.equal(forStaff.serviceRequest.recommendedServicePros.totalCount, expected.length);
  const forPro = await ask(JOB, { id: job }, await tokenOf(newNear.email));
  t.equal(forPro.serviceRequest.recommendedServicePros.totalCount, 0, 'a professional gets an empty list');
});

t.test('a professional reads a job offered to them, and no other', async (t) => {
  const inside = await tokenOf(newNear.email);
  t.equal((await ask(JOB, { id: job }, inside)).serviceRequest.id, job, 'within the work area, offering the service');
  for (const [who, person] of [
    ['outside the work area', outsideArea],
    ['without the service', otherService],
  ] as const) {
    t.equal((await ask(JOB, { id: job }, await tokenOf(person.email))).serviceRequest, null, who);
  }
  // A response opens the job to its professional wherever they work.
  await db.query(`INSERT INTO proposals (service_request_id, pro_id, status) VALUES ($1, $2, 'INTERESTED')`, [
    job,
    outsideArea.id,
  ]);
  t.equal((await ask(JOB, { id: job }, await tokenOf(outsideArea.email))).serviceRequest.id, job, 'after responding');
  // A job sent to one professional is theirs only.
  const direct = await createJob(db, {
    consumerId: owner.id,
    trade,
    place,
    leadType: 'DIRECT_REQUEST',
    directProId: poorlyRated.id,
  });
  t.equal((await ask(JOB, { id: direct }, inside)).serviceRequest, null, 'a direct request to someone else');
  t.equal((await ask(JOB, { id: direct }, await tokenOf(poorlyRated.email))).serviceRequest.id, direct);
});

t.test('other home owners, visitors and made-up ids learn nothing', async (t) => {
  const stranger = await createConsumer(db);
  t.equal((await ask(JOB, { id: job }, await tokenOf(stranger.email))).serviceRequest, null);
  t.equal((await ask(JOB, { id: 'not-a-uuid' }, ownerToken)).serviceRequest, null);
  t.equal(
    (await ask(JOB, { id: '00000000-0000-4000-8000-000000000000' }, ownerToken)).serviceRequest,
    null,
    'an unknown job',
  );
  t.equal(errorCode(await call(origin, JOB, { id: job })), 'UNAUTHENTICATED');
});

t.test("a professional sees the home owner's phone only once shortlisted", async (t) => {
  const shortlisted = await pro({});
  const token = await tokenOf(shortlisted.email);
  const before = await ask(JOB, { id: job }, token);
  t.match(before.serviceRequest.consumer, { id: owner.id, displayName: /^Fixture P\.$/, phone: null });
  await db.query(
    `INSERT INTO proposals (service_request_id, pro_id, status, shortlisted_at) VALUES ($1, $2, 'SHORTLISTED', now())`,
    [job, shortlisted.id],
  );
  const after = await ask(JOB, { id: job }, token);
  t.equal(after.serviceRequest.consumer.phone, '+31611122233');
  t.equal((await ask(JOB, { id: job }, ownerToken)).serviceRequest.consumer.phone, '+31611122233', 'their own');
});

t.test('distances are shown in the brand unit', async (t) => {
  const ukTrade = await createTrade(db, 'uk');
  const london = await createPlace(db, 'GB', 51.5074, -0.1278);
  const ukOwner = await createConsumer(db, 'uk', null);
  const ukJob = await createJob(db, { consumerId: ukOwner.id, trade: ukTrade, place: london, brand: 'uk' });
  await createPro(db, {
    brand: 'uk',
    serviceIds: [ukTrade.serviceIds[0]],
    professionId: ukTrade.professionId,
    latitude: 51.5074 + 0.0145,
    longitude: -0.1278,
  });
  const token = await tokenOf(ukOwner.email);
  const job = await ask(JOB, { id: ukJob }, token);
  t.same(job.serviceRequest.matchingStrategies, [{ kind: 'WORK_AREA', radius: { value: 18.6, unit: 'miles' } }]);
  const result = await ask(RECOMMENDED, { id: ukJob, first: 5 }, token);
  t.same(result.serviceRequest.recommendedServicePros.edges[0].distance, { value: 1, unit: 'miles' });
});
