// Security headers on every response. An HTML page gets a Content-Security-Policy with a nonce made
// for that response alone (issue §7): every <script> element of the page carries it, so an element
// injected into the markup, which cannot know the nonce, does not run. Every other response keeps
// the same policy without a nonce. A response that chose no caching policy is not stored.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    // 128 random bits, base64; the renderer puts it on every <script> of the page.
    cspNonce: string;
  }
}

function contentSecurityPolicy(nonce: string | null): string {
  return [
    "default-src 'self'",
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    // No inline styles or style attributes exist; the stylesheets are our own files.
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STRICT_POLICY = contentSecurityPolicy(null);

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^text\/html\s*(;|$)/i.test(contentType);
}

export const securityHeadersPlugin = fp(
  async (app) => {
    app.decorateReply('cspNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      reply.cspNonce = randomBytes(16).toString('base64');
    });
    app.addHook('onSend', async (_request, reply) => {
      // An answer refused before the nonce was made (load shedding) has none and needs none.
      const nonce = isHtml(reply.getHeader('content-type')) && reply.cspNonce !== '' ? reply.cspNonce : null;
      reply.header('content-security-policy', nonce === null ? STRICT_POLICY : contentSecurityPolicy(nonce));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('x-frame-options', 'DENY');
      // Secure by default: GraphQL answers, page views, errors and anything else that did not
      // choose a policy (pages, assets and the service worker do) are never kept by any cache.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
