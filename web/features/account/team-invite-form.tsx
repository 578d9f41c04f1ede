// The invite form of /service-pro/manage-users: an email address and one of the roles the caller's
// own role may give; the upstream's refusals said in words.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { OrganisationRole } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { useFieldErrorMessage } from './field-errors.ts';
import { TeamInviteDocument } from './generated/documents.ts';
import { useTeamFailure, useTeamWords } from './team-words.ts';

export function InviteForm({ roles, onInvited }: { roles: readonly OrganisationRole[]; onInvited: () => void }) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const failureOf = useTeamFailure();
  const fieldMessage = useFieldErrorMessage();
  const invite = useMutation(TeamInviteDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const defaultRole: OrganisationRole = roles.includes('MEMBER') ? 'MEMBER' : (roles[0] ?? 'MEMBER');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>(defaultRole);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = emailProblem(email);
    if (problem) {
      setEmailError(inviteEmailMessage(problem));
      focusFirstError();
      return;
    }
    setEmailError(null);
    try {
      const { inviteAssumableUser: answer } = await invite.trigger({ input: { email: email.trim(), role } });
      if (answer.__typename === 'AssumableUserInvited') {
        toast.success(
          i18n._({
            id: 'account.team.invited',
            message: 'We have sent an invite to {email}. It can be accepted for 7 days.',
            values: { email: answer.member.email },
          }),
        );
        setEmail('');
        setRole(defaultRole);
        onInvited();
      } else if (answer.__typename === 'InvalidFields') {
        setEmailError(inviteEmailMessage(answer.fieldErrors[0]?.code ?? 'INVALID'));
        focusFirstError();
      }
    } catch (error) {
      setFailure(failureOf(error));
      onInvited();
    }
  }

  function inviteEmailMessage(code: string): string {
    if (code === 'DUPLICATE')
      return i18n._({
        id: 'account.team.error.email-duplicate',
        message: 'This person already has access or an open invite, or it is the account’s own address.',
      });
    if (code === 'INVALID')
      return i18n._({
        id: 'account.team.error.email-invalid',
        message: 'Enter an email address like name@example.com. It cannot be a home owner’s account.',
      });
    if (code === 'REQUIRED')
      return i18n._({ id: 'account.team.error.email-required', message: 'Enter the email address to invite.' });
    return fieldMessage('email', code as Parameters<typeof fieldMessage>[1]);
  }

  return (
    <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate data-testid="team-invite">
      <h2>{i18n._({ id: 'account.team.invite', message: 'Invite someone' })}</h2>
      <TextField
        label={i18n._({ id: 'account.team.invite-email', message: 'Their email address' })}
        hint={i18n._({
          id: 'account.team.invite-hint',
          message: 'They get a link to join. Without an account they choose a name and password.',
        })}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        label={i18n._({ id: 'account.team.invite-role', message: 'Role' })}
        name="role"
        value={role}
        options={roles.map((value) => ({ value, label: words.role(value) }))}
        onChange={(event) => setRole(event.target.value as OrganisationRole)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={invite.isMutating} data-testid="team-invite-send">
          {i18n._({ id: 'account.team.invite-send', message: 'Send invite' })}
        </button>
      </div>
    </form>
  );
}
