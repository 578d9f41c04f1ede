// A professional's jobs (spec §2.7) and the job page (§2.5).

import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { ActivityPage, activityServiceOf, activityTabOf, activityVariables } from './activity-page.tsx';
import {
  ProJobsActivityDocument,
  ProJobsFilterOptionsDocument,
  ProJobsJobDocument,
  ProJobsNewJobListDocument,
  ProJobsNextInvoiceDocument,
  ProJobsSavedJobsDocument,
} from './generated/documents.ts';
import { invoicePriceAsked } from './invoice-price.tsx';
import { jobListVariables, parseJobListQuery } from './job-filters.ts';
import { JobPage, jobVariables } from './job-page.tsx';
import { NewJobsPage } from './new-jobs-page.tsx';
import { SAVED_JOBS_VARIABLES, SavedJobsPage } from './saved-jobs-page.tsx';

export const PAGES = {
  newServiceRequests: {
    render: ({ brand }) => <NewJobsPage brand={brand} />,
    data: ({ search }) => [
      query(ProJobsFilterOptionsDocument),
      connection(ProJobsNewJobListDocument, jobListVariables(parseJobListQuery(search))),
      ...(invoicePriceAsked(search) ? [query(ProJobsNextInvoiceDocument)] : []),
    ],
  },
  job: {
    render: ({ params }) => <JobPage params={params} />,
    // The API shows a job to no one signed out: a visitor is asked to sign in, not told 404.
    data: ({ params, user }) => (user ? [query(ProJobsJobDocument, jobVariables(params))] : []),
    // A job that does not exist, or that the signed-in person may not see, is not found (404). A
    // query that failed (undefined) is the client's to retry.
    found: ([job]) => job === undefined || (job as { serviceRequest: unknown }).serviceRequest !== null,
  },
  savedJobs: {
    render: () => <SavedJobsPage />,
    data: () => [connection(ProJobsSavedJobsDocument, SAVED_JOBS_VARIABLES)],
  },
  activityOverview: {
    render: () => <ActivityPage />,
    data: ({ search }) => [
      connection(ProJobsActivityDocument, activityVariables(activityTabOf(search), activityServiceOf(search))),
    ],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
