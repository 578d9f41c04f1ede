// Runs the upstream's share of a gateway operation over HTTP, with the caller's session as a
// bearer token. An upstream 401 for a call made with a session renews the session once and replays
// the call once; when that cannot help, the session is over: the cookies are cleared and the field
// fails as UNAUTHENTICATED. Every other fault is logged whole and masked, and noted so the answer's
// HTTP status tells it (upstream-client/fault-status.ts). A mutation that starts or changes a session hands its
// tokens to the session cookies, never to the caller.
import type { ExecutionRequest, Executor } from '@graphql-tools/utils';
import type { FastifyReply } from 'fastify';
import { GraphQLError, type GraphQLSchema, getOperationAST, print } from 'graphql';
import { ErrorCode } from '../../shared/error-codes.ts';
import { REFERRAL_CODE_HEADER } from '../../shared/referral.ts';
import { SessionUnavailableError, UpstreamAbortedError, UpstreamUnauthenticatedError } from '../errors.ts';
import { noteUpstreamRead } from '../page-cache.ts';
import { askForSessionTokens, takeSessionTokens } from '../session/tokens-in-answers.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import { faultOf, noteFault } from '../upstream-client/fault-status.ts';
import { MAX_UPLOAD_BYTES, type SpooledUploads, spoolUploads } from '../upstream-client/uploads.ts';
import type { GatewayContext } from './context.ts';
import { preparedFaultOf } from './prepared-answers.ts';

// Kept on the reply itself, not in a WeakMap (see session/plugin.ts).
const CALLER_GONE = Symbol('callerGone');
type WatchedReply = FastifyReply & { [CALLER_GONE]?: AbortSignal };

// Aborted when the browser closes its connection before its answer was sent: its upstream calls
// stop and are not retried. The response's 'close' is the signal; the request's own 'close' fires
// as soon as its body has been read.
export function callerSignal(reply: FastifyReply): AbortSignal {
  const watched = reply as WatchedReply;
  const known = watched[CALLER_GONE];
  if (known) return known;
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) controller.abort();
  else response.once('close', () => response.writableFinished || controller.abort());
  watched[CALLER_GONE] = controller.signal;
  return controller.signal;
}

export function toGatewayError(error: unknown, context: GatewayContext): GraphQLError {
  const fault = faultOf(error);
  if (fault) noteFault(context.request, fault);
  if (error instanceof UpstreamUnauthenticatedError) {
    context.reply.server.sessionCookie.end(context.request, context.reply);
    return new GraphQLError('Unauthenticated', { extensions: { code: ErrorCode.Unauthenticated } });
  }
  // The call was refused before it ran and the person is still signed in: safe to send again.
  if (error instanceof SessionUnavailableError) {
    return new GraphQLError('Service unavailable', {
      extensions: { code: ErrorCode.ServiceUnavailable, requestId: context.requestId },
    });
  }
  // A caller that went away reads no answer: not a fault of the BFF or the upstream.
  if (error instanceof UpstreamAbortedError) context.request.log.info({ err: error }, 'upstream call abandoned');
  else context.request.log.error({ err: error }, 'upstream call failed');
  return new GraphQLError('Internal server error', {
    extensions: { code: ErrorCode.InternalServerError, requestId: context.requestId },
  });
}

// Issue §3: an upstream 401 for a call made with a session buys a new token pair (shared with every
// request holding the same refresh cookie, so the single-use refresh token is spent once) and
// replays the call once with it. The upstream refuses a bad token before running anything, so the
// replay of a mutation is its first run. Renewal refused or impossible, or a second 401: the
// UpstreamUnauthenticatedError goes on and ends the session; the upstream unreachable meanwhile:
// SessionUnavailableError, and the cookies stay.
export async function withRenewal<T>(gateway: GatewayContext, call: () => Promise<T>): Promise<T> {
  const token = gateway.session.token;
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UpstreamUnauthenticatedError) || !token) throw error;
    await gateway.reply.server.sessionCookie.renew(gateway.request, gateway.reply, token);
    return call();
  }
}

export function createUpstreamExecutor(client: UpstreamClient, upstreamSchema: GraphQLSchema): Executor {
  const executor = async ({ document, variables, operationName, context }: ExecutionRequest) => {
    const gateway = context as unknown as GatewayContext;
    // The fast path already asked the upstream and met a fault (fast-path.ts): every field has it.
    const fault = preparedFaultOf(gateway.request);
    if (fault) return { errors: [toGatewayError(fault.error, gateway)] };
    const operation = getOperationAST(document, operationName);
    const isMutation = operation?.operation === 'mutation';
    const sent = isMutation && operation ? askForSessionTokens(operation, document, upstreamSchema) : document;
    // Decision 050: a mutation of a visitor who followed a referral link carries its code, for the
    // upstream to record should the mutation make them an account.
    const referral = isMutation ? gateway.request.referralCode : null;
    const identityHeaders = gateway.request.identity.upstreamHeaders;
    let uploads: SpooledUploads | null = null;
    try {
      uploads = await spoolUploads(variables, MAX_UPLOAD_BYTES);
      const files = uploads?.files;
      const sentVariables = uploads?.variables ?? variables;
      const result = await withRenewal(gateway, () =>
        client.execute({
          query: print(sent),
          variables: sentVariables,
          files,
          operationName,
          token: gateway.session.token,
          requestId: gateway.requestId,
          clientIp: gateway.request.ip,
          identityHeaders: referral ? { ...identityHeaders, [REFERRAL_CODE_HEADER]: referral } : identityHeaders,
          signal: callerSignal(gateway.reply),
        }),
      );
      noteUpstreamRead(gateway.request, result);
      const tokens = isMutation ? takeSessionTokens(result.data) : null;
      if (tokens) gateway.reply.server.sessionCookie.begin(gateway.request, gateway.reply, tokens);
      if (tokens && referral) gateway.reply.server.referralCookie.forget(gateway.reply);
      return result;
    } catch (error) {
      return { errors: [toGatewayError(error, gateway)] };
    } finally {
      await uploads?.discard();
    }
  };
  return executor as Executor;
}
