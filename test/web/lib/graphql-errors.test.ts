// How the GraphQL client fails (spec §8): the error of each kind of answer, what is logged, which
// failures are retried, and what the person is told.
import '../../helpers/dom.ts';
import t from 'tap';
import { classifyError, ERROR_MESSAGES, errorMessage } from '../../../web/lib/error-messages.ts';
import {
  configureGraphql,
  type Document,
  GraphqlRequestError,
  onUnauthenticated,
  request,
  ServerError,
  ServerParseError,
} from '../../../web/lib/graphql.ts';
import { createI18n } from '../../../web/lib/i18n.ts';
import { answerJson, startServer } from './graphql-test-server.ts';

function doc<TData = { ok: boolean }, TVariables = Record<string, unknown>>(text: string): Document<TData, TVariables> {
  return text as unknown as Document<TData, TVariables>;
}

const GetThing = doc<{ thing: { id: string } | null }>('query getThing { thing { id } }');
const SaveThing = doc<{ saveThing: { id: string } }>('mutation saveThing { saveThing { id } }');
const REQUEST_ID = 'e'.repeat(32);

t.test('a status of 300 or above is a server error that keeps the status, code, request id and body', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  const logged = t.capture(console, 'error');
  const body = { data: null, errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMIT' } }] };
  server.answer(answerJson(body, 429, { 'x-request-id': REQUEST_ID }));
  const error = await request(GetThing).catch((caught) => caught);
  t.type(error, ServerError);
  t.type(error, GraphqlRequestError);
  t.equal(error.message, 'Response not successful: Received status code 429');
  t.equal(error.status, 429);
  t.equal(error.code, 'RATE_LIMIT');
  t.equal(error.requestId, REQUEST_ID);
  t.same(error.result, body);
  const lines = logged();
  t.equal(lines.length, 1);
  t.match(lines[0]?.args[0], /getThing.*eeeeeeee.*429/, 'logged with operation, request id and status');
});

t.test('without the header, the request id comes from the error body', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'error');
  server.answer(answerJson({ errors: [{ message: 'Down', extensions: { requestId: REQUEST_ID } }] }, 503));
  t.match(await request(GetThing).catch((caught) => caught), { status: 503, requestId: REQUEST_ID });
});

t.test('a server error with a body that is not JSON has no result', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'error');
  server.answer((_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<h1>Bad gateway</h1>');
  });
  const error = await request(GetThing).catch((caught) => caught);
  t.equal(error.message, 'Response not successful: Received status code 502');
  t.equal(error.result, undefined);
  t.equal(error.code, undefined);
});

t.test('a successful answer that is not JSON is a server parse error', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  const logged = t.capture(console, 'error');
  server.answer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>maintenance</html>');
  });
  const error = await request(GetThing).catch((caught) => caught);
  t.type(error, ServerParseError);
  t.equal(error.name, 'ServerParseError');
  t.match(error.message, /^JSON Parse error: /);
  t.equal(error.bodyText, '<html>maintenance</html>');
  t.equal(error.status, 200);
  t.equal(logged().length, 1);
});

t.test('an answer with neither data nor errors is "Server response was missing for query"', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'error');
  server.answer(answerJson({}));
  await t.rejects(request(GetThing), { message: 'Server response was missing for query' });
});

t.test('a client-only query is refused without a request', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  const Local = doc('query cartState { cart @client { items } }');
  await t.rejects(request(Local), {
    name: 'GraphqlRequestError',
    message: 'The operation cartState has @client fields, which only a client cache can answer; it was not sent',
  });
  // A string or comment that mentions @client is no directive.
  await request(doc('query notes { search(text: "@client") { id } } # @client'));
  t.equal(server.received.length, 1);
});

t.test('a mutation rejects on GraphQL errors with the first error, logged as a warning', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  const warned = t.capture(console, 'warn');
  server.answer(
    answerJson(
      {
        data: { saveThing: { id: '1' } },
        errors: [
          { message: 'Invalid form data', extensions: { code: 'INVALID_FORM_DATA' } },
          { message: 'second', extensions: { code: 'OTHER' } },
        ],
      },
      200,
      { 'x-request-id': REQUEST_ID },
    ),
  );
  await t.rejects(request(SaveThing), {
    name: 'GraphqlRequestError',
    message: 'Invalid form data',
    code: 'INVALID_FORM_DATA',
    status: 200,
  });
  await t.rejects(request(SaveThing, {}, { errorPolicy: 'all' }), { code: 'INVALID_FORM_DATA' }, 'even when asked');
  const warnings = warned();
  t.equal(warnings.length, 2);
  t.match(warnings[0]?.args[0], /saveThing.*eeeeeeee/);
});

t.test('a query with errors rejects too, unless it asks for the data with the errors', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'warn');
  server.answer(answerJson({ data: { thing: null }, errors: [{ message: 'Not allowed' }] }));
  await t.rejects(request(GetThing), { message: 'Not allowed' });
  t.same(await request(GetThing, {}, { errorPolicy: 'all' }), { thing: null });
});

// A fetch that fails like a browser with no network `failures` times, then uses the real one.
function flakyFetch(failures: number) {
  const calls: { url: string; requestId: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), requestId: new Headers(init?.headers).get('x-request-id') });
    if (calls.length <= failures) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
  return { calls, fetchImpl };
}

