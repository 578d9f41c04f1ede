// Organisations and assumable access (spec §6): the people who act for a company's account, their
// invites, and switching between the accounts a person may act for.
import type { Resolvers } from '../../generated/graphql.ts';
import { signedIn } from '../access/refusals.ts';
import { acceptInvite } from './accept-invite.ts';
import { cancelInvite, changeRole, removeAccess } from './access-changes.ts';
import { assumableAccounts, assumeUser, exitAssumedUser } from './assuming.ts';
import { organisationCaller } from './caller.ts';
import { inviteMember, previewInvite } from './invites.ts';
import { listMembers } from './members.ts';
import { organisationTeam } from './team.ts';

export const organisationResolvers: Resolvers = {
  Query: {
    async organisationMembers(_root, _args, { db, viewer }) {
      const caller = await organisationCaller(db, viewer);
      return listMembers(db, caller.organisationId);
    },
    organisationTeam: (_root, _args, { db, viewer }) => organisationTeam(db, signedIn(viewer)),
    assumableAccounts: (_root, _args, { db, viewer }) => assumableAccounts(db, signedIn(viewer)),
    invite: (_root, { token }, { db }) => previewInvite(db, token),
  },
  Mutation: {
    async inviteAssumableUser(_root, { input }, { db, viewer, services }) {
      return inviteMember(db, services.emailDomains, await organisationCaller(db, viewer), input);
    },
    acceptInvite: (_root, { input }, { db, tokens, config, viewer }) =>
      acceptInvite({ db, signer: tokens, config, viewer }, input),
    async changeAssumableAccessRole(_root, { input }, { db, viewer }) {
      return changeRole(db, await organisationCaller(db, viewer), input);
    },
    async removeAssumableAccess(_root, { input }, { db, viewer }) {
      return removeAccess(db, await organisationCaller(db, viewer), input.memberId);
    },
    async cancelInvite(_root, { input }, { db, viewer }) {
      return cancelInvite(db, await organisationCaller(db, viewer), input.memberId);
    },
    assumeUser: (_root, { input }, { db, tokens, config, viewer }) =>
      assumeUser({ db, signer: tokens, config, viewer: signedIn(viewer) }, input.userId),
    exitAssumedUser: (_root, _args, { db, tokens, config, viewer }) =>
      exitAssumedUser({ db, signer: tokens, config, viewer: signedIn(viewer) }),
  },
  OrganisationMember: {
    firstName: (member) => member.first_name,
    lastName: (member) => member.last_name,
    invitedAt: (member) => member.created_at,
    acceptedAt: (member) => member.accepted_at,
    inviteExpiresAt: (member) => (member.status === 'INVITED' ? member.invite_expires_at : null),
  },
};
