// What the home owner is told when a choice on a job is refused (spec §5, §8 shortlist and invite
// failures): every result variant of shortlist, invitePro, hirePro, declinePro and
// closeServiceRequest says what happened and what to do next, never a raw code.
import type { I18n } from '@lingui/core';
import type {
  ConsumerCloseJobMutation,
  ConsumerDeclineProMutation,
  ConsumerHireProMutation,
  ConsumerInviteProMutation,
  ConsumerShortlistMutation,
} from '../../generated/graphql.ts';
import { jobStatusLabel } from './labels.ts';

type Refusal =
  | ConsumerShortlistMutation['shortlist']
  | ConsumerInviteProMutation['invitePro']
  | ConsumerHireProMutation['hirePro']
  | ConsumerDeclineProMutation['declinePro']
  | ConsumerCloseJobMutation['closeServiceRequest'];

// The message for a refusal; null for the variants that mean it worked.
export function refusalMessage(i18n: I18n, result: Refusal): string | null {
  switch (result.__typename) {
    case 'Shortlisted':
    case 'ProInvited':
    case 'ProHired':
    case 'ProDeclined':
    case 'ServiceRequestClosed':
      return null;
    case 'AlreadyShortlisted':
      return i18n._({
        id: 'consumer.refusal.already-shortlisted',
        message: 'You have already shortlisted this pro. You can hire them when you are ready.',
      });
    case 'ShortlistLimitReached':
      return i18n._({
        id: 'consumer.refusal.shortlist-limit',
        message:
          'You can shortlist up to {limit, plural, one {# pro} other {# pros}} per job. Decline one of your shortlisted pros first, or hire one.',
        values: { limit: result.limit },
      });
    case 'ConsumerMissingPhone':
      return i18n._({
        id: 'consumer.refusal.missing-phone',
        message: 'Shortlisted pros call you to discuss the job, so we need your phone number first.',
      });
    case 'ProfessionalAnonymised':
      return i18n._({
        id: 'consumer.refusal.pro-anonymised',
        message: 'This pro has closed their account, so you can no longer choose them.',
      });
    case 'ProfessionalBlacklistedOrSuspended':
      return i18n._({
        id: 'consumer.refusal.pro-suspended',
        message: 'This pro’s account is suspended at the moment, so you cannot choose them. Please pick another pro.',
      });
    case 'MaximumInvitesSent':
      return i18n._({
        id: 'consumer.refusal.invite-limit',
        message:
          'You have already invited {limit, plural, one {# pro} other {# pros}} to this job, the most you can. Wait for their answers.',
        values: { limit: result.limit },
      });
    case 'AlreadyExpressedInterest':
      return i18n._({
        id: 'consumer.refusal.already-responded',
        message: 'This pro has already responded to your job: you will find them among the responses.',
      });
    case 'ServiceNotSelected':
      return i18n._({
        id: 'consumer.refusal.service-not-offered',
        message: 'This pro does not offer “{service}”, so they cannot be invited to this job.',
        values: { service: result.service.name },
      });
    case 'RequestClosed':
      return i18n._({
        id: 'consumer.refusal.request-closed',
        message: 'This job can no longer be changed: its status is “{status}”.',
        values: { status: jobStatusLabel(i18n, result.status) },
      });
    case 'NotFound':
      return i18n._({
        id: 'consumer.refusal.not-found',
        message: 'This is no longer possible for this response. Reload the page to see the latest answers.',
      });
  }
}
