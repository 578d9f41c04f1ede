// A trade's skill evaluation over real HTTP (decision 057): a question is given with its options and
// never with the right one; answers are taken one at a time, the same answer again changing
// nothing; completing scores against the pass mark; passing sets the trade's qualification to
// PASSED, failing to FAILED with a wait before the next attempt; every refusal is a variant, and
// only the professional themself takes it.
import t from 'tap';
import { BRAND_IDS } from '../../../../shared/brands.ts';
import { PASS_MARK_PERCENT, RETRY_WAIT_SECONDS } from '../../../../upstream/domain/skills/evaluation.ts';
import {
  colleagueSession,
  createConsumer,
  createPro,
  createTrade,
  type TradeFixture,
} from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const adminId = await upstream.userId('admin@example.com');

const EVALUATION = `id status questionCount answeredCount passMarkPercent scorePercent completedAt retryAfter
  unansweredIndexes profession { id }`;
const START = `mutation($professionId: ID!) { startSkillEvaluation(professionId: $professionId) { __typename
  ... on SkillEvaluationStarted { evaluation { ${EVALUATION} } }
  ... on InvalidFields { fieldErrors { field code } }
  ... on SkillEvaluationAlreadyPassed { professionId }
  ... on SkillEvaluationRetryNotYet { retryAfter retryAfterSeconds }
  ... on SkillEvaluationUnavailable { professionId } } }`;
const QUESTION = `query($professionId: ID!, $index: Int!) { mySkillEvaluation(professionId: $professionId) {
  id question(index: $index) { index text options { id text } chosenOptionId } } }`;
const ANSWER = `mutation($input: AnswerSkillQuestionInput!) { answerSkillQuestion(input: $input) { __typename
  ... on SkillAnswerRecorded { evaluation { answeredCount unansweredIndexes } }
  ... on InvalidFields { fieldErrors { field code } }
  ... on SkillEvaluationNotInProgress { evaluation { status } } } }`;
const COMPLETE = `mutation($evaluationId: ID!) { completeSkillEvaluation(evaluationId: $evaluationId) { __typename
  ... on SkillEvaluationCompleted { passed evaluation { ${EVALUATION} } }
  ... on SkillQuestionsUnanswered { unansweredIndexes }
  ... on InvalidFields { fieldErrors { field code } } } }`;

const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

interface Bank {
  readonly trade: TradeFixture;
  // Per question, in order: its option ids, the right one first in the list's order of position.
  readonly options: string[][];
  readonly right: string[];
}

