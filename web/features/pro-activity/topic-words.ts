// What each of a professional's notification topics is about (schema/upstream/account.graphql:
// NotificationTopic), and the channels they may hear about it on (§3 contact channels), in words.
// Topics are named in the address as in the contract, lower-case with hyphens: NEW_JOBS is new-jobs.
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { ContactChannel, NotificationTopic } from '../../generated/graphql.ts';

// The topics a professional hears about; a home owner's (PROPOSALS, REVIEW_REMINDERS) are not found.
const PRO_TOPICS: readonly NotificationTopic[] = [
  'NEW_JOBS',
  'MESSAGES',
  'PROPOSAL_UPDATES',
  'REVIEWS',
  'INVOICES',
  'NEWSLETTER',
];

// The topic an address names (new-jobs, or NEW_JOBS as the contract writes it); null for any other.
export function topicOfName(name: string | undefined): NotificationTopic | null {
  const topic = (name ?? '').toUpperCase().replace(/-/g, '_');
  return PRO_TOPICS.find((candidate) => candidate === topic) ?? null;
}

export function nameOfTopic(topic: NotificationTopic): string {
  return topic.toLowerCase().replace(/_/g, '-');
}

export function useTopicWords() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      title(topic: NotificationTopic): string {
        switch (topic) {
          case 'NEW_JOBS':
            return i18n._({ id: 'pro-activity.topic.new-jobs', message: 'New jobs for you' });
          case 'MESSAGES':
            return i18n._({ id: 'pro-activity.topic.messages', message: 'Messages from home owners' });
          case 'PROPOSAL_UPDATES':
            return i18n._({ id: 'pro-activity.topic.proposal-updates', message: 'News about your proposals' });
          case 'REVIEWS':
            return i18n._({ id: 'pro-activity.topic.reviews', message: 'New reviews' });
          case 'INVOICES':
            return i18n._({ id: 'pro-activity.topic.invoices', message: 'Invoices and payments' });
          case 'NEWSLETTER':
            return i18n._({ id: 'pro-activity.topic.newsletter', message: 'News, tips and offers' });
          default:
            return topic;
        }
      },
      about(topic: NotificationTopic): string {
        switch (topic) {
          case 'NEW_JOBS':
            return i18n._({
              id: 'pro-activity.topic.new-jobs-about',
              message:
                'When a home owner in your work area posts a job for one of your services, we let you know straight away, so you can be among the first to respond.',
            });
          case 'MESSAGES':
            return i18n._({
              id: 'pro-activity.topic.messages-about',
              message:
                'When a home owner writes to you about a job you responded to. A quick answer makes it more likely they choose you.',
            });
          case 'PROPOSAL_UPDATES':
            return i18n._({
              id: 'pro-activity.topic.proposal-updates-about',
              message:
                'When a home owner shortlists you, hires you or chooses someone else, or when a job you responded to is closed.',
            });
          case 'REVIEWS':
            return i18n._({
              id: 'pro-activity.topic.reviews-about',
              message: 'When a customer reviews your work, so you can read it and respond while the job is fresh.',
            });
          case 'INVOICES':
            return i18n._({
              id: 'pro-activity.topic.invoices-about',
              message: 'When a new invoice is ready, and a reminder before a payment is due.',
            });
          case 'NEWSLETTER':
            return i18n._({
              id: 'pro-activity.topic.newsletter-about',
              message:
                'Now and then: what is new on the platform, tips to win more work, and offers from our partners.',
            });
          default:
            return '';
        }
      },
      channel(channel: ContactChannel): string {
        switch (channel) {
          case 'EMAIL':
            return i18n._({ id: 'pro-activity.channel.email', message: 'Email' });
          case 'SMS':
            return i18n._({ id: 'pro-activity.channel.sms', message: 'Text message' });
          case 'PUSH':
            return i18n._({ id: 'pro-activity.channel.push', message: 'App notification' });
          case 'PHONE_CALL':
            return i18n._({ id: 'pro-activity.channel.phone-call', message: 'Phone call' });
          default:
            return channel;
        }
      },
    }),
    [i18n],
  );
}
