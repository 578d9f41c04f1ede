// A professional's activity and notifications (spec §2.7): one tab's jobs by service, the page a
// notification about a topic leads to, and what happened while they were away.
import type { ProActivityNotificationSettingsQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { ActivityServicesPage, activityOf, servicesVariables } from './activity-services-page.tsx';
import {
  ProActivityNotificationSettingsDocument,
  ProActivityServicesDocument,
  ProActivityWelcomeBackDocument,
} from './generated/documents.ts';
import { isKnownTopic, PlatformNotificationPage } from './platform-notification-page.tsx';
import { topicOfName } from './topic-words.ts';
import { WelcomeBackPage } from './welcome-back-page.tsx';

const welcomeBack: PageDefinition = {
  render: () => <WelcomeBackPage />,
  data: () => [query(ProActivityWelcomeBackDocument)],
};

export const PAGES = {
  proActivityServices: {
    render: ({ params }) => <ActivityServicesPage activity={params.activity} />,
    data: ({ params }) => {
      const activity = activityOf(params.activity);
      return activity ? [query(ProActivityServicesDocument, servicesVariables(activity))] : [];
    },
    // An activity that is not one of the overview's tabs is not found (404).
    found: (_results, { params }) => activityOf(params.activity) !== null,
  },
  proPlatformNotification: {
    render: ({ params }) => <PlatformNotificationPage topicName={params.topicName} />,
    data: ({ params }) => (topicOfName(params.topicName) ? [query(ProActivityNotificationSettingsDocument)] : []),
    // Not a professional's topic (or none at all) is not found; a failed read is the client's to retry.
    found: ([settings], { params }) =>
      isKnownTopic(params.topicName, settings as ProActivityNotificationSettingsQuery | undefined),
  },
  proWelcomeBack: welcomeBack,
  // §2.8 lists the page under activation too: where the activation emails send a returning one.
  proActivationWelcomeBack: welcomeBack,
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';