// A trade with five questions of three options; the right one is the second.
async function tradeWithQuestions(brand = 'nl'): Promise<Bank> {
  const trade = await createTrade(db, brand);
  const options: string[][] = [];
  const right: string[] = [];
  for (let position = 1; position <= 5; position += 1) {
    const [question] = await db.query<{ id: string }>(
      'INSERT INTO skill_questions (profession_id, position, text) VALUES ($1, $2, $3) RETURNING id',
      [trade.professionId, position, `Question ${position}?`],
    );
    const ids: string[] = [];
    for (let option = 1; option <= 3; option += 1) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO skill_question_options (question_id, position, text, correct) VALUES ($1, $2, $3, $4) RETURNING id`,
        [question?.id ?? '', option, `Option ${option}`, option === 2],
      );
      ids.push(row?.id ?? '');
    }
    options.push(ids);
    right.push(ids[1] ?? '');
  }
  return { trade, options, right };
}

async function newPro(bank: Bank, qualification: 'PASSED' | 'PENDING' = 'PENDING') {
  const pro = await createPro(db, {
    serviceIds: bank.trade.serviceIds,
    professionId: bank.trade.professionId,
    qualification,
  });
  return { ...pro, token: await tokenOf(pro.id) };
}

const qualificationOf = async (proId: string, professionId: string) =>
  (
    await db.query<{ qualification: string }>(
      'SELECT qualification FROM pro_professions WHERE pro_id = $1 AND profession_id = $2',
      [proId, professionId],
    )
  )[0]?.qualification;

async function answerAll(token: string, evaluationId: string, choices: readonly string[]) {
  for (const [index, optionId] of choices.entries()) {
    const { answerSkillQuestion } = await ask(
      ANSWER,
      { input: { evaluationId, questionIndex: index + 1, optionId } },
      token,
    );
    if (answerSkillQuestion.__typename !== 'SkillAnswerRecorded') throw new Error(answerSkillQuestion.__typename);
  }
}

t.test('every trade of every brand has at least five questions of three or four options, one right', async (t) => {
  const rows = await db.query<{ brand: string; category: string; questions: number; bad: number }>(
    `SELECT p.brand, p.category, count(q.id)::int AS questions,
            count(q.id) FILTER (WHERE (SELECT count(*) FROM skill_question_options o WHERE o.question_id = q.id) NOT BETWEEN 3 AND 4
               OR (SELECT count(*) FROM skill_question_options o WHERE o.question_id = q.id AND o.correct) <> 1)::int AS bad
       FROM professions p LEFT JOIN skill_questions q ON q.profession_id = p.id
      WHERE p.category IS NOT NULL GROUP BY p.brand, p.category`,
  );
  t.ok(rows.length >= BRAND_IDS.length * 20, 'the seeded trades');
  t.same(
    rows.filter((row) => row.questions < 5 || row.bad > 0),
    [],
  );
  const [texts] = await db.query<{ nl: string; fr: string }>(
    `SELECT (SELECT q.text FROM skill_questions q JOIN professions p ON p.id = q.profession_id
              WHERE p.brand = 'nl' AND p.category = 'plumbing' AND q.position = 1) AS nl,
            (SELECT q.text FROM skill_questions q JOIN professions p ON p.id = q.profession_id
              WHERE p.brand = 'fr' AND p.category = 'plumbing' AND q.position = 1) AS fr`,
  );
  t.match(texts, { nl: /sifon/, fr: /siphon/ }, "in the brand's language");
  const [electrical] = await db.query<{ required: number; other: number }>(
    `SELECT count(*) FILTER (WHERE p.category = 'electrical' AND s.requires_qualification)::int AS required,
            count(*) FILTER (WHERE p.category = 'painting' AND s.requires_qualification)::int AS other
       FROM services s JOIN professions p ON p.id = s.profession_id`,
  );
  t.ok((electrical?.required ?? 0) > 0, "electricians' services need the qualification");
  t.equal(electrical?.other, 0);
});

t.test('a question is given with its options, never with which one is right', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const { startSkillEvaluation } = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  t.equal(startSkillEvaluation.__typename, 'SkillEvaluationStarted');
  t.match(startSkillEvaluation.evaluation, {
    status: 'IN_PROGRESS',
    questionCount: 5,
    answeredCount: 0,
    passMarkPercent: PASS_MARK_PERCENT,
    scorePercent: null,
    unansweredIndexes: [1, 2, 3, 4, 5],
  });
  const { mySkillEvaluation } = await ask(QUESTION, { professionId: bank.trade.professionId, index: 2 }, pro.token);
  t.same(mySkillEvaluation.question, {
    index: 2,
    text: 'Question 2?',
    options: bank.options[1]?.map((id, n) => ({ id, text: `Option ${n + 1}` })),
    chosenOptionId: null,
  });
  const outside = await ask(QUESTION, { professionId: bank.trade.professionId, index: 6 }, pro.token);
  t.equal(outside.mySkillEvaluation.question, null);
  // The contract has no field that could say it.
  const leak = await call(
    origin,
    `query($p: ID!) { mySkillEvaluation(professionId: $p) { question(index: 1) { options { id correct } } } }`,
    { p: bank.trade.professionId },
    { token: pro.token },
  );
  t.equal(leak.status, 400);
  const introspection = await ask(
    `{ a: __type(name: "SkillQuestionOption") { fields { name } } b: __type(name: "SkillQuestion") { fields { name } } }`,
    {},
    pro.token,
  );
  t.same(
    introspection.a.fields.map((field: { name: string }) => field.name),
    ['id', 'text'],
  );
  t.same(
    introspection.b.fields.map((field: { name: string }) => field.name),
    ['index', 'text', 'options', 'chosenOptionId'],
  );
  // Starting again answers the attempt in progress.
  const again = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  t.equal(again.startSkillEvaluation.evaluation.id, startSkillEvaluation.evaluation.id);
});

t.test('answers one at a time: the same again changes nothing, another replaces it; refusals', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const { startSkillEvaluation } = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  const evaluationId = startSkillEvaluation.evaluation.id;
  const answer = async (questionIndex: number, optionId: string, token = pro.token, id = evaluationId) =>
    (await ask(ANSWER, { input: { evaluationId: id, questionIndex, optionId } }, token)).answerSkillQuestion;
  const first = bank.options[0] ?? [];
  t.match(await answer(1, first[0] ?? ''), { __typename: 'SkillAnswerRecorded', evaluation: { answeredCount: 1 } });
  const [before] = await db.query<{ answered_at: Date }>(
    'SELECT answered_at FROM skill_evaluation_answers WHERE evaluation_id = $1 AND question_index = 1',
    [evaluationId],
  );
  t.match(await answer(1, first[0] ?? ''), { evaluation: { answeredCount: 1, unansweredIndexes: [2, 3, 4, 5] } });
  const [after] = await db.query<{ answered_at: Date }>(
    'SELECT answered_at FROM skill_evaluation_answers WHERE evaluation_id = $1 AND question_index = 1',
    [evaluationId],
  );
  t.same(after?.answered_at, before?.answered_at, 'the same answer again is not written again');
  t.match(await answer(1, first[1] ?? ''), { evaluation: { answeredCount: 1 } });
  const { mySkillEvaluation } = await ask(QUESTION, { professionId: bank.trade.professionId, index: 1 }, pro.token);
  t.equal(mySkillEvaluation.question.chosenOptionId, first[1], 'another answer replaces it');
  const fields = async (promise: Promise<{ fieldErrors?: unknown }>) => (await promise).fieldErrors;
  t.same(await fields(answer(0, first[0] ?? '')), [{ field: 'questionIndex', code: 'INVALID' }]);
  t.same(await fields(answer(6, first[0] ?? '')), [{ field: 'questionIndex', code: 'INVALID' }]);
  t.same(await fields(answer(2, first[0] ?? '')), [{ field: 'optionId', code: 'NOT_FOUND' }], "another question's");
  t.same(await fields(answer(1, 'nope')), [{ field: 'optionId', code: 'INVALID' }]);
  t.same(await fields(answer(1, first[0] ?? '', pro.token, 'nope')), [{ field: 'evaluationId', code: 'INVALID' }]);
  const other = await newPro(bank);
  t.same(await fields(answer(1, first[0] ?? '', other.token)), [{ field: 'evaluationId', code: 'NOT_FOUND' }]);
  const { completeSkillEvaluation } = await ask(COMPLETE, { evaluationId }, pro.token);
  t.same(completeSkillEvaluation, { __typename: 'SkillQuestionsUnanswered', unansweredIndexes: [2, 3, 4, 5] });
  const notOwn = await ask(COMPLETE, { evaluationId }, other.token);
  t.same(notOwn.completeSkillEvaluation.fieldErrors, [{ field: 'evaluationId', code: 'NOT_FOUND' }]);
});

t.test('passing sets the qualification to PASSED; there is nothing more to take', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  await db.query(
    "INSERT INTO pro_onboarding_steps (pro_id, step, position) VALUES ($1, 'SKILLS_EVALUATION_REQUESTED', 1)",
    [pro.id],
  );
  const { startSkillEvaluation } = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  const evaluationId = startSkillEvaluation.evaluation.id;
  // Four right in five is the pass mark.
  await answerAll(pro.token, evaluationId, [...bank.right.slice(0, 4), bank.options[4]?.[0] ?? '']);
  const { completeSkillEvaluation } = await ask(COMPLETE, { evaluationId }, pro.token);
  t.match(completeSkillEvaluation, {
    __typename: 'SkillEvaluationCompleted',
    passed: true,
    evaluation: { status: 'PASSED', scorePercent: 80, retryAfter: null },
  });
  t.equal(await qualificationOf(pro.id, bank.trade.professionId), 'PASSED');
  const [step] = await db.query<{ completed_at: Date | null }>(
    "SELECT completed_at FROM pro_onboarding_steps WHERE pro_id = $1 AND step = 'SKILLS_EVALUATION_REQUESTED'",
    [pro.id],
  );
  t.ok(step?.completed_at, "the onboarding's skills step is done");
  const again = await ask(COMPLETE, { evaluationId }, pro.token);
  t.same(again.completeSkillEvaluation, completeSkillEvaluation, 'completing again answers the same');
  const late = await ask(ANSWER, { input: { evaluationId, questionIndex: 5, optionId: bank.right[4] } }, pro.token);
  t.same(late.answerSkillQuestion, { __typename: 'SkillEvaluationNotInProgress', evaluation: { status: 'PASSED' } });
  const restart = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  t.same(restart.startSkillEvaluation, {
    __typename: 'SkillEvaluationAlreadyPassed',
    professionId: bank.trade.professionId,
  });
});

t.test('failing sets FAILED and the next attempt waits; then it may be taken again', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const { startSkillEvaluation } = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  const evaluationId = startSkillEvaluation.evaluation.id;
  await answerAll(pro.token, evaluationId, [
    ...bank.right.slice(0, 3),
    ...bank.options.slice(3).map((o) => o[0] ?? ''),
  ]);
  const { completeSkillEvaluation } = await ask(COMPLETE, { evaluationId }, pro.token);
  t.match(completeSkillEvaluation, { passed: false, evaluation: { status: 'FAILED', scorePercent: 60 } });
  const retryAfter = Date.parse(completeSkillEvaluation.evaluation.retryAfter);
  t.ok(Math.abs(retryAfter - Date.now() - RETRY_WAIT_SECONDS * 1000) < 60_000, 'a day from now');
  t.equal(await qualificationOf(pro.id, bank.trade.professionId), 'FAILED');
  const early = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  t.match(early.startSkillEvaluation, { __typename: 'SkillEvaluationRetryNotYet' });
  t.ok(Math.abs(early.startSkillEvaluation.retryAfterSeconds - RETRY_WAIT_SECONDS) < 60);
  t.equal(Date.parse(early.startSkillEvaluation.retryAfter), retryAfter);
  await db.query("UPDATE skill_evaluations SET retry_after = now() - interval '1 second' WHERE id = $1", [
    evaluationId,
  ]);
  const later = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  t.equal(later.startSkillEvaluation.__typename, 'SkillEvaluationStarted');
  t.not(later.startSkillEvaluation.evaluation.id, evaluationId, 'a new attempt');
  t.equal(later.startSkillEvaluation.evaluation.answeredCount, 0);
  await answerAll(pro.token, later.startSkillEvaluation.evaluation.id, bank.right);
  const passed = await ask(COMPLETE, { evaluationId: later.startSkillEvaluation.evaluation.id }, pro.token);
  t.match(passed.completeSkillEvaluation, { passed: true, evaluation: { scorePercent: 100 } });
  t.equal(await qualificationOf(pro.id, bank.trade.professionId), 'PASSED');
});

t.test('a qualification with staff stays with them when an attempt fails; a trade being chosen is added', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  await db.query("UPDATE pro_professions SET qualification = 'MANUAL' WHERE pro_id = $1", [pro.id]);
  const first = await ask(START, { professionId: bank.trade.professionId }, pro.token);
  await answerAll(
    pro.token,
    first.startSkillEvaluation.evaluation.id,
    bank.options.map((o) => o[0] ?? ''),
  );
  await ask(COMPLETE, { evaluationId: first.startSkillEvaluation.evaluation.id }, pro.token);
  t.equal(await qualificationOf(pro.id, bank.trade.professionId), 'MANUAL');
  const second = await tradeWithQuestions();
  const started = await ask(START, { professionId: second.trade.professionId }, pro.token);
  await answerAll(pro.token, started.startSkillEvaluation.evaluation.id, second.right);
  await ask(COMPLETE, { evaluationId: started.startSkillEvaluation.evaluation.id }, pro.token);
  t.equal(await qualificationOf(pro.id, second.trade.professionId), 'PASSED', 'the trade is added with it');
});

t.test('refusals of a start: unknown trade, another brand, no questions, passed already', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const start = async (professionId: string) => (await ask(START, { professionId }, pro.token)).startSkillEvaluation;
  t.same((await start('nope')).fieldErrors, [{ field: 'professionId', code: 'NOT_FOUND' }]);
  t.same((await start('00000000-0000-4000-8000-000000000000')).fieldErrors, [
    { field: 'professionId', code: 'NOT_FOUND' },
  ]);
  const abroad = await tradeWithQuestions('fr');
  t.same((await start(abroad.trade.professionId)).fieldErrors, [{ field: 'professionId', code: 'NOT_FOUND' }]);
  const empty = await createTrade(db);
  t.same(await start(empty.professionId), {
    __typename: 'SkillEvaluationUnavailable',
    professionId: empty.professionId,
  });
  const qualified = await newPro(bank, 'PASSED');
  const answer = await ask(START, { professionId: bank.trade.professionId }, qualified.token);
  t.equal(answer.startSkillEvaluation.__typename, 'SkillEvaluationAlreadyPassed');
  const none = await ask(QUESTION, { professionId: empty.professionId, index: 1 }, pro.token);
  t.equal(none.mySkillEvaluation, null, 'no attempt yet');
});

t.test('only the professional themself takes it; anyone on the account reads it', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const consumer = await createConsumer(db);
  const consumerToken = await tokenOf(consumer.id);
  const variables = { professionId: bank.trade.professionId };
  t.equal(errorCode(await call(origin, START, variables, { token: consumerToken })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, START, variables)), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, QUESTION, { ...variables, index: 1 })), 'UNAUTHENTICATED');
  t.equal(errorCode(await call(origin, QUESTION, { ...variables, index: 1 }, { token: consumerToken })), 'FORBIDDEN');
  const impersonating = await upstream.sessionFor({
    userId: pro.id,
    actorId: adminId,
    mode: 'IMPERSONATED',
    secondLayer: false,
  });
  t.equal(errorCode(await call(origin, START, variables, { token: impersonating })), 'FORBIDDEN');
  const completeByStaff = await call(origin, COMPLETE, { evaluationId: 'x' }, { token: impersonating });
  t.equal(errorCode(completeByStaff), 'FORBIDDEN');
  const answerByStaff = await call(
    origin,
    ANSWER,
    { input: { evaluationId: 'x', questionIndex: 1, optionId: 'y' } },
    { token: impersonating },
  );
  t.equal(errorCode(answerByStaff), 'FORBIDDEN');
  await ask(START, variables, pro.token);
  const read = await ask(QUESTION, { ...variables, index: 1 }, impersonating);
  t.equal(read.mySkillEvaluation.question.index, 1, 'staff helping them may read where they are');
  t.equal(
    (await db.query('SELECT id FROM skill_evaluations WHERE pro_id = $1', [pro.id])).length,
    1,
    'no attempt was started by the refused calls',
  );
});

t.test('a MANAGER acting for the account does not take it for the professional', async (t) => {
  const bank = await tradeWithQuestions();
  const pro = await newPro(bank);
  const manager = await colleagueSession(upstream, pro.id, 'MANAGER');
  const variables = { professionId: bank.trade.professionId };
  t.equal(errorCode(await call(origin, START, variables, { token: manager })), 'FORBIDDEN');
  await ask(START, variables, pro.token);
  const read = await ask(QUESTION, { ...variables, index: 1 }, manager);
  t.equal(read.mySkillEvaluation.question.index, 1, 'but may see where it stands');
});
