// A professional's feedback about the product (spec §2.7 give-feedback, decision 049): a topic of
// a short list, a text, and whether the product team may contact them about it. Limited in rate as
// what people write elsewhere is (questions, answers); a second submit of the same feedback — the
// page's key again — is answered with what the first stored, and is neither stored nor counted
// twice.
import type { Database, Queryable } from '../../db/database.ts';
import type { GiveFeedbackInput } from '../../generated/graphql.ts';
import { accountBucket, type Limit } from '../abuse/rate-limits.ts';
import { invalidFields } from '../account/results.ts';
import type { Viewer } from '../identity/sessions.ts';
import { countIn, waitBefore } from '../questions/question-limits.ts';
import { checkText } from '../reviews/review-input.ts';
import { isUuid } from '../validation/ids.ts';
import type { FeedbackRow } from './rows.ts';

export const FEEDBACK_BOUNDS = { min: 10, max: 2000 } as const;

// Enough for a person with a lot to say, too few for a script (bounds are ours; the spec shows none).
export const FEEDBACK_LIMITS = {
  perDay: { max: 5, windowSeconds: 24 * 60 * 60 },
  perMinute: { max: 1, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

// Counted per person: a member writing for the account has limits of their own.
const feedbackBuckets = (authorId: string) =>
  [
    [accountBucket('feedback', authorId), FEEDBACK_LIMITS.perDay],
    [accountBucket('feedback-burst', authorId), FEEDBACK_LIMITS.perMinute],
  ] as const;

async function storedWithKey(db: Queryable, authorId: string, key: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.query<FeedbackRow>(
    'SELECT * FROM product_feedback WHERE author_id = $1 AND idempotency_key = $2',
    [authorId, key],
  );
  return row;
}

const given = (feedback: FeedbackRow) => ({ __typename: 'FeedbackGiven', feedback }) as const;

export async function giveFeedback(
  { db, viewer }: { readonly db: Database; readonly viewer: Viewer },
  input: GiveFeedbackInput,
) {
  const invalid = invalidFields({
    body: checkText(input.body, FEEDBACK_BOUNDS.min, FEEDBACK_BOUNDS.max),
    idempotencyKey: isUuid(input.idempotencyKey) ? null : 'INVALID',
  });
  if (invalid) return invalid;
  const key = input.idempotencyKey.toLowerCase();
  const earlier = await storedWithKey(db, viewer.actorId, key);
  if (earlier) return given(earlier);
  const buckets = feedbackBuckets(viewer.actorId);
  const wait = await waitBefore(db, buckets);
  if (wait !== null) return { __typename: 'FeedbackRateLimitReached', retryAfterSeconds: wait } as const;
  return db.transaction(async (tx) => {
    // A copy of this submit that ran at the same moment stored it first: its row is the answer.
    const [stored] = await tx.query<FeedbackRow>(
      `INSERT INTO product_feedback (pro_id, author_id, topic, body, may_contact, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (author_id, idempotency_key) DO NOTHING RETURNING *`,
      [viewer.userId, viewer.actorId, input.topic, input.body.trim(), input.mayContact, key],
    );
    if (!stored) {
      const first = await storedWithKey(tx, viewer.actorId, key);
      if (!first) throw new Error('A feedback with this key was neither stored nor found');
      return given(first);
    }
    await countIn(tx, buckets);
    return given(stored);
  });
}
