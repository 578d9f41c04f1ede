// How /graphql answers a request it refuses (issue §7 defences): a 4xx with the request id, and in
// production no "Did you mean" hint at the schema. mercurius answers a refusal with several
// validation errors as 200 (graphql-over-http's legacy JSON rule); a refused request is a client
// error whatever the number of reasons.
import type { MercuriusContext } from 'mercurius';
import { formatGatewayErrors } from './errors.ts';

type ErrorFormatter = typeof formatGatewayErrors;

// graphql's validateOptions.hideSuggestions covers validation; variable coercion (an enum value
// misspelled in the variables) still suggests, so the hint is cut from every message.
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function refusalStatusOf(execution: Parameters<ErrorFormatter>[0]): number | undefined {
  if (execution.data) return undefined;
  const status = (execution.errors?.[0]?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function createRefusalFormatter({ hideSuggestions }: { hideSuggestions: boolean }): ErrorFormatter {
  return (execution, context) => {
    const formatted = formatGatewayErrors(execution, context);
    const status = refusalStatusOf(execution);
    if (status === undefined && !hideSuggestions) return formatted;
    const requestId = (context as MercuriusContext).reply?.request.id;
    const errors = (formatted.response.errors ?? []).map((error) => ({
      ...error,
      message: hideSuggestions ? error.message.replace(SUGGESTION, '') : error.message,
      extensions: status === undefined ? error.extensions : { ...error.extensions, requestId },
    }));
    return { statusCode: status ?? formatted.statusCode, response: { ...formatted.response, errors } };
  };
}
