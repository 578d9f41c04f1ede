// A multipart request that is refused before its files are read still gets its answer: the files
// are drained rather than left waiting.
import t from 'tap';
import { FormData, request } from 'undici';
import { startUpstream } from '../../../helpers/upstream.ts';
import { newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const POST = `mutation($f: [Upload!]) { postServiceRequest(input: { brand: "nl", serviceId: "x", answers: [],
  description: "d", startTime: ASAP, postalCode: "x", photos: $f }) { __typename } }`;

async function send(query: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { f: [null] } }));
  form.set('map', JSON.stringify({ 0: ['variables.f.0'] }));
  form.set('0', new Blob([Buffer.alloc(2_000_000, 1)]), 'photo.jpg');
  const response = await request(`${upstream.origin}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'x-request-id': newRequestId() },
    body: form,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  return { status: response.statusCode, text: await response.body.text() };
}

t.test('a refused token answers 401 even with a large file attached', async (t) => {
  const answer = await send(POST, { authorization: 'Bearer not-a-token' });
  t.equal(answer.status, 401);
});

t.test('an invalid query answers 400 even with a large file attached', async (t) => {
  const answer = await send('mutation($f: [Upload!]) { noSuchField(f: $f) }');
  t.equal(answer.status, 400);
  t.match(answer.text, /noSuchField/);
});
