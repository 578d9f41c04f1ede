// The home page (spec §2.2, docs/decisions/041-home-page.md): the search is a plain GET form into
// the job form, with a second button to the directory; after hydration it checks the trade and the
// postcode and says what is wrong in words. The trust figures read as the locale writes numbers,
// the popular trades show their category's picture, and the newest reviews name their professional.
import '../../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import t from 'tap';
import { CATALOGS } from '../../../../locales/catalogs.ts';
import { TradeIcon } from '../../../../web/components/ui/trade-icon.tsx';
import {
  HomeFiguresDocument,
  HomePopularProfessionsDocument,
  HomeProfessionsDocument,
  HomeRecentReviewsDocument,
} from '../../../../web/features/home/generated/documents.ts';
import { HomePage } from '../../../../web/features/home/home-page.tsx';
import {
  figuresVariables,
  popularVariables,
  professionsVariables,
  reviewsVariables,
} from '../../../../web/features/home/home-query.ts';
import { roundedDown, TrustFigures } from '../../../../web/features/home/trust-figures.tsx';
import type { HomeFiguresQuery, HomePlaceQuery } from '../../../../web/generated/graphql.ts';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { brand, cached, renderPage, where } from '../../render.tsx';

const trade = (id: string, slug: string, name: string, category: string | null) => ({ id, slug, name, category });
const PLUMBING = trade('p1', 'plumbing', 'Plumbing', 'plumbing');
const ROOFING = trade('p2', 'roofing', 'Roofing', 'roofing');
const ODD_JOBS = trade('p3', 'odd-jobs', 'Odd jobs', null);
const PAINTING = trade('p4', 'painting', 'Painting', 'painting');

const FIGURES: HomeFiguresQuery['marketplaceFigures'] = {
  vettedProCount: 12_437,
  reviewCount: 987,
  averageRating: 4.2,
};

const REVIEW = {
  id: 'r1',
  rating: 5,
  title: 'Spotless work',
  body: 'Fixed the leak in an hour and left everything clean.',
  reviewerName: 'Ann L.',
  createdAt: '2026-11-20T10:00:00.000Z',
  response: null,
  service: { id: 's1', name: 'Fix a leak', profession: { id: 'p1', category: 'plumbing' } },
  servicePro: { id: 'u1', slug: 'ace-plumbing', companyProfile: { companyName: 'Ace Plumbing' } },
};

const CACHE = {
  ...cached(HomeProfessionsDocument, professionsVariables(brand), {
    professions: [ODD_JOBS, PAINTING, PLUMBING, ROOFING],
  }),
  ...cached(HomePopularProfessionsDocument, popularVariables(brand), {
    popularProfessions: [PLUMBING, ROOFING, ODD_JOBS],
  }),
  ...cached(HomeFiguresDocument, figuresVariables(brand), { marketplaceFigures: FIGURES }),
  ...cached(HomeRecentReviewsDocument, reviewsVariables(brand), { recentReviews: [REVIEW] }),
};

const show = () => renderPage(<HomePage brand={brand} />, { url: '/', cache: CACHE });
const form = () => screen.getByTestId('home-search') as HTMLFormElement;
const tradeField = () => screen.getByLabelText('What do you need done?') as HTMLSelectElement;
const placeField = () => screen.getByLabelText('Postcode') as HTMLInputElement;

function place(
  status: HomePlaceQuery['postalCode']['status'],
  code: string | null,
  locations = [] as HomePlaceQuery['locations'],
) {
  return { data: { postalCode: { status, postalCode: code }, locations } satisfies HomePlaceQuery };
}

t.test(
  'before it hydrates, the search is a GET form into the job form, its second button to the directory',
  async (t) => {
    show();
    t.equal(form().method, 'get');
    t.equal(form().getAttribute('action'), '/post-a-job', 'the brand’s job form');
    t.equal(tradeField().name, 'profession', 'the job form and the directory read the trade as ?profession=');
    t.equal(placeField().name, 'postalCode', 'and the postcode as ?postalCode=');
    t.same(
      [...tradeField().options].map((option) => option.value),
      ['', 'odd-jobs', 'painting', 'plumbing', 'roofing'],
      'every trade of the brand',
    );
    const browse = screen.getByRole('button', { name: 'Browse tradespeople' }) as HTMLButtonElement;
    t.equal(browse.getAttribute('formaction'), '/directory-search-results');
  },
);

