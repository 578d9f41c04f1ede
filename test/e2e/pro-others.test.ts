// A professional back after a while, in a real browser, in two brands at a phone's width (spec §2.7
// others): the welcome back says what happened and leads on; their hired jobs by service lead to
// the overview narrowed to one service; the page a notification leads to switches a channel, which
// holds after a reload; partners and perks link out to the partner. Every page passes axe-core
// without serious or critical violations, and the console stays clean.
import type { Page } from 'playwright-core';
import t from 'tap';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import { accessibilityProblems, launchBrowser, openPage, PHONE, signInThroughPage } from '../helpers/browser.ts';
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

interface Visit {
  readonly brand: BrandId;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  // What the pages say, in the brand's language.
  readonly hired: RegExp;
  readonly saved: RegExp;
  readonly partner: string;
}

const VISITS: readonly Visit[] = [
  {
    brand: 'uk',
    country: 'GB',
    latitude: 51.5072,
    longitude: -0.1276,
    hired: /hired you for/,
    saved: /Your choice is saved/,
    partner: 'Kestrel Van Leasing',
  },
  {
    brand: 'nl',
    country: 'NL',
    latitude: 52.0907,
    longitude: 5.1214,
    hired: /heeft je ingehuurd voor/,
    saved: /Je keuze is opgeslagen/,
    partner: 'Torenvalk Bedrijfswagens',
  },
];

async function accessible(
  t: { same(found: unknown, wanted: unknown, message: string): unknown },
  page: Page,
  where: string,
) {
  t.same(await accessibilityProblems(page), [], `${where}: no serious or critical accessibility violation`);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

for (const visit of VISITS) {
  const { brand } = visit;
  const origin = bff.brandOrigin(brand);

  t.test(`${brand} (${BRANDS[brand].locale}, 375 px): a professional comes back after a while`, async (t) => {
    const trade = await createTrade(db, brand);
    const place = await createPlace(db, visit.country, visit.latitude, visit.longitude);
    const owner = await createConsumer(db, brand);
    const pro = await createPro(db, {
      brand,
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      latitude: visit.latitude,
      longitude: visit.longitude,
    });
    // Hired twice a month ago and once while away; a new job posted while away.
    for (const [serviceIndex, days] of [
      [0, 35],
      [1, 35],
      [0, 3],
    ] as const) {
      const jobId = await createJob(db, { consumerId: owner.id, trade, place, brand, serviceIndex, status: 'HIRED' });
      await db.query(
        `INSERT INTO proposals (service_request_id, pro_id, status, created_at, hired_at) VALUES ($1, $2, 'HIRED', $3, $3)`,
        [jobId, pro.id, daysAgo(days)],
      );
    }
    await createJob(db, { consumerId: owner.id, trade, place, brand, createdAt: daysAgo(2) });
    // Last here twenty days ago.
    await db.query(
      `INSERT INTO pro_visits (pro_id, visit_started_at, last_seen_at) VALUES ($1, now() - interval '20 days 2 hours',
              now() - interval '20 days')`,
      [pro.id],
    );

    const { page, problems } = await openPage(t, browser, { viewport: PHONE });
    await page.goto(`${origin}/`);
    await signInThroughPage(page, pro.email, FIXTURE_PASSWORD);

    // --- The welcome back: the hire is the next step.
    await page.goto(`${origin}/service-pro/welcome-back`);
    const next = page.getByTestId('welcome-next');
    t.match(await next.textContent(), visit.hired);
    await accessible(t, page, 'welcome back');

    // --- Hired jobs by service, then the overview narrowed to the busiest one (in-page navigation).
    await page.goto(`${origin}/service-pro/activity/hired/services`);
    const groups = page.getByTestId('activity-service');
    t.equal(await groups.count(), 2);
    await accessible(t, page, 'jobs by service');
    await groups.first().getByRole('link').click();
    await page.waitForURL(`**/service-pro/activity-overview?service=${trade.serviceIds[0]}&tab=hired`);
    await page.getByTestId('activity-item').first().waitFor();
    t.equal(await page.getByTestId('activity-item').count(), 2, 'the two jobs of that service');

    // --- A notification's page: text messages about new jobs switched on, and kept.
    await page.goto(`${origin}/service-pro/platform-notification/new-jobs`);
    const sms = page.getByTestId('notification-switch-SMS');
    t.notOk(await sms.isChecked(), 'text messages start off');
    await accessible(t, page, 'notification topic');
    await sms.click();
    await page.getByText(visit.saved).waitFor();
    await page.reload();
    t.ok(await page.getByTestId('notification-switch-SMS').isChecked(), 'the choice is kept');

    // --- Partners and perks: the brand's own, each with its way out to the partner.
    await page.goto(`${origin}/service-pro/partners`);
    const link = page.getByRole('link', { name: new RegExp(visit.partner) });
    t.match(await link.getAttribute('href'), /^https:\/\/www\.[a-z-]+\.example\//);
    t.equal(await link.getAttribute('rel'), 'noopener');
    await accessible(t, page, 'partners');
    await page.goto(`${origin}/service-pro/trade-perks`);
    t.equal(await page.getByTestId('pro-offer').count(), 5);
    await accessible(t, page, 'trade perks');
    t.same(problems, [], 'no console error or warning');
  });
}
