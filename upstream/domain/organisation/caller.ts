// Who manages an organisation's users: the account acted as must be a company (spec §6), and the
// caller's role on it decides which access they may grant or change.
import type { Queryable } from '../../db/database.ts';
import type { OrganisationRole, ResolversTypes, ResolversUnionTypes } from '../../generated/graphql.ts';
import { isOrganisation, roleOn } from '../access/policy.ts';
import { forbidden, signedIn } from '../access/refusals.ts';
import type { Viewer } from '../identity/sessions.ts';

export interface OrganisationCaller {
  readonly viewer: Viewer;
  // The organisation: the account the session acts as.
  readonly organisationId: string;
  readonly role: OrganisationRole;
}

export async function organisationCaller(db: Queryable, viewer: Viewer | null): Promise<OrganisationCaller> {
  const caller = signedIn(viewer);
  if (!(await isOrganisation(db, caller.userId))) throw forbidden('Only a company account has users');
  const role = await roleOn(db, caller);
  if (!role) throw forbidden();
  return { viewer: caller, organisationId: caller.userId, role };
}

// The answer a mutation gives: one variant of its result union.
export type Answer<K extends keyof ResolversUnionTypes<ResolversTypes>> = ResolversUnionTypes<ResolversTypes>[K];
