// Buying a sponsored placement (decisions 067, 069): the offer's periods with their prices before
// and with VAT as the upstream charges them; a town whose places are all taken says when one frees
// up instead of offering any; a purchase refused because the last place was just taken says so and
// asks the offer again; a trade not theirs is said in words; without a trade there is the way to
// add one. The placements list says where each stands.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import {
  SponsoredPlacementDetailsPage,
  SponsoredPlacementSuccessPage,
  SponsoredPlacementsPage,
} from '../../../../web/features/sponsored/placements-page.tsx';
import { periodPrice, SponsoredPurchasePage } from '../../../../web/features/sponsored/purchase-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' as const });
const URL = '/service-pro/sponsored-placement/purchase-flow?professionId=p1&town=leeds';
const choices = (professions = [{ profession: { id: 'p1', name: 'Plumbing' } }]) => ({
  data: {
    myServicePreferences: { professions },
    sponsoredPlacementTowns: [
      { id: 't1', name: 'Leeds', slug: 'leeds' },
      { id: 't2', name: 'Bradford', slug: 'bradford' },
    ],
  },
});
const offer = (slotsLeft: number, freeFrom: string | null = null) => ({
  data: {
    sponsoredPlacementOffer: {
      __typename: 'SponsoredPlacementOffer',
      professionId: 'p1',
      professionName: 'Plumbing',
      localityName: 'Leeds',
      pricePerMonth: gbp(3500),
      vatRatePercent: 20,
      months: [1, 3, 6],
      slots: 3,
      slotsLeft,
      freeFrom,
    },
  },
});

t.test('a period’s price: the month’s times the months, VAT rounded half up once', async (t) => {
  t.same(periodPrice({ pricePerMonth: gbp(3500), vatRatePercent: 20 }, 3), { net: 10_500, vat: 2100, total: 12_600 });
  t.same(
    periodPrice({ pricePerMonth: { amountMinor: 3900, currency: 'EUR' as const }, vatRatePercent: 19 }, 1),
    { net: 3900, vat: 741, total: 4641 },
    '7.41 of 39.00 at 19 %',
  );
});

t.test('the periods offered, each with its price and what is charged; the choice asked with', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacementChoices', () => choices());
  s.handle('sponsoredPlacementOffer', () => offer(2));
  renderPage(<SponsoredPurchasePage />, { url: URL, user: PRO });
  const three = await screen.findByTestId('sponsored-period-3');
  t.match(three.textContent, /£105\.00/);
  t.match(within(three).getByRole('button').textContent, 'Buy for £126.00 incl. VAT');
  t.match(screen.getByTestId('sponsored-offer').textContent, '2 of 3 places free for Plumbing in Leeds.');
  t.same(s.calls.find((call) => call.operationName === 'sponsoredPlacementOffer')?.variables, {
    professionId: 'p1',
    localitySlug: 'leeds',
  });
});

t.test('every place taken: when one frees up, and nothing to buy', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacementChoices', () => choices());
  s.handle('sponsoredPlacementOffer', () => offer(0, '2027-01-15T10:00:00.000Z'));
  renderPage(<SponsoredPurchasePage />, { url: URL, user: PRO });
  const full = await screen.findByTestId('sponsored-full');
  t.match(full.textContent, 'All 3 places for Plumbing in Leeds are taken. The first frees up on 15 January 2027.');
  t.equal(screen.queryByTestId('sponsored-buy-1'), null);
});

t.test('the last place taken meanwhile: said, and the offer asked again', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacementChoices', () => choices());
  s.handle('sponsoredPlacementOffer', () => offer(1));
  s.handle('buySponsoredPlacement', () => ({
    data: { buySponsoredPlacement: { __typename: 'SponsoredAreaFull', freeFrom: '2027-02-01T10:00:00.000Z' } },
  }));
  renderPage(<SponsoredPurchasePage />, { url: URL, user: PRO });
  fireEvent.click(await screen.findByTestId('sponsored-buy-6'));
  await screen.findByText(
    'All places for this trade in this town were just taken. The first frees up on 1 February 2027.',
  );
  t.same(s.calls.find((call) => call.operationName === 'buySponsoredPlacement')?.variables, {
    input: { professionId: 'p1', localitySlug: 'leeds', months: 6 },
  });
  await until(() => s.calls.filter((call) => call.operationName === 'sponsoredPlacementOffer').length === 2);
  t.pass('the offer is asked again');
});

