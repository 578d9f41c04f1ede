// Sponsored placement in a real browser (decisions 067, 069), in two brands at a phone's and a
// desktop's width: a professional finds the pages from their account, the purchase starts from
// their first trade and nearest town, they choose a town, see the price before and with VAT for
// each period, buy three months, and their card comes first in the directory for that trade and
// town, marked as sponsored — the price owed on their ledger. Without the brand's flag the pages are
// not there and the account does not link to them. Every page passes axe-core, the console stays
// clean.
import t from 'tap';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import {
  accessibilityProblems,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  signInThroughPage,
} from '../helpers/browser.ts';
import { createPlace, createPro, createTrade, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const flagged = await startBff(t, upstream.url, { FEATURE_FLAGS: 'sponsoredPlacementV2' });
const unflagged = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;

interface Journey {
  readonly brand: BrandId;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly viewport: { width: number; height: number };
  // Three months before VAT, and with it, as the brand writes them.
  readonly threeMonths: RegExp;
  readonly buy: RegExp;
  readonly sponsored: string;
}

const JOURNEYS: readonly Journey[] = [
  {
    brand: 'uk',
    country: 'GB',
    latitude: 53.4808,
    longitude: -2.2426,
    viewport: PHONE,
    threeMonths: /£105\.00/,
    buy: /Buy for £126\.00 incl\. VAT/,
    sponsored: 'Sponsored',
  },
  {
    brand: 'de',
    country: 'DE',
    latitude: 50.9375,
    longitude: 6.9603,
    viewport: DESKTOP,
    threeMonths: /117,00\s€/,
    buy: /139,23\s€/,
    sponsored: 'Gesponsert',
  },
];

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

for (const journey of JOURNEYS) {
  const { brand } = journey;
  t.test(`${brand} (${BRANDS[brand].currency}, ${journey.viewport.width} px): first place bought`, async (t) => {
    const trade = await createTrade(db, brand, 1200);
    const town = await createPlace(db, journey.country, journey.latitude, journey.longitude);
    const at = {
      brand,
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      latitude: journey.latitude,
      longitude: journey.longitude,
    };
    // Two better-rated professionals of the trade in the town.
    await createPro(db, { ...at, reviewAverage: 4.9, reviewCount: 40 });
    await createPro(db, { ...at, reviewAverage: 4.7, reviewCount: 25 });
    const pro = await createPro(db, { ...at, reviewAverage: 3.9, reviewCount: 3 });
    const origin = flagged.brandOrigin(brand);
    const { page, problems } = await openPage(t, browser, { viewport: journey.viewport });
    await page.goto(`${origin}/`);
    await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);

    await page.goto(`${origin}/service-pro/manage-account`);
    await page.locator('a[href="/service-pro/sponsored-placement"]').click();
    await page.getByTestId('sponsored-buy-link').waitFor();
    t.same(await accessibilityProblems(page), [], 'the placements: no serious accessibility violation');
    await page.getByTestId('sponsored-buy-link').click();

    // The first trade and the nearest town are chosen already; the town is changed to this one.
    await page.waitForURL(/purchase-flow\?professionId=/);
    t.equal(
      await page.getByTestId('sponsored-trade').inputValue(),
      trade.professionId,
      'the trade is the first of theirs',
    );
    await page.getByTestId('sponsored-town').selectOption(town.citySlug);
    await page.waitForURL(new RegExp(`town=${town.citySlug}`));
    const period = page.getByTestId('sponsored-period-3');
    await period.waitFor();
    t.match(text(await period.textContent()), journey.threeMonths, 'three months before VAT');
    t.match(text(await page.getByTestId('sponsored-buy-3').textContent()), journey.buy, 'and what is charged');
    t.same(await accessibilityProblems(page), [], 'the purchase: no serious accessibility violation');
    await page.getByTestId('sponsored-buy-3').click();
    await page.getByTestId('sponsored-success').waitFor();
    t.same(await accessibilityProblems(page), [], 'the success: no serious accessibility violation');

    // First in the directory for the trade in the town, marked.
    await page.locator('[data-testid="sponsored-success"] a.button').first().click();
    await page.getByTestId('pro-card').first().waitFor();
    t.equal(await page.getByTestId('pro-card').first().getAttribute('data-slug'), pro.slug, 'they come first');
    t.equal(
      await page.getByTestId('pro-card').first().getByTestId('pro-card-sponsored').textContent(),
      journey.sponsored,
      'marked as sponsored',
    );
    t.equal(await page.getByTestId('pro-card-sponsored').count(), 1, 'only they are');

    const [entry] = await db.query<{ kind: string }>('SELECT kind FROM balance_entries WHERE user_id = $1', [pro.id]);
    t.same(entry, { kind: 'SPONSORED_PLACEMENT' }, 'the price is owed on the ledger');
    t.same(problems, [], 'the console stayed clean');
  });
}

t.test('without the brand’s flag the pages are not there, nor the account’s link to them', async (t) => {
  const trade = await createTrade(db, 'uk', 1200);
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const origin = unflagged.brandOrigin('uk');
  const { page } = await openPage(t, browser, { viewport: PHONE });
  await page.goto(`${origin}/`);
  await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);
  for (const path of ['/service-pro/sponsored-placement', '/service-pro/sponsored-placement/purchase-flow']) {
    const response = await page.goto(`${origin}${path}`);
    t.equal(response?.status(), 404, `${path} answers 404`);
  }
  await page.goto(`${origin}/service-pro/manage-account`);
  await page.locator('a[href="/service-pro/balance"]').first().waitFor();
  t.equal(await page.locator('a[href="/service-pro/sponsored-placement"]').count(), 0, 'no link to them');
});
