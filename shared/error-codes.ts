// The codes of spec §8 that say why a call failed as a whole, in a GraphQL error's
// `extensions.code` (or a refusal body's `code`): the BFF sends them, the upstream's FORBIDDEN goes
// through it unchanged, and the client reads them. A business operation's own failures are result
// variants with the schema's codes instead (generated/schema-enums.ts).
import { SignupFailureCode } from './generated/schema-enums.ts';

export const ErrorCode = {
  // The request was not one the BFF runs: a body it cannot read, parameters it does not take.
  BadRequest: 'BAD_REQUEST',
  // The upstream refused the caller this field.
  Forbidden: 'FORBIDDEN',
  // Masked: the cause is in the BFF's log under the request id the error carries.
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  // Past a login or code limit (decision 012): the §8 sign-up code, so the client words it once.
  RateLimit: SignupFailureCode.RateLimit,
  // Nothing ran and the session stands: the upstream was out when the session had to be renewed.
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  // The session is over: the cookies were cleared, the person signs in again.
  Unauthenticated: 'UNAUTHENTICATED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
