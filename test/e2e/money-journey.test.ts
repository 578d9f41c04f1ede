// The whole of money in one journey, in a real browser over the real BFF, upstream and reference
// payments provider (issue 20), in a pound brand on a phone and a euro brand on a desktop: a
// professional takes half off the Plus package with a discount code and buys it, sends proposals
// that come from its allowance, and finds the package on their next invoice; the month's invoice
// comes; paying it with a declined card fails on the provider's page; left unpaid past its due date
// it suspends them from new jobs; they pay what they owe with a card that asks for 3-D Secure, pass
// the challenge, and may respond to jobs again; then a sponsored placement puts them first in the
// directory for their trade in their town. The console stays clean.
import t from 'tap';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { createStripePaymentProvider } from '../../upstream/adapters/payments/payments.ts';
import { runBilling } from '../../upstream/domain/billing/billing-run.ts';
import { monthStart } from '../../upstream/domain/billing/invoices.ts';
import { startBff } from '../helpers/bff.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, proposeThroughPage, signInThroughPage } from '../helpers/browser.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../helpers/marketplace.ts';
import { startUpstreamWithPayments } from '../helpers/reference-services.ts';

const NAME = 'money_journey';
const { upstream, provider } = await startUpstreamWithPayments(t, NAME);
const payments = createStripePaymentProvider({
  url: provider.origin,
  secretKey: `sk_test_${NAME}`,
  webhookSecret: `whsec_${NAME}`,
});
const bff = await startBff(t, upstream.url, { FEATURE_FLAGS: 'sponsoredPlacementV2' });
const browser = await launchBrowser(t);
const { db } = upstream;
const DAY = 24 * 3600 * 1000;

interface Journey {
  readonly brand: BrandId;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly viewport: { width: number; height: number };
  // Plus's first month with half off, VAT included, as the brand writes it.
  readonly total: RegExp;
  readonly nextInvoice: RegExp;
  readonly suspended: RegExp;
  readonly paid: RegExp;
  readonly sponsored: string;
}

const JOURNEYS: readonly Journey[] = [
  {
    brand: 'uk',
    country: 'GB',
    latitude: 55.9533,
    longitude: -3.1883,
    viewport: PHONE,
    total: /Total£27\.00/,
    nextInvoice: /On your next invoice so far: £27\.00/,
    suspended: /You cannot respond to new jobs/,
    paid: /Paid/,
    sponsored: 'Sponsored',
  },
  {
    brand: 'nl',
    country: 'NL',
    latitude: 51.4416,
    longitude: 5.4697,
    viewport: DESKTOP,
    total: /Totaal€\s?29,64/,
    nextInvoice: /Op je volgende factuur tot nu toe: €\s?29,64/,
    suspended: /Je kunt niet op nieuwe klussen reageren/,
    paid: /Betaald/,
    sponsored: 'Gesponsord',
  },
];

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

