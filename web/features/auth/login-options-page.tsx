import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Link } from '../../lib/router.tsx';

// Account/LoginOptions: the ways to sign in.
export function LoginOptionsPage() {
  const { i18n } = useLingui();
  return (
    <div className="narrow">
      <PageHeading title={i18n._({ id: 'login-options.title', message: 'How would you like to log in?' })} />
      <ul className="option-list">
        <li>
          <Link to="loginPassword" className="card option">
            {i18n._({ id: 'login-options.password', message: 'With your email address and password' })}
          </Link>
        </li>
        <li>
          <Link to="loginOtp" className="card option">
            {i18n._({ id: 'login-options.otp', message: 'With a one-time code sent to you' })}
          </Link>
        </li>
      </ul>
    </div>
  );
}
