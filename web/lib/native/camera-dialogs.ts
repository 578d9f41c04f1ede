// When the app's camera dialogs may show (spec §4), from the camera permission's status: the
// page's own dialog and the device's prompt. Used on every page (permissions-provider.tsx), so
// apart from the code that talks to the app (permissions.ts), which only the apps load.
import type { PermissionStatus } from './bridge.ts';

export function isGranted(status: PermissionStatus | undefined): boolean {
  return status === 'granted' || status === 'limited';
}

// §4, literally: the camera counts as asked unless its status is denied or unavailable — so also
// while no status has arrived yet, which keeps the native dialog away until the app has answered.
export function isCameraAsked(status: PermissionStatus | undefined): boolean {
  return status !== 'denied' && status !== 'unavailable';
}

// §4: the page's own camera dialog, only in the app, only while the camera is off, and not twice.
export function canShowCameraDialog(inApp: boolean, camera: PermissionStatus | undefined, visible: boolean): boolean {
  return inApp && !isGranted(camera) && !visible;
}

// §4: the device's camera prompt, only in the app and only while the permission was never asked.
export function canShowNativeCameraDialog(inApp: boolean, camera: PermissionStatus | undefined): boolean {
  return inApp && !isCameraAsked(camera);
}
