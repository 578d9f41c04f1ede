// The home owner's account pages (issue 18): each form checks its fields first and says what is
// wrong next to the field, with the focus on the first; the server's refusals land next to their
// fields too; a change that needs the second layer asks for it in a dialog and then completes,
// nothing typed lost; and each of the four refusals to delete an account says why in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ChangePasswordPage } from '../../../../web/features/account/change-password-page.tsx';
import { ContactDetailsPage } from '../../../../web/features/account/contact-details-page.tsx';
import { DeleteAccount } from '../../../../web/features/account/delete-account.tsx';
import { NotificationSettingsPage } from '../../../../web/features/account/notification-settings-page.tsx';
import { ProfilePage } from '../../../../web/features/account/profile-page.tsx';
import { CONSUMER, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const ME = {
  __typename: 'Consumer',
  id: CONSUMER.id,
  email: 'ann@example.com',
  type: 'CONSUMER',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+447700900123',
  createdAt: '2024-03-01T09:00:00.000Z',
  notificationSettings: [
    { topic: 'PROPOSALS', channel: 'EMAIL', enabled: true },
    { topic: 'PROPOSALS', channel: 'SMS', enabled: false },
    { topic: 'MESSAGES', channel: 'EMAIL', enabled: true },
    { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: false },
  ],
  consents: [
    { purpose: 'ELECTRONIC_MARKETING', granted: false, updatedAt: null },
    { purpose: 'RESEARCH', granted: true, updatedAt: '2025-01-01T00:00:00.000Z' },
    { purpose: 'TELEMARKETING', granted: false, updatedAt: null },
  ],
};
const SETTINGS = { data: { me: ME } };
const NEEDS_CONFIRMATION = {
  __typename: 'SecondLayerAuthenticationRequired',
  secondLayerAuthenticationExpirationTime: null,
};

async function serverWithSettings(t: Parameters<typeof startSessionServer>[0]) {
  const server = await startSessionServer(t);
  server.handle('accountSettings', () => SETTINGS);
  return server;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

t.test('the overview shows the account at a glance and the way to each setting', async (t) => {
  await serverWithSettings(t);
  renderPage(<ProfilePage />, { url: '/consumer/profile', user: CONSUMER });
  t.equal((await screen.findByTestId('account-name')).textContent, 'Ann Lee');
  t.equal(screen.getByTestId('account-email').textContent, 'ann@example.com');
  t.equal(screen.getByTestId('account-phone').textContent, '+447700900123');
  t.match(document.body.textContent, 'March 2024', 'member since, month and year');
  const links = within(screen.getByRole('region', { name: 'Account settings' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  t.same(links, ['/consumer/my-contact-details', '/consumer/change-my-password', '/consumer/notification-settings']);
});

t.test('contact details: empty names are refused on the page, with the focus on the first', async (t) => {
  const server = await serverWithSettings(t);
  renderPage(<ContactDetailsPage />, { url: '/consumer/my-contact-details', user: CONSUMER });
  await screen.findByDisplayValue('Ann');
  type(field('First name'), ' ');
  type(field('Last name'), '');
  type(field('Phone number'), 'call me');
  fireEvent.click(screen.getByTestId('contact-save'));
  await until(() => document.activeElement === field('First name'));
  t.match(document.body.textContent, 'Enter your first name.');
  t.match(document.body.textContent, 'Enter your last name.');
  t.match(document.body.textContent, 'Enter a phone number we can call');
  t.equal(field('Phone number').getAttribute('aria-invalid'), 'true');
  t.notOk(
    server.calls.some((call) => call.operationName === 'accountUpdateContactDetails'),
    'nothing was sent',
  );
});

t.test("contact details: the server's phone check lands next to the phone, the rest is kept", async (t) => {
  const server = await serverWithSettings(t);
  server.handle('accountUpdateContactDetails', () => ({
    data: { updateContactDetails: { __typename: 'InvalidPhoneNumber', phone: '0123' } },
  }));
  renderPage(<ContactDetailsPage />, { url: '/consumer/my-contact-details', user: CONSUMER });
  await screen.findByDisplayValue('Ann');
  type(field('First name'), 'Annie');
  type(field('Phone number'), '0123');
  fireEvent.click(screen.getByTestId('contact-save'));
  await until(() => document.activeElement === field('Phone number'));
  t.match(document.body.textContent, 'Enter a phone number we can call');
  t.equal(field('First name').value, 'Annie', 'what was typed stays');
  const sent = server.calls.find((call) => call.operationName === 'accountUpdateContactDetails');
  t.same(sent?.variables, { input: { firstName: 'Annie', lastName: 'Lee', phone: '0123' } });
});

t.test('a new email address: the second layer is asked for, then the change is made', async (t) => {
  const server = await serverWithSettings(t);
  let changes = 0;
  server.handle('accountChangeEmail', () => {
    changes += 1;
    return {
      data: {
        changeEmail:
          changes === 1
            ? NEEDS_CONFIRMATION
            : { __typename: 'EmailChanged', user: { __typename: 'Consumer', id: ME.id, email: 'ann@new.example' } },
      },
    };
  });
  server.handle('secondLayerConfirmPassword', (call) => ({
    data: {
      confirmPassword:
        (call.variables?.input as { password?: string })?.password === 'right-one'
          ? { __typename: 'SecondLayerConfirmed', secondLayerAuthenticationExpirationTime: '2030-01-01T00:00:00Z' }
          : { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' },
    },
  }));
  renderPage(<ContactDetailsPage />, { url: '/consumer/my-contact-details', user: CONSUMER });
  await screen.findByDisplayValue('Ann');
  type(screen.getByRole('textbox', { name: 'New email address' }), 'ann@new.example');
  fireEvent.click(screen.getByTestId('email-save'));
  const dialog = await screen.findByTestId('second-layer-dialog');
  await until(() => dialog.hasAttribute('open'));
  const password = within(dialog).getByLabelText('Password');
  type(password, 'wrong-one');
  fireEvent.click(within(dialog).getByTestId('second-layer-confirm'));
  await until(() => (dialog.textContent ?? '').includes('That password is not right.'));
  t.equal(changes, 1, 'a wrong password changes nothing');
  type(password, 'right-one');
  fireEvent.click(within(dialog).getByTestId('second-layer-confirm'));
  await until(() => changes === 2);
  await until(() => !dialog.hasAttribute('open'));
  const calls = server.calls.filter((call) => call.operationName === 'accountChangeEmail');
  t.same(calls[1]?.variables, { input: { email: 'ann@new.example' } }, 'the address typed before the dialog');
});

t.test('closing the dialog makes no change and keeps what was typed', async (t) => {
  const server = await serverWithSettings(t);
  server.handle('accountChangePassword', () => ({ data: { changePassword: NEEDS_CONFIRMATION } }));
  renderPage(<ChangePasswordPage />, { url: '/consumer/change-my-password', user: CONSUMER });
  const newPassword = screen.getByLabelText('New password') as HTMLInputElement;
  type(newPassword, 'long enough words');
  type(screen.getByLabelText('New password again') as HTMLInputElement, 'long enough words');
  fireEvent.click(screen.getByTestId('password-save'));
  const dialog = await screen.findByTestId('second-layer-dialog');
  await until(() => dialog.hasAttribute('open'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await until(() => !dialog.hasAttribute('open'));
  t.equal(newPassword.value, 'long enough words', 'the new password is still typed in');
  t.equal(server.calls.filter((call) => call.operationName === 'accountChangePassword').length, 1);
});

t.test('a new password: too short, and typed differently twice, are said before anything is sent', async (t) => {
  const server = await serverWithSettings(t);
  renderPage(<ChangePasswordPage />, { url: '/consumer/change-my-password', user: CONSUMER });
  const newPassword = screen.getByLabelText('New password');
  type(newPassword, 'short');
  fireEvent.click(screen.getByTestId('password-save'));
  await until(() => document.activeElement === newPassword);
  t.match(document.body.textContent, 'Choose a password of 8 to 128 characters');
  t.match(document.body.textContent, 'Enter the new password again.');
  type(newPassword, 'long enough words');
  type(screen.getByLabelText('New password again'), 'long enough word');
  fireEvent.click(screen.getByTestId('password-save'));
  await until(() => (document.body.textContent ?? '').includes('The two passwords are not the same.'));
  t.equal(server.calls.filter((call) => call.operationName === 'accountChangePassword').length, 0);
});

t.test('notification choices and consents are saved together, each box as ticked', async (t) => {
  const server = await serverWithSettings(t);
  server.handle('accountUpdateNotificationSettings', (call) => ({
    data: {
      updateNotificationSettings: {
        __typename: 'NotificationSettingsUpdated',
        settings: (call.variables?.input as { settings: unknown[] } | undefined)?.settings,
      },
    },
  }));
  server.handle('accountUpdateConsents', (call) => ({
    data: {
      updateConsents: {
        __typename: 'ConsentsUpdated',
        consents: (call.variables?.input as { consents: unknown[] } | undefined)?.consents,
      },
    },
  }));
  renderPage(<NotificationSettingsPage />, { url: '/consumer/notification-settings', user: CONSUMER });
  const proposals = await screen.findByTestId('topic-PROPOSALS');
  t.equal(screen.getByRole('group', { name: 'Responses to your jobs' }), proposals, 'each topic a named group');
  fireEvent.click(within(proposals).getByLabelText('Text message'));
  fireEvent.click(screen.getByLabelText('Offers by phone'));
  fireEvent.click(screen.getByTestId('notifications-save'));
  await until(() => server.calls.some((call) => call.operationName === 'accountUpdateConsents'));
  const settings = server.calls.find((call) => call.operationName === 'accountUpdateNotificationSettings');
  t.same((settings?.variables?.input as { settings: unknown[] } | undefined)?.settings, [
    { topic: 'PROPOSALS', channel: 'EMAIL', enabled: true },
    { topic: 'PROPOSALS', channel: 'SMS', enabled: true },
    { topic: 'MESSAGES', channel: 'EMAIL', enabled: true },
    { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: false },
  ]);
  const consents = server.calls.find((call) => call.operationName === 'accountUpdateConsents');
  t.same((consents?.variables?.input as { consents: unknown[] } | undefined)?.consents, [
    { purpose: 'ELECTRONIC_MARKETING', granted: false },
    { purpose: 'RESEARCH', granted: true },
    { purpose: 'TELEMARKETING', granted: true },
  ]);
});

const REFUSALS: [string, Record<string, unknown>, string][] = [
  ['a blocked account', { __typename: 'AnonymiseUserBlacklisted', userId: ME.id }, 'This account is blocked'],
  [
    'a subscription still running',
    { __typename: 'AnonymiseUserOngoingSubscription', userId: ME.id, endsAt: '2027-03-31T12:00:00.000Z' },
    'Your subscription runs until 31 March 2027',
  ],
  [
    'a balance that is not zero',
    { __typename: 'AnonymiseUserOpenBalance', userId: ME.id, amountMinor: 1250, currency: 'GBP' },
    'Your account balance is £12.50, not zero',
  ],
  [
    'two unpaid invoices',
    { __typename: 'AnonymiseUserUnpaidInvoice', userId: ME.id, invoiceCount: 2 },
    '2 invoices are still to be paid. Pay them first',
  ],
];

for (const [what, answer, said] of REFUSALS) {
  t.test(`deleting the account is refused for ${what}, in words`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('accountDelete', () => ({ data: { deleteAccount: answer } }));
    renderPage(<DeleteAccount />, { url: '/consumer/profile', user: CONSUMER });
    fireEvent.click(screen.getByTestId('delete-start'));
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await until(() => (document.body.textContent ?? '').includes(said));
    t.pass(said);
    t.ok(screen.getByTestId('delete-confirm'), 'the account is still there to keep');
  });
}

t.test('deleting the account: the reason is sent, and the person is told it is done', async (t) => {
  const server = await startSessionServer(t);
  server.handle('accountDelete', () => ({ data: { deleteAccount: { __typename: 'UserAnonymised', userId: ME.id } } }));
  const loads: string[] = [];
  renderPage(<DeleteAccount loadPage={(href) => loads.push(href)} />, { url: '/consumer/profile', user: CONSUMER });
  fireEvent.click(screen.getByTestId('delete-start'));
  type(screen.getByRole('textbox', { name: 'Why are you leaving? (optional)' }), '  Moved abroad  ');
  fireEvent.click(screen.getByTestId('delete-confirm'));
  await screen.findByTestId('account-deleted');
  t.same(server.calls.find((call) => call.operationName === 'accountDelete')?.variables, {
    input: { reason: 'Moved abroad' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
  t.same(loads, ['/'], 'a fresh page load: the session is gone');
});
