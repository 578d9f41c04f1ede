// A professional's new-job list (spec §3 newJobList): the jobs that fit their services and work
// area or were sent to them, each filter, each sort order, paging that neither repeats nor skips
// while jobs keep arriving, and saving jobs for later.
import t from 'tap';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  type PlaceFixture,
  type TradeFixture,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

const JOB_LIST = `query($filters: JobListFilters, $sortBy: JobListSort, $first: Int, $after: String) {
  newJobList(filters: $filters, sortBy: $sortBy, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { id distance { value unit } myProposal { id } isSavedForLater } } } }`;

interface Listed {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { node: { id: string; distance: { value: number; unit: string } | null; isSavedForLater: boolean } }[];
}

const HOUR = 3600 * 1000;
const base = Date.now() - 24 * HOUR;
const at = (hours: number) => new Date(base + hours * HOUR);

// One professional in Utrecht with a 30 km work area, the two services of one trade (qualified) and
// one service of a second trade (qualification pending), and jobs that fit and jobs that do not.
async function scenario() {
  const trade = await createTrade(db);
  const second = await createTrade(db);
  const other = await createTrade(db);
  const place = (latitude: number, longitude = 5.1214) => createPlace(db, 'NL', latitude, longitude);
  const [utrecht, near, middle, groningen] = await Promise.all([
    place(52.0907),
    place(52.1807), // 10 km north
    place(52.2707), // 20 km north
    place(53.2194, 6.5665),
  ]);
  const pro = await createPro(db, {
    serviceIds: [...trade.serviceIds, second.serviceIds[0]],
    professionId: trade.professionId,
    radiusKm: 30,
  });
  await db.query(`INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, 'PENDING')`, [
    pro.id,
    second.professionId,
  ]);
  const rival = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const owner = await createConsumer(db);
  const job = (
    tradeOf: TradeFixture,
    where: PlaceFixture,
    createdAt: Date,
    extra: Partial<Parameters<typeof createJob>[1]> = {},
  ) => createJob(db, { consumerId: owner.id, trade: tradeOf, place: where, createdAt, ...extra });

  const tap = await job(trade, utrecht, at(1), { description: 'Replace the kitchen tap' });
  const fence = await job(trade, near, at(2), {
    serviceIndex: 1,
    description: 'Paint the garden fence',
    photoCount: 2,
    responsesCount: 8,
  });
  const pane = await job(second, middle, at(3), { description: 'Fix the kitchen pane' });
  const floor = await job(trade, groningen, at(4), { description: 'Tile the bathroom floor', directProId: pro.id });
  // Jobs that do not fit: too far, another trade, sent to someone else, answered already, closed.
  const outside = await job(trade, groningen, at(5));
  await job(other, near, at(5));
  await job(trade, near, at(5), { directProId: rival.id });
  const answered = await job(trade, near, at(5));
  await db.query(`INSERT INTO proposals (service_request_id, pro_id, status) VALUES ($1, $2, 'INTERESTED')`, [
    answered,
    pro.id,
  ]);
  await job(trade, near, at(5), { status: 'CLOSED' });
  return { trade, second, utrecht, owner, pro, token: await tokenFor(pro.id), tap, fence, pane, floor, outside };
}

type Scenario = Awaited<ReturnType<typeof scenario>>;

async function list(s: Scenario, variables: Record<string, unknown> = {}): Promise<Listed> {
  return (await data(call(origin, JOB_LIST, variables, { token: s.token }))).newJobList;
}

const ids = (listed: Listed) => listed.edges.map((edge) => edge.node.id);

t.test(
  'a professional sees the open jobs of their services inside their work area and those sent to them',
  async (t) => {
    const s = await scenario();
    const listed = await list(s);
    t.same(ids(listed), [s.floor, s.pane, s.fence, s.tap], 'newest first; nothing far, foreign, answered or closed');
    t.equal(listed.totalCount, 4);
    t.same(listed.edges[3]?.node.distance, { value: 0, unit: 'km' });
    t.same(listed.edges[2]?.node.distance, { value: 10, unit: 'km' });
    t.same(listed.edges[1]?.node.distance, { value: 20, unit: 'km' });
    t.ok((listed.edges[0]?.node.distance?.value ?? 0) > 100, 'a job sent directly may lie outside the work area');
    t.equal(listed.pageInfo.hasNextPage, false);
  },
);

