// GET /files/:name: the upstream's stored photos reach the browser through the BFF, byte for byte;
// names of any other shape, unknown names and non-images are never served from this origin.

import t from 'tap';
import { request } from 'undici';
import { startBff } from '../../helpers/bff.ts';
import { JPEG, postingTools } from '../../helpers/post-job.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const tools = await postingTools(upstream, '10.77.0');

async function get(origin: string, path: string) {
  const response = await request(`${origin}${path}`);
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
