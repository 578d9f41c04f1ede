// Account/ResetPassword (§2.4 /{reset-password}): where the link of a reset email lands, with its
// token in ?token=. The link works once and only for a while (§8 ERROR_EXPIRED_TOKEN,
// ERROR_INVALID_TOKEN); a reset ends every session of the account, so the person logs in again.

import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { readQueryParam } from '../../../shared/query.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useNewPasswordErrorMessage } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { codeOfError, useAuthErrorMessage, useUsageLimitMessage } from './auth-errors.ts';
import { AuthResetPasswordDocument } from './generated/documents.ts';
import { StepHeading } from './step-heading.tsx';

export function ResetPasswordPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const token = readQueryParam(search, 'token');
  const reset = useMutation(AuthResetPasswordDocument);
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const newPasswordMessage = useNewPasswordErrorMessage();
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(token === '');
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newPassword = String(new FormData(event.currentTarget).get('newPassword') ?? '');
    setFailure(null);
    setPasswordError(newPassword === '' ? newPasswordMessage('REQUIRED') : null);
    if (newPassword === '') return;
    try {
      const { resetPassword: result } = await reset.trigger({ input: { token, newPassword } });
      switch (result.__typename) {
        case 'PasswordReset':
          setDone(true);
          return;
        case 'TokenFailed':
          setFailure(authMessage(result.code));
          setLinkFailed(true);
          return;
        case 'UsageLimitReached':
          setFailure(usageLimit(result.retryAfterSeconds));
          return;
        case 'InvalidFields': {
          const refused = result.fieldErrors.find((error) => error.field === 'newPassword');
          if (refused) setPasswordError(newPasswordMessage(refused.code));
          else setFailure(authMessage('INVALID_DATA'));
          return;
        }
      }
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'reset-password.title', message: 'Choose a new password' })}
        lead={i18n._({
          id: 'reset-password.lead',
          message: 'A reset link works once and expires after a short time. If yours has expired, ask for a new one.',
        })}
      />
      {done ? (
        <section className="card" data-testid="reset-password-done">
          <StepHeading focus>
            {i18n._({ id: 'auth.reset.done.heading', message: 'Your password has been changed' })}
          </StepHeading>
          <p>
            {i18n._({
              id: 'auth.reset-otp.done.body',
              message: 'For your safety you have been logged out everywhere. Log in with your new password.',
            })}
          </p>
          <Link to="loginPassword" className="button">
            {i18n._({ id: 'auth.reset-otp.done.login', message: 'Log in' })}
          </Link>
        </section>
      ) : linkFailed && !failure ? (
        <FormMessage>
          {i18n._({
            id: 'auth.reset.no-token',
            message: 'Open this page with the link from your reset email, or ask for a new email.',
          })}
        </FormMessage>
      ) : (
        <form className="card form" onSubmit={onSubmit} noValidate data-testid="reset-password-form">
          <TextField
            label={i18n._({ id: 'auth.reset-otp.new-password', message: 'New password' })}
            hint={i18n._({
              id: 'auth.reset-otp.new-password.hint',
              message: 'At least 8 characters. Not your email address, and not one that is easy to guess.',
            })}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            error={passwordError}
          />
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <button
            type="submit"
            className="button"
            disabled={reset.isMutating || linkFailed}
            data-testid="reset-password-submit"
          >
            {reset.isMutating
              ? i18n._({ id: 'auth.reset-otp.saving', message: 'Saving your new password…' })
              : i18n._({ id: 'auth.reset.submit', message: 'Save new password' })}
          </button>
        </form>
      )}
      <p className="aside-links">
        <Link to="forgotPassword">{i18n._({ id: 'reset-password.new-link', message: 'Send me a new link' })}</Link>
        <Link to="resetPasswordOtp">
          {i18n._({ id: 'auth.reset.use-code', message: 'Use the code from the email' })}
        </Link>
      </p>
    </div>
  );
}
