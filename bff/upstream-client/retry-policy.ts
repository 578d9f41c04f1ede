// When and how soon the upstream client tries a call again (spec §8, §9): at most 3 attempts,
// exponential backoff with full jitter from 300 ms, `Retry-After` honoured up to a cap, and a
// retry budget so that an upstream outage is not multiplied by the BFF's retries.

// §9: max 3 attempts, base delay 300 ms.
export const MAX_ATTEMPTS = 3;
export const BASE_DELAY_MS = 300;
// A `Retry-After` longer than this is not waited for in full: a person is waiting for the page.
export const RETRY_AFTER_CAP_MS = 2_000;

// Statuses that say "try again": rate limited, or a gateway or the upstream itself unavailable.
// Every other status (a 500 included) is an answer, not a transient fault. A 401 is never retried
// (§8): it ends the session.
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

// Full jitter (a uniform delay between 0 and the exponential bound) spreads the retries of many
// callers that failed at the same moment. `failedAttempt` counts from 1.
export function backoffDelayMs(failedAttempt: number, random: () => number, baseMs = BASE_DELAY_MS): number {
  return Math.floor(random() * baseMs * 2 ** (failedAttempt - 1));
}

// `Retry-After` as delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable.
export function retryAfterMs(header: string | string[] | undefined, now: number): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface RetryBudget {
  // Every call (not every attempt) earns a share of a retry.
  recordCall(): void;
  // Spends one retry; false when the budget is used up.
  trySpend(): boolean;
}

export interface RetryBudgetOptions {
  // Retries allowed per call made: 0.1 lets retries add at most 10 % to the upstream's load.
  readonly ratio?: number;
  // How many retries may be saved up; also the budget at start. Caps the burst after a quiet time.
  readonly cap?: number;
}

// A token bucket: each call adds `ratio` of a token, each retry takes a whole one. Over any stretch
// of time retries stay within ratio × calls + cap, however many calls fail.
export function createRetryBudget({ ratio = 0.1, cap = 10 }: RetryBudgetOptions = {}): RetryBudget {
  let tokens = cap;
  return {
    recordCall() {
      tokens = Math.min(cap, tokens + ratio);
    },
    trySpend() {
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
