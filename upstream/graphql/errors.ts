// Unexpected resolver errors never reach the caller: they are logged whole and answered as
// INTERNAL_SERVER_ERROR with the request id. GraphQL's own errors (syntax, validation) and errors a
// resolver raises on purpose with an extensions.code pass through.
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';

type Formatter = NonNullable<Parameters<typeof mercurius>[1]>['errorFormatter'];

function isExpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (original === undefined || original === null) return true;
  if (original instanceof GraphQLError) return typeof original.extensions?.code === 'string';
  // mercurius' own refusals (CSRF, depth, batching) carry a 4xx status and say what was wrong.
  const status = (original as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const maskErrors: NonNullable<Formatter> = (execution, context) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const errors = execution.errors;
  if (!errors || errors.every(isExpected)) return formatted;
  const request = (context as MercuriusContext).reply?.request;
  const requestId = request?.id;
  // An unexpected failure is not kept as the request's result: a retry runs it again.
  if (request) request.failedUnexpectedly = true;
  const masked = errors.map((error) => {
    if (isExpected(error)) return error.toJSON();
    (context as MercuriusContext).reply?.request.log.error({ err: error.originalError ?? error }, 'resolver failed');
    return {
      message: 'Internal server error',
      locations: error.locations,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    };
  });
  return { statusCode: formatted.statusCode, response: { ...formatted.response, errors: masked } };
};
