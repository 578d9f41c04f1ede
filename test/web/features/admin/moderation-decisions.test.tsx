// The staff's reviews, reviews from elsewhere and reported messages (§2.9, decision 078): each
// decision confirmed, said in a toast and the list read again; a take-down undone from its toast;
// every refusal of the upstream and a failed call in words; the filters from the address.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { ExternalReviewsPage } from '../../../../web/features/admin/moderation-external-reviews-page.tsx';
import { ReportedMessagesPage } from '../../../../web/features/admin/moderation-reported-messages-page.tsx';
import { ReviewsPage } from '../../../../web/features/admin/moderation-reviews-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
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

const live = () => toastStore.getSnapshot().toasts.filter((toast) => toast.state !== 'dismissing');
const toasts = () => live().map((toast) => String(toast.title));
t.beforeEach(() => toastStore.dismiss());

const confirmButton = () => screen.getByTestId('moderation-confirm-confirm');
const calls = (s: { calls: { operationName: string; variables: unknown }[] }, name: string) =>
  s.calls.filter((call) => call.operationName === name);

const pro = {
  __typename: 'ServicePro',
  id: 'pro1',
  email: 'sam@example.org',
  slug: 'sam-pipes',
  firstName: 'Sam',
  lastName: 'Pipes',
  companyProfile: { __typename: 'CompanyProfile', companyName: 'Pipes & Co' },
};

const connection = (nodes: unknown[]) => ({
  totalCount: nodes.length,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
});

const review = (id: string, status: 'APPROVED' | 'REJECTED') => ({
  __typename: 'Review',
  id,
  rating: 2,
  title: `Review ${id}`,
  body: 'Came late and left a mess.',
  status,
  createdAt: '2026-11-25T09:00:00.000Z',
  reviewerName: 'Alex B.',
  service: { __typename: 'Service', id: 's1', name: 'Boiler repair' },
  servicePro: pro,
});

t.test(
  'reviews: each with its rating, words, professional, writer and status; filtered from the address',
  async (t) => {
    const s = await startSessionServer(t);
    s.handle('adminReviewModeration', () => ({
      data: { reviewModerationQueue: connection([review('r1', 'REJECTED')]) },
    }));
    renderPage(<ReviewsPage search={new URLSearchParams('status=REJECTED')} />, {
      url: '/admin/reviews?status=REJECTED',
      user: ADMIN,
    });
    const table = await screen.findByTestId('admin-reviews-table');
    const row = table.querySelector('tbody tr')?.textContent ?? '';
    for (const part of ['Review r1', 'Came late and left a mess.', 'Sam Pipes (Pipes & Co)', 'Alex B.', 'Taken down']) {
      t.match(row, part);
    }
    t.ok(screen.getByRole('img', { name: 'Rated 2 out of 5' }), 'the rating, as stars read out');
    t.same(calls(s, 'adminReviewModeration')[0]?.variables, { status: 'REJECTED', first: 20, after: null });
    t.equal((screen.getByLabelText('Status') as HTMLSelectElement).value, 'REJECTED');
  },
);

t.test('a review taken down with a reason, then put back from the toast’s Undo', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminReviewModeration', () => {
    listed += 1;
    return { data: { reviewModerationQueue: connection([review('r1', 'APPROVED')]) } };
  });
  s.handle('adminModerateReview', (call) => ({
    data: {
      moderateReview: {
        __typename: 'ReviewModerated',
        review: {
          id: 'r1',
          status: (call.variables.input as { decision: string }).decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        },
      },
    },
  }));
  renderPage(<ReviewsPage search={new URLSearchParams()} />, { url: '/admin/reviews', user: ADMIN });
  fireEvent.click(await screen.findByTestId('take-down-r1'));
  t.match(screen.getByTestId('moderation-confirm').textContent, '“Review r1” leaves Sam Pipes (Pipes & Co)’s profile');
  fireEvent.click(confirmButton());
  t.ok(await screen.findByText('Say why, in a few words.'));
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Names the neighbour.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The review is taken down.'));
  t.same(calls(s, 'adminModerateReview')[0]?.variables, {
    input: { reviewId: 'r1', decision: 'REJECT', note: 'Names the neighbour.' },
  });
  await until(() => listed >= 2);
  const taken = live().find((toast) => toast.title === 'The review is taken down.');
  t.equal(String(taken?.action?.label), 'Undo');
  taken?.action?.onClick();
  await until(() => toasts().includes('The review is published again.'));
  t.same(calls(s, 'adminModerateReview')[1]?.variables, { input: { reviewId: 'r1', decision: 'APPROVE' } });
  await until(() => listed >= 3);
});

