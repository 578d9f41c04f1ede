// Spec §5 rate limits on questions and answers (the bounds are ours; the spec shows none): enough
// for a person, too few for a script. Only questions and answers stored count, refused ones do not.
import type { Queryable } from '../../db/database.ts';
import { accountBucket, check, hit, type Limit } from '../abuse/rate-limits.ts';

export const QUESTION_LIMITS = {
  perDay: { max: 5, windowSeconds: 24 * 60 * 60 },
  perMinute: { max: 1, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

export const ANSWER_LIMITS = {
  perDay: { max: 20, windowSeconds: 24 * 60 * 60 },
  perBurst: { max: 1, windowSeconds: 30 },
} as const satisfies Record<string, Limit>;

type Buckets = readonly (readonly [string, Limit])[];

export const questionBuckets = (consumerId: string): Buckets => [
  [accountBucket('question', consumerId), QUESTION_LIMITS.perDay],
  [accountBucket('question-burst', consumerId), QUESTION_LIMITS.perMinute],
];

export const answerBuckets = (proId: string): Buckets => [
  [accountBucket('answer', proId), ANSWER_LIMITS.perDay],
  [accountBucket('answer-burst', proId), ANSWER_LIMITS.perBurst],
];

// Seconds until every full bucket has room again, or null when all have room now.
export async function waitBefore(db: Queryable, buckets: Buckets): Promise<number | null> {
  let wait: number | null = null;
  for (const [bucket, limit] of buckets) {
    const state = await check(db, bucket, limit);
    if (!state.allowed) wait = Math.max(wait ?? 0, state.retryAfterSeconds);
  }
  return wait;
}

export async function countIn(db: Queryable, buckets: Buckets): Promise<void> {
  for (const [bucket, limit] of buckets) await hit(db, bucket, limit);
}
