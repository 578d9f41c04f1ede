// The third-party consent script (spec §7.3): loaded on every page except those under an excluded
// path, never in development, and only when one is configured. It runs under the page's Content
// Security Policy, so it carries the nonce of the page's own scripts.
import type { ClientConfig } from '../config.tsx';

// Browsers hide a nonce attribute's value once the page has loaded; the property keeps it.
function pageNonce(): string | null {
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return null;
}

export function shouldLoadConsentScript(
  config: Pick<ClientConfig, 'env' | 'consentScriptUrl' | 'consentExcludedPaths'>,
  pathname: string,
): boolean {
  if (config.env === 'development' || !config.consentScriptUrl) return false;
  return !config.consentExcludedPaths.some((prefix) => pathname.startsWith(prefix));
}

// Adds the script to the document head; returns it, or null when none is loaded.
export function loadConsentScript(
  config: Pick<ClientConfig, 'env' | 'consentScriptUrl' | 'consentExcludedPaths'>,
  pathname: string = window.location.pathname,
): HTMLScriptElement | null {
  const url = config.consentScriptUrl;
  if (!url || !shouldLoadConsentScript(config, pathname)) return null;
  const existing = Array.from(document.scripts).find((script) => script.getAttribute('src') === url);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  return script;
}
