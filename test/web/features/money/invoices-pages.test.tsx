// Invoices and payments (§2.7, decision 066): the invoices of the filter in the address, each with
// its month, total, status in words and its PDF; the filter's tabs are links, the current one
// marked; a suspension says why and what lifts it; with none, the page says when the first comes.
// The payments page says how each payment went, a failure's reason in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { PayInvoicesPage, PaymentsPage } from '../../../../web/features/money/invoices-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const gbp = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });
const invoice = (number: string, status: string, overdue = false, paidAt: string | null = null) => ({
  id: `id-${number}`,
  number,
  status,
  total: gbp(7289),
  vat: gbp(1215),
  issuedAt: '2026-10-01T02:00:00.000Z',
  dueAt: '2026-10-15T02:00:00.000Z',
  periodStart: '2026-09-01T00:00:00.000Z',
  paidAt,
  overdue,
  pdfPath: `/invoices/id-${number}.pdf`,
});

const rows = () =>
  within(screen.getByTestId('money-invoices'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );

t.test('the invoices to pay: month, dates, total, status in words and the PDF; the filter asked for', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyInvoices', () => ({
    data: {
      myInvoices: [invoice('UK-2026-000002', 'PAYMENT_PENDING', true), invoice('UK-2026-000001', 'COLLECTION_AGENCY')],
      mySuspension: { reason: 'UNPAID_INVOICES', since: '2026-10-30T02:00:00.000Z', overdue: gbp(14_578) },
    },
  }));
  renderPage(<PayInvoicesPage filter="open" />, { url: '/service-pro/pay-invoices?status=open', user: PRO });
  await screen.findByTestId('money-invoices');
  t.same(s.calls.find((call) => call.operationName === 'moneyInvoices')?.variables, {
    statuses: [
      'PAYMENT_PENDING',
      'PAYMENT_FAILED',
      'PAYMENT_IN_PROGRESS',
      'PAYMENT_SCHEDULED',
      'COLLECTION_AGENCY',
      'UNKNOWN',
    ],
  });
  t.same(rows(), [
    ['UK-2026-000002September 2026', '1 Oct 2026', '15 Oct 2026', '£72.89', 'Overdue', 'Pay £72.89'],
    ['UK-2026-000001September 2026', '1 Oct 2026', '15 Oct 2026', '£72.89', 'With the collection agency', ''],
  ]);
  t.same(
    screen.getAllByTestId('invoice-pdf').map((link) => link.getAttribute('href')),
    ['/invoices/id-UK-2026-000002.pdf', '/invoices/id-UK-2026-000001.pdf'],
    'each PDF a download from the site itself',
  );
  t.ok(screen.getByRole('link', { name: 'Download invoice UK-2026-000002 (PDF)' }), 'its link named for what it does');
  t.equal(screen.getByTestId('invoices-filter-open').getAttribute('aria-current'), 'page');
  t.equal(screen.getByTestId('invoices-filter-paid').getAttribute('href'), '/service-pro/pay-invoices?status=paid');
  t.equal(screen.getByTestId('invoices-filter-all').getAttribute('href'), '/service-pro/pay-invoices');
  t.match(
    screen.getByTestId('money-suspension').textContent,
    'You cannot respond to new jobsSince 30 October 2026, because invoices of £145.78 are overdue.',
  );
});

t.test('paying: the provider’s page is asked for the invoice, and the payer sent there', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyInvoices', () => ({
    data: { myInvoices: [invoice('UK-2026-000002', 'PAYMENT_PENDING', true)], mySuspension: null },
  }));
  s.handle('moneyStartCheckout', () => ({
    data: {
      startCheckout: {
        __typename: 'CheckoutStarted',
        checkoutUrl: 'http://127.0.0.1:4100/payments/checkout/cs_test_1',
      },
    },
  }));
  const { loads } = renderPage(<PayInvoicesPage filter="all" />, { url: '/service-pro/pay-invoices', user: PRO });
  fireEvent.click(await screen.findByTestId('invoice-pay'));
  await until(() => loads.length === 1);
  t.same(s.calls.find((call) => call.operationName === 'moneyStartCheckout')?.variables, {
    input: { invoiceId: 'id-UK-2026-000002', returnUrl: 'http://uk.localhost/service-pro/pay-invoices' },
  });
  t.same(loads, ['/payments/checkout/cs_test_1'], 'off to the provider’s page');
});

t.test('a paid invoice says when; with none to pay, the page says so', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyInvoices', (call) => ({
    data: {
      myInvoices: call.variables.statuses ? [] : [invoice('UK-2026-000003', 'PAID', false, '2026-10-03T09:00:00.000Z')],
      mySuspension: null,
    },
  }));
  const paid = renderPage(<PayInvoicesPage filter="all" />, { url: '/service-pro/pay-invoices', user: PRO });
  await screen.findByTestId('money-invoices');
  t.same(rows()[0]?.slice(2, 5), ['Paid on 3 Oct 2026', '£72.89', 'Paid']);
  t.equal(screen.queryByTestId('money-suspension'), null);
  paid.unmount();
  renderPage(<PayInvoicesPage filter="open" />, { url: '/service-pro/pay-invoices?status=open', user: PRO });
  await screen.findByRole('heading', { name: 'Nothing to pay' });
});

t.test('the payments: each with its amount and how it went, a failure’s reason in words', async (t) => {
  const s = await startSessionServer(t);
  s.handle('moneyPayments', () => ({
    data: {
      myPayments: [
        {
          id: 'p2',
          status: 'PAYMENT_FAILED',
          failureCode: 'insufficient_funds',
          createdAt: '2026-10-03T09:00:00.000Z',
          amount: gbp(7289),
        },
        { id: 'p1', status: 'PAID', failureCode: null, createdAt: '2026-09-03T09:00:00.000Z', amount: gbp(5000) },
      ],
    },
  }));
  renderPage(<PaymentsPage />, { url: '/service-pro/payments', user: PRO });
  const table = await screen.findByTestId('money-payments');
  t.same(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    [
      ['£72.89', 'Not enough money in the account'],
      ['£50.00', 'Paid'],
    ],
  );
});
