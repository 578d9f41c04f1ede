// The home owner's projects (spec §2.6 /consumer/my-projects): their jobs, newest first, a page at a
// time, optionally only those in some states.
import type { Queryable } from '../../db/database.ts';
import type { QueryMyServiceRequestsArgs } from '../../generated/graphql.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';

export async function myServiceRequests(db: Queryable, consumerId: string, args: QueryMyServiceRequestsArgs) {
  const size = pageSize(args.first);
  const after = decodeCursor(args.after);
  // No states, or an empty list of them, means every state.
  const statuses = args.status?.length ? args.status : null;
  const rows = await db.query<ServiceRequestRow & CursorRow>(
    `SELECT *, ${cursorTime('created_at')} AS cursor_at FROM service_requests
      WHERE consumer_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
        AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
      ORDER BY created_at DESC, id DESC
      LIMIT $5`,
    [consumerId, statuses, after?.at ?? null, after?.id ?? null, size + 1],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM service_requests
      WHERE consumer_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))`,
    [consumerId, statuses],
  );
  return { ...toConnection(rows, size, after), totalCount: count?.total ?? 0 };
}
