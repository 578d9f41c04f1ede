// POST /graphql: mercurius over the stitched gateway schema. Decorates the instance with the
// schema so server-side rendering runs its operations in-process on the very same schema.

import fp from 'fastify-plugin';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { execute, type GraphQLSchema, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import type { BffConfig } from '../config.ts';
import type { GatewayContext } from '../gateway/context.ts';
import { toGatewayContext } from '../gateway/context.ts';
import { readContract } from '../gateway/contract.ts';
import { formatGatewayErrors } from '../gateway/errors.ts';
import { createUpstreamExecutor } from '../gateway/executor.ts';
import { createLocalResolvers } from '../gateway/resolvers.ts';
import { buildGatewaySchema, buildUpstreamContractSchema } from '../gateway/schema.ts';
import type { UpstreamClient } from './upstream-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    gateway: {
      readonly schema: GraphQLSchema;
      run<TData>(
        document: DocumentNode,
        variables: Record<string, unknown>,
        context: GatewayContext,
      ): Promise<ExecutionResult<TData>>;
    };
  }
}

export interface GatewayOptions {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
}

export const gatewayPlugin = fp<GatewayOptions>(
  async (app, { config, upstream }) => {
    const contract = readContract();
    const executor = createUpstreamExecutor(upstream, buildUpstreamContractSchema(contract));
    const schema = buildGatewaySchema(contract, executor, createLocalResolvers(upstream));
    const production = config.appEnv === 'production' || config.appEnv === 'staging';
    await app.register(mercurius, {
      schema,
      path: '/graphql',
      graphiql: false,
      allowBatchedQueries: false,
      queryDepth: 10,
      // A request must be JSON or carry a header a cross-site form cannot set.
      csrfPrevention: true,
      validationRules: production ? [NoSchemaIntrospectionCustomRule] : [],
      context: toGatewayContext,
      errorFormatter: formatGatewayErrors,
    });
    app.decorate('gateway', {
      schema,
      run: async <TData>(document: DocumentNode, variables: Record<string, unknown>, context: GatewayContext) =>
        (await execute({
          schema,
          document,
          variableValues: variables,
          contextValue: context,
        })) as ExecutionResult<TData>,
    });
  },
  { name: 'gateway', dependencies: ['session', 'brand'] },
);
