// The activity overview in the browser: tabs are links with the current one marked, the tab goes
// to the address and to the API, each item links to its proposal, and each tab has its empty state.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ActivityPage } from '../../../../web/features/pro-jobs/activity-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { connectionOf } from './fixtures.ts';

const proposal = (id: string) => ({
  id,
  status: 'HIRED',
  createdAt: '2025-05-01T10:00:00.000Z',
  proposedAt: '2025-05-01T11:00:00.000Z',
  serviceRequest: {
    id: 'job-1',
    status: 'HIRED',
    service: { id: 'svc-1', name: 'Fix a leaking tap' },
    location: { id: 'pc-1', name: 'SW1A 1AA', parent: { id: 'city-1', name: 'London' } },
    consumer: { id: 'c-1', displayName: 'Ann L.' },
  },
});

t.test('tabs switch in the address and the API, and items link to their proposals', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proJobsActivity', ({ variables }) => ({
    data: {
      activityOverview: connectionOf(
        variables.tab === 'HIRED'
          ? [{ __typename: 'HiredActivity', id: 'p-5', hiredAt: '2025-05-03T09:00:00.000Z', proposal: proposal('p-5') }]
          : [],
      ),
    },
  }));
  renderPage(<ActivityPage />, { user: PRO, url: '/service-pro/activity-overview' });
  t.ok(await screen.findByRole('heading', { name: 'No home owner has shortlisted you yet.' }));
  t.equal(
    screen.getByRole('link', { name: 'Find new jobs to respond to' }).getAttribute('href'),
    '/service-pro/new-service-requests',
    'the empty tab leads on to new jobs',
  );
  const tabs = screen.getByRole('navigation', { name: 'Activity' });
  t.same(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent),
    ['Shortlisted', 'Hired', 'Interested', 'Closed'],
  );
  t.equal(screen.getByTestId('activity-tab-shortlisted').getAttribute('aria-current'), 'page');
  t.equal(screen.getByTestId('activity-tab-hired').getAttribute('aria-current'), null);
  t.same(server.calls.at(-1)?.variables, { tab: 'SHORTLISTED' });

  fireEvent.click(screen.getByRole('link', { name: 'Hired' }));
  t.equal(screen.getByTestId('where').textContent, '/service-pro/activity-overview?tab=hired');
  const link = await screen.findByTestId('activity-item-link');
  t.equal(link.getAttribute('href'), '/service-pro/my-proposal/p-5');
  t.equal(link.textContent, 'Fix a leaking tap');
  t.equal(screen.getByTestId('activity-tab-hired').getAttribute('aria-current'), 'page');
  t.match(screen.getByTestId('activity-item').textContent, 'For Ann L. in London (SW1A 1AA)');
  t.match(screen.getByTestId('activity-item').textContent, 'Hired on 3 May 2025');
  t.same(server.calls.at(-1)?.variables, { tab: 'HIRED' });
});

const EMPTY: Record<string, string> = {
  interested: 'You have not shown interest in a job that is still waiting for an answer.',
  closed: 'None of your jobs has been closed.',
  hired: 'You have not been hired for a job yet.',
};

for (const [tab, message] of Object.entries(EMPTY)) {
  t.test(`the ${tab} tab opened from the address has its own empty state`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('proJobsActivity', () => ({ data: { activityOverview: connectionOf([]) } }));
    renderPage(<ActivityPage />, { user: PRO, url: `/service-pro/activity-overview?tab=${tab}` });
    t.ok(await screen.findByRole('heading', { name: message }));
    await until(() => server.calls.length > 0);
    t.same(server.calls[0]?.variables, { tab: tab.toUpperCase() });
  });
}

t.test('from the jobs by service: only that service’s jobs, with the way back to every service', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proJobsActivity', () => ({
    data: {
      activityOverview: connectionOf([
        { __typename: 'HiredActivity', id: 'p-5', hiredAt: '2025-05-03T09:00:00.000Z', proposal: proposal('p-5') },
      ]),
    },
  }));
  renderPage(<ActivityPage />, { user: PRO, url: '/service-pro/activity-overview?service=svc-1&tab=hired' });
  await screen.findByTestId('activity-item');
  t.same(server.calls[0]?.variables, { tab: 'HIRED', serviceId: 'svc-1' });
  t.match(screen.getByTestId('activity-service-filter').textContent, 'Only the jobs for Fix a leaking tap.');
  t.equal(screen.getByTestId('activity-all-services').getAttribute('href'), '/service-pro/activity-overview?tab=hired');
  t.equal(screen.getByTestId('activity-by-service').getAttribute('href'), '/service-pro/activity/hired/services');
});
