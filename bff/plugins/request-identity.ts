// Who is calling, as far as spec §7.1 tells: session and client ids, the brand's country header,
// the app wrapper's type and version, the parent request id and the page URL. Each value is checked
// here, at the edge; an invalid one is dropped with a warning and the request goes on. The valid
// ones are bound to every later log line of the request and are the only client values sent
// upstream (UpstreamRequest.identityHeaders). The client and session id cookies of §4 and §9 are
// made here when absent, and stand in for the headers a client did not send.
// Names, formats and lifetimes: docs/decisions/010-request-headers.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BRANDS } from '../../shared/brands.ts';
import { GRAPHQL_PATH, REQUEST_ID_HEADER } from '../../shared/constants.ts';
import {
  AGENT_TYPE_COOKIE,
  AGENT_TYPE_HEADER,
  AGENT_VERSION_COOKIE,
  AGENT_VERSION_HEADER,
  type AgentType,
  CLIENT_ID_COOKIES,
  CLIENT_ID_HEADER,
  CLIENT_ID_MAX_AGE_SECONDS,
  isAgentType,
  isAgentVersion,
  isIdentifier,
  isPageUrl,
  PAGE_URL_HEADER,
  PARENT_REQUEST_ID_HEADER,
  SESSION_ID_COOKIES,
  SESSION_ID_HEADER,
  SESSION_ID_MAX_AGE_SECONDS,
} from '../../shared/request-identity.ts';
import type { BffConfig } from '../config.ts';
import { randomId } from '../ids.ts';

export interface RequestIdentity {
  readonly sessionId: string | null;
  readonly clientId: string | null;
  readonly agentType: AgentType | null;
  readonly agentVersion: string | null;
  readonly parentRequestId: string | null;
  readonly pageUrl: string | null;
  // The §7.1 headers as they go upstream: validated values under fixed names, nothing else.
  readonly upstreamHeaders: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: RequestIdentity;
  }
}

// Every country header any brand sends: only the brand it belongs to may send it.
const COUNTRY_HEADERS = new Set(
  Object.values(BRANDS).flatMap((brand) => (brand.countryHeader ? [brand.countryHeader.name.toLowerCase()] : [])),
);

// Enough of a rejected value to recognise it in the log, never a header's worth.
const LOGGED_VALUE_LENGTH = 64;

type Check<T extends string> = (value: unknown) => value is T;

// A value that failed its check, for the warning: where it came from and how it began.
type Rejected =
  | { readonly header: string; readonly value: string }
  | { readonly cookie: string; readonly value: string };

// How an id cookie is kept: its lifetime, and whether every answer sets it again so it slides.
interface IdCookie {
  readonly names: readonly string[];
  readonly maxAge: number;
  readonly slides: boolean;
}

// Node joins repeated headers into one string, which then fails its check like any other bad value.
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

// A GraphQL call, or any other request that is not a page load.
function isCall(request: FastifyRequest): boolean {
  return request.routeOptions.url === GRAPHQL_PATH || (request.method !== 'GET' && request.method !== 'HEAD');
}

// Only the path: a page URL's query string may hold a one-time token (a password reset link).
function pathOf(pageUrl: string): string {
  return new URL(pageUrl, 'http://page.invalid').pathname;
}

// Reads one request's identity values, collecting those that fail their checks.
function createReader(request: FastifyRequest, cookies: Readonly<Record<string, string | undefined>>) {
  const rejected: Rejected[] = [];
  const take = <T extends string>(
    value: string | undefined,
    check: Check<T>,
    source: { header: string } | { cookie: string },
  ): T | null => {
    if (value === undefined) return null;
    if (check(value)) return value;
    rejected.push({ ...source, value: value.slice(0, LOGGED_VALUE_LENGTH) });
    return null;
  };
  return {
    rejected,
    header: <T extends string>(name: string, check: Check<T>) => take(headerOf(request, name), check, { header: name }),
    cookie: <T extends string>(name: string, check: Check<T>) => take(cookies[name], check, { cookie: name }),
    reject: (header: string, value: string) => rejected.push({ header, value: value.slice(0, LOGGED_VALUE_LENGTH) }),
  };
}

