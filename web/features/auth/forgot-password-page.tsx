// Account/ForgotPassword (§2.4 /{login}/forgot-password): one email carries a link to choose a new
// password and a 6-digit code that does the same on /{reset-password-otp}. The answer is the same
// whether or not the address has an account, so the page never tells who is registered.

import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { codeOfError, useAuthErrorMessage, useEmailErrorMessage, useUsageLimitMessage } from './auth-errors.ts';
import { AuthRequestPasswordResetDocument } from './generated/documents.ts';
import { StepHeading } from './step-heading.tsx';

export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const request = useMutation(AuthRequestPasswordResetDocument);
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const emailMessage = useEmailErrorMessage();
  const [emailError, setEmailError] = useState<FieldErrorCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure(null);
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) return;
    try {
      const { requestPasswordReset: result } = await request.trigger({ input: { email } });
      if (result.__typename === 'CodeRequested') {
        setSent({ email, minutes: Math.max(1, Math.round(result.expiresInSeconds / 60)) });
      } else setFailure(usageLimit(result.retryAfterSeconds));
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'forgot-password.title', message: 'Forgotten your password?' })}
        lead={i18n._({
          id: 'auth.forgot.lead',
          message: 'We email you a link and a 6-digit code. Use either of them to choose a new password.',
        })}
      />
      {sent ? (
        <section className="card" data-testid="forgot-password-sent">
          <StepHeading focus>{i18n._({ id: 'auth.forgot.sent.heading', message: 'Check your email' })}</StepHeading>
          <p>
            {i18n._({
              id: 'auth.forgot.sent.body',
              message:
                'If there is an account for {email}, we have sent it a link and a code. They work for {minutes, plural, one {# minute} other {# minutes}}; only the newest email counts.',
              values: { email: sent.email, minutes: sent.minutes },
            })}
          </p>
          <div className="actions">
            <Link to="resetPasswordOtp" params={{ email: sent.email }} className="button">
              {i18n._({ id: 'auth.forgot.sent.enter-code', message: 'Enter the code' })}
            </Link>
            <button type="button" className="button secondary" onClick={() => setSent(null)}>
              {i18n._({ id: 'auth.forgot.sent.again', message: 'Send it again' })}
            </button>
          </div>
        </section>
      ) : (
        <form className="card form" onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
          <TextField
            label={i18n._({ id: 'auth.forgot.email', message: 'Email address' })}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={emailError ? emailMessage(emailError) : null}
          />
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <button type="submit" className="button" disabled={request.isMutating} data-testid="forgot-password-submit">
            {request.isMutating
              ? i18n._({ id: 'auth.forgot.sending', message: 'Sending…' })
              : i18n._({ id: 'auth.forgot.submit', message: 'Email me a link and a code' })}
          </button>
        </form>
      )}
      <p className="aside-links">
        <Link to="resetPasswordOtp">{i18n._({ id: 'auth.forgot.have-code', message: 'I already have a code' })}</Link>
        <Link to="login">{i18n._({ id: 'forgot-password.back', message: 'Back to log in' })}</Link>
      </p>
    </div>
  );
}
