// Job photos through the BFF: a GraphQL multipart request from the browser reaches the upstream as
// one, the upstream's answers (stored, too large, too many) come back unchanged, and a multipart
// request without the CSRF header never gets that far.

import t from 'tap';
import { request } from 'undici';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql } from '../../helpers/http.ts';
import { createConsumer, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { JPEG, type Photo, POST, postingTools, type Result } from '../../helpers/post-job.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const tools = await postingTools(upstream, '10.78.0');
// The gateway hides session tokens (they go into cookies), so the BFF's operation does not ask.
const BFF_POST = POST.replace('tokens { accessToken } ', '');

// What the web client sends: operations, map, then the files, with the CSRF header.
async function postThroughBff(input: Result, photos: readonly Photo[], headers: Record<string, string>) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: BFF_POST, variables: { input: { ...input, photos: photos.map(() => null) } } }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(photos.map((_, i) => [String(i), [`variables.input.photos.${i}`]]))),
  );
  for (const [i, photo] of photos.entries()) {
    form.append(String(i), new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  }
  // fetch, as the browser would: it streams the form with its length.
  const response = await fetch(`${bff.origin}/graphql`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Result };
}

async function signedInCookie() {
  const person = await createConsumer(upstream.db, 'nl', '+31612345678');
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!) { login(input: $i) { __typename } }', {
    i: { username: person.email, password: FIXTURE_PASSWORD },
  });
  return login.cookies.map(cookiePair).join('; ');
}

t.test('a signed-in home owner posts a job with photos through the BFF; the photos come back', async (t) => {
  const cookie = await signedInCookie();
  const before = tools.filesOnDisk().length;
  const photos = [
    { name: 'tap.jpg', bytes: JPEG },
    { name: 'drain.jpg', bytes: Buffer.concat([JPEG, JPEG]) },
  ];
  const posted = await postThroughBff(tools.jobInput(), photos, { cookie, 'x-hearth-csrf': '1' });
  t.equal(posted.status, 200);
  const result = posted.body.data.postServiceRequest;
  t.equal(result.__typename, 'ServiceRequestPosted', JSON.stringify(posted.body));
  t.equal(result.serviceRequest.hasPictures, true);
  t.equal(tools.filesOnDisk().length, before + 2, 'both kept by the upstream');
  for (const [index, attachment] of result.serviceRequest.attachments.entries()) {
    const served = await request(`${bff.origin}${attachment.url}`);
    t.ok(
      Buffer.from(await served.body.arrayBuffer()).equals(photos[index]?.bytes ?? Buffer.alloc(0)),
      `photo ${index}`,
    );
  }
});

t.test('a photo over the limit is refused by the upstream, as a result, and nothing is kept', async (t) => {
  const cookie = await signedInCookie();
  const before = tools.filesOnDisk().length;
  const big = Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]);
  const posted = await postThroughBff(tools.jobInput(), [{ name: 'huge.jpg', bytes: big }], {
    cookie,
    'x-hearth-csrf': '1',
  });
  t.equal(posted.status, 200);
  t.match(posted.body.data.postServiceRequest, { __typename: 'InvalidFile', fileCode: 'INVALID_FILE_SIZE' });
  t.equal(tools.filesOnDisk().length, before);
});

t.test('a multipart post without the CSRF header is refused before any file is read', async (t) => {
  const before = await tools.counts();
  const posted = await postThroughBff(tools.jobInput(), [{ name: 'tap.jpg', bytes: JPEG }], {});
  t.equal(posted.status, 400);
  t.same(await tools.counts(), before, 'no job, no file');
});
