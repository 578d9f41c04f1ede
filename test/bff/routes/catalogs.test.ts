// The translation messages as a file of their own (issue 17): a page names its locale's compiled
// messages — a hashed JSON file, preloaded, kept by the browser for a year and compressed — instead
// of carrying all of them inside its HTML.
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import { pageState } from '../../helpers/page-state.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

t.test("a page names its locale's messages file instead of carrying the messages", async (t) => {
  const page = await send(bff.origin, '/', { host: `nl.localhost:${bff.port}` });
  const state = pageState(page.text);
  t.notOk('messages' in state, 'no messages in the page');
  t.match(state.catalog, /^\/assets\/messages-nl-NL-[A-Z0-9]{8}\.json$/);
  t.match(
    page.text,
    `<link rel="preload" href="${state.catalog}" as="fetch" type="application/json" crossorigin>`,
    'fetched alongside the scripts',
  );
  t.ok(page.text.length < 40_000, `the page is ${page.text.length} bytes`);

  const file = await request(`${bff.origin}${state.catalog}`, { headers: { 'accept-encoding': 'br' } });
  t.equal(file.statusCode, 200);
  t.equal(file.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(file.headers['content-encoding'], 'br');
  const messages = JSON.parse(brotliDecompressSync(Buffer.from(await file.body.arrayBuffer())).toString());
  t.ok(Object.keys(messages).length > 500, 'every message of the locale');
  t.ok(JSON.stringify(messages).includes('Inloggen'), 'in Dutch');
});

t.test('each locale has its own file', async (t) => {
  const catalogs = new Set<string>();
  for (const brand of ['uk', 'fr', 'de', 'at']) {
    const page = await send(bff.origin, '/', { host: `${brand}.localhost:${bff.port}` });
    catalogs.add(String(pageState(page.text).catalog));
  }
  t.equal(catalogs.size, 4);
});
