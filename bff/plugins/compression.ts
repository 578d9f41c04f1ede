// Compresses HTML and JSON answers for clients that accept it (issue 17): brotli when the client
// takes it, else gzip. A page of ~64 KB goes out as ~12 KB, which is what a phone on a slow link
// feels first. Small answers stay as they are (the bytes saved would not pay for the work), and the
// cost is bounded: a fast brotli level made for answers written per request, and answers past a
// size limit go out uncompressed rather than holding the event loop. Hashed assets are compressed
// once at build time instead (routes/assets.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../content-encoding.ts';
import { withVary } from '../vary.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Below this an answer is sent as it is: headers and framing cost more than the saving.
export const COMPRESSION_THRESHOLD_BYTES = 1024;
// Above this compressing one answer takes tens of milliseconds of CPU: sent as it is.
export const COMPRESSION_LIMIT_BYTES = 4 * 1024 * 1024;

const COMPRESSIBLE = /^(text\/html|application\/json|application\/graphql-response\+json)\s*(;|$)/i;

// The size of an answer that may be compressed, or null when it may not: checked from the headers
// first, so the many answers that never qualify (assets, 204s, small JSON) cost no copy.
function compressibleSize(request: FastifyRequest, reply: FastifyReply, payload: unknown): number | null {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return null;
  if (reply.hasHeader('content-encoding')) return null;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return null;
  const size =
    typeof payload === 'string' ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : null;
  if (size === null || size < COMPRESSION_THRESHOLD_BYTES || size > COMPRESSION_LIMIT_BYTES) return null;
  return size;
}

export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const size = compressibleSize(request, reply, payload);
      if (size === null) return payload;
      // Whatever the client sent, an answer that could have been compressed varies by it.
      reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
      const encoding = preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      if (encoding === null) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
      const compressed =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : await gzipAsync(body, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
