// Structured logs (issue 5 §8), read from the BFF's own log stream: every line of a request carries
// its request id, an upstream failure masked to the client is logged whole, and no token or cookie
// reaches the log even though the request's headers do.
import { Writable } from 'node:stream';
import t from 'tap';
import { buildBffApp } from '../../bff/app.ts';
import { loggerOptions } from '../../bff/logging.ts';
import { loadRenderPage } from '../../bff/render.ts';
import { testBffConfig } from '../helpers/bff.ts';
import { startFaultUpstream } from '../helpers/fault-upstream.ts';
import { graphql } from '../helpers/http.ts';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJsb2ctdGVzdCJ9.token-secret-4711';
const REFRESH = 'refresh-secret-0815';

const fault = await startFaultUpstream(t);
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});
const config = testBffConfig(fault.url, { PV_DIR: t.testdir(), LOG_LEVEL: 'info' });
const app = await buildBffApp({
  config,
  renderPage: await loadRenderPage(config.distDir),
  fastify: { logger: { ...loggerOptions(config.logLevel), stream } },
});
await app.listen({ host: '127.0.0.1', port: 0 });
t.teardown(() => app.close());
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// The log lines written while `run` ran.
async function logOf(run: () => Promise<unknown>) {
  const from = lines.length;
  await run();
  // The last line ("request completed") is written once the response has gone out.
  for (let turn = 0; turn < 1_000 && !lines.slice(from).some((line) => line.msg === 'request completed'); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return lines.slice(from);
}

t.test('an upstream failure is masked for the client and logged whole, with the request id', async (t) => {
  fault.script({ kind: 'status', status: 500 });
  let requestId = '';
  const log = await logOf(async () => {
    const answer = await graphql(origin, 'query Me { me { id } }');
    requestId = String(answer.headers['x-request-id']);
    t.match(answer.json(), {
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }],
    });
    t.notMatch(answer.text, /500|status code/, 'the cause is not told to the client');
  });
  t.match(requestId, /^[0-9a-f]{32}$/);
  t.ok(log.length >= 3, 'the request, the failure and the answer are logged');
  t.same(
    log.filter((line) => line.reqId !== requestId),
    [],
    'every line of the request carries its id',
  );
  const failure = log.find((line) => (line.err as { code?: string } | undefined)?.code === 'BFF_ERR_UPSTREAM_STATUS');
  t.ok(failure, 'the upstream failure is logged');
  t.equal(failure?.level, 50, 'as an error');
  t.match(failure?.err, { type: 'UpstreamStatusError', message: /500/, stack: /UpstreamStatusError|upstream-client/ });
});

t.test('tokens and cookies never reach the log, though the headers do', async (t) => {
  fault.script({ kind: 'body', body: JSON.stringify({ data: { me: null } }) });
  const log = await logOf(() =>
    graphql(
      origin,
      'query Me { me { id } }',
      {},
      {
        cookie: `hearth_token=${TOKEN}; hearth_refresh=${REFRESH}; client_id=c-1`,
        headers: { authorization: `Bearer ${TOKEN}`, 'user-agent': 'LogTest/1.0' },
      },
    ),
  );
  const incoming = log.find((line) => line.msg === 'incoming request') as
    | { req: { headers: Record<string, string> } }
    | undefined;
  t.equal(incoming?.req.headers['user-agent'], 'LogTest/1.0', 'the request headers are logged');
  t.equal(incoming?.req.headers.authorization, '[redacted]');
  t.equal(incoming?.req.headers.cookie, '[redacted]');
  const text = JSON.stringify(log);
  for (const secret of [TOKEN, 'token-secret-4711', REFRESH]) t.notMatch(text, secret, `${secret} is not logged`);
});

t.test('a headers object logged under any name is censored too', async (t) => {
  const from = lines.length;
  app.log.info({ upstream: { headers: { authorization: `Bearer ${TOKEN}`, cookie: REFRESH } } }, 'headers elsewhere');
  app.log.info({ response: { headers: { 'set-cookie': [`hearth_token=${TOKEN}`] } } }, 'set-cookie elsewhere');
  const text = JSON.stringify(lines.slice(from));
  t.match(text, '[redacted]');
  t.notMatch(text, 'token-secret-4711');
  t.notMatch(text, REFRESH);
});
