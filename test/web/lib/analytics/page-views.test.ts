// Spec §3 page-view record, §7.3 POST /pv, §8 a failed registration is reported, §9 environments.

import '../../../helpers/dom.ts';
import t, { type Test } from 'tap';
import { parsePageViewFields } from '../../../../bff/page-views/record.ts';
import {
  encodePageView,
  FORM_STEP_PAGE_NAME,
  pageViewRecord,
  sendFormStepPageView,
  sendPageView,
} from '../../../../web/lib/analytics/page-views.ts';
import { setMeasurementSettings } from '../../../../web/lib/analytics/settings.ts';
import { configureErrorReporting } from '../../../../web/lib/report.ts';
import { setUrl } from '../../../helpers/dom.ts';
import { recordingServer } from './server.ts';

await configureErrorReporting({ env: 'test', errorReportingDsn: null });

interface Beacon {
  readonly url: string;
  readonly type: string;
  readonly body: string;
}

// jsdom has no sendBeacon: the test gives the page one that records what it is handed.
function installBeacon(t: Test, accept = true) {
  const beacons: Promise<Beacon>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push(data.text().then((body) => ({ url, type: data.type, body })));
      return accept;
    },
  });
  t.teardown(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });
  return beacons;
}

function useSettings(t: Test, env: 'production' | 'staging' | 'test' | 'development' = 'test') {
  setMeasurementSettings({ env, brandId: 'uk' });
  t.teardown(() => setMeasurementSettings(null));
}

t.test('the encoded record is one the BFF accepts, field for field', async (t) => {
  setUrl('http://uk.localhost/find-a-pro?trade=plumber#top');
  t.teardown(() => setUrl('http://uk.localhost/'));
  // biome-ignore lint/suspicious/noDocumentCookie: the tracking cookie the Dutch site keeps
  document.cookie = `tracking-cookie-id=${'c'.repeat(32)}; path=/`;
  sessionStorage.setItem('agent-type', 'pro-app');
  sessionStorage.setItem('agent-version', '10.9.1');
  const record = pageViewRecord({
    pageName: 'Visitor/FindAPro',
    title: 'Find a pro',
    referer: 'https://search.example/?q=plumber',
    serviceId: 'service-12',
    experiments: ['new-cards', 'not allowed!'],
    now: 1_700_000_000_000,
  });
  const fields = parsePageViewFields(encodePageView(record), ['uk.localhost']);
  t.match(fields, {
    page_title: 'Find a pro',
    method: 'GET',
    uri: '/find-a-pro?trade=plumber#top',
    referer: 'https://search.example/?q=plumber',
    screen_resolution_width: Number,
    screen_resolution_height: Number,
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    color_depth: Number,
    timestamp: 1_700_000_000_000,
    page_name: 'Visitor/FindAPro',
    service_id: 'service-12',
  });
  t.same(fields.experiments, ['new-cards'], 'an experiment name the BFF would refuse is left out');
  t.same(fields.extra, { tracking_cookie_id: 'c'.repeat(32), agent_type: 'pro-app', agent_version: '10.9.1' });
});

t.test('a page view goes by beacon to /pv as a form-encoded blob', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  const server = await recordingServer(t);
  setUrl(`${server.origin}/`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  await sendPageView(pageViewRecord({ pageName: 'Visitor/Home', title: 'Home' }));
  t.equal(beacons.length, 1);
  const beacon = await beacons[0];
  t.equal(beacon?.url, `${server.origin}/pv`);
  t.equal(beacon?.type, 'application/x-www-form-urlencoded');
  t.match(beacon?.body, /(^|&)page_name=Visitor%2FHome(&|$)/);
  t.equal(server.received.length, 0, 'no fetch when the beacon took it');
});

for (const env of ['production', 'staging', 'test'] as const) {
  t.test(`page views are sent in ${env}`, async (t) => {
    useSettings(t, env);
    const beacons = installBeacon(t);
    await sendPageView(pageViewRecord());
    t.equal(beacons.length, 1);
  });
}

t.test('page views are never sent in development, nor before start-up', async (t) => {
  const beacons = installBeacon(t);
  const server = await recordingServer(t);
  setUrl(`${server.origin}/`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  await sendPageView(pageViewRecord());
  useSettings(t, 'development');
  await sendPageView(pageViewRecord());
  t.equal(beacons.length, 0);
  t.equal(server.received.length, 0);
});

t.test('without sendBeacon the record is posted by fetch with keepalive', async (t) => {
  useSettings(t);
  const server = await recordingServer(t);
  setUrl(`${server.origin}/jobs`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  await sendPageView(pageViewRecord({ pageName: 'Visitor/Home' }));
  const request = await server.next();
  t.equal(request.method, 'POST');
  t.equal(request.url, '/pv');
  t.equal(request.headers['content-type'], 'application/x-www-form-urlencoded');
  t.equal(new URLSearchParams(request.body).get('uri'), '/jobs');
});

t.test('a refused beacon falls back to fetch', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t, false);
  const server = await recordingServer(t);
  setUrl(`${server.origin}/`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  await sendPageView(pageViewRecord({ pageName: 'Visitor/Home' }));
  t.equal(beacons.length, 1);
  t.equal(server.received.length, 1);
});

t.test('a fallback answered with an error status is reported with its status and text', async (t) => {
  useSettings(t);
  const server = await recordingServer(t);
  server.answer(503, 'Page views cannot be stored right now');
  setUrl(`${server.origin}/`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  const errors = t.capture(console, 'error', () => {});
  await sendPageView(pageViewRecord());
  const [call] = errors();
  t.match(call?.args, [
    { message: 'Page view not registered: 503 Page views cannot be stored right now' },
    { tags: { source: 'page-views' }, extra: { status: 503, text: 'Page views cannot be stored right now' } },
  ]);
});

t.test('a fallback that cannot reach the server is reported, and the call still resolves', async (t) => {
  useSettings(t);
  // Nothing listens on port 9 of the loopback address (discard): the connection is refused.
  setUrl('http://127.0.0.1:9/');
  t.teardown(() => setUrl('http://uk.localhost/'));
  const errors = t.capture(console, 'error', () => {});
  await sendPageView(pageViewRecord());
  t.match(errors()[0]?.args, [{ message: /^Page view not registered/ }, { extra: { status: 0 } }]);
});

t.test('a request-form step is a page view with the step in the URL, form/step, service and experiment', async (t) => {
  useSettings(t);
  const beacons = installBeacon(t);
  setUrl('http://uk.localhost/post-a-job?trade=roofing');
  t.teardown(() => setUrl('http://uk.localhost/'));
  await sendFormStepPageView({ step: 3, serviceId: 'roofing-7', experiment: 'short-form' });
  const body = (await beacons[0])?.body ?? '';
  const fields = parsePageViewFields(body, ['uk.localhost']);
  t.equal(fields.uri, '/post-a-job?trade=roofing&step=3');
  t.equal(fields.page_name, FORM_STEP_PAGE_NAME);
  t.equal(fields.service_id, 'roofing-7');
  t.same(fields.experiments, ['short-form']);
});
