// A webhook's scope: the body kept as the raw bytes that were signed, parsed by nothing, up to a limit.
import type { FastifyInstance } from 'fastify';

export function keepRawBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}
