// Rate limits per client (issue 5 §7, decision 012): logins and one-time-code requests on /graphql
// and page-view beacons. Past a limit the answer is 429 with Retry-After, nothing reaches the
// upstream and nothing is written; with REDIS_URL several BFF instances share the counts, and a Redis
// that cannot be reached lets requests through.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import t, { type Test } from 'tap';
import { loadBffConfig } from '../../../bff/config.ts';
import { addressKey } from '../../../bff/rate-limit/client-limits.ts';
import { createMemoryStore } from '../../../bff/rate-limit/memory-store.ts';
import { createRedisStore } from '../../../bff/rate-limit/redis-store.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { graphql, type Response, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoginFailed { code } } }';
const REQUEST_CODE = 'mutation($i: RequestLoginCodeInput!) { requestLoginCode(input: $i) { __typename } }';
const GUESS = { i: { username: 'nobody@example.com', password: 'a-guess' } };

const upstream = await startUpstream(t);
// Every upstream request passes through here on its way, so a test can count what got through.
const recorder = await startFaultUpstream(t, upstream.url);
const upstreamCalls = (field: string) => recorder.requests.filter((seen) => seen.body.includes(`${field}(`)).length;

const newClientId = () => randomBytes(16).toString('hex');

function login(origin: string, clientId?: string): Promise<Response> {
  return graphql(origin, LOGIN, GUESS, clientId ? { cookie: `client_id=${clientId}` } : {});
}

function isRateLimited(t: Test, response: Response, seconds: { max: number }) {
  t.equal(response.status, 429, 'answered 429');
  const retryAfter = Number(response.headers['retry-after']);
  t.ok(retryAfter >= 1 && retryAfter <= seconds.max, `Retry-After is within the window (${retryAfter})`);
  t.match(response.json(), {
    data: null,
    errors: [{ extensions: { code: 'RATE_LIMIT', retryAfterSeconds: retryAfter, requestId: /^[0-9a-f]{32}$/ } }],
  });
}

t.test(
  'a client past its login limit gets 429 with Retry-After and RATE_LIMIT; the upstream is not called',
  async (t) => {
    const bff = await startBff(t, recorder.url, { RATE_LIMIT_LOGIN: '3/1m' });
    const client = newClientId();
    const before = upstreamCalls('login');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await login(bff.origin, client);
      t.same(response.json(), { data: { login: { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' } } });
    }
    t.equal(upstreamCalls('login') - before, 3, 'the attempts under the limit reached the upstream');
    isRateLimited(t, await login(bff.origin, client), { max: 60 });
    isRateLimited(t, await login(bff.origin, client), { max: 60 });
    t.equal(upstreamCalls('login') - before, 3, 'the refused attempts did not');

    t.same((await login(bff.origin, newClientId())).status, 200, 'another client is not held back');
    const other = await graphql(bff.origin, '{ session { isAuthenticated } }', {}, { cookie: `client_id=${client}` });
    t.same(other.json(), { data: { session: { isAuthenticated: false } } }, 'other operations are not counted');
  },
);

t.test('aliases and root fragments count as the logins they hold', async (t) => {
  const bff = await startBff(t, recorder.url, { RATE_LIMIT_LOGIN: '3/1m' });
  const before = upstreamCalls('login');
  const aliased = `mutation($i: LoginInput!) { ${[1, 2, 3, 4].map((n) => `a${n}: login(input: $i) { __typename }`).join(' ')} }`;
  const cookie = `client_id=${newClientId()}`;
  isRateLimited(t, await graphql(bff.origin, aliased, GUESS, { cookie }), { max: 60 });

  const hidden = `mutation($i: LoginInput!) { ...Try ... on Mutation { again: login(input: $i) { __typename } } }
    fragment Try on Mutation { login(input: $i) { __typename } }`;
  const second = `client_id=${newClientId()}`;
  t.equal((await graphql(bff.origin, hidden, GUESS, { cookie: second })).status, 200, 'two logins: within 3');
  isRateLimited(t, await graphql(bff.origin, hidden, GUESS, { cookie: second }), { max: 60 });
  t.equal(upstreamCalls('login') - before, 2, 'only the operation within the limit ran');
});

t.test('a client that rotates its cookie is still held by the limit per address', async (t) => {
  const bff = await startBff(t, recorder.url, { RATE_LIMIT_LOGIN: '10/1m', RATE_LIMIT_LOGIN_PER_IP: '3/1m' });
  for (let attempt = 1; attempt <= 3; attempt += 1) t.equal((await login(bff.origin, newClientId())).status, 200);
  isRateLimited(t, await login(bff.origin, newClientId()), { max: 60 });
  isRateLimited(t, await login(bff.origin), { max: 60 });
});

t.test('one-time-code requests have a limit of their own', async (t) => {
  const bff = await startBff(t, recorder.url, { RATE_LIMIT_CODES: '2/10m' });
  const cookie = `client_id=${newClientId()}`;
  const before = upstreamCalls('requestLoginCode');
  const ask = () => graphql(bff.origin, REQUEST_CODE, { i: { email: 'consumer.nl@example.com' } }, { cookie });
  t.match((await ask()).json(), { data: { requestLoginCode: { __typename: 'CodeRequested' } } });
  t.equal((await ask()).status, 200);
  isRateLimited(t, await ask(), { max: 600 });
  t.equal(upstreamCalls('requestLoginCode') - before, 2, 'no third code was sent');
  t.equal((await graphql(bff.origin, LOGIN, GUESS, { cookie })).status, 200, 'logging in is still allowed');
});

t.test('beacons from one address with a fresh client id each are limited per address', async (t) => {
  const dir = t.testdir();
  const bff = await startBff(t, recorder.url, { PV_DIR: dir, RATE_LIMIT_PV: '2/1m', RATE_LIMIT_PV_PER_IP: '5/1m' });
  const statuses: number[] = [];
  for (let beacon = 0; beacon < 7; beacon++) {
    const response = await send(bff.origin, '/pv', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `client_id=${newClientId()}` },
      body: new URLSearchParams({ page_name: 'Visitor/HomePage', uri: '/', timestamp: String(Date.now()) }).toString(),
    });
    statuses.push(response.status);
  }
  t.same(statuses, [204, 204, 204, 204, 204, 429, 429]);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ndjson'));
  const lines = (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('').split('\n');
  t.equal(lines.filter(Boolean).length, 5, 'only the accepted beacons are on disk');
});

t.test('page-view beacons past the limit get 429 and are not written', async (t) => {
  const dir = t.testdir();
  const bff = await startBff(t, recorder.url, { PV_DIR: dir, RATE_LIMIT_PV: '2/1m' });
  const client = newClientId();
  const beacon = (clientId: string) =>
    send(bff.origin, '/pv', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `client_id=${clientId}` },
      body: new URLSearchParams({ page_name: 'Visitor/HomePage', uri: '/', timestamp: String(Date.now()) }).toString(),
    });
  t.equal((await beacon(client)).status, 204);
  t.equal((await beacon(client)).status, 204);
  const refused = await beacon(client);
  t.equal(refused.status, 429);
  t.ok(Number(refused.headers['retry-after']) >= 1, 'with Retry-After');
  t.match(refused.json(), { code: 'RATE_LIMIT', requestId: /^[0-9a-f]{32}$/ });
  t.equal((await beacon(newClientId())).status, 204, 'another client is still counted apart');

  const names = (await readdir(dir)).filter((name) => name.endsWith('.ndjson'));
  const lines = (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8'))))
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { client_id: string });
  t.equal(lines.filter((record) => record.client_id === client).length, 2, 'only the accepted beacons are on disk');
  t.equal(lines.length, 3);
});

