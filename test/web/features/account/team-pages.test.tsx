// The professional's team (§2.7 manage-users, §6 roles) and the invite link (§2.4 accept-invite):
// the invite form checks the address first and puts the server's refusals next to it; the controls
// each person gets follow the roles the caller may manage; a refusal the upstream makes anyway is
// said in words and the list is read again; and every answer an invite link can get is shown.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { AcceptInvitePage } from '../../../../web/features/account/accept-invite-page.tsx';
import { ManageUsersPage } from '../../../../web/features/account/manage-users-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const member = (id: string, email: string, role: string, status = 'ACTIVE') => ({
  __typename: 'OrganisationMember',
  id,
  email,
  firstName: status === 'ACTIVE' ? 'Ruby' : null,
  lastName: status === 'ACTIVE' ? `Clarke ${id}` : null,
  role,
  status,
  invitedAt: '2026-11-01T09:00:00.000Z',
  acceptedAt: status === 'ACTIVE' ? '2026-11-02T09:00:00.000Z' : null,
  inviteExpiresAt: status === 'INVITED' ? '2026-12-03T09:00:00.000Z' : null,
});

const OWNER_TEAM = {
  role: 'OWNER',
  manageableRoles: ['OWNER', 'MANAGER', 'MEMBER'],
  ownMemberId: null,
  members: [
    member('m1', 'invited@example.com', 'MEMBER', 'INVITED'),
    member('m2', 'ruby@example.com', 'MANAGER'),
    member('m3', 'co.owner@example.com', 'OWNER'),
  ],
};

async function teamServer(t: Parameters<typeof startSessionServer>[0], team: unknown) {
  const server = await startSessionServer(t);
  server.handle('teamMembers', () => ({ data: { organisationTeam: team } }));
  return server;
}

