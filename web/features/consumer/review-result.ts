// What the API's answer to a review means for the home owner (spec §8 review failures): saved; a
// refusal said in words; or the fields to correct, contact details in the text among them. A
// review the owner had already written is taken over, so sending again replaces it.
import type { I18n } from '@lingui/core';
import type { ConsumerEditReviewMutation, ConsumerSubmitReviewMutation } from '../../generated/graphql.ts';
import { fieldMessage, type ReviewErrors, type ReviewField, toReviewField } from './review-form.ts';

export type ReviewResult = ConsumerSubmitReviewMutation['submitReview'] | ConsumerEditReviewMutation['editReview'];

export type ReviewOutcome =
  | { readonly kind: 'saved' }
  | { readonly kind: 'refused'; readonly message: string; readonly existingReviewId?: string }
  | { readonly kind: 'invalid'; readonly errors: ReviewErrors };

export function readReviewResult(i18n: I18n, result: ReviewResult): ReviewOutcome {
  switch (result.__typename) {
    case 'ReviewSubmitted':
      return { kind: 'saved' };
    case 'AlreadyReviewed':
      return {
        kind: 'refused',
        existingReviewId: result.review.id,
        message: i18n._({
          id: 'consumer.review.already-reviewed',
          message: 'You had already reviewed this job. Send the form again to replace that review with this one.',
        }),
      };
    case 'ReviewCancelled':
      return {
        kind: 'refused',
        message: i18n._({
          id: 'consumer.review.cancelled',
          message: 'This job ended without anyone hired, so there is no one to review.',
        }),
      };
    case 'ReviewNotFound':
      return {
        kind: 'refused',
        message: i18n._({
          id: 'consumer.review.not-found',
          message: 'We could not find a hire to review on this job. Go back to your projects and try again.',
        }),
      };
    case 'ProfessionalAnonymised':
      return {
        kind: 'refused',
        message: i18n._({
          id: 'consumer.review.pro-anonymised',
          message: 'This pro has closed their account, so they can no longer be reviewed.',
        }),
      };
    case 'InvalidFields': {
      const errors: ReviewErrors = {};
      for (const error of result.fieldErrors) {
        const field = toReviewField(error.field);
        errors[field] = fieldMessage(i18n, field, error.code);
      }
      return { kind: 'invalid', errors };
    }
    case 'ContactDetailsShared': {
      const field: ReviewField = toReviewField(result.field);
      return { kind: 'invalid', errors: { [field]: fieldMessage(i18n, field, 'CONTACT_DETAILS') } };
    }
  }
}
