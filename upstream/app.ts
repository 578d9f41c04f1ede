// The upstream marketplace API as a Fastify app. Registers every plugin explicitly; never listens.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { UpstreamConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { loadTokenSecret } from './domain/identity/secret.ts';
import { createTokenSigner } from './domain/identity/tokens.ts';
import { viewerPlugin } from './plugins/viewer.ts';
import { graphqlRoutes } from './routes/graphql.ts';
import { healthRoutes } from './routes/health.ts';

export interface UpstreamAppOptions {
  readonly config: UpstreamConfig;
  readonly db: Database;
  readonly fastify?: FastifyServerOptions;
}

export async function buildUpstreamApp({ config, db, fastify }: UpstreamAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    ...fastify,
  });
  const tokens = createTokenSigner(await loadTokenSecret(db, config));
  await app.register(healthRoutes, { db });
  await app.register(async (scope) => {
    await scope.register(viewerPlugin, { db, tokens });
    await scope.register(graphqlRoutes, { db, tokens, config });
  });
  return app;
}
