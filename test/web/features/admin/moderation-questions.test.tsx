// The questions and answers waiting for staff (§2.9, decision 078): each shown whole with its
// author, trade and arrival; one item or the ticked ones approved, or rejected with a reason the
// authors are told; each decision confirmed first, said in a toast and the queue read again; items
// gone meanwhile and failed calls said in words; an empty queue says nothing waits; the place in
// the queue is in the address.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { PendingAnswersPage, PendingQuestionsPage } from '../../../../web/features/admin/moderation-questions-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};

// The toasts on screen now (those leaving after an earlier test are left out).
const toasts = () =>
  toastStore
    .getSnapshot()
    .toasts.filter((toast) => toast.state !== 'dismissing')
    .map((toast) => String(toast.title));

t.beforeEach(() => toastStore.dismiss());

const question = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Question',
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  body: `All about ${title.toLowerCase()}.\nSecond line.`,
  status: 'PENDING',
  createdAt: '2026-11-20T09:00:00.000Z',
  askerName: 'Jane D.',
  brand: 'uk',
  shownIn: ['uk', 'ie'],
  profession: { __typename: 'Profession', id: 'p1', name: 'Plumbing' },
  ...overrides,
});

const questions = (nodes: unknown[], pageInfo = { hasNextPage: false, endCursor: null as string | null }) => ({
  data: {
    pendingQuestions: {
      totalCount: nodes.length,
      pageInfo,
      edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    },
  },
});

const pro = {
  __typename: 'ServicePro',
  id: 'pro1',
  email: 'sam@example.org',
  slug: 'sam-pipes',
  firstName: 'Sam',
  lastName: 'Pipes',
  companyProfile: { __typename: 'CompanyProfile', companyName: 'Pipes & Co' },
};

const answer = (
  id: string,
  body: string,
  on = question('q9', 'Why does my boiler lose pressure', { status: 'APPROVED' }),
) => ({
  __typename: 'Answer',
  id,
  body,
  status: 'PENDING',
  createdAt: '2026-11-21T10:00:00.000Z',
  servicePro: pro,
  question: on,
});

const answers = (nodes: unknown[]) => ({
  data: {
    pendingAnswers: {
      totalCount: nodes.length,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    },
  },
});

const confirmButton = () => screen.getByTestId('moderation-confirm-confirm');
const reasonBox = () => screen.getByLabelText(/^Reason/);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const calls = (s: { calls: { operationName: string; variables: unknown }[] }, name: string) =>
  s.calls.filter((call) => call.operationName === name);

t.test('each question whole, with its asker, trade, market and arrival', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () => questions([question('q1', 'Can I render over old brick')]));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  const table = await screen.findByTestId('admin-pending-questions');
  const row = table.querySelector('tbody tr')?.textContent ?? '';
  t.match(row, 'Can I render over old brick');
  t.match(row, 'All about can i render over old brick.');
  t.match(row, 'Jane D.');
  t.match(row, 'Plumbing · UK');
  t.match(row, '20 Nov 2026');
  t.same(calls(s, 'adminPendingQuestions')[0]?.variables, { first: 20, after: null });
  t.notOk(within(table).queryByRole('link'), 'a pending question has no public page yet');
});

t.test('an empty queue says nothing waits', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () => questions([]));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  t.ok(await screen.findByRole('heading', { name: 'Nothing waiting' }));
  t.notOk(screen.queryByTestId('admin-pending-questions'));
});

t.test('the place in the queue is in the address', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () =>
    questions([question('q1', 'Can I render over old brick')], { hasNextPage: true, endCursor: 'cursor-2' }),
  );
  renderPage(<PendingQuestionsPage search={new URLSearchParams('after=cursor-1')} />, {
    url: '/admin/questions?after=cursor-1',
    user: ADMIN,
  });
  await screen.findByTestId('admin-pending-questions');
  t.same(calls(s, 'adminPendingQuestions')[0]?.variables, { first: 20, after: 'cursor-1' });
  t.equal(screen.getByRole('link', { name: 'Next' }).getAttribute('href'), '/admin/questions?after=cursor-2');
  t.equal(screen.getByRole('link', { name: 'Back to the first' }).getAttribute('href'), '/admin/questions');
});

t.test('one question approved: confirmed, said, and the queue read again', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminPendingQuestions', () => {
    listed += 1;
    return questions(listed === 1 ? [question('q1', 'Can I render over old brick')] : []);
  });
  s.handle('adminModerateQuestion', () => ({
    data: {
      moderateQuestion: {
        __typename: 'QuestionModerated',
        question: question('q1', 'Can I render over old brick', { status: 'APPROVED' }),
      },
    },
  }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  fireEvent.click(await screen.findByTestId('approve-q1'));
  t.match(screen.getByTestId('moderation-confirm').textContent, '“Can I render over old brick” goes public');
  t.equal(calls(s, 'adminModerateQuestion').length, 0, 'nothing sent before the confirmation');
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The question is approved.'));
  t.same(calls(s, 'adminModerateQuestion')[0]?.variables, { input: { id: 'q1', decision: 'APPROVE', reason: null } });
  t.ok(await screen.findByRole('heading', { name: 'Nothing waiting' }), 'the queue read again');
});

