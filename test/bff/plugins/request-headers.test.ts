// The §7.1 identity headers over real HTTP (issue 5 §2): valid ones reach the upstream exactly as
// sent, invalid ones are dropped and the request goes on, nothing else the client sent is
// forwarded, the request id is echoed, and every log line of the request carries the identity.
import { Writable } from 'node:stream';
import t from 'tap';
import { buildBffApp } from '../../../bff/app.ts';
import { loadRenderPage } from '../../../bff/render.ts';
import { startBff, testBffConfig } from '../../helpers/bff.ts';
import { type SeenRequest, startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql, type Response, send, setCookieNamed } from '../../helpers/http.ts';
import { newRequestId } from '../../helpers/upstream-client.ts';

const ME = '{ me { id } }';
const ANSWER = { kind: 'body', body: JSON.stringify({ data: { me: null } }) } as const;
const HEX32 = /^[0-9a-f]{32}$/;

const fault = await startFaultUpstream(t);
fault.setDefault(ANSWER);
const bff = await startBff(t, fault.url);
const uk = `uk.localhost:${bff.port}`;
const at = `at.localhost:${bff.port}`;

// What the BFF itself adds to every upstream call, on top of the identity headers.
const TRANSPORT = ['accept', 'connection', 'content-length', 'content-type', 'host', 'x-forwarded-for', 'x-request-id'];

// One GraphQL call through the BFF, and the upstream request it caused.
async function call(headers: Record<string, string>, host = uk): Promise<{ response: Response; seen: SeenRequest }> {
  const before = fault.requests.length;
  const response = await graphql(bff.origin, ME, {}, { host, headers });
  t.equal(response.status, 200, 'the request goes on');
  t.same(response.json(), { data: { me: null } });
  t.equal(fault.requests.length - before, 1, 'one upstream call');
  return { response, seen: fault.requests[before] as SeenRequest };
}

function cookieValue(response: Response, name: string): string | undefined {
  const line = setCookieNamed(response, name);
  return line === undefined ? undefined : cookiePair(line).slice(name.length + 1);
}

t.test('valid identity headers reach the upstream exactly as sent, with the request id', async (t) => {
  const sent = {
    'x-request-id': newRequestId(),
    'x-session-id': newRequestId(),
    'x-client-id': newRequestId(),
    'x-agent-type': 'consumer-app',
    'x-agent-version': '10.8.1',
    'x-parent-request-id': newRequestId(),
    'x-page-url': `http://${uk}/find-a-pro?category=plumber#top`,
  };
  const { response, seen } = await call(sent);
  for (const [name, value] of Object.entries(sent)) t.equal(seen.headers[name], value, name);
  t.equal(response.headers['x-request-id'], sent['x-request-id'], 'the request id is echoed');
  t.same(
    Object.keys(seen.headers).sort(),
    [
      ...TRANSPORT,
      'x-agent-type',
      'x-agent-version',
      'x-client-id',
      'x-page-url',
      'x-parent-request-id',
      'x-session-id',
    ].sort(),
    'exactly these headers',
  );
});

t.test('a page URL may also be a path, or name the brand’s own hostname', async (t) => {
  for (const pageUrl of ['/find-a-pro', '/', 'https://www.hearth-trades.co.uk/login?redirect-to=%2F']) {
    const { seen } = await call({ 'x-page-url': pageUrl });
    t.equal(seen.headers['x-page-url'], pageUrl, pageUrl);
  }
});

t.test('nothing else the client sent goes upstream', async (t) => {
  const { seen } = await call({
    'x-evil': 'yes',
    cookie: 'client_id=0123456789abcdef0123456789abcdef; tracking=1',
    authorization: 'Bearer not-from-a-cookie',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    forwarded: 'for=203.0.113.9;host=evil.example',
    'x-real-ip': '203.0.113.9',
    origin: 'https://evil.example',
    referer: 'https://evil.example/',
    'user-agent': 'curious/1.0',
    'x-hearth-csrf': '1',
    'x-agent-name': 'something',
  });
  t.same(
    Object.keys(seen.headers).sort(),
    [...TRANSPORT, 'x-client-id', 'x-session-id'].sort(),
    'the transport headers, and the ids from the cookies',
  );
  t.equal(seen.headers['x-forwarded-for'], '127.0.0.1', 'the client address is the connection’s, not a claimed one');
  t.equal(seen.headers['x-client-id'], '0123456789abcdef0123456789abcdef', 'the client id cookie stands in');
  t.equal(seen.headers.authorization, undefined, 'no authorization without a session cookie');
});

