// Staff decide questions and answers over real HTTP (issue 22): many at once, with a reason; each
// author whose item changes is told once through the outbox and each change is audited; deciding
// an item again as it stands does nothing.
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

const QUESTIONS = `mutation($input: ModerateManyInput!) { moderateQuestions(input: $input) {
  questions { id status } notFoundIds } }`;
const ANSWERS = `mutation($input: ModerateManyInput!) { moderateAnswers(input: $input) {
  answers { id status } notFoundIds } }`;
const ONE = `mutation($input: ModerateQuestionInput!) { moderateQuestion(input: $input) { __typename
  ... on QuestionModerated { question { id status } } } }`;
const PUBLIC = 'query($id: ID!) { question(id: $id) { id } }';

const ask = (query: string, variables: Record<string, unknown>, token = adminToken) =>
  data(call(origin, query, variables, { token }));

let count = 0;
async function questionBy(consumerId: string, status = 'PENDING'): Promise<string> {
  count += 1;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status)
     VALUES ('nl', $1, $2, $3, $4, 'Its words', $5) RETURNING id`,
    [consumerId, trade.professionId, `question-${count}`, `Question ${count}`, status],
  );
  return row?.id ?? '';
}

const messagesTo = (userId: string) =>
  db.query<{ template: string; payload: Record<string, unknown> }>(
    'SELECT template, payload FROM outbox_messages WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );

t.test('staff approve many questions at once; each asker is told once', async (t) => {
  const one = await createConsumer(db);
  const two = await createConsumer(db);
  const first = await questionBy(one.id);
  const second = await questionBy(two.id);
  const unknown = '00000000-0000-4000-8000-000000000000';
  const input = { ids: [second, unknown, first, 'nope'], decision: 'APPROVE', reason: 'Clear and useful' };
  const { moderateQuestions } = await ask(QUESTIONS, { input });
  t.same(moderateQuestions, {
    questions: [
      { id: second, status: 'APPROVED' },
      { id: first, status: 'APPROVED' },
    ],
    notFoundIds: [unknown, 'nope'],
  });
  t.ok((await ask(PUBLIC, { id: first }, '')).question, 'public at once');
  t.match(await messagesTo(one.id), [{ template: 'question-published', payload: { title: `Question ${count - 1}` } }]);
  t.match(await messagesTo(two.id), [{ template: 'question-published' }]);
  const audit = await db.query<{ subject_id: string; reason: string }>(
    "SELECT subject_id, reason FROM audit_log WHERE 'moderateQuestion' = ANY (operations) AND subject_id = ANY($1)",
    [[one.id, two.id]],
  );
  t.equal(audit.length, 2);
  t.ok(audit.every((entry) => entry.reason === 'Clear and useful'));

  // Again: nothing changes, no one is told twice, nothing more is audited.
  await ask(QUESTIONS, { input: { ids: [first, second], decision: 'APPROVE' } });
  t.equal((await messagesTo(one.id)).length, 1);
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM audit_log WHERE 'moderateQuestion' = ANY (operations) AND subject_id = $1",
    [one.id],
  );
  t.equal(total, 1);
});

t.test('a rejected question leaves the site and its asker learns why', async (t) => {
  const consumer = await createConsumer(db);
  const id = await questionBy(consumer.id, 'APPROVED');
  const { moderateQuestion } = await ask(ONE, { input: { id, decision: 'REJECT', reason: 'Advertises a firm' } });
  t.same(moderateQuestion, { __typename: 'QuestionModerated', question: { id, status: 'REJECTED' } });
  t.equal((await ask(PUBLIC, { id }, '')).question, null);
  t.match(await messagesTo(consumer.id), [
    { template: 'question-rejected', payload: { reason: 'Advertises a firm', brand: 'nl' } },
  ]);
});

t.test('rejected answers: each professional is told, naming the question', async (t) => {
  const consumer = await createConsumer(db);
  const questionId = await questionBy(consumer.id, 'APPROVED');
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const [answer] = await db.query<{ id: string }>(
    `INSERT INTO answers (question_id, pro_id, body) VALUES ($1, $2, 'Call me on my mobile') RETURNING id`,
    [questionId, pro.id],
  );
  const input = { ids: [answer?.id], decision: 'REJECT', reason: 'Contact details' };
  const { moderateAnswers } = await ask(ANSWERS, { input });
  t.same(moderateAnswers, { answers: [{ id: answer?.id, status: 'REJECTED' }], notFoundIds: [] });
  t.match(await messagesTo(pro.id), [
    { template: 'answer-rejected', payload: { title: `Question ${count}`, reason: 'Contact details' } },
  ]);
});

t.test('a batch is 1 to 100 items, a reason at most 1,000 characters, and staff only', async (t) => {
  const consumer = await createConsumer(db);
  const id = await questionBy(consumer.id);
  const ids = (n: number) => Array.from({ length: n }, () => id);
  for (const input of [
    { ids: [], decision: 'APPROVE' },
    { ids: ids(101), decision: 'APPROVE' },
    { ids: [id], decision: 'REJECT', reason: 'x'.repeat(1001) },
  ]) {
    t.equal(errorCode(await call(origin, QUESTIONS, { input }, { token: adminToken })), 'BAD_USER_INPUT');
  }
  const [status] = await db.query<{ status: string }>('SELECT status FROM questions WHERE id = $1', [id]);
  t.equal(status?.status, 'PENDING', 'nothing was decided');
  const own = await upstream.sessionFor({ userId: consumer.id, secondLayer: false });
  const input = { ids: [id], decision: 'APPROVE' };
  t.equal(errorCode(await call(origin, QUESTIONS, { input }, { token: own })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, ANSWERS, { input }, {})), 'UNAUTHENTICATED');
});
