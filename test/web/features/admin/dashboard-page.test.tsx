// The staff's dashboard (§2.9 /admin/, issue 22): every queue with its count and the arrival of its
// oldest item, the waiting ones first and the longest waiting first of those, each a link to where
// its items are decided; a clear queue says so; a failed load offers to try again.
import '../../../helpers/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import t from 'tap';
import { byUrgency, DashboardPage } from '../../../../web/features/admin/dashboard-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};

const QUEUES = [
  { kind: 'QUESTIONS', count: 3, oldestAt: '2026-11-20T09:00:00.000Z' },
  { kind: 'ANSWERS', count: 0, oldestAt: null },
  { kind: 'DOCUMENTS', count: 12, oldestAt: '2026-11-02T09:00:00.000Z' },
  { kind: 'BACKGROUND_CHECKS', count: 1, oldestAt: '2026-11-27T09:00:00.000Z' },
  { kind: 'FAILED_MESSAGES', count: 0, oldestAt: null },
] as const;

t.test('the waiting queues come first, the longest waiting first; then the clear ones', async (t) => {
  t.same(
    byUrgency(QUEUES).map((queue) => queue.kind),
    ['DOCUMENTS', 'QUESTIONS', 'BACKGROUND_CHECKS', 'ANSWERS', 'FAILED_MESSAGES'],
  );
});

t.test('each queue shows its count and age and leads to where it is decided', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminDashboard', () => ({ data: { staffQueues: QUEUES } }));
  renderPage(<DashboardPage />, { url: '/admin', user: ADMIN });
  await screen.findByTestId('queue-DOCUMENTS');
  const cards = screen
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-testid'))
    .filter((id) => id?.startsWith('queue-'));
  t.same(cards, [
    'queue-DOCUMENTS',
    'queue-QUESTIONS',
    'queue-BACKGROUND_CHECKS',
    'queue-ANSWERS',
    'queue-FAILED_MESSAGES',
  ]);
  const documents = screen.getByTestId('queue-DOCUMENTS');
  t.match(documents.textContent, /Documents to check\s*12\s*Oldest since 2 Nov 2026/);
  t.equal(documents.querySelector('a')?.getAttribute('href'), '/admin/documents');
  t.equal(
    screen.getByTestId('queue-BACKGROUND_CHECKS').querySelector('a')?.getAttribute('href'),
    '/admin/documents?purpose=BACKGROUND_CHECK',
  );
  t.equal(
    screen.getByTestId('queue-FAILED_MESSAGES').querySelector('a')?.getAttribute('href'),
    '/admin/message-queue?status=FAILED',
  );
  t.match(screen.getByTestId('queue-ANSWERS').textContent, 'Nothing waiting');
  t.ok(screen.getByTestId('queue-DOCUMENTS').classList.contains('count-card-attention'), 'waiting work stands out');
  t.notOk(screen.getByTestId('queue-ANSWERS').classList.contains('count-card-attention'));
  t.ok(screen.getByRole('link', { name: 'Dashboard' }), 'the console’s tabs');
});

t.test('a dashboard that could not load says so and loads again on request', async (t) => {
  const s = await startSessionServer(t);
  let fail = true;
  s.handle('adminDashboard', () => (fail ? { status: 502, body: '' } : { data: { staffQueues: QUEUES } }));
  renderPage(<DashboardPage />, { url: '/admin', user: ADMIN });
  const retry = await screen.findByRole('button', { name: /try again/i });
  fail = false;
  fireEvent.click(retry);
  await waitFor(() => screen.getByTestId('queue-DOCUMENTS'));
  t.pass('loaded on the second try');
});
