// Money's pages (§2.7, decision 063): the packages of a period beside paying as you go, the one the
// professional is on marked; buying one shows the price, the VAT and the total, subscribes once and
// says every refusal in words; the balance says what is owed, the limit, the proposals left and
// the latest movements; a discount code is checked before the purchase and sent with it, and the
// coupon page says what each code did.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { BalancePage } from '../../../../web/features/money/balance-page.tsx';
import { CouponPage } from '../../../../web/features/money/coupon-page.tsx';
import { PackageSelectionPage, SavingsPackagePage } from '../../../../web/features/money/package-pages.tsx';
import { PurchasePackagePage } from '../../../../web/features/money/purchase-pages.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, where } from '../../render.tsx';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const pack = (id: string, code: string, billingPeriod: string, price: number, perMonth: number, proposals: number) => ({
  id,
  code,
  billingPeriod,
  price: gbp(price),
  pricePerMonth: gbp(perMonth),
  proposalsPerMonth: proposals,
  vatRatePercent: 20,
});
const PACKAGES = [
  pack('plus-m', 'PLUS', 'MONTHLY', 4500, 4500, 10),
  pack('plus-y', 'PLUS', 'ANNUAL', 45_000, 3750, 10),
  pack('pro-m', 'PRO', 'MONTHLY', 8900, 8900, 30),
  pack('pro-y', 'PRO', 'ANNUAL', 89_000, 7417, 30),
];
const subscription = (packageId: string) => ({
  id: 'sub-1',
  status: 'ACTIVE',
  startsAt: '2026-11-28T10:00:00.000Z',
  endsAt: '2026-12-28T10:00:00.000Z',
  package: PACKAGES.find((candidate) => candidate.id === packageId),
});

async function server(
  t: Parameters<typeof startSessionServer>[0],
  mine: ReturnType<typeof subscription> | null = null,
) {
  const s = await startSessionServer(t);
  s.handle('moneyPackages', () => ({ data: { subscriptionPackages: PACKAGES, mySubscription: mine } }));
  return s;
}

const plans = () => screen.getAllByTestId('money-plan').map((plan) => plan.textContent ?? '');

t.test(
  'the packages: paying as you go beside the month’s packages, each with its price and what it includes',
  async (t) => {
    await server(t);
    renderPage(<PackageSelectionPage />, { url: '/service-pro/package-selection', user: PRO });
    await screen.findByRole('heading', { name: 'Choose how you pay for jobs' });
    t.match((await screen.findByTestId('money-plan-payg')).textContent, 'Your package', 'no package: paying as you go');
    t.same(
      plans().map((text) => text.replace(/Choose.*$/, '')),
      [
        'Plus package£45.00 a month, excl. 20% VAT10 proposals a month included',
        'Pro package£89.00 a month, excl. 20% VAT30 proposals a month included',
      ],
    );
    t.same(
      screen.getAllByTestId('money-choose').map((link) => link.getAttribute('href')),
      [
        '/service-pro/package-selection/purchase-package/plus-m',
        '/service-pro/package-selection/purchase-package/pro-m',
      ],
    );
    t.equal(screen.getByTestId('money-to-savings').getAttribute('href'), '/service-pro/savings-package');
  },
);

t.test(
  'the savings package: a year ahead, a month’s share and the year’s price; the one subscribed marked',
  async (t) => {
    await server(t, subscription('plus-y'));
    renderPage(<SavingsPackagePage />, { url: '/service-pro/savings-package', user: PRO });
    await screen.findByRole('heading', { name: 'Pay a year ahead, get two months free' });
    await screen.findAllByTestId('money-plan');
    const [plus, pro] = plans();
    t.match(plus, '£37.50 a month');
    t.match(plus, '£450.00 billed once a year, excl. VAT');
    t.match(plus, 'Your package');
    t.match(pro, '£74.17 a month');
    t.notOk(screen.queryByTestId('money-choose'), 'with a package, none to choose');
    t.notOk(screen.queryByTestId('money-plan-payg'), 'paying as you go is not a yearly plan');
  },
);

