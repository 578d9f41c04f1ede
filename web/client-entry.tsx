// Starts the client: reads the state the server embedded in the page, configures the GraphQL
// fetcher and the error reporter, starts measurement, the app wrappers and loading (service
// worker, consent, translation checks), then hydrates the server-rendered page.
import { hydrateRoot } from 'react-dom/client';
import { BRANDS } from '../shared/brands.ts';
import { App } from './app.tsx';
import { startMeasurement } from './lib/analytics/measurement.ts';
import { configureGraphql } from './lib/graphql.ts';
import { createI18n } from './lib/i18n.ts';
import { createMissingMessageReporter } from './lib/loading/messages-check.ts';
import { startLoading } from './lib/loading/start-loading.ts';
import { startAppWrapper } from './lib/native/start-app-wrapper.ts';
import { type PageState, STATE_ELEMENT_ID } from './lib/state.ts';
import './styles/app.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
if (stateElement?.textContent && root) {
  const state = JSON.parse(stateElement.textContent) as PageState;
  const { config } = state;
  const brand = BRANDS[state.brandId];
  configureGraphql({
    brand,
    parentRequestId: config.parentRequestId,
    mobileLoginPath: config.mobileLoginPath,
    clientName: config.clientName,
    clientVersion: config.clientVersion,
  });
  startMeasurement(config);
  startLoading(state);
  const wrapper = startAppWrapper();
  hydrateRoot(
    root,
    <App
      brand={brand}
      config={config}
      i18n={createI18n(brand.locale, state.messages, { missing: createMissingMessageReporter(state.messages) })}
      pathname={window.location.pathname}
      search={window.location.search}
      user={state.user}
      session={state.session}
      flags={state.flags}
      cache={state.cache}
      native={{ permissions: wrapper.permissions, bridge: wrapper.bridge }}
    />,
  );
}
