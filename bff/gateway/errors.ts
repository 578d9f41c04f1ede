// What a /graphql caller may see of an error: GraphQL's own syntax and validation errors, and
// errors raised on purpose with an extensions.code. Everything else is logged whole and answered
// as INTERNAL_SERVER_ERROR with the request id (ASVS 16.5).
import { GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';

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
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: reply?.request.id },
    };
  });
  return { statusCode: formatted.statusCode, response: { ...formatted.response, errors } };
};
