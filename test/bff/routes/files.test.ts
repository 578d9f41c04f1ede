// GET /files/:name: the upstream's stored photos reach the browser through the BFF, byte for byte;
// names of any other shape, unknown names and non-images are never served from this origin.
// `?w=` brings the upstream's resized copy in the format the browser's Accept prefers (decision 040).

import sharp from 'sharp';
import t from 'tap';
import { request } from 'undici';
import { startBff } from '../../helpers/bff.ts';
import { JPEG, postingTools } from '../../helpers/post-job.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const tools = await postingTools(upstream, '10.77.0');

async function get(origin: string, path: string, accept?: string) {
  const response = await request(`${origin}${path}`, { headers: accept ? { accept } : {} });
  return {
    status: response.statusCode,
    headers: response.headers,
    bytes: Buffer.from(await response.body.arrayBuffer()),
  };
}

t.test('a job photo the upstream stored is served through the BFF, cacheable for good', async (t) => {
  const { token } = await tools.consumerToken();
  const posted = await tools.postMultipart(tools.jobInput(), [{ name: 'tap.jpg', bytes: JPEG }], token);
  const url: string = posted.serviceRequest.attachments[0].url;
  t.match(url, /^\/files\/[0-9a-f-]{36}\.jpg$/);
  const photo = await get(bff.origin, url);
  t.equal(photo.status, 200);
  t.equal(photo.headers['content-type'], 'image/jpeg');
  t.equal(photo.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(photo.headers['set-cookie'], undefined, 'no cookie on a cacheable photo');
  t.ok(photo.bytes.equals(JPEG), 'the same bytes');
});

t.test('a width brings a resized copy in the format the browser takes, varying by Accept', async (t) => {
  const { token } = await tools.consumerToken();
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3f5b56' } })
    .jpeg()
    .toBuffer();
  const posted = await tools.postMultipart(tools.jobInput(), [{ name: 'wall.jpg', bytes: photo }], token);
  const url: string = posted.serviceRequest.attachments[0].url;
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  for (const [accept, type] of [
    [chrome, 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', 'image/jpeg'],
  ] as const) {
    const copy = await get(bff.origin, `${url}?w=320`, accept);
    t.equal(copy.status, 200);
    t.equal(copy.headers['content-type'], type, accept);
    t.match(copy.headers.vary, /\bAccept\b/);
    t.equal(copy.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(Number(copy.headers['content-length']), copy.bytes.length);
    t.equal(copy.headers['set-cookie'], undefined);
    t.equal((await sharp(copy.bytes).metadata()).width, 320);
  }
});

t.test('a width not on the list is refused at the edge with the allowed ones', async (t) => {
  // The BFF answers these itself: an unreachable upstream would otherwise make them 502.
  const lonely = await startBff(t, 'http://127.0.0.1:1/graphql');
  for (const query of ['w=100', 'w=abc', 'w=640&w=320', 'w=%20640']) {
    const answer = await get(lonely.origin, `/files/00000000-0000-0000-0000-000000000000.jpg?${query}`);
    t.equal(answer.status, 400, query);
    t.same(JSON.parse(answer.bytes.toString()), {
      error: 'Bad Request',
      message: 'w must be one of 160, 320, 640, 960, 1280',
    });
  }
});

t.test('other names are not asked for, unknown ones are 404', async (t) => {
  for (const path of ['/files/..%2Fpackage.json', '/files/notes.txt', '/files/0000.jpg']) {
    t.equal((await get(bff.origin, path)).status, 404, path);
  }
  t.equal((await get(bff.origin, '/files/00000000-0000-0000-0000-000000000000.jpg')).status, 404, 'unknown');
});

t.test('an unreachable upstream answers 502 with the request id, nothing internal', async (t) => {
  const lonely = await startBff(t, 'http://127.0.0.1:1/graphql');
  const answer = await get(lonely.origin, '/files/00000000-0000-0000-0000-000000000000.jpg');
  t.equal(answer.status, 502);
  const body = JSON.parse(answer.bytes.toString());
  t.same(body, { error: 'Bad Gateway', requestId: answer.headers['x-request-id'] });
});