export const requestIdentityPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    // Not HttpOnly: the client reads both ids for analytics (§4).
    const cookieOptions = { path: '/', sameSite: 'lax', secure: config.secureCookies, httpOnly: false } as const;
    const clientIdCookie: IdCookie = { names: CLIENT_ID_COOKIES, maxAge: CLIENT_ID_MAX_AGE_SECONDS, slides: false };

    // The id the cookies hold: the first well-formed one of its spellings. When `make` is true, a
    // missing or malformed id is replaced by a new one, and every spelling is set to the same value.
    function cookieId(
      reply: FastifyReply,
      read: ReturnType<typeof createReader>,
      cookie: IdCookie,
      make: boolean,
    ): string | null {
      const values = cookie.names.map((name) => read.cookie(name, isIdentifier));
      const kept = values.find((value) => value !== null) ?? null;
      if (!make) return kept;
      const id = kept ?? randomId();
      if (cookie.slides || values.some((value) => value !== id)) {
        for (const name of cookie.names) reply.setCookie(name, id, { ...cookieOptions, maxAge: cookie.maxAge });
      }
      return id;
    }

    app.decorateRequest('identity', null as unknown as RequestIdentity);
    // @fastify/cookie comes with the session plugin, registered after this one: this hook must run
    // before the session's, so that a session refresh already carries the identity.
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('parseCookie')) throw new Error('request-identity needs @fastify/cookie registered');
    });

    app.addHook('onRequest', async (request, reply) => {
      const read = createReader(request, request.cookies ?? app.parseCookie(request.headers.cookie ?? ''));
      // §4: routes that act for no one (assets, health, beacons) neither make nor renew the ids.
      const make = request.routeOptions.config.session !== false && !request.is404;
      const clientCookie = cookieId(reply, read, clientIdCookie, make);
      // §9: the session id lasts 1800 s after the last call. Page loads do not renew it: a page
      // answer that sets a cookie cannot be shared by caches (decision 014), and the client renews
      // the id on activity (§4).
      const sessionCookie = cookieId(
        reply,
        read,
        { names: SESSION_ID_COOKIES, maxAge: SESSION_ID_MAX_AGE_SECONDS, slides: isCall(request) },
        make,
      );

      // app.ts replaced a malformed request id with a new one.
      const sentRequestId = headerOf(request, REQUEST_ID_HEADER);
      if (sentRequestId !== undefined && sentRequestId !== request.id) read.reject(REQUEST_ID_HEADER, sentRequestId);

      const own = request.brand.countryHeader;
      for (const name of COUNTRY_HEADERS) {
        const value = headerOf(request, name);
        if (value !== undefined && !(own && own.name.toLowerCase() === name && own.value === value)) {
          read.reject(name, value);
        }
      }

      const hosts = [request.host.toLowerCase(), request.brand.hostname.toLowerCase()];
      const isOwnPageUrl = (value: unknown): value is string => isPageUrl(value, hosts);
      const identity = {
        sessionId: read.header(SESSION_ID_HEADER, isIdentifier) ?? sessionCookie,
        clientId: read.header(CLIENT_ID_HEADER, isIdentifier) ?? clientCookie,
        agentType: read.header(AGENT_TYPE_HEADER, isAgentType) ?? read.cookie(AGENT_TYPE_COOKIE, isAgentType),
        agentVersion:
          read.header(AGENT_VERSION_HEADER, isAgentVersion) ?? read.cookie(AGENT_VERSION_COOKIE, isAgentVersion),
        parentRequestId: read.header(PARENT_REQUEST_ID_HEADER, isIdentifier),
        pageUrl: read.header(PAGE_URL_HEADER, isOwnPageUrl),
      };

      const upstreamHeaders: Record<string, string> = {};
      const bindings: Record<string, string> = {};
      const add = (header: string, binding: string, value: string | null, logged = value) => {
        if (value === null || logged === null) return;
        upstreamHeaders[header] = value;
        bindings[binding] = logged;
      };
      add(SESSION_ID_HEADER, 'sessionId', identity.sessionId);
      add(CLIENT_ID_HEADER, 'clientId', identity.clientId);
      // The brand's own value, whatever the client sent: server-rendered pages call upstream too.
      if (own) add(own.name.toLowerCase(), 'country', own.value);
      add(AGENT_TYPE_HEADER, 'agentType', identity.agentType);
      add(AGENT_VERSION_HEADER, 'agentVersion', identity.agentVersion);
      add(PARENT_REQUEST_ID_HEADER, 'parentRequestId', identity.parentRequestId);
      add(PAGE_URL_HEADER, 'pagePath', identity.pageUrl, identity.pageUrl && pathOf(identity.pageUrl));

      request.identity = { ...identity, upstreamHeaders };
      // Every later line of this request carries them; Fastify writes "request completed" with the
      // reply's logger.
      request.log = request.log.child(bindings);
      reply.log = request.log;
      if (read.rejected.length > 0) request.log.warn({ rejected: read.rejected }, 'invalid identity values dropped');
    });
  },
  { name: 'request-identity', dependencies: ['brand'] },
);
