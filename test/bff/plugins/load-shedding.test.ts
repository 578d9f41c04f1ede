// Load shedding (issue 5 §7): while the event loop is saturated the BFF answers 503 with
// Retry-After at once, /healthz and /metrics still answer, and service resumes when the loop
// recovers. The BFF runs in this process, so keeping this process's event loop busy saturates it:
// the loop is blocked again and again for as long as the test needs it saturated, so the outcome
// does not hang on catching one short sample.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import t, { type Test } from 'tap';
import { SHED_RETRY_AFTER_SECONDS } from '../../../bff/plugins/load-shedding.ts';
import { startBff, type TestBff } from '../../helpers/bff.ts';
import { type Response, send } from '../../helpers/http.ts';
import { metricValue } from '../../helpers/metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const SCRAPE = { authorization: `Bearer ${TOKEN}` };
// Nothing behind it: every route used here answers without the upstream.
const NO_UPSTREAM = 'http://127.0.0.1:9/graphql';

function typename(bff: TestBff) {
  return send(bff.origin, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

// A saturated process: the loop is busy for `blockMs`, free for a moment, busy again, until stopped.
function saturate(t: Test, blockMs: number): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + blockMs;
    while (performance.now() < until) {
      // busy on purpose
    }
  }, 5);
  const stop = () => clearInterval(timer);
  t.teardown(stop);
  return stop;
}

// Asks until `done` says yes, pausing a little between tries; gives up after `tries`.
async function askUntil<T extends Response | Response[]>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  tries = 300,
) {
  const seen: string[] = [];
  for (let attempt = 0; attempt < tries; attempt++) {
    const answer = await ask();
    if (done(answer)) return answer;
    seen.push(JSON.stringify(Array.isArray(answer) ? answer.map((one) => one.status) : answer.status));
    await delay(5);
  }
  throw new Error(`gave up asking; the answers were ${[...new Set(seen)].join(' ')}`);
}

async function startShedding(t: Test, env: NodeJS.ProcessEnv) {
  const bff = await startBff(t, NO_UPSTREAM, {
    METRICS_TOKEN: TOKEN,
    PV_DIR: t.testdir(),
    SHED_SAMPLE_INTERVAL_MS: '200',
    ...env,
  });
  // Start-up may itself have kept the loop busy: wait until the BFF serves.
  await askUntil(
    () => typename(bff),
    (response) => response.status === 200,
  );
  return bff;
}

t.test('a saturated event loop (delay) sheds requests with 503 and Retry-After, then recovers', async (t) => {
  const bff = await startShedding(t, { SHED_EVENT_LOOP_DELAY_MS: '30', SHED_EVENT_LOOP_UTILIZATION: '0' });
  const stop = saturate(t, 100);
  // Asked together, so all three meet the same state of the sampler.
  const [shed, healthz, metrics] = await askUntil(
    () => Promise.all([typename(bff), send(bff.origin, '/healthz'), send(bff.origin, '/metrics', { headers: SCRAPE })]),
    ([graphql]) => graphql.status === 503,
  );
  stop();
  t.equal(shed?.headers['retry-after'], String(SHED_RETRY_AFTER_SECONDS));
  t.equal(shed?.headers['cache-control'], 'no-store');
  t.match(shed?.json(), { error: 'Service Unavailable', requestId: /^[0-9a-f]{32}$/ });
  t.equal(healthz?.status, 200, '/healthz answers while requests are shed');
  t.equal(metrics?.status, 200, '/metrics answers while requests are shed');
  t.equal(metricValue(metrics?.text ?? '', 'hearth_bff_load_shedding_active'), 1, 'and says so');
  const recovered = await askUntil(
    () => typename(bff),
    (response) => response.status === 200,
  );
  t.same(recovered.json(), { data: { __typename: 'Query' } }, 'once the loop recovers, requests are served');
  const scraped = await send(bff.origin, '/metrics', { headers: SCRAPE });
  t.ok(
    metricValue(scraped.text, 'hearth_bff_http_requests_total', { route: '/graphql', status: '503' }) >= 1,
    'shed requests are counted',
  );
});

t.test('a busy event loop (utilisation) sheds requests too', async (t) => {
  const bff = await startShedding(t, { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_EVENT_LOOP_UTILIZATION: '0.85' });
  const stop = saturate(t, 150);
  const shed = await askUntil(
    () => typename(bff),
    (response) => response.status === 503,
  );
  stop();
  t.equal(shed.headers['retry-after'], String(SHED_RETRY_AFTER_SECONDS));
  const recovered = await askUntil(
    () => typename(bff),
    (response) => response.status === 200,
  );
  t.equal(recovered.status, 200);
});

t.test('with both thresholds at 0 nothing is ever shed', async (t) => {
  const bff = await startShedding(t, { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_EVENT_LOOP_UTILIZATION: '0' });
  const stop = saturate(t, 100);
  const statuses = new Set<number>();
  for (let index = 0; index < 8; index++) statuses.add((await typename(bff)).status);
  stop();
  t.same([...statuses], [200], 'the same saturation sheds nothing');
});