t.test('invalid values are dropped, the request goes on, and the cookie ids stand in', async (t) => {
  const invalid: Record<string, string[]> = {
    'x-session-id': ['abc', '0123456789ABCDEF0123456789ABCDEF', `${newRequestId()}0`, `-${newRequestId().slice(1)}`],
    'x-client-id': ['', 'client-1', 'g123456789abcdef0123456789abcdef'],
    'x-agent-type': ['desktop', 'Consumer-App', 'consumer-app, pro-app', 'ios'],
    'x-agent-version': ['10.8', '10.8.1.2', '010.8.1', '10.8.1-beta', 'v10.8.1', '99999.0.0'],
    'x-parent-request-id': ['parent', `${newRequestId()}${newRequestId()}`],
    'x-page-url': [
      'https://evil.example/find-a-pro',
      `http://${uk}.evil.example/`,
      `http://user:secret@${uk}/`,
      '//evil.example/find-a-pro',
      '/\\evil.example',
      'javascript:alert(1)',
      `ftp://${uk}/`,
      'find-a-pro',
      `/${'a'.repeat(2048)}`,
      '/find a pro',
    ],
  };
  for (const [name, values] of Object.entries(invalid)) {
    for (const value of values) {
      const { response, seen } = await call({ [name]: value });
      t.equal(seen.headers[name] === value, false, `${name}: ${JSON.stringify(value.slice(0, 40))} is not forwarded`);
      if (name === 'x-session-id' || name === 'x-client-id') {
        const cookie = name === 'x-session-id' ? 'session_id' : 'client_id';
        t.equal(seen.headers[name], cookieValue(response, cookie), `${name}: the new cookie's id goes instead`);
      } else {
        t.equal(seen.headers[name], undefined, `${name}: nothing goes instead`);
      }
    }
  }
});

t.test('the request id is made when absent or malformed, and the upstream gets the same one', async (t) => {
  for (const sent of [undefined, 'not-an-id', newRequestId().toUpperCase(), `${newRequestId()}ff`]) {
    const { response, seen } = await call(sent === undefined ? {} : { 'x-request-id': sent });
    const echoed = response.headers['x-request-id'];
    t.match(echoed, HEX32, `made for ${sent}`);
    t.not(echoed, sent);
    t.equal(seen.headers['x-request-id'], echoed, 'the upstream gets the echoed id');
  }
  const first = await call({});
  const second = await call({});
  t.not(first.response.headers['x-request-id'], second.response.headers['x-request-id'], 'new per request');
});

t.test('the brand with a country header always sends its own value; other brands never send one', async (t) => {
  t.equal((await call({}, at)).seen.headers['x-hearth-country'], 'AT', 'added for the Austrian brand');
  t.equal((await call({ 'x-hearth-country': 'AT' }, at)).seen.headers['x-hearth-country'], 'AT');
  t.equal(
    (await call({ 'x-hearth-country': 'DE' }, at)).seen.headers['x-hearth-country'],
    'AT',
    'a wrong value is not passed on',
  );
  t.equal((await call({ 'x-hearth-country': 'AT' }, uk)).seen.headers['x-hearth-country'], undefined, 'not from uk');
  t.equal((await call({}, uk)).seen.headers['x-hearth-country'], undefined);
});

t.test('agent type and version come from the wrapper’s cookies when the headers are absent', async (t) => {
  const fromCookies = await call({ cookie: 'agent-type=pro-app; agent-version=11.0.2' });
  t.equal(fromCookies.seen.headers['x-agent-type'], 'pro-app');
  t.equal(fromCookies.seen.headers['x-agent-version'], '11.0.2');
  const headerWins = await call({
    cookie: 'agent-type=pro-app; agent-version=11.0.2',
    'x-agent-type': 'consumer-app',
    'x-agent-version': '10.9.0',
  });
  t.equal(headerWins.seen.headers['x-agent-type'], 'consumer-app', 'the header wins over the cookie');
  t.equal(headerWins.seen.headers['x-agent-version'], '10.9.0');
  const badCookies = await call({ cookie: 'agent-type=toaster; agent-version=latest' });
  t.equal(badCookies.seen.headers['x-agent-type'], undefined, 'an invalid cookie is dropped too');
  t.equal(badCookies.seen.headers['x-agent-version'], undefined);
});

