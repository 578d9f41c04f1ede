// Featuring a job (decision 070): the page says what featuring does, for how long and that it is
// free; featuring it shows until when, and the job's overview offers it while the job may be
// featured; a job that may not be says why in words; a professional's job card marks a featured job.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { FeaturedJobPage } from '../../../../web/features/consumer/featured-job-page.tsx';
import { ConsumerJobOverviewDocument } from '../../../../web/features/consumer/generated/documents.ts';
import { OverviewPage } from '../../../../web/features/consumer/overview-page.tsx';
import { JobCard } from '../../../../web/features/pro-jobs/job-card.tsx';
import type { FeatureRefusal } from '../../../../web/generated/graphql.ts';
import { queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { jobCard } from '../pro-jobs/fixtures.ts';
import { JOB_ID, overview } from './fixtures.ts';

const URL = `/consumer/my-projects/${JOB_ID}/featured-job`;

function job(featuring: { refusal: FeatureRefusal | null }, featuredUntil: string | null = null) {
  const { serviceRequest } = overview([]);
  return {
    serviceRequest: {
      ...serviceRequest,
      featured: featuredUntil !== null,
      featuredUntil,
      featuring: { ...featuring, days: 7, maxResponses: 3 },
    },
  };
}

t.test('featuring a job: what it does, then until when', async (t) => {
  const s = await startSessionServer(t);
  let featured = false;
  s.handle('consumerFeaturedJob', () => ({
    data: featured ? job({ refusal: 'ALREADY_FEATURED' }, '2026-03-08T09:00:00.000Z') : job({ refusal: null }),
  }));
  s.handle('consumerJobOverview', () => ({ data: overview([]) }));
  s.handle('consumerMyProjects', () => ({
    data: { myServiceRequests: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
  }));
  s.handle('consumerFeatureJob', () => {
    featured = true;
    return { data: { featureServiceRequest: { __typename: 'JobFeatured', ...job({ refusal: 'ALREADY_FEATURED' }) } } };
  });
  renderPage(<FeaturedJobPage serviceRequestId={JOB_ID} />, { url: URL, user: CONSUMER });
  const page = await screen.findByTestId('featured-job');
  t.match(page.textContent, 'For 7 days');
  t.match(page.textContent, 'Once for each job that fewer than 3 pros have responded to.');
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Feature your job');
  fireEvent.click(screen.getByTestId('featured-confirm'));
  const on = await screen.findByTestId('featured-on');
  t.match(on.textContent, 'Until 8 March 2026, it comes first in the job lists of the pros it suits.');
  t.equal(screen.queryByTestId('featured-confirm'), null, 'once only');
  t.same(s.calls.find((call) => call.operationName === 'consumerFeatureJob')?.variables, { id: JOB_ID });
});

t.test('a job that may not be featured says why', async (t) => {
  const cases: [FeatureRefusal, string][] = [
    ['ENOUGH_RESPONSES', '3 pros have responded to this job already, so it does not need featuring.'],
    ['DIRECT_REQUEST', 'You sent this job to one pro, so there is no list for it to come first in.'],
    ['NOT_OPEN', 'This job no longer takes responses.'],
  ];
  for (const [refusal, words] of cases) {
    const s = await startSessionServer(t);
    s.handle('consumerFeaturedJob', () => ({ data: job({ refusal }) }));
    const view = renderPage(<FeaturedJobPage serviceRequestId={JOB_ID} />, { url: URL, user: CONSUMER });
    await screen.findByText(words);
    t.equal(screen.queryByTestId('featured-confirm'), null, `${refusal}: nothing to press`);
    view.unmount();
  }
});

t.test('the overview offers featuring while the job may be featured, and says when it is', async (t) => {
  const offer = renderPage(<OverviewPage id={JOB_ID} notHiredServiceProId={null} />, {
    user: CONSUMER,
    url: `/consumer/my-projects/${JOB_ID}/overview-professionals`,
    cache: { [queryKey(ConsumerJobOverviewDocument, { id: JOB_ID })]: { ...overview([]), ...job({ refusal: null }) } },
  });
  t.equal(
    screen.getByRole('link', { name: 'Feature your job' }).getAttribute('href'),
    `/consumer/my-projects/${JOB_ID}/featured-job`,
  );
  offer.unmount();
  renderPage(<OverviewPage id={JOB_ID} notHiredServiceProId={null} />, {
    user: CONSUMER,
    url: `/consumer/my-projects/${JOB_ID}/overview-professionals`,
    cache: {
      [queryKey(ConsumerJobOverviewDocument, { id: JOB_ID })]: {
        ...overview([]),
        ...job({ refusal: 'ALREADY_FEATURED' }, '2026-03-08T09:00:00.000Z'),
      },
    },
  });
  t.equal(screen.queryByTestId('overview-feature'), null);
  t.ok(screen.getByText('Featured until 8 March 2026'));
});

t.test('a professional’s job card marks a featured job', async (t) => {
  const view = renderPage(
    <ul>
      <JobCard job={jobCard({ featured: true })} />
    </ul>,
    { url: '/service-pro/new-service-requests', user: PRO },
  );
  t.equal(screen.getByTestId('job-card-featured').textContent, 'Featured');
  view.unmount();
  renderPage(
    <ul>
      <JobCard job={jobCard()} />
    </ul>,
    { url: '/service-pro/new-service-requests', user: PRO },
  );
  t.equal(screen.queryByTestId('job-card-featured'), null);
});
