// One account for staff (§2.9, §6, decision 078): its details, counts, open sessions and audit trail
// (paged by `after` in the address); the actions its kind and state allow, each confirmed first;
// every answer of the upstream said in words; the page read again after each; a disable or ban
// undone from its toast; the second layer asked for a destructive one when the sign-in is not
// recent; impersonating loads the person's home as a whole page.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { actionsFor } from '../../../../web/features/admin/user-action-sheets.tsx';
import { UserPage } from '../../../../web/features/admin/user-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { type SessionServer, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};

const ID = '6a18d899-f10a-49f1-a6a5-f33e1e43d7dd';

const account = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
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
  counts: { jobs: 0, proposals: 17, reviewsWritten: 1, reviewsReceived: 9, invoices: 4 },
  sessions: [
    {
      id: 's1',
      createdAt: '2026-11-28T08:00:00.000Z',
      expiresAt: '2026-12-28T08:00:00.000Z',
      mode: 'IMPERSONATED',
      actor: {
        __typename: 'StaffUser',
        id: ADMIN.id,
        email: ADMIN.email,
        type: 'ADMIN',
        firstName: 'Robin',
        lastName: 'Staff',
      },
    },
  ],
  ...overrides,
});

const AUDIT = {
  auditLog: {
    edges: [
      {
        cursor: 'c-1',
        node: {
          id: 'a1',
          at: '2026-11-28T08:00:00.000Z',
          mode: 'SELF',
          operations: ['disableUser'],
          reason: 'Spam calls',
          actor: {
            __typename: 'StaffUser',
            id: ADMIN.id,
            email: ADMIN.email,
            type: 'ADMIN',
            firstName: 'Robin',
            lastName: 'Staff',
          },
        },
      },
    ],
    pageInfo: { hasNextPage: true, endCursor: 'c-1' },
  },
};

// The page of an account, served by a test server that counts how often the account is read.
async function openAccount(
  t: { teardown(fn: () => unknown): void },
  overrides: Record<string, unknown> = {},
  url = `/admin/users/${ID}`,
) {
  const s = await startSessionServer(t);
  const reads = { account: 0 };
  let current = account(overrides);
  s.handle('adminUser', () => {
    reads.account += 1;
    return { data: { staffAccount: current } };
  });
  s.handle('adminUserAudit', () => ({ data: AUDIT }));
  const loads: string[] = [];
  const search = new URL(url, 'http://uk.localhost').searchParams;
  renderPage(<UserPage params={{ id: ID }} search={search} loadPage={(href) => loads.push(href)} />, {
    url,
    user: ADMIN,
  });
  await screen.findByTestId('admin-user-details');
  return {
    s,
    reads,
    loads,
    change: (next: Record<string, unknown>) => {
      current = account({ ...overrides, ...next });
    },
  };
}

const callsOf = (s: SessionServer, name: string) => s.calls.filter((call) => call.operationName === name);

// Opens the action's sheet, types the reason when given, and confirms.
async function act(kind: string, reason?: string) {
  fireEvent.click(screen.getByTestId(`admin-user-${kind}`));
  const sheet = await screen.findByTestId('admin-user-confirm');
  if (reason !== undefined) fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: reason } });
  fireEvent.click(within(sheet).getByTestId('admin-user-confirm-confirm'));
  return sheet;
}

// Toasts already looked at (or raised by an earlier test) do not count again.
const seen = new Set<string>();
const said = async (words: string) => {
  const fresh = () => toastStore.getSnapshot().toasts.find((toast) => !seen.has(toast.id) && toast.title === words);
  await until(() => fresh() !== undefined);
  seen.add(fresh()?.id ?? '');
};

t.beforeEach(() => {
  for (const toast of toastStore.getSnapshot().toasts) seen.add(toast.id);
});

t.test('the account: details, counts, sessions and its audit trail by pages', async (t) => {
  const { s } = await openAccount(
    t,
    { status: 'DISABLED', bannedAt: '2026-11-01T09:30:00.000Z', banReason: 'Fake reviews' },
    `/admin/users/${ID}?after=c-0`,
  );
  t.ok(screen.getByRole('heading', { level: 1, name: 'Sam Smith' }));
  const details = screen.getByTestId('admin-user-details').textContent ?? '';
  for (const words of [
    'sam.smith@example.org',
    'Professional',
    'Hearth',
    '+447700900123',
    'Smith Roofing',
    'Banned',
    '4 March 2026',
    'Banned on1 November 2026',
    'Why it was bannedFake reviews',
    'Proposals sent17',
    'Reviews received9',
    'Invoices4',
  ]) {
    t.match(details, words);
  }
  t.match(screen.getByTestId('admin-user-sessions').textContent, 'Staff impersonatingRobin Staff');
  const audit = await screen.findByTestId('admin-user-audit');
  t.match(audit.textContent, 'Robin StaffAs themselvesdisableUserSpam calls');
  t.equal(screen.getByRole('link', { name: /Older/ }).getAttribute('href'), `/admin/users/${ID}?after=c-1`);
  t.equal(screen.getByRole('link', { name: /Back to the newest/ }).getAttribute('href'), `/admin/users/${ID}`);
  t.same(callsOf(s, 'adminUserAudit')[0]?.variables, { subjectId: ID, first: 20, after: 'c-0' });
});