t.test('one question rejected: a reason is required and sent', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () => questions([question('q1', 'Can I render over old brick')]));
  s.handle('adminModerateQuestion', () => ({
    data: {
      moderateQuestion: {
        __typename: 'QuestionModerated',
        question: question('q1', 'Can I render over old brick', { status: 'REJECTED' }),
      },
    },
  }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  fireEvent.click(await screen.findByTestId('reject-q1'));
  fireEvent.click(confirmButton());
  t.ok(await screen.findByText('Say why, in a few words.'));
  t.equal(calls(s, 'adminModerateQuestion').length, 0, 'not sent without a reason');
  fireEvent.change(reasonBox(), { target: { value: 'It is an advert.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The question is rejected.'));
  t.same(calls(s, 'adminModerateQuestion')[0]?.variables, {
    input: { id: 'q1', decision: 'REJECT', reason: 'It is an advert.' },
  });
});

t.test('a question gone meanwhile, and a failed call, in words', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminPendingQuestions', () => {
    listed += 1;
    return questions([question('q1', 'Can I render over old brick')]);
  });
  s.handle('adminModerateQuestion', () => ({ data: { moderateQuestion: { __typename: 'NotFound', id: 'q1' } } }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  fireEvent.click(await screen.findByTestId('approve-q1'));
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('That question is gone: it was removed or its account closed.'));
  t.notOk(toasts().includes('The question is approved.'));
  await until(() => listed >= 2);

  s.handle('adminModerateQuestion', () => ({ status: 500, body: '' }));
  fireEvent.click(screen.getByTestId('reject-q1'));
  fireEvent.change(reasonBox(), { target: { value: 'Spam.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('Internal server error'));
  t.equal((reasonBox() as HTMLTextAreaElement).value, 'Spam.', 'the sheet stays with the reason, to send again');
});

t.test('the ticked questions approved at once', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminPendingQuestions', () => {
    listed += 1;
    return questions([
      question('q1', 'Can I render over old brick'),
      question('q2', 'Which sealant for a shower tray'),
      question('q3', 'Do I need a permit for a shed'),
    ]);
  });
  s.handle('adminModerateQuestions', () => ({
    data: {
      moderateQuestions: {
        questions: [
          { id: 'q1', status: 'APPROVED' },
          { id: 'q3', status: 'APPROVED' },
        ],
        notFoundIds: [],
      },
    },
  }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  await screen.findByTestId('admin-pending-questions');
  t.ok((screen.getByTestId('approve-selected') as HTMLButtonElement).disabled, 'nothing chosen yet');
  fireEvent.click(screen.getByLabelText('Choose “Can I render over old brick”'));
  fireEvent.click(screen.getByLabelText('Choose “Do I need a permit for a shed”'));
  t.match(screen.getByTestId('moderation-bulk').textContent, '2 chosen');
  fireEvent.click(screen.getByTestId('approve-selected'));
  t.match(screen.getByTestId('moderation-confirm').textContent, 'Approve 2 questions');
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('2 questions approved.'));
  t.same(calls(s, 'adminModerateQuestions')[0]?.variables, {
    input: { ids: ['q1', 'q3'], decision: 'APPROVE', reason: null },
  });
  await until(() => listed >= 2);
  await until(() => screen.getByTestId('moderation-bulk').textContent?.includes('None chosen') ?? false);
  t.pass('the choice cleared and the queue read again');
});

