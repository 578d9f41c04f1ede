// The conversation of a proposal, from both sides: the messages oldest first with sender and time,
// marked read when shown, a message sent and announced, and every refusal explained; a message of
// the other side reported to our team, with every refusal of that said too.
import '../../../helpers/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import t from 'tap';
import { type GraphqlCall, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles } from '../../render.tsx';

const PROPOSAL_ID = '0b7d3c11-0000-4000-8000-00000000b001';
const JOB_ID = '0b7d3c11-0000-4000-8000-00000000a001';

const header = {
  data: {
    proposal: {
      id: PROPOSAL_ID,
      status: 'PROPOSED',
      serviceRequest: {
        id: JOB_ID,
        status: 'OPEN',
        service: { id: 'svc-1', name: 'Tap repair' },
        consumer: { id: 'c-1', displayName: 'Ann L.' },
      },
      servicePro: {
        id: 'pro-1',
        slug: 'bright-taps',
        firstName: 'Ben',
        lastName: 'Jones',
        isVerified: true,
        companyProfile: { id: 'co-1', companyName: 'Bright Taps Ltd' },
        reviewScore: { average: 4.5, count: 12 },
      },
    },
  },
};

const message = (
  id: string,
  body: string,
  isMine: boolean,
  createdAt: string,
  senderKind = 'CONSUMER',
  removed = false,
  reportedAt: string | null = null,
) => ({
  cursor: id,
  node: { id, senderKind, body, createdAt, isMine, removed, reportedAt },
});

function conversation(edges: unknown[]) {
  return {
    data: { proposal: { id: PROPOSAL_ID, messages: { edges, pageInfo: { hasNextPage: false, endCursor: null } } } },
  };
}

const FIRST = message('m-1', 'When could you come round?', false, '2026-03-02T09:00:00.000Z');
const SECOND = message('m-2', 'Tuesday morning works for me.', true, '2026-03-02T10:30:00.000Z', 'SERVICE_PRO');

async function openPro(test: { teardown(fn: () => unknown): void }, edges: unknown[] = [FIRST, SECOND]) {
  const server = await startSessionServer(test);
  server.handle('messagesConversationHeader', () => header);
  server.handle('messagesConversation', () => conversation(edges));
  server.handle('messagesMarkProposalMessagesRead', () => ({
    data: { markProposalMessagesRead: { __typename: 'MessagesRead', proposal: { id: PROPOSAL_ID, unreadCount: 0 } } },
  }));
  renderRoute(`/service-pro/my-proposal/${PROPOSAL_ID}/messages`);
  return server;
}

const sendCalls = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'messagesSendProposalMessage');

t.test(
  'the professional sees the messages oldest first, who wrote them and when, and they are marked read',
  async (t) => {
    const server = await openPro(t);
    t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Messages with Ann L.');
    const items = await screen.findAllByTestId('message');
    t.same(
      items.map((item) => item.querySelector('.message-body')?.textContent),
      ['When could you come round?', 'Tuesday morning works for me.'],
      'the newest is at the bottom',
    );
    t.equal(items[0]?.querySelector('.message-sender')?.textContent, 'Ann L.');
    t.equal(items[1]?.querySelector('.message-sender')?.textContent, 'You');
    t.equal(items[0]?.querySelector('time')?.getAttribute('dateTime'), '2026-03-02T09:00:00.000Z');
    t.match(items[0]?.querySelector('time')?.textContent, /2 March 2026/);
    await until(() => server.calls.some((call) => call.operationName === 'messagesMarkProposalMessagesRead'));
    t.same(server.calls.find((call) => call.operationName === 'messagesMarkProposalMessagesRead')?.variables, {
      input: { proposalId: PROPOSAL_ID },
    });
    t.equal(
      screen.getByRole('link', { name: 'Back to your proposal' }).getAttribute('href'),
      `/service-pro/my-proposal/${PROPOSAL_ID}`,
    );
  },
);

t.test('a message staff took down keeps its place and says why it is empty', async (t) => {
  await openPro(t, [FIRST, message('m-9', '', false, '2026-03-02T12:00:00.000Z', 'CONSUMER', true)]);
  const items = await screen.findAllByTestId('message');
  t.equal(items.length, 2);
  t.equal(
    items[1]?.querySelector('[data-testid="message-removed"]')?.textContent,
    'This message was removed by our team because it broke the house rules.',
  );
  t.equal(items[1]?.querySelector('.message-sender')?.textContent, 'Ann L.', 'still from its writer');
  t.equal(items[0]?.querySelector('[data-testid="message-removed"]'), null);
});

