// The GraphQL client against a real HTTP server (spec §7.1, §7.3): the address and body of a call,
// every identity header, the mobile login path, uploads and incremental answers.
import '../../helpers/dom.ts';
import t from 'tap';
import { BRANDS } from '../../../shared/brands.ts';
import { LoginDocument } from '../../../web/lib/generated/documents.ts';
import { configureGraphql, type Document, request } from '../../../web/lib/graphql.ts';
import { setUrl } from '../../helpers/dom.ts';
import { startServer } from './graphql-test-server.ts';

function doc<TData = { ok: boolean }, TVariables = Record<string, unknown>>(text: string): Document<TData, TVariables> {
  return text as unknown as Document<TData, TVariables>;
}

const GetThing = doc('query getThing($id: ID) { thing(id: $id) { id } }');
const SaveThing = doc('mutation saveThing($input: ThingInput!) { saveThing(input: $input) { id } }');
const ID = /^[0-9a-f]{32}$/;

function setCookie(pair: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the BFF and app wrapper setting cookies
  document.cookie = `${pair}; path=/`;
}

t.beforeEach(() => setUrl('http://uk.localhost/'));

t.test('a query is a JSON POST to /graphql named in the address and the body', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.same(await request(GetThing, { id: '7' }), { ok: true });
  const [received] = server.received;
  t.equal(received?.method, 'POST');
  t.equal(received?.path, '/graphql');
  t.equal(received?.query.get('operationName'), 'getThing');
  t.equal(received?.headers['content-type'], 'application/json');
  t.equal(received?.headers.accept, 'application/json');
  t.same(received?.json(), { operationName: 'getThing', variables: { id: '7' }, query: GetThing.toString() });
});

t.test('every call carries a new 32-hex request id', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  await request(GetThing);
  await request(GetThing);
  const [first, second] = server.received.map((received) => received.headers['x-request-id']);
  t.match(first, ID);
  t.match(second, ID);
  t.not(first, second);
});

t.test('session and client ids come from either spelling of their cookies', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-session-id'], undefined, 'no cookie, no header');
  t.equal(server.received[0]?.headers['x-client-id'], undefined);

  setCookie(`session_id=${'a'.repeat(32)}`);
  setCookie(`client-id=${'b'.repeat(32)}`);
  await request(GetThing);
  t.equal(server.received[1]?.headers['x-session-id'], 'a'.repeat(32));
  t.equal(server.received[1]?.headers['x-client-id'], 'b'.repeat(32));

  setCookie('session_id=; max-age=0');
  setCookie(`session-id=${'c'.repeat(32)}`);
  setCookie('client-id=not-an-id');
  await request(GetThing);
  t.equal(server.received[2]?.headers['x-session-id'], 'c'.repeat(32));
  t.equal(server.received[2]?.headers['x-client-id'], undefined, 'a malformed id is not sent');
});

t.test('agent type and version come from the cookies, else from session storage', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-agent-type'], undefined);
  t.equal(server.received[0]?.headers['x-agent-version'], undefined);

  sessionStorage.setItem('agent-type', 'pro-app');
  sessionStorage.setItem('agent-version', '10.8.1');
  await request(GetThing);
  t.equal(server.received[1]?.headers['x-agent-type'], 'pro-app');
  t.equal(server.received[1]?.headers['x-agent-version'], '10.8.1');

  setCookie('agent-type=consumer-app');
  setCookie('agent-version=10.9.1');
  await request(GetThing);
  t.equal(server.received[2]?.headers['x-agent-type'], 'consumer-app', 'the cookie wins');
  t.equal(server.received[2]?.headers['x-agent-version'], '10.9.1');
});

t.test('the parent request id is sent only when the page has one', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint, parentRequestId: null });
  await request(GetThing);
  configureGraphql({ endpoint: server.endpoint, parentRequestId: 'd'.repeat(32) });
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-parent-request-id'], undefined);
  t.equal(server.received[1]?.headers['x-parent-request-id'], 'd'.repeat(32));
});

t.test('the page URL is sent, cut to 2048 characters', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  setUrl('http://uk.localhost/find-a-pro?trade=plumber');
  await request(GetThing);
  setUrl(`http://uk.localhost/${'x'.repeat(3000)}`);
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-page-url'], 'http://uk.localhost/find-a-pro?trade=plumber');
  t.equal(server.received[1]?.headers['x-page-url'], `http://uk.localhost/${'x'.repeat(3000)}`.slice(0, 2048));
});

t.test('the country header goes only with the brand that has one', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint, brand: BRANDS.at });
  await request(GetThing);
  configureGraphql({ endpoint: server.endpoint, brand: BRANDS.uk });
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-hearth-country'], 'AT');
  t.equal(server.received[1]?.headers['x-hearth-country'], undefined);
});

t.test('client name and version headers are sent when configured', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  await request(GetThing);
  configureGraphql({ endpoint: server.endpoint, clientName: 'hearth-web', clientVersion: '10.8.1' });
  await request(GetThing);
  t.equal(server.received[0]?.headers['x-client-name'], undefined);
  t.equal(server.received[0]?.headers['x-client-version'], undefined);
  t.equal(server.received[1]?.headers['x-client-name'], 'hearth-web');
  t.equal(server.received[1]?.headers['x-client-version'], '10.8.1');
});

