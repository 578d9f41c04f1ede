import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../plugins/upstream-client.ts';

// /healthz: the process is up. /readyz: the upstream answers a trivial query, so a load balancer
// sends no traffic to a BFF that could not serve it.
export async function healthRoutes(app: FastifyInstance, { upstream }: { upstream: UpstreamClient }) {
  app.get('/healthz', { config: { session: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { session: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await upstream.execute({ query: '{ __typename }', token: null, requestId: request.id });
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'upstream not ready');
      return reply.code(503).send({ status: 'unavailable', upstream: 'unreachable' });
    }
  });
}
