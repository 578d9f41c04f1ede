// The first step of resetting a password with a code (§2.4 /{reset-password-otp}): the email
// address the account is under, which the code is sent to.

import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { codeOfError, useAuthErrorMessage, useEmailErrorMessage, useUsageLimitMessage } from './auth-errors.ts';
import { AuthRequestPasswordResetDocument } from './generated/documents.ts';
import { StepHeading } from './step-heading.tsx';

export function RequestStep({
  email,
  focus,
  onRequested,
}: {
  email: string;
  focus: boolean;
  onRequested: (email: string, expiresInSeconds: number) => void;
}) {
  const { i18n } = useLingui();
  const request = useMutation(AuthRequestPasswordResetDocument);
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const emailMessage = useEmailErrorMessage();
  const [emailError, setEmailError] = useState<FieldErrorCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure(null);
    const problem = emailProblem(address);
    setEmailError(problem);
    if (problem) return;
    try {
      const { requestPasswordReset: result } = await request.trigger({ input: { email: address } });
      if (result.__typename === 'CodeRequested') onRequested(address, result.expiresInSeconds);
      else setFailure(usageLimit(result.retryAfterSeconds));
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate data-testid="reset-otp-request-form">
      <StepHeading focus={focus}>
        {i18n._({ id: 'auth.reset-otp.request.heading', message: 'Which email address is your account under?' })}
      </StepHeading>
      <TextField
        label={i18n._({ id: 'auth.reset-otp.email', message: 'Email address' })}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
        error={emailError ? emailMessage(emailError) : null}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <button type="submit" className="button" disabled={request.isMutating} data-testid="reset-otp-request">
        {request.isMutating
          ? i18n._({ id: 'auth.reset-otp.request.sending', message: 'Sending the code…' })
          : i18n._({ id: 'auth.reset-otp.request.submit', message: 'Email me a code' })}
      </button>
    </form>
  );
}
