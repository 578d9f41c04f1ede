// Reviews a professional brings from elsewhere, over real HTTP (issue 22): they wait for staff, are
// checked field by field, are limited, and show on the profile only once approved; the
// professional is told of each decision, and each decision is audited.
import t from 'tap';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db);
const adminToken = await upstream.sessionFor({
  userId: await upstream.userId('admin@example.com'),
  secondLayer: false,
});

const ADD = `mutation($input: AddExternalReviewInput!) { addExternalReview(input: $input) { __typename
  ... on ExternalReviewAdded { review { id sourceUrl sourceName authorName rating body reviewedOn status reason } }
  ... on ExternalReviewLimitReached { waiting }
  ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } } }`;
const DECIDE = `mutation($input: DecideExternalReviewInput!) { decideExternalReview(input: $input) { __typename
  ... on ExternalReviewDecided { review { id status reason } }
  ... on NotFound { id }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const MINE = '{ myExternalReviews { id status reason } }';
const QUEUE = `{ externalReviewsToReview(first: 100) { edges { node { review { id } pro { id } } } } }`;
const PROFILE = 'query($slug: String!) { servicePro(slug: $slug) { externalReviews { id authorName sourceName } } }';

const ask = (query: string, variables: Record<string, unknown>, token?: string) =>
  data(call(origin, query, variables, { token }));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await upstream.sessionFor({ userId: pro.id, secondLayer: false }) };
}

let count = 0;
function review(fields: Record<string, unknown> = {}) {
  count += 1;
  return {
    input: {
      sourceUrl: `https://www.example-reviews.com/companies/tiles/${count}`,
      authorName: 'Joanna K.',
      rating: 5,
      body: 'They retiled our whole bathroom in three days and left it spotless.',
      reviewedOn: daysAgo(60),
      ...fields,
    },
  };
}

t.test('a review from elsewhere waits for staff, then shows on the profile', async (t) => {
  const pro = await newPro();
  const added = await ask(ADD, review({ authorName: '  Joanna K.  ' }), pro.token);
  t.match(added.addExternalReview, {
    __typename: 'ExternalReviewAdded',
    review: { sourceName: 'example-reviews.com', authorName: 'Joanna K.', rating: 5, status: 'PENDING', reason: null },
  });
  const id = added.addExternalReview.review.id;
  t.same((await ask(PROFILE, { slug: pro.slug })).servicePro.externalReviews, [], 'not shown while it waits');
  t.same((await ask(MINE, {}, pro.token)).myExternalReviews, [{ id, status: 'PENDING', reason: null }]);
  const queue = (await ask(QUEUE, {}, adminToken)).externalReviewsToReview.edges;
  t.ok(queue.some((edge: { node: { review: { id: string }; pro: { id: string } } }) => edge.node.review.id === id));

  const approved = await ask(DECIDE, { input: { id, decision: 'APPROVE' } }, adminToken);
  t.same(approved.decideExternalReview, {
    __typename: 'ExternalReviewDecided',
    review: { id, status: 'APPROVED', reason: null },
  });
  t.same((await ask(PROFILE, { slug: pro.slug })).servicePro.externalReviews, [
    { id, authorName: 'Joanna K.', sourceName: 'example-reviews.com' },
  ]);
  await ask(DECIDE, { input: { id, decision: 'APPROVE' } }, adminToken);
  const told = await db.query<{ template: string }>('SELECT template FROM outbox_messages WHERE user_id = $1', [
    pro.id,
  ]);
  t.same(told, [{ template: 'external-review-approved' }], 'told once');
  const audit = await db.query(
    "SELECT 1 FROM audit_log WHERE subject_id = $1 AND 'decideExternalReview' = ANY (operations)",
    [pro.id],
  );
  t.equal(audit.length, 1);
});

