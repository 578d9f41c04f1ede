// The staff's accounts list (§2.9, decision 078): the list the address names is asked for, each
// account a row linked to its page with its state (a ban said as such); the headings sort by link
// and a new order starts at the first page; the numbered pages keep the filters; an empty result
// says so and offers to clear the filters, or to go back to the first page; a failed load, to try again.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { UsersPage } from '../../../../web/features/admin/users-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
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

const account = (overrides: Record<string, unknown>) => ({
  id: '6a18d899-f10a-49f1-a6a5-f33e1e43d7dd',
  email: 'sam.smith@example.org',
  type: 'SERVICE_PRO',
  brand: 'uk',
  firstName: 'Sam',
  lastName: 'Smith',
  phone: '+447700900123',
  companyName: 'Smith Roofing',
  status: 'ACTIVE',
  createdAt: '2026-03-04T10:00:00.000Z',
  bannedAt: null,
  banReason: null,
  ...overrides,
});

const open = (url: string) => {
  const search = new URL(url, 'http://uk.localhost').searchParams;
  return renderPage(<UsersPage search={search} />, { url, user: ADMIN });
};

const headingLink = (name: string) =>
  within(screen.getByTestId('admin-users-table')).getByRole('link', { name }).getAttribute('href');

t.test('the accounts the address names, each linked to its page, with the total and the pages', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUsers', () => ({
    data: {
      staffAccounts: {
        totalCount: 1234,
        accounts: [
          account({}),
          account({
            id: '0c1d2e3f-4a5b-4c6d-8e7f-901234567890',
            email: 'jo.smith@example.org',
            type: 'CONSUMER',
            firstName: 'Jo',
            companyName: null,
            status: 'DISABLED',
            bannedAt: '2026-11-01T09:00:00.000Z',
            banReason: 'Fake reviews',
          }),
        ],
      },
    },
  }));
  open('/admin/users?search=smith&type=SERVICE_PRO&page=2');
  const table = await screen.findByTestId('admin-users-table');
  t.same(s.calls.find((call) => call.operationName === 'adminUsers')?.variables, {
    search: 'smith',
    type: 'SERVICE_PRO',
    status: null,
    order: 'NEWEST',
    page: 2,
    pageSize: 25,
  });
  const rows = [...table.querySelectorAll('tbody tr')];
  t.match(rows[0]?.textContent, 'Sam Smithsam.smith@example.orgProfessionalHearthSmith RoofingActive4 Mar 2026');
  t.match(rows[1]?.textContent, 'Jo Smithjo.smith@example.orgHome ownerHearthBanned');
  t.equal(
    within(rows[0] as HTMLElement)
      .getByRole('link', { name: 'Sam Smith' })
      .getAttribute('href'),
    '/admin/users/6a18d899-f10a-49f1-a6a5-f33e1e43d7dd',
  );
  t.equal(screen.getByTestId('admin-users-total').textContent, '1,234 accounts');

  // Sorting keeps the filters and starts again at the first page; newest first is the default.
  t.equal(headingLink('Name'), '/admin/users?search=smith&type=SERVICE_PRO&order=NAME');
  t.equal(headingLink('Email'), '/admin/users?search=smith&type=SERVICE_PRO&order=EMAIL');
  t.equal(headingLink('Created'), '/admin/users?search=smith&type=SERVICE_PRO&order=OLDEST');
  t.equal(screen.getByRole('columnheader', { name: 'Created' }).getAttribute('aria-sort'), 'descending');
  t.equal(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'), null);

  const pages = screen.getByTestId('pagination');
  t.equal(within(pages).getByRole('link', { name: '2' }).getAttribute('aria-current'), 'page');
  t.equal(
    within(pages).getByRole('link', { name: '50' }).getAttribute('href'),
    '/admin/users?page=50&search=smith&type=SERVICE_PRO',
  );
  t.equal(
    within(pages)
      .getByRole('link', { name: /Previous/ })
      .getAttribute('href'),
    '/admin/users?search=smith&type=SERVICE_PRO',
  );
  t.equal(
    within(pages).getByRole('link', { name: /Next/ }).getAttribute('href'),
    '/admin/users?page=3&search=smith&type=SERVICE_PRO',
  );

  // The filters as the address has them, in a form that keeps nothing else.
  const filters = screen.getByTestId('admin-users-filters');
  t.equal((within(filters).getByLabelText('Search') as HTMLInputElement).value, 'smith');
  t.equal((within(filters).getByLabelText('Kind') as HTMLSelectElement).value, 'SERVICE_PRO');
  t.equal(within(filters).getByRole('link', { name: 'Clear filters' }).getAttribute('href'), '/admin/users');
});

t.test('an order in the address: its heading marked, the filters keep it, checked values only', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUsers', () => ({ data: { staffAccounts: { totalCount: 1, accounts: [account({})] } } }));
  open('/admin/users?order=EMAIL&status=NOPE&type=ADMIN&search=%20%20');
  await screen.findByTestId('admin-users-table');
  t.same(s.calls.find((call) => call.operationName === 'adminUsers')?.variables, {
    search: null,
    type: 'ADMIN',
    status: null,
    order: 'EMAIL',
    page: 1,
    pageSize: 25,
  });
  t.equal(screen.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort'), 'ascending');
  t.equal(headingLink('Created'), '/admin/users?status=NOPE&type=ADMIN&search=++', 'back to newest first');
  t.equal(screen.getByTestId('admin-users-total').textContent, '1 account');
  const kept = screen.getByTestId('admin-users-filters').querySelector('input[type="hidden"][name="order"]');
  t.equal(kept?.getAttribute('value'), 'EMAIL');
  t.notOk(screen.queryByTestId('pagination'), 'one page has no pages');
});

t.test('nothing found: said, and the filters cleared with the order kept', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUsers', () => ({ data: { staffAccounts: { totalCount: 0, accounts: [] } } }));
  open('/admin/users?search=nobody&order=NAME');
  await screen.findByRole('heading', { name: 'No account matches these filters' });
  t.equal(screen.getByRole('link', { name: 'Clear the filters' }).getAttribute('href'), '/admin/users?order=NAME');
  t.notOk(screen.queryByTestId('admin-users-table'));
});

t.test('a page past the last one: said, with the way back to the first', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUsers', () => ({ data: { staffAccounts: { totalCount: 3, accounts: [] } } }));
  open('/admin/users?status=ACTIVE&page=7');
  await screen.findByRole('heading', { name: 'This page is past the last one' });
  t.equal(
    screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href'),
    '/admin/users?status=ACTIVE',
  );
});

t.test('a failed load says so and offers to try again', async (t) => {
  const s = await startSessionServer(t);
  let answers = 0;
  s.handle('adminUsers', () => {
    answers += 1;
    return answers === 1
      ? { status: 500, body: '' }
      : { data: { staffAccounts: { totalCount: 1, accounts: [account({})] } } };
  });
  open('/admin/users');
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  await screen.findByTestId('admin-users-table');
  await until(() => answers === 2);
  t.pass('read again');
});