async function invoiceStatus(userId: string, wanted: string): Promise<string | undefined> {
  let status: string | undefined;
  for (let tries = 0; tries < 200; tries += 1) {
    const [row] = await db.query<{ status: string }>(
      'SELECT status FROM invoices WHERE user_id = $1 ORDER BY issued_at LIMIT 1',
      [userId],
    );
    status = row?.status;
    if (status === wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

for (const journey of JOURNEYS) {
  const { brand } = journey;
  t.test(`${brand} (${BRANDS[brand].currency}, ${journey.viewport.width} px): money from start to end`, async (t) => {
    const trade = await createTrade(db, brand, 1200);
    const place = await createPlace(db, journey.country, journey.latitude, journey.longitude);
    const at = { latitude: journey.latitude, longitude: journey.longitude };
    await createPro(db, {
      brand,
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      ...at,
      reviewAverage: 4.9,
      reviewCount: 30,
    });
    const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId, ...at });
    const owner = await createConsumer(db, brand);
    const jobs = await Promise.all(
      [1, 2, 3, 4].map(() => createJob(db, { consumerId: owner.id, trade, place, brand })),
    );
    const code = `HALF-JOURNEY-${brand}`.toUpperCase();
    await db.query(
      `INSERT INTO coupon_codes (brand, code, discount_percent, credit_minor, currency, package_code, valid_from,
                                 valid_until, max_uses)
       VALUES ($1, $2, 50, NULL, $3, 'PLUS', now() - interval '1 day', now() + interval '30 days', 10)`,
      [brand, code, BRANDS[brand].currency],
    );
    const origin = bff.brandOrigin(brand);
    const { page, problems } = await openPage(t, browser, { viewport: journey.viewport });
    await page.goto(`${origin}/`);
    await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);

    // Plus, half off with the code, bought.
    await page.goto(`${origin}/service-pro/package-selection`);
    await page.getByTestId('money-choose').first().click();
    await page.waitForURL('**/purchase-package/**');
    await page.locator('input[name="coupon"]').fill(code.toLowerCase());
    await page.getByTestId('money-coupon-apply').click();
    const summary = page.getByTestId('money-purchase-summary');
    await summary.getByText(code, { exact: false }).waitFor();
    t.match(text(await summary.textContent()), journey.total, 'the code lowers the price');
    await page.getByTestId('money-confirm').click();
    await page.getByTestId('money-success').waitFor();

    // Proposals from the package's allowance; the package on the next invoice.
    for (const job of jobs.slice(0, 2)) {
      t.equal(await proposeThroughPage(page, job, 1200), 'ProposalCreated', 'a proposal from the allowance');
    }
    await page.goto(`${origin}/service-pro/balance`);
    t.match(text(await page.getByTestId('money-next-invoice').textContent()), journey.nextInvoice, 'the next invoice');

    // The month's invoice comes; a declined card fails on the provider's page.
    const nextMonth = monthStart(new Date(), 1);
    await runBilling(db, new Date(nextMonth.getTime() + 3600 * 1000), payments);
    await page.goto(`${origin}/service-pro/pay-invoices`);
    await page.getByTestId('invoice-pay').click();
    await page.waitForURL(`${provider.origin}/payments/checkout/**`);
    await page.getByTestId('checkout-pm_card_chargeDeclined').click();
    await page.getByTestId('checkout-refusal').waitFor();
    t.match(await page.getByTestId('checkout-refusal').textContent(), 'declined', 'the payment fails');

    // Unpaid two weeks past its due date: suspended from new jobs.
    await runBilling(db, new Date(nextMonth.getTime() + 30 * DAY), payments);
    await page.goto(`${origin}/service-pro/pay-invoices`);
    const notice = page.getByTestId('money-suspension');
    await notice.waitFor();
    t.match(await notice.textContent(), journey.suspended, 'suspended, said in the brand’s language');
    t.equal(await proposeThroughPage(page, jobs[2] as string, 1200), 'ProSuspended', 'no proposal while suspended');

    // Paid with a card that asks for 3-D Secure: the challenge passed, active again.
    await page.getByTestId('money-pay-balance').click();
    await page.waitForURL(`${provider.origin}/payments/checkout/**`);
    await page.getByTestId('checkout-pm_card_threeDSecure2Required').click();
    await page.waitForURL(`${provider.origin}/payments/authenticate/**`);
    await page.getByTestId('three-ds-complete').click();
    await page.waitForURL(`${origin}/service-pro/pay-invoices**`);
    t.equal(await invoiceStatus(pro.id, 'PAID'), 'PAID', 'the invoice is paid');
    await page.reload();
    await page.getByTestId('money-invoices').waitFor();
    t.match(await page.getByTestId('money-invoices').textContent(), journey.paid, 'and shows so');
    t.equal(await page.getByTestId('money-suspension').count(), 0, 'the suspension is lifted');
    t.equal(await proposeThroughPage(page, jobs[2] as string, 1200), 'ProposalCreated', 'active again');

    // First place in the directory for the trade in the town.
    await page.goto(
      `${origin}/service-pro/sponsored-placement/purchase-flow?professionId=${trade.professionId}&town=${place.citySlug}`,
    );
    await page.getByTestId('sponsored-buy-1').click();
    await page.getByTestId('sponsored-success').waitFor();
    await page.goto(`${origin}/directory-search-results?profession=${trade.professionSlug}&location=${place.citySlug}`);
    const first = page.getByTestId('pro-card').first();
    await first.waitFor();
    t.equal(await first.getAttribute('data-slug'), pro.slug, 'first in the directory');
    t.equal(await first.getByTestId('pro-card-sponsored').textContent(), journey.sponsored, 'marked as sponsored');
    t.same(problems, [], 'the console stayed clean');
  });
}