t.test('two BFF instances on one Redis share the count', async (t) => {
  const prefix = `hearth-test:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  t.teardown(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  const env = { REDIS_URL, RATE_LIMIT_KEY_PREFIX: prefix, RATE_LIMIT_LOGIN: '3/1m' };
  const first = await startBff(t, recorder.url, env);
  const second = await startBff(t, recorder.url, env);
  const client = newClientId();
  t.equal((await login(first.origin, client)).status, 200);
  t.equal((await login(second.origin, client)).status, 200);
  t.equal((await login(first.origin, client)).status, 200);
  isRateLimited(t, await login(second.origin, client), { max: 60 });
  isRateLimited(t, await login(first.origin, client), { max: 60 });

  const key = `${prefix}login:client:id:${client}`;
  t.equal(await redis.get(key), '5', 'one counter, in Redis, under the configured prefix');
  const ttl = await redis.pttl(key);
  t.ok(ttl > 0 && ttl <= 60_000, 'that expires with its window');
  t.equal((await login(second.origin, newClientId())).status, 200, 'another client is counted apart');
});

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

t.test('while Redis cannot be reached requests are let through with one warning; then counting resumes', async (t) => {
  const port = await closedPort();
  const url = `redis://127.0.0.1:${port}`;
  const bff = await startBff(t, recorder.url, { REDIS_URL: url, RATE_LIMIT_LOGIN: '1/1m' });
  const client = newClientId();
  for (let attempt = 1; attempt <= 3; attempt += 1) t.equal((await login(bff.origin, client)).status, 200);

  const logged: string[] = [];
  const log = {
    warn: (_details: unknown, message: string) => logged.push(`warn: ${message}`),
    info: (message: string) => logged.push(`info: ${message}`),
  } as unknown as FastifyBaseLogger;
  const prefix = `hearth-test:${randomBytes(6).toString('hex')}:`;
  const store = await createRedisStore({ url: new URL(url), keyPrefix: prefix, log });
  t.teardown(() => store.close());
  for (let hit = 0; hit < 3; hit += 1) {
    t.same(await store.hit('k', 1, 60_000), { allowed: true, retryAfterMs: 0, remaining: 1 });
  }
  t.same(logged, ['warn: rate-limit store unreachable: requests are let through until it answers again']);

  // Redis "comes back" on that port: a relay to the real one.
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const relay = createServer((socket) => {
    const redis = connect(Number(target.port || 6379), target.hostname);
    for (const end of [socket, redis]) {
      sockets.add(end);
      end.on('error', () => {});
      end.on('close', () => {
        socket.destroy();
        redis.destroy();
      });
    }
    socket.pipe(redis).pipe(socket);
  }).listen(port, '127.0.0.1');
  await once(relay, 'listening');
  t.teardown(() => {
    for (const socket of sockets) socket.destroy();
    relay.close();
  });
  const cleanup = new Redis(REDIS_URL);
  t.teardown(async () => {
    await cleanup.del(`${prefix}k`);
    await cleanup.quit();
  });
  // The client reconnects on its own within a few seconds; poll, with a bound, until it counts.
  let outcome = await store.hit('k', 1, 60_000);
  for (let poll = 0; poll < 100 && outcome.remaining > 0; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    outcome = await store.hit('k', 1, 60_000);
  }
  t.same(outcome, { allowed: true, retryAfterMs: 0, remaining: 0 }, 'the first counted hit');
  t.match(await store.hit('k', 1, 60_000), { allowed: false, remaining: 0 }, 'and the limit holds again');
  t.same(logged.at(-1), 'info: rate-limit store answers again');
});

