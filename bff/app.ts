// The BFF as a Fastify app. Registers every plugin explicitly, top to bottom; never listens.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../shared/constants.ts';
import type { BffConfig } from './config.ts';
import { assetsPlugin } from './plugins/assets.ts';
import { brandPlugin } from './plugins/brand.ts';
import { gatewayPlugin } from './plugins/gateway.ts';
import { pageViewsPlugin } from './plugins/page-views.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { createUpstreamClient, type UpstreamClient } from './plugins/upstream-client.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes, type RenderPage } from './routes/pages.ts';

export interface BffAppOptions {
  readonly config: BffConfig;
  readonly renderPage: RenderPage;
  readonly upstream?: UpstreamClient;
  readonly fastify?: FastifyServerOptions;
}

// §7.1: the client sends a request id of 32 hex characters; anything else is replaced.
function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomBytes(16).toString('hex');
}

export async function buildBffApp({ config, renderPage, upstream, fastify }: BffAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    bodyLimit: 100_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    ...fastify,
  });
  const client =
    upstream ??
    createUpstreamClient({
      url: config.upstreamGraphqlUrl,
      deadlineMs: config.upstreamDeadlineMs,
      connections: config.upstreamConnections,
    });
  app.addHook('onClose', () => client.close());
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Unexpected errors answer with the request id only; the details go to the log.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      error: status >= 500 ? 'Internal Server Error' : error.message,
      requestId: request.id,
    });
  });

  await app.register(securityHeadersPlugin);
  await app.register(brandPlugin, { config });
  await app.register(sessionPlugin, { config, upstream: client });
  await app.register(healthRoutes, { upstream: client });
  await app.register(assetsPlugin, { distDir: config.distDir });
  await app.register(gatewayPlugin, { config, upstream: client });
  await app.register(pageViewsPlugin, { config });
  await app.register(pageRoutes, { renderPage });
  return app;
}
