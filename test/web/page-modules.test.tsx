// The browser's pages, one module per feature, fetched on first use (web/page-modules.ts): every
// route has a page and the modules agree with the route table; a page the document was rendered
// with hydrates without a mismatch once its module is here; in-page navigation to a page whose
// module has not arrived shows the loading state, then the page; the server's document names the
// chunks of the page it shows.
import '../helpers/dom.ts';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRAND_IDS, BRANDS, type BrandOrigins } from '../../shared/brands.ts';
import { linkTo, ROUTES, type RouteName } from '../../shared/routes.ts';
import { App, type AppProps } from '../../web/app.tsx';
import { DEFAULT_FEATURE_FLAGS } from '../../web/lib/feature-flags.tsx';
import { createI18n } from '../../web/lib/i18n.ts';
import { type PageDefinition, staticPageTable } from '../../web/lib/pages.ts';
import { lazyPageTable, PAGE_MODULE_NAMES, PAGE_MODULES, type PageModule } from '../../web/page-modules.ts';
import { PAGES } from '../../web/pages.tsx';
import { renderPage } from '../../web/server-entry.tsx';
import { testClientConfig } from '../helpers/client-config.ts';
import { setUrl } from '../helpers/dom.ts';

const ROUTE_NAMES = ROUTES.map(({ name }) => name);

t.test('every route of the table has a page on the server', async (t) => {
  for (const name of ROUTE_NAMES) t.type(PAGES[name]?.render, 'function', name);
  t.same(Object.keys(PAGES).sort(), [...ROUTE_NAMES].sort(), 'and no page lacks a route');
});

t.test('every route is listed by exactly one page module', async (t) => {
  const listed = PAGE_MODULE_NAMES.flatMap((name) => PAGE_MODULES[name].routes);
  t.same([...listed].sort(), [...ROUTE_NAMES].sort());
});

t.test("each page module defines exactly the routes it is listed with, the server's pages", async (t) => {
  for (const name of PAGE_MODULE_NAMES) {
    const { PAGES: modulePages } = await PAGE_MODULES[name].load();
    t.same(Object.keys(modulePages).sort(), [...PAGE_MODULES[name].routes].sort(), name);
    for (const [route, page] of Object.entries(modulePages)) t.equal(page, PAGES[route as RouteName], route);
  }
});

function page(text: string): PageDefinition {
  return { render: () => <p>{text}</p> };
}

// Page modules whose pages say which they are; the directory's arrives when the test says so.
function fakeModules() {
  let arrive: (value: { PAGES: Record<string, PageDefinition> }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let fetches = 0;
  const directory: PageModule = {
    routes: PAGE_MODULES.directory.routes,
    load: () => {
      fetches += 1;
      return new Promise((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      });
    },
  };
  const home: PageModule = { routes: ['home'], load: async () => ({ PAGES: { home: page('The home page') } }) };
  return {
    modules: { ...PAGE_MODULES, home, directory },
    arrive: () => arrive({ PAGES: { findAPro: page('The directory page') } }),
    fail: () => fail(new Error('offline')),
    fetches: () => fetches,
  };
}

t.test('a module is fetched once however often it is asked for, and a failed fetch may be tried again', async (t) => {
  const fake = fakeModules();
  const pages = lazyPageTable(fake.modules);
  const heard: string[] = [];
  pages.subscribe(() => heard.push('arrived'));
  t.equal(pages.page('findAPro'), undefined, 'nothing before it is fetched');
  const first = pages.load('findAPro');
  const second = pages.load('directorySearchResults');
  t.equal(fake.fetches(), 1, 'one fetch for two routes of the module');
  fake.fail();
  await t.rejects(first);
  await t.rejects(second);
  t.same(heard, []);
  const again = pages.load('findAPro');
  t.equal(fake.fetches(), 2, 'fetched again after the failure');
  fake.arrive();
  await again;
  t.same(heard, ['arrived']);
  t.equal(pages.page('findAPro')?.render({ brand: BRANDS.uk, params: {}, search: new URLSearchParams() })?.type, 'p');
  await pages.load('findAPro');
  t.equal(fake.fetches(), 2, 'not fetched once it is here');
});

function appProps(pathname: string, pages: AppProps['pages']): AppProps {
  return {
    brand: BRANDS.uk,
    paths: PATHS['en-GB'],
    config: testClientConfig(),
    i18n: createI18n('en-GB', {}),
    pathname,
    user: null,
    session: {
      isAuthenticated: false,
      issuedAt: null,
      isImpersonated: false,
      userType: null,
      secondLayerAuthenticationExpirationTime: null,
      hasAssumableAccess: false,
    },
    flags: DEFAULT_FEATURE_FLAGS,
    cache: {},
    pages,
  };
}

t.test('the page the server rendered hydrates without a mismatch once its module is here', async (t) => {
  setUrl('http://uk.localhost/');
  const fake = fakeModules();
  const server = renderToString(<App {...appProps('/', staticPageTable({ ...PAGES, home: page('The home page') }))} />);
  const pages = lazyPageTable(fake.modules);
  await pages.load('home');
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);
  t.teardown(() => container.remove());
  const mismatches: unknown[] = [];
  await act(async () => {
    render(<App {...appProps('/', pages)} />, {
      container,
      hydrate: true,
      onRecoverableError: (error: unknown) => mismatches.push(error),
    });
  });
  t.same(mismatches, []);
  t.ok(screen.getByText('The home page'));
});

t.test('in-page navigation to a page whose module has not arrived shows loading, then the page', async (t) => {
  setUrl('http://uk.localhost/');
  t.teardown(() => setUrl('http://uk.localhost/'));
  window.scrollTo = () => {};
  const fake = fakeModules();
  const pages = lazyPageTable(fake.modules);
  await pages.load('home');
  render(<App {...appProps('/', pages)} />);
  t.ok(screen.getByText('The home page'));

  const findAPro = linkTo('findAPro', PATHS['en-GB']);
  await act(async () => {
    window.history.pushState(null, '', findAPro);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  t.equal(screen.getByRole('status').textContent, 'Loading…', 'the loading state while the module is on its way');
  t.equal(fake.fetches(), 1);
  await act(async () => fake.arrive());
  t.ok(screen.getByText('The directory page'));
});

t.test("the document preloads the entry's chunks and the chunks of the page it shows, with the nonce", async (t) => {
  const { html } = await renderPage({
    brand: BRANDS.uk,
    pathname: linkTo('findAPro', PATHS['en-GB']),
    readSession: () => appProps('/', staticPageTable(PAGES)).session,
    upstreamFailed: () => false,
    assets: {
      icon: '/assets/icon.svg',
      script: '/assets/entry.js',
      scriptImports: ['/assets/shell.js'],
      styles: [],
      fonts: [],
      pages: { home: ['/assets/home.js'], directory: ['/assets/directory.js', '/assets/shared-forms.js'] },
    },
    execute: async () => ({ data: null }),
    nonce: 'n0nce',
    origins: Object.fromEntries(BRAND_IDS.map((id) => [id, `http://${id}.localhost`])) as BrandOrigins,
    config: testClientConfig(),
  });
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="n0nce">/g)].map(
    ([, href]) => href,
  );
  t.same(preloads, ['/assets/shell.js', '/assets/directory.js', '/assets/shared-forms.js']);
});
