// Password login. The submit button stays disabled until the page is interactive, so the form
// can never be sent by the browser itself (which would put the password in a URL).
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { REDIRECT_TO, safeRedirectPath } from '../../../shared/redirect.ts';
import { useRouter } from '../../lib/router.tsx';
import { type AuthFailureCode, LoginError, useSession } from '../../lib/session.tsx';
import { useLoginErrorMessage } from './login-errors.ts';

export function LoginForm() {
  const { i18n } = useLingui();
  const { loginWithPassword, busy } = useSession();
  const router = useRouter();
  const errorMessage = useLoginErrorMessage();
  const [interactive, setInteractive] = useState(false);
  const [failure, setFailure] = useState<AuthFailureCode | null>(null);
  const errorId = useId();
  useEffect(() => setInteractive(true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure(null);
    try {
      await loginWithPassword(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      // Back to where a lapsed session sent the person from, when it is a page of this site.
      router.navigate(safeRedirectPath(new URLSearchParams(window.location.search).get(REDIRECT_TO)));
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
      noValidate
    >
      <label>
        {i18n._({ id: 'login.email', message: 'Email address' })}
        <input name="username" type="email" autoComplete="username" required />
      </label>
      <label>
        {i18n._({ id: 'login.password', message: 'Password' })}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {failure ? (
        <p id={errorId} className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!interactive || busy}>
        {busy
          ? i18n._({ id: 'login.submitting', message: 'Logging in…' })
          : i18n._({ id: 'login.submit', message: 'Log in' })}
      </button>
    </form>
  );
}
