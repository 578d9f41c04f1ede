// §2.7 /service-pro/manage-account: the professional's account at a glance — the company, who holds
// it, how they sign in — with the contact details and password forms on the page itself, and the
// ways to the rest of the account: notifications, the team, the professional's tools (templates,
// auto-respond, review requests) and the rest (referral, partners, perks, feedback), and deleting
// the account.
//
// Who sees what follows the upstream's rules (§6): the holder sees everything; someone acting for
// the company as a MANAGER changes its contact details but not the holder's email address or
// password, and cannot delete it (those only the person themself does); a MEMBER works on the
// account but does not change its settings, and is told so.
import { useLingui } from '@lingui/react';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useFeatureFlagContext } from '../../lib/feature-flags.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { AccountLinkList, AccountSummary, useAccountLinks } from './account-overview.tsx';
import { AccountPage, WithAccountPerson } from './account-page.tsx';
import { ChangePasswordForm } from './change-password-page.tsx';
import { ContactDetailsForms } from './contact-details-page.tsx';
import { AccountTeamRoleDocument } from './generated/documents.ts';

export function ManageAccountPage() {
  const { i18n } = useLingui();
  const team = useQuery(AccountTeamRoleDocument);
  return (
    <AccountPage
      overview
      title={i18n._({ id: 'account.pro.title', message: 'Manage your account' })}
      lead={i18n._({
        id: 'account.pro.lead',
        message: 'Your company’s details, how you sign in, your team and what we tell you about.',
      })}
    >
      <QueryState data={team.data} error={team.error} onRetry={() => void team.mutate()}>
        {(data) => (data.organisationTeam?.role === 'MEMBER' ? <MemberNotice /> : <AccountSettings />)}
      </QueryState>
    </AccountPage>
  );
}

function AccountSettings() {
  const { i18n } = useLingui();
  const { user, isImpersonated } = useSession();
  const links = useAccountLinks();
  const flags = useFeatureFlagContext();
  // Only the person themself changes how they sign in, or deletes the account (§3 second layer).
  const self = !isImpersonated && !(user?.__typename === 'ServicePro' && user.assumedBy);
  const company = user?.__typename === 'ServicePro' ? (user.companyProfile?.companyName ?? null) : null;
  return (
    <WithAccountPerson>
      {(person, refresh) => (
        <>
          <AccountSummary person={person} company={company} />
          <AccountLinkList
            label={i18n._({ id: 'account.links.label', message: 'Account settings' })}
            links={[
              links.proProfileMenu,
              links.proServicePreferences,
              links.proWorkArea,
              links.proNotificationSettings,
              links.proManageUsers,
            ]}
          />
          <AccountLinkList
            label={i18n._({ id: 'account.links.tools', message: 'Your tools' })}
            heading={i18n._({ id: 'account.links.tools', message: 'Your tools' })}
            links={[links.proMessageTemplates, links.proAutoRespond, links.proRequestReviews]}
          />
          <AccountLinkList
            label={i18n._({ id: 'account.links.money', message: 'Money' })}
            heading={i18n._({ id: 'account.links.money', message: 'Money' })}
            links={[
              links.proPackageSelection,
              links.proBalance,
              links.proPayInvoices,
              links.proPaymentDetails,
              // Decision 069: only where the brand has the flag.
              ...(flags.sponsoredPlacementV2 ? [links.proSponsoredPlacement] : []),
            ]}
          />
          <AccountLinkList
            label={i18n._({ id: 'account.links.more', message: 'More for you' })}
            heading={i18n._({ id: 'account.links.more', message: 'More for you' })}
            links={[links.proReferral, links.proPartners, links.proTradePerks, links.proGiveFeedback]}
          />
          <ContactDetailsForms person={person} onSaved={refresh} email={self} />
          {self ? (
            <>
              <ChangePasswordForm heading={i18n._({ id: 'account.password.heading', message: 'Password' })} />
              <AccountLinkList
                label={i18n._({ id: 'account.links.leave', message: 'Leaving' })}
                links={[links.proDeleteAccount]}
              />
            </>
          ) : (
            <p className="card account-note" data-testid="account-not-self">
              {i18n._({
                id: 'account.pro.not-self',
                message:
                  'You are working on this account for its holder. Only they can change its email address and password, or delete it.',
              })}
            </p>
          )}
        </>
      )}
    </WithAccountPerson>
  );
}

function MemberNotice() {
  const { i18n } = useLingui();
  const links = useAccountLinks();
  return (
    <>
      <section className="card account-note" data-testid="account-member-notice">
        <p>
          {i18n._({
            id: 'account.pro.member',
            message:
              'As a member of this team you work on its jobs, proposals and messages. The account’s settings are changed by its owner or a manager.',
          })}
        </p>
        <p>
          <Link to="proManageUsers">{i18n._({ id: 'account.pro.member-team', message: 'See your access' })}</Link>
        </p>
      </section>
      <AccountLinkList
        label={i18n._({ id: 'account.links.tools', message: 'Your tools' })}
        heading={i18n._({ id: 'account.links.tools', message: 'Your tools' })}
        links={[links.proMessageTemplates, links.proPartners, links.proTradePerks, links.proGiveFeedback]}
      />
    </>
  );
}
