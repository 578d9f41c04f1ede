// The home owner's pages (spec §2.6).

import { readQueryParam } from '../../../shared/query.ts';
import type { ConsumerFeaturedJobQuery } from '../../generated/graphql.ts';
import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { EditReviewPage } from './edit-review-page.tsx';
import { FeaturedJobPage } from './featured-job-page.tsx';
import {
  ConsumerFeaturedJobDocument,
  ConsumerJobOverviewDocument,
  ConsumerMyProjectsDocument,
  ConsumerRecommendationsDocument,
  ConsumerRecommendationsJobDocument,
  ConsumerReviewFormDocument,
} from './generated/documents.ts';
import { MyProjectsPage, projectsVariables } from './my-projects-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { RECOMMENDATIONS_PAGE_SIZE, RecommendationsPage } from './recommendations-page.tsx';

export const PAGES = {
  myProjects: {
    render: ({ brand }) => <MyProjectsPage brand={brand} />,
    data: ({ search }) => [connection(ConsumerMyProjectsDocument, projectsVariables(search))],
  },
  overviewProfessionals: {
    render: ({ params, search }) => (
      <OverviewPage
        key={params.id}
        id={params.id ?? ''}
        notHiredServiceProId={readQueryParam(search, 'notHiredServiceProId') || null}
      />
    ),
    data: ({ params }) => [query(ConsumerJobOverviewDocument, { id: params.id ?? '' })],
  },
  featuredJob: {
    render: ({ params }) => <FeaturedJobPage serviceRequestId={params.serviceRequestId ?? ''} />,
    data: ({ params }) => [query(ConsumerFeaturedJobDocument, { id: params.serviceRequestId ?? '' })],
    // Another home owner's job, or none, is not a page.
    found: ([result]) => (result as ConsumerFeaturedJobQuery | undefined)?.serviceRequest?.featuring !== null,
  },
  recommendations: {
    render: ({ params, search }) => (
      <RecommendationsPage
        serviceRequestId={params.serviceRequestId ?? ''}
        fromPage={readQueryParam(search, 'fromPage')}
      />
    ),
    data: ({ params }) => [
      query(ConsumerRecommendationsJobDocument, { id: params.serviceRequestId ?? '' }),
      connection(ConsumerRecommendationsDocument, {
        id: params.serviceRequestId ?? '',
        first: RECOMMENDATIONS_PAGE_SIZE,
      }),
    ],
  },
  editReview: {
    render: ({ params }) => <EditReviewPage serviceRequestId={params.serviceRequestId ?? ''} />,
    data: ({ params }) => [query(ConsumerReviewFormDocument, { serviceRequestId: params.serviceRequestId ?? '' })],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
