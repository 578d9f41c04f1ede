// Every page route of the table, rendered on the server by the web's server entry and hydrated in
// the browser. Operations the page needs run in-process on the gateway schema with the caller's
// session: no HTTP hop back into the BFF. Each answer gets the §9 cache policy of its page kind,
// shared only when it cannot belong to one person (docs/decisions/014-caching.md). A page that
// could not get its data because the upstream failed is the translated unavailable page with 503
// and Retry-After, never a 404, a sign-in redirect or a page to keep (decision 027).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, parse } from 'graphql';
import { CLIENT_NAME } from '../../shared/constants.ts';
import { AGENT_TYPE_HEADER } from '../../shared/request-identity.ts';
import { CACHE_MAX_AGE_SECONDS, type RouteName, routeByName } from '../../shared/routes.ts';
import { WEB_APP_VERSION } from '../../shared/version.ts';
import type { Execute, RenderedPage, RenderInput } from '../../web/server-entry.tsx';
import type { BffConfig } from '../config.ts';
import { SessionUnavailableError } from '../errors.ts';
import { toGatewayContext } from '../gateway/context.ts';
import type { PageCache } from '../page-cache.ts';
import { announceRetryAfter, outageOf } from '../upstream-client/fault-status.ts';
import { withVary } from '../vary.ts';

export type RenderPage = (input: RenderInput) => Promise<RenderedPage>;

// A preload Link header for the entry script, the chunks it imports and the fonts (spec §7.3).
function preloadLinks(manifest: FastifyInstance['assetManifest']): string {
  return [
    `<${manifest.script}>; rel=modulepreload`,
    ...(manifest.scriptImports ?? []).map((href) => `<${href}>; rel=modulepreload`),
    ...manifest.fonts.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
  ].join(', ');
}

export interface CacheFacts {
  // Seconds the page kind may be kept (§9), or null when it is never stored.
  readonly maxAge: number | null;
  readonly status: number;
  // Every query of the page answered: a page missing some of its data is not kept (decision 027).
  readonly complete: boolean;
  // Either of the two login cookies came with the request (§6).
  readonly hasLoginCookie: boolean;
  // The response sets a cookie of any kind.
  readonly setsCookie: boolean;
}

// §6: a page with a max-age is public only when neither login cookie is present — and, ours, only
// when the answer sets no cookie, since a shared cache would hand that cookie to everyone. Error
// answers are never stored: a 404 may become a page, a 5xx passes. Nor is a page that lacks some
// of its data: it would be served without it long after the fault passed.
export function decideCacheControl({ maxAge, status, complete, hasLoginCookie, setsCookie }: CacheFacts): string {
  if (maxAge === null || status !== 200 || !complete) return 'no-store';
  return `${hasLoginCookie || setsCookie ? 'private' : 'public'}, max-age=${maxAge}`;
}

function maxAgeOf(route: RouteName | null): number | null {
  if (route === null) return null;
  const policy = routeByName(route).cache;
  return policy === 'none' ? null : CACHE_MAX_AGE_SECONDS[policy];
}

// The query string of a request URL, '' when there is none.
function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 || index === url.length - 1 ? '' : url.slice(index);
}

