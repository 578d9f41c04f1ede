// The client platform in a real browser (issue: web client platform): what only a browser can show
// — the service worker, beacons, offline events, focus and hotkeys, hydration under the page's
// Content-Security-Policy, the app bridge over window messages, the forced update, the brands'
// colours and the header at a phone's and a desktop's width — exercised through the pages and the
// /dev/platform showcase.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import t from 'tap';
import type { PageViewRecord } from '../../bff/page-views/record.ts';
import { PATHS } from '../../locales/paths.ts';
import { BRAND_IDS, BRANDS } from '../../shared/brands.ts';
import { startBff } from '../helpers/bff.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, waitForToaster } from '../helpers/browser.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
const pageViewDir = await mkdtemp(join(tmpdir(), 'hearth-pv-'));
t.teardown(() => rm(pageViewDir, { recursive: true, force: true }));
const bff = await startBff(t, upstream.url, { PV_DIR: pageViewDir });

// What the BFF wrote to its page-view files, in order.
async function readPageViews(): Promise<PageViewRecord[]> {
  const names = (await readdir(pageViewDir)).filter((name) => name.endsWith('.ndjson')).sort();
  const lines = await Promise.all(names.map((name) => readFile(join(pageViewDir, name), 'utf8')));
  return lines.flatMap((text) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
}
const browser = await launchBrowser(t);

const showcase = `${bff.brandOrigin('uk')}/dev/platform`;

t.test('the showcase hydrates under the page policy with no console error, titled by the brand rule', async (t) => {
  const { page, problems } = await openPage(t, browser);
  const response = await page.goto(showcase);
  t.equal(response?.status(), 200);
  await page.getByRole('heading', { name: 'Platform showcase' }).waitFor();
  await waitForToaster(page);
  t.equal(
    await page.title(),
    `Platform showcase | ${BRANDS.uk.productName} – ${BRANDS.uk.tagline}`,
    'its heading first',
  );
  t.equal(await page.locator('link[rel="preload"][as="font"]').count(), 3, 'three self-hosted fonts preloaded');
  t.same(problems, []);
});

t.test('toasts: shown in a live region, Alt+T focuses it, Escape dismisses, at most 24 at once', async (t) => {
  const { page } = await openPage(t, browser);
  await page.goto(showcase);
  await waitForToaster(page);
  const region = page.getByRole('region', { name: /Alt\+T/ });
  await page.getByRole('button', { name: 'success', exact: true }).click();
  const toast = region.locator('[data-toast-id]');
  await toast.first().waitFor();
  t.equal(await toast.first().getAttribute('data-type'), 'success');
  t.equal(await toast.first().getAttribute('role'), 'status');

  await page.keyboard.press('Alt+KeyT');
  t.ok(
    await region.evaluate((element) => element.contains(document.activeElement)),
    'Alt+T moved focus into the region',
  );
  await page.keyboard.press('Escape');
  await toast.first().waitFor({ state: 'detached' });
  t.pass('Escape dismissed the toast and it left the page');

  await page.getByRole('button', { name: 'Thirty at once' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-toast-id]').length === 24);
  t.equal(await toast.count(), 24, 'the rest wait in the queue');
});

t.test('the offline banner shows while the browser is offline and goes when it is back', async (t) => {
  const { context, page } = await openPage(t, browser);
  await page.goto(showcase);
  await page.getByRole('heading', { name: 'Platform showcase' }).waitFor();
  const banner = page.getByText('You have no internet connection', { exact: false });
  t.equal(await banner.count(), 0);
  await context.setOffline(true);
  await banner.waitFor();
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  t.pass('shown offline, gone online');
});

t.test('a page that fails while rendering shows "Internal server error" inside the shell', async (t) => {
  const { page } = await openPage(t, browser);
  await page.goto(showcase);
  await page.getByRole('button', { name: 'Fail while rendering' }).click();
  await page.getByRole('heading', { name: 'Internal server error' }).waitFor();
  t.equal(await page.getByRole('link', { name: 'Go to the home page' }).count(), 1);
  t.ok(await page.locator('header.site-header').isVisible(), 'the header is still there');
});

t.test('the app bridge: outgoing messages reach the wrapper, incoming ones reach the page', async (t) => {
  const { page } = await openPage(t, browser);
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentToApp: sent, ReactNativeWebView: { postMessage: (text: string) => sent.push(text) } });
  });
  await page.goto(showcase);
  await page.getByRole('button', { name: '→ REQUEST_ALL_PERMISSIONS' }).click();
  const sent = await page.evaluate(() => (window as unknown as { sentToApp: string[] }).sentToApp);
  t.same(
    sent.map((text) => JSON.parse(text)),
    [{ type: 'REQUEST_ALL_PERMISSIONS', payload: null }],
  );
  await page.getByRole('button', { name: '← DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS' }).click();
  await page.getByTestId('bridge-log').getByText('← DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS').waitFor();
  t.pass('the page received the message');
});

