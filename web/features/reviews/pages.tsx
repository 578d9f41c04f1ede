// A professional's reviews, those they bring from elsewhere (decision 078), and asking past customers
// for more (spec §2.7).

import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import {
  ReviewsMyExternalReviewsDocument,
  ReviewsMyReviewsDocument,
  ReviewsProSummaryDocument,
  ReviewsRequestAllowanceDocument,
  ReviewsReviewRequestsDocument,
} from './generated/documents.ts';
import { ProReviewsPage, REVIEWS_VARIABLES } from './pro-reviews-page.tsx';
import { REVIEW_REQUESTS_VARIABLES, RequestReviewsPage } from './request-reviews-page.tsx';

export const PAGES = {
  proReviews: {
    render: () => <ProReviewsPage />,
    data: () => [
      query(ReviewsProSummaryDocument),
      connection(ReviewsMyReviewsDocument, REVIEWS_VARIABLES),
      query(ReviewsMyExternalReviewsDocument),
    ],
  },
  proRequestReviews: {
    render: () => <RequestReviewsPage />,
    data: () => [
      query(ReviewsRequestAllowanceDocument),
      connection(ReviewsReviewRequestsDocument, REVIEW_REQUESTS_VARIABLES),
    ],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