t.test('a review put back; a review gone, one published already and a failed call, in words', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminReviewModeration', () => ({
    data: { reviewModerationQueue: connection([review('r2', 'REJECTED')]) },
  }));
  const answers: unknown[] = [
    { data: { moderateReview: { __typename: 'ReviewModerated', review: { id: 'r2', status: 'APPROVED' } } } },
    { data: { moderateReview: { __typename: 'ReviewFailed', code: 'REVIEW_NOT_FOUND' } } },
    { data: { moderateReview: { __typename: 'ReviewFailed', code: 'REVIEW_ALREADY_APPROVED' } } },
    { status: 500, body: '' },
  ];
  s.handle('adminModerateReview', () => answers.shift() as { data: unknown });
  renderPage(<ReviewsPage search={new URLSearchParams()} />, { url: '/admin/reviews', user: ADMIN });
  for (const said of [
    'The review is published again.',
    'That review is gone: its account was closed.',
    'The review is published already.',
    'Internal server error',
  ]) {
    fireEvent.click(await screen.findByTestId('put-back-r2'));
    fireEvent.click(confirmButton());
    await until(() => toasts().includes(said));
    t.pass(said);
    toastStore.dismiss();
    fireEvent.click(screen.getByText('Cancel'));
  }
  t.same(calls(s, 'adminModerateReview')[0]?.variables, { input: { reviewId: 'r2', decision: 'APPROVE' } });
});

const external = {
  __typename: 'ExternalReviewForStaff',
  review: {
    __typename: 'ExternalReview',
    id: 'x1',
    sourceUrl: 'https://www.example-reviews.co.uk/r/123',
    sourceName: 'example-reviews.co.uk',
    authorName: 'Margaret Ellis',
    rating: 4,
    body: 'Fixed our boiler on a Sunday.',
    reviewedOn: '2025-06-01',
    status: 'PENDING',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  pro,
};

t.test('reviews from elsewhere: the source opened apart, approved, rejected with a reason', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminExternalReviews', () => {
    listed += 1;
    return {
      data: {
        externalReviewsToReview: {
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: listed === 1 ? [{ cursor: 'c', node: external }] : [],
        },
      },
    };
  });
  s.handle('adminDecideExternalReview', (call) => ({
    data: {
      decideExternalReview: {
        __typename: 'ExternalReviewDecided',
        review: {
          id: 'x1',
          status: (call.variables.input as { decision: string }).decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
        },
      },
    },
  }));
  renderPage(<ExternalReviewsPage search={new URLSearchParams()} />, { url: '/admin/external-reviews', user: ADMIN });
  const source = await screen.findByRole('link', { name: 'example-reviews.co.uk' });
  t.equal(source.getAttribute('href'), 'https://www.example-reviews.co.uk/r/123');
  t.equal(source.getAttribute('target'), '_blank');
  t.equal(source.getAttribute('rel'), 'noopener noreferrer nofollow');
  const row = screen.getByTestId('admin-external-reviews-table').querySelector('tbody tr')?.textContent ?? '';
  for (const part of ['Margaret Ellis', 'Fixed our boiler on a Sunday.', 'Sam Pipes (Pipes & Co)', '1 Jun 2025']) {
    t.match(row, part);
  }
  t.ok(screen.getByRole('img', { name: 'Rated 4 out of 5' }), 'the rating, as stars read out');
  fireEvent.click(screen.getByTestId('reject-x1'));
  fireEvent.click(confirmButton());
  t.ok(await screen.findByText('Say why, in a few words.'), 'a reason is required to reject');
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'The link shows another company.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The review is rejected. The professional is told why.'));
  t.same(calls(s, 'adminDecideExternalReview')[0]?.variables, {
    input: { id: 'x1', decision: 'REJECT', reason: 'The link shows another company.' },
  });
  t.ok(await screen.findByRole('heading', { name: 'Nothing waiting' }), 'the queue read again');
});

t.test('reviews from elsewhere: approved; gone, refused and failed calls in words', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminExternalReviews', () => ({
    data: {
      externalReviewsToReview: {
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: [{ cursor: 'c', node: external }],
      },
    },
  }));
  const answers: unknown[] = [
    {
      data: { decideExternalReview: { __typename: 'ExternalReviewDecided', review: { id: 'x1', status: 'APPROVED' } } },
    },
    { data: { decideExternalReview: { __typename: 'NotFound', id: 'x1' } } },
    {
      data: {
        decideExternalReview: { __typename: 'InvalidFields', fieldErrors: [{ field: 'reason', code: 'REQUIRED' }] },
      },
    },
    {
      data: { decideExternalReview: { __typename: 'InvalidFields', fieldErrors: [{ field: 'id', code: 'INVALID' }] } },
    },
    { status: 502, body: '' },
  ];
  s.handle('adminDecideExternalReview', () => answers.shift() as { data: unknown });
  renderPage(<ExternalReviewsPage search={new URLSearchParams()} />, { url: '/admin/external-reviews', user: ADMIN });
  for (const said of [
    'The review is approved and shows on the profile.',
    'That review is gone: the professional’s account was closed.',
    'Say why the review is rejected: the professional sees the reason.',
    'The decision was refused. Try again.',
    'Temporarily unavailable',
  ]) {
    fireEvent.click(await screen.findByTestId('approve-x1'));
    fireEvent.click(confirmButton());
    await until(() => toasts().includes(said));
    t.pass(said);
    toastStore.dismiss();
    fireEvent.click(screen.getByText('Cancel'));
  }
  t.same(calls(s, 'adminDecideExternalReview')[0]?.variables, {
    input: { id: 'x1', decision: 'APPROVE', reason: null },
  });
});

