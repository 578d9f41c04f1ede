// Spec §7.2 TrackEvent: category, action, value, contexts and the client platform; silent failure;
// the app-version context of the new-app-version banner.
import '../../../helpers/dom.ts';
import t, { type Test } from 'tap';
import { WEB_APP_VERSION } from '../../../../shared/version.ts';
import { APP_VERSION_BANNER_ACTIONS, trackEvent } from '../../../../web/lib/analytics/track.ts';
import { configureGraphql, MAX_ATTEMPTS } from '../../../../web/lib/graphql.ts';
import { recordingServer } from './server.ts';

// The client calls /graphql on its own origin; here that origin is the test's server.
async function graphqlServer(t: Test) {
  const server = await recordingServer(t);
  server.answer(200, JSON.stringify({ data: { trackEvent: { __typename: 'EventTracked' } } }));
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === 'string' ? new URL(input, server.origin) : input, init);
  t.teardown(() => {
    globalThis.fetch = realFetch;
  });
  return {
    ...server,
    async input() {
      const request = await server.next((request) => request.url.startsWith('/graphql'));
      return { request, input: JSON.parse(request.body).variables.input };
    },
  };
}

function pretendUserAgent(t: Test, userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
  t.teardown(() => {
    delete (navigator as { userAgent?: string }).userAgent;
  });
}

t.test('an event is sent as the TrackEvent mutation with its contexts and the website platform', async (t) => {
  const server = await graphqlServer(t);
  trackEvent({
    category: 'service_request',
    action: 'shortlist_clicked',
    label: 'card',
    value: '3',
    contexts: [
      { name: 'SERVICE_PRO', data: { serviceProId: 'pro-1' } },
      { name: 'SERVICE_REQUEST', data: { serviceRequestId: 42 } },
    ],
  });
  const { request, input } = await server.input();
  t.equal(request.url, '/graphql?operationName=trackEvent');
  t.same(input, {
    category: 'service_request',
    action: 'shortlist_clicked',
    value: 'card: 3',
    contexts: [
      { name: 'SERVICE_PRO', data: { serviceProId: 'pro-1' } },
      { name: 'SERVICE_REQUEST', data: { serviceRequestId: 42 } },
      { name: 'PLATFORM', data: { name: 'WEBSITE' } },
    ],
    platform: 'WEBSITE',
  });
});

t.test('a label or a value alone is the value; neither sends none', async (t) => {
  const server = await graphqlServer(t);
  trackEvent({ category: 'c', action: 'only_label', label: 'l' });
  trackEvent({ category: 'c', action: 'only_value', value: 'v' });
  trackEvent({ category: 'c', action: 'neither' });
  const sent = async (action: string) =>
    JSON.parse((await server.next((request) => request.body.includes(`"action":"${action}"`))).body).variables.input
      .value;
  t.equal(await sent('only_label'), 'l');
  t.equal(await sent('only_value'), 'v');
  t.equal(await sent('neither'), null);
});

