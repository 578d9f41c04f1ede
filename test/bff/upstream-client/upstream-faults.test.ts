// Upstream faults (spec §8): retries with backoff and a budget, the deadline, the caller's abort,
// and how each fault reaches the client — against a test upstream that misbehaves on cue.

import t, { type Test } from 'tap';
import { request } from 'undici';
import { buildBffApp } from '../../../bff/app.ts';
import { UpstreamAbortedError, UpstreamStatusError } from '../../../bff/errors.ts';
import { loadRenderPage } from '../../../bff/render.ts';
import { createUpstreamClient, type UpstreamClient } from '../../../bff/upstream-client/client.ts';
import { startBff, testBffConfig } from '../../helpers/bff.ts';
import { type FaultUpstream, startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, graphql } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';
import { newRequestId } from '../../helpers/upstream-client.ts';

const ME = '{ me { id } }';
const SUCCESS = { kind: 'body', body: JSON.stringify({ data: { me: null } }) } as const;
const unavailable = { kind: 'status', status: 503 } as const;

interface Harness {
  readonly origin: string;
  readonly fault: FaultUpstream;
  // Every wait the client asked for, in ms; no test waits for real.
  readonly sleeps: number[];
  // Every upstream call the BFF made, settled or not.
  readonly calls: Promise<unknown>[];
}

// A BFF in front of a fault upstream, with a client whose waits are recorded and skipped.
async function startHarness(t: Test, options: { deadlineMs?: number; forwardTo?: string } = {}): Promise<Harness> {
  const fault = await startFaultUpstream(t, options.forwardTo);
  if (!options.forwardTo) fault.setDefault(SUCCESS);
  const sleeps: number[] = [];
  const calls: Promise<unknown>[] = [];
  const client = createUpstreamClient({
    url: new URL(fault.url),
    deadlineMs: options.deadlineMs,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const recording: UpstreamClient = {
    execute(call) {
      const pending = client.execute(call);
      calls.push(pending.catch((error) => error));
      return pending;
    },
    close: () => client.close(),
  };
  const config = testBffConfig(fault.url);
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir), upstream: recording });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const { port } = app.server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, fault, sleeps, calls };
}

// mulberry32: a small seeded generator, so a "random" fault pattern is the same every run.
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

function expectMasked(t: Test, response: Awaited<ReturnType<typeof graphql>>) {
  const body = response.json<Answer>();
  const requestId = response.headers['x-request-id'];
  t.match(requestId, /^[0-9a-f]{32}$/);
  t.same(body.errors?.[0]?.extensions, { code: 'INTERNAL_SERVER_ERROR', requestId });
  t.equal(body.errors?.[0]?.message, 'Internal server error', 'nothing of the fault is told');
}

t.test('two 503s then an answer: success after exactly three attempts, all with the same request id', async (t) => {
  const { origin, fault, sleeps } = await startHarness(t);
  fault.script(unavailable, unavailable);
  const requestId = newRequestId();
  const response = await graphql(origin, ME, {}, { headers: { 'x-request-id': requestId } });
  t.same(response.json(), { data: { me: null } });
  t.equal(fault.requests.length, 3);
  t.same(
    fault.requests.map((seen) => seen.headers['x-request-id']),
    [requestId, requestId, requestId],
  );
  // Full jitter from 300 ms (§9): random 0.5 of 300, then of 600.
  t.same(sleeps, [150, 300]);
});

t.test('three 503s: the call fails after exactly three attempts with a masked error', async (t) => {
  const { origin, fault } = await startHarness(t);
  fault.script(unavailable, unavailable, unavailable, SUCCESS);
  const response = await graphql(origin, ME);
  expectMasked(t, response);
  t.equal(fault.requests.length, 3);
});

t.test('a reset connection is retried', async (t) => {
  const { origin, fault } = await startHarness(t);
  fault.script({ kind: 'reset' });
  t.same((await graphql(origin, ME)).json(), { data: { me: null } });
  t.equal(fault.requests.length, 2);
});

t.test('a 500, a 400 and a 404 are answers, not transient faults: one attempt each', async (t) => {
  const { origin, fault } = await startHarness(t);
  for (const status of [500, 400, 404]) {
    fault.script({ kind: 'status', status });
    expectMasked(t, await graphql(origin, ME));
  }
  t.equal(fault.requests.length, 3);
});

