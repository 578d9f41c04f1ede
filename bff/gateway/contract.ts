// The contract files the gateway is built from: the upstream's schema (schema/upstream/*.graphql)
// and what the BFF adds (schema/bff.graphql). Read once at start.
import { readdirSync, readFileSync } from 'node:fs';

const SCHEMA_DIR = new URL('../../schema/', import.meta.url);

export interface Contract {
  readonly upstream: string;
  readonly bff: string;
}

export function readContract(): Contract {
  const upstreamDir = new URL('upstream/', SCHEMA_DIR);
  const upstream = readdirSync(upstreamDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(new URL(name, upstreamDir), 'utf8'))
    .join('\n');
  return { upstream, bff: readFileSync(new URL('bff.graphql', SCHEMA_DIR), 'utf8') };
}
