// Reviews over real HTTP (spec §1, §2.5, §2.6, §8 review codes): a home owner reviews the
// professional they hired, the score follows exactly, the professional responds once and asks past
// customers for reviews, and staff moderate. Hires are set up in the database.
import t from 'tap';
import {
  colleagueSession,
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const trade = await createTrade(db);
const place = await createPlace(db);
const adminToken = await upstream.sessionFor({
  userId: await upstream.userId('admin@example.com'),
  secondLayer: false,
});

const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) { __typename
  ... on ReviewSubmitted { review { id rating title body status reviewerName } }
  ... on AlreadyReviewed { review { id } } ... on ReviewCancelled { serviceRequestId } ... on ReviewNotFound { id }
  ... on ProfessionalAnonymised { serviceProId } ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } } }`;
const EDIT = `mutation($input: EditReviewInput!) { editReview(input: $input) { __typename
  ... on ReviewSubmitted { review { rating title } } ... on ReviewNotFound { id }
  ... on InvalidFields { fieldErrors { field code } } ... on ContactDetailsShared { field } } }`;
const RESPOND = `mutation($input: RespondToReviewInput!) { respondToReview(input: $input) { __typename
  ... on ReviewResponded { review { id response { body createdAt } } } ... on ReviewFailed { code }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const REQUEST = `mutation($input: RequestReviewsInput!) { requestReviews(input: $input) { __typename
  ... on ReviewsRequested { count } ... on InvalidFields { fieldErrors { field code } } } }`;
const MODERATE = `mutation($input: ModerateReviewInput!) { moderateReview(input: $input) { __typename
  ... on ReviewModerated { review { id status } } ... on ReviewFailed { code } } }`;
const PROFILE = `query($id: ID!) { user(id: $id) { ... on ServicePro { reviewScore { average count }
  reviews(first: 10) { totalCount edges { node { rating title reviewerName service { id } servicePro { id }
  response { body } } } } } } }`;

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const text = (title: string, rating = 5) => ({
  rating,
  title,
  body: 'Arrived on time, explained everything and left the place clean.',
});

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenOf(pro.id) };
}

async function newConsumer() {
  const consumer = await createConsumer(db);
  return { ...consumer, token: await tokenOf(consumer.id) };
}

// A job of the home owner's on which the professional is hired (or not, or in another state).
async function hire(consumerId: string, proId: string | null, status: 'HIRED' | 'OPEN' | 'CANCELLED' = 'HIRED') {
  const jobId = await createJob(db, { consumerId, trade, place, status });
  if (proId) {
    await db.query(
      `INSERT INTO proposals (service_request_id, pro_id, status, hired_at) VALUES ($1, $2, 'HIRED', now())`,
      [jobId, proId],
    );
  }
  return jobId;
}

async function review(consumer: { id: string; token: string }, proId: string, rating = 5) {
  const jobId = await hire(consumer.id, proId);
  const result = await ask(
    SUBMIT,
    { input: { serviceRequestId: jobId, ...text('Very good work', rating) } },
    consumer.token,
  );
  return { jobId, reviewId: result.submitReview.review.id as string };
}

const profile = async (proId: string) => (await ask(PROFILE, { id: proId }, adminToken)).user;

t.test('a home owner reviews their hire and the review shows on the profile with the score', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const jobId = await hire(consumer.id, pro.id);
  const result = await ask(
    SUBMIT,
    { input: { serviceRequestId: jobId, ...text('  Very good work  ') } },
    consumer.token,
  );
  t.match(result.submitReview, {
    __typename: 'ReviewSubmitted',
    review: { rating: 5, title: 'Very good work', status: 'APPROVED', reviewerName: 'Fixture P.' },
  });
  const own = await ask(PROFILE, { id: pro.id }, pro.token);
  t.same(own.user.reviewScore, { average: 5, count: 1 });
  t.same(own.user.reviews, {
    totalCount: 1,
    edges: [
      {
        node: {
          rating: 5,
          title: 'Very good work',
          reviewerName: 'Fixture P.',
          service: { id: trade.serviceIds[0] },
          servicePro: { id: pro.id },
          response: null,
        },
      },
    ],
  });
  const mine = await ask(
    'query($id: ID!) { myReview(serviceRequestId: $id) { id rating } }',
    { id: jobId },
    consumer.token,
  );
  t.same(mine.myReview, { id: result.submitReview.review.id, rating: 5 });
  const theirs = await ask('{ myReviews { totalCount edges { node { id status } } } }', {}, pro.token);
  t.same(theirs.myReviews, {
    totalCount: 1,
    edges: [{ node: { id: result.submitReview.review.id, status: 'APPROVED' } }],
  });
  const [stored] = await db.query('SELECT review_count, review_average FROM company_profiles WHERE user_id = $1', [
    pro.id,
  ]);
  t.same(stored, { review_count: 1, review_average: 5 });
});

