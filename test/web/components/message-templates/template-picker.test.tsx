// A professional's templates where they write (decision 048): in the proposal's message and in a
// conversation. An empty message takes the template; a message with text asks before anything
// changes — keep it and add below, replace it, or cancel; a template already there is not added
// twice. "Manage templates" leads to the list with fromPage set to the page, and what was typed is
// still there on the way back.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute } from '../../render.tsx';

const JOB_ID = '6f1c2a4e-0000-4000-8000-00000000a001';
const PROPOSAL_ID = '0b7d3c11-0000-4000-8000-00000000b001';
const PROPOSAL_PAGE = `/service-pro/create-proposal/${JOB_ID}`;
const MESSAGES_PAGE = `/service-pro/my-proposal/${PROPOSAL_ID}/messages`;
const QUOTE = 'I have fitted many kitchen taps like yours and can come on Monday to do it.';
const THANKS = 'Thanks for your message. I will look at the photos tonight and answer you.';
const TEMPLATES = [
  { id: 'tpl-1', title: 'Tap quote', body: QUOTE },
  { id: 'tpl-2', title: 'Thanks', body: THANKS },
];

const job = {
  data: {
    serviceRequest: {
      id: JOB_ID,
      status: 'OPEN',
      description: 'Replace the kitchen tap.',
      startTime: 'WITHIN_TWO_WEEKS',
      createdAt: '2026-03-02T09:00:00.000Z',
      closedAt: null,
      hasPictures: false,
      responsesCount: 0,
      service: { id: 'svc-1', name: 'Tap repair', leadFee: { amountMinor: 1500, currency: 'GBP' } },
      profession: { id: 'prof-1', name: 'Plumbing' },
      location: { id: 'loc-1', name: 'LS1 4AP', parent: { id: 'loc-0', name: 'Leeds' } },
      consumer: { id: 'c-1', displayName: 'Ann L.', phone: null },
      myProposal: null,
    },
    me: { id: 'pro-1', photos: [] },
  },
};

t.beforeEach(() => window.sessionStorage.clear());

async function openProposal(t: Parameters<typeof startSessionServer>[0], templates = TEMPLATES) {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => job);
  server.handle('templatePicker', () => ({ data: { messageTemplates: templates } }));
  renderRoute(PROPOSAL_PAGE);
  await screen.findByTestId('template-picker');
  return server;
}

const message = () => screen.getByLabelText('Your message to Ann L.') as HTMLTextAreaElement;
const choose = (id: string) =>
  fireEvent.change(screen.getByTestId('template-picker-select'), { target: { value: id } });
const use = () => fireEvent.click(screen.getByTestId('template-picker-use'));

t.test('an empty message takes the template, and the proposal keeps it as its draft', async (t) => {
  await openProposal(t);
  t.ok(screen.getByTestId('template-picker-use').hasAttribute('disabled'), 'nothing chosen, nothing to use');
  choose('tpl-1');
  use();
  await until(() => message().value === QUOTE);
  await until(() => document.activeElement === message());
  t.equal(
    screen.getByTestId('template-picker-status').textContent,
    'The template is in your message. You can change it there.',
  );
  t.match(window.sessionStorage.getItem(`hearth.proposal-draft.${JOB_ID}`), QUOTE, 'kept like anything typed');
});

t.test('a message with text: nothing changes until the professional says how', async (t) => {
  await openProposal(t);
  fireEvent.change(message(), { target: { value: 'Hello Ann,' } });
  choose('tpl-1');
  use();
  const ask = await screen.findByTestId('template-picker-ask');
  t.match(ask.textContent, 'Your message already has text. What should happen to it?');
  t.equal(message().value, 'Hello Ann,', 'not yet');
  await until(() => document.activeElement === screen.getByTestId('template-picker-below'));

  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  t.equal(message().value, 'Hello Ann,', 'cancelled: as it was');
  t.notOk(screen.queryByTestId('template-picker-ask'));

  use();
  fireEvent.click(await screen.findByTestId('template-picker-below'));
  t.equal(message().value, `Hello Ann,\n\n${QUOTE}`, 'kept, with the template below');

  use();
  t.equal(
    screen.getByTestId('template-picker-status').textContent,
    'This template is already in your message.',
    'not added twice',
  );
  t.notOk(screen.queryByTestId('template-picker-ask'));

  choose('tpl-2');
  use();
  fireEvent.click(await screen.findByTestId('template-picker-replace'));
  t.equal(message().value, THANKS, 'replaced when asked to');
});

