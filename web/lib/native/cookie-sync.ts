// Keeps the app's cookie jar in step with the page (spec §7.4 "apply cookies update", §9): the
// app makes requests of its own and needs the cookies the page sets (session, login). Where the
// browser announces cookie changes (Cookie Store API) the page follows them; elsewhere it looks at
// document.cookie every 300 ms.
import type { Bridge } from './bridge.ts';
import { realSchedule, type Schedule } from './schedule.ts';

export const COOKIE_POLL_INTERVAL_MS = 300;

interface CookieStoreLike {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export interface CookieSyncOptions {
  readonly bridge: Bridge;
  readonly schedule?: Schedule;
  // The browser's Cookie Store, when it has one.
  readonly cookieStore?: CookieStoreLike | null;
  readonly readCookies?: () => string;
}

function browserCookieStore(): CookieStoreLike | null {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  return store && typeof store.addEventListener === 'function' ? store : null;
}

export function startCookieSync({
  bridge,
  schedule = realSchedule,
  cookieStore = browserCookieStore(),
  readCookies = () => document.cookie,
}: CookieSyncOptions): () => void {
  let last = readCookies();
  const sendIfChanged = () => {
    const cookies = readCookies();
    if (cookies === last) return;
    last = cookies;
    bridge.send({ type: 'APPLY_COOKIES_UPDATE', payload: { cookies } });
  };

  if (cookieStore) {
    cookieStore.addEventListener('change', sendIfChanged);
    return () => cookieStore.removeEventListener('change', sendIfChanged);
  }

  let cancel = () => {};
  const tick = () => {
    sendIfChanged();
    cancel = schedule(tick, COOKIE_POLL_INTERVAL_MS);
  };
  cancel = schedule(tick, COOKIE_POLL_INTERVAL_MS);
  return () => cancel();
}
