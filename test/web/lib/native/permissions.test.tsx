import '../../../helpers/dom.ts';
import { act, render, screen } from '@testing-library/react';
import t from 'tap';
import type { TrackedEvent } from '../../../../web/lib/analytics/track.ts';
import {
  canShowCameraDialog,
  canShowNativeCameraDialog,
  isCameraAsked,
  startPermissions,
} from '../../../../web/lib/native/permissions.ts';
import { PermissionsProvider, usePermissions } from '../../../../web/lib/native/permissions-provider.tsx';
import { manualClock } from '../../../helpers/manual-clock.ts';
import { fakeBridge } from './fake-bridge.ts';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

t.test('push and tracking permissions are requested and the camera status asked 1 s after load', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const controller = startPermissions({ bridge, schedule: clock.schedule, track: () => {} });
  t.teardown(controller.stop);
  clock.advance(999);
  t.same(bridge.sent, []);
  clock.advance(1);
  t.same(bridge.sent, [
    { type: 'REQUEST_PERMISSION', payload: { permission: 'pushNotifications' } },
    { type: 'REQUEST_PERMISSION', payload: { permission: 'appTrackingTransparency' } },
    { type: 'GET_PERMISSION_STATUS', payload: { permission: 'camera' } },
  ]);
});

t.test('all statuses are asked for again whenever the page becomes visible', async (t) => {
  const bridge = fakeBridge();
  const controller = startPermissions({ bridge, schedule: manualClock().schedule, track: () => {} });
  setVisibility('hidden');
  t.same(bridge.sent, []);
  setVisibility('visible');
  t.same(bridge.sent, [{ type: 'GET_ALL_PERMISSION_STATUSES', payload: null }]);
  controller.stop();
  setVisibility('visible');
  t.equal(bridge.sent.length, 1, 'not after stopping');
});

t.test('statuses from the app are kept: all at once, then one by one', async (t) => {
  const bridge = fakeBridge();
  const controller = startPermissions({ bridge, schedule: manualClock().schedule, track: () => {} });
  t.teardown(controller.stop);
  bridge.receive({
    type: 'ALL_PERMISSION_STATUSES',
    payload: { statuses: { camera: 'denied', pushNotifications: 'granted', appTrackingTransparency: 'blocked' } },
  });
  bridge.receive({ type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'granted' } });
  bridge.receive({ type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS', payload: { enabled: false } });
  t.same(controller.getSnapshot(), {
    statuses: { camera: 'granted', pushNotifications: 'granted', appTrackingTransparency: 'blocked' },
    pushNotificationsEnabled: false,
  });
});

t.test('a new tracking-transparency status is tracked as ios_app_tracking_transparency_{status}', async (t) => {
  const bridge = fakeBridge();
  const tracked: TrackedEvent[] = [];
  const controller = startPermissions({ bridge, schedule: manualClock().schedule, track: (e) => tracked.push(e) });
  t.teardown(controller.stop);
  bridge.receive({ type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'granted' } });
  bridge.receive({ type: 'PERMISSION_STATUS', payload: { permission: 'appTrackingTransparency', status: 'granted' } });
  bridge.receive({ type: 'PERMISSION_STATUS', payload: { permission: 'appTrackingTransparency', status: 'granted' } });
  bridge.receive({
    type: 'ALL_PERMISSION_STATUSES',
    payload: { statuses: { camera: 'denied', pushNotifications: 'granted', appTrackingTransparency: 'blocked' } },
  });
  t.same(tracked, [
    { category: 'anonymous_interacted_with_platform', action: 'ios_app_tracking_transparency_granted' },
    { category: 'anonymous_interacted_with_platform', action: 'ios_app_tracking_transparency_blocked' },
  ]);
});

t.test('the camera counts as asked unless its status is denied or unavailable', async (t) => {
  t.equal(isCameraAsked('denied'), false);
  t.equal(isCameraAsked('unavailable'), false);
  t.equal(isCameraAsked('granted'), true);
  t.equal(isCameraAsked('blocked'), true);
  t.equal(isCameraAsked(undefined), true, 'no status yet counts as asked');
});

t.test('the page camera dialog only in the app, with the camera off and the dialog not open', async (t) => {
  t.equal(canShowCameraDialog(true, 'blocked', false), true);
  t.equal(canShowCameraDialog(true, undefined, false), true);
  t.equal(canShowCameraDialog(false, 'blocked', false), false, 'not on the web');
  t.equal(canShowCameraDialog(true, 'granted', false), false, 'not with the camera on');
  t.equal(canShowCameraDialog(true, 'blocked', true), false, 'not while already visible');
});

t.test('the native camera prompt only in the app and only while the camera was never asked', async (t) => {
  t.equal(canShowNativeCameraDialog(true, 'denied'), true);
  t.equal(canShowNativeCameraDialog(true, 'unavailable'), true);
  t.equal(canShowNativeCameraDialog(false, 'denied'), false);
  t.equal(canShowNativeCameraDialog(true, 'blocked'), false);
  t.equal(canShowNativeCameraDialog(true, 'granted'), false);
});

function Probe() {
  const permissions = usePermissions();
  return (
    <div>
      <p data-testid="camera">{permissions.statuses.camera ?? 'unknown'}</p>
      <p data-testid="dialog">{String(permissions.canShowCameraDialog)}</p>
      <p data-testid="native">{String(permissions.canShowNativeCameraDialog)}</p>
      <button type="button" onClick={permissions.showCameraDialog}>
        open
      </button>
      <button type="button" onClick={() => permissions.requestPermission('camera')}>
        ask
      </button>
    </div>
  );
}

t.test('usePermissions follows the statuses the app reports', async (t) => {
  const bridge = fakeBridge();
  const controller = startPermissions({ bridge, schedule: manualClock().schedule, track: () => {} });
  t.teardown(controller.stop);
  render(
    <PermissionsProvider controller={controller} bridge={bridge}>
      <Probe />
    </PermissionsProvider>,
  );
  t.equal(screen.getByTestId('camera').textContent, 'unknown');
  t.equal(screen.getByTestId('native').textContent, 'false');
  act(() => bridge.receive({ type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'denied' } }));
  t.equal(screen.getByTestId('camera').textContent, 'denied');
  t.equal(screen.getByTestId('native').textContent, 'true');
  t.equal(screen.getByTestId('dialog').textContent, 'true');
  act(() => screen.getByText('open').click());
  t.equal(screen.getByTestId('dialog').textContent, 'false', 'not twice');
  act(() => screen.getByText('ask').click());
  t.same(bridge.sent.at(-1), { type: 'REQUEST_PERMISSION', payload: { permission: 'camera' } });
});

t.test('outside the apps no camera dialog may show and nothing is sent', async (t) => {
  const bridge = fakeBridge();
  render(
    <PermissionsProvider controller={null} bridge={bridge}>
      <Probe />
    </PermissionsProvider>,
  );
  t.equal(screen.getByTestId('dialog').textContent, 'false');
  t.equal(screen.getByTestId('native').textContent, 'false');
  act(() => screen.getByText('ask').click());
  t.same(bridge.sent, []);
});

t.test('usePermissions outside its provider is an error', async (t) => {
  const error = console.error;
  console.error = () => {};
  t.teardown(() => {
    console.error = error;
  });
  t.throws(() => render(<Probe />), /usePermissions must be inside a PermissionsProvider/);
});
