// The staff's audit log (§2.9, §6): each entry with when, who acted and for whose account (each a
// link to the account), how, the operations, the reason and the request; the filters and the next
// page as addresses; nothing on the page changes an entry.
import '../../../helpers/dom.ts';
import { screen, within } from '@testing-library/react';
import t from 'tap';
import { AuditLogPage } from '../../../../web/features/admin/audit-log-page.tsx';
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
const STAFF = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  firstName: 'Robin',
  lastName: 'Staff',
};
const PRO = {
  __typename: 'ServicePro',
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Baker',
};
const OWNER = {
  __typename: 'Consumer',
  id: 'c1c1c1c1-0000-4000-8000-000000000001',
  email: 'alex@example.com',
  firstName: '',
  lastName: '',
};

const log = (nodes: readonly Record<string, unknown>[], hasNextPage = false) => ({
  data: {
    auditLog: {
      edges: nodes.map((node) => ({ cursor: `c-${String(node.id)}`, node })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'next-cursor' : null },
    },
  },
});

const ENTRIES = [
  {
    __typename: 'AuditEntry',
    id: 'e1',
    at: '2026-11-02T08:00:00.000Z',
    actor: STAFF,
    subject: PRO,
    mode: 'SELF',
    operations: ['banUser'],
    requestId: 'req-0001',
    reason: 'Fake reviews',
  },
  {
    __typename: 'AuditEntry',
    id: 'e2',
    at: '2026-11-01T08:00:00.000Z',
    actor: STAFF,
    subject: OWNER,
    mode: 'IMPERSONATED',
    operations: ['updateProfile', 'postJob'],
    requestId: 'req-0002',
    reason: null,
  },
];

const renderLog = (url = '/admin/audit-log') =>
  renderPage(<AuditLogPage search={new URL(url, 'https://example.com').searchParams} />, { url, user: ADMIN });

t.test('each entry: when, who, for whom, how, what, why and the request; nothing to change', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminAuditLog', () => log(ENTRIES));
  renderLog();
  const table = await screen.findByTestId('admin-audit');
  const [ban, impersonated] = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
  t.match(
    ban?.textContent,
    /2 Nov 2026.*Robin Staff \(admin@example\.com\).*Sam Baker \(sam@example\.com\).*As themselves.*banUser.*Fake reviews.*req-0001/,
  );
  t.match(impersonated?.textContent, /alex@example\.com.*Impersonating.*updateProfile, postJob.*req-0002/);
  t.equal(
    within(ban as HTMLElement)
      .getByTestId('admin-audit-actor')
      .getAttribute('href'),
    `/admin/users/${STAFF.id}`,
  );
  t.equal(
    within(ban as HTMLElement)
      .getByTestId('admin-audit-subject')
      .getAttribute('href'),
    `/admin/users/${PRO.id}`,
  );
  t.equal(
    within(impersonated as HTMLElement).getByTestId('admin-audit-subject').textContent,
    'alex@example.com',
    'an account without a name by its email',
  );
  t.equal(table.querySelectorAll('button').length, 0, 'no action on an entry');
  t.equal(screen.queryByTestId('pagination'), null, 'one page, no pager');
});

t.test('the filters and the next page are addresses', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminAuditLog', () => log(ENTRIES, true));
  renderLog(`/admin/audit-log?actor=${STAFF.id}&subject=${PRO.id}&mode=IMPERSONATED&operation=banUser&after=abc`);
  await screen.findByTestId('admin-audit');
  t.match(s.calls.find((call) => call.operationName === 'adminAuditLog')?.variables, {
    after: 'abc',
    actorId: STAFF.id,
    subjectId: PRO.id,
    mode: 'IMPERSONATED',
    operation: 'banUser',
  });
  const filters = screen.getByTestId('admin-audit-filters');
  t.equal(filters.getAttribute('action'), '/admin/audit-log');
  t.equal(filters.getAttribute('method'), 'get');
  t.equal((within(filters).getByLabelText('Who acted (account id)') as HTMLInputElement).value, STAFF.id);
  t.equal((within(filters).getByLabelText('For whose account (account id)') as HTMLInputElement).value, PRO.id);
  t.equal((within(filters).getByLabelText('How') as HTMLSelectElement).value, 'IMPERSONATED');
  t.equal((within(filters).getByLabelText(/Operation/) as HTMLInputElement).value, 'banUser');
  t.equal(within(filters).getByText('Clear filters').getAttribute('href'), '/admin/audit-log');
  const kept = `actor=${STAFF.id}&subject=${PRO.id}&mode=IMPERSONATED&operation=banUser`;
  t.equal(screen.getByText('Older').getAttribute('href'), `/admin/audit-log?${kept}&after=next-cursor`);
  t.equal(screen.getByText('Newest').getAttribute('href'), `/admin/audit-log?${kept}`);
});

t.test('a way of acting the log does not know is no filter; an empty log says so', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminAuditLog', () => log([]));
  renderLog('/admin/audit-log?mode=SOMEHOW');
  await screen.findByRole('heading', { name: 'No entries' });
  t.notOk(s.calls.find((call) => call.operationName === 'adminAuditLog')?.variables.mode);
  t.equal((screen.getByLabelText('How') as HTMLSelectElement).value, '');
  t.equal(screen.queryByText('Clear filters'), null);
});

t.test('a log that cannot be read says so', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminAuditLog', () => ({ status: 500, body: '' }));
  renderLog();
  await screen.findByText('Internal server error');
  t.equal(screen.queryByTestId('admin-audit'), null);
});
