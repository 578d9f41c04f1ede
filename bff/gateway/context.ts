import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../../shared/brands.ts';
import type { Session } from '../session/plugin.ts';

// What every gateway resolver and the upstream executor see. Server-side rendering builds the same
// context for its in-process operations, so a page sees exactly what a /graphql call would.
export interface GatewayContext {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly session: Session;
  readonly brand: Brand;
  readonly requestId: string;
}

export function toGatewayContext(request: FastifyRequest, reply: FastifyReply): GatewayContext {
  return {
    request,
    reply,
    // Read live: a login or an upstream 401 earlier in the same request changes it.
    get session() {
      return request.session;
    },
    brand: request.brand,
    requestId: request.id,
  };
}
