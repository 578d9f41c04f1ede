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

function bodyOf(payload: unknown): Buffer | null {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return null;
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply, body: Buffer): boolean {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  if (body.length < COMPRESSION_THRESHOLD_BYTES || body.length > COMPRESSION_LIMIT_BYTES) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const body = bodyOf(payload);
      if (body === null || !shouldCompress(request, reply, body)) return payload;
      // Whatever the client sent, an answer that could have been compressed varies by it.
      reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
      const encoding = preferredEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      if (encoding === null) return payload;
      const compressed =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
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
