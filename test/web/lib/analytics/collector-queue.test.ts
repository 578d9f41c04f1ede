// The tracker's code is fetched when measurement starts (docs/decisions/025-page-code-splitting.md):
// what is tracked before it arrives waits and goes, in order, once it does; a page view waits
// for the tracker's ids; code that cannot be fetched leaves measurement without a collector.
import '../../../helpers/dom.ts';
import t from 'tap';
import {
  analyticsIds,
  collectorArrival,
  collectorEvent,
  collectorPageView,
  startCollector,
  type TrackerSdk,
} from '../../../../web/lib/analytics/collector.ts';

const COLLECTOR = { env: 'production', analyticsCollectorUrl: 'https://collector.example.com' } as const;

// A stand-in for the Snowplow tracker that records what it is asked to send, arriving on demand.
function fakeSnowplow() {
  const sent: string[] = [];
  const tracker = {
    setCustomUrl: (url: string) => sent.push(`url ${url}`),
    getDomainUserId: () => 'visitor-1',
    getDomainUserInfo: () => ['1', 'visitor-1', 0, 1, 0, 0, 'session-1'],
  };
  const sdk = {
    newTracker: () => tracker,
    trackPageView: ({ title }: { title: string }) => sent.push(`page view ${title}`),
    trackStructEvent: ({ action }: { action: string }) => sent.push(`event ${action}`),
  } as unknown as TrackerSdk;
  let arrive: (sdk: TrackerSdk) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = () =>
    new Promise<TrackerSdk>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  return { sent, load, arrive: () => arrive(sdk), fail: () => fail(new Error('offline')) };
}

t.test('code that cannot be fetched leaves measurement without a collector, and the events are dropped', async (t) => {
  const snowplow = fakeSnowplow();
  t.equal(startCollector(COLLECTOR, { load: snowplow.load }), true, 'a collector is on its way');
  collectorPageView({ url: 'https://www.example.com/', title: 'Home' });
  const arrival = collectorArrival();
  t.ok(arrival, 'a page view can wait for the ids');
  snowplow.fail();
  await arrival;
  t.equal(analyticsIds(), null, 'no tracker, so no ids');
  t.equal(collectorArrival(), null, 'nothing to wait for any more');
  t.same(snowplow.sent, []);
});

t.test('what is tracked before the code arrives goes once it does, in order, then straight away', async (t) => {
  const snowplow = fakeSnowplow();
  t.equal(startCollector(COLLECTOR, { load: snowplow.load }), true);
  t.equal(analyticsIds(), null, 'no ids before the tracker runs');
  collectorPageView({ url: 'https://www.example.com/', title: 'Home' });
  collectorEvent({ category: 'service_request', action: 'shortlist_clicked', contexts: [] });
  t.same(snowplow.sent, [], 'nothing sent yet');
  const arrival = collectorArrival();
  snowplow.arrive();
  await arrival;
  t.same(snowplow.sent, ['url https://www.example.com/', 'page view Home', 'event shortlist_clicked']);
  t.same(analyticsIds(), { domainUserId: 'visitor-1', sessionId: 'session-1' });
  collectorEvent({ category: 'service_request', action: 'hire_clicked', contexts: [] });
  t.equal(snowplow.sent.at(-1), 'event hire_clicked');
  t.equal(collectorArrival(), null);
  t.equal(startCollector(COLLECTOR, { load: snowplow.load }), true, 'a later start keeps the first tracker');
});