t.test('staff reject with a reason, which the professional sees', async (t) => {
  const pro = await newPro();
  const id = (await ask(ADD, review(), pro.token)).addExternalReview.review.id;
  const withoutReason = await ask(DECIDE, { input: { id, decision: 'REJECT', reason: ' ' } }, adminToken);
  t.same(withoutReason.decideExternalReview, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'reason', code: 'REQUIRED' }],
  });
  const rejected = await ask(
    DECIDE,
    { input: { id, decision: 'REJECT', reason: 'The link shows no review' } },
    adminToken,
  );
  t.same(rejected.decideExternalReview.review, { id, status: 'REJECTED', reason: 'The link shows no review' });
  t.same((await ask(MINE, {}, pro.token)).myExternalReviews, [
    { id, status: 'REJECTED', reason: 'The link shows no review' },
  ]);
  t.same((await ask(PROFILE, { slug: pro.slug })).servicePro.externalReviews, []);
  for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    const answer = await ask(DECIDE, { input: { id: unknown, decision: 'APPROVE' } }, adminToken);
    t.same(answer.decideExternalReview, { __typename: 'NotFound', id: unknown });
  }
});

t.test('each field is checked, and the same review is brought once', async (t) => {
  const pro = await newPro();
  const refused = async (fields: Record<string, unknown>) =>
    (await ask(ADD, review(fields), pro.token)).addExternalReview;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ sourceUrl: 'http://example-reviews.com/a' }, 'sourceUrl', 'INVALID'],
    [{ sourceUrl: 'https://localhost/a' }, 'sourceUrl', 'INVALID'],
    [{ sourceUrl: 'not a link' }, 'sourceUrl', 'INVALID'],
    [{ sourceUrl: `https://example.com/${'a'.repeat(500)}` }, 'sourceUrl', 'INVALID'],
    [{ sourceUrl: ' ' }, 'sourceUrl', 'REQUIRED'],
    [{ authorName: 'J' }, 'authorName', 'INVALID'],
    [{ rating: 6 }, 'rating', 'INVALID'],
    [{ rating: 0 }, 'rating', 'INVALID'],
    [{ body: 'Too short.' }, 'body', 'INVALID'],
    [{ reviewedOn: daysAgo(-2) }, 'reviewedOn', 'INVALID'],
    [{ reviewedOn: daysAgo(6 * 366) }, 'reviewedOn', 'INVALID'],
    [{ reviewedOn: '2026-02-30' }, 'reviewedOn', 'INVALID'],
    [{ reviewedOn: '30/01/2026' }, 'reviewedOn', 'INVALID'],
  ];
  for (const [fields, field, code] of cases) {
    t.same(
      await refused(fields),
      { __typename: 'InvalidFields', fieldErrors: [{ field, code }] },
      JSON.stringify(fields),
    );
  }
  t.same(await refused({ body: 'Great work, call them on 06 12345678 any time you like.' }), {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  const first = review();
  t.equal((await ask(ADD, first, pro.token)).addExternalReview.__typename, 'ExternalReviewAdded');
  t.same((await ask(ADD, first, pro.token)).addExternalReview, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'sourceUrl', code: 'DUPLICATE' }],
  });
  t.equal((await ask(MINE, {}, pro.token)).myExternalReviews.length, 1, 'nothing else was stored');
});

t.test('at most twenty wait at once', async (t) => {
  const pro = await newPro();
  for (let i = 0; i < 20; i += 1) await ask(ADD, review(), pro.token);
  t.same((await ask(ADD, review(), pro.token)).addExternalReview, {
    __typename: 'ExternalReviewLimitReached',
    waiting: 20,
  });
  const [waiting] = (await ask(MINE, {}, pro.token)).myExternalReviews;
  await ask(DECIDE, { input: { id: waiting.id, decision: 'APPROVE' } }, adminToken);
  t.equal((await ask(ADD, review(), pro.token)).addExternalReview.__typename, 'ExternalReviewAdded', 'room again');
});

t.test('professionals bring them, staff decide', async (t) => {
  const consumer = await createConsumer(db);
  const consumerToken = await upstream.sessionFor({ userId: consumer.id, secondLayer: false });
  const pro = await newPro();
  t.equal(errorCode(await call(origin, ADD, review(), { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, ADD, review(), {})), 'UNAUTHENTICATED');
  const input = { id: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' };
  t.equal(errorCode(await call(origin, DECIDE, { input }, { token: pro.token })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, QUEUE, {}, { token: pro.token })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, MINE, {}, { token: consumerToken })), 'FORBIDDEN');
});
