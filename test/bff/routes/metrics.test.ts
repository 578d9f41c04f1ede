// /metrics (issue 5 §8) over real HTTP: served only to the configured bearer token, in the
// Prometheus text format; requests by route pattern and bounded operation name with latency
// histograms; upstream attempts, retries and failures by kind (against a fault upstream); page
// views accepted, rejected by reason and flushed; the process's event-loop delay.
import t from 'tap';
import { MAX_OPERATION_NAMES } from '../../../bff/routes/metrics.ts';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { graphql, send } from '../../helpers/http.ts';
import { labelValues, metricValue } from '../../helpers/metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const SUCCESS = { kind: 'body', body: JSON.stringify({ data: { me: null } }) } as const;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const fault = await startFaultUpstream(t);
fault.setDefault(SUCCESS);
const bff = await startBff(t, fault.url, { METRICS_TOKEN: TOKEN, PV_DIR: t.testdir() });

async function scrape(): Promise<string> {
  const response = await send(bff.origin, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text;
}

function operation(origin: string, name: string, query = `query ${name} { __typename }`) {
  return send(origin, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName: name, variables: {} }),
  });
}

t.test('/metrics answers only to its bearer token, in the Prometheus text format, never cached', async (t) => {
  const anonymous = await send(bff.origin, '/metrics');
  t.equal(anonymous.status, 401);
  t.equal(anonymous.headers['www-authenticate'], 'Bearer realm="metrics"');
  t.notMatch(anonymous.text, 'hearth_bff_', 'no metric leaks without the token');
  const wrong = await send(bff.origin, '/metrics', { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
  t.equal(wrong.status, 401);
  const scraped = await send(bff.origin, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(scraped.status, 200);
  t.match(String(scraped.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  t.equal(scraped.headers['cache-control'], 'no-store');
  t.match(scraped.text, '# TYPE hearth_bff_http_requests_total counter');
  t.match(scraped.text, '# TYPE hearth_bff_http_request_duration_seconds histogram');
  t.match(scraped.text, /^nodejs_eventloop_lag_p99_seconds \d/m, 'the event-loop delay is reported');
});

t.test('without METRICS_TOKEN there is no /metrics at all', async (t) => {
  const plain = await startBff(t, fault.url, { PV_DIR: t.testdir() });
  const response = await send(plain.origin, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(response.status, 404);
  t.notMatch(response.text, 'hearth_bff_');
});

t.test('requests are counted by route pattern and operation name, with a latency histogram', async (t) => {
  t.equal((await operation(bff.origin, 'ListMe', 'query ListMe { me { id } }')).status, 200);
  t.equal((await send(bff.origin, '/assets/no-such-file-1234.js')).status, 404);
  const text = await scrape();
  t.equal(
    metricValue(text, 'hearth_bff_http_requests_total', {
      method: 'POST',
      route: '/graphql',
      operation: 'ListMe',
      status: '200',
    }),
    1,
  );
  t.equal(
    metricValue(text, 'hearth_bff_http_request_duration_seconds_count', { route: '/graphql', operation: 'ListMe' }),
    1,
  );
  t.ok(
    metricValue(text, 'hearth_bff_http_request_duration_seconds_bucket', { operation: 'ListMe', le: '+Inf' }) === 1,
    'the histogram has its buckets',
  );
  t.equal(
    metricValue(text, 'hearth_bff_http_requests_total', { route: '/assets/:name', status: '404', operation: '' }),
    1,
    'the route pattern is the label; routes other than GraphQL have no operation',
  );
  t.notMatch(text, 'no-such-file-1234', 'the raw URL never becomes a label');
});

t.test('hostile operation names cannot grow the number of series', async (t) => {
  const hostile = ['1starts-with-digit', `a${'b'.repeat(64)}`, 'has space', 'x"} 1\nfake_metric 1', 'über'];
  for (const name of hostile) await operation(bff.origin, name, '{ __typename }');
  for (let index = 0; index < MAX_OPERATION_NAMES + 20; index++) await operation(bff.origin, `Flood${index}`);
  const text = await scrape();
  const names = labelValues(text, 'hearth_bff_http_requests_total', 'operation');
  t.ok(names.size <= MAX_OPERATION_NAMES + 3, `${names.size} distinct operation labels at most`);
  t.ok(names.has('other'), 'names past the cap and malformed names are "other"');
  t.notOk(names.has(`Flood${MAX_OPERATION_NAMES + 19}`), 'names past the cap are not kept');
  for (const name of hostile) t.notOk(names.has(name), `${JSON.stringify(name)} is not a label`);
  t.notMatch(text, /^fake_metric/m, 'a name cannot inject a line');
  t.ok(metricValue(text, 'hearth_bff_http_requests_total', { operation: 'other' }) >= 20 + hostile.length);
});

t.test('upstream attempts, retries and failures are counted by kind', async (t) => {
  const before = await scrape();
  fault.script({ kind: 'status', status: 503 }, { kind: 'status', status: 503 }, SUCCESS);
  const recovered = await graphql(bff.origin, 'query Me { me { id } }');
  t.same(recovered.json().data, { me: null }, 'the third attempt answered');
  fault.script({ kind: 'status', status: 500 });
  const failed = await graphql(bff.origin, 'query Me { me { id } }');
  t.equal(failed.json<{ errors: unknown[] }>().errors.length, 1, 'a 500 is not retried and fails the call');
  const after = await scrape();
  const delta = (name: string, labels: Record<string, string> = {}) =>
    metricValue(after, name, labels) - metricValue(before, name, labels);
  t.equal(delta('hearth_bff_upstream_attempts_total', { outcome: 'http_503' }), 2);
  t.equal(delta('hearth_bff_upstream_attempts_total', { outcome: 'http_500' }), 1);
  t.equal(delta('hearth_bff_upstream_attempts_total', { outcome: 'ok' }), 1);
  t.equal(delta('hearth_bff_upstream_attempt_duration_seconds_count'), 4);
  t.equal(delta('hearth_bff_upstream_retries_total'), 2);
  t.equal(delta('hearth_bff_upstream_failures_total', { kind: 'http_500' }), 1);
  t.equal(delta('hearth_bff_upstream_failures_total'), 1, 'the call that recovered is no failure');
});

t.test('page views accepted, rejected by reason and flushed are counted', async (t) => {
  const before = await scrape();
  const beacon = (body: string, headers: Record<string, string> = FORM) =>
    send(bff.origin, '/pv', { method: 'POST', headers, body });
  t.equal((await beacon('uri=/counted')).status, 204);
  t.equal((await beacon('page_title=no-uri')).status, 400);
  t.equal((await beacon(`uri=/big&${'&'.repeat(40_000)}`)).status, 413);
  t.equal((await beacon('{"uri":"/"}', { 'content-type': 'application/json' })).status, 415);
  const after = await scrape();
  const delta = (name: string, labels: Record<string, string> = {}) =>
    metricValue(after, name, labels) - metricValue(before, name, labels);
  t.equal(delta('hearth_bff_page_views_accepted_total'), 1);
  t.equal(delta('hearth_bff_page_views_flushed_total'), 1, 'the accepted record was written');
  t.equal(delta('hearth_bff_page_views_rejected_total', { reason: 'invalid' }), 1);
  t.equal(delta('hearth_bff_page_views_rejected_total', { reason: 'too_large' }), 1);
  t.equal(delta('hearth_bff_page_views_rejected_total', { reason: 'unsupported_media_type' }), 1);
  t.equal(delta('hearth_bff_page_views_flush_failed_total'), 0);
});

t.test('two BFFs in one process keep their own counts', async (t) => {
  const other = await startBff(t, fault.url, { METRICS_TOKEN: TOKEN, PV_DIR: t.testdir() });
  await operation(other.origin, 'OnlyOnOther');
  const mine = await scrape();
  const theirs = (await send(other.origin, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text;
  t.equal(metricValue(theirs, 'hearth_bff_http_requests_total', { operation: 'OnlyOnOther' }), 1);
  t.equal(metricValue(mine, 'hearth_bff_http_requests_total', { operation: 'OnlyOnOther' }), 0);
});
