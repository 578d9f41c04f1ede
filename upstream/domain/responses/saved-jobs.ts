// Jobs a professional saved for later (spec §2.7 saved-jobs), most recently saved first.
import type { Queryable } from '../../db/database.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { findReadableJob } from './job-access.ts';
import { notFound } from './results.ts';

export async function savedForLaterJobs(
  db: Queryable,
  viewer: Viewer,
  args: { first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first);
  const after = decodeCursor(args.after);
  const [rows, [count]] = await Promise.all([
    db.query<ServiceRequestRow & CursorRow>(
      `SELECT r.*, ${cursorTime('s.created_at')} AS cursor_at
         FROM saved_jobs s JOIN service_requests r ON r.id = s.service_request_id
        WHERE s.pro_id = $1
          AND ($2::timestamptz IS NULL OR (s.created_at, s.service_request_id) < ($2::timestamptz, $3::uuid))
        ORDER BY s.created_at DESC, s.service_request_id DESC
        LIMIT $4`,
      [viewer.userId, after?.at ?? null, after?.id ?? null, size + 1],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM saved_jobs WHERE pro_id = $1', [viewer.userId]),
  ]);
  return { ...toConnection(rows, size, after), totalCount: count?.total ?? 0 };
}

// Saving twice keeps the first save; only jobs the professional may read can be saved.
export async function saveJobForLater(db: Queryable, viewer: Viewer, jobId: string) {
  const job = await findReadableJob(db, viewer, jobId);
  if (!job) return notFound(jobId);
  await db.query(
    'INSERT INTO saved_jobs (pro_id, service_request_id) VALUES ($1, $2) ON CONFLICT (pro_id, service_request_id) DO NOTHING',
    [viewer.userId, job.id],
  );
  return { __typename: 'JobSaved' as const, serviceRequest: job };
}

export async function removeSavedJob(db: Queryable, viewer: Viewer, jobId: string) {
  const job = await findReadableJob(db, viewer, jobId);
  if (!job) return notFound(jobId);
  await db.query('DELETE FROM saved_jobs WHERE pro_id = $1 AND service_request_id = $2', [viewer.userId, job.id]);
  return { __typename: 'JobSaved' as const, serviceRequest: job };
}
