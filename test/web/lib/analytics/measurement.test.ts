// The start-up entry: identity cookies, their refresh on activity, page views enabled by the
// environment, and the collector only when configured.

import '../../../helpers/dom.ts';
import t from 'tap';
import { analyticsIds } from '../../../../web/lib/analytics/collector.ts';
import { readCookie } from '../../../../web/lib/analytics/cookies.ts';
import { startMeasurement } from '../../../../web/lib/analytics/measurement.ts';
import { sendsPageViews } from '../../../../web/lib/analytics/page-views.ts';
import { setMeasurementSettings } from '../../../../web/lib/analytics/settings.ts';
import { testClientConfig } from '../../../helpers/client-config.ts';
import { jsdom } from '../../../helpers/dom.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';

t.afterEach(() => setMeasurementSettings(null));

t.test('start-up makes the id cookies and refreshes the session id 5000 ms after activity', async (t) => {
  const clock = manualClock();
  const measurement = startMeasurement(testClientConfig(), { clock });
  t.teardown(() => measurement.stop());
  const sessionId = readCookie('session_id');
  t.match(readCookie('client_id'), /^[0-9a-f]{32}$/);
  t.match(sessionId, /^[0-9a-f]{32}$/);
  // biome-ignore lint/suspicious/noDocumentCookie: the session id about to run out
  document.cookie = `session_id=${sessionId}; max-age=5; path=/`;
  window.dispatchEvent(new Event('scroll'));
  clock.advance(4999);
  const maxAge = () => jsdom.cookieJar.getCookiesSync(location.href).find(({ key }) => key === 'session_id')?.maxAge;
  t.equal(maxAge(), 5, 'not refreshed before 5000 ms');
  clock.advance(1);
  t.equal(maxAge(), 1800, 'refreshed for another 1800 s');
  t.equal(readCookie('session_id'), sessionId, 'the same session goes on');
});

t.test('start-up enables page views in the test environment, not in development', async (t) => {
  const test = startMeasurement(testClientConfig());
  test.stop();
  t.equal(sendsPageViews(), true);
  const development = startMeasurement(testClientConfig({ env: 'development' }));
  development.stop();
  t.equal(sendsPageViews(), false);
});

t.test('without a collector address start-up makes no tracker', async (t) => {
  const measurement = startMeasurement(testClientConfig({ analyticsCollectorUrl: null }));
  measurement.stop();
  t.equal(analyticsIds(), null, 'no tracker, so not even the fixed ids of the test environment');
});
