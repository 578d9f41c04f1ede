// The new job list in the browser: filters go to the address (only what differs from the
// defaults) and to the API, are remembered per brand, and come back when the page is opened bare.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { BRANDS } from '../../../../shared/brands.ts';
import { parseJobListQuery, storageKey } from '../../../../web/features/pro-jobs/job-filters.ts';
import { NewJobsPage } from '../../../../web/features/pro-jobs/new-jobs-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { connectionOf, jobCard } from './fixtures.ts';

const FILTER_OPTIONS = {
  data: {
    me: {
      __typename: 'ServicePro',
      id: 'pro-1',
      workArea: { radius: { value: 20, unit: 'miles' } },
      professions: [{ id: 'prof-1', name: 'Plumbing', skillClusters: [{ id: 'cl-1', name: 'Taps and sinks' }] }],
    },
  },
};

async function serve(t: { teardown(fn: () => unknown): void }, jobs = [jobCard()]) {
  const server = await startSessionServer(t);
  server.handle('proJobsFilterOptions', () => FILTER_OPTIONS);
  server.handle('proJobsNewJobList', () => ({ data: { newJobList: connectionOf(jobs) } }));
  return server;
}

const lastListCall = (server: Awaited<ReturnType<typeof serve>>) =>
  server.calls.filter((call) => call.operationName === 'proJobsNewJobList').at(-1)?.variables;

t.test('a job card shows the job and links to its page', async (t) => {
  await serve(t);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  const card = await screen.findByTestId('job-card');
  t.equal(card.getAttribute('data-job-id'), 'job-1');
  t.equal(screen.getByTestId('job-card-link').getAttribute('href'), '/job/job-1');
  const text = card.textContent ?? '';
  for (const part of ['Fix a leaking tap', 'Plumbing', 'London (SW1A 1AA)', '3.4 mi away', 'Within two weeks']) {
    t.ok(text.includes(part), part);
  }
  t.ok(text.includes('2 photos'));
  t.ok(text.includes('2 of 5 responses'));
  t.ok(within(card).getByRole('heading', { name: 'Fix a leaking tap' }), 'the service is the title');
  t.ok(within(card).getByRole('button', { name: 'Save for later' }), 'save is a button named in words');
  t.match(text, 'Open', 'with where the job stands');
  t.equal(screen.getByTestId('job-list-count').textContent, '1 job found');
});

t.test('a filter goes to the API and to the address, without the defaults, and is remembered', async (t) => {
  const server = await serve(t);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  await screen.findByTestId('job-card');
  t.same(lastListCall(server), { filters: {}, sortBy: 'DATE' });
  fireEvent.click(screen.getByLabelText('Few responses so far (under 3)'));
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DISTANCE' } });
  fireEvent.change(screen.getByLabelText('Search in jobs'), { target: { value: '  leaking   tap ' } });
  fireEvent.click(screen.getByTestId('job-filters-search'));
  await until(() => screen.getByTestId('where').textContent?.includes('query=') ?? false);
  t.equal(
    screen.getByTestId('where').textContent,
    '/service-pro/new-service-requests?lowCompetition=true&query=leaking+tap&sortBy=DISTANCE',
  );
  await until(() => (lastListCall(server)?.filters as { query?: string })?.query === 'leaking tap');
  t.same(lastListCall(server), { filters: { lowCompetition: true, query: 'leaking tap' }, sortBy: 'DISTANCE' });
  t.same(JSON.parse(window.localStorage.getItem(storageKey('uk')) ?? 'null'), {
    filters: { lowCompetition: true, query: 'leaking tap' },
    sortBy: 'DISTANCE',
  });
  fireEvent.click(screen.getByTestId('job-filters-clear'));
  await until(() => screen.getByTestId('where').textContent === '/service-pro/new-service-requests');
  t.same(JSON.parse(window.localStorage.getItem(storageKey('uk')) ?? 'null'), { filters: {}, sortBy: 'DATE' });
});

