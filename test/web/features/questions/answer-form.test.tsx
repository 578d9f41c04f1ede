// A professional's answer (spec §2.7 ask-a-trade, §5 rate limits): checked before sending, and every
// result of answerQuestion said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { AnswerForm } from '../../../../web/features/questions/answer-form.tsx';
import { PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const BODY = 'Bleed the radiators first, then check the pump speed.';

function answer(body = BODY) {
  renderPage(<AnswerForm questionId="q1" />, { user: PRO, url: '/service-pro/ask-a-trade' });
  fireEvent.change(screen.getByTestId('answer-body'), { target: { value: body } });
  fireEvent.click(screen.getByTestId('answer-submit'));
}

t.test('an answer is checked before it is sent', async (t) => {
  const server = await startSessionServer(t);
  answer('Too short');
  t.equal(screen.getByRole('alert').textContent, 'This must be 20 to 3000 characters long.');
  t.equal(server.calls.length, 0);
});

const RESULTS: [string, unknown, string][] = [
  [
    'QuestionAnswered',
    { __typename: 'QuestionAnswered', answer: { id: 'a1', status: 'PENDING' } },
    'once our moderators',
  ],
  [
    'AlreadyAnswered',
    { __typename: 'AlreadyAnswered', answer: { id: 'a1', status: 'APPROVED' } },
    'answered this question already',
  ],
  [
    'AnswerRateLimitReached',
    { __typename: 'AnswerRateLimitReached', retryAfterSeconds: 20 },
    'You can answer again in 20 seconds.',
  ],
  [
    'InvalidFields',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'INVALID' }] },
    'This must be 20 to 3000 characters long.',
  ],
  ['ContactDetailsShared', { __typename: 'ContactDetailsShared', field: 'body' }, 'leave out phone numbers'],
  ['NotFound', { __typename: 'NotFound', id: 'q1' }, 'no longer published'],
];

for (const [name, result, expected] of RESULTS) {
  t.test(`${name} is said in words`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('questionsAnswer', () => ({ data: { answerQuestion: result } }));
    answer();
    await screen.findByText((text) => text.includes(expected));
    t.same(server.calls[0]?.variables, { input: { questionId: 'q1', body: BODY } });
  });
}
