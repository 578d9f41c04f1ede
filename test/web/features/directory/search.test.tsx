// The directory's search: a typed place is looked up and the results page keeps the search in its
// address; an unknown place or a failed lookup says so; sorting and the photo filter change the
// address in place; nobody found shows the ways to search wider.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { professionsVariables } from '../../../../web/features/directory/directory-query.ts';
import { FindAProPage } from '../../../../web/features/directory/find-a-pro-page.tsx';
import { DirectoryProfessionsDocument } from '../../../../web/features/directory/generated/documents.ts';
import { SearchResultsPage } from '../../../../web/features/directory/search-results-page.tsx';
import type { DirectoryPlaceFragment, DirectorySearchQuery } from '../../../../web/generated/graphql.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { brand, cached, renderPage } from '../../render.tsx';

const PROFESSIONS = cached(DirectoryProfessionsDocument, professionsVariables(brand), {
  professions: [
    { id: 'p1', slug: 'plumbing', name: 'Plumbing', professionalsName: 'Plumbers' },
    { id: 'p2', slug: 'painting', name: 'Painting', professionalsName: 'Painters' },
  ],
});

const MANCHESTER: DirectoryPlaceFragment = {
  id: 'l1',
  slug: 'manchester',
  name: 'Manchester',
  kind: 'CITY',
  parent: { id: 'r1', slug: 'greater-manchester', name: 'Greater Manchester', kind: 'REGION' },
};
const POSTCODE: DirectoryPlaceFragment = {
  id: 'l2',
  slug: 'm1-1aa',
  name: 'M1 1AA',
  kind: 'POSTAL_CODE',
  parent: null,
};

const PRO = {
  id: 'u1',
  slug: 'ace-plumbing-manchester',
  isVerified: true,
  backgroundChecked: true,
  companyProfile: {
    id: 'c1',
    companyName: 'Ace Plumbing',
    primaryLocation: { localityNode: { id: 'l1', name: 'Manchester' } },
    companyLogo: null,
  },
  workArea: { centre: { id: 'l1', name: 'Manchester' } },
  reviewScore: { average: 4.5, count: 12 },
  awards: [
    { award: 'VERIFICATION_BADGE' as const, year: 2026 },
    { award: 'BEST_OF_AWARD' as const, year: 2025 },
  ],
  professions: [
    { id: 'p1', slug: 'plumbing', name: 'Plumbing' },
    { id: 'p3', slug: 'heating', name: 'Heating' },
  ],
  services: [{ id: 's1', name: 'Fix a leak' }],
};

const searchAnswer = (edges: DirectorySearchQuery['directorySearch']['edges']) => ({
  data: {
    directorySearch: { totalCount: edges.length, edges, pageInfo: { hasNextPage: false, endCursor: null } },
  },
});

function search(place: string, trade?: string) {
  if (trade) fireEvent.change(screen.getByLabelText('Trade'), { target: { value: trade } });
  fireEvent.change(screen.getByLabelText('Town or postal code'), { target: { value: place } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

t.test('a typed town is looked up and the results address names the trade and the place', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryPopularPlaces', () => ({ data: { directorySearch: { edges: [] } } }));
  server.handle('directoryPlaceSuggestions', () => ({ data: { locations: [MANCHESTER] } }));
  renderPage(<FindAProPage brand={brand} />, { url: '/find-a-tradesperson', cache: PROFESSIONS });
  search('manchester', 'plumbing');
  const where = () => screen.getByTestId('where').textContent;
  await until(() => where() !== '/find-a-tradesperson');
  t.equal(where(), '/directory-search-results?location=manchester&profession=plumbing');
  const lookup = server.calls.find((call) => call.operationName === 'directoryPlaceSuggestions');
  t.same(lookup?.variables, { brand: 'uk', query: 'manchester' });
});

t.test('a postal code searches around the code', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryPopularPlaces', () => ({ data: { directorySearch: { edges: [] } } }));
  server.handle('directoryPlaceSuggestions', () => ({ data: { locations: [POSTCODE] } }));
  renderPage(<FindAProPage brand={brand} />, { url: '/find-a-tradesperson', cache: PROFESSIONS });
  search('m1 1aa');
  const where = () => screen.getByTestId('where').textContent;
  await until(() => where() !== '/find-a-tradesperson');
  t.equal(where(), '/directory-search-results?postalCode=M1%201AA');
});

t.test('a place that does not exist is said plainly, and nothing is searched', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryPopularPlaces', () => ({ data: { directorySearch: { edges: [] } } }));
  server.handle('directoryPlaceSuggestions', () => ({ data: { locations: [] } }));
  renderPage(<FindAProPage brand={brand} />, { url: '/find-a-tradesperson', cache: PROFESSIONS });
  search('Atlantis');
  t.equal(
    (await screen.findByRole('alert')).textContent,
    'We could not find “Atlantis”. Check the spelling, or try a nearby town or a postal code.',
  );
  t.equal(screen.getByTestId('where').textContent, '/find-a-tradesperson');
  t.equal(screen.getByLabelText('Town or postal code').getAttribute('aria-invalid'), 'true');
});

t.test('a failed lookup shows the technical message and the button works again', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryPopularPlaces', () => ({ data: { directorySearch: { edges: [] } } }));
  server.handle('directoryPlaceSuggestions', () => ({ status: 500, body: 'Internal Server Error' }));
  renderPage(<FindAProPage brand={brand} />, { url: '/find-a-tradesperson', cache: PROFESSIONS });
  search('Leeds');
  t.equal((await screen.findByRole('alert')).textContent, 'Internal server error');
  t.equal(screen.getByRole('button', { name: 'Search' }).hasAttribute('disabled'), false);
});

