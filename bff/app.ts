// The BFF as a Fastify app. Registers every plugin explicitly, top to bottom; never listens.
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { GRAPHQL_PATH, REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../shared/constants.ts';
import type { BffConfig } from './config.ts';
import type { GatewayExtension } from './gateway/schema.ts';
import { randomId } from './ids.ts';
import { lazyChildLoggerFactory } from './lazy-logger.ts';
import { loggerOptions } from './logging.ts';
import { createPageCache } from './page-cache.ts';
import { brandPlugin } from './plugins/brand.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { graphqlMediaTypesPlugin } from './plugins/graphql-media-types.ts';
import { handlerTimeoutPlugin } from './plugins/handler-timeout.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { loginRedirectPlugin } from './plugins/login-redirect.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { referralPlugin } from './plugins/referral.ts';
import { requestIdentityPlugin } from './plugins/request-identity.ts';
import { securityHeadersPlugin, thirdPartyOrigins } from './plugins/security-headers.ts';
import { assetsPlugin } from './routes/assets.ts';
import { fileRoutes } from './routes/files.ts';
import { gatewayPlugin } from './routes/graphql.ts';
import { createReadinessChecks, healthRoutes } from './routes/health.ts';
import { createBffMetrics, metricsPlugin } from './routes/metrics.ts';
import { mobileLoginPlugin } from './routes/mobile-login.ts';
import { pageViewsPlugin } from './routes/page-views.ts';
import { pageRoutes, type RenderPage } from './routes/pages.ts';
import { privateFileRoutes } from './routes/private-files.ts';
import { referralRoutes } from './routes/referral.ts';
import { seoRoutes } from './routes/seo.ts';
import { serviceWorkerRoutes } from './routes/service-worker.ts';
import { sessionPlugin } from './session/plugin.ts';
import { createVerifiedTokens, noteAcceptedTokens } from './session/verified-tokens.ts';
import { createUpstreamClient, type UpstreamClient } from './upstream-client/client.ts';

export interface BffAppOptions {
  readonly config: BffConfig;
  readonly renderPage: RenderPage;
  readonly upstream?: UpstreamClient;
  // More BFF-local fields and further upstreams stitched into the gateway.
  readonly gatewayExtension?: GatewayExtension;
  readonly fastify?: FastifyServerOptions;
}

// §7.1: the client sends a request id of 32 hex characters; anything else is replaced.
function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomId();
}

export async function buildBffApp({ config, renderPage, upstream, gatewayExtension, fastify }: BffAppOptions) {
  const { operations } = config;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: requestIdOf,
    bodyLimit: 100_000,
    // Decision 013: X-Forwarded-For counts only from the configured proxies.
    trustProxy: typeof operations.trustProxy === 'boolean' ? operations.trustProxy : [...operations.trustProxy],
    requestTimeout: operations.requestTimeoutMs,
    keepAliveTimeout: operations.keepAliveTimeoutMs,
    // Node checks these limits only every connectionsCheckingInterval (30 s) and lets headers take
    // 60 s whatever requestTimeout says: REQUEST_TIMEOUT_MS is made the real bound for headers and
    // body alike, enforced within a second of it (issue 15 §7).
    http: {
      headersTimeout: operations.requestTimeoutMs,
      requestTimeout: operations.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, operations.requestTimeoutMs),
    },
    // Closing ends idle keep-alive connections at once (server.ts closes the rest as they finish).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ...fastify,
  });
  const metrics = createBffMetrics({ overloaded: () => app.loadShedding.overloaded });
  const readiness = createReadinessChecks();
  // Session info is shown only from tokens the upstream issued or accepted (decision 031).
  const verifiedTokens = createVerifiedTokens();
  const client = noteAcceptedTokens(
    upstream ??
      createUpstreamClient({
        url: config.upstreamGraphqlUrl,
        deadlineMs: config.upstreamDeadlineMs,
        connections: config.upstreamConnections,
        keptAnswerBytes: config.upstreamPublicAnswerBytes,
        observer: metrics.upstream,
      }),
    verifiedTokens,
  );
  app.addHook('onClose', () => client.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Unexpected errors answer with the request id only; the details go to the log.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      // A 5xx says only its kind ("Service Unavailable" during an upstream outage), never the cause.
      error: status >= 500 ? (STATUS_CODES[status] ?? 'Internal Server Error') : error.message,
      requestId: request.id,
    });
  });

  // First: every answer is measured, and a saturated process refuses work before doing any.
  await app.register(metricsPlugin, { metrics, token: operations.metricsToken });
  await app.register(loadSheddingPlugin, { config: operations.loadShedding });
  await app.register(handlerTimeoutPlugin, { timeoutMs: operations.handlerTimeoutMs });
  await app.register(securityHeadersPlugin, {
    origins: thirdPartyOrigins(config.clientSettings),
    httpsOnly: config.httpsOnly,
  });
  await app.register(compressionPlugin);
  await app.register(brandPlugin, { config });
  // Before the session: a session refresh goes upstream with the caller's identity headers.
  await app.register(requestIdentityPlugin, { config });
  // Before the session: a request for a media type no GraphQL answer comes in is refused (406)
  // without renewing anybody's session.
  await app.register(graphqlMediaTypesPlugin, { paths: [GRAPHQL_PATH, config.mobileLoginPath] });
  await app.register(sessionPlugin, { config, upstream: client, verified: verifiedTokens });
  await app.register(loginRedirectPlugin, { config });
  // After the session: its cookie parser reads the referral cookie too.
  await app.register(referralPlugin, { config });
  await app.register(healthRoutes, { upstream: client, readiness });
  await app.register(fileRoutes, { upstreamUrl: config.upstreamGraphqlUrl });
  await app.register(privateFileRoutes, { upstreamUrl: config.upstreamGraphqlUrl });
  await app.register(assetsPlugin, { distDir: config.distDir });
  await app.register(serviceWorkerRoutes, { distDir: config.distDir });
  await app.register(gatewayPlugin, {
    config,
    upstream: client,
    extension: gatewayExtension,
    observePath: metrics.graphqlPath,
  });
  await app.register(rateLimitsPlugin, { config });
  await app.register(mobileLoginPlugin, { config });
  await app.register(pageViewsPlugin, { config, observer: metrics.pageViews, readiness });
  await app.register(seoRoutes, { config });
  await app.register(referralRoutes);
  const pageCache = config.pageCacheBytes > 0 ? createPageCache(config.pageCacheBytes, metrics.pageCache) : null;
  await app.register(pageRoutes, { renderPage, config, pageCache });
  return app;
}
