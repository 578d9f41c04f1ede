// /metrics in the Prometheus text format (issue 5 §8): requests by route and GraphQL operation with
// latency histograms, upstream attempts / retries / failures, page views accepted / rejected /
// flushed, and the process's own metrics (event-loop delay among them). Every label has a bounded
// set of values: the route pattern (never the raw URL), and operation names only when well formed
// and among the first few hundred seen, so a hostile client cannot explode the series count.
//
// Each app has its own Registry, so several BFFs in one process (tests) never share a metric.
// /metrics is served only when METRICS_TOKEN is set, to `Authorization: Bearer <token>` (decision
// 013): the port it shares is public.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import type { GraphqlPath } from '../gateway/fast-path.ts';
import type { PageCacheObserver } from '../page-cache.ts';
import type { PageViewObserver } from '../page-views/queue.ts';
import type { UpstreamObserver } from '../upstream-client/client.ts';

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
// Distinct operation names kept as label values; the web client has a few dozen.
export const MAX_OPERATION_NAMES = 200;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// What an upstream error is called in labels, by its code (errors.ts); a status keeps its number.
const UPSTREAM_KINDS: Readonly<Record<string, string>> = {
  BFF_ERR_UPSTREAM_UNAVAILABLE: 'unavailable',
  BFF_ERR_UPSTREAM_PARSE: 'not_json',
  BFF_ERR_UPSTREAM_EMPTY: 'empty',
  BFF_ERR_UPSTREAM_UNAUTHENTICATED: 'unauthenticated',
  BFF_ERR_UPSTREAM_TOO_LARGE: 'too_large',
  BFF_ERR_UPSTREAM_DEADLINE: 'deadline',
  BFF_ERR_UPSTREAM_ABORTED: 'aborted',
};

export function upstreamKindOf(error: unknown): string {
  const { code, upstreamStatus } = (error ?? {}) as { code?: unknown; upstreamStatus?: unknown };
  if (code === 'BFF_ERR_UPSTREAM_STATUS') {
    return typeof upstreamStatus === 'number' && upstreamStatus >= 100 && upstreamStatus < 600
      ? `http_${upstreamStatus}`
      : 'http_status';
  }
  return (typeof code === 'string' && UPSTREAM_KINDS[code]) || 'other';
}

// Operation names as label values: well formed, and at most `limit` distinct ones; the rest "other".
export function createOperationLabels(limit = MAX_OPERATION_NAMES) {
  const known = new Set<string>();
  return (name: unknown): string => {
    if (name === undefined || name === null || name === '') return 'anonymous';
    if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return 'other';
    if (known.has(name)) return name;
    if (known.size >= limit) return 'other';
    known.add(name);
    return name;
  };
}

function operationNameOf(request: FastifyRequest): { graphql: boolean; name: unknown } {
  const body = request.body as { query?: unknown; operationName?: unknown } | null | undefined;
  const query = request.query as { operationName?: unknown } | null | undefined;
  const isObject = typeof body === 'object' && body !== null;
  // §7.1: the client names the operation in the body and in the query string.
  const name = (isObject ? body.operationName : undefined) ?? query?.operationName;
  const graphql = request.routeOptions.url === GRAPHQL_PATH || (isObject && typeof body.query === 'string');
  return { graphql, name };
}

export interface BffMetrics {
  readonly registry: Registry;
  readonly upstream: UpstreamObserver;
  readonly pageViews: PageViewObserver;
  readonly pageCache: PageCacheObserver;
  // Which way a /graphql POST was answered: forwarded (fast) or executed (full).
  graphqlPath(path: GraphqlPath): void;
  observeResponse(request: FastifyRequest, reply: FastifyReply): void;
}

