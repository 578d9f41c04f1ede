// Questions and answers over real HTTP (spec §2.2 questions, §2.6 ask-a-trade, §5 rate limits):
// home owners ask, professionals answer, staff approve both before they are public.
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

const ASK = `mutation($input: AskQuestionInput!) { askQuestion(input: $input) { __typename
  ... on QuestionAsked { question { id slug title body status askerName profession { id } } }
  ... on QuestionRateLimitReached { retryAfterSeconds } ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } } }`;
const ANSWER = `mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { __typename
  ... on QuestionAnswered { answer { id body status servicePro { id } } } ... on AlreadyAnswered { answer { id } }
  ... on AnswerRateLimitReached { retryAfterSeconds } ... on InvalidFields { fieldErrors { field code } }
  ... on ContactDetailsShared { field } ... on NotFound { id } } }`;
const MODERATE_QUESTION = `mutation($input: ModerateQuestionInput!) { moderateQuestion(input: $input) { __typename
  ... on QuestionModerated { question { id status } } ... on NotFound { id } } }`;
const MODERATE_ANSWER = `mutation($input: ModerateQuestionInput!) { moderateAnswer(input: $input) { __typename
  ... on AnswerModerated { answer { id status } } ... on NotFound { id } } }`;
const LIST = `query($slug: String) { questions(brand: "nl", professionSlug: $slug) { totalCount edges { node { id } } } }`;
const QUESTION = `query($id: ID!) { question(id: $id) { id status askerName
  answers { totalCount edges { node { id status body } } } } }`;

const ask = (query: string, variables: Record<string, unknown>, token?: string) =>
  data(call(origin, query, variables, { token }));
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const TITLE = 'How do I replace a leaking bathroom tap?';
const BODY = 'The tap in our bathroom drips all night; is it the washer or the whole tap?';
const ANSWER_BODY = 'Usually the cartridge: close the valve under the sink and take it to a shop.';

async function newConsumer() {
  const consumer = await createConsumer(db);
  return { ...consumer, token: await tokenOf(consumer.id) };
}

async function newPro() {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await tokenOf(pro.id) };
}

const question = (fields: Record<string, unknown> = {}) => ({
  input: { brand: 'nl', professionId: trade.professionId, title: TITLE, body: BODY, ...fields },
});

