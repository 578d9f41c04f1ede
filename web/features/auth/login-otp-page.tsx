// Account/LoginOtp (§2.4 /{login}/otp): signing in with a one-time code. The code goes by email, or
// by SMS to the account's phone; it works once and only for a few minutes. Once signed in the
// browser loads the next page afresh, rendered with the new session.

import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import type { FieldErrorCode, OneTimeCodeChannel } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { request } from '../../lib/graphql.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { afterLoginHref } from './after-login.ts';
import { codeOfError, useAuthErrorMessage, useEmailErrorMessage, useUsageLimitMessage } from './auth-errors.ts';
import {
  AuthLoginWithCodeDocument,
  AuthRequestLoginCodeDocument,
  AuthSignedInUserDocument,
} from './generated/documents.ts';
import { LoginCodeForm, type SentCode } from './login-code-form.tsx';
import { LoginCodeRequestForm } from './login-code-request-form.tsx';

const assignLocation = (href: string) => window.location.assign(href);

export function LoginOtpPage({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const requestCode = useMutation(AuthRequestLoginCodeDocument);
  const login = useMutation(AuthLoginWithCodeDocument);
  const authMessage = useAuthErrorMessage();
  const usageLimit = useUsageLimitMessage();
  const emailMessage = useEmailErrorMessage();
  const [sent, setSent] = useState<SentCode | null>(null);
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
        <LoginCodeForm
          sent={sent}
          codeError={codeError}
          failure={failure}
          checking={login.isMutating}
          signingIn={signingIn}
          requesting={requestCode.isMutating}
          onSubmit={onLogin}
          onResend={() => void ask(sent.email, sent.channel)}
          onOtherEmail={() => setSent(null)}
        />
      ) : (
        <LoginCodeRequestForm
          emailError={emailError ? emailMessage(emailError) : null}
          failure={failure}
          sending={requestCode.isMutating}
          onSubmit={onRequest}
        />
      )}
      <p className="aside-links">
        <Link to="loginPassword">
          {i18n._({ id: 'login-otp.use-password', message: 'Log in with your password instead' })}
        </Link>
      </p>
    </div>
  );
}
