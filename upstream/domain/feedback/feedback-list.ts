// What staff read of the product feedback (spec §2.9 admin; the page comes later): newest first, a
// page at a time, of one topic or all.
import type { Queryable } from '../../db/database.ts';
import type { FeedbackTopic } from '../../generated/graphql.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { FeedbackRow } from './rows.ts';

export interface FeedbackFilter {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly topic?: FeedbackTopic | null;
}

export async function productFeedback(db: Queryable, filter: FeedbackFilter) {
  const size = pageSize(filter.first);
  const after = decodeCursor(filter.after);
  const rows = await db.query<FeedbackRow & CursorRow>(
    `SELECT *, ${cursorTime('created_at')} AS cursor_at FROM product_feedback
      WHERE ($1::text IS NULL OR topic = $1)
        AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
      ORDER BY created_at DESC, id DESC
      LIMIT $4`,
    [filter.topic ?? null, after?.at ?? null, after?.id ?? null, size + 1],
  );
  return toConnection(rows, size, after);
}
