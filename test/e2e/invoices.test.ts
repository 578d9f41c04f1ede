// Invoices in a real browser on a phone (decision 066), over the real BFF, upstream and reference
// payments provider, in a euro and a pound brand: a professional suspended for an overdue invoice
// sees why on the invoices page, in their language, downloads the invoice's PDF, and pays what they
// owe on the provider's own page — a declined card first, refused there, then a card that asks for
// 3-D Secure, the challenge passed — comes back, and finds the invoice paid and the suspension
// lifted once the provider's event has arrived.
import t from 'tap';
import type { BrandId } from '../../shared/brands.ts';
import { runBilling } from '../../upstream/domain/billing/billing-run.ts';
import { startBff } from '../helpers/bff.ts';
import { accessibilityProblems, launchBrowser, openPage, PHONE, signInThroughPage } from '../helpers/browser.ts';
import { createPro, createTrade, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstreamWithPayments } from '../helpers/reference-services.ts';

const { upstream, provider } = await startUpstreamWithPayments(t, 'invoices_journey');
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

interface Journey {
  readonly brand: BrandId;
  readonly locale: string;
  readonly currency: string;
  // A lead fee with the country's VAT, and how the provider's page writes it.
  readonly owedMinor: number;
  readonly vatMinor: number;
  readonly amount: string;
  readonly suspended: RegExp;
  readonly paid: RegExp;
}

const JOURNEYS: readonly Journey[] = [
  {
    brand: 'nl',
    locale: 'nl-NL',
    currency: 'EUR',
    owedMinor: 1815,
    vatMinor: 315,
    amount: '18.15 EUR',
    suspended: /Je kunt niet op nieuwe klussen reageren/,
    paid: /Betaald/,
  },
  {
    brand: 'uk',
    locale: 'en-GB',
    currency: 'GBP',
    owedMinor: 1440,
    vatMinor: 240,
    amount: '14.40 GBP',
    suspended: /You cannot respond to new jobs/,
    paid: /Paid/,
  },
];

for (const journey of JOURNEYS) {
  t.test(
    `${journey.brand}: a suspended professional pays what they owe on the provider’s page and is active again`,
    async (t) => {
      const trade = await createTrade(db, journey.brand, 1500);
      const pro = await createPro(db, {
        brand: journey.brand,
        serviceIds: trade.serviceIds,
        professionId: trade.professionId,
      });
      await db.query('UPDATE users SET locale = $2 WHERE id = $1', [pro.id, journey.locale]);
      await db.query(
        `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
       VALUES ($1, 'LEAD_FEE', $2, $3, $4, 'Lead fee', $5, '2026-09-10T10:00:00Z')`,
        [pro.id, -journey.owedMinor, -journey.vatMinor, journey.currency, `test:journey:${journey.brand}`],
      );
      await runBilling(db, new Date('2026-10-01T01:00:00Z'));
      await runBilling(db, new Date('2026-10-31T01:00:00Z'));
      const [invoice] = await db.query<{ number: string }>('SELECT number FROM invoices WHERE user_id = $1', [pro.id]);

      const origin = bff.brandOrigin(journey.brand);
      const { page, problems } = await openPage(t, browser, { viewport: PHONE });
      await page.goto(`${origin}/`);
      await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);
      await page.goto(`${origin}/service-pro/pay-invoices`);
      const notice = page.getByTestId('money-suspension');
      await notice.waitFor();
      t.match(await notice.textContent(), journey.suspended, 'the suspension, said in the brand’s language');
      t.match(await page.getByTestId('money-invoices').textContent(), String(invoice?.number));
      t.same(await accessibilityProblems(page), [], 'the invoices page passes axe-core');

      const href = String(await page.getByTestId('invoice-pdf').getAttribute('href'));
      const pdf = await page.evaluate(async (path) => {
        const answer = await fetch(path);
        return { status: answer.status, type: answer.headers.get('content-type') };
      }, href);
      t.same(pdf, { status: 200, type: 'application/pdf' }, 'the PDF, from the site itself');

      // To the provider's page: the amount owed; a declined card is refused there.
      await page.getByTestId('money-pay-balance').click();
      await page.waitForURL(`${provider.origin}/payments/checkout/**`);
      t.match(await page.getByTestId('checkout-amount').textContent(), journey.amount);
      await page.getByTestId('checkout-pm_card_chargeDeclined').click();
      await page.getByTestId('checkout-refusal').waitFor();
      t.match(await page.getByTestId('checkout-refusal').textContent(), 'declined', 'the failed payment, said there');
      // Another card, which asks for 3-D Secure: the challenge passed.
      await page.getByTestId('checkout-pm_card_threeDSecure2Required').click();
      await page.waitForURL(`${provider.origin}/payments/authenticate/**`);
      await page.getByTestId('three-ds-complete').click();
      await page.waitForURL(`${origin}/service-pro/pay-invoices**`);

      // The provider's event settles the invoice and lifts the suspension.
      for (let tries = 0; tries < 100; tries += 1) {
        const [now] = await db.query<{ status: string }>('SELECT status FROM invoices WHERE user_id = $1', [pro.id]);
        if (now?.status === 'PAID') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await page.reload();
      await page.getByTestId('money-invoices').waitFor();
      t.match(await page.getByTestId('money-invoices').textContent(), journey.paid, 'the invoice is paid');
      t.equal(await page.getByTestId('money-suspension').count(), 0, 'the suspension is lifted');
      const [user] = await db.query<{ suspended: Date | null }>(
        'SELECT billing_suspended_at AS suspended FROM users WHERE id = $1',
        [pro.id],
      );
      t.equal(user?.suspended, null, 'and may respond to new jobs again');
      t.same(problems, [], 'the console stayed clean');
    },
  );
}
