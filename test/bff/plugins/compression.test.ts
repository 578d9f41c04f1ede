// Compression of answers over real HTTP (issue 17): pages and JSON go out brotli-compressed, else
// gzip, to a client that takes it — varying by Accept-Encoding — and as they are to one that does
// not; small answers, empty ones and page-view acknowledgements are never compressed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { preferredEncoding } from '../../../bff/content-encoding.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../bff/plugins/compression.ts';
import { startBff } from '../../helpers/bff.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;

async function get(path: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', body?: string) {
  const response = await request(`${bff.origin}${path}`, { method, headers: { host, ...headers }, body });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? gunzipSync(bytes).toString()
        : bytes.toString();
  return { status: response.statusCode, headers: response.headers, bytes, text };
}

const vary = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

t.test('a page goes out brotli-compressed to a browser that takes brotli, and says it varies', async (t) => {
  const plain = await get('/');
  const page = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  t.equal(page.status, 200);
  t.equal(page.headers['content-encoding'], 'br');
  t.ok(vary(page.headers).includes('accept-encoding'), 'varies by Accept-Encoding');
  t.ok(vary(page.headers).includes('cookie'), 'and still by Cookie');
  t.match(page.text, /^<!doctype html>/i);
  t.ok(page.bytes.length < plain.bytes.length / 3, `${page.bytes.length} bytes instead of ${plain.bytes.length}`);
  t.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: sent as it is');
  t.ok(vary(plain.headers).includes('accept-encoding'), 'which a cache must also know');
});

t.test('gzip when brotli is not taken, or refused with q=0', async (t) => {
  for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
    const page = await get('/', { 'accept-encoding': accept });
    t.equal(page.headers['content-encoding'], 'gzip', accept);
    t.match(page.text, /^<!doctype html>/i, accept);
  }
  const identity = await get('/', { 'accept-encoding': 'identity' });
  t.equal(identity.headers['content-encoding'], undefined, 'identity only: as it is');
});

t.test('JSON answers are compressed past the threshold, small ones and page views never', async (t) => {
  const csrf = { 'content-type': 'application/json', 'accept-encoding': 'br' };
  const large = await get(
    '/graphql',
    csrf,
    'POST',
    JSON.stringify({ query: '{ professions(brand: "uk") { id slug name services { id slug name } } }' }),
  );
  t.equal(large.status, 200);
  t.ok(large.text.length > COMPRESSION_THRESHOLD_BYTES, 'the trades are a large answer');
  t.equal(large.headers['content-encoding'], 'br');
  t.ok(JSON.parse(large.text).data.professions.length > 10);
  const small = await get('/graphql', csrf, 'POST', JSON.stringify({ query: '{ __typename }' }));
  t.same(JSON.parse(small.text), { data: { __typename: 'Query' } });
  t.equal(small.headers['content-encoding'], undefined, 'a few bytes stay as they are');
  const beacon = await get(
    '/pv',
    { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br, gzip' },
    'POST',
    new URLSearchParams({ page_title: 'Home', method: 'GET', uri: '/', timestamp: String(Date.now()) }).toString(),
  );
  t.equal(beacon.status, 204);
  t.equal(beacon.headers['content-encoding'], undefined, 'page views are answered as they are');
});

t.test('the client names the encoding it takes best', async (t) => {
  t.equal(preferredEncoding(undefined, ['br', 'gzip']), null);
  t.equal(preferredEncoding('', ['br', 'gzip']), null);
  t.equal(preferredEncoding('deflate', ['br', 'gzip']), null);
  t.equal(preferredEncoding('*', ['br', 'gzip']), 'br');
  t.equal(preferredEncoding('*;q=0.5, gzip', ['br', 'gzip']), 'gzip');
  t.equal(preferredEncoding('BR;Q=0.8, GZIP;q=0.9', ['br', 'gzip']), 'gzip');
  t.equal(preferredEncoding('br;q=0, gzip;q=0', ['br', 'gzip']), null);
  t.equal(preferredEncoding('br;q=nonsense, gzip', ['br', 'gzip']), 'gzip');
  t.equal(preferredEncoding('gzip, br', ['gzip']), 'gzip', 'only what we have');
});