export function createBffMetrics(options: { overloaded?: () => boolean } = {}): BffMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const operationLabel = createOperationLabels();

  const requests = new Counter({
    name: 'hearth_bff_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern, GraphQL operation and status',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'hearth_bff_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and GraphQL operation',
    labelNames: ['method', 'route', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const attempts = new Counter({
    name: 'hearth_bff_upstream_attempts_total',
    help: 'HTTP attempts at the upstream, by outcome (ok, or what went wrong)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const attemptDuration = new Histogram({
    name: 'hearth_bff_upstream_attempt_duration_seconds',
    help: 'Time one HTTP attempt at the upstream took',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const retries = new Counter({
    name: 'hearth_bff_upstream_retries_total',
    help: 'Upstream attempts made again after a transient fault (within the retry budget)',
    registers,
  });
  const failures = new Counter({
    name: 'hearth_bff_upstream_failures_total',
    help: 'Upstream calls that failed after all their attempts, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const kept = new Counter({
    name: 'hearth_bff_upstream_public_answers_total',
    help: "Visitors' upstream calls that may be answered from kept public answers, by outcome: hit (answered from memory), miss (sent to the upstream), shared (waited for a refresh under way)",
    labelNames: ['outcome'] as const,
    registers,
  });
  const keptBytes = new Gauge({
    name: 'hearth_bff_upstream_public_answers_bytes',
    help: "Bytes held by the upstream's public answers kept for visitors (within UPSTREAM_PUBLIC_ANSWER_BYTES)",
    registers,
  });
  const pageCacheOutcomes = new Counter({
    name: 'hearth_bff_page_cache_total',
    help: "Visitors' page requests by how the kept pages answered: hit (a fresh kept page), stale (a kept page while another request renders it again), shared (a render another request made), miss (rendered)",
    labelNames: ['outcome'] as const,
    registers,
  });
  const pageCacheBytes = new Gauge({
    name: 'hearth_bff_page_cache_bytes',
    help: 'Bytes held by the rendered pages kept for visitors (within PAGE_CACHE_BYTES)',
    registers,
  });
  const accepted = new Counter({
    name: 'hearth_bff_page_views_accepted_total',
    help: 'Page views acknowledged with 204 (durable in the sink)',
    registers,
  });
  const rejected = new Counter({
    name: 'hearth_bff_page_views_rejected_total',
    help: 'Page views not acknowledged, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  const flushed = new Counter({
    name: 'hearth_bff_page_views_flushed_total',
    help: 'Page-view records the sink made durable',
    registers,
  });
  const flushFailed = new Counter({
    name: 'hearth_bff_page_views_flush_failed_total',
    help: 'Page-view records whose batch the sink failed to write (answered 503)',
    registers,
  });
  const graphqlPaths = new Counter({
    name: 'hearth_bff_graphql_path_total',
    help: 'GraphQL POSTs by how they were answered: fast (upstream answer forwarded) or full (executed)',
    labelNames: ['path'] as const,
    registers,
  });
  const { overloaded } = options;
  if (overloaded) {
    new Gauge({
      name: 'hearth_bff_load_shedding_active',
      help: '1 while the event loop is saturated and requests are shed with 503',
      registers,
      collect() {
        this.set(overloaded() ? 1 : 0);
      },
    });
  }

  return {
    registry,
    upstream: {
      attempt(error, seconds) {
        attempts.inc({ outcome: error ? upstreamKindOf(error) : 'ok' });
        attemptDuration.observe(seconds);
      },
      retry: () => retries.inc(),
      failure: (error) => failures.inc({ kind: upstreamKindOf(error) }),
      kept: (outcome) => kept.inc({ outcome }),
      keptBytes: (bytes) => keptBytes.set(bytes),
    },
    pageCache: {
      outcome: (outcome) => pageCacheOutcomes.inc({ outcome }),
      bytes: (bytes) => pageCacheBytes.set(bytes),
    },
    pageViews: {
      accepted: () => accepted.inc(),
      rejected: (reason) => rejected.inc({ reason }),
      flushed: (records) => flushed.inc(records),
      flushFailed: (records) => flushFailed.inc(records),
    },
    graphqlPath: (path) => graphqlPaths.inc({ path }),
    observeResponse(request, reply) {
      const { graphql, name } = operationNameOf(request);
      const labels = {
        method: request.method,
        // The pattern, never the raw URL; requests no route matched share one value.
        route: request.routeOptions.url ?? 'unmatched',
        operation: graphql ? operationLabel(name) : '',
      };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      requestDuration.observe(labels, reply.elapsedTime / 1000);
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface MetricsOptions {
  readonly metrics: BffMetrics;
  // /metrics exists only when a token is configured.
  readonly token: string | null;
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app, { metrics, token }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeResponse(request, reply);
    });
    if (token === null) return;
    const expected = `Bearer ${token}`;
    app.get(
      '/metrics',
      // Scrapes act for no one, must work while requests are shed, and would flood the info log.
      { config: { session: false, loadShedding: false }, logLevel: 'warn' },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const given = request.headers.authorization;
        if (typeof given !== 'string' || !sameToken(given, expected)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ error: 'A bearer token is required', requestId: request.id });
        }
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  },
  { name: 'metrics' },
);
