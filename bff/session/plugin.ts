// The session lives in two HttpOnly cookies: the upstream's short-lived access token and its
// single-use refresh token. Browser JavaScript sees neither. The BFF decodes the access token to
// know the session info of spec §3, and shows that info only once the token is known to be genuine
// (verified-tokens.ts, decision 031); the upstream verifies it on every call. When the access token
// has run out, the refresh token buys a new pair before the request goes on; when the upstream
// refuses an access token that looked good, the gateway asks for a renewal (renew). An outage
// during a renewal answers 503 and keeps the cookies (decision 011).
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UserType } from '../../shared/generated/schema-enums.ts';
import { CLIENT_ID_COOKIES, CLIENT_ID_HEADER, isIdentifier } from '../../shared/request-identity.ts';
import type { BffConfig } from '../config.ts';
import { CookieHeaderTooLargeError, SessionUnavailableError, UpstreamUnauthenticatedError } from '../errors.ts';
import type { SessionInfo as SessionInfoType } from '../generated/graphql.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import { announceRetryAfter } from '../upstream-client/fault-status.ts';
import { createSessionRefresher, type SessionTokens } from './refresh.ts';
import type { VerifiedTokens } from './verified-tokens.ts';

const HELD_REFRESH = Symbol('heldRefresh');
type HoldingRequest = FastifyRequest & { [HELD_REFRESH]: string | null };

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
  // The upstream refused `rejectedToken`: a new pair is bought with the request's refresh token and
  // begun. Throws UpstreamUnauthenticatedError when there is no refresh token or the upstream
  // refuses it (the caller ends the session), SessionUnavailableError when the upstream cannot be
  // reached (the cookies stay).
  renew(request: FastifyRequest, reply: FastifyReply, rejectedToken: string): Promise<void>;
  // The session info of a token known to be genuine; a visitor's while it is not (yet).
  trustedInfo(request: FastifyRequest): SessionInfo;
  // The session info once the token is known to be genuine: a token not seen before is shown to
  // the upstream; one it refuses is renewed, or the session ends. Throws SessionUnavailableError
  // when the upstream cannot be reached.
  verifiedInfo(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo>;
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
// Decision 011: a Cookie header past this was not sent by a browser on our pages; 431 says so.
export const MAX_COOKIE_HEADER_BYTES = 8192;
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

function isOversized(name: string, value: string): boolean {
  return Buffer.byteLength(name) + Buffer.byteLength(value) + 1 > MAX_COOKIE_BYTES;
}

function maxAgeUntil(date: Date): number {
  return Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));
}

// The browser or app a refresh comes from, as far as it tells: the client id it sent (not one
// made for this request) and its user agent; without an id, its address stands in.
function clientOf(request: FastifyRequest): string {
  const header = request.headers[CLIENT_ID_HEADER];
  const sent = [header, ...CLIENT_ID_COOKIES.map((name) => request.cookies[name])].find(isIdentifier);
  return `${sent ?? `address:${request.ip}`}\n${request.headers['user-agent'] ?? ''}`;
}

// A call the upstream answers only for a token it accepts (anything else is a 401 before it runs).
const VERIFY = '{ __typename }';

export interface SessionOptions {
  readonly config: BffConfig;
  // The upstream client; every call it answers without a 401 vouches for the token it carried.
  readonly upstream: UpstreamClient;
  readonly verified: VerifiedTokens;
}

