// The BFF's own error codes, one table (after fastify's lib/errors.js). Codes that cross the wire
// to the client as GraphQL extensions live in shared/.
import createError from '@fastify/error';

// --- Upstream --------------------------------------------------------------------------------
export const UpstreamUnavailableError = createError('BFF_ERR_UPSTREAM_UNAVAILABLE', 'Upstream unavailable: %s', 502);
export const UpstreamStatusError = createError(
  'BFF_ERR_UPSTREAM_STATUS',
  'Response not successful: Received status code %s',
  502,
);
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

// --- Rendering -------------------------------------------------------------------------------
export const BuildMissingError = createError(
  'BFF_ERR_BUILD_MISSING',
  'The client build is missing at %s: run `npm run build` first',
  500,
);
