// Who may read a professional's email and phone (spec §2.7, §6): the professional, those acting for
// their account, staff, and home owners who shortlisted or hired them (policy.ts mayContactPro).
import type { UpstreamContext } from '../../graphql/context.ts';
import { mayContactPro } from '../access/policy.ts';

export function mayReadContactDetails(context: UpstreamContext, proId: string) {
  // A sign-up's answer shows the new account to the person who has just made it.
  if (context.newAccounts.has(proId)) return Promise.resolve(true);
  // Once per professional and request, however many of their fields are asked for.
  const { db, viewer } = context;
  return context.loaders
    .get('catalogue.mayContactPro', (_db, proIds: readonly string[]) =>
      Promise.all(proIds.map((id) => mayContactPro(db, viewer, id))),
    )
    .load(proId);
}
