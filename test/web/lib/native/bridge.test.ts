import '../../../helpers/dom.ts';
import t, { type Test } from 'tap';
import type { IncomingMessage, OutgoingMessage } from '../../../../web/lib/native/bridge.ts';
import {
  isInApp,
  listenToApp,
  parseIncomingMessage,
  postToApp,
  readAgent,
  setMobileAppUser,
} from '../../../../web/lib/native/bridge.ts';

interface WrapperWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

function installWrapper(t: Test): string[] {
  const posted: string[] = [];
  (window as unknown as WrapperWindow).ReactNativeWebView = { postMessage: (message) => posted.push(message) };
  t.teardown(() => {
    delete (window as unknown as WrapperWindow).ReactNativeWebView;
  });
  return posted;
}

t.test('isInApp is true when the agent-type cookie names one of the two apps', async (t) => {
  t.equal(isInApp(), false);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the app wrapper setting its cookie
  document.cookie = 'agent-type=pro-app; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'agent-version=10.9.1; path=/';
  t.equal(isInApp(), true);
  t.same(readAgent(), { type: 'pro-app', version: '10.9.1' });
});

t.test('isInApp falls back to session storage and ignores unknown agent types', async (t) => {
  sessionStorage.setItem('agent-type', 'tv-app');
  t.equal(isInApp(), false);
  sessionStorage.setItem('agent-type', 'consumer-app');
  sessionStorage.setItem('agent-version', 'not-a-version');
  t.same(readAgent(), { type: 'consumer-app', version: null });
});

t.test('outgoing messages go to the wrapper as JSON {type, payload}', async (t) => {
  const posted = installWrapper(t);
  setMobileAppUser('ann@example.com');
  setMobileAppUser(null);
  postToApp({ type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'a=1' } });
  const messages = posted.map((text) => JSON.parse(text) as OutgoingMessage);
  t.same(messages, [
    { type: 'SET_MOBILE_APP_USER', payload: { email: 'ann@example.com' } },
    { type: 'SET_MOBILE_APP_USER', payload: null },
    { type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'a=1' } },
  ]);
});

t.test('without a wrapper channel nothing is sent and nothing throws', async (t) => {
  t.equal(postToApp({ type: 'REQUEST_ALL_PERMISSIONS', payload: null }), false);
});

t.test('incoming JSON messages on window and on document reach the listener', async (t) => {
  const received: IncomingMessage[] = [];
  const stop = listenToApp((message) => received.push(message));
  const token = {
    type: 'DEVICE_TOKEN_GENERATED',
    payload: { token: 'abc', platform: 'GCM', packageName: 'com.x.app' },
  };
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(token) }));
  const status = { type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'blocked' } };
  document.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(status) }));
  stop();
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(token) }));
  t.same(received, [token, status]);
});

t.test('unknown, malformed and non-string messages are ignored without throwing', async (t) => {
  const received: IncomingMessage[] = [];
  const stop = listenToApp((message) => received.push(message));
  t.teardown(stop);
  for (const data of [
    '{not json',
    JSON.stringify({ type: 'SOMETHING_ELSE', payload: {} }),
    JSON.stringify({ type: 'PERMISSION_STATUS', payload: { permission: 'microphone', status: 'granted' } }),
    JSON.stringify({ type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'maybe' } }),
    JSON.stringify({ type: 'DEVICE_TOKEN_GENERATED', payload: { token: 'abc', platform: 'ios', packageName: 'a.b' } }),
    JSON.stringify({ type: 'DEVICE_TOKEN_GENERATED', payload: { token: '', platform: 'GCM', packageName: 'a.b' } }),
    JSON.stringify({ type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS', payload: { enabled: 'yes' } }),
    JSON.stringify({ type: 'ALL_PERMISSION_STATUSES', payload: { statuses: { camera: 'granted' } } }),
    JSON.stringify(null),
    JSON.stringify(['PERMISSION_STATUS']),
  ]) {
    window.dispatchEvent(new MessageEvent('message', { data }));
  }
  window.dispatchEvent(new MessageEvent('message', { data: { type: 'PERMISSION_STATUS' } }));
  t.same(received, []);
});

t.test('an all-statuses message keeps only the three known permissions', async (t) => {
  const message = parseIncomingMessage(
    JSON.stringify({
      type: 'ALL_PERMISSION_STATUSES',
      payload: {
        statuses: { camera: 'granted', pushNotifications: 'denied', appTrackingTransparency: 'unavailable', x: 1 },
      },
    }),
  );
  t.same(message, {
    type: 'ALL_PERMISSION_STATUSES',
    payload: { statuses: { camera: 'granted', pushNotifications: 'denied', appTrackingTransparency: 'unavailable' } },
  });
  t.same(
    parseIncomingMessage(
      JSON.stringify({ type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS', payload: { enabled: false } }),
    ),
    {
      type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS',
      payload: { enabled: false },
    },
  );
});
