// The signed-in person's own account (spec §2.6 for home owners): every page reads the one
// accountSettings query, embedded by the server.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ContactDetailsPage } from './contact-details-page.tsx';
import { AccountSettingsDocument } from './generated/documents.ts';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { ProfilePage } from './profile-page.tsx';

const settings = () => [query(AccountSettingsDocument)];

export const PAGES = {
  consumerProfile: { render: () => <ProfilePage />, data: settings },
  consumerContactDetails: { render: () => <ContactDetailsPage />, data: settings },
  consumerChangePassword: { render: () => <ChangePasswordPage /> },
  consumerNotificationSettings: { render: () => <NotificationSettingsPage />, data: settings },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
