// The gateway schema: the upstream subschema (reached over HTTP by `executor`) stitched with the
// BFF-local schema. The BFF owns the session: the upstream's login and logout are replaced by the
// BFF's own fields of the same names, refreshing is the BFF's own business, and the AuthTokens of
// every other session-issuing mutation are hidden (the executor puts them into cookies).
//
// A deployment may add to it (GatewayExtension): more BFF-local fields with their resolvers, and
// further upstreams stitched beside the marketplace (README: "Extending the gateway schema").

import { addResolversToSchema } from '@graphql-tools/schema';
import { stitchSchemas } from '@graphql-tools/stitch';
import type { Executor, IResolvers } from '@graphql-tools/utils';
import { FilterObjectFields, FilterRootFields, FilterTypes } from '@graphql-tools/wrap';
import { buildSchema, type GraphQLScalarType, type GraphQLSchema, getNamedType } from 'graphql';
import { DateTime, JSONObject } from '../../shared/contract-scalars.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { TOKENS_TYPE } from '../session/tokens-in-answers.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import type { Contract } from './contract.ts';
import { createUpstreamExecutor } from './executor.ts';

const BFF_OWNED_MUTATIONS = new Set(['login', 'logout', 'refreshSession']);
// LoginResult and its members stay: one-time-code login answers them too. Without their tokens
// (filtered below) they are the same as the BFF's own definitions.
const BFF_OWNED_TYPES = new Set(['LogoutResult', 'RefreshSessionResult', 'SessionRefreshed', TOKENS_TYPE]);

// Another GraphQL service stitched into the gateway: its contract (SDL, as the BFF was built
// against it) and the client that reaches it. It gets the same retries, deadline, request-id
// propagation and error masking as the marketplace upstream.
export interface StitchedUpstream {
  readonly name: string;
  readonly contract: string;
  readonly client: UpstreamClient;
}

export interface GatewayExtension {
  // SDL added to schema/bff.graphql (`extend type Query { … }` and its types).
  readonly typeDefs?: string;
  readonly resolvers?: IResolvers;
  readonly upstreams?: readonly StitchedUpstream[];
}

// The contract's scalars, checked as the upstream checks them (shared/contract-scalars.ts). Given
// as their functions only, so the SDL's descriptions stay.
const scalarFunctions = (scalar: GraphQLScalarType) => ({
  __serialize: scalar.serialize,
  __parseValue: scalar.parseValue,
  __parseLiteral: scalar.parseLiteral,
});
const CONTRACT_SCALARS = { DateTime: scalarFunctions(DateTime), JSONObject: scalarFunctions(JSONObject) };

// The SDL is parsed without locations: a schema's nodes would otherwise keep every token of its
// text for as long as the process runs (about 4 MB for the contract), and nothing reads them once
// the schema is built.
const PARSE_OPTIONS = { noLocation: true } as const;

export function buildUpstreamContractSchema(contract: Contract): GraphQLSchema {
  return addResolversToSchema({ schema: buildSchema(contract.upstream, PARSE_OPTIONS), resolvers: CONTRACT_SCALARS });
}

function stitchedUpstream({ contract, client }: StitchedUpstream) {
  const schema = buildSchema(contract, PARSE_OPTIONS);
  return { schema, executor: createUpstreamExecutor(client, schema) };
}

export function buildGatewaySchema(
  contract: Contract,
  executor: Executor,
  resolvers: Resolvers,
  extension: GatewayExtension = {},
): GraphQLSchema {
  return stitchSchemas({
    subschemas: [
      {
        schema: buildUpstreamContractSchema(contract),
        executor,
        transforms: [
          new FilterRootFields((operation, name) => !(operation === 'Mutation' && BFF_OWNED_MUTATIONS.has(name))),
          new FilterObjectFields((_typeName, _fieldName, field) => getNamedType(field.type).name !== TOKENS_TYPE),
          new FilterTypes((type) => !BFF_OWNED_TYPES.has(type.name)),
        ],
      },
      ...(extension.upstreams ?? []).map(stitchedUpstream),
    ],
    typeDefs: extension.typeDefs ? [contract.bff, extension.typeDefs] : contract.bff,
    ...PARSE_OPTIONS,
    resolvers: [CONTRACT_SCALARS, resolvers as IResolvers, ...(extension.resolvers ? [extension.resolvers] : [])],
  });
}
