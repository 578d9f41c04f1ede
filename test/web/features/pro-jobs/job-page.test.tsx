// The job page in the browser: a professional shows interest and is told what came of it in
// words for every answer the API gives; the other ways in (owner, visitor, no such job).
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { JobPage } from '../../../../web/features/pro-jobs/job-page.tsx';
import type { ProJobsJobQuery } from '../../../../web/generated/graphql.ts';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { CONSUMER, heldAnswer, PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { jobCard } from './fixtures.ts';

type Job = NonNullable<ProJobsJobQuery['serviceRequest']>;

function job(overrides: Partial<Job> = {}): Job {
  const card = jobCard({ id: 'job-7' });
  return {
    ...card,
    description: 'The kitchen tap drips all night.',
    closedAt: null,
    shortlistsCount: 0,
    invitesCount: 0,
    answers: [{ question: { id: 'q1', label: 'Where is the tap?' }, text: 'Kitchen' }],
    attachments: [{ id: 'a1', url: '/files/a1.jpg', contentType: 'image/jpeg', width: 1200, height: 1600 }],
    service: { ...card.service, leadFee: { amountMinor: 1250, currency: 'GBP' } },
    consumer: { id: CONSUMER.id, displayName: 'Ann L.' },
    myProposal: null,
    ...overrides,
  };
}

const params = { serviceRequestId: 'job-7' };
const url = '/job/job-7';

async function serveJob(t: { teardown(fn: () => unknown): void }, serviceRequest: Job | null = job()) {
  const server = await startSessionServer(t);
  server.handle('proJobsJob', () => ({ data: { serviceRequest } }));
  return server;
}

t.test('a professional reads the job: answers, description, photos, place, start and fee', async (t) => {
  await serveJob(t);
  renderPage(<JobPage params={params} />, { user: PRO, url });
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Fix a leaking tap');
  t.equal(screen.getByTestId('job-description').textContent, 'The kitchen tap drips all night.');
  t.ok(screen.getByText('Where is the tap?'));
  t.ok(screen.getByText('Kitchen'));
  const photo = screen.getByRole('img', { name: 'Photo 1 of 1 of the work' });
  t.equal(photo.getAttribute('src'), '/files/a1.jpg?w=640', 'a resized copy, not the 10 MB original');
  t.same([photo.getAttribute('width'), photo.getAttribute('height')], ['1200', '1600'], 'its box is upright');
  t.equal(photo.closest('a')?.getAttribute('href'), '/files/a1.jpg', 'the link opens the original');
  t.match(screen.getByTestId('job-place').textContent, 'London (SW1A 1AA) · 3.4 mi away');
  t.ok(screen.getByText('£12.50'));
  t.equal(screen.getByTestId('job-send-proposal').getAttribute('href'), '/service-pro/create-proposal/job-7');
});

const interestAnswers: [string, unknown, string, boolean][] = [
  [
    'InterestShown',
    { __typename: 'InterestShown', proposal: { id: 'p1', status: 'INTERESTED' } },
    'The home owner has been told you are interested. Send a proposal to tell them more.',
    true,
  ],
  [
    'AlreadyExpressedInterest',
    { __typename: 'AlreadyExpressedInterest', proposal: { id: 'p1', status: 'INTERESTED' } },
    'You have already shown interest in this job. You can still send a proposal.',
    true,
  ],
  [
    'AlreadyProposed',
    { __typename: 'AlreadyProposed', proposal: { id: 'p1', status: 'PROPOSED' } },
    'You have already responded to this job with a proposal.',
    false,
  ],
  [
    'ExceededLimitInPickAndChoose',
    { __typename: 'ExceededLimitInPickAndChoose', limit: 5 },
    'This job already has 5 responses, the most it takes. It no longer accepts new responses.',
    false,
  ],
  [
    'ServiceNotSelected',
    { __typename: 'ServiceNotSelected', service: { id: 'svc-1', name: 'Fix a leaking tap' } },
    'You do not offer “Fix a leaking tap”. Add this service to your profile to respond to jobs like this one.',
    false,
  ],
  [
    'RequestClosed (hired)',
    { __typename: 'RequestClosed', serviceRequestId: 'job-7', status: 'HIRED' },
    'The home owner has already hired someone for this job.',
    false,
  ],
  [
    'RequestClosed (closed)',
    { __typename: 'RequestClosed', serviceRequestId: 'job-7', status: 'CLOSED' },
    'This job is closed and no longer accepts responses.',
    false,
  ],
  [
    'RequestClosed (cancelled)',
    { __typename: 'RequestClosed', serviceRequestId: 'job-7', status: 'CANCELLED' },
    'This job was cancelled.',
    false,
  ],
  [
    'NotFound',
    { __typename: 'NotFound', id: 'job-7' },
    'This job is no longer available to you. It may be outside your work area now.',
    false,
  ],
];

for (const [name, answer, message, mayStillPropose] of interestAnswers) {
  t.test(`show interest answered ${name} says: "${message}"`, async (t) => {
    const server = await serveJob(t);
    server.handle('proJobsShowInterest', () => ({ data: { showInterest: answer } }));
    renderPage(<JobPage params={params} />, { user: PRO, url });
    fireEvent.click(await screen.findByTestId('job-show-interest'));
    await until(() => screen.queryByText(message) !== null);
    const shown = screen.getByText(message);
    t.equal(shown.getAttribute('role'), mayStillPropose ? 'status' : 'alert');
    t.same(server.calls.find((call) => call.operationName === 'proJobsShowInterest')?.variables, {
      input: { serviceRequestId: 'job-7' },
    });
    t.equal(screen.queryByTestId('job-show-interest'), null, 'interest is not offered again');
    t.equal(screen.queryByTestId('job-send-proposal') !== null, mayStillPropose);
    // The focus moves in an effect after the answer is drawn: waited for, not raced.
    await until(() => document.activeElement?.className === 'pro-job-outcome');
    t.pass('the answer takes the focus');
  });
}

t.test('after an earlier proposal, the page links to it instead of offering to respond', async (t) => {
  await serveJob(t, job({ myProposal: { id: 'p9', status: 'PROPOSED' } }));
  renderPage(<JobPage params={params} />, { user: PRO, url });
  t.equal((await screen.findByTestId('job-view-proposal')).getAttribute('href'), '/service-pro/my-proposal/p9');
  t.equal(screen.queryByTestId('job-show-interest'), null);
  t.equal(screen.queryByTestId('job-send-proposal'), null);
});

t.test('a failed request to show interest says so and lets the professional try again', async (t) => {
  const server = await serveJob(t);
  server.handle('proJobsShowInterest', () => ({
    status: 400,
    body: JSON.stringify({ errors: [{ message: 'Bad request' }] }),
  }));
  renderPage(<JobPage params={params} />, { user: PRO, url });
  fireEvent.click(await screen.findByTestId('job-show-interest'));
  const alert = await screen.findByRole('alert');
  t.ok((alert.textContent ?? '').length > 0);
  t.notMatch(alert.textContent, 'Bad request');
  t.equal((screen.getByTestId('job-show-interest') as HTMLButtonElement).disabled, false);
});

t.test('the show-interest button is disabled while the request runs', async (t) => {
  const server = await serveJob(t);
  const interest = heldAnswer();
  server.handle('proJobsShowInterest', interest.handler);
  renderPage(<JobPage params={params} />, { user: PRO, url });
  fireEvent.click(await screen.findByTestId('job-show-interest'));
  await interest.arrived;
  t.ok((screen.getByTestId('job-show-interest') as HTMLButtonElement).disabled, 'disabled while the request runs');
  t.equal(screen.getByTestId('job-show-interest').textContent, 'Sending…');
  interest.release({
    data: { showInterest: { __typename: 'InterestShown', proposal: { id: 'p1', status: 'INTERESTED' } } },
  });
  await until(() => screen.queryByTestId('job-show-interest') === null);
});

t.test('save for later toggles, and a job gone meanwhile is said in words', async (t) => {
  const server = await serveJob(t);
  server.handle('proJobsSaveJob', () => ({
    data: { saveJobForLater: { __typename: 'JobSaved', serviceRequest: { id: 'job-7', isSavedForLater: true } } },
  }));
  server.handle('proJobsRemoveSavedJob', () => ({ data: { removeSavedJob: { __typename: 'NotFound', id: 'job-7' } } }));
  renderPage(<JobPage params={params} />, { user: PRO, url });
  fireEvent.click(await screen.findByTestId('job-save'));
  const remove = await screen.findByTestId('job-remove-saved');
  t.equal(remove.textContent, 'Remove from saved jobs');
  fireEvent.click(remove);
  await until(() =>
    toastStore.getSnapshot().toasts.some((toast) => toast.title === 'This job is no longer available to you.'),
  );
  toastStore.dismiss();
});

t.test('the home owner sees a summary and the way to their professionals', async (t) => {
  await serveJob(t);
  renderPage(<JobPage params={params} />, { url, user: CONSUMER });
  const overview = await screen.findByTestId('job-owner-overview');
  t.equal(overview.getAttribute('href'), '/consumer/my-projects/job-7/overview-professionals');
  t.equal(screen.queryByTestId('job-show-interest'), null);
  t.match(screen.getByText(/This is your job/).textContent, '2 professionals have responded.');
});

t.test('a visitor is asked to sign in and brought back', async (t) => {
  const server = await serveJob(t);
  renderPage(<JobPage params={params} />, { url, user: null });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Sign in to see this job');
  t.equal(screen.getByTestId('job-sign-in').getAttribute('href'), '/login?redirect-to=%2Fjob%2Fjob-7');
  t.equal(server.calls.length, 0, 'the API is not asked: it shows a job to no one signed out');
});

t.test('a job that does not exist, or is not for this person, is the not-found page', async (t) => {
  await serveJob(t, null);
  renderPage(<JobPage params={params} />, { url, user: PRO });
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Page not found');
});
