import '../../../helpers/dom.ts';
import t from 'tap';
import { WEB_APP_VERSION } from '../../../../shared/version.ts';
import type { request } from '../../../../web/lib/graphql.ts';
import { startDeviceTokenRegistration } from '../../../../web/lib/native/device-token.ts';
import type { ReportContext } from '../../../../web/lib/report.ts';
import { fakeBridge } from './fake-bridge.ts';

const agent = { type: 'consumer-app', version: '10.9.3' } as const;
const token = { token: 'a'.repeat(64), platform: 'APNS', packageName: 'com.example.homeowner' } as const;

function recorder(answer: () => Promise<unknown>) {
  const calls: { query: string; variables: unknown }[] = [];
  const fake = (async (document: { toString(): string }, variables: unknown) => {
    calls.push({ query: document.toString(), variables });
    return answer();
  }) as unknown as typeof request;
  return { calls, fake };
}

async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

t.test('a token from the app is registered with package name, platform and metadata, and stored', async (t) => {
  const bridge = fakeBridge();
  const { calls, fake } = recorder(async () => ({
    registerDeviceToken: { __typename: 'DeviceTokenRegistered', message: 'ok' },
  }));
  const reports: unknown[] = [];
  const stop = startDeviceTokenRegistration({ bridge, agent, request: fake, report: (e) => reports.push(e) });
  t.teardown(stop);
  bridge.receive({ type: 'DEVICE_TOKEN_GENERATED', payload: token });
  await settle();
  t.equal(calls.length, 1);
  t.match(calls[0]?.query, /mutation registerDeviceToken/);
  t.same(calls[0]?.variables, {
    input: {
      token: token.token,
      packageName: 'com.example.homeowner',
      platform: 'APNS',
      metadata: { agentType: 'consumer-app', appVersion: '10.9.3', webAppVersion: WEB_APP_VERSION },
    },
  });
  t.equal(localStorage.getItem('deviceToken'), token.token);
  t.equal(localStorage.getItem('deviceTokenPlatform'), 'APNS');
  t.same(reports, []);
});

t.test('a failed registration goes to error reporting only', async (t) => {
  const bridge = fakeBridge();
  const { fake } = recorder(async () => {
    throw new Error('Response not successful: Received status code 502');
  });
  const reports: { error: unknown; context: ReportContext | undefined }[] = [];
  startDeviceTokenRegistration({
    bridge,
    agent,
    request: fake,
    report: (error, context) => reports.push({ error, context }),
  });
  bridge.receive({
    type: 'DEVICE_TOKEN_GENERATED',
    payload: { ...token, platform: 'GCM', token: 'fcm-token-abcdefghijklmnop' },
  });
  await settle();
  t.equal(reports.length, 1);
  t.match(String(reports[0]?.error), /status code 502/);
  t.same(reports[0]?.context?.tags, { source: 'Device Token' });
  t.equal(localStorage.getItem('deviceTokenPlatform'), 'GCM', 'the token is still kept locally');
});

t.test('a registration refused with invalid fields is reported too', async (t) => {
  const bridge = fakeBridge();
  const { fake } = recorder(async () => ({ registerDeviceToken: { __typename: 'InvalidFields' } }));
  const reports: unknown[] = [];
  startDeviceTokenRegistration({ bridge, agent, request: fake, report: (e) => reports.push(e) });
  bridge.receive({ type: 'DEVICE_TOKEN_GENERATED', payload: token });
  await settle();
  t.equal(reports.length, 1);
  t.match(String(reports[0]), /InvalidFields/);
});

t.test('other messages from the app register nothing', async (t) => {
  const bridge = fakeBridge();
  const { calls, fake } = recorder(async () => ({}));
  const stop = startDeviceTokenRegistration({ bridge, agent, request: fake, report: () => {} });
  bridge.receive({ type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS', payload: { enabled: true } });
  stop();
  bridge.receive({ type: 'DEVICE_TOKEN_GENERATED', payload: token });
  await settle();
  t.equal(calls.length, 0);
  t.equal(localStorage.getItem('deviceToken'), null);
});
