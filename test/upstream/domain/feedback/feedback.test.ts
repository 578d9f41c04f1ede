// A professional's feedback about the product over real HTTP (spec §2.7 give-feedback, decision 049):
// stored once however often it is submitted, checked, limited in rate, given only by professionals
// themselves, and read by staff newest first, a page at a time.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db);
const adminId = await upstream.userId('admin@example.com');
const adminToken = await upstream.sessionFor({ userId: adminId, secondLayer: false });

const GIVE = `mutation($input: GiveFeedbackInput!) { giveFeedback(input: $input) { __typename
  ... on FeedbackGiven { feedback { id topic body mayContact createdAt servicePro { id } author { id } } }
  ... on InvalidFields { fieldErrors { field code } }
  ... on FeedbackRateLimitReached { retryAfterSeconds } } }`;
const LIST = `query($first: Int, $after: String, $topic: FeedbackTopic) {
  productFeedback(first: $first, after: $after, topic: $topic) {
    edges { node { id topic body mayContact servicePro { id } } } pageInfo { hasNextPage endCursor } } }`;

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenOf(pro.id) };
}

const feedback = (fields: Record<string, unknown> = {}) => ({
  input: {
    topic: 'FINDING_JOBS',
    body: 'The job list could show how far away each job is.',
    mayContact: true,
    idempotencyKey: randomUUID(),
    ...fields,
  },
});

// The per-minute limit of the one who wrote, spent: the next feedback waits (not the daily one).
const burstOver = (userId: string) =>
  db.query("DELETE FROM rate_limit_counters WHERE bucket = 'feedback-burst:account:' || $1", [userId]);

const storedFor = async (proId: string) =>
  (await db.query('SELECT id FROM product_feedback WHERE pro_id = $1', [proId])).length;

t.test('a professional gives feedback; staff read it newest first, a page at a time, by topic', async (t) => {
  const pro = await newPro();
  const given = await ask(GIVE, feedback({ body: '  The job list could show how far away each job is.  ' }), pro.token);
  t.match(given.giveFeedback, {
    __typename: 'FeedbackGiven',
    feedback: {
      topic: 'FINDING_JOBS',
      body: 'The job list could show how far away each job is.',
      mayContact: true,
      createdAt: String,
      servicePro: { id: pro.id },
      author: { id: pro.id },
    },
  });
  await burstOver(pro.id);
  const second = await ask(
    GIVE,
    feedback({ topic: 'PAYMENTS', body: 'Invoices should say which job they are for.', mayContact: false }),
    pro.token,
  );
  const firstId = given.giveFeedback.feedback.id;
  const secondId = second.giveFeedback.feedback.id;

  const page = await ask(LIST, { first: 1 }, adminToken);
  t.same(page.productFeedback.edges[0].node.id, secondId, 'newest first');
  t.ok(page.productFeedback.pageInfo.hasNextPage);
  const next = await ask(LIST, { first: 1, after: page.productFeedback.pageInfo.endCursor }, adminToken);
  t.same(next.productFeedback.edges[0].node, {
    id: firstId,
    topic: 'FINDING_JOBS',
    body: 'The job list could show how far away each job is.',
    mayContact: true,
    servicePro: { id: pro.id },
  });
  const payments = await ask(LIST, { topic: 'PAYMENTS', first: 100 }, adminToken);
  const ids = payments.productFeedback.edges.map((edge: { node: { id: string } }) => edge.node.id);
  t.ok(ids.includes(secondId) && !ids.includes(firstId), 'of one topic');
});

t.test('the same feedback submitted again is stored once and answered with the first', async (t) => {
  const pro = await newPro();
  const input = feedback();
  const first = await ask(GIVE, input, pro.token);
  const again = await ask(GIVE, input, pro.token);
  t.same(again.giveFeedback, first.giveFeedback, 'the same answer, even within the minute');
  const upperCase = await ask(
    GIVE,
    { input: { ...input.input, idempotencyKey: input.input.idempotencyKey.toUpperCase() } },
    pro.token,
  );
  t.same(upperCase.giveFeedback.feedback?.id, first.giveFeedback.feedback.id, 'the key in capitals is the same key');
  t.equal(await storedFor(pro.id), 1);
  const another = await ask(GIVE, feedback(), pro.token);
  t.match(another.giveFeedback, { __typename: 'FeedbackRateLimitReached', retryAfterSeconds: Number });
  t.ok(another.giveFeedback.retryAfterSeconds > 0 && another.giveFeedback.retryAfterSeconds <= 60, 'one a minute');
  t.equal(await storedFor(pro.id), 1, 'the copies did not count towards the limit, the refused one is not stored');
});

t.test('five a day', async (t) => {
  const pro = await newPro();
  for (let i = 0; i < 5; i++) {
    t.equal((await ask(GIVE, feedback(), pro.token)).giveFeedback.__typename, 'FeedbackGiven');
    await burstOver(pro.id);
  }
  const sixth = await ask(GIVE, feedback(), pro.token);
  t.equal(sixth.giveFeedback.__typename, 'FeedbackRateLimitReached');
  t.ok(sixth.giveFeedback.retryAfterSeconds > 60, 'until the day is over');
  t.equal(await storedFor(pro.id), 5);
});

t.test('the text and the key are checked; nothing is stored when they are refused', async (t) => {
  const pro = await newPro();
  const refused = async (fields: Record<string, unknown>) =>
    (await ask(GIVE, feedback(fields), pro.token)).giveFeedback.fieldErrors;
  t.same(await refused({ body: '   ' }), [{ field: 'body', code: 'REQUIRED' }]);
  t.same(await refused({ body: 'Too short' }), [{ field: 'body', code: 'INVALID' }]);
  t.same(await refused({ body: 'x'.repeat(2001) }), [{ field: 'body', code: 'INVALID' }]);
  t.same(await refused({ idempotencyKey: 'not-a-uuid' }), [{ field: 'idempotencyKey', code: 'INVALID' }]);
  t.equal((await ask(GIVE, feedback({ body: 'x'.repeat(2000) }), pro.token)).giveFeedback.__typename, 'FeedbackGiven');
  t.equal(await storedFor(pro.id), 1);
});

t.test('only professionals give feedback, as themselves; only staff read it', async (t) => {
  const pro = await newPro();
  const consumer = await createConsumer(db);
  const consumerToken = await tokenOf(consumer.id);
  t.equal(errorCode(await call(origin, GIVE, feedback(), { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, GIVE, feedback())), 'UNAUTHENTICATED');
  const impersonating = await upstream.sessionFor({
    userId: pro.id,
    actorId: adminId,
    mode: 'IMPERSONATED',
    secondLayer: false,
  });
  t.equal(errorCode(await call(origin, GIVE, feedback(), { token: impersonating })), 'FORBIDDEN');
  t.equal(await storedFor(pro.id), 0);
  t.equal(errorCode(await call(origin, LIST, {}, { token: pro.token })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, LIST, {}, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, LIST, {})), 'UNAUTHENTICATED');
});
