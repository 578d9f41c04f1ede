// Spec §2.10: a virtual page view on each navigation — to /pv, to the analytics layer and to the
// feedback widget; §4: the Dutch site's tracking cookie is refreshed on route changes.

import '../../../helpers/dom.ts';
import { render, waitFor } from '@testing-library/react';
import t, { type Test } from 'tap';
import { startCollector, TEST_ENVIRONMENT_ANALYTICS_IDS } from '../../../../web/lib/analytics/collector.ts';
import { readCookie, TRACKING_COOKIE } from '../../../../web/lib/analytics/cookies.ts';
import { setMeasurementSettings } from '../../../../web/lib/analytics/settings.ts';
import { usePageViews } from '../../../../web/lib/analytics/use-page-views.ts';
import { recordVirtualPageView } from '../../../../web/lib/analytics/virtual-page-views.ts';
import { configureErrorReporting } from '../../../../web/lib/report.ts';
import { setUrl } from '../../../helpers/dom.ts';
import { installBeacon } from './beacon.ts';
import { recordingServer } from './server.ts';

await configureErrorReporting({ env: 'test', errorReportingDsn: null });

function useSettings(t: Test, brandId: 'uk' | 'nl' = 'uk') {
  setMeasurementSettings({ env: 'test', brandId });
  t.teardown(() => setMeasurementSettings(null));
}

function feedbackWidget(t: Test) {
  const urls: string[] = [];
  window.hearthFeedback = { pageView: (url) => urls.push(url) };
  t.teardown(() => {
    delete window.hearthFeedback;
  });
  return urls;
}

function Page({ pathname }: { pathname: string }) {
  usePageViews(pathname, pathname === '/' ? 'Visitor/Home' : 'Visitor/FindAPro');
  return null;
}

t.test('the page tree records the first page and every new pathname, not re-renders', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  const feedback = feedbackWidget(t);
  setUrl('http://uk.localhost/');
  const view = render(<Page pathname="/" />);
  view.rerender(<Page pathname="/" />);
  setUrl('http://uk.localhost/find-a-pro?trade=roofing');
  view.rerender(<Page pathname="/find-a-pro" />);
  // The page view's code arrives after the page was shown: the address is the one shown then.
  setUrl('http://uk.localhost/elsewhere');
  t.teardown(() => setUrl('http://uk.localhost/'));
  await waitFor(() => {
    if (beacons.length < 2) throw new Error('waiting for two page views');
  });
  t.equal(beacons.length, 2);
  const [first, second] = await Promise.all(beacons);
  t.equal(first?.get('uri'), '/');
  t.equal(first?.get('page_name'), 'Visitor/Home');
  t.equal(second?.get('uri'), '/find-a-pro?trade=roofing');
  t.equal(second?.get('page_name'), 'Visitor/FindAPro');
  t.equal(second?.get('referer'), 'http://uk.localhost/', 'the previous page is the referrer');
  t.same(feedback, ['http://uk.localhost/', 'http://uk.localhost/find-a-pro?trade=roofing']);
});

t.test('a feedback widget that throws is reported and the page view still goes', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  window.hearthFeedback = {
    pageView: () => {
      throw new Error('widget broke');
    },
  };
  t.teardown(() => {
    delete window.hearthFeedback;
  });
  const errors = t.capture(console, 'error', () => {});
  await recordVirtualPageView({ pathname: '/', pageName: 'Visitor/Home' });
  t.equal(beacons.length, 1);
  t.match(errors()[0]?.args, [{ message: 'widget broke' }, { tags: { source: 'feedback-widget' } }]);
});

t.test('without a feedback widget a page view still goes', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  await recordVirtualPageView({ pathname: '/' });
  t.equal(beacons.length, 1);
});

t.test('on the Dutch site each route change keeps the tracking cookie and sends its id', async (t) => {
  useSettings(t, 'nl');
  const beacons = installBeacon(t);
  await recordVirtualPageView({ pathname: '/' });
  const id = readCookie(TRACKING_COOKIE);
  t.match(id, /^[0-9a-f]{32}$/);
  t.equal((await beacons[0])?.get('ext_tracking_cookie_id'), id);
});

t.test('on other sites no tracking cookie is made', async (t) => {
  useSettings(t, 'uk');
  installBeacon(t);
  await recordVirtualPageView({ pathname: '/' });
  t.equal(readCookie(TRACKING_COOKIE), null);
});

t.test('with a collector, each navigation is also an analytics page view', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  const collector = await recordingServer(t);
  collector.answer(200);
  startCollector({ env: 'test', analyticsCollectorUrl: collector.origin });
  setUrl('http://uk.localhost/find-a-pro');
  t.teardown(() => setUrl('http://uk.localhost/'));
  await recordVirtualPageView({ pathname: '/find-a-pro', title: 'Find a pro' });
  const sent = await collector.next((request) => request.body.includes('"e":"pv"'));
  t.match(JSON.parse(sent.body).data[0], { e: 'pv', url: 'http://uk.localhost/find-a-pro', page: 'Find a pro' });
  const record = await beacons[0];
  t.equal(
    record?.get('ext_domain_user_id'),
    TEST_ENVIRONMENT_ANALYTICS_IDS.domainUserId,
    'the /pv record carries the ids',
  );
  t.equal(record?.get('ext_domain_session_id'), TEST_ENVIRONMENT_ANALYTICS_IDS.sessionId);
});