t.test('a job is reviewed once: a second review is AlreadyReviewed', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const { jobId, reviewId } = await review(consumer, pro.id);
  const again = await ask(SUBMIT, { input: { serviceRequestId: jobId, ...text('Second thoughts') } }, consumer.token);
  t.same(again.submitReview, { __typename: 'AlreadyReviewed', review: { id: reviewId } });
});

t.test('only a hire of the caller can be reviewed; a called-off job has nothing to review', async (t) => {
  const consumer = await newConsumer();
  const other = await newConsumer();
  const pro = await newPro();
  const submit = (jobId: string, token = consumer.token) =>
    ask(SUBMIT, { input: { serviceRequestId: jobId, ...text('Very good work') } }, token);
  const notHired = await hire(consumer.id, null, 'OPEN');
  t.same((await submit(notHired)).submitReview, { __typename: 'ReviewNotFound', id: notHired });
  const hired = await hire(consumer.id, pro.id);
  t.same((await submit(hired, other.token)).submitReview, { __typename: 'ReviewNotFound', id: hired });
  t.same((await submit('not-an-id')).submitReview, { __typename: 'ReviewNotFound', id: 'not-an-id' });
  const cancelled = await hire(consumer.id, pro.id, 'CANCELLED');
  t.same((await submit(cancelled)).submitReview, { __typename: 'ReviewCancelled', serviceRequestId: cancelled });
  const closed = await createJob(db, { consumerId: consumer.id, trade, place, status: 'CLOSED' });
  t.same((await submit(closed)).submitReview, { __typename: 'ReviewCancelled', serviceRequestId: closed });
  const refused = await call(
    origin,
    SUBMIT,
    { input: { serviceRequestId: hired, ...text('x') } },
    { token: pro.token },
  );
  t.equal(errorCode(refused), 'FORBIDDEN', 'a professional does not review');
  const visitor = await call(origin, SUBMIT, { input: { serviceRequestId: hired, ...text('x') } });
  t.equal(errorCode(visitor), 'UNAUTHENTICATED');
});

t.test('an anonymised professional cannot be reviewed', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const jobId = await hire(consumer.id, pro.id);
  await db.query(`UPDATE users SET status = 'ANONYMISED', anonymised_at = now() WHERE id = $1`, [pro.id]);
  const result = await ask(SUBMIT, { input: { serviceRequestId: jobId, ...text('Very good work') } }, consumer.token);
  t.same(result.submitReview, { __typename: 'ProfessionalAnonymised', serviceProId: pro.id });
});

t.test('invalid fields and contact details are refused and nothing is stored', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const jobId = await hire(consumer.id, pro.id);
  const submit = (fields: Record<string, unknown>) =>
    ask(SUBMIT, { input: { serviceRequestId: jobId, ...text('Very good work'), ...fields } }, consumer.token);
  t.same((await submit({ rating: 6, title: 'ab', body: 'Too short' })).submitReview, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'rating', code: 'INVALID' },
      { field: 'title', code: 'INVALID' },
      { field: 'body', code: 'INVALID' },
    ],
  });
  t.same((await submit({ rating: 0, title: '   ' })).submitReview, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'rating', code: 'INVALID' },
      { field: 'title', code: 'REQUIRED' },
    ],
  });
  t.same((await submit({ title: 'Mail me at bob@example.com' })).submitReview, {
    __typename: 'ContactDetailsShared',
    field: 'title',
  });
  t.same((await submit({ body: 'Great work, call him on 06 1234 5678 for your kitchen.' })).submitReview, {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  const rows = await db.query('SELECT 1 FROM reviews WHERE service_request_id = $1', [jobId]);
  t.equal(rows.length, 0);
});

t.test('the score is the exact mean of published ratings and follows edits', async (t) => {
  const pro = await newPro();
  const first = await newConsumer();
  const second = await newConsumer();
  await review(first, pro.id, 5);
  const { reviewId } = await review(second, pro.id, 3);
  t.same((await profile(pro.id)).reviewScore, { average: 4, count: 2 });
  const edit = (input: Record<string, unknown>, token = second.token) =>
    ask(EDIT, { input: { reviewId, ...text('Better than I thought', 5), ...input } }, token);
  t.same((await edit({})).editReview, {
    __typename: 'ReviewSubmitted',
    review: { rating: 5, title: 'Better than I thought' },
  });
  t.same((await profile(pro.id)).reviewScore, { average: 5, count: 2 });
  t.same((await edit({ rating: 4 }, first.token)).editReview, { __typename: 'ReviewNotFound', id: reviewId });
  t.same((await edit({ body: 'short' })).editReview, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'INVALID' }],
  });
  t.same((await edit({ body: 'See www.example.org for more of the same fine work.' })).editReview, {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  await review(await newConsumer(), pro.id, 3);
  t.same((await profile(pro.id)).reviewScore, { average: 4.3, count: 3 }, '13 / 3 shown with one decimal');
  const [stored] = await db.query<{ review_average: number }>(
    'SELECT review_average FROM company_profiles WHERE user_id = $1',
    [pro.id],
  );
  t.equal(stored?.review_average, 13 / 3, 'stored exactly');
  t.same((await profile((await newPro()).id)).reviewScore, { average: null, count: 0 });
});

