// The audit trail (spec §6): every mutation run while someone acts for another account — a member
// for an organisation, staff impersonating — is written down with actor and subject before it runs.
// Staff actions on users are written down too, with the user they touched as subject.
import type { Queryable } from '../../db/database.ts';
import type { Viewer } from '../identity/sessions.ts';

export async function recordActingFor(
  db: Queryable,
  viewer: Viewer,
  operations: readonly string[],
  requestId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, subject_id, session_id, mode, operations, request_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [viewer.actorId, viewer.userId, viewer.sessionId, viewer.mode, operations, requestId],
  );
}

export async function recordStaffAction(
  db: Queryable,
  viewer: Viewer,
  subjectId: string,
  operation: string,
  requestId: string,
  reason: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, subject_id, session_id, mode, operations, request_id, reason)
     VALUES ($1, $2, $3, 'SELF', $4, $5, $6)`,
    [viewer.actorId, subjectId, viewer.sessionId, [operation], requestId, reason?.trim() || null],
  );
}