t.test('a place in the trail the upstream refuses: said, with the way back to the newest', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUser', () => ({ data: { staffAccount: account() } }));
  s.handle('adminUserAudit', () => ({
    status: 200,
    body: JSON.stringify({
      errors: [{ message: 'after is not a cursor of this list', extensions: { code: 'BAD_USER_INPUT' } }],
    }),
  }));
  renderPage(<UserPage params={{ id: ID }} search={new URLSearchParams('after=garbage')} />, {
    url: `/admin/users/${ID}?after=garbage`,
    user: ADMIN,
  });
  await screen.findByText('This page of the trail could not be read.');
  t.equal(screen.getByRole('link', { name: 'Back to the newest' }).getAttribute('href'), `/admin/users/${ID}`);
});

t.test('the actions follow the account’s kind and state', async (t) => {
  const base = account() as Parameters<typeof actionsFor>[0];
  t.same(actionsFor(base, ADMIN.id), ['impersonate', 'endSessions', 'disable', 'ban', 'anonymise']);
  t.same(actionsFor({ ...base, status: 'PENDING' }, ADMIN.id), [
    'impersonate',
    'resendActivation',
    'endSessions',
    'disable',
    'ban',
    'anonymise',
  ]);
  t.same(actionsFor({ ...base, status: 'DISABLED', bannedAt: '2026-11-01T09:30:00.000Z' }, ADMIN.id), [
    'endSessions',
    'enable',
    'anonymise',
  ]);
  t.same(actionsFor({ ...base, status: 'ANONYMISED' }, ADMIN.id), []);
  t.same(actionsFor({ ...base, type: 'ADMIN' }, ADMIN.id), ['endSessions'], 'staff are not acted on here');
  t.same(actionsFor({ ...base, id: ADMIN.id, type: 'SYSTEM' }, ADMIN.id), ['endSessions'], 'nor oneself');
});

t.test('an id with no account says so', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminUser', () => ({ data: { staffAccount: null } }));
  s.handle('adminUserAudit', () => ({
    data: { auditLog: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
  }));
  renderPage(<UserPage params={{ id: 'nope' }} search={new URLSearchParams()} />, {
    url: '/admin/users/nope',
    user: ADMIN,
  });
  await screen.findByRole('heading', { name: 'There is no account with this id' });
  t.notOk(screen.queryByTestId('admin-user-impersonate'));
});

t.test('impersonating: the person’s home loads as a whole page; refusals in words', async (t) => {
  const { s, loads } = await openAccount(t);
  let answer: unknown = { __typename: 'InvalidFields', fieldErrors: [{ field: 'userId', code: 'INVALID' }] };
  s.handle('adminImpersonateUser', () => ({ data: { impersonateUser: answer } }));
  await act('impersonate');
  await said('Only a home owner’s or a professional’s account that is not disabled can be impersonated.');
  t.same(callsOf(s, 'adminImpersonateUser')[0]?.variables, { input: { userId: ID } });
  answer = { __typename: 'InvalidFields', fieldErrors: [{ field: 'userId', code: 'NOT_FOUND' }] };
  await act('impersonate');
  await said('This account does not exist any more.');
  answer = { __typename: 'UserImpersonated', user: { __typename: 'ServicePro', id: ID, type: 'SERVICE_PRO' } };
  await act('impersonate');
  await until(() => loads.length === 1);
  t.same(loads, ['/service-pro/new-service-requests']);
  await said('You are acting as Sam Smith.');
});

t.test('a home owner is impersonated into their projects', async (t) => {
  const { s, loads } = await openAccount(t, { type: 'CONSUMER', companyName: null });
  s.handle('adminImpersonateUser', () => ({
    data: {
      impersonateUser: { __typename: 'UserImpersonated', user: { __typename: 'Consumer', id: ID, type: 'CONSUMER' } },
    },
  }));
  await act('impersonate');
  await until(() => loads.length === 1);
  t.same(loads, ['/consumer/my-projects']);
});

