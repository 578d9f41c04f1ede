// Asking past customers for a review, as the professional sees it (spec §2.7 reviews/request-reviews,
// decisions 009 and 049): whom they asked and whether each reviewed since, how many more they may
// ask and from when, and each refusal as a result variant that asks nobody.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db);
const place = await createPlace(db);

const ALLOWANCE = 'perRequest perDay remaining moreFrom';
const REQUEST = `mutation($input: RequestReviewsInput!) { requestReviews(input: $input) { __typename
  ... on ReviewsRequested { count allowance { ${ALLOWANCE} } }
  ... on InvalidFields { fieldErrors { field code } }
  ... on ReviewRequestLimitReached { allowance { ${ALLOWANCE} } }
  ... on AlreadyAskedForReview { fields } } }`;
const ASKED = `query($first: Int, $after: String) { myReviewRequests(first: $first, after: $after) { totalCount
  edges { node { id name email requestedAt reviewedAt } } pageInfo { hasNextPage endCursor } } }`;
const LEFT = `{ myReviewRequestAllowance { ${ALLOWANCE} } }`;

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenOf(pro.id) };
}

const customer = (email: string, name = 'Anna de Wit') => ({ email, name });
const request = (token: string, customers: unknown[]) => ask(REQUEST, { input: { customers } }, token);
const sentTo = async (email: string) => (await upstream.messagesTo(email, 'review-request')).length;

t.test('the professional sees whom they asked, newest first, and who has reviewed since', async (t) => {
  const pro = await newPro();
  const first = await request(pro.token, [customer('anna.asked@example.org')]);
  t.match(first.requestReviews, {
    __typename: 'ReviewsRequested',
    count: 1,
    allowance: { perRequest: 20, perDay: 100, remaining: 99, moreFrom: String },
  });
  await request(pro.token, [customer('ben.asked@example.org', 'Ben Smit'), customer('Carla.Asked@example.org')]);

  // Anna has an account, hired the professional and reviews them now.
  const anna = await createConsumer(db);
  await db.query('UPDATE users SET email = $1, email_normalised = $1 WHERE id = $2', [
    'anna.asked@example.org',
    anna.id,
  ]);
  const jobId = await createJob(db, { consumerId: anna.id, trade, place, status: 'HIRED' });
  const [proposal] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, hired_at) VALUES ($1, $2, 'HIRED', now()) RETURNING id`,
    [jobId, pro.id],
  );
  await db.query(
    `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
     VALUES ($1, $2, $3, $4, 5, 'Great work', 'Came on time and left everything clean.')`,
    [jobId, proposal?.id ?? null, pro.id, anna.id],
  );

  const { myReviewRequests: asked } = await ask(ASKED, { first: 2 }, pro.token);
  t.equal(asked.totalCount, 3);
  t.same(
    asked.edges.map((edge: { node: { email: string } }) => edge.node.email).sort(),
    ['Carla.Asked@example.org', 'ben.asked@example.org'],
    'newest first, two at a time',
  );
  t.ok(asked.pageInfo.hasNextPage);
  const { myReviewRequests: older } = await ask(ASKED, { first: 2, after: asked.pageInfo.endCursor }, pro.token);
  t.match(older.edges, [{ node: { email: 'anna.asked@example.org', name: 'Anna de Wit', reviewedAt: String } }]);
  t.ok(
    asked.edges.every((edge: { node: { reviewedAt: unknown } }) => edge.node.reviewedAt === null),
    'the others have not reviewed',
  );

  const { myReviewRequestAllowance } = await ask(LEFT, {}, pro.token);
  t.match(myReviewRequestAllowance, { remaining: 97, moreFrom: String });
  const other = await newPro();
  t.same((await ask(ASKED, {}, other.token)).myReviewRequests.totalCount, 0, "no one sees another's");
  t.same((await ask(LEFT, {}, other.token)).myReviewRequestAllowance, {
    perRequest: 20,
    perDay: 100,
    remaining: 100,
    moreFrom: null,
  });
});

t.test('an address asked in the last 30 days is not asked again, whatever its case', async (t) => {
  const pro = await newPro();
  await request(pro.token, [customer('dirk.again@example.org')]);
  const again = await request(pro.token, [customer('erik.new@example.org'), customer(' DIRK.again@example.org ')]);
  t.same(again.requestReviews, { __typename: 'AlreadyAskedForReview', fields: ['customers.1.email'] });
  t.equal(await sentTo('erik.new@example.org'), 0, 'nobody was asked');
  t.equal(await sentTo('dirk.again@example.org'), 1);

  await db.query(
    "UPDATE review_requests SET created_at = now() - interval '31 days' WHERE pro_id = $1 AND email = $2",
    [pro.id, 'dirk.again@example.org'],
  );
  const later = await request(pro.token, [customer('dirk.again@example.org')]);
  t.equal(later.requestReviews.__typename, 'ReviewsRequested', 'a month later they may be asked again');
  const other = await newPro();
  const byOther = await request(other.token, [customer('dirk.again@example.org')]);
  t.equal(byOther.requestReviews.__typename, 'ReviewsRequested', 'another professional may ask them');
});

t.test('past the daily limit nobody is asked, and the answer says how many are left and from when', async (t) => {
  const pro = await newPro();
  await db.query(
    `INSERT INTO review_requests (pro_id, email, name, token_hash, created_at)
     SELECT $1, 'earlier' || i || '@example.org', 'Earlier', md5(random()::text || i), now() - interval '1 hour'
       FROM generate_series(1, 99) AS i`,
    [pro.id],
  );
  const refused = await request(pro.token, [customer('fay.one@example.org'), customer('gus.two@example.org')]);
  t.match(refused.requestReviews, {
    __typename: 'ReviewRequestLimitReached',
    allowance: { remaining: 1, perDay: 100, moreFrom: String },
  });
  const moreFrom = Date.parse(refused.requestReviews.allowance.moreFrom);
  t.ok(Math.abs(moreFrom - (Date.now() + 23 * 3600_000)) < 60_000, 'a day after the oldest request counted');
  t.equal(await sentTo('fay.one@example.org'), 0);
  const one = await request(pro.token, [customer('fay.one@example.org')]);
  t.match(one.requestReviews, { __typename: 'ReviewsRequested', allowance: { remaining: 0 } });
});

t.test('only professionals who may ask see whom they asked', async (t) => {
  const consumer = await createConsumer(db);
  const consumerToken = await tokenOf(consumer.id);
  t.equal(errorCode(await call(origin, ASKED, {}, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, LEFT, {}, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, ASKED, {})), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, LEFT, {})), 'UNAUTHENTICATED');
});
