// One activity's jobs by service: a card per service with its trade, its count and its latest
// response, linking to those jobs in the activity overview; tabs to the other activities; the empty,
// failed and not-found states.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ActivityServicesPage } from '../../../../web/features/pro-activity/activity-services-page.tsx';
import { ProActivityServicesDocument } from '../../../../web/features/pro-activity/generated/documents.ts';
import { PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { cached, renderPage } from '../../render.tsx';

const group = (id: string, name: string, count: number) => ({
  count,
  latestAt: '2025-05-03T09:00:00.000Z',
  service: { id, name, profession: { id: 'prof-1', name: 'Plumbing' } },
});
const HIRED = {
  activityServices: {
    tab: 'HIRED',
    totalCount: 5,
    groups: [group('svc-1', 'Fix a leaking tap', 4), group('svc-2', 'Fit a radiator', 1)],
  },
};

t.test('each service is a card with its count, linking to its jobs in the overview', async (t) => {
  renderPage(<ActivityServicesPage activity="hired" />, {
    user: PRO,
    url: '/service-pro/activity/hired/services',
    cache: cached(ProActivityServicesDocument, { tab: 'HIRED' }, HIRED),
  });
  t.ok(screen.getByRole('heading', { level: 1, name: 'Hired, by service' }));
  t.equal(screen.getByTestId('activity-services-total').textContent, '5 jobs in 2 services');
  const [first, second] = screen.getAllByTestId('activity-service');
  t.match(first?.textContent, 'Plumbing');
  t.equal(within(first as HTMLElement).getByTestId('activity-service-count').textContent, '4 jobs');
  t.match(first?.textContent, 'Latest response on 3 May 2025');
  t.equal(
    within(first as HTMLElement)
      .getByRole('link', { name: 'Fix a leaking tap' })
      .getAttribute('href'),
    '/service-pro/activity-overview?service=svc-1&tab=hired',
  );
  t.equal(within(second as HTMLElement).getByTestId('activity-service-count').textContent, '1 job');
  const tabs = screen.getByRole('navigation', { name: 'Activity' });
  t.same(
    within(tabs)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    [
      ['Shortlisted', null],
      ['Hired', 'page'],
      ['Interested', null],
      ['Closed', null],
    ],
  );
  t.equal(
    screen.getByRole('link', { name: 'See all of them as one list' }).getAttribute('href'),
    '/service-pro/activity-overview?tab=hired',
  );
});

t.test('an activity without jobs says so and leads to new jobs', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proActivityServices', () => ({
    data: { activityServices: { tab: 'SHORTLISTED', totalCount: 0, groups: [] } },
  }));
  renderPage(<ActivityServicesPage activity="shortlisted" />, {
    user: PRO,
    url: '/service-pro/activity/shortlisted/services',
  });
  t.ok(await screen.findByRole('heading', { name: 'No home owner has shortlisted you for a job that is still open.' }));
  t.same(server.calls[0]?.variables, { tab: 'SHORTLISTED' });
  t.equal(
    screen.getByRole('link', { name: 'Find new jobs to respond to' }).getAttribute('href'),
    '/service-pro/new-service-requests',
  );
});

t.test('a failed read can be tried again', async (t) => {
  const server = await startSessionServer(t);
  let calls = 0;
  server.handle('proActivityServices', () => {
    calls += 1;
    return calls === 1 ? { status: 400, body: JSON.stringify({ errors: [{ message: 'no' }] }) } : { data: HIRED };
  });
  renderPage(<ActivityServicesPage activity="hired" />, { user: PRO, url: '/service-pro/activity/hired/services' });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  t.equal((await screen.findAllByTestId('activity-service')).length, 2);
});

t.test('an activity that is not a tab is not found', async (t) => {
  renderPage(<ActivityServicesPage activity="archived" />, {
    user: PRO,
    url: '/service-pro/activity/archived/services',
  });
  t.ok(screen.getByRole('heading', { level: 1, name: 'Page not found' }));
});
