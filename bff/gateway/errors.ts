// What a /graphql caller may see of an error: GraphQL's own syntax and validation errors, and
// errors raised on purpose with an extensions.code. Everything else is logged whole and answered
// as INTERNAL_SERVER_ERROR with the request id (ASVS 16.5).
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { ErrorCode } from '../../shared/error-codes.ts';
import { SessionUnavailableError } from '../errors.ts';
import { announceRetryAfter, faultStatusOf } from '../upstream-client/fault-status.ts';

type ErrorFormatter = NonNullable<NonNullable<Parameters<typeof mercurius>[1]>['errorFormatter']>;

function isIntended(error: GraphQLError): boolean {
  const original = error.originalError;
  if (original === undefined || original === null) return true;
  if (original instanceof GraphQLError) return typeof original.extensions?.code === 'string';
  // mercurius' own refusals (CSRF, depth, batching) carry a 4xx status and say what was wrong.
  const status = (original as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const formatGatewayErrors: ErrorFormatter = (execution, context) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const reply = (context as MercuriusContext).reply;
  // mercurius' own formatting expands validation errors into one entry each: keep it when nothing
  // needs masking.
  if ((execution.errors ?? []).every(isIntended)) return formatted;
  const errors = (execution.errors ?? []).map((error) => {
    if (isIntended(error)) return error.toJSON();
    reply?.request.log.error({ err: error.originalError ?? error }, 'gateway resolver failed');
    return {
      message: 'Internal server error',
      locations: error.locations,
      path: error.path,
      extensions: { code: ErrorCode.InternalServerError, requestId: reply?.request.id },
    };
  });
  return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
};

function sessionUnavailableIn(execution: Parameters<ErrorFormatter>[0]): boolean {
  return (
    !execution.data && (execution.errors ?? []).some((error) => error.originalError instanceof SessionUnavailableError)
  );
}

// Wraps the error formatter with the status of decision 011: mercurius answers 200 whenever there
// is data, but a caller, a proxy and the metrics should still see that a request was refused before
// it ran because its session could not be renewed, or that its fields met an upstream fault.
export function withFaultStatus(format: ErrorFormatter): ErrorFormatter {
  return (execution, context) => {
    const reply = (context as MercuriusContext).reply as FastifyReply | undefined;
    if (reply && sessionUnavailableIn(execution)) {
      // Thrown by the session plugin before the operation ran: nothing was done, and the client may
      // send it again once the upstream is back. Logged there; nothing to mask here.
      announceRetryAfter(reply);
      return {
        statusCode: 503,
        response: {
          data: null,
          errors: [
            {
              message: 'Service unavailable',
              extensions: { code: ErrorCode.ServiceUnavailable, requestId: reply.request.id },
            },
          ],
        },
      };
    }
    const formatted = format(execution, context);
    const status = reply ? faultStatusOf(reply.request) : undefined;
    if (!reply || status === undefined) return formatted;
    if (status === 503) announceRetryAfter(reply);
    return { ...formatted, statusCode: status };
  };
}
