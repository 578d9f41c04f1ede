// Payment details (decision 068): the saved card or direct debit mandate, the invoices it will pay
// and when; the button sends the payer to the provider's setup page and back here, keeping where
// to go next; coming back saves it and says so, with the way back to the page named by sourcePage
// (checked against the route table: anything else is ignored).
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { PaymentDetailsPage, returnTargetOf } from '../../../../web/features/money/payment-details-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const card = {
  type: 'CARD',
  cardBrand: 'visa',
  last4: '4242',
  expMonth: 3,
  expYear: 2029,
  mandateReference: null,
  savedAt: '2026-10-02T09:00:00.000Z',
};
const collection = (number: string, collectsAt: string | null, failedAttempts = 0, status = 'PAYMENT_SCHEDULED') => ({
  collectsAt,
  failedAttempts,
  invoice: { id: `id-${number}`, number, status, dueAt: '2026-10-15T02:00:00.000Z', total: gbp(7289) },
});
const page = (search: string) => <PaymentDetailsPage search={new URLSearchParams(search)} />;

t.test('the saved card, the invoices it will pay and when; replacing it goes to the provider and back', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyPaymentDetails', () => ({
    data: {
      myPaymentDetails: {
        choice: 'CARD',
        method: card,
        collections: [
          collection('UK-2026-000002', '2026-10-15T02:00:00.000Z'),
          collection('UK-2026-000001', '2026-10-18T02:00:00.000Z', 1, 'PAYMENT_FAILED'),
          collection('UK-2026-000000', null, 0, 'PAYMENT_IN_PROGRESS'),
        ],
      },
    },
  }));
  s.handle('moneyStartPaymentMethodSetup', () => ({
    data: {
      startPaymentMethodSetup: {
        __typename: 'PaymentMethodSetupStarted',
        setupUrl: 'http://127.0.0.1:4100/payments/setup/cs_test_1',
      },
    },
  }));
  const { loads } = renderPage(page('sourcePage=proPayInvoices'), {
    url: '/service-pro/payment-details?sourcePage=proPayInvoices',
    user: PRO,
  });
  const method = await screen.findByTestId('payment-details-method');
  t.match(method.textContent, 'Visa •••• 4242');
  t.match(method.textContent, 'Expires03/2029');
  const rows = within(screen.getByTestId('payment-details-collections'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  t.same(rows, [
    ['UK-2026-000002', '£72.89', 'On 15 Oct 2026'],
    ['UK-2026-000001', '£72.89', 'Tried again on 18 Oct 2026'],
    ['UK-2026-000000', '£72.89', 'Payment in progress'],
  ]);
  t.equal(screen.queryByTestId('payment-details-notice'), null, 'no notice before a return');
  t.equal(screen.getByRole('link', { name: 'Back' }).getAttribute('href'), '/service-pro/pay-invoices');

  fireEvent.click(screen.getByRole('button', { name: 'Replace payment details' }));
  await until(() => loads.length === 1);
  t.same(s.calls.find((call) => call.operationName === 'moneyStartPaymentMethodSetup')?.variables, {
    input: { returnUrl: 'http://uk.localhost/service-pro/payment-details?sourcePage=proPayInvoices' },
  });
  t.same(loads, ['/payments/setup/cs_test_1'], 'off to the provider’s page');
});

t.test('back from the provider: saved once, said so, with the way back to the package being bought', async (t) => {
  const s = await startSessionServer(t);
  const saved = { choice: 'DIRECT_DEBIT', method: null as unknown, collections: [] };
  s.handle('moneyPaymentDetails', () => ({ data: { myPaymentDetails: saved } }));
  s.handle('moneyCompletePaymentMethodSetup', () => {
    saved.method = {
      type: 'DIRECT_DEBIT',
      cardBrand: null,
      last4: '3000',
      expMonth: null,
      expYear: null,
      mandateReference: 'A1B2C3D4E5F60718',
      savedAt: '2026-10-02T09:00:00.000Z',
    };
    return { data: { completePaymentMethodSetup: { __typename: 'PaymentMethodSaved', details: saved } } };
  });
  const search = 'sourcePage=proPurchasePackage&packageId=pkg-1&session_id=cs_test_42';
  renderPage(page(search), { url: `/service-pro/payment-details?${search}`, user: PRO });
  const notice = await screen.findByTestId('payment-details-notice');
  t.match(notice.textContent, 'Your payment details are saved');
  t.equal(
    screen.getByTestId('payment-details-continue').getAttribute('href'),
    '/service-pro/package-selection/purchase-package/pkg-1',
  );
  t.same(
    s.calls.filter((call) => call.operationName === 'moneyCompletePaymentMethodSetup').map((call) => call.variables),
    [{ input: { sessionId: 'cs_test_42' } }],
    'asked once',
  );
  await until(() => screen.queryByText('IBAN •••• 3000') !== null);
  t.match(screen.getByTestId('payment-details-method').textContent, 'Mandate referenceA1B2C3D4E5F60718');
});

t.test(
  'nothing saved yet, a refused method, a page given up: each said; a sourcePage not in the table is ignored',
  async (t) => {
    const s = await startSessionServer(t);
    s.handle('moneyPaymentDetails', () => ({
      data: { myPaymentDetails: { choice: null, method: null, collections: [] } },
    }));
    s.handle('moneyCompletePaymentMethodSetup', () => ({
      data: { completePaymentMethodSetup: { __typename: 'PaymentMethodSetupNotCompleted', state: 'FAILED' } },
    }));
    const refused = renderPage(page('sourcePage=adminCouponCodes&session_id=cs_test_7'), {
      url: '/service-pro/payment-details?sourcePage=adminCouponCodes&session_id=cs_test_7',
      user: PRO,
    });
    t.match((await screen.findByTestId('payment-details-notice')).textContent, 'Your bank refused these details');
    t.match(screen.getByTestId('payment-details-method').textContent, 'No payment method saved yet');
    t.ok(screen.getByRole('button', { name: 'Add payment details' }));
    t.equal(screen.queryByRole('link', { name: 'Back' }), null, 'not a professional’s page: no way back to it');
    refused.unmount();

    renderPage(page('setup=cancelled'), { url: '/service-pro/payment-details?setup=cancelled', user: PRO });
    t.match((await screen.findByTestId('payment-details-notice')).textContent, 'Nothing was saved');
    await screen.findByTestId('payment-details-method');

    t.same(returnTargetOf(new URLSearchParams('sourcePage=proBalance')), { to: 'proBalance', params: {} });
    t.equal(returnTargetOf(new URLSearchParams('sourcePage=nonsense')), null);
    t.equal(returnTargetOf(new URLSearchParams('sourcePage=proPurchasePackage')), null, 'a package page needs its id');
    t.equal(
      returnTargetOf(new URLSearchParams('sourcePage=proPurchasePackage&packageId=../../x')),
      null,
      'an id that is not one',
    );
  },
);