t.test('buying a package: the price, the VAT and the total; confirmed once, on to its success', async (t) => {
  const s = await server(t);
  s.handle('moneySubscribe', () => ({
    data: { subscribe: { __typename: 'SubscriptionStarted', subscription: subscription('plus-m') } },
  }));
  renderPage(<PurchasePackagePage packageId="plus-m" />, {
    url: '/service-pro/package-selection/purchase-package/plus-m',
    user: PRO,
  });
  const summary = await screen.findByTestId('money-purchase-summary');
  t.match(summary.textContent, 'Price for a month, excl. VAT£45.00');
  t.match(summary.textContent, 'VAT 20%£9.00');
  t.match(summary.textContent, 'Total£54.00');
  t.equal(
    screen.getByTestId('money-purchase-payment-details').getAttribute('href'),
    '/service-pro/payment-details?packageId=plus-m&sourcePage=proPurchasePackage',
    'the way to pay automatically, and back to this package',
  );
  fireEvent.click(screen.getByTestId('money-confirm'));
  await until(() => where() === '/service-pro/package-selection/purchase-package/plus-m/success');
  t.same(
    s.calls.filter((call) => call.operationName === 'moneySubscribe').map((call) => call.variables),
    [{ packageId: 'plus-m' }],
  );
});

t.test('buying a package: each refusal in words, and nothing else happens', async (t) => {
  for (const [answer, words] of [
    [{ __typename: 'AlreadySubscribed', subscription: subscription('pro-m') }, 'You have a package already.'],
    [{ __typename: 'NotEligible', reason: 'CREDIT_LIMIT' }, 'Your unpaid balance has reached its limit.'],
    [{ __typename: 'NotEligible', reason: 'OTHER_MARKET' }, 'This package is not sold in your country.'],
    [{ __typename: 'PackageArchived', packageId: 'plus-m' }, 'This package is no longer sold.'],
  ] as const) {
    const s = await server(t);
    s.handle('moneySubscribe', () => ({ data: { subscribe: answer } }));
    const { unmount } = renderPage(<PurchasePackagePage packageId="plus-m" />, {
      url: '/service-pro/package-selection/purchase-package/plus-m',
      user: PRO,
    });
    fireEvent.click(await screen.findByTestId('money-confirm'));
    await screen.findByText(words, { exact: false });
    t.equal(where(), '/service-pro/package-selection/purchase-package/plus-m', `${answer.__typename}: still here`);
    unmount();
  }
});

t.test('the balance: what is owed, the limit, the proposals left, and the movements in words', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyBalance', () => ({
    data: {
      myBalance: {
        amount: gbp(-7200),
        creditLimit: gbp(20_000),
        proposalsIncludedLeft: 9,
        nextInvoice: { total: gbp(7200), proposals: 2, issuesOn: '2026-12-01T00:00:00.000Z' },
        entries: [
          { id: 'e2', kind: 'LEAD_FEE', amount: gbp(-1800), vat: gbp(-300), createdAt: '2026-11-28T12:00:00.000Z' },
          { id: 'e1', kind: 'SUBSCRIPTION', amount: gbp(-5400), vat: gbp(-900), createdAt: '2026-11-27T12:00:00.000Z' },
        ],
      },
      mySubscription: subscription('plus-m'),
    },
  }));
  renderPage(<BalancePage />, { url: '/service-pro/balance', user: PRO });
  const balance = await screen.findByTestId('money-balance');
  t.match(balance.textContent, 'You owe £72.00');
  t.match(balance.textContent, 'Unpaid lead fees may come to £200.00');
  t.match(balance.textContent, 'Plus package: 9 proposals left this month');
  t.match(balance.textContent, 'On your next invoice so far: £72.00, sent on 1 December 2026.');
  t.equal(
    screen.getByTestId('money-invoice-price-link').getAttribute('href'),
    '/service-pro/new-service-requests?invoicePricePerMonth=1',
    'and the way to what each new job would add',
  );
  const entries = screen.getByTestId('money-entries').textContent ?? '';
  t.match(entries, 'Lead fee of a proposal-£18.00');
  t.match(entries, 'Package-£54.00');
});

