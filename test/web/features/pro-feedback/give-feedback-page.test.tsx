// A professional's feedback to the product team: a topic and the text are checked first, next to
// their fields; a sent feedback is thanked with a toast and the form starts again with a new key;
// a failed send keeps everything and tries again with the same key, so a feedback that did arrive
// is not stored twice; and each refusal of the API is said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { GiveFeedbackPage } from '../../../../web/features/pro-feedback/give-feedback-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BODY = 'The job list could show how far away each job is.';

const topic = () => screen.getByLabelText('What is it about?') as HTMLSelectElement;
const body = () => screen.getByLabelText('Your feedback') as HTMLTextAreaElement;
const mayContact = () => screen.getByLabelText('You may contact me about this feedback') as HTMLInputElement;
const send = () => fireEvent.click(screen.getByTestId('feedback-send'));
const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

type Server = Awaited<ReturnType<typeof startSessionServer>>;
const sentInputs = (server: Server) =>
  server.calls
    .filter((call) => call.operationName === 'proFeedbackGive')
    .map((call) => (call.variables as { input: Record<string, unknown> }).input);

function fillIn(text = BODY) {
  fireEvent.change(topic(), { target: { value: 'FINDING_JOBS' } });
  fireEvent.change(body(), { target: { value: text } });
}

function show() {
  renderPage(<GiveFeedbackPage />, { user: PRO, url: '/service-pro/give-feedback' });
}

t.test('the topic and the text are asked for before anything is sent', async (t) => {
  const server = await startSessionServer(t);
  show();
  t.same(
    [...topic().options].map((option) => option.textContent),
    [
      'Choose a topic',
      'Finding jobs',
      'Proposals and messages',
      'Your profile and reviews',
      'Packages and payments',
      'The website and the app',
      'Something else',
    ],
  );
  send();
  await until(() => document.activeElement === topic());
  t.equal(errorOf(topic()), 'Choose what your feedback is about.');
  t.equal(errorOf(body()), 'Write your feedback first.');
  fillIn('Too short');
  send();
  await until(() => errorOf(body()) === 'Your feedback must be 10 to 2000 characters long.');
  t.equal(errorOf(topic()), undefined);
  t.equal(sentInputs(server).length, 0, 'nothing was sent');
});

t.test('a sent feedback is thanked, and the form starts again with a new key', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proFeedbackGive', () => ({
    data: { giveFeedback: { __typename: 'FeedbackGiven', feedback: { id: 'f1' } } },
  }));
  show();
  fillIn(`  ${BODY}  `);
  fireEvent.click(mayContact());
  send();
  await until(() => toastTitles().includes('Thank you. Our product team will read your feedback.'));
  const [first] = sentInputs(server);
  t.match(first, { topic: 'FINDING_JOBS', body: BODY, mayContact: true, idempotencyKey: UUID });
  t.equal(body().value, '', 'the form is empty again');
  t.equal(topic().value, '');
  t.notOk(mayContact().checked);
  fillIn('Invoices should say which job they are for.');
  send();
  await until(() => sentInputs(server).length === 2);
  t.not(sentInputs(server)[1]?.idempotencyKey, first?.idempotencyKey, 'another feedback, another key');
});

t.test('a failed send keeps what was written, and the next try carries the same key', async (t) => {
  const server = await startSessionServer(t);
  let calls = 0;
  server.handle('proFeedbackGive', () => {
    calls += 1;
    return calls === 1
      ? { status: 503, body: '{}' }
      : { data: { giveFeedback: { __typename: 'FeedbackGiven', feedback: { id: 'f1' } } } };
  });
  show();
  fillIn();
  send();
  await until(() => (document.body.textContent ?? '').includes('Temporarily unavailable'));
  t.equal(body().value, BODY);
  t.equal(topic().value, 'FINDING_JOBS');
  send();
  await until(() => sentInputs(server).length === 2 && body().value === '');
  const [first, second] = sentInputs(server);
  t.equal(second?.idempotencyKey, first?.idempotencyKey, 'a feedback that did arrive is stored once');
});

const WAITS: [number, string][] = [
  [45, 'You have just sent us feedback. You can send more in 1 minute; what you wrote stays here.'],
  [5 * 3600 - 30, 'You have sent us a lot of feedback today. You can send more in 5 hours; what you wrote stays here.'],
];

for (const [seconds, expected] of WAITS) {
  t.test(`a feedback refused for its rate (${seconds} s to wait) says how long`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('proFeedbackGive', () => ({
      data: { giveFeedback: { __typename: 'FeedbackRateLimitReached', retryAfterSeconds: seconds } },
    }));
    show();
    fillIn();
    send();
    t.equal((await screen.findByRole('alert')).textContent, expected);
    t.equal(body().value, BODY);
  });
}

t.test("the API's refusal of the text lands next to it", async (t) => {
  const server = await startSessionServer(t);
  server.handle('proFeedbackGive', () => ({
    data: { giveFeedback: { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'INVALID' }] } },
  }));
  show();
  fillIn();
  send();
  await until(() => document.activeElement === body());
  t.equal(errorOf(body()), 'Your feedback must be 10 to 2000 characters long.');
  t.equal(body().value, BODY);
});
