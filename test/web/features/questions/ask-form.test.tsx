// The question form (spec §2.6 ask-a-trade, §5 rate limits): checked before sending, sent as the
// home owner wrote it, and every refusal of the API said in words — when they may ask again, each
// field's problem at the field, contact details — and, once sent, that it waits for moderation. A
// visitor's draft is kept while they sign in and comes back on the account's form.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { AskForm, DRAFT_KEY } from '../../../../web/features/questions/ask-form.tsx';
import { QuestionsTradesDocument } from '../../../../web/features/questions/generated/documents.ts';
import { tradesVariables } from '../../../../web/features/questions/listing.ts';
import { queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const TRADES = {
  professions: [
    { id: 'p1', slug: 'plumbing', name: 'Plumbing' },
    { id: 'p2', slug: 'roofing', name: 'Roofing' },
  ],
};

function show(mode: 'visitor' | 'consumer', trade: string | null = null) {
  renderPage(<AskForm mode={mode} trade={trade} />, {
    ...(mode === 'consumer' ? { user: CONSUMER } : {}),
    url: mode === 'consumer' ? '/consumer/ask-a-trade' : '/questions/ask-a-trade',
    cache: { [queryKey(QuestionsTradesDocument, tradesVariables('uk'))]: TRADES },
  });
}

function fill(title = 'Why does my boiler make a noise?', body = 'It bangs every night when the heating starts.') {
  fireEvent.change(screen.getByTestId('ask-trade'), { target: { value: 'p1' } });
  fireEvent.change(screen.getByTestId('ask-title'), { target: { value: title } });
  fireEvent.change(screen.getByTestId('ask-body'), { target: { value: body } });
  fireEvent.click(screen.getByTestId('ask-submit'));
}

const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

t.test('the form is checked before anything is sent', async (t) => {
  const server = await startSessionServer(t);
  show('consumer');
  fireEvent.click(screen.getByTestId('ask-submit'));
  t.same(alerts(), [
    'Choose the trade your question is for.',
    'Write your question in a sentence.',
    'Write a few words first.',
  ]);
  fill('Boiler?', 'Too short');
  t.same(alerts(), ['Your question must be 10 to 150 characters long.', 'This must be 20 to 3000 characters long.']);
  t.equal(server.calls.length, 0);
});

t.test('a trade given in the address is chosen already', async (t) => {
  show('consumer', 'roofing');
  t.equal((screen.getByTestId('ask-trade') as HTMLSelectElement).value, 'p2');
});

t.test('a question sent says it waits for moderation', async (t) => {
  const server = await startSessionServer(t);
  server.handle('questionsAsk', () => ({
    data: { askQuestion: { __typename: 'QuestionAsked', question: { id: 'q1', status: 'PENDING' } } },
  }));
  show('consumer');
  fill();
  t.match((await screen.findByTestId('question-sent')).textContent, 'waits for our moderators');
  t.same(server.calls[0]?.variables, {
    input: {
      brand: 'uk',
      professionId: 'p1',
      title: 'Why does my boiler make a noise?',
      body: 'It bangs every night when the heating starts.',
    },
  });
});

const REFUSALS: [string, unknown, string[]][] = [
  [
    'the rate limit, with when they may ask again',
    { __typename: 'QuestionRateLimitReached', retryAfterSeconds: 150 },
    [
      'You have asked as many questions as we allow for now (one a minute, five a day). You can ask again in 3 minutes.',
    ],
  ],
  [
    'invalid fields, each at its field',
    {
      __typename: 'InvalidFields',
      fieldErrors: [
        { field: 'professionId', code: 'INVALID' },
        { field: 'body', code: 'INVALID' },
      ],
    },
    ['Choose the trade your question is for.', 'This must be 20 to 3000 characters long.'],
  ],
  [
    'contact details, at the field that holds them',
    { __typename: 'ContactDetailsShared', field: 'body' },
    ['Please leave out phone numbers, email and web addresses: everyone can read questions and answers.'],
  ],
];

for (const [what, result, expected] of REFUSALS) {
  t.test(`a question refused for ${what} says so`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('questionsAsk', () => ({ data: { askQuestion: result } }));
    show('consumer');
    fill();
    await screen.findAllByRole('alert');
    t.same(alerts(), expected);
    t.equal(screen.queryByTestId('question-sent'), null);
  });
}

t.test('a visitor signs in to send it, and the draft waits on the account’s form', async (t) => {
  const server = await startSessionServer(t);
  sessionStorage.clear();
  show('visitor');
  t.equal(screen.getByTestId('ask-submit').textContent, 'Sign in to ask');
  fill();
  t.equal(server.calls.length, 0, 'nothing is sent before they sign in');
  t.same(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'), {
    trade: 'p1',
    title: 'Why does my boiler make a noise?',
    body: 'It bangs every night when the heating starts.',
  });
  t.equal(location.pathname + location.search, '/login?redirect-to=%2Fconsumer%2Fask-a-trade');
});
