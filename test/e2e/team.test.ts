// A professional's team in a real browser, in two brands at a phone's width (issue 18): the owner
// invites a colleague by email; the colleague opens the invite link, joins with a name and a
// password, and lands in the company's account acting for it; the owner makes them a manager, which
// their next page shows; then the owner removes them, and the colleague's session acting for the
// company is over. Every page passes axe-core without serious or critical violations, and the
// console stays clean.
import type { Page } from 'playwright-core';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import { accessibilityProblems, launchBrowser, openPage, PHONE } from '../helpers/browser.ts';
import { createPro, createTrade, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);

async function accessible(
  t: { same(found: unknown, wanted: unknown, message: string): unknown },
  page: Page,
  where: string,
) {
  t.same(await accessibilityProblems(page), [], `${where}: no serious or critical accessibility violation`);
}

const person = (page: Page, email: string) => page.locator(`[data-testid="team-person"][data-email="${email}"]`);

for (const brand of ['uk', 'de'] as const satisfies readonly BrandId[]) {
  const origin = bff.brandOrigin(brand);
  const loginPath = `/${PATHS[BRANDS[brand].locale].login}`;

  t.test(
    `${brand} (${BRANDS[brand].locale}, 375 px): an owner brings a colleague in, promotes them, lets them go`,
    async (t) => {
      const trade = await createTrade(upstream.db, brand);
      const owner = await createPro(upstream.db, {
        brand,
        serviceIds: trade.serviceIds,
        professionId: trade.professionId,
      });
      const company = `Company ${owner.slug}`;
      const colleagueEmail = `crew.${brand}.${owner.slug}@example.com`;

      // --- The owner invites a colleague from their team page.
      const { page: ownerPage, problems: ownerProblems } = await openPage(t, browser, { viewport: PHONE });
      await ownerPage.goto(`${origin}${loginPath}`);
      await ownerPage.locator('input[name="username"]').fill(owner.email);
      await ownerPage.locator('input[name="password"]').fill(FIXTURE_PASSWORD);
      await ownerPage.getByTestId('login-submit').click();
      await ownerPage.waitForURL('**/service-pro/new-service-requests');
      await ownerPage.getByTestId('nav-menu-button').click();
      await ownerPage.getByTestId('nav-account').click();
      await ownerPage.waitForURL('**/service-pro/manage-account');
      await ownerPage.getByTestId('account-company').waitFor();
      await accessible(t, ownerPage, 'manage-account');
      await ownerPage.locator('a[href="/service-pro/manage-users"]').first().click();
      await ownerPage.getByTestId('team-invite').waitFor();
      await ownerPage.locator('input[name="email"]').fill(colleagueEmail);
      await ownerPage.getByTestId('team-invite-send').click();
      await person(ownerPage, colleagueEmail).waitFor();
      await accessible(t, ownerPage, 'manage-users');
      const [invite] = await upstream.messagesTo(colleagueEmail, 'organisation-invite');
      t.ok(invite, 'the invite went out by email');

      // --- The colleague follows the link, joins, and works in the company's account.
      const { page: crewPage, problems: crewProblems } = await openPage(t, browser, { viewport: PHONE });
      await crewPage.goto(`${origin}/account/accept-invite/${String(invite?.payload.inviteToken)}`);
      await crewPage.getByTestId('invite-new-person').waitFor();
      t.match(await crewPage.locator('h1').textContent(), company, 'the invite names the company');
      await accessible(t, crewPage, 'accept-invite');
      await crewPage.locator('input[name="firstName"]').fill('Robin');
      await crewPage.locator('input[name="lastName"]').fill('Fischer');
      await crewPage.locator('input[name="password"]').fill('a long and private phrase');
      await crewPage.getByTestId('invite-join').click();
      await crewPage.waitForURL('**/service-pro/new-service-requests');
      const banner = crewPage.locator('section.system-banner--brand');
      t.match(await banner.textContent(), company, 'the banner says whose account this is');
      await crewPage.goto(`${origin}/service-pro/manage-account`);
      await crewPage.getByTestId('account-member-notice').waitFor();
      await crewPage.goto(`${origin}/service-pro/manage-users`);
      await crewPage.getByTestId('team-own-role').waitFor();
      t.equal(await crewPage.getByTestId('team-invite').count(), 0, 'a member does not invite');

      // --- The owner makes them a manager; the colleague's next page shows it.
      await ownerPage.reload();
      const row = person(ownerPage, colleagueEmail);
      await row.getByTestId('team-role').selectOption('MANAGER');
      await row.locator('button[type="submit"]').click();
      await ownerPage.waitForFunction(
        (email) =>
          (document.querySelector(`[data-email="${email}"] select`) as HTMLSelectElement | null)?.value === 'MANAGER' &&
          document.querySelector(`[data-email="${email}"] button[type="submit"]`)?.hasAttribute('disabled') === true,
        colleagueEmail,
      );
      await crewPage.reload();
      await crewPage.getByTestId('team-invite').waitFor();
      t.pass('a manager may invite');

      // --- The owner removes them: the colleague's acting session ends at once.
      await row.getByTestId('team-end').click();
      await row.getByTestId('team-end-confirm').click();
      await row.waitFor({ state: 'detached' });
      await crewPage.goto(`${origin}/service-pro/new-service-requests`);
      await crewPage.waitForURL((url) => url.pathname !== '/service-pro/new-service-requests');
      t.equal(await crewPage.locator('section.system-banner--brand').count(), 0, 'no longer acting for the company');

      t.same(ownerProblems, [], 'the owner’s console stayed clean');
      t.same(crewProblems, [], 'the colleague’s console stayed clean');
    },
  );
}
