import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { TokenSigner } from '../domain/identity/tokens.ts';
import type { UpstreamContext } from '../graphql/context.ts';
import { maskErrors } from '../graphql/errors.ts';
import { buildUpstreamSchema } from '../graphql/schema.ts';

export interface GraphqlRouteOptions {
  readonly db: Database;
  readonly tokens: TokenSigner;
  readonly config: UpstreamConfig;
}

export async function graphqlRoutes(app: FastifyInstance, { db, tokens, config }: GraphqlRouteOptions) {
  await app.register(mercurius, {
    schema: buildUpstreamSchema(),
    path: '/graphql',
    graphiql: false,
    // The upstream's callers are servers, not browsers; its schema is public within the platform.
    context: (request): UpstreamContext => ({ db, tokens, config, viewer: request.viewer, requestId: request.id }),
    errorFormatter: maskErrors,
  });
}
