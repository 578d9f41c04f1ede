import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';

// Account/ResetPassword: where the link from a reset email lands.
export function ResetPasswordPage() {
  const { i18n } = useLingui();
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({ id: 'reset-password.title', message: 'Choose a new password' })}
        lead={i18n._({
          id: 'reset-password.lead',
          message: 'A reset link works once and expires after a short time. If yours has expired, ask for a new one.',
        })}
      />
      <p className="aside-links">
        <Link to="forgotPassword">{i18n._({ id: 'reset-password.new-link', message: 'Send me a new link' })}</Link>
      </p>
    </div>
  );
}
