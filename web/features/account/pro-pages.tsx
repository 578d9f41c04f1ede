// §2.7 the professional's notification settings and account deletion: the same forms as a home
// owner's (§2.6), with the professional's topics (the upstream's, for this kind of account) and
// the §8 refusals that mostly concern them (a subscription, a balance, an invoice).
import { useLingui } from '@lingui/react';
import { AccountPage } from './account-page.tsx';
import { DeleteAccount } from './delete-account.tsx';

export function ProDeleteAccountPage() {
  const { i18n } = useLingui();
  return (
    <AccountPage
      title={i18n._({ id: 'account.pro.delete.title', message: 'Delete your account' })}
      lead={i18n._({
        id: 'account.pro.delete.lead',
        message:
          'Your profile leaves the directory and nobody can sign in to the account any more. A subscription, a balance or an unpaid invoice has to be settled first.',
      })}
    >
      <DeleteAccount />
    </AccountPage>
  );
}
