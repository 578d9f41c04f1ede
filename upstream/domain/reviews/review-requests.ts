// What a professional sees of their review requests (spec §2.7 reviews/request-reviews): whom they
// asked, whether each has reviewed them since, and how many more they may ask now.
import type { Queryable } from '../../db/database.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { ReviewRequestRow } from './rows.ts';

// Bounds of decision 009, so that the platform is no way to mail anyone in bulk; an address asked
// is not asked again for 30 days (decision 049).
export const REVIEW_REQUESTS_PER_CALL = 20;
export const REVIEW_REQUESTS_PER_DAY = 100;
export const REVIEW_REQUEST_REPEAT_DAYS = 30;

export interface ReviewRequestAllowance {
  readonly perRequest: number;
  readonly perDay: number;
  readonly remaining: number;
  readonly moreFrom: Date | null;
}

// The requests of the last 24 hours count against the day's limit until they are a day old.
export async function reviewRequestAllowance(db: Queryable, proId: string): Promise<ReviewRequestAllowance> {
  const [sent] = await db.query<{ count: number; more_from: Date | null }>(
    `SELECT count(*)::int AS count, min(created_at) + interval '24 hours' AS more_from
       FROM review_requests WHERE pro_id = $1 AND created_at > now() - interval '24 hours'`,
    [proId],
  );
  return {
    perRequest: REVIEW_REQUESTS_PER_CALL,
    perDay: REVIEW_REQUESTS_PER_DAY,
    remaining: Math.max(0, REVIEW_REQUESTS_PER_DAY - (sent?.count ?? 0)),
    moreFrom: sent?.more_from ?? null,
  };
}

interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

// Newest first. A customer has reviewed when an account with the address they were asked at
// reviewed the professional after the request (a review is of a hire, so made by a signed-in home
// owner; the address is how the two meet).
export async function myReviewRequests(db: Queryable, proId: string, page: Page) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const rows = await db.query<ReviewRequestRow & CursorRow>(
    `SELECT rr.id, rr.name, rr.email, rr.created_at, ${cursorTime('rr.created_at')} AS cursor_at,
            (SELECT min(r.created_at) FROM reviews r JOIN users u ON u.id = r.consumer_id
              WHERE r.pro_id = rr.pro_id AND u.email_normalised = lower(rr.email)
                AND r.created_at >= rr.created_at) AS reviewed_at
       FROM review_requests rr
      WHERE rr.pro_id = $1 AND ($2::timestamptz IS NULL OR (rr.created_at, rr.id) < ($2::timestamptz, $3::uuid))
      ORDER BY rr.created_at DESC, rr.id DESC LIMIT $4`,
    [proId, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM review_requests WHERE pro_id = $1',
    [proId],
  );
  return { ...toConnection(rows, size, after), totalCount: total?.count ?? 0 };
}
