// Process-level defences of issue 5 §7 over real HTTP: X-Forwarded-For is ignored unless the
// connecting address is a configured proxy (TRUST_PROXY), as the upstream (x-forwarded-for) and
// the page-view records (truncated IP) see the client; the handler timeout; and how the settings
// of decision 013 are validated at start.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { ConfigError, loadBffConfig } from '../../../bff/config.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { graphql, send } from '../../helpers/http.ts';

const SUCCESS = { kind: 'body', body: JSON.stringify({ data: { me: null } }) } as const;
const fault = await startFaultUpstream(t);
fault.setDefault(SUCCESS);

async function recordedIp(dir: string, marker: string): Promise<string | undefined> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.ndjson')) continue;
    for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
      if (!line) continue;
      const record = JSON.parse(line) as { ip?: string; extra: Record<string, string> };
      if (record.extra.marker === marker) return record.ip;
    }
  }
  return undefined;
}

// The client address a BFF with this TRUST_PROXY works with, for a request from 127.0.0.1 that
// carries `forwardedFor`: as the upstream is told it, and as a page-view record keeps it.
async function clientAddress(trustProxy: string | undefined, forwardedFor: string) {
  const dir = t.testdir();
  const bff = await startBff(t, fault.url, {
    PV_DIR: dir,
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const headers = { 'x-forwarded-for': forwardedFor };
  const before = fault.requests.length;
  const answer = await graphql(bff.origin, '{ me { id } }', {}, { headers });
  if (answer.status !== 200) throw new Error(`/graphql answered ${answer.status}: ${answer.text}`);
  const upstream = fault.requests.slice(before).at(-1)?.headers['x-forwarded-for'];
  const marker = String(Math.random()).slice(2);
  const beacon = await send(bff.origin, '/pv', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: `uri=/ip&ext_marker=${marker}`,
  });
  if (beacon.status !== 204) throw new Error(`/pv answered ${beacon.status}`);
  return { upstream, record: await recordedIp(dir, marker) };
}

t.test('by default X-Forwarded-For is ignored: the client is the connecting address', async (t) => {
  t.same(await clientAddress(undefined, '203.0.113.7'), { upstream: '127.0.0.1', record: '127.0.0.0' });
  t.same(await clientAddress('false', '203.0.113.7'), { upstream: '127.0.0.1', record: '127.0.0.0' });
});

t.test('a trusted proxy address makes its X-Forwarded-For the client', async (t) => {
  t.same(await clientAddress('127.0.0.1', '203.0.113.7'), { upstream: '203.0.113.7', record: '203.0.113.0' });
  t.same(
    await clientAddress('127.0.0.1', '198.51.100.9, 203.0.113.7'),
    { upstream: '203.0.113.7', record: '203.0.113.0' },
    "what the client wrote itself, before the proxy's entry, is not believed",
  );
  t.same(
    await clientAddress('loopback, 10.0.0.0/8', '198.51.100.9, 10.1.2.3'),
    { upstream: '198.51.100.9', record: '198.51.100.0' },
    'a chain of trusted proxies is followed to the first untrusted address',
  );
  t.same(
    await clientAddress('true', '198.51.100.9, 203.0.113.7'),
    { upstream: '198.51.100.9', record: '198.51.100.0' },
    'true trusts every hop',
  );
});

t.test('a proxy list without the connecting address changes nothing', async (t) => {
  t.same(await clientAddress('10.0.0.0/8', '203.0.113.7'), { upstream: '127.0.0.1', record: '127.0.0.0' });
});

t.test('a handler that does not answer in HANDLER_TIMEOUT_MS gets 503', async (t) => {
  const hung = await startFaultUpstream(t);
  hung.setDefault({ kind: 'hang' });
  const bff = await startBff(t, hung.url, {
    PV_DIR: t.testdir(),
    HANDLER_TIMEOUT_MS: '300',
    // Long enough that only the handler timeout can answer first; short enough to end the hung call.
    UPSTREAM_DEADLINE_MS: '3000',
  });
  const answer = await graphql(bff.origin, '{ me { id } }');
  t.equal(answer.status, 503);
  t.same(answer.json(), { error: 'Service Unavailable', requestId: answer.headers['x-request-id'] });
  t.equal(answer.headers['cache-control'], 'no-store');
  await hung.seen(1);
});

const BASE = { APP_ENV: 'test', UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' };

t.test('the operations settings have safe defaults', async (t) => {
  t.same(loadBffConfig(BASE).operations, {
    trustProxy: false,
    requestTimeoutMs: 30_000,
    handlerTimeoutMs: 30_000,
    keepAliveTimeoutMs: 72_000,
    shutdownGraceMs: 20_000,
    loadShedding: { maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0, sampleIntervalMs: 1_000 },
    metricsToken: null,
  });
  t.same(loadBffConfig({ ...BASE, TRUST_PROXY: ' ::1, fe80::/10 ,uniquelocal' }).operations.trustProxy, [
    '::1',
    'fe80::/10',
    'uniquelocal',
  ]);
  t.equal(loadBffConfig({ ...BASE, TRUST_PROXY: 'true' }).operations.trustProxy, true);
});

t.test('a wrong operations setting stops the start with a message naming it', async (t) => {
  const wrong: [Record<string, string>, RegExp][] = [
    [{ TRUST_PROXY: '2' }, /TRUST_PROXY does not take a hop count/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY .*"10\.0\.0\.0\/33"/],
    [{ TRUST_PROXY: '::1/129' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1,' }, /TRUST_PROXY/],
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS must be a whole number from 1/],
    [{ HANDLER_TIMEOUT_MS: '5s' }, /HANDLER_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '1e3' }, /KEEP_ALIVE_TIMEOUT_MS/],
    [{ SHUTDOWN_GRACE_MS: '-1' }, /SHUTDOWN_GRACE_MS/],
    [{ SHED_EVENT_LOOP_DELAY_MS: 'high' }, /SHED_EVENT_LOOP_DELAY_MS/],
    [{ SHED_EVENT_LOOP_UTILIZATION: '1' }, /SHED_EVENT_LOOP_UTILIZATION/],
    [{ SHED_EVENT_LOOP_UTILIZATION: '0.9.1' }, /SHED_EVENT_LOOP_UTILIZATION/],
    [{ SHED_SAMPLE_INTERVAL_MS: '5' }, /SHED_SAMPLE_INTERVAL_MS must be a whole number from 20/],
    [{ METRICS_TOKEN: 'too-short' }, /METRICS_TOKEN must be at least 32 characters/],
    [{ METRICS_TOKEN: `${'a'.repeat(32)} b` }, /METRICS_TOKEN/],
  ];
  for (const [env, message] of wrong) {
    t.throws(() => loadBffConfig({ ...BASE, ...env }), { name: ConfigError.name, message }, JSON.stringify(env));
  }
});
