import '../../../helpers/dom.ts';
import t from 'tap';
import { startLoading } from '../../../../web/lib/loading/start-loading.ts';
import { testClientConfig } from '../../../helpers/client-config.ts';

t.test('startLoading checks the messages, loads the consent script and registers the worker', async (t) => {
  const registered: string[] = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async (url: string) => registered.push(url) },
  });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  t.teardown(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
    for (const script of Array.from(document.querySelectorAll('script'))) script.remove();
  });
  const loading = startLoading({
    messages: { 'a.b': 'A' },
    config: testClientConfig({ locale: 'fr-FR', consentScriptUrl: 'https://consent.example.com/c.js' }),
  });
  t.equal(loading.messagesLoaded, true);
  await loading.serviceWorker;
  t.same(registered, ['/service-worker.fr-FR.js']);
  t.equal(document.querySelectorAll('script[src="https://consent.example.com/c.js"]').length, 1);
});