t.test('a message is sent, announced, and the conversation shows it', async (t) => {
  let edges: unknown[] = [FIRST];
  const server = await openPro(t, edges);
  server.handle('messagesConversation', () => conversation(edges));
  server.handle('messagesSendProposalMessage', (call) => {
    const body = (call.variables.input as { body: string }).body;
    edges = [FIRST, message('m-3', body, true, '2026-03-02T11:00:00.000Z', 'SERVICE_PRO')];
    return {
      data: {
        sendProposalMessage: {
          __typename: 'MessageSent',
          message: { id: 'm-3', body, createdAt: '2026-03-02T11:00:00.000Z' },
        },
      },
    };
  });
  await screen.findAllByTestId('message');
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '  I can come on Tuesday.  ' } });
  fireEvent.click(screen.getByTestId('message-send'));
  await until(() => screen.getByTestId('message-announcement').textContent === 'Message sent');
  t.same(sendCalls(server.calls)[0]?.variables, { input: { proposalId: PROPOSAL_ID, body: 'I can come on Tuesday.' } });
  t.equal((screen.getByLabelText('Your message') as HTMLTextAreaElement).value, '', 'the form is emptied');
  await waitFor(() => {
    if (screen.getAllByTestId('message').length !== 2) throw new Error('not refreshed');
  });
  t.equal(screen.getAllByTestId('message')[1]?.querySelector('.message-body')?.textContent, 'I can come on Tuesday.');
});

t.test('an empty or too long message is not sent', async (t) => {
  const server = await openPro(t);
  await screen.findAllByTestId('message');
  fireEvent.click(screen.getByTestId('message-send'));
  t.equal((await screen.findByRole('alert')).textContent, 'Write a message first.');
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'x'.repeat(5001) } });
  fireEvent.click(screen.getByTestId('message-send'));
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'Your message is too long: keep it to at most 5000 characters.',
  );
  t.equal(sendCalls(server.calls).length, 0);
});

const REFUSALS: { name: string; answer: unknown; text: string }[] = [
  {
    name: 'contact details (invalid body)',
    answer: {
      data: { sendProposalMessage: { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'INVALID' }] } },
    },
    text: 'Your message could not be sent. Remove any phone number, email or web address: contact details can only be shared once the pro is shortlisted.',
  },
  {
    name: 'required body',
    answer: {
      data: {
        sendProposalMessage: { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'REQUIRED' }] },
      },
    },
    text: 'Write a message first.',
  },
  {
    name: 'conversation gone',
    answer: { data: { sendProposalMessage: { __typename: 'NotFound', id: PROPOSAL_ID } } },
    text: 'This conversation is no longer available, so your message was not sent.',
  },
  { name: 'server failure', answer: { status: 500, body: 'Internal Server Error' }, text: 'Internal server error' },
];

for (const refusal of REFUSALS) {
  t.test(`a refused message (${refusal.name}) is explained and kept`, async (t) => {
    const server = await openPro(t);
    server.handle('messagesSendProposalMessage', () => refusal.answer as never);
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Call me on 0612345678' } });
    fireEvent.click(screen.getByTestId('message-send'));
    t.equal((await screen.findByRole('alert')).textContent, refusal.text);
    t.equal((screen.getByLabelText('Your message') as HTMLTextAreaElement).value, 'Call me on 0612345678');
    t.equal(screen.getByTestId('message-announcement').textContent, '');
  });
}

t.test('the home owner sees the pro with their checks and score, and an empty conversation', async (t) => {
  const server = await startSessionServer(t);
  server.handle('messagesConversationHeader', () => header);
  server.handle('messagesConversation', () => conversation([]));
  server.handle('messagesMarkProposalMessagesRead', () => ({
    data: { markProposalMessagesRead: { __typename: 'NotFound', id: PROPOSAL_ID } },
  }));
  renderRoute(`/consumer/my-project/${JOB_ID}/messages/${PROPOSAL_ID}`);
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Messages with Bright Taps Ltd');
  t.ok(screen.getByText('Verified'));
  t.ok(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }));
  t.ok(await screen.findByRole('heading', { name: 'No messages yet' }));
  t.equal(
    screen.getByRole('link', { name: 'Back to the professionals for this job' }).getAttribute('href'),
    `/consumer/my-projects/${JOB_ID}/overview-professionals`,
  );
});

t.test("a home owner's address naming another job shows no conversation", async (t) => {
  const server = await startSessionServer(t);
  server.handle('messagesConversationHeader', () => header);
  server.handle('messagesConversation', () => conversation([]));
  renderRoute(`/consumer/my-project/0b7d3c11-0000-4000-8000-00000000ffff/messages/${PROPOSAL_ID}`);
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Conversation not found');
  t.equal(screen.queryByTestId('message-form'), null);
});

// Reporting a message to our team (decision 078).
const reportCalls = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'messagesReportProposalMessage');

const itemOf = (body: string) =>
  screen.getAllByTestId('message').find((item) => item.textContent?.includes(body)) as HTMLElement;

