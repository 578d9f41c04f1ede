// The owner's jobs: the filter asks for one state, the review's toast is said once, and an owner
// without jobs is sent to post one.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { BRANDS } from '../../../../shared/brands.ts';
import { ConsumerMyProjectsDocument } from '../../../../web/features/consumer/generated/documents.ts';
import { MyProjectsPage, projectsVariables } from '../../../../web/features/consumer/my-projects-page.tsx';
import type { ConsumerMyProjectsQuery } from '../../../../web/generated/graphql.ts';
import { connectionKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';
import { JOB_ID, overview } from './fixtures.ts';

function page(statuses: string[]): ConsumerMyProjectsQuery {
  const job = overview([]).serviceRequest;
  if (!job) throw new Error('no job');
  const { responsesOverview: _, ...summary } = job;
  return {
    myServiceRequests: {
      totalCount: statuses.length,
      edges: statuses.map((status, index) => ({
        node: {
          ...summary,
          id: `${JOB_ID}-${index}`,
          status: status as 'OPEN',
          responsesCount: 2,
          responsesOverview: { id: JOB_ID, hired: null },
        },
      })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

const cacheFor = (search: string, data: ConsumerMyProjectsQuery) => ({
  [connectionKey(ConsumerMyProjectsDocument, projectsVariables(new URLSearchParams(search)))]: [data],
});

t.test('the jobs show their state and counts, and the filter asks for one state', async (t) => {
  const server = await startSessionServer(t);
  server.handle('consumerMyProjects', () => ({ data: page(['HIRED']) }));
  renderPage(<MyProjectsPage brand={BRANDS.uk} />, {
    user: CONSUMER,
    url: '/consumer/my-projects',
    cache: cacheFor('', page(['OPEN'])),
  });
  const card = screen.getByTestId('my-project-card');
  t.match(card.textContent, 'Open for responses');
  t.match(card.textContent, '2 responses');
  t.equal(
    screen.getByTestId('my-project-overview-link').closest('a')?.getAttribute('href'),
    `/consumer/my-projects/${JOB_ID}-0/overview-professionals`,
  );
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'HIRED' } });
  await until(() => screen.getByTestId('my-project-card').textContent?.includes('Pro hired') ?? false);
  t.equal(window.location.search, '?status=HIRED');
  t.same(server.calls.at(-1)?.variables, { status: ['HIRED'], first: 10 });
});

t.test('back from the review form, a toast thanks the owner and the marker leaves the address', async (t) => {
  renderPage(<MyProjectsPage brand={BRANDS.uk} />, {
    user: CONSUMER,
    url: '/consumer/my-projects?reviewed=1',
    cache: cacheFor('reviewed=1', page(['HIRED'])),
  });
  await until(() => toastTitles().includes('Thank you! Your review is saved.'));
  t.equal(window.location.search, '');
});

t.test('an owner without jobs is led to post one', async (t) => {
  renderPage(<MyProjectsPage brand={BRANDS.fr} />, {
    user: CONSUMER,
    url: '/consumer/my-projects',
    cache: cacheFor('', page([])),
  });
  t.ok(screen.getByRole('heading', { name: 'You have not posted a job yet' }));
  t.equal(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')?.startsWith('/'), true);
});