t.test('a 401 is not retried and ends the session', async (t) => {
  const upstream = await startUpstream(t);
  const { origin, fault } = await startHarness(t, { forwardTo: upstream.url });
  const login = await graphql(origin, 'mutation($i: LoginInput!){ login(input:$i){ __typename } }', {
    i: { username: 'consumer.uk@example.com', password: 'hearth-demo' },
  });
  const token = login.cookies.find((line) => line.startsWith('hearth_token='));
  t.ok(token, 'signed in through the fault upstream');
  const before = fault.requests.length;
  fault.script({ kind: 'status', status: 401 });
  const response = await graphql(origin, ME, {}, { cookie: cookiePair(token ?? '') });
  t.equal(response.json<Answer>().errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  t.match(response.cookies.join('\n'), /^hearth_token=;/m, 'the session cookie is cleared');
  t.equal(fault.requests.length - before, 1, 'one attempt');
});

t.test('a body that is not JSON and a body with neither data nor errors become masked errors', async (t) => {
  const { origin, fault } = await startHarness(t);
  fault.script({ kind: 'body', body: '<html>gateway</html>', contentType: 'text/html' });
  expectMasked(t, await graphql(origin, ME));
  fault.script({ kind: 'body', body: '{}' });
  expectMasked(t, await graphql(origin, ME));
  t.equal(fault.requests.length, 2, 'neither is retried');
});

t.test('a hung upstream is answered at the deadline with a masked error, without retries', async (t) => {
  const fault = await startFaultUpstream(t);
  fault.setDefault({ kind: 'hang' });
  const bff = await startBff(t, fault.url, { UPSTREAM_DEADLINE_MS: '300' });
  const started = performance.now();
  const response = await graphql(bff.origin, ME);
  const took = performance.now() - started;
  expectMasked(t, response);
  t.ok(took >= 290 && took < 5_000, `answered at the deadline (${Math.round(took)} ms)`);
  t.equal(fault.requests.length, 1);
  await fault.requests[0]?.closedUnanswered;
  t.pass('the hung request was abandoned');
});

t.test('a caller that closes its connection aborts the upstream call, which is not retried', async (t) => {
  const { origin, fault, sleeps, calls } = await startHarness(t);
  fault.script({ kind: 'hang' });
  const controller = new AbortController();
  const sent = request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ME }),
    signal: controller.signal,
  }).catch((error: Error) => error);
  const seen = await fault.seen(1);
  controller.abort();
  await sent;
  await seen.closedUnanswered;
  const [outcome] = await Promise.all(calls);
  t.ok(outcome instanceof UpstreamAbortedError, 'the upstream call stopped because the caller left');
  t.equal(fault.requests.length, 1);
  t.same(sleeps, [], 'no retry was even planned');
});

t.test('Retry-After is honoured, capped, and never waited for beyond the deadline', async (t) => {
  const fault = await startFaultUpstream(t);
  fault.setDefault(SUCCESS);
  const sleeps: number[] = [];
  const client = (deadlineMs?: number) => {
    const created = createUpstreamClient({
      url: new URL(fault.url),
      deadlineMs,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    t.teardown(() => created.close());
    return created;
  };
  const call = { query: ME, token: null, requestId: newRequestId() };
  const limited = (retryAfter: string) =>
    ({ kind: 'status', status: 429, headers: { 'retry-after': retryAfter } }) as const;

  fault.script(limited('1'));
  await client().execute(call);
  fault.script(limited('120'));
  await client().execute(call);
  fault.script(limited(new Date(Date.now() + 60_000).toUTCString()));
  await client().execute(call);
  t.same(sleeps, [1_000, 2_000, 2_000], 'seconds and dates, capped at 2 s');

  fault.script(limited('1'));
  const before = fault.requests.length;
  await t.rejects(client(800).execute(call), UpstreamStatusError, 'a wait past the deadline is not started');
  t.equal(fault.requests.length - before, 1);
});

t.test('with half the upstream calls failing, retries stay within the budget', async (t) => {
  const fault = await startFaultUpstream(t);
  // Half the requests fail, at random but the same every run: without a budget about as many
  // retries as calls would be made.
  const random = seeded(5);
  fault.setDefault(() => (random() < 0.5 ? unavailable : SUCCESS));
  const client = createUpstreamClient({ url: new URL(fault.url), sleep: async () => {} });
  t.teardown(() => client.close());
  const CALLS = 200;
  let failures = 0;
  for (let index = 0; index < CALLS; index++) {
    await client.execute({ query: ME, token: null, requestId: newRequestId() }).catch(() => failures++);
  }
  const retries = fault.requests.length - CALLS;
  // 10 % of the calls plus the budget saved up at start.
  t.ok(retries <= CALLS * 0.1 + 10, `${retries} retries for ${CALLS} calls`);
  t.ok(retries >= 10, 'the budget is used, not refused outright');
  t.ok(failures > 0, 'once the budget is spent, failures reach the caller');
});
