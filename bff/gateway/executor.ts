// Runs the upstream's share of a gateway operation over HTTP, with the caller's session as a
// bearer token. An upstream 401 means the session is over: the cookies are cleared and the field
// fails as UNAUTHENTICATED. Every other fault is logged whole and masked. A mutation that starts or
// changes a session hands its tokens to the session cookies, never to the caller.
import type { ExecutionRequest, Executor } from '@graphql-tools/utils';
import type { FastifyReply } from 'fastify';
import { GraphQLError, type GraphQLSchema, getOperationAST, print } from 'graphql';
import { UpstreamAbortedError, UpstreamUnauthenticatedError } from '../errors.ts';
import type { UpstreamClient } from '../plugins/upstream-client.ts';
import type { GatewayContext } from './context.ts';
import { askForSessionTokens, takeSessionTokens } from './session-tokens.ts';

const callerGone = new WeakMap<FastifyReply, AbortSignal>();

// Aborted when the browser closes its connection before its answer was sent: its upstream calls
// stop and are not retried. The response's 'close' is the signal; the request's own 'close' fires
// as soon as its body has been read.
export function callerSignal(reply: FastifyReply): AbortSignal {
  const known = callerGone.get(reply);
  if (known) return known;
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) controller.abort();
  else response.once('close', () => response.writableFinished || controller.abort());
  callerGone.set(reply, controller.signal);
  return controller.signal;
}

export function toGatewayError(error: unknown, context: GatewayContext): GraphQLError {
  if (error instanceof UpstreamUnauthenticatedError) {
    context.reply.server.sessionCookie.end(context.request, context.reply);
    return new GraphQLError('Unauthenticated', { extensions: { code: 'UNAUTHENTICATED' } });
  }
  // A caller that went away reads no answer: not a fault of the BFF or the upstream.
  if (error instanceof UpstreamAbortedError) context.request.log.info({ err: error }, 'upstream call abandoned');
  else context.request.log.error({ err: error }, 'upstream call failed');
  return new GraphQLError('Internal server error', {
    extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: context.requestId },
  });
}

export function createUpstreamExecutor(client: UpstreamClient, upstreamSchema: GraphQLSchema): Executor {
  const executor = async ({ document, variables, operationName, context }: ExecutionRequest) => {
    const gateway = context as unknown as GatewayContext;
    const operation = getOperationAST(document, operationName);
    const isMutation = operation?.operation === 'mutation';
    const sent = isMutation && operation ? askForSessionTokens(operation, document, upstreamSchema) : document;
    try {
      const result = await client.execute({
        query: print(sent),
        variables,
        operationName,
        token: gateway.session.token,
        requestId: gateway.requestId,
        clientIp: gateway.request.ip,
        signal: callerSignal(gateway.reply),
      });
      const tokens = isMutation ? takeSessionTokens(result.data) : null;
      if (tokens) gateway.reply.server.sessionCookie.begin(gateway.request, gateway.reply, tokens);
      return result;
    } catch (error) {
      return { errors: [toGatewayError(error, gateway)] };
    }
  };
  return executor as Executor;
}