export async function pageRoutes(
  app: FastifyInstance,
  { renderPage, config, pageCache }: { renderPage: RenderPage; config: BffConfig; pageCache: PageCache | null },
) {
  const link = preloadLinks(app.assetManifest);
  const parsed = new Map<string, DocumentNode>();
  const { name: tokenCookie, refreshName: refreshCookie } = app.sessionCookie;
  const hasLoginCookie = (request: FastifyRequest) =>
    Object.hasOwn(request.cookies, tokenCookie) || Object.hasOwn(request.cookies, refreshCookie);
  // The rendered route of each answer and whether it has all its data, for the cache decision made
  // when it is sent.
  const rendered = new WeakMap<FastifyRequest, { route: RouteName | null; complete: boolean }>();

  // At send time every cookie of the answer is known: the session's and the client and session
  // ids (set by hooks that run before this one, and serialised by @fastify/cookie's own onSend).
  app.addHook('onSend', async (request, reply) => {
    const setCookie = reply.getHeader('set-cookie');
    const page = rendered.get(request);
    reply.header(
      'cache-control',
      decideCacheControl({
        maxAge: maxAgeOf(page?.route ?? null),
        status: reply.statusCode,
        complete: page?.complete ?? false,
        hasLoginCookie: hasLoginCookie(request),
        setsCookie: setCookie !== undefined && (!Array.isArray(setCookie) || setCookie.length > 0),
      }),
    );
    // Browsers and shared caches keep one copy per Cookie header: signing in or out misses. The
    // app wrappers' pages differ (§2.10 app style), named by a cookie or by the agent header.
    reply.header('vary', withVary(withVary(reply.getHeader('vary'), 'Cookie'), AGENT_TYPE_HEADER));
  });

  // Renders the request's page. `sessionUnavailable`: the session had to be renewed (or its token
  // verified) before the request could run and the upstream could not be reached for it
  // (session/plugin.ts), so the page is the unavailable page without asking the upstream more.
  // `marks`: what to put for the nonce and request id, when the page may be kept (page-cache.ts).
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionUnavailable: boolean,
    marks: { readonly nonce: string; readonly requestId: string },
  ): Promise<RenderedPage> {
    // A token this process has not seen yet is shown to the upstream before the page trusts it
    // (decision 031); one it refuses is renewed or ends the session.
    if (!sessionUnavailable) await app.sessionCookie.verifiedInfo(request, reply);
    const context = toGatewayContext(request, reply);
    const execute: Execute = async (document, variables) => {
      const source = document.toString();
      let ast = parsed.get(source);
      if (!ast) {
        ast = parse(source);
        parsed.set(source, ast);
      }
      return app.gateway.run(ast, (variables ?? {}) as Record<string, unknown>, context);
    };
    return renderPage({
      brand: request.brand,
      pathname: request.url.split('?')[0] ?? '/',
      search: searchOf(request.url),
      origins: request.siteOrigins,
      readSession: () => app.sessionCookie.trustedInfo(request),
      // Faults the gateway's executor noted on this request (upstream-client/fault-status.ts).
      upstreamFailed: () => sessionUnavailable || outageOf(request) !== undefined,
      assets: app.assetManifest,
      execute,
      nonce: marks.nonce,
      // §2.10: inside the apps every page is app-style, from the server's first byte on.
      inApp: request.identity.agentType !== null,
      config: {
        ...config.clientSettings,
        env: config.appEnv,
        brandId: request.brand.id,
        locale: request.brand.locale,
        siteOrigin: request.siteOrigins[request.brand.id],
        parentRequestId: marks.requestId,
        mobileLoginPath: config.mobileLoginPath,
        clientName: CLIENT_NAME,
        clientVersion: WEB_APP_VERSION,
      },
    });
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, sessionUnavailable: boolean) {
    const own = { nonce: reply.cspNonce, requestId: request.id };
    // Decision 080: a visitor's page comes from the kept pages, or is rendered to be kept. The
    // app wrappers' pages differ from the site's (§2.10), so they are kept apart.
    const page =
      pageCache && !sessionUnavailable && !hasLoginCookie(request)
        ? await pageCache.answer(
            `${request.identity.agentType === null ? 'web' : 'app'} ${request.host}${request.url}`,
            request,
            () => render(request, reply, false, pageCache.markers),
            (route) => maxAgeOf(route as RouteName | null),
            own,
          )
        : await render(request, reply, sessionUnavailable, own);
    rendered.set(request, { route: page.route as RouteName | null, complete: page.complete });
    if (page.redirect) return reply.redirect(page.redirect, page.status === 303 ? 303 : 302);
    if (page.status === 503) {
      // Each failed upstream call was logged where it failed; this says what the person got.
      request.log.warn(
        { fault: sessionUnavailable ? 'session-renewal' : outageOf(request) },
        'page unavailable: the upstream did not give its data',
      );
      announceRetryAfter(reply);
    }
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('link', link)
      .send(page.html);
  }

  // Decision 027 (replacing 011's JSON error body for pages): an access cookie that ran out while
  // the upstream cannot renew it gets the unavailable page, with the cookies kept. Anything else
  // goes on to the app's error handler.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof SessionUnavailableError)) throw error;
    return answer(request, reply, true);
  });

  app.get('/*', (request, reply) => answer(request, reply, false));
}
