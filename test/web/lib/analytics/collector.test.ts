// Spec §2.10, §7.3, §9: the analytics collector — a real Snowplow tracker posting to a real HTTP
// collector on 127.0.0.1, and no tracker at all when no collector is configured.
import '../../../helpers/dom.ts';
import t from 'tap';
import {
  analyticsIds,
  collectorConfiguration,
  collectorEvent,
  collectorPageView,
  startCollector,
  TEST_ENVIRONMENT_ANALYTICS_IDS,
} from '../../../../web/lib/analytics/collector.ts';
import { recordingServer } from './server.ts';

const POST_PATH = '/com.snowplowanalytics.snowplow/tp2';

interface CollectorPayload {
  schema: string;
  data: Record<string, string>[];
}

t.test('the tracker is configured with the §9 constants; cookies are secure in production and staging', async (t) => {
  t.match(collectorConfiguration('test'), {
    eventMethod: 'post',
    cookieName: '_sp_',
    cookieLifetime: 63_072_000,
    sessionCookieTimeout: 1800,
    connectionTimeout: 5000,
    maxPostBytes: 40_000,
    maxLocalStorageQueueSize: 1000,
    cookieSecure: false,
  });
  t.equal(collectorConfiguration('production').cookieSecure, true);
  t.equal(collectorConfiguration('staging').cookieSecure, true);
  t.equal(collectorConfiguration('development').cookieSecure, false);
  t.equal(collectorConfiguration('production').plugins?.length, 0, 'real ids outside the test environment');
});

t.test('without a collector address no tracker is made and nothing is sent', async (t) => {
  const server = await recordingServer(t);
  t.equal(startCollector({ env: 'test', analyticsCollectorUrl: null }), false);
  collectorPageView({ url: `${location.origin}/`, title: 'Home' });
  collectorEvent({ category: 'c', action: 'a', contexts: [] });
  t.equal(analyticsIds(), null);
  t.notMatch(document.cookie, /_sp_/);
  t.equal(server.received.length, 0);
});

t.test('with a collector, page views and events reach it with the fixed test ids', async (t) => {
  const server = await recordingServer(t);
  server.answer(200);
  t.equal(startCollector({ env: 'test', analyticsCollectorUrl: server.origin }), true);
  t.same(analyticsIds(), TEST_ENVIRONMENT_ANALYTICS_IDS);

  collectorPageView({ url: 'http://uk.localhost/find-a-pro', title: 'Find a pro' });
  const pageView = await server.next((request) => request.body.includes('"e":"pv"'));
  t.equal(pageView.method, 'POST');
  t.equal(pageView.url, POST_PATH);
  const pagePayload = JSON.parse(pageView.body) as CollectorPayload;
  t.match(pagePayload.schema, /^iglu:com\.snowplowanalytics\.snowplow\/payload_data\/jsonschema\//);
  t.match(pagePayload.data[0], {
    e: 'pv',
    url: 'http://uk.localhost/find-a-pro',
    page: 'Find a pro',
    aid: 'hearth-web',
    duid: TEST_ENVIRONMENT_ANALYTICS_IDS.domainUserId,
    sid: TEST_ENVIRONMENT_ANALYTICS_IDS.sessionId,
  });

  collectorEvent({
    category: 'service_request',
    action: 'shortlist_clicked',
    label: 'card',
    value: '3',
    contexts: [{ name: 'SERVICE_PRO', data: { serviceProId: 'pro-1' } }],
  });
  const event = await server.next((request) => request.body.includes('"e":"se"'));
  const eventData = (JSON.parse(event.body) as CollectorPayload).data[0] ?? {};
  t.match(eventData, { se_ca: 'service_request', se_ac: 'shortlist_clicked', se_la: 'card', se_pr: '3' });
  const entities = JSON.parse(eventData.co ?? '{}') as { data: { schema: string; data: unknown }[] };
  t.same(
    entities.data.find(({ schema }) => schema.includes('service_pro')),
    { schema: 'iglu:com.hearth/service_pro/jsonschema/1-0-0', data: { serviceProId: 'pro-1' } },
  );
  t.match(document.cookie, /(^|; )_sp_id\.[0-9a-f]+=/, 'the visitor cookie is _sp_id');
  t.match(document.cookie, /(^|; )_sp_ses\.[0-9a-f]+=/, 'the session cookie is _sp_ses');
});
