// POST /graphql: mercurius over the stitched gateway schema. Decorates the instance with the
// schema so server-side rendering runs its operations in-process on the very same schema.

import fp from 'fastify-plugin';
import type { DocumentNode, ExecutionResult } from 'graphql';
import { execute, type GraphQLSchema, NoSchemaIntrospectionCustomRule, Source } from 'graphql';
import type { ValidationOptions } from 'graphql/validation/validate.js';
import mercurius from 'mercurius';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import type { GatewayContext } from '../gateway/context.ts';
import { toGatewayContext } from '../gateway/context.ts';
import { readContract } from '../gateway/contract.ts';
import { csrfPrevention, restrictGraphqlGet } from '../gateway/csrf.ts';
import { withFaultStatus } from '../gateway/errors.ts';
import { createUpstreamExecutor } from '../gateway/executor.ts';
import { createFastPath, fieldsDefinedIn, type GraphqlPath } from '../gateway/fast-path.ts';
import { withGraphqlResponseStatus } from '../gateway/graphql-response.ts';
import { GRAPHQL_LIMITS, operationLimitsRule } from '../gateway/limits.ts';
import { createRefusalFormatter } from '../gateway/refusals.ts';
import { settleGraphqlParameters } from '../gateway/request-parameters.ts';
import { createLocalResolvers } from '../gateway/resolvers.ts';
import { buildGatewaySchema, buildUpstreamContractSchema, type GatewayExtension } from '../gateway/schema.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import { acceptUploads } from '../upstream-client/uploads.ts';

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

// How many documents mercurius keeps parsed and validated for the full path, and as many refused
// ones (quick-lru: up to twice that each, over two generations). A parsed document keeps every
// token of its text, up to about 0.6 MB at the token limit, so the bound is in entries here and
// small: the full path runs mutations and what the BFF resolves itself, a few dozen documents in
// steady use; upstream-only reads are planned by the fast path, bounded by bytes.
const FULL_PATH_DOCUMENTS = 32;

const JSON_AST_REFUSED = 'The query must be GraphQL text; a JSON-encoded document is not accepted.';

export interface GatewayOptions {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
  // More BFF-local fields and further upstreams (README: "Extending the gateway schema").
  readonly extension?: GatewayExtension | undefined;
  // Told which path each /graphql POST took (metrics).
  readonly observePath?: ((path: GraphqlPath) => void) | undefined;
}

// What the gateway answers other than from the marketplace upstream: the fields of the BFF's own
// SDL and of a deployment's extension, every field a resolver map names (a resolver may wrap an
// upstream field), and further upstreams' fields. Operations touching them take the full execution.
function fieldsNotFromMarketplace(
  bffSdl: string,
  resolvers: Readonly<Record<string, unknown>>,
  extension: GatewayExtension | undefined,
): Set<string> {
  const sdl = [bffSdl, extension?.typeDefs ?? '', ...(extension?.upstreams ?? []).map((other) => other.contract)];
  const resolved = [resolvers, extension?.resolvers ?? {}].flatMap((map) =>
    Object.entries(map).flatMap(([type, fields]) =>
      typeof fields === 'object' && fields !== null ? Object.keys(fields).map((field) => `${type}.${field}`) : [],
    ),
  );
  return new Set([...sdl.filter((text) => text.trim() !== '').flatMap(fieldsDefinedIn), ...resolved]);
}

export const gatewayPlugin = fp<GatewayOptions>(
  async (app, { config, upstream, extension, observePath }) => {
    const contract = readContract();
    const upstreamSchema = buildUpstreamContractSchema(contract);
    const executor = createUpstreamExecutor(upstream, upstreamSchema);
    const localResolvers = createLocalResolvers(upstream);
    const schema = buildGatewaySchema(contract, executor, localResolvers, extension);
    const production = config.appEnv === 'production' || config.appEnv === 'staging';
    app.addHook('onRoute', (route) => restrictGraphqlGet(route, GRAPHQL_PATH, config.graphqlGetEnabled));
    const rules = [operationLimitsRule(GRAPHQL_LIMITS)];
    // Decision 011's statuses, then decision 028's where the caller asked for graphql-response+json.
    const errorFormatter = withGraphqlResponseStatus(
      withFaultStatus(createRefusalFormatter({ hideSuggestions: production })),
    );
    const validationRules = production ? [NoSchemaIntrospectionCustomRule, ...rules] : rules;
    const fastPath = createFastPath({
      schema,
      upstreamSchema,
      ownedFields: fieldsNotFromMarketplace(contract.bff, localResolvers, extension),
      rules: validationRules,
      maxTokens: GRAPHQL_LIMITS.maxTokens,
      maxDepth: GRAPHQL_LIMITS.maxDepth,
      maxErrors: 100,
      client: upstream,
      formatErrors: errorFormatter,
      observe: observePath,
    });
    // Decision 028: null and empty parameters read as absent, for the fast path and mercurius alike.
    app.addHook('onRoute', (route) => {
      if (route.url !== GRAPHQL_PATH || (route.method !== 'POST' && route.method !== 'GET')) return;
      const preValidation = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [settleGraphqlParameters, ...preValidation];
    });
    // Runs after the CSRF check, the body parsing and the session; what it does not answer,
    // mercurius executes.
    app.addHook('onRoute', (route) => {
      if (!config.graphqlFastPath || route.url !== GRAPHQL_PATH || route.method !== 'POST') return;
      const preHandler = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [...preHandler, fastPath.preHandler];
    });
    // graphql's own ValidationOptions; mercurius passes them on but its types know only maxErrors.
    const validateOptions: ValidationOptions & { maxErrors: number } = { maxErrors: 100, hideSuggestions: production };
    // Job photos arrive as GraphQL multipart requests (upstream-client/uploads.ts).
    acceptUploads(app, GRAPHQL_PATH);
    await app.register(mercurius, {
      schema,
      path: GRAPHQL_PATH,
      graphiql: false,
      allowBatchedQueries: false,
      cache: FULL_PATH_DOCUMENTS,
      queryDepth: GRAPHQL_LIMITS.maxDepth,
      // A request must be JSON or carry a header a cross-site form cannot set (gateway/csrf.ts).
      csrfPrevention,
      // Issue §7: no introspection and no "Did you mean" in production, where the schema is not public.
      validationRules,
      graphql: {
        parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
        validateOptions,
      },
      context: toGatewayContext,
      errorFormatter,
    });
    // mercurius reads a query that is not GraphQL as a JSON-encoded AST; only parsed text is run.
    app.graphql.addHook('preValidation', async (_schema, document) => {
      if (!(document.loc?.source instanceof Source)) throw new mercurius.ErrorWithProps(JSON_AST_REFUSED, {}, 400);
    });
    app.decorate('gateway', {
      schema,
      // Server rendering: upstream-only queries take the fast path too, unless it is switched off.
      run: async <TData>(document: DocumentNode, variables: Record<string, unknown>, context: GatewayContext) =>
        ((config.graphqlFastPath ? await fastPath.forServer(document, variables, context) : null) ??
          (await execute({
            schema,
            document,
            variableValues: variables,
            contextValue: context,
          }))) as ExecutionResult<TData>,
    });
  },
  { name: 'gateway', dependencies: ['session', 'brand'] },
);
