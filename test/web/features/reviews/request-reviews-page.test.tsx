// Asking past customers for a review: how many more may be asked and from when, in words; every
// name and address checked next to its field before anything is sent, with the focus on the first;
// each refusal of the API said where it belongs; success as a toast; and nothing typed lost when
// the list is refused or the call fails.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import {
  ReviewsRequestAllowanceDocument,
  ReviewsReviewRequestsDocument,
} from '../../../../web/features/reviews/generated/documents.ts';
import {
  REVIEW_REQUESTS_VARIABLES,
  RequestReviewsPage,
} from '../../../../web/features/reviews/request-reviews-page.tsx';
import type { ReviewsRequestAllowanceFragment, ReviewsReviewRequestsQuery } from '../../../../web/generated/graphql.ts';
import { connectionKey, queryKey } from '../../../../web/lib/data.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const ALLOWANCE: ReviewsRequestAllowanceFragment = {
  perRequest: 20,
  perDay: 100,
  remaining: 97,
  moreFrom: '2026-03-02T13:30:00.000Z',
};

const ASKED: ReviewsReviewRequestsQuery = {
  myReviewRequests: {
    totalCount: 2,
    edges: [
      {
        node: {
          id: 'rr2',
          name: 'Ben Smit',
          email: 'ben@example.org',
          requestedAt: '2026-03-01T13:30:00.000Z',
          reviewedAt: null,
        },
      },
      {
        node: {
          id: 'rr1',
          name: 'Anna de Wit',
          email: 'anna@example.org',
          requestedAt: '2026-02-01T10:00:00.000Z',
          reviewedAt: '2026-02-03T09:00:00.000Z',
        },
      },
    ],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

function show(allowance: ReviewsRequestAllowanceFragment = ALLOWANCE, asked = ASKED) {
  return renderPage(<RequestReviewsPage />, {
    user: PRO,
    url: '/service-pro/reviews/request-reviews',
    cache: {
      [queryKey(ReviewsRequestAllowanceDocument)]: { myReviewRequestAllowance: allowance },
      [connectionKey(ReviewsReviewRequestsDocument, REVIEW_REQUESTS_VARIABLES)]: [asked],
    },
  });
}

// A server for the page's calls: the lists as above, and the mutation's answer given.
async function serverAnswering(t: Parameters<typeof startSessionServer>[0], answer: Record<string, unknown>) {
  const server = await startSessionServer(t);
  server.handle('reviewsRequestReviews', () => ({ data: { requestReviews: answer } }));
  server.handle('reviewsRequestAllowance', () => ({ data: { myReviewRequestAllowance: ALLOWANCE } }));
  server.handle('reviewsReviewRequests', () => ({ data: ASKED }));
  return server;
}

const customers = () => screen.getAllByTestId('review-request-customer');
const field = (index: number, label: 'Name' | 'Email address') =>
  within(customers()[index] as HTMLElement).getByLabelText(label) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const sent = (server: Awaited<ReturnType<typeof serverAnswering>>) =>
  server.calls.filter((call) => call.operationName === 'reviewsRequestReviews');

function fill(rows: [string, string][]) {
  for (const [index, [name, email]] of rows.entries()) {
    if (index > 0) fireEvent.click(screen.getByTestId('review-request-add'));
    type(field(index, 'Name'), name);
    type(field(index, 'Email address'), email);
  }
}

t.test('the page says how many more customers may be asked and from when, and whom the pro asked', async (t) => {
  show();
  t.equal(
    screen.getByTestId('review-request-allowance').textContent,
    'You can ask 97 more customers now, up to 20 at a time. More from 2 Mar 2026, 14:30.',
  );
  const asked = screen.getAllByTestId('review-request');
  t.match(asked[0]?.textContent, /Ben Smit.*ben@example\.org.*Asked on 1 March 2026.*No review yet/);
  t.match(asked[1]?.textContent, /Anna de Wit.*Asked on 1 February 2026.*Reviewed on 3 February 2026/);
  const back = screen.getByRole('link', { name: 'Your reviews' });
  t.equal(back.getAttribute('href'), '/service-pro/reviews');
});

t.test('a professional who may ask no one more today is told when they may, and cannot send', async (t) => {
  show({ ...ALLOWANCE, remaining: 0 });
  t.equal(
    screen.getByTestId('review-request-allowance').textContent,
    'You have asked 100 customers in the last 24 hours, the most for one day. You can ask more from 2 Mar 2026, 14:30.',
  );
  t.ok((screen.getByTestId('review-request-send') as HTMLButtonElement).disabled);
});

t.test('with nobody asked in the last day the limits are said as they are', async (t) => {
  show(
    { ...ALLOWANCE, remaining: 100, moreFrom: null },
    { myReviewRequests: { ...ASKED.myReviewRequests, edges: [] } },
  );
  t.equal(
    screen.getByTestId('review-request-allowance').textContent,
    'You can ask up to 20 customers at a time, and 100 in 24 hours.',
  );
  t.match(document.body.textContent, 'Nobody asked yet');
});

t.test('names and addresses are checked before anything is sent, next to their fields', async (t) => {
  const server = await serverAnswering(t, { __typename: 'ReviewsRequested', count: 1 });
  show();
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => (document.body.textContent ?? '').includes('Add at least one customer to ask.'));
  fill([
    ['', 'anna@example'],
    ['Ben Smit', 'ben@example.org'],
    ['Carla Jansen', 'BEN@example.org'],
  ]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => document.activeElement === field(0, 'Name'));
  t.equal(errorOf(field(0, 'Name')), "Enter the customer's name.");
  t.equal(errorOf(field(0, 'Email address')), 'Enter an email address like name@example.com.');
  t.equal(errorOf(field(1, 'Email address')), undefined);
  t.equal(errorOf(field(2, 'Email address')), 'This address is in the list twice. Ask each customer once.');
  t.equal(field(0, 'Email address').getAttribute('aria-invalid'), 'true');
  t.equal(sent(server).length, 0, 'nothing was sent');
});

t.test('a list that is sent: trimmed, empty rows left out, a toast, and a fresh form', async (t) => {
  const server = await serverAnswering(t, { __typename: 'ReviewsRequested', count: 2 });
  show();
  fill([
    [' Anna de Wit ', ' anna@example.org '],
    ['', ''],
    ['Ben Smit', 'ben@example.org'],
  ]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => toastTitles().includes('We emailed 2 customers a link to review you.'));
  t.same(sent(server)[0]?.variables, {
    input: {
      customers: [
        { name: 'Anna de Wit', email: 'anna@example.org' },
        { name: 'Ben Smit', email: 'ben@example.org' },
      ],
    },
  });
  await until(() => customers().length === 1);
  t.equal(field(0, 'Name').value, '', 'ready for the next customers');
  await until(() => server.calls.some((call) => call.operationName === 'reviewsReviewRequests'));
  t.pass('whom they asked is read again');
});

t.test('a customer can be taken off the list; the last one stays', async (t) => {
  show();
  fill([
    ['Anna de Wit', 'anna@example.org'],
    ['Ben Smit', 'ben@example.org'],
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Remove customer 1' }));
  t.equal(customers().length, 1);
  t.equal(field(0, 'Name').value, 'Ben Smit');
  t.equal(screen.queryByRole('button', { name: /Remove customer/ }), null, 'the last one stays');
});

t.test('customers asked less than 30 days ago are refused next to their address; the list stays', async (t) => {
  await serverAnswering(t, { __typename: 'AlreadyAskedForReview', fields: ['customers.1.email'] });
  show();
  fill([
    ['Anna de Wit', 'anna@example.org'],
    ['', ''],
    ['Ben Smit', 'ben@example.org'],
  ]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => document.activeElement === field(2, 'Email address'));
  t.equal(
    errorOf(field(2, 'Email address')),
    'You asked this customer for a review less than 30 days ago. Give them time to answer.',
    'the row the server named, counted without the empty one',
  );
  t.equal(errorOf(field(0, 'Email address')), undefined);
  t.equal(field(0, 'Name').value, 'Anna de Wit');
});

t.test("the API's field refusals land next to their fields", async (t) => {
  await serverAnswering(t, {
    __typename: 'InvalidFields',
    fieldErrors: [
      { field: 'customers.0.name', code: 'INVALID' },
      { field: 'customers.1.email', code: 'INVALID_DNS' },
    ],
  });
  show();
  fill([
    ['Anna 2', 'anna@example.org'],
    ['Ben Smit', 'ben@no-mail.example'],
  ]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => document.activeElement === field(0, 'Name'));
  t.equal(errorOf(field(0, 'Name')), 'Enter the name in letters, as the customer writes it.');
  t.equal(errorOf(field(1, 'Email address')), 'This address cannot receive email. Check the part after the @.');
});

t.test('past the day’s limit the page says how many may be asked and when; the list stays', async (t) => {
  await serverAnswering(t, {
    __typename: 'ReviewRequestLimitReached',
    allowance: { ...ALLOWANCE, remaining: 1 },
  });
  show();
  fill([
    ['Anna de Wit', 'anna@example.org'],
    ['Ben Smit', 'ben@example.org'],
  ]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  const alert = await screen.findByText(/You can ask only 1 more customer now/);
  t.equal(
    alert.textContent,
    'You can ask only 1 more customer now. Remove some from the list, or send it from 2 Mar 2026, 14:30.',
  );
  t.equal(customers().length, 2);
  t.equal(field(1, 'Email address').value, 'ben@example.org');
});

t.test('a call that fails says so, and keeps the list', async (t) => {
  const server = await startSessionServer(t);
  server.handle('reviewsRequestReviews', () => ({ status: 500, body: '{}' }));
  show();
  fill([['Anna de Wit', 'anna@example.org']]);
  fireEvent.click(screen.getByTestId('review-request-send'));
  await until(() => (document.body.textContent ?? '').includes('Internal server error'));
  t.equal(field(0, 'Name').value, 'Anna de Wit');
  t.equal(field(0, 'Email address').value, 'anna@example.org');
});
