// The BFF's own error codes, one table (after fastify's lib/errors.js). Codes that cross the wire
// to the client as GraphQL extensions live in shared/error-codes.ts.
import createError from '@fastify/error';

// --- Upstream --------------------------------------------------------------------------------
export const UpstreamUnavailableError = createError('BFF_ERR_UPSTREAM_UNAVAILABLE', 'Upstream unavailable: %s', 502);
const UpstreamStatusErrorBase = createError<'BFF_ERR_UPSTREAM_STATUS', 502, [number, { cause: unknown }?]>(
  'BFF_ERR_UPSTREAM_STATUS',
  'Response not successful: Received status code %s',
  502,
);
// Keeps the upstream's status: a 503 that outlasted the retries tells another story than a 500.
export class UpstreamStatusError extends UpstreamStatusErrorBase {
  readonly upstreamStatus: number;
  constructor(status: number, options?: { cause: unknown }) {
    super(status, ...(options ? [options] : []));
    this.name = 'UpstreamStatusError';
    this.upstreamStatus = status;
  }
}
export const UpstreamParseError = createError(
  'BFF_ERR_UPSTREAM_PARSE',
  'Upstream answered with a body that is not JSON',
  502,
);
export const UpstreamEmptyError = createError('BFF_ERR_UPSTREAM_EMPTY', 'Server response was missing for query', 502);
export const UpstreamUnauthenticatedError = createError('BFF_ERR_UPSTREAM_UNAUTHENTICATED', 'Unauthenticated', 401);
export const UpstreamTooLargeError = createError(
  'BFF_ERR_UPSTREAM_TOO_LARGE',
  'Upstream answered with more than %s bytes',
  502,
);
// The overall deadline of one upstream call, across its attempts, ran out.
export const UpstreamDeadlineError = createError(
  'BFF_ERR_UPSTREAM_DEADLINE',
  'Upstream did not answer within %s ms',
  504,
);
// The browser went away, so its upstream call was abandoned (499: client closed request).
export const UpstreamAbortedError = createError('BFF_ERR_UPSTREAM_ABORTED', 'The caller closed the request', 499);

// --- Session ---------------------------------------------------------------------------------
// The session had to be renewed but the upstream could not be reached: the request is not run and
// the cookies stay, so an outage signs nobody out (decision 011).
export const SessionUnavailableError = createError(
  'BFF_ERR_SESSION_UNAVAILABLE',
  'The session could not be renewed: the upstream is unavailable',
  503,
);

// --- Requests --------------------------------------------------------------------------------
// A Cookie header no browser of ours would send (decision 011).
export const CookieHeaderTooLargeError = createError(
  'BFF_ERR_COOKIE_HEADER_TOO_LARGE',
  'The Cookie header is larger than %s bytes',
  431,
);

// --- GraphQL over HTTP (decision 028) --------------------------------------------------------
// The caller's Accept header takes neither of the media types a GraphQL answer goes out in.
export const GraphqlNotAcceptableError = createError(
  'BFF_ERR_NOT_ACCEPTABLE',
  'Not Acceptable: GraphQL answers are application/graphql-response+json or application/json',
  406,
);

// --- Mobile login path (decision 012) -------------------------------------------------------
export const WrapperRequiredError = createError(
  'BFF_ERR_WRAPPER_REQUIRED',
  'The mobile login path serves only the apps: the agent-type and agent-version cookies are missing or not valid',
  403,
);
export const MobileLoginBodyError = createError(
  'BFF_ERR_MOBILE_LOGIN_BODY',
  'The body must be one JSON object with a GraphQL query: %s',
  400,
);
export const MobileLoginOperationError = createError(
  'BFF_ERR_MOBILE_LOGIN_OPERATION',
  'The mobile login path runs only the mutations %s',
  400,
);
export const MobileLoginMethodError = createError('BFF_ERR_MOBILE_LOGIN_METHOD', 'Send a POST', 405);
export const MobileLoginMediaTypeError = createError(
  'BFF_ERR_MOBILE_LOGIN_MEDIA_TYPE',
  'The mobile login path takes application/json only',
  415,
);

// --- Rendering -------------------------------------------------------------------------------
export const BuildMissingError = createError(
  'BFF_ERR_BUILD_MISSING',
  'The client build is missing at %s: run `npm run build` first',
  500,
);

// --- Start -----------------------------------------------------------------------------------
// The upstream's schema breaks the contract the BFF was built against (gateway/contract-check.ts).
export const UpstreamContractError = createError('BFF_ERR_UPSTREAM_CONTRACT', '%s', 500);
