import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';

// Account/ForgotPassword.
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'forgot-password.title', message: 'Forgotten your password?' })}
        lead={i18n._({
          id: 'forgot-password.lead',
          message: 'We send a link to the email address on your account. Follow it to choose a new password.',
        })}
      />
      <p className="aside-links">
        <Link to="login">{i18n._({ id: 'forgot-password.back', message: 'Back to log in' })}</Link>
      </p>
    </div>
  );
}