t.test('disabling: said, the page read again, undone from the toast; the account gone', async (t) => {
  const { s, reads, change } = await openAccount(t);
  let answer: unknown = { __typename: 'UserDisabled', user: { id: ID } };
  s.handle('adminDisableUser', () => ({ data: { disableUser: answer } }));
  s.handle('adminEnableUser', () => ({ data: { enableUser: { __typename: 'UserEnabled', user: { id: ID } } } }));
  const before = reads.account;
  change({ status: 'DISABLED' });
  await act('disable', 'Spam calls');
  await said('Sam Smith’s account is disabled and its sessions have ended.');
  t.same(callsOf(s, 'adminDisableUser')[0]?.variables, { input: { userId: ID, reason: 'Spam calls' } });
  await until(() => reads.account > before);
  await screen.findByTestId('admin-user-enable');
  t.notOk(screen.queryByTestId('admin-user-disable'), 'the page shows the account as it is now');

  const undo = toastStore.getSnapshot().toasts.findLast((toast) => toast.action)?.action;
  t.equal(undo?.label, 'Undo');
  change({ status: 'ACTIVE' });
  undo?.onClick();
  await said('Sam Smith can sign in again.');
  t.same(callsOf(s, 'adminEnableUser')[0]?.variables, { input: { userId: ID, reason: null } });
  await screen.findByTestId('admin-user-disable');

  answer = { __typename: 'UserNotFound', userId: ID };
  await act('disable');
  await said('This account does not exist any more.');
});

t.test('a destructive action asks the staff member to confirm it is them, then runs again', async (t) => {
  const { s } = await openAccount(t);
  let disables = 0;
  s.handle('adminDisableUser', () => {
    disables += 1;
    return {
      data: {
        disableUser:
          disables === 1
            ? { __typename: 'SecondLayerAuthenticationRequired', secondLayerAuthenticationExpirationTime: null }
            : { __typename: 'UserDisabled', user: { id: ID } },
      },
    };
  });
  s.handle('secondLayerConfirmPassword', () => ({
    data: {
      confirmPassword: {
        __typename: 'SecondLayerConfirmed',
        secondLayerAuthenticationExpirationTime: '2030-01-01T00:00:00Z',
      },
    },
  }));
  await act('disable');
  const dialog = await screen.findByTestId('second-layer-dialog');
  await until(() => dialog.hasAttribute('open'));
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'hearth-demo' } });
  fireEvent.click(within(dialog).getByTestId('second-layer-confirm'));
  await said('Sam Smith’s account is disabled and its sessions have ended.');
  t.equal(disables, 2, 'sent again once confirmed');

  // Closing the dialog changes nothing, and says so.
  s.handle('adminBanUser', () => ({
    data: {
      banUser: { __typename: 'SecondLayerAuthenticationRequired', secondLayerAuthenticationExpirationTime: null },
    },
  }));
  await act('ban', 'Fake reviews');
  await until(() => dialog.hasAttribute('open'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await said('Nothing was changed: this needs you to confirm it’s you first.');
  t.equal(callsOf(s, 'adminBanUser').length, 1);
});

t.test('banning: a reason required, the take-down said, undone; refusals in words', async (t) => {
  const { s, reads } = await openAccount(t);
  let answer: unknown = { __typename: 'UserBanned', contentHidden: 3, user: { id: ID } };
  s.handle('adminBanUser', () => ({ data: { banUser: answer } }));
  s.handle('adminEnableUser', () => ({ data: { enableUser: { __typename: 'UserEnabled', user: { id: ID } } } }));
  const sheet = await act('ban');
  t.match(sheet.textContent, 'reviews, questions and answers — is taken down');
  t.match(sheet.textContent, 'Sam Smith is told by email');
  await within(sheet).findByText('Say why, in a few words.');
  t.equal(callsOf(s, 'adminBanUser').length, 0, 'nothing sent without a reason');
  fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: 'Fake reviews' } });
  fireEvent.click(within(sheet).getByTestId('admin-user-confirm-confirm'));
  await said('Sam Smith is banned and told by email. 3 public reviews, questions and answers were taken down.');
  t.same(callsOf(s, 'adminBanUser')[0]?.variables, { input: { userId: ID, reason: 'Fake reviews' } });
  const before = reads.account;
  toastStore
    .getSnapshot()
    .toasts.findLast((toast) => toast.action)
    ?.action?.onClick();
  await said('The ban is lifted: Sam Smith can sign in again. What was taken down stays down.');
  await until(() => reads.account > before);

  answer = { __typename: 'InvalidFields', fieldErrors: [{ field: 'reason', code: 'REQUIRED' }] };
  await act('ban', 'x');
  await said('Give a reason, in a few words.');
  answer = { __typename: 'UserNotFound', userId: ID };
  await act('ban', 'x');
  await said('This account does not exist any more.');
});

