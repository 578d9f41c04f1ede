// The staff's message queue (§2.9): each message with its date, recipient, channel, template,
// status, attempts and last error; opened, its contents as labelled text and never as markup; the
// status tabs, the filters and the next page as addresses; a failed message sent again only from
// the confirming sheet, said and the list read again; each answer that is not a resend, and a
// failed call, in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { MessageQueuePage } from '../../../../web/features/admin/message-queue-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};
const FAILED_ID = 'f1f1f1f1-0000-4000-8000-000000000001';

const message = (overrides: Record<string, unknown>) => ({
  __typename: 'OutboxMessage',
  id: FAILED_ID,
  recipient: 'sam@example.com',
  channel: 'EMAIL',
  template: 'password-reset',
  locale: 'en-GB',
  payload: { firstName: 'Sam', link: 'https://uk.example/reset?t=1', note: '<b>bold</b>', urgent: true },
  status: 'FAILED',
  attempts: 5,
  createdAt: '2026-11-02T08:00:00.000Z',
  sentAt: null,
  lastError: 'Mailbox unavailable',
  ...overrides,
});

const queue = (nodes: readonly Record<string, unknown>[], hasNextPage = false) => ({
  data: {
    messageQueue: {
      edges: nodes.map((node) => ({ cursor: `c-${String(node.id)}`, node })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'next-cursor' : null },
    },
  },
});

const SENT = message({
  id: 'f1f1f1f1-0000-4000-8000-000000000002',
  recipient: '+447700900123',
  channel: 'SMS',
  template: 'login-code',
  locale: 'en-GB',
  payload: { code: '123456' },
  status: 'SENT',
  attempts: 1,
  sentAt: '2026-11-02T08:01:00.000Z',
  lastError: null,
});

const sheetOpen = () => (screen.queryByTestId('admin-outbox-resend-sheet') as HTMLDialogElement | null)?.open === true;

const renderQueue = (url = '/admin/message-queue') =>
  renderPage(<MessageQueuePage search={new URL(url, 'https://example.com').searchParams} />, { url, user: ADMIN });

t.test('each message with its details; only a failed one can be sent again', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageQueue', () => queue([message({}), SENT]));
  renderQueue();
  const table = await screen.findByTestId('admin-outbox');
  const [failed, sent] = [...table.querySelectorAll('tbody tr')];
  t.match(failed?.textContent, /sam@example\.com.*Email.*password-reset.*Failed.*5.*Mailbox unavailable/);
  t.match(sent?.textContent, /\+447700900123.*Text message.*login-code.*Sent.*1/);
  t.ok(within(failed as HTMLElement).getByTestId('admin-outbox-resend'), 'the failed one can be sent again');
  t.notOk(within(sent as HTMLElement).queryByTestId('admin-outbox-resend'), 'a sent one cannot');
  const details = within(failed as HTMLElement).getByTestId('admin-outbox-details');
  t.match(details.textContent, /Language\s*en-GB/);
  t.match(details.textContent, /Sent\s*Not yet/);
  t.match(details.textContent, /firstName\s*Sam/);
  t.match(details.textContent, /link\s*https:\/\/uk\.example\/reset\?t=1/);
  t.match(details.textContent, /urgent\s*Yes/);
  t.match(details.textContent, '<b>bold</b>', 'markup in the contents shown as text');
  t.equal(details.querySelector('b'), null, 'and never rendered');
  t.match(within(sent as HTMLElement).getByTestId('admin-outbox-details').textContent, /code\s*123456/);
});

t.test('the status tabs, the filters and the next page are addresses', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageQueue', () => queue([message({})], true));
  renderQueue('/admin/message-queue?status=FAILED&recipient=sam%40example.com&template=password-reset&after=abc');
  await screen.findByTestId('admin-outbox');
  t.match(s.calls.find((call) => call.operationName === 'adminMessageQueue')?.variables, {
    after: 'abc',
    status: 'FAILED',
    recipient: 'sam@example.com',
    template: 'password-reset',
  });
  const failedTab = screen.getByTestId('admin-outbox-tab-FAILED');
  t.equal(failedTab.getAttribute('aria-current'), 'page');
  t.equal(
    screen.getByTestId('admin-outbox-tab-ALL').getAttribute('href'),
    '/admin/message-queue?recipient=sam%40example.com&template=password-reset',
    'a tab keeps the filters and starts again at the newest',
  );
  t.equal(
    screen.getByTestId('admin-outbox-tab-SENT').getAttribute('href'),
    '/admin/message-queue?status=SENT&recipient=sam%40example.com&template=password-reset',
  );
  const filters = screen.getByTestId('admin-outbox-filters');
  t.equal(filters.getAttribute('action'), '/admin/message-queue');
  t.equal(filters.getAttribute('method'), 'get');
  t.equal((within(filters).getByLabelText(/Recipient/) as HTMLInputElement).value, 'sam@example.com');
  t.equal((within(filters).getByLabelText(/Template/) as HTMLInputElement).value, 'password-reset');
  t.equal((filters.querySelector('input[type="hidden"][name="status"]') as HTMLInputElement).value, 'FAILED');
  t.equal(
    within(filters).getByText('Clear filters').getAttribute('href'),
    '/admin/message-queue?status=FAILED',
    'clearing keeps the status',
  );
  t.equal(
    screen.getByText('Older').getAttribute('href'),
    '/admin/message-queue?status=FAILED&recipient=sam%40example.com&template=password-reset&after=next-cursor',
  );
  t.equal(
    screen.getByText('Newest').getAttribute('href'),
    '/admin/message-queue?status=FAILED&recipient=sam%40example.com&template=password-reset',
  );
});

