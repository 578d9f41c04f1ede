// What went wrong with the upstream during a request, and the HTTP status that says so (decision
// 011): the session ended (401), the upstream was down (503), timed out (504) or answered with
// something that is not a GraphQL answer (502). The executor notes each such fault on the request;
// the gateway's error formatter (gateway/errors.ts) and the page renderer read the most telling
// one. Business failures (result unions) and the upstream's own GraphQL errors are answers, and
// are no fault.
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { isRetryableStatus } from './retry-policy.ts';

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

// The status of the most telling fault noted on this request, if any.
export function faultStatusOf(request: FastifyRequest): number | undefined {
  const fault = noted.get(request);
  return fault === undefined ? undefined : FAULTS[fault].status;
}
