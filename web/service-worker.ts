// The background worker of spec §2.10, served per locale at /service-worker.{locale}.js. The build
// (scripts/build.ts) writes one file per locale with that locale's offline words and the hashed
// assets of the build. The hashed assets are cached at install and served cache-first: their
// names change with their content, so a cached copy is never stale. Page navigations go to the
// network first; only when it cannot be reached does the worker answer with an offline page in
// the locale's language. Pages themselves are not cached here: they may carry the signed-in
// person (docs/decisions/014-caching.md).
import type { OfflineText } from './service-worker-messages.ts';

interface WorkerBuild {
  readonly locale: string;
  // Changes with every build, so a new build's worker replaces the old one and its cache.
  readonly version: string;
  readonly precache: readonly string[];
  readonly styles: readonly string[];
  readonly icon: string;
  readonly offline: OfflineText;
}

declare const __HEARTH_SW_BUILD__: WorkerBuild;

// The parts of the service worker global scope used here (the project compiles against the DOM
// library, not the WebWorker one).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const build = __HEARTH_SW_BUILD__;
const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'hearth-assets-';
const CACHE_NAME = `${CACHE_PREFIX}${build.locale}-${build.version}`;
const PRECACHED = new Set(build.precache);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll(build.precache)));
});

// The caches of earlier builds go once this worker is in charge; the pages of the site are then
// served by it without a reload.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function cacheFirst(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(path);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(path, response.clone());
  return response;
}

function offlinePage(url: string): Response {
  const { offline } = build;
  const styles = build.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const html =
    `<!doctype html><html lang="${escapeHtml(build.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<title>${escapeHtml(offline.title)}</title>` +
    `<link rel="icon" href="${escapeHtml(build.icon)}" type="image/svg+xml">${styles}</head>` +
    `<body><div class="shell"><main><section class="page-heading"><h1>${escapeHtml(offline.title)}</h1>` +
    `<p class="lead">${escapeHtml(offline.lead)}</p>` +
    `<p><a class="button" href="${escapeHtml(url)}">${escapeHtml(offline.retry)}</a></p>` +
    '</section></main></div></body></html>';
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page runs no script and loads only our own stylesheet, font and icon.
      'content-security-policy':
        "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'none'",
    },
  });
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    // fetch rejects only when the network cannot be reached; an error status is passed on as is.
    return offlinePage(request.url);
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (PRECACHED.has(url.pathname)) event.respondWith(cacheFirst(request, url.pathname));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});
