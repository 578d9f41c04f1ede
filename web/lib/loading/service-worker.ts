// Registers the background worker of spec §2.10 at /service-worker.{locale}.js. A failed
// registration is reported tagged "Service Worker Loader" (§8) — except when the browser refuses
// to run workers for this page at all (private windows, site settings, an insecure origin): that
// refusal is the browser's decision, not a fault to fix, so it is not reported
// (docs/decisions/022).
import type { Locale } from '../../../shared/locales.ts';
import { reportError } from '../report.ts';

export const SERVICE_WORKER_REPORT_TAGS = { source: 'Service Worker Loader' } as const;

// The errors with which a browser refuses service workers rather than failing to install one.
const REFUSALS = new Set(['SecurityError', 'NotAllowedError']);

export function isRegistrationRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && REFUSALS.has((error as { name?: unknown }).name as string);
}

interface ServiceWorkerContainerLike {
  register(url: string): Promise<unknown>;
}

export interface ServiceWorkerOptions {
  readonly container?: ServiceWorkerContainerLike | null;
  readonly report?: typeof reportError;
}

export function serviceWorkerUrl(locale: Locale): string {
  return `/service-worker.${locale}.js`;
}

// Resolves once registration has succeeded, been refused or failed; never rejects.
export async function registerServiceWorker(
  locale: Locale,
  { container = navigator.serviceWorker ?? null, report = reportError }: ServiceWorkerOptions = {},
): Promise<void> {
  if (!container) return;
  const url = serviceWorkerUrl(locale);
  try {
    await container.register(url);
  } catch (error) {
    if (!isRegistrationRefusal(error)) report(error, { tags: SERVICE_WORKER_REPORT_TAGS, extra: { url } });
  }
}