t.test('each filter narrows the list as documented', async (t) => {
  const s = await scenario();
  const only = async (filters: Record<string, unknown>) => ids(await list(s, { filters }));
  t.same(await only({ query: '  KITCHEN  ' }), [s.pane, s.tap], 'a word, trimmed, in any case');
  t.same(await only({ query: 'kitchen tap' }), [s.tap], 'every word must occur');
  t.same(await only({ query: 'kitchen fence' }), []);
  t.same(await only({ distance: 15 }), [s.fence, s.tap], 'at most this far from the centre');
  t.same(await only({ distance: 500 }), [s.pane, s.fence, s.tap], 'never beyond the work radius');
  t.same(await only({ professionIds: [s.second.professionId] }), [s.pane]);
  t.same(await only({ skillClusterIds: [s.trade.skillClusterId] }), [s.floor, s.fence, s.tap]);
  t.same(await only({ onlyQualifiedFor: true }), [s.floor, s.fence, s.tap], 'the pending trade is left out');
  t.same(await only({ maxResponses: 3 }), [s.floor, s.pane, s.tap]);
  t.same(await only({ maxResponses: 8 }), [s.floor, s.pane, s.fence, s.tap]);
  t.same(await only({ directRequestsOnly: true }), [s.floor]);
  t.same(await only({ lowCompetition: true }), [s.floor, s.pane, s.tap]);
  t.same(await only({ withPictures: true }), [s.fence]);
  t.same(await only({ withPictures: false, directRequestsOnly: false }), [s.floor, s.pane, s.fence, s.tap]);
  // Nor is a trade with a specialist (MANUAL), as when choosing services that need it.
  await db.query(`UPDATE pro_professions SET qualification = 'MANUAL' WHERE pro_id = $1 AND profession_id = $2`, [
    s.pro.id,
    s.second.professionId,
  ]);
  t.same(
    await only({ onlyQualifiedFor: true }),
    [s.floor, s.fence, s.tap],
    'a trade with a specialist is left out too',
  );
  const filtered = await list(s, { filters: { query: 'kitchen' } });
  t.equal(filtered.totalCount, 2, 'the total counts the filtered jobs');

  const tooLong = await call(origin, JOB_LIST, { filters: { query: 'x'.repeat(101) } }, { token: s.token });
  t.equal(errorCode(tooLong), 'BAD_USER_INPUT', 'a query of more than 100 characters is refused');
  const negative = await call(origin, JOB_LIST, { filters: { distance: -1 } }, { token: s.token });
  t.equal(errorCode(negative), 'BAD_USER_INPUT');
});

t.test('each sort order puts the jobs in its order', async (t) => {
  const s = await scenario();
  t.same(ids(await list(s, { sortBy: 'DATE' })), [s.floor, s.pane, s.fence, s.tap]);
  t.same(ids(await list(s, { sortBy: 'DISTANCE' })), [s.tap, s.fence, s.pane, s.floor]);
  // Score: a point per day newer, minus one per 10 km, minus half per response, plus two when
  // qualified: tap 2.04, pane −1.88, fence −2.92, floor −13.8.
  t.same(ids(await list(s, { sortBy: 'RECOMMENDED' })), [s.tap, s.pane, s.fence, s.floor]);
});

t.test('paging two at a time walks every job once in every order', async (t) => {
  const s = await scenario();
  for (const sortBy of ['DATE', 'DISTANCE', 'RECOMMENDED']) {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Listed = await list(s, { sortBy, first: 2, after });
      t.equal(page.totalCount, 4);
      t.equal(page.pageInfo.hasPreviousPage, after !== null);
      seen.push(...ids(page));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    t.equal(pages, 2, `${sortBy}: two pages`);
    t.same(seen, ids(await list(s, { sortBy })), `${sortBy}: the same jobs in the same order, each once`);
  }
  const wrong = await call(origin, JOB_LIST, { sortBy: 'DISTANCE', after: 'bm90LWEtY3Vyc29y' }, { token: s.token });
  t.equal(errorCode(wrong), 'BAD_USER_INPUT', 'a cursor that is not one is refused');
});

