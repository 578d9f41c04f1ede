import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';

// Account/LoginOtp: signing in with a one-time code.
export function LoginOtpPage() {
  const { i18n } = useLingui();
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
      <p className="aside-links">
        <Link to="loginPassword">
          {i18n._({ id: 'login-otp.use-password', message: 'Log in with your password instead' })}
        </Link>
      </p>
    </div>
  );
}
