// The staff's actions on an account (§2.9, decision 078): which ones an account offers, from its
// kind and state, and what each says before it runs — what will happen, in the words of the person
// it happens to, and the reason kept with it (required for a ban).
import { useLingui } from '@lingui/react';
import type { ConfirmReason } from '../../components/ui/confirm-sheet.tsx';
import type { AdminAccountRowFragment } from '../../generated/graphql.ts';
import { personName } from './user-words.tsx';

export type Kind = 'impersonate' | 'disable' | 'enable' | 'ban' | 'endSessions' | 'resendActivation' | 'anonymise';

export interface ActionSheet {
  // The action's button beside the heading.
  readonly button: string;
  readonly title: string;
  readonly text: string;
  readonly confirm: string;
  readonly danger?: boolean;
  readonly reason?: ConfirmReason;
}

// The actions an account offers, from its kind and state. Staff accounts are managed outside the
// product, and nobody disables, bans or anonymises their own.
export function actionsFor(account: AdminAccountRowFragment, viewerId: string | null): Kind[] {
  const holder = account.type === 'CONSUMER' || account.type === 'SERVICE_PRO';
  const manageable = account.type !== 'ADMIN' && account.id !== viewerId;
  const gone = account.status === 'ANONYMISED';
  const kinds: Kind[] = [];
  if (holder && (account.status === 'ACTIVE' || account.status === 'PENDING')) kinds.push('impersonate');
  if (account.status === 'PENDING') kinds.push('resendActivation');
  if (!gone) kinds.push('endSessions');
  if (manageable && (account.status === 'ACTIVE' || account.status === 'PENDING')) kinds.push('disable');
  if (account.status === 'DISABLED') kinds.push('enable');
  if (manageable && !gone && !account.bannedAt) kinds.push('ban');
  if (manageable && !gone) kinds.push('anonymise');
  return kinds;
}

export function useActionSheets(account: AdminAccountRowFragment): Record<Kind, ActionSheet> {
  const { i18n } = useLingui();
  const name = personName(account);
  const optionalReason: ConfirmReason = {
    label: i18n._({ id: 'admin.users.reason', message: 'Reason (optional)' }),
    hint: i18n._({ id: 'admin.users.reason-hint', message: 'Kept in the audit trail, for staff.' }),
    required: false,
  };
  return {
    impersonate: {
      button: i18n._({ id: 'admin.users.impersonate', message: 'Impersonate' }),
      title: i18n._({ id: 'admin.users.impersonate-title', message: 'Impersonate {name}', values: { name } }),
      text: i18n._({
        id: 'admin.users.impersonate-text',
        message:
          'You see the site as {name} does and act for them, until you stop from the banner at the top of every page. Everything you change is written to their audit trail.',
        values: { name },
      }),
      confirm: i18n._({ id: 'admin.users.impersonate', message: 'Impersonate' }),
    },
    disable: {
      button: i18n._({ id: 'admin.users.disable', message: 'Disable' }),
      title: i18n._({ id: 'admin.users.disable-title', message: 'Disable the account' }),
      text: i18n._({
        id: 'admin.users.disable-text',
        message:
          '{name} can no longer sign in, and every session open on the account ends now. You can enable it again at any time.',
        values: { name },
      }),
      confirm: i18n._({ id: 'admin.users.disable-confirm', message: 'Disable the account' }),
      danger: true,
      reason: optionalReason,
    },
    enable: {
      button: account.bannedAt
        ? i18n._({ id: 'admin.users.lift-ban', message: 'Lift the ban' })
        : i18n._({ id: 'admin.users.enable', message: 'Enable' }),
      title: account.bannedAt
        ? i18n._({ id: 'admin.users.lift-ban', message: 'Lift the ban' })
        : i18n._({ id: 'admin.users.enable-title', message: 'Enable the account' }),
      text: account.bannedAt
        ? i18n._({
            id: 'admin.users.lift-ban-text',
            message:
              '{name} can sign in again. What was taken down for the ban stays down: put items back one by one in moderation.',
            values: { name },
          })
        : i18n._({ id: 'admin.users.enable-text', message: '{name} can sign in again.', values: { name } }),
      confirm: i18n._({ id: 'admin.users.enable-confirm', message: 'Let them in again' }),
      reason: optionalReason,
    },
    ban: {
      button: i18n._({ id: 'admin.users.ban', message: 'Ban' }),
      title: i18n._({ id: 'admin.users.ban-title', message: 'Ban {name}', values: { name } }),
      text: i18n._({
        id: 'admin.users.ban-text',
        message:
          'The account is disabled and every session on it ends. Everything it wrote in public — reviews, questions and answers — is taken down, a professional’s profile leaves the site, and {name} is told by email. Lifting the ban later does not bring that back.',
        values: { name },
      }),
      confirm: i18n._({ id: 'admin.users.ban-confirm', message: 'Ban the account' }),
      danger: true,
      reason: {
        label: i18n._({ id: 'admin.users.ban-reason-label', message: 'Why' }),
        hint: i18n._({ id: 'admin.users.ban-reason-hint', message: 'Kept with the ban, for staff.' }),
        required: true,
      },
    },
    endSessions: {
      button: i18n._({ id: 'admin.users.end-sessions', message: 'End all sessions' }),
      title: i18n._({ id: 'admin.users.end-sessions', message: 'End all sessions' }),
      text: i18n._({
        id: 'admin.users.end-sessions-text',
        message:
          'Everyone signed in to this account, and anyone acting on it, is signed out now. They can sign in again.',
      }),
      confirm: i18n._({ id: 'admin.users.end-sessions-confirm', message: 'Sign them out' }),
    },
    resendActivation: {
      button: i18n._({ id: 'admin.users.resend', message: 'Resend activation' }),
      title: i18n._({ id: 'admin.users.resend-title', message: 'Send a new activation link' }),
      text: i18n._({
        id: 'admin.users.resend-text',
        message: 'A new link goes to {email}; the links sent before stop working.',
        values: { email: account.email },
      }),
      confirm: i18n._({ id: 'admin.users.resend-confirm', message: 'Send the link' }),
    },
    anonymise: {
      button: i18n._({ id: 'admin.users.anonymise', message: 'Anonymise' }),
      title: i18n._({ id: 'admin.users.anonymise-title', message: 'Anonymise the account' }),
      text: i18n._({
        id: 'admin.users.anonymise-text',
        message:
          'The name and contact details are removed and nobody can sign in to the account any more. Jobs, messages and reviews stay, without the name. This cannot be undone.',
      }),
      confirm: i18n._({ id: 'admin.users.anonymise-confirm', message: 'Anonymise for good' }),
      danger: true,
      reason: optionalReason,
    },
  };
}
