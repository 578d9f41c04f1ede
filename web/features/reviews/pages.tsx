// A professional's reviews (spec §2.7).

import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { ReviewsMyReviewsDocument, ReviewsProSummaryDocument } from './generated/documents.ts';
import { ProReviewsPage, REVIEWS_VARIABLES } from './pro-reviews-page.tsx';

export const PAGES = {
  proReviews: {
    render: () => <ProReviewsPage />,
    data: () => [query(ReviewsProSummaryDocument), connection(ReviewsMyReviewsDocument, REVIEWS_VARIABLES)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
