// How a GraphQL answer reads in the media type the caller negotiated (decision 028). Under
// `application/json` nothing changes: the statuses and shapes of decisions 011 and 012 stay as
// legacy clients, our own web client first, read them. Under `application/graphql-response+json`
// the spec's status codes apply:
// - a request that did not run (refused, unreadable, not valid) has no `data` entry and a 4xx or
//   5xx status: 400 when its JSON or its GraphQL document does not parse, 422 when it is not a
//   well-formed GraphQL-over-HTTP request or does not validate (our limits included), or when its
//   operation or variables cannot be settled; every other refusal keeps its own status (405, 413,
//   415, 429, 431, the 503 of an outage during a renewal …);
// - an operation that ran answers 2xx whenever `data` is not null, as the spec requires: field
//   errors and upstream faults alike are read from the body then. When nothing came back
//   (`data: null`) decision 011's status for an upstream fault (401, 502, 503, 504) stays.
import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { formatGatewayErrors } from './errors.ts';
import { GRAPHQL_RESPONSE_JSON } from './media-types.ts';

type ErrorFormatter = typeof formatGatewayErrors;
type Execution = Parameters<ErrorFormatter>[0];

// What was wrong with a request that did not run, where the spec names a status for it.
export type RefusalKind = 'unparsable' | 'malformed' | 'invalid';

const STATUS_OF: Readonly<Record<RefusalKind, number>> = {
  // The JSON body or the GraphQL document could not be parsed.
  unparsable: 400,
  // Not a well-formed GraphQL-over-HTTP request: no string query, variables that are no map, a batch.
  malformed: 422,
  // The document does not validate (our limits are validation rules), or its operation or its
  // variables cannot be settled.
  invalid: 422,
};

// The status a refusal answers with under application/graphql-response+json.
export function refusalStatus(kind: RefusalKind): number {
  return STATUS_OF[kind];
}

export function answersGraphqlResponse(request: FastifyRequest): boolean {
  return request.graphqlMediaType === GRAPHQL_RESPONSE_JSON;
}

interface ErrorBody {
  readonly message: string;
  readonly extensions?: Record<string, unknown>;
}

// The body of a refusal: legacy clients keep `data: null`; under graphql-response+json a request
// that did not run has no data entry (GraphQL spec: "If an error was raised before execution begins,
// the data entry should not be present").
export function refusalBody(request: FastifyRequest, errors: readonly ErrorBody[]) {
  return answersGraphqlResponse(request) ? { errors } : { data: null, errors };
}

const isSyntaxError = (error: unknown) => error instanceof GraphQLError && error.message.startsWith('Syntax Error:');
// Fastify's refusal of a body its route's JSON schema does not allow.
const isSchemaError = (error: unknown) => typeof error === 'object' && error !== null && 'validationContext' in error;

// What a request that did not run was refused for, read from the error mercurius (or Fastify, or a
// hook) raised; null when that error carries its own status to keep.
function refusalKindOf(execution: Execution): RefusalKind | null {
  const errors = execution.errors ?? [];
  const original = errors[0]?.originalError as { code?: unknown; errors?: unknown } | null | undefined;
  switch (original?.code) {
    // mercurius: the document's syntax, the body's shape (its JSON schema), validation, the depth
    // limit, and variables or an operation name that do not fit the document.
    case 'MER_ERR_GQL_VALIDATION': {
      const reasons: unknown[] = Array.isArray(original.errors) ? original.errors : [];
      if (reasons.length > 0 && reasons.every(isSyntaxError)) return 'unparsable';
      // The body failed the route's JSON schema, or GET variables were not JSON: nothing to validate.
      return reasons.length === 0 || reasons.some(isSchemaError) ? 'malformed' : 'invalid';
    }
    // mercurius' word for a body without a query.
    case 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND':
      return 'malformed';
    default:
      // graphql's own request errors (an operation it cannot pick) carry no original error.
      return errors.length > 0 && errors.every((error) => error.originalError == null) ? 'invalid' : null;
  }
}

function statusOfRefusal(execution: Execution, status: number): number {
  const kind = refusalKindOf(execution);
  // mercurius answers all of these 400 (a few, by graphql, 200): the spec tells them apart.
  if (kind !== null && status <= 400) return refusalStatus(kind);
  // Without data the status must be 4xx or 5xx: what is left below is a fault of ours, masked.
  return status >= 400 ? status : 500;
}

// Wraps the gateway's error formatter (after decision 011's fault status) with the statuses and
// shapes of application/graphql-response+json for callers that negotiated it.
export function withGraphqlResponseStatus(format: ErrorFormatter): ErrorFormatter {
  return (execution, context) => {
    const formatted = format(execution, context);
    const reply = (context as MercuriusContext).reply;
    if (!reply || !answersGraphqlResponse(reply.request)) return formatted;
    const { statusCode = 200, response } = formatted;
    // An execution result always has a data entry; an error raised before execution has none.
    if ('data' in execution) {
      if (response.data == null || statusCode === 200) return formatted;
      // Data came back: 2xx, whatever else failed; the errors in the body say what.
      reply.removeHeader('retry-after');
      return { statusCode: 200, response };
    }
    const requestId = reply.request.id;
    const errors = (response.errors ?? []).map((error) => ({
      ...error,
      extensions: { ...error.extensions, requestId },
    }));
    return { statusCode: statusOfRefusal(execution, statusCode), response: { errors } };
  };
}
