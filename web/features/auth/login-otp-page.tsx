// Account/LoginOtp (§2.4 /{login}/otp): signing in with a one-time code. The code goes by email, or
// by SMS to the account's phone; it works once and only for a few minutes. Once signed in the
// browser loads the next page afresh, rendered with the new session.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import type { FieldErrorCode, OneTimeCodeChannel } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { request } from '../../lib/graphql.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { afterLoginHref } from './after-login.ts';
import {
  codeOfError,
  emailProblem,
  useAuthErrorMessage,
  useEmailErrorMessage,
  useUsageLimitMessage,
} from './auth-errors.ts';
import {
  AuthLoginWithCodeDocument,
  AuthRequestLoginCodeDocument,
  AuthSignedInUserDocument,
} from './generated/documents.ts';
import { StepHeading } from './step-heading.tsx';

const assignLocation = (href: string) => window.location.assign(href);

export function LoginOtpPage({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const requestCode = useMutation(AuthRequestLoginCodeDocument);
  const login = useMutation(AuthLoginWithCodeDocument);
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const emailMessage = useEmailErrorMessage();
  const [sent, setSent] = useState<{ email: string; channel: OneTimeCodeChannel; minutes: number } | null>(null);
  const [emailError, setEmailError] = useState<FieldErrorCode | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  async function ask(email: string, channel: OneTimeCodeChannel) {
    setFailure(null);
    try {
      const { requestLoginCode: result } = await requestCode.trigger({ input: { email, channel } });
      if (result.__typename === 'CodeRequested') {
        setSent({ email, channel, minutes: Math.max(1, Math.round(result.expiresInSeconds / 60)) });
      } else setFailure(usageLimit(result.retryAfterSeconds));
    } catch (error) {
      setFailure(authMessage(codeOfError(error)));
    }
  }

  async function onRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) return;
    await ask(email, form.get('channel') === 'SMS' ? 'SMS' : 'EMAIL');
  }

  async function onLogin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setFailure(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(i18n._({ id: 'auth.otp.code-invalid', message: 'Enter the 6-digit code we sent you.' }));
      return;
    }
    setCodeError(null);
    try {
      const { loginWithCode: result } = await login.trigger({ input: { email: sent.email, code } });
      if (result.__typename === 'LoginFailed') {
        if (result.code === 'INVALID_CREDENTIALS') {
          setCodeError(
            i18n._({
              id: 'auth.otp.wrong-code',
              message: 'That code is not right, or it has expired. Check it, or ask for a new one.',
            }),
          );
        } else setFailure(authMessage(result.code));
        return;
      }
      setSigningIn(true);
      const { me } = await request(AuthSignedInUserDocument);
      loadPage(afterLoginHref(router.query, me?.type, router.href));
    } catch (error) {
      setSigningIn(false);
      setFailure(authMessage(codeOfError(error)));
    }
  }

  const channelOptions = [
    { value: 'EMAIL', label: i18n._({ id: 'auth.otp.channel.email', message: 'By email' }) },
    { value: 'SMS', label: i18n._({ id: 'auth.otp.channel.sms', message: 'By text message to my phone' }) },
  ];

  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'login-otp.title', message: 'Log in with a one-time code' })}
        lead={i18n._({
          id: 'login-otp.lead',
          message:
            'A six-digit code is sent to the email address or phone number on your account. It works once and only for a few minutes.',
        })}
      />
      {sent ? (
        <form className="card form" onSubmit={onLogin} noValidate data-testid="login-otp-code-form">
          <StepHeading focus>{i18n._({ id: 'auth.otp.code.heading', message: 'Enter your code' })}</StepHeading>
          <p>
            {sent.channel === 'SMS'
              ? i18n._({
                  id: 'auth.otp.sent.sms',
                  message:
                    'If there is an account for {email}, we have sent a code to its phone (or by email when it has no phone). It works for {minutes, plural, one {# minute} other {# minutes}}.',
                  values: { email: sent.email, minutes: sent.minutes },
                })
              : i18n._({
                  id: 'auth.otp.sent.email',
                  message:
                    'If there is an account for {email}, we have emailed it a code. It works for {minutes, plural, one {# minute} other {# minutes}}.',
                  values: { email: sent.email, minutes: sent.minutes },
                })}
          </p>
          <TextField
            label={i18n._({ id: 'auth.otp.code', message: '6-digit code' })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={codeError}
          />
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <button
            type="submit"
            className="button"
            disabled={login.isMutating || signingIn}
            data-testid="login-otp-submit"
          >
            {login.isMutating || signingIn
              ? i18n._({ id: 'login.submitting', message: 'Logging in…' })
              : i18n._({ id: 'login.submit', message: 'Log in' })}
          </button>
          <div className="actions">
            <button
              type="button"
              className="button secondary"
              disabled={requestCode.isMutating || signingIn}
              onClick={() => void ask(sent.email, sent.channel)}
            >
              {i18n._({ id: 'auth.otp.resend', message: 'Send a new code' })}
            </button>
            <button type="button" className="button secondary" disabled={signingIn} onClick={() => setSent(null)}>
              {i18n._({ id: 'auth.reset-otp.other-email', message: 'Use another email address' })}
            </button>
          </div>
        </form>
      ) : (
        <form className="card form" onSubmit={onRequest} noValidate data-testid="login-otp-request-form">
          <TextField
            label={i18n._({ id: 'login.email', message: 'Email address' })}
            name="email"
            type="email"
            autoComplete="username"
            required
            error={emailError ? emailMessage(emailError) : null}
          />
          <SelectField
            label={i18n._({ id: 'auth.otp.channel', message: 'How should we send the code?' })}
            name="channel"
            options={channelOptions}
            defaultValue="EMAIL"
          />
          {failure ? <FormMessage>{failure}</FormMessage> : null}
          <button type="submit" className="button" disabled={requestCode.isMutating} data-testid="login-otp-request">
            {requestCode.isMutating
              ? i18n._({ id: 'auth.forgot.sending', message: 'Sending…' })
              : i18n._({ id: 'auth.otp.request', message: 'Send me a code' })}
          </button>
        </form>
      )}
      <p className="aside-links">
        <Link to="loginPassword">
          {i18n._({ id: 'login-otp.use-password', message: 'Log in with your password instead' })}
        </Link>
      </p>
    </div>
  );
}