t.test('"Manage templates" opens the list with fromPage, and what was typed waits here', async (t) => {
  await openProposal(t);
  fireEvent.change(message(), { target: { value: 'Half a thought about the tap' } });
  const manage = screen.getByRole('link', { name: 'Manage templates' });
  t.equal(manage.getAttribute('href'), `/service-pro/message-templates?fromPage=${encodeURIComponent(PROPOSAL_PAGE)}`);
  t.match(window.sessionStorage.getItem(`hearth.proposal-draft.${JOB_ID}`), 'Half a thought about the tap');
});

t.test('without templates, the picker says what they are and how to write one', async (t) => {
  await openProposal(t, []);
  t.match(screen.getByTestId('template-picker').textContent, 'Write the texts you send often once, as templates');
  t.equal(
    screen.getByRole('link', { name: 'Write a template' }).getAttribute('href'),
    `/service-pro/message-templates/add?fromPage=${encodeURIComponent(PROPOSAL_PAGE)}`,
  );
});

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

async function openConversation(t: Parameters<typeof startSessionServer>[0]) {
  const server = await startSessionServer(t);
  server.handle('messagesConversationHeader', () => header);
  server.handle('messagesConversation', () => ({
    data: { proposal: { id: PROPOSAL_ID, messages: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } },
  }));
  server.handle('messagesMarkProposalMessagesRead', () => ({
    data: { markProposalMessagesRead: { __typename: 'MessagesRead', proposal: { id: PROPOSAL_ID, unreadCount: 0 } } },
  }));
  server.handle('templatePicker', () => ({ data: { messageTemplates: TEMPLATES } }));
  return server;
}

t.test('in a conversation the template fills the message, and a draft outlives leaving the page', async (t) => {
  const server = await openConversation(t);
  const first = renderRoute(MESSAGES_PAGE);
  await screen.findByTestId('template-picker');
  const body = () => screen.getByLabelText('Your message') as HTMLTextAreaElement;
  fireEvent.change(body(), { target: { value: 'Good morning,' } });
  choose('tpl-2');
  use();
  fireEvent.click(await screen.findByTestId('template-picker-below'));
  t.equal(body().value, `Good morning,\n\n${THANKS}`);
  t.equal(
    screen.getByRole('link', { name: 'Manage templates' }).getAttribute('href'),
    `/service-pro/message-templates?fromPage=${encodeURIComponent(MESSAGES_PAGE)}`,
  );
  first.unmount();

  renderRoute(MESSAGES_PAGE);
  await screen.findByTestId('template-picker');
  await until(() => body().value === `Good morning,\n\n${THANKS}`);
  t.pass('back from managing templates, the message is still there');
  server.handle('messagesSendProposalMessage', () => ({
    data: {
      sendProposalMessage: {
        __typename: 'MessageSent',
        message: { id: 'm-9', body: THANKS, createdAt: '2026-03-02T11:00:00.000Z' },
      },
    },
  }));
  fireEvent.click(screen.getByTestId('message-send'));
  await until(() => body().value === '');
  t.equal(window.sessionStorage.getItem(`hearth.message-draft.${PROPOSAL_ID}`), null, 'sent: the draft is gone');
});

t.test("the home owner's side offers no templates", async (t) => {
  const server = await openConversation(t);
  renderRoute(`/consumer/my-project/${JOB_ID}/messages/${PROPOSAL_ID}`);
  await screen.findByLabelText('Your message');
  t.notOk(screen.queryByTestId('template-picker'));
  t.notOk(server.calls.some((call) => call.operationName === 'templatePicker'));
});
