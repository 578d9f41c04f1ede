// Reading the people with access to an organisation's account.

import type { Queryable } from '../../db/database.ts';
import type { OrganisationMemberStatus, OrganisationRole } from '../../generated/graphql.ts';
import { isUuid } from '../validation/ids.ts';

// An organisation_access row with the member's name (null until an invitee has an account).
export interface MemberRow {
  readonly id: string;
  readonly organisation_id: string;
  readonly member_user_id: string | null;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly role: OrganisationRole;
  readonly status: OrganisationMemberStatus;
  readonly created_at: Date;
  readonly accepted_at: Date | null;
  readonly invite_expires_at: Date | null;
}

// Access rows get ids from the database; anything else cannot name one (and would make the query fail).

// The name comes from the member's own account only: an invite does not reveal who holds the address.
const SELECT_MEMBER = `
  SELECT a.id, a.organisation_id, a.member_user_id, a.email, u.first_name, u.last_name, a.role, a.status,
         a.created_at, a.accepted_at, a.invite_expires_at
    FROM organisation_access a LEFT JOIN users u ON u.id = a.member_user_id`;

// Open invites first (they need action), then people in the order they were invited.
export function listMembers(db: Queryable, organisationId: string): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `${SELECT_MEMBER}
      WHERE a.organisation_id = $1 AND a.status IN ('INVITED', 'ACTIVE')
      ORDER BY (a.status = 'INVITED') DESC, a.created_at, a.id`,
    [organisationId],
  );
}

export async function findMember(
  db: Queryable,
  organisationId: string,
  id: string,
  statuses: readonly OrganisationMemberStatus[] = ['INVITED', 'ACTIVE'],
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<MemberRow>(
    `${SELECT_MEMBER} WHERE a.organisation_id = $1 AND a.id = $2 AND a.status = ANY($3::text[])`,
    [organisationId, id, statuses],
  );
  return row;
}
