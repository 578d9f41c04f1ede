// GET /files/:name — the upstream's stored photos (job attachments, professionals' photos), which
// the upstream names `/files/<name>` in its answers. The browser talks only to the BFF, so the BFF
// streams them through. Only a name of the shape the upstream gives out is asked for, and only an
// image is passed on: nothing else the upstream might hold can be served from this origin.
// `?w=<width>` asks the upstream for a resized copy in the format the browser's Accept prefers
// (decision 040); the answer varies by Accept, and says so to every cache on the way.
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { PHOTO_WIDTHS, REQUEST_ID_HEADER } from '../../shared/constants.ts';
import { withVary } from '../vary.ts';

const FILE_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|heic)$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif']);
const WIDTHS: ReadonlySet<string> = new Set(PHOTO_WIDTHS.map(String));
// Photos are at most 10 MB (decision 009); a slow upstream must not hold a browser for long.
const TIMEOUT_MS = 15_000;

export async function fileRoutes(app: FastifyInstance, { upstreamUrl }: { upstreamUrl: URL }) {
  const pool = new Pool(upstreamUrl.origin, {
    connections: 16,
    connectTimeout: 5_000,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  app.addHook('onClose', () => pool.close());

  app.get<{ Params: { name: string }; Querystring: { w?: unknown } }>(
    '/files/:name',
    { config: { session: false } },
    async (request, reply) => {
      const { name } = request.params;
      if (!FILE_NAME.test(name)) return reply.code(404).send({ error: 'Not Found' });
      const { w } = request.query;
      if (w !== undefined && !(typeof w === 'string' && WIDTHS.has(w))) {
        return reply.code(400).send({ error: 'Bad Request', message: `w must be one of ${PHOTO_WIDTHS.join(', ')}` });
      }
      let answer: Awaited<ReturnType<Pool['request']>>;
      try {
        answer = await pool.request({
          path: w === undefined ? `/files/${name}` : `/files/${name}?w=${w}`,
          method: 'GET',
          headers: {
            [REQUEST_ID_HEADER]: request.id,
            ...(w !== undefined && request.headers.accept ? { accept: request.headers.accept } : {}),
          },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'upstream file unreachable');
        return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
      }
      const type = String(answer.headers['content-type'] ?? '');
      if (answer.statusCode === 404) {
        await answer.body.dump();
        return reply.code(404).send({ error: 'Not Found' });
      }
      if (answer.statusCode !== 200 || !IMAGE_TYPES.has(type)) {
        await answer.body.dump();
        request.log.warn({ status: answer.statusCode, type }, 'upstream file refused');
        return reply.code(502).send({ error: 'Bad Gateway', requestId: request.id });
      }
      reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable');
      if (w !== undefined) reply.header('vary', withVary(reply.getHeader('vary'), 'Accept'));
      const length = answer.headers['content-length'];
      if (typeof length === 'string') reply.header('content-length', length);
      return reply.send(answer.body);
    },
  );
}