t.test('the reviewed professional responds once; nobody else can', async (t) => {
  const pro = await newPro();
  const { reviewId } = await review(await newConsumer(), pro.id);
  const respond = (body: string, token = pro.token) => ask(RESPOND, { input: { reviewId, body } }, token);
  const other = await newPro();
  t.same((await respond('Thank you for the kind words!', other.token)).respondToReview, {
    __typename: 'ReviewFailed',
    code: 'REVIEW_NOT_FOUND',
  });
  t.same((await respond('Call me: 06 1234 5678')).respondToReview, {
    __typename: 'ReviewFailed',
    code: 'CONTACT_DETAILS_SHARED',
  });
  t.same((await respond('  Thanks!  ')).respondToReview, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'INVALID' }],
  });
  const responded = await respond('Thank you for the kind words!');
  t.match(responded.respondToReview, {
    __typename: 'ReviewResponded',
    review: { id: reviewId, response: { body: 'Thank you for the kind words!' } },
  });
  t.same((await respond('Thank you once more, really!')).respondToReview, {
    __typename: 'ReviewFailed',
    code: 'SERVICE_PRO_HAS_ALREADY_RESPONDED_TO_REVIEW',
  });
  const shown = await profile(pro.id);
  t.same(shown.reviews.edges[0].node.response, { body: 'Thank you for the kind words!' });
  t.same((await ask(RESPOND, { input: { reviewId: 'nope', body: 'Thank you!!!' } }, pro.token)).respondToReview, {
    __typename: 'ReviewFailed',
    code: 'REVIEW_NOT_FOUND',
  });
});

t.test('a response that could not be stored is REVIEW_RESPONSE_NOT_SAVED', async (t) => {
  const pro = await newPro();
  const { reviewId } = await review(await newConsumer(), pro.id);
  // Stands in for a response stored by someone else between the read and the write.
  await db.exec(`CREATE FUNCTION keep_review_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.id = '${reviewId}' THEN RETURN NULL; END IF; RETURN NEW; END $$;
    CREATE TRIGGER keep_review_unchanged BEFORE UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION keep_review_unchanged();`);
  t.teardown(() => db.exec('DROP TRIGGER keep_review_unchanged ON reviews; DROP FUNCTION keep_review_unchanged();'));
  const result = await ask(RESPOND, { input: { reviewId, body: 'Thank you for the kind words!' } }, pro.token);
  t.same(result.respondToReview, { __typename: 'ReviewFailed', code: 'REVIEW_RESPONSE_NOT_SAVED' });
});

t.test('a MANAGER acting for the professional may respond, a MEMBER may not', async (t) => {
  const pro = await newPro();
  const { reviewId } = await review(await newConsumer(), pro.id);
  const actingAs = (role: 'MANAGER' | 'MEMBER') => colleagueSession(upstream, pro.id, role);
  const variables = { input: { reviewId, body: 'Thank you for the kind words!' } };
  const member = await call(origin, RESPOND, variables, { token: await actingAs('MEMBER') });
  t.equal(errorCode(member), 'FORBIDDEN');
  const manager = await ask(RESPOND, variables, await actingAs('MANAGER'));
  t.equal(manager.respondToReview.__typename, 'ReviewResponded');
});