t.test('the memory store: fixed windows, bounded, expired windows swept', async (t) => {
  let now = 1_000_000;
  const store = createMemoryStore({ maxKeys: 3, now: () => now });
  t.teardown(() => store.close());
  t.same(await store.hit('a', 2, 10_000), { allowed: true, retryAfterMs: 0, remaining: 1 });
  now += 4_000;
  t.same(await store.hit('a', 2, 10_000), { allowed: true, retryAfterMs: 0, remaining: 0 });
  t.same(await store.hit('a', 2, 10_000), { allowed: false, retryAfterMs: 6_000, remaining: 0 }, 'refused hits count');
  now += 6_000;
  t.same(await store.hit('a', 2, 10_000), { allowed: true, retryAfterMs: 0, remaining: 1 }, 'a new window');
  t.same(await store.hit('b', 2, 10_000, 3), { allowed: false, retryAfterMs: 10_000, remaining: 0 }, 'a cost');

  await store.hit('c', 5, 1_000);
  t.equal(store.size, 3);
  await store.hit('d', 5, 60_000);
  t.equal(store.size, 3, 'full: the oldest window made room');
  t.same(await store.hit('a', 2, 10_000), { allowed: true, retryAfterMs: 0, remaining: 1 }, 'a was the oldest');
  now += 2_000;
  store.sweep();
  t.equal(store.size, 2, 'the ended window of c was swept');
});

t.test('addresses: IPv4 as is, IPv6 by its /64', async (t) => {
  t.equal(addressKey('203.0.113.7'), '203.0.113.7');
  t.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  t.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
  t.equal(addressKey('2001:db8:1:2:ffff:0:0:9'), '2001:db8:1:2::/64');
  t.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
});

t.test('configuration: defaults, and a wrong value stops the start naming the variable', async (t) => {
  const base = { UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql' };
  t.same(loadBffConfig(base).rateLimits, {
    redisUrl: null,
    keyPrefix: 'hearth:rate-limit:',
    loginPerClient: { limit: 10, windowMs: 60_000 },
    loginPerIp: { limit: 30, windowMs: 60_000 },
    codesPerClient: { limit: 5, windowMs: 600_000 },
    codesPerIp: { limit: 20, windowMs: 600_000 },
    pageViewsPerClient: { limit: 120, windowMs: 60_000 },
    pageViewsPerIp: { limit: 240, windowMs: 60_000 },
  });
  t.equal(loadBffConfig({ ...base, REDIS_URL: 'rediss://cache.example:6380/2' }).rateLimits.redisUrl?.port, '6380');
  t.same(loadBffConfig({ ...base, RATE_LIMIT_PV: '500/1h' }).rateLimits.pageViewsPerClient, {
    limit: 500,
    windowMs: 3_600_000,
  });
  const cases: [Record<string, string>, RegExp][] = [
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\//],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ RATE_LIMIT_KEY_PREFIX: 'has space' }, /RATE_LIMIT_KEY_PREFIX/],
    [{ RATE_LIMIT_LOGIN: '10' }, /RATE_LIMIT_LOGIN must be count\/window/],
    [{ RATE_LIMIT_LOGIN_PER_IP: '0/1m' }, /RATE_LIMIT_LOGIN_PER_IP/],
    [{ RATE_LIMIT_CODES: '5/2d' }, /RATE_LIMIT_CODES/],
    [{ RATE_LIMIT_CODES_PER_IP: '5/25h' }, /RATE_LIMIT_CODES_PER_IP/],
    [{ RATE_LIMIT_PV: '-1/1m' }, /RATE_LIMIT_PV/],
    [{ RATE_LIMIT_PV_PER_IP: '1/0s' }, /RATE_LIMIT_PV_PER_IP/],
  ];
  for (const [env, message] of cases) {
    t.throws(() => loadBffConfig({ ...base, ...env }), { name: 'ConfigError', message }, JSON.stringify(env));
  }
});
