// A professional's registration (§2.8): the sign-up checks its fields on the page with the focus on
// the first refused one, sends the brand, and answers every variant in words — signed up (the page
// is loaded afresh at the entry), an email with an account, a phone of another account (its own
// page), refused fields and limits. A professional at the entry goes on to their next step, as the
// upstream says it is now; an introduction marks itself seen and goes on; one who left mid-way
// reads where they stopped; the way of paying is chosen from those offered; the email address is
// confirmed by its link, a new one asked for within the limit. The identity check shows what to do next: the form,
// the wait, a name mismatch naming the account's names, the daily limit, and going on once verified.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { DropperPage } from '../../../../web/features/registration/dropper-page.tsx';
import { EmailVerificationPage, VerifyEmailPage } from '../../../../web/features/registration/email-pages.tsx';
import { RegistrationOnboardingDocument } from '../../../../web/features/registration/generated/documents.ts';
import { IdentityCheckPage } from '../../../../web/features/registration/identity-check-page.tsx';
import { IntroductionPage } from '../../../../web/features/registration/introduction-page.tsx';
import { PaymentDetailsPage } from '../../../../web/features/registration/payment-details-page.tsx';
import { RegisterPage } from '../../../../web/features/registration/register-page.tsx';
import { SignUpForm } from '../../../../web/features/registration/sign-up-form.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { cached, renderPage, where } from '../../render.tsx';

const STEPS = ['INTRO_WORK_DETAILS', 'SERVICES_REQUESTED', 'SKILLS_EVALUATION_REQUESTED', 'ID_CHECK_REQUESTED'];
const onboarding = (done: number) => ({
  currentStep: STEPS[done] ?? null,
  complete: done >= STEPS.length,
  steps: STEPS.map((step, index) => ({ step, done: index < done })),
});

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function fillSignUp() {
  type('First name', ' Sam ');
  type('Last name', 'Carter');
  type('Company name', 'Carter Plumbing');
  type('Phone number', '07911 123456');
  type('Email address', 'sam@example.org');
  type('Password', 'a-long-enough-password');
}

async function signUpWith(t: Parameters<typeof startSessionServer>[0], answer: Record<string, unknown>) {
  const s = await startSessionServer(t);
  s.handle('registrationSignUp', () => ({ data: { signUpServicePro: answer } }));
  const view = renderPage(<SignUpForm loadPage={(href) => view.loads.push(href)} />, {
    url: '/for-tradespeople/register',
  });
  fillSignUp();
  fireEvent.click(screen.getByTestId('register-submit'));
  return { s, view };
}

t.test('the sign-up checks its fields first, with the focus on the first refused', async (t) => {
  const s = await startSessionServer(t);
  renderPage(<SignUpForm loadPage={() => {}} />, { url: '/for-tradespeople/register' });
  type('Email address', 'not-an-address');
  type('Password', 'short');
  fireEvent.click(screen.getByTestId('register-submit'));
  await until(() => document.activeElement === field('First name'));
  t.match(document.body.textContent, 'Enter your first name.');
  t.match(document.body.textContent, 'Enter your company’s name');
  t.match(document.body.textContent, 'Enter an email address like name@example.com.');
  t.match(document.body.textContent, 'Choose a password of 8 to 128 characters');
  t.same(s.calls, [], 'nothing sent');
});

t.test('signed up: the brand and trimmed fields are sent, and the entry is loaded afresh', async (t) => {
  const { s, view } = await signUpWith(t, {
    __typename: 'SignUpSuccess',
  });
  await until(() => view.loads.length > 0);
  t.same(view.loads, ['/for-tradespeople/register']);
  const call = s.calls.find((c) => c.operationName === 'registrationSignUp');
  t.match(call?.variables, {
    input: { firstName: 'Sam', lastName: 'Carter', companyName: 'Carter Plumbing', brand: 'uk', phone: '07911 123456' },
  });
});

t.test('an email with an account: the way to log in or reset the password', async (t) => {
  await signUpWith(t, { __typename: 'DuplicateRegistration', email: 'sam@example.org' });
  await screen.findByText(/An account already uses sam@example.org/);
  t.ok(screen.getByRole('link', { name: 'Log in' }));
  t.ok(screen.getByRole('link', { name: 'Reset password' }));
});

