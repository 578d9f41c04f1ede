// Who may read a job (spec §6): its home owner, staff, and the professionals it was offered to —
// sent to them directly, answered by them, or of a service they offer within their work area
// (unless it was sent to one professional only). Anyone else is told nothing, not even that it exists.
import type { Queryable } from '../../db/database.ts';
import { distanceKmSql } from '../catalogue/distance.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ServiceRequestRow } from './rows.ts';

export function isStaff(viewer: Viewer): boolean {
  return viewer.userType === 'ADMIN' && viewer.mode === 'SELF';
}

// The home owner (or staff impersonating them) and staff: those who manage the job.
export function managesServiceRequest(viewer: Viewer | null, row: Pick<ServiceRequestRow, 'consumer_id'>): boolean {
  return viewer !== null && (isStaff(viewer) || viewer.userId === row.consumer_id);
}

export async function mayReadServiceRequest(
  db: Queryable,
  viewer: Viewer | null,
  row: ServiceRequestRow,
): Promise<boolean> {
  if (!viewer) return false;
  if (managesServiceRequest(viewer, row)) return true;
  if (viewer.userType !== 'SERVICE_PRO') return false;
  if (row.direct_pro_id === viewer.userId) return true;
  const rows = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM proposals WHERE service_request_id = $1 AND pro_id = $2)
        OR ($3::uuid IS NULL AND EXISTS (
              SELECT 1 FROM pro_services ps JOIN company_profiles c ON c.user_id = ps.pro_id
               WHERE ps.pro_id = $2 AND ps.service_id = $4
                 AND ${distanceKmSql('c.work_latitude', 'c.work_longitude', '$5::float8', '$6::float8')}
                     <= c.work_radius_km))`,
    [row.id, viewer.userId, row.direct_pro_id, row.service_id, row.latitude, row.longitude],
  );
  return rows.length > 0;
}