t.test('a job posted between two pages does not shift the second page', async (t) => {
  const s = await scenario();
  const first = await list(s, { first: 2 });
  t.same(ids(first), [s.floor, s.pane]);
  const fresh = await createJob(db, { consumerId: s.owner.id, trade: s.trade, place: s.utrecht });
  const second = await list(s, { first: 2, after: first.pageInfo.endCursor });
  t.same(ids(second), [s.fence, s.tap], 'neither repeated nor skipped');
  t.equal(second.pageInfo.hasNextPage, false);
  t.same(ids(await list(s, { first: 2 })), [fresh, s.floor], 'the new job shows on a fresh first page');
});

t.test('a home owner may not ask for the job list, and sees no professional fields on their job', async (t) => {
  const s = await scenario();
  const ownerToken = await tokenFor(s.owner.id);
  t.equal(errorCode(await call(origin, JOB_LIST, {}, { token: ownerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, JOB_LIST, {})), 'UNAUTHENTICATED');
  const own = await data(
    call(
      origin,
      'query($id: ID!) { serviceRequest(id: $id) { id distance { value } myProposal { id } isSavedForLater } }',
      { id: s.tap },
      { token: ownerToken },
    ),
  );
  t.same(own.serviceRequest, { id: s.tap, distance: null, myProposal: null, isSavedForLater: false });
});

const SAVED = `query { savedForLaterJobs(first: 10) { totalCount edges { node { id isSavedForLater } } } }`;
const SAVE = `mutation($id: ID!) { saveJobForLater(input: { serviceRequestId: $id }) { __typename
  ... on JobSaved { serviceRequest { id isSavedForLater } } ... on NotFound { id } } }`;
const UNSAVE = `mutation($id: ID!) { removeSavedJob(input: { serviceRequestId: $id }) { __typename
  ... on JobSaved { serviceRequest { id isSavedForLater } } ... on NotFound { id } } }`;

t.test('a professional saves jobs for later and removes them again', async (t) => {
  const s = await scenario();
  const ask = async (query: string, id?: string) => data(call(origin, query, { id }, { token: s.token }));
  t.same((await ask(SAVE, s.tap)).saveJobForLater, {
    __typename: 'JobSaved',
    serviceRequest: { id: s.tap, isSavedForLater: true },
  });
  await ask(SAVE, s.fence);
  await ask(SAVE, s.tap); // saving twice keeps one save
  const saved = (await ask(SAVED)).savedForLaterJobs;
  t.equal(saved.totalCount, 2);
  t.same(
    saved.edges.map((edge: { node: { id: string } }) => edge.node.id),
    [s.fence, s.tap],
    'most recently saved first',
  );
  const listed = await list(s);
  t.same(
    listed.edges.map((edge) => edge.node.isSavedForLater),
    [false, false, true, true],
  );
  t.same((await ask(UNSAVE, s.tap)).removeSavedJob.serviceRequest, { id: s.tap, isSavedForLater: false });
  t.equal((await ask(SAVED)).savedForLaterJobs.totalCount, 1);

  t.same((await ask(SAVE, s.outside)).saveJobForLater, { __typename: 'NotFound', id: s.outside }, 'not theirs to read');
  t.same((await ask(SAVE, 'not-an-id')).saveJobForLater, { __typename: 'NotFound', id: 'not-an-id' });
  t.same((await ask(UNSAVE, s.outside)).removeSavedJob, { __typename: 'NotFound', id: s.outside });
  const ownerToken = await tokenFor(s.owner.id);
  const refused = await call(origin, SAVE, { id: s.tap }, { token: ownerToken });
  t.equal(errorCode(refused), 'FORBIDDEN', 'home owners do not save jobs');
});

const FEATURE = `mutation($id: ID!) { featureServiceRequest(serviceRequestId: $id) { __typename
  ... on JobFeatured { serviceRequest { id featured featuredUntil featuring { refusal days maxResponses } } }
  ... on FeatureNotAllowed { reason } } }`;
const feature = async (token: string, id: string) =>
  (await data(call(origin, FEATURE, { id }, { token }))).featureServiceRequest;

t.test('a featured job comes first in every order, and paging still walks every job once', async (t) => {
  const s = await scenario();
  const ownerToken = await tokenFor(s.owner.id);
  const before = Date.now();
  const featured = await feature(ownerToken, s.tap);
  t.match(featured, {
    __typename: 'JobFeatured',
    serviceRequest: { id: s.tap, featured: true, featuring: { refusal: 'ALREADY_FEATURED', days: 7, maxResponses: 3 } },
  });
  const until = Date.parse(featured.serviceRequest.featuredUntil);
  t.ok(until >= before + 7 * 24 * HOUR - 60_000 && until <= Date.now() + 7 * 24 * HOUR, 'for seven days');

  t.same(ids(await list(s, { sortBy: 'DATE' })), [s.tap, s.floor, s.pane, s.fence]);
  t.same(ids(await list(s, { sortBy: 'DISTANCE' })), [s.tap, s.fence, s.pane, s.floor]);
  t.same(ids(await list(s, { sortBy: 'RECOMMENDED' })), [s.tap, s.pane, s.fence, s.floor]);
  for (const sortBy of ['DATE', 'DISTANCE', 'RECOMMENDED']) {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Listed = await list(s, { sortBy, first: 1, after });
      seen.push(...ids(page));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    t.same(seen, ids(await list(s, { sortBy })), `${sortBy}: one at a time, each job once`);
  }

  // A feature that ends while the professional pages on moves no job between the pages.
  const first = await list(s, { first: 2 });
  t.same(ids(first), [s.tap, s.floor]);
  await db.query(`UPDATE service_requests SET featured_until = now() - interval '1 second' WHERE id = $1`, [s.tap]);
  t.same(ids(await list(s, { first: 2, after: first.pageInfo.endCursor })), [s.pane, s.fence], 'no repeat, no skip');
  t.same(ids(await list(s)), [s.floor, s.pane, s.fence, s.tap], 'ended: back in its own place');
  const [row] = await db.query<{ featured_at: Date | null }>('SELECT featured_at FROM service_requests WHERE id = $1', [
    s.tap,
  ]);
  t.ok(row?.featured_at, 'when it was featured is kept');
});

t.test('featuring: once, for an open job few answered, by its home owner only', async (t) => {
  const s = await scenario();
  const ownerToken = await tokenFor(s.owner.id);
  t.equal((await feature(ownerToken, s.tap)).__typename, 'JobFeatured');
  t.same(await feature(ownerToken, s.tap), { __typename: 'FeatureNotAllowed', reason: 'ALREADY_FEATURED' });
  t.same(await feature(ownerToken, s.fence), { __typename: 'FeatureNotAllowed', reason: 'ENOUGH_RESPONSES' });
  t.same(await feature(ownerToken, s.floor), { __typename: 'FeatureNotAllowed', reason: 'DIRECT_REQUEST' });
  await db.query(`UPDATE service_requests SET status = 'CLOSED' WHERE id = $1`, [s.pane]);
  t.same(await feature(ownerToken, s.pane), { __typename: 'FeatureNotAllowed', reason: 'NOT_OPEN' });

  const stranger = await createConsumer(db);
  t.same(
    await feature(await tokenFor(stranger.id), s.outside),
    { __typename: 'NotFound' },
    'another home owner’s job is not found',
  );
  t.same(await feature(ownerToken, 'not-an-id'), { __typename: 'NotFound' });
  const asPro = await call(origin, FEATURE, { id: s.outside }, { token: s.token });
  t.equal(errorCode(asPro), 'FORBIDDEN', 'a professional may not feature a job');

  const JOB = `query($id: ID!) { serviceRequest(id: $id) { featured featuring { refusal } } }`;
  t.same(
    (await data(call(origin, JOB, { id: s.outside }, { token: ownerToken }))).serviceRequest,
    { featured: false, featuring: { refusal: null } },
    'the home owner reads whether they may',
  );
  t.same(
    (await data(call(origin, JOB, { id: s.tap }, { token: s.token }))).serviceRequest,
    { featured: true, featuring: null },
    'a professional reads only that it is featured',
  );
});