t.test("another professional's phone number: its own page", async (t) => {
  await signUpWith(t, { __typename: 'DuplicatePhone', phone: '+447911123456' });
  await until(() => where() === '/service-pro/duplicate-phone');
  t.pass('sent to /service-pro/duplicate-phone');
});

t.test('refused fields land on their fields; limits are said for the form', async (t) => {
  await signUpWith(t, {
    __typename: 'SignUpFailed',
    code: 'INVALID_DATA',
    fieldErrors: [{ field: 'phone', code: 'INVALID' }],
  });
  await screen.findByText('Enter a phone number of this country, or one starting with + and the country code.');
  await until(() => document.activeElement === field('Phone number'));
  t.pass('the phone field is refused and focused');
});

t.test('too many sign-ups: said in words, nothing lost', async (t) => {
  await signUpWith(t, { __typename: 'SignUpFailed', code: 'RATE_LIMIT', fieldErrors: [] });
  await screen.findByText(/Too many sign-ups from here just now/);
  t.equal(field('Company name').value, 'Carter Plumbing', 'what was typed stays');
});

t.test('a professional at the entry goes on to their next step', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(1) } }));
  s.handle('registrationTrades', () => ({ data: { professions: [] } }));
  renderPage(<RegisterPage />, { url: '/for-tradespeople/register', user: PRO });
  await until(() => where() === '/service-pro/register/multi-professions');
  t.pass('on to the trades and services');
});

t.test('a professional back at the entry from a saved step goes on from where they are now', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(2) } }));
  s.handle('registrationTrades', () => ({ data: { professions: [] } }));
  // What the page was first sent with still says the trades and services are to do.
  renderPage(<RegisterPage />, {
    url: '/for-tradespeople/register',
    user: PRO,
    cache: cached(RegistrationOnboardingDocument, {}, { myOnboarding: onboarding(1) } as never),
  });
  await until(() => where() !== '/for-tradespeople/register');
  t.equal(where(), '/service-pro/register/skill-evaluation', 'past the step just done');
});

t.test('one who left mid-way: how far they got, the next step, and the way on', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(1) } }));
  renderPage(<DropperPage />, { url: '/service-pro/register/dropper', user: PRO });
  await screen.findByText('Step 2 of 4');
  t.match(document.body.textContent, 'You have done 1 of the 4 steps of your registration.');
  t.equal(screen.getByTestId('dropper-next').textContent, 'Next: Your trades and services');
  t.equal(
    screen.getByRole('link', { name: 'Continue my registration' }).getAttribute('href'),
    '/for-tradespeople/register',
  );
});

t.test('one who finished: nothing left, and the way to the jobs', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(4) } }));
  renderPage(<DropperPage />, { url: '/service-pro/register/dropper', user: PRO });
  await screen.findByRole('heading', { name: 'Your registration is complete' });
  t.equal(screen.getByRole('link', { name: 'See the jobs' }).getAttribute('href'), '/service-pro/new-service-requests');
  t.notOk(screen.queryByRole('link', { name: 'Continue my registration' }));
});

t.test('an introduction marks itself seen and goes on with the registration', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(0) } }));
  s.handle('registrationIntroductionSeen', () => ({ data: { completeIntroduction: onboarding(1) } }));
  renderPage(<IntroductionPage introduction="WORK_DETAILS" inRegistration />, {
    url: '/service-pro/register/work-details-introduction',
    user: PRO,
  });
  await screen.findByText('Step 1 of 4');
  fireEvent.click(screen.getByTestId('introduction-continue'));
  await until(() => where() === '/service-pro/register/multi-professions');
  t.match(s.calls.find((c) => c.operationName === 'registrationIntroductionSeen')?.variables, {
    introduction: 'WORK_DETAILS',
  });
});

const identity = (overrides: Record<string, unknown> = {}) => ({
  verified: false,
  nextStep: 'START',
  checksLeft: 3,
  retryAfter: null,
  latestCheck: null,
  ...overrides,
});

