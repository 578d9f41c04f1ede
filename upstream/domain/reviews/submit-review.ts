// A home owner reviews the professional they hired, once per job, and may edit it later (spec §2.6
// edit-review). Reviews are published at once; staff may reject them afterwards (moderate-review.ts).
import type { Database } from '../../db/database.ts';
import type { EditReviewInput, SubmitReviewInput } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { refuseReviewFields } from './review-input.ts';
import { recomputeReviewScore } from './review-score.ts';
import type { ReviewRow } from './rows.ts';

interface Caller {
  readonly db: Database;
  readonly viewer: Viewer;
}

interface HireRow {
  readonly status: string;
  readonly proposal_id: string | null;
  readonly pro_id: string | null;
  readonly pro_status: string | null;
  readonly review_id: string | null;
}

// The caller's job with its hire (if any) and its review (if any).
async function findHire(db: Database, viewer: Viewer, serviceRequestId: string): Promise<HireRow | undefined> {
  const [row] = await db.query<HireRow>(
    `SELECT r.status, p.id AS proposal_id, p.pro_id, u.status AS pro_status, v.id AS review_id
       FROM service_requests r
       LEFT JOIN LATERAL (SELECT id, pro_id FROM proposals
                           WHERE service_request_id = r.id AND status = 'HIRED'
                           ORDER BY hired_at DESC NULLS LAST LIMIT 1) p ON true
       LEFT JOIN users u ON u.id = p.pro_id
       LEFT JOIN reviews v ON v.service_request_id = r.id
      WHERE r.id = $1 AND r.consumer_id = $2`,
    [serviceRequestId, viewer.userId],
  );
  return row;
}

async function reviewOfJob(db: Database, serviceRequestId: string): Promise<ReviewRow> {
  const [review] = await db.query<ReviewRow>('SELECT * FROM reviews WHERE service_request_id = $1', [serviceRequestId]);
  if (!review) throw new Error(`The review of job ${serviceRequestId} vanished`);
  return review;
}

export async function submitReview({ db, viewer }: Caller, input: SubmitReviewInput) {
  const jobId = input.serviceRequestId;
  const notFound = { __typename: 'ReviewNotFound', id: jobId } as const;
  const hire = isUuid(jobId) ? await findHire(db, viewer, jobId) : undefined;
  if (!hire) return notFound;
  // §8 review cancelled: the job was called off, or closed without anyone hired.
  if (hire.status === 'CANCELLED' || (hire.status === 'CLOSED' && !hire.proposal_id)) {
    return { __typename: 'ReviewCancelled', serviceRequestId: jobId } as const;
  }
  if (!hire.proposal_id || !hire.pro_id) return notFound;
  if (hire.review_id) return { __typename: 'AlreadyReviewed', review: await reviewOfJob(db, jobId) } as const;
  if (hire.pro_status === 'ANONYMISED')
    return { __typename: 'ProfessionalAnonymised', serviceProId: hire.pro_id } as const;
  const refused = refuseReviewFields(input);
  if (refused) return refused;
  const { proposal_id: proposalId, pro_id: proId } = hire;
  const review = await db.transaction(async (tx) => {
    const [row] = await tx.query<ReviewRow>(
      `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (service_request_id) DO NOTHING RETURNING *`,
      [jobId, proposalId, proId, viewer.userId, input.rating, input.title.trim(), input.body.trim()],
    );
    if (row) await recomputeReviewScore(tx, proId);
    return row;
  });
  // A second submit that raced this one lost to it.
  if (!review) return { __typename: 'AlreadyReviewed', review: await reviewOfJob(db, jobId) } as const;
  return { __typename: 'ReviewSubmitted', review } as const;
}

export async function editReview({ db, viewer }: Caller, input: EditReviewInput) {
  const notFound = { __typename: 'ReviewNotFound', id: input.reviewId } as const;
  if (!isUuid(input.reviewId)) return notFound;
  const refused = refuseReviewFields(input);
  const review = await db.transaction(async (tx) => {
    const [own] = await tx.query<ReviewRow>('SELECT * FROM reviews WHERE id = $1 AND consumer_id = $2 FOR UPDATE', [
      input.reviewId,
      viewer.userId,
    ]);
    if (!own || refused) return own;
    const [row] = await tx.query<ReviewRow>(
      `UPDATE reviews SET rating = $2, title = $3, body = $4, updated_at = now() WHERE id = $1 RETURNING *`,
      [own.id, input.rating, input.title.trim(), input.body.trim()],
    );
    await recomputeReviewScore(tx, own.pro_id);
    return row;
  });
  if (!review) return notFound;
  return refused ?? ({ __typename: 'ReviewSubmitted', review } as const);
}
