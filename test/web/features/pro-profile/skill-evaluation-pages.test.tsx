// A trade's skills test (§2.7, §2.8, decision 057): started from its introduction, each refusal of
// the start said in words; one question per page with its options, the answered count and the way
// back; no answer chosen is refused with the focus on the first option; each answer goes on to the
// next question and the last to the page that finishes the test, which names the questions left,
// then shows the score against the pass mark and, for a failed test, from when it may be taken again.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, where } from '../../render.tsx';

const PLUMBING = { id: 'plumbing', name: 'Plumbing' };
const QUESTION_URL = (index: number) => `/service-pro/skill-evaluation/${index}?professionId=plumbing`;
const COMPLETE_URL = '/service-pro/skill-evaluation/complete?professionId=plumbing';

const evaluation = (overrides: Record<string, unknown> = {}) => ({
  id: 'e1',
  status: 'IN_PROGRESS',
  questionCount: 3,
  answeredCount: 1,
  passMarkPercent: 80,
  scorePercent: null,
  completedAt: null,
  retryAfter: null,
  unansweredIndexes: [2, 3],
  profession: PLUMBING,
  ...overrides,
});

const question = (index: number, chosenOptionId: string | null = null) => ({
  index,
  text: `Which pipe, case ${index}?`,
  options: [
    { id: `q${index}a`, text: 'Copper' },
    { id: `q${index}b`, text: 'Lead' },
    { id: `q${index}c`, text: 'Plastic' },
  ],
  chosenOptionId,
});