const report = (id: string, status = 'OPEN') => ({
  __typename: 'MessageReport',
  id,
  reason: 'SCAM',
  note: 'Asked for cash around the platform.',
  status,
  createdAt: '2026-11-26T09:00:00.000Z',
  messageBody: 'Pay me in cash and skip the site fee.',
  messageSentAt: '2026-11-25T18:00:00.000Z',
  messageSenderKind: 'SERVICE_PRO',
  proposalId: 'p1',
  reporter: {
    __typename: 'Consumer',
    id: 'owner1',
    email: 'jane@example.org',
    type: 'CONSUMER',
    firstName: 'Jane',
    lastName: 'Doe',
  },
  messageSender: { ...pro, type: 'SERVICE_PRO' },
});

t.test('reported messages: the message, both sides and the reason; open ones unless the address asks', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageReports', () => ({ data: { messageReports: connection([report('m1')]) } }));
  renderPage(<ReportedMessagesPage search={new URLSearchParams('status=nonsense')} />, {
    url: '/admin/reported-messages?status=nonsense',
    user: ADMIN,
  });
  const table = await screen.findByTestId('admin-reports-table');
  const row = table.querySelector('tbody tr')?.textContent ?? '';
  for (const part of [
    'Pay me in cash and skip the site fee.',
    'Wrote it (Professional)',
    'Sam Pipes (Pipes & Co)',
    'Reported it',
    'Jane Doe',
    'A scam',
    'Asked for cash around the platform.',
  ]) {
    t.match(row, part);
  }
  t.equal(screen.getByRole('link', { name: 'Jane Doe' }).getAttribute('href'), '/admin/users/owner1');
  t.same(calls(s, 'adminMessageReports')[0]?.variables, { status: 'OPEN', first: 20, after: null });
});

t.test('a report dismissed, a message taken down; a report gone and a failed call in words', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminMessageReports', () => {
    listed += 1;
    return { data: { messageReports: connection([report('m1')]) } };
  });
  const answers: unknown[] = [
    {
      data: { decideMessageReport: { __typename: 'MessageReportDecided', report: { id: 'm1', status: 'DISMISSED' } } },
    },
    { data: { decideMessageReport: { __typename: 'MessageReportDecided', report: { id: 'm1', status: 'REMOVED' } } } },
    { data: { decideMessageReport: { __typename: 'NotFound', id: 'm1' } } },
    { status: 500, body: '' },
  ];
  s.handle('adminDecideMessageReport', () => answers.shift() as { data: unknown });
  renderPage(<ReportedMessagesPage search={new URLSearchParams()} />, { url: '/admin/reported-messages', user: ADMIN });

  fireEvent.click(await screen.findByTestId('dismiss-m1'));
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The report is dismissed.'));
  t.same(calls(s, 'adminDecideMessageReport')[0]?.variables, {
    input: { reportId: 'm1', decision: 'DISMISS', reason: null },
  });
  await until(() => listed >= 2);

  fireEvent.click(screen.getByTestId('remove-m1'));
  t.match(screen.getByTestId('moderation-confirm').textContent, 'Its words leave the conversation');
  fireEvent.change(screen.getByLabelText(/^Note for the audit log/), { target: { value: 'Cash request.' } });
  fireEvent.click(confirmButton());
  await until(() => toasts().includes('The message is taken down.'));
  t.same(calls(s, 'adminDecideMessageReport')[1]?.variables, {
    input: { reportId: 'm1', decision: 'REMOVE_MESSAGE', reason: 'Cash request.' },
  });

  for (const said of [
    'That report is gone: the conversation or an account of it was removed.',
    'Internal server error',
  ]) {
    toastStore.dismiss();
    fireEvent.click(screen.getByTestId('dismiss-m1'));
    fireEvent.click(confirmButton());
    await until(() => toasts().includes(said));
    t.pass(said);
    fireEvent.click(screen.getByText('Cancel'));
  }
});

t.test('decided reports show their state and no buttons', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminMessageReports', () => ({ data: { messageReports: connection([report('m2', 'REMOVED')]) } }));
  renderPage(<ReportedMessagesPage search={new URLSearchParams('status=REMOVED')} />, {
    url: '/admin/reported-messages?status=REMOVED',
    user: ADMIN,
  });
  await screen.findByTestId('admin-reports-table');
  t.match(screen.getByTestId('admin-reports-table').textContent, 'Message taken down');
  t.notOk(screen.queryByTestId('dismiss-m2'));
  t.same(calls(s, 'adminMessageReports')[0]?.variables, { status: 'REMOVED', first: 20, after: null });
});
