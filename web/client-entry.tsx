// Hydrates the server-rendered page with the state and messages the server embedded in it.
import { hydrateRoot } from 'react-dom/client';
import { BRANDS } from '../shared/brands.ts';
import { App } from './app.tsx';
import { createI18n } from './lib/i18n.ts';
import { type PageState, STATE_ELEMENT_ID } from './lib/state.ts';
import './styles/app.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
if (stateElement?.textContent && root) {
  const state = JSON.parse(stateElement.textContent) as PageState;
  const brand = BRANDS[state.brandId];
  hydrateRoot(
    root,
    <App
      brand={brand}
      i18n={createI18n(brand.locale, state.messages)}
      pathname={window.location.pathname}
      user={state.user}
    />,
  );
}
