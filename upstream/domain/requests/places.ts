// Who a job may be sent to: the professional of a direct request (spec §2.2 send-request-to). Where
// a job is: ../places/job-place.ts.
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from '../identity/users.ts';

export interface DirectPro extends UserRow {
  readonly offers_service: boolean;
}

// The professional with this public slug, and whether they offer the service; undefined when no
// professional has it.
export async function findDirectPro(db: Queryable, slug: string, serviceId: string): Promise<DirectPro | undefined> {
  if (slug.length > 100) return undefined;
  const [pro] = await db.query<DirectPro>(
    `SELECT u.*, EXISTS (SELECT 1 FROM pro_services ps WHERE ps.pro_id = u.id AND ps.service_id = $2) AS offers_service
       FROM users u WHERE u.slug = $1 AND u.type = 'SERVICE_PRO'`,
    [slug, serviceId],
  );
  return pro;
}
