// POST /pv over real HTTP: what a beacon may send, what the server adds, and the promise behind a
// 204 — the record is on disk (fsynced), many records share one fsync, a full queue answers 503,
// and closing the app writes what is queued.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import t from 'tap';
import { request } from 'undici';
import { loadBffConfig } from '../../../bff/config.ts';
import { createFileSink, type FileSink } from '../../../bff/page-views/file-sink.ts';
import type { PageViewRecord } from '../../../bff/page-views/record.ts';
import { brandPlugin } from '../../../bff/plugins/brand.ts';
import { pageViewsPlugin } from '../../../bff/routes/page-views.ts';
import { startBff } from '../../helpers/bff.ts';
import { spawnBff } from '../../helpers/bff-process.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import { type Closable, startUpstream } from '../../helpers/upstream.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function readRecords(dir: string): Promise<PageViewRecord[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.ndjson'));
  const records: PageViewRecord[] = [];
  for (const name of names) {
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      if (line) records.push(JSON.parse(line));
    }
  }
  return records;
}

function beacon(origin: string, body: string, options: { host?: string; headers?: Record<string, string> } = {}) {
  return send(origin, '/pv', { method: 'POST', host: options.host, headers: { ...FORM, ...options.headers }, body });
}

// An unsigned token, as an attacker would make one: the BFF shows nothing of it (decision 031).
function forgedToken(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.signature`;
}

// A genuine access token, issued through this BFF.
async function signedInToken(): Promise<string> {
  const login = await graphql(bff.origin, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username: 'consumer.nl@example.com', password: 'hearth-demo' },
  });
  const cookie = login.cookies.find((line) => line.startsWith('hearth_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookiePair(cookie).slice('hearth_token='.length);
}

// A promise the test resolves, to hold the sink still.
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const upstream = await startUpstream(t);
const dir = t.testdir();
const bff = await startBff(t, upstream.url, { PV_DIR: dir });

t.test('a valid beacon is answered 204 and its record on disk carries the enrichment', async (t) => {
  const body = new URLSearchParams({
    page_title: 'Haardwerk — vakmensen',
    method: 'GET',
    uri: `http://nl.localhost:${bff.port}/klussen?page=2`,
    referer: 'https://www.google.com/',
    screen_resolution_width: '1920',
    screen_resolution_height: '1080',
    viewport_width: '1280',
    viewport_height: '720',
    color_depth: '24',
    timestamp: '1700000000000',
    page_name: 'Visitor/PostAJobPage',
    service_id: '42',
    ext_tracking_id: 'tr-1',
  });
  body.append('experiments[]', 'new-form');
  body.append('experiments[]', 'priority-match');
  const token = await signedInToken();
  const before = Date.now();
  const response = await beacon(bff.origin, body.toString(), {
    host: `nl.localhost:${bff.port}`,
    headers: {
      'user-agent': `Beacon/1.0 ${'x'.repeat(600)}`,
      cookie: `client_id=c-123; session-id=s-456; hearth_token=${token}`,
    },
  });
  t.equal(response.status, 204);
  t.equal(response.text, '');
  const record = (await readRecords(dir)).find((candidate) => candidate.extra.tracking_id === 'tr-1');
  if (!record) throw new Error('the acknowledged record is not on disk');
  t.match(record, {
    uri: '/klussen?page=2',
    page_title: 'Haardwerk — vakmensen',
    method: 'GET',
    referer: 'https://www.google.com/',
    screen_resolution_width: 1920,
    viewport_height: 720,
    color_depth: 24,
    timestamp: 1700000000000,
    page_name: 'Visitor/PostAJobPage',
    service_id: '42',
    brand: 'nl',
    locale: 'nl-NL',
    client_id: 'c-123',
    session_id: 's-456',
    user_type: 'CONSUMER',
    ip: '127.0.0.0',
  });
  t.same(record.experiments, ['new-form', 'priority-match'], 'experiments[] is a list, in order');
  t.equal(record.user_agent?.length, 512, 'the user agent is cut at 512 characters');
  t.notOk(JSON.stringify(record).includes(token), 'the token never reaches the record');
  const receivedAt = Date.parse(record.received_at);
  t.ok(receivedAt >= before && receivedAt <= Date.now(), 'received_at is the server time');
  t.match(record.id, /^[0-9a-f-]{36}$/);
});

t.test('a forged token gives the record no user type', async (t) => {
  const response = await beacon(bff.origin, 'uri=/forged&ext_case=forged', {
    headers: { cookie: `hearth_token=${forgedToken({ typ: 'ADMIN', exp: 4_000_000_000 })}` },
  });
  t.equal(response.status, 204);
  const record = (await readRecords(dir)).find((candidate) => candidate.extra.case === 'forged');
  t.equal(record?.user_type, null);
});

