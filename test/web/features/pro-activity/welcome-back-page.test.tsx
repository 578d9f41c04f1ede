// The welcome back: since when, what happened (new jobs, unread messages, reviews, answers to
// proposals) each with a way to act on it, and the next step in order of what matters most — a
// hire, then a home owner waiting for an answer, a shortlist, new jobs, and otherwise finding work.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ProActivityWelcomeBackDocument } from '../../../../web/features/pro-activity/generated/documents.ts';
import { WelcomeBackPage } from '../../../../web/features/pro-activity/welcome-back-page.tsx';
import type { ProActivityWelcomeBackQuery } from '../../../../web/generated/graphql.ts';
import { PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { cached, renderPage } from '../../render.tsx';

type WelcomeBack = ProActivityWelcomeBackQuery['welcomeBack'];

const job = (id: string, service: string, name: string) => ({
  id,
  serviceRequest: {
    id: `job-${id}`,
    service: { id: `svc-${id}`, name: service },
    consumer: { id: `c-${id}`, displayName: name },
  },
});

const QUIET: WelcomeBack = {
  lastVisitAt: '2025-04-20T17:30:00.000Z',
  since: '2025-04-20T17:30:00.000Z',
  newJobCount: 0,
  unreadMessageCount: 0,
  unreadConversations: [],
  newReviewCount: 0,
  newReviews: [],
  proposalStatusChangeCount: 0,
  proposalStatusChanges: [],
};

const BUSY: WelcomeBack = {
  ...QUIET,
  newJobCount: 7,
  unreadMessageCount: 3,
  unreadConversations: [{ ...job('p-1', 'Fix a leaking tap', 'Ann L.'), unreadCount: 2 }],
  newReviewCount: 1,
  newReviews: [
    { id: 'r-1', rating: 5, title: 'Tidy and on time', reviewerName: 'Bo K.', createdAt: '2025-04-25T10:00:00.000Z' },
  ],
  proposalStatusChangeCount: 2,
  proposalStatusChanges: [
    { status: 'HIRED', changedAt: '2025-04-28T10:00:00.000Z', proposal: job('p-2', 'Fit a radiator', 'Cy D.') },
    { status: 'DECLINED', changedAt: '2025-04-26T10:00:00.000Z', proposal: job('p-3', 'Paint a fence', 'Di E.') },
  ],
};

const open = (welcomeBack: WelcomeBack) =>
  renderPage(<WelcomeBackPage />, {
    user: PRO,
    url: '/service-pro/welcome-back',
    cache: cached(ProActivityWelcomeBackDocument, {}, { welcomeBack }),
  });

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

t.test('what happened since the last visit, each with the way to act on it', async (t) => {
  open(BUSY);
  t.ok(screen.getByRole('heading', { level: 1, name: 'Welcome back' }));
  t.match(document.body.textContent, 'Here is what happened since your last visit on 20 April 2025.');

  const jobs = screen.getByTestId('welcome-jobs');
  t.match(jobs.textContent, '7 new jobs fit your services and work area');
  t.equal(
    within(jobs).getByRole('link', { name: 'See the new jobs' }).getAttribute('href'),
    '/service-pro/new-service-requests',
  );

  const messages = screen.getByTestId('welcome-messages');
  t.match(messages.textContent, '3 unread messages');
  const conversation = within(messages).getByRole('link', { name: 'Fix a leaking tap for Ann L.' });
  t.equal(conversation.getAttribute('href'), '/service-pro/my-proposal/p-1/messages');
  t.match(screen.getByTestId('welcome-conversation').textContent, '2 unread');

  const reviews = screen.getByTestId('welcome-reviews');
  t.match(reviews.textContent, '1 new review');
  t.match(screen.getByTestId('welcome-review').textContent, 'Tidy and on time');
  t.match(screen.getByTestId('welcome-review').textContent, 'Bo K. on 25 April 2025');
  t.equal(href('Read and respond to your reviews'), '/service-pro/reviews');

  const proposals = screen.getByTestId('welcome-proposals');
  t.match(proposals.textContent, 'Home owners answered 2 of your proposals');
  t.same(
    screen.getAllByTestId('welcome-status-change').map((item) => item.textContent),
    ['HiredFit a radiator for Cy D.28 April 2025', 'Not chosenPaint a fence for Di E.26 April 2025'],
  );
  t.equal(
    within(proposals).getByRole('link', { name: 'Fit a radiator for Cy D.' }).getAttribute('href'),
    '/service-pro/my-proposal/p-2',
  );
});

t.test('the next step: a hire first', async (t) => {
  open(BUSY);
  const next = screen.getByTestId('welcome-next');
  t.match(next.textContent, 'Cy D. hired you for Fit a radiator. Get in touch to agree when you start.');
  t.equal(
    within(next).getByRole('link', { name: 'Open the job' }).getAttribute('href'),
    '/service-pro/my-proposal/p-2',
  );
});

t.test('then a home owner waiting for an answer, then a shortlist, then new jobs', async (t) => {
  const steps: [WelcomeBack, string, string, string][] = [
    [
      { ...BUSY, proposalStatusChanges: [] },
      'Ann L. is waiting for your answer about Fix a leaking tap.',
      'Reply now',
      '/service-pro/my-proposal/p-1/messages',
    ],
    [
      {
        ...QUIET,
        proposalStatusChangeCount: 1,
        proposalStatusChanges: [
          {
            status: 'SHORTLISTED',
            changedAt: '2025-04-28T10:00:00.000Z',
            proposal: job('p-4', 'Tile a floor', 'Ed F.'),
          },
        ],
      },
      'Ed F. shortlisted you for Tile a floor. Call them before they decide.',
      'See their number',
      '/service-pro/my-proposal/p-4',
    ],
    [{ ...QUIET, newJobCount: 2 }, 'New jobs are waiting.', 'Respond to new jobs', '/service-pro/new-service-requests'],
    [QUIET, 'Nothing is waiting for you.', 'Find jobs', '/service-pro/new-service-requests'],
  ];
  for (const [news, text, action, target] of steps) {
    const { unmount } = open(news);
    const next = screen.getByTestId('welcome-next');
    t.match(next.textContent, text);
    t.equal(within(next).getByRole('link', { name: action }).getAttribute('href'), target, action);
    unmount();
  }
});

t.test('nothing new is said plainly, section by section', async (t) => {
  open(QUIET);
  t.match(screen.getByTestId('welcome-jobs').textContent, 'No new jobs in your work area since then');
  t.match(screen.getByTestId('welcome-messages').textContent, 'No unread messages');
  t.match(screen.getByTestId('welcome-reviews').textContent, 'No new reviews');
  t.match(screen.getByTestId('welcome-proposals').textContent, 'No news about your proposals');
});

t.test('with no visit on record, the counts start from a date', async (t) => {
  open({ ...QUIET, lastVisitAt: null, since: '2025-04-02T00:00:00.000Z' });
  t.match(document.body.textContent, 'Here is what happened since 2 April 2025.');
});

t.test('while loading it says so; a failed read can be tried again', async (t) => {
  const server = await startSessionServer(t);
  let calls = 0;
  server.handle('proActivityWelcomeBack', () => {
    calls += 1;
    return calls === 1
      ? { status: 400, body: JSON.stringify({ errors: [{ message: 'no' }] }) }
      : { data: { welcomeBack: BUSY } };
  });
  renderPage(<WelcomeBackPage />, { user: PRO, url: '/service-pro/welcome-back' });
  t.ok(screen.getByRole('status'));
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  t.ok(await screen.findByTestId('welcome-next'));
});
