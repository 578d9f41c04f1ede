// The error reporter of spec §8: the console without a DSN, the Sentry SDK with one.
import '../../helpers/dom.ts';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import t from 'tap';
import { WEB_APP_VERSION } from '../../../shared/version.ts';
import {
  configureErrorReporting,
  type ErrorReportingSdk,
  MAX_QUEUED_REPORTS,
  reportError,
  reportWarning,
} from '../../../web/lib/report.ts';

t.test('without a DSN an error goes to console.error with its tags', async (t) => {
  await configureErrorReporting({ env: 'test', errorReportingDsn: null });
  const errors = t.capture(console, 'error', () => {});
  const failure = new Error('boom');
  reportError(failure, { tags: { source: 'Service Worker Loader' }, extra: { status: 503 } });
  const [call] = errors();
  t.same(call?.args, [failure, { tags: { source: 'Service Worker Loader' }, extra: { status: 503 } }]);
});

t.test('without a DSN a warning goes to console.warn with its tags', async (t) => {
  await configureErrorReporting({ env: 'test', errorReportingDsn: null });
  const warnings = t.capture(console, 'warn', () => {});
  reportWarning('translations missing', { tags: { area: 'i18n' } });
  t.same(warnings()[0]?.args, ['translations missing', { tags: { area: 'i18n' } }]);
});

// An SDK that records what it is given; `gate` holds the load until the test opens it.
function recordingSdk() {
  const calls: unknown[][] = [];
  const sdk: ErrorReportingSdk = {
    init: (options) => calls.push(['init', options]),
    captureException: (error, context) => calls.push(['exception', error, context]),
    captureMessage: (message, context) => calls.push(['message', message, context]),
  };
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const load = async () => {
    await gate;
    return sdk;
  };
  return { calls, sdk, open, load };
}

t.test('reports made while the SDK loads are sent once it is ready, in order', async (t) => {
  const { calls, load, open } = recordingSdk();
  const errors = t.capture(console, 'error', () => {});
  const ready = configureErrorReporting(
    { env: 'staging', errorReportingDsn: 'https://key@errors.example/1' },
    { load },
  );
  reportError(new Error('first'), { tags: { source: 'a' } });
  reportWarning('second');
  t.equal(calls.length, 0, 'nothing is sent before the SDK is loaded');
  open();
  await ready;
  t.same(calls[0], ['init', { dsn: 'https://key@errors.example/1', environment: 'staging', release: WEB_APP_VERSION }]);
  t.match(calls[1], ['exception', { message: 'first' }, { tags: { source: 'a' } }]);
  t.match(calls[2], ['message', 'second', { level: 'warning' }]);
  t.equal(errors().length, 0, 'nothing went to the console');
});

t.test(`at most ${MAX_QUEUED_REPORTS} reports wait for the SDK; the oldest are dropped`, async (t) => {
  const { calls, load, open } = recordingSdk();
  const ready = configureErrorReporting({ env: 'test', errorReportingDsn: 'https://key@errors.example/1' }, { load });
  for (let i = 0; i < MAX_QUEUED_REPORTS + 5; i++) reportWarning(`warning ${i}`);
  open();
  await ready;
  const messages = calls.filter(([kind]) => kind === 'message').map(([, message]) => message);
  t.equal(messages.length, MAX_QUEUED_REPORTS);
  t.equal(messages[0], 'warning 5');
});

t.test('when the SDK cannot be loaded, queued reports go to the console', async (t) => {
  const errors = t.capture(console, 'error', () => {});
  const ready = configureErrorReporting(
    { env: 'test', errorReportingDsn: 'https://key@errors.example/1' },
    { load: () => Promise.reject(new Error('chunk failed')) },
  );
  reportError(new Error('while loading'));
  await ready;
  const logged = errors().map(({ args }) => (args[0] as Error).message);
  t.same(logged, ['chunk failed', 'while loading']);
});

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      resolve((request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'));
    });
    request.on('error', reject);
  });
}

t.test('with a DSN the Sentry SDK posts an envelope with the error and its tag', async (t) => {
  const envelopes: { url: string; body: string }[] = [];
  let arrived: (() => void) | null = null;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    envelopes.push({ url: request.url ?? '', body });
    response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
    // The SDK also posts session updates; the test waits for the envelope with the error.
    if (body.includes('page view not registered')) arrived?.();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  // In a browser the global object is the window, and the SDK listens on it; the test document's
  // globals are copied onto Node's, whose own object has no listener methods.
  const global = globalThis as unknown as Record<string, unknown>;
  for (const key of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) {
    const own = Object.getOwnPropertyDescriptor(global, key);
    global[key] = window[key].bind(window);
    t.teardown(() => {
      if (own) Object.defineProperty(global, key, own);
      else delete global[key];
    });
  }

  await configureErrorReporting({ env: 'test', errorReportingDsn: `http://publickey@127.0.0.1:${port}/1` });
  const received = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  reportError(new Error('page view not registered'), { tags: { source: 'page-views' }, extra: { status: 503 } });
  await received;
  const envelope = envelopes.find(({ body }) => body.includes('page view not registered'));
  t.ok(envelope, 'an envelope carries the error message');
  t.match(envelope?.url, /^\/api\/1\/envelope\//);
  t.match(envelope?.body, /"source":"page-views"/);
  t.match(envelope?.body, /"environment":"test"/);
  t.match(envelope?.body, new RegExp(`"release":"${WEB_APP_VERSION.replaceAll('.', '\\.')}"`));
  await configureErrorReporting({ env: 'test', errorReportingDsn: null });
});
