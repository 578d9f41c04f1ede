// Password login. The submit button stays disabled until the page is interactive, so the form
// can never be sent by the browser itself (which would put the password in a URL). Once signed
// in, the person goes where `redirect-to` says, else to the home of their area (after-login.ts).
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type AuthFailureCode, LoginError, useSession } from '../../lib/session.tsx';
import { useAfterLoginNavigation } from './after-login.ts';
import { useLoginErrorMessage } from './login-errors.ts';

export function LoginForm({ defaultEmail }: { defaultEmail?: string }) {
  const { i18n } = useLingui();
  const { loginWithPassword, busy } = useSession();
  const afterLogin = useAfterLoginNavigation();
  const errorMessage = useLoginErrorMessage();
  const [interactive, setInteractive] = useState(false);
  const [failure, setFailure] = useState<AuthFailureCode | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const errorId = useId();
  const emailId = useId();
  const passwordId = useId();
  useEffect(() => setInteractive(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    try {
      await loginWithPassword(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      setSignedIn(true);
      afterLogin();
    } catch (error) {
      setFailure(error instanceof LoginError ? error.code : 'TECHNICAL_ERROR');
    }
  }

  return (
    <form
      className="card form"
      method="post"
      onSubmit={onSubmit}
      aria-describedby={failure ? errorId : undefined}
      data-testid="login-form"
      noValidate
    >
      <label htmlFor={emailId}>
        {i18n._({ id: 'login.email', message: 'Email address' })}
        <input
          id={emailId}
          name="username"
          type="email"
          autoComplete="username"
          defaultValue={defaultEmail}
          required
          aria-invalid={failure === 'INVALID_CREDENTIALS' ? true : undefined}
        />
      </label>
      <label htmlFor={passwordId}>
        {i18n._({ id: 'login.password', message: 'Password' })}
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={failure === 'INVALID_CREDENTIALS' ? true : undefined}
        />
      </label>
      {failure ? (
        <p id={errorId} className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
      <button type="submit" className="button" data-testid="login-submit" disabled={!interactive || busy || signedIn}>
        {busy || signedIn
          ? i18n._({ id: 'login.submitting', message: 'Logging in…' })
          : i18n._({ id: 'login.submit', message: 'Log in' })}
      </button>
    </form>
  );
}
