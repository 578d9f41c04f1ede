// The caller's place in the company they act for (spec §6 manage users): their role, whose access
// that role lets them manage, and — for an OWNER or MANAGER — the people and open invites. A MEMBER
// learns their role and may give up their own access, nothing more.
import type { Queryable } from '../../db/database.ts';
import type { OrganisationRole } from '../../generated/graphql.ts';
import { isOrganisation, mayManageRole, roleOn } from '../access/policy.ts';
import type { Viewer } from '../identity/sessions.ts';
import { listMembers, type MemberRow } from './members.ts';

const ROLES: readonly OrganisationRole[] = ['OWNER', 'MANAGER', 'MEMBER'];

export interface TeamRow {
  readonly role: OrganisationRole;
  readonly manageableRoles: OrganisationRole[];
  readonly members: MemberRow[] | null;
  readonly ownMemberId: string | null;
}

async function ownAccessId(db: Queryable, viewer: Viewer): Promise<string | null> {
  if (viewer.mode !== 'ASSUMED') return null;
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM organisation_access WHERE organisation_id = $1 AND member_user_id = $2 AND status = 'ACTIVE'`,
    [viewer.userId, viewer.actorId],
  );
  return row?.id ?? null;
}

export async function organisationTeam(db: Queryable, viewer: Viewer): Promise<TeamRow | null> {
  if (!(await isOrganisation(db, viewer.userId))) return null;
  const role = await roleOn(db, viewer);
  if (!role) return null;
  const manageableRoles = ROLES.filter((target) => mayManageRole(role, target));
  return {
    role,
    manageableRoles,
    members: manageableRoles.length > 0 ? await listMembers(db, viewer.userId) : null,
    ownMemberId: await ownAccessId(db, viewer),
  };
}