t.test('the service worker registers at /service-worker.{locale}.js', async (t) => {
  const { page } = await openPage(t, browser);
  await page.goto(bff.brandOrigin('nl'));
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  t.equal(new URL(scriptUrl).pathname, '/service-worker.nl-NL.js');
});

t.test('a page view reaches the BFF as a form beacon on load and on in-page navigation', async (t) => {
  const { page } = await openPage(t, browser);
  const before = (await readPageViews()).length;
  const isBeacon = (response: Response) => new URL(response.url()).pathname === '/pv';
  const first = page.waitForResponse(isBeacon);
  await page.goto(bff.brandOrigin('uk'));
  t.equal((await first).status(), 204, 'the BFF took it: it is on disk');
  const second = page.waitForResponse(isBeacon);
  await page.getByRole('link', { name: 'Find a tradesperson' }).first().click();
  t.equal((await second).status(), 204);
  const records = (await readPageViews()).slice(before);
  t.match(
    records.map((record) => ({ page_name: record.page_name, method: record.method, brand: record.brand })),
    [
      { page_name: 'Visitor/Home', method: 'GET', brand: 'uk' },
      { page_name: 'Visitor/FindAPro', method: 'GET', brand: 'uk' },
    ],
  );
  t.ok(
    records.every((record) => record.client_id !== null && (record.viewport_width ?? 0) > 0),
    'with ids and the viewport',
  );
});

t.test('GraphQL calls from the page carry the §7.1 headers', async (t) => {
  const { context, page } = await openPage(t, browser);
  const document = await page.goto(`${bff.brandOrigin('at')}/${PATHS['de-AT'].login}`);
  const pageRequestId = (await document?.allHeaders())?.['x-request-id'];
  const call = page.waitForRequest((request) => new URL(request.url()).searchParams.get('operationName') === 'login');
  await page.locator('input[name="username"]').fill('consumer.at@example.com');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  const request = await call;
  const headers = await request.allHeaders();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  t.equal(new URL(request.url()).pathname, '/graphql');
  t.match(headers['x-request-id'], /^[0-9a-f]{32}$/);
  t.equal(headers['x-parent-request-id'], pageRequestId, 'the page render is the parent');
  t.equal(headers['x-client-id'], cookies.client_id);
  t.equal(headers['x-session-id'], cookies.session_id);
  t.equal(headers['x-hearth-country'], 'AT', 'the Austrian site names its country');
  t.equal(headers['x-client-name'], 'hearth-web');
  t.equal(headers['x-client-version'], '10.8.1');
  t.equal(headers['x-page-url'], page.url());
});

t.test('an outdated app is sent to /app-force-update once per session', async (t) => {
  const { context, page } = await openPage(t, browser);
  const origin = bff.brandOrigin('uk');
  await context.addCookies([
    { name: 'agent-type', value: 'consumer-app', url: origin },
    { name: 'agent-version', value: '10.9.0', url: origin },
  ]);
  await page.goto(origin);
  await page.waitForURL('**/app-force-update');
  await page.getByRole('heading', { name: 'Please update the app' }).waitFor();
  await page.goto(origin);
  // Inside the app the home page's destinations are tabs (§2.10 app style).
  await page.getByTestId('tab-find-a-pro').waitFor();
  t.equal(new URL(page.url()).pathname, '/', 'not sent again in the same session');
});

