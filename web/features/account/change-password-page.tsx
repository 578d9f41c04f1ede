// §2.6 /consumer/change-my-password (spec §1 "manage … password"): a new password, typed twice. The
// change needs the second layer (§3): the dialog asks for the current password or an emailed code
// and the change is then made, the new password still typed in. Every other session of the account
// ends; this one goes on.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { isPasswordLengthAllowed } from '../../../shared/account-input.ts';
import { AccountUsername } from '../../components/account-username.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { useMutation } from '../../lib/data.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { AccountPage } from './account-page.tsx';
import { type FieldErrors, useFieldErrorMessage } from './field-errors.ts';
import { AccountChangePasswordDocument } from './generated/documents.ts';
import { useSensitiveChange } from './sensitive-change.ts';

export function ChangePasswordPage() {
  const { i18n } = useLingui();
  return (
    <AccountPage
      title={i18n._({ id: 'account.password.title', message: 'Change your password' })}
      lead={i18n._({
        id: 'account.password.lead',
        message: 'Choose a password you do not use anywhere else. We will ask you to confirm it is you first.',
      })}
    >
      <ChangePasswordForm />
    </AccountPage>
  );
}

// The form alone: a professional's account overview shows it with a heading of its own.
export function ChangePasswordForm({ heading }: { heading?: string }) {
  const { i18n } = useLingui();
  const fieldMessage = useFieldErrorMessage();
  const change = useMutation(AccountChangePasswordDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState({ newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sensitive = useSensitiveChange(setFailure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { newPassword, repeatPassword } = values;
    const found: FieldErrors = {};
    // The upstream's length rule is checked before sending; the rest it checks itself.
    if (newPassword === '') found.newPassword = fieldMessage('newPassword', 'REQUIRED');
    else if (!isPasswordLengthAllowed(newPassword)) found.newPassword = fieldMessage('newPassword', 'INVALID');
    if (repeatPassword === '') found.repeatPassword = fieldMessage('repeatPassword', 'REQUIRED');
    else if (!found.newPassword && repeatPassword !== newPassword)
      found.repeatPassword = fieldMessage('repeatPassword', 'INVALID');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const answer = await sensitive.run(async () => (await change.trigger({ input: { newPassword } })).changePassword);
    if (answer?.__typename === 'PasswordChanged') {
      setValues({ newPassword: '', repeatPassword: '' });
      toast.success(
        i18n._({
          id: 'account.password.saved',
          message: 'Your password has changed. You are still signed in here; everywhere else you have been signed out.',
        }),
      );
    } else if (answer?.__typename === 'InvalidFields') {
      setErrors({ newPassword: fieldMessage('newPassword', answer.fieldErrors[0]?.code ?? 'INVALID') });
      focusFirstError();
    }
  }

  return (
    <>
      <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate>
        {heading ? <h2>{heading}</h2> : null}
        <AccountUsername />
        <TextField
          label={i18n._({ id: 'account.password.new', message: 'New password' })}
          hint={i18n._({
            id: 'account.password.hint',
            message: 'At least 8 characters. A few words you will remember make a strong password.',
          })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))}
        />
        <TextField
          label={i18n._({ id: 'account.password.repeat', message: 'New password again' })}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={values.repeatPassword}
          error={errors.repeatPassword}
          onChange={(event) => setValues((current) => ({ ...current, repeatPassword: event.target.value }))}
        />
        {failure ? <FormMessage>{failure}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={change.isMutating} data-testid="password-save">
            {i18n._({ id: 'account.password.save', message: 'Change password' })}
          </button>
        </div>
      </form>
      {sensitive.dialog}
    </>
  );
}