t.test('the ticked questions rejected with one reason; those gone meanwhile said', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () =>
    questions([question('q1', 'Can I render over old brick'), question('q2', 'Which sealant for a shower tray')]),
  );
  s.handle('adminModerateQuestions', () => ({
    data: { moderateQuestions: { questions: [{ id: 'q1', status: 'REJECTED' }], notFoundIds: ['q2'] } },
  }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  await screen.findByTestId('admin-pending-questions');
  fireEvent.click(screen.getByLabelText('Choose every item shown'));
  fireEvent.click(screen.getByTestId('reject-selected'));
  t.match(screen.getByTestId('moderation-confirm').textContent, 'Reject 2 questions');
  fireEvent.click(confirmButton());
  t.ok(await screen.findByText('Say why, in a few words.'));
  fireEvent.change(reasonBox(), { target: { value: 'Not a question for a trade.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('1 question rejected.'));
  t.ok(
    toasts().includes('1 of the chosen items is gone: removed, or their account closed. Nothing was decided for them.'),
  );
  t.same(calls(s, 'adminModerateQuestions')[0]?.variables, {
    input: { ids: ['q1', 'q2'], decision: 'REJECT', reason: 'Not a question for a trade.' },
  });
});

t.test('a failed bulk decision is said and nothing is cleared', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingQuestions', () => questions([question('q1', 'Can I render over old brick')]));
  s.handle('adminModerateQuestions', () => ({ status: 503, body: '' }));
  renderPage(<PendingQuestionsPage search={new URLSearchParams()} />, { url: '/admin/questions', user: ADMIN });
  await screen.findByTestId('admin-pending-questions');
  fireEvent.click(screen.getByLabelText('Choose “Can I render over old brick”'));
  fireEvent.click(screen.getByTestId('approve-selected'));
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('Temporarily unavailable'));
  t.match(screen.getByTestId('moderation-bulk').textContent, '1 chosen');
});

t.test('each answer whole with its question, linked once that is public here, and its professional', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingAnswers', () =>
    answers([
      answer('a1', 'Bleed the radiators, then top up to 1.5 bar.'),
      answer(
        'a2',
        'Use a silicone made for wet rooms.',
        question('q8', 'Which sealant for a shower tray', { status: 'PENDING' }),
      ),
    ]),
  );
  renderPage(<PendingAnswersPage search={new URLSearchParams()} />, { url: '/admin/answers', user: ADMIN });
  await screen.findByTestId('admin-pending-answers');
  const first = rowOf('Bleed the radiators, then top up to 1.5 bar.');
  t.match(first.textContent, 'Sam Pipes (Pipes & Co)');
  t.match(first.textContent, 'All about why does my boiler lose pressure.');
  t.match(
    within(first).getByRole('link', { name: 'Why does my boiler lose pressure' }).getAttribute('href'),
    /\/q9\/why-does-my-boiler-lose-pressure/,
  );
  t.notOk(within(rowOf('Use a silicone made for wet rooms.')).queryByRole('link'), 'no link to a pending question');
});

t.test('answers: the ticked ones approved, one gone meanwhile, and a network failure', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingAnswers', () =>
    answers([answer('a1', 'Bleed the radiators.'), answer('a2', 'Check the expansion vessel.')]),
  );
  s.handle('adminModerateAnswers', () => ({
    data: {
      moderateAnswers: {
        answers: [
          { id: 'a1', status: 'APPROVED' },
          { id: 'a2', status: 'APPROVED' },
        ],
        notFoundIds: [],
      },
    },
  }));
  s.handle('adminModerateAnswer', () => ({ data: { moderateAnswer: { __typename: 'NotFound', id: 'a1' } } }));
  renderPage(<PendingAnswersPage search={new URLSearchParams()} />, { url: '/admin/answers', user: ADMIN });
  await screen.findByTestId('admin-pending-answers');
  fireEvent.click(screen.getByLabelText('Choose every item shown'));
  fireEvent.click(screen.getByTestId('approve-selected'));
  t.match(screen.getByTestId('moderation-confirm').textContent, 'Approve 2 answers');
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('2 answers approved.'));
  t.same(calls(s, 'adminModerateAnswers')[0]?.variables, {
    input: { ids: ['a1', 'a2'], decision: 'APPROVE', reason: null },
  });

  fireEvent.click(screen.getByTestId('reject-a1'));
  fireEvent.change(reasonBox(), { target: { value: 'Off topic.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('That answer is gone: it was removed or its account closed.'));
  t.same(calls(s, 'adminModerateAnswer')[0]?.variables, {
    input: { id: 'a1', decision: 'REJECT', reason: 'Off topic.' },
  });

  s.handle('adminModerateAnswer', () => {
    throw new Error('no answer');
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  fireEvent.click(screen.getByTestId('approve-a2'));
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('No connection'));
  globalThis.fetch = realFetch;
});

t.test('answers: one approved, said', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminPendingAnswers', () => answers([answer('a1', 'Bleed the radiators.')]));
  s.handle('adminModerateAnswer', () => ({
    data: { moderateAnswer: { __typename: 'AnswerModerated', answer: { id: 'a1', status: 'APPROVED' } } },
  }));
  renderPage(<PendingAnswersPage search={new URLSearchParams()} />, { url: '/admin/answers', user: ADMIN });
  fireEvent.click(await screen.findByTestId('approve-a1'));
  t.match(
    screen.getByTestId('moderation-confirm').textContent,
    'The answer to “Why does my boiler lose pressure” goes public',
  );
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The answer is approved.'));
});
