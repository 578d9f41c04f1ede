// Security headers on every response. An HTML page gets a Content-Security-Policy with a nonce made
// for that response alone (issue §7): every <script> element of the page carries it, so an element
// injected into the markup, which cannot know the nonce, does not run. Every other response keeps
// the same policy without a nonce. A response that chose no caching policy is not stored.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CAPTCHA_ORIGIN } from '../../shared/captcha.ts';
import { randomNonce } from '../ids.ts';

declare module 'fastify' {
  interface FastifyReply {
    // 128 random bits, base64; the renderer puts it on every <script> of the page.
    readonly cspNonce: string;
  }
}

// Third parties the page talks to, each named by configuration (spec §9): the consent script's
// origin may load scripts; it, the analytics collector and the error reporter may be called; the
// sign-up captcha, when it has a site key, loads its script and shows its frame.
export interface ThirdPartyOrigins {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
}

const NO_THIRD_PARTIES: ThirdPartyOrigins = { script: [], connect: [], frame: [] };

function sources(origins: readonly string[]): string {
  return origins.map((origin) => ` ${origin}`).join('');
}

function contentSecurityPolicy(nonce: string | null, origins: ThirdPartyOrigins): string {
  return [
    "default-src 'self'",
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'${sources(origins.script)}`,
    // No inline styles or style attributes exist; the stylesheets are our own files.
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${sources(origins.connect)}`,
    `frame-src 'self'${sources(origins.frame)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STRICT_POLICY = contentSecurityPolicy(null, NO_THIRD_PARTIES);

// The origins of the configured third-party addresses, once each.
export function thirdPartyOrigins(settings: {
  readonly analyticsCollectorUrl: string | null;
  readonly errorReportingDsn: string | null;
  readonly consentScriptUrl: string | null;
  readonly captchaSiteKey: string | null;
}): ThirdPartyOrigins {
  const origin = (url: string | null) => (url === null ? [] : [new URL(url).origin]);
  const consent = origin(settings.consentScriptUrl);
  const captcha = settings.captchaSiteKey === null ? [] : [CAPTCHA_ORIGIN];
  const connect = [...origin(settings.analyticsCollectorUrl), ...origin(settings.errorReportingDsn), ...consent];
  return { script: [...consent, ...captcha], connect: [...new Set(connect)], frame: captcha };
}

const NONCE = Symbol('cspNonce');
type NonceReply = FastifyReply & { [NONCE]: string | null };

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^text\/html\s*(;|$)/i.test(contentType);
}

// A year, the whole domain: once a browser has seen it, it never asks for the site over HTTP.
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  readonly origins?: ThirdPartyOrigins;
  // Served over HTTPS only (staging, production): Strict-Transport-Security on every answer.
  readonly httpsOnly?: boolean;
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { origins = NO_THIRD_PARTIES, httpsOnly = false }) => {
    // Made when first asked for (a page render, or the headers of an HTML answer): most answers
    // are JSON and need none, and 16 random bytes per request add up under load.
    // Kept on the reply itself, not in a WeakMap (see session.ts); '' until asked for, null for an
    // answer refused before this plugin saw its request (load shedding).
    app.decorateReply(NONCE, null);
    app.decorateReply('cspNonce', {
      getter(this: FastifyReply) {
        const reply = this as NonceReply;
        if (!reply[NONCE]) reply[NONCE] = randomNonce();
        return reply[NONCE];
      },
    });
    app.addHook('onRequest', async (_request, reply) => {
      (reply as NonceReply)[NONCE] = '';
    });
    app.addHook('onSend', async (_request, reply) => {
      // An answer refused before this plugin saw the request (load shedding) has none and needs none.
      const admitted = (reply as NonceReply)[NONCE] !== null;
      const nonce = isHtml(reply.getHeader('content-type')) && admitted ? reply.cspNonce : null;
      reply.header('content-security-policy', nonce === null ? STRICT_POLICY : contentSecurityPolicy(nonce, origins));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('x-frame-options', 'DENY');
      if (httpsOnly) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      // Secure by default: GraphQL answers, page views, errors and anything else that did not
      // choose a policy (pages, assets and the service worker do) are never kept by any cache.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
