// Abuse limits (login, one-time codes, password reset, sign-up), per account and per client.
// Counters live in the database, so every upstream process on it shares them, and the database's
// clock rules. A bucket's window opens at its first hit and lasts the limit's length.
import type { Queryable } from '../../db/database.ts';

export interface Limit {
  readonly max: number;
  readonly windowSeconds: number;
}

// Bounds are ours (the spec does not show them; decision 006): generous for people, tight for scripts.
export const LIMITS = {
  // Wrong passwords per account; a right one does not count.
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  // Every login attempt per client, right or wrong.
  loginAttemptsPerClient: { max: 60, windowSeconds: 15 * 60 },
  // Codes asked for (login, second layer) per account and per client.
  codeRequestsPerAccount: { max: 5, windowSeconds: 15 * 60 },
  codeRequestsPerClient: { max: 30, windowSeconds: 15 * 60 },
  // Wrong codes per account, across codes (each code also allows only a few attempts).
  codeFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  passwordResetsPerAccount: { max: 5, windowSeconds: 60 * 60 },
  passwordResetsPerClient: { max: 20, windowSeconds: 60 * 60 },
  signUpsPerClient: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export interface LimitState {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}

interface CounterRow {
  readonly hits: number;
  readonly retry_after: number;
}

function state(row: CounterRow | undefined, limit: Limit, counted: boolean): LimitState {
  const hits = row?.hits ?? 0;
  const allowed = counted ? hits <= limit.max : hits < limit.max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, row?.retry_after ?? limit.windowSeconds) };
}

// Counts one hit and says whether it was within the limit.
export async function hit(db: Queryable, bucket: string, limit: Limit): Promise<LimitState> {
  const [row] = await db.query<CounterRow>(
    `INSERT INTO rate_limit_counters AS c (bucket, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN c.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE c.hits + 1 END,
       window_start = CASE WHEN c.window_start <= now() - make_interval(secs => $2) THEN now() ELSE c.window_start END
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
    [bucket, limit.windowSeconds],
  );
  return state(row, limit, true);
}

// Says whether the bucket is already full, without counting (failures are counted after the fact).
export async function check(db: Queryable, bucket: string, limit: Limit): Promise<LimitState> {
  const [row] = await db.query<CounterRow>(
    `SELECT hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after
       FROM rate_limit_counters WHERE bucket = $1 AND window_start > now() - make_interval(secs => $2)`,
    [bucket, limit.windowSeconds],
  );
  return state(row, limit, false);
}

// Counts a hit in several buckets: the first refusal wins.
export async function hitAll(db: Queryable, buckets: readonly (readonly [string, Limit])[]): Promise<LimitState> {
  let refused: LimitState | undefined;
  for (const [bucket, limit] of buckets) {
    const result = await hit(db, bucket, limit);
    if (!result.allowed && !refused) refused = result;
  }
  return refused ?? { allowed: true, retryAfterSeconds: 0 };
}

export async function sweepRateLimits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day'`);
}

// Bucket names: one person's account (by normalised email, whether or not it exists) and one client.
export const accountBucket = (kind: string, email: string) => `${kind}:account:${email.trim().toLowerCase()}`;
export const clientBucket = (kind: string, clientIp: string) => `${kind}:client:${clientIp}`;