t.test('Get quotes without a trade says so in words and goes nowhere', async (t) => {
  const server = await startSessionServer(t);
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
  await until(() => screen.queryByText('Choose the kind of work you need done.') !== null);
  t.equal(tradeField().getAttribute('aria-invalid'), 'true');
  t.equal(where(), '/');
  t.same(server.calls, [], 'nothing was asked');
});

t.test('Get quotes opens the job form with the trade and the postcode as the country writes it', async (t) => {
  const server = await startSessionServer(t);
  server.handle('homePlace', () => place('KNOWN', 'M1 1AE'));
  show();
  fireEvent.change(tradeField(), { target: { value: 'plumbing' } });
  fireEvent.change(placeField(), { target: { value: ' m11ae ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
  await until(() => where() !== '/');
  const url = new URL(where() ?? '', 'http://uk.localhost');
  t.equal(url.pathname, '/post-a-job/profession/plumbing');
  t.equal(url.searchParams.get('postalCode'), 'M1 1AE');
  t.same(server.calls[0]?.variables, { brand: 'uk', text: 'm11ae' });
});

t.test('Get quotes with no postcode goes on: the job form asks for it', async (t) => {
  const server = await startSessionServer(t);
  show();
  fireEvent.change(tradeField(), { target: { value: 'roofing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
  await until(() => where() !== '/');
  t.equal(where(), '/post-a-job/profession/roofing');
  t.same(server.calls, []);
});

t.test('a text that is no postcode of the country is refused in words, with one that is', async (t) => {
  const server = await startSessionServer(t);
  server.handle('homePlace', () => place('INVALID', null));
  show();
  fireEvent.change(tradeField(), { target: { value: 'plumbing' } });
  fireEvent.change(placeField(), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
  await until(() => placeField().getAttribute('aria-invalid') === 'true');
  t.ok(screen.getByText('“12345” is not a valid postcode. Enter one like M1 1AE, or leave the field empty.'));
  t.equal(where(), '/');
});

t.test('Browse tradespeople opens the directory of the trade around the place named', async (t) => {
  const server = await startSessionServer(t);
  server.handle('homePlace', () =>
    place('INVALID', null, [{ id: 'l1', slug: 'manchester', name: 'Manchester', kind: 'CITY' }]),
  );
  show();
  fireEvent.change(tradeField(), { target: { value: 'plumbing' } });
  fireEvent.change(placeField(), { target: { value: 'manchester' } });
  fireEvent.click(screen.getByRole('button', { name: 'Browse tradespeople' }));
  await until(() => where() !== '/');
  t.equal(where(), '/directory-search-results?location=manchester&profession=plumbing');
});

t.test('Browse tradespeople with a postcode and any trade searches around the postcode', async (t) => {
  const server = await startSessionServer(t);
  server.handle('homePlace', () => place('KNOWN', 'M1 1AE'));
  show();
  fireEvent.change(placeField(), { target: { value: 'M1 1AE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Browse tradespeople' }));
  await until(() => where() !== '/');
  const url = new URL(where() ?? '', 'http://uk.localhost');
  t.equal(url.pathname, '/directory-search-results');
  t.same([...url.searchParams], [['postalCode', 'M1 1AE']], 'no trade: every trade');
});

t.test('a place the directory does not know is said in words', async (t) => {
  const server = await startSessionServer(t);
  server.handle('homePlace', () => place('INVALID', null));
  show();
  fireEvent.change(placeField(), { target: { value: 'Atlantis' } });
  fireEvent.click(screen.getByRole('button', { name: 'Browse tradespeople' }));
  await until(
    () => screen.queryByText('We could not find “Atlantis”. Check the postcode, or try a nearby town.') !== null,
  );
  t.equal(where(), '/');
});

t.test('the trust figures are the upstream’s, rounded down with a plus from a thousand on', async (t) => {
  show();
  const figures = within(screen.getByTestId('home-figures'));
  t.ok(figures.getByText('12,400+'));
  t.ok(figures.getByText('vetted tradespeople'));
  t.ok(figures.getByText('987'), 'a count under a thousand is exact');
  t.ok(figures.getByText('reviews from home owners'));
  t.ok(figures.getByText('4.2/5'));
  t.same(roundedDown(12_400), { value: 12_400, more: false }, 'a round count has no plus');
  t.same(roundedDown(1_099), { value: 1_000, more: true });
});

function inLocale(locale: 'nl-NL' | 'fr-FR' | 'de-DE', figures: HomeFiguresQuery['marketplaceFigures']) {
  return render(
    <I18nProvider i18n={createI18n(locale, CATALOGS[locale])}>
      <TrustFigures figures={figures} />
    </I18nProvider>,
  );
}

t.test('the figures read as each locale writes numbers', async (t) => {
  const dutch = inLocale('nl-NL', FIGURES);
  t.match(dutch.container.textContent, /ruim 12\.400/);
  t.match(dutch.container.textContent, /gecontroleerde vakmensen/);
  t.match(dutch.container.textContent, /4,2 van 5/);
  dutch.unmount();
  const german = inLocale('de-DE', { vettedProCount: 1, reviewCount: 1, averageRating: 5 });
  t.match(german.container.textContent, /1 geprüfter Handwerker/, 'one, in the singular');
  t.match(german.container.textContent, /5,0 von 5/);
  german.unmount();
  const french = inLocale('fr-FR', { vettedProCount: 2_500, reviewCount: 0, averageRating: null });
  t.match(french.container.textContent?.replace(/\s/g, ' '), /2 500 artisans vérifiés/);
  t.notMatch(french.container.textContent, /avis|note/, 'no reviews: neither a count nor an average');
});

t.test('a brand without vetted professionals shows no figures rather than a zero', async (t) => {
  const empty = inLocale('nl-NL', { vettedProCount: 0, reviewCount: 0, averageRating: null });
  t.equal(empty.container.textContent, '');
});

t.test(
  'the popular trades are tiles with their category’s picture into the job form; the rest in All trades',
  async (t) => {
    show();
    const tiles = screen.getAllByTestId('home-trade-tile');
    t.same(
      tiles.map((tile) => tile.textContent),
      ['Plumbing', 'Roofing', 'Odd jobs'],
    );
    const picture = (tile: HTMLElement) => tile.querySelector('svg use')?.getAttribute('href') ?? '';
    t.match(picture(tiles[0] as HTMLElement), /#droplets$/, 'plumbing: a drop');
    t.match(picture(tiles[1] as HTMLElement), /#house$/, 'roofing: a house');
    t.match(picture(tiles[2] as HTMLElement), /#wrench$/, 'no category: a wrench');
    t.equal(
      within(tiles[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
      '/post-a-job/profession/plumbing',
    );
    const all = screen.getByTestId('home-all-trades').closest('details') as HTMLElement;
    t.same(
      within(all)
        .getAllByRole('link')
        .map((link) => link.textContent),
      ['Painting'],
      'the trades not shown as tiles',
    );
  },
);

t.test('TradeIcon picks the icon of each category and a wrench for one it does not know', async (t) => {
  const icon = (category: string | null) => {
    const { container, unmount } = render(<TradeIcon category={category} />);
    const name = container.querySelector('svg use')?.getAttribute('href') ?? '';
    unmount();
    return name;
  };
  t.match(icon('electrical'), /#plug-zap$/);
  t.match(icon('locksmiths'), /#key-round$/);
  t.match(icon('window-cleaning'), /#spray-can$/);
  t.match(icon('dentistry'), /#wrench$/);
  t.match(icon('constructor'), /#wrench$/, 'not a property of every object');
  t.match(icon(null), /#wrench$/);
});

t.test('the newest reviews name their author and link to the professional', async (t) => {
  show();
  const review = within(screen.getByTestId('home-review'));
  t.ok(review.getByRole('heading', { name: 'Spotless work' }));
  t.ok(review.getByRole('img', { name: 'Rated 5 out of 5' }));
  t.ok(review.getByText('Ann L.'));
  t.ok(review.getByText('Fix a leak'), 'and the job it was about');
  t.equal(review.getByRole('link', { name: 'Ace Plumbing' }).getAttribute('href'), '/tradesperson/ace-plumbing');
});

t.test('tradespeople are sent to sign in and on to their new jobs', async (t) => {
  show();
  const link = screen.getByRole('link', { name: 'Get new jobs' });
  const url = new URL(link.getAttribute('href') ?? '', 'http://uk.localhost');
  t.equal(url.pathname, '/login');
  t.equal([...url.searchParams.values()][0], '/service-pro/new-service-requests');
});