// A question already approved by staff.
async function publishedQuestion(consumerId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status)
     VALUES ('nl', $1, $2, 'a-question', $3, $4, 'APPROVED') RETURNING id`,
    [consumerId, trade.professionId, TITLE, BODY],
  );
  return row?.id ?? '';
}

const ids = (connection: { edges: { node: { id: string } }[] }) => connection.edges.map((edge) => edge.node.id);

t.test('a question waits for staff, then shows in the public list and on its page', async (t) => {
  const consumer = await newConsumer();
  const asked = await ask(ASK, question({ title: '  Café floor: what does a new oak floor cost?  ' }), consumer.token);
  t.match(asked.askQuestion, {
    __typename: 'QuestionAsked',
    question: {
      slug: 'cafe-floor-what-does-a-new-oak-floor-cost',
      title: 'Café floor: what does a new oak floor cost?',
      status: 'PENDING',
      askerName: 'Fixture P.',
      profession: { id: trade.professionId },
    },
  });
  const id = asked.askQuestion.question.id;
  t.notOk(ids((await ask(LIST, { slug: trade.professionSlug })).questions).includes(id), 'not public yet');
  t.equal((await ask(QUESTION, { id })).question, null, 'no page for visitors yet');
  t.equal((await ask(QUESTION, { id }, (await newConsumer()).token)).question, null, 'nor for other people');
  t.equal((await ask(QUESTION, { id }, consumer.token)).question.status, 'PENDING', 'the asker sees it');
  t.same(ids((await ask('{ myQuestions { edges { node { id } } } }', {}, consumer.token)).myQuestions), [id]);

  const approved = await ask(MODERATE_QUESTION, { input: { id, decision: 'APPROVE' } }, adminToken);
  t.same(approved.moderateQuestion, { __typename: 'QuestionModerated', question: { id, status: 'APPROVED' } });
  const listed = await ask(LIST, { slug: trade.professionSlug });
  t.same(listed.questions, { totalCount: 1, edges: [{ node: { id } }] });
  t.ok(ids((await ask(LIST, {})).questions).includes(id), 'in the brand-wide list too');
  t.same((await ask(LIST, { slug: 'no-such-trade' })).questions, { totalCount: 0, edges: [] });
  const page = await ask(QUESTION, { id });
  t.same(page.question, { id, status: 'APPROVED', askerName: 'Fixture P.', answers: { totalCount: 0, edges: [] } });
  const brandError = await call(origin, 'query { questions(brand: "xx") { totalCount } }');
  t.equal(errorCode(brandError), 'BAD_USER_INPUT');
});

t.test('an answer waits for staff; the asker and staff see it pending; a professional answers once', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const questionId = await publishedQuestion(consumer.id);
  const answered = await ask(ANSWER, { input: { questionId, body: ` ${ANSWER_BODY} ` } }, pro.token);
  t.match(answered.answerQuestion, {
    __typename: 'QuestionAnswered',
    answer: { body: ANSWER_BODY, status: 'PENDING', servicePro: { id: pro.id } },
  });
  const answerId = answered.answerQuestion.answer.id;
  t.same((await ask(QUESTION, { id: questionId })).question.answers, { totalCount: 0, edges: [] }, 'hidden');
  const pending = { totalCount: 1, edges: [{ node: { id: answerId, status: 'PENDING', body: ANSWER_BODY } }] };
  t.same((await ask(QUESTION, { id: questionId }, consumer.token)).question.answers, pending, 'the asker sees it');
  t.same((await ask(QUESTION, { id: questionId }, adminToken)).question.answers, pending, 'staff see it');
  t.same(ids((await ask('{ myAnswers { edges { node { id } } } }', {}, pro.token)).myAnswers), [answerId]);

  const again = await ask(ANSWER, { input: { questionId, body: ANSWER_BODY } }, pro.token);
  t.same(again.answerQuestion, { __typename: 'AlreadyAnswered', answer: { id: answerId } });

  const approved = await ask(MODERATE_ANSWER, { input: { id: answerId, decision: 'APPROVE' } }, adminToken);
  t.same(approved.moderateAnswer, { __typename: 'AnswerModerated', answer: { id: answerId, status: 'APPROVED' } });
  t.same((await ask(QUESTION, { id: questionId })).question.answers, {
    totalCount: 1,
    edges: [{ node: { id: answerId, status: 'APPROVED', body: ANSWER_BODY } }],
  });
  const rejected = await ask(MODERATE_ANSWER, { input: { id: answerId, decision: 'REJECT' } }, adminToken);
  t.equal(rejected.moderateAnswer.answer.status, 'REJECTED');
  t.same((await ask(QUESTION, { id: questionId }, consumer.token)).question.answers.totalCount, 0, 'rejected: gone');
});

t.test('only published questions can be answered; unknown ones are NotFound', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const asked = await ask(ASK, question(), consumer.token);
  const pendingId = asked.askQuestion.question.id;
  const answer = (questionId: string) => ask(ANSWER, { input: { questionId, body: ANSWER_BODY } }, pro.token);
  t.same((await answer(pendingId)).answerQuestion, { __typename: 'NotFound', id: pendingId });
  t.same((await answer('nope')).answerQuestion, { __typename: 'NotFound', id: 'nope' });
  const unknown = '00000000-0000-4000-8000-000000000000';
  t.same((await ask(MODERATE_QUESTION, { input: { id: unknown, decision: 'APPROVE' } }, adminToken)).moderateQuestion, {
    __typename: 'NotFound',
    id: unknown,
  });
  t.same((await ask(MODERATE_ANSWER, { input: { id: 'nope', decision: 'REJECT' } }, adminToken)).moderateAnswer, {
    __typename: 'NotFound',
    id: 'nope',
  });
  await ask(MODERATE_QUESTION, { input: { id: pendingId, decision: 'REJECT' } }, adminToken);
  t.equal((await ask(QUESTION, { id: pendingId })).question, null, 'a rejected question has no public page');
  t.equal((await ask(QUESTION, { id: pendingId }, adminToken)).question.status, 'REJECTED', 'staff still see it');
});

t.test('questions are limited to one a minute and five a day per home owner', async (t) => {
  const consumer = await newConsumer();
  t.equal((await ask(ASK, question(), consumer.token)).askQuestion.__typename, 'QuestionAsked');
  const soon = await ask(ASK, question(), consumer.token);
  t.equal(soon.askQuestion.__typename, 'QuestionRateLimitReached');
  t.ok(soon.askQuestion.retryAfterSeconds >= 1 && soon.askQuestion.retryAfterSeconds <= 60);
  // A minute passes before each further question.
  const minuteLater = () =>
    db.query(`UPDATE rate_limit_counters SET window_start = now() - interval '61 seconds' WHERE bucket = $1`, [
      `question-burst:account:${consumer.id}`,
    ]);
  for (let asked = 2; asked <= 5; asked++) {
    await minuteLater();
    t.equal((await ask(ASK, question(), consumer.token)).askQuestion.__typename, 'QuestionAsked', `question ${asked}`);
  }
  await minuteLater();
  const sixth = await ask(ASK, question(), consumer.token);
  t.equal(sixth.askQuestion.__typename, 'QuestionRateLimitReached');
  t.ok(sixth.askQuestion.retryAfterSeconds > 23 * 60 * 60, 'until the day is over');
  const [stored] = await db.query('SELECT count(*)::int AS count FROM questions WHERE consumer_id = $1', [consumer.id]);
  t.same(stored, { count: 5 });
});

t.test('answers are limited to one per 30 seconds per professional', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const first = await publishedQuestion(consumer.id);
  const second = await publishedQuestion(consumer.id);
  const answer = (questionId: string) => ask(ANSWER, { input: { questionId, body: ANSWER_BODY } }, pro.token);
  t.equal((await answer(first)).answerQuestion.__typename, 'QuestionAnswered');
  const soon = (await answer(second)).answerQuestion;
  t.equal(soon.__typename, 'AnswerRateLimitReached');
  t.ok(soon.retryAfterSeconds >= 1 && soon.retryAfterSeconds <= 30);
  await db.query(`UPDATE rate_limit_counters SET window_start = now() - interval '31 seconds' WHERE bucket = $1`, [
    `answer-burst:account:${pro.id}`,
  ]);
  t.equal((await answer(second)).answerQuestion.__typename, 'QuestionAnswered');
});

t.test('invalid fields and contact details are refused', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const otherBrand = await createTrade(db, 'fr');
  const refused = (fields: Record<string, unknown>) => ask(ASK, question(fields), consumer.token);
  t.same((await refused({ professionId: otherBrand.professionId, title: 'Too short', body: ' ' })).askQuestion, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'professionId', code: 'INVALID' },
      { field: 'title', code: 'INVALID' },
      { field: 'body', code: 'REQUIRED' },
    ],
  });
  t.same((await refused({ professionId: 'nope' })).askQuestion, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'professionId', code: 'INVALID' }],
  });
  t.same((await refused({ body: 'Please mail me at anna@example.org with a price for this.' })).askQuestion, {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  t.equal(errorCode(await call(origin, ASK, question({ brand: 'xx' }), { token: consumer.token })), 'BAD_USER_INPUT');
  const questionId = await publishedQuestion(consumer.id);
  const answer = (body: string) => ask(ANSWER, { input: { questionId, body } }, pro.token);
  t.same((await answer('Call me.')).answerQuestion, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'body', code: 'INVALID' }],
  });
  t.same((await answer('Call me on +31 6 1234 5678 and I will come and look.')).answerQuestion, {
    __typename: 'ContactDetailsShared',
    field: 'body',
  });
  const [stored] = await db.query('SELECT count(*)::int AS count FROM questions WHERE consumer_id = $1', [consumer.id]);
  t.same(stored, { count: 1 }, 'only the fixture question');
});

t.test('home owners ask, professionals answer, staff moderate: nobody else', async (t) => {
  const consumer = await newConsumer();
  const pro = await newPro();
  const questionId = await publishedQuestion(consumer.id);
  t.equal(errorCode(await call(origin, ASK, question(), { token: pro.token })), 'FORBIDDEN', 'a pro asking');
  t.equal(errorCode(await call(origin, ASK, question())), 'UNAUTHENTICATED', 'a visitor asking');
  const answer = { input: { questionId, body: ANSWER_BODY } };
  t.equal(
    errorCode(await call(origin, ANSWER, answer, { token: consumer.token })),
    'FORBIDDEN',
    'a consumer answering',
  );
  const moderate = { input: { id: questionId, decision: 'REJECT' } };
  t.equal(errorCode(await call(origin, MODERATE_QUESTION, moderate, { token: consumer.token })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, MODERATE_ANSWER, moderate, { token: pro.token })), 'FORBIDDEN');
  for (const list of ['pendingQuestions', 'pendingAnswers']) {
    for (const token of [consumer.token, pro.token]) {
      t.equal(errorCode(await call(origin, `{ ${list} { totalCount } }`, {}, { token })), 'FORBIDDEN', list);
    }
    t.equal(errorCode(await call(origin, `{ ${list} { totalCount } }`)), 'UNAUTHENTICATED', list);
  }
});

t.test('staff see questions and answers waiting for them, oldest first', async (t) => {
  const consumer = await newConsumer();
  const first = (await ask(ASK, question(), consumer.token)).askQuestion.question.id;
  await db.query(`UPDATE questions SET created_at = now() - interval '1 hour' WHERE id = $1`, [first]);
  await db.query(`UPDATE rate_limit_counters SET window_start = now() - interval '61 seconds' WHERE bucket = $1`, [
    `question-burst:account:${consumer.id}`,
  ]);
  const second = (await ask(ASK, question(), consumer.token)).askQuestion.question.id;
  const queue = await ask('{ pendingQuestions(first: 100) { edges { node { id status } } } }', {}, adminToken);
  const mine = ids(queue.pendingQuestions).filter((id) => id === first || id === second);
  t.same(mine, [first, second]);

  const questionId = await publishedQuestion(consumer.id);
  const pro = await newPro();
  const answerId = (await ask(ANSWER, { input: { questionId, body: ANSWER_BODY } }, pro.token)).answerQuestion.answer
    .id;
  const answers = await ask('{ pendingAnswers(first: 100) { totalCount edges { node { id } } } }', {}, adminToken);
  t.ok(ids(answers.pendingAnswers).includes(answerId));
  await ask(MODERATE_ANSWER, { input: { id: answerId, decision: 'APPROVE' } }, adminToken);
  const after = await ask('{ pendingAnswers(first: 100) { totalCount edges { node { id } } } }', {}, adminToken);
  t.notOk(ids(after.pendingAnswers).includes(answerId), 'no longer waiting once approved');
  t.equal(after.pendingAnswers.totalCount, answers.pendingAnswers.totalCount - 1);
});
