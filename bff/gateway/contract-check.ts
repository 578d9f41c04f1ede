// Issue §1: the BFF refuses to start against an upstream whose schema does not honour the contract
// it was built for (schema/upstream/*.graphql). The upstream's schema is read by introspection and
// compared with graphql-js's own change finder, contract → upstream: a breaking change (a type,
// field, argument, enum value or union member the BFF relies on removed or retyped, a new required
// argument) stops the start; an additive change is fine, since a deployed upstream may run ahead of
// the BFF. Changes that are only dangerous are returned for the log.
import { randomBytes } from 'node:crypto';
import {
  type BreakingChange,
  buildClientSchema,
  type DangerousChange,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
} from 'graphql';
import type { BffConfig } from '../config.ts';
import { UpstreamContractError } from '../errors.ts';
import { createUpstreamClient, type UpstreamClient } from '../upstream-client/client.ts';
import { readContract } from './contract.ts';
import { buildUpstreamContractSchema } from './schema.ts';

// How many breaking changes the message lists before it says "and N more".
const LISTED = 10;

export interface ContractCheck {
  readonly dangerous: readonly DangerousChange[];
}

export function compareWithContract(contract: GraphQLSchema, upstream: GraphQLSchema) {
  return {
    breaking: findBreakingChanges(contract, upstream),
    dangerous: findDangerousChanges(contract, upstream),
  };
}

function describe(url: string, breaking: readonly BreakingChange[]): string {
  const listed = breaking.slice(0, LISTED).map((change) => `  - ${change.description}`);
  if (breaking.length > LISTED) listed.push(`  - and ${breaking.length - LISTED} more`);
  return [
    `The upstream at ${url} does not honour the contract this BFF was built for (schema/upstream/*.graphql):`,
    ...listed,
    'Deploy the matching upstream, or build the BFF from the contract the upstream serves.',
  ].join('\n');
}

export async function checkUpstreamContract(
  client: UpstreamClient,
  contract: GraphQLSchema,
  url: string,
): Promise<ContractCheck> {
  let introspection: IntrospectionQuery;
  try {
    const result = await client.execute({
      query: getIntrospectionQuery({ descriptions: false, inputValueDeprecation: true }),
      token: null,
      requestId: randomBytes(16).toString('hex'),
    });
    if (result.errors?.length || !result.data) {
      throw new Error(result.errors?.map((error) => error.message).join('; ') || 'no data');
    }
    introspection = result.data as unknown as IntrospectionQuery;
  } catch (error) {
    throw new UpstreamContractError(
      `The upstream's schema could not be read at ${url} (${(error as Error).message}). ` +
        'The BFF checks it at start; set UPSTREAM_CONTRACT_CHECK=off only for an upstream that hides its schema.',
      { cause: error },
    );
  }
  const { breaking, dangerous } = compareWithContract(contract, buildClientSchema(introspection));
  if (breaking.length > 0) throw new UpstreamContractError(describe(url, breaking));
  return { dangerous };
}

// At start (bff/server.ts): reads the contract files, asks the configured upstream, and throws
// UpstreamContractError when it breaks them. Dangerous changes are reported through `warn`.
export async function verifyUpstreamContract(
  config: Pick<BffConfig, 'upstreamGraphqlUrl' | 'upstreamDeadlineMs' | 'upstreamContractCheck'>,
  warn: (message: string) => void,
): Promise<void> {
  if (!config.upstreamContractCheck) return;
  const client = createUpstreamClient({
    url: config.upstreamGraphqlUrl,
    deadlineMs: config.upstreamDeadlineMs,
    connections: 1,
  });
  try {
    const schema = buildUpstreamContractSchema(readContract());
    const { dangerous } = await checkUpstreamContract(client, schema, config.upstreamGraphqlUrl.href);
    for (const change of dangerous) warn(`The upstream differs from the contract: ${change.description}`);
  } finally {
    await client.close();
  }
}
