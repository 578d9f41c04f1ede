// Money in a real browser, in two brands (GBP and EUR) at a phone's width (issue 20, decisions 063
// and 064): a professional picks the Plus package, takes half off with a discount code shown before
// confirming, buys it, finds the package and what they owe on their balance, sends a proposal that
// comes from the package's allowance, sees the package on their next invoice, and puts a credit
// code on their balance. Every page passes axe-core without serious or critical violations, and the
// console stays clean.
import type { Page } from 'playwright-core';
import t from 'tap';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import {
  accessibilityProblems,
  launchBrowser,
  openPage,
  PHONE,
  proposeThroughPage,
  signInThroughPage,
} from '../helpers/browser.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
} from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

interface Journey {
  readonly brand: BrandId;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  // The first period of Plus with half off, VAT included, as the brand writes it.
  readonly total: RegExp;
  readonly proposalsLeft: RegExp;
  // What the next invoice holds so far: the package's first period.
  readonly nextInvoice: RegExp;
  readonly credit: RegExp;
}

const JOURNEYS: readonly Journey[] = [
  {
    brand: 'uk',
    country: 'GB',
    latitude: 51.5072,
    longitude: -0.1276,
    total: /Total£27\.00/,
    proposalsLeft: /9 proposals left this month/,
    nextInvoice: /On your next invoice so far: £27\.00/,
    credit: /£10\.00 is on your balance/,
  },
  {
    brand: 'nl',
    country: 'NL',
    latitude: 52.0907,
    longitude: 5.1214,
    total: /Totaal€\s?29,64/,
    proposalsLeft: /nog 9 offertes deze maand/,
    nextInvoice: /Op je volgende factuur tot nu toe: €\s?29,64/,
    credit: /€\s?10,00 staat op je saldo/,
  },
];

async function accessible(
  t: { same(found: unknown, wanted: unknown, message: string): unknown },
  page: Page,
  what: string,
) {
  t.same(await accessibilityProblems(page), [], `${what}: no serious accessibility violation`);
}

for (const journey of JOURNEYS) {
  const { brand } = journey;
  t.test(
    `${brand} (${BRANDS[brand].currency}, 375 px): a package bought with a code, its allowance used`,
    async (t) => {
      const trade = await createTrade(db, brand, 1200);
      const place = await createPlace(db, journey.country, journey.latitude, journey.longitude);
      const pro = await createPro(db, {
        brand,
        serviceIds: trade.serviceIds,
        professionId: trade.professionId,
        latitude: journey.latitude,
        longitude: journey.longitude,
      });
      const owner = await createConsumer(db, brand);
      const jobId = await createJob(db, { consumerId: owner.id, trade, place, brand });
      const currency = BRANDS[brand].currency;
      await db.query(
        `INSERT INTO coupon_codes (brand, code, discount_percent, credit_minor, currency, package_code, valid_from,
                                   valid_until, max_uses)
         VALUES ($1, $2, 50, NULL, $3, 'PLUS', now() - interval '1 day', now() + interval '30 days', 10),
                ($1, $4, NULL, 1000, $3, NULL, now() - interval '1 day', now() + interval '30 days', 10)`,
        [brand, `HALF-${brand}`.toUpperCase(), currency, `GIFT-${brand}`.toUpperCase()],
      );
      const origin = bff.brandOrigin(brand);
      const { page, problems } = await openPage(t, browser, { viewport: PHONE });
      await page.goto(`${origin}/`);
      await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);

      // The packages, and the Plus one chosen.
      await page.goto(`${origin}/service-pro/package-selection`);
      await page.getByTestId('money-plan').first().waitFor();
      await accessible(t, page, 'the packages');
      await page.getByTestId('money-choose').first().click();
      await page.waitForURL('**/purchase-package/**');

      // Half off with the code, shown before confirming.
      await page.locator('input[name="coupon"]').fill(`half-${brand}`);
      await page.getByTestId('money-coupon-apply').click();
      const summary = page.getByTestId('money-purchase-summary');
      await summary.getByText(`HALF-${brand}`.toUpperCase(), { exact: false }).waitFor();
      t.match((await summary.textContent())?.replace(/\u00a0|\u202f/g, ' '), journey.total, 'the total with half off');
      await accessible(t, page, 'the purchase');
      await page.getByTestId('money-confirm').click();
      await page.getByTestId('money-success').waitFor();

      // A proposal from the package's allowance.
      t.equal(await proposeThroughPage(page, jobId, 1200), 'ProposalCreated', 'the proposal is sent');
      await page.goto(`${origin}/service-pro/balance`);
      const balance = page.getByTestId('money-balance');
      await balance.waitFor();
      t.match(await balance.textContent(), journey.proposalsLeft, 'one of the month’s proposals used');
      t.match(
        (await page.getByTestId('money-next-invoice').textContent())?.replace(/\u00a0|\u202f/g, ' '),
        journey.nextInvoice,
        'the package is on the next invoice, the proposal from its allowance adds nothing',
      );
      await accessible(t, page, 'the balance');

      // A credit code, on the balance.
      await page.getByTestId('money-coupon-link').click();
      await page.locator('input[name="coupon"]').fill(`GIFT-${brand}`);
      await page.getByTestId('money-coupon-submit').click();
      await page.getByRole('status').filter({ hasText: journey.credit }).waitFor();
      await accessible(t, page, 'the discount code');

      const [ledger] = await db.query<{ kinds: string[]; total: string }>(
        `SELECT array_agg(kind ORDER BY kind) AS kinds, sum(amount_minor)::text AS total
         FROM balance_entries WHERE user_id = $1`,
        [pro.id],
      );
      t.same(ledger?.kinds, ['ALLOWANCE', 'COUPON', 'CREDIT', 'SUBSCRIPTION'], 'every movement in the ledger');
      t.same(problems, [], 'the console stayed clean');
    },
  );
}
