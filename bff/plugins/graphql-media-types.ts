// Content negotiation on the paths that answer GraphQL: /graphql and the mobile login path
// (GraphQL over HTTP, decision 028). The Accept header picks the answer's media type before anything
// runs; a caller accepting neither type gets 406 and nothing is done for it, not even a session
// renewal (this hook runs before the session's). Every GraphQL answer of the request then goes out
// in the chosen type; a body that is not a GraphQL response keeps application/json.
import fp from 'fastify-plugin';
import { GraphqlNotAcceptableError } from '../errors.ts';
import {
  APPLICATION_JSON,
  contentTypeOf,
  GRAPHQL_RESPONSE_JSON,
  type GraphqlMediaType,
  isGraphqlResponse,
  negotiateGraphqlMediaType,
} from '../gateway/media-types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    // What a GraphQL answer to this request is sent as; application/json on every other path.
    graphqlMediaType: GraphqlMediaType;
  }
}

export interface GraphqlMediaTypesOptions {
  // The route paths whose answers are GraphQL responses.
  readonly paths: readonly string[];
}

export const graphqlMediaTypesPlugin = fp<GraphqlMediaTypesOptions>(
  async (app, { paths }) => {
    const graphqlPaths = new Set(paths);
    app.decorateRequest('graphqlMediaType', APPLICATION_JSON);
    app.addHook('onRequest', async (request, reply) => {
      if (!graphqlPaths.has(request.routeOptions.url ?? '')) return;
      // RFC 9110 §12.5.5: the answer depends on Accept, so a cache must key on it.
      reply.header('vary', 'Accept');
      const mediaType = negotiateGraphqlMediaType(request.headers.accept);
      // Thrown, so the route's own error handler words it as its other refusals.
      if (mediaType === null) throw new GraphqlNotAcceptableError();
      request.graphqlMediaType = mediaType;
    });
    // Objects only: the fast path's answer bytes are typed where they are sent (gateway/fast-path.ts).
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (request.graphqlMediaType === GRAPHQL_RESPONSE_JSON && isGraphqlResponse(payload)) {
        reply.header('content-type', contentTypeOf(GRAPHQL_RESPONSE_JSON));
      }
      return payload;
    });
  },
  { name: 'graphql-media-types' },
);
