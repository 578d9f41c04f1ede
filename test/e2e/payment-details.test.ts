// Paying automatically, in a real browser over the real BFF, upstream and reference payments
// provider (decision 068), in a pound brand on a desktop and a euro brand on a phone: a professional
// with an invoice to pay comes from the invoices page to the payment details, saves a card (or a
// SEPA Direct Debit, its mandate shown) on the provider's own page, comes back to a page that says
// so and which invoice will be collected when, goes on to the invoices, where the invoice's payment
// is scheduled; on its due date the billing run collects it, and the invoice shows as paid. Every
// page passes axe-core and the console stays clean.
import t from 'tap';
import type { BrandId } from '../../shared/brands.ts';
import { createStripePaymentProvider } from '../../upstream/adapters/payments/payments.ts';
import { runBilling } from '../../upstream/domain/billing/billing-run.ts';
import { startBff } from '../helpers/bff.ts';
import {
  accessibilityProblems,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  signInThroughPage,
} from '../helpers/browser.ts';
import { createPro, createTrade, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstreamWithPayments } from '../helpers/reference-services.ts';

const NAME = 'payment_details_journey';
const { upstream, provider } = await startUpstreamWithPayments(t, NAME);
const payments = createStripePaymentProvider({
  url: provider.origin,
  secretKey: `sk_test_${NAME}`,
  webhookSecret: `whsec_${NAME}`,
});
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

interface Journey {
  readonly brand: BrandId;
  readonly currency: string;
  readonly viewport: { width: number; height: number };
  readonly method: string;
  readonly shown: RegExp;
  readonly scheduled: RegExp;
  readonly paid: RegExp;
}

const JOURNEYS: readonly Journey[] = [
  {
    brand: 'uk',
    currency: 'GBP',
    viewport: DESKTOP,
    method: 'pm_card_visa',
    shown: /4242/,
    scheduled: /Payment scheduled/,
    paid: /Paid/,
  },
  {
    brand: 'nl',
    currency: 'EUR',
    viewport: PHONE,
    method: 'pm_sepa_debit',
    shown: /3000/,
    scheduled: /Betaling gepland/,
    paid: /Betaald/,
  },
];

async function settled(invoiceId: string, status: string): Promise<string | undefined> {
  let now: string | undefined;
  for (let tries = 0; tries < 200; tries += 1) {
    [{ status: now } = { status: undefined }] = await db.query<{ status: string }>(
      'SELECT status FROM invoices WHERE id = $1',
      [invoiceId],
    );
    if (now === status) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return now;
}

for (const journey of JOURNEYS) {
  t.test(`${journey.brand} (${journey.viewport.width} px): payment details saved, the invoice collected`, async (t) => {
    const trade = await createTrade(db, journey.brand, 1500);
    const pro = await createPro(db, {
      brand: journey.brand,
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
    });
    await db.query(
      `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
       VALUES ($1, 'LEAD_FEE', -1800, -300, $2, 'Lead fee', $3, '2031-09-10T10:00:00Z')`,
      [pro.id, journey.currency, `test:details:${journey.brand}`],
    );
    await runBilling(db, new Date('2031-10-01T01:00:00Z'), payments);
    const [invoice] = await db.query<{ id: string; number: string }>(
      'SELECT id, number FROM invoices WHERE user_id = $1',
      [pro.id],
    );
    const origin = bff.brandOrigin(journey.brand);
    const { page, problems } = await openPage(t, browser, { viewport: journey.viewport });
    await page.goto(`${origin}/`);
    await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);

    await page.goto(`${origin}/service-pro/payment-details?sourcePage=proPayInvoices`);
    await page.getByTestId('payment-details-setup').waitFor();
    t.same(await accessibilityProblems(page), [], 'the payment details: no serious accessibility violation');
    await page.getByTestId('payment-details-setup').click();
    await page.waitForURL(`${provider.origin}/**`);
    await page.getByTestId(`setup-${journey.method}`).click();
    await page.waitForURL(`${origin}/service-pro/payment-details**`);

    const notice = page.getByTestId('payment-details-notice');
    await notice.waitFor();
    t.match(await page.getByTestId('payment-details-method').textContent(), journey.shown, 'the method saved');
    t.match(
      await page.getByTestId('payment-details-collections').textContent(),
      String(invoice?.number),
      'and the invoice it collects',
    );
    t.same(await accessibilityProblems(page), [], 'saved: no serious accessibility violation');
    await page.getByTestId('payment-details-continue').click();
    await page.waitForURL(`${origin}/service-pro/pay-invoices**`);
    await page.getByTestId('money-invoices').waitFor();
    t.match(await page.getByTestId('money-invoices').textContent(), journey.scheduled, 'its payment is scheduled');

    // Its due date: collected with the saved method (a debit settles later, by the provider's event).
    await runBilling(db, new Date('2031-10-15T03:00:00Z'), payments);
    if (journey.method === 'pm_sepa_debit') {
      const [payment] = await db.query<{ intent: string }>(
        'SELECT provider_intent_id AS intent FROM payments WHERE invoice_id = $1',
        [String(invoice?.id)],
      );
      await fetch(`${provider.origin}/payments/intents/${payment?.intent}/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ succeeds: true }),
      });
    }
    t.equal(await settled(String(invoice?.id), 'PAID'), 'PAID', 'the invoice is paid');
    await page.reload();
    await page.getByTestId('money-invoices').waitFor();
    t.match(await page.getByTestId('money-invoices').textContent(), journey.paid, 'and shows so');
    t.same(problems, [], 'the console stayed clean');
  });
}
