// The app's device permissions (spec §4): camera, push notifications and app tracking
// transparency, as the app last reported them. Statuses are asked for again whenever the page
// becomes visible (the person may have changed them in the device settings meanwhile); 1 s after
// load the push and tracking permissions are requested and the camera status is asked for (§9).
// Every new tracking-transparency status is recorded as a product event (§9).
import { type TrackedEvent, trackEvent } from '../analytics/track.ts';
import type { Bridge, IncomingMessage, Permission, PermissionStatus } from './bridge.ts';
import { realSchedule, type Schedule } from './schedule.ts';

export const PERMISSION_REQUEST_DELAY_MS = 1000;

export type KnownStatuses = Readonly<Partial<Record<Permission, PermissionStatus>>>;

export interface PermissionsSnapshot {
  readonly statuses: KnownStatuses;
  // What the app last said about push notifications being switched on for it in the device
  // settings; null until it has said anything.
  readonly pushNotificationsEnabled: boolean | null;
}

// The §4 rules on statuses live apart (camera-dialogs.ts): every page needs them, while the rest
// of this file runs only inside the apps and is fetched there (docs/decisions/025).
export { canShowCameraDialog, canShowNativeCameraDialog, isCameraAsked, isGranted } from './camera-dialogs.ts';

export function appTrackingTransparencyEvent(status: PermissionStatus): TrackedEvent {
  return { category: 'anonymous_interacted_with_platform', action: `ios_app_tracking_transparency_${status}` };
}

export interface PermissionsController {
  getSnapshot(): PermissionsSnapshot;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export interface PermissionsOptions {
  readonly bridge: Bridge;
  readonly schedule?: Schedule;
  readonly track?: (event: TrackedEvent) => void;
}

export function startPermissions({
  bridge,
  schedule = realSchedule,
  track = trackEvent,
}: PermissionsOptions): PermissionsController {
  let snapshot: PermissionsSnapshot = { statuses: {}, pushNotificationsEnabled: null };
  const listeners = new Set<() => void>();

  const update = (next: PermissionsSnapshot) => {
    const before = snapshot.statuses.appTrackingTransparency;
    snapshot = next;
    const after = next.statuses.appTrackingTransparency;
    if (after !== undefined && after !== before) track(appTrackingTransparencyEvent(after));
    for (const listener of listeners) listener();
  };

  const onMessage = (message: IncomingMessage) => {
    switch (message.type) {
      case 'ALL_PERMISSION_STATUSES':
        update({ ...snapshot, statuses: { ...message.payload.statuses } });
        break;
      case 'PERMISSION_STATUS':
        update({
          ...snapshot,
          statuses: { ...snapshot.statuses, [message.payload.permission]: message.payload.status },
        });
        break;
      case 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS':
        update({ ...snapshot, pushNotificationsEnabled: message.payload.enabled });
        break;
      default:
        break;
    }
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') bridge.send({ type: 'GET_ALL_PERMISSION_STATUSES', payload: null });
  };

  const stopListening = bridge.listen(onMessage);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const cancelRequests = schedule(() => {
    bridge.send({ type: 'REQUEST_PERMISSION', payload: { permission: 'pushNotifications' } });
    bridge.send({ type: 'REQUEST_PERMISSION', payload: { permission: 'appTrackingTransparency' } });
    bridge.send({ type: 'GET_PERMISSION_STATUS', payload: { permission: 'camera' } });
  }, PERMISSION_REQUEST_DELAY_MS);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopListening();
      cancelRequests();
      document.removeEventListener('visibilitychange', onVisibilityChange);
      listeners.clear();
    },
  };
}
