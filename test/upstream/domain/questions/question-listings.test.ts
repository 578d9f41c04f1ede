// The questions the pages list (issue 21, decision 075): a site shows the published questions of
// every brand of its language whose trade it has too, of one trade or all, all or the unanswered,
// a numbered page at a time; a professional sees what they may answer in their trades, unanswered
// first; an answer names its question.
import t from 'tap';
import { createConsumer, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token?: string) =>
  data(call(origin, query, variables, { token }));

// One trade in uk and, under the same slug, in ie and us; none of it in fr.
const uk = await createTrade(db, 'uk');
const [ie] = await db.query<{ id: string }>(
  `INSERT INTO professions (brand, slug, name, professionals_name) VALUES ('ie', $1, 'Trade', 'Tradespeople') RETURNING id`,
  [uk.professionSlug],
);
const asker = await createConsumer(db, 'uk');

let minutes = 0;
async function published(fields: { brand?: string; professionId?: string; title?: string } = {}): Promise<string> {
  minutes += 1;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
     VALUES ($1, $2, $3, 'a-question', $4, 'What should I know before the work starts?', 'APPROVED',
             now() - interval '1 day' + $5 * interval '1 minute') RETURNING id`,
    [fields.brand ?? 'uk', asker.id, fields.professionId ?? uk.professionId, fields.title ?? 'A question', minutes],
  );
  return row?.id ?? '';
}

async function answered(questionId: string, proId: string, status = 'APPROVED') {
  await db.query(`INSERT INTO answers (question_id, pro_id, body, status) VALUES ($1, $2, 'An answer to it.', $3)`, [
    questionId,
    proId,
    status,
  ]);
}

const LIST = `query($brand: String!, $slug: String, $unanswered: Boolean, $first: Int, $page: Int) {
  questions(brand: $brand, professionSlug: $slug, unanswered: $unanswered, first: $first, page: $page) {
    totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { id } } } }`;
const ids = (connection: { edges: { node: { id: string } }[] }) => connection.edges.map((edge) => edge.node.id);
const listed = async (variables: Record<string, unknown>) =>
  (await ask(LIST, { slug: uk.professionSlug, ...variables })).questions;

const pro = await createPro(db, { brand: 'ie', serviceIds: [], professionId: ie?.id ?? '' });
const older = await published({ title: 'Older' });
const newer = await published({ title: 'Newer' });
const irish = await published({ brand: 'ie', professionId: ie?.id ?? '' });
await answered(older, pro.id);

t.test('a site lists its language siblings’ questions in trades it has, newest first', async (t) => {
  t.same(ids(await listed({ brand: 'uk' })), [irish, newer, older], 'uk shows the Irish question too');
  t.same(ids(await listed({ brand: 'ie' })), [irish, newer, older], 'and ie the British ones');
  t.same((await listed({ brand: 'us' })).totalCount, 0, 'us has no trade of that slug');
  t.same((await listed({ brand: 'fr' })).totalCount, 0, 'fr writes in another language');
  t.same((await listed({ brand: 'uk', slug: 'no-such-trade' })).totalCount, 0);
  t.ok(ids(await ask(LIST, { brand: 'ie' }).then((result) => result.questions)).includes(newer), 'all trades');
});

t.test('unanswered leaves out questions with an approved answer; a pending one does not count', async (t) => {
  const pending = await published({ title: 'Pending answer' });
  await answered(pending, pro.id, 'PENDING');
  t.same(ids(await listed({ brand: 'uk', unanswered: true })), [pending, irish, newer]);
  await db.query('DELETE FROM questions WHERE id = $1', [pending]);
});

t.test('a numbered page at a time; a page out of range is refused', async (t) => {
  const first = await listed({ brand: 'uk', first: 2, page: 1 });
  t.same(ids(first), [irish, newer]);
  t.same(first.pageInfo, { hasNextPage: true, hasPreviousPage: false });
  const second = await listed({ brand: 'uk', first: 2, page: 2 });
  t.same({ ids: ids(second), total: second.totalCount }, { ids: [older], total: 3 });
  t.same(second.pageInfo, { hasNextPage: false, hasPreviousPage: true });
  t.same(ids(await listed({ brand: 'uk', first: 2, page: 3 })), [], 'past the last: empty');
  t.equal(errorCode(await call(origin, LIST, { brand: 'uk', page: 0 })), 'BAD_USER_INPUT');
  t.equal(errorCode(await call(origin, LIST, { brand: 'uk', page: 1001 })), 'BAD_USER_INPUT');
});

t.test('a question page is found on the sites that show it, which it names', async (t) => {
  const QUESTION = `query($id: ID!, $brand: String) { question(id: $id, brand: $brand) { id brand shownIn } }`;
  const page = await ask(QUESTION, { id: newer, brand: 'ie' });
  t.same(page.question, { id: newer, brand: 'uk', shownIn: ['uk', 'ie'] });
  t.same((await ask(QUESTION, { id: irish })).question.shownIn, ['ie', 'uk'], 'its own brand first');
  t.equal((await ask(QUESTION, { id: newer, brand: 'us' })).question, null, 'not shown on us');
  t.equal((await ask(QUESTION, { id: newer, brand: 'fr' })).question, null);
  t.equal((await ask(QUESTION, { id: newer, brand: 'us' }, await tokenOf(asker.id))).question.id, newer, 'its asker');
  t.equal(errorCode(await call(origin, QUESTION, { id: newer, brand: 'xx' })), 'BAD_USER_INPUT');
});

t.test('a professional sees the questions of their trades they may answer, unanswered first', async (t) => {
  const ANSWERABLE = `query($page: Int) { answerableQuestions(first: 10, page: $page) {
    totalCount edges { node { id } } } }`;
  const other = await createPro(db, { brand: 'uk', serviceIds: uk.serviceIds, professionId: uk.professionId });
  const token = await tokenOf(other.id);
  const answerable = (await ask(ANSWERABLE, {}, token)).answerableQuestions;
  // `older` has an approved answer, so it comes after the unanswered ones.
  t.same(ids(answerable), [irish, newer, older]);
  t.same(ids((await ask(ANSWERABLE, { page: 2 }, token)).answerableQuestions), []);
  t.same(ids((await ask(ANSWERABLE, {}, await tokenOf(pro.id))).answerableQuestions), [irish, newer], 'not answered');
  const elsewhere = await createTrade(db, 'fr');
  const french = await createPro(db, { brand: 'fr', serviceIds: [], professionId: elsewhere.professionId });
  t.same((await ask(ANSWERABLE, {}, await tokenOf(french.id))).answerableQuestions.totalCount, 0, 'other trades');
  const consumer = await tokenOf((await createConsumer(db, 'uk')).id);
  t.equal(errorCode(await call(origin, ANSWERABLE, {}, { token: consumer })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, ANSWERABLE, {})), 'UNAUTHENTICATED');
});

t.test('an answer names its question in my answers', async (t) => {
  const MINE = '{ myAnswers { edges { node { status question { id title } } } } }';
  const mine = (await ask(MINE, {}, await tokenOf(pro.id))).myAnswers.edges.map((edge: { node: unknown }) => edge.node);
  t.same(mine, [{ status: 'APPROVED', question: { id: older, title: 'Older' } }]);
});
