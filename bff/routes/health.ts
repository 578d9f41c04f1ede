// /healthz: the process is up (never shed, never checks a dependency, so an orchestrator does not
// restart a BFF whose upstream is down). /readyz: every dependency a request needs answers now —
// the upstream and whatever plugins add (the page-view sink) — so a load balancer sends no traffic
// to a BFF that could not serve it. A failure names the dependency; the cause goes to the log.
import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream-client/client.ts';

// Rejects when the dependency is not ready; resolves when it is.
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessChecks {
  add(name: string, check: ReadinessCheck): void;
  entries(): readonly (readonly [string, ReadinessCheck])[];
}

export function createReadinessChecks(): ReadinessChecks {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add(name, check) {
      if (checks.has(name)) throw new Error(`A readiness check named ${name} exists already`);
      checks.set(name, check);
    },
    entries: () => [...checks],
  };
}

// A probe that takes longer than this counts as failed: load balancers give up after a few seconds.
export const READINESS_TIMEOUT_MS = 2_000;

function withinTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

export interface HealthOptions {
  readonly upstream: UpstreamClient;
  readonly readiness?: ReadinessChecks;
}

export async function healthRoutes(app: FastifyInstance, { upstream, readiness }: HealthOptions) {
  // Liveness must answer even while the event loop is saturated (plugins/load-shedding.ts).
  app.get('/healthz', { config: { session: false, loadShedding: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { config: { session: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const upstreamCheck: ReadinessCheck = async () => {
      const signal = AbortSignal.timeout(READINESS_TIMEOUT_MS);
      await upstream.execute({ query: '{ __typename }', token: null, requestId: request.id, signal });
    };
    const checks: (readonly [string, ReadinessCheck])[] = [
      ['upstream', upstreamCheck],
      ...(readiness?.entries() ?? []),
    ];
    const results = await Promise.allSettled(checks.map(([, check]) => withinTimeout(check)));
    const failed: string[] = [];
    results.forEach((result, index) => {
      const name = checks[index]?.[0] ?? 'unknown';
      if (result.status === 'fulfilled') return;
      failed.push(name);
      request.log.warn({ err: result.reason, dependency: name }, 'dependency not ready');
    });
    if (failed.length === 0) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', failed });
  });
}
