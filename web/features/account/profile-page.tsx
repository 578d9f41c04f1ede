// §2.6 /consumer/profile: the home owner's account at a glance — who they are to the tradespeople
// they choose, how they sign in, since when — the ways to change each, and, last, deleting the
// account (delete-account.tsx).
import { useLingui } from '@lingui/react';
import type { RouteName } from '../../../shared/routes.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AccountPage, WithAccountPerson } from './account-page.tsx';
import type { AccountPerson } from './account-person.ts';
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
            <AccountLinks />
            <DeleteAccount />
          </>
        )}
      </WithAccountPerson>
    </AccountPage>
  );
}

function AccountSummary({ person }: { person: AccountPerson }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <section className="card account-summary" aria-label={name}>
      <Avatar name={name} />
      <dl className="account-facts">
        <div>
          <dt>{i18n._({ id: 'account.profile.name', message: 'Name' })}</dt>
          <dd data-testid="account-name">{name}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'account.profile.email', message: 'Email address' })}</dt>
          <dd data-testid="account-email">{person.email}</dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'account.profile.phone', message: 'Phone number' })}</dt>
          <dd data-testid="account-phone">
            {person.phone ?? i18n._({ id: 'account.profile.no-phone', message: 'None given yet' })}
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'account.profile.since', message: 'Member since' })}</dt>
          <dd>{formatDate(person.createdAt, { dateStyle: undefined, month: 'long', year: 'numeric' })}</dd>
        </div>
      </dl>
    </section>
  );
}

function AccountLinks() {
  const { i18n } = useLingui();
  const links: { route: RouteName; icon: IconName; title: string; text: string }[] = [
    {
      route: 'consumerContactDetails',
      icon: 'user-round',
      title: i18n._({ id: 'account.link.contact', message: 'Contact details' }),
      text: i18n._({ id: 'account.link.contact-text', message: 'Your name, phone number and email address' }),
    },
    {
      route: 'consumerChangePassword',
      icon: 'lock-keyhole',
      title: i18n._({ id: 'account.link.password', message: 'Password' }),
      text: i18n._({ id: 'account.link.password-text', message: 'Change the password you sign in with' }),
    },
    {
      route: 'consumerNotificationSettings',
      icon: 'bell',
      title: i18n._({ id: 'account.link.notifications', message: 'Notifications' }),
      text: i18n._({ id: 'account.link.notifications-text', message: 'What we tell you about, and how' }),
    },
  ];
  return (
    <nav aria-label={i18n._({ id: 'account.links.label', message: 'Account settings' })}>
      <ul className="list account-links">
        {links.map((link) => (
          <li key={link.route}>
            <Link to={link.route} className="card interactive account-link">
              <span className="account-link-icon">
                <Icon icon={link.icon} />
              </span>
              <span>
                <strong>{link.title}</strong>
                <span className="account-link-text">{link.text}</span>
              </span>
              <Icon icon="chevron-right" className="account-link-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
