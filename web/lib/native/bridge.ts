// The bridge between the web product and the two app wrappers (spec §7.4): JSON messages
// `{ type, payload }` in both directions. The wrapper contract (docs/decisions/022):
// - to the app: `window.ReactNativeWebView.postMessage(JSON.stringify(message))`, the channel a
//   React Native WebView injects into the page;
// - from the app: a `message` event on window (iOS) or document (Android) whose `data` is the
//   message as a JSON string. Anything that does not parse into a known message is ignored.
import type { PushPlatform } from '../../generated/graphql.ts';

// Which app the page runs in lives apart (agent.ts): every page asks, only the apps need the rest.
export { type Agent, isInApp, readAgent } from './agent.ts';

// §4 device permissions, named as the app names them.
export const PERMISSIONS = ['camera', 'pushNotifications', 'appTrackingTransparency'] as const;
export type Permission = (typeof PERMISSIONS)[number];

// The statuses the app reports, in the vocabulary of react-native-permissions: `denied` is "not
// decided yet, may be requested", `blocked` is "refused, only the device settings can change it",
// `unavailable` is "this device has no such feature", `limited` is a restricted grant.
export const PERMISSION_STATUSES = ['granted', 'limited', 'denied', 'blocked', 'unavailable'] as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[number];

export type PermissionStatuses = Readonly<Record<Permission, PermissionStatus>>;

const PUSH_PLATFORMS: readonly PushPlatform[] = ['APNS', 'APNS_SANDBOX', 'GCM'];

export type OutgoingMessage =
  | { readonly type: 'OPEN_DEVICE_NOTIFICATION_SETTINGS'; readonly payload: null }
  | { readonly type: 'SET_MOBILE_APP_USER'; readonly payload: { readonly email: string } | null }
  | { readonly type: 'UPDATE_UNREAD_MESSAGE_COUNT'; readonly payload: { readonly count: number } }
  | { readonly type: 'REQUEST_ALL_PERMISSIONS'; readonly payload: null }
  | { readonly type: 'REQUEST_PERMISSION'; readonly payload: { readonly permission: Permission } }
  | { readonly type: 'GET_ALL_PERMISSION_STATUSES'; readonly payload: null }
  | { readonly type: 'GET_PERMISSION_STATUS'; readonly payload: { readonly permission: Permission } }
  // The page's cookies as `document.cookie` shows them, for the app's own cookie jar.
  | { readonly type: 'APPLY_COOKIES_UPDATE'; readonly payload: { readonly cookies: string } };

export interface DeviceTokenPayload {
  readonly token: string;
  readonly platform: PushPlatform;
  // The app's package name (com.example.app): the app knows it, the page does not.
  readonly packageName: string;
}

export type IncomingMessage =
  | { readonly type: 'ALL_PERMISSION_STATUSES'; readonly payload: { readonly statuses: PermissionStatuses } }
  | {
      readonly type: 'PERMISSION_STATUS';
      readonly payload: { readonly permission: Permission; readonly status: PermissionStatus };
    }
  | { readonly type: 'DEVICE_TOKEN_GENERATED'; readonly payload: DeviceTokenPayload }
  | { readonly type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS'; readonly payload: { readonly enabled: boolean } };

interface WrapperWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

// Sends a message to the app. False when there is no wrapper to receive it (the web, or a wrapper
// that has not injected its channel).
export function postToApp(message: OutgoingMessage): boolean {
  const channel = (window as unknown as WrapperWindow).ReactNativeWebView;
  if (!channel || typeof channel.postMessage !== 'function') return false;
  channel.postMessage(JSON.stringify(message));
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

function isPermissionStatus(value: unknown): value is PermissionStatus {
  return typeof value === 'string' && (PERMISSION_STATUSES as readonly string[]).includes(value);
}

function isPushPlatform(value: unknown): value is PushPlatform {
  return typeof value === 'string' && (PUSH_PLATFORMS as readonly string[]).includes(value);
}

// The message in `data`, or null when it is not a JSON string of a known, well-formed message.
export function parseIncomingMessage(data: unknown): IncomingMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(message) || !isRecord(message.payload)) return null;
  const { type, payload } = message;
  switch (type) {
    case 'ALL_PERMISSION_STATUSES': {
      const { statuses } = payload;
      if (!isRecord(statuses) || !PERMISSIONS.every((name) => isPermissionStatus(statuses[name]))) return null;
      const known = Object.fromEntries(PERMISSIONS.map((name) => [name, statuses[name]])) as PermissionStatuses;
      return { type, payload: { statuses: known } };
    }
    case 'PERMISSION_STATUS':
      if (!isPermission(payload.permission) || !isPermissionStatus(payload.status)) return null;
      return { type, payload: { permission: payload.permission, status: payload.status } };
    case 'DEVICE_TOKEN_GENERATED': {
      const { token, platform, packageName } = payload;
      if (typeof token !== 'string' || token === '' || !isPushPlatform(platform)) return null;
      if (typeof packageName !== 'string' || packageName === '') return null;
      return { type, payload: { token, platform, packageName } };
    }
    case 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS':
      if (typeof payload.enabled !== 'boolean') return null;
      return { type, payload: { enabled: payload.enabled } };
    default:
      return null;
  }
}

export type IncomingHandler = (message: IncomingMessage) => void;

// Calls `handler` with every valid message from the app until the returned function is called.
export function listenToApp(handler: IncomingHandler): () => void {
  const onMessage = (event: Event) => {
    const message = parseIncomingMessage((event as MessageEvent).data);
    if (message) handler(message);
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
  };
}

// The bridge as the other app-wrapper modules use it, so tests can hand them a fake one.
export interface Bridge {
  send(message: OutgoingMessage): void;
  listen(handler: IncomingHandler): () => void;
}

export const appBridge: Bridge = {
  send: (message) => {
    postToApp(message);
  },
  listen: listenToApp,
};

// §7.4: the wrapper is told who is signed in — their email, or null after logout.
export function setMobileAppUser(email: string | null, bridge: Bridge = appBridge): void {
  bridge.send({ type: 'SET_MOBILE_APP_USER', payload: email === null ? null : { email } });
}
