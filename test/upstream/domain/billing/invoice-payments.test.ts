// Paying invoices (decision 066): an invoice is paid on its own at the provider, once; one that is
// not open is refused with ERROR_INVOICE_STATUS_NOT_ALLOWED; on the provider's hosted page the
// payer goes there, comes back, and the provider's event settles it. Its PDF, in the professional's
// language, is theirs alone.
import t from 'tap';
import { runBilling } from '../../../../upstream/domain/billing/billing-run.ts';
import { startBillingWorld } from '../../../helpers/billing.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const { origin, db, providerOrigin, newPro, entry, invoices } = await startBillingWorld(t, 'invoice_payments');

t.test('an invoice is paid on its own at the provider, once; one that is not open is refused', async (t) => {
  const pro = await newPro();
  await entry(pro.id, 'LEAD_FEE', -1815, -315, '2026-04-10T10:00:00Z');
  await runBilling(db, new Date('2026-05-01T00:30:00Z'));
  const [invoice] = await invoices(pro.token);
  const PAY = `mutation($input: PayInvoiceInput!) { payInvoice(input: $input) { __typename
    ... on PaymentStarted { payment { status amount { amountMinor } } }
    ... on InvoiceStatusNotAllowed { code invoice { status } } ... on NotFound { id } } }`;
  const pay = async (invoiceId: string, paymentMethod: string, token = pro.token) =>
    (
      (await data(
        call(
          origin,
          PAY,
          { input: { invoiceId, paymentMethod, returnUrl: 'http://nl.localhost/service-pro/pay-invoices' } },
          { token },
        ),
      )) as { payInvoice: Record<string, unknown> }
    ).payInvoice;

  t.match(await pay(String(invoice?.id), 'pm_card_chargeDeclined'), {
    __typename: 'PaymentStarted',
    payment: { status: 'PAYMENT_FAILED' },
  });
  t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_FAILED', 'the invoice says its payment failed');
  t.same(await pay(String(invoice?.id), 'pm_card_visa'), {
    __typename: 'PaymentStarted',
    payment: { status: 'PAID', amount: { amountMinor: 1815 } },
  });
  t.equal((await invoices(pro.token))[0]?.status, 'PAID');
  t.same(await pay(String(invoice?.id), 'pm_card_visa'), {
    __typename: 'InvoiceStatusNotAllowed',
    code: 'ERROR_INVOICE_STATUS_NOT_ALLOWED',
    invoice: { status: 'PAID' },
  });
  const other = await newPro();
  t.same(
    await pay(String(invoice?.id), 'pm_card_visa', other.token),
    { __typename: 'NotFound', id: invoice?.id },
    'another professional’s invoice is not found',
  );
  const [paid] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT'`,
    [pro.id],
  );
  t.equal(paid?.count, 1, 'paid once');
});

t.test('an invoice’s PDF, in the professional’s language, is theirs alone', async (t) => {
  const pro = await newPro();
  const british = await newPro('uk');
  await entry(pro.id, 'LEAD_FEE', -1815, -315, '2026-03-10T10:00:00Z');
  await entry(british.id, 'LEAD_FEE', -1440, -240, '2026-03-10T10:00:00Z', 'GBP');
  await runBilling(db, new Date('2026-04-01T00:30:00Z'));
  const [dutch] = await invoices(pro.token);
  const [english] = await invoices(british.token);
  const download = (path: string, token?: string) =>
    fetch(`${origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  const answer = await download(String(dutch?.pdfPath), pro.token);
  t.equal(answer.status, 200);
  t.equal(answer.headers.get('content-type'), 'application/pdf');
  t.equal(answer.headers.get('cache-control'), 'no-store');
  t.match(answer.headers.get('content-disposition'), `filename="${dutch?.number}.pdf"`);
  const pdf = Buffer.from(await answer.arrayBuffer()).toString('latin1');
  t.match(pdf, /^%PDF-/);
  t.match(pdf, `(Factuur ${dutch?.number})`, 'its title in Dutch for a Dutch professional');
  const englishPdf = Buffer.from(await (await download(String(english?.pdfPath), british.token)).arrayBuffer());
  t.match(englishPdf.toString('latin1'), `(Invoice ${english?.number})`, 'in English for a British one');

  t.equal((await download(String(dutch?.pdfPath))).status, 401, 'no session');
  t.equal((await download(String(dutch?.pdfPath), british.token)).status, 404, 'another’s invoice is not found');
  t.equal((await download('/invoices/not-an-invoice.pdf', pro.token)).status, 404);
});

t.test(
  'an invoice is paid on the provider’s hosted page: the payer goes there, comes back, and the event settles it',
  async (t) => {
    const pro = await newPro();
    await entry(pro.id, 'LEAD_FEE', -1815, -315, '2026-02-10T10:00:00Z');
    await runBilling(db, new Date('2026-03-01T00:30:00Z'));
    const [invoice] = await invoices(pro.token);
    const CHECKOUT = `mutation($input: StartCheckoutInput!) { startCheckout(input: $input) { __typename
    ... on CheckoutStarted { checkoutUrl payment { status amount { amountMinor } } }
    ... on PaymentInProgress { payment { checkoutUrl } }
    ... on InvoiceStatusNotAllowed { code } ... on NothingToPay { currency } } }`;
    const returnUrl = 'http://nl.localhost/service-pro/pay-invoices?status=all';
    const checkout = async (invoiceId: string | null) =>
      (
        (await data(call(origin, CHECKOUT, { input: { invoiceId, returnUrl } }, { token: pro.token }))) as {
          startCheckout: Record<string, unknown> & { checkoutUrl?: string; payment?: { checkoutUrl?: string } };
        }
      ).startCheckout;

    const started = await checkout(String(invoice?.id));
    t.match(started, {
      __typename: 'CheckoutStarted',
      payment: { status: 'PAYMENT_IN_PROGRESS', amount: { amountMinor: 1815 } },
    });
    const url = String(started.checkoutUrl);
    t.match(url, `${providerOrigin}/payments/checkout/cs_test_`);
    t.equal((await invoices(pro.token))[0]?.status, 'PAYMENT_IN_PROGRESS');
    t.same(
      await checkout(String(invoice?.id)),
      { __typename: 'PaymentInProgress', payment: { checkoutUrl: url } },
      'asked again, the same page: one payment at a time',
    );
    const page = await fetch(url);
    t.match(await page.text(), String(invoice?.number), 'the provider’s page names the invoice');
    const back = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_method=pm_card_visa',
      redirect: 'manual',
    });
    t.equal(back.headers.get('location'), returnUrl, 'the payer is sent back');
    for (let tries = 0; tries < 200 && (await invoices(pro.token))[0]?.status !== 'PAID'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    t.equal((await invoices(pro.token))[0]?.status, 'PAID', 'the provider’s event settled it');
    t.match(await checkout(String(invoice?.id)), {
      __typename: 'InvoiceStatusNotAllowed',
      code: 'ERROR_INVOICE_STATUS_NOT_ALLOWED',
    });
    t.same(await checkout(null), { __typename: 'NothingToPay', currency: 'EUR' }, 'nothing else owed');
  },
);