t.test('an unknown status in the address lists every message', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageQueue', () => queue([]));
  renderQueue('/admin/message-queue?status=LOST');
  await screen.findByRole('heading', { name: 'No messages' });
  const variables = s.calls.find((call) => call.operationName === 'adminMessageQueue')?.variables ?? {};
  t.notOk(variables.status, 'no status asked for');
  t.equal(screen.getByTestId('admin-outbox-tab-ALL').getAttribute('aria-current'), 'page');
  t.equal(screen.queryByTestId('pagination'), null, 'one page, no pager');
});

t.test('a failed message sent again with a reason: said, and the list read again', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminMessageQueue', () => {
    listed += 1;
    return queue([message(listed === 1 ? {} : { status: 'PENDING', attempts: 0, lastError: null })]);
  });
  s.handle('adminResendMessage', () => ({
    data: {
      resendMessage: { __typename: 'MessageResent', message: message({ status: 'PENDING', attempts: 0 }) },
    },
  }));
  renderQueue();
  fireEvent.click(await screen.findByTestId('admin-outbox-resend'));
  const sheet = screen.getByTestId('admin-outbox-resend-sheet');
  t.ok(sheetOpen(), 'asked first');
  t.match(sheet.textContent, 'The password-reset message to sam@example.com goes back in the queue');
  t.notOk(
    s.calls.some((call) => call.operationName === 'adminResendMessage'),
    'nothing sent before confirming',
  );
  const before = toastTitles().length;
  fireEvent.change(within(sheet).getByLabelText(/Reason/), { target: { value: 'Mailbox fixed' } });
  fireEvent.click(within(sheet).getByTestId('admin-outbox-resend-sheet-confirm'));
  await until(() => toastTitles().slice(before).includes('The message to sam@example.com is queued to be sent again.'));
  t.same(s.calls.find((call) => call.operationName === 'adminResendMessage')?.variables, {
    input: { messageId: FAILED_ID, reason: 'Mailbox fixed' },
  });
  await until(() => listed >= 2);
  await until(() => screen.queryByTestId('admin-outbox-resend') === null);
  t.notOk(sheetOpen(), 'the sheet closed');
  t.match(screen.getByTestId('admin-outbox').querySelector('tbody tr')?.textContent, 'Waiting');
});

t.test('a resend without a reason sends none', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageQueue', () => queue([message({})]));
  s.handle('adminResendMessage', () => ({
    data: { resendMessage: { __typename: 'MessageResent', message: message({ status: 'PENDING' }) } },
  }));
  renderQueue();
  fireEvent.click(await screen.findByTestId('admin-outbox-resend'));
  const before = toastTitles().length;
  fireEvent.click(screen.getByTestId('admin-outbox-resend-sheet-confirm'));
  await until(() => toastTitles().length > before);
  t.same(s.calls.find((call) => call.operationName === 'adminResendMessage')?.variables, {
    input: { messageId: FAILED_ID },
  });
});

t.test('each answer that is not a resend, and a failed call, in words', async (t) => {
  for (const [answer, words, closes] of [
    [
      { data: { resendMessage: { __typename: 'MessageNotFailed', message: message({ status: 'SENT' }) } } },
      'This message has been sent in the meantime, so it was not sent again.',
      true,
    ],
    [
      { data: { resendMessage: { __typename: 'MessageNotFailed', message: message({ status: 'PENDING' }) } } },
      'This message is already waiting to be sent, so it was not queued twice.',
      true,
    ],
    [
      { data: { resendMessage: { __typename: 'MessageNotFound', messageId: FAILED_ID } } },
      'This message is no longer in the queue.',
      true,
    ],
    [{ status: 500, body: '' }, 'Internal server error', false],
  ] as const) {
    const s = await startSessionServer(t);
    let listed = 0;
    s.handle('adminMessageQueue', () => {
      listed += 1;
      return queue([message({})]);
    });
    s.handle('adminResendMessage', () => answer);
    const view = renderQueue();
    fireEvent.click(await screen.findByTestId('admin-outbox-resend'));
    const before = toastTitles().length;
    fireEvent.click(screen.getByTestId('admin-outbox-resend-sheet-confirm'));
    await until(() => toastTitles().length > before);
    t.same(toastTitles().slice(before), [words], words);
    if (closes) {
      await until(() => listed >= 2);
      await until(() => !sheetOpen());
      t.pass('the sheet closed and the list read again');
    } else {
      t.ok(sheetOpen(), 'the sheet stays, to try again');
      t.equal(listed, 1, 'the list as it was');
    }
    view.unmount();
  }
});
