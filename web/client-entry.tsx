// Starts the client: reads the state the server embedded in the page, configures the GraphQL
// fetcher and the error reporter, starts measurement, the app wrappers and loading (service
// worker, consent, translation checks), fetches the code of the page shown, then hydrates the
// server-rendered page. Other pages' code is fetched when they are first shown.
import type { Messages } from '@lingui/core';
import { hydrateRoot } from 'react-dom/client';
import { DEV_PLATFORM_PATH, isDevPagesEnv } from '../shared/dev-pages.ts';
import { createRouteMatcher } from '../shared/routes.ts';
import { App } from './app.tsx';
import { startMeasurementSoon } from './lib/analytics/lazy-analytics.ts';
import { configureGraphql } from './lib/graphql.ts';
import { createI18n } from './lib/i18n.ts';
import { loadCatalog } from './lib/loading/catalog.ts';
import { createMissingMessageReporter } from './lib/loading/missing-messages.ts';
import { readAgent } from './lib/native/agent.ts';
import type { AppWrapper } from './lib/native/start-app-wrapper.ts';
import { configureErrorReporting, reportError } from './lib/report.ts';
import { type PageState, STATE_ELEMENT_ID } from './lib/state.ts';
import { lazyPageTable } from './page-modules.ts';
import './styles/app.css';

// What the page does for the app wrappers runs only inside them, so its code is fetched only there,
// alongside the page's. If it cannot be fetched the page still works, as it does on the web.
function startAppWrapper(): Promise<AppWrapper | null> {
  if (!readAgent()) return Promise.resolve(null);
  return import('./lib/native/start-app-wrapper.ts').then(
    (module) => module.startAppWrapper(),
    (error: unknown) => {
      reportError(error, { tags: { source: 'app-wrapper-code' } });
      return null;
    },
  );
}

async function start(root: HTMLElement, state: PageState): Promise<void> {
  const { config } = state;
  const { brand, paths } = state;
  const pages = lazyPageTable();
  // The page's chunks were named in the document (modulepreload): they are on their way already.
  const match = createRouteMatcher(brand, paths).match(window.location.pathname);
  const pageCode = match ? pages.load(match.route.name) : Promise.resolve();
  const devPage =
    window.location.pathname === DEV_PLATFORM_PATH && isDevPagesEnv(config.env)
      ? import('./features/dev/platform-page.tsx').then((module) => module.DevPlatformPage)
      : undefined;
  configureGraphql({
    brand,
    parentRequestId: config.parentRequestId,
    mobileLoginPath: config.mobileLoginPath,
    clientName: config.clientName,
    clientVersion: config.clientVersion,
  });
  void configureErrorReporting(config);
  startMeasurementSoon(config);
  const catalog = loadCatalog(state.catalog);
  // The translation check, the service worker and the consent script wait for the page's code.
  void catalog.then((messages) =>
    import('./lib/loading/start-loading.ts').then(
      (loading) => loading.startLoading({ config, messages }),
      (error: unknown) => reportError(error, { tags: { source: 'loading-code' } }),
    ),
  );
  const wrapper = startAppWrapper();
  let devPlatformPage: Awaited<typeof devPage>;
  let native: AppWrapper | null;
  let messages: Messages | null;
  try {
    // Hydration must render what the server did, so the page's code and words are here before it starts.
    [, devPlatformPage, native, messages] = await Promise.all([pageCode, devPage, wrapper, catalog]);
  } catch (error) {
    // The server-rendered page stays as it is, links working as plain links; reloading here could
    // repeat for ever while the network is down.
    reportError(error, { tags: { source: 'page-code' } });
    return;
  }
  hydrateRoot(
    root,
    <App
      brand={brand}
      paths={paths}
      config={config}
      i18n={createI18n(brand.locale, messages ?? {}, { missing: createMissingMessageReporter(messages) })}
      pathname={window.location.pathname}
      search={window.location.search}
      user={state.user}
      session={state.session}
      flags={state.flags}
      cache={state.cache}
      native={{
        permissions: native?.permissions ?? null,
        bridge: native?.bridge ?? null,
        account: native?.account ?? null,
      }}
      pages={pages}
      devPlatformPage={devPlatformPage}
      unavailable={state.unavailable}
      inApp={state.inApp}
      iconSprite={state.iconSprite}
    />,
  );
}

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
if (stateElement?.textContent && root) void start(root, JSON.parse(stateElement.textContent) as PageState);
