// §9 `redirect-to`: where a person goes once signed in. A person who is already signed in and opens
// a sign-in page (§2.4) with a `redirect-to` target — the query parameter, else the cookie — has
// nothing to do there and is sent straight on: 303 to the target if shared/redirect.ts accepts it,
// to the home page otherwise. The cookie is used once and cleared. Visitors see the sign-in page
// as before (docs/decisions/010-request-headers.md).
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PATHS } from '../../locales/paths.ts';
import type { Brand } from '../../shared/brands.ts';
import { REDIRECT_TO, safeRedirectPath } from '../../shared/redirect.ts';
import { createRouteMatcher, type RouteName } from '../../shared/routes.ts';
import type { BffConfig } from '../config.ts';

const SIGN_IN_PAGES: ReadonlySet<RouteName> = new Set(['login', 'loginOptions', 'loginPassword', 'loginOtp']);

// The raw target, or undefined when the request names none. A repeated query parameter arrives as
// a list, which safeRedirectPath turns into the home page.
function targetOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.[REDIRECT_TO] ?? request.cookies[REDIRECT_TO];
}

export const loginRedirectPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    const matcherFor = (brand: Brand) => createRouteMatcher(brand, PATHS[brand.locale]);

    // After the session plugin's hook: a session it renewed counts, one it ended does not.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !request.session.info.isAuthenticated) return;
      const target = targetOf(request);
      if (target === undefined) return;
      const pathname = request.url.split('?')[0] ?? '/';
      const route = matcherFor(request.brand).match(pathname)?.route.name;
      if (!route || !SIGN_IN_PAGES.has(route)) return;
      const location = safeRedirectPath(target);
      if (location !== target) request.log.warn({ target: String(target).slice(0, 64) }, 'unsafe redirect-to replaced');
      if (request.cookies[REDIRECT_TO] !== undefined) {
        reply.clearCookie(REDIRECT_TO, { path: '/', sameSite: 'lax', secure: config.secureCookies });
      }
      return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
    });
  },
  { name: 'login-redirect', dependencies: ['brand', 'session'] },
);
