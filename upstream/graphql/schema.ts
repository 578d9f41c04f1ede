// The executable upstream schema: the contract files plus the resolvers of each domain.
import { readdirSync, readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { identityResolvers } from '../domain/identity/resolvers.ts';

const CONTRACT_DIR = new URL('../../schema/upstream/', import.meta.url);

export function readUpstreamTypeDefs(): string[] {
  return readdirSync(CONTRACT_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(new URL(name, CONTRACT_DIR), 'utf8'));
}

function toIsoString(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime needs an ISO-8601 date-time');
  return date.toISOString();
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIsoString,
  parseValue: toIsoString,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime needs an ISO-8601 text');
    return toIsoString(ast.value);
  },
});

export function buildUpstreamSchema() {
  return makeExecutableSchema({
    typeDefs: readUpstreamTypeDefs(),
    resolvers: [{ DateTime }, identityResolvers as IResolvers],
  });
}
