// GET /service-worker.{locale}.js (spec §2.10, §7.3): the worker `npm run build` wrote for each
// locale, loaded into memory at start. Its URL never changes, so the browser must ask every time
// whether it changed (no-cache, answered 304 by ETag when it did not); a new build is then picked up
// at once. The worker's default scope is the folder it is served from, `/`, which is all it needs,
// so no Service-Worker-Allowed header is sent.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { isLocale, LOCALES, type Locale } from '../../shared/locales.ts';
import { BuildMissingError } from '../errors.ts';

interface Worker {
  readonly body: Buffer;
  readonly etag: string;
}

function readWorkers(distDir: URL): Map<Locale, Worker> {
  const workers = new Map<Locale, Worker>();
  for (const locale of LOCALES) {
    const url = new URL(`service-worker/service-worker.${locale}.js`, distDir);
    let body: Buffer;
    try {
      body = readFileSync(url);
    } catch {
      throw new BuildMissingError(url.pathname);
    }
    workers.set(locale, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return workers;
}

export async function serviceWorkerRoutes(app: FastifyInstance, { distDir }: { distDir: URL }) {
  const workers = readWorkers(distDir);
  app.get<{ Params: { locale: string } }>(
    '/service-worker.:locale.js',
    // The worker is the same for everyone: no session refresh for it.
    { config: { session: false } },
    async (request, reply) => {
      const { locale } = request.params;
      const worker = isLocale(locale) ? workers.get(locale) : undefined;
      if (!worker) return reply.code(404).send({ error: 'Not Found', requestId: request.id });
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('etag', worker.etag);
      if (request.headers['if-none-match'] === worker.etag) return reply.code(304).send();
      return reply.send(worker.body);
    },
  );
}
