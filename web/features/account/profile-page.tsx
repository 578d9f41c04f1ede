// §2.6 /consumer/profile: the home owner's account at a glance — who they are to the tradespeople
// they choose, how they sign in, since when — the ways to change each, and, last, deleting the
// account (delete-account.tsx).
import { useLingui } from '@lingui/react';
import { AccountLinkList, AccountSummary, useAccountLinks } from './account-overview.tsx';
import { AccountPage, WithAccountPerson } from './account-page.tsx';
import { DeleteAccount } from './delete-account.tsx';

export function ProfilePage() {
  const { i18n } = useLingui();
  return (
    <AccountPage
      overview
      title={i18n._({ id: 'account.profile.title', message: 'Your account' })}
      lead={i18n._({
        id: 'account.profile.lead',
        message: 'Your details, how you sign in and what we tell you about.',
      })}
    >
      <WithAccountPerson>
        {(person) => (
          <>
            <AccountSummary person={person} />
            <ConsumerLinks />
            <DeleteAccount />
          </>
        )}
      </WithAccountPerson>
    </AccountPage>
  );
}

function ConsumerLinks() {
  const { i18n } = useLingui();
  const links = useAccountLinks();
  return (
    <AccountLinkList
      label={i18n._({ id: 'account.links.label', message: 'Account settings' })}
      links={[links.consumerContactDetails, links.consumerChangePassword, links.consumerNotificationSettings]}
    />
  );
}
