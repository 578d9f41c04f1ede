// The usual Node GraphQL gateway, run as a child process by the benchmark: Fastify and mercurius
// executing a schema stitched (stitchSchemas) over the upstream's contract SDL, with a plain
// executor that POSTs each delegated query to the upstream (UPSTREAM_URL) with undici and the
// caller's authorization header. Nothing else: no session, limits, retries or masking. It is the
// baseline the BFF's stitched execution is compared with.
import { stitchSchemas } from '@graphql-tools/stitch';
import type { ExecutionRequest, ExecutionResult, Executor } from '@graphql-tools/utils';
import Fastify from 'fastify';
import { buildSchema, print } from 'graphql';
import mercurius from 'mercurius';
import { Pool } from 'undici';
import { readContract } from '../../bff/gateway/contract.ts';

const target = new URL(process.env.UPSTREAM_URL ?? '');
const pool = new Pool(target.origin, { connections: 64 });

function authorizationOf(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null || !('authorization' in context)) return undefined;
  return typeof context.authorization === 'string' ? context.authorization : undefined;
}

async function execute<TReturn>({
  document,
  variables,
  operationName,
  context,
}: ExecutionRequest): Promise<ExecutionResult<TReturn>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const authorization = authorizationOf(context);
  if (authorization) headers.authorization = authorization;
  const answer = await pool.request({
    method: 'POST',
    path: target.pathname,
    headers,
    body: JSON.stringify({ query: print(document), variables, operationName }),
  });
  return (await answer.body.json()) as ExecutionResult<TReturn>;
}
const executor: Executor = execute;

const schema = stitchSchemas({ subschemas: [{ schema: buildSchema(readContract().upstream), executor }] });

const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema,
  path: '/graphql',
  context: (request) => ({ authorization: request.headers.authorization }),
});
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.send?.({ type: 'ready', url: `${address}/graphql` });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.close())
    .finally(() => process.exit(0));
});
