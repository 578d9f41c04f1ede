// Files the upstream keeps private, passed through for the signed-in session only: a
// professional's invoice, GET /invoices/{id}.pdf (decision 066), and a professional's document,
// GET /documents/{id}, which staff open to decide it (decision 058). The BFF passes the session's
// token and the upstream decides who may read the file. Without a session the answer is 401;
// a file of someone else's, one the session may not read, or one that does not exist, 404 (a
// refusal says nothing about whether the file exists). Each kind of file is passed on only with a
// content type it may have; anything else from the upstream is a 502. Never cached anywhere on
// the way, never sniffed by the browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { REQUEST_ID_HEADER } from '../../shared/constants.ts';

const TIMEOUT_MS = 15_000;

interface PrivateFile {
  // The BFF's path, with the one parameter `file`, the same at the upstream.
  readonly route: string;
  // What the parameter must look like; anything else is 404 without asking the upstream.
  readonly name: RegExp;
  readonly contentTypes: readonly string[];
  // For the log: what the file is.
  readonly what: string;
}

const PRIVATE_FILES: readonly PrivateFile[] = [
  { route: '/invoices', name: /^[0-9a-f-]{36}\.pdf$/, contentTypes: ['application/pdf'], what: 'invoice' },
  {
    route: '/documents',
    name: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    what: 'document',
  },
];

export async function privateFileRoutes(app: FastifyInstance, { upstreamUrl }: { upstreamUrl: URL }) {
  const pool = new Pool(upstreamUrl.origin, {
    connections: 4,
    connectTimeout: 5_000,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  app.addHook('onClose', () => pool.close());

  for (const kind of PRIVATE_FILES) {
    app.get<{ Params: { file: string } }>(`${kind.route}/:file`, (request, reply) =>
      passThrough(pool, kind, request, reply),
    );
  }
}

async function passThrough(
  pool: Pool,
  kind: PrivateFile,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  const { file } = request.params;
  if (!kind.name.test(file)) return reply.code(404).send({ error: 'Not Found' });
  const token = request.session.token;
  if (!token) return reply.code(401).send({ error: 'Unauthorized' });
  let answer: Awaited<ReturnType<Pool['request']>>;
  try {
    answer = await pool.request({
      path: `${kind.route}/${file}`,
      method: 'GET',
      headers: { [REQUEST_ID_HEADER]: request.id, authorization: `Bearer ${token}` },
    });
  } catch (error) {
    request.log.warn({ err: error }, `upstream ${kind.what} unreachable`);
    return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
  }
  if (answer.statusCode === 401) {
    await answer.body.dump();
    return reply.code(401).send({ error: 'Unauthorized' });
  }
  if (answer.statusCode === 403 || answer.statusCode === 404) {
    await answer.body.dump();
    return reply.code(404).send({ error: 'Not Found' });
  }
  const type = answer.headers['content-type'];
  if (answer.statusCode !== 200 || typeof type !== 'string' || !kind.contentTypes.includes(type)) {
    await answer.body.dump();
    request.log.warn({ status: answer.statusCode }, `upstream ${kind.what} refused`);
    return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
  }
  const disposition = answer.headers['content-disposition'];
  return reply
    .header('content-type', type)
    .header('content-disposition', typeof disposition === 'string' ? disposition : 'attachment')
    .header('x-content-type-options', 'nosniff')
    .send(answer.body);
}
