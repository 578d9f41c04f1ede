// /account/switch: the accounts a person may act for, switching to one and returning to one's own
// (a fresh page load of the account's home), and every failure in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { AccountSwitchPage } from '../../../../web/features/auth/account-switch-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const OWN = {
  role: 'OWNER',
  isCurrent: true,
  user: {
    __typename: 'ServicePro',
    id: PRO.id,
    email: PRO.email,
    type: 'SERVICE_PRO',
    firstName: 'Sam',
    lastName: 'Carter',
    companyProfile: null,
  },
};
const COMPANY_ID = 'b1b2c3d4-0000-4000-8000-000000000003';
const COMPANY = {
  role: 'MANAGER',
  isCurrent: false,
  user: {
    __typename: 'ServicePro',
    id: COMPANY_ID,
    email: 'office@fletcher.example',
    type: 'SERVICE_PRO',
    firstName: 'Alex',
    lastName: 'Fletcher',
    companyProfile: {
      id: 'cp1',
      companyName: 'Fletcher Roofing',
      primaryLocation: { localityNode: { id: 'l1', name: 'Leeds' } },
    },
  },
};

function show(user: CurrentUser = PRO) {
  const loads: string[] = [];
  renderPage(<AccountSwitchPage loadPage={(href) => loads.push(href)} />, { url: '/account/switch', user });
  return loads;
}

t.test('the accounts are listed by company and place, with the role and the one in use', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authAssumableAccounts', () => ({ data: { assumableAccounts: [OWN, COMPANY] } }));
  show();
  t.ok(await screen.findByRole('heading', { level: 2, name: 'Fletcher Roofing, Leeds' }));
  t.ok(screen.getByRole('heading', { level: 2, name: 'Sam Carter' }));
  t.match(document.body.textContent, 'Your role: Manager');
  t.match(document.body.textContent, 'In use now');
  t.equal(screen.queryAllByTestId('account-switch-to').length, 1, 'the account in use has no switch button');
});

t.test('switching loads the new account’s home: a professional’s new jobs', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authAssumableAccounts', () => ({ data: { assumableAccounts: [OWN, COMPANY] } }));
  server.handle('authAssumeUser', () => ({
    data: {
      assumeUser: {
        __typename: 'UserAssumed',
        user: { __typename: 'ServicePro', id: COMPANY_ID, type: 'SERVICE_PRO' },
      },
    },
  }));
  const loads = show();
  fireEvent.click(await screen.findByRole('button', { name: 'Switch to Fletcher Roofing, Leeds' }));
  await until(() => loads.length > 0);
  t.same(loads, ['/service-pro/new-service-requests']);
  t.same(server.calls.find((call) => call.operationName === 'authAssumeUser')?.variables, {
    input: { userId: COMPANY_ID },
  });
});

t.test('an access that has gone is explained and the list is read again', async (t) => {
  const server = await startSessionServer(t);
  let reads = 0;
  server.handle('authAssumableAccounts', () => {
    reads += 1;
    return { data: { assumableAccounts: reads === 1 ? [OWN, COMPANY] : [OWN] } };
  });
  server.handle('authAssumeUser', () => ({
    data: { assumeUser: { __typename: 'AssumableAccessNotFound', id: COMPANY_ID } },
  }));
  const loads = show();
  fireEvent.click(await screen.findByTestId('account-switch-to'));
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'You no longer have access to that account. The list below is now up to date.',
  );
  await until(() => screen.queryByTestId('account-switch-to') === null);
  t.same(loads, []);
});

t.test('a refusal while impersonating is explained, not shown as a code', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authAssumableAccounts', () => ({ data: { assumableAccounts: [OWN, COMPANY] } }));
  server.handle('authAssumeUser', () => ({
    status: 200,
    body: JSON.stringify({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
  }));
  show();
  fireEvent.click(await screen.findByTestId('account-switch-to'));
  t.equal((await screen.findByRole('alert')).textContent, 'You cannot do this while you are acting for someone else.');
});

t.test('returning to one’s own account loads its home', async (t) => {
  const server = await startSessionServer(t);
  const acting: CurrentUser = {
    ...PRO,
    id: COMPANY_ID,
    assumedBy: {
      id: PRO.id,
      email: PRO.email,
      firstName: 'Sam',
      lastName: 'Carter',
      type: 'SERVICE_PRO',
      companyProfile: null,
    },
  };
  server.handle('authAssumableAccounts', () => ({
    data: {
      assumableAccounts: [
        { ...OWN, isCurrent: false },
        { ...COMPANY, isCurrent: true },
      ],
    },
  }));
  server.handle('authExitAssumedUser', () => ({
    data: {
      exitAssumedUser: {
        __typename: 'AssumedUserExited',
        user: { __typename: 'Consumer', id: PRO.id, type: 'CONSUMER' },
      },
    },
  }));
  const loads = show(acting);
  fireEvent.click(await screen.findByTestId('account-switch-return'));
  await until(() => loads.length > 0);
  t.same(loads, ['/consumer/my-projects']);
});

t.test('returning when not acting for anyone is explained', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authAssumableAccounts', () => ({
    data: {
      assumableAccounts: [
        { ...OWN, isCurrent: false },
        { ...COMPANY, isCurrent: true },
      ],
    },
  }));
  server.handle('authExitAssumedUser', () => ({
    data: { exitAssumedUser: { __typename: 'NotAssumingUser', userId: PRO.id } },
  }));
  show();
  fireEvent.click(await screen.findByTestId('account-switch-return'));
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'You are already using your own account. The list below is now up to date.',
  );
});

t.test('no accounts is said honestly', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authAssumableAccounts', () => ({ data: { assumableAccounts: [] } }));
  show();
  t.ok(await screen.findByRole('heading', { name: 'There are no other accounts for you' }));
});