t.test('staff reject a review out of the profile and the score, and approve it back', async (t) => {
  const pro = await newPro();
  await review(await newConsumer(), pro.id, 5);
  const reviewer = await newConsumer();
  const { reviewId } = await review(reviewer, pro.id, 2);
  const moderate = (input: Record<string, unknown>, token = adminToken) => ask(MODERATE, { input }, token);
  const rejected = await moderate({ reviewId, decision: 'REJECT', note: 'Insults the professional' });
  t.same(rejected.moderateReview, { __typename: 'ReviewModerated', review: { id: reviewId, status: 'REJECTED' } });
  const told = await db.query<{ payload: Record<string, unknown> }>(
    "SELECT payload FROM outbox_messages WHERE user_id = $1 AND template = 'review-rejected'",
    [reviewer.id],
  );
  t.match(told, [{ payload: { reason: 'Insults the professional' } }], 'the reviewer is told why, once');
  const hidden = await profile(pro.id);
  t.same(hidden.reviewScore, { average: 5, count: 1 });
  t.equal(hidden.reviews.totalCount, 1);
  t.same(
    hidden.reviews.edges.map((edge: { node: { rating: number } }) => edge.node.rating),
    [5],
  );
  const queue = await ask('{ reviewModerationQueue(status: REJECTED) { edges { node { id } } } }', {}, adminToken);
  t.ok(queue.reviewModerationQueue.edges.some((edge: { node: { id: string } }) => edge.node.id === reviewId));
  const [audit] = await db.query('SELECT operations, reason FROM audit_log WHERE subject_id = $1', [pro.id]);
  t.same(audit, { operations: ['moderateReview'], reason: 'Insults the professional' });
  const theirs = await ask('{ myReviews { totalCount } }', {}, pro.token);
  t.equal(theirs.myReviews.totalCount, 2, 'the professional still sees it, rejected');

  const approved = await moderate({ reviewId, decision: 'APPROVE' });
  t.same(approved.moderateReview, { __typename: 'ReviewModerated', review: { id: reviewId, status: 'APPROVED' } });
  t.same((await profile(pro.id)).reviewScore, { average: 3.5, count: 2 });
  t.same((await moderate({ reviewId, decision: 'APPROVE' })).moderateReview, {
    __typename: 'ReviewFailed',
    code: 'REVIEW_ALREADY_APPROVED',
  });
  const unknown = await moderate({ reviewId: '00000000-0000-4000-8000-000000000000', decision: 'REJECT' });
  t.same(unknown.moderateReview, { __typename: 'ReviewFailed', code: 'REVIEW_NOT_FOUND' });
  const byPro = await call(origin, MODERATE, { input: { reviewId, decision: 'REJECT' } }, { token: pro.token });
  t.equal(errorCode(byPro), 'FORBIDDEN');
  const queueByPro = await call(origin, '{ reviewModerationQueue { totalCount } }', {}, { token: pro.token });
  t.equal(errorCode(queueByPro), 'FORBIDDEN');
});

t.test('a professional asks past customers for reviews: one email each, bad addresses refused', async (t) => {
  const pro = await newPro();
  const request = (customers: unknown[], token = pro.token) => ask(REQUEST, { input: { customers } }, token);
  const result = await request([
    { email: 'anna.review@example.org', name: 'Anna de Wit' },
    { email: 'ben.review@example.org', name: 'Ben Smit' },
  ]);
  t.same(result.requestReviews, { __typename: 'ReviewsRequested', count: 2 });
  for (const [email, name] of [
    ['anna.review@example.org', 'Anna de Wit'],
    ['ben.review@example.org', 'Ben Smit'],
  ] as const) {
    const messages = await upstream.messagesTo(email, 'review-request');
    t.equal(messages.length, 1, `one email to ${email}`);
    t.match(messages[0]?.payload, { brand: 'nl', customerName: name, token: String });
  }
  const stored = await db.query('SELECT email FROM review_requests WHERE pro_id = $1 ORDER BY email', [pro.id]);
  t.same(stored, [{ email: 'anna.review@example.org' }, { email: 'ben.review@example.org' }]);

  const refused = await request([
    { email: 'carla@example.org', name: 'Carla' },
    { email: 'not an email', name: 'Dirk 2' },
    { email: 'CARLA@example.org', name: 'Carla' },
  ]);
  t.same(refused.requestReviews.fieldErrors, [
    { field: 'customers.1.email', code: 'INVALID' },
    { field: 'customers.1.name', code: 'INVALID' },
    { field: 'customers.2.email', code: 'DUPLICATE' },
  ]);
  t.same((await request([])).requestReviews, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'customers', code: 'REQUIRED' }],
  });
  const many = Array.from({ length: 21 }, (_, i) => ({ email: `c${i}@example.org`, name: 'Customer' }));
  t.same((await request(many)).requestReviews, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'customers', code: 'INVALID' }],
  });
  t.equal((await upstream.messagesTo('carla@example.org')).length, 0, 'nothing sent when refused');

  // 2 sent + 97 more today: 99 of the 100 a day; two more would pass the cap.
  await db.query(
    `INSERT INTO review_requests (pro_id, email, name, token_hash)
     SELECT $1, 'old' || i || '@example.org', 'Old', md5(random()::text || i) FROM generate_series(1, 97) AS i`,
    [pro.id],
  );
  const capped = await request(many.slice(0, 2));
  t.equal(capped.requestReviews.__typename, 'ReviewRequestLimitReached');
  t.same((await request(many.slice(0, 1))).requestReviews, { __typename: 'ReviewsRequested', count: 1 });
  const consumerToken = (await newConsumer()).token;
  const byConsumer = await call(origin, REQUEST, { input: { customers: many.slice(0, 1) } }, { token: consumerToken });
  t.equal(errorCode(byConsumer), 'FORBIDDEN');
});