t.test('the identity check: every field needed, then the wait', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationIdentityCheck', () => ({ data: { myIdentityCheck: identity() } }));
  s.handle('registrationStartIdentityCheck', () => ({
    data: {
      startIdentityCheck: {
        __typename: 'IdentityCheckStarted',
        verification: identity({
          nextStep: 'WAIT',
          checksLeft: 2,
          latestCheck: { id: 'c1', status: 'PENDING', documentType: 'PASSPORT', startedAt: '2026-11-28T08:00:00Z' },
        }),
      },
    },
  }));
  renderPage(<IdentityCheckPage inRegistration={false} />, { url: '/service-pro/gbg', user: PRO });
  await screen.findByTestId('id-check-form');
  fireEvent.click(screen.getByTestId('id-check-submit'));
  await until(() => document.activeElement === field('Document number'));
  t.match(document.body.textContent, 'Enter the document’s number.');
  t.match(document.body.textContent, 'Enter your date of birth.');

  type('Document number', 'NP1234567');
  type('Given names, as printed', 'Sam');
  type('Family name, as printed', 'Carter');
  type('Date of birth', '1984-06-15');
  fireEvent.click(screen.getByTestId('id-check-submit'));
  await screen.findByTestId('id-check-wait');
  t.match(s.calls.find((c) => c.operationName === 'registrationStartIdentityCheck')?.variables, {
    input: { documentType: 'PASSPORT', documentNumber: 'NP1234567', dateOfBirth: '1984-06-15' },
  });
});

t.test("a name mismatch names the account's names and where to change them", async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationIdentityCheck', () => ({
    data: {
      myIdentityCheck: identity({
        nextStep: 'RETRY',
        checksLeft: 2,
        latestCheck: {
          id: 'c1',
          status: 'FAILED_NAME_MISMATCH',
          documentType: 'PASSPORT',
          startedAt: '2026-11-28T08:00:00Z',
        },
      }),
    },
  }));
  renderPage(<IdentityCheckPage inRegistration={false} />, { url: '/service-pro/gbg', user: PRO });
  const failed = await screen.findByTestId('id-check-failed');
  t.match(failed.textContent, 'not the names on your account (Sam Carter)');
  t.match(failed.textContent, 'Tries left today: 2');
  t.ok(screen.getByRole('link', { name: 'Change your account’s names' }));
  t.ok(screen.getByTestId('id-check-form'), 'and the form to try again');
});

t.test('three tries a day, and going on once verified', async (t) => {
  const s = await startSessionServer(t);
  let state = identity({ nextStep: 'WAIT_TO_RETRY', checksLeft: 0, retryAfter: '2026-11-29T09:30:00Z' });
  s.handle('registrationIdentityCheck', () => ({ data: { myIdentityCheck: state } }));
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(4) } }));
  const first = renderPage(<IdentityCheckPage inRegistration />, { url: '/service-pro/register/gbg', user: PRO });
  t.match((await screen.findByTestId('id-check-limit')).textContent, 'You can try again from 29 November 2026');
  t.notOk(screen.queryByTestId('id-check-form'));
  first.unmount();

  state = identity({ nextStep: 'DONE', verified: true });
  renderPage(<IdentityCheckPage inRegistration />, { url: '/service-pro/register/gbg', user: PRO });
  await screen.findByTestId('id-check-done');
  const next = await screen.findByRole('button', { name: 'Continue' });
  await until(() => !(next as HTMLButtonElement).disabled);
  fireEvent.click(next);
  await until(() => where() === '/service-pro/activation/congratulations');
  t.pass('every step done: the congratulations');
});

