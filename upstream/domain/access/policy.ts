// The one place that decides what a caller may do (spec §6). Every root field of the schema names
// its rule in root-rules.ts and is checked before its resolver runs (guard.ts); resolvers that act
// on a particular record ask `mayActFor` / `roleOn` here too. Rules read the session row and the
// organisation tables, never a claim the caller could keep after it stopped being true.
import type { Queryable } from '../../db/database.ts';
import type { OrganisationRole, UserType } from '../../generated/graphql.ts';
import type { Viewer } from '../identity/sessions.ts';

export interface Rule {
  // 'anyone' includes visitors; 'signed-in' any live session; 'staff' an ADMIN acting as themself.
  readonly who: 'anyone' | 'signed-in' | 'staff';
  // The account types the session may act as.
  readonly userTypes?: readonly UserType[];
  // The caller's role on the account acted as (the account holder is its OWNER).
  readonly roles?: readonly OrganisationRole[];
  // Only the person themself: refused while assuming an account or impersonating.
  readonly selfOnly?: boolean;
  // Needs a recent password or one-time-code confirmation (§3 second layer).
  readonly secondLayer?: boolean;
  // Refused while staff impersonate (they may not act as two people at once).
  readonly notImpersonating?: boolean;
}

export type Refusal = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'IMPERSONATION_NOT_ALLOWED' | 'SECOND_LAYER_REQUIRED';

export type Decision = { readonly allowed: true } | { readonly allowed: false; readonly reason: Refusal };

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: Refusal): Decision => ({ allowed: false, reason });

export const ACCOUNT_HOLDERS: readonly UserType[] = ['CONSUMER', 'SERVICE_PRO'];

// The caller's role on the account the session acts as: the holder (or staff impersonating them)
// is its OWNER; a member acting for it has the role they were given; null when none.
export async function roleOn(db: Queryable, viewer: Viewer): Promise<OrganisationRole | null> {
  if (viewer.mode !== 'ASSUMED') return 'OWNER';
  const [row] = await db.query<{ role: OrganisationRole }>(
    `SELECT role FROM organisation_access
      WHERE organisation_id = $1 AND member_user_id = $2 AND status = 'ACTIVE'`,
    [viewer.userId, viewer.actorId],
  );
  return row?.role ?? null;
}

export async function decide(db: Queryable, viewer: Viewer | null, rule: Rule): Promise<Decision> {
  if (rule.who === 'anyone') return ALLOWED;
  if (!viewer) return refuse('UNAUTHENTICATED');
  if (rule.who === 'staff' && (viewer.mode !== 'SELF' || viewer.userType !== 'ADMIN')) return refuse('FORBIDDEN');
  if (rule.userTypes && !rule.userTypes.includes(viewer.userType)) return refuse('FORBIDDEN');
  if (rule.notImpersonating && viewer.mode === 'IMPERSONATED') return refuse('FORBIDDEN');
  if (rule.selfOnly && viewer.mode !== 'SELF') return refuse('IMPERSONATION_NOT_ALLOWED');
  if (rule.roles) {
    const role = await roleOn(db, viewer);
    if (!role || !rule.roles.includes(role)) return refuse('FORBIDDEN');
  }
  if (rule.secondLayer && !hasRecentSecondLayer(viewer)) return refuse('SECOND_LAYER_REQUIRED');
  return ALLOWED;
}

export function hasRecentSecondLayer(viewer: Viewer, now = new Date()): boolean {
  return viewer.secondLayerExpiresAt !== null && viewer.secondLayerExpiresAt > now;
}

// May the caller see or act on this user's account? Staff may for everyone; others for the account
// they act as, their own, and the organisations they have access to.
export async function mayActFor(db: Queryable, viewer: Viewer | null, userId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.userType === 'ADMIN' && viewer.mode === 'SELF') return true;
  if (userId === viewer.userId || userId === viewer.actorId) return true;
  const rows = await db.query(
    `SELECT 1 FROM organisation_access WHERE organisation_id = $1 AND member_user_id = $2 AND status = 'ACTIVE'`,
    [userId, viewer.actorId],
  );
  return rows.length > 0;
}

// Who may grant or change which role (spec §6 manage users): an OWNER any, a MANAGER only MANAGER
// and MEMBER access; a MEMBER none.
export function mayManageRole(callerRole: OrganisationRole | null, targetRole: OrganisationRole): boolean {
  if (callerRole === 'OWNER') return true;
  if (callerRole === 'MANAGER') return targetRole !== 'OWNER';
  return false;
}

// Spec §6: an organisation is a service-pro company's account (one with a company profile); only
// such an account has users to manage. An assumable-only person's own sign-in is not one.
export async function isOrganisation(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users u JOIN company_profiles c ON c.user_id = u.id WHERE u.id = $1 AND u.type = 'SERVICE_PRO'`,
    [userId],
  );
  return rows.length > 0;
}

// Whether the home owner shortlisted or hired the professional on one of their jobs.
async function haveChosen(db: Queryable, consumerId: string, proId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM proposals p JOIN service_requests r ON r.id = p.service_request_id
      WHERE p.pro_id = $1 AND r.consumer_id = $2 AND p.status IN ('SHORTLISTED', 'HIRED') LIMIT 1`,
    [proId, consumerId],
  );
  return rows.length > 0;
}

// Spec §2.7 / §6: a professional's contact details are shown to a home owner only once the home
// owner shortlisted or hired them on one of their jobs; the professional themself, anyone acting
// for their account, and staff always see them.
export async function mayContactPro(db: Queryable, viewer: Viewer | null, proId: string): Promise<boolean> {
  if (!viewer) return false;
  return (await mayActFor(db, viewer, proId)) || haveChosen(db, viewer.userId, proId);
}

// And the other way: a home owner's phone number is shown to a professional once shortlisted or
// hired on one of the home owner's jobs.
export async function mayContactConsumer(db: Queryable, viewer: Viewer | null, consumerId: string): Promise<boolean> {
  if (!viewer) return false;
  return (await mayActFor(db, viewer, consumerId)) || haveChosen(db, consumerId, viewer.userId);
}
