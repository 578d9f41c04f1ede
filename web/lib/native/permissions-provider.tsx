// The app's device permissions for components (spec §4): the statuses the app reported, and
// whether the page's camera dialog or the device's camera prompt may be shown now. Outside the
// apps there is no controller: nothing is known and no camera dialog may show.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import type { Bridge, Permission } from './bridge.ts';
import { canShowCameraDialog, canShowNativeCameraDialog } from './camera-dialogs.ts';
import type { KnownStatuses, PermissionsController, PermissionsSnapshot } from './permissions.ts';

export interface Permissions {
  readonly inApp: boolean;
  readonly statuses: KnownStatuses;
  readonly pushNotificationsEnabled: boolean | null;
  readonly cameraDialogVisible: boolean;
  readonly canShowCameraDialog: boolean;
  readonly canShowNativeCameraDialog: boolean;
  showCameraDialog(): void;
  hideCameraDialog(): void;
  requestPermission(permission: Permission): void;
  // §7.4 request all permissions: the app asks for every permission it has not been given yet.
  requestAllPermissions(): void;
  // §7.4 open device notification settings: where a refused permission can still be given.
  openNotificationSettings(): void;
}

const EMPTY: PermissionsSnapshot = { statuses: {}, pushNotificationsEnabled: null };
const noSubscription = () => () => {};

const PermissionsContext = createContext<Permissions | null>(null);

export function PermissionsProvider({
  controller,
  bridge,
  children,
}: {
  // Null outside the apps.
  controller: PermissionsController | null;
  bridge: Bridge | null;
  children: ReactNode;
}) {
  const snapshot = useSyncExternalStore(
    controller ? controller.subscribe : noSubscription,
    () => (controller ? controller.getSnapshot() : EMPTY),
    () => EMPTY,
  );
  const [cameraDialogVisible, setCameraDialogVisible] = useState(false);
  const inApp = controller !== null;
  const showCameraDialog = useCallback(() => setCameraDialogVisible(true), []);
  const hideCameraDialog = useCallback(() => setCameraDialogVisible(false), []);
  const requestPermission = useCallback(
    (permission: Permission) => {
      if (inApp) bridge?.send({ type: 'REQUEST_PERMISSION', payload: { permission } });
    },
    [bridge, inApp],
  );
  const requestAllPermissions = useCallback(() => {
    if (inApp) bridge?.send({ type: 'REQUEST_ALL_PERMISSIONS', payload: null });
  }, [bridge, inApp]);
  const openNotificationSettings = useCallback(() => {
    if (inApp) bridge?.send({ type: 'OPEN_DEVICE_NOTIFICATION_SETTINGS', payload: null });
  }, [bridge, inApp]);

  const value = useMemo<Permissions>(
    () => ({
      inApp,
      statuses: snapshot.statuses,
      pushNotificationsEnabled: snapshot.pushNotificationsEnabled,
      cameraDialogVisible,
      canShowCameraDialog: canShowCameraDialog(inApp, snapshot.statuses.camera, cameraDialogVisible),
      canShowNativeCameraDialog: canShowNativeCameraDialog(inApp, snapshot.statuses.camera),
      showCameraDialog,
      hideCameraDialog,
      requestPermission,
      requestAllPermissions,
      openNotificationSettings,
    }),
    [
      inApp,
      snapshot,
      cameraDialogVisible,
      showCameraDialog,
      hideCameraDialog,
      requestPermission,
      requestAllPermissions,
      openNotificationSettings,
    ],
  );
  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): Permissions {
  const permissions = useContext(PermissionsContext);
  if (!permissions) throw new Error('usePermissions must be inside a PermissionsProvider');
  return permissions;
}