// The server's answers: the attempt as it stands (null before the first), with the asked question.
async function server(t: Parameters<typeof startSessionServer>[0], attempt: ReturnType<typeof evaluation> | null) {
  const s = await startSessionServer(t);
  s.handle('proProfileSkillEvaluation', (call) => {
    const index = Number(call.variables?.index);
    return {
      data: {
        professions: [PLUMBING],
        mySkillEvaluation: attempt
          ? { ...attempt, question: index <= attempt.questionCount ? question(index) : null }
          : null,
      },
    };
  });
  s.handle('proProfileSkillResult', () => ({ data: { professions: [PLUMBING], mySkillEvaluation: attempt } }));
  return s;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

t.test('before the first attempt: the test is introduced, and starting goes to its first open question', async (t) => {
  const s = await server(t, null);
  s.handle('proProfileStartSkillEvaluation', () => ({
    data: { startSkillEvaluation: { __typename: 'SkillEvaluationStarted', evaluation: evaluation() } },
  }));
  renderRoute(QUESTION_URL(1), { user: PRO });
  await screen.findByRole('heading', { name: 'Skills test: Plumbing' });
  fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
  await until(() => where() === '/service-pro/skill-evaluation/2?professionId=plumbing');
  t.same(s.calls.find((call) => call.operationName === 'proProfileStartSkillEvaluation')?.variables, {
    professionId: 'plumbing',
  });
});

t.test('each refusal of the start is said in words', async (t) => {
  const answers = [
    [{ __typename: 'SkillEvaluationAlreadyPassed', professionId: 'plumbing' }, 'You have passed this test already'],
    [
      { __typename: 'SkillEvaluationRetryNotYet', retryAfter: '2026-11-29T13:05:00Z', retryAfterSeconds: 3600 },
      'You can take the test again from 29 November 2026 at 14:05.',
    ],
    [{ __typename: 'SkillEvaluationUnavailable', professionId: 'plumbing' }, 'This trade has no skills test here'],
    [
      { __typename: 'InvalidFields', fieldErrors: [{ field: 'professionId', code: 'NOT_FOUND' }] },
      'This trade is not offered here.',
    ],
  ] as const;
  for (const [answer, words] of answers) {
    const s = await server(t, null);
    s.handle('proProfileStartSkillEvaluation', () => ({ data: { startSkillEvaluation: answer } }));
    const { unmount } = renderRoute(QUESTION_URL(1), { user: PRO });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the test' }));
    await screen.findByText(new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    t.pass(answer.__typename);
    unmount();
  }
});

t.test('a question: its options, the count, and no answer is refused with the focus on the first', async (t) => {
  const s = await server(t, evaluation());
  renderRoute(QUESTION_URL(2), { user: PRO });
  await screen.findByRole('group', { name: 'Which pipe, case 2?' });
  t.match(document.body.textContent, 'Step 2 of 3');
  t.match(document.body.textContent, '1 of 3 answered');
  t.ok(screen.getByRole('link', { name: 'Previous question' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
  await until(() => document.activeElement === radio('Copper'));
  t.match(document.body.textContent, 'Choose an answer.');
  t.notOk(s.calls.some((call) => call.operationName === 'proProfileAnswerSkillQuestion'));
});

t.test('an answer is saved and the next question follows; the last goes on to finishing', async (t) => {
  for (const [index, next] of [
    [2, '/service-pro/skill-evaluation/3?professionId=plumbing'],
    [3, COMPLETE_URL],
  ] as const) {
    const s = await server(t, evaluation());
    s.handle('proProfileAnswerSkillQuestion', () => ({
      data: {
        answerSkillQuestion: { __typename: 'SkillAnswerRecorded', evaluation: evaluation({ answeredCount: 2 }) },
      },
    }));
    const { unmount } = renderRoute(QUESTION_URL(index), { user: PRO });
    fireEvent.click(await screen.findByRole('radio', { name: 'Lead' }));
    fireEvent.click(screen.getByRole('button', { name: index === 3 ? 'Save and finish' : 'Next question' }));
    await until(() => where() === next);
    t.same(s.calls.find((call) => call.operationName === 'proProfileAnswerSkillQuestion')?.variables, {
      input: { evaluationId: 'e1', questionIndex: index, optionId: `q${index}b` },
    });
    unmount();
  }
});

t.test('an answer refused is said; a test finished meanwhile goes to its result', async (t) => {
  const s = await server(t, evaluation());
  s.handle('proProfileAnswerSkillQuestion', () => ({
    data: {
      answerSkillQuestion: { __typename: 'InvalidFields', fieldErrors: [{ field: 'optionId', code: 'INVALID' }] },
    },
  }));
  const first = renderRoute(QUESTION_URL(2), { user: PRO });
  fireEvent.click(await screen.findByRole('radio', { name: 'Lead' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
  await screen.findByText('This answer could not be taken. Reload the page and choose again.');
  first.unmount();

  const again = await server(t, evaluation());
  again.handle('proProfileAnswerSkillQuestion', () => ({
    data: {
      answerSkillQuestion: {
        __typename: 'SkillEvaluationNotInProgress',
        evaluation: evaluation({ status: 'PASSED', scorePercent: 100 }),
      },
    },
  }));
  renderRoute(QUESTION_URL(2), { user: PRO });
  fireEvent.click(await screen.findByRole('radio', { name: 'Lead' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
  await until(() => where() === COMPLETE_URL);
  t.pass();
});

t.test('a question the attempt does not have says so, with the way to the first', async (t) => {
  await server(t, evaluation());
  renderRoute(QUESTION_URL(9), { user: PRO });
  await screen.findByText('There is no such question in this test');
  t.equal(screen.getByRole('link', { name: 'Go to the first question' }).getAttribute('href'), QUESTION_URL(1));
});

t.test('finishing: the questions left are named and linked; a completed test shows its score', async (t) => {
  const s = await server(t, evaluation({ answeredCount: 3, unansweredIndexes: [] }));
  let completed = false;
  s.handle('proProfileCompleteSkillEvaluation', () =>
    completed
      ? {
          data: {
            completeSkillEvaluation: {
              __typename: 'SkillEvaluationCompleted',
              passed: true,
              evaluation: evaluation({ status: 'PASSED', scorePercent: 100 }),
            },
          },
        }
      : {
          data: {
            completeSkillEvaluation: {
              __typename: 'SkillQuestionsUnanswered',
              unansweredIndexes: [3],
              evaluation: evaluation({ answeredCount: 2, unansweredIndexes: [3] }),
            },
          },
        },
  );
  renderRoute(COMPLETE_URL, { user: PRO });
  t.match((await screen.findByTestId('pro-profile-finish')).textContent, '3 of 3 answered');
  fireEvent.click(screen.getByRole('button', { name: 'Finish and see my score' }));
  const left = await screen.findByRole('link', { name: 'Question 3' });
  t.equal(left.getAttribute('href'), QUESTION_URL(3));
  t.match(document.body.textContent, '2 of 3 answered');

  completed = true;
  s.handle('proProfileSkillResult', () => ({
    data: { professions: [PLUMBING], mySkillEvaluation: evaluation({ status: 'PASSED', scorePercent: 100 }) },
  }));
  fireEvent.click(screen.getByRole('button', { name: 'Finish and see my score' }));
  await screen.findByRole('heading', { name: 'Passed: you are qualified in this trade' });
  t.match(document.body.textContent, 'Your score: 100 %. The pass mark is 80 %.');
  t.equal(
    screen.getByRole('link', { name: 'Choose your services' }).getAttribute('href'),
    '/service-pro/choose-services/plumbing',
  );
});

t.test('a failed test: the score, from when it may be taken again, and starting again', async (t) => {
  await server(
    t,
    evaluation({
      status: 'FAILED',
      scorePercent: 40,
      answeredCount: 3,
      unansweredIndexes: [],
      retryAfter: '2026-11-29T13:05:00Z',
    }),
  );
  renderRoute(COMPLETE_URL, { user: PRO });
  await screen.findByRole('heading', { name: 'Not passed this time' });
  t.match(document.body.textContent, 'Your score: 40 %. The pass mark is 80 %.');
  t.match(document.body.textContent, 'You can take the test again from 29 November 2026 at 14:05.');
  t.ok(screen.getByRole('button', { name: 'Start the test' }));
});
