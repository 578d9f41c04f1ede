// /{reset-password-otp}: asking for a code, then the code and a new password set it and sign the
// person in; every way it can fail says so in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { ResetPasswordOtpPage } from '../../../../web/features/auth/reset-password-otp-page.tsx';
import { CONSUMER, loginSuccess, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, withDocumentFormData } from '../../render.tsx';

withDocumentFormData(t);

const resetAnswer = (result: unknown) => ({ data: { resetPasswordWithCode: result } });

function showCodeStep(email = 'ann@example.com') {
  const path = `/reset-password-otp?email=${encodeURIComponent(email)}`;
  return renderPage(<ResetPasswordOtpPage search={new URL(path, 'http://x').searchParams} />, { url: path });
}

function submitCode(code = '123456', newPassword = 'a fresh long secret') {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.click(screen.getByTestId('reset-otp-submit'));
}

t.test('asking for a code needs an email address, then moves focus to the code step', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authRequestPasswordReset', () => ({
    data: { requestPasswordReset: { __typename: 'CodeRequested', expiresInSeconds: 3600 } },
  }));
  renderPage(<ResetPasswordOtpPage search={new URLSearchParams()} />, { url: '/reset-password-otp' });
  fireEvent.click(screen.getByTestId('reset-otp-request'));
  t.equal((await screen.findByRole('alert')).textContent, 'Enter your email address.');
  t.equal(server.calls.length, 0, 'nothing is sent without an address');
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByTestId('reset-otp-request'));
  const heading = await screen.findByRole('heading', { name: 'Enter the code and your new password' });
  await until(() => document.activeElement === heading);
  t.pass('focus is on the new step');
  t.match(document.body.textContent, 'It works for 60 minutes.');
  t.same(server.calls[0]?.variables, { input: { email: 'ann@example.com' } });
});

t.test('too many requests for a code say how long to wait', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authRequestPasswordReset', () => ({
    data: { requestPasswordReset: { __typename: 'UsageLimitReached', retryAfterSeconds: 90 } },
  }));
  renderPage(<ResetPasswordOtpPage search={new URLSearchParams()} />, { url: '/reset-password-otp' });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByTestId('reset-otp-request'));
  t.equal((await screen.findByRole('alert')).textContent, 'Too many attempts. Try again in 2 minutes.');
});

const FAILURES: [string, unknown, string][] = [
  [
    'an invalid code',
    { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' },
    'This code or link is not valid, or it has been used already. Check it, or ask for a new one.',
  ],
  [
    'an expired code',
    { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' },
    'This code or link has expired. Ask for a new one and use it within the hour.',
  ],
  [
    'a refused password',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'newPassword', code: 'INVALID' }] },
    'Choose a password of 8 to 128 characters that is hard to guess and is not your email address.',
  ],
  [
    'too many attempts',
    { __typename: 'UsageLimitReached', retryAfterSeconds: 30 },
    'Too many attempts. Try again in 1 minute.',
  ],
];

for (const [name, result, message] of FAILURES) {
  t.test(`${name} is explained`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('authResetPasswordWithCode', () => resetAnswer(result));
    showCodeStep();
    submitCode();
    t.equal((await screen.findByRole('alert')).textContent, message);
    t.equal(server.calls.filter((call) => call.operationName === 'login').length, 0);
  });
}

t.test('the client rate limit of the BFF is explained, not shown as a code', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authResetPasswordWithCode', () => ({
    status: 429,
    body: JSON.stringify({ errors: [{ message: 'Too many', extensions: { code: 'RATE_LIMIT' } }] }),
  }));
  showCodeStep();
  submitCode();
  t.equal(
    (await screen.findByRole('alert', {}, { timeout: 5000 })).textContent,
    'Too many attempts from this device. Wait a few minutes before you try again.',
  );
});

t.test('a code that is not six digits is refused before anything is sent', async (t) => {
  const server = await startSessionServer(t);
  showCodeStep();
  submitCode('12ab');
  t.equal((await screen.findByRole('alert')).textContent, 'Enter the 6-digit code from the email.');
  t.equal(server.calls.length, 0);
});

t.test('a good code sets the password and signs the home owner in to their projects', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authResetPasswordWithCode', () => resetAnswer({ __typename: 'PasswordReset', success: true }));
  server.handle('login', () => loginSuccess);
  server.handle('getUser', () => ({ data: { me: CONSUMER } }));
  const { loads } = showCodeStep();
  submitCode('123456', 'a fresh long secret');
  await until(() => loads.length > 0);
  t.same(loads, ['/consumer/my-projects']);
  const reset = server.calls.find((call) => call.operationName === 'authResetPasswordWithCode');
  t.same(reset?.variables, {
    input: { email: 'ann@example.com', code: '123456', newPassword: 'a fresh long secret' },
  });
  const login = server.calls.find((call) => call.operationName === 'login');
  t.same(login?.variables, { input: { username: 'ann@example.com', password: 'a fresh long secret' } });
});

t.test('when signing in afterwards fails, the person is told to log in by hand', async (t) => {
  const server = await startSessionServer(t);
  server.handle('authResetPasswordWithCode', () => resetAnswer({ __typename: 'PasswordReset', success: true }));
  server.handle('login', () => ({
    data: { login: { __typename: 'LoginFailed', code: 'USAGE_LIMIT_REACHED', isAuthenticated: false } },
  }));
  showCodeStep();
  submitCode();
  const heading = await screen.findByRole('heading', { name: 'Your password has been changed' });
  await until(() => document.activeElement === heading);
  t.equal(document.activeElement, heading);
  t.ok(screen.getByRole('link', { name: 'Log in' }));
});

t.test('an address given twice in the link counts as none (§2.10), so the page asks for one', async (t) => {
  const path = '/reset-password-otp?email=ann%40example.com&email=bob%40example.com';
  renderPage(<ResetPasswordOtpPage search={new URL(path, 'http://x').searchParams} />, { url: path });
  t.equal((screen.getByLabelText('Email address') as HTMLInputElement).value, '');
  t.equal(screen.queryByLabelText('6-digit code'), null, 'not the code step');
});
