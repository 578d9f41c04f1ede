// Who is calling: a bearer token is verified and its session checked on every request. A token
// that is present but invalid, expired or revoked answers 401, so the caller knows to refresh or
// sign in again rather than silently being treated as a visitor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { loadViewer, type Viewer } from '../domain/identity/sessions.ts';
import type { TokenSigner } from '../domain/identity/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export interface ViewerOptions {
  readonly db: Database;
  readonly tokens: TokenSigner;
}

function unauthenticated(reply: FastifyReply) {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer error="invalid_token"')
    .send({ errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] });
}

export const viewerPlugin = fp<ViewerOptions>(
  async (app, { db, tokens }) => {
    app.decorateRequest('viewer', null);
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      if (header === undefined) return;
      const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
      if (!match?.[1]) return unauthenticated(reply);
      const claims = await tokens.verify(match[1]);
      const viewer = claims ? await loadViewer(db, claims) : null;
      if (!viewer) return unauthenticated(reply);
      request.viewer = viewer;
    });
  },
  { name: 'viewer' },
);
