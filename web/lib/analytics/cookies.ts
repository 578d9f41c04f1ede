// The browser's own identity cookies (spec §4, §9): the client and session ids the BFF also reads,
// and the session-tracking cookie of the one locale site that keeps it. The ids have the format
// the BFF makes (shared/request-identity.ts), so a cookie written here is one it accepts.
import type { AppEnv } from '../../../shared/app-env.ts';
import { BRANDS, type BrandId } from '../../../shared/brands.ts';
import {
  CLIENT_ID_COOKIES,
  CLIENT_ID_MAX_AGE_SECONDS,
  isIdentifier,
  SESSION_ID_COOKIES,
  SESSION_ID_MAX_AGE_SECONDS,
} from '../../../shared/request-identity.ts';

// §4, §9: refreshed for 30 minutes after every route change, on one locale site only.
export const TRACKING_COOKIE = 'tracking-cookie-id';
export const TRACKING_COOKIE_MAX_AGE_SECONDS = 1800;

export interface CookieSettings {
  readonly env: AppEnv;
  readonly brandId: BrandId;
}

// §9: cookies are secure in production and staging; elsewhere the site may run on plain http.
export function isSecureEnv(env: AppEnv): boolean {
  return env === 'production' || env === 'staging';
}

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number, env: AppEnv): void {
  const secure = isSecureEnv(env) ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax${secure}`;
}

// 128 random bits as 32 lowercase hexadecimal characters, like the ids the BFF makes.
export function newIdentifier(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The id the cookies hold (the first well-formed spelling), or a new one; every spelling is then
// written with the same value and lifetime.
function keepId(names: readonly string[], maxAge: number, env: AppEnv, renew: boolean): string {
  const values = names.map(readCookie);
  const kept = values.find(isIdentifier) ?? null;
  const id = kept ?? newIdentifier();
  if (renew || values.some((value) => value !== id)) {
    for (const name of names) writeCookie(name, id, maxAge, env);
  }
  return id;
}

export interface IdentityIds {
  readonly clientId: string;
  readonly sessionId: string;
}

// §4: client id and session id cookies are created if absent (or malformed); present ones are
// left as they are.
export function ensureIdentityCookies({ env }: Pick<CookieSettings, 'env'>): IdentityIds {
  return {
    clientId: keepId(CLIENT_ID_COOKIES, CLIENT_ID_MAX_AGE_SECONDS, env, false),
    sessionId: keepId(SESSION_ID_COOKIES, SESSION_ID_MAX_AGE_SECONDS, env, false),
  };
}

// §4: the session id lives 1800 s after the last activity: each refresh writes it again.
export function refreshSessionCookie({ env }: Pick<CookieSettings, 'env'>): string {
  return keepId(SESSION_ID_COOKIES, SESSION_ID_MAX_AGE_SECONDS, env, true);
}

// §4: the one locale site with a session-tracking cookie is marked in shared/brands.ts.
export function hasTrackingCookie(brandId: BrandId): boolean {
  return BRANDS[brandId].sessionTrackingCookie;
}

// §4: on route change the tracking cookie lives another 30 minutes (made when absent); on every
// other site nothing is written and null is returned.
export function refreshTrackingCookie({ env, brandId }: CookieSettings): string | null {
  if (!hasTrackingCookie(brandId)) return null;
  return keepId([TRACKING_COOKIE], TRACKING_COOKIE_MAX_AGE_SECONDS, env, true);
}