t.test('the way of paying: one is needed, a method not offered is said with those that are, then on', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(3) } }));
  s.handle('registrationPaymentMethod', () => ({
    data: { myPaymentMethodChoice: { offered: ['DIRECT_DEBIT', 'CARD'], method: null } },
  }));
  let answer: Record<string, unknown> = { __typename: 'PaymentMethodNotOffered', offered: ['DIRECT_DEBIT'] };
  s.handle('registrationChoosePaymentMethod', () => ({ data: { choosePaymentMethod: answer } }));
  renderPage(<PaymentDetailsPage />, { url: '/service-pro/activation/payment-details', user: PRO });
  await screen.findByText('Step 4 of 4');
  const debit = (await screen.findByRole('radio', { name: 'Direct debit from your bank account' })) as HTMLInputElement;
  fireEvent.click(screen.getByTestId('payment-method-save'));
  await screen.findByText('Choose how you will pay.');
  t.notOk(
    s.calls.some((c) => c.operationName === 'registrationChoosePaymentMethod'),
    'nothing sent',
  );

  fireEvent.click(screen.getByRole('radio', { name: 'Payment card, charged each time' }));
  fireEvent.click(screen.getByTestId('payment-method-save'));
  await screen.findByText(/not offered in your country\. Choose one of these: Direct debit from your bank account\./);

  answer = { __typename: 'PaymentMethodChosen' };
  fireEvent.click(debit);
  fireEvent.click(screen.getByTestId('payment-method-save'));
  await until(() => where() === '/for-tradespeople/register');
  t.same(
    s.calls.filter((c) => c.operationName === 'registrationChoosePaymentMethod').map((c) => c.variables),
    [{ method: 'CARD' }, { method: 'DIRECT_DEBIT' }],
  );
});

t.test('confirming the email: a new link, within the limit; nothing left to prove goes on', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationOnboarding', () => ({ data: { myOnboarding: onboarding(3) } }));
  const answers: Record<string, unknown>[] = [
    { __typename: 'CodeRequested', expiresInSeconds: 86400 },
    { __typename: 'UsageLimitReached', retryAfterSeconds: 170 },
    { __typename: 'CodeRequested', expiresInSeconds: 0 },
  ];
  s.handle('registrationRequestEmailLink', () => ({ data: { requestAccountActivation: answers.shift() } }));
  renderPage(<VerifyEmailPage />, { url: '/service-pro/activation/verify-email', user: PRO });
  await screen.findByText('Step 4 of 4');
  const resend = screen.getByTestId('verify-email-resend') as HTMLButtonElement;
  fireEvent.click(resend);
  t.equal(
    (await screen.findByTestId('verify-email-said')).textContent,
    'A new link is on its way. Only the newest one works.',
  );
  await until(() => !resend.disabled);
  fireEvent.click(resend);
  await screen.findByText('You asked for several links just now. Ask again in 3 minutes.');
  await until(() => !resend.disabled);
  fireEvent.click(resend);
  await until(() => where() === '/for-tradespeople/register');
  t.pass('the address was confirmed already: on with the registration');
});

t.test('the email link: confirmed and on; expired or not working, the way to a new one', async (t) => {
  const s = await startSessionServer(t);
  const answers: Record<string, unknown>[] = [
    { __typename: 'AccountActivated' },
    { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' },
    { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' },
  ];
  s.handle('registrationVerifyEmail', () => ({ data: { activateAccount: answers.shift() } }));
  const url = '/service-pro/activation/email-verification?token=abc';
  let view = renderPage(<EmailVerificationPage token="abc" />, { url });
  await screen.findByTestId('email-verification-done');
  t.equal(
    screen.getByRole('link', { name: 'Continue my registration' }).getAttribute('href'),
    '/for-tradespeople/register',
  );
  t.match(s.calls.find((c) => c.operationName === 'registrationVerifyEmail')?.variables, { input: { token: 'abc' } });
  view.unmount();
  view = renderPage(<EmailVerificationPage token="abc" />, { url });
  await screen.findByRole('heading', { name: 'This link has expired' });
  view.unmount();
  view = renderPage(<EmailVerificationPage token="abc" />, { url });
  await screen.findByRole('heading', { name: 'This link does not work' });
  t.equal(
    screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
    '/service-pro/activation/verify-email',
  );
  view.unmount();
  renderPage(<EmailVerificationPage token="" />, { url: '/service-pro/activation/email-verification' });
  await screen.findByRole('heading', { name: 'This link does not work' });
  t.equal(s.calls.filter((c) => c.operationName === 'registrationVerifyEmail').length, 3, 'no token, nothing sent');
});
