// The registration's pages around its steps (§2.8, decision 062): the contact details — a visitor
// signs up on the page, a registering professional sees what home owners will and goes on or
// changes them, a home owner is told an account of their own is needed — and the app's promotion:
// inside the app, alerts asked for (or the phone's settings opened once refused); on the web, the
// notification settings.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { ApplicationPromotionPage } from '../../../../web/features/registration/application-promotion-page.tsx';
import { ContactDetailsPage } from '../../../../web/features/registration/contact-details-page.tsx';
import type { PermissionsSnapshot } from '../../../../web/lib/native/permissions.ts';
import { fakeBridge } from '../../lib/native/fake-bridge.ts';
import { CONSUMER, PRO, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';

const URL = '/service-pro/register/contact-details';

t.test('contact details: a visitor signs up on the page', async (t) => {
  await startSessionServer(t);
  renderPage(<ContactDetailsPage />, { url: URL });
  await screen.findByRole('heading', { name: 'Your contact details' });
  t.ok(screen.getByTestId('register-form'), 'the sign-up form');
});

t.test('contact details: a home owner is told a tradesperson’s account is one of its own', async (t) => {
  await startSessionServer(t);
  renderPage(<ContactDetailsPage />, { url: URL, user: CONSUMER });
  await screen.findByTestId('register-consumer');
  t.notOk(screen.queryByTestId('register-form'));
});

t.test('contact details: a professional checks what they gave, then goes on or changes it', async (t) => {
  const s = await startSessionServer(t);
  s.handle('registrationContactDetails', () => ({
    data: {
      me: {
        __typename: 'ServicePro',
        id: PRO.id,
        email: 'sam@example.com',
        firstName: 'Sam',
        lastName: 'Carter',
        phone: '+447911123456',
      },
    },
  }));
  renderPage(<ContactDetailsPage />, { url: URL, user: PRO });
  const details = await screen.findByTestId('register-contact-details');
  t.match(details.textContent, 'NameSam Carter');
  t.match(details.textContent, 'Phone+447911123456');
  t.match(details.textContent, 'Emailsam@example.com');
  t.equal(screen.getByTestId('register-contact-continue').getAttribute('href'), '/for-tradespeople/register');
  t.equal(screen.getByRole('link', { name: 'Change them' }).getAttribute('href'), '/service-pro/manage-account');
});

function inApp(snapshot: PermissionsSnapshot) {
  const bridge = fakeBridge();
  const controller = { getSnapshot: () => snapshot, subscribe: () => () => {}, stop: () => {} };
  return { bridge, native: { controller, bridge } };
}

const PROMOTION = '/service-pro/activation/application-promotion';

t.test('the app’s promotion on the web: the notification settings, and on to the jobs', async (t) => {
  await startSessionServer(t);
  renderPage(<ApplicationPromotionPage />, { url: PROMOTION, user: PRO });
  await screen.findByRole('heading', { name: 'Take Hearth with you' });
  t.equal(screen.getByTestId('app-promotion-settings').getAttribute('href'), '/service-pro/notification-settings');
  t.notOk(screen.queryByTestId('app-promotion-enable'), 'nothing to ask a browser');
  t.equal(screen.getByRole('link', { name: 'See the jobs' }).getAttribute('href'), '/service-pro/new-service-requests');
});

t.test('in the app, not asked yet: alerts are asked for', async (t) => {
  await startSessionServer(t);
  const { bridge, native } = inApp({ statuses: { pushNotifications: 'denied' }, pushNotificationsEnabled: null });
  renderPage(<ApplicationPromotionPage />, { url: PROMOTION, user: PRO, native });
  fireEvent.click(await screen.findByTestId('app-promotion-enable'));
  t.same(bridge.sent, [{ type: 'REQUEST_ALL_PERMISSIONS', payload: null }]);
});

t.test('in the app, refused on the phone: its settings are opened', async (t) => {
  await startSessionServer(t);
  const { bridge, native } = inApp({ statuses: { pushNotifications: 'granted' }, pushNotificationsEnabled: false });
  renderPage(<ApplicationPromotionPage />, { url: PROMOTION, user: PRO, native });
  fireEvent.click(await screen.findByRole('button', { name: 'Open the phone’s settings' }));
  t.same(bridge.sent, [{ type: 'OPEN_DEVICE_NOTIFICATION_SETTINGS', payload: null }]);
});

t.test('in the app, alerts on: said so, nothing to press', async (t) => {
  await startSessionServer(t);
  const { native } = inApp({ statuses: { pushNotifications: 'granted' }, pushNotificationsEnabled: true });
  renderPage(<ApplicationPromotionPage />, { url: PROMOTION, user: PRO, native });
  const action = await screen.findByTestId('app-promotion-action');
  t.match(action.textContent, 'Alerts are on');
  t.equal(action.querySelector('button'), null);
});
