// Inside the apps, the notification settings page says whether this phone shows push notifications
// at all, and offers the one thing that can change it (§7.4): asking for the permissions the app has
// not been given yet, or — once the phone refused them — opening the phone's own settings, the only
// place where a refusal can be undone. On the web there is nothing to show.
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { usePermissions } from '../../lib/native/permissions-provider.tsx';

const noSubscription = () => () => {};

export function DeviceNotifications() {
  const { i18n } = useLingui();
  const { inApp, statuses, pushNotificationsEnabled, requestAllPermissions, openNotificationSettings } =
    usePermissions();
  // The server does not know the phone (it renders no permissions), so the part appears once the
  // page has hydrated: false while hydrating, true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inApp || !hydrated) return null;
  const status = statuses.pushNotifications;
  const on = status === 'granted' || status === 'limited' ? pushNotificationsEnabled !== false : false;
  const refused = status === 'blocked' || (status === 'granted' && pushNotificationsEnabled === false);
  return (
    <section className="card account-section" aria-labelledby="account-device" data-testid="device-notifications">
      <h2 id="account-device">{i18n._({ id: 'account.device.title', message: 'On this phone' })}</h2>
      {on ? (
        <p>
          {i18n._({
            id: 'account.device.on',
            message: 'This phone shows push notifications for the choices below.',
          })}
        </p>
      ) : refused ? (
        <>
          <p>
            {i18n._({
              id: 'account.device.blocked',
              message: 'Push notifications are turned off for this app in your phone’s settings. Turn them on there.',
            })}
          </p>
          <button
            type="button"
            className="button secondary"
            onClick={openNotificationSettings}
            data-testid="device-settings"
          >
            {i18n._({ id: 'account.device.open-settings', message: 'Open phone settings' })}
          </button>
        </>
      ) : (
        <>
          <p>
            {i18n._({
              id: 'account.device.ask',
              message: 'Allow notifications to hear about new messages and jobs the moment they arrive.',
            })}
          </p>
          <button type="button" className="button secondary" onClick={requestAllPermissions} data-testid="device-allow">
            {i18n._({ id: 'account.device.allow', message: 'Allow notifications' })}
          </button>
        </>
      )}
    </section>
  );
}
