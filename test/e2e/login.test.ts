// The walking skeleton's journey in a real browser: open a brand's site, sign in through the
// page, see your name in the account menu, sign out — in three brands and three languages.

import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { startBff } from '../helpers/bff.ts';
import { launchBrowser, openPage, waitForToaster } from '../helpers/browser.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);

const journeys = [
  {
    brand: 'nl',
    locale: 'nl-NL',
    email: 'consumer.nl@example.com',
    name: 'Sanne de Vries',
    home: '/consumer/my-projects',
    login: 'Inloggen',
    logout: 'Uitloggen',
  },
  {
    brand: 'de',
    locale: 'de-DE',
    email: 'pro.de@example.com',
    name: 'Jonas Becker',
    home: '/service-pro/new-service-requests',
    login: 'Anmelden',
    logout: 'Abmelden',
  },
  {
    brand: 'us',
    locale: 'en-US',
    email: 'consumer.us@example.com',
    name: 'Madison Johnson',
    home: '/consumer/my-projects',
    login: 'Log in',
    logout: 'Sign out',
  },
] as const;

for (const journey of journeys) {
  t.test(`${journey.brand}: a user signs in through the page, sees their name, and signs out`, async (t) => {
    const { context, page, problems } = await openPage(t, browser);

    await page.goto(bff.brandOrigin(journey.brand));
    t.equal(await page.getAttribute('html', 'lang'), journey.locale);
    await page.getByRole('link', { name: journey.login, exact: true }).first().click();
    await page.waitForURL(`**/${PATHS[journey.locale].login}`);

    await page.locator('input[name="username"]').fill(journey.email);
    await page.locator('input[name="password"]').fill('hearth-demo');
    await page.locator('form button[type="submit"]').click();

    const session = page.getByTestId('session');
    // On a wide screen the person's name and controls are in the account menu.
    const account = page.getByTestId('account-button');
    // Its button answers once the page has hydrated.
    const hydrated = () => waitForToaster(page);
    await page.waitForURL((url) => url.pathname === journey.home);
    t.pass('on the home of their side of the marketplace');
    await hydrated();
    await account.click();
    await session.getByText(journey.name).waitFor();
    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'hearth_token');
    t.ok(token?.httpOnly, 'the session cookie is HttpOnly');
    t.equal(await page.evaluate(() => document.cookie.includes('hearth_token')), false, 'scripts cannot read it');

    await page.reload();
    await hydrated();
    await account.click();
    await session.getByText(journey.name).waitFor();
    t.pass('the session survives a reload, rendered on the server');

    await session.getByRole('button', { name: journey.logout }).click();
    await session.getByRole('link', { name: journey.login, exact: true }).waitFor();
    t.notOk(
      (await context.cookies()).some((cookie) => cookie.name === 'hearth_token'),
      'the cookie is gone',
    );
    await page.reload();
    t.equal(await session.getByText(journey.name).count(), 0, 'still signed out after a reload');
    t.same(problems, [], 'no errors or hydration warnings in the console');
  });
}

t.test('a wrong password shows a translated message and keeps the user on the page', async (t) => {
  const { page } = await openPage(t, browser);
  await page.goto(`${bff.brandOrigin('fr')}/${PATHS['fr-FR'].login}`);
  await page.locator('input[name="username"]').fill('consumer.fr@example.com');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  t.notMatch(await alert.textContent(), /INVALID_CREDENTIALS/, 'no raw code on screen');
  t.match(await page.getAttribute('html', 'lang'), 'fr-FR');
  t.equal(new URL(page.url()).pathname, `/${PATHS['fr-FR'].login}`);
});
