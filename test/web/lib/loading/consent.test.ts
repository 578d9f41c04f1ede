import '../../../helpers/dom.ts';
import t from 'tap';
import { loadConsentScript } from '../../../../web/lib/loading/consent.ts';
import { testClientConfig } from '../../../helpers/client-config.ts';

const URL_ = 'https://consent.example.com/loader.js';

t.afterEach(() => {
  for (const script of Array.from(document.querySelectorAll('script'))) script.remove();
});

t.test('the consent script loads async with the nonce of the page scripts', async (t) => {
  const page = document.createElement('script');
  page.setAttribute('nonce', 'n0nce');
  document.head.append(page);
  const script = loadConsentScript(testClientConfig({ env: 'production', consentScriptUrl: URL_ }), '/');
  t.ok(script);
  t.equal(script?.getAttribute('src'), URL_);
  t.equal(script?.async, true);
  t.equal(script?.nonce || script?.getAttribute('nonce'), 'n0nce');
  t.equal(document.head.querySelectorAll(`script[src="${URL_}"]`).length, 1);
  loadConsentScript(testClientConfig({ env: 'production', consentScriptUrl: URL_ }), '/');
  t.equal(document.head.querySelectorAll(`script[src="${URL_}"]`).length, 1, 'not twice');
});

t.test('no consent script on an excluded path, in development, or without a URL', async (t) => {
  const excluded = testClientConfig({
    env: 'production',
    consentScriptUrl: URL_,
    consentExcludedPaths: ['/app-force-update', '/mobile-app/'],
  });
  t.equal(loadConsentScript(excluded, '/mobile-app/service-pro/registration-landing'), null);
  t.equal(loadConsentScript(excluded, '/app-force-update'), null);
  t.equal(loadConsentScript(testClientConfig({ env: 'development', consentScriptUrl: URL_ }), '/'), null);
  t.equal(loadConsentScript(testClientConfig({ env: 'production', consentScriptUrl: null }), '/'), null);
  t.equal(document.querySelectorAll('script').length, 0);
  t.ok(loadConsentScript(excluded, '/login'), 'other paths still get it');
});
