// Opening the activation link (/consumer/activate/verify?token=…) and asking for a new one on the
// pending page: every answer of activateAccount and requestAccountActivation is said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import t from 'tap';
import { ActivatePendingPage } from '../../../../web/features/job-post/activate-pending-page.tsx';
import { ActivateVerifyPage } from '../../../../web/features/job-post/activate-verify-page.tsx';
import { JobPostAccountDocument } from '../../../../web/features/job-post/generated/documents.ts';
import { queryKey } from '../../../../web/lib/data.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { renderPage } from '../../render.tsx';
import { CONSUMER_USER, startFormServer } from './form-harness.tsx';

function show(
  page: ReactNode,
  { user = null, status = 'PENDING' }: { user?: CurrentUser | null; status?: string } = {},
) {
  const cache = user
    ? {
        [queryKey(JobPostAccountDocument)]: {
          me: { __typename: 'Consumer', id: user.id, email: user.email, firstName: user.firstName, status },
        },
      }
    : {};
  renderPage(page, { url: '/consumer/activate/verify', user, cache });
}

const h1 = async (text: string) => {
  await waitFor(() => {
    if (screen.getByRole('heading', { level: 1 }).textContent !== text) throw new Error('waiting');
  });
  return screen.getByRole('heading', { level: 1 }).textContent;
};

const activated = {
  activateAccount: {
    __typename: 'AccountActivated',
    user: { __typename: 'Consumer', id: 'c-1', email: 'ann@example.com' },
  },
};

t.test('the link activates the account of the signed-in home owner and leads to their jobs', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostActivateAccount', () => activated);
  show(<ActivateVerifyPage token="tok-1" />, { user: CONSUMER_USER });
  t.equal(await h1('Your account is active'), 'Your account is active');
  t.equal(screen.getByTestId('job-post-activated-my-projects').getAttribute('href'), '/consumer/my-projects');
  t.same(server.received[0]?.json().variables, { input: { token: 'tok-1' } });
  t.equal(server.received.length, 1, 'the link is used once');
});

t.test('opened elsewhere, the activated account is told how to log in', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostActivateAccount', () => activated);
  show(<ActivateVerifyPage token="tok-1" />);
  await h1('Your account is active');
  t.match(screen.getByText(/one-time code/).textContent, 'as your account has no password yet');
  t.equal(
    screen.getByTestId('job-post-activated-login').getAttribute('href'),
    `/login?redirect-to=${encodeURIComponent('/consumer/my-projects')}`,
  );
});

t.test('an expired link offers a new one to the signed-in home owner', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostActivateAccount', () => ({
    activateAccount: { __typename: 'TokenFailed', code: 'ERROR_EXPIRED_TOKEN' },
  }));
  server.handle('jobPostRequestActivation', () => ({
    requestAccountActivation: { __typename: 'CodeRequested', expiresInSeconds: 604800 },
  }));
  show(<ActivateVerifyPage token="old" />, { user: CONSUMER_USER });
  await h1('This activation link has expired');
  fireEvent.click(screen.getByTestId('job-post-resend-activation'));
  t.equal(
    (await screen.findByRole('status')).textContent,
    'We sent a new link to ann@example.com. Links in earlier emails no longer work.',
  );
});

t.test('an invalid link says why it may not work; a visitor is sent to log in for a new one', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostActivateAccount', () => ({
    activateAccount: { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' },
  }));
  show(<ActivateVerifyPage token="bad" />);
  await h1('This activation link does not work');
  t.equal(
    screen.getByRole('link', { name: 'Log in to ask for a new link' }).getAttribute('href'),
    `/login?redirect-to=${encodeURIComponent('/consumer/activate/pending')}`,
  );
});

t.test('a used link of an account that is active already says so', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostActivateAccount', () => ({
    activateAccount: { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' },
  }));
  show(<ActivateVerifyPage token="used" />, { user: CONSUMER_USER, status: 'ACTIVE' });
  t.equal(await h1('Your account is already active'), 'Your account is already active');
});

t.test('a link without its token is incomplete and nothing is sent', async (t) => {
  const server = await startFormServer(t);
  show(<ActivateVerifyPage token="" />);
  t.equal(await h1('This activation link is incomplete'), 'This activation link is incomplete');
  t.equal(server.received.length, 0);
});

t.test('a failed call can be tried again', async (t) => {
  const server = await startFormServer(t);
  let calls = 0;
  server.handle('jobPostActivateAccount', () => (++calls === 1 ? 500 : activated));
  show(<ActivateVerifyPage token="tok" />);
  await h1('We could not activate your account');
  t.equal(screen.getByRole('alert').textContent, 'Internal server error');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  t.equal(await h1('Your account is active'), 'Your account is active');
});

t.test('the pending page names the address and refuses too many new links in words', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostRequestActivation', () => ({
    requestAccountActivation: { __typename: 'UsageLimitReached', retryAfterSeconds: 270 },
  }));
  show(<ActivatePendingPage serviceRequestId="job-42" />, { user: CONSUMER_USER });
  t.match(screen.getByText(/We sent an email to/).textContent, 'ann@example.com');
  t.equal(
    screen.getByRole('link', { name: 'See your job' }).getAttribute('href'),
    '/service-request/posted?serviceRequestId=job-42',
  );
  fireEvent.click(screen.getByTestId('job-post-resend-activation'));
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'You asked for several links in a short time. Try again in 5 minutes.',
  );
});