t.test('a single experiment is still a list, and none is an empty list', async (t) => {
  t.equal((await beacon(bff.origin, 'uri=/one&experiments[]=solo&ext_case=one')).status, 204);
  t.equal((await beacon(bff.origin, 'uri=/none&ext_case=none')).status, 204);
  const records = await readRecords(dir);
  t.same(records.find((record) => record.extra.case === 'one')?.experiments, ['solo']);
  t.same(records.find((record) => record.extra.case === 'none')?.experiments, []);
});

t.test('a body of 40,000 bytes is accepted and one of 40,001 is refused with 413', async (t) => {
  const base = 'uri=/size';
  const fits = base + '&'.repeat(40_000 - base.length);
  t.equal((await beacon(bff.origin, fits)).status, 204);
  const over = await beacon(bff.origin, `${fits}&`);
  t.equal(over.status, 413);
});

t.test('JSON, multipart and text bodies are refused with 415', async (t) => {
  for (const contentType of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
    const response = await beacon(bff.origin, contentType === 'application/json' ? '{"uri":"/"}' : 'uri=/', {
      headers: { 'content-type': contentType },
    });
    t.equal(response.status, 415, contentType);
  }
});

t.test('malformed fields are refused with 400 naming the field', async (t) => {
  const cases: [string, string][] = [
    ['page_title=no-uri', 'uri'],
    ['uri=//evil.example/x', 'uri'],
    ['uri=/\\evil.example', 'uri'],
    ['uri=https://evil.example/x', 'uri'],
    ['uri=javascript:alert(1)', 'uri'],
    ['uri=/&viewport_width=-1', 'viewport_width'],
    ['uri=/&viewport_width=1e3', 'viewport_width'],
    ['uri=/&screen_resolution_height=100001', 'screen_resolution_height'],
    ['uri=/&color_depth=65', 'color_depth'],
    ['uri=/&timestamp=soon', 'timestamp'],
    ['uri=/&referer=javascript:alert(1)', 'referer'],
    [`uri=/&page_title=${'a'.repeat(513)}`, 'page_title'],
    ['uri=/&page_name=a&page_name=b', 'page_name'],
    ['uri=/&experiments[]=a%20b', 'experiments[]'],
    [`uri=/${'&experiments[]=x'.repeat(51)}`, 'experiments[]'],
    ['uri=/&ext_Bad=1', 'ext_Bad'],
    ['uri=/&password=secret', 'password'],
    ['uri=/&page_title=a%0Ab', 'page_title'],
  ];
  for (const [body, field] of cases) {
    const response = await beacon(bff.origin, body);
    t.equal(response.status, 400, body.slice(0, 60));
    t.equal(response.json().field, field, body.slice(0, 60));
  }
  t.notOk(
    (await readRecords(dir)).some((record) => record.uri.includes('evil')),
    'nothing refused was stored',
  );
});

t.test('a form post to /graphql is never parsed as a form', async (t) => {
  const response = await send(bff.origin, '/graphql', {
    method: 'POST',
    // Past any CSRF check, so only the missing form parser can refuse it.
    headers: { ...FORM, 'x-hearth-csrf': '1', 'apollo-require-preflight': 'true' },
    body: 'query=%7B__typename%7D',
  });
  t.equal(response.status, 415);
  t.match(response.text, /Unsupported Media Type/);
  t.notMatch(response.text, /__typename/, 'the query in the form was not run');
});

