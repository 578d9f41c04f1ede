// The app bridge messages of a signed-in person, inside the wrapper simulation (§7.4, issue 18): a
// professional signs in within the pro app, which is told who they are and how many messages they
// have not read; reading the conversation brings the badge down; in notification settings the app
// is asked for permissions, or — once the phone refused them — to open the phone's settings; and
// signing out tells the app nobody is signed in.
import type { Page } from 'playwright-core';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS } from '../../shared/brands.ts';
import { AGENT_TYPE_COOKIE, AGENT_VERSION_COOKIE } from '../../shared/request-identity.ts';
import { startBff } from '../helpers/bff.ts';
import { launchBrowser, openPage, PHONE } from '../helpers/browser.ts';
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

interface Sent {
  readonly type: string;
  readonly payload: unknown;
}

const sentToApp = (page: Page) =>
  page.evaluate(() => (window as unknown as { sentToApp: string[] }).sentToApp.map((text) => JSON.parse(text) as Sent));

// Waits until the app has been sent a message of this type (and payload, when given).
async function appReceives(page: Page, type: string, payload?: unknown): Promise<void> {
  await page.waitForFunction(
    ({ type, payload }) =>
      (window as unknown as { sentToApp: string[] }).sentToApp.some((text) => {
        const message = JSON.parse(text) as { type: string; payload: unknown };
        return message.type === type && (payload === undefined || JSON.stringify(message.payload) === payload);
      }),
    { type, payload: payload === undefined ? undefined : JSON.stringify(payload) },
  );
}

// The app answering the page, as the wrapper does: a message event on window.
const appSays = (page: Page, message: unknown) =>
  page.evaluate((text) => window.dispatchEvent(new MessageEvent('message', { data: text })), JSON.stringify(message));

t.test('uk, in the pro app: who is signed in, the unread badge, the phone’s notification settings', async (t) => {
  const origin = bff.brandOrigin('uk');
  const trade = await createTrade(db, 'uk');
  const place = await createPlace(db, 'GB', 51.5072, -0.1276);
  const owner = await createConsumer(db, 'uk', null);
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const job = await createJob(db, { consumerId: owner.id, trade, place });
  const [proposal] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at) VALUES ($1, $2, 'PROPOSED', now())
     RETURNING id`,
    [job, pro.id],
  );
  await db.query(
    `INSERT INTO proposal_messages (proposal_id, sender_kind, sender_id, body)
     VALUES ($1, 'CONSUMER', $2, 'Could you come on Monday?'), ($1, 'CONSUMER', $2, 'Or Tuesday morning?')`,
    [proposal?.id ?? null, owner.id],
  );

  const { page, context, problems } = await openPage(t, browser, { viewport: PHONE });
  const host = new URL(origin).hostname;
  await context.addCookies([
    { name: AGENT_TYPE_COOKIE, value: 'pro-app', domain: host, path: '/' },
    { name: AGENT_VERSION_COOKIE, value: '11.2.0', domain: host, path: '/' },
  ]);
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentToApp: sent, ReactNativeWebView: { postMessage: (text: string) => sent.push(text) } });
  });

  await page.goto(`${origin}/${PATHS[BRANDS.uk.locale].login}`);
  await page.locator('input[name="username"]').fill(pro.email);
  await page.locator('input[name="password"]').fill(FIXTURE_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/service-pro/new-service-requests');
  await appReceives(page, 'SET_MOBILE_APP_USER', { email: pro.email });
  await appReceives(page, 'UPDATE_UNREAD_MESSAGE_COUNT', { count: 2 });
  t.pass('the app knows who is signed in and what they have not read');

  await page.goto(`${origin}/service-pro/my-proposal/${proposal?.id}/messages`);
  await page.getByText('Or Tuesday morning?').waitFor();
  await appReceives(page, 'UPDATE_UNREAD_MESSAGE_COUNT', { count: 0 });
  t.pass('reading the conversation empties the badge');

  await page.goto(`${origin}/service-pro/notification-settings`);
  await page.getByTestId('device-notifications').waitFor();
  // A second after load the page has the app ask for push permission (§9); the person has not
  // answered yet, as the app reports.
  await appReceives(page, 'REQUEST_PERMISSION', { permission: 'pushNotifications' });
  await appSays(page, {
    type: 'ALL_PERMISSION_STATUSES',
    payload: { statuses: { camera: 'granted', pushNotifications: 'denied', appTrackingTransparency: 'granted' } },
  });
  await page.getByTestId('device-allow').click();
  await appReceives(page, 'REQUEST_ALL_PERMISSIONS');
  // The person refused on the phone: only its settings can undo that.
  await appSays(page, { type: 'PERMISSION_STATUS', payload: { permission: 'pushNotifications', status: 'blocked' } });
  await page.getByTestId('device-settings').click();
  await appReceives(page, 'OPEN_DEVICE_NOTIFICATION_SETTINGS');
  t.pass('the app asks for permissions, then opens the phone’s settings');

  await page.getByTestId('nav-menu-button').click();
  await page.getByTestId('nav-sign-out').click();
  await appReceives(page, 'SET_MOBILE_APP_USER', null);
  const last = (await sentToApp(page)).filter((message) => message.type === 'UPDATE_UNREAD_MESSAGE_COUNT').at(-1);
  t.same(last, { type: 'UPDATE_UNREAD_MESSAGE_COUNT', payload: { count: 0 } }, 'nobody signed in, no badge');
  t.same(problems, [], 'the console stayed clean');
});
