// The HTTP status of a /graphql answer whose fields failed at the upstream (decision 011).
// mercurius answers 200 whenever there is data, but a caller, a proxy and the metrics should still
// see that the session ended (401), the upstream was down (503), timed out (504) or answered with
// something that is not a GraphQL answer (502). The executor notes each such fault on the request;
// the error formatter turns the most telling one into the status. Business failures (result
// unions) and the upstream's own GraphQL errors are answers, and leave the status alone.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import {
  SessionUnavailableError,
  UpstreamDeadlineError,
  UpstreamEmptyError,
  UpstreamParseError,
  UpstreamStatusError,
  UpstreamTooLargeError,
  UpstreamUnauthenticatedError,
  UpstreamUnavailableError,
} from '../errors.ts';
import { isRetryableStatus } from '../plugins/retry-policy.ts';
import type { formatGatewayErrors } from './errors.ts';

type ErrorFormatter = typeof formatGatewayErrors;

export type UpstreamFault = 'unauthenticated' | 'unavailable' | 'timeout' | 'bad-answer';

// Most telling first: a 401 asks the caller to sign in again whatever else failed; a 503 says
// when to come back; a timeout and a bad answer say only that this attempt failed.
const FAULTS: Readonly<Record<UpstreamFault, { readonly status: number; readonly rank: number }>> = {
  unauthenticated: { status: 401, rank: 0 },
  unavailable: { status: 503, rank: 1 },
  timeout: { status: 504, rank: 2 },
  'bad-answer': { status: 502, rank: 3 },
};

// Sent with every 503: long enough for a restart or a failover, short enough for a person waiting.
export const RETRY_AFTER_SECONDS = 5;

const noted = new WeakMap<FastifyRequest, UpstreamFault>();
// The most telling fault apart from an ended session: the upstream did not give what was asked.
const outages = new WeakMap<FastifyRequest, UpstreamOutage>();

// A fault after which what a request read is incomplete (a 401 is an answer: the session ended).
export type UpstreamOutage = Exclude<UpstreamFault, 'unauthenticated'>;

// What kind of upstream fault an error is, or null when it is none (a caller gone, a bug).
export function faultOf(error: unknown): UpstreamFault | null {
  if (error instanceof UpstreamUnauthenticatedError) return 'unauthenticated';
  if (error instanceof SessionUnavailableError || error instanceof UpstreamUnavailableError) return 'unavailable';
  if (error instanceof UpstreamDeadlineError) return 'timeout';
  // A status the client retries (429, 502–504) reaches here only when the retries ran out.
  if (error instanceof UpstreamStatusError)
    return isRetryableStatus(error.upstreamStatus) ? 'unavailable' : 'bad-answer';
  if (
    error instanceof UpstreamParseError ||
    error instanceof UpstreamEmptyError ||
    error instanceof UpstreamTooLargeError
  ) {
    return 'bad-answer';
  }
  return null;
}

// Remembers that a field of this request failed with this fault (the most telling one wins).
export function noteFault(request: FastifyRequest, fault: UpstreamFault): void {
  const known = noted.get(request);
  if (known === undefined || FAULTS[fault].rank < FAULTS[known].rank) noted.set(request, fault);
  if (fault === 'unauthenticated') return;
  const outage = outages.get(request);
  if (outage === undefined || FAULTS[fault].rank < FAULTS[outage].rank) outages.set(request, fault);
}

// Whether, and how, an operation of this request went without the upstream's answer: a server
// render must then not present what it read as the page (decision 027).
export function outageOf(request: FastifyRequest): UpstreamOutage | undefined {
  return outages.get(request);
}

export function announceRetryAfter(reply: FastifyReply): void {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
}

function sessionUnavailableIn(execution: Parameters<ErrorFormatter>[0]): boolean {
  return (
    !execution.data && (execution.errors ?? []).some((error) => error.originalError instanceof SessionUnavailableError)
  );
}

// Wraps the gateway's error formatter: a request refused before it ran because its session could
// not be renewed, and fields that met an upstream fault, answer with the status of decision 011.
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
              extensions: { code: 'SERVICE_UNAVAILABLE', requestId: reply.request.id },
            },
          ],
        },
      };
    }
    const formatted = format(execution, context);
    const fault = reply ? noted.get(reply.request) : undefined;
    if (!reply || fault === undefined) return formatted;
    const { status } = FAULTS[fault];
    if (status === 503) announceRetryAfter(reply);
    return { ...formatted, statusCode: status };
  };
}
