// The one interface every rate-limit store keeps: count a hit against a key and say whether it was
// within the limit. Windows are fixed: a key's window opens at its first hit and lasts windowMs;
// every hit counts, refused ones too, and none moves the window on (decision 012).

export interface RateLimitOutcome {
  readonly allowed: boolean;
  // 0 when allowed; else how long until the window closes (what `Retry-After` says).
  readonly retryAfterMs: number;
  // Hits left in this window after this one.
  readonly remaining: number;
}

export interface RateLimitStore {
  // `cost` counts one request as several hits (an operation with three aliased logins is three).
  hit(key: string, limit: number, windowMs: number, cost?: number): Promise<RateLimitOutcome>;
  close(): Promise<void>;
}

export function outcomeOf(count: number, limit: number, msLeft: number): RateLimitOutcome {
  const allowed = count <= limit;
  return { allowed, retryAfterMs: allowed ? 0 : Math.max(1, msLeft), remaining: Math.max(0, limit - count) };
}

// What a client is told to wait: whole seconds, at least one (RFC 9110 §10.2.3).
export function retryAfterSeconds(outcome: RateLimitOutcome): number {
  return Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
}
