// A home owner's own account in a real browser, in two brands at a phone's width (issue 18): they
// change their contact details, their password through the second-layer dialog, and their
// notification choices, then delete the account and can no longer sign in. Every page passes
// axe-core without serious or critical violations, and the console stays clean.
import type { Page } from 'playwright-core';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import { accessibilityProblems, launchBrowser, openPage, PHONE } from '../helpers/browser.ts';
import { createConsumer, FIXTURE_PASSWORD } from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);

interface Visit {
  readonly brand: BrandId;
  readonly phone: string;
  // The same number as the upstream keeps it (E.164).
  readonly storedPhone: string;
  // What the pages say, in the brand's language.
  readonly saved: RegExp;
  readonly passwordChanged: RegExp;
  readonly deleted: RegExp;
}

const VISITS: readonly Visit[] = [
  {
    brand: 'uk',
    phone: '07911 123456',
    storedPhone: '+447911123456',
    saved: /Your contact details are saved/,
    passwordChanged: /Your password has changed/,
    deleted: /Your account is deleted/,
  },
  {
    brand: 'nl',
    phone: '06 12345678',
    storedPhone: '+31612345678',
    saved: /Je contactgegevens zijn opgeslagen/,
    passwordChanged: /Je wachtwoord is gewijzigd/,
    deleted: /Je account is verwijderd/,
  },
];

async function accessible(
  t: { same(found: unknown, wanted: unknown, message: string): unknown },
  page: Page,
  where: string,
) {
  t.same(await accessibilityProblems(page), [], `${where}: no serious or critical accessibility violation`);
}

async function logIn(page: Page, origin: string, brand: BrandId, email: string, password: string) {
  await page.goto(`${origin}/${PATHS[BRANDS[brand].locale].login}`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

for (const visit of VISITS) {
  const { brand } = visit;
  const origin = bff.brandOrigin(brand);

  t.test(
    `${brand} (${BRANDS[brand].locale}, 375 px): a home owner looks after their account, then leaves`,
    async (t) => {
      const person = await createConsumer(upstream.db, brand, null);
      // A fixture's last name carries a number to be unique; a person's has letters only.
      await upstream.db.query("UPDATE users SET last_name = 'Morgan' WHERE id = $1", [person.id]);
      const { page, problems } = await openPage(t, browser, { viewport: PHONE });
      await logIn(page, origin, brand, person.email, FIXTURE_PASSWORD);
      await page.waitForURL('**/consumer/my-projects');

      // --- The account's overview, from the account menu.
      await page.goto(`${origin}/consumer/profile`);
      await page.getByTestId('account-name').waitFor();
      await accessible(t, page, 'account overview');

      // --- Contact details: a new first name and a phone number, in the brand country's own format.
      await page.goto(`${origin}/consumer/my-contact-details`);
      await page.locator('input[name="firstName"]').fill('Robin');
      await page.locator('input[name="phone"]').fill(visit.phone);
      await accessible(t, page, 'contact details');
      await page.getByTestId('contact-save').click();
      await page.getByText(visit.saved).waitFor();
      t.pass('the contact details are saved');

      // --- A new password. The sign-in's confirmation has run out: the dialog asks for the password.
      await upstream.db.query(
        "UPDATE sessions SET second_layer_expires_at = now() - interval '1 minute' WHERE user_id = $1",
        [person.id],
      );
      await page.goto(`${origin}/consumer/change-my-password`);
      const newPassword = 'a garden of quiet words';
      await page.locator('input[name="newPassword"]').fill(newPassword);
      await page.locator('input[name="repeatPassword"]').fill(newPassword);
      await page.getByTestId('password-save').click();
      const dialog = page.getByTestId('second-layer-dialog');
      await dialog.locator('input[name="password"]').waitFor();
      await accessible(t, page, 'the second-layer dialog');
      await dialog.locator('input[name="password"]').fill(FIXTURE_PASSWORD);
      await dialog.getByTestId('second-layer-confirm').click();
      await page.getByText(visit.passwordChanged).waitFor();
      t.equal(await page.locator('input[name="newPassword"]').inputValue(), '', 'the form is cleared once done');

      // --- Notification choices: the newsletter by email, kept after a reload.
      await page.goto(`${origin}/consumer/notification-settings`);
      const newsletter = page.locator('input[name="NEWSLETTER:EMAIL"]');
      t.notOk(await newsletter.isChecked(), 'the newsletter starts off');
      await newsletter.check();
      await accessible(t, page, 'notification settings');
      await page.getByTestId('notifications-save').click();
      await page.locator('.toast').first().waitFor();
      await page.reload();
      t.ok(await page.locator('input[name="NEWSLETTER:EMAIL"]').isChecked(), 'the choice is kept');

      // --- The overview shows the new name and phone; the account is deleted from it.
      await page.goto(`${origin}/consumer/profile`);
      t.match(await page.getByTestId('account-name').textContent(), /^Robin /);
      t.equal(await page.getByTestId('account-phone').textContent(), visit.storedPhone, 'the phone number');
      await page.getByTestId('delete-start').click();
      await page.locator('textarea[name="reason"]').fill('Moving abroad.');
      await accessible(t, page, 'deleting the account');
      await page.getByTestId('delete-confirm').click();
      await page.getByText(visit.deleted).waitFor();
      t.same(problems, [], 'no console error or warning');

      // --- The account can no longer sign in, with either password.
      const stranger = await openPage(t, browser, { viewport: PHONE });
      await logIn(stranger.page, origin, brand, person.email, newPassword);
      await stranger.page.locator('[role="alert"]').first().waitFor();
      t.match(stranger.page.url(), `/${PATHS[BRANDS[brand].locale].login}`, 'still on the sign-in page');
    },
  );
}
