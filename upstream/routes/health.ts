import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ready' };
    } catch (error) {
      reply.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
