// Inside the apps, the notification settings say whether this phone shows push notifications and
// offer what can change it (§7.4): asking for the permissions not given yet, or opening the phone's
// settings once it refused them. On the web the part is not there.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { NotificationSettingsPage } from '../../../../web/features/account/notification-settings-page.tsx';
import type { PermissionsSnapshot } from '../../../../web/lib/native/permissions.ts';
import { fakeBridge } from '../../lib/native/fake-bridge.ts';
import { PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const SETTINGS = {
  data: {
    me: {
      ...PRO,
      notificationSettings: [{ topic: 'NEW_JOBS', channel: 'PUSH', enabled: true }],
      consents: [],
    },
  },
};

function inApp(snapshot: PermissionsSnapshot) {
  const bridge = fakeBridge();
  const controller = { getSnapshot: () => snapshot, subscribe: () => () => {}, stop: () => {} };
  return { bridge, native: { controller, bridge } };
}

t.test('push refused on the phone: a button opens the phone’s settings', async (t) => {
  const server = await startSessionServer(t);
  server.handle('accountSettings', () => SETTINGS);
  const { bridge, native } = inApp({ statuses: { pushNotifications: 'blocked' }, pushNotificationsEnabled: false });
  renderPage(<NotificationSettingsPage />, { url: '/service-pro/notification-settings', user: PRO, native });
  fireEvent.click(await screen.findByTestId('device-settings'));
  t.same(bridge.sent, [{ type: 'OPEN_DEVICE_NOTIFICATION_SETTINGS', payload: null }]);
  t.match(screen.getByTestId('device-notifications').textContent, 'turned off for this app in your phone’s settings');
});

t.test('not asked yet: a button asks the app for every permission', async (t) => {
  const server = await startSessionServer(t);
  server.handle('accountSettings', () => SETTINGS);
  const { bridge, native } = inApp({ statuses: { pushNotifications: 'denied' }, pushNotificationsEnabled: null });
  renderPage(<NotificationSettingsPage />, { url: '/service-pro/notification-settings', user: PRO, native });
  fireEvent.click(await screen.findByTestId('device-allow'));
  t.same(bridge.sent, [{ type: 'REQUEST_ALL_PERMISSIONS', payload: null }]);
});

t.test('granted and on: said so, nothing to press', async (t) => {
  const server = await startSessionServer(t);
  server.handle('accountSettings', () => SETTINGS);
  const { native } = inApp({ statuses: { pushNotifications: 'granted' }, pushNotificationsEnabled: true });
  renderPage(<NotificationSettingsPage />, { url: '/service-pro/notification-settings', user: PRO, native });
  const part = await screen.findByTestId('device-notifications');
  t.match(part.textContent, 'This phone shows push notifications');
  t.equal(part.querySelector('button'), null);
});

t.test('on the web there is no such part', async (t) => {
  const server = await startSessionServer(t);
  server.handle('accountSettings', () => SETTINGS);
  renderPage(<NotificationSettingsPage />, { url: '/service-pro/notification-settings', user: PRO });
  await screen.findByTestId('notifications-save');
  t.equal(screen.queryByTestId('device-notifications'), null);
});
