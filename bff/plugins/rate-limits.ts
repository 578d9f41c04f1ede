// Rate limits per client (issue 5 §7, decision 012): counters in memory, or in Redis shared by every
// BFF instance when REDIS_URL is set. Counts the logins and code requests of every GraphQL operation
// (gateway/rate-limits.ts) and offers routes a guard that answers 429 before the body is read.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../shared/error-codes.ts';
import type { BffConfig } from '../config.ts';
import { createGraphqlRateLimitHook } from '../gateway/rate-limits.ts';
import { type ClientLimits, createClientLimits, type RateLimitKind } from '../rate-limit/client-limits.ts';
import { retryAfterSeconds } from '../rate-limit/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: ClientLimits;
  }
}

export const rateLimitsPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    const limits = await createClientLimits(config.rateLimits, app.log);
    app.decorate('rateLimits', limits);
    app.addHook('onClose', () => limits.close());
    app.graphql.addHook('preExecution', createGraphqlRateLimitHook(limits));
  },
  { name: 'rate-limits', dependencies: ['gateway'] },
);

// The route hooks that hold a client to its `kind` limit: none in an app without rate limits (a
// route plugin tested on its own).
export function rateLimitGuard(app: FastifyInstance, kind: RateLimitKind): onRequestHookHandler[] {
  if (!app.hasDecorator('rateLimits')) return [];
  const limits = app.rateLimits;
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await limits.hit(kind, request);
      if (outcome.allowed) return;
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds(outcome)))
        .send({
          error: 'Too many requests from this client; try again later',
          code: ErrorCode.RateLimit,
          requestId: request.id,
        });
    },
  ];
}
