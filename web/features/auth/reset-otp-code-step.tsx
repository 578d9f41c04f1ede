// The second step of resetting a password with a code (§2.4 /{reset-password-otp}): the code
// from the email and the new password. Once the password is set the person is signed in with it;
// a new code can be asked for, or another address used.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useSession } from '../../lib/session.tsx';
import { useAfterLoginNavigation } from './after-login.ts';
import { codeOfError, useAuthErrorMessage, useUsageLimitMessage } from './auth-errors.ts';
import { CodeField } from './code-field.tsx';
import { AuthRequestPasswordResetDocument, AuthResetPasswordWithCodeDocument } from './generated/documents.ts';
import { type CodeErrors, useCodeErrors } from './reset-otp-code-errors.ts';
import { StepHeading } from './step-heading.tsx';

export function CodeStep({
  email,
  expiresInSeconds,
  focus,
  onResent,
  onOtherEmail,
  onDone,
}: {
  email: string;
  expiresInSeconds: number | null;
  focus: boolean;
  onResent: (expiresInSeconds: number) => void;
  onOtherEmail: () => void;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const reset = useMutation(AuthResetPasswordWithCodeDocument);
  const resend = useMutation(AuthRequestPasswordResetDocument);
  const { loginWithPassword } = useSession();
  const afterLogin = useAfterLoginNavigation();
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const errorsOf = useCodeErrors();
  const [errors, setErrors] = useState<CodeErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    const newPassword = String(form.get('newPassword') ?? '');
    setNotice(null);
    const checked = errorsOf.beforeSending(code, newPassword);
    setErrors(checked);
    if (checked.code || checked.newPassword) return;
    let result: Awaited<ReturnType<typeof reset.trigger>>['resetPasswordWithCode'];
    try {
      result = (await reset.trigger({ input: { email, code, newPassword } })).resetPasswordWithCode;
    } catch (error) {
      setErrors({ form: authMessage(codeOfError(error)) });
      return;
    }
    const refused = errorsOf.ofAnswer(result);
    if (refused) {
      setErrors(refused);
      return;
    }
    // The password changed: sign in with it straight away.
    setSigningIn(true);
    try {
      await loginWithPassword(email, newPassword);
      afterLogin();
    } catch {
      // The new password is set; signing in failed for another reason: the person does it by hand.
      setSigningIn(false);
      onDone();
    }
  }

  async function onResend() {
    setNotice(null);
    setErrors({});
    try {
      const { requestPasswordReset: result } = await resend.trigger({ input: { email } });
      if (result.__typename === 'CodeRequested') {
        onResent(result.expiresInSeconds);
        setNotice(
          i18n._({ id: 'auth.reset-otp.resent', message: 'We have sent a new code. Only the newest code works.' }),
        );
      } else setErrors({ form: usageLimit(result.retryAfterSeconds) });
    } catch (error) {
      setErrors({ form: authMessage(codeOfError(error)) });
    }
  }

  const busy = reset.isMutating || signingIn;
  const minutes = expiresInSeconds === null ? null : Math.max(1, Math.round(expiresInSeconds / 60));

  return (
    <form className="card form" onSubmit={onSubmit} noValidate data-testid="reset-otp-code-form">
      <StepHeading focus={focus}>
        {i18n._({ id: 'auth.reset-otp.code.heading', message: 'Enter the code and your new password' })}
      </StepHeading>
      <p>
        {minutes === null
          ? i18n._({
              id: 'auth.reset-otp.code.sent',
              message: 'If there is an account for {email}, the email we sent it holds a 6-digit code.',
              values: { email },
            })
          : i18n._({
              id: 'auth.reset-otp.code.sent-with-time',
              message:
                'If there is an account for {email}, we have sent it a 6-digit code. It works for {minutes, plural, one {# minute} other {# minutes}}.',
              values: { email, minutes },
            })}
      </p>
      <CodeField error={errors.code ?? null} />
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
        error={errors.newPassword ?? null}
      />
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <button type="submit" className="button" disabled={busy} data-testid="reset-otp-submit">
        {busy
          ? i18n._({ id: 'auth.reset-otp.saving', message: 'Saving your new password…' })
          : i18n._({ id: 'auth.reset-otp.submit', message: 'Save password and log in' })}
      </button>
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          disabled={resend.isMutating || busy}
          onClick={onResend}
          data-testid="reset-otp-resend"
        >
          {i18n._({ id: 'auth.reset-otp.resend', message: 'Send a new code' })}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={onOtherEmail}>
          {i18n._({ id: 'auth.reset-otp.other-email', message: 'Use another email address' })}
        </button>
      </div>
    </form>
  );
}
