// A professional's one public response to a review of them (spec §8 review codes). The root rule
// lets the account holder and its MANAGERs through; the review must be of the account acted for.
import type { Queryable } from '../../db/database.ts';
import type { RespondToReviewInput, ReviewErrorCode } from '../../generated/graphql.ts';
import { mayActFor } from '../access/policy.ts';
import { invalidFields } from '../account/results.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { checkText, contactDetailsIn } from './review-input.ts';
import type { ReviewRow } from './rows.ts';

const failed = (code: ReviewErrorCode) => ({ __typename: 'ReviewFailed', code }) as const;

export async function respondToReview(
  { db, viewer }: { readonly db: Queryable; readonly viewer: Viewer },
  input: RespondToReviewInput,
) {
  const [review] = isUuid(input.reviewId)
    ? await db.query<ReviewRow>('SELECT * FROM reviews WHERE id = $1', [input.reviewId])
    : [];
  // Someone else's review is not one this caller can know of.
  if (!review || !(await mayActFor(db, viewer, review.pro_id))) return failed('REVIEW_NOT_FOUND');
  if (review.response_body !== null) return failed('SERVICE_PRO_HAS_ALREADY_RESPONDED_TO_REVIEW');
  if (contactDetailsIn({ body: input.body })) return failed('CONTACT_DETAILS_SHARED');
  const invalid = invalidFields({ body: checkText(input.body, 10, 2000) });
  if (invalid) return invalid;
  const [responded] = await db.query<ReviewRow>(
    `UPDATE reviews SET response_body = $2, response_at = now()
      WHERE id = $1 AND response_body IS NULL RETURNING *`,
    [review.id, input.body.trim()],
  );
  // Only a response stored between our read and this write leaves nothing to update.
  if (!responded) return failed('REVIEW_RESPONSE_NOT_SAVED');
  return { __typename: 'ReviewResponded', review: responded } as const;
}
