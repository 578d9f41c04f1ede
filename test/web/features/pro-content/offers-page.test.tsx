// The partners and trade perks pages: each offer a card with its partner, its deal, its code when it
// has one, and an ordinary link out to the partner; the type asked for goes to the API; and the
// loading, empty and failed states.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ProContentPagesDocument } from '../../../../web/features/pro-content/generated/documents.ts';
import { OffersPage } from '../../../../web/features/pro-content/offers-page.tsx';
import type { ProContentOfferCardFragment } from '../../../../web/generated/graphql.ts';
import { connectionKey } from '../../../../web/lib/data.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { connectionOf } from '../pro-jobs/fixtures.ts';

const perk = (overrides: Partial<ProContentOfferCardFragment> = {}): ProContentOfferCardFragment => ({
  id: 'perk-1',
  type: 'TRADE_PERK',
  title: '15% off power tools',
  summary: 'Drills, saws and sanders, on top of your trade prices.',
  body: [{ kind: 'paragraph', text: 'Enter the code at checkout or quote it at the counter.' }],
  publishedAt: '2025-05-01T00:00:00.000Z',
  offer: {
    partnerName: 'Ironbridge Tool Supply',
    headline: '15% off your first three orders',
    code: 'HEARTH15',
    url: 'https://www.ironbridge-tool-supply.example/trade-account',
  },
  ...overrides,
});

t.test('a perk is a card with its partner, deal, code, how it works and a plain link out', async (t) => {
  const data = { proContentPages: connectionOf([perk()]) };
  renderPage(<OffersPage type="TRADE_PERK" />, {
    user: PRO,
    url: '/service-pro/trade-perks',
    cache: { [connectionKey(ProContentPagesDocument, { type: 'TRADE_PERK' })]: [data] },
  });
  t.ok(screen.getByRole('heading', { level: 1, name: 'Trade perks' }));
  const card = screen.getByTestId('pro-offer');
  t.ok(within(card).getByRole('heading', { level: 2, name: '15% off power tools' }));
  t.match(card.textContent, 'Ironbridge Tool Supply');
  t.equal(within(card).getByTestId('pro-offer-deal').textContent, '15% off your first three orders');
  t.equal(within(card).getByTestId('pro-offer-code').textContent, 'Your code: HEARTH15');
  t.match(card.textContent, 'Enter the code at checkout');
  const link = within(card).getByRole('link', { name: 'Go to Ironbridge Tool Supply' });
  t.equal(link.getAttribute('href'), 'https://www.ironbridge-tool-supply.example/trade-account');
  t.equal(link.getAttribute('rel'), 'noopener');
  t.equal(link.getAttribute('target'), null, 'an ordinary link, in the same tab');
  t.equal(screen.getByRole('link', { name: 'About our partners' }).getAttribute('href'), '/service-pro/partners');
});

t.test('a partner without a code shows none; the type asked for goes to the API', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proContentPages', () => ({
    data: {
      proContentPages: connectionOf([
        perk({
          id: 'partner-1',
          type: 'PARTNER',
          title: 'Tools and fixings on a trade account',
          offer: {
            partnerName: 'Ironbridge Tool Supply',
            headline: '30 days to pay on a free trade account',
            code: null,
            url: 'https://www.ironbridge-tool-supply.example/trade-account',
          },
        }),
      ]),
    },
  }));
  renderPage(<OffersPage type="PARTNER" />, { user: PRO, url: '/service-pro/partners' });
  t.ok(screen.getByRole('heading', { level: 1, name: 'Our partners' }));
  const card = await screen.findByTestId('pro-offer');
  t.equal(within(card).queryByTestId('pro-offer-code'), null);
  t.same(server.calls[0]?.variables, { type: 'PARTNER' });
  t.equal(
    screen.getByRole('link', { name: 'See the discounts they give you' }).getAttribute('href'),
    '/service-pro/trade-perks',
  );
});

t.test('no offers yet says so', async (t) => {
  renderPage(<OffersPage type="TRADE_PERK" />, {
    user: PRO,
    url: '/service-pro/trade-perks',
    cache: {
      [connectionKey(ProContentPagesDocument, { type: 'TRADE_PERK' })]: [{ proContentPages: connectionOf([]) }],
    },
  });
  t.ok(screen.getByRole('heading', { name: 'No perks to show yet' }));
  t.match(document.body.textContent, 'We are agreeing new offers with suppliers.');
});

t.test('while loading the cards are placeholders; a failed read can be tried again', async (t) => {
  const server = await startSessionServer(t);
  let calls = 0;
  server.handle('proContentPages', () => {
    calls += 1;
    return calls === 1
      ? { status: 400, body: JSON.stringify({ errors: [{ message: 'no' }] }) }
      : { data: { proContentPages: connectionOf([perk()]) } };
  });
  renderPage(<OffersPage type="TRADE_PERK" />, { user: PRO, url: '/service-pro/trade-perks' });
  t.ok(screen.getByTestId('loading-cards'));
  const retry = await screen.findByRole('button', { name: 'Try again' });
  fireEvent.click(retry);
  await screen.findByTestId('pro-offer');
  await until(() => calls === 2);
});
