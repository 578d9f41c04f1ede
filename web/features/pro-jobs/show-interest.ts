// Spec §8 show interest: what each answer of the upstream means to the professional, in words.
import type { I18n } from '@lingui/core';
import type { ProJobsShowInterestMutation } from '../../generated/graphql.ts';

export type ShowInterestResult = ProJobsShowInterestMutation['showInterest'];

export interface InterestOutcome {
  readonly tone: 'success' | 'error';
  readonly message: string;
  // The job takes no more responses from this professional: its actions go away.
  readonly closesActions: boolean;
}

export function interestOutcome(i18n: I18n, result: ShowInterestResult): InterestOutcome {
  switch (result.__typename) {
    case 'InterestShown':
      return {
        tone: 'success',
        closesActions: false,
        message: i18n._({
          id: 'pro-jobs.interest.shown',
          message: 'The home owner has been told you are interested. Send a proposal to tell them more.',
        }),
      };
    case 'AlreadyExpressedInterest':
      return {
        tone: 'success',
        closesActions: false,
        message: i18n._({
          id: 'pro-jobs.interest.already-interested',
          message: 'You have already shown interest in this job. You can still send a proposal.',
        }),
      };
    case 'AlreadyProposed':
      return {
        tone: 'error',
        closesActions: true,
        message: i18n._({
          id: 'pro-jobs.interest.already-proposed',
          message: 'You have already responded to this job with a proposal.',
        }),
      };
    case 'ExceededLimitInPickAndChoose':
      return {
        tone: 'error',
        closesActions: true,
        message: i18n._({
          id: 'pro-jobs.interest.limit-reached',
          message: 'This job already has {limit} responses, the most it takes. It no longer accepts new responses.',
          values: { limit: result.limit },
        }),
      };
    case 'ServiceNotSelected':
      return {
        tone: 'error',
        closesActions: true,
        message: i18n._({
          id: 'pro-jobs.interest.service-not-selected',
          message: 'You do not offer “{service}”. Add this service to your profile to respond to jobs like this one.',
          values: { service: result.service.name },
        }),
      };
    case 'RequestClosed':
      return {
        tone: 'error',
        closesActions: true,
        message:
          result.status === 'HIRED'
            ? i18n._({
                id: 'pro-jobs.interest.closed-hired',
                message: 'The home owner has already hired someone for this job.',
              })
            : result.status === 'CANCELLED'
              ? i18n._({ id: 'pro-jobs.interest.closed-cancelled', message: 'This job was cancelled.' })
              : i18n._({
                  id: 'pro-jobs.interest.closed',
                  message: 'This job is closed and no longer accepts responses.',
                }),
      };
    case 'NotFound':
      return {
        tone: 'error',
        closesActions: true,
        message: i18n._({
          id: 'pro-jobs.interest.not-found',
          message: 'This job is no longer available to you. It may be outside your work area now.',
        }),
      };
  }
}
