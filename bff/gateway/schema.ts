// The gateway schema: the upstream subschema (reached over HTTP by `executor`) stitched with the
// BFF-local schema. The BFF owns the session, so the upstream's login and logout — whose results
// carry the token — are replaced by the BFF's own fields of the same names.

import { stitchSchemas } from '@graphql-tools/stitch';
import type { Executor, IResolvers } from '@graphql-tools/utils';
import { FilterRootFields, FilterTypes } from '@graphql-tools/wrap';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/graphql.ts';
import type { Contract } from './contract.ts';

const BFF_OWNED_MUTATIONS = new Set(['login', 'logout']);
const BFF_OWNED_TYPES = new Set(['LoginResult', 'LoginSuccess', 'LoginFailed', 'LogoutResult']);

export function buildGatewaySchema(contract: Contract, executor: Executor, resolvers: Resolvers): GraphQLSchema {
  return stitchSchemas({
    subschemas: [
      {
        schema: buildSchema(contract.upstream),
        executor,
        transforms: [
          new FilterRootFields((operation, name) => !(operation === 'Mutation' && BFF_OWNED_MUTATIONS.has(name))),
          new FilterTypes((type) => !BFF_OWNED_TYPES.has(type.name)),
        ],
      },
    ],
    typeDefs: contract.bff,
    resolvers: resolvers as IResolvers,
  });
}