t.test('suggestions appear as a place is typed and choosing one searches without a lookup', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryPopularPlaces', () => ({ data: { directorySearch: { edges: [] } } }));
  server.handle('directoryPlaceSuggestions', () => ({ data: { locations: [MANCHESTER] } }));
  renderPage(<FindAProPage brand={brand} />, { url: '/find-a-tradesperson', cache: PROFESSIONS });
  fireEvent.change(screen.getByLabelText('Town or postal code'), { target: { value: 'Manc' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Manchester, Greater Manchester' }));
  const lookups = server.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  t.equal(screen.getByTestId('where').textContent, '/directory-search-results?location=manchester');
  t.equal(server.calls.length, lookups, 'no second lookup');
});

t.test('the results show each professional with score, checks, place and the request link', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryLocation', () => ({ data: { location: MANCHESTER } }));
  server.handle('directoryProfession', () => ({
    data: { profession: { id: 'p1', slug: 'plumbing', name: 'Plumbing', professionalsName: 'Plumbers' } },
  }));
  server.handle('directorySearch', () =>
    searchAnswer([{ cursor: 'a', sponsored: true, distance: { value: 2.34, unit: 'miles' }, node: PRO }]),
  );
  renderPage(<SearchResultsPage brand={brand} />, {
    url: '/directory-search-results?location=manchester&profession=plumbing',
    cache: PROFESSIONS,
  });
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Plumbers in Manchester');
  const card = await screen.findByTestId('pro-card');
  t.match(card.textContent, 'Ace Plumbing');
  t.match(card.textContent, 'Verified');
  t.match(card.textContent, 'Background-checked', 'the approved certificate of good conduct is said');
  t.match(card.textContent, 'Best of 2025');
  t.notMatch(card.textContent, 'Checks passed', 'the verified badge already says the checks passed');
  t.match(card.textContent, 'Plumbing · Heating');
  t.match(card.textContent, 'Manchester · 2.3 mi away');
  t.equal(screen.getByTestId('pro-card-sponsored').textContent, 'Sponsored', 'first place bought, said so');
  t.match(card.textContent, 'Fix a leak');
  t.ok(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }));
  t.equal(
    screen.getByRole('link', { name: 'Request a quote from Ace Plumbing' }).getAttribute('href'),
    '/send-request-to/ace-plumbing-manchester',
  );
  t.equal(
    screen.getByRole('link', { name: 'Ace Plumbing' }).getAttribute('href'),
    '/tradesperson/ace-plumbing-manchester',
  );
  t.equal(screen.getByRole('heading', { level: 2, name: '1 tradesperson found' }).tagName, 'H2');
});

t.test('sorting and the photo filter change the address in place and search again', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryLocation', () => ({ data: { location: MANCHESTER } }));
  server.handle('directorySearch', () => searchAnswer([{ cursor: 'a', sponsored: false, distance: null, node: PRO }]));
  renderPage(<SearchResultsPage brand={brand} />, {
    url: '/directory-search-results?location=manchester',
    cache: PROFESSIONS,
  });
  await screen.findByTestId('pro-card');
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'BEST_RATED' } });
  t.equal(screen.getByTestId('where').textContent, '/directory-search-results?location=manchester&sort=BEST_RATED');
  fireEvent.click(screen.getByLabelText('Only with photos of their work'));
  t.equal(
    screen.getByTestId('where').textContent,
    '/directory-search-results?location=manchester&sort=BEST_RATED&photos=1',
  );
  const last = () => server.calls.filter((call) => call.operationName === 'directorySearch').at(-1);
  await until(() => (last()?.variables.input as { onlyWithPhotos?: boolean } | undefined)?.onlyWithPhotos === true);
  t.same(last()?.variables.input, {
    brand: 'uk',
    localitySlug: 'manchester',
    sortBy: 'BEST_RATED',
    onlyWithPhotos: true,
  });
});

t.test('nobody found says where, and offers the region, everywhere and posting the job', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryLocation', () => ({ data: { location: MANCHESTER } }));
  server.handle('directoryProfession', () => ({
    data: { profession: { id: 'p1', slug: 'plumbing', name: 'Plumbing', professionalsName: 'Plumbers' } },
  }));
  server.handle('directorySearch', () => searchAnswer([]));
  renderPage(<SearchResultsPage brand={brand} />, {
    url: '/directory-search-results?location=manchester&profession=plumbing',
    cache: PROFESSIONS,
  });
  t.ok(await screen.findByRole('heading', { name: 'No tradespeople for Plumbing found in Manchester yet' }));
  t.equal(
    screen.getByRole('link', { name: 'All trades in Manchester' }).getAttribute('href'),
    '/find-a-tradesperson/manchester',
  );
  t.equal(
    screen.getByRole('link', { name: 'All of Greater Manchester' }).getAttribute('href'),
    '/directory-search-results?location=greater-manchester&profession=plumbing',
  );
  t.equal(
    screen.getByRole('link', { name: 'Everywhere in the country' }).getAttribute('href'),
    '/directory-search-results?profession=plumbing',
  );
  t.equal(screen.getByRole('link', { name: 'Post your job for free' }).getAttribute('href'), '/post-a-job');
});

t.test('a search that cannot be loaded says so with a way to try again', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directorySearch', () => ({ status: 500, body: 'Internal Server Error' }));
  renderPage(<SearchResultsPage brand={brand} />, { url: '/directory-search-results', cache: PROFESSIONS });
  t.equal((await screen.findByRole('alert')).textContent, 'Internal server errorTry again');
  server.handle('directorySearch', () => searchAnswer([{ cursor: 'a', sponsored: false, distance: null, node: PRO }]));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  t.ok(await screen.findByTestId('pro-card'));
});
