// Suspension from new jobs (decision 066): for invoices unpaid past the grace period (the billing
// run sets it, paying lifts it), or by staff (ERROR_MANUALLY_SUSPENDED, with their note; only staff
// lift it). A suspended professional sends no proposal and no rule answers for them; what they
// sent before stands.
import type { Database, Queryable } from '../../db/database.ts';
import type { Currency } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';

export type SuspensionReason = 'UNPAID_INVOICES' | 'MANUAL';

interface SuspensionRow {
  readonly billing_suspended_at: Date | null;
  readonly manually_suspended_at: Date | null;
  readonly overdue: string | null;
  readonly currency: string | null;
}

// Why the professional may not take new jobs now; null when they may.
export async function suspensionOf(db: Queryable, userId: string) {
  const [row] = await db.query<SuspensionRow>(
    `SELECT u.billing_suspended_at, u.manually_suspended_at,
            (SELECT sum(amount_minor)::text FROM invoices i
              WHERE i.user_id = u.id AND i.dunning_stage >= 1 AND i.status NOT IN ('PAID', 'WRITE_OFF')) AS overdue,
            (SELECT currency FROM invoices i WHERE i.user_id = u.id ORDER BY issued_at DESC LIMIT 1) AS currency
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const overdue = row.currency ? { amountMinor: Number(row.overdue ?? 0), currency: row.currency as Currency } : null;
  if (row.manually_suspended_at) {
    return {
      __typename: 'ProSuspended' as const,
      reason: 'MANUAL' as const,
      code: 'ERROR_MANUALLY_SUSPENDED' as const,
      since: row.manually_suspended_at,
      overdue,
    };
  }
  if (row.billing_suspended_at) {
    return {
      __typename: 'ProSuspended' as const,
      reason: 'UNPAID_INVOICES' as const,
      code: null,
      since: row.billing_suspended_at,
      overdue,
    };
  }
  return null;
}

export async function proSuspended(db: Queryable, userId: string) {
  const suspension = await suspensionOf(db, userId);
  if (!suspension) throw new Error(`professional ${userId} is not suspended`);
  return suspension;
}

// Staff suspend a professional from new jobs, or lift their suspension, with a note (audited).
export async function setManualSuspension(
  db: Database,
  staff: Viewer,
  requestId: string,
  input: { userId: string; suspended: boolean; note: string },
) {
  const note = input.note.trim();
  const refused = invalidFields({ note: note.length < 3 ? 'REQUIRED' : note.length > 500 ? 'INVALID' : null });
  if (refused) return refused;
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      `UPDATE users SET manually_suspended_at = CASE WHEN $2 THEN coalesce(manually_suspended_at, now()) END,
              manual_suspension_note = CASE WHEN $2 THEN $3 END
        WHERE id = $1 AND type = 'SERVICE_PRO' RETURNING id`,
      [input.userId, input.suspended, note],
    );
    if (!user) return { __typename: 'NotFound' as const, id: input.userId };
    await recordStaffAction(tx, staff, user.id, input.suspended ? 'suspendPro' : 'liftProSuspension', requestId, note);
    return {
      __typename: 'ProSuspensionChanged' as const,
      userId: user.id,
      suspension: await suspensionOf(tx, user.id),
    };
  });
}