const person = (email: string) => {
  const row = screen.getAllByTestId('team-person').find((element) => element.dataset.email === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};
const emailField = () => screen.getByRole('textbox', { name: 'Their email address' }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const forbidden = {
  status: 200,
  body: JSON.stringify({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
};

t.test('an owner sees everyone, with a role to change and access to end for each', async (t) => {
  await teamServer(t, OWNER_TEAM);
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-list');
  t.equal(screen.getByTestId('team-own-role').textContent, 'Your role: Owner');
  t.match(screen.getByTestId('team-list').textContent, 'Sam Carter', 'the account holder first');
  t.match(person('invited@example.com').textContent, 'Invited, can join until');
  t.ok(within(person('invited@example.com')).getByRole('button', { name: 'Cancel invite' }));
  t.ok(within(person('ruby@example.com')).getByRole('button', { name: 'Remove' }));
  const roles = within(person('co.owner@example.com')).getByTestId('team-role') as HTMLSelectElement;
  t.same(
    [...roles.options].map((option) => option.value),
    ['OWNER', 'MANAGER', 'MEMBER'],
  );
});

t.test('a manager may not touch an owner, nor grant the owner role', async (t) => {
  await teamServer(t, { ...OWNER_TEAM, role: 'MANAGER', manageableRoles: ['MANAGER', 'MEMBER'], ownMemberId: 'm2' });
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-list');
  const owner = person('co.owner@example.com');
  t.equal(within(owner).getByTestId('team-person-role').textContent, 'Owner');
  t.equal(within(owner).queryByRole('button'), null, 'no way to change or end an owner’s access');
  t.ok(within(person('ruby@example.com')).getByRole('button', { name: 'Leave this team' }), 'their own row: leave');
  const inviteRoles = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
  t.same(
    [...inviteRoles.options].map((option) => option.value),
    ['MANAGER', 'MEMBER'],
  );
});

t.test('a member sees their role and may leave; no list, no invite form', async (t) => {
  await teamServer(t, { role: 'MEMBER', manageableRoles: [], ownMemberId: 'm9', members: null });
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-own-role');
  t.equal(screen.getByTestId('team-own-role').textContent, 'Your role: Member');
  t.equal(screen.queryByTestId('team-invite'), null);
  t.equal(screen.queryAllByTestId('team-person').length, 0);
  t.ok(screen.getByTestId('team-end'));
});

t.test('the invite form: an address is checked first, with the focus on it', async (t) => {
  const server = await teamServer(t, OWNER_TEAM);
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-invite');
  fireEvent.click(screen.getByTestId('team-invite-send'));
  await until(() => document.activeElement === emailField());
  t.match(document.body.textContent, 'Enter the email address to invite.');
  type(emailField(), 'not an address');
  fireEvent.click(screen.getByTestId('team-invite-send'));
  await until(() => (document.body.textContent ?? '').includes('Enter an email address like name@example.com'));
  t.notOk(
    server.calls.some((call) => call.operationName === 'teamInvite'),
    'nothing was sent',
  );
});

t.test("the invite form: the server's refusal lands next to the address, which stays typed", async (t) => {
  const server = await teamServer(t, OWNER_TEAM);
  server.handle('teamInvite', () => ({
    data: {
      inviteAssumableUser: { __typename: 'InvalidFields', fieldErrors: [{ field: 'email', code: 'DUPLICATE' }] },
    },
  }));
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-invite');
  type(emailField(), 'ruby@example.com');
  fireEvent.click(screen.getByTestId('team-invite-send'));
  await until(() => document.activeElement === emailField());
  t.match(document.body.textContent, 'already has access or an open invite');
  t.equal(emailField().value, 'ruby@example.com');
  const sent = server.calls.find((call) => call.operationName === 'teamInvite');
  t.same(sent?.variables, { input: { email: 'ruby@example.com', role: 'MEMBER' } });
});

t.test('a full team is said in words', async (t) => {
  const server = await teamServer(t, OWNER_TEAM);
  server.handle('teamInvite', () => ({
    status: 200,
    body: JSON.stringify({ data: null, errors: [{ message: 'full', extensions: { code: 'BAD_USER_INPUT' } }] }),
  }));
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-invite');
  type(emailField(), 'new@example.com');
  fireEvent.click(screen.getByTestId('team-invite-send'));
  await screen.findByText(/A team has at most 50 people/);
  t.equal(emailField().value, 'new@example.com', 'the address is kept');
});

t.test('changing a role, and a refusal because the caller’s own role changed meanwhile', async (t) => {
  const server = await teamServer(t, OWNER_TEAM);
  let refuse = false;
  server.handle('teamChangeRole', ({ variables }) =>
    refuse
      ? forbidden
      : {
          data: {
            changeAssumableAccessRole: {
              __typename: 'AssumableAccessRoleChanged',
              member: { ...member('m2', 'ruby@example.com', 'MEMBER'), ...(variables.input as object) },
            },
          },
        },
  );
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-list');
  const row = person('ruby@example.com');
  fireEvent.change(within(row).getByTestId('team-role'), { target: { value: 'MEMBER' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Change role' }));
  await until(() => toastTitles().includes('Ruby Clarke m2 is now Member.'));
  await until(() => server.calls.filter((call) => call.operationName === 'teamMembers').length >= 2);
  t.pass('the list is read again');

  refuse = true;
  const other = person('co.owner@example.com');
  fireEvent.change(within(other).getByTestId('team-role'), { target: { value: 'MANAGER' } });
  fireEvent.click(within(other).getByRole('button', { name: 'Change role' }));
  await within(person('co.owner@example.com')).findByText(/Your role does not allow this/);
});

t.test('ending access asks first, and can be kept', async (t) => {
  const server = await teamServer(t, OWNER_TEAM);
  server.handle('teamCancelInvite', () => ({ data: { cancelInvite: { __typename: 'InviteCancelled' } } }));
  renderPage(<ManageUsersPage />, { url: '/service-pro/manage-users', user: PRO });
  await screen.findByTestId('team-list');
  const row = person('invited@example.com');
  fireEvent.click(within(row).getByTestId('team-end'));
  t.match(row.textContent, 'Cancel the invite to invited@example.com? Their link stops working.');
  fireEvent.click(within(row).getByRole('button', { name: 'Keep' }));
  t.equal(within(row).queryByTestId('team-end-confirm'), null);
  fireEvent.click(within(row).getByTestId('team-end'));
  fireEvent.click(within(row).getByTestId('team-end-confirm'));
  await until(() => toastTitles().includes('The invite to invited@example.com is cancelled.'));
  t.same(server.calls.find((call) => call.operationName === 'teamCancelInvite')?.variables, {
    input: { memberId: 'm1' },
  });
});

// The invite link.
const PREVIEW = {
  __typename: 'InvitePreview',
  email: 'ruby@example.com',
  role: 'MEMBER',
  companyName: 'Carter Building',
  expiresAt: '2026-12-03T09:00:00.000Z',
  hasAccount: false,
};

async function inviteServer(t: Parameters<typeof startSessionServer>[0], invite: unknown) {
  const server = await startSessionServer(t);
  server.handle('teamInvitePreview', () => ({ data: { invite } }));
  return server;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

t.test('an invite for a new person: the form checks first, then joins and opens the company’s account', async (t) => {
  const server = await inviteServer(t, PREVIEW);
  server.handle('teamAcceptInvite', () => ({
    data: { acceptInvite: { __typename: 'InviteAccepted', account: { __typename: 'ServicePro', id: 'pro-1' } } },
  }));
  server.handle('teamStartActing', () => ({ data: { assumeUser: { __typename: 'UserAssumed' } } }));
  const loaded: string[] = [];
  renderPage(<AcceptInvitePage token="tok" loadPage={(href) => loaded.push(href)} />, {
    url: '/account/accept-invite/tok',
  });
  await screen.findByText('Join Carter Building');
  t.match(document.body.textContent, 'Carter Building invites ruby@example.com to work on its account as Member.');
  fireEvent.click(screen.getByTestId('invite-join'));
  await until(() => document.activeElement === textbox('First name'));
  t.match(document.body.textContent, 'Enter your first name.');
  t.notOk(server.calls.some((call) => call.operationName === 'teamAcceptInvite'));
  type(textbox('First name'), 'Ruby');
  type(textbox('Last name'), 'Clarke');
  type(screen.getByLabelText('Password'), 'a long enough password');
  fireEvent.click(screen.getByTestId('invite-join'));
  await until(() => loaded.length > 0);
  t.same(loaded, ['/service-pro/new-service-requests'], 'the company’s account, loaded afresh');
  t.same(server.calls.find((call) => call.operationName === 'teamStartActing')?.variables, {
    input: { userId: 'pro-1' },
  });
});

t.test("an invite for a new person: the server's refusal lands next to its field, the rest kept", async (t) => {
  const server = await inviteServer(t, PREVIEW);
  server.handle('teamAcceptInvite', () => ({
    data: {
      acceptInvite: { __typename: 'InvalidFields', fieldErrors: [{ field: 'password', code: 'WEAK_PASSWORD' }] },
    },
  }));
  renderPage(<AcceptInvitePage token="tok" loadPage={() => {}} />, { url: '/account/accept-invite/tok' });
  await screen.findByText('Join Carter Building');
  type(textbox('First name'), 'Ruby');
  type(textbox('Last name'), 'Clarke');
  type(screen.getByLabelText('Password'), 'password1');
  fireEvent.click(screen.getByTestId('invite-join'));
  await until(() => document.activeElement === screen.getByLabelText('Password'));
  t.equal(screen.getByLabelText('Password').getAttribute('aria-invalid'), 'true');
  t.equal(textbox('First name').value, 'Ruby');
});

t.test('an invite for an existing account: a visitor signs in and comes back', async (t) => {
  await inviteServer(t, { ...PREVIEW, hasAccount: true });
  renderPage(<AcceptInvitePage token="tok" />, { url: '/account/accept-invite/tok' });
  const signIn = await screen.findByTestId('invite-sign-in');
  t.match(signIn.getAttribute('href'), 'redirect-to=%2Faccount%2Faccept-invite%2Ftok');
});

t.test('signed in with another address: told which address the invite is for', async (t) => {
  const server = await inviteServer(t, PREVIEW);
  server.handle('teamAcceptInvite', () => ({
    data: { acceptInvite: { __typename: 'InviteEmailMismatch', email: 'ruby@example.com' } },
  }));
  renderPage(<AcceptInvitePage token="tok" loadPage={() => {}} />, { url: '/account/accept-invite/tok', user: PRO });
  fireEvent.click(await screen.findByTestId('invite-accept'));
  await screen.findByText(/You are signed in as sam@example.com, but this invite is for ruby@example.com/);
  t.ok(screen.getByTestId('invite-sign-out'));
});

t.test('an expired link and a used one each say so', async (t) => {
  await inviteServer(t, { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' });
  const first = renderPage(<AcceptInvitePage token="old" />, { url: '/account/accept-invite/old' });
  await screen.findByText(/This invite has expired/);
  first.unmount();
});

t.test('a used link says so', async (t) => {
  await inviteServer(t, { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' });
  renderPage(<AcceptInvitePage token="used" />, { url: '/account/accept-invite/used' });
  await screen.findByText(/used already/);
  t.ok(screen.getByRole('heading', { name: 'This invite cannot be used' }));
});
