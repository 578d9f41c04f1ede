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

// --- Rendering -------------------------------------------------------------------------------
export const BuildMissingError = createError(
  'BFF_ERR_BUILD_MISSING',
  'The client build is missing at %s: run `npm run build` first',
  500,
);