t.test('inside the Android app the platform is ANDROID with the app version', async (t) => {
  const server = await graphqlServer(t);
  pretendUserAgent(t, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile');
  // biome-ignore lint/suspicious/noDocumentCookie: the app wrapper's cookies
  document.cookie = 'agent-type=consumer-app; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'agent-version=11.1.0; path=/';
  trackEvent({ category: 'app', action: 'opened' });
  const { input } = await server.input();
  t.equal(input.platform, 'ANDROID');
  t.same(input.contexts, [{ name: 'PLATFORM', data: { name: 'ANDROID', version: '11.1.0' } }]);
});

t.test('inside the iOS app (agent values in session storage) the platform is IOS', async (t) => {
  const server = await graphqlServer(t);
  pretendUserAgent(t, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile');
  sessionStorage.setItem('agent-type', 'pro-app');
  sessionStorage.setItem('agent-version', '10.9.2');
  trackEvent({ category: 'app', action: 'opened' });
  const { input } = await server.input();
  t.equal(input.platform, 'IOS');
  t.same(input.contexts, [{ name: 'PLATFORM', data: { name: 'IOS', version: '10.9.2' } }]);
});

t.test('the three new-app-version banner actions carry an app-version context', async (t) => {
  t.same(APP_VERSION_BANNER_ACTIONS, {
    displayed: 'new_app_version_banner_displayed',
    updateNowClicked: 'new_app_version_banner_update_now_clicked',
    dismissed: 'new_app_version_banner_dismissed',
  });
  const server = await graphqlServer(t);
  // biome-ignore lint/suspicious/noDocumentCookie: the app wrapper's cookies
  document.cookie = 'agent-type=pro-app; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'agent-version=10.9.0; path=/';
  for (const action of Object.values(APP_VERSION_BANNER_ACTIONS)) {
    trackEvent({ category: 'app_update', action });
    const request = await server.next((request) => request.body.includes(`"action":"${action}"`));
    const contexts = JSON.parse(request.body).variables.input.contexts;
    t.same(
      contexts.find(({ name }: { name: string }) => name === 'APP_VERSION'),
      { name: 'APP_VERSION', data: { version: '10.9.0' } },
      action,
    );
  }
});

t.test('on the website the banner events carry the web app version; other events carry none', async (t) => {
  const server = await graphqlServer(t);
  trackEvent({ category: 'app_update', action: APP_VERSION_BANNER_ACTIONS.displayed });
  trackEvent({ category: 'app_update', action: 'other_action' });
  const banner = JSON.parse((await server.next((r) => r.body.includes('banner_displayed'))).body);
  const other = JSON.parse((await server.next((r) => r.body.includes('other_action'))).body);
  t.same(banner.variables.input.contexts.at(-1), { name: 'APP_VERSION', data: { version: WEB_APP_VERSION } });
  t.notOk(other.variables.input.contexts.some(({ name }: { name: string }) => name === 'APP_VERSION'));
});

// Watches for what a failed call may leave: the console's errors and warnings and unhandled
// rejections. `logged` settles with the client's last act on a failure, its §8 network-error line,
// so a test looks after the client is done rather than after a guess at its timing.
function failureWitness(t: Test) {
  const logged = Promise.withResolvers<void>();
  const errors = t.capture(console, 'error', () => logged.resolve());
  const warnings = t.capture(console, 'warn', () => {});
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  t.teardown(() => process.off('unhandledRejection', onUnhandled));
  return {
    async settled() {
      await logged.promise;
      // Let the failure finish settling through the client before looking.
      await new Promise((resolve) => setImmediate(resolve));
    },
    // Only the §8 network-error line, once, naming the operation; no warning, no rejection.
    check(t: Test, status: string) {
      const lines = errors().map(({ args }) => String(args[0]));
      t.equal(lines.length, 1);
      t.match(
        lines[0],
        new RegExp(`^\\[GraphQL network error\\] operation trackEvent, request [0-9a-f]{32}, status ${status}$`),
      );
      t.same(warnings(), []);
      t.same(unhandled, []);
    },
  };
}

t.test('a failed call fails silently: no throw, no rejection, only the network-error log line', async (t) => {
  const server = await graphqlServer(t);
  server.answer(500, 'upstream down');
  const witness = failureWitness(t);
  t.doesNotThrow(() => trackEvent({ category: 'c', action: 'a' }));
  await server.next();
  await witness.settled();
  witness.check(t, '500');
});

t.test("an unreachable server fails silently too, after the client's retries", async (t) => {
  // The retries' waits are made instant, so the test does not race the backoff's clock.
  let calls = 0;
  configureGraphql({
    sleep: async () => {},
    fetch: async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    },
  });
  t.teardown(() => configureGraphql());
  const witness = failureWitness(t);
  t.doesNotThrow(() => trackEvent({ category: 'c', action: 'a' }));
  await witness.settled();
  t.equal(calls, MAX_ATTEMPTS);
  witness.check(t, 'none');
});
