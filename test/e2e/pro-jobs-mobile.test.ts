// A professional's job pages on a phone (issue 17), in a real browser at 375 px: the new jobs come
// before the filters, which wait in a sheet behind a Filters button (opened, closed with Escape, the
// focus back on the button) — and are a panel beside the list on a desktop; no tab of the activity
// overview is cut off — each label fits its tab, the current one is in view when the page opens and
// every other can be scrolled into view — in the longest languages; and no page scrolls sideways.
import type { Page } from 'playwright-core';
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

// A professional of the brand with a work area around a place where two jobs of their trade wait.
async function proWithJobs(brand: BrandId) {
  const { db } = upstream;
  const trade = await createTrade(db, brand);
  const place = await createPlace(db, 'NL');
  const owner = await createConsumer(db, brand);
  const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
  for (const serviceIndex of [0, 1] as const) {
    await createJob(db, { brand, consumerId: owner.id, trade, place, serviceIndex });
  }
  return pro.email;
}

async function signIn(page: Page, brand: BrandId, email: string) {
  await page.goto(bff.brandOrigin(brand));
  await signInThroughPage(page, email, FIXTURE_PASSWORD);
}

function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

t.test('nl at 375 px: the jobs come first, the filters wait in a sheet', async (t) => {
  const { page, problems } = await openPage(t, browser, { viewport: PHONE });
  await signIn(page, 'nl', await proWithJobs('nl'));
  await page.goto(`${bff.brandOrigin('nl')}/service-pro/new-service-requests`);
  const firstCard = page.getByTestId('job-card').first();
  await firstCard.waitFor();
  const filters = page.getByTestId('job-filters');
  t.equal(await filters.isVisible(), false, 'the filters are not in the page');
  t.equal(await filters.evaluate((sheet) => (sheet as HTMLDialogElement).open), false, 'their sheet is closed');
  const card = await firstCard.boundingBox();
  t.ok(card && card.y < PHONE.height, `the first job is on the first screen (top at ${card?.y} px)`);
  t.ok(await noSidewaysScroll(page), 'the page does not scroll sideways');
  t.same(await accessibilityProblems(page), [], 'no serious or critical accessibility violation');

  const opener = page.getByTestId('job-filters-open');
  await opener.click();
  await filters.waitFor();
  t.equal(
    await filters.evaluate((sheet) => sheet.matches(':modal')),
    true,
    'Filters opens the sheet as a modal dialog',
  );
  t.ok(await page.getByRole('dialog', { name: 'Filteren en sorteren' }).isVisible(), 'named by its title');
  const sheet = await filters.boundingBox();
  t.ok(sheet && sheet.width <= PHONE.width && sheet.y + sheet.height <= PHONE.height + 1, 'it fits the screen');
  t.same(await accessibilityProblems(page), [], 'open, it has no serious or critical accessibility violation');
  await page.keyboard.press('Escape');
  await filters.waitFor({ state: 'hidden' });
  t.equal(
    await opener.evaluate((button) => button === document.activeElement),
    true,
    'Escape closes it and the focus is back on the button',
  );
  t.same(problems, [], 'no errors in the console');
});

t.test('nl at 1280 px: the filters are a panel beside the list, with no button to open them', async (t) => {
  const { page, problems } = await openPage(t, browser, { viewport: DESKTOP });
  await signIn(page, 'nl', await proWithJobs('nl'));
  await page.goto(`${bff.brandOrigin('nl')}/service-pro/new-service-requests`);
  const firstCard = page.getByTestId('job-card').first();
  await firstCard.waitFor();
  const filters = page.getByTestId('job-filters');
  t.ok(await filters.isVisible(), 'the filters are in the page');
  t.equal(await filters.evaluate((sheet) => sheet.matches(':modal')), false, 'not over it');
  t.equal(await page.getByTestId('job-filters-open').isVisible(), false, 'no Filters button');
  const [panel, card] = [await filters.boundingBox(), await firstCard.boundingBox()];
  t.ok(panel && card && panel.x + panel.width <= card.x, 'the panel is beside the list, on its left');
  t.ok(panel && card && Math.abs(panel.y - card.y) < 80, 'level with the top of the list');
  t.same(await accessibilityProblems(page), [], 'no serious or critical accessibility violation');
  t.same(problems, [], 'no errors in the console');
});

// The locales whose tab labels are longest.
for (const brand of ['de', 'fr', 'nl'] as const) {
  t.test(`${brand} at 375 px: every tab of the activity overview can be read whole`, async (t) => {
    const { page, problems } = await openPage(t, browser, { viewport: PHONE });
    await signIn(page, brand, await proWithJobs(brand));
    await page.goto(`${bff.brandOrigin(brand)}/service-pro/activity-overview?tab=closed`);
    const bar = page.locator('.tabs');
    await bar.waitFor();
    const tabs = bar.getByRole('link');
    t.equal(await tabs.count(), 4);
    // The whole of a tab is inside the bar's visible part.
    const inView = (tab: ReturnType<typeof tabs.nth>) =>
      tab.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const room = (link.closest('.tabs') as HTMLElement).getBoundingClientRect();
        return box.left >= room.left - 0.5 && box.right <= room.right + 0.5;
      });
    const closed = page.getByTestId('activity-tab-closed');
    await page.waitForFunction(() => {
      const link = document.querySelector('[data-testid="activity-tab-closed"]');
      const room = link?.closest('.tabs')?.getBoundingClientRect();
      const box = link?.getBoundingClientRect();
      return Boolean(box && room && box.left >= room.left - 0.5 && box.right <= room.right + 0.5);
    });
    t.equal(await closed.getAttribute('aria-current'), 'page', 'the current tab is in view when the page opens');
    for (let index = 0; index < 4; index++) {
      const tab = tabs.nth(index);
      const label = await tab.textContent();
      t.ok(
        await tab.evaluate((link) => link.scrollWidth <= link.clientWidth),
        `${BRANDS[brand].locale} “${label}”: the label fits its tab`,
      );
      await tab.focus();
      t.ok(await inView(tab), `${BRANDS[brand].locale} “${label}”: reached with the keyboard, it is in view`);
    }
    t.ok(await noSidewaysScroll(page), 'the page does not scroll sideways');
    t.same(problems, [], 'no errors in the console');
  });
}
