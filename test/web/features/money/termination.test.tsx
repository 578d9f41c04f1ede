// Ending a package and switching to another later (spec §8, decision 066): the termination page
// says until when the package runs, ends it, and then says the day it stops; a package due to
// start is cancelled instead; with none, the way to the packages. A package chosen while another
// runs follows it: it is scheduled for the day the running one stops.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PurchasePackagePage } from '../../../../web/features/money/purchase-pages.tsx';
import { TerminationPage } from '../../../../web/features/money/termination-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const PLUS = {
  id: 'plus-m',
  code: 'PLUS',
  billingPeriod: 'MONTHLY',
  price: gbp(4500),
  pricePerMonth: gbp(4500),
  proposalsPerMonth: 10,
  vatRatePercent: 20,
};
const PLUS_YEAR = { ...PLUS, id: 'plus-y', billingPeriod: 'ANNUAL', price: gbp(45_000), pricePerMonth: gbp(3750) };
const subscription = (status: string, terminatesAt: string | null = null) => ({
  id: 'sub-1',
  status,
  startsAt: '2026-11-05T09:00:00.000Z',
  endsAt: '2026-12-05T09:00:00.000Z',
  terminatesAt,
  package: PLUS,
});

t.test('a running package: until when it runs, ended, then the day it stops', async (t) => {
  const s = await startSessionServer(t);
  let mine = subscription('ACTIVE');
  s.handle('moneyPackages', () => ({ data: { subscriptionPackages: [PLUS, PLUS_YEAR], mySubscription: mine } }));
  s.handle('moneyCancelSubscription', (call) => {
    t.same(call.variables, { input: { terminationDate: null } });
    mine = subscription('CANCELLED', '2026-12-05T09:00:00.000Z');
    return { data: { cancelSubscription: { __typename: 'SubscriptionCancelled', subscription: mine } } };
  });
  renderPage(<TerminationPage />, { url: '/service-pro/pay-invoices/termination', user: PRO });
  const card = await screen.findByTestId('money-termination');
  t.match(card.textContent, 'The Plus package runs until 5 December 2026, the end of the period you have paid for.');
  fireEvent.click(screen.getByTestId('money-terminate'));
  const done = await screen.findByTestId('money-termination-done');
  t.match(done.textContent, 'The Plus package stops on 5 December 2026 and is not renewed.');
});

t.test('a package due to start is cancelled; with none, the way to the packages', async (t) => {
  const s = await startSessionServer(t);
  let mine: ReturnType<typeof subscription> | null = subscription('SCHEDULED');
  s.handle('moneyPackages', () => ({ data: { subscriptionPackages: [PLUS], mySubscription: mine } }));
  const page = renderPage(<TerminationPage />, { url: '/service-pro/pay-invoices/termination', user: PRO });
  t.equal((await screen.findByTestId('money-terminate')).textContent, 'Cancel this package');
  page.unmount();
  mine = null;
  renderPage(<TerminationPage />, { url: '/service-pro/pay-invoices/termination', user: PRO });
  await screen.findByRole('heading', { name: 'You have no package' });
});

t.test('a package chosen while another runs is scheduled for the day that one stops', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyPackages', () => ({
    data: { subscriptionPackages: [PLUS, PLUS_YEAR], mySubscription: subscription('ACTIVE') },
  }));
  s.handle('moneyScheduleSubscription', () => ({
    data: { scheduleSubscription: { __typename: 'SubscriptionScheduled', subscription: subscription('SCHEDULED') } },
  }));
  renderPage(<PurchasePackagePage packageId="plus-y" />, {
    url: '/service-pro/package-selection/purchase-package/plus-y',
    user: PRO,
  });
  const card = await screen.findByTestId('money-switch-later');
  t.match(card.textContent, 'Your Plus package runs until 5 December 2026. The Plus package can follow it');
  t.equal(screen.queryByTestId('money-confirm'), null, 'no purchase starting today');
  fireEvent.click(screen.getByTestId('money-switch-confirm'));
  await until(() => s.calls.some((call) => call.operationName === 'moneyScheduleSubscription'));
  t.same(s.calls.find((call) => call.operationName === 'moneyScheduleSubscription')?.variables, {
    input: { packageId: 'plus-y', startsAt: '2026-12-05T09:00:00.000Z' },
  });
});