t.test('lifting a ban, and an account gone meanwhile', async (t) => {
  const { s } = await openAccount(t, { status: 'DISABLED', bannedAt: '2026-11-01T09:30:00.000Z', banReason: 'Fake' });
  let answer: unknown = { __typename: 'UserEnabled', user: { id: ID } };
  s.handle('adminEnableUser', () => ({ data: { enableUser: answer } }));
  t.equal(screen.getByTestId('admin-user-enable').textContent, 'Lift the ban');
  const sheet = await act('enable', 'Appeal upheld');
  t.match(sheet.textContent, 'What was taken down for the ban stays down');
  await said('The ban is lifted: Sam Smith can sign in again. What was taken down stays down.');
  t.same(callsOf(s, 'adminEnableUser')[0]?.variables, { input: { userId: ID, reason: 'Appeal upheld' } });
  answer = { __typename: 'UserNotFound', userId: ID };
  await act('enable');
  await said('This account does not exist any more.');
});

t.test('ending every session', async (t) => {
  const { s } = await openAccount(t);
  let answer: unknown = { __typename: 'UserSessionsEnded', sessionsEnded: 2 };
  s.handle('adminEndUserSessions', () => ({ data: { endUserSessions: answer } }));
  await act('endSessions');
  await said('2 sessions ended.');
  answer = { __typename: 'UserSessionsEnded', sessionsEnded: 0 };
  await act('endSessions');
  await said('No session was open.');
  answer = { __typename: 'UserNotFound', userId: ID };
  await act('endSessions');
  await said('This account does not exist any more.');
});

t.test('a new activation link, only for an account waiting for one; each answer in words', async (t) => {
  const { s } = await openAccount(t, { status: 'PENDING' });
  let answer: unknown = { __typename: 'ActivationResent', user: { id: ID } };
  s.handle('adminResendActivation', () => ({ data: { resendActivation: answer } }));
  await act('resendActivation');
  await said('A new activation link is on its way to sam.smith@example.org.');
  answer = { __typename: 'ActivationNotNeeded', user: { id: ID } };
  await act('resendActivation');
  await said('This account’s address is proven already: there is nothing to activate.');
  answer = { __typename: 'UsageLimitReached', retryAfterSeconds: 110 };
  await act('resendActivation');
  await said('Too many links went to this account lately. Try again in 2 minutes.');
  answer = { __typename: 'UserNotFound', userId: ID };
  await act('resendActivation');
  await said('This account does not exist any more.');
});

t.test('an active account offers no activation link', async (t) => {
  await openAccount(t);
  t.notOk(screen.queryByTestId('admin-user-resendActivation'));
});

t.test('anonymising: done, or each reason it is kept', async (t) => {
  const { s } = await openAccount(t);
  let answer: unknown = { __typename: 'AnonymiseUserUnpaidInvoice', invoiceCount: 2 };
  s.handle('adminAnonymiseUser', () => ({ data: { anonymiseUser: answer } }));
  await act('anonymise');
  await said('2 invoices are still to be paid: the account is kept until then.');
  answer = { __typename: 'AnonymiseUserOpenBalance', amountMinor: 1250, currency: 'GBP' };
  await act('anonymise');
  await said('Its balance is £12.50, not zero: it must be settled first.');
  answer = { __typename: 'AnonymiseUserOngoingSubscription', endsAt: '2027-01-31T00:00:00.000Z' };
  await act('anonymise');
  await said('Its subscription runs until 31 January 2027; the account can be anonymised once it has ended.');
  answer = { __typename: 'AnonymiseUserBlacklisted', userId: ID };
  await act('anonymise');
  await said('This account is blocked, so it is kept: anonymising it would lift the block.');
  answer = { __typename: 'UserAnonymised', userId: ID };
  await act('anonymise');
  await said('The account is anonymised.');
});

t.test('a failed call: said, the sheet kept open with what was typed, and sent again', async (t) => {
  const { s } = await openAccount(t);
  let failing = true;
  s.handle('adminBanUser', () =>
    failing
      ? { status: 500, body: '' }
      : { data: { banUser: { __typename: 'UserBanned', contentHidden: 0, user: { id: ID } } } },
  );
  const sheet = await act('ban', 'Fake reviews');
  await said('Internal server error');
  t.ok(sheet.hasAttribute('open'), 'the sheet stays');
  t.equal((within(sheet).getByRole('textbox') as HTMLTextAreaElement).value, 'Fake reviews');
  failing = false;
  fireEvent.click(within(sheet).getByTestId('admin-user-confirm-confirm'));
  await said('Sam Smith is banned and told by email. Nothing public was taken down.');
  await until(() => !sheet.hasAttribute('open'));
});