t.test('only what the other side wrote can be reported', async (t) => {
  await openPro(t, [
    FIRST,
    SECOND,
    message('m-3', 'Your quote was accepted.', false, '2026-03-02T11:00:00.000Z', 'SYSTEM'),
    message('m-4', '', false, '2026-03-02T12:00:00.000Z', 'CONSUMER', true),
  ]);
  const items = await screen.findAllByTestId('message');
  t.same(
    items.map((item) => Boolean(item.querySelector('[data-testid="message-report-open"]'))),
    [true, false, false, false],
    'not one’s own, not the platform’s, not one taken down',
  );
  t.match(itemOf('When could you come round?').textContent, 'Report');
});

t.test('a report needs what is wrong, and a few words for something else; then it is sent and said', async (t) => {
  const server = await openPro(t);
  server.handle('messagesReportProposalMessage', () => ({
    data: { reportProposalMessage: { __typename: 'MessageReported', reportId: 'rep-1' } },
  }));
  await screen.findAllByTestId('message');
  fireEvent.click(within(itemOf('When could you come round?')).getByRole('button', { name: /^Report/ }));
  const sheet = await screen.findByTestId('message-report');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Report the message' }));
  await until(() => (sheet.textContent ?? '').includes('Choose what is wrong with the message.'));
  fireEvent.click(within(sheet).getByLabelText('Something else'));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Report the message' }));
  await until(() => (sheet.textContent ?? '').includes('Say why, in a few words.'));
  t.equal(reportCalls(server.calls).length, 0, 'nothing sent before both are given');
  fireEvent.change(within(sheet).getByLabelText('What else should our team know?'), {
    target: { value: '  Keeps asking for my bank details.  ' },
  });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Report the message' }));
  await until(() => toastTitles().includes('Thank you. Our team will look at this message.'));
  t.same(reportCalls(server.calls)[0]?.variables, {
    input: { messageId: 'm-1', reason: 'OTHER', note: 'Keeps asking for my bank details.' },
  });
  await until(() => screen.queryByTestId('message-report') === null);
  const reported = within(itemOf('When could you come round?')).getByTestId('message-reported');
  t.match(reported.textContent, /^You reported this message on .+\. Our team will look at it\.$/);
  t.equal(within(itemOf('When could you come round?')).queryByRole('button', { name: /^Report/ }), null);
});

t.test('a report with a kind and no note is sent without one', async (t) => {
  const server = await openPro(t);
  server.handle('messagesReportProposalMessage', () => ({
    data: { reportProposalMessage: { __typename: 'MessageReported', reportId: 'rep-2' } },
  }));
  await screen.findAllByTestId('message');
  fireEvent.click(within(itemOf('When could you come round?')).getByRole('button', { name: /^Report/ }));
  const sheet = await screen.findByTestId('message-report');
  fireEvent.click(within(sheet).getByLabelText('Spam or advertising'));
  fireEvent.click(within(sheet).getByRole('button', { name: 'Report the message' }));
  await until(() => reportCalls(server.calls).length === 1);
  t.same(reportCalls(server.calls)[0]?.variables, { input: { messageId: 'm-1', reason: 'SPAM' } });
  await screen.findByTestId('message-reported');
});

for (const failure of [
  {
    name: 'NotFound',
    answer: { data: { reportProposalMessage: { __typename: 'NotFound', id: 'm-1' } } },
    words: 'This message can no longer be reported',
  },
  { name: 'a network failure', answer: { status: 500, body: '' }, words: 'Internal server error' },
]) {
  t.test(`a refused report (${failure.name}) is said in the sheet and the message is not marked`, async (t) => {
    const server = await openPro(t);
    server.handle('messagesReportProposalMessage', () => failure.answer);
    await screen.findAllByTestId('message');
    fireEvent.click(within(itemOf('When could you come round?')).getByRole('button', { name: /^Report/ }));
    const sheet = await screen.findByTestId('message-report');
    fireEvent.click(within(sheet).getByLabelText('A scam or a request for money'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Report the message' }));
    await until(() => (sheet.textContent ?? '').includes(failure.words));
    t.ok(within(sheet).getByRole('alert'));
    t.equal(screen.queryByTestId('message-reported'), null);
    t.ok(within(itemOf('When could you come round?')).getByRole('button', { name: /^Report/ }));
  });
}

t.test('a message reported before says so when the conversation is opened again', async (t) => {
  await openPro(t, [
    message(
      'm-9',
      'Send me your bank details by text.',
      false,
      '2026-03-02T09:00:00.000Z',
      'CONSUMER',
      false,
      '2026-03-02T10:15:00.000Z',
    ),
    SECOND,
  ]);
  await screen.findAllByTestId('message');
  const item = itemOf('Send me your bank details by text.');
  t.match(
    item.querySelector('[data-testid="message-reported"]')?.textContent,
    'You reported this message on 2 March 2026',
  );
  t.equal(within(item).queryByRole('button', { name: /^Report/ }), null, 'not offered twice');
});
