// The words of the team pages (spec §6 organisation roles): each role's name and what it may do,
// what ending someone's access is called, and what a refused change means.
import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import type { OrganisationRole } from '../../generated/graphql.ts';
import { errorMessage } from '../../lib/error-messages.ts';

export function useTeamWords() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      role(role: OrganisationRole): string {
        switch (role) {
          case 'OWNER':
            return i18n._({ id: 'account.team.role.owner', message: 'Owner' });
          case 'MANAGER':
            return i18n._({ id: 'account.team.role.manager', message: 'Manager' });
          case 'MEMBER':
            return i18n._({ id: 'account.team.role.member', message: 'Member' });
        }
      },
      roleText(role: OrganisationRole): string {
        switch (role) {
          case 'OWNER':
            return i18n._({
              id: 'account.team.role.owner-text',
              message: 'Everything, including the team and who is an owner.',
            });
          case 'MANAGER':
            return i18n._({
              id: 'account.team.role.manager-text',
              message: 'Jobs, proposals and messages, the account’s settings, and the team except its owners.',
            });
          case 'MEMBER':
            return i18n._({ id: 'account.team.role.member-text', message: 'Jobs, proposals and messages.' });
        }
      },
      endAction(invited: boolean, own: boolean): string {
        if (own) return i18n._({ id: 'account.team.leave', message: 'Leave this team' });
        return invited
          ? i18n._({ id: 'account.team.cancel-invite', message: 'Cancel invite' })
          : i18n._({ id: 'account.team.remove', message: 'Remove' });
      },
      endQuestion(name: string, invited: boolean, own: boolean): string {
        if (own)
          return i18n._({
            id: 'account.team.leave-question',
            message: 'Leave this team? You can no longer work on this account unless you are invited again.',
          });
        return invited
          ? i18n._({
              id: 'account.team.cancel-question',
              message: 'Cancel the invite to {name}? Their link stops working.',
              values: { name },
            })
          : i18n._({
              id: 'account.team.remove-question',
              message: 'Remove {name}? They can no longer work on this account, from now on.',
              values: { name },
            });
      },
      // The person or invite was already gone when the change arrived.
      gone: i18n._({
        id: 'account.team.gone',
        message: 'Someone changed this meanwhile. The list now shows how things are.',
      }),
    }),
    [i18n],
  );
}

// A change the upstream refused with an error rather than an answer: the caller's role no longer
// allows it, or the team is full; anything else is the usual message for a failed call.
export function useTeamFailure(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FORBIDDEN')
        return i18n._({
          id: 'account.team.error.forbidden',
          message: 'Your role does not allow this (any more). The page now shows what you can do.',
        });
      if (code === 'BAD_USER_INPUT')
        return i18n._({
          id: 'account.team.error.full',
          message: 'A team has at most 50 people and open invites. Remove someone or cancel an invite first.',
        });
      return (
        errorMessage(i18n, error) ??
        i18n._({ id: 'account.team.error.unknown', message: 'This did not work. Please try again.' })
      );
    },
    [i18n],
  );
}
