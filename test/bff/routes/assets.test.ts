// Hashed assets compressed at build time (issue 17), over real HTTP: a script, a stylesheet and the
// icon go out as the brotli or gzip copy the build wrote beside them — each representation with an
// ETag of its own, so a revalidation never mixes them up — and fonts, already compressed, as they are.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { readManifest } from '../../../bff/routes/assets.ts';
import { startBff, testBffConfig } from '../../helpers/bff.ts';

const { distDir } = testBffConfig('http://127.0.0.1:9/graphql');
const manifest = readManifest(distDir);
const bff = await startBff(t, 'http://127.0.0.1:9/graphql', { UPSTREAM_CONTRACT_CHECK: 'off' });
// The largest script a page loads first: the entry itself only imports its chunks.
const script = [manifest.script, ...(manifest.scriptImports ?? [])]
  .map((path) => ({ path, size: statSync(new URL(`public${path}`, distDir)).size }))
  .sort((a, b) => b.size - a.size)[0]?.path as string;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(`${bff.origin}${path}`, { headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: Buffer.from(await response.body.arrayBuffer()),
  };
}

t.test('the build writes a brotli and a gzip copy beside each script, stylesheet and icon', async (t) => {
  for (const path of [manifest.script, ...manifest.styles, manifest.icon]) {
    const file = new URL(`public${path}`, distDir);
    t.ok(existsSync(new URL(`${file.href}.br`)), `${path}.br`);
    t.ok(existsSync(new URL(`${file.href}.gz`)), `${path}.gz`);
  }
  for (const font of manifest.fonts) t.notOk(existsSync(new URL(`public${font}.br`, distDir)), `${font}: none`);
});

t.test('each client gets the copy it takes, with the same bytes once decoded', async (t) => {
  const plain = await get(script);
  t.equal(plain.status, 200);
  t.equal(plain.headers['content-encoding'], undefined);
  t.equal(plain.headers.vary, 'Accept-Encoding');
  const br = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(br.headers.vary, 'Accept-Encoding');
  t.ok(brotliDecompressSync(br.bytes).equals(plain.bytes), 'brotli decodes to the script');
  t.ok(br.bytes.length < plain.bytes.length / 3, `${br.bytes.length} bytes instead of ${plain.bytes.length}`);
  const gz = await get(script, { 'accept-encoding': 'gzip' });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.ok(gunzipSync(gz.bytes).equals(plain.bytes), 'gzip decodes to the script');
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  const etags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]);
  t.equal(etags.size, 3, 'an ETag per representation');
});

t.test('a revalidation matches only the representation it holds', async (t) => {
  const br = await get(script, { 'accept-encoding': 'br' });
  const etag = String(br.headers.etag);
  t.equal((await get(script, { 'accept-encoding': 'br', 'if-none-match': etag })).status, 304);
  const other = await get(script, { 'accept-encoding': 'gzip', 'if-none-match': etag });
  t.equal(other.status, 200, 'the gzip copy is not the brotli one');
  t.equal(other.headers['content-encoding'], 'gzip');
});

t.test('fonts are sent as they are, whatever the client takes', async (t) => {
  const font = manifest.fonts[0] ?? '';
  const answer = await get(font, { 'accept-encoding': 'br, gzip' });
  t.equal(answer.status, 200);
  t.equal(answer.headers['content-encoding'], undefined);
  t.equal(answer.headers.vary, undefined);
});

t.test('the licences of what a script bundles are at the address the script names', async (t) => {
  const { bytes } = await get(script);
  const named = /For license information please see (\/assets\/\S+\.LEGAL\.txt)/.exec(bytes.toString('utf8'))?.[1];
  t.ok(named, 'the script names its licence file');
  const licences = await get(named ?? '/assets/none');
  t.equal(licences.status, 200);
  t.equal(licences.headers['content-type'], 'text/plain; charset=utf-8');
  t.match(licences.bytes.toString('utf8'), /MIT license/, "React's licence among them");
});

t.test('the icon sprite is served compressed and kept for a year', async (t) => {
  const sprite = manifest.iconSprite as string;
  const answer = await get(sprite, { 'accept-encoding': 'br' });
  t.equal(answer.status, 200);
  t.equal(answer.headers['content-type'], 'image/svg+xml');
  t.equal(answer.headers['content-encoding'], 'br');
  t.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.match(brotliDecompressSync(answer.bytes).toString('utf8'), /<symbol id="star" viewBox="0 0 24 24">/);
});

t.test("the scripts carry messages' ids, not their English source text", async (t) => {
  const dir = new URL('public/assets/', distDir);
  const scripts = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(new URL(name, dir), 'utf8'))
    .join('\n');
  t.match(scripts, /"home\.lead"/, 'the id is there');
  t.notMatch(scripts, /Describe your job in a few steps/, 'its text comes from the catalog');
});

t.test('source maps are read from disk when asked, with the same answer each time', async (t) => {
  const dir = new URL('public/assets/', distDir);
  const largest = readdirSync(dir)
    .filter((name) => name.endsWith('.js.map'))
    .map((name) => ({ name, size: statSync(new URL(name, dir)).size }))
    .sort((a, b) => b.size - a.size)[0];
  t.ok(largest && largest.size > 100_000, `a source map of ${largest?.size} bytes`);
  const path = `/assets/${largest?.name}`;
  const first = await get(path, { 'accept-encoding': 'br, gzip' });
  t.equal(first.status, 200);
  t.equal(first.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(first.headers['cache-control'], 'no-cache');
  t.equal(first.headers['content-encoding'], undefined, 'sent as the build wrote it');
  t.ok(first.bytes.equals(readFileSync(new URL(largest?.name ?? '', dir))), 'the bytes of the file');
  const second = await get(path);
  t.equal(second.headers.etag, first.headers.etag, 'the same ETag for the same bytes');
  t.equal((await get(path, { 'if-none-match': String(first.headers.etag) })).status, 304);
  t.equal((await get('/assets/none-ABCDEFGH.js.map')).status, 404, 'only what the build wrote');
});
