// GET /invoices/{id}.pdf — a professional's invoice as the upstream writes it (decision 066), for
// the signed-in session only: the BFF passes the session's token, the upstream decides whose
// invoice it is. Without a session the answer is 401; someone else's invoice, or one that does
// not exist, 404. Never cached anywhere on the way.
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { REQUEST_ID_HEADER } from '../../shared/constants.ts';

const PDF_NAME = /^[0-9a-f-]{36}\.pdf$/;
const TIMEOUT_MS = 15_000;

export async function invoiceRoutes(app: FastifyInstance, { upstreamUrl }: { upstreamUrl: URL }) {
  const pool = new Pool(upstreamUrl.origin, {
    connections: 4,
    connectTimeout: 5_000,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  app.addHook('onClose', () => pool.close());

  app.get<{ Params: { file: string } }>('/invoices/:file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { file } = request.params;
    if (!PDF_NAME.test(file)) return reply.code(404).send({ error: 'Not Found' });
    const token = request.session.token;
    if (!token) return reply.code(401).send({ error: 'Unauthorized' });
    let answer: Awaited<ReturnType<Pool['request']>>;
    try {
      answer = await pool.request({
        path: `/invoices/${file}`,
        method: 'GET',
        headers: { [REQUEST_ID_HEADER]: request.id, authorization: `Bearer ${token}` },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'upstream invoice unreachable');
      return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
    }
    if (answer.statusCode === 404 || answer.statusCode === 401) {
      await answer.body.dump();
      return reply.code(answer.statusCode).send({ error: answer.statusCode === 404 ? 'Not Found' : 'Unauthorized' });
    }
    if (answer.statusCode !== 200 || answer.headers['content-type'] !== 'application/pdf') {
      await answer.body.dump();
      request.log.warn({ status: answer.statusCode }, 'upstream invoice refused');
      return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
    }
    const disposition = answer.headers['content-disposition'];
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', typeof disposition === 'string' ? disposition : 'attachment')
      .header('x-content-type-options', 'nosniff')
      .send(answer.body);
  });
}
