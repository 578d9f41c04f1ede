// Staff moderation of reviews (spec §2.9, §8 REVIEW_ALREADY_APPROVED): a rejected review leaves the
// profile and the score; approving brings it back. Each decision is in the audit log, and the
// reviewer is told when their review is taken down.
import type { Database, Queryable } from '../../db/database.ts';
import type { ModerateReviewInput, ReviewErrorCode } from '../../generated/graphql.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import { recomputeReviewScore } from './review-score.ts';
import type { ReviewRow } from './rows.ts';

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

async function tellReviewer(tx: Queryable, review: ReviewRow, note: string | null): Promise<void> {
  const [author] = await tx.query<Pick<UserRow, 'email' | 'locale' | 'brand'>>(
    'SELECT email, locale, brand FROM users WHERE id = $1',
    [review.consumer_id],
  );
  if (!author) return;
  await enqueueMessage(tx, {
    userId: review.consumer_id,
    recipient: author.email,
    channel: 'EMAIL',
    template: 'review-rejected',
    locale: author.locale,
    payload: { brand: author.brand, title: review.title, reason: note },
  });
}

const failed = (code: ReviewErrorCode) => ({ __typename: 'ReviewFailed', code }) as const;

export async function moderateReview({ db, viewer, requestId }: Staff, input: ModerateReviewInput) {
  checkReason(input.note);
  if (!isUuid(input.reviewId)) return failed('REVIEW_NOT_FOUND');
  const note = input.note?.trim() || null;
  const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  return db.transaction(async (tx) => {
    const [review] = await tx.query<ReviewRow>('SELECT * FROM reviews WHERE id = $1 FOR UPDATE', [input.reviewId]);
    if (!review) return failed('REVIEW_NOT_FOUND');
    if (status === 'APPROVED' && review.status === 'APPROVED') return failed('REVIEW_ALREADY_APPROVED');
    const [moderated] = await tx.query<ReviewRow>(
      'UPDATE reviews SET status = $2, moderation_note = $3 WHERE id = $1 RETURNING *',
      [review.id, status, note],
    );
    await recomputeReviewScore(tx, review.pro_id);
    await recordStaffAction(tx, viewer, review.pro_id, 'moderateReview', requestId, note);
    // The reviewer is told when their published review is taken down, and why.
    if (status === 'REJECTED' && review.status === 'APPROVED') await tellReviewer(tx, review, note);
    if (!moderated) throw new Error(`The review ${review.id} vanished`);
    return { __typename: 'ReviewModerated', review: moderated } as const;
  });
}
