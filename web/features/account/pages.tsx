// The signed-in person's own account (spec §2.6 for home owners, §2.7 for professionals): every
// page reads the one accountSettings query, embedded by the server.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { AcceptInvitePage } from './accept-invite-page.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ContactDetailsPage } from './contact-details-page.tsx';
import {
  AccountSettingsDocument,
  AccountTeamRoleDocument,
  TeamInvitePreviewDocument,
  TeamMembersDocument,
} from './generated/documents.ts';
import { ManageAccountPage } from './manage-account-page.tsx';
import { ManageUsersPage } from './manage-users-page.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { ProDeleteAccountPage } from './pro-pages.tsx';
import { ProfilePage } from './profile-page.tsx';

const settings = () => [query(AccountSettingsDocument)];

export const PAGES = {
  consumerProfile: { render: () => <ProfilePage />, data: settings },
  consumerContactDetails: { render: () => <ContactDetailsPage />, data: settings },
  consumerChangePassword: { render: () => <ChangePasswordPage /> },
  consumerNotificationSettings: { render: () => <NotificationSettingsPage />, data: settings },
  // A MEMBER's settings read is refused (§6): the page shows them their role instead.
  proManageAccount: {
    render: () => <ManageAccountPage />,
    data: () => [...settings(), query(AccountTeamRoleDocument)],
  },
  proNotificationSettings: { render: () => <NotificationSettingsPage />, data: settings },
  proDeleteAccount: { render: () => <ProDeleteAccountPage /> },
  proManageUsers: { render: () => <ManageUsersPage />, data: () => [query(TeamMembersDocument)] },
  acceptInvite: {
    render: ({ params }) => <AcceptInvitePage token={params.inviteToken ?? ''} />,
    data: ({ params }) => [query(TeamInvitePreviewDocument, { token: params.inviteToken ?? '' })],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