t.test('the balance: nothing yet, and nothing to pay', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyBalance', () => ({
    data: {
      myBalance: {
        amount: gbp(0),
        creditLimit: gbp(20_000),
        proposalsIncludedLeft: null,
        nextInvoice: { total: gbp(0), proposals: 0, issuesOn: '2026-12-01T00:00:00.000Z' },
        entries: [],
      },
      mySubscription: null,
    },
  }));
  renderPage(<BalancePage />, { url: '/service-pro/balance', user: PRO });
  await screen.findByRole('heading', { name: 'Nothing to pay' });
  t.ok(screen.getByRole('heading', { name: 'Nothing yet' }));
  t.match(screen.getByTestId('money-balance').textContent, 'No package: each proposal costs its lead fee.');
});

t.test('a discount code at the purchase: its share in the summary before confirming, and sent with it', async (t) => {
  const s = await server(t);
  s.handle('moneyRedeemCoupon', ({ variables }) =>
    variables.code === 'PRO-ONLY'
      ? { data: { redeemCoupon: { __typename: 'CouponForPackages', discountPercent: 20, packageCode: 'PRO' } } }
      : { data: { redeemCoupon: { __typename: 'CouponForPackages', discountPercent: 50, packageCode: null } } },
  );
  s.handle('moneySubscribe', () => ({
    data: { subscribe: { __typename: 'SubscriptionStarted', subscription: subscription('plus-m') } },
  }));
  renderPage(<PurchasePackagePage packageId="plus-m" />, {
    url: '/service-pro/package-selection/purchase-package/plus-m',
    user: PRO,
  });
  const code = (await screen.findByLabelText('Discount code')) as HTMLInputElement;
  fireEvent.change(code, { target: { value: 'PRO-ONLY' } });
  fireEvent.click(screen.getByTestId('money-coupon-apply'));
  await screen.findByText('This code is for the Pro package only.');
  fireEvent.change(code, { target: { value: 'half-off' } });
  fireEvent.click(screen.getByTestId('money-coupon-apply'));
  await until(() => (screen.getByTestId('money-purchase-summary').textContent ?? '').includes('HALF-OFF'));
  const summary = screen.getByTestId('money-purchase-summary').textContent;
  t.match(summary, 'Discount code HALF-OFF (50% off)-£22.50');
  t.match(summary, 'VAT 20%£4.50');
  t.match(summary, 'Total£27.00');
  t.notOk(screen.queryByTestId('money-coupon'), 'one code per purchase');
  fireEvent.click(screen.getByTestId('money-confirm'));
  await until(() => where() === '/service-pro/package-selection/purchase-package/plus-m/success');
  t.same(s.calls.find((call) => call.operationName === 'moneySubscribe')?.variables, {
    packageId: 'plus-m',
    couponCode: 'HALF-OFF',
  });
});

t.test('the coupon page: a credit added, a percent code’s share with the way to the packages, a refusal', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyRedeemCoupon', ({ variables }) => ({
    data: {
      redeemCoupon:
        variables.code === 'GIFT'
          ? { __typename: 'CouponCreditAdded', credit: gbp(1000) }
          : variables.code === 'PLUS-HALF'
            ? { __typename: 'CouponForPackages', discountPercent: 50, packageCode: 'PLUS' }
            : { __typename: 'CouponUsedUp', code: 'USED' },
    },
  }));
  renderPage(<CouponPage />, { url: '/service-pro/coupon', user: PRO });
  const field = (await screen.findByLabelText('Discount code')) as HTMLInputElement;
  fireEvent.click(screen.getByTestId('money-coupon-submit'));
  await screen.findByText('Enter the code.');
  t.equal(s.calls.filter((call) => call.operationName === 'moneyRedeemCoupon').length, 0, 'nothing sent');
  fireEvent.change(field, { target: { value: 'GIFT' } });
  fireEvent.click(screen.getByTestId('money-coupon-submit'));
  await screen.findByText('£10.00 is on your balance.');
  fireEvent.change(field, { target: { value: 'PLUS-HALF' } });
  fireEvent.click(screen.getByTestId('money-coupon-submit'));
  await screen.findByText('This code takes 50% off the first period of the Plus package. Enter it when you buy it.');
  t.equal(screen.getByRole('link', { name: 'The packages' }).getAttribute('href'), '/service-pro/package-selection');
  fireEvent.change(field, { target: { value: 'USED' } });
  fireEvent.click(screen.getByTestId('money-coupon-submit'));
  await screen.findByText('This code has been used as often as it may be.');
});
