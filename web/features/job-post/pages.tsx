// The job-post pages (spec §2.5) and the activation of the account a visitor makes with a job
// (§2.6 /consumer/activate/…).

import { readQueryParam } from '../../../shared/query.ts';
import type { PageDataInput, PageDefinition, PageProps } from '../../lib/pages.ts';
import { query } from '../../lib/pages.ts';
import { ActivatePendingPage } from './activate-pending-page.tsx';
import { ACTIVATION_TOKEN_PARAM, ActivateVerifyPage } from './activate-verify-page.tsx';
import {
  JobPostAccountDocument,
  JobPostPostedRequestDocument,
  JobPostProfessionDocument,
  JobPostProfessionsDocument,
} from './generated/documents.ts';
import { JobPostPage } from './job-post-page.tsx';
import { PostedPage, SERVICE_REQUEST_ID_PARAM } from './posted-page.tsx';

// The trade of the address: in its path, or in its query when the home page's search form was sent
// without JavaScript (docs/decisions/041-home-page.md), which also gives the postcode.
const JOB_QUERY = { profession: 'profession', postalCode: 'postalCode' } as const;
const professionOf = ({ params, search }: PageProps) =>
  params.slug ?? (readQueryParam(search, JOB_QUERY.profession).trim() || undefined);

// The form's trades, and the trade of the address with its services' questions.
function formData(input: PageDataInput) {
  const { brand } = input;
  const slug = professionOf(input);
  const entries = [query(JobPostProfessionsDocument, { brand: brand.id })];
  if (slug) entries.push(query(JobPostProfessionDocument, { brand: brand.id, slug }));
  return entries;
}

const isConsumer = ({ user }: PageDataInput) => user?.type === 'CONSUMER';
const jobPost: PageDefinition = {
  render: (props) => (
    <JobPostPage
      professionSlug={professionOf(props)}
      serviceSlug={props.params.serviceSlug}
      postalCode={readQueryParam(props.search, JOB_QUERY.postalCode).trim()}
    />
  ),
  data: formData,
};

export const PAGES = {
  postAJob: jobPost,
  findAService: jobPost,
  jobPostProfession: jobPost,
  serviceRequestPosted: {
    render: ({ search }) => <PostedPage serviceRequestId={readQueryParam(search, SERVICE_REQUEST_ID_PARAM)} />,
    data: (input) => {
      if (!isConsumer(input)) return [];
      const id = readQueryParam(input.search, SERVICE_REQUEST_ID_PARAM);
      return [query(JobPostAccountDocument), ...(id ? [query(JobPostPostedRequestDocument, { id })] : [])];
    },
  },
  consumerActivatePending: {
    render: ({ search }) => <ActivatePendingPage serviceRequestId={readQueryParam(search, SERVICE_REQUEST_ID_PARAM)} />,
    data: (input) => (isConsumer(input) ? [query(JobPostAccountDocument)] : []),
  },
  consumerActivateVerify: {
    render: ({ search }) => <ActivateVerifyPage token={readQueryParam(search, ACTIVATION_TOKEN_PARAM)} />,
    data: (input) => (isConsumer(input) ? [query(JobPostAccountDocument)] : []),
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
