// Account/ResetPasswordOtp (§2.4 /{reset-password-otp}): a new password with the one-time code of
// a reset email. The email asks for the code (or arrives from the forgotten-password page with
// ?email=), the code and the new password set it, and the person is then signed in with it.
// Every session of the account ended with the reset (upstream password-reset.ts).

import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { readQueryParam } from '../../../shared/query.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { useAfterLoginNavigation } from './after-login.ts';
import {
  codeOfError,
  emailProblem,
  useAuthErrorMessage,
  useEmailErrorMessage,
  useNewPasswordErrorMessage,
  useUsageLimitMessage,
} from './auth-errors.ts';
import { AuthRequestPasswordResetDocument, AuthResetPasswordWithCodeDocument } from './generated/documents.ts';
import { StepHeading } from './step-heading.tsx';

type Step = 'request' | 'code' | 'done';

const CODE_PATTERN = /^\d{6}$/;

interface CodeErrors {
  readonly code?: string;
  readonly newPassword?: string;
  readonly form?: string;
}

export function ResetPasswordOtpPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const initialEmail = readQueryParam(search, 'email').trim();
  const [step, setStep] = useState<Step>(initialEmail ? 'code' : 'request');
  // Focus follows a step change, not the page load.
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [expiresInSeconds, setExpiresInSeconds] = useState<number | null>(null);

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'auth.reset-otp.title', message: 'Reset your password with a code' })}
        lead={i18n._({
          id: 'auth.reset-otp.lead',
          message: 'We email you a 6-digit code. Enter it here with a new password of your choice.',
        })}
      />
      {step === 'request' ? (
        <RequestStep
          email={email}
          focus={moved}
          onRequested={(address, seconds) => {
            setEmail(address);
            setExpiresInSeconds(seconds);
            goTo('code');
          }}
        />
      ) : step === 'code' ? (
        <CodeStep
          email={email}
          expiresInSeconds={expiresInSeconds}
          focus={moved}
          onResent={setExpiresInSeconds}
          onOtherEmail={() => goTo('request')}
          onDone={() => goTo('done')}
        />
      ) : (
        <DoneStep />
      )}
      <p className="aside-links">
        <Link to="login">{i18n._({ id: 'auth.reset-otp.back-to-login', message: 'Back to log in' })}</Link>
        <Link to="forgotPassword">
          {i18n._({ id: 'auth.reset-otp.use-link', message: 'Reset with a link instead' })}
        </Link>
      </p>
    </div>
  );
}

function RequestStep({
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

function CodeStep({
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
  const newPasswordMessage = useNewPasswordErrorMessage();
  const emailMessage = useEmailErrorMessage();
  const [errors, setErrors] = useState<CodeErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    const newPassword = String(form.get('newPassword') ?? '');
    setNotice(null);
    const checked: CodeErrors = {
      ...(CODE_PATTERN.test(code)
        ? {}
        : {
            code: i18n._({ id: 'auth.reset-otp.code-invalid', message: 'Enter the 6-digit code from the email.' }),
          }),
      ...(newPassword === '' ? { newPassword: newPasswordMessage('REQUIRED') } : {}),
    };
    setErrors(checked);
    if (checked.code || checked.newPassword) return;
    let result: Awaited<ReturnType<typeof reset.trigger>>['resetPasswordWithCode'];
    try {
      result = (await reset.trigger({ input: { email, code, newPassword } })).resetPasswordWithCode;
    } catch (error) {
      setErrors({ form: authMessage(codeOfError(error)) });
      return;
    }
    switch (result.__typename) {
      case 'PasswordReset':
        break;
      case 'TokenFailed':
        setErrors({ code: authMessage(result.code) });
        return;
      case 'UsageLimitReached':
        setErrors({ form: usageLimit(result.retryAfterSeconds) });
        return;
      case 'InvalidFields': {
        const next: { code?: string; newPassword?: string; form?: string } = {};
        for (const { field, code: fieldCode } of result.fieldErrors) {
          if (field === 'newPassword') next.newPassword = newPasswordMessage(fieldCode);
          else if (field === 'email') next.form = emailMessage(fieldCode);
          else next.form = authMessage('INVALID_DATA');
        }
        setErrors(next);
        return;
      }
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
      <TextField
        label={i18n._({ id: 'auth.reset-otp.code', message: '6-digit code' })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        error={errors.code ?? null}
      />
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

function DoneStep() {
  const { i18n } = useLingui();
  const [focus, setFocus] = useState(false);
  useEffect(() => setFocus(true), []);
  return (
    <section className="card" data-testid="reset-otp-done">
      <StepHeading focus={focus}>
        {i18n._({ id: 'auth.reset-otp.done.heading', message: 'Your password has been changed' })}
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
  );
}