// An app with the page-view plugin and a sink the test holds, to count fsyncs or hold the sink still.
async function startWithSink(t: Closable, sink: FileSink<PageViewRecord>, env: NodeJS.ProcessEnv = {}) {
  const config = loadBffConfig({ APP_ENV: 'test', UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:9/graphql', ...env });
  const app = Fastify({ logger: false, return503OnClosing: true });
  let handled = 0;
  app.addHook('preHandler', async () => {
    handled += 1;
  });
  await app.register(cookie);
  await app.register(brandPlugin, { config });
  await app.register(pageViewsPlugin, { config, sink });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let closed = false;
  t.teardown(() => (closed ? undefined : app.close()));
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    handled: () => handled,
    close: async () => {
      closed = true;
      await app.close();
    },
  };
}

// Bounded polling: a few thousand event-loop turns, never a wall-clock sleep.
async function until(condition: () => boolean, what: string) {
  for (let turn = 0; turn < 10_000; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting until ${what}`);
}

t.test('a flood of 500 beacons: every 204 is on disk, and fsyncs are shared (group commit)', async (t) => {
  const flood = t.testdir();
  // The first write is held until every beacon has arrived, so batching does not depend on how
  // fast this machine's disk happens to be.
  const held = gate();
  const sink = createFileSink<PageViewRecord>({ dir: flood, beforeWrite: () => held.opened });
  const server = await startWithSink(t, sink);
  const sent = Promise.all(
    Array.from({ length: 500 }, (_, index) => beacon(server.origin, `uri=/flood&ext_n=${index}`)),
  );
  await until(() => server.handled() === 500, 'all 500 beacons are queued');
  held.open();
  const accepted = (await sent).filter((response) => response.status === 204).length;
  t.equal(accepted, 500);
  t.equal((await readRecords(flood)).length, accepted, 'records on disk equal the 204s');
  t.equal(sink.records, accepted);
  t.equal(sink.syncs, 2, 'one fsync for the first beacon, one for the 499 that queued behind it');
});

t.test('when the queue is full the beacon is answered 503 with Retry-After, and not stored', async (t) => {
  const slow = t.testdir();
  const held = gate();
  const writing = gate();
  const sink = createFileSink<PageViewRecord>({
    dir: slow,
    beforeWrite: async () => {
      writing.open();
      await held.opened;
    },
  });
  const server = await startWithSink(t, sink, { PV_QUEUE_LIMIT: '1' });
  const first = beacon(server.origin, 'uri=/first');
  await writing.opened;
  const refused = await beacon(server.origin, 'uri=/refused');
  t.equal(refused.status, 503);
  t.equal(refused.headers['retry-after'], '1');
  held.open();
  t.equal((await first).status, 204);
  t.equal((await beacon(server.origin, 'uri=/after')).status, 204, 'room again once the sink caught up');
  t.same((await readRecords(slow)).map((record) => record.uri).sort(), ['/after', '/first']);
});

t.test('closing the app writes every queued record before it resolves, even for gone clients', async (t) => {
  const closing = t.testdir();
  const held = gate();
  const writing = gate();
  const sink = createFileSink<PageViewRecord>({
    dir: closing,
    beforeWrite: async () => {
      writing.open();
      await held.opened;
    },
  });
  const server = await startWithSink(t, sink);
  const aborts = Array.from({ length: 20 }, () => new AbortController());
  const sent = aborts.map((abort, index) =>
    request(`${server.origin}/pv`, {
      method: 'POST',
      headers: FORM,
      body: `uri=/closing&ext_n=${index}`,
      signal: abort.signal,
    }).catch(() => null),
  );
  await writing.opened;
  await until(() => server.handled() === 20, 'all 20 beacons are queued');
  await new Promise((resolve) => setImmediate(resolve));
  // The browsers leave: nobody waits for these 204s any more, but the records were accepted.
  for (const abort of aborts) abort.abort();
  await Promise.all(sent);
  const closed = server.close();
  held.open();
  await closed;
  t.equal((await readRecords(closing)).length, 20, 'all queued records are on disk when close resolves');
  t.equal(
    (await beacon(server.origin, 'uri=/late').catch(() => ({ status: 0 }))).status === 204,
    false,
    'nothing is acknowledged after close',
  );
});

t.test('SIGTERM during a page-view flood loses no acknowledged record', async (t) => {
  const killed = t.testdir();
  const bff = await spawnBff(t, {
    UPSTREAM_GRAPHQL_URL: upstream.url,
    PV_DIR: killed,
    // The flood comes from one client; this test is about durability, not the limits.
    RATE_LIMIT_PV: '100000/1m',
    RATE_LIMIT_PV_PER_IP: '100000/1m',
  });
  const { origin } = bff;
  const acknowledged = new Set<string>();
  const enough = gate();
  let sent = 0;
  let stopped = false;
  // Ten senders keep beacons in flight until the server stops answering.
  const senders = Array.from({ length: 10 }, async () => {
    while (!stopped) {
      const n = String(sent++);
      const response = await beacon(origin, `uri=/kill&ext_n=${n}`).catch(() => null);
      if (response?.status === 204) acknowledged.add(n);
      else if (response === null) stopped = true;
      if (acknowledged.size >= 200 || stopped) enough.open();
    }
  });
  await enough.opened;
  t.ok(acknowledged.size >= 200, 'the flood is under way');
  bff.child.kill('SIGTERM');
  const { code } = await bff.exited;
  stopped = true;
  await Promise.all(senders);
  t.equal(code, 0, 'the server exits cleanly');
  const stored = new Set((await readRecords(killed)).map((record) => record.extra.n));
  const lost = [...acknowledged].filter((n) => !stored.has(n));
  t.same(lost, [], `all ${acknowledged.size} acknowledged records are on disk`);
});
