import '../../../helpers/dom.ts';
import t from 'tap';
import { startAppWrapper } from '../../../../web/lib/native/start-app-wrapper.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';
import { fakeBridge } from './fake-bridge.ts';

t.test('on the web the app wrapper starts nothing and sends nothing', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const wrapper = startAppWrapper({ bridge, schedule: clock.schedule, agent: null });
  clock.advance(5000);
  t.equal(wrapper.permissions, null);
  t.equal(bridge.listeners(), 0);
  t.same(bridge.sent, []);
});

t.test('in the app it asks for permissions, syncs cookies and listens for tokens until stopped', async (t) => {
  const bridge = fakeBridge();
  const clock = manualClock();
  const wrapper = startAppWrapper({ bridge, schedule: clock.schedule, agent: { type: 'pro-app', version: '11.1.0' } });
  t.not(wrapper.permissions, null);
  t.equal(bridge.listeners(), 2, 'permissions and device tokens');
  clock.advance(1000);
  t.equal(bridge.sent.length, 3);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the page setting a cookie
  document.cookie = 'session_id=1; path=/';
  clock.advance(300);
  t.same(bridge.sent.at(-1), { type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'session_id=1' } });
  wrapper.stop();
  t.equal(bridge.listeners(), 0);
  t.equal(clock.pending(), 0);
});
