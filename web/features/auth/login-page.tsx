import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';
import { LoginForm } from './login-form.tsx';

// Account/Login and Account/LoginPassword: sign in with email and password.
export function LoginPage() {
  const { i18n } = useLingui();
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'login.title', message: 'Log in' })}
        lead={i18n._({ id: 'login.lead', message: 'Welcome back. Log in to follow your jobs and messages.' })}
      />
      <LoginForm />
      <p className="aside-links">
        <Link to="forgotPassword">{i18n._({ id: 'login.forgot-password', message: 'Forgotten your password?' })}</Link>
        <Link to="loginOptions">{i18n._({ id: 'login.other-options', message: 'Other ways to log in' })}</Link>
      </p>
    </div>
  );
}
