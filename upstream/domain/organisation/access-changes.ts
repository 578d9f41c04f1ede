// Changing who may act for an organisation (spec §6 change an assumable access role, remove access,
// cancel an invite). Rules read the database on every request, so a change counts at once; removing
// access also ends the sessions in which the person acts for the organisation.
import type { Database } from '../../db/database.ts';
import type { ChangeAssumableAccessRoleInput, OrganisationRole } from '../../generated/graphql.ts';
import { mayManageRole } from '../access/policy.ts';
import { forbidden } from '../access/refusals.ts';
import type { Answer, OrganisationCaller } from './caller.ts';
import { findMember, type MemberRow } from './members.ts';

const notFound = (id: string) => ({ __typename: 'AssumableAccessNotFound', id }) as const;

function mustManage(caller: OrganisationCaller, role: OrganisationRole): void {
  if (!mayManageRole(caller.role, role)) throw forbidden(`A ${caller.role} may not manage ${role} access`);
}

export async function changeRole(
  db: Database,
  caller: OrganisationCaller,
  input: ChangeAssumableAccessRoleInput,
): Promise<Answer<'ChangeAssumableAccessRoleResult'>> {
  const member = await findMember(db, caller.organisationId, input.memberId);
  if (!member) return notFound(input.memberId);
  // Both the role taken away and the role given must be within the caller's reach.
  mustManage(caller, member.role);
  mustManage(caller, input.role);
  await db.query('UPDATE organisation_access SET role = $2 WHERE id = $1', [member.id, input.role]);
  const changed: MemberRow = { ...member, role: input.role };
  return { __typename: 'AssumableAccessRoleChanged', member: changed };
}

export async function removeAccess(
  db: Database,
  caller: OrganisationCaller,
  memberId: string,
): Promise<Answer<'RemoveAssumableAccessResult'>> {
  const member = await findMember(db, caller.organisationId, memberId, ['ACTIVE']);
  if (!member) return notFound(memberId);
  // Anyone may give up their own access.
  if (member.member_user_id !== caller.viewer.actorId) mustManage(caller, member.role);
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE organisation_access SET status = 'REMOVED', ended_at = now() WHERE id = $1`, [member.id]);
    await tx.query(
      `UPDATE sessions SET revoked_at = now()
        WHERE actor_id = $1 AND user_id = $2 AND mode = 'ASSUMED' AND revoked_at IS NULL`,
      [member.member_user_id, caller.organisationId],
    );
  });
  return { __typename: 'AssumableAccessRemoved', memberId: member.id };
}

export async function cancelInvite(
  db: Database,
  caller: OrganisationCaller,
  memberId: string,
): Promise<Answer<'CancelInviteResult'>> {
  const member = await findMember(db, caller.organisationId, memberId, ['INVITED']);
  if (!member) return notFound(memberId);
  mustManage(caller, member.role);
  await db.query(
    `UPDATE organisation_access SET status = 'CANCELLED', ended_at = now(), invite_token_hash = NULL
      WHERE id = $1 AND status = 'INVITED'`,
    [member.id],
  );
  return { __typename: 'InviteCancelled', memberId: member.id };
}