t.test('an app wrapper sends login operations to the mobile login path', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint, mobileLoginPath: '/app-login' });
  const RequestCode = doc('mutation requestCode($email: String!) { sent: requestLoginCode(email: $email) { ok } }');
  const input = { input: { username: 'a@b.example', password: 'secret' } };

  await request(LoginDocument, input);
  sessionStorage.setItem('agent-type', 'consumer-app');
  sessionStorage.setItem('agent-version', '10.8.1');
  await request(LoginDocument, input);
  setCookie('agent-type=consumer-app');
  setCookie('agent-version=10.8.1');
  await request(LoginDocument, input);
  await request(RequestCode, { email: 'a@b.example' });
  await request(SaveThing, { input: {} });
  await request(doc('query login { login }'));

  t.same(
    server.received.map((received) => `${received.path}?${received.query}`),
    [
      '/graphql?operationName=login',
      '/graphql?operationName=login',
      '/app-login?operationName=login',
      '/app-login?operationName=requestCode',
      '/graphql?operationName=saveThing',
      '/graphql?operationName=login',
    ],
    'only with both cookies, and only for login and one-time-code mutations',
  );
});

t.test('files go as a GraphQL multipart request with the CSRF header', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  const photo = new File(['fake image bytes'], 'kitchen.jpg', { type: 'image/jpeg' });
  const note = new Blob(['plain note'], { type: 'text/plain' });
  const AddPhotos = doc(
    'mutation addPhotos($jobId: ID!, $photos: [Upload!]!) { addPhotos(jobId: $jobId, photos: $photos) { id } }',
  );
  await request(AddPhotos, { jobId: 'j1', photos: [photo, note] });

  const [received] = server.received;
  t.equal(received?.headers['x-hearth-csrf'], '1');
  t.match(received?.headers['content-type'], /^multipart\/form-data; boundary=/);
  const form = await received?.formData();
  const keys = [...(form?.keys() ?? [])];
  t.same(keys, ['operations', 'map', '0', '1'], 'operations, map, then the files');
  t.same(JSON.parse(String(form?.get('operations'))), {
    operationName: 'addPhotos',
    variables: { jobId: 'j1', photos: [null, null] },
    query: AddPhotos.toString(),
  });
  t.same(JSON.parse(String(form?.get('map'))), { 0: ['variables.photos.0'], 1: ['variables.photos.1'] });
  const file = form?.get('0') as File;
  t.equal(file.name, 'kitchen.jpg');
  t.equal(await file.text(), 'fake image bytes');
  t.equal(await (form?.get('1') as File | undefined)?.text(), 'plain note');
});

const DeferredJob = doc<{ job: { id: string; title?: string; photos: string[] } }>(
  'query deferredJob { job { id ... @defer { title } photos @stream(initialCount: 1) } }',
);

function multipartAnswer(parts: unknown[], contentType = 'multipart/mixed; boundary="-"; deferSpec=20220824') {
  return (_request: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': contentType });
    for (const part of parts) {
      response.write(`\r\n---\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(part)}`);
    }
    response.end('\r\n-----\r\n');
  };
}

t.test('an incremental multipart answer is merged into one result', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  server.answer(
    multipartAnswer([
      { data: { job: { id: 'j1', photos: ['a.jpg'] } }, hasNext: true },
      { incremental: [{ data: { title: 'Fix the tap' }, path: ['job'] }], hasNext: true },
      { incremental: [{ items: ['b.jpg', 'c.jpg'], path: ['job', 'photos', 1] }], hasNext: false },
    ]),
  );
  const partials: unknown[] = [];
  const data = await request(DeferredJob, {}, { onNext: (partial) => partials.push(partial) });
  t.same(data, { job: { id: 'j1', title: 'Fix the tap', photos: ['a.jpg', 'b.jpg', 'c.jpg'] } });
  t.same(partials, [
    { job: { id: 'j1', photos: ['a.jpg'] } },
    { job: { id: 'j1', title: 'Fix the tap', photos: ['a.jpg'] } },
  ]);
  t.equal(server.received[0]?.headers.accept, 'multipart/mixed;deferSpec=20220824, application/json');
});

t.test('an answer in another multipart type is refused', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'error');
  server.answer(
    multipartAnswer([{ data: {} }], 'multipart/form-data; boundary=-'),
    multipartAnswer([{ data: {} }], 'multipart/mixed'),
  );
  await t.rejects(request(DeferredJob), { name: 'GraphqlRequestError', message: 'Unsupported multipart content type' });
  await t.rejects(request(DeferredJob), { message: 'Unsupported multipart content type' }, 'without a boundary');
});

t.test('without a configured mobile login path the BFF default is used', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  setCookie('agent-type=pro-app');
  setCookie('agent-version=10.8.1');
  await request(LoginDocument, { input: { username: 'a@b.example', password: 'secret' } });
  t.equal(server.received[0]?.path, '/mobile/graphql');
});