t.test('every filter of the API can be chosen', async (t) => {
  const server = await serve(t);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  await screen.findByLabelText('Taps and sinks');
  fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '10' } });
  fireEvent.change(screen.getByLabelText('Responses so far'), { target: { value: '2' } });
  fireEvent.click(screen.getByLabelText('Plumbing'));
  fireEvent.click(screen.getByLabelText('Taps and sinks'));
  fireEvent.click(screen.getByLabelText('Only jobs I am qualified for'));
  fireEvent.click(screen.getByLabelText('Only jobs sent to me directly'));
  fireEvent.click(screen.getByLabelText('Only jobs with photos'));
  await until(() => (lastListCall(server)?.filters as { withPictures?: boolean })?.withPictures === true);
  t.same(lastListCall(server), {
    filters: {
      distance: 10,
      maxResponses: 2,
      professionIds: ['prof-1'],
      skillClusterIds: ['cl-1'],
      onlyQualifiedFor: true,
      directRequestsOnly: true,
      withPictures: true,
    },
    sortBy: 'DATE',
  });
  t.equal(
    screen.getByTestId('where').textContent,
    '/service-pro/new-service-requests?directRequestsOnly=true&distance=10&maxResponses=2&onlyQualifiedFor=true&professionIds%5B%5D=prof-1&skillClusterIds%5B%5D=cl-1&withPictures=true',
  );
});

t.test('opened without a query, the page brings back the filters remembered for the brand', async (t) => {
  const server = await serve(t);
  window.localStorage.setItem(
    storageKey('uk'),
    JSON.stringify({ filters: { withPictures: true }, sortBy: 'RECOMMENDED' }),
  );
  window.localStorage.setItem(storageKey('nl'), JSON.stringify({ filters: { lowCompetition: true } }));
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  await until(() => screen.getByTestId('where').textContent?.includes('?') ?? false);
  t.equal(
    screen.getByTestId('where').textContent,
    '/service-pro/new-service-requests?sortBy=RECOMMENDED&withPictures=true',
  );
  await until(() => lastListCall(server)?.sortBy === 'RECOMMENDED');
  t.same(lastListCall(server), { filters: { withPictures: true }, sortBy: 'RECOMMENDED' });
  t.equal((screen.getByLabelText('Only jobs with photos') as HTMLInputElement).checked, true);
});

t.test('a query in the address wins over the remembered filters', async (t) => {
  const server = await serve(t);
  window.localStorage.setItem(storageKey('uk'), JSON.stringify({ filters: { withPictures: true }, sortBy: 'DATE' }));
  renderPage(<NewJobsPage brand={BRANDS.uk} />, {
    user: PRO,
    url: '/service-pro/new-service-requests?lowCompetition=true',
  });
  await screen.findByTestId('job-card');
  t.same(lastListCall(server), { filters: { lowCompetition: true }, sortBy: 'DATE' });
  t.same(JSON.parse(window.localStorage.getItem(storageKey('uk')) ?? 'null'), {
    filters: { lowCompetition: true },
    sortBy: 'DATE',
  });
});

t.test('an empty list says so honestly', async (t) => {
  await serve(t, []);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  t.ok(await screen.findByRole('heading', { name: 'No new jobs right now' }));
  t.equal(screen.queryByTestId('job-filters-clear'), null);
});

t.test('a filtered empty list offers to clear the filters', async (t) => {
  await serve(t, []);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, {
    user: PRO,
    url: '/service-pro/new-service-requests?withPictures=true',
  });
  const empty = (await screen.findByRole('heading', { name: 'No jobs match these filters' })).parentElement;
  fireEvent.click(within(empty as HTMLElement).getByRole('button', { name: 'Clear filters' }));
  await until(() => screen.getByTestId('where').textContent === '/service-pro/new-service-requests');
});

t.test('a list that fails to load says so and can be tried again', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proJobsFilterOptions', () => FILTER_OPTIONS);
  server.handle('proJobsNewJobList', () => ({ status: 400, body: JSON.stringify({ errors: [{ message: 'no' }] }) }));
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  t.ok(await screen.findByRole('alert'));
  t.ok(screen.getByRole('button', { name: 'Try again' }));
});

t.test('the Filters button counts the active filters and opens them in a sheet that applies and closes', async (t) => {
  const server = await serve(t);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, {
    user: PRO,
    url: '/service-pro/new-service-requests?lowCompetition=true&sortBy=DISTANCE&withPictures=true',
  });
  await screen.findByTestId('job-card');
  const opener = screen.getByRole('button', { name: 'Filters (2)' });
  t.equal(opener.getAttribute('aria-haspopup'), 'dialog');
  t.equal(screen.queryByRole('dialog'), null, 'the filters wait behind the button');
  opener.focus();
  fireEvent.click(opener);
  const sheet = screen.getByRole('dialog', { name: 'Filter and sort' });
  t.equal(opener.getAttribute('aria-controls'), sheet.id);
  t.equal(opener.getAttribute('aria-expanded'), 'true');
  fireEvent.change(within(sheet).getByLabelText('Search in jobs'), { target: { value: 'tap' } });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Show 1 job' }));
  await until(() => screen.getByTestId('where').textContent?.includes('query=tap') ?? false);
  t.equal(screen.queryByRole('dialog'), null, 'sent, the sheet closes');
  t.equal(document.activeElement, opener, 'and the focus is back on the button');
  t.ok(screen.getByRole('button', { name: 'Filters (3)' }), 'which counts the search text too');
  await until(() => (lastListCall(server)?.filters as { query?: string })?.query === 'tap');
});