// An unsigned token as the session plugin reads it (the BFF decodes, the upstream verifies).
function accessToken(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

t.test('a server-rendered page calls the upstream with the identity of its cookies', async (t) => {
  const clientId = newRequestId();
  const sessionId = newRequestId();
  const token = accessToken({ typ: 'CONSUMER', exp: 4_000_000_000 });
  const before = fault.requests.length;
  const page = await send(bff.origin, '/', {
    host: at,
    headers: {
      cookie: `client_id=${clientId}; client-id=${clientId}; session_id=${sessionId}; session-id=${sessionId}; agent-type=consumer-app; hearth_token=${token}`,
      'x-evil': 'yes',
    },
  });
  t.equal(page.status, 200);
  const seen = fault.requests.slice(before);
  t.ok(seen.length >= 1, 'the page asked the upstream for the signed-in user');
  for (const request of seen) {
    t.equal(request.headers['x-client-id'], clientId);
    t.equal(request.headers['x-session-id'], sessionId);
    t.equal(request.headers['x-agent-type'], 'consumer-app');
    t.equal(request.headers['x-hearth-country'], 'AT');
    t.equal(request.headers['x-request-id'], page.headers['x-request-id']);
    t.equal(request.headers.authorization, `Bearer ${token}`);
    t.equal(request.headers['x-evil'], undefined);
  }
});

t.test('a login goes upstream with the identity headers too', async (t) => {
  const sessionId = newRequestId();
  fault.script({
    kind: 'body',
    body: JSON.stringify({ data: { login: { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' } } }),
  });
  const before = fault.requests.length;
  await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: 'someone@example.com', password: 'wrong-password' } },
    { host: uk, headers: { 'x-session-id': sessionId, 'x-agent-type': 'pro-app', 'x-evil': 'yes' } },
  );
  const seen = fault.requests[before];
  t.match(seen?.body, /login/);
  t.equal(seen?.headers['x-session-id'], sessionId);
  t.equal(seen?.headers['x-agent-type'], 'pro-app');
  t.equal(seen?.headers['x-evil'], undefined);
});

t.test('every log line of a request carries its identity; invalid values are logged at warn', async (t) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = testBffConfig(fault.url);
  const app = await buildBffApp({
    config,
    renderPage: await loadRenderPage(config.distDir),
    fastify: { logger: { level: 'info', stream } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const requestId = newRequestId();
  const sessionId = newRequestId();
  const clientId = newRequestId();
  fault.script({ kind: 'status', status: 400 });
  const response = await graphql(
    origin,
    ME,
    {},
    {
      host: uk,
      headers: {
        'x-request-id': requestId,
        'x-session-id': sessionId,
        'x-client-id': clientId,
        'x-agent-type': 'desktop',
        'x-page-url': `http://${uk}/reset-password?token=secret-reset-token`,
      },
    },
  );
  t.match(response.headers['x-request-id'], requestId);
  const ours = lines.filter((line) => line.reqId === requestId);
  const after = ours.filter((line) => line.msg !== 'incoming request');
  t.ok(after.length >= 3, 'the warning, the upstream fault and the completion are logged');
  for (const line of after) {
    t.match(line, { sessionId, clientId, pagePath: '/reset-password' }, String(line.msg));
    t.notOk('agentType' in line, 'the invalid agent type is not bound');
  }
  t.match(
    ours.find((line) => line.msg === 'request completed'),
    { sessionId, clientId, pagePath: '/reset-password' },
  );
  const warning = ours.find((line) => line.level === 40 && Array.isArray(line.rejected));
  t.match(warning, { rejected: [{ header: 'x-agent-type', value: 'desktop' }] });
  t.notMatch(JSON.stringify(after), /secret-reset-token/, 'a page URL’s query string is not logged');
});
