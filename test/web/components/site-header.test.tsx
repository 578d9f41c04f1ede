// One product on every page kind (decision 039): each brand's document names the brand and its
// header shows that brand's logo; a public page and a signed-in page render the same header; and an
// app-style page has its look in the server's HTML, so hydrating it changes nothing.
import '../../helpers/dom.ts';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRAND_IDS, BRANDS, type BrandId } from '../../../shared/brands.ts';
import { App, type AppProps } from '../../../web/app.tsx';
import { renderDocument } from '../../../web/document.ts';
import { DEFAULT_FEATURE_FLAGS } from '../../../web/lib/feature-flags.tsx';
import { createI18n } from '../../../web/lib/i18n.ts';
import { type PageDefinition, staticPageTable } from '../../../web/lib/pages.ts';
import type { CurrentUser, SessionInfo } from '../../../web/lib/state.ts';
import { PAGES } from '../../../web/pages.tsx';
import { testClientConfig } from '../../helpers/client-config.ts';
import { setUrl } from '../../helpers/dom.ts';
import { PRO } from '../lib/session-helpers.tsx';

window.scrollTo = () => {};

function page(text: string): PageDefinition {
  return { render: () => <p>{text}</p> };
}

const pages = staticPageTable({
  ...PAGES,
  home: page('The home page'),
  login: page('The sign-in page'),
  newServiceRequests: page('The new jobs'),
});

const VISITOR: SessionInfo = {
  isAuthenticated: false,
  issuedAt: null,
  isImpersonated: false,
  userType: null,
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: false,
};

function props(brand: BrandId, pathname: string, user: CurrentUser | null = null): AppProps {
  return {
    brand: BRANDS[brand],
    paths: PATHS[BRANDS[brand].locale],
    config: testClientConfig(),
    i18n: createI18n(BRANDS[brand].locale, {}),
    pathname,
    user,
    session: user ? { ...VISITOR, isAuthenticated: true, userType: user.type } : VISITOR,
    flags: DEFAULT_FEATURE_FLAGS,
    cache: {},
    pages,
  };
}

// The server's HTML of a page, parsed.
function serverRender(input: AppProps): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App {...input} />);
  return container;
}

const ASSETS = { icon: '/favicon.svg', script: '/entry.js', styles: [], fonts: [] };

t.test('every brand names itself on the document and shows its own logo in the header', async (t) => {
  const marks = new Map<BrandId, string>();
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id];
    const html = renderDocument({ brand, appHtml: '', stateJson: '{}', assets: ASSETS, nonce: 'n' });
    t.match(html, new RegExp(`<html lang="[^"]+" data-brand="${id}">`), `${id}: the styles pick its colours`);
    setUrl(`http://${id}.localhost/`);
    const rendered = serverRender(props(id, '/'));
    const logo = rendered.querySelector('header .brand-logo');
    t.equal(logo?.getAttribute('data-brand-logo'), id, `${id}: its logo`);
    t.equal(logo?.querySelector('.brand-wordmark')?.textContent, brand.productName, `${id}: its name, as text`);
    t.ok(logo?.querySelector('svg.brand-mark path'), `${id}: its mark`);
    marks.set(id, logo?.querySelector('svg')?.innerHTML ?? '');
  }
  t.equal(BRANDS.at.productName.split(' ')[0], BRANDS.de.productName, 'Herdwerk is one family');
  t.equal(marks.get('at'), marks.get('de'), 'a family shares its mark');
  t.not(marks.get('nl'), marks.get('uk'), 'families differ');
  t.equal(new Set(marks.values()).size, 4, 'four marks for the four families');
  setUrl('http://uk.localhost/');
});

t.test('a public page and a signed-in page show the same header with the same logo', async (t) => {
  setUrl('http://uk.localhost/');
  const visitorPage = serverRender(props('uk', '/'));
  setUrl('http://uk.localhost/service-pro/new-service-requests');
  const proPage = serverRender(props('uk', '/service-pro/new-service-requests', PRO));
  for (const [name, rendered] of [
    ['public', visitorPage],
    ['signed in', proPage],
  ] as const) {
    t.equal(rendered.querySelectorAll('header').length, 1, `${name}: one header`);
    t.ok(rendered.querySelector('header.site-header [data-brand-logo="uk"]'), `${name}: the logo in it`);
    t.ok(rendered.querySelector('header.site-header nav[aria-label="Main"]'), `${name}: the main navigation in it`);
  }
  t.equal(
    proPage.querySelector('.site-header-home')?.innerHTML,
    visitorPage.querySelector('.site-header-home')?.innerHTML,
    'the same logo',
  );
  t.same(
    [...proPage.querySelectorAll('header nav[aria-label="Main"] .nav-list a')].map((link) => link.textContent),
    ['New jobs', 'My proposals', 'Activity', 'Saved jobs', 'Reviews'],
    'the role’s destinations',
  );
  setUrl('http://uk.localhost/');
});

t.test('an app-style page has its look in the server HTML, and hydrating it changes nothing', async (t) => {
  // A phone: were the look still chosen by script, this is where it would change after hydrating.
  window.matchMedia = ((media: string) =>
    Object.assign(new EventTarget(), { matches: false, media })) as unknown as typeof window.matchMedia;
  t.teardown(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  setUrl('http://uk.localhost/login');
  t.teardown(() => setUrl('http://uk.localhost/'));
  const input = props('uk', '/login');
  const container = serverRender(input);
  document.body.append(container);
  t.teardown(() => container.remove());
  const shell = container.querySelector('.shell');
  t.equal(shell?.getAttribute('data-app-style'), 'mobile', 'the server marked the page');
  const tabBar = container.querySelector('nav.tab-bar');
  t.ok(tabBar, 'the tab bar is in the server HTML');
  // The frame as the server drew it (the notification region sets its own position once running).
  const frame = () =>
    ['header', 'nav.tab-bar', 'footer', 'main'].map((selector) => container.querySelector(selector)?.outerHTML);
  const serverFrame = frame();

  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <App {...input} />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  t.same(mismatches, [], 'hydrated without a mismatch');
  t.equal(container.querySelector('.shell'), shell, 'the same shell');
  t.equal(container.querySelector('nav.tab-bar'), tabBar, 'the same tab bar');
  t.same(frame(), serverFrame, 'header, tab bar, footer and page as the server drew them, after the effects ran');
});

t.test('a page asked for by an app wrapper is app-style at every width from the server on', async (t) => {
  setUrl('http://uk.localhost/');
  const rendered = serverRender({ ...props('uk', '/'), inApp: true });
  t.equal(rendered.querySelector('.shell')?.getAttribute('data-app-style'), 'always');
  t.equal(rendered.querySelector('footer'), null, 'no marketing footer');
  t.ok(rendered.querySelector('nav.tab-bar'));
});