t.test('the filters are a GET form to the list itself, so they work before the script runs', async (t) => {
  await serve(t);
  const url =
    '/service-pro/new-service-requests?distance=10&lowCompetition=true&professionIds%5B%5D=prof-1&query=tap&sortBy=DISTANCE';
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url });
  await screen.findByLabelText('Taps and sinks');
  const form = screen.getByLabelText('Search in jobs').closest('form') as HTMLFormElement;
  t.equal(form.method, 'get');
  t.equal(new URL(form.action).pathname, '/service-pro/new-service-requests');
  // What the browser would send: every field of the form.
  const sent = new URLSearchParams();
  for (const [name, value] of new window.FormData(form)) sent.append(name, String(value));
  t.same(parseJobListQuery(sent), parseJobListQuery(new URL(url, 'http://uk.localhost').searchParams));
  const apply = screen.getByTestId('job-filters-apply') as HTMLButtonElement;
  t.equal(apply.type, 'submit');
  t.equal(apply.form, form, 'the sheet’s apply button sends that form');
});

t.test('the invoice price option: the month’s invoice so far, and what each job adds to it', async (t) => {
  const server = await serve(t, [jobCard(), jobCard({ id: 'job-2' })]);
  let left: number | null = 0;
  server.handle('proJobsNextInvoice', () => ({
    data: {
      myBalance: {
        proposalsIncludedLeft: left,
        nextInvoice: {
          total: { amountMinor: 4320, currency: 'GBP' },
          proposals: 3,
          issuesOn: '2026-12-01T00:00:00.000Z',
        },
      },
    },
  }));
  const view = renderPage(<NewJobsPage brand={BRANDS.uk} />, {
    user: PRO,
    url: '/service-pro/new-service-requests?invoicePricePerMonth=1',
  });
  const soFar = await screen.findByTestId('invoice-so-far');
  t.match(soFar.textContent, 'Your November 2026 invoice so far: £43.20 incl. VAT');
  t.match(soFar.textContent, '3 proposals this month. It is sent on 1 December 2026.');
  t.match(soFar.textContent, 'Your package’s proposals are used up.');
  t.same(
    (await screen.findAllByTestId('job-invoice-price')).map((line) => line.textContent),
    [
      'Responding adds £12.00 excl. VAT to your November 2026 invoice',
      'Responding adds £12.00 excl. VAT to your November 2026 invoice',
    ],
  );
  // A filter keeps the option in the address.
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'DISTANCE' } });
  await until(() => lastListCall(server)?.sortBy === 'DISTANCE');
  t.match(screen.getByTestId('where').textContent, 'invoicePricePerMonth=1');
  t.equal(
    screen.getByTestId('invoice-price-toggle').getAttribute('href'),
    '/service-pro/new-service-requests?sortBy=DISTANCE',
    'turning it off keeps the filters',
  );
  view.unmount();

  left = 4;
  renderPage(<NewJobsPage brand={BRANDS.uk} />, {
    user: PRO,
    url: '/service-pro/new-service-requests?invoicePricePerMonth=1',
  });
  await screen.findByTestId('invoice-so-far');
  t.same(
    (await screen.findAllByTestId('job-invoice-price')).map((line) => line.textContent),
    ['Included in your package', 'Included in your package'],
    'while the package’s proposals last, responding adds nothing',
  );
});

t.test('without the option, no invoice prices and no call for them', async (t) => {
  const server = await serve(t);
  renderPage(<NewJobsPage brand={BRANDS.uk} />, { user: PRO, url: '/service-pro/new-service-requests' });
  await screen.findByTestId('job-card');
  t.equal(screen.queryByTestId('job-invoice-price'), null);
  t.equal(screen.queryByTestId('invoice-so-far'), null);
  t.notOk(server.calls.some((call) => call.operationName === 'proJobsNextInvoice'));
  t.equal(
    screen.getByTestId('invoice-price-toggle').getAttribute('href'),
    '/service-pro/new-service-requests?invoicePricePerMonth=1',
  );
});
