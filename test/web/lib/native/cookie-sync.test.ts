import '../../../helpers/dom.ts';
import t from 'tap';
import { startCookieSync } from '../../../../web/lib/native/cookie-sync.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';
import { fakeBridge } from './fake-bridge.ts';

t.test('without a cookie change event, cookies are polled every 300 ms and changes sent to the app', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const stop = startCookieSync({ bridge, schedule: clock.schedule, cookieStore: null });
  clock.advance(300);
  t.same(bridge.sent, [], 'nothing changed yet');
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the page setting a cookie
  document.cookie = 'session_id=abc; path=/';
  clock.advance(299);
  t.same(bridge.sent, [], 'not before the next poll');
  clock.advance(1);
  t.same(bridge.sent, [{ type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'session_id=abc' } }]);
  clock.advance(900);
  t.equal(bridge.sent.length, 1, 'an unchanged jar is not sent again');
  stop();
  t.equal(clock.pending(), 0, 'polling stops');
});

t.test('with a cookie store, its change event drives the update and nothing is polled', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const store = new EventTarget();
  const stop = startCookieSync({ bridge, schedule: clock.schedule, cookieStore: store });
  t.equal(clock.pending(), 0);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the page setting a cookie
  document.cookie = 'client_id=xyz; path=/';
  store.dispatchEvent(new Event('change'));
  t.same(bridge.sent, [{ type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'client_id=xyz' } }]);
  stop();
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'client_id=other; path=/';
  store.dispatchEvent(new Event('change'));
  t.equal(bridge.sent.length, 1);
});
