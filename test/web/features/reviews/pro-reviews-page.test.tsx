// A professional's reviews: the score, each review with its response, and responding, with every
// refusal of the API said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import {
  ReviewsMyExternalReviewsDocument,
  ReviewsMyReviewsDocument,
  ReviewsProSummaryDocument,
} from '../../../../web/features/reviews/generated/documents.ts';
import { ProReviewsPage, REVIEWS_VARIABLES } from '../../../../web/features/reviews/pro-reviews-page.tsx';
import type { ReviewErrorCode, ReviewsMyReviewsQuery } from '../../../../web/generated/graphql.ts';
import { connectionKey, queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const review = (id: string, response: string | null) => ({
  id,
  rating: 4,
  title: `Title ${id}`,
  body: 'Quick and tidy work on our boiler.',
  status: 'APPROVED' as const,
  createdAt: '2026-02-01T10:00:00.000Z',
  reviewerName: 'Ann L.',
  service: { id: 's1', name: 'Boiler repair' },
  response: response ? { body: response, createdAt: '2026-02-02T10:00:00.000Z' } : null,
});

const REVIEWS: ReviewsMyReviewsQuery = {
  myReviews: {
    totalCount: 2,
    edges: [{ node: review('r1', null) }, { node: review('r2', 'Thank you, Ann!') }],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

function show() {
  renderPage(<ProReviewsPage />, {
    user: CONSUMER,
    url: '/service-pro/reviews',
    cache: {
      [queryKey(ReviewsProSummaryDocument)]: {
        me: {
          __typename: 'ServicePro',
          id: 'p1',
          slug: 'ace',
          companyProfile: { id: 'c1', companyName: 'Ace Plumbing' },
          reviewScore: { average: 4, count: 2 },
        },
      },
      [connectionKey(ReviewsMyReviewsDocument, REVIEWS_VARIABLES)]: [REVIEWS],
      // The page's reviews from elsewhere, embedded by the server with the rest.
      [queryKey(ReviewsMyExternalReviewsDocument)]: { myExternalReviews: [] },
    },
  });
}

const item = (id: string) =>
  screen.getAllByTestId('pro-review').find((node) => node.dataset.reviewId === id) as HTMLElement;

t.test('the score and each review with its response are shown', async (t) => {
  show();
  t.ok(within(screen.getByTestId('pro-reviews-score')).getByRole('img', { name: 'Rated 4.0 out of 5 from 2 reviews' }));
  t.equal(within(item('r2')).getByTestId('review-response').querySelector('p')?.textContent, 'Thank you, Ann!');
  t.ok(within(item('r2')).getByRole('heading', { name: 'Response from Ace Plumbing' }), 'as customers see it');
  t.ok(within(item('r1')).getByRole('img', { name: 'Rated 4 out of 5' }), 'each review has its own stars');
  t.equal(within(item('r2')).queryByTestId('review-respond'), null, 'one response per review');
  t.ok(within(item('r1')).getByTestId('review-respond'));
});

t.test('a response is checked, sent, and the list refreshed', async (t) => {
  const server = await startSessionServer(t);
  server.handle('reviewsRespond', () => ({
    data: {
      respondToReview: {
        __typename: 'ReviewResponded',
        review: { id: 'r1', response: { body: 'Thanks a lot!', createdAt: '2026-02-03T10:00:00.000Z' } },
      },
    },
  }));
  server.handle('reviewsMyReviews', () => ({
    data: { myReviews: { ...REVIEWS.myReviews, edges: [{ node: review('r1', 'Thanks a lot for this!') }] } },
  }));
  show();
  fireEvent.click(within(item('r1')).getByTestId('review-respond'));
  t.equal(document.activeElement?.textContent, 'Your public response');
  fireEvent.click(screen.getByTestId('review-respond-submit'));
  t.equal(screen.getByRole('alert').textContent, 'Write your response first.');
  fireEvent.change(screen.getByLabelText('Response'), { target: { value: 'Thanks' } });
  fireEvent.click(screen.getByTestId('review-respond-submit'));
  t.equal(screen.getByRole('alert').textContent, 'Your response must be 10 to 2000 characters long.');
  t.equal(server.calls.length, 0);
  fireEvent.change(screen.getByLabelText('Response'), { target: { value: '  Thanks a lot for this!  ' } });
  fireEvent.click(screen.getByTestId('review-respond-submit'));
  await until(() => toastTitles().includes('Your response is published.'));
  t.same(server.calls[0]?.variables, { input: { reviewId: 'r1', body: 'Thanks a lot for this!' } });
  await until(() => screen.queryByTestId('review-response') !== null);
  t.pass('the response shows once the list is refreshed');
});

const CODES: [ReviewErrorCode, string][] = [
  ['CONTACT_DETAILS_SHARED', 'leave out phone numbers'],
  ['REVIEW_RESPONSE_NOT_SAVED', 'could not be saved'],
  ['REVIEW_RESPONSE_DOES_NOT_EXIST', 'no longer exists'],
  ['SERVICE_PRO_HAS_ALREADY_RESPONDED_TO_REVIEW', 'already responded'],
  ['UNSUPPORTED_EXTENSION_FOR_UPLOADED_FILE', 'type of file'],
  ['INVALID_FILE', 'could not be read'],
  ['REVIEW_ALREADY_APPROVED', 'already published'],
  ['REVIEW_NOT_FOUND', 'could not find this review'],
  ['UPLOAD_FAILED', 'upload failed'],
];

for (const [code, expected] of CODES) {
  t.test(`a response refused with ${code} says why`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('reviewsRespond', () => ({ data: { respondToReview: { __typename: 'ReviewFailed', code } } }));
    server.handle('reviewsMyReviews', () => ({ data: REVIEWS }));
    show();
    fireEvent.click(within(item('r1')).getByTestId('review-respond'));
    fireEvent.change(screen.getByLabelText('Response'), { target: { value: 'Thank you very much, Ann.' } });
    fireEvent.click(screen.getByTestId('review-respond-submit'));
    t.match((await within(item('r1')).findByRole('alert')).textContent, expected);
  });
}

t.test('invalid fields from the API are shown on the field', async (t) => {
  const server = await startSessionServer(t);
  server.handle('reviewsRespond', () => ({
    data: { respondToReview: { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'INVALID' }] } },
  }));
  server.handle('reviewsMyReviews', () => ({ data: REVIEWS }));
  show();
  fireEvent.click(within(item('r1')).getByTestId('review-respond'));
  fireEvent.change(screen.getByLabelText('Response'), { target: { value: 'Thank you very much, Ann.' } });
  fireEvent.click(screen.getByTestId('review-respond-submit'));
  t.equal((await screen.findByRole('alert')).textContent, 'Your response must be 10 to 2000 characters long.');
});
