// The way back from one of the account's pages to its overview.
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import { Link } from '../../lib/router.tsx';

export function BackToAccount() {
  const { i18n } = useLingui();
  return (
    <p className="account-back">
      <Link to="consumerProfile">
        <Icon icon="arrow-left" />
        {i18n._({ id: 'account.back', message: 'Your account' })}
      </Link>
    </p>
  );
}
