// The parts of an account overview (§2.6 /consumer/profile, §2.7 /service-pro/manage-account): the
// person at a glance, and lists of links to the pages that change each part of the account.
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import type { AccountPerson } from './account-person.ts';

export interface AccountLink {
  readonly route: RouteName;
  readonly icon: IconName;
  readonly title: string;
  readonly text: string;
}

export function AccountSummary({ person, company }: { person: AccountPerson; company?: string | null }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <section className="card account-summary" aria-label={company ?? name}>
      <Avatar name={company ?? name} />
      <dl className="account-facts">
        {company ? (
          <div>
            <dt>{i18n._({ id: 'account.profile.company', message: 'Company' })}</dt>
            <dd data-testid="account-company">{company}</dd>
          </div>
        ) : null}
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

// Every page an overview may link to, in the words of the link.
export function useAccountLinks() {
  const { i18n } = useLingui();
  const contact = {
    icon: 'user-round',
    title: i18n._({ id: 'account.link.contact', message: 'Contact details' }),
    text: i18n._({ id: 'account.link.contact-text', message: 'Your name, phone number and email address' }),
  } as const;
  const password = {
    icon: 'lock-keyhole',
    title: i18n._({ id: 'account.link.password', message: 'Password' }),
    text: i18n._({ id: 'account.link.password-text', message: 'Change the password you sign in with' }),
  } as const;
  const notifications = {
    icon: 'bell',
    title: i18n._({ id: 'account.link.notifications', message: 'Notifications' }),
    text: i18n._({ id: 'account.link.notifications-text', message: 'What we tell you about, and how' }),
  } as const;
  return {
    consumerContactDetails: { route: 'consumerContactDetails', ...contact },
    consumerChangePassword: { route: 'consumerChangePassword', ...password },
    consumerNotificationSettings: { route: 'consumerNotificationSettings', ...notifications },
    proNotificationSettings: { route: 'proNotificationSettings', ...notifications },
    proManageUsers: {
      route: 'proManageUsers',
      icon: 'users',
      title: i18n._({ id: 'account.link.users', message: 'Your team' }),
      text: i18n._({ id: 'account.link.users-text', message: 'Who may work on this account, and what they may do' }),
    },
    proProfileMenu: {
      route: 'proProfileMenu',
      icon: 'user-check',
      title: i18n._({ id: 'account.link.profile', message: 'Your profile' }),
      text: i18n._({
        id: 'account.link.profile-text',
        message: 'Photos, papers and qualifications, and how strong it is',
      }),
    },
    proServicePreferences: {
      route: 'proServicePreferences',
      icon: 'wrench',
      title: i18n._({ id: 'account.link.services', message: 'Trades and services' }),
      text: i18n._({ id: 'account.link.services-text', message: 'The work you want jobs for' }),
    },
    proWorkArea: {
      route: 'proWorkArea',
      icon: 'map-pin',
      title: i18n._({ id: 'account.link.work-area', message: 'Work area' }),
      text: i18n._({ id: 'account.link.work-area-text', message: 'Where you start from and how far you travel' }),
    },
    proPackageSelection: {
      route: 'proPackageSelection',
      icon: 'ticket-percent',
      title: i18n._({ id: 'account.link.packages', message: 'Packages' }),
      text: i18n._({ id: 'account.link.packages-text', message: 'Proposals included every month' }),
    },
    proBalance: {
      route: 'proBalance',
      icon: 'list-checks',
      title: i18n._({ id: 'account.link.balance', message: 'Balance' }),
      text: i18n._({ id: 'account.link.balance-text', message: 'What you owe, and every lead fee and payment' }),
    },
    proPayInvoices: {
      route: 'proPayInvoices',
      icon: 'receipt',
      title: i18n._({ id: 'account.link.invoices', message: 'Invoices' }),
      text: i18n._({
        id: 'account.link.invoices-text',
        message: 'Each month’s invoice as a PDF, and what is still to pay',
      }),
    },
    proPaymentDetails: {
      route: 'proPaymentDetails',
      icon: 'credit-card',
      title: i18n._({ id: 'account.link.payment-details', message: 'Payment details' }),
      text: i18n._({
        id: 'account.link.payment-details-text',
        message: 'A card or direct debit that pays each invoice',
      }),
    },
    proSponsoredPlacement: {
      route: 'proSponsoredPlacement',
      icon: 'award',
      title: i18n._({ id: 'account.link.sponsored', message: 'Sponsored placement' }),
      text: i18n._({ id: 'account.link.sponsored-text', message: 'Come first for your trade in a town' }),
    },
    proMessageTemplates: {
      route: 'proMessageTemplates',
      icon: 'message-square-text',
      title: i18n._({ id: 'account.link.templates', message: 'Message templates' }),
      text: i18n._({ id: 'account.link.templates-text', message: 'Your own words, ready for proposals and replies' }),
    },
    proAutoRespond: {
      route: 'proAutoRespond',
      icon: 'reply',
      title: i18n._({ id: 'account.link.auto-respond', message: 'Auto-respond' }),
      text: i18n._({ id: 'account.link.auto-respond-text', message: 'Answer matching jobs the moment they arrive' }),
    },
    proRequestReviews: {
      route: 'proRequestReviews',
      icon: 'star',
      title: i18n._({ id: 'account.link.request-reviews', message: 'Ask for reviews' }),
      text: i18n._({ id: 'account.link.request-reviews-text', message: 'Invite past customers to review your work' }),
    },
    proReferral: {
      route: 'proReferral',
      icon: 'gift',
      title: i18n._({ id: 'account.link.referral', message: 'Refer someone' }),
      text: i18n._({ id: 'account.link.referral-text', message: 'Your personal link, and who joined through it' }),
    },
    proPartners: {
      route: 'proPartners',
      icon: 'handshake',
      title: i18n._({ id: 'account.link.partners', message: 'Partners' }),
      text: i18n._({ id: 'account.link.partners-text', message: 'Companies we work with for you' }),
    },
    proTradePerks: {
      route: 'proTradePerks',
      icon: 'ticket-percent',
      title: i18n._({ id: 'account.link.perks', message: 'Trade perks' }),
      text: i18n._({ id: 'account.link.perks-text', message: 'Discounts on tools, vans and insurance' }),
    },
    proGiveFeedback: {
      route: 'proGiveFeedback',
      icon: 'message-square-heart',
      title: i18n._({ id: 'account.link.feedback', message: 'Give feedback' }),
      text: i18n._({ id: 'account.link.feedback-text', message: 'Tell us what works and what does not' }),
    },
    proDeleteAccount: {
      route: 'proDeleteAccount',
      icon: 'trash',
      title: i18n._({ id: 'account.link.delete', message: 'Delete your account' }),
      text: i18n._({ id: 'account.link.delete-text', message: 'What happens, and what has to be settled first' }),
    },
  } as const satisfies Record<string, AccountLink>;
}

export function AccountLinkList({
  label,
  heading,
  links,
}: {
  label: string;
  // Shown above the list when there is more than one list on the page.
  heading?: string;
  links: readonly AccountLink[];
}) {
  const headingId = useId();
  // A list of the page's own links, not the site's navigation: one region per list with a heading.
  return (
    <section
      className="account-link-group"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
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
    </section>
  );
}