t.test('a call that never reached the server is retried with the same request id', async (t) => {
  const server = await startServer(t);
  const { calls, fetchImpl } = flakyFetch(2);
  const delays: number[] = [];
  configureGraphql({
    endpoint: server.endpoint,
    fetch: fetchImpl,
    random: () => 0.5,
    sleep: async (milliseconds) => {
      delays.push(milliseconds);
    },
  });
  t.same(await request(SaveThing), { ok: true });
  t.equal(calls.length, 3);
  t.equal(new Set(calls.map((call) => call.requestId)).size, 1, 'one request id for all attempts');
  t.equal(server.received[0]?.headers['x-request-id'], calls[0]?.requestId);
  t.same(delays, [150, 300], 'exponential backoff from 300 ms with jitter');
});

t.test('at most 3 attempts, then the TypeError is no connection (or silenced)', async (t) => {
  const { calls, fetchImpl } = flakyFetch(10);
  const logged = t.capture(console, 'error');
  configureGraphql({ endpoint: 'http://127.0.0.1:9', fetch: fetchImpl, sleep: async () => undefined });
  const error = await request(GetThing).catch((caught) => caught);
  t.equal(calls.length, 3);
  t.type(error, TypeError);
  t.equal(classifyError(error), 'noConnection');
  t.equal(classifyError(error, { silenceNetworkErrors: true }), 'silenced');
  const lines = logged();
  t.equal(lines.length, 1, 'logged once, after the last attempt');
  t.match(lines[0]?.args[0], /getThing.*status none/);
});

t.test('an HTTP 503 is not retried by the client', async (t) => {
  const server = await startServer(t);
  t.capture(console, 'error');
  configureGraphql({
    endpoint: server.endpoint,
    sleep: async () => {
      t.fail('no wait expected');
    },
  });
  server.answer(answerJson({ errors: [{ message: 'Service unavailable' }] }, 503));
  t.match(await request(SaveThing).catch((caught) => caught), { status: 503 });
  t.equal(server.received.length, 1);
});

t.test('a 401 is never retried and classified as unauthenticated, which the message helper rethrows', async (t) => {
  const server = await startServer(t);
  t.capture(console, 'error');
  configureGraphql({ endpoint: server.endpoint });
  server.answer(answerJson({ errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
  const error = await request(GetThing).catch((caught) => caught);
  t.equal(server.received.length, 1);
  t.equal(classifyError(error), 'unauthenticated');
  t.throws(() => errorMessage(createI18n('en-GB', {}), error), error);
});

t.test('every 401 is announced so the app can send the person to sign in again; other failures are not', async (t) => {
  const server = await startServer(t);
  t.capture(console, 'error');
  configureGraphql({ endpoint: server.endpoint });
  const heard: unknown[] = [];
  const stop = onUnauthenticated((error) => heard.push(error));
  t.teardown(stop);
  server.answer(answerJson({ errors: [{ message: 'Service unavailable' }] }, 503));
  await request(GetThing).catch(() => {});
  t.equal(heard.length, 0, 'a 503 is not a lapsed session');
  server.answer(answerJson({ errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] }, 401));
  const error = await request(GetThing).catch((caught) => caught);
  t.same(heard, [error], 'the caller and the listener see the same error');
  stop();
  await request(GetThing).catch(() => {});
  t.equal(heard.length, 1, 'a listener that stopped hears nothing more');
});

t.test('an aborted call is not retried', async (t) => {
  const { calls, fetchImpl } = flakyFetch(0);
  const controller = new AbortController();
  controller.abort();
  configureGraphql({
    endpoint: 'http://127.0.0.1:9',
    fetch: fetchImpl,
    sleep: async () => {
      t.fail('no wait expected');
    },
  });
  await t.rejects(request(GetThing, {}, { signal: controller.signal }), { name: 'AbortError' });
  t.equal(calls.length, 1);
});

t.test('the person is told "Page not found", "Internal server error" or "No connection"', async (t) => {
  const english = createI18n('en-GB', {});
  t.equal(errorMessage(english, new ServerError('x', { status: 404 })), 'Page not found');
  t.equal(errorMessage(english, new ServerError('x', { status: 500 })), 'Internal server error');
  t.equal(errorMessage(english, new GraphqlRequestError('Invalid', { status: 200 })), 'Internal server error');
  t.equal(errorMessage(english, new Error('anything')), 'Internal server error');
  t.equal(errorMessage(english, new TypeError('Failed to fetch')), 'No connection');
  t.equal(errorMessage(english, new TypeError('Failed to fetch'), { silenceNetworkErrors: true }), null);
  const dutch = createI18n('nl-NL', { [ERROR_MESSAGES.noConnection.id]: 'Geen verbinding' });
  t.equal(errorMessage(dutch, new TypeError('Failed to fetch')), 'Geen verbinding');
});

t.test(
  'a 502, 503 or 504 from the BFF (the upstream down, too slow, or unusable) is "Temporarily unavailable"',
  async (t) => {
    const english = createI18n('en-GB', {});
    for (const status of [502, 503, 504]) {
      const error = new ServerError('x', { status });
      t.equal(classifyError(error), 'unavailable', String(status));
      t.equal(errorMessage(english, error), 'Temporarily unavailable', String(status));
    }
    const french = createI18n('fr-FR', { [ERROR_MESSAGES.unavailable.id]: 'Temporairement indisponible' });
    t.equal(errorMessage(french, new ServerError('x', { status: 503 })), 'Temporairement indisponible');
    t.equal(classifyError(new ServerError('x', { status: 500 })), 'internalServerError', 'a 500 is still ours');
  },
);
