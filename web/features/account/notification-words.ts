// The words for notification topics, contact channels (§3) and consent purposes (§3).
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { ConsentPurpose, ContactChannel, NotificationTopic } from '../../generated/graphql.ts';

export function useNotificationWords() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      topic(topic: NotificationTopic): string {
        switch (topic) {
          case 'PROPOSALS':
            return i18n._({ id: 'account.topic.proposals', message: 'Responses to your jobs' });
          case 'MESSAGES':
            return i18n._({ id: 'account.topic.messages', message: 'New messages' });
          case 'REVIEW_REMINDERS':
            return i18n._({ id: 'account.topic.review-reminders', message: 'Reminders to leave a review' });
          case 'NEW_JOBS':
            return i18n._({ id: 'account.topic.new-jobs', message: 'New jobs for you' });
          case 'PROPOSAL_UPDATES':
            return i18n._({ id: 'account.topic.proposal-updates', message: 'News about your proposals' });
          case 'REVIEWS':
            return i18n._({ id: 'account.topic.reviews', message: 'New reviews' });
          case 'INVOICES':
            return i18n._({ id: 'account.topic.invoices', message: 'Invoices and payments' });
          case 'NEWSLETTER':
            return i18n._({ id: 'account.topic.newsletter', message: 'News, tips and offers' });
        }
      },
      topicHint(topic: NotificationTopic): string {
        switch (topic) {
          case 'PROPOSALS':
            return i18n._({
              id: 'account.topic.proposals-hint',
              message: 'When a tradesperson is interested in your job or sends you a quote.',
            });
          case 'MESSAGES':
            return i18n._({
              id: 'account.topic.messages-hint',
              message: 'When someone writes to you about a job.',
            });
          case 'REVIEW_REMINDERS':
            return i18n._({
              id: 'account.topic.review-reminders-hint',
              message: 'After a job is done, so other home owners can read how it went.',
            });
          case 'NEW_JOBS':
            return i18n._({
              id: 'account.topic.new-jobs-hint',
              message: 'Jobs in your work area that match your services.',
            });
          case 'PROPOSAL_UPDATES':
            return i18n._({
              id: 'account.topic.proposal-updates-hint',
              message: 'When a home owner shortlists you, hires you or chooses someone else.',
            });
          case 'REVIEWS':
            return i18n._({ id: 'account.topic.reviews-hint', message: 'When a customer reviews your work.' });
          case 'INVOICES':
            return i18n._({ id: 'account.topic.invoices-hint', message: 'New invoices and payment reminders.' });
          case 'NEWSLETTER':
            return i18n._({
              id: 'account.topic.newsletter-hint',
              message: 'Now and then: what is new, seasonal tips and offers.',
            });
        }
      },
      channel(channel: ContactChannel): string {
        switch (channel) {
          case 'EMAIL':
            return i18n._({ id: 'account.channel.email', message: 'Email' });
          case 'SMS':
            return i18n._({ id: 'account.channel.sms', message: 'Text message' });
          case 'PUSH':
            return i18n._({ id: 'account.channel.push', message: 'App notification' });
          case 'PHONE_CALL':
            return i18n._({ id: 'account.channel.phone-call', message: 'Phone call' });
        }
      },
      consent(purpose: ConsentPurpose): string {
        switch (purpose) {
          case 'ELECTRONIC_MARKETING':
            return i18n._({ id: 'account.consent.electronic-marketing', message: 'Offers by email and text message' });
          case 'RESEARCH':
            return i18n._({ id: 'account.consent.research', message: 'Questions to help us improve' });
          case 'TELEMARKETING':
            return i18n._({ id: 'account.consent.telemarketing', message: 'Offers by phone' });
        }
      },
      consentHint(purpose: ConsentPurpose): string {
        switch (purpose) {
          case 'ELECTRONIC_MARKETING':
            return i18n._({
              id: 'account.consent.electronic-marketing-hint',
              message: 'We may send you our offers. We never sell your details.',
            });
          case 'RESEARCH':
            return i18n._({
              id: 'account.consent.research-hint',
              message: 'Now and then we may ask you for your opinion in a short survey or interview.',
            });
          case 'TELEMARKETING':
            return i18n._({
              id: 'account.consent.telemarketing-hint',
              message: 'We may call you about offers that suit you.',
            });
        }
      },
    }),
    [i18n],
  );
}
