// GET /service-worker.{locale}.js over real HTTP (spec §2.10, §7.3, issue §6), and the worker it
// serves run against a stand-in service worker scope: it precaches the build's hashed assets,
// serves them cache-first, and answers a navigation it cannot reach the network for with an
// offline page in its locale's language.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { setupI18n } from '@lingui/core';
import t from 'tap';
import type { AssetManifest } from '../../../bff/routes/assets.ts';
import { CATALOGS } from '../../../locales/catalogs.ts';
import { LOCALES, type Locale } from '../../../shared/locales.ts';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const manifest: AssetManifest = JSON.parse(
  readFileSync(new URL('../../../dist/manifest.json', import.meta.url), 'utf8'),
);
const hashedAssets = [manifest.script, ...manifest.styles, ...manifest.fonts, manifest.icon];
const ORIGIN = 'https://www.example.test';

function translate(locale: Locale, id: string): string {
  return setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } })._(id);
}

interface StandInRequest {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

type Listener = (event: Record<string, unknown>) => void;

// The parts of a browser's service worker scope the worker uses: its events, the Cache API (an
// in-memory store) and fetch (given by each test).
function loadWorker(source: string, fetch: (request: StandInRequest | string) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (paths: string[]) => {
        for (const path of paths) store.set(path, new Response(`precached ${path}`));
      },
      match: async (path: string) => store.get(path)?.clone(),
      put: async (path: string, response: Response) => void store.set(path, response),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const scope = {
    location: { origin: ORIGIN },
    clients: { claim: async () => undefined },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(source, { self: scope, caches, fetch, URL, Response });

  // Dispatches an event; resolves with what the worker waited for or answered with.
  async function dispatch(type: string, fields: Record<string, unknown> = {}): Promise<Response | undefined> {
    let pending: Promise<unknown> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => {
        pending = promise;
      },
      respondWith: (promise: Promise<Response>) => {
        pending = promise;
      },
    });
    return (await pending) as Response | undefined;
  }
  const navigate = (path: string) =>
    dispatch('fetch', { request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' } });
  const load = (path: string) =>
    dispatch('fetch', { request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'cors' } });
  return { stores, dispatch, navigate, load };
}

async function workerSource(locale: string): Promise<string> {
  const response = await send(bff.origin, `/service-worker.${locale}.js`);
  if (response.status !== 200) throw new Error(`no worker for ${locale}: ${response.status}`);
  return response.text;
}

t.test('every locale has its worker, served as JavaScript that is revalidated on each use', async (t) => {
  const bodies = new Set<string>();
  for (const locale of LOCALES) {
    const response = await send(bff.origin, `/service-worker.${locale}.js`, { host: `nl.localhost:${bff.port}` });
    t.equal(response.status, 200, locale);
    t.equal(response.headers['content-type'], 'text/javascript; charset=utf-8', locale);
    t.equal(response.headers['cache-control'], 'no-cache', locale);
    t.equal(response.headers['service-worker-allowed'], undefined, 'its default scope, /, is enough');
    t.same(response.cookies, [], 'no session work for a worker');
    for (const asset of hashedAssets) t.ok(response.text.includes(asset), `${locale} names ${asset}`);
    bodies.add(response.text);
    const unchanged = await send(bff.origin, `/service-worker.${locale}.js`, {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    t.equal(unchanged.status, 304, `${locale} revalidates by ETag`);
  }
  t.equal(bodies.size, LOCALES.length, 'each locale has its own worker');
});

t.test('an unknown locale has no worker', async (t) => {
  for (const path of [
    '/service-worker.xx-XX.js',
    '/service-worker.nl-nl.js',
    '/service-worker.en.js',
    '/service-worker.js',
    '/service-worker.__proto__.js',
    '/service-worker.nl-NL.js.map',
  ]) {
    t.equal((await send(bff.origin, path)).status, 404, path);
  }
});

t.test('the worker precaches the hashed assets at install and serves them from the cache', async (t) => {
  const fetched: string[] = [];
  const worker = loadWorker(await workerSource('en-GB'), async (request) => {
    fetched.push(typeof request === 'string' ? request : request.url);
    return new Response('from the network');
  });
  await worker.dispatch('install');
  const [store] = [...worker.stores.values()];
  for (const asset of hashedAssets) t.ok(store?.has(asset), `${asset} is precached`);
  for (const path of store?.keys() ?? []) {
    const served = await send(bff.origin, path);
    t.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable', `${path} is a hashed asset`);
  }
  const script = await worker.load(manifest.script);
  t.equal(await script?.text(), `precached ${manifest.script}`);
  t.same(fetched, [], 'a precached asset never goes to the network');
});

t.test('activating removes the caches of earlier builds and keeps its own', async (t) => {
  const worker = loadWorker(await workerSource('nl-NL'), async () => new Response(''));
  worker.stores.set('hearth-assets-nl-NL-oldbuild', new Map());
  worker.stores.set('someone-else', new Map());
  await worker.dispatch('install');
  await worker.dispatch('activate');
  const names = [...worker.stores.keys()];
  t.notOk(names.includes('hearth-assets-nl-NL-oldbuild'));
  t.ok(names.includes('someone-else'), 'caches it did not make are left alone');
  t.equal(names.filter((name) => name.startsWith('hearth-assets-')).length, 1);
});

t.test('a navigation goes to the network first and is passed on as it came', async (t) => {
  const worker = loadWorker(await workerSource('en-GB'), async () => new Response('the page', { status: 404 }));
  const page = await worker.navigate('/no-such-page');
  t.equal(page?.status, 404, 'an error status is not an offline page');
  t.equal(await page?.text(), 'the page');
});

t.test('offline, a navigation gets an offline page in the worker’s language', async (t) => {
  const titles = new Set<string>();
  for (const locale of LOCALES) {
    const worker = loadWorker(await workerSource(locale), async () => {
      throw new TypeError('Failed to fetch');
    });
    const page = await worker.navigate('/some/page?x="<b>"');
    t.equal(page?.status, 503, locale);
    t.equal(page?.headers.get('content-type'), 'text/html; charset=utf-8');
    t.equal(page?.headers.get('cache-control'), 'no-store');
    t.match(page?.headers.get('content-security-policy'), "default-src 'none'");
    const html = (await page?.text()) ?? '';
    const title = translate(locale, 'offline.title');
    t.match(html, `<html lang="${locale}">`);
    t.match(html, `<h1>${title.replace(/'/g, '&#39;')}</h1>`, `${locale} title`);
    t.match(html, translate(locale, 'offline.lead').replace(/'/g, '&#39;'), `${locale} lead`);
    t.match(html, translate(locale, 'offline.retry'), `${locale} retry`);
    t.notMatch(html, '<b>', 'the address is escaped in the retry link');
    t.notMatch(html, '<script', 'the offline page runs no script');
    for (const href of manifest.styles) t.match(html, `href="${href}"`, 'styled by the precached stylesheet');
    titles.add(title);
  }
  t.ok(titles.size >= 6, `the offline title is translated (${[...titles].join(' / ')})`);
});

t.test('the worker leaves other requests to the browser', async (t) => {
  const worker = loadWorker(await workerSource('en-GB'), async () => new Response('network'));
  t.equal(await worker.load('/graphql'), undefined, 'API calls are not intercepted');
  const other = await worker.dispatch('fetch', {
    request: { url: 'https://elsewhere.example/app.js', method: 'GET', mode: 'cors' },
  });
  t.equal(other, undefined, 'other origins are not intercepted');
  const post = await worker.dispatch('fetch', { request: { url: `${ORIGIN}/`, method: 'POST', mode: 'navigate' } });
  t.equal(post, undefined, 'a form post is not intercepted');
});
