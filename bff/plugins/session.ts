// The session lives in an HttpOnly cookie holding the upstream's access token: browser JavaScript
// never sees it. The BFF decodes (does not verify) the token to know the session info of spec §3;
// the upstream verifies it on every call and answers 401 when it is no longer good.
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UserType } from '../../shared/generated/schema-enums.ts';
import type { BffConfig } from '../config.ts';
import type { SessionInfo as SessionInfoType } from '../generated/graphql.ts';

// Spec §3 session info, as schema/bff.graphql declares it.
export type SessionInfo = Readonly<Required<Omit<SessionInfoType, '__typename'>>>;

export interface Session {
  readonly token: string | null;
  readonly info: SessionInfo;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

export interface SessionCookie {
  readonly name: string;
  // A new session: the cookie is set and the rest of this request already sees it.
  begin(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void;
  // The session is over — logged out, or refused by the upstream: the cookie is cleared and the
  // rest of this request (later fields, the rendered page) sees a visitor.
  end(request: FastifyRequest, reply: FastifyReply): void;
}

export const VISITOR: Session = {
  token: null,
  info: {
    isAuthenticated: false,
    issuedAt: null,
    isImpersonated: false,
    userType: null,
    secondLayerAuthenticationExpirationTime: null,
    hasAssumableAccess: false,
  },
};

// Browsers drop a cookie whose name and value pass 4096 bytes without a word (ASVS 3.3.5).
const MAX_COOKIE_BYTES = 4096;

function isUserType(value: unknown): value is UserType {
  return (Object.values(UserType) as unknown[]).includes(value);
}

function isoFromSeconds(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000).toISOString() : null;
}

export function toSession(token: string | undefined): Session {
  if (!token) return VISITOR;
  const payload = token.split('.')[1];
  if (!payload) return VISITOR;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return VISITOR;
  }
  if (typeof claims !== 'object' || claims === null) return VISITOR;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return VISITOR;
  return {
    token,
    info: {
      isAuthenticated: true,
      issuedAt: isoFromSeconds(claims.iat),
      isImpersonated: claims.imp === true,
      userType: isUserType(claims.typ) ? claims.typ : null,
      secondLayerAuthenticationExpirationTime: isoFromSeconds(claims.sla),
      hasAssumableAccess: claims.haa === true,
    },
  };
}

export const sessionPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    await app.register(cookie);
    const name = `${config.cookiePrefix}token`;
    const base = { httpOnly: true, secure: config.secureCookies, sameSite: 'lax', path: '/' } as const;
    app.decorate('sessionCookie', {
      name,
      begin(request, reply, token, expiresAt) {
        if (Buffer.byteLength(name) + Buffer.byteLength(token) + 1 > MAX_COOKIE_BYTES) {
          throw new Error(`The session token is too large for a cookie (${token.length} bytes)`);
        }
        const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
        reply.setCookie(name, token, { ...base, maxAge });
        request.session = toSession(token);
      },
      end(request, reply) {
        reply.clearCookie(name, base);
        request.session = VISITOR;
      },
    } satisfies SessionCookie);
    app.decorateRequest('session', null as unknown as Session);
    app.addHook('onRequest', async (request) => {
      request.session = toSession(request.cookies[name]);
    });
  },
  { name: 'session' },
);
