// The session lives in two HttpOnly cookies: the upstream's short-lived access token and its
// single-use refresh token. Browser JavaScript sees neither. The BFF decodes (does not verify) the
// access token to know the session info of spec §3; the upstream verifies it on every call. When
// the access token has run out, the refresh token buys a new pair before the request goes on.
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UserType } from '../../shared/generated/schema-enums.ts';
import type { BffConfig } from '../config.ts';
import { createSessionRefresher, type SessionTokens } from '../gateway/session-refresh.ts';
import type { SessionInfo as SessionInfoType } from '../generated/graphql.ts';
import type { UpstreamClient } from './upstream-client.ts';

// Spec §3 session info as the token carries it; the two §4 judgements that depend on the time of
// asking (describeSession) are made when the info is read.
export type SessionInfo = Readonly<
  Required<Omit<SessionInfoType, '__typename' | 'isTokenRecentlyRefreshed' | 'isSecondLayerAuthExpired'>>
>;

// Spec §4: "recently refreshed" is a fixed window after the token was issued.
export const RECENT_REFRESH_WINDOW_MS = 60_000;

// The §3 session info with the §4 judgements of this moment.
export function describeSession(info: SessionInfo, now = Date.now()): Required<Omit<SessionInfoType, '__typename'>> {
  const issued = info.issuedAt ? Date.parse(info.issuedAt) : Number.NaN;
  const secondLayer = info.secondLayerAuthenticationExpirationTime
    ? Date.parse(info.secondLayerAuthenticationExpirationTime)
    : Number.NaN;
  return {
    ...info,
    isTokenRecentlyRefreshed: info.isAuthenticated && now - issued >= 0 && now - issued <= RECENT_REFRESH_WINDOW_MS,
    isSecondLayerAuthExpired: !(secondLayer > now),
  };
}

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
  interface FastifyContextConfig {
    // False for routes that never act for the caller (assets, health): no refresh happens there.
    session?: boolean;
  }
}

export interface SessionCookie {
  readonly name: string;
  readonly refreshName: string;
  // A new session (or a new token pair for it): the cookies are set and the rest of this request
  // already sees it.
  begin(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens): void;
  // The session is over — logged out, or refused by the upstream: the cookies are cleared and the
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
// An access token this close to its end is refreshed first, so it does not run out on the way.
const EXPIRY_MARGIN_MS = 10_000;

function isUserType(value: unknown): value is UserType {
  return (Object.values(UserType) as unknown[]).includes(value);
}

function isoFromSeconds(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000).toISOString() : null;
}

export function toSession(token: string | undefined, now = Date.now()): Session {
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
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now + EXPIRY_MARGIN_MS) return VISITOR;
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

function maxAgeUntil(date: Date): number {
  return Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));
}

export const sessionPlugin = fp<{ config: BffConfig; upstream: UpstreamClient }>(
  async (app, { config, upstream }) => {
    await app.register(cookie);
    const name = `${config.cookiePrefix}token`;
    const refreshName = `${config.cookiePrefix}refresh`;
    const base = { httpOnly: true, secure: config.secureCookies, sameSite: 'lax', path: '/' } as const;
    const refresher = createSessionRefresher(upstream);

    function setCookie(reply: FastifyReply, cookieName: string, value: string, expiresAt: Date) {
      if (Buffer.byteLength(cookieName) + Buffer.byteLength(value) + 1 > MAX_COOKIE_BYTES) {
        throw new Error(`A session token is too large for a cookie (${value.length} bytes)`);
      }
      reply.setCookie(cookieName, value, { ...base, maxAge: maxAgeUntil(expiresAt) });
    }

    const sessionCookie: SessionCookie = {
      name,
      refreshName,
      begin(request, reply, tokens) {
        setCookie(reply, name, tokens.accessToken, tokens.accessTokenExpiresAt);
        setCookie(reply, refreshName, tokens.refreshToken, tokens.refreshTokenExpiresAt);
        request.session = toSession(tokens.accessToken);
      },
      end(request, reply) {
        reply.clearCookie(name, base);
        reply.clearCookie(refreshName, base);
        request.session = VISITOR;
      },
    };
    app.decorate('sessionCookie', sessionCookie);
    app.decorateRequest('session', null as unknown as Session);
    app.addHook('onRequest', async (request, reply) => {
      request.session = toSession(request.cookies[name]);
      const refreshToken = request.cookies[refreshName];
      if (request.session.token || !refreshToken || request.routeOptions.config.session === false) return;
      const outcome = await refresher.refresh(refreshToken, request.id, request.ip);
      if (outcome.kind === 'refreshed') sessionCookie.begin(request, reply, outcome.tokens);
      else if (outcome.kind === 'refused') sessionCookie.end(request, reply);
      // Upstream unreachable: this request goes on as a visitor, and the cookies are kept so the
      // person is not signed out by an outage.
      else request.log.warn({ err: outcome.error }, 'session refresh failed; continuing as a visitor');
    });
  },
  { name: 'session' },
);
