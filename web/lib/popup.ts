// Opens a link in a separate window (sharing, a payment provider's page) and brings it to the
// front. Some browsers ignore focus() until the new window has loaded, so the helper keeps asking
// while this page still has the focus, and gives up after the spec §9 focus timeout of 1000 ms.
import type { Timers } from './viewport.ts';

export const POPUP_FOCUS_TIMEOUT_MS = 1000;
// How often focus is asked for again within the timeout.
export const POPUP_FOCUS_RETRY_MS = 100;

export type PopupFeatures = string | Readonly<Record<string, string | number | boolean>>;

export interface PopupEnvironment {
  open(url: string, name: string, features: string): Window | null;
  // Whether this page (the opener) still has the focus.
  hasFocus(): boolean;
  readonly timers: Timers;
}

const browserEnvironment = (): PopupEnvironment => ({
  open: (url, name, features) => window.open(url, name, features),
  hasFocus: () => document.hasFocus(),
  timers: {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
});

// `{ width: 600, height: 400, noopener: true }` → "width=600,height=400,noopener".
export function popupFeatures(features: PopupFeatures): string {
  if (typeof features === 'string') return features;
  return Object.entries(features)
    .filter(([, value]) => value !== false)
    .map(([key, value]) => (value === true ? key : `${key}=${value}`))
    .join(',');
}

// The opened window, or null when the browser blocked it (no window, or one closed at once).
export function openPopup(
  url: string,
  name: string,
  features: PopupFeatures = '',
  environment: PopupEnvironment = browserEnvironment(),
): Window | null {
  const popup = environment.open(url, name, popupFeatures(features));
  if (!popup || popup.closed) return null;
  popup.focus();
  const { timers } = environment;
  let waited = 0;
  const retry = () => {
    waited += POPUP_FOCUS_RETRY_MS;
    if (popup.closed || !environment.hasFocus()) return;
    popup.focus();
    if (waited < POPUP_FOCUS_TIMEOUT_MS) timers.setTimeout(retry, POPUP_FOCUS_RETRY_MS);
  };
  timers.setTimeout(retry, POPUP_FOCUS_RETRY_MS);
  return popup;
}
