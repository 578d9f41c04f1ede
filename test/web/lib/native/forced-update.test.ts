import '../../../helpers/dom.ts';
import t, { type Test } from 'tap';
import { isOutdatedApp, OUTDATED_APP_VERSIONS, startForcedUpdate } from '../../../../web/lib/native/forced-update.ts';
import { setUrl } from '../../../helpers/dom.ts';

function setReadyState(t: Test, state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  t.teardown(() => {
    Reflect.deleteProperty(document, 'readyState');
  });
}

t.test('the outdated list is exactly the versions of §2.10', async (t) => {
  t.same(
    [...OUTDATED_APP_VERSIONS],
    '11.0.2 11.0.1 11.0.0 10.9.2 10.9.1 10.9.0 10.8.2 10.8.1 10.8.0 10.7.1 10.7.0 10.6.2 10.6.1 10.6.0 10.3.1 10.3.0 10.2.0 10.1.0 10.0.0'.split(
      ' ',
    ),
  );
  t.equal(isOutdatedApp({ type: 'consumer-app', version: '10.9.2' }), true);
  t.equal(isOutdatedApp({ type: 'pro-app', version: '10.0.0' }), true);
  t.equal(isOutdatedApp({ type: 'pro-app', version: '10.5.0' }), false, 'a version between listed ones');
  t.equal(isOutdatedApp({ type: 'pro-app', version: '11.0.3' }), false);
  t.equal(isOutdatedApp({ type: 'pro-app', version: null }), false);
  t.equal(isOutdatedApp(null), false, 'the web');
});

t.test('an outdated app is sent to /app-force-update after the page has loaded', async (t) => {
  setReadyState(t, 'interactive');
  const sent: string[] = [];
  startForcedUpdate({ agent: { type: 'consumer-app', version: '10.8.1' }, navigate: (path) => sent.push(path) });
  t.same(sent, [], 'not before load');
  window.dispatchEvent(new Event('load'));
  t.same(sent, ['/app-force-update']);
});

t.test('the person is sent only once per session', async (t) => {
  setReadyState(t, 'complete');
  const sent: string[] = [];
  const agent = { type: 'pro-app', version: '11.0.0' } as const;
  startForcedUpdate({ agent, navigate: (path) => sent.push(path) });
  startForcedUpdate({ agent, navigate: (path) => sent.push(path) });
  t.same(sent, ['/app-force-update']);
  t.equal(sessionStorage.getItem('app-force-update-shown'), '1');
});

t.test('a current app and the web stay where they are', async (t) => {
  setReadyState(t, 'complete');
  const sent: string[] = [];
  startForcedUpdate({ agent: { type: 'pro-app', version: '11.1.0' }, navigate: (path) => sent.push(path) });
  startForcedUpdate({ agent: null, navigate: (path) => sent.push(path) });
  t.same(sent, []);
});

t.test('nothing happens on the force-update page itself', async (t) => {
  setReadyState(t, 'complete');
  setUrl('/app-force-update');
  t.teardown(() => setUrl('/'));
  const sent: string[] = [];
  startForcedUpdate({ agent: { type: 'pro-app', version: '10.0.0' }, navigate: (path) => sent.push(path) });
  t.same(sent, []);
  t.equal(sessionStorage.getItem('app-force-update-shown'), null);
});