t.test('a trade not theirs, and no trade at all', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacementChoices', () => choices());
  s.handle('sponsoredPlacementOffer', () => ({
    data: { sponsoredPlacementOffer: { __typename: 'SponsoredPlacementNotEligible', reason: 'NOT_YOUR_TRADE' } },
  }));
  const view = renderPage(<SponsoredPurchasePage />, { url: URL, user: PRO });
  await screen.findByText('This trade is not one of yours. Add it under Trades and services first.');
  view.unmount();
  s.handle('sponsoredPlacementChoices', () => choices([]));
  renderPage(<SponsoredPurchasePage />, {
    url: '/service-pro/sponsored-placement/purchase-flow',
    user: PRO,
  });
  await screen.findByRole('heading', { name: 'Add a trade first' });
  t.equal(
    screen.getByRole('link', { name: 'Trades and services' }).getAttribute('href'),
    '/service-pro/service-preferences',
  );
});

const placement = (id: string, status: string) => ({
  id,
  professionId: 'p1',
  professionName: 'Plumbing',
  professionSlug: 'plumbing',
  localityName: 'Leeds',
  localitySlug: 'leeds',
  startsAt: '2026-09-01T10:00:00.000Z',
  endsAt: '2026-12-01T10:00:00.000Z',
  months: 3,
  price: gbp(10_500),
  status,
});

t.test('the placements, each with its period, price and where it stands', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacements', () => ({
    data: { mySponsoredPlacements: [placement('a', 'ACTIVE'), placement('b', 'ENDED')] },
  }));
  renderPage(<SponsoredPlacementsPage />, { url: '/service-pro/sponsored-placement', user: PRO });
  const table = await screen.findByTestId('sponsored-placements');
  t.same(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    [
      ['Plumbing in Leeds', '1 Sept 2026 to 1 Dec 2026', '£105.00', 'Running'],
      ['Plumbing in Leeds', '1 Sept 2026 to 1 Dec 2026', '£105.00', 'Ended'],
    ],
  );
  t.equal(
    within(table).getAllByRole('link')[0]?.getAttribute('href'),
    '/service-pro/sponsored-placement/a',
    'each links to its page',
  );
});

t.test('a placement: its dates and price, and where it shows while it runs — or buying it again', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacement', ({ variables }) => ({
    data: { mySponsoredPlacement: placement(String(variables.id), variables.id === 'a' ? 'ACTIVE' : 'ENDED') },
  }));
  const running = renderPage(<SponsoredPlacementDetailsPage id="a" />, {
    url: '/service-pro/sponsored-placement/a',
    user: PRO,
  });
  const details = await screen.findByTestId('sponsored-details');
  t.match(details.textContent, 'From1 September 2026');
  t.match(details.textContent, 'Until1 December 2026');
  t.match(details.textContent, 'Period3 months');
  t.match(details.textContent, 'Price excl. VAT£105.00');
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Plumbing in Leeds');
  t.equal(
    screen.getByTestId('sponsored-see').getAttribute('href'),
    '/directory-search-results?location=leeds&profession=plumbing',
    'the directory for its trade and town',
  );
  running.unmount();
  renderPage(<SponsoredPlacementDetailsPage id="b" />, { url: '/service-pro/sponsored-placement/b', user: PRO });
  const again = await screen.findByTestId('sponsored-again');
  t.equal(
    again.getAttribute('href'),
    '/service-pro/sponsored-placement/purchase-flow?professionId=p1&town=leeds',
    'an ended one is bought again for the same trade and town',
  );
});

t.test('the success: where and until when they come first', async (t) => {
  const s = await startSessionServer(t);
  s.handle('sponsoredPlacement', () => ({ data: { mySponsoredPlacement: placement('a', 'ACTIVE') } }));
  renderPage(<SponsoredPlacementSuccessPage id="a" />, {
    url: '/service-pro/sponsored-placement/success?id=a',
    user: PRO,
  });
  const success = await screen.findByTestId('sponsored-success');
  t.match(success.textContent, 'You come first for Plumbing in Leeds');
  t.match(
    success.textContent,
    'From today until 1 December 2026, home owners looking for your trade there see you at the top',
  );
});
