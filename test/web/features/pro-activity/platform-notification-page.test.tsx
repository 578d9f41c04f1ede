// The page a notification about a topic leads to: what the topic is, a switch per channel in the
// position the professional chose, each flip saved at once (busy meanwhile, a toast when done), a
// refused or failed save puts the switch back and says so, and a topic that is not a professional's
// is not found.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { ProActivityNotificationSettingsDocument } from '../../../../web/features/pro-activity/generated/documents.ts';
import { PlatformNotificationPage } from '../../../../web/features/pro-activity/platform-notification-page.tsx';
import type {
  ContactChannel,
  NotificationTopic,
  ProActivityNotificationSettingsQuery,
} from '../../../../web/generated/graphql.ts';
import { heldAnswer, PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { cached, renderPage, toastTitles } from '../../render.tsx';

const SETTINGS: { topic: NotificationTopic; channel: ContactChannel; enabled: boolean }[] = [
  { topic: 'NEW_JOBS', channel: 'EMAIL', enabled: true },
  { topic: 'NEW_JOBS', channel: 'PHONE_CALL', enabled: false },
  { topic: 'NEW_JOBS', channel: 'PUSH', enabled: true },
  { topic: 'NEW_JOBS', channel: 'SMS', enabled: false },
  { topic: 'REVIEWS', channel: 'EMAIL', enabled: false },
  { topic: 'REVIEWS', channel: 'PUSH', enabled: false },
  { topic: 'REVIEWS', channel: 'SMS', enabled: false },
];
const ME: ProActivityNotificationSettingsQuery = {
  me: { __typename: 'ServicePro', id: PRO.id, notificationSettings: SETTINGS },
};
const cache = cached(ProActivityNotificationSettingsDocument, {}, ME);

const open = (topicName: string) =>
  renderPage(<PlatformNotificationPage topicName={topicName} />, {
    user: PRO,
    url: `/service-pro/platform-notification/${topicName}`,
    cache,
  });

const switchFor = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

t.test('the topic says what it is, and each channel is a switch in the chosen position', async (t) => {
  open('new-jobs');
  t.ok(screen.getByRole('heading', { level: 1, name: 'New jobs for you' }));
  t.match(document.body.textContent, 'we let you know straight away');
  t.same(
    screen.getAllByRole('switch').map((control) => (control as HTMLInputElement).labels?.[0]?.textContent),
    ['Email', 'Text message', 'App notification', 'Phone call'],
  );
  t.equal(switchFor('Email').checked, true);
  t.equal(switchFor('Text message').checked, false);
  t.equal(switchFor('App notification').checked, true);
  t.equal(
    screen.getByRole('link', { name: 'All your notification settings' }).getAttribute('href'),
    '/service-pro/notification-settings',
  );
  t.equal(screen.queryByTestId('notification-all-off'), null);
});

t.test('a flip is saved at once for that topic and channel; busy until the answer, then a toast', async (t) => {
  const server = await startSessionServer(t);
  const held = heldAnswer();
  server.handle('proActivityUpdateNotificationSetting', held.handler);
  open('new-jobs');
  fireEvent.click(switchFor('Text message'));
  await held.arrived;
  t.equal(switchFor('Text message').checked, true, 'where the professional put it');
  t.equal(switchFor('Text message').getAttribute('aria-busy'), 'true');
  t.same(server.calls[0]?.variables, { input: { settings: [{ topic: 'NEW_JOBS', channel: 'SMS', enabled: true }] } });
  held.release({
    data: {
      updateNotificationSettings: {
        __typename: 'NotificationSettingsUpdated',
        settings: SETTINGS.map((setting) =>
          setting.topic === 'NEW_JOBS' && setting.channel === 'SMS' ? { ...setting, enabled: true } : setting,
        ),
      },
    },
  });
  await until(() => switchFor('Text message').getAttribute('aria-busy') === null);
  t.equal(switchFor('Text message').checked, true);
  t.ok(toastTitles().includes('Your choice is saved.'));
});

t.test('a refused save puts the switch back and says so', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proActivityUpdateNotificationSetting', () => ({
    data: {
      updateNotificationSettings: {
        __typename: 'InvalidFields',
        fieldErrors: [{ field: 'settings', code: 'INVALID' }],
      },
    },
  }));
  open('new-jobs');
  fireEvent.click(switchFor('Email'));
  await screen.findByRole('alert');
  t.equal(switchFor('Email').checked, true, 'back where it was');
  t.match(screen.getByRole('alert').textContent, 'This choice could not be saved. Reload the page');
});

t.test('a save that fails on the way puts the switch back and says so', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proActivityUpdateNotificationSetting', () => ({ status: 500, body: '{}' }));
  open('new-jobs');
  fireEvent.click(switchFor('App notification'));
  const alert = await screen.findByRole('alert');
  t.equal(switchFor('App notification').checked, true, 'back where it was');
  t.ok((alert.textContent ?? '').length > 0, `said: ${alert.textContent}`);
  t.ok(server.calls.length > 0);
});

t.test('a topic heard about on no channel says so', async (t) => {
  open('reviews');
  t.ok(screen.getByRole('heading', { level: 1, name: 'New reviews' }));
  t.equal(screen.getAllByRole('switch').length, 3);
  t.ok(screen.getByTestId('notification-all-off'));
});

t.test('a topic that is not a professional’s, or none at all, is not found', async (t) => {
  for (const name of ['proposals', 'review-reminders', 'holidays']) {
    const { unmount } = open(name);
    t.ok(screen.getByRole('heading', { level: 1, name: 'Page not found' }), name);
    unmount();
  }
  open('NEW_JOBS');
  t.ok(screen.getByRole('heading', { level: 1, name: 'New jobs for you' }), 'the contract’s own name works too');
});
