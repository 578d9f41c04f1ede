// What the give-feedback page says (spec §2.7 give-feedback, decision 049): the topics of the
// short list, and why a feedback was not sent, in words.
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { FeedbackTopic } from '../../generated/graphql.ts';

// The topics in the order the page offers them; "something else" last.
export const FEEDBACK_TOPICS: readonly FeedbackTopic[] = [
  'FINDING_JOBS',
  'PROPOSALS_AND_MESSAGES',
  'PROFILE_AND_REVIEWS',
  'PAYMENTS',
  'WEBSITE_AND_APP',
  'OTHER',
];

// The upstream's bounds of the text.
export const FEEDBACK_BOUNDS = { min: 10, max: 2000 } as const;

export function useFeedbackWords() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      topic(topic: FeedbackTopic): string {
        switch (topic) {
          case 'FINDING_JOBS':
            return i18n._({ id: 'pro-feedback.topic.finding-jobs', message: 'Finding jobs' });
          case 'PROPOSALS_AND_MESSAGES':
            return i18n._({ id: 'pro-feedback.topic.proposals', message: 'Proposals and messages' });
          case 'PROFILE_AND_REVIEWS':
            return i18n._({ id: 'pro-feedback.topic.profile', message: 'Your profile and reviews' });
          case 'PAYMENTS':
            return i18n._({ id: 'pro-feedback.topic.payments', message: 'Packages and payments' });
          case 'WEBSITE_AND_APP':
            return i18n._({ id: 'pro-feedback.topic.website', message: 'The website and the app' });
          case 'OTHER':
            return i18n._({ id: 'pro-feedback.topic.other', message: 'Something else' });
        }
      },
      topicRequired: i18n._({ id: 'pro-feedback.error.topic', message: 'Choose what your feedback is about.' }),
      bodyRequired: i18n._({ id: 'pro-feedback.error.body-required', message: 'Write your feedback first.' }),
      bodyLength: i18n._({
        id: 'pro-feedback.error.body-length',
        message: 'Your feedback must be {min} to {max} characters long.',
        values: FEEDBACK_BOUNDS,
      }),
      // FeedbackRateLimitReached: five a day, one a minute.
      wait(seconds: number): string {
        if (seconds < 3600) {
          return i18n._({
            id: 'pro-feedback.error.wait-minutes',
            message:
              'You have just sent us feedback. You can send more in {minutes, plural, one {# minute} other {# minutes}}; what you wrote stays here.',
            values: { minutes: Math.ceil(seconds / 60) },
          });
        }
        return i18n._({
          id: 'pro-feedback.error.wait-hours',
          message:
            'You have sent us a lot of feedback today. You can send more in {hours, plural, one {# hour} other {# hours}}; what you wrote stays here.',
          values: { hours: Math.ceil(seconds / 3600) },
        });
      },
      failed: i18n._({ id: 'pro-feedback.error.failed', message: 'Your feedback could not be sent. Try again.' }),
    }),
    [i18n],
  );
}
