// The handler timeout (issue 5 §7): a request not answered within HANDLER_TIMEOUT_MS gets 503, so no
// client waits on the BFF for ever. A backstop behind the upstream deadline, which normally answers
// first (504). The work already started is not stopped: it finishes and its answer is dropped.
//
// Not Fastify's own `handlerTimeout`: in Fastify 5.12 it is cleared, and `request.signal` aborted,
// as soon as a request's body has been read, so it never fires for a POST (fastify/fastify#6725).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const TIMER = Symbol('handlerTimeout');
type TimedRequest = FastifyRequest & { [TIMER]: NodeJS.Timeout | null };

export interface HandlerTimeoutOptions {
  readonly timeoutMs: number;
}

export const handlerTimeoutPlugin = fp<HandlerTimeoutOptions>(
  async (app, { timeoutMs }) => {
    // On the request itself, not in a WeakMap: see session.ts.
    app.decorateRequest(TIMER, null);
    app.addHook('onRequest', async (request, reply) => {
      const timer = setTimeout(() => {
        if (reply.sent || reply.raw.headersSent) return;
        request.log.error({ timeoutMs, route: request.routeOptions.url }, 'handler timed out');
        void reply.code(503).header('cache-control', 'no-store').send({
          error: 'Service Unavailable',
          requestId: request.id,
        });
      }, timeoutMs);
      // A pending timer must not keep a closing process alive.
      timer.unref();
      (request as TimedRequest)[TIMER] = timer;
    });
    const clear = async (request: FastifyRequest) => {
      const timed = request as TimedRequest;
      clearTimeout(timed[TIMER] ?? undefined);
      timed[TIMER] = null;
    };
    app.addHook('onResponse', clear);
    app.addHook('onRequestAbort', clear);
  },
  { name: 'handler-timeout' },
);