export const sessionPlugin = fp<SessionOptions>(
  async (app, { config, upstream, verified }) => {
    await app.register(cookie);
    // __Host-: the browser keeps such a cookie only if it is Secure, has Path=/ and no Domain, so
    // no subdomain and no plain-HTTP page can set or shadow it (ASVS 3.3.1).
    const prefix = `${config.httpsOnly ? '__Host-' : ''}${config.cookiePrefix}`;
    const name = `${prefix}token`;
    const refreshName = `${prefix}refresh`;
    const base = { httpOnly: true, secure: config.secureCookies, sameSite: 'lax', path: '/' } as const;
    const refresher = createSessionRefresher(upstream);
    // A renewal goes upstream with the identity headers (request-identity.ts) of the request that
    // started it, and is shared only with requests of the same client (decision 031).
    const refreshCaller = (request: FastifyRequest) => ({
      requestId: request.id,
      clientIp: request.ip,
      identityHeaders: request.identity?.upstreamHeaders,
      client: clientOf(request),
    });

    // The refresh token this request holds now: the cookie's (read in onRequest), until a renewal or
    // an end replaced it. A token already spent by this request's first renewal is never sent again.
    // Kept on the request itself: an entry in a long-lived WeakMap keeps each request's objects
    // through the young generation's collections, so they pile up in the old one under load.
    app.decorateRequest(HELD_REFRESH, null);
    const heldRefresh = {
      set: (request: FastifyRequest, token: string | null) => {
        (request as HoldingRequest)[HELD_REFRESH] = token;
      },
      get: (request: FastifyRequest) => (request as HoldingRequest)[HELD_REFRESH],
    };

    function setCookie(reply: FastifyReply, cookieName: string, value: string, expiresAt: Date) {
      if (isOversized(cookieName, value)) {
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
        heldRefresh.set(request, tokens.refreshToken);
        // The upstream issued it to us just now.
        verified.add(tokens.accessToken);
      },
      end(request, reply) {
        reply.clearCookie(name, base);
        reply.clearCookie(refreshName, base);
        request.session = VISITOR;
        heldRefresh.set(request, null);
      },
      async renew(request, reply, rejectedToken) {
        // Another field of this request already renewed (or ended) the session: nothing to buy.
        if (request.session.token !== rejectedToken) {
          if (request.session.token) return;
          throw new UpstreamUnauthenticatedError();
        }
        const refreshToken = heldRefresh.get(request);
        if (!refreshToken) throw new UpstreamUnauthenticatedError();
        const outcome = await refresher.refresh(refreshToken, refreshCaller(request));
        if (outcome.kind === 'refused') throw new UpstreamUnauthenticatedError();
        if (outcome.kind === 'failed') {
          request.log.warn({ err: outcome.error }, 'session renewal failed; the upstream is unavailable');
          throw new SessionUnavailableError({ cause: outcome.error });
        }
        // Fields failing at once share the one renewal; the first to get here begins it.
        if (request.session.token === rejectedToken) sessionCookie.begin(request, reply, outcome.tokens);
      },
      trustedInfo(request) {
        const { token, info } = request.session;
        return token && verified.has(token) ? info : VISITOR.info;
      },
      async verifiedInfo(request, reply) {
        const token = request.session.token;
        if (!token || verified.has(token)) return request.session.info;
        try {
          await upstream.execute({
            query: VERIFY,
            token,
            requestId: request.id,
            clientIp: request.ip,
            identityHeaders: request.identity?.upstreamHeaders,
          });
        } catch (error) {
          if (!(error instanceof UpstreamUnauthenticatedError)) {
            request.log.warn({ err: error }, 'the session could not be verified; the upstream is unavailable');
            throw new SessionUnavailableError({ cause: error });
          }
          try {
            await sessionCookie.renew(request, reply, token);
          } catch (renewal) {
            if (!(renewal instanceof UpstreamUnauthenticatedError)) throw renewal;
            sessionCookie.end(request, reply);
          }
        }
        return sessionCookie.trustedInfo(request);
      },
    };
    app.decorate('sessionCookie', sessionCookie);
    app.decorateRequest('session', null as unknown as Session);
    // An auth cookie no browser would keep is not read: ignored as absent, and cleared.
    function readCookie(request: FastifyRequest, reply: FastifyReply, cookieName: string): string | undefined {
      const value = request.cookies[cookieName];
      if (value === undefined || !isOversized(cookieName, value)) return value;
      reply.clearCookie(cookieName, base);
      return undefined;
    }

    app.addHook('onRequest', async (request, reply) => {
      request.session = VISITOR;
      if (Buffer.byteLength(request.headers.cookie ?? '') > MAX_COOKIE_HEADER_BYTES) {
        throw new CookieHeaderTooLargeError(MAX_COOKIE_HEADER_BYTES);
      }
      request.session = toSession(readCookie(request, reply, name));
      const refreshToken = readCookie(request, reply, refreshName);
      heldRefresh.set(request, refreshToken ?? null);
      if (request.session.token || !refreshToken || request.routeOptions.config.session === false) return;
      const outcome = await refresher.refresh(refreshToken, refreshCaller(request));
      if (outcome.kind === 'refreshed') sessionCookie.begin(request, reply, outcome.tokens);
      else if (outcome.kind === 'refused') sessionCookie.end(request, reply);
      else {
        // Upstream unreachable: going on as a visitor would show a signed-in person a signed-out
        // page, so the request is not run; the cookies are kept so the outage signs nobody out.
        request.log.warn({ err: outcome.error }, 'session refresh failed; answering 503');
        announceRetryAfter(reply);
        throw new SessionUnavailableError({ cause: outcome.error });
      }
    });
  },
  { name: 'session' },
);
