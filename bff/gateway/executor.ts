// Runs the upstream's share of a gateway operation over HTTP, with the caller's session as a
// bearer token. An upstream 401 means the session is over: the cookie is cleared and the field
// fails as UNAUTHENTICATED. Every other fault is logged whole and masked.
import type { ExecutionRequest, Executor } from '@graphql-tools/utils';
import { GraphQLError, print } from 'graphql';
import { UpstreamUnauthenticatedError } from '../errors.ts';
import type { UpstreamClient } from '../plugins/upstream-client.ts';
import type { GatewayContext } from './context.ts';

export function toGatewayError(error: unknown, context: GatewayContext): GraphQLError {
  if (error instanceof UpstreamUnauthenticatedError) {
    context.reply.server.sessionCookie.end(context.request, context.reply);
    return new GraphQLError('Unauthenticated', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  context.request.log.error({ err: error }, 'upstream call failed');
  return new GraphQLError('Internal server error', {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: context.requestId },
  });
}

export function createUpstreamExecutor(client: UpstreamClient): Executor {
  const executor = async ({ document, variables, operationName, context }: ExecutionRequest) => {
    const gateway = context as unknown as GatewayContext;
    try {
      return await client.execute({
        query: print(document),
        variables,
        operationName,
        token: gateway.session.token,
        requestId: gateway.requestId,
      });
    } catch (error) {
      return { errors: [toGatewayError(error, gateway)] };
    }
  };
  return executor as Executor;
}
