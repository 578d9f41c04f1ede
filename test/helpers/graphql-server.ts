// A plain GraphQL server from an SDL and resolvers, on 127.0.0.1 at a random port: a stand-in for
// another team's service (a second upstream, or an upstream serving some other contract). It
// records the headers of every request it answers.
import type { IncomingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import type { IResolvers } from 'mercurius';
import mercurius from 'mercurius';
import type { Closable } from './upstream.ts';

export interface TestGraphqlServer {
  readonly url: string;
  readonly seen: IncomingHttpHeaders[];
}

export async function startGraphqlServer(
  t: Closable,
  schema: string,
  resolvers: IResolvers = {},
): Promise<TestGraphqlServer> {
  const app = Fastify();
  const seen: IncomingHttpHeaders[] = [];
  app.addHook('onRequest', async (request) => {
    seen.push(request.headers);
  });
  await app.register(mercurius, { schema, resolvers, path: '/graphql' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/graphql`, seen };
}
