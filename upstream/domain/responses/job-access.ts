// The jobs a professional may save, show interest in or propose on: those they may read (spec §6),
// by the job's own rule.
import type { Queryable } from '../../db/database.ts';
import type { Viewer } from '../identity/sessions.ts';
import { mayReadServiceRequest } from '../requests/access.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { isUuid } from '../validation/ids.ts';

// The job, when it exists and the caller may read it; null otherwise (answered as NotFound, so a
// caller cannot tell a job they may not read from one that does not exist).
export async function findReadableJob(
  db: Queryable,
  viewer: Viewer | null,
  id: string,
): Promise<ServiceRequestRow | null> {
  if (!isUuid(id)) return null;
  const [job] = await db.query<ServiceRequestRow>('SELECT * FROM service_requests WHERE id = $1', [id]);
  if (!job) return null;
  return (await mayReadServiceRequest(db, viewer, job)) ? job : null;
}