t.test('after signing in, the person returns to the page a lapsed session sent them from', async (t) => {
  const { page } = await openPage(t, browser);
  const words = PATHS['en-GB'];
  const back = `/${words['find-a-pro']}`;
  await page.goto(`${bff.brandOrigin('uk')}/${words.login}?redirect-to=${encodeURIComponent(back)}`);
  await page.locator('input[name="username"]').fill('consumer.uk@example.com');
  await page.locator('input[name="password"]').fill('hearth-demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === back);
  t.pass('back on the directory page');
  await page.goto(`${bff.brandOrigin('uk')}/${words.login}?redirect-to=${encodeURIComponent('//evil.example')}`);
  t.equal(new URL(page.url()).host, new URL(bff.brandOrigin('uk')).host, 'never to another site');
});

t.test('every brand is in its own colours with its own logo, and fits a phone in its language', async (t) => {
  const { page } = await openPage(t, browser, { viewport: PHONE });
  const colours = new Set<string>();
  for (const id of BRAND_IDS) {
    await page.goto(bff.brandOrigin(id));
    t.equal(await page.getAttribute('html', 'data-brand'), id);
    t.ok(await page.locator(`header [data-brand-logo="${id}"]`).isVisible(), `${id}: its logo in the header`);
    colours.add(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--colour-brand').trim()),
    );
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width, `${id}: nothing wider`);
    // One line of text makes the button the 44 px touch target; a wrapped label makes it taller.
    const menu = await page.getByTestId('nav-menu-button').boundingBox();
    t.ok(menu && menu.height >= 44 && menu.height < 48, `${id}: the menu button's label on one line`);
  }
  t.equal(colours.size, BRAND_IDS.length - 1, 'a palette per brand; Germany and Austria share theirs');
});

// Where the parts of the frame are drawn, or 'hidden'.
function frameOf(page: Page) {
  return page.evaluate(() => {
    const place = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (!box || (box.width === 0 && box.height === 0)) return 'hidden';
      return [box.x, box.y, box.width, box.height].map(Math.round).join(' ');
    };
    return {
      header: place('header.site-header'),
      logo: place('header .brand-mark'),
      context: place('.site-header-context'),
      destinations: place('header .nav-list'),
      tabs: place('nav.tab-bar'),
      footer: place('footer'),
      heading: place('main h1'),
    };
  });
}

t.test('on a phone the sign-in page is app-style as the server sends it, and nothing moves on hydrating', async (t) => {
  const url = `${bff.brandOrigin('uk')}/${PATHS['en-GB'].login}`;
  // The page as the server drew it: no script runs.
  const drawn = await openPage(t, browser, { viewport: PHONE, javaScriptEnabled: false });
  const response = await drawn.page.goto(url);
  t.match(await response?.text(), 'data-app-style="mobile"');
  const first = await frameOf(drawn.page);
  t.not(first.tabs, 'hidden', 'the tab bar, before any script');
  t.not(first.context, 'hidden', 'the page context in the top bar');
  t.not(first.logo, 'hidden', 'beside the brand’s mark');
  t.equal(first.footer, 'hidden', 'no marketing footer');
  t.equal(first.destinations, 'hidden', 'the destinations are the tabs');

  const live = await openPage(t, browser, { viewport: PHONE });
  await live.page.goto(url);
  await waitForToaster(live.page);
  t.same(await frameOf(live.page), first, 'hydrated, every part where it was');
  t.same(live.problems, []);

  await live.page.setViewportSize(DESKTOP);
  const wide = await frameOf(live.page);
  t.match(wide, { context: 'hidden', tabs: 'hidden' }, 'on a wide screen the same page is the site’s');
  t.not(wide.footer, 'hidden');
  t.not(wide.destinations, 'hidden');
});

t.test('the showcase shows every brand’s logo in that brand’s colours', async (t) => {
  const { page } = await openPage(t, browser);
  await page.goto(showcase);
  const cards = page.getByTestId('dev-brands').locator('[data-brand]');
  t.same(await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-brand'))), [
    ...BRAND_IDS,
  ]);
  const tiles = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const tile = element.querySelector('.brand-mark-tile');
      return tile ? getComputedStyle(tile).fill : '';
    }),
  );
  t.equal(new Set(tiles).size, BRAND_IDS.length - 1, 'Germany and Austria share a palette, no one else');
  t.equal(await cards.locator('.brand-logo').count(), BRAND_IDS.length);
});
